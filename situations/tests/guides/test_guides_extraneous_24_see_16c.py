"""Extraneous information, partner's card seen during the auction: Law 24's sentence on the
information from the exposed cards keeps the cross-reference the paragraph gives it (audit285,
session 93).

Law 24, TR (official): "Açık kartlardan edinilen bilgi kusursuz taraf için izinli ancak kusurlu taraf
için izinsiz bilgidir. (Bkz. Yasa 16C)"
Law 24, WBF: "Information from cards thus exposed is authorized for the non-offending side but
unauthorized for the offending side (see Law 16C)."

The page said the sentence with "(Yasa 24)" alone; the auction-exposure guide says it with 16C since
qa166 ("(Yasa 24, 16C)"). Now "(Yasa 24; bkz. Yasa 16C)" / "(Law 24; see Law 16C)", the paragraph's
own "see", in both languages, linked as every citation is.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG, KEYS = "extraneous-information", ["card-seen-during", "partner-auction"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            "Açık kartlardan edinilen bilgi kusursuz taraf için izinli, kusurlu taraf için izinsizdir (Yasa 24; bkz. Yasa 16C).",
            "kusurlu taraf için izinsizdir (Yasa 24).",
        ),
        (
            "en",
            "Information from cards thus exposed is authorised for the non-offending side but unauthorised for the offending side (Law 24; see Law 16C).",
            "unauthorised for the offending side (Law 24).",
        ),
    ],
)
def test_the_information_sentence_sends_to_16c_as_law_24_does(client, lang, new, old):
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
