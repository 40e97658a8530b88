"""How the search runs, not what it answers: the shortcuts taken for speed (issue 22's cost target)
find exactly what the long way finds.

- snippets.WordIndex finds the texts holding a word a pattern matches from the pattern's forms;
  the long way marks every word of every text (Highlighter.marked).
- Highlighter.finds says whether marking a text would mark anything.
- Highlighter.marking shares a text's marks between queries by the text and the words of it they
  match; the long way marks it for each query alone.
- guides._naming finds the guides a concept names through the guides' word index; the long way
  is guides._names on every guide.
- Scorer._side_by_side finds the documents holding a pair of typed words in the index's adjacent
  pairs; the long way compares their positions document by document.
"""

from functools import partial
from itertools import pairwise
from pathlib import Path

import pytest

from lawbook.search import forms, guides, reader, suggest
from lawbook.search.analysis import LANGS, exact_form
from lawbook.search.query import plan as make_plan
from lawbook.search.scoring import Scorer, Weights, stems
from lawbook.search.service import search
from lawbook.search.shown_hits import highlighter
from lawbook.search.snippets import Highlighter, Lexicon, WordIndex, WordPattern, mark, word_forms
from lawbook.search.termtable import TermTable, view_name
from lawbook.search.vocabulary import load as load_vocabulary
from lawbook.text.inflection import word_matches
from tests.search_index import search_index, search_index_dir  # noqa: F401

TEXTS = {
    "revoke": ("Rönons", "Oyuncu renge uymadı; rönonsu sonraki löveden önce fark ettiniz."),
    "lead": ("Sırasız atak", "Ortağınız sırası gelmeden atak yaptı, kartı masada."),
    "claim": ("Claim", "Declarer claimed the remaining tricks and a defender disputed it."),
    "empty": ("", ""),
}


def by_marking(texts: dict, light: Highlighter) -> set:
    return {key for key, parts in texts.items() if any(light.marked(part) for part in parts)}


PATTERNS = [
    ("tr", WordPattern(frozenset({"ronons"}), frozenset())),
    ("tr", WordPattern(frozenset(), frozenset({word_forms("Rönons", "tr")[1]}))),
    ("tr", WordPattern(frozenset(), frozenset(), ("sira",))),  # "sırasız", "sırası"
    ("tr", WordPattern(frozenset({"karti"}), frozenset({"atak"}), ("uy",))),
    ("en", WordPattern(frozenset(), frozenset({word_forms("claims", "en")[1]}), ("defend",))),
    ("en", WordPattern(frozenset({"nothing"}), frozenset())),
]


@pytest.mark.parametrize("lang, pattern", PATTERNS)
def test_the_word_index_finds_the_texts_marking_finds(lang, pattern):
    light = Highlighter(lang, pattern)
    found = WordIndex(TEXTS, lang).holding(pattern)
    assert found == by_marking(TEXTS, light)
    assert found or pattern.exact == {"nothing"}  # the patterns are not all empty-handed


@pytest.mark.parametrize("lang, pattern", PATTERNS)
def test_the_lexicon_finds_the_words_a_pattern_matches(lang, pattern):
    """Lexicon.matching finds by look-ups the words WordPattern.matches is true of, and a
    highlighter judging by it marks the same words ("kartı", "sırası", "rönonsu", ...)."""
    texts = [text for parts in TEXTS.values() for text in parts]
    lexicon = Lexicon(texts, lang)
    assert lexicon.matching(pattern) == {w for w in lexicon.words if pattern.matches(w, lang)}
    phrases = ((pattern, WordPattern(frozenset({"uymadi", "masada"}), frozenset())),)
    with_lexicon = Highlighter(lang, pattern, phrases, lexicon=lexicon)
    long_way = Highlighter(lang, pattern, phrases)
    marked = [with_lexicon.marked(text) for text in texts]
    assert marked == [long_way.marked(text) for text in texts]
    assert any(marked) or pattern.exact == {"nothing"}


def _kept_in(kept: dict, key, compute):
    """A store for Highlighter.marking, as ix.kept keeps answers: the first computed for a key."""
    if key not in kept:
        kept[key] = compute()
    return kept[key]


