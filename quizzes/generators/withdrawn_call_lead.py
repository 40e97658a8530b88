"""`withdrawn_call_lead`: the lead restriction after a withdrawn call (Law 26B). A call is withdrawn
and not replaced by a comparable call: an insufficient bid corrected by another sufficient bid or
a pass (27B2) or by an attempted double (27B3), or a bid or double out of rotation that was not
accepted (Laws 31, 32) with the offender making any legal call at his turn (31A2, 31B2, 32A2, 32B2:
"may make any legal call", not freely: 31A2(b) "Laws 16C, 26B and 72C may apply"). The auction ends with the offender
a defender; which suits may declarer forbid his partner to lead at his first turn?

The answer is the engine's `auction` query (`lead_restriction.declarer_may_forbid_one_of`, see
docs/rulings-cli.md: the suits the offender did not specify in the legal auction). Distractors
count the withdrawn call as if it had specified its suit, take all four suits, or give no
restriction at all, each with why it is wrong.
"""

from __future__ import annotations

from rulings import words as names
from rulings.auction import Call, CallEvent, run
from rulings.auction.calls import permitted_by_law_19
from rulings.queries import parse_auction_event

from ..questions import Question
from . import first_lead
from .auction_story import (
    SEATS,
    auction_text,
    call,
    call_noun,
    dealer_line,
    described,
    explain,
    in_the_laws_order,
    legal_prefix,
)
from .common import GenerationError, engine, make_choices, retrying, rng_for

TYPE = "withdrawn_call_lead"
SOURCES = (("insufficient", 45), ("out_of_rotation", 55))
SUITS = "CDHS"


def generate(seed: int) -> Question:
    return retrying(lambda rng: _generate(rng, seed), rng_for(TYPE, seed), attempts=60)


def _insufficient(rng, auction, offender: int) -> tuple[list, str]:
    """The offender's insufficient bid, rejected and corrected by a pass, another sufficient bid
    or a double (27B2, 27B3); the events and the withdrawn call."""
    last = next((m.call for m in reversed(auction.calls) if m.call.is_bid), None)
    if last is None:
        raise GenerationError("no bid to be insufficient to")
    lower = [
        Call("bid", lv, st)
        for lv in range(1, 8)
        for st in range(5)
        if last.rank - 7 <= Call("bid", lv, st).rank < last.rank
    ]
    if not lower:
        raise GenerationError("no lower bid")
    bid = rng.choice(lower)
    sufficient = [c for c in auction.legal() if c.is_bid and c.strain != bid.strain][:10]
    replacement = rng.choice(["pass", "X", *[c.code for c in sufficient]])
    if replacement == "X" and not permitted_by_law_19(offender, Call("X"), auction.calls):
        # An attempted double Law 19A1 would not allow is inadmissible too (35A, 36B): two defects,
        # not the 27B3 story this is (as in insufficient_bid._correction).
        raise GenerationError("that double would be inadmissible too (Laws 19A1, 36)")
    o, lho = SEATS[offender], SEATS[(offender + 1) % 4]
    events = [f"{o}:{bid.code}", {"act": "reject", "seat": lho}, f"{o}:{replacement}"]
    if replacement == "X":  # the double is cancelled (27B3): the offender corrects again
        events.append(f"{o}:pass")
    return events, bid.code


def _out_of_rotation(rng, auction, offender: int) -> tuple[list, str]:
    """A bid or double out of rotation, not accepted (29B); the auction goes on from the player
    whose turn it was, and the offender may make any legal call at his turn (31A2, 31B2, 32A2, 32B2)."""
    bids = [c for c in auction.legal() if c.is_bid][:10]
    made = rng.choice(bids) if rng.random() < 0.75 or not bids else Call("X")
    if made.code == "X" and not permitted_by_law_19(offender, made, auction.calls):
        raise GenerationError("that double would be inadmissible (Law 36)")
    return [f"{SEATS[offender]}:{made.code}", {"act": "reject", "seat": SEATS[(offender + 1) % 4]}], made.code


