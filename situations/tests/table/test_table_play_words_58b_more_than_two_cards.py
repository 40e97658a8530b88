"""A ruling record's play in words (situations/table_play_words.py) for cards played at once from
one hand (Law 58B) names the paragraph the engine cites and says "both" of two cards only. The
table's buttons offer two cards, but a record typed by hand (simultaneous:W:D2+S2+H2, the page
reads any number) reached the words with three: they said "both faces were visible" of three
cards, and "only ♦2, ♠2 was visible (Law 58B1)" of two faces out of three, where the engine cites
58B2 and offers the choice between the two faces (qa231 noticed the "both"; qa243).

58B (TR): "Bir oyuncu iki veya daha fazla kartı eşzamanlı olarak çıkar veya oynarsa:" (WBF): "If a
player leads or plays two or more cards simultaneously:"
58B1 (TR): "Eğer yalnız bir kart görünmüşse, o kart oynanır; diğer bütün kartlar ele geri döner ve
başka bir onarma yoktur" (WBF): "If the face of only one card is visible, that card is played; all
other cards are picked up and there is no further rectification".
58B2 (TR): "Eğer birden fazla kart görünmüşse, kusurlu oyuncu oynamak istediği kartı belirtir; bu
bir defans oyuncusuysa, görünen diğer her kart cezalı karta dönüşür" (WBF): "If the face of more
than one card is visible, the offending player designates the card he proposes to play; when he is
a defender, each other card exposed becomes a penalty card".

DEAL of test_table: South declares 4♥, West leads."""

import pytest
from django.utils import translation

from situations.table import parse_play
from situations.table_play_words import play_in_words, states_along
from situations.tests.table.test_table import DEAL


def first_trick(tokens: str, lang: str) -> str:
    play = parse_play(tokens)
    states = states_along(DEAL, "4H", "S", play)
    with translation.override(lang):
        return play_in_words(DEAL, "4H", "S", play, states, lang)[0]


@pytest.mark.parametrize(
    "tokens, lang, said",
    [
        (
            "simultaneous:W:D2+S2+H2",
            "en",
            "Trick 1: West ♦2 + ♠2 + ♥2, played at once: every face was visible (Law 58B2)",
        ),
        (
            "simultaneous:W:D2+S2+H2",
            "tr",
            "1. löve: Batı ♦2 + ♠2 + ♥2, aynı anda oynandı: bütün kartların yüzü görünmüştü (Yasa 58B2)",
        ),
        (
            "simultaneous:W:D2+S2+H2:D2+S2",
            "en",
            "Trick 1: West ♦2 + ♠2 + ♥2, played at once: more than one face was visible: ♦2, ♠2 (Law 58B2)",
        ),
        (
            "simultaneous:W:D2+S2+H2:D2+S2",
            "tr",
            "1. löve: Batı ♦2 + ♠2 + ♥2, aynı anda oynandı: birden fazla kart görünmüştü: ♦2, ♠2 (Yasa 58B2)",
        ),
    ],
)
def test_more_than_two_cards_at_once_are_said_with_the_engine_s_paragraph(tokens, lang, said):
    assert first_trick(tokens, lang) == said


@pytest.mark.parametrize(
    "tokens, lang, said",
    [
        ("simultaneous:W:D2+S2", "en", "Trick 1: West ♦2 + ♠2, played at once: both faces were visible (Law 58B2)"),
        (
            "simultaneous:W:D2+S2",
            "tr",
            "1. löve: Batı ♦2 + ♠2, aynı anda oynandı: iki kartın da yüzü görünmüştü (Yasa 58B2)",
        ),
        (
            "simultaneous:W:D2+S2+H2:D2",
            "en",
            "Trick 1: West ♦2 + ♠2 + ♥2, played at once: only ♦2 was visible (Law 58B1)",
        ),
        (
            "simultaneous:W:D2+S2+H2:D2",
            "tr",
            "1. löve: Batı ♦2 + ♠2 + ♥2, aynı anda oynandı: yalnız ♦2 görünmüştü (Yasa 58B1)",
        ),
    ],
)
def test_two_cards_and_one_face_keep_the_buttons_words(tokens, lang, said):
    assert first_trick(tokens, lang) == said


def test_the_engine_cites_58b2_for_two_faces_out_of_three():
    """The words follow the engine's answer: two visible faces of three are 58B2's case."""
    play = parse_play("simultaneous:W:D2+S2+H2:D2+S2")
    after = states_along(DEAL, "4H", "S", play)[-1]
    assert "58B2" in after.laws and "58B1" not in after.laws


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "Trick 1: West ♦5 + ♦2 + ♥4, played at once: unnoticed until both sides had played to the next trick; "
            "only ♦5, ♥4 were visible (Law 58B4)",
        ),
        (
            "tr",
            "1. löve: Batı ♦5 + ♦2 + ♥4, aynı anda oynandı: her iki taraf da sonraki löveye oynayıncaya kadar "
            "fark edilmedi; yalnız ♦5, ♥4 görünmüştü (Yasa 58B4)",
        ),
    ],
)
def test_two_faces_of_three_unnoticed_are_said_in_the_plural(lang, said):
    """58B4 (TR): "Her iki taraf da sonraki löveye oynayıncaya kadar eşzamanlı oyun fark edilmemişse
    Yasa 67 uygulanır." (WBF): "If the simultaneous play remains undiscovered until both sides have
    played to the next trick, Law 67 applies." The engine takes the record (67B2(a)'s card faced in
    playing, the highest legal one, ♦5); the English said "only ♦5, ♥4 was visible"."""
    assert first_trick("simultaneous:W:D5+D2+H4:D5+H4:unnoticed", lang) == said
