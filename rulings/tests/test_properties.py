"""Property tests over random deals, random play and randomly injected irregularities
(Laws 44, 50, 53-56, 61-64)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rulings import answer
from rulings.cards import CARD_CODES, SUIT_MASKS, cards_in
from rulings.contract import Contract
from rulings.deal import SEAT_NAMES, Deal
from rulings.play import Act, CardPlay, Table


def random_hands(rng: random.Random) -> tuple[int, int, int, int]:
    cards = list(range(52))
    rng.shuffle(cards)
    n, e, s, w = (sum(1 << c for c in cards[i * 13 : (i + 1) * 13]) for i in range(4))
    return n, e, s, w


def event_json(event) -> object:
    if isinstance(event, CardPlay):
        return f"{SEAT_NAMES[event.seat]}:{CARD_CODES[event.card]}"
    out = {"act": event.act, "seat": SEAT_NAMES[event.seat]}
    if event.card is not None:
        out["card"] = CARD_CODES[event.card]
    if event.suit is not None:
        out["suit"] = "CDHS"[event.suit]
    if event.suits:
        out["suits"] = ["CDHS"[s] for s in event.suits]
    return out


class Walk:
    """Play a deal at random, checking the invariants of every state on the way."""

    def __init__(self, rng: random.Random, irregular: float):
        self.rng = rng
        self.irregular = irregular
        self.hands = random_hands(rng)
        self.declarer = rng.randrange(4)
        self.contract = Contract.parse(rng.choice(["3NT", "4S", "4H", "5D", "2C", "6NTX"]))
        self.table = Table(self.hands, self.contract, self.declarer)
        self.events: list = []
        self.failures_to_follow: list[tuple[int, int]] = []

    def run(self) -> None:
        for _ in range(400):
            snap = self.table.snapshot()
            if snap.turn is None:
                return
            if snap.decision is not None:
                self.apply(self.choose(snap.decision))
                continue
            hand = self.table.hands[snap.turn]
            assert snap.legal, "legal is never empty while a player on turn holds cards"
            assert all(hand >> c & 1 for c in snap.legal), "legal cards are in that hand"
            self.step(snap, hand)
        raise AssertionError("play did not end")

    def choose(self, decision) -> Act:
        option = self.rng.choice(decision.options)
        if option in ("require_lead", "forbid_lead"):
            holder = self.table.leader ^ 2
            suits = [s for s in range(4) if self.table.major[holder] & SUIT_MASKS[s]]
            r = self.table.restriction
            if option == "require_lead" and r is not None and r.seat == self.table.leader:
                # a suit still forbidden while he keeps the lead (51B2(b)) is refused: the Director rules
                suits = [s for s in suits if s not in r.forbidden]
                if not suits:
                    return Act("no_restriction", decision.by)
            if option == "forbid_lead" and len(suits) > 1 and self.rng.random() < 0.5:
                chosen = self.rng.sample(suits, self.rng.randint(1, len(suits)))
                return Act(option, decision.by, suits=tuple(chosen))  # 51B2(b): one or more suits
            return Act(option, decision.by, suit=self.rng.choice(suits))
        return Act(option, decision.by)

    def step(self, snap, hand: int) -> None:
        rng, table = self.rng, self.table
        if rng.random() < self.irregular:
            kind = rng.choice(["revoke", "lead_out_of_turn", "expose"])
            if kind == "revoke" and table.current:
                led = table.current[0][1] // 13
                others = hand & ~SUIT_MASKS[led]
                if hand & SUIT_MASKS[led] and others:
                    card = rng.choice(cards_in(others))
                    self.failures_to_follow.append((snap.turn, table.trick_no))
                    self.apply(CardPlay(snap.turn, card))
                    return
            if kind == "lead_out_of_turn" and not table.current and table.trick_no < 13:
                seat = rng.choice([s for s in range(4) if s != table.leader])
                self.apply(CardPlay(seat, rng.choice(cards_in(table.hands[seat]))))
                return
            if kind == "expose":
                defender = rng.choice([(table.declarer + 1) % 4, (table.declarer + 3) % 4])
                free = table.hands[defender] & ~(table.major[defender] | table.minor[defender])
                if free and len(cards_in(table.hands[defender])) > 1:
                    self.apply(Act("expose", defender, card=rng.choice(cards_in(free))))
                    return
        self.apply(CardPlay(snap.turn, rng.choice(snap.legal)))

    def apply(self, event) -> None:
        self.table.apply(event, len(self.events))
        self.events.append(event)

    def query(self, q: str) -> dict:
        return {
            "q": q,
            "deal": Deal(self.hands).pbn(),
            "contract": self.contract.code,
            "declarer": SEAT_NAMES[self.declarer],
            "vul": False,
            "play": [event_json(e) for e in self.events],
        }


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([0.0, 0.05, 0.15]))
def test_random_play_completes_thirteen_tricks_with_legal_cards(seed, irregular):
    walk = Walk(random.Random(seed), irregular)
    walk.run()
    assert walk.table.complete and len(walk.table.tricks) == 13
    assert sum(walk.table.won) == 13


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32))
def test_law_61a_a_revoke_is_reported_exactly_when_a_player_fails_to_follow(seed):
    walk = Walk(random.Random(seed), 0.1)
    walk.run()
    reported = [(r.seat, r.trick) for r in walk.table.revokes]
    assert reported == walk.failures_to_follow


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32))
def test_law_64_transfers_never_exceed_the_tricks_won_from_the_revoke_trick_on(seed):
    walk = Walk(random.Random(seed), 0.1)
    walk.run()
    got = answer(walk.query("result"))
    assert "error" not in got, got
    tricks = walk.table.tricks
    for entry in got["revokes"]:
        side = "NESW".index(entry["seat"]) & 1
        won_after = sum(1 for t in tricks[entry["trick"] - 1 :] if t.winner & 1 == side)
        assert entry["transfer"] <= won_after
    if got["revokes"]:
        first: dict[int, int] = {}
        for entry in got["revokes"]:
            side = "NESW".index(entry["seat"]) & 1
            first.setdefault(side, entry["trick"])
        offending = 1 - ("NS", "EW").index(got["transfer"]["to"]) if got["transfer"]["to"] else None
        if offending is not None:
            won = sum(1 for t in tricks[first[offending] - 1 :] if t.winner & 1 == offending)
            assert got["transfer"]["tricks"] <= won
    assert got["tricks"] == got["tricks_played"] + (
        got["transfer"]["tricks"] * (1 if got["transfer"]["to"] == side_of_seat(walk.declarer) else -1)
    )


def side_of_seat(seat: int) -> str:
    return ("NS", "EW")[seat & 1]


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**32))
def test_state_through_the_json_boundary_matches_the_table_event_by_event(seed):
    """`run` takes a fast path for ordinary cards; it must reach the same state as applying
    every event through the general checks."""
    walk = Walk(random.Random(seed), 0.1)
    walk.run()
    cut = random.Random(seed).randrange(len(walk.events) + 1)
    walk.events = walk.events[:cut]
    got = answer(walk.query("state"))
    assert "error" not in got, got
    table = Table(walk.hands, walk.contract, walk.declarer)
    for i, event in enumerate(walk.events):
        table.apply(event, i)
    snap = table.snapshot()
    assert got["legal"] == [CARD_CODES[c] for c in snap.legal]
    assert got["tricks"] == {"NS": snap.tricks[0], "EW": snap.tricks[1]}
    assert got["laws"] == list(snap.laws)
    assert got["penalty_cards"] == [
        {"seat": SEAT_NAMES[p.seat], "card": CARD_CODES[p.card], "kind": p.kind} for p in snap.penalty_cards
    ]


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 2**32), st.lists(st.tuples(st.integers(0, 3), st.integers(0, 51), st.integers(0, 9)), max_size=70)
)
def test_any_well_formed_record_is_answered_or_refused_never_crashes(seed, raw):
    """Arbitrary cards by arbitrary seats, with acts mixed in: a state or an error naming the
    event, never an internal failure."""
    hands = random_hands(random.Random(seed))
    acts = ["accept", "reject", "spread", "no_restriction", "require_lead", "forbid_lead", "expose"]
    play: list = []
    for seat, card, kind in raw:
        if kind < 7:  # a card of that seat's deal, so that records get deep into the play
            own = cards_in(hands[seat])[card % 13]
            play.append(f"{SEAT_NAMES[seat]}:{CARD_CODES[own]}")
        else:
            act = acts[(seat + card) % len(acts)]
            event = {"act": act, "seat": SEAT_NAMES[seat]}
            if act == "expose":
                event["card"] = CARD_CODES[card]
            if act in ("require_lead", "forbid_lead"):
                event["suit"] = "CDHS"[card % 4]
            play.append(event)
    for q in ("state", "result"):
        got = answer({"q": q, "deal": Deal(hands).pbn(), "contract": "4S", "declarer": "S", "vul": True, "play": play})
        assert "could not be answered" not in got.get("error", ""), got
