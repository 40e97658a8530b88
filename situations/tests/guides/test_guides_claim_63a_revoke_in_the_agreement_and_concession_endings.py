"""A revoke at the claim or concession in the two Endings on going back on one (session 86, qa194):
the disputed Ending said 63A3/63A4 and 62D1 (qa189, session 85); the Ending on agreeing to an
opponent's claim (the agreement is 63A4's act) and the Ending on one's own concession (63A3's act)
said nothing of it."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

AGREED = ["regret", "agreed-to-opponent"]
OWN_CONCESSION = ["regret", "own-concession"]

# 62D1, official Turkish: "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda geri
# konulmadan önce fark edilmiş ise düzeltilmelidir"; WBF: "On the twelfth trick, a revoke, even if
# established, must be corrected if discovered before all four hands have been returned to the board".
TWELFTH_TR = (
    "On ikinci lövedeki rönons, resmileşmiş olsa bile, ellerin dördü de borda geri konulmadan önce fark "
    "edilirse düzeltilmelidir (Yasa 62D1)"
)
TWELFTH_EN = (
    "A revoke on the twelfth trick, even if established, must be corrected if discovered before all four hands "
    "have been returned to the board (Law 62D1)"
)


def test_63a3_the_conceding_sides_revoke_is_established_by_its_concession(client):
    """63A3, official Turkish: "Kusurlu tarafın bir üyesi sözle veya elini göstererek ya da başka
    herhangi bir yolla, talep veya terk isteminde bulunduğunda"; WBF: "when a member of the offending
    side makes a claim or concession of tricks orally or by facing his hand or in any other way"."""
    says(
        client,
        "claim",
        OWN_CONCESSION,
        "tr",
        "Terk eden tarafın henüz resmileşmemiş bir rönonsu varsa terk onu resmileştirir (Yasa 63A3)",
        TWELFTH_TR,
    )
    says(
        client,
        "claim",
        OWN_CONCESSION,
        "en",
        "If the conceding side has revoked and the revoke is not yet established, the concession establishes it "
        "(Law 63A3)",
        TWELFTH_EN,
    )


def test_63a4_the_agreeing_sides_revoke_is_established_with_the_agreement(client):
    """63A4, official Turkish: "Rakibin talep veya terk istemine ilişkin bir uzlaşma sağlandığında (Yasa
    69A çerçevesinde), ve kusurlu tarafın turun bitiminden önce veya bir sonraki bordda bir konuşma
    yapmadan önce bu konuda herhangi bir itirazda bulunmaması halinde"; WBF: "when agreement is
    established (as per Law 69A) to an opponent's claim or concession; the offending side having raised
    no objection to it before the end of the round, or before making a call on a subsequent board".
    (The claimer's revoke, 63A3, is left to the disputed Ending: see the comment in claim.py.)"""
    says(
        client,
        "claim",
        AGREED,
        "tr",
        "Tarafınızın henüz resmileşmemiş bir rönonsu varsa anlaşma resmileşince o da resmileşir (Yasa 63A4)",
        TWELFTH_TR,
    )
    says(
        client,
        "claim",
        AGREED,
        "en",
        "If your side has revoked and the revoke is not yet established, it is established when agreement is "
        "established (Law 63A4)",
        TWELFTH_EN,
    )
