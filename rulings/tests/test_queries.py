"""Bad input: every malformed query is answered {"error": "<field>: <problem>"}."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings import answer

DEAL = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"


def play(events, **over) -> dict:
    query = {"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": events}
    query.update(over)
    return answer(query)


@pytest.mark.parametrize(
    "query, error",
    [
        ({}, "q: missing"),
        ({"q": 3}, "q: unknown query 3"),
        ({"q": "score", "contract": "4Z", "vul": True, "tricks": 10}, "contract: '4Z' is not a contract"),
        ({"q": "score", "contract": "8S", "vul": True, "tricks": 10}, "contract: '8S' is not a contract"),
        ({"q": "score", "contract": "4S\n", "vul": True, "tricks": 10}, "contract: '4S\\n' is not a contract"),
        ({"q": "score", "contract": "4S", "vul": 1, "tricks": 10}, "vul: must be true or false"),
        ({"q": "score", "contract": "4S", "vul": True, "tricks": 14}, "tricks: must be from 0 to 13"),
        ({"q": "score", "contract": "4S", "vul": True, "tricks": 9.5}, "tricks: must be an integer"),
        ({"q": "score", "contract": "4S", "vul": True}, "tricks: missing"),
        ({"q": "imps", "diff": "170"}, "diff: must be an integer"),
        ({"q": "board", "board": 0}, "board: must be from 1"),
        ({"q": "board", "board": True}, "board: must be an integer"),
        ({"q": "matchpoints", "scores": []}, "scores: must be a non-empty list"),
        ({"q": "matchpoints", "scores": [1, "x"]}, "scores[1]: must be an integer"),
        ({"q": "auction_exposure", "cards": ["SK", "SK"], "led": False}, "cards: a card is given twice"),
        ({"q": "auction_exposure", "cards": ["S1"], "led": False}, "cards[0]: 'S1' is not a card"),
        ({"q": "auction_exposure", "cards": ["SK"]}, "led: missing"),
    ],
)
def test_malformed_queries_name_the_field(query, error):
    got = answer(query)
    assert list(got) == ["error"] and got["error"].startswith(error), got


@pytest.mark.parametrize(
    "over, error",
    [
        ({"deal": "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4"}, "deal: must give four hands"),
        ({"deal": DEAL.replace("T64.2", "T64.A")}, "deal: HA is dealt twice"),
        ({"deal": DEAL.replace("T64.2", "T64")}, "deal: W's hand must have four suits"),
        ({"deal": DEAL.replace("T64.2", "T64.2X")}, "deal: W's hand: 'X' is not a rank"),
        ({"deal": DEAL.replace("Q96 ", "Q9 ")}, "deal: N's hand has 12 cards, not 13"),
        ({"deal": 7}, "deal: must be a PBN Deal string"),
        ({"declarer": "X"}, "declarer: must be a seat N, E, S or W"),
        ({"contract": "pass"}, "contract: there is no play after a passed-out board"),
        ({"play": "W:D2"}, "play: must be a list of events"),
    ],
)
def test_malformed_play_queries_name_the_field(over, error):
    got = play([], **over)
    assert got["error"].startswith(error), got


@pytest.mark.parametrize(
    "events, error",
    [
        (["W:D1"], "play[0]: 'W:D1' is not a card event"),
        (["W:SA"], "play[0]: SA is not in W's hand"),
        ([5], "play[0]: must be a string"),
        ([{"act": "dance", "seat": "S"}], "play[0].act: must be one of"),
        ([{"act": "expose", "seat": "Q", "card": "SA"}], "play[0].seat: must be a seat"),
        ([{"act": "expose", "seat": "W"}], "play[0].card: None is not a card"),
        ([{"act": "require_lead", "seat": "S", "suit": "NT"}], "play[0].suit: must be a suit"),
        ([{"act": "accept", "seat": "S"}], "play[0]: there is no choice to make now (accept)"),
        (["W:D2", "N:D4", "E:D7", "E:DA"], "play[3]: E has already played to trick 1"),
        (["W:D2", "N:D4", "E:D7", "W:D3"], "play[3]: W has already played to trick 1"),
        (["W:D2", "N:D4", "W:D3", "E:D7"], "play[3]: S must first choose (require_highest, require_lowest"),
        (["E:SQ", "W:S4"], "play[1]: S must first choose (accept, spread, reject)"),
    ],
)
def test_impossible_events_name_the_event(events, error):
    got = play(events)
    assert list(got) == ["error"] and got["error"].startswith(error), got


def test_a_play_after_the_thirteenth_trick():
    from .helpers import finish

    events = finish(DEAL, "4H", "S", [])
    got = play(events + ["W:SA"])
    assert got["error"] == f"play[{len(events)}]: the play is over: thirteen tricks have been played"


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(
            ["q", "deal", "contract", "declarer", "play", "vul", "tricks", "diff", "board", "scores", "cards", "led"]
        ),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.text(max_size=8),
            lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
            max_leaves=8,
        ),
    )
)
def test_garbage_is_answered_never_raised(query):
    for q in ("score", "imps", "board", "matchpoints", "auction_exposure", "state", "result"):
        got = answer({**query, "q": q})
        assert isinstance(got, dict)
        if "error" in got:
            assert "could not be answered" not in got["error"], got


@pytest.mark.parametrize(
    "q, shown",
    [
        ("nope", "'nope'"),
        ("x" * 100_000, "'" + "x" * 20 + "'..."),
        ("<script>alert(1)</script>" * 50, "'<script>alert(1)</sc'..."),
        ("sk\u00f6r\n\u202e", "'sk\u00f6r\\n\\u202e'"),  # the newline and the bidi override escaped
        (["score"] * 1000, "(a list)"),
        ({"q": "score"}, "(an object)"),
        (10**30, "10000000000000000000..."),
        (None, "None"),
    ],
)
def test_an_unknown_q_is_named_with_a_short_excerpt_only(q, shown):
    """The answer names the field and says it is unknown; a long or structured value is not
    echoed back whole (docs/rulings-cli.md: the message "names the field and the problem")."""
    error = answer({"q": q})["error"]
    assert error.startswith(f"q: unknown query {shown} (one of score, imps, ")
    assert len(error) < 200
