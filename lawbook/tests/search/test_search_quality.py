"""Ranking on our own queries (beside bench/search-queries.tsv): what players and directors type."""

import pytest

from lawbook.labels import parse_label
from lawbook.search.analysis import words
from lawbook.search.guides import KIND as GUIDE
from lawbook.search.guides import MAX_GUIDES
from lawbook.search.service import search
from tests.search_index import search_index, search_index_dir  # noqa: F401


def relevant(hit, expected: list[str]) -> bool:
    for wanted in expected:
        if wanted.startswith("def:"):
            if hit.kind == "definition" and hit.label.casefold() == wanted[4:].casefold():
                return True
        elif hit.kind == "paragraph" and parse_label(hit.label).is_within(parse_label(wanted)):
            return True
    return False


def law_hits(query: str, lang: str, limit: int = 10) -> list:
    """The hits from the Laws, as these sets are labelled: the situation guides among them are
    ranked and tested in situations/tests/search/test_search_guides.py."""
    return [h for h in search(query, lang, limit=limit + MAX_GUIDES).hits if h.kind != GUIDE][:limit]


# (query, page language, expected labels, how deep the first relevant hit may be)
PLAYER_QUERIES = [
    ("RÖNONSUN", "tr", ["61", "62", "63", "64"], 1),
    ("ronons", "en", ["61", "62", "63", "64", "def:Revoke", "def:Rönons"], 1),
    ("cezali kartin", "tr", ["50", "51", "52", "def:Cezalı kart"], 1),
    ("sirasiz atak", "tr", ["54"], 1),
    ("yanlış çıkış", "tr", ["53", "54", "55", "56"], 1),
    ("kart düşürdü", "tr", ["50B", "48A"], 2),
    ("lövesini kazanmamışsa", "tr", ["64B1"], 1),
    ("rönonsu düzeltmek", "tr", ["62"], 1),
    ("penalty card", "tr", ["50", "51", "52", "def:Cezalı kart"], 1),
    ("revoke", "tr", ["61", "62", "63", "64", "def:Rönons"], 1),
    ("direktör", "tr", ["81", "82", "83", "84", "85", "12", "9"], 3),
    ("talep", "tr", ["68", "69", "70", "71"], 1),
    ("terk", "tr", ["68", "69", "70", "71"], 1),
    ("sürkontr", "tr", ["19", "32", "36", "def:Sürkontr"], 1),
    ("izinsiz bilgi", "en", ["16", "73"], 1),
    ("zon", "tr", ["def:Zon", "def:Zon Durumu", "2", "77"], 2),
    ("yerin hakları", "tr", ["42"], 1),
    ("kayip kart", "tr", ["14"], 1),
    ("KARIŞTIRMA", "tr", ["6"], 1),
    ("hakem çağırma", "tr", ["9", "43", "16", "75", "11", "74", "20"], 1),
    # Players' words for the Laws' terms (fixtures/search_vocabulary.tsv). Law 90B1: "Yarışmacının
    # belirtilen başlama saatinden sonra gelmesi" / "arrival of contestants after the specified
    # starting time" is a procedural penalty's example; Law 39A: "Artırımın sonuncu pasından sonra
    # yapılan konuşmalar iptal edilir" / "All calls after the final pass of the auction are cancelled".
    ("masaya geç geldik ceza verilir mi", "tr", ["90B1"], 1),
    ("son pastan sonra konuştu geçerli mi", "tr", ["39"], 1),
]


@pytest.mark.parametrize("query, lang, expected, depth", PLAYER_QUERIES)
def test_player_queries_land_on_the_right_paragraph(search_index, query, lang, expected, depth):
    hits = law_hits(query, lang)
    firsts = hits[:depth]
    assert any(relevant(h, expected) for h in firsts), [(h.kind, h.label) for h in hits[:5]]


DIRECTOR_PHRASES = [
    ("Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır", "9B1(a)"),
    ("Onikinci lövedeki bir rönons ise", "64B6"),
    ("Aynı bordda her iki taraf da rönons yaparsa", "64B7"),
    ("cezalı kart masa üzerinde cezalı kart olarak kalır", "50D2(b)"),
    ("Deklaran kazayla düşürdüğü hiçbir kartı oynamak zorunda değildir", "48A"),
    ("deklaranın veya yerin eline ait hiçbir kart cezalı karta dönüşmez", "48A"),
]


