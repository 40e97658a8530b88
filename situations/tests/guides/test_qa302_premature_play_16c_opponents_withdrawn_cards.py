"""The premature-play guide's "Take your card back" option says 16C's second half: the information
from the cards the player's opponents have withdrawn on that trick, as the table's line says since
qa297 (situations/table_views.py `_withdrawn_card_information`) (qa302, session 94).

16C1, Turkish (official): "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek
kendileri, gerekse rakipleri tarafından yapmış olsun; yasaldır."
16C1, WBF: "For a non-offending side, all information arising from a withdrawn action is authorized,
whether the action be its own or its opponents'."
16C2, Turkish (official): "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse
rakipleri tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir."
16C2, WBF: "For an offending side, information arising from its own withdrawn action and from
withdrawn actions of the non-offending side is unauthorized."
58B3, Turkish (official): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine
daha sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir.
(Ancak bkz. Yasa 16C.)"; WBF: "After an offending player withdraws a visible card, an opponent who
subsequently played to that trick may withdraw his play and substitute another card without further
rectification (but see Law 16C)."
47D, Turkish (official): "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri
alınabilir ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 16C ve Yasa 62C2
uygulanabilir.)"; WBF: "After an opponent's change of play a played card may be withdrawn and returned
to the hand without further rectification and another card may be substituted. (Laws 16C and 62C2 may
apply.)"

Whoever takes his card back on this Ending does so after an opponent's withdrawn card (58B3: the
offender's; 47D: the changed card). Under 58B one side offends, so the two texts agree (they part only
when both sides offend: the editor's note on 16C2). The option spoke of "the card you withdraw" only:
for the offender's partner (47D) the opponent's withdrawn card is unauthorised for his side too (16C2:
"from withdrawn actions of the non-offending side", TR "rakipleri tarafından"); for the offender's
opponent the offender's side's withdrawn cards are authorised (16C1: "its opponents'", TR "rakipleri").
Not said, as on the table (qa297): that the offending side's own withdrawn cards are unauthorised for
it (a defender's withdrawn visible card is a penalty card, 58B2, its information authorised for all
players while it remains on the table, 50E1)."""

import re

import pytest
from django.utils.html import escape

from situations.tests.guides.guide_pages import never_says, page, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["two-cards", "several-faces"]

OPPONENT = {
    "tr": "Kusurlu oyuncunun rakibiyseniz, geri aldığınız karttan ve rakiplerinizin geri aldığı kartlardan gelen bilgi sizin tarafınız için izinlidir; geri aldığınız karttan gelen bilgi kusurlu taraf için izinsizdir (Yasa 16C1, 16C2).",
    "en": "If you are the offender's opponent, information arising from the card you withdraw and from any card your opponents have withdrawn is authorised for your side; information arising from the card you withdraw is unauthorised for the offending side (Laws 16C1, 16C2).",
}
PARTNER = {
    "tr": "Kusurlu oyuncunun ortağıysanız, geri aldığınız karttan ve rakiplerinizin geri aldığı kartlardan gelen bilgi sizin tarafınız için izinsiz, rakipleriniz için izinlidir (Yasa 16C2, 16C1).",
    "en": "If you are the offender's partner, information arising from the card you withdraw and from any card your opponents have withdrawn is unauthorised for your side and authorised for your opponents (Laws 16C2, 16C1).",
}
OLD = {
    "tr": (
        "geri aldığınız karttan gelen bilgi sizin tarafınız için izinli, kusurlu taraf için izinsizdir",
        "geri aldığınız karttan gelen bilgi sizin tarafınız için izinsiz, rakipleriniz için izinlidir",
    ),
    "en": (
        "information arising from the card you withdraw is authorised for your side and unauthorised",
        "information arising from the card you withdraw is unauthorised for your side and authorised",
    ),
}


def _list(shown: str, kind: str) -> str:
    """The option's "For" (pros) or "Against" (cons) lists, as drawn (templates/situations/ending.html)."""
    return " ".join(re.findall(rf'<ul class="{kind}">(.*?)</ul>', shown, re.DOTALL))


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_take_your_card_back_says_the_opponents_withdrawn_cards_too(client, lang):
    says(client, SLUG, KEYS, lang, OPPONENT[lang], PARTNER[lang])
    never_says(client, SLUG, KEYS, lang, *OLD[lang])
    shown = page(client, SLUG, KEYS, lang)
    assert escape(OPPONENT[lang]) in _list(shown, "pros")
    assert escape(PARTNER[lang]) in _list(shown, "cons")