def _tail(rng, auction, start: int, offending_side: int) -> list[str]:
    """Legal calls to the end of the auction in which the offending side mostly passes and the
    other side bids at least once: a story where the offender defends, the only one 26B is for."""
    events: list[str] = []
    bid_yet = False
    while not auction.over:
        if len(events) > 40:
            raise GenerationError("a long auction")
        legal = auction.legal()
        bids = [c for c in legal if c.is_bid][:8]
        if auction.turn % 2 == offending_side:
            pick = legal[0] if rng.random() < 0.85 or len(legal) == 1 else rng.choice(legal[:8])
        elif not bid_yet and bids:
            pick, bid_yet = rng.choice(bids), True
        else:
            pick = legal[0] if rng.random() < 0.6 or len(legal) == 1 else rng.choice(legal[:8])
        auction.apply(CallEvent(auction.turn, pick), start + len(events))
        events.append(f"{SEATS[auction.calls[-1].seat]}:{pick.code}")
    return events


def _generate(rng, seed: int) -> Question:
    source = rng.choices([k for k, _ in SOURCES], [w for _, w in SOURCES])[0]
    dealer = rng.randrange(4)
    auction, prefix = legal_prefix(rng, dealer, rng.randint(1, 5))
    if source == "insufficient":
        offender = auction.turn
        made, withdrawn = _insufficient(rng, auction, offender)
    else:
        offender = (auction.turn + rng.choice((1, 2))) % 4
        made, withdrawn = _out_of_rotation(rng, auction, offender)
    events = [*prefix, *made]
    parsed = [parse_auction_event(e, i) for i, e in enumerate(events)]
    state = run(dealer, parsed)
    tail = _tail(rng, state, len(events), offender % 2)
    scenario = {"q": "auction", "dealer": SEATS[dealer], "calls": events + tail}
    expected = engine(scenario)
    o, p = SEATS[offender], SEATS[(offender + 2) % 4]
    restriction = expected["lead_restriction"]
    if restriction is None or restriction["seat"] != p:
        raise GenerationError("no lead restriction for the offender's partner")
    suits = sorted(restriction["declarer_may_forbid_one_of"], key=SUITS.index)
    named = [s for s in SUITS if s not in suits]
    choices, answer_key = make_choices(rng, _one_of(suits), _distractors(suits, named, withdrawn))
    prompt = {
        lang: _prompt(lang, scenario["dealer"], prefix, made, tail, o, p, source, expected) for lang in ("tr", "en")
    }
    labels = in_the_laws_order(described(expected["laws"]))
    declarer = expected["declarer"]
    steps_tr = [
        *explain(labels, "tr"),
        first_lead.when_step(p, declarer, "tr"),
        first_lead.suits_step(o, named, withdrawn, suits, "tr"),
    ]
    steps_en = [
        *explain(labels, "en"),
        first_lead.when_step(p, declarer, "en"),
        first_lead.suits_step(o, named, withdrawn, suits, "en"),
    ]
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=prompt["tr"],
        prompt_en=prompt["en"],
        choices=choices,
        answer=answer_key,
        explanation_tr="\n".join(steps_tr),
        explanation_en="\n".join(steps_en),
        laws=labels,
        scenario=scenario,
        expected=expected,
    )


def _suits(codes, lang: str) -> str:
    symbols = [names.SYMBOLS[c] for c in codes]
    joiner = " veya " if lang == "tr" else " or "
    return symbols[0] if len(symbols) == 1 else ", ".join(symbols[:-1]) + joiner + symbols[-1]


def _one_of(codes) -> tuple[str, str]:
    codes = sorted(codes, key=SUITS.index)
    if len(codes) == 1:
        return "Yalnız " + _suits(codes, "tr"), _suits(codes, "en") + " only"
    return _suits(codes, "tr") + " (biri)", "One of " + _suits(codes, "en")


