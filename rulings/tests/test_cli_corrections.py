"""The play parts of the contract added for issue 13, through `python -m rulings`: the
`correct` and `replace` acts (Laws 62A-62C, 63A1), `expose` while a Law 54 decision is pending
(54A, 54C), Law 52B2 with a minor penalty card, and 64A2 with no trick left to transfer. Each
line is answered exactly as the library answers it; the expected answers are the Laws' (see
test_revoke_corrections.py and test_published_cases.py for the paragraphs quoted)."""

from __future__ import annotations

from .test_cli import cli, run_cli
from .test_published_cases import TWO_REVOKES

DEAL = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"
# West ruffs East's spade queen with the H2 while holding spades (a revoke) and wins trick 2.
WEST_RUFFS = ["W:D2", "N:D4", "E:DA", "S:D6", "E:SQ", "S:S3", "W:H2", "N:SA"]


def query(play: list, q: str = "state", **more) -> dict:
    return {"q": q, "deal": DEAL, "contract": "4H", "declarer": "S", "play": play, **more}


def test_cli_published_case_dummy_spreads_after_an_opening_lead_out_of_turn_54c():
    [got] = cli(query(["E:SQ", {"act": "expose", "seat": "N", "card": "SA"}]))
    assert got == {
        "turn": "W",
        "trick": 1,
        "tricks": {"NS": 0, "EW": 0},
        "penalty_cards": [],
        "lead_restriction": None,
        "decision": {"by": "S", "options": ["accept"]},
        "legal": [],
        "revokes": [],
        "laws": ["54C"],
        "declarer": "S",
    }


def test_cli_published_case_minor_penalty_card_rejected_play_52b2():
    [got] = cli(query([{"act": "expose", "seat": "W", "card": "S4"}, "W:S6", {"act": "reject", "seat": "S"}]))
    assert got["turn"] == "W" and got["legal"] == ["S4"] and got["laws"][0] == "52B2"


def test_cli_published_case_declarer_faces_a_card_after_an_opening_lead_out_of_turn_54a():
    [got] = cli(query(["E:SQ", {"act": "expose", "seat": "S", "card": "HA"}]))
    assert got["declarer"] == "N" and got["decision"] is None and got["laws"][0] == "54A"
    assert got["turn"] == "S" and got["legal"] == ["S7", "S3"]


def test_cli_published_case_revoke_corrected_after_the_fourth_card_62a_63a1():
    before, after, replaced = cli(
        query(WEST_RUFFS),
        query([*WEST_RUFFS, {"act": "correct", "seat": "W", "card": "S4"}]),
        query(
            [*WEST_RUFFS, {"act": "correct", "seat": "W", "card": "S4"}, {"act": "replace", "seat": "N", "card": "S2"}]
        ),
    )
    assert before["revokes"] == [{"seat": "W", "trick": 2, "established": False}]
    assert after["revokes"] == [{"seat": "W", "trick": 2, "established": False, "corrected": True}]
    assert after["penalty_cards"] == [{"seat": "W", "card": "H2", "kind": "major"}]
    assert after["turn"] == "N" and after["tricks"] == {"NS": 1, "EW": 1}
    assert after["laws"][:2] == ["62B1", "62A"]
    assert replaced["turn"] == "E" and "62C1" in replaced["laws"]


def test_cli_second_revoke_with_no_trick_left_cites_64a2_with_transfer_0():
    [got] = cli(query(TWO_REVOKES, q="result", vul=False))
    assert got["revokes"][1] == {"seat": "W", "trick": 4, "established": True, "transfer": 0}
    assert got["laws"] == ["64A2", "64C"]


def test_cli_correction_errors_name_the_problem_and_the_run_goes_on():
    established = query([*WEST_RUFFS, "W:S4", {"act": "correct", "seat": "W", "card": "S6"}])
    not_a_revoke = query([*WEST_RUFFS, {"act": "correct", "seat": "S", "card": "S7"}])
    no_card = query([*WEST_RUFFS, {"act": "correct", "seat": "W"}])
    got = cli(established, not_a_revoke, no_card, {"q": "imps", "diff": 170})
    assert "established (Law 63A1" in got[0]["error"] and "(Law 63B)" in got[0]["error"]
    assert got[1]["error"].startswith("play[8]: S has no revoke to correct on trick 2")
    assert got[2] == {"error": 'play[8].card: None is not a card (suit C D H S + rank AKQJT98765432, e.g. "SA")'}
    assert got[3] == {"imps": 5, "laws": ["78B"]}


def test_help_documents_the_correction_acts():
    text = run_cli([], "--help").stdout
    assert '{"act":"correct","seat":"S","card":"H7"}' in text
    assert '{"act":"replace","seat":"W","card":"S9"}' in text
    assert "54A" in text and "54C" in text