def test_marks_shared_between_queries_are_what_each_marks_alone():
    """A text's marks kept by the text and the words of it a query matches (Highlighter.marking,
    shared between the queries of an index generation) are the marks each query's highlighter
    finds alone: in whatever order the queries come, with or without a phrase, in a text of the
    lexicon or not ("Rönonsunu sonra fark etti" is in no stored text)."""
    texts = [text for parts in TEXTS.values() for text in parts] + ["Rönonsunu sonra fark etti."]
    phrase = ((WordPattern(frozenset({"renge"}), frozenset()), WordPattern(frozenset({"uymadi"}), frozenset())),)
    for order in (PATTERNS, PATTERNS[::-1]):
        kept: dict = {}
        shared = partial(_kept_in, kept)
        for lang, pattern in order:
            lexicon = Lexicon(texts[:-1], lang)
            for phrases in ((), phrase):
                light = Highlighter(lang, pattern, phrases, lexicon=lexicon)
                alone = Highlighter(lang, pattern, phrases, lexicon=lexicon)
                for text in texts:
                    assert mark(text, light, shared) == mark(text, alone), (pattern, phrases, text)
        assert any(marked.hits for marked in kept.values())
        assert len(kept) < len(PATTERNS) * len(texts)  # some marks were shared


@pytest.mark.parametrize(
    "lang, pattern, phrases, text",
    [
        ("tr", WordPattern(frozenset({"karti"}), frozenset()), (), "Ortağınız atak yaptı, kartı masada."),
        ("tr", WordPattern(frozenset(), frozenset()), (), "Ortağınız atak yaptı."),
        # A phrase alone: "renge uymadı" whole marks, "renge" elsewhere does not.
        (
            "tr",
            WordPattern(frozenset(), frozenset()),
            ((WordPattern(frozenset({"renge"}), frozenset()), WordPattern(frozenset({"uymadi"}), frozenset())),),
            "Oyuncu renge uymadı.",
        ),
        (
            "tr",
            WordPattern(frozenset(), frozenset()),
            ((WordPattern(frozenset({"renge"}), frozenset()), WordPattern(frozenset({"uymadi"}), frozenset())),),
            "Oyuncu renge dikkat etti ve uymadı.",
        ),
    ],
)
def test_finds_is_whether_marking_marks_anything(lang, pattern, phrases, text):
    light = Highlighter(lang, pattern, phrases)
    assert light.finds(text) == bool(Highlighter(lang, pattern, phrases).marked(text))


@pytest.mark.django_db
@pytest.mark.parametrize(
    "query, lang",
    [
        ("rönons yaptım", "tr"),
        ("ortağım sırasız atak yaptı", "tr"),
        ("partner led out of turn", "en"),
        ("declarer told dummy to play anything", "en"),
        ("kart düşürdüm", "tr"),
        ("hakem ne zaman çağrılmalı", "tr"),
        ("I passed when it was not my turn", "en"),
    ],
)
def test_the_guides_a_concept_names_are_found_as_marking_finds_them(search_index, query, lang):
    plan = make_plan(query, load_vocabulary(), lang)
    with reader.session() as ix:
        assert guides._guides(ix), "the index holds the situation guides"
        named_any = False
        for index, concept in enumerate(plan.concepts):
            alone = guides.replace(plan, text=f"{plan.text}\x00{index}", concepts=(guides._as_phrases(concept),))
            long_way = {docnum for docnum in guides._guides(ix) if guides._names(ix, alone, docnum)}
            assert guides._naming(ix, alone) == long_way
            named_any = named_any or bool(long_way)
            for lang_ in ("tr", "en"):
                assert highlighter(ix, alone, lang_) is highlighter(ix, alone, lang_)
        assert named_any


# Queries sharing concepts, words and vocabulary groups with those of the bench sets (kept per
# index generation), one with a typing error (its words nothing matched are corrected: the kept
# concepts must say so again), and one whose "önce" folds like the English "once".
SHARING = [
    ("rönnons", "tr"),
    ("ortağımın cezalı kartı var ben çıkışta ne oynayabilirim", "tr"),
    ("I have a minor penalty card, can I still play an honour in that suit?", "tr"),
    ("ortağım kart oynamadan ben sonraki löveye çıktım", "en"),
    ("ortağım benden önce kartını oynadı, hemen fark ettik", "tr"),
]
BENCH = Path(__file__).resolve().parents[3] / "bench"


def bench_queries(name: str) -> list[tuple[str, str]]:
    lines = (BENCH / name).read_text(encoding="utf-8").splitlines()
    return [tuple(line.split("\t")[:2]) for line in lines if line.strip() and not line.startswith("#")]