@pytest.mark.parametrize("phrase, label", DIRECTOR_PHRASES)
def test_a_phrase_from_the_text_finds_its_paragraph_first(search_index, phrase, label):
    first = next(h for h in search(phrase, "tr").hits if h.kind == "paragraph")
    assert first.label == label


@pytest.mark.django_db
def test_six_words_copied_from_any_paragraph_find_it_first_nine_times_in_ten(search_index):
    from lawbook.models import Paragraph

    long_enough = [p for p in Paragraph.objects.order_by("law__number", "position") if len(words(p.text_tr)) >= 12]
    sample = long_enough[3::11]
    found = 0
    for paragraph in sample:
        phrase = " ".join(w.text for w in words(paragraph.text_tr)[4:10])
        first = next((h.label for h in search(phrase, "tr").hits if h.kind == "paragraph"), None)
        found += first == paragraph.label
    assert found / len(sample) >= 0.9, (found, len(sample))


@pytest.mark.parametrize(
    "query, label",
    [
        ("on ikinci löve", "62D"),  # the text writes "Onikinci"
        ("onikinci lövede rönons", "62D"),
        ("onüçüncü löve", "53A"),  # the text writes "On üçüncü"
        ("on üçüncü löve", "53A"),
    ],
)
def test_a_number_typed_split_or_joined_finds_the_other_spelling(search_index, query, label):
    first = next(h for h in search(query, "tr").hits if h.kind == "paragraph")
    assert parse_label(first.label).is_within(parse_label(label)), first.label


def test_an_inflected_query_highlights_the_forms_in_the_text(search_index):
    hit = next(h for h in search("kartların", "tr").hits if h.kind == "paragraph")
    assert "<mark>kart" in str(hit.snippet).lower()


def test_several_laws_show_in_the_first_results(search_index):
    laws = [h.law for h in search("rönons", "tr", limit=6).hits if h.law]
    assert len(set(laws)) >= 3


@pytest.mark.parametrize(
    "query, lang, term",
    [
        ("löve", "tr", "Löve"),
        ("trick", "en", "Trick"),
        ("zon", "tr", "Zon"),
        ("kontrat", "tr", "Kontrat"),
        ("kontratı", "tr", "Kontrat"),  # not Kontr (double) + a suffix
        ("tür", "tr", "Tür"),
        ("tur", "tr", "Tur"),  # strain and round differ by their diacritics
    ],
)
def test_the_definition_the_query_names_comes_before_other_definitions(search_index, query, lang, term):
    # "Artı Löve" scores higher on "löve" (short text, the word twice), yet the player asked for Löve.
    definitions = [h.label for h in search(query, lang).hits if h.kind == "definition"]
    assert definitions[0] == term, definitions


@pytest.mark.parametrize(
    "query, lang, term",
    [
        ("masaya geç geldik ceza var mı", "tr", "Ceza"),  # late at the table: Law 90B1, not what a penalty is
        ("kazandığımız löve sayısında anlaşamadık", "tr", "Eksik Löve"),
        ("yer kartlarını masaya nasıl dizmeli", "tr", "Yer"),
    ],
)
def test_a_definition_naming_one_word_of_a_question_gives_way_to_the_laws(search_index, query, lang, term):
    # A definition says what a term means; a question about what happened, of which the term is one
    # word among several, is answered by a Law (lawbook.search.naming).
    first = [h.label for h in law_hits(query, lang, limit=3)]
    assert term not in first, first


def test_a_definition_the_query_names_still_comes_first(search_index):
    definitions = [h.label for h in law_hits("ceza", "tr") if h.kind == "definition"]
    assert definitions[:1] == ["Ceza"], definitions


