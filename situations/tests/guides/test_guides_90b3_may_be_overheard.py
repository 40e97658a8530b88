"""Law 90B3 in the procedural-penalty Ending's list of examples: a board discussed where it "may be"
overheard at another table ("duyulabilecek"), not where it "will be" ("duyulacak"), which the
Turkish list said; the English always said the WBF's "may be overheard" (qa182)."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

# 90B: TR "Aşağıdakiler, yöntemsel cezayı gerektiren kusurlu davranışlara ilişkin örneklerdir ... 3.
# Bir bordun konuşmalarının, oyunun veya sonucunun, başka bir masadan duyulabilecek şekilde
# tartışılması."; WBF "The following are examples of offenses subject to procedural penalty ... 3.
# discussion of the bidding, play or result of a board, which may be overheard at another table."
MAY_BE_OVERHEARD = {
    "tr": "bordu başka bir masadan duyulabilecek biçimde konuşmak (90B3)",
    "en": "discussing a board where it may be overheard at another table (90B3)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_90b3_is_a_discussion_that_may_be_overheard(client, lang):
    says(client, "penalties", ["procedural-penalty"], lang, MAY_BE_OVERHEARD[lang])


def test_the_turkish_list_no_longer_says_it_will_be_heard(client):
    never_says(client, "penalties", ["procedural-penalty"], "tr", "duyulacak biçimde")
