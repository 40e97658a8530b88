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


# Law 59, TR "Bir oyuncu ister gerekli renkte kartının bulunmaması ister yalnızca çıkış yasağı
# uygulanan renkte kartının bulunması ... nedeniyle bir onarmayı yerine getirmek için gerekli olan
# çıkışı ya da oyunu gerçekleştiremiyorsa, yasal olan başka herhangi bir kartı oynayabilir"; WBF "A
# player may play any otherwise legal card if he is unable to lead or play as required to comply with
# a rectification, whether because he holds no card of the required suit, or because he has only cards
# of a suit he is prohibited from leading". Footnote 13 (50D2(a), 51B1): TR "Eğer oyuncu kendisinden
# istenen çıkışı yapamıyorsa, bkz. Yasa 59"; WBF "If the player is unable to lead as required see Law
# 59". The engine cites 59 and lists any card as legal; the line said "West must lead a club" beside
# those cards.
# West void in clubs; East's ♣J exposed (a major penalty card), declarer requires a club (50D2(a)).
NO_CLUB = {
    "q": "state",
    "deal": "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 65.87.87.8765432 432.65432.65432.",
    "contract": "4H",
    "declarer": "S",
    "play": [{"act": "expose", "seat": "E", "card": "CJ"}, {"act": "require_lead", "seat": "S", "suit": "C"}],
}
# West holds hearts and diamonds only; East's ♥K and ♦K exposed, declarer forbids both (51B2(b)).
ONLY_FORBIDDEN = {
    "q": "state",
    "deal": "N:AKQJ.AQ.AQ.AKQJT T987.KJ.KJ.98765 65432.T9.T98.432 -.8765432.765432.-",
    "contract": "4S",
    "declarer": "S",
    "play": [
        {"act": "expose", "seat": "E", "card": "HK"},
        {"act": "expose", "seat": "E", "card": "DK"},
        {"act": "forbid_lead", "seat": "S", "suits": ["H", "D"]},
    ],
}
UNABLE = {
    "tr": {
        "no_club": "Deklaran Batı'dan trefl çıkmasını istedi, ancak Batı'nın elinde trefl yok: yasal olan başka "
        "herhangi bir kartı oynayabilir (Yasa 59).",
        "only_forbidden": "Batı, çıkış kendisinde kaldığı sürece kör ya da karo çıkamaz; ancak elinde yalnızca çıkış "
        "yasağı uygulanan renklerde kart bulunduğundan yasal olan başka herhangi bir kartı oynayabilir (Yasa 59).",
    },
    "en": {
        "no_club": "Declarer required West to lead a club, but he holds none: he may play any otherwise legal card "
        "(Law 59).",
        "only_forbidden": "West may not lead a heart or a diamond for as long as he keeps the lead; but as he has only "
        "cards of a suit he is prohibited from leading, he may play any otherwise legal card (Law 59).",
    },
}
OLD = {
    "tr": {
        "no_club": "Batı trefl çıkmak zorunda.",
        "only_forbidden": "Batı, çıkış kendisinde kaldığı sürece kör ya da karo çıkamaz.",
    },
    "en": {
        "no_club": "West must lead a club.",
        "only_forbidden": "West may not lead a heart or a diamond for as long as he keeps the lead.",
    },
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("case, query", [("no_club", NO_CLUB), ("only_forbidden", ONLY_FORBIDDEN)])
def test_a_player_unable_to_lead_as_declarer_chose_may_lead_any_legal_card(lang, case, query):
    answer = rulings.answer(query)
    assert "59" in answer["laws"] and answer["turn"] == "W"
    said = describe(answer, query, lang)
    assert UNABLE[lang][case] in said, said
    assert OLD[lang][case] not in said


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_player_able_to_comply_is_told_the_restriction_alone(lang):
    """The same table with only hearts forbidden: West leads a diamond, no 59."""
    query = {
        **ONLY_FORBIDDEN,
        "play": [*ONLY_FORBIDDEN["play"][:2], {"act": "forbid_lead", "seat": "S", "suits": ["H"]}],
    }
    answer = rulings.answer(query)
    assert "59" not in answer["laws"]
    said = describe(answer, query, lang)
    assert {
        "tr": "Batı, çıkış kendisinde kaldığı sürece kör çıkamaz.",
        "en": "West may not lead a heart for as long as he keeps the lead.",
    }[lang] in said
    assert not any("59" in sentence for sentence in said)
