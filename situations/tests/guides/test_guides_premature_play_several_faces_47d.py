"""The premature-play guide's several-faces Ending says 47D beside 58B3: after an opponent's change
under 58B3, a played card may be withdrawn and another substituted, and the Ending's engine example
ends with such a change by the offender's partner, who played after the opponent's changed card (qa273,
after eng264's `substitute` under 47D).

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
The Ending said 58B3 only, and its example's change was an opponent's: the offender's partner, who
played after the opponent's changed card, read no word of his own change."""

import pytest
from django.utils.html import escape

from lawbook.text.language_parts import plain
from situations.content import BY_SLUG
from situations.engine_words import ask, describe
from situations.tests.guides.guide_pages import page, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["two-cards", "several-faces"]

SAYS_47D = {
    "tr": "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri alınabilir ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 47D; Yasa 16C uygulanabilir).",
    "en": "After an opponent's change of play a played card may be withdrawn and returned to the hand without further rectification and another card may be substituted (Law 47D; Law 16C may apply).",
}
SAYS_58B3 = {
    "tr": "bu kart üzerine daha sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir (Yasa 58B3; ancak bkz. Yasa 16C)",
    "en": "an opponent who subsequently played to that trick may withdraw his play and substitute another card without further rectification (Law 58B3; but see Law 16C)",
}
STORY = {
    "tr": "Güney ♠5'i geri alıp yerine ♠4 oynadı; ardından Batı da ♣2'yi geri alıp yerine ♥2 ile kesti.",
    "en": "South took back ♠5 and played ♠4 instead; West then took back ♣2 and ruffed with ♥2 instead.",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_ending_says_47d_after_58b3_in_each_texts_words(client, lang):
    says(client, SLUG, KEYS, lang, SAYS_58B3[lang], SAYS_47D[lang])
    shown = page(client, SLUG, KEYS, lang)
    for label in ("58B3", "47D"):
        assert f'data-label="{label}"' in shown, label
    assert "47D" in BY_SLUG[SLUG].walk(KEYS)[1].laws


def test_the_ending_shows_the_engine_letting_the_offenders_partner_change_under_47d(client):
    """The engine decides (eng264, rulings/defective_trick.py `_substitute`): East played ♠9 and ♠8 at
    once, both seen, and designated ♠9 (♠8 a minor penalty card, 58B2); South's ♠5 followed and is
    changed to ♠4 (58B3: South is East's opponent); West, East's partner, discarded ♣2 after South's
    changed card and before the change, and ruffs with ♥2 instead: the answer names 47D and 16C, ♣2
    is no penalty card (TR "herhangi bir onarma olmaksızın", WBF "without further rectification"),
    and West wins the trick and leads."""
    ending = BY_SLUG[SLUG].walk(KEYS)[1]
    assert ending.engine is not None
    play = ending.engine.query["play"]
    assert play[-1] == {"act": "substitute", "seat": "W", "card": "H2"}
    query, answer = ask(ending.engine)
    assert "error" not in answer, answer
    assert answer["laws"][:2] == ["47D", "16C"]
    assert answer["penalty_cards"] == [{"seat": "E", "card": "S8", "kind": "minor"}]
    assert (answer["turn"], answer["tricks"]) == ("W", {"NS": 2, "EW": 1})
    for lang in ("tr", "en"):
        shown = page(client, SLUG, KEYS, lang)
        for sentence in describe(answer, query, lang):
            assert escape(plain(sentence)) in shown, (lang, sentence)
        says(client, SLUG, KEYS, lang, STORY[lang])
