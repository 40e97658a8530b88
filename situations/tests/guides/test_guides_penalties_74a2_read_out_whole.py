"""Law 74A2 in the penalties guide's read-out for discourteous or improper conduct at the table.

74A2: TR "Bir oyuncu bir başka oyuncuda rahatsızlık veya mahcubiyet yaratacak veya oyunun zevkini
engelleyecek söz veya konuyla ilgisi olmayan her türlü eylemden dikkatle kaçınmak zorundadır.";
WBF "A player should carefully avoid any remark or extraneous action that might cause annoyance or
embarrassment to another player or might interfere with the enjoyment of the game."

The read-out said "must avoid remarks or extraneous actions that might annoy others" / "başkalarını
rahatsız edecek sözlerden ... kaçınmak zorundadır": annoyance alone, without embarrassment, the
enjoyment of the game and "dikkatle" / "carefully", so a mocking or belittling remark (the Ending's
own stories) was not plainly among them (qa250 noticed it, qa268). "Must" / "zorundadır" is the
official Turkish's; the WBF says "should" (the Ending's editor's note, MUST_AVOID)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db

SLUG = "penalties"
KEYS = ["conduct"]
WHOLE = {
    "tr": "bir başka oyuncuda rahatsızlık ya da mahcubiyet yaratacak ya da oyunun zevkini engelleyecek her türlü söz ya da konuyla ilgisi olmayan eylemden dikkatle kaçınmak zorundadır (Yasa 74A2).",
    "en": "must carefully avoid any remark or extraneous action that might cause annoyance or embarrassment to another player or interfere with the enjoyment of the game (Law 74A2).",
}
ANNOY_ONLY = {
    "tr": "başkalarını rahatsız edecek sözlerden",
    "en": "that might annoy others",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_74a2_whole(client, lang):
    reads(client, SLUG, KEYS, lang, WHOLE[lang])
    never_reads(client, SLUG, KEYS, lang, ANNOY_ONLY[lang])
