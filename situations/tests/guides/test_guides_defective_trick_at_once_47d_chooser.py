"""The defective-trick guide's Ending for several cards at once from one hand names, among those who
choose, the player 47D gives a change to after a change: an opponent of the player who changed, whose
card followed the changed card, the offender's partner among them. Before, its chooser named only the
58B3 opponent, though its `now` (qa273) and its engine example (East, West's partner, changes under
47D) gave the offender's partner a change of his own (qa281).

47D, Turkish (official): "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri
alınabilir ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 16C ve Yasa 62C2
uygulanabilir.)"
47D, WBF: "After an opponent's change of play a played card may be withdrawn and returned to the hand
without further rectification and another card may be substituted. (Laws 16C and 62C2 may apply.)"
58B3, Turkish (official): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine
daha sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir.
(Ancak bkz. Yasa 16C.)"
58B3, WBF: "After an offending player withdraws a visible card, an opponent who subsequently played to
that trick may withdraw his play and substitute another card without further rectification (but see
Law 16C)."
16C2, Turkish (official): "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse
rakipleri tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir."; WBF "For an offending
side, information arising from its own withdrawn action and from withdrawn actions of the
non-offending side is unauthorized." (16C1, TR "Kusursuz taraf için ... yasaldır", WBF "For a
non-offending side, all information arising from a withdrawn action is authorized"): the Ending cites
16C as the Laws do and sends to the premature-play guide, whose option says 16C by side
(test_guides_premature_play_several_faces_16c2_partner.py)."""

import pytest

import rulings
from situations.content import BY_SLUG
from situations.engine_words import ask
from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["wrong-count", "in-time", "at-once"]

CHOOSER_47D = {
    "tr": "löveye ondan sonra oynamış rakip kartını değiştirip değiştirmeyeceğini seçer (Yasa 58B3); bir kart değiştirilince, onu değiştirenin rakibi olup o karttan sonra oynamış oyuncu da, kusurlu oyuncunun ortağı dahil, kendi kartını değiştirip değiştirmeyeceğini seçer (Yasa 47D).",
    "en": "an opponent who played to the trick after him chooses whether to change his card (Law 58B3); once a card is changed, an opponent of the player who changed it who played after that card, the offender's partner included, chooses whether to change his own (Law 47D).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_chooser_names_the_player_47d_lets_change(client, lang):
    says(client, SLUG, KEYS, lang, CHOOSER_47D[lang])


def test_the_chooser_follows_the_engine():
    """The engine decides (rulings/defective_trick.py `_substitute`): in the Ending's example dummy's
    ♦Q (declarer's side, West's opponent) is changed under 58B3, then East, West's partner, whose ♦9
    followed it, changes under 47D; both answers cite 16C."""
    ending = BY_SLUG[SLUG].walk(KEYS)[1]
    query, answer = ask(ending.engine)
    play = query["play"]
    assert play[0]["act"] == "simultaneous" and play[0]["seat"] == "W"
    assert play[-2:] == [
        {"act": "substitute", "seat": "N", "card": "DA"},
        {"act": "substitute", "seat": "E", "card": "DJ"},
    ]
    assert answer["laws"][:2] == ["47D", "16C"]
    assert rulings.answer({**query, "play": play[:-1]})["laws"][:2] == ["58B3", "16C"]
