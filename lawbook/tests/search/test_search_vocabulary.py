"""The curated vocabulary: the file, finding its terms in queries, and equivalence both ways."""

import pytest

from lawbook.search.analysis import analyze
from lawbook.search.query import plan
from lawbook.search.vocabulary import Vocabulary, load, parse, word_matches


def found(text: str, vocabulary: Vocabulary | None = None):
    vocabulary = vocabulary or load()
    return vocabulary.find(analyze(text, "tr", "exact"))


def group_texts(match) -> set[str]:
    return {term.text for term in match.group.terms}


REQUIRED = [
    ("rönons", "revoke"),
    ("cezalı kart", "penalty card"),
    ("sırasız çıkış", "lead out of turn"),
    ("yanlış çıkış", "sırasız çıkış"),
    ("atak", "opening lead"),
    ("yer", "dummy"),
    ("hakem", "director"),
    ("direktör", "hakem"),
    ("zonda", "vulnerable"),
    ("löve", "trick"),
    ("kontr", "double"),
    ("sürkontr", "redouble"),
    ("talep", "claim"),
    ("terk", "concession"),
]


@pytest.mark.parametrize("one, other", REQUIRED)
def test_the_file_maps_the_required_terms_both_ways(one, other):
    for a, b in ((one, other), (other, one)):
        matches = found(a)
        assert len(matches) == 1 and matches[0].length == len(analyze(a, "tr", "exact")), a
        assert b in group_texts(matches[0])


def test_every_line_of_the_file_is_a_group_of_at_least_two_terms():
    for group in load().groups:
        assert len(group.terms) >= 2
        assert {t.lang for t in group.terms} <= {"tr", "en"}


@pytest.mark.parametrize("typed", ["rönonsun", "RÖNONSUN", "ronons", "rönonsa"])
def test_a_term_is_found_inflected_in_any_case_and_without_diacritics(typed):
    (match,) = found(typed)
    assert "revoke" in group_texts(match)


def test_the_last_word_of_a_phrase_takes_the_suffix():
    (match,) = found("cezali kartin durumu")
    assert (match.start, match.end) == (0, 2) and "penalty card" in group_texts(match)


def test_consonant_softening_before_a_suffix():
    (match,) = found("talebi")
    assert "claim" in group_texts(match)
    (match,) = found("atağı")
    assert "opening lead" in group_texts(match)


def test_a_short_term_is_not_the_start_of_another_word():
    assert found("yerine") == []  # "instead", not the dummy
    assert found("yerin") and "dummy" in group_texts(found("yerin")[0])
    assert word_matches("elde", "el")  # the locative of "hand"
    assert not word_matches("ellerinden", "el")


def test_the_longest_term_wins():
    (match,) = found("majör cezalı kart")
    assert "major penalty card" in group_texts(match)


def test_a_query_concept_carries_the_whole_group():
    (concept,) = plan("revoke", load()).concepts
    languages = {(a.lang, " ".join(a.words)) for a in concept.alternatives}
    assert (None, "revoke") in languages
    assert ("tr", "rönons") in languages
    typed = [a for a in concept.alternatives if a.lang is None]
    assert len(typed) == 1 and not typed[0].synonym


def test_parse_refuses_a_line_without_two_columns():
    with pytest.raises(ValueError, match="line 1: expected two tab-separated columns"):
        parse("rönons revoke\n")
    assert parse("# comment\n\nrönons\trevoke\n")[0].terms[1].text == "revoke"


def alternatives(text: str) -> set[str]:
    (concept,) = plan(text, load()).concepts
    return {" ".join(a.words) for a in concept.alternatives}


@pytest.mark.parametrize(
    "typed, meant, not_meant",
    [
        ("kontrat", "contract", "double"),  # a term typed exactly beats another term plus a suffix
        ("kontratı", "contract", "double"),  # the shorter suffix wins
        ("kontra", "double", "contract"),
        ("tür", "strain", "round"),  # the spelling with diacritics decides between two folded twins
        ("TÜRÜ", "strain", "round"),
        ("tur", "round", "strain"),
    ],
)
def test_of_two_terms_over_the_same_word_the_closer_one_wins(typed, meant, not_meant):
    found_ = alternatives(typed)
    assert meant in found_ and not_meant not in found_, found_


def test_a_word_is_no_inflection_when_the_rest_cannot_be_a_turkish_suffix():
    assert not word_matches("kontrol", "kontr")  # control
    assert not word_matches("kontrolu", "kontr")
    assert word_matches("kontru", "kontr") and word_matches("kontrlar", "kontr")
    assert found("kontrol") == []


@pytest.mark.parametrize(
    "typed, meant",
    [
        ("destesi", "pack"),
        ("destenin", "pack"),
        ("desteden", "pack"),
        ("destedeki", "pack"),
        ("uyarıyı", "alert"),
        ("uyarının", "alert"),
        ("uyarısından", "alert"),
        ("kartı", "exposed card"),
        ("kartın", "exposed card"),
        ("kartların", "exposed card"),
        ("kartlarından", "exposed card"),  # a suffix chain longer than six letters
        ("rönonsun", "revoke"),
        ("rönonstan", "revoke"),
        ("lövesini", "trick"),
        ("lövedeki", "trick"),
        ("ortağı", "partner"),
        ("ortağım", "partner"),
        ("ortağınca", "partner"),
        ("rakiplerce", "opponent"),
        ("rengi", "suit"),
        ("usulsüzlüğü", "irregularity"),
        ("ihlalden", "infraction"),  # Arabic -l: front
        ("itiraz komitesince", "appeals committee"),
        ("disiplin cezasını", "disciplinary penalty"),
        ("açıklamak", "explanation"),
        ("konuşmamışsa", "call"),
        ("rakipteyken", "opponent"),
        ("kontrlu", "double"),
        ("kart14", "exposed card"),  # a footnote number glued in the text
        ("revoked", "rönons"),
        ("revoking", "rönons"),
        ("tricks", "löve"),
        ("penalties", "ceza"),
    ],
)
def test_a_term_is_found_under_the_turkish_and_english_suffixes(typed, meant):
    if typed.startswith("kart"):
        typed = "gösterilen " + typed
    matches = found(typed)
    assert matches and meant in group_texts(matches[-1]), matches


@pytest.mark.parametrize(
    "typed",
    [
        "destek",  # support, not deste (pack) + k
        "uyarınca",  # according to, not uyarı (alert) + nca
        "uyarırsa",  # if (he) warns: a verb
        "ortaklık",  # partnership, not ortak (partner)
        "oyuncu",  # player
        "kontratta",  # contract, not kontr (double)
        "kartler",  # against vowel harmony
        "player",
        "handle",
        "suitable",  # English words that begin with a term
    ],
)
def test_a_word_that_only_begins_with_a_term_is_not_the_term(typed):
    matches = found(typed)
    assert all(typed.startswith("kontrat") and "contract" in group_texts(m) for m in matches), matches


def test_a_compound_term_takes_the_pronominal_n_a_single_word_does_not():
    assert word_matches("komitesince", "komitesi", "tr", compound=True)
    assert not word_matches("uyarinca", "uyarı", "tr", compound=False)
    assert word_matches("uyarisinca", "uyarı")  # "by its alert": the possessive first


def test_words_that_only_begin_with_a_term_bring_no_synonyms_into_the_query():
    (concept,) = plan("destek", load()).concepts
    assert [a.words for a in concept.alternatives] == [("destek",)]
    concepts = plan("Yasa 29B uyarınca iptal", load()).concepts
    assert all(a.lang is None for c in concepts for a in c.alternatives)
