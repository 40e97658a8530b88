"""qa259: the table page's engine words (situations/engine_words.py, first half) read against the
paragraphs they rest on, in the official Turkish and the WBF English."""

import pytest

import rulings
from situations.engine_words import describe, with_revoke_status

# test_table_more_laws' deal: East omits to play to trick 1 (a diamond led), both sides play on.
DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
OMITTED = {
    "q": "state",
    "deal": DEAL,
    "contract": "4H",
    "declarer": "S",
    "play": ["W:D2", "N:DA", {"act": "omit", "seat": "E"}, "S:D8", "N:SA", "E:S7", "S:S3", "W:S2"],
}
MUST_PLACE = {
    "tr": "Doğu 1. löveye kart oynamadı: oynanmış kartları arasına şunlardan birini koymak zorundadır: "
    "♦V, ♦10, ♦9 (Yasa 67B1).",
    "en": "East did not play to trick 1: he must place one of these among his played cards: ♦J, ♦10, ♦9 (Law 67B1).",
}
PLACES = {"tr": "şunlardan birini koyar", "en": "he places one of these"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_card_missing_from_a_defective_trick_must_be_placed(lang):
    """67B1, TR "hakem kendisinden hemen bir kartını göstermesini ve bu kartı oynanmış kartları
    arasındaki uygun yere yerleştirmesini ister ... (a) Kusurlu oyuncunun özürlü löveye çıkılmış olan
    renkte kartı varsa, bunlardan oynanmış kartları arasına koymak üzere birini seçmek zorundadır";
    WBF "the Director shall require him forthwith to expose a card face-up in front of him and then
    place it appropriately among his played cards ... (a) the offender has a card of the suit led to
    the defective trick; he must choose such a card to place among his played cards". Both texts
    state an obligation (the Director requires it; "zorundadır" / "must"); the line said "koyar" /
    "he places", a description, and cited no paragraph, though `may_place` is the cards 67B1 lets
    him place (docs/rulings-cli.md)."""
    query = with_revoke_status(OMITTED)
    answer = rulings.answer(query)
    assert answer["defective"][0]["may_place"] == ["DJ", "DT", "D9"]
    said = describe(answer, query, lang)
    assert MUST_PLACE[lang] in said, said
    assert not any(PLACES[lang] in sentence for sentence in said)
