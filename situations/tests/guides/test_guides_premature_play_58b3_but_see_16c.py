"""The premature-play guide's 58B3 lines keep the paragraph's "but see Law 16C" after "without
further rectification", on the Ending's page and in the option the opponent chooses.

58B3, Turkish (official): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine
daha sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir.
(Ancak bkz. Yasa 16C.)"
58B3, WBF: "After an offending player withdraws a visible card, an opponent who subsequently played to
that trick may withdraw his play and substitute another card without further rectification (but see
Law 16C)."
The Ending said "(Yasa 58B3, 16C)" / "(Laws 58B3, 16C)", citing 16C as if it said the same; the
option "Take your card back" said "without further rectification (Law 58B3)" with no 16C at all.
16C (TR "Kusurlu taraf için, geri alınmış eylemden ... kaynaklanan tüm bilgiler izinsizdir"; WBF
"For an offending side, information arising from ... withdrawn actions of the non-offending side is
unauthorized") is the "but". The defective-trick guide says 58B3 so already. The Ending's line is
in each text's words since qa254 (test_guides_premature_play_58b3_each_texts_words.py)."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["two-cards", "several-faces"]


@pytest.mark.parametrize(
    "lang, now, option, old",
    [
        (
            "tr",
            "kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir (Yasa 58B3; ancak bkz. Yasa 16C).",
            "Kartınızı elinize alır, bir onarma olmaksızın başka bir kart oynarsınız (Yasa 58B3, ancak bkz. Yasa 16C;",
            ("(Yasa 58B3, 16C)", "başka bir kart oynarsınız (Yasa 58B3)."),
        ),
        (
            "en",
            "may withdraw his play and substitute another card without further rectification (Law 58B3; but see Law 16C).",
            "You take your card back and play another, without further rectification (Law 58B3, but see Law 16C;",
            ("(Laws 58B3, 16C)", "without further rectification (Law 58B3)."),
        ),
    ],
)
def test_58b3_is_said_with_its_but_see_16c(client, lang, now, option, old):
    says(client, SLUG, KEYS, lang, now, option)
    never_says(client, SLUG, KEYS, lang, *old)
