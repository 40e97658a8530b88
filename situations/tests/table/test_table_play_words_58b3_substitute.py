"""The table page's record reads a 58B3 change ("substitute:N:DA") and its play in words says it
(eng251): the engine's `substitute` event, with the paragraph's own words.

58B3 (TR, official): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine daha
sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir.
(Ancak bkz. Yasa 16C.)"
(WBF): "After an offending player withdraws a visible card, an opponent who subsequently played to
that trick may withdraw his play and substitute another card without further rectification (but see
Law 16C)."

DEAL of test_table: South declares 4♥, West leads; North is dummy. West leads ♦2 and ♦3 at once,
both seen, and designates ♦2 (58B2); North's ♦Q was played after them."""

import pytest
from django.utils import translation

from situations.table import parse_event, parse_play, token_of
from situations.table_play_words import play_in_words, states_along
from situations.tests.table.test_table import DEAL

AT_ONCE = "simultaneous:W:D2+D3,choose_card:W:D2,N:DQ"
WEST = {
    "en": "Trick 1: West ♦2 + ♦3, played at once: both faces were visible (Law 58B2); West chooses: designate "
    "the card he proposes to play: ♦2; ♦3 becomes a minor penalty card; North ♦Q",
    "tr": "1. löve: Batı ♦2 + ♦3, aynı anda oynandı: iki kartın da yüzü görünmüştü (Yasa 58B2); Seçimi Batı "
    "yapar: oynamak istediği kartı belirtmek: ♦2; ♦3 minör cezalı karta dönüşür; Kuzey ♦D",
}
CHANGE = {
    "en": "North takes his card back and plays ♦A instead, without further rectification (Law 58B3; but see Law 16C)",
    "tr": "Kuzey kartını geri alır ve bir onarma olmaksızın yerine ♦A oynar (Yasa 58B3; ancak bkz. Yasa 16C)",
}


def in_words(tokens: str, lang: str) -> list[str]:
    play = parse_play(tokens)
    states = states_along(DEAL, "4H", "S", play)
    with translation.override(lang):
        return play_in_words(DEAL, "4H", "S", play, states, lang)


def test_the_token_is_the_engine_s_event_and_back():
    event = parse_event("substitute:N:DA")
    assert event == {"act": "substitute", "seat": "N", "card": "DA"}
    assert token_of(event) == "substitute:N:DA"


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_change_on_the_trick_in_progress_is_said_with_58b3_and_its_but_see_16c(lang):
    assert in_words(f"{AT_ONCE},substitute:N:DA", lang) == [f"{WEST[lang]}; {CHANGE[lang]}"]


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_change_after_the_fourth_card_is_said_on_that_trick(lang):
    """The engine plays the trick again with the new card (no card has been played to the next):
    the words stay on trick 1, not on trick 2."""
    won = {"en": "won by North", "tr": "Kuzey aldı"}[lang]
    rest = {"en": "East ♦9; South ♦8", "tr": "Doğu ♦9; Güney ♦8"}[lang]
    said = in_words(f"{AT_ONCE},E:D9,S:D8,substitute:N:DA", lang)
    assert said == [f"{WEST[lang]}; {rest}; {CHANGE[lang]}; {won}"]
