"""Property tests for revoke corrections (Laws 62A-62C, 63A1): random play with revokes, each
corrected at a random moment before it is established, on the trick in progress or after its
fourth card, sometimes followed by a non-offender's replacement (62C1)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rulings import answer
from rulings.cards import CARD_CODES, SUIT_MASKS, cards_in
from rulings.deal import SEAT_NAMES, Deal
from rulings.play import Act, Table

from .test_properties import Walk, random_hands


class CorrectingWalk(Walk):
    """A random walk that corrects about half of the revokes while it still may."""

    def __init__(self, rng: random.Random):
        super().__init__(rng, 0.15)
        self.corrections: list[tuple[int, int]] = []

    def step(self, snap, hand: int) -> None:
        table = self.table
        r = table.revokes[-1] if table.revokes else None
        correctable = (
            r is not None and not r.corrected and not r.established and r.trick in (table.trick_no, table.trick_no - 1)
        )
        if correctable and self.rng.random() < 0.5:
            self.correct(r)
            return
        super().step(snap, hand)

    def correct(self, r) -> None:
        table = self.table
        tricks_before = sum(table.won)
        card = self.rng.choice(cards_in(r.allowed))
        self.apply(Act("correct", r.seat, card=card))
        self.corrections.append((r.seat, r.trick))
        live = next(x for x in table.revokes if x.event == r.event)
        assert live.corrected and not live.established
        assert not table.hands[r.seat] >> card & 1, "the substitute is on the trick (62B)"
        if table.is_defender(r.seat) and live.faced is None:
            assert table.major[r.seat] >> r.card & 1, "62B1: a major penalty card"
        else:
            assert table.hands[r.seat] >> r.card & 1, "62B2: back in the hand"
        assert sum(table.won) == tricks_before, "the trick is won again, not twice"
        assert sum(table.won) == table.trick_no - 1
        if live.trick == table.trick_no - 1 and not table.current and self.rng.random() < 0.5:
            self.replace_after(live)

    def replace_after(self, r) -> None:
        """62C1: a non-offender who played after the revoke card plays another legal card."""
        trick = self.table.tricks[-1]
        seats = [s for s, _ in trick.cards]
        led = SUIT_MASKS[trick.cards[0][1] // 13]
        for seat, old in trick.cards[seats.index(r.seat) + 1 :]:
            if (seat ^ r.seat) & 1:
                hand = self.table.hands[seat] | 1 << old
                options = (hand & led or hand) & ~(1 << old)
                if options:
                    self.apply(Act("replace", seat, card=self.rng.choice(cards_in(options))))
                    assert self.table.hands[seat] >> old & 1, "62C1: restored to his hand"
                return


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32))
def test_corrected_revokes_leave_a_complete_legal_play_and_transfer_nothing(seed):
    walk = CorrectingWalk(random.Random(seed))
    walk.run()
    assert walk.table.complete and sum(walk.table.won) == 13
    got = answer(walk.query("result"))
    assert "error" not in got, got
    corrected = {(r["seat"], r["trick"]) for r in got["revokes"] if r.get("corrected")}
    assert corrected == {(SEAT_NAMES[s], t) for s, t in walk.corrections}
    for entry in got["revokes"]:
        if entry.get("corrected"):
            assert entry["transfer"] == 0 and entry["established"] is False


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**32))
def test_a_record_with_corrections_replays_to_the_same_state_through_the_json_boundary(seed):
    walk = CorrectingWalk(random.Random(seed))
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
    assert got["trick"] == snap.trick


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 2**32), st.lists(st.tuples(st.integers(0, 3), st.integers(0, 51), st.integers(0, 9)), max_size=70)
)
def test_correct_and_replace_in_any_record_are_answered_or_refused_never_crash(seed, raw):
    hands = random_hands(random.Random(seed))
    play: list = []
    for seat, card, kind in raw:
        if kind < 7:
            own = cards_in(hands[seat])[card % 13]
            play.append(f"{SEAT_NAMES[seat]}:{CARD_CODES[own]}")
        else:
            act = ("correct", "replace", "expose")[kind - 7]
            play.append({"act": act, "seat": SEAT_NAMES[seat], "card": CARD_CODES[card]})
    for q in ("state", "result"):
        got = answer({"q": q, "deal": Deal(hands).pbn(), "contract": "4S", "declarer": "S", "vul": True, "play": play})
        assert "could not be answered" not in got.get("error", ""), got
