"""The defective-trick guide's Ending for several cards at once from one hand gives 47D's change to
an opponent of the player who changed, as 47D says it, and not to any player who played after the
changed card (qa288; qa281 noticed).

47D, Turkish (official): "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri
alınabilir ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 16C ve Yasa 62C2
uygulanabilir.)"
47D, WBF: "After an opponent's change of play a played card may be withdrawn and returned to the hand
without further rectification and another card may be substituted. (Laws 16C and 62C2 may apply.)"
58B3, Turkish (official): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine
daha sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir.
(Ancak bkz. Yasa 16C.)"; WBF "After an offending player withdraws a visible card, an opponent who
subsequently played to that trick may withdraw his play and substitute another card without further
rectification (but see Law 16C)."

The Ending's `now` (qa273) said "a player who played to that trick after the changed card, the
offender's partner among them, may change his own card too" / TR "o löveye değiştirilen karttan sonra
oynamış olan oyuncu da ...": that took in the changer's partner, whom 47D ("Rakibin" / "an opponent's")
leaves out and the engine refuses."""

import pytest

import rulings
from situations.content import BY_SLUG
from situations.content.common import play_query
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["wrong-count", "in-time", "at-once"]

SAYS_47D = {
    "tr": "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri alınabilir ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 47D; Yasa 16C uygulanabilir): kartı değiştirenin rakibi olup o löveye değiştirilen karttan sonra oynamış olan oyuncu da, kusurlu oyuncunun ortağı dahil, kendi kartını değiştirebilir.",
    "en": "After an opponent's change of play a played card may be withdrawn and returned to the hand without further rectification and another card may be substituted (Law 47D; Law 16C may apply): an opponent of the player who changed, who played to that trick after the changed card, the offender's partner among them, may change his own card too.",
}
# The old tail, which gave the change to any player after the changed card.
NOT_ANY_PLAYER = {
    "tr": "uygulanabilir): o löveye değiştirilen karttan sonra oynamış olan oyuncu da",
    "en": "may apply): a player who played to that trick after the changed card",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_now_line_gives_47d_to_an_opponent_of_the_changer(client, lang):
    says(client, SLUG, KEYS, lang, SAYS_47D[lang])
    never_says(client, SLUG, KEYS, lang, NOT_ANY_PLAYER[lang])


def _sub(seat: str, card: str) -> dict:
    return {"act": "substitute", "seat": seat, "card": card}


def test_the_engine_refuses_47d_to_the_changers_partner():
    """The engine decides (rulings/defective_trick.py `_substitute`), on the Ending's own example:
    West leads ♦5 and ♦2 at once and designates ♦5; dummy ♦Q, East ♦9, South ♦6. South (declarer),
    dummy's partner, played after dummy's ♦Q. Dummy's change gives him no 47D change: if he has
    changed already (58B3), a second change after his partner's is refused; if not, his change is
    58B3's, his own as West's opponent, not 47D's. East, an opponent of dummy, changes under 47D; West,
    East's partner, is refused."""
    example = BY_SLUG[SLUG].walk(KEYS)[1].engine
    assert example is not None
    played = example.query["play"][:4]
    assert played[0]["seat"] == "W" and played[1:] == ["N:DQ", "E:D9", "S:D6"]

    def answer(*changes: dict) -> dict:
        return rulings.answer(play_query([*played, *changes]))

    refused = answer(_sub("S", "D7"), _sub("N", "DA"), _sub("S", "D8"))
    assert "S has already changed his card on trick 1" in refused["error"]
    assert answer(_sub("N", "DA"), _sub("S", "D7"))["laws"][:2] == ["58B3", "16C"]
    assert answer(_sub("N", "DA"), _sub("E", "DJ"))["laws"][:2] == ["47D", "16C"]
    assert "W is not an opponent of W" in answer(_sub("N", "DA"), _sub("E", "DJ"), _sub("W", "D2"))["error"]
