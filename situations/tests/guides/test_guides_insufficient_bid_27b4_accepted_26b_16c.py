"""The insufficient-bid guide's second insufficient bid (not-accepted/insufficient): what the left-hand
opponent is told of accepting it, on the page (the "Accept" option) and in the read-out.

27B, Turkish (official): "Sıra olarak doğru yapılmış bir yetersiz deklare kabul edilmezse (bkz. A), bu
deklare yasal bir konuşma ile değiştirilerek (ancak bkz. aşağıda Madde 3) düzeltilmelidir"; WBF English:
"If an insufficient bid in rotation is not accepted (see A) it must be corrected by the substitution of a
legal call (but see 3 following)". 27B4 rules only the refusal of the substituted insufficient bid ("the
Director rules as in 3 if the LHO does not accept the substituted insufficient bid as A1 allows"); once
it is accepted (27A1), the first insufficient bid stays withdrawn, replaced by a call that is not
comparable unless the Director so judges.

26B, Turkish: "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile değiştirmezse, ve daha
sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)
... yasaklayabilir"; WBF: "When an offending player's call is withdrawn and it is not replaced by a
comparable call, then if he becomes a defender, declarer may, at the offender's partner's first turn to
lead (which may be the opening lead), prohibit offender's partner from leading any (one) suit ...".
16C2, Turkish: "Kusurlu taraf için, geri alınmış eylemden ... kaynaklanan tüm bilgiler izinsizdir"; WBF:
"For an offending side, information from its own withdrawn action ... is unauthorized".

The engine says the same: accepting 1♦ gives laws 27B4, 27A1, 26B, East as 26B's offender, nobody bound
to pass. The page's Accept option had the first acceptance's con, "The offending side carries on
unrestricted" (27A1 alone, nothing withdrawn)."""

import pytest

from rulings.queries import answer
from situations.tests.guides.guide_pages import never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
KEYS = ["not-accepted", "insufficient"]

OLD_CON = {
    "tr": "Kusurlu taraf hiçbir kısıtlama olmadan sürer.",
    "en": "The offending side carries on unrestricted.",
}
NEW_PRO = {
    "tr": "İlk yetersiz deklare geri alınmış kalır: bilgisi kusurlu taraf için izinsizdir (Yasa 16C) ve kusurlu oyuncu defans oyuncusu olursa deklaran, kusurlu oyuncunun ortağının ilk çıkışında bir rengi yasaklayabilir (Yasa 26B).",
    "en": "The first insufficient bid stays withdrawn: what it told is unauthorised for the offending side (Law 16C), and if the offender becomes a defender, declarer may forbid the offender's partner a suit at his first lead (Law 26B).",
}
NEW_CON = {
    "tr": "Kusurlu oyuncunun ortağı pas geçmek zorunda kalmaz.",
    "en": "The offender's partner is not bound to pass.",
}
NEW_READ = {
    "tr": "Kabul etmek: deklare yasal sayılır, siz konuşursunuz (Yasa 27A1); ilk deklare geri alınmış kalır ve çıkış kısıtlaması olabilir (Yasa 26B).",
    "en": "Accept: the bid stands and you call over it (Law 27A1); the first bid stays withdrawn, and lead restrictions may apply (Law 26B).",
}


def test_the_engine_gives_26b_and_no_forced_pass_once_the_second_insufficient_bid_is_accepted():
    reply = answer(
        {
            "q": "auction",
            "dealer": "N",
            "calls": ["N:1S", "E:1H", {"act": "reject", "seat": "S"}, "E:1D", {"act": "accept", "seat": "S"}],
            "lead_offenders": True,
        }
    )
    assert "26B" in reply["laws"] and "27B4" in reply["laws"], reply
    assert reply["must_pass"] == [], reply
    assert reply["lead_offenders"] == [{"offender": "E", "partner": "W"}], reply


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_accepting_the_second_insufficient_bid_is_not_said_to_leave_them_unrestricted(client, lang):
    says(client, SLUG, KEYS, lang, NEW_PRO[lang], NEW_CON[lang])
    never_says(client, SLUG, KEYS, lang, OLD_CON[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_tells_the_left_hand_opponent_26b_may_follow_his_acceptance(client, lang):
    reads(client, SLUG, KEYS, lang, NEW_READ[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_first_acceptance_keeps_its_con(client, lang):
    """27A1 alone: TR "kabul edilebilir (yasal olarak işlem görebilir)" / WBF "may be accepted (treated as
    legal)": nothing is withdrawn, so neither 26B nor 16C follows."""
    says(client, SLUG, ["not-yet"], lang, OLD_CON[lang])
