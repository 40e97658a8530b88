"""The auction table's record (situations/auction_table.py): each token of the URL read into the
`auction` query's event (docs/rulings-cli.md, "The auction (Laws 17-40)") and written back the same,
and a clear message naming the token the page cannot read. No database: the inner loop's tier."""

import pytest

from situations.auction_table import AuctionEvent, AuctionInputError, normal_call, query, read_event, read_record


@pytest.mark.parametrize(
    "token, event",
    [
        ("N:1S", "N:1S"),
        ("e:pass", "E:pass"),
        ("S:XX", "S:XX"),
        ("W:3NT", "W:3NT"),
        ("W:3SA", "W:3NT"),  # the Turkish "sanzatu" typed as SA
        ("E:2C.a", {"seat": "E", "call": "2C", "artificial": True}),
        ("E:2H.c", {"seat": "E", "call": "2H", "comparable": True}),
        ("E:2C.ac", {"seat": "E", "call": "2C", "artificial": True, "comparable": True}),
        ("S:accept", {"act": "accept", "seat": "S"}),
        ("S:reject", {"act": "reject", "seat": "S"}),
    ],
)
def test_a_token_is_the_querys_event(token, event):
    assert read_event(token).query_event() == event


def test_the_record_is_written_back_as_it_is_read():
    text = "N:1S,E:1H,S:reject,E:2C.a,W:pass,N:2H.c,E:X,S:XX,W:accept"
    assert ",".join(e.token for e in read_record(text)) == text


@pytest.mark.parametrize(
    "token, named",
    [("Q:1S", "Q:1S"), ("N1S", "N1S"), ("N:8S", "N:8S"), ("N:1Q", "N:1Q"), ("N:1S.b", "N:1S.b"), ("N:1S.", "N:1S.")],
)
def test_a_token_that_is_no_event_is_named_in_the_message(token, named):
    with pytest.raises(AuctionInputError) as refused:
        read_event(token)
    assert named in str(refused.value)


def test_a_record_longer_than_any_auction_is_refused():
    with pytest.raises(AuctionInputError):
        read_record(",".join(["N:pass"] * 401))


@pytest.mark.parametrize(
    "typed, call", [("p", "pass"), ("PAS", "pass"), ("x", "X"), ("7n", "7NT"), ("1sa", "1NT"), ("0S", ""), ("", "")]
)
def test_calls_as_typed(typed, call):
    assert normal_call(typed) == call


def test_the_query_holds_the_dealer_the_vulnerability_and_the_events():
    events = [AuctionEvent("N", "1S"), AuctionEvent("S", act="accept")]
    assert query("N", "NS", events) == {
        "q": "auction",
        "dealer": "N",
        "vul": "NS",
        "calls": ["N:1S", {"act": "accept", "seat": "S"}],
        "withdrawn": True,  # grid78: what Law 16C says of each withdrawn call, for the grid
        "lead_offenders": True,  # qa195: 26B's offender by seat, for the engine's words
    }