# bench/player-questions.tsv: players' questions in everyday words, written from the text of the
# Laws; bench/search-queries.tsv: the shared set of words and citations. The target for the
# players' set is MRR@10 >= 0.85 and recall@5 >= 0.85 in each language, and the shared set must
# not fall below 0.976 / 0.984. bench/player-questions-heldout.tsv: more such questions, written
# before the search was tuned on the players' set and never used to choose a change;
# bench/player-questions-guides-heldout.tsv: questions about the guides' situations, written by
# someone who had seen neither the search nor the guides, never used to choose a change. These floors
# are what the search reaches today, counting the hits from the Laws as the sets are labelled
# (docs/benchmarks.md), so that a change that loses ground on any set fails.
FLOORS = {
    # Was 0.870 until the players' phrasings on the guides' endings (Ending.said, issue 22): 0.907;
    # 0.919 with the bridge lending half by the query's own match of each paragraph (bridges.OWN).
    # 0.922 with the guides' Endings scored as documents of their own (lawbook.search.endings).
    ("player-questions.tsv", "tr"): (0.910, 0.960),
    # Was 0.870 until the players' phrasings on the guides' endings (Ending.said): 0.889; 0.901 with
    # the bridge's path chosen by the way there more than what happens then (bridges.NOW).
    # 0.925 since the phrasings on the five older guides; the same with the Endings scored apart.
    # Recall@5 0.976 -> 0.952 (session 33) after the guides' audit against both texts: the endings
    # now cite their deciding paragraph first and state conditions they had dropped (48B in the
    # exposed-card guide, 58B3 in the defective-trick guide), and "he played two cards at the same
    # time" has 58B sixth, one place lower, behind 50B. The corrections are right and stay.
    # 0.932 / 0.976 (searchrank3) with "at the same time" beside "simultaneous" in the vocabulary
    # (58B second for that question).
    # heldout1 (issue 22): 0.916 / 0.976 since the Endings' phrasings that copied or nearly copied held-out
    # questions were rewritten in the players' other words (docs/benchmarks.md); lowered to below it.
    ("player-questions.tsv", "en"): (0.910, 0.970),
    # Was (0.637, 0.736) until session 29's penalties guide: "masaya geç geldik ceza var mı" finds
    # that guide first (its ending cites 90B1, arriving late), and 90B1 itself below the tenth;
    # raised to 0.700 / 0.842 by issue 22's vocabulary ("geç geldik": late arrival, 90B1).
    # 0.754 / 0.842 with the guides' Endings scored as documents of their own (held out, not tuned).
    # 0.807 / 0.895 (tr), 0.823 / 0.895 (en) with the searchrank3 vocabulary groups grounded in the
    # Laws' words (docs/benchmarks.md; held out, not tuned). 0.833 / 0.895 (tr) with a query a guide
    # holds word for word read as a description, its paths raising and lending (searchrank6).
    # heldout1 (issue 22): 0.807 / 0.895 (held out: a figure a copy had raised) since the Endings' phrasings that copied or nearly copied held-out
    # questions were rewritten in the players' other words (docs/benchmarks.md); lowered to below it.
    ("player-questions-heldout.tsv", "tr"): (0.800, 0.880),
    ("player-questions-heldout.tsv", "en"): (0.810, 0.880),
    # Was (0.630, 0.641) until session 29's guide for two or more penalty cards: "ortağımın cezalı
    # kartı var ben çıkışta ne oynayabilirim" (one card) finds its path for two cards and 51B1(a)
    # first, 50C second. Held out, not tuned; recorded in docs/benchmarks.md.
    # 0.697 / 0.683 with the guides' Endings scored as documents of their own (held out, not tuned).
    ("player-questions-guides-heldout.tsv", "tr"): (0.685, 0.675),
    # Was (0.691, 0.800) until session 28's guide corrections: the guides' longer texts share the
    # index with the Laws and shifted one question ("opponent doubled but it was actually his
    # partner's turn to bid": 32B from third to below the tenth, behind 31B1, 30B1(a), 32A2). A held-out
    # set is not tuned on; the loss is recorded in docs/benchmarks.md, to be won back with issue 22.
    # Was (0.675, 0.750) until the bridge from a guide to its paths' paragraphs (issue 22,
    # lawbook.search.bridges), chosen on the players' and the development sets (both rose): one
    # question of 20 moved down here. Held out, not tuned; recorded in docs/benchmarks.md. The
    # players' phrasings on the guides' endings (Ending.said) brought it back to 0.674.
    # 0.717 / 0.767 with the guides' Endings scored as documents of their own.
    # 0.718 / 0.817 with the sentence a sub-paragraph completes counted for it (searchrank9;
    # held out, not tuned).
    ("player-questions-guides-heldout.tsv", "en"): (0.710, 0.800),
    # The development set of issue 22 (questions about the new guides' situations, tuned on):
    # 0.713 / 0.745 (tr), 0.662 / 0.745 (en) with the bridge; en 0.710 / 0.827 with the players'
    # phrasings on the guides' endings (Ending.said); 0.752 / 0.847 (tr), 0.761 / 0.867 (en) with
    # the bridge lending half by the query's own match (bridges.OWN), its path chosen by the way
    # there (bridges.NOW) and bids typed by level and strain read as bids (lawbook.search.story_words.bids);
    # less a small margin.
    # 0.786 / 0.888 (tr), 0.767 / 0.867 (en) with the Endings scored as documents of their own
    # and "büyük | yüksek" in the vocabulary.
    # 0.806 / 0.908 (tr), 0.803 / 0.949 (en) with the searchrank3 vocabulary groups (istem dışı,
    # heard, at the same time, anlaşmazlık / disagreement, ihale, another table).
    # 0.834 / 0.929 (tr), 0.813 / 0.949 (en) with "yerine" not read as dummy, a typed bid
    # searched as a call and "already" a question word (searchrank4).
    # 0.863 / 0.929 (tr), 0.827 / 0.949 (en) with 46A, which only the advice of an incomplete
    # designation cites, raised and lent half as much (GuidePath.advice; searchrank5).
    # 0.843 / 0.949 (en) with a query a guide holds word for word read as a description (searchrank6).
    ("player-questions-newguides-dev.tsv", "tr"): (0.850, 0.920),
    # 0.868 / 0.949 (tr), 0.857 / 0.949 (en) with one-word bids, the bidding card and 'fine'
    # meaning all right (searchrank7). 0.873 (tr) with "değiştir-" meeting the Laws' passive
    # "değiştiril-" (searchrank8; three questions of dev and dev2, one of nine fresh ones: floors kept).
    # 0.883 / 0.949 with the Endings' phrasings (searchrank11).
    # 0.868 / 0.929 once the disputed claim's Ending gives 70D2 (a defender's claim, session 41):
    # its words "defender" and "play" take "defender has two penalty cards which one must be
    # played" from 51A second to seventh. Lowered for the Laws' sake: the Ending holds the
    # opponent's "the rest are mine", a defender's claim, and had left 70D2 out.
    # search76: 0.956 / 0.990 (en) with 25A1's "meant to bid".
    ("player-questions-newguides-dev.tsv", "en"): (0.940, 0.975),
    # A second development set about the same situations, written before the search was measured
    # on it (searchrank4): 0.611 / 0.736 (tr), 0.666 / 0.735 (en) before that work, 0.669 / 0.755
    # and 0.710 / 0.796 after; less a small margin. 0.688 / 0.774 (tr) with GuidePath.advice;
    # 0.695 / 0.774 with the passive of "değiştir-" (searchrank8).
    # search75: 0.770 / 0.811 (tr), 0.884 / 0.949 (en) with players' words for 92D1, 74A2, 20G1,
    # 16C, 20F3 and 73A2 in the vocabulary; less a small margin (every set of this file alike).
    # search76: 0.776 / 0.811 (tr) with 25A2's "yapışık" / "stuck together".
    ("player-questions-newguides-dev2.tsv", "tr"): (0.765, 0.800),
    # 0.720 / 0.816 (en) with "agree" beside 92D's "concur" (searchrank5).
    # 0.754 / 0.827 (en) with the searchrank7 vocabulary and twelve words that ask something read
    # in a long question (lawbook.search.query.MAX_WORDS).
    # 0.733 / 0.806 (audit12) with "agree" and "together" taken out of the groups of 92D's "concur"
    # and 58's "simultaneous": the Laws' "agreed" is an agreed claim or the tricks agreed (69, 79A1)
    # and their "together with" is "along with" (64A1). "does my partner need to agree to an appeal"
    # lost 92D from second to below the tenth, "two cards stuck together" 58B from first to third.
    # 0.791 / 0.867 with the Endings' phrasings (searchrank11, before audit12's groups); 0.760 / 0.847
    # with both.
    # search76: 0.903 / 0.969 (en) with 25A1's "meant to bid".
    ("player-questions-newguides-dev2.tsv", "en"): (0.890, 0.955),
    # A third development set, written from players' own wordings before the search was run on it
    # (searchrank7): 0.471 / 0.510 (tr), 0.474 / 0.577 (en) before that work; 0.492 / 0.548 and
    # 0.641 / 0.712 after; less a small margin.
    # 0.529 / 0.587 (tr) with the sentence a sub-paragraph completes counted for it (searchrank9).
    # 0.582 / 0.625 (tr), 0.658 / 0.712 (en) with the Endings' phrasings (searchrank11).
    # search75: 0.693 / 0.760 (tr), 0.724 / 0.808 (en).
    # search76: 0.694 / 0.779 (tr) with 92C's "hakem aracılığıyla", "hakeme mi".
    # search78 ("al dedi" for 46B1(b), "arkaya geçip" for 43A2(b)): 0.727 / 0.817 (tr).
    # heldout1 (issue 22): 0.713 / 0.817 (tr), 0.706 / 0.788 (en) since the Endings' phrasings that copied or nearly copied held-out
    # questions were rewritten in the players' other words (docs/benchmarks.md); lowered to below it.
    ("player-questions-newguides-dev3.tsv", "tr"): (0.705, 0.800),
    ("player-questions-newguides-dev3.tsv", "en"): (0.700, 0.780),
    # A fourth, written from players' accounts before the search was run on it, when the first
    # three had been tuned on (searchrank9): 0.682 / 0.755 (tr), 0.613 / 0.735 (en) as first
    # measured; 0.707 / 0.776 and 0.628 / 0.755 with the sentence a sub-paragraph completes counted
    # for it (documents.LEAD_IN); less a small margin.
    # searchrank11: 0.734 / 0.796 (tr), 0.695 / 0.816 (en) with players' phrasings on the Endings
    # the development sets' misses showed chosen wrongly, each phrasing weighed on its own.
    ("player-questions-newguides-dev4.tsv", "tr"): (0.725, 0.785),
    ("player-questions-newguides-dev4.tsv", "en"): (0.680, 0.800),
    # A fifth, written (searchrank11) from players' posts before the search was run on it and before
    # the Endings' phrasings it was written to measure: 0.369 / 0.559 (tr), 0.399 / 0.539 (en) as
    # first measured; 0.405 / 0.598 and 0.415 / 0.578 with the phrasings; 0.404 / 0.598 and
    # 0.403 / 0.598 with audit12's vocabulary too (merged); less a small margin.
    # searchrank12: 0.437 / 0.618 (tr), 0.413 / 0.618 (en) with an honour's name counting a tenth in
    # choosing the Ending (lawbook.search.endings.HONOUR_NAME); less a small margin.
    # search75: 0.721 / 0.882 (tr), 0.651 / 0.794 (en).
    # search77: 0.735 / 0.882 (tr), 0.657 / 0.814 (en) with the score sheet's words (79C1).
    # search78: 0.748 / 0.882 (tr), 0.677 / 0.833 (en) with "kim cevap verir" / "who answers" (20F2)
    # and "from behind him" (43A2(b)).
    ("player-questions-newguides-dev5.tsv", "tr"): (0.735, 0.865),
    ("player-questions-newguides-dev5.tsv", "en"): (0.665, 0.820),
    # A sixth, written (searchrank12) from players' posts before that session changed anything and
    # held out from its tuning (figures read when written and at the end only): 0.512 / 0.587 (tr),
    # 0.585 / 0.674 (en) as first measured; less a small margin.
    # search75: 0.694 / 0.783 (tr), 0.714 / 0.761 (en).
    # search77: 0.750 / 0.804 (en) with "having none" (42B1) and "traveller" (79C1).
    # search82 ("yanlış kartı çektim", 25A2's mechanical error): 0.716 / 0.804 (tr).
    ("player-questions-newguides-dev6.tsv", "tr"): (0.700, 0.790),
    ("player-questions-newguides-dev6.tsv", "en"): (0.735, 0.790),
    # A seventh, written (search76) as players tell what happened at the table (stories of the
    # bidding box, cards from dummy, premature plays, "is it my lead") before that session changed
    # anything: 0.587 / 0.760 (tr), 0.656 / 0.700 (en) as first measured; less a small margin.
    # search76's vocabulary: 0.679 / 0.800 (tr), 0.666 / 0.740 (en).
    ("player-questions-newguides-dev7.tsv", "tr"): (0.665, 0.785),
    ("player-questions-newguides-dev7.tsv", "en"): (0.655, 0.725),
    # An eighth, written (search77) as players' stories over all thirteen new guides' situations
    # before that session changed anything: 0.494 / 0.592 (tr), 0.451 / 0.480 (en) as first
    # measured; less a small margin. search77's vocabulary: 0.545 / 0.633 (tr), 0.542 / 0.582 (en).
    # search78 (20G1's "o rengi çıkayım diye" / "so i would lead that suit"): 0.565 / 0.653 (tr),
    # 0.552 / 0.602 (en).
    ("player-questions-newguides-dev8.tsv", "tr"): (0.550, 0.635),
    ("player-questions-newguides-dev8.tsv", "en"): (0.540, 0.585),
    # A ninth, written (search78) as players' stories over all thirteen new guides' situations
    # before that session changed anything, and not tuned on by it: 0.341 / 0.405 (tr),
    # 0.350 / 0.356 (en) as first measured; less a small margin. search80's vocabulary (90B5, 20A,
    # 74A2's "alay etti", "misdescribed"): 0.353 / 0.440 (tr), 0.360 / 0.374 (en).
    # search82 (25A2's "dalgınlıkla", 46B5's "any card will do", 16D1's wrong hand taken, 42B3's "el
    # bittikten sonra"): 0.379 / 0.491 (tr), 0.383 / 0.408 (en).
    ("player-questions-newguides-dev9.tsv", "tr"): (0.365, 0.475),
    ("player-questions-newguides-dev9.tsv", "en"): (0.370, 0.395),
    # A tenth, written (search80) as players' stories over the new guides' situations before that
    # session changed anything, and not tuned on by it: 0.545 / 0.580 (tr), 0.500 / 0.605 (en) as
    # first measured on main f552bd71; less a small margin.
    ("player-questions-newguides-dev10.tsv", "tr"): (0.535, 0.565),
    ("player-questions-newguides-dev10.tsv", "en"): (0.490, 0.590),
    # An eleventh, written (search82) as players' stories typed on a phone over the new guides'
    # situations before that session changed anything, and not tuned on by it: 0.451 / 0.588 (tr),
    # 0.536 / 0.643 (en) as first measured on main d08f9cb5; less a small margin.
    # heldout1 (issue 22): 0.456 / 0.568 (tr), 0.527 / 0.622 (en) since the Endings' phrasings that copied or nearly copied held-out
    # questions were rewritten in the players' other words (docs/benchmarks.md); lowered to below it.
    ("player-questions-newguides-dev11.tsv", "tr"): (0.440, 0.560),
    ("player-questions-newguides-dev11.tsv", "en"): (0.515, 0.615),
    # A twelfth, written (search83) as players' words at the table over the new guides' situations
    # before that session changed anything: 0.598 / 0.633 (tr), 0.603 / 0.684 (en) as first
    # measured on main 6b3fcd4f; less a small margin. search85: recall 0.633 -> 0.612 by one
    # question ("cezalıyı oynamayı unuttum ...", 52A third -> eighth: the bare "cezalıyı" reaches no
    # penalty-card Ending, and the exposed card's Ending, told apart, lowers 52A), MRR up.
    ("player-questions-newguides-dev12.tsv", "tr"): (0.585, 0.600),
    ("player-questions-newguides-dev12.tsv", "en"): (0.590, 0.670),
    # A thirteenth, written (search84) as fragments, Turkish typed without its letters, misspellings,
    # long stories and the wronged player's questions, before that session changed anything: 0.514 /
    # 0.592 (tr), 0.481 / 0.643 (en) as first measured on main ce5b6c8f; less a small margin.
    ("player-questions-newguides-dev13.tsv", "tr"): (0.500, 0.580),
    ("player-questions-newguides-dev13.tsv", "en"): (0.470, 0.630),
    # A development set about the FIRST guides' situations (revoke, lead out of turn, penalty cards,
    # a card exposed in the auction, insufficient bid, call out of rotation, claims, hesitation,
    # misinformation, wrong board, wrong number of cards), written (search72) before the search was
    # run on it and without reading the held-out sets: 0.576 / 0.659 (tr), 0.612 / 0.714 (en) as
    # first measured on main e586fe60; less a small margin. search73's vocabulary (the players'
    # "renk vermedi", "sağımdaki", "uzun düşündü" / "tanked", "sandalyenin altında", "hakem
    # gelmeden"): 0.627 / 0.738 (tr), 0.609 / 0.732 (en), every other set level or higher.
    # search75 (73A2's "loudly", "masaya vurarak"): 0.629 / 0.738 (tr), 0.614 / 0.741 (en).
    # search77 ("kupa yok mu" for 61B1's question): 0.637 / 0.746 (tr).
    ("player-questions-guides-dev.tsv", "tr"): (0.625, 0.730),
    ("player-questions-guides-dev.tsv", "en"): (0.602, 0.728),
    # The held-out set of issue 22 (questions about the new guides' situations, written before they
    # were built; never tuned on): 0.432 / 0.525 (tr), 0.421 / 0.500 (en) before the search work of
    # the searchrank branch, 0.540 / 0.675 and 0.511 / 0.571 after; less a small margin. The
    # players' phrasings on the five older guides' endings (merged with it, chosen on the players'
    # sets) moved one Turkish question: 0.521 / 0.675 and 0.509 / 0.571 together. Those figures
    # were helped by the bug that let a word's kept scores answer for its folded twin ("once" for
    # "önce", an answer depending on the queries searched before): with it fixed, 0.500 / 0.650
    # (tr), every other set unchanged. Not tuned on; the target is 0.85 (docs/benchmarks.md).
    # With the guides' Endings scored as documents of their own: 0.512 / 0.675 (tr), 0.531 / 0.595
    # (en). 0.527 / 0.675 and 0.555 / 0.595 after session 33's merges; 0.530 / 0.675 and 0.566 /
    # 0.595 with the searchrank3 vocabulary groups; 0.562 / 0.675 and 0.566 / 0.595 after later
    # merges, 0.635 / 0.700 and 0.600 / 0.667 after searchrank4 (chosen on the development sets).
    # searchrank7: 0.623 / 0.700 (tr), 0.639 / 0.738 (en). Reading twelve words that ask
    # something in a long question, not the first twelve typed (lawbook.search.query.MAX_WORDS),
    # moved one Turkish question of this set down (0.635 -> 0.623; it was chosen on the development
    # sets, where nothing fell and English rose, and on twelve fresh long questions, 0.23 -> 0.45,
    # docs/benchmarks.md); the Turkish floor is lowered by that one question, not more.
    # searchrank9: 0.639 / 0.725 (tr) with the sentence a sub-paragraph completes counted for it
    # (chosen on the development sets; held out, not tuned).
    # searchrank11: the players' phrasings on the Endings (chosen on the development sets, dev5
    # measured fresh) left the English figure one question lower, 0.639 / 0.738 -> 0.627 / 0.738,
    # while the Turkish rose, 0.639 / 0.725 -> 0.652 / 0.750 (its floor raised below it); the
    # English floor is lowered by that one question, not more, which the lead may reject
    # (docs/benchmarks.md).
    # Session 40 (audit13, searchrank12-14 merged): 0.652 / 0.750 (tr), 0.636 / 0.786 (en), the English
    # from searchrank13's players' words; its floor raised below it.
    ("player-questions-newguides-heldout.tsv", "tr"): (0.645, 0.740),
    ("player-questions-newguides-heldout.tsv", "en"): (0.630, 0.775),
    # Was (0.975, 0.983) until session 29's eight new guides: their texts ("call the Director",
    # "hakemi çağırın" on most endings) share the index's statistics with the Laws, and one query
    # of 31 moved: "hakem çağırma" finds 9B1(a) sixth (behind 16B2 and 43A1(a), whose text has the
    # very word "çağırma", and 75B2, 74B5, 11A), 9A/9B no longer in the first five. Recorded in
    # docs/benchmarks.md; to be won back by keeping the guides' statistics apart from the Laws'.
    # qa138: 0.968 -> 0.957, one query of 31 by a third: the disputed-claim Ending lists 68C, on which
    # its advice rests (TR "Bir talebe ... düzgün bir açıklama eşlik etmelidir"; WBF "A claim should
    # be accompanied at once by a clear statement"), and "löve talebi" [68, 69, 70] finds 68C second,
    # a right answer, 69A sixth. Lowered by that one question, not more, which the lead may reject
    # (docs/benchmarks.md, docs/legal-review.md).
    ("search-queries.tsv", None): (0.973, 0.956),
}
# The fewest questions a set may hold: the issue asks for 40 players' questions per language, the
# brief for 15 held-out ones per language, the shared set has 31.
MINIMUM_QUESTIONS = {
    "player-questions.tsv": 40,
    "player-questions-heldout.tsv": 15,
    "player-questions-guides-heldout.tsv": 20,
    "player-questions-newguides-dev.tsv": 40,
    "player-questions-newguides-dev2.tsv": 40,
    "player-questions-newguides-dev3.tsv": 40,
    "player-questions-newguides-dev4.tsv": 40,
    "player-questions-newguides-dev5.tsv": 40,
    "player-questions-newguides-dev6.tsv": 40,
    # search76's seventh set: 25 a language (50 in all), written before that session's changes.
    "player-questions-newguides-dev7.tsv": 25,
    "player-questions-newguides-dev8.tsv": 40,
    "player-questions-newguides-dev9.tsv": 40,
    "player-questions-newguides-dev10.tsv": 40,
    "player-questions-newguides-dev11.tsv": 40,
    "player-questions-newguides-dev12.tsv": 40,
    "player-questions-newguides-dev13.tsv": 40,
    "player-questions-guides-dev.tsv": 40,
    "player-questions-newguides-heldout.tsv": 40,
    "search-queries.tsv": 30,
}