def _distractors(suits, named, withdrawn: str):
    """Wrong answers, each with why it is wrong (26B)."""
    out = []
    strain = first_lead.withdrawn_suit(withdrawn)
    if strain and strain in suits and len(suits) > 1:
        # The answer if the withdrawn call's suit counted as bid: a reading the official Turkish
        # does not rule out, so the why says the WBF's is followed (first_lead.WBF_READING).
        out.append(_one_of([s for s in suits if s != strain]) + first_lead.why_too(strain, withdrawn))
    if named:
        out.append(_one_of(SUITS) + first_lead.WHY_ALL)
        out.append(_one_of(named) + first_lead.WHY_NAMED)
    out.append(
        (
            "Hiçbiri: çıkış kısıtlaması yoktur",
            "None: there is no lead restriction",
            "Geri alınan konuşma eşdeğer bir konuşmayla değiştirilmedi; kusurlu defans olunca Yasa 26B uygulanır.",
            "The withdrawn call was not replaced by a comparable call; with the offender defending, Law 26B applies.",
        )
    )
    if len(suits) > 1:
        out.append(_one_of(suits[:-1]) + first_lead.why_too(suits[-1], withdrawn))
    return out


# After an attempted double the story names the offender's pass as his own correction: 27B3 binds
# his partner, not him (TR "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde
# düzeltir ve ortağı ... pas geçmek zorundadır"; WBF "The offender must replace it as the foregoing
# allows and his partner must then pass"), so never a bare "pas geçer" / "he passes" (qa172).
def _prompt(lang, dealer, prefix, made, tail, o, p, source, expected) -> str:
    s = names.seat
    contract, declarer = names.contract(expected["contract"], lang), s(expected["declarer"], lang)
    withdrawn = made[0].split(":")[1]
    if lang == "tr":
        if source == "insufficient":
            head = (
                f"{s(o, 'tr')} yetersiz {call(withdrawn, 'tr')} deklaresini yapar; {s(names.lho(o), 'tr')} kabul etmez "
                f"ve {s(o, 'tr')} onu {call_noun(made[2].split(':')[1], 'tr')} ile değiştirir"
                + (f" (kontr iptal edilir; {s(o, 'tr')} onun yerine pas der)." if len(made) > 3 else ".")
            )
        else:
            head = (
                f"Sırası değilken {s(o, 'tr')} {call_noun(withdrawn, 'tr')} der; {s(names.lho(o), 'tr')} kabul "
                "etmez, konuşma geri alınır."
            )
        return (
            f"{dealer_line(dealer, 'tr')} Artırım: {auction_text(prefix, 'tr')}. {head} Artırım şöyle sürer: "
            f"{auction_text(tail, 'tr')}. Kontrat {contract}, deklaran {declarer}. {first_lead.ALL_NATURAL[0]} {first_lead.NOT_COMPARABLE[0]} "
            + first_lead.question(p, expected["declarer"], "tr")
        )
    if source == "insufficient":
        head = (
            f"{s(o, 'en')} makes an insufficient bid of {call(withdrawn, 'en')}; {s(names.lho(o), 'en')} does not "
            f"accept it and {s(o, 'en')} replaces it with {call_noun(made[2].split(':')[1], 'en')}"
            + (f" (the double is cancelled; {s(o, 'en')} replaces it with a pass)." if len(made) > 3 else ".")
        )
    else:
        head = (
            f"Out of rotation, {s(o, 'en')} calls {call_noun(withdrawn, 'en')}; {s(names.lho(o), 'en')} does not "
            "accept it and the call is withdrawn."
        )
    return (
        f"{dealer_line(dealer, 'en')} Auction: {auction_text(prefix, 'en')}. {head} The auction goes on: "
        f"{auction_text(tail, 'en')}. The contract is {contract} by {declarer}. {first_lead.ALL_NATURAL[1]} {first_lead.NOT_COMPARABLE[1]} "
        + first_lead.question(p, expected["declarer"], "en")
    )
