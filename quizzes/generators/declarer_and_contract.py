"""`declarer_contract`: a complete auction, and who is declarer and what the final contract is
(Law 22A; the definition of declarer: the player of the declaring side who first named the
strain of the final contract; doubles and redoubles per Law 19D).

The answer is the engine's `auction` query (`contract`, `declarer`). Distractors are the usual
slips: the last bidder taken for declarer, his partner, a double forgotten or a redouble taken
for a double, the contract read one bid too early.
"""

from __future__ import annotations

from rulings import words as names
from rulings.auction import Auction, CallEvent

from ..questions import Question
from .auction_story import SEATS, auction_text, dealer_line, described, explain
from .common import GenerationError, cited, engine, law, make_choices, retrying, rng_for

TYPE = "declarer_contract"


def generate(seed: int) -> Question:
    return retrying(lambda rng: _generate(rng, seed), rng_for(TYPE, seed), attempts=40)


def _auction(rng, dealer: int) -> list[str]:
    """A complete auction by legal calls; players often raise their partner's last strain, so
    that declarer is often not the last bidder, and double or redouble now and then."""
    auction = Auction(dealer)
    events: list[str] = []
    while not auction.over:
        if len(events) > 40:
            raise GenerationError("a long auction")
        legal = auction.legal()
        seat = auction.turn
        partners = [m.call for m in auction.calls if m.seat == (seat + 2) % 4 and m.call.is_bid]
        raises = [c for c in legal if c.is_bid and partners and c.strain == partners[-1].strain][:1]
        doubles = [c for c in legal if c.kind in ("X", "XX")]
        roll = rng.random()
        if not any(m.call.is_bid for m in auction.calls) and len(auction.calls) < 2:
            pick = rng.choice([c for c in legal if c.is_bid][:15])
        elif roll < 0.6 or len(legal) == 1:
            pick = legal[0]
        elif roll < 0.8 and raises:
            pick = raises[0]
        elif roll < 0.87 and doubles:
            pick = doubles[0]
        else:
            pick = rng.choice(legal[1:9])
        auction.apply(CallEvent(seat, pick), len(events))
        events.append(f"{SEATS[seat]}:{pick.code}")
    return events


def _text(contract: str, declarer: str) -> tuple[str, str]:
    return (
        f"{names.contract(contract, 'tr')}, deklaran {names.seat(declarer, 'tr')}",
        f"{names.contract(contract, 'en')} by {names.seat(declarer, 'en')}",
    )


def _generate(rng, seed: int) -> Question:
    dealer = rng.randrange(4)
    events = _auction(rng, dealer)
    scenario = {"q": "auction", "dealer": SEATS[dealer], "calls": events}
    expected = engine(scenario)
    contract, declarer = expected["contract"], expected["declarer"]
    bids = [e.split(":") for e in events if e.split(":")[1][0].isdigit()]
    if contract == "pass" or len(bids) < 2:
        raise GenerationError("too short an auction")
    last_seat, last_bid = bids[-1]
    bare = contract.rstrip("X")
    partner = names.partner(declarer)
    candidates = [_text(contract, last_seat), _text(contract, partner)]
    doubles = len(contract) - len(bare)
    candidates.append(_text(bare + ("X" if doubles != 1 else ""), declarer))
    candidates.append(_text(bare + ("XX" if doubles == 1 else "X" if doubles == 0 else ""), declarer))
    earlier = [(s, b) for s, b in bids[:-1] if b != last_bid]
    if earlier:
        seat, bid = earlier[-1]
        candidates.append(_text(bid, seat))
    first_of_side = next(s for s, b in bids if s in (declarer, partner))
    candidates.append(_text(contract, first_of_side))
    candidates = [c for c in candidates if c != _text(contract, declarer)]
    rng.shuffle(candidates)
    choices, key = make_choices(rng, _text(contract, declarer), candidates)
    strain = bare[1:]
    named_first = next(s for s, b in bids if b[1:] == strain and s in (declarer, partner))
    assert named_first == declarer
    prompt_tr = (
        f"{dealer_line(SEATS[dealer], 'tr')} Artırım: {auction_text(events, 'tr')}. "
        "Son kontrat nedir ve deklaran kimdir?"
    )
    prompt_en = (
        f"{dealer_line(SEATS[dealer], 'en')} Auction: {auction_text(events, 'en')}. "
        "What is the final contract, and who is declarer?"
    )
    labels = cited(*described(expected["laws"]))
    strain_tr, strain_en = names.strain(strain, "tr"), names.strain(strain, "en")
    steps_tr = [
        *explain(labels, "tr"),
        (
            f"Son deklare {names.seat(last_seat, 'tr')} tarafından yapılan {names.contract(bare, 'tr')}; "
            f"ardından gelen kontr ve sürkontrlar kontrata eklenir ({law('19D', 'tr')}): "
            f"{names.contract(contract, 'tr')}."
        ),
        (f"{strain_tr} türünü kontratı alan taraftan ilk söyleyen {names.seat(declarer, 'tr')}: deklaran odur."),
    ]
    steps_en = [
        *explain(labels, "en"),
        (
            f"The last bid is {names.contract(bare, 'en')} by {names.seat(last_seat, 'en')}; the doubles "
            f"and redoubles after it stay with it ({law('19D', 'en')}): {names.contract(contract, 'en')}."
        ),
        (f"The first of the declaring side to name {strain_en} was {names.seat(declarer, 'en')}: he is declarer."),
    ]
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=prompt_tr,
        prompt_en=prompt_en,
        choices=choices,
        answer=key,
        explanation_tr="\n".join(steps_tr),
        explanation_en="\n".join(steps_en),
        laws=cited(*labels, "19D"),
        scenario=scenario,
        expected=expected,
    )