def bench_rows(name: str, lang: str | None) -> list[tuple[str, str, list[str]]]:
    from pathlib import Path

    path = Path(__file__).resolve().parents[3] / "bench" / name
    rows = [
        line.split("\t")
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    return [(text, row_lang, expected.split(",")) for text, row_lang, expected in rows if lang in (None, row_lang)]


@pytest.mark.django_db
@pytest.mark.parametrize("name, lang", list(FLOORS))
def test_the_bench_sets_reach_their_floor(search_index, name, lang):
    questions = bench_rows(name, lang)
    assert len(questions) >= MINIMUM_QUESTIONS[name]
    reciprocal, recall = [], []
    for text, row_lang, expected in questions:
        jumps = [e[5:] for e in expected if e.startswith("jump:")]
        if jumps:
            found = float(search(text, row_lang).jump in jumps)
            reciprocal.append(found)
            recall.append(found)
            continue
        hits = law_hits(text, row_lang)
        first = next((rank for rank, hit in enumerate(hits, 1) if relevant(hit, expected)), None)
        reciprocal.append(1 / first if first else 0.0)
        recall.append(sum(any(relevant(h, [e]) for h in hits[:5]) for e in expected) / len(expected))
    mrr, recall5 = sum(reciprocal) / len(questions), sum(recall) / len(questions)
    floor_mrr, floor_recall = FLOORS[name, lang]
    assert mrr >= floor_mrr and recall5 >= floor_recall, (round(mrr, 4), round(recall5, 4))
