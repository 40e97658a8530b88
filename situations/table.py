"""The director's table: a deal, a contract and the play record card by card, all in the GET URL,
with the ruling engine's state after each event (Laws 44-64) and the result after the last trick
(Laws 64, 77). The record is the `play` list of docs/rulings-cli.md written as comma-separated
tokens: "W:S2" (a card), "expose:E:D9", "correct:E:H7" (a revoke corrected, Law 62A), "replace:S:H2"
(a later player's card replaced after it, 62C1), "withdraw:S" (a lead to the next trick taken back after it, 62C1), "accept:S", "spread:S", "reject:S", "no_restriction:S",
"require_lead:S:H", "forbid_lead:S:H", "forbid_lead:S:D+C" (several suits at once, 51B2(b)); declarer's 57A options "require_highest:S", "require_lowest:S",
"require_suit:S:C", "forbid_suit:S:C"; a designation of dummy's card (46) "designate:S:HQ",
"designate:S:H", "designate:S:Q" or "designate:S:low" (high, low, win, any); 58B2's choice
"choose_card:W:SK"; 58B3's change of an opponent's card after it "substitute:N:DK"; Law 67's "omit:E", "supply:E:DJ", "place:E:D6" and "restore:N"; two or more cards
led or played at once (58B) "simultaneous:W:SK+S2" (every face visible) or "simultaneous:W:SK+S2:SK"
(only the faces named after the cards visible), and with ":unnoticed" last ("simultaneous:W:SK+S2:SK:
unnoticed") when they went to the trick unnoticed until both sides had played to the next trick (58B4:
Law 67 applies; "restore:W" then, 67B2); first, the auction's 26B restriction
"auction_lead:E:C+D" (the offender's partner and the suits declarer may forbid him)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

import rulings
from rulings.cards import cards_in
from rulings.designation import WORDS as DESIGNATION_WORDS

# A tuple, not the string "NESW": in a string the empty text is found too, and a claim section
# opened without a claimer, or a URL without a declarer, was taken for a seat.
SEATS = ("N", "E", "S", "W")
SUITS = "SHDC"


def is_red(suit: str) -> bool:
    """Hearts and diamonds are drawn red, symbol and every card ("card red" on the table page; the
    desk's and the casebook's holdings, desk.diagram)."""
    return suit in "HD"


RANKS = "AKQJT98765432"
# The acts a token names, by what follows the seat: nothing, a suit, a card (docs/rulings-cli.md).
# Of those, the answers to a choice the engine offers (a decision's options); then the other acts.
SEAT_CHOICES = ("accept", "spread", "reject", "no_restriction", "require_highest", "require_lowest")
SEAT_ACTS = (*SEAT_CHOICES, "omit", "restore", "withdraw")
SUIT_ACTS = ("require_lead", "forbid_lead", "require_suit", "forbid_suit")
CARD_ACTS = ("expose", "correct", "replace", "choose_card", "substitute", "supply", "place")
UNNOTICED = "unnoticed"  # 58B4: the last part of a "simultaneous" token
MAX_EVENTS = 120  # 52 cards and every correction, choice and exposure a board can hold


class RecordError(ValueError):
    """A play token the table cannot read."""


class AtOnceError(RecordError):
    """A "simultaneous" token the table cannot read: the page says how one is written."""


def parse_event(token: str):
    parts = token.split(":")
    if len(parts) == 2 and parts[0] in SEATS and len(parts[0]) == 1:
        return token
    act = parts[0]
    if act in CARD_ACTS and len(parts) == 3:
        return {"act": act, "seat": parts[1], "card": parts[2]}
    if act == "auction_lead" and len(parts) == 3:
        return {"act": act, "seat": parts[1], "suits": parts[2].split("+")}  # 26B: the suits declarer may forbid
    if act == "forbid_lead" and len(parts) == 3 and "+" in parts[2]:
        return {"act": act, "seat": parts[1], "suits": parts[2].split("+")}  # 51B2(b): one or more suits
    if act in SUIT_ACTS and len(parts) == 3:
        return {"act": act, "seat": parts[1], "suit": parts[2]}
    if act in SEAT_ACTS and len(parts) == 2:
        return {"act": act, "seat": parts[1]}
    if act == "designate" and len(parts) == 3:
        return {"act": act, "seat": parts[1], **_designated(parts[2], token)}
    if act == "simultaneous":
        return _at_once(parts, token)
    raise RecordError(token[:40])


def _at_once(parts: list[str], token: str) -> dict:
    """58B: "simultaneous:W:SK+S2", the faces visible after it if not every one (":SK"), and
    ":unnoticed" last when the cards went to the trick unnoticed (58B4, Law 67 then applies)."""
    unnoticed = parts[-1] == UNNOTICED and len(parts) in (4, 5)
    named = parts[:-1] if unnoticed else parts
    if len(named) not in (3, 4) or UNNOTICED in named:
        raise AtOnceError(token[:60])
    cards = named[2].split("+")
    visible = named[3].split("+") if len(named) == 4 else cards
    event = {"act": "simultaneous", "seat": named[1], "cards": cards, "visible": visible}
    return {**event, "unnoticed": True} if unnoticed else event


def _designated(named: str, token: str) -> dict:
    """What declarer named for dummy's card: words, a card, a suit or a rank (46A, 46B)."""
    if named in DESIGNATION_WORDS:  # the engine's words for 46B1 and 46B5
        return {"words": named}
    if len(named) == 2 and named[0] in SUITS and named[1] in RANKS:
        return {"suit": named[0], "rank": named[1]}
    if named in SUITS:
        return {"suit": named}
    if named in RANKS:
        return {"rank": named}
    raise RecordError(token[:40])


