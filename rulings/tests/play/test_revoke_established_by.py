"""Which act established a revoke: `status_law` and `established_by` (docs/rulings-cli.md, Additions,
"Which act established a revoke"; session 85, words189).

63A, TR "Bir rönons aşağıdaki durumlarda resmileşmiş olur: 1. Kusurlu oyuncu veya ortağı bir sonraki
löveye çıkış yaptığı ya da kart oynadığında ... 2. Kusurlu oyuncu veya ortağı bir sonraki löveye
oynanacak kartı söylediğinde ya da başka herhangi bir şekilde işaret ettiğinde."; WBF "A revoke becomes
established: 1. when the offender or his partner leads or plays to the following trick ... 2. when the
offender or his partner names or otherwise designates a card to be played to the following trick."
45B, WBF "Declarer plays a card from dummy by naming the card".
62D1, TR "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ... düzeltilmelidir"; WBF "On the twelfth
trick, a revoke, even if established, must be corrected if discovered before all four hands have been
returned to the board".

The engine said "63A1" for every established revoke, also where declarer's naming of dummy's card to
the following trick (63A2) established it, and gave no paragraph of 63A for a twelfth-trick revoke
established but still to be corrected (`status_law` "62D1").
"""

from rulings import answer

# South declares 4H; North is dummy (docs/rulings-cli.md, "What a revoke failed to play").
DEAL = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"
# Trick 1: West's DT; dummy, holding K84 of diamonds, plays the C6 (a revoke); West wins and leads
# the S4 to trick 2, dummy to play next.
TRICK_ONE = ["W:DT", "N:C6", "E:D7", "S:D6", "W:S4"]
NAMED = {"act": "designate", "seat": "S", "suit": "S", "rank": "A"}


def revokes(play: list, deal: str = DEAL, contract: str = "4H", declarer: str = "S") -> list[dict]:
    got = answer(
        {"q": "state", "deal": deal, "contract": contract, "declarer": declarer, "play": play, "revoke_status": True}
    )
    assert "error" not in got, got
    return got["revokes"]


def test_declarer_naming_dummy_s_card_to_the_following_trick_establishes_dummy_s_revoke_under_63a2():
    assert revokes([*TRICK_ONE, NAMED]) == [
        {
            "seat": "N",
            "trick": 1,
            "established": True,
            "status": "established",
            "status_law": "63A2",
            "established_by": "63A2",
            "failed_to_play": "dummy_card",
        }
    ]


def test_dummy_s_card_played_to_the_following_trick_establishes_it_under_63a1():
    (entry,) = revokes([*TRICK_ONE, "N:SA"])
    assert (entry["status"], entry["status_law"], entry["established_by"]) == ("established", "63A1", "63A1")


def test_a_defender_s_designation_after_play_anything_is_no_act_of_the_offending_side_63a1():
    # 46B5: declarer says "play anything"; East designates dummy's SA. 63A2 names "the offender or
    # his partner": dummy's card played establishes the revoke (63A1).
    any_card = {"act": "designate", "seat": "S", "words": "any"}
    by_east = {"act": "designate", "seat": "E", "suit": "S", "rank": "A"}
    (entry,) = revokes([*TRICK_ONE, any_card, by_east])
    assert (entry["status_law"], entry["established_by"]) == ("63A1", "63A1")


def test_a_correction_of_a_revoke_established_by_naming_is_refused_citing_63a2():
    got = answer(
        {
            "q": "state",
            "deal": DEAL,
            "contract": "4H",
            "declarer": "S",
            "play": [*TRICK_ONE, NAMED, {"act": "correct", "seat": "N", "card": "D4"}],
        }
    )
    assert got["error"] == (
        "play[6]: N's revoke on trick 1 is established (Law 63A2: declarer has named dummy's card to a "
        "later trick) and may no longer be corrected (Law 63B)"
    )


def test_a_twelfth_trick_revoke_still_to_be_corrected_says_which_act_established_it():
    # rulings/tests/play/test_revoke_at_claim.py's deal: East discards the HA on trick 12 holding
    # the ST, and plays the ST to trick 13 after North's lead.
    deal = "N:AKQJ.T98.432.432 T98.AKQJ.765.765 765.765.AKQJ.T98 432.432.T98.AKQJ"
    play = (
        "W:DT,N:D3,E:D7,S:DQ,S:DJ,W:D8,N:D2,E:D5,S:DK,W:D9,N:D4,E:D6,S:H6,W:H4,N:HT,E:HQ,"
        "E:C5,S:C8,W:CK,N:C3,W:S3,N:SA,E:S8,S:S6,N:H9,E:HJ,S:H7,W:H2,E:HK,S:H5,W:H3,N:H8,"
        "E:C7,S:C9,W:CA,N:C4,W:S4,N:SJ,E:S9,S:S7,N:C2,E:C6,S:CT,W:CQ,W:S2,N:SK,E:HA,S:S5,N:SQ,E:ST"
    )
    assert revokes(play.split(","), deal, "3NT") == [
        {
            "seat": "E",
            "trick": 12,
            "established": True,
            "status": "must_be_corrected",
            "status_law": "62D1",
            "established_by": "63A1",
        }
    ]