def answers(queries):
    found = []
    for text, lang in queries:
        outcome = search(text, lang)
        found.append((outcome.suggestion, [(h.kind, h.label, h.score, str(h.snippet)) for h in outcome.hits]))
    return found


@pytest.mark.django_db
def test_what_is_kept_per_index_generation_changes_no_answer(search_index):
    """Each query answered with nothing kept (the index just opened) is answered the same after
    the players' questions have filled the generation's caches (a key of the merged word scores
    without the languages searched failed this)."""
    fresh = []
    for query in SHARING:
        reader.reset()
        fresh += answers([query])
    reader.reset()
    answers(bench_queries("player-questions.tsv") + bench_queries("player-questions-heldout.tsv"))
    assert answers(SHARING) == fresh
    assert fresh[0][0] is not None  # "rönnons" is corrected


@pytest.mark.django_db
def test_a_word_typed_with_diacritics_is_not_answered_by_its_folded_twin(search_index):
    """ "önce" (before) and the English "once" fold to one form but stem and expand differently. The
    kept scores of a word were keyed on the folded form, so after an English query with "once" a
    Turkish question with "önce" was scored with "once"'s terms: its answer depended on the queries
    searched before it (12 of the 343 players' questions of bench/ did)."""
    turkish = ("ortağım benden önce kartını oynadı, hemen fark ettik", "tr")
    reader.reset()
    fresh = answers([turkish])
    reader.reset()
    answers([("I did not follow suit but noticed it at once", "en")])
    assert answers([turkish]) == fresh


def _nearest_the_long_way(ix, term: str):
    """suggest.nearest without its shortcut: the distance to every indexed word of the same first
    letter."""
    limit = 1 if len(term) <= 4 else 2
    found = [
        (d, -ix.terms.frequency(word, suggest.VIEWS), word)
        for name in suggest.VIEWS
        for word in ix.terms.terms(name)
        if word.isalpha() and word[0] == term[0] and (d := suggest.distance(word, term, limit)) <= limit
    ]
    return (min(found)[2], min(found)[0]) if found else None


@pytest.mark.django_db
def test_the_closest_word_is_found_without_computing_every_distance(search_index):
    """suggest.nearest skips the words whose letters differ from the typed word's by more than the
    edits allowed can make: the words it suggests are those the long way suggests ("rönnons",
    "krat", a swap, a letter dropped, one added, one changed)."""
    with reader.session() as ix:
        words = [t for t in ix.terms.terms("tr_x") if t.isalpha() and len(t) >= 4][::23]
        typed = ["ronnons", "krat", "cezali", "rnons", "oyucnu", "declaerr", "kontrat", "zzzzz"]
        for word in words:
            typed += [word[1:2] + word[:1] + word[2:], word[:-1], word + "a", word[:2] + "x" + word[3:]]
        for term in typed:
            assert suggest._nearest(ix, term) == _nearest_the_long_way(ix, term), term
        assert suggest._nearest(ix, "ronnons") == ("ronons", 1)


@pytest.mark.django_db
@pytest.mark.parametrize("typed", ["uymadım", "uymadim", "duraksadı", "anlaşamadık", "verdim", "oynadım", "gördüm"])
def test_a_verbs_forms_are_found_without_testing_roots_no_word_begins_with(typed, search_index):
    """forms._conjugations tests only the roots some word of the text begins with, and finds
    each root's forms along a tree of the words (inflection.forms_among): the same words as
    every root tested and every word begun with it matched on its own."""
    exact = exact_form(typed, "tr")
    with reader.session() as ix:
        long_way = set()
        for root in forms.verb_roots(exact, typed):
            candidates = ix.terms.expand(forms.EXACT_VIEW, exact_form(root, "tr"), forms.MAX_CANDIDATES)
            long_way |= {t for t in candidates if t != exact and word_matches(t, forms.infinitive(root))}
        assert forms._conjugations(ix, exact, typed) == long_way
    if typed.startswith("uyma"):
        assert "uymadigi" in long_way  # Law 42B1's "renge uymadığı"