def token_of(event) -> str:
    if isinstance(event, str):
        return event
    if event["act"] == "designate":
        extra = event.get("words") or event.get("suit", "") + event.get("rank", "")
    elif event["act"] == "simultaneous":
        faces = [] if event["visible"] == event["cards"] else ["+".join(event["visible"])]
        unnoticed = [UNNOTICED] if event.get("unnoticed") else []
        return ":".join([event["act"], event["seat"], "+".join(event["cards"]), *faces, *unnoticed])
    elif event.get("suits"):
        extra = "+".join(event["suits"])
    else:
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
    proper_lead: ProperLead | None = None
    led_out_of_turn: tuple[str, str] | None = None  # (seat, card) face up while the choice is pending
    at_once: tuple[str, list[str]] | None = None  # 58B2: (seat, cards) face up while one is designated
    penalty_card_not_played: bool = False  # 52B: declarer accepts or rejects the card played instead

    @property
    def nobody_to_play(self) -> bool:
        """Nobody plays while declarer chooses: after a lead out of turn (53A, 54, 55A, 56) and after a
        defender played another card when required to play a penalty card (52B1(a): declarer "may
        accept" it; 52B2: if he does not, the defender "must substitute the penalty card"). The
        engine keeps the offender as the one to play meanwhile; he plays again only if declarer
        rejects the card."""
        return self.led_out_of_turn is not None or self.penalty_card_not_played


@dataclass(frozen=True)
class ProperLead:
    """Law 53B's case at the table: a defender (`offender`) led `card` out of turn, declarer's
    choice is pending, and the one whose turn it was to lead (`leader`) is declarer or dummy, an
    opponent of the offender. `next_in_rotation`: the leader is also the hand next after the
    irregular lead, whose card the engine records as a play to it (53A, "but see B")."""

    offender: str
    card: str
    leader: str
    next_in_rotation: bool
    declaring: bool = False  # the offender is declarer (from either hand), the leader a defender


