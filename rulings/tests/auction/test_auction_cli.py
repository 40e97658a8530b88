"""Every bullet of docs/rulings-cli.md, section "The auction (Laws 17-40)", through the command
line (one subprocess, one line per query, answers compared whole)."""

from __future__ import annotations

import json

import pytest

from rulings.tests.test_cli import run_cli

ALL_BIDS = [f"{level}{strain}" for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")]


def bids_from(first: str) -> list[str]:
    return ALL_BIDS[ALL_BIDS.index(first) :]


def answer(
    turn=None,
    legal=(),
    must_pass=(),
    decision=None,
    lead_restriction=None,
    over=False,
    contract=None,
    declarer=None,
    laws=(),
    **extra,
) -> dict:
    return {
        "turn": turn,
        "legal": list(legal),
        "must_pass": list(must_pass),
        "decision": decision,
        "lead_restriction": lead_restriction,
        "over": over,
        "contract": contract,
        "declarer": declarer,
        "laws": list(laws),
        **extra,
    }


def q(calls: list, dealer: str = "N", **extra) -> dict:
    return {"q": "auction", "dealer": dealer, "calls": calls, **extra}


REJECT_S = {"act": "reject", "seat": "S"}

# (contract bullet, query, the whole answer)
CASES = [
    (
        "a call is pass, X, XX or a bid; the answer's fields in order; vul only echoed",
        q([], vul="None"),
        answer("N", ["pass", *ALL_BIDS], laws=["17B"], vul="None"),
    ),
    (
        "three passes after a bid end the auction (22A); declarer is the first to name the strain",
        q(["N:1H", "E:pass", "S:2H", "W:pass", "N:4H", "E:X", "S:pass", "W:pass", "N:pass"]),
        answer(over=True, contract="4HX", declarer="N", laws=["22A"]),
    ),
    (
        "four passes (22A/22B)",
        q(["E:pass", "S:pass", "W:pass", "N:pass"], dealer="E"),
        answer(over=True, contract="pass", laws=["22B"]),
    ),
    (
        "an insufficient bid in rotation gives its LHO the choice (27A1)",
        q(["N:1S", "E:1H"]),
        answer("S", decision={"by": "S", "options": ["accept", "reject"]}, laws=["27A1", "27B"]),
    ),
    (
        "accept by the player entitled (27A1)",
        q(["N:1S", "E:1H", {"act": "accept", "seat": "S"}]),
        answer("S", ["pass", "X", *bids_from("1S")], laws=["27A1"]),
    ),
    (
        "a call by that player at his turn accepts too",
        q(["N:1S", "E:1H", "S:1S"]),
        answer(
            "W",
            ["pass", "X", *bids_from("1NT")],
            laws=["27A1"],
            # Additions (table74): the call that accepted, which no event of the record says.
            ruled_calls=[
                {
                    "at": 1,
                    "seat": "E",
                    "call": "1H",
                    "ruling": "accepted",
                    "how": "lho_called",
                    "laws": ["27A1"],
                    "by": "S",
                }
            ],
        ),
    ),
    (
        "if rejected, the offender's next event is his replacement: 27B1(a)",
        q(["N:1S", "E:1H", REJECT_S, "E:2H"]),
        answer("S", ["pass", "X", *bids_from("2S")], laws=["27B1(a)"]),
    ),
    (
        "27B1(b): the Director's judgement that the call is comparable, carried by the query",
        q(["N:1S", "E:1H", REJECT_S, {"seat": "E", "call": "2D", "comparable": True}]),
        answer("S", ["pass", "X", *bids_from("2H")], laws=["27B1(b)", "23A"]),
    ),
    (
        "27B2 and Law 26B once the auction is over and the offender defends",
        q(["N:1S", "E:1H", REJECT_S, "E:2D", "S:2S", "W:pass", "N:4S", "E:pass", "S:pass", "W:pass"]),
        answer(
            over=True,
            contract="4S",
            declarer="N",
            lead_restriction={"seat": "W", "declarer_may_forbid_one_of": ["C", "H", "S"]},
            laws=["27B2", "26B", "22A"],
        ),
    ),
    (
        "27B3: a double or redouble is cancelled, B2 applies",
        q(["N:1S", "E:1H", REJECT_S, "E:X"]),
        answer("E", ["pass", *bids_from("1NT")], must_pass=[{"seat": "W", "until": "end"}], laws=["27B3", "26B"]),
    ),
    (
        "an insufficient replacement opens a new decision for the LHO (27B4)",
        q(["N:2S", "E:2H", REJECT_S, "E:1NT"]),
        answer("S", decision={"by": "S", "options": ["accept", "reject"]}, laws=["27B4", "27A1", "27B"]),
    ),
    (
        "... and if it is rejected, 27B3 applies",
        q(["N:2S", "E:2H", REJECT_S, "E:1NT", REJECT_S]),
        answer(
            "E", ["pass", *bids_from("2NT")], must_pass=[{"seat": "W", "until": "end"}], laws=["27B4", "27B3", "26B"]
        ),
    ),
    (
        "27C: a premature replacement; the decision stays with the LHO",
        q(["N:1S", "E:1H", "E:2H"]),
        answer("S", decision={"by": "S", "options": ["accept", "reject"]}, laws=["27A1", "27B", "27C"]),
    ),
    (
        "27C: accept keeps the insufficient bid and cancels the replacement",
        q(["N:1S", "E:1H", "E:2H", {"act": "accept", "seat": "S"}]),
        answer("S", ["pass", "X", *bids_from("1S")], laws=["27A1", "27C"]),
    ),
    (
        "27C: reject lets the replacement stand, judged under 27B1-27B4",
        q(["N:1S", "E:1H", "E:2D", REJECT_S]),
        answer(
            "S", ["pass", "X", *bids_from("2H")], must_pass=[{"seat": "W", "until": "end"}], laws=["27B2", "27C", "26B"]
        ),
    ),
    (
        "27C: a premature double is judged under 27B3",
        q(["N:1S", "E:1H", "E:X", REJECT_S]),
        answer(
            "E", ["pass", *bids_from("1NT")], must_pass=[{"seat": "W", "until": "end"}], laws=["27B3", "27C", "26B"]
        ),
    ),
    (
        "a call out of rotation gives the offender's LHO the choice (29A)",
        q(["S:1H"]),
        answer("W", decision={"by": "W", "options": ["accept", "reject"]}, laws=["29A", "29B"]),
    ),
    (
        "a call by the player whose turn it was, an opponent of the offender, cancels it (28B)",
        q(["E:1H", "N:pass"]),  # East bid at North's turn, his right-hand opponent's
        answer(
            "E",
            ["pass", *ALL_BIDS],
            laws=["28B"],
            # Additions (grid75): East's 1H cancelled by North's call (28B), which no event says.
            ruled_calls=[
                {
                    "at": 0,
                    "seat": "E",
                    "call": "1H",
                    "ruling": "cancelled",
                    "how": "correct_player_called",
                    "laws": ["28B"],
                    "by": "N",
                }
            ],
        ),
    ),
    (
        "28B only for an opponent's call: the partner's call stands, 31B governs the rest",
        q(["N:1S", "W:2H", "E:pass"]),  # West bid at his partner East's turn; East then passed
        answer(
            "S",
            ["pass", *bids_from("1NT")],
            laws=["31B", "31B1", "29B"],
            # Additions (grid76): West's 2H cancelled (29B); East may call (31B1).
            ruled_calls=[
                {
                    "at": 1,
                    "seat": "W",
                    "call": "2H",
                    "ruling": "cancelled",
                    "how": "partner_called",
                    "laws": ["29B", "31B1"],
                }
            ],
        ),
    ),
    (
        "... and the offender's call at his own turn is judged under 31A2 (31B2)",
        q(["N:1S", "W:2H", "E:pass", "S:pass", "W:3C"]),
        answer(
            "N",
            ["pass", "X", *bids_from("3D")],
            must_pass=[{"seat": "E", "until": "next_turn"}],
            laws=["31A2(b)", "31B2", "31B", "31B1", "29B", "26B"],
            ruled_calls=[
                {
                    "at": 1,
                    "seat": "W",
                    "call": "2H",
                    "ruling": "cancelled",
                    "how": "partner_called",
                    "laws": ["29B", "31B1"],
                }
            ],
        ),
    ),
    (
        "a pass at partner's turn, then the partner's call: 30B1",
        q(["N:pass", "W:pass", "E:1C"]),
        answer(
            "S",
            ["pass", "X", *bids_from("1D")],
            laws=["30B1", "30B1(a)", "29B"],
            ruled_calls=[
                {
                    "at": 1,
                    "seat": "W",
                    "call": "pass",
                    "ruling": "cancelled",
                    "how": "partner_called",
                    "laws": ["29B", "30B1(a)"],
                }
            ],
        ),
    ),
    (
        "a double at partner's turn, then the partner's call: 32B1",
        q(["N:1H", "W:X", "E:pass"]),
        answer(
            "S",
            ["pass", *bids_from("1S")],
            laws=["32B", "32B1", "29B"],
            ruled_calls=[
                {
                    "at": 1,
                    "seat": "W",
                    "call": "X",
                    "ruling": "cancelled",
                    "how": "partner_called",
                    "laws": ["29B", "32B1"],
                }
            ],
        ),
    ),
    (
        "a call out of rotation at the LHO's turn, followed by his call: 28B, not 29A",
        q(["N:pass", "S:1H", "E:1S"]),
        answer(
            "S",
            ["pass", "X", *bids_from("1NT")],
            laws=["28B"],
            # Additions (grid75): South's 1H cancelled by East's call (28B).
            ruled_calls=[
                {
                    "at": 1,
                    "seat": "S",
                    "call": "1H",
                    "ruling": "cancelled",
                    "how": "correct_player_called",
                    "laws": ["28B"],
                    "by": "E",
                }
            ],
        ),
    ),
    (
        "a call at the turn of a RHO required to pass is in rotation (28A)",
        q(["N:1S", "E:1H", REJECT_S, "E:2D", "S:pass", "N:2S"]),
        answer(
            "E",
            ["pass", "X", *bids_from("2NT")],
            must_pass=[{"seat": "W", "until": "end"}],
            laws=["28A", "27B2", "26B"],
        ),
    ),
    (
        "Law 30 once rejected: a pass at RHO's turn, next turn only (30A)",
        q(["E:pass", {"act": "reject", "seat": "S"}, "N:1H"]),
        answer("E", ["pass"], must_pass=[{"seat": "E", "until": "next_turn"}], laws=["30A", "29B"]),
    ),
    (
        "Law 30B1(b)(ii): a call not comparable, partner passes at his next turn, 26B may follow",
        q(["S:pass", {"act": "reject", "seat": "W"}, "N:1H", "E:pass", "S:2D"]),
        answer(
            "W",
            ["pass", "X", *bids_from("2H")],
            must_pass=[{"seat": "N", "until": "next_turn"}],
            laws=["30B1(b)(ii)", "30B1", "30B1(a)", "29B", "26B"],
        ),
    ),
    (
        "Law 31A1: RHO passes, the offender must repeat his bid",
        q(["E:1H", REJECT_S, "N:pass"]),
        answer("E", ["1H"], laws=["31A1", "29B"]),
    ),
    (
        "Law 31B2 with 31A2(b)",
        q(["S:1H", {"act": "reject", "seat": "W"}, "N:1C", "E:pass", "S:1S"]),
        answer(
            "W",
            ["pass", "X", *bids_from("1NT")],
            must_pass=[{"seat": "N", "until": "next_turn"}],
            laws=["31A2(b)", "31B2", "31B", "31B1", "29B", "26B"],
        ),
    ),
    (
        "Law 32A1: the offender must repeat his double",
        q(["N:1H", "E:pass", "W:X", {"act": "reject", "seat": "N"}, "S:pass"]),
        answer("W", ["X"], laws=["32A1", "29B"]),
    ),
    (
        "Law 31A2: RHO bids, the offender may make any legal call",
        q(["E:1H", REJECT_S, "N:1C"]),
        answer("E", ["pass", "X", *bids_from("1D")], laws=["31A2", "29B"]),
    ),
    (
        "a change of call at the LHO's turn later in the auction: Law 25 (31C)",
        q(["N:1H", "E:pass", "S:2H", "S:3H"]),
        answer("W", decision={"by": "W", "options": ["accept", "reject"]}, laws=["25B1", "25B2", "31C", "25"]),
    ),
    (
        "a double not permitted by Law 19 (36) is answered, not an error",
        q(["N:1H", "E:pass", "S:X"]),
        answer("W", decision={"by": "W", "options": ["reject"]}, laws=["36B", "36A", "35A"]),
    ),
    (
        "36A: the LHO's call straight after it is made before rectification",
        q(["N:1H", "E:pass", "S:X", "W:1S"]),
        answer(
            "S",
            ["pass", *bids_from("1S")],
            laws=["36A"],
            # Additions (grid75): South's double and West's 1S over it, both cancelled (36A).
            ruled_calls=[
                {
                    "at": 2,
                    "seat": "S",
                    "call": "X",
                    "ruling": "cancelled",
                    "how": "lho_called",
                    "laws": ["36A"],
                    "by": "W",
                },
                {"at": 3, "seat": "W", "call": "1S", "ruling": "cancelled", "how": "subsequent_call", "laws": ["36A"]},
            ],
        ),
    ),
    (
        "36B: reject records that the Director was called first",
        q(["N:1H", "E:pass", "S:X", {"act": "reject", "seat": "W"}]),
        answer(
            "S",
            ["pass", *bids_from("1S")],
            must_pass=[{"seat": "N", "until": "end"}],
            laws=["36B1", "36B2", "36B3", "26B"],
        ),
    ),
    (
        "the offender's own call straight after his 36 call is the replacement (36B2)",
        q(["N:1H", "E:pass", "S:X", "S:2H"]),
        answer(
            "W",
            ["pass", "X", *bids_from("2S")],
            must_pass=[{"seat": "N", "until": "end"}],
            laws=["36B1", "36B2", "36B3", "26B"],
            # Additions (grid76): South's double cancelled, his 2H its replacement.
            ruled_calls=[
                {
                    "at": 2,
                    "seat": "S",
                    "call": "X",
                    "ruling": "cancelled",
                    "how": "offender_called",
                    "laws": ["36B1", "36B2"],
                    "pass_to_end": ["N"],
                }
            ],
        ),
    ),
    (
        "a call by a player required to pass (37)",
        q(["N:1S", "E:1H", REJECT_S, "E:2D", "S:pass", "W:2S"]),
        answer(
            "N",
            decision={"by": "N", "options": ["reject"]},
            must_pass=[{"seat": "W", "until": "end"}],
            laws=["37B", "37A", "35B", "27B2", "26B"],
        ),
    ),
    (
        "37A: the LHO calls before rectification",
        q(["N:1S", "E:1H", REJECT_S, "E:2D", "S:pass", "W:2S", "N:3S"]),
        answer(
            "E",
            ["pass", "X", *bids_from("3NT")],
            must_pass=[{"seat": "W", "until": "end"}],
            laws=["37A", "27B2", "26B"],
            # Additions (grid75): West's 2S stands, North having called over it (37A); West,
            # required to pass for the rest of the auction (27B2), must still pass.
            ruled_calls=[
                {
                    "at": 5,
                    "seat": "W",
                    "call": "2S",
                    "ruling": "stands",
                    "how": "lho_called",
                    "laws": ["37A"],
                    "by": "N",
                    "must_still_pass": True,
                }
            ],
        ),
    ),
    (
        "37B: rectified",
        q(["N:1S", "E:1H", REJECT_S, "E:2D", "S:pass", "W:2S", {"act": "reject", "seat": "N"}]),
        answer(
            "W",
            ["pass"],
            must_pass=[{"seat": "E", "until": "end"}, {"seat": "W", "until": "end"}],
            laws=["37B1", "37B2", "27B2", "26B"],
        ),
    ),
    (
        "the offender's own pass straight after his 37 call is the pass 37B2 substitutes",
        q(["N:1S", "E:1H", REJECT_S, "E:2D", "S:pass", "W:2S", "W:pass"]),
        answer(
            "N",
            ["pass", "X", *bids_from("2H")],
            must_pass=[{"seat": "E", "until": "end"}, {"seat": "W", "until": "end"}],
            laws=["37B1", "37B2", "27B2", "26B"],
            ruled_calls=[
                {
                    "at": 5,
                    "seat": "W",
                    "call": "2S",
                    "ruling": "cancelled",
                    "how": "offender_called",
                    "laws": ["37B1", "37B2"],
                    "pass_to_end": ["W", "E"],
                }
            ],
        ),
    ),
    (
        "37B asks the offender for that pass: turn is the offender, legal is pass",
        q(["E:pass", REJECT_S, "N:1H", "E:1S", REJECT_S]),  # 30A: East must pass; he bid
        answer(
            "E",
            ["pass"],
            must_pass=[{"seat": "E", "until": "end"}, {"seat": "W", "until": "end"}],
            laws=["37B1", "37B2", "30A", "29B", "26B"],
        ),
    ),
    (
        "a call after the final pass (39)",
        q(["N:1S", "E:pass", "S:4S", "W:pass", "N:pass", "E:pass", "W:5H"]),
        answer(
            decision={"by": "N", "options": ["reject"]},
            over=True,
            contract="4S",
            declarer="N",
            laws=["39C", "39B", "39A", "22A"],
            # Additions (table74): West's 5H cancelled (39A), which no event of the record says.
            ruled_calls=[
                {"at": 6, "seat": "W", "call": "5H", "ruling": "cancelled", "how": "after_final_pass", "laws": ["39A"]}
            ],
        ),
    ),
    (
        "17D3: three passes including an accepted pass out of rotation that skipped a player",
        q(["N:1H", "W:pass", {"act": "accept", "seat": "N"}, "N:pass", "E:pass"]),
        answer(
            "E",
            ["pass", "X", *bids_from("1S")],
            laws=["17D3", "34", "29A"],
            # Additions (grid79): the passes 17D3 cancels, West's out of rotation and those after it.
            ruled_calls=[
                {
                    "at": at,
                    "seat": seat,
                    "call": "pass",
                    "ruling": "cancelled",
                    "how": "subsequent_pass",
                    "laws": ["17D3"],
                    "reverts_to": "E",
                }
                for at, seat in ((1, "W"), (3, "N"), (4, "E"))
            ],
        ),
    ),
    (
        "17D3 already in force: a further pass by the out-of-rotation passer's LHO is cancelled",
        q(["W:pass", "N:1H", "E:pass", "S:pass", "N:pass", "E:pass"], dealer="W"),  # North passed at West's turn
        answer(
            "W",
            ["pass", "X", *bids_from("1S")],
            laws=["17D3", "34", "29A"],
            # Additions (table74): North's pass out of rotation, accepted by East's pass over it.
            ruled_calls=[
                {
                    "at": 4,
                    "seat": "N",
                    "call": "pass",
                    "ruling": "accepted",
                    "how": "lho_called",
                    "laws": ["29A"],
                    "by": "E",
                },
                # Additions (grid79): then cancelled by 17D3, with East's pass over it.
                *(
                    {
                        "at": at,
                        "seat": seat,
                        "call": "pass",
                        "ruling": "cancelled",
                        "how": "subsequent_pass",
                        "laws": ["17D3"],
                        "reverts_to": "W",
                    }
                    for at, seat in ((4, "N"), (5, "E"))
                ),
            ],
        ),
    ),
]

ERRORS = [
    ("an unknown seat", q(["Q:1H"]), "calls[0]: unknown seat 'Q' (N, E, S or W)"),
    ("a malformed call", q(["N:1Z"]), "calls[0]: '1Z' is not a call"),
    ("a bid above seven", q(["N:1S", "E:8S"]), "calls[1]: '8S' is a bid above seven"),
    (
        "an accept with nothing to accept",
        q(["N:1S", {"act": "accept", "seat": "E"}]),
        "calls[1]: accept: there is no insufficient bid",
    ),
    ("a malformed dealer", q([], dealer="north"), "dealer: must be a seat N, E, S or W"),
    ("a malformed vul", q([], vul=True), "vul: must be one of None, NS, EW, All"),
]


@pytest.fixture(scope="module")
def cli_answers() -> list[dict]:
    lines = [json.dumps(query) for _, query, _ in CASES] + [json.dumps(query) for _, query, _ in ERRORS]
    lines.append(json.dumps({**CASES[0][1], "extra": [1, 2], "board": 5}))
    done = run_cli(lines)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


@pytest.mark.parametrize("index", range(len(CASES)), ids=[c[0][:60] for c in CASES])
def test_contract_bullet(cli_answers, index):
    _, _, expected = CASES[index]
    assert cli_answers[index] == expected


@pytest.mark.parametrize("index", range(len(ERRORS)), ids=[e[0] for e in ERRORS])
def test_errors_name_the_field_and_the_problem(cli_answers, index):
    _, _, prefix = ERRORS[index]
    got = cli_answers[len(CASES) + index]
    assert set(got) == {"error"} and got["error"].startswith(prefix), got


def test_unknown_extra_fields_are_ignored(cli_answers):
    assert cli_answers[-1] == CASES[0][2]


def test_key_order_is_the_contracts(cli_answers):
    assert list(cli_answers[0]) == [
        "turn",
        "legal",
        "must_pass",
        "decision",
        "lead_restriction",
        "over",
        "contract",
        "declarer",
        "laws",
        "vul",
    ]
