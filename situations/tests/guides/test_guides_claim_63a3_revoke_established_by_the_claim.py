"""A revoke at the claim in the disputed-claim Ending (63A3, 63A4, 62D1; session 85, law187's
reading): the guide said nothing of what a claim does to a revoke not yet established."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db


def test_63a3_the_claim_of_the_offending_side_establishes_its_revoke(client):
    """63A3, official Turkish: "Kusurlu tarafın bir üyesi sözle veya elini göstererek ya da başka
    herhangi bir yolla, talep veya terk isteminde bulunduğunda"; WBF: "when a member of the offending
    side makes a claim or concession of tricks orally or by facing his hand or in any other way"."""
    says(
        client,
        "claim",
        ["disputed"],
        "tr",
        "Talep eden tarafın henüz resmileşmemiş bir rönonsu varsa talep onu resmileştirir (Yasa 63A3)",
    )
    says(
        client,
        "claim",
        ["disputed"],
        "en",
        "If the claimer's side has revoked and the revoke is not yet established, the claim establishes it (Law 63A3)",
    )


def test_63a4_the_other_sides_revoke_only_once_agreement_is_established(client):
    """63A4, official Turkish: "Rakibin talep veya terk istemine ilişkin bir uzlaşma sağlandığında
    (Yasa 69A çerçevesinde), ve kusurlu tarafın turun bitiminden önce veya bir sonraki bordda bir
    konuşma yapmadan önce bu konuda herhangi bir itirazda bulunmaması halinde"; WBF: "when agreement
    is established (as per Law 69A) to an opponent's claim or concession; the offending side having
    raised no objection to it before the end of the round, or before making a call on a subsequent
    board"."""
    says(
        client,
        "claim",
        ["disputed"],
        "tr",
        "diğer tarafın rönonsunu ise talep ancak ona Yasa 69A çerçevesinde uzlaşılınca resmileştirir (Yasa 63A4)",
    )
    says(
        client,
        "claim",
        ["disputed"],
        "en",
        "the other side's revoke is established by the claim only when agreement to the claim is established "
        "under Law 69A (Law 63A4)",
    )


def test_62d1_a_twelfth_trick_revoke_established_by_the_claim_is_still_corrected(client):
    """62D1, official Turkish: "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda
    geri konulmadan önce fark edilmiş ise düzeltilmelidir"; WBF: "On the twelfth trick, a revoke, even
    if established, must be corrected if discovered before all four hands have been returned to the
    board"."""
    says(
        client,
        "claim",
        ["disputed"],
        "tr",
        "On ikinci lövedeki rönons, resmileşmiş olsa bile, ellerin dördü de borda geri konulmadan önce fark "
        "edilirse düzeltilmelidir (Yasa 62D1)",
    )
    says(
        client,
        "claim",
        ["disputed"],
        "en",
        "A revoke on the twelfth trick, even if established, must be corrected if discovered before all four hands "
        "have been returned to the board (Law 62D1)",
    )