def view(deal: str, contract: str, declarer: str, vul: bool, play: list) -> TableView | dict:
    """The table after `play`, or the engine's {"error": ...}: the hands and the trick in progress
    as the engine holds them (a card designated from dummy, 46B, a premature card turned penalty
    card, 57A, a withdrawn lead out of turn, 54D, each where the Laws put it)."""
    query = {"q": "state", "deal": deal, "contract": contract, "declarer": declarer, "play": play}
    # each revoke's `status` and `status_law`, which the page's words say (engine_words.with_revoke_status)
    query["revoke_status"] = True
    state = rulings.answer(query)
    if "error" in state:
        return state
    typed = rulings.play_state(deal, contract, declarer, play)
    trick_cards = [(SEATS[seat], card_code(card)) for seat, card in typed.current]
    penalty = {p["card"] for p in state["penalty_cards"]}
    hands = {
        SEATS[seat]: [card_code(card) for card in _cards_of(held) if card_code(card) not in penalty]
        for seat, held in enumerate(typed.hands)
    }
    led_out_of_turn = _lead_out_of_turn_pending(typed, play, hands)
    if led_out_of_turn is not None:  # on the table, not in the hand (the engine: "already on the table")
        hands[led_out_of_turn[0]].remove(led_out_of_turn[1])
    at_once = _cards_at_once_pending(typed, play)
    if at_once is not None:  # face up on the table until the card played is designated (58B2)
        hands[at_once[0]] = [card for card in hands[at_once[0]] if card not in at_once[1]]
    completed = typed.completed
    last = [(SEATS[seat], card_code(card)) for seat, card in completed[-1].cards] if completed else []
    result = None
    if state["turn"] is None:
        result = rulings.answer({**query, "q": "result", "vul": vul})
    proper_lead = proper_lead_pending(typed, play) or declarers_proper_lead_pending(state, play)
    not_played = typed.decision is not None and typed.decision.kind == "penalty_card_not_played"
    return TableView(state, hands, trick_cards, last, result, proper_lead, led_out_of_turn, at_once, not_played)


def _cards_at_once_pending(typed, play: list) -> tuple[str, list[str]] | None:
    """58B2: the cards led or played at once, both faces seen, while the card played is designated
    (the decision offers them); the engine keeps them in the hand meanwhile."""
    if typed.decision is None or typed.decision.kind != "simultaneous" or not play:
        return None
    event = play[-1]
    if not isinstance(event, dict) or event.get("act") != "simultaneous":
        return None
    return event["seat"], [card_code(card) for card in typed.decision.cards]


def _lead_out_of_turn_pending(typed, play: list, hands: dict[str, list[str]]) -> tuple[str, str] | None:
    """The card led out of turn while the choice it gives is pending (53-56: accept or reject; 54:
    spread too): it lies face up on the table, and nobody is to play until the choice is made. The
    engine keeps it in the hand meanwhile; as in `proper_lead_pending`, it is the record's last card
    (an exposed card or a dummy's card faced, 54A/54C, are acts, not cards played)."""
    if typed.decision is None or typed.decision.kind != "lead_out_of_turn":
        return None
    led = _last_card(play)
    if led is None or led[2:] not in hands.get(led[0], ()):
        return None
    return led[0], led[2:]


def leads_taken_back(deal: str, contract: str, declarer: str, play: list, error: str) -> list | None:
    """The record of a table link saved before session 47, replayable now, or None.

    Until then a revoke's correction took the non-offender's lead to the next trick back to his hand
    at once (the engine's 47A), and the player led again, the same card or another; the link records
    that second lead straight after the `correct` event. Since then the lead stays unless he takes
    it back (62C1: TR "Kusursuz tarafın her iki üyesi ... oynamış olabileceği her kartı geri
    alabilir", WBF "Each member of the non-offending side may withdraw ... any card he may have
    played after the revoke"), so the engine refuses the second lead ("SA is not in N's hand") and
    the page lost the board. What the old link records is his lead taken back and made again: a
    `withdraw` is put before it where the engine refused that lead and takes the withdrawal."""
    repaired = list(play)
    for _ in range(len(play)):
        refused = refused_event(error)
        at = refused[0] if refused else 0
        if at == 0 or not _lead_after_correction(repaired, at):
            return None
        withdraw = {"act": "withdraw", "seat": repaired[at][0]}
        query = {"q": "state", "deal": deal, "contract": contract, "declarer": declarer}
        if "error" in rulings.answer({**query, "play": [*repaired[:at], withdraw]}):
            return None
        repaired.insert(at, withdraw)
        error = rulings.answer({**query, "play": repaired}).get("error", "")
        if not error:
            return repaired
    return None


