"""Property tests of the auction (Laws 17-39) over random auctions, legal and irregular."""

from __future__ import annotations

import random
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from rulings import answer
from rulings.auction import Auction, AuctionAct, AuctionError, Call, CallEvent
from rulings.deal import SEAT_NAMES

CALL_CODES = ["pass", "X", "XX"] + [f"{lv}{st}" for lv in range(1, 8) for st in ("C", "D", "H", "S", "NT")]


def event_json(event) -> object:
    if isinstance(event, AuctionAct):
        return {"act": event.act, "seat": SEAT_NAMES[event.seat]}
    if event.comparable is None and not event.artificial:
        return f"{SEAT_NAMES[event.seat]}:{event.call.code}"
    out = {"seat": SEAT_NAMES[event.seat], "call": event.call.code, "artificial": event.artificial}
    if event.comparable is not None:
        out["comparable"] = event.comparable
    return out


def query(dealer: int, events: list) -> dict:
    return {"q": "auction", "dealer": SEAT_NAMES[dealer], "calls": [event_json(e) for e in events]}


def legal_walk(rng: random.Random) -> tuple[int, list[CallEvent]]:
    """Calls drawn from `legal` at each turn, passing often enough for the auction to end."""
    dealer = rng.randrange(4)
    auction = Auction(dealer)
    events: list[CallEvent] = []
    while not auction.over:
        legal = auction.legal()
        assert legal, "a player on turn always has a legal call"
        call = legal[0] if rng.random() < 0.55 else rng.choice(legal)
        event = CallEvent(auction.turn, call)
        auction.apply(event, len(events))
        events.append(event)
        assert len(events) < 400
    return dealer, events


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32))
def test_random_legal_auctions_end_with_the_right_contract_and_declarer(seed):
    dealer, events = legal_walk(random.Random(seed))
    got = answer(query(dealer, events))
    assert "error" not in got, got
    assert got["over"] and got["turn"] is None and got["legal"] == [] and got["decision"] is None
    assert got["must_pass"] == [] and got["lead_restriction"] is None
    calls = [(e.seat, e.call) for e in events]
    # 17B/17C: in rotation from the dealer
    assert [seat for seat, _ in calls] == [(dealer + i) % 4 for i in range(len(calls))]
    # 22A/22B: three consecutive passes after the last bid, or four passes
    bids = [(seat, call) for seat, call in calls if call.is_bid]
    assert all(call.kind == "pass" for _, call in calls[-3:])
    if not bids:
        assert len(calls) == 4 and got["contract"] == "pass" and got["declarer"] is None
        assert got["laws"] == ["22B"]
        return
    seat, last = bids[-1]
    after = [c.kind for _, c in calls[calls.index((seat, last)) + 1 :]]
    doubled = "XX" if "XX" in after else "X" if "X" in after else ""
    assert got["contract"] == last.code + doubled
    first = next(s for s, c in bids if s % 2 == seat % 2 and c.strain == last.strain)
    assert got["declarer"] == SEAT_NAMES[first]  # the first of the side to name the strain
    assert got["laws"] == ["22A"]
    # each bid supersedes the one before (18B)
    assert all(a.rank < b.rank for (_, a), (_, b) in pairwise(bids))


def irregular_walk(rng: random.Random, steps: int = 40) -> tuple[int, list]:
    """Events that are often irregular: calls by anyone, accept/reject by anyone, judgements."""
    dealer = rng.randrange(4)
    auction = Auction(dealer)
    events: list = []
    event: AuctionAct | CallEvent
    for _ in range(steps):
        state = auction.snapshot()
        roll = rng.random()
        if state.decision is not None and roll < 0.5:
            event = AuctionAct(rng.choice(state.decision[1]), state.decision[0])
        elif state.turn is not None and state.legal and roll < 0.75:
            event = CallEvent(state.turn, rng.choice(state.legal), rng.choice([None, True, False]))
        elif roll < 0.8:
            event = AuctionAct(rng.choice(["accept", "reject"]), rng.randrange(4))
        else:
            event = CallEvent(
                rng.randrange(4),
                Call.parse(rng.choice(CALL_CODES)),
                rng.choice([None, True, False]),
                rng.random() < 0.2,
            )
        try:
            auction.apply(event, len(events))
        except AuctionError:
            auction = replay(dealer, events)  # the query answers this error; go on without it
            continue
        events.append(event)
        check_invariants(auction.snapshot())
    return dealer, events


def replay(dealer: int, events: list) -> Auction:
    auction = Auction(dealer)
    for i, event in enumerate(events):
        auction.apply(event, i)
    return auction


def check_invariants(state) -> None:
    if state.decision is not None:
        assert state.legal == ()
        if not state.over:
            assert state.turn == state.decision[0]
    elif not state.over:
        assert state.turn is not None and state.legal
        assert all(call.kind == "pass" for call in state.legal) or (state.turn not in dict(state.must_pass))
    if state.over:
        assert state.turn is None and state.contract is not None and state.must_pass == ()
    else:
        assert state.contract is None and state.declarer is None and state.lead_restriction is None
    if state.lead_restriction is not None:
        assert (state.lead_restriction.seat - state.declarer) % 2 == 1
        assert state.lead_restriction.suits


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32))
def test_random_irregular_events_never_raise(seed):
    rng = random.Random(seed)
    dealer, events = irregular_walk(rng)
    got = answer(query(dealer, events))
    assert "error" not in got, got
    # and arbitrary extra events on top: an error naming the event, or a state
    extra = [
        rng.choice(
            [
                f"{rng.choice('NESW')}:{rng.choice(CALL_CODES)}",
                {"act": rng.choice(["accept", "reject"]), "seat": rng.choice("NESW")},
            ]
        )
        for _ in range(3)
    ]
    more = answer({**query(dealer, events), "calls": query(dealer, events)["calls"] + extra})
    if "error" in more:
        assert more["error"].startswith("calls[") and "could not be answered" not in more["error"]
    else:
        assert set(more) >= {
            "turn",
            "legal",
            "must_pass",
            "decision",
            "lead_restriction",
            "over",
            "contract",
            "declarer",
            "laws",
        }


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32), st.booleans())
def test_an_auction_replayed_call_by_call_reaches_the_same_state(seed, irregular):
    rng = random.Random(seed)
    dealer, events = irregular_walk(rng) if irregular else legal_walk(rng)
    auction = Auction(dealer)
    for i, event in enumerate(events):
        auction.apply(event, i)
        assert answer(query(dealer, events[: i + 1])) == answer_of(auction)


def answer_of(auction: Auction) -> dict:
    from rulings.queries import auction_answer

    return auction_answer(auction.snapshot())


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32))
def test_every_cited_paragraph_is_a_known_label(seed):
    from rulings.laws import CITED_LABELS

    dealer, events = irregular_walk(random.Random(seed))
    got = answer(query(dealer, events))
    assert got["laws"] and set(got["laws"]) <= CITED_LABELS
    assert len(got["laws"]) == len(set(got["laws"]))
