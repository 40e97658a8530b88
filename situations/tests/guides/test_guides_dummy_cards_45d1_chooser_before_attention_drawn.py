"""The card-from-dummy 45D1 Ending's "who chooses" line names the defender 45D1 gives the choice to:
one who played after the error *but before attention was drawn to it*. It said "a defender who
played after the error", wider than the paragraph: a card played after attention was drawn is not
one 45D1 lets him take back. The Ending's `now` and read-out said the condition already.

45D1, TR (official): "... bir defans oyuncusu yanlışlıktan sonra ancak buna dikkat çekilmeden önce
oynadığı kartı eline geri alıp bir başkasıyla değiştirebilir ..."; WBF: "... a defender may withdraw
and return to his hand a card played after the error but before attention was drawn to it ..."
"""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"

CHOOSER = {
    "tr": "Hatadan sonra, dikkat çekilmeden önce kart oynamış defans oyuncusu: kartını değiştirip değiştirmemeyi",
    "en": "A defender who played after the error, before attention was drawn to it: whether to change his card",
}
OLD = {
    "tr": "Hatadan sonra kart oynamış defans oyuncusu: kartını",
    "en": "A defender who played after the error: whether",
}


KEYS = ["wrong-card", "not-yet"]


def _keys():
    """The Ending of 45D1's withdrawal and the defender's right."""
    assert BY_SLUG[SLUG].walk(KEYS)[1].laws[:1] == ("45D1",)
    return KEYS


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_chooser_names_the_defender_45d1_gives_the_choice(client, lang):
    guide_pages.says(client, SLUG, _keys(), lang, CHOOSER[lang])
    guide_pages.never_says(client, SLUG, _keys(), lang, OLD[lang])
