"""The call-out-of-rotation guide names which suit declarer may prohibit under Law 26B, as the
insufficient-bid guide does (qa142 found the table page's and this guide's "a suit" alone, which
reads as any suit, the offender's own included).

26B, official Turkish: "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)
... artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını
yasaklayabilir". WBF: "declarer may, at the offender's partner's first turn to lead (which may be
the opening lead), prohibit offender's partner from leading any (one) suit which has not been
specified in the legal auction by the offender"."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

# A bid out of rotation by the partner's right-hand opponent, not accepted, then another call.
NOT_COMPARABLE = ["not-accepted", "bid", "partner", "other"]
PASS_RHO = ["not-accepted", "pass", "rho"]


def test_the_ending_names_the_suits_declarer_may_prohibit(client):
    # Each language's own text (qa158): the official Turkish's "konuşulmamış", the WBF's "specified".
    says(
        client,
        "call-out-of-rotation",
        NOT_COMPARABLE,
        "tr",
        "artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi",
    )
    says(
        client,
        "call-out-of-rotation",
        NOT_COMPARABLE,
        "en",
        "any one suit the offender did not specify in the legal auction",
    )
    never_says(client, "call-out-of-rotation", NOT_COMPARABLE, "tr", "ilk çıkışında bir renk yasaklayabilir")
    never_says(client, "call-out-of-rotation", NOT_COMPARABLE, "en", "forbid his partner a suit at his first lead")


@pytest.mark.parametrize("keys", [NOT_COMPARABLE, PASS_RHO], ids="/".join)
def test_the_read_out_names_them_too(client, keys):
    reads(client, "call-out-of-rotation", keys, "tr", "artırımda sizin tarafınızdan konuşulmamış bir rengi")
    reads(client, "call-out-of-rotation", keys, "en", "a suit you never specified (Law 26B)")
    never_reads(client, "call-out-of-rotation", keys, "en", "forbid your partner a suit at his first lead")
