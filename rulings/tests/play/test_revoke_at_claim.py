"""A claim's effect on each revoke: the `state` query's `claim_by` and `claim_agreed` (docs/rulings-cli.md,
Additions, "A claim's effect on each revoke"; session 85, law187).

63A3, TR "Bir rönons aşağıdaki durumlarda resmileşmiş olur: ... 3. Kusurlu tarafın bir üyesi sözle veya
elini göstererek ya da başka herhangi bir yolla, talep veya terk isteminde bulunduğunda"; WBF "A revoke
becomes established: ... 3. when a member of the offending side makes a claim or concession of tricks
orally or by facing his hand or in any other way". 63A4, TR "Rakibin talep veya terk istemine ilişkin bir
uzlaşma sağlandığında (Yasa 69A çerçevesinde)"; WBF "when agreement is established (as per Law 69A) to an
opponent's claim or concession".
62D1, TR "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda geri konulmadan önce
fark edilmiş ise düzeltilmelidir"; WBF "On the twelfth trick, a revoke, even if established, must be
corrected if discovered before all four hands have been returned to the board"; 63B (WBF) "Once a revoke
is established, it may no longer be corrected (except as provided in Law 62D for a revoke on the twelfth
trick or as in Law 62C3)".
Law 68, TR "bunun o anda oynanan löveden sonraki löveleri kastetmesi gerekir. Eğer eylem yalnızca o an
oynanmakta olan lövenin kazanılması veya kaybedilmesine ilişkin ise, oyun normal olarak devam eder"; WBF
"it must refer to tricks other than one currently in progress. If the statement or action pertains only
to the winning or losing of an uncompleted trick currently in progress, play proceeds regularly".

The engine knew no claim: East's revoke on trick 12 was `must_be_corrected` "62A" whoever claimed, and the
table page worked out 63A3 itself and said Law 64 might transfer tricks for it (64B6 transfers none).
"""

import pytest

from rulings import answer

# South declares 3NT (rulings/tests/play/test_revoke_late_corrections.py's deal).
DEAL = "N:AKQJ.T98.432.432 T98.AKQJ.765.765 765.765.AKQJ.T98 432.432.T98.AKQJ"
ELEVEN = (
    "W:DT,N:D3,E:D7,S:DQ,S:DJ,W:D8,N:D2,E:D5,S:DK,W:D9,N:D4,E:D6,S:H6,W:H4,N:HT,E:HQ,"
    "E:C5,S:C8,W:CK,N:C3,W:S3,N:SA,E:S8,S:S6,N:H9,E:HJ,S:H7,W:H2,E:HK,S:H5,W:H3,N:H8,"
    "E:C7,S:C9,W:CA,N:C4,W:S4,N:SJ,E:S9,S:S7,N:C2,E:C6,S:CT,W:CQ"
)
# Trick 12: East, holding the ♠10, discards the ♥A; nobody has led to trick 13 yet.
TWELVE = ELEVEN + ",W:S2,N:SK,E:HA,S:S5"
# Trick 1: East, holding diamonds, discards the ♣5 on West's ♦10; South wins and is to lead.
FIRST = "W:DT,N:D3,E:C5,S:DQ"


def revokes(play: str, **claim) -> list[dict]:
    got = answer(
        {
            "q": "state",
            "deal": DEAL,
            "contract": "3NT",
            "declarer": "S",
            "play": play.split(","),
            "revoke_status": True,
            **claim,
        }
    )
    assert "error" not in got, got
    return got["revokes"]


@pytest.mark.parametrize("claimer", ["E", "W"])
def test_a_claim_by_the_offending_side_establishes_the_twelfth_trick_revoke_which_is_still_corrected(claimer):
    assert revokes(TWELVE) == [
        {"seat": "E", "trick": 12, "established": False, "status": "must_be_corrected", "status_law": "62A"}
    ]
    assert revokes(TWELVE, claim_by=claimer) == [
        {
            "seat": "E",
            "trick": 12,
            "established": True,
            "status": "must_be_corrected",
            "status_law": "62D1",
            "established_by": "63A3",
        }
    ]


def test_declarer_s_claim_does_not_establish_the_defender_s_revoke_his_side_s_agreement_does():
    assert revokes(TWELVE, claim_by="S") == revokes(TWELVE)
    assert revokes(TWELVE, claim_by="S", claim_agreed=True) == [
        {
            "seat": "E",
            "trick": 12,
            "established": True,
            "status": "must_be_corrected",
            "status_law": "62D1",
            "established_by": "63A4",
        }
    ]


def test_a_revoke_on_an_earlier_trick_is_established_by_the_claim_under_63a3_or_63a4():
    assert revokes(FIRST, claim_by="W") == [
        {
            "seat": "E",
            "trick": 1,
            "established": True,
            "status": "established",
            "status_law": "63A3",
            "established_by": "63A3",
        }
    ]
    assert revokes(FIRST, claim_by="N", claim_agreed=True) == [
        {
            "seat": "E",
            "trick": 1,
            "established": True,
            "status": "established",
            "status_law": "63A4",
            "established_by": "63A4",
        }
    ]


def test_no_claim_once_the_last_trick_is_in_progress_law_68():
    got = answer(
        {
            "q": "state",
            "deal": DEAL,
            "contract": "3NT",
            "declarer": "S",
            "play": (TWELVE + ",N:SQ").split(","),
            "claim_by": "E",
        }
    )
    assert got["error"] == (
        "claim_by: only the last trick is left and it is in progress: a statement about it is no claim or "
        "concession, and play proceeds regularly (Law 68)"
    )


def test_claim_agreed_alone_is_refused_and_without_the_key_the_answer_is_as_before():
    got = answer(
        {
            "q": "state",
            "deal": DEAL,
            "contract": "3NT",
            "declarer": "S",
            "play": TWELVE.split(","),
            "claim_agreed": True,
        }
    )
    assert got["error"] == "claim_agreed: give it with claim_by, the seat of the claimer"
    plain = answer({"q": "state", "deal": DEAL, "contract": "3NT", "declarer": "S", "play": TWELVE.split(",")})
    assert plain["revokes"] == [{"seat": "E", "trick": 12, "established": False}]
