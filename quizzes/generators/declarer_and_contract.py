"""`declarer_contract`: a complete auction, and who is declarer and what the final contract is
(Law 22A; the definition of declarer: the player of the declaring side who first named the
strain of the final contract; a double or redouble after the last bid stays with it, Law 19D,
and one a later bid superseded does not, Law 19C: each question cites the one its auction needs).

The answer is the engine's `auction` query (`contract`, `declarer`). Distractors are the usual
slips: the last bidder taken for declarer, his partner, a double forgotten or a redouble taken
for a double, the contract read one bid too early.
"""

from __future__ import annotations

from rulings import words as names
from rulings.auction import Auction, CallEvent

from ..questions import Question
from .auction_story import SEATS, auction_text, call, dealer_line, described, explain
from .common import GenerationError, cited, engine, joined, law, make_choices, retrying, rng_for

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
    last_at = max(i for i, e in enumerate(events) if e.split(":")[1][0].isdigit())
    superseded = _superseded(events[:last_at])
    steps_tr = [*explain(labels, "tr"), *_superseded_line(superseded, "tr"), _last_bid_line(last_seat, contract, "tr")]
    steps_en = [*explain(labels, "en"), *_superseded_line(superseded, "en"), _last_bid_line(last_seat, contract, "en")]
    # In the Definition's own words: TR "Son deklareyi yapan tarafın o deklarede sözü geçen türü ilk
    # olarak deklare eden oyuncusu", WBF "The player who, for the side that makes the final bid,
    # first bid the denomination named in the final bid".
    steps_tr.append(
        f"Son deklareyi yapan taraftan {strain_tr} türünü ilk olarak deklare eden {names.seat(declarer, 'tr')}: "
        "deklaran odur."
    )
    steps_en.append(
        f"Of the side that made the final bid, {names.seat(declarer, 'en')} first bid {strain_en}: he is declarer."
    )
    doubled = contract != bare
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=prompt_tr,
        prompt_en=prompt_en,
        choices=choices,
        answer=key,
        explanation_tr="\n".join(steps_tr),
        explanation_en="\n".join(steps_en),
        laws=cited(*labels, "19C" if superseded else "", "19D" if doubled else ""),
        scenario=scenario,
        expected=expected,
    )


def _superseded(events: list[str]) -> list[tuple[str, str]]:
    """The doubles and redoubles before the last bid, each with the bid it doubled: (code, bid)."""
    found, bid = [], ""
    for event in events:
        code = event.split(":")[1]
        if code[0].isdigit():
            bid = code
        elif code in ("X", "XX"):
            found.append((code, bid))
    return found


def _superseded_line(superseded: list[tuple[str, str]], lang: str) -> list[str]:
    """Law 19C, said only when a double or redouble came before the last bid (TR "Daha sonra
    yapılan yasal bir deklare kontr veya sürkontrun hükmünü kaldırır", WBF "Any double or redouble
    is superseded by a subsequent legal bid")."""
    if not superseded:
        return []
    if lang == "tr":
        named = [f"{names.contract(bid, 'tr')} deklaresine atılan {call(code, 'tr')}" for code, bid in superseded]
        return [
            f"{law('19C', 'tr')}: daha sonra yapılan yasal bir deklare kontr veya sürkontrun hükmünü kaldırır; "
            f"{joined(named, 've')} son kontrata geçmez."
        ]
    named = [f"the {call(code, 'en')} of {names.contract(bid, 'en')}" for code, bid in superseded]
    verb = "does" if len(superseded) == 1 else "do"
    return [
        f"{law('19C', 'en')}: a subsequent legal bid supersedes a double or redouble; {joined(named, 'and')} "
        f"{verb} not carry to the final contract."
    ]


def _last_bid_line(seat: str, contract: str, lang: str) -> str:
    """The last bid and what follows it: Law 19D only when it was doubled (TR "Bir kontrlu veya
    sürkontrlu deklareyi yasal bir deklare izlemezse, skorlama değerleri Yasa 77'de öngörülen
    şekilde artırılır", WBF "If a doubled or redoubled bid is not followed by a subsequent legal
    bid, scoring values are increased as provided in Law 77")."""
    bare = contract.rstrip("X")
    doubles = len(contract) - len(bare)
    if lang == "tr":
        head = f"Son deklare {names.seat(seat, 'tr')} tarafından yapılan {names.contract(bare, 'tr')}"
        if not doubles:
            return f"{head}; ardından kontr gelmedi: kontrat {names.contract(contract, 'tr')}."
        after = "kontr" if doubles == 1 else "kontr ve sürkontr"
        return (
            f"{head}; onu yasal bir deklare izlemediği için ardından gelen {after} kontratta kalır "
            f"({law('19D', 'tr')}): {names.contract(contract, 'tr')}."
        )
    head = f"The last bid is {names.contract(bare, 'en')} by {names.seat(seat, 'en')}"
    if not doubles:
        return f"{head}, and no double follows it: the contract is {names.contract(contract, 'en')}."
    after = "the double after it stays" if doubles == 1 else "the double and redouble after it stay"
    return (
        f"{head}; no legal bid follows it, so {after} with it ({law('19D', 'en')}): {names.contract(contract, 'en')}."
    )
