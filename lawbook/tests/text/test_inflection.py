"""The suffix-chain rule both term links and search use (lawbook.text.inflection)."""

import pytest

from lawbook.text.inflection import forms_among, word_matches


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
        # The plural person before the copula's past: "sonraki bordun sonucunu konuşuyorlardı
        # duydum" (bench/player-questions-newguides-dev2.tsv; 16D, information overheard).
        ("konusuyorlardi", "konuşmak"),
    ],
)
def test_a_player_asks_with_the_verb_in_the_first_person(typed, verb):
    # "renge uymadım": a player tells what he did; the Laws say "renge uymadığı" (Law 42B1).
    assert word_matches(typed, verb)


@pytest.mark.parametrize("typed, verb", [("uyarinca", "uymak"), ("kartim", "karmak")])
def test_a_person_ending_does_not_make_another_word_a_verb(typed, verb):
    assert not word_matches(typed, verb)


# A story told in the past of a tense: the person after the copula's past or condition ("I was
# playing", "we had lost", "if I play"), and the present continuous of a root ending in a vowel,
# which drops it ("oyna" -> "oynuyor", "iste" -> "istiyor"). search68: none of these matched.
@pytest.mark.parametrize(
    "typed, verb",
    [
        ("oynuyor", "oynamak"),
        ("oynuyordum", "oynamak"),
        ("istiyorum", "istemek"),
        ("bekliyordum", "beklemek"),
        ("soyluyor", "söylemek"),
        ("kaybetmistik", "kaybetmek"),
        ("oynamistim", "oynamak"),
        ("oynardim", "oynamak"),
        ("oynamaliydim", "oynamak"),
        ("oynarsam", "oynamak"),
    ],
)
def test_a_story_told_in_a_past_tense_is_the_verb(typed, verb):
    assert word_matches(typed, verb)


@pytest.mark.parametrize("typed, verb", [("oyuncu", "oynamak"), ("oynak", "oynamak"), ("oynyor", "oynamak")])
def test_a_dropped_vowel_takes_only_the_present_continuous(typed, verb):
    assert not word_matches(typed, verb)


# Folded words of the Laws and a player's, as the search's exact view holds them: conjugations,
# a softened stem ("ortağı"), a doubled consonant written once ("bordan"), front suffixes after a
# final l ("ihlalden"), a footnote number glued on ("uymadığı14"), and words that only begin alike.
_CANDIDATES = [
    *[
        "uymak",
        "uyma",
        "uymamak",
        "uymamis",
        "uymadigi",
        "uymadigi14",
        "uyamiyorsa",
        "uyarken",
        "uyabilecek",
        "uydu",
        "uymadim",
    ],
    *["uy", "uyari", "uyarinca", "uygun", "uygulama", "uyulur", "uyacak", "uyan"],
    *["dusmek", "dustu", "dusen", "dusuyor", "dusurulur", "gecmek", "gecti", "gecen", "gecerli", "gecildi", "gectim"],
    *[
        "ortak",
        "ortagi",
        "ortaklik",
        "ortaga",
        "ortagin",
        "bord",
        "bordan",
        "borddan",
        "ihlal",
        "ihlalden",
        "ihlali",
        "kontrolu",
    ],
    *[
        "konusma",
        "konusmak",
        "konusmamis",
        "acikla",
        "aciklamak",
        "aciklamasi",
        "12",
        "kart",
        "kartin",
        "kartlari",
        "karti",
    ],
]


@pytest.mark.parametrize(
    "word", ["uymak", "düşmek", "dusmek", "geçmek", "ortak", "bord", "ihlal", "konuşma", "açıklama", "kart", "yer"]
)
def test_forms_among_finds_what_word_matches_finds(word):
    """The search's batch look-up (lawbook.search.forms) must answer as word_matches does, word
    by word: a different set would change which paragraphs a conjugated query finds."""
    expected = {c for c in _CANDIDATES if word_matches(c, word)}
    assert forms_among(_CANDIDATES, word) == expected
    assert forms_among(reversed(_CANDIDATES), word) == expected


def test_forms_among_finds_the_conjugations_of_a_verb():
    assert forms_among(_CANDIDATES, "uymak") >= {"uymadigi", "uymadigi14", "uyamiyorsa", "uydu", "uymadim"}
    assert not forms_among(_CANDIDATES, "uymak") & {"uy", "uyari", "uyarinca", "uygun"}