@pytest.mark.django_db
def test_the_verb_forms_the_indexer_wrote_are_those_a_first_query_works_out(search_index):
    """The indexer writes the verb forms of the text's words and of the players' words
    (forms.written), which a serving process looks up instead of conjugating the word at the first
    query that types it: each is what forms._conjugations finds on the generation's own terms, so
    a player's "oynadım" or the Laws' "değiştirilmesine" finds the same paragraphs either way."""
    with reader.session() as ix:
        written = ix.verb_forms
        assert written is not None
        assert {"oynanan", "degistirilmesine", "değiştirilmesine"} <= set(written)  # the text's, folded and spelled
        assert "oynadım" in written  # a player's word (the guides' phrasings)
        assert "uymadigi" in written["uymadı"]  # Law 42B1's "renge uymadığı"
        for cased in sorted(written)[::3]:
            exact = exact_form(cased, "tr")
            assert set(written[cased]) == forms._conjugations(ix, exact, cased), cased
            assert forms.verb_forms(ix, cased) == frozenset(written[cased]), cased


def test_a_rebuild_writes_the_forms_of_a_word_its_text_brings_and_reuses_the_rest():
    """The indexer keeps the verb forms of its last build's words (forms.written) and reuses them
    when the next build reads the same words: a text that brings a new form of a verb (Law 42B1's
    "renge uymadığı" beside a new "uymayan") gets it written for every typed form of that verb,
    and going back to the old words gives the old forms, not the new build's."""

    def built(words: list[str]) -> dict[str, tuple[str, ...]]:
        table = TermTable({forms.EXACT_VIEW: dict.fromkeys(words, ((0,), ((0,),)))}, {}, {})
        return forms.written(table, {}, ["uymadı"])

    before = built(["uymadigi", "uyar", "oynanan"])
    assert before["uymadı"] == ("uyar", "uymadigi")
    before["uymadı"] = ()  # a caller's change to its answer is not kept
    assert built(["uymadigi", "uyar", "oynanan"])["uymadı"] == ("uyar", "uymadigi")
    assert built(["uymadigi", "uyar", "oynanan", "uymayan"])["uymadı"] == ("uyar", "uymadigi", "uymayan")
    assert built(["uymadigi", "uyar", "oynanan"])["uymadı"] == ("uyar", "uymadigi")


def test_a_rebuild_whose_vocabulary_an_editor_changed_writes_the_forms_of_the_words_it_brings():
    """The kept forms are keyed by the words typed as well as the text's: an editor who adds a
    player's word to the vocabulary (the text unchanged) gets its forms written at the next
    build, and one who takes it out gets a file without it, not the forms kept for the words
    before."""
    table = TermTable({forms.EXACT_VIEW: dict.fromkeys(["uymadigi", "uyar", "oynanan"], ((0,), ((0,),)))}, {}, {})
    assert "uymadım" not in forms.written(table, {}, ["uymadı"])
    assert forms.written(table, {}, ["uymadı", "uymadım"])["uymadım"] == ("uyar", "uymadigi")
    assert "uymadım" not in forms.written(table, {}, ["uymadı"])


@pytest.mark.django_db
def test_a_pair_of_typed_words_is_found_side_by_side_as_position_by_position(search_index):
    """Scorer._side_by_side looks a pair of typed words up in the index's adjacent pairs
    (termtable.adjacent_pairs, written by the indexer with the generation): it finds the documents
    whose positions hold the two words one after the other, by exact forms or stems, in either
    language (the long way, Scorer._holding over every document, as each query's first run did)."""
    vocabulary = load_vocabulary()
    pairs = {
        (a.text, b.text)
        for text, _ in bench_queries("player-questions.tsv")[::3]
        for a, b in pairwise(make_plan(text, vocabulary).words)
    }
    with reader.session() as ix:
        scorer, every = Scorer(ix, "tr", Weights()), set(ix.shown)
        side_by_side = 0
        for first, second in sorted(pairs):
            long_way: set[int] = set()
            for lang in LANGS:
                exact = [exact_form(first, lang), exact_form(second, lang)]
                stemmed = [stems(ix, first, lang)[0], stems(ix, second, lang)[0]]
                long_way |= scorer._holding(view_name(lang, "x"), exact, every)
                long_way |= scorer._holding(view_name(lang, "s"), stemmed, every)
            assert scorer._side_by_side(first, second) == long_way, (first, second)
            side_by_side += bool(long_way)
        assert side_by_side >= 5  # pairs the Laws hold too ("cezalı kart", "sırası gelmeden")
