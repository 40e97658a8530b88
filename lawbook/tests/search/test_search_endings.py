"""The situation guides' Endings scored among themselves (lawbook.search.endings, issue 22)."""

from lawbook.search import endings
from lawbook.search.paths import GuidePath
from lawbook.search.termtable import view_name


def path(slug: str, title: str, said: str = "", now: str = "") -> GuidePath:
    steps = {"tr": "", "en": "Cards from dummy\nWhat happened with the card from dummy?"}
    return GuidePath(slug, {}, {"tr": "", "en": now}, ("45C3",), steps, {"tr": "", "en": title}, {"tr": "", "en": said})


TOUCHED = path("g/touched", "Declarer touched a card in dummy", "declarer touched one of dummy's cards")
LOW = path("g/low", "Declarer said low", "declarer said small from dummy")
PLAYED = path("g/played", "Declarer named a card", now="The card touched is played.")


def word(term: str) -> frozenset:
    return frozenset({(view_name("en", "x"), term)})


def test_a_word_one_ending_says_sets_it_above_its_siblings():
    table = endings._built((TOUCHED, LOW, PLAYED))
    touched = endings._scored_word(table, 3, word("touched"))
    dummy = endings._scored_word(table, 3, word("dummy"))
    # "touched" is said by two of three Endings (one of them only in what happens then, which
    # adds nothing); "dummy" by every one: it tells them apart less.
    assert touched[0] > dummy[0]
    assert touched[2] == 0.0


def test_an_ending_holding_every_concept_comes_first():
    class Ix:  # what endings.scores reads of an open index: the paths, and what it keeps of them
        paths = (TOUCHED, LOW, PLAYED)

        def once(self, name, compute):
            return compute()

        def kept(self, name, key, compute, limit):
            return compute()

    concepts = [[[word("declarer")]], [[word("touched")]]]
    scores = endings.scores(Ix(), concepts)
    assert max(scores, key=scores.get) == 0


def test_more_phrasings_do_not_dilute_an_endings_words():
    """Each players' phrasing is weighed on its own length (searchrank11): an Ending with five more
    phrasings scores "touched" as the same Ending with one. Scored as one part, the longer list
    made the word rarer in it and the Ending lower, so that writing more ways players say a
    situation could lose it the queries the first one found."""
    more = "\n".join(
        (
            "declarer touched one of dummy's cards",
            "declarer lifted a card from the table",
            "declarer reached into dummy",
            "declarer took hold of the queen on the board",
            "declarer handled a card of the other hand",
            "declarer picked a card from dummy on purpose",
        )
    )
    longer = GuidePath(
        "g/touched-more", {}, TOUCHED.now, TOUCHED.laws, TOUCHED.steps, TOUCHED.title, {"tr": "", "en": more}
    )
    table = endings._built((TOUCHED, longer, LOW, PLAYED))
    touched = endings._scored_word(table, 4, word("touched"))
    assert touched[1] == touched[0]


def test_an_honours_name_does_not_choose_the_ending_its_example_names():
    """A story names its cards; an Ending's phrasings name their example's (searchrank12): "declarer
    touched the ace and the king in dummy" is Law 45C3's card touched, not 46B4's card missing from
    dummy, whose phrasing asks "for the ace and the king". Counted as other words, the two names made
    the missing card's Ending hold four of the five concepts against three."""
    missing = path(
        "g/missing", "A card missing from dummy", "declarer asked for the ace and the king but dummy has neither"
    )

    class Ix:
        paths = (TOUCHED, missing, LOW)

        def once(self, name, compute):
            return compute()

        def kept(self, name, key, compute, limit):
            return compute()

    concepts = [[[word(w)]] for w in ("declarer", "touched", "ace", "king", "dummy")]
    scores = endings.scores(Ix(), concepts)
    assert max(scores, key=scores.get) == 0


def test_an_honours_name_is_told_from_a_word_sharing_its_stem():
    tr = view_name("tr", "x")
    assert endings.names_an_honour([[frozenset({(tr, "papazi")})]])
    assert endings.names_an_honour([[word("queen")]])
    assert not endings.names_an_honour([[frozenset({(tr, "kizdi")})]])  # "kızdı", got angry
    assert not endings.names_an_honour([[frozenset({(tr, "asla")})]])  # never
    assert not endings.names_an_honour([[word("heart")]])  # a suit named alone is Law 46B2's situation
