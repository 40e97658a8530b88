"""The suffix-chain rule both term links and search use (lawbook.text.inflection)."""

import pytest

from lawbook.text.inflection import word_matches


@pytest.mark.parametrize(
    "typed",
    [
        "uymak",
        "uyma",
        "uymamak",
        "uymamış",
        "uymadığı",
        "uymasını",
        "uyamayacak",
        "uyamıyorsa",
        "uyarken",
        "uyabilecek",
    ],
)
def test_a_verb_is_matched_conjugated(typed):
    assert word_matches(typed, "uymak", diacritics=True)


@pytest.mark.parametrize("typed", ["uy", "uyarı", "uyarınca"])
def test_a_word_that_begins_with_a_verb_root_is_not_the_verb(typed):
    assert not word_matches(typed, "uymak", diacritics=True)


def test_a_compound_takes_the_plural_in_place_of_its_possessive():
    assert word_matches("oyuncularına", "oyuncusu", compound=True, diacritics=True)
    assert word_matches("puanlarinin", "puanı", compound=True)  # typed without diacritics
    assert not word_matches("oyuncularına", "oyuncusu", diacritics=True)  # a single word keeps its stem
    assert not word_matches("oyuncular", "oyuncusu", compound=True, diacritics=True)  # "defans oyuncular" is no Turkish


def test_with_diacritics_the_text_must_spell_the_term():
    assert word_matches("türü", "tür", diacritics=True)
    assert not word_matches("turu", "tür", diacritics=True)
    assert not word_matches("tur", "tür", diacritics=True)
    assert word_matches("tur", "tür")  # a typed query may leave the diacritics out


def test_the_relative_adjective_and_a_doubled_consonant_written_once():
    assert word_matches("cezai", "ceza", diacritics=True)
    assert word_matches("bordan", "bord", diacritics=True)
    assert not word_matches("destek", "deste", diacritics=True)
    assert not word_matches("bordı", "bord", diacritics=True)


@pytest.mark.parametrize(
    "typed, verb",
    [
        ("uymadim", "uymak"),
        ("anlasamadik", "anlaşmak"),
        ("duraksadi", "duraksamak"),
        ("bakiyorum", "bakmak"),
        ("oynamaliyim", "oynamak"),
        ("verdim", "vermek"),
    ],
)
def test_a_player_asks_with_the_verb_in_the_first_person(typed, verb):
    # "renge uymadım": a player tells what he did; the Laws say "renge uymadığı" (Law 42B1).
    assert word_matches(typed, verb)


@pytest.mark.parametrize("typed, verb", [("uyarinca", "uymak"), ("kartim", "karmak")])
def test_a_person_ending_does_not_make_another_word_a_verb(typed, verb):
    assert not word_matches(typed, verb)
