"""The `designate` play event (Law 46) through `python -m rulings`: a designation and a choice
are answered exactly as the library answers them, and every malformed event is an error line
naming the field, the run going on (docs/rulings-cli.md, "Additions"). The rulings themselves
are tested from the Laws' text in test_designation.py."""

from __future__ import annotations

from .test_cli import cli, run_cli

DEAL = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"


def query(*play) -> dict:
    return {"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": ["W:S4", *play]}


def designate(**fields) -> dict:
    return {"act": "designate", "seat": "S", **fields}


def test_cli_a_choice_lists_the_cards_and_is_made_by_a_full_designation():
    """46B4 (a card not in dummy): the decision carries `cards`; a designation with suit and
    rank makes the choice."""
    pending, done = cli(
        query(designate(suit="S", rank="Q")),
        query(designate(suit="S", rank="Q"), designate(suit="S", rank="A")),
    )
    assert pending["decision"] == {"by": "S", "options": ["designate"], "cards": ["SA", "SK", "S5", "S2"]}
    assert pending["legal"] == [] and pending["turn"] == "N" and pending["laws"] == ["46B4", "46B"]
    assert done["decision"] is None and done["turn"] == "E" and done["laws"][:2] == ["46B4", "46B"]


def test_cli_malformed_designations_name_the_field_and_the_run_goes_on():
    got = cli(
        query({"act": "designate", "seat": "S"}),
        query(designate(words="top")),
        query(designate(words="low", suit="S")),
        query(designate(rank="10")),
        query(designate(suit="X")),
        query({"act": "designate", "seat": "Z", "rank": "Q"}),
        query(designate(rank=["Q"])),
        query({"act": "designate", "seat": "E", "rank": "Q"}),
        query(designate(suit="S", rank="Q"), designate(words="low")),
        {"q": "imps", "diff": 170},
    )
    assert got[0] == {"error": 'play[1]: designate needs "suit", "rank" or both, or "words"'}
    assert got[1] == {"error": "play[1].words: must be one of high, low, win, any, not 'top'"}
    assert got[2]["error"].startswith("play[1].words: goes alone, without suit or rank")
    assert got[3] == {"error": "play[1].rank: must be a rank A K Q J T 9 8 7 6 5 4 3 2, not '10'"}
    assert got[4] == {"error": "play[1].suit: must be a suit C, D, H or S, not 'X'"}
    assert got[5] == {"error": "play[1].seat: must be a seat N, E, S or W, not 'Z'"}
    assert got[6] == {"error": "play[1].rank: must be a rank A K Q J T 9 8 7 6 5 4 3 2, not (a list)"}
    assert got[7]["error"] == "play[1]: seat: dummy's card is designated by declarer (S), not E (Law 45B)"
    assert got[8]["error"] == (
        "play[2]: S may designate any legal card from dummy by suit and rank, one of SA, SK, S5, S2 (Law 46B4)"
    )
    assert got[9] == {"imps": 5, "laws": ["78B"]}


def test_help_documents_the_designate_act():
    text = run_cli([], "--help").stdout
    assert '{"act":"designate","seat":"S","rank":"Q"}' in text
    assert '"words":"low"' in text and "46B5" in text
