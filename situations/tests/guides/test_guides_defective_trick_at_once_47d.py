"""The defective-trick guide's Ending for several cards at once from one hand says 47D beside 58B3:
after an opponent's change under 58B3, a player who played to the trick after the changed card (the
offender's partner among them) may change his own card too, and the Ending's engine example shows it
(qa273, after eng264's `substitute` under 47D). Only an opponent of the player who changed, as 47D
says: test_qa288_defective_trick_at_once_47d_opponent_only.py.

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
The Ending said 58B3 only: the offender's partner, who played after the opponent's changed card, read
no word of his own change."""

import pytest
from django.utils.html import escape

from lawbook.text.language_parts import plain
from situations.content import BY_SLUG
from situations.engine_words import ask, describe
from situations.tests.guides.guide_pages import page, says

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["wrong-count", "in-time", "at-once"]

SAYS_47D = {
    "tr": "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri alınabilir ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 47D; Yasa 16C uygulanabilir): kartı değiştirenin rakibi olup o löveye değiştirilen karttan sonra oynamış olan oyuncu da, kusurlu oyuncunun ortağı dahil, kendi kartını değiştirebilir.",
    "en": "After an opponent's change of play a played card may be withdrawn and returned to the hand without further rectification and another card may be substituted (Law 47D; Law 16C may apply): an opponent of the player who changed, who played to that trick after the changed card, the offender's partner among them, may change his own card too.",
}
SAYS_58B3 = {
    "tr": "o löveye ondan sonra oynamış olan rakip kendi kartını geri alıp başka onarma olmaksızın değiştirebilir (Yasa 58B3; ancak bkz. Yasa 16C)",
    "en": "an opponent who subsequently played to that trick may withdraw his card and substitute another without further rectification (Law 58B3; but see Law 16C)",
}
STORY = {
    "tr": "Deklaran yerin ♦D'sini geri alıp yerine ♦A oynadı; ardından Doğu da ♦9'u geri alıp yerine ♦V oynadı.",
    "en": "Declarer took back dummy's ♦Q and played ♦A instead; East then took back ♦9 and played ♦J instead.",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_ending_says_47d_after_58b3_in_each_texts_words(client, lang):
    says(client, SLUG, KEYS, lang, SAYS_58B3[lang], SAYS_47D[lang])
    shown = page(client, SLUG, KEYS, lang)
    for label in ("58B3", "47D"):
        assert f'data-label="{label}"' in shown, label
    assert "47D" in BY_SLUG[SLUG].walk(KEYS)[1].laws


def test_the_ending_shows_the_engine_letting_the_offenders_partner_change_under_47d(client):
    """The engine decides (eng264, rulings/defective_trick.py `_substitute`): West led ♦5 and ♦2 at
    once, both seen, and designated ♦5 (♦2 a penalty card, 58B2); dummy's ♦Q followed and is changed
    to ♦A (58B3: declarer is West's opponent); East, West's partner, played ♦9 after dummy's changed
    card and before the change, and changes it to ♦J: the answer names 47D and 16C, and East's ♦9 is
    no penalty card (TR "herhangi bir onarma olmaksızın", WBF "without further rectification")."""
    ending = BY_SLUG[SLUG].walk(KEYS)[1]
    assert ending.engine is not None
    substitutes = [e for e in ending.engine.query["play"] if isinstance(e, dict) and e["act"] == "substitute"]
    assert substitutes == [
        {"act": "substitute", "seat": "N", "card": "DA"},
        {"act": "substitute", "seat": "E", "card": "DJ"},
    ]
    query, answer = ask(ending.engine)
    assert "error" not in answer, answer
    assert answer["laws"][:2] == ["47D", "16C"]
    assert answer["penalty_cards"] == [{"seat": "W", "card": "D2", "kind": "minor"}]
    before = ask(type(ending.engine)(ending.engine.story, {**query, "play": query["play"][:-1]}))[1]
    assert before["laws"][:2] == ["58B3", "16C"]
    for lang in ("tr", "en"):
        shown = page(client, SLUG, KEYS, lang)
        for sentence in describe(answer, query, lang):
            assert escape(plain(sentence)) in shown, (lang, sentence)
        says(client, SLUG, KEYS, lang, STORY[lang])
