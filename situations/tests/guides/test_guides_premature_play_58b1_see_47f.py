"""The premature-play guide's one-face Ending points to 47F as 58B1 does ("see"), not as a second
source of what 58B1 says.

58B1, Turkish (official): "Eğer yalnız bir kart görünmüşse, o kart oynanır; diğer bütün kartlar ele
geri döner ve başka bir onarma yoktur (bkz Yasa 47F)."
58B1, WBF: "If the face of only one card is visible, that card is played; all other cards are picked
up and there is no further rectification (see Law 47F)."
47F, Turkish: "1. Yasa 53B'ye göre bir kart geri alınabilir. 2. Bu Yasanın izin verdikleri haricinde
oynanmış bir kart geri alınamaz."; WBF: "1. A card may be withdrawn as Law 53B provides. 2. Except as
this Law specifies, a card once played may not be withdrawn."
47F says nothing of the other cards being picked up nor of "no further rectification"; the Ending
said "(Yasa 58B1, 47F)" / "(Laws 58B1, 47F)"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["two-cards", "one-face"]


@pytest.mark.parametrize(
    "lang, sentence, old",
    [
        (
            "tr",
            "diğer kartlar ele geri alınır ve başka onarma yoktur (Yasa 58B1; bkz. Yasa 47F).",
            "(Yasa 58B1, 47F)",
        ),
        (
            "en",
            "the other cards are picked up and there is no further rectification (Law 58B1; see Law 47F).",
            "(Laws 58B1, 47F)",
        ),
    ],
)
def test_58b1_points_to_47f_as_the_paragraph_does(client, lang, sentence, old):
    says(client, SLUG, KEYS, lang, sentence)
    never_says(client, SLUG, KEYS, lang, old)
