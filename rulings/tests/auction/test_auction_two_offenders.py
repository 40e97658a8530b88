"""Law 26B when both defenders offended: each one's partner carries his own restriction."""

from __future__ import annotations

from rulings.tests.auction.auction_helpers import auction, reject

# East's 1H insufficient, rejected, corrected by 3H (27B2: West must pass); West bids 4H anyway
# (37), rejected, and East passes. North declares 3S: East leads first, West later.
TWO_OFFENDERS = ["N:1S", "E:1H", reject("S"), "E:3H", "S:3S", "W:pass", "N:pass", "W:4H", reject("N"), "E:pass"]


def test_26b_both_offending_defenders_partners_are_restricted():
    """26B (WBF): "When an offending player's call is withdrawn and it is not replaced by a
    comparable call, then if he becomes a defender, declarer may, at the offender's partner's
    first turn to lead (which may be the opening lead), prohibit offender's partner from leading
    any (one) suit which has not been specified in the legal auction by the offender." Turkish:
    "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile değiştirmezse, ve daha
    sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında
    (atak dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış
    herhangi bir rengi oynamasını yasaklayabilir."

    Each offender's partner: East (West named no suit) at the opening lead, and West (East named
    hearts: clubs, diamonds, spades) at his first turn to lead. Before, only East's was given."""
    got = auction(TWO_OFFENDERS)
    assert got["declarer"] == "N"
    assert got["lead_restriction"] == {"seat": "E", "declarer_may_forbid_one_of": ["C", "D", "H", "S"]}
    assert got["lead_restrictions"] == [
        got["lead_restriction"],
        {"seat": "W", "declarer_may_forbid_one_of": ["C", "D", "S"]},
    ]


def test_one_offender_keeps_the_shared_answer():
    """With one restriction the answer is the shared contract's, with no new key."""
    got = auction(["N:1S", "E:1H", reject("S"), "E:3H", "S:3S", "W:pass", "N:pass", "E:pass"])
    assert got["lead_restriction"]["seat"] == "W" and "lead_restrictions" not in got
