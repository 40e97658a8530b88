"""The director's table: a deal, a contract and the play record card by card, all in the GET URL,
with the ruling engine's state after each event (Laws 44-64) and the result after the last trick
(Laws 64, 77). The record is the `play` list of docs/rulings-cli.md written as comma-separated
tokens: "W:S2" (a card), "expose:E:D9", "correct:E:H7" (a revoke corrected, Law 62A), "replace:S:H2"
(a later player's card replaced after it, 62C1), "accept:S", "spread:S", "reject:S", "no_restriction:S",
"require_lead:S:H", "forbid_lead:S:H"."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import rulings

SEATS = "NESW"
SUITS = "SHDC"
RANKS = "AKQJT98765432"
CHOICES = ("accept", "spread", "reject", "no_restriction", "require_lead", "forbid_lead")
MAX_EVENTS = 120  # 52 cards and every correction, choice and exposure a board can hold


class RecordError(ValueError):
    """A play token the table cannot read."""


def parse_event(token: str):
    parts = token.split(":")
    if len(parts) == 2 and parts[0] in SEATS and len(parts[0]) == 1:
        return token
    act = parts[0]
    if act in ("expose", "correct", "replace") and len(parts) == 3:
        return {"act": act, "seat": parts[1], "card": parts[2]}
    if act in ("require_lead", "forbid_lead") and len(parts) == 3:
        return {"act": act, "seat": parts[1], "suit": parts[2]}
    if act in CHOICES and len(parts) == 2:
        return {"act": act, "seat": parts[1]}
    raise RecordError(token[:40])


def token_of(event) -> str:
    if isinstance(event, str):
        return event
    extra = event.get("card") or event.get("suit")
    return ":".join([event["act"], event["seat"], *([extra] if extra else [])])


def parse_play(text: str) -> list:
    tokens = [t for t in text.split(",") if t]
    if len(tokens) > MAX_EVENTS:
        raise RecordError(f"> {MAX_EVENTS}")
    return [parse_event(t) for t in tokens]


def random_deal(rng: random.Random | None = None) -> str:
    rng = rng or random.Random()
    cards = [s + r for s in SUITS for r in RANKS]
    rng.shuffle(cards)
    order = {card: i for i, card in enumerate(s + r for s in SUITS for r in RANKS)}
    hands = [sorted(cards[i * 13 : (i + 1) * 13], key=order.__getitem__) for i in range(4)]
    return "N:" + " ".join(".".join("".join(c[1] for c in hand if c[0] == s) for s in SUITS) for hand in hands)


def hands_of(deal: str) -> dict[str, list[str]]:
    """Seat -> card codes, from a PBN Deal value the engine has accepted."""
    first, _, rest = deal.strip().partition(":")
    seat = SEATS.index(first.strip().upper())
    hands = {}
    for i, hand in enumerate(rest.split()):
        cards = []
        for suit, ranks in zip(SUITS, hand.split("."), strict=True):
            cards += [suit + r.upper() for r in ranks if r != "-"]
        hands[SEATS[(seat + i) % 4]] = cards
    return hands


@dataclass
class TableView:
    """What the page shows after the record: the engine's state, the cards still in each hand, the
    cards of the trick in progress, and the result once the play is over."""

    state: dict
    hands: dict[str, list[str]]
    trick_cards: list[tuple[str, str]]
    last_trick: list[tuple[str, str]] = field(default_factory=list)
    result: dict | None = None


def view(deal: str, contract: str, declarer: str, vul: bool, play: list) -> TableView | dict:
    """The table after `play`, or the engine's {"error": ...}."""
    query = {"q": "state", "deal": deal, "contract": contract, "declarer": declarer, "play": play}
    state = rulings.answer(query)
    if "error" in state:
        return state
    typed = rulings.play_state(deal, contract, declarer, play)
    completed = typed.completed
    gone = {card_code(card) for trick in completed for _, card in trick.cards}
    trick_cards = _current_trick(query, play, len(completed))
    penalty = {p["card"] for p in state["penalty_cards"]}
    on_table = {card for _, card in trick_cards}
    hands = {
        seat: [c for c in cards if c not in gone and c not in on_table and c not in penalty]
        for seat, cards in hands_of(deal).items()
    }
    last = [(SEATS[seat], card_code(card)) for seat, card in completed[-1].cards] if completed else []
    result = None
    if state["turn"] is None:
        result = rulings.answer({**query, "q": "result", "vul": vul})
    return TableView(state, hands, trick_cards, last, result)


def card_code(index: int) -> str:
    return rulings.Card(rulings.Suit(index // 13), rulings.Rank(index % 13)).code


def _current_trick(query: dict, play: list, completed: int) -> list[tuple[str, str]]:
    """The cards of the trick in progress: since the event that completed the last trick, each
    seat's last card, unless a later rejection sent it back to the hand or to the penalty cards
    (Laws 54D, 55B, 56B), or a revoke correction replaced it (Law 62B)."""
    start = 0
    if completed:
        for i in range(len(play), 0, -1):
            if (
                len(rulings.play_state(query["deal"], query["contract"], query["declarer"], play[: i - 1]).completed)
                < completed
            ):
                start = i
                break
    current: dict[str, str] = {}
    for event in play[start:]:
        if isinstance(event, str):
            seat, card = event.split(":")
            current[seat] = card
        elif event["act"] in ("correct", "replace"):
            current[event["seat"]] = event["card"]  # the card put on the trick in place of the other (62A, 62C1)
        elif event["act"] == "reject":
            current = {s: c for s, c in current.items() if s != _last_seat(play[start:], event)}
    return list(current.items())


def _last_seat(events: list, until) -> str | None:
    seat = None
    for event in events:
        if event is until:
            return seat
        if isinstance(event, str):
            seat = event.split(":")[0]
    return seat
