"""68D2's condition in the disputed-claim Ending (session 86, qa194): the Ending gave 68D2's two
ways on (the Director, or play on at the non-claiming side's request) without saying whose doubt
opens them; dummy, who may not draw attention to an irregularity during play (9A4), may doubt a
claim."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db


def test_68d2_a_claim_doubted_by_any_player_dummy_included(client):
    """68D2, official Turkish: "Herhangi bir oyuncu (yer dahil olmak üzere) için şüpheli ise, (a) Hakem
    derhal çağrılabilir ..."; WBF: "If it is doubted by any player (dummy included); either (a) the
    Director may immediately be summoned ..."."""
    says(
        client,
        "claim",
        ["disputed"],
        "tr",
        "Talep veya terk herhangi bir oyuncu (yer dahil olmak üzere) için şüpheliyse ya hakem derhal çağrılabilir",
    )
    says(
        client,
        "claim",
        ["disputed"],
        "en",
        "If the claim or concession is doubted by any player (dummy included), either the Director may be summoned",
    )
