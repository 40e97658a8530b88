"""`lead_offenders` (docs/rulings-cli.md, Additions, qa195): while the auction goes on and 26B is in
force, the offender 26B names and his partner, when the query asks. 26B, WBF "if he becomes a
defender, declarer may, at the offender's partner's first turn to lead ... prohibit offender's
partner from leading any (one) suit which has not been specified in the legal auction by the
offender"; TR "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) Kusurlu
oyuncunun ortağının ... oynamasını yasaklayabilir"."""

import rulings

# North 1S, East 1H insufficient, not accepted, corrected 3H (27B2: West passes throughout, 26B may
# apply); South passes, North bids at West's turn (28A: in rotation).
CALLS = ["N:1S", "E:1H", {"act": "reject", "seat": "S"}, "E:3H", "S:pass", "N:4S"]


def ask(calls, **more):
    return rulings.answer({"q": "auction", "dealer": "N", "calls": calls, **more})


def test_the_26b_offender_is_east_and_his_partner_west_not_the_28a_caller():
    got = ask(CALLS, lead_offenders=True)
    assert "26B" in got["laws"] and "28A" in got["laws"]
    assert got["lead_offenders"] == [{"offender": "E", "partner": "W"}]


def test_not_asked_the_answer_is_as_before():
    assert "lead_offenders" not in ask(CALLS)


def test_no_26b_no_key():
    assert "lead_offenders" not in ask(["N:1S", "E:1H", {"act": "accept", "seat": "S"}], lead_offenders=True)


def test_once_over_lead_restriction_says_it():
    got = ask([*CALLS, "E:pass", "S:pass", "W:pass"], lead_offenders=True)
    assert "lead_offenders" not in got
    assert got["lead_restriction"]["seat"] == "W"


def test_a_value_not_true_or_false_is_refused():
    assert ask(CALLS, lead_offenders=1) == {"error": "lead_offenders: must be true or false"}
