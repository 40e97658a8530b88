"""qa309: 26B's "(which may be the opening lead)" in the call-out-of-rotation guide's English read-outs,
as qa302 put it in the shared page line (common.LEAD_BAN_26B).

26B, official Turkish (fixtures/laws_tr.txt): "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir
konuşma ile değiştirmezse, ve daha sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun
ortağının ilk oynaması sırasında (atak dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu
tarafından konuşulmamış herhangi bir rengi oynamasını yasaklayabilir. Bu yasak, çıkış kusurlu
oyuncunun ortağında kaldığı sürece devam eder."
WBF: "When an offending player's call is withdrawn and it is not replaced by a comparable call, then if
he becomes a defender, declarer may, at the offender's partner's first turn to lead (which may be the
opening lead), prohibit offender's partner from leading any (one) suit which has not been specified in
the legal auction by the offender. Such prohibition continues for as long as the offender's partner
retains the lead."

The Turkish read-outs said "(atak dahil)"; the English ones "declarer may prohibit partner's first lead
in a suit you never specified", with nothing of the opening lead. Three of them were at the 90-word
limit (test_read_out.py): the shared 29B line now says the WBF's "is cancelled and the auction reverts to
the player whose turn it was" in fewer words, and the 16C line "The cancelled call's information".
Every call-out-of-rotation Ending whose read-out cites 26B is walked, in both languages; the read-outs
stay within 90 words (test_read_out.py holds that for all)."""

import pytest

from situations.content import SITUATIONS
from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"

SAYS = {
    "tr": "ortağınızın ilk oynaması sırasında (atak dahil), artırımda sizin tarafınızdan konuşulmamış bir rengi "
    "oynamasını yasaklayabilir (Yasa 26B).",
    "en": "declarer may prohibit partner's first lead (which may be the opening lead) in a suit you never "
    "specified (Law 26B).",
}
OLD_EN = "declarer may prohibit partner's first lead in a suit"


def _citing_26b():
    [situation] = [s for s in SITUATIONS if s.slug == SLUG]
    return [keys for keys, ending in situation.endings() if any("(Law 26B)" in line.en for line in ending.script)]


READ_OUTS = _citing_26b()


def test_the_walk_finds_the_read_outs_with_26b():
    found = {"/".join(keys) for keys in READ_OUTS}
    assert {
        "not-accepted/pass/rho",
        "not-accepted/pass/partner/other",
        "not-accepted/bid/partner/other",
        "not-accepted/double/partner/other",
        "not-accepted/bid/rho/other",
        "not-accepted/double/rho/other",
    } <= found, found


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", READ_OUTS, ids="/".join)
def test_the_read_out_says_the_first_lead_may_be_the_opening_lead(client, keys, lang):
    reads(client, SLUG, keys, lang, SAYS[lang])
    if lang == "en":
        never_reads(client, SLUG, keys, lang, OLD_EN)