_REFUSED_EVENT = re.compile(r"play\[(?P<index>\d+)\]: (?P<problem>.+)")


def refused_event(error: str) -> tuple[int, str] | None:
    """The index of the event the engine refused and what it says of it ("play[6]: C2 is not in
    S's hand" -> (6, "C2 is not in S's hand")), if its error names an event."""
    event = _REFUSED_EVENT.fullmatch(error)
    return (int(event.group("index")), event.group("problem")) if event else None


def _lead_after_correction(play: list, at: int) -> bool:
    """Whether event `at` is a card straight after a revoke's correction."""
    before = play[at - 1]
    return isinstance(play[at], str) and isinstance(before, dict) and before.get("act") == "correct"


def proper_lead_pending(typed, play: list) -> ProperLead | None:
    """53B's case as the engine states it (`proper_leader`: the declarer or dummy whose turn it was
    to lead after a defender's lead out of turn, while declarer's choice is pending); the lead out
    of turn is then the last card of the record. The page only says where it stands: whether the
    proper leader is also next in rotation to the irregular lead, whose card the engine records as
    a play to it (53A, "but see B")."""
    leader = typed.proper_leader
    led = _last_card(play)
    if leader is None or led is None:
        return None
    offender = SEATS.index(led[0])
    return ProperLead(SEATS[offender], led[2:], SEATS[leader], leader == (offender + 1) % 4)


def declarers_proper_lead_pending(state: dict, play: list) -> ProperLead | None:
    """53B after declarer's own lead out of turn (55A) from either hand, while the defenders' choice
    is pending: the defender whose turn it was to lead (the engine's `turn`) is "an opponent of the
    player who led out of turn" and "may make his proper lead to the trick of the infraction without
    his card being deemed played to the irregular lead" (TR "bu rakip, oynadığı kart usulsüz çıkışa
    verilmiş bir kart sayılmaksızın aykırılığın gerçekleştiği löveye doğru çıkışı yapabilir"). The
    engine records the card of the defender next in rotation as a play to the lead (53A) and no
    other card before the choice."""
    decision, turn, led = state.get("decision"), state.get("turn"), _last_card(play)
    if not decision or "55A" not in state["laws"] or set(decision["options"]) != {"accept", "reject"}:
        return None
    if led is None or turn is None or led[0] not in (state["declarer"], _partner(state["declarer"])):
        return None
    if turn in (state["declarer"], _partner(state["declarer"])):
        return None  # 55B2: declarer led from the wrong hand; no opponent was to lead
    offender = led[0]
    return ProperLead(offender, led[2:], turn, SEATS.index(turn) == (SEATS.index(offender) + 1) % 4, True)


def _partner(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 2) % 4]


def _last_card(play: list) -> str | None:
    """The record's last card played ("E:S7"), past the acts after it (an exposed card, a dummy's
    card faced: dicts, not cards played)."""
    return next((event for event in reversed(play) if isinstance(event, str)), None)


def _cards_of(held: int) -> list[int]:
    """The card indices of a hand's bit set as the deal writes them: spades first, each suit from
    the ace down (the engine's order of `legal`)."""
    return list(reversed(cards_in(held)))


def card_code(index: int) -> str:
    return rulings.Card(rulings.Suit(index // 13), rulings.Rank(index % 13)).code
