"""Law 68: nothing said about the trick in progress alone is a claim, so the table page does not offer
a claim once a card is on the thirteenth trick (session 85, law187).

Law 68, TR "Bu yasalara göre bir beyan veya eylemin löve talebi veya terki oluşturması için, bunun o
anda oynanan löveden sonraki löveleri kastetmesi gerekir. Eğer eylem yalnızca o an oynanmakta olan
lövenin kazanılması veya kaybedilmesine ilişkin ise, oyun normal olarak devam eder"; WBF "For a
statement or action to constitute a claim or concession of tricks under these Laws, it must refer to
tricks other than one currently in progress. If the statement or action pertains only to the winning
or losing of an uncompleted trick currently in progress, play proceeds regularly".

The page offered "Claim or concession" and ruled on a "claim" of the last trick after North had led
to it. Before any card of the thirteenth trick no trick is in progress, and the link stays: a claim
of the last trick refers to a trick not yet begun.
"""

import pytest

from situations.tests.table.revoke_table import table_page
from situations.tests.table.test_table_established_revoke_still_corrected import ELEVEN

pytestmark = pytest.mark.django_db

TWELVE = ELEVEN + ",W:S2,N:SK,E:ST,S:S5"  # trick 12 complete; North to lead to trick 13
LED_TO_THIRTEEN = TWELVE + ",N:SQ"  # the thirteenth trick is in progress

SAID = {
    "en": "Only the thirteenth trick is left, and it is in progress: for a statement or action to be a claim or "
    "concession of tricks, it must refer to tricks other than the one in progress; one about this trick alone is "
    "none, and play proceeds regularly (Law 68).",
    "tr": "Yalnızca on üçüncü löve kaldı ve o anda oynanmaktadır: bir beyan veya eylemin löve talebi veya terki "
    "oluşturması için, o anda oynanan löveden sonraki löveleri kastetmesi gerekir; yalnızca bu löveye ilişkin "
    "olan bir beyan veya eylem talep veya terk değildir ve oyun normal olarak devam eder (Yasa 68).",
}
LINK = {"en": "Claim or concession", "tr": "Talep ya da terk"}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_no_claim_is_offered_once_a_card_is_on_the_thirteenth_trick(client, lang):
    assert LINK[lang] in table_page(client, lang, TWELVE, tags=False)
    assert LINK[lang] not in table_page(client, lang, LED_TO_THIRTEEN, tags=False)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_claim_of_the_trick_in_progress_alone_is_said_to_be_none_and_not_ruled(client, lang):
    """Sent by hand (an old link): the page says Law 68 and gives no ruling, which it gave before
    ("the claimer's side takes 1 trick")."""
    for params in ({"mode": "claim"}, {"mode": "claim", "claimer": "S", "tricks": "1"}):
        page = table_page(client, lang, LED_TO_THIRTEEN, **params, tags=False)
        assert SAID[lang] in page
        assert ("takes" if lang == "en" else "alır") not in page.split(SAID[lang])[1][:300]


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_claim_before_the_lead_to_the_thirteenth_trick_is_still_ruled(client, lang):
    page = table_page(client, lang, TWELVE, mode="claim", claimer="S", tricks="1", tags=False)
    assert SAID[lang] not in page
