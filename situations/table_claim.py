"""A claim or concession at the director's table (Laws 68-71): the position at the moment of the
claim as the engine's `claim` query (docs/rulings-cli.md, "Additions"), from what the table has
recorded; the statement as the director taps it in (the cards in the order stated, a finesse
card, trumps mentioned or not; a defending claimer's partner's cards kept but marked, as the engine
reads them as not stated: Law 70D2), his finding on whether the claimer knew of the opponents' trump
(70C2; where they hold none, whether he knew none was left: rule 10 of the engine's model, since
branch claimrule, `trumps_at_claim`), and whether the opponents agreed to the claim or concession (69A: then Law 69, not Law 70,
applies; 68D1). The page shows the engine's answer (situations.engine_words).

The table knows, better than a typed query would: the cards still held (a penalty card is still
the player's: Law 50A, and in declarer's claim it is passed as one: Laws 50, 51), the cards of the trick in progress in order from its leader, and which
opponents have already failed to follow a suit (Law 70E1's exception).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import rulings
from rulings import words as names
from rulings.cards import CARD_CODES
from rulings.claims.claim import ClaimError, ClaimTooOpen
from rulings.claims.query import claim_answer, parse_claim

from .table import SEATS, SUITS, TableView, card_code, hands_of

RANKS = "AKQJT98765432"
# Positions the claim search may visit for a page (a few seconds of one core); past it the page
# asks for more of the statement rather than keeping the director waiting for minutes.
WEB_BUDGET = 100_000


def ask(query: dict) -> dict:
    """The engine's answer to a `claim` query, searched within WEB_BUDGET; {"error": ...} else,
    with "too_open" set when the search ran past WEB_BUDGET."""
    try:
        return claim_answer(query, WEB_BUDGET)
    except ClaimError as error:
        # The engine's message names the query's fields ("top_down", "claimed"), in English: the
        # page says it in its own words, from the refusal's data (rulings.Refusal: `refused`).
        refusal = rulings.Refusal(rulings.QueryError.of(error))
        refusal["too_open"] = isinstance(error, ClaimTooOpen)
        return refusal


def outstanding_trump(query: dict) -> bool:
    """Whether one of the claimer's opponents still holds a trump at the claim, the condition of
    Law 70C (TR "Rakiplerden birinin elinde bir koz kaldığında", WBF "When a trump remains in one
    of the opponents' hands"): never in a notrump contract."""
    side = (query["claimer"], names.partner(query["claimer"]))
    return _holds_trump(query, [seat for seat in SEATS if seat not in side])


def _holds_trump(query: dict, seats: list[str]) -> bool:
    """Whether one of `seats` holds a card of the query's trump suit (none in notrump)."""
    if query["trump"] not in SUITS:
        return False
    hands = hands_of(query["deal"])
    return any(card[0] == query["trump"] for seat in seats for card in hands[seat])


def trumps_at_claim(query: dict) -> str:
    """How the engine reads the statement's `trumps` and `aware` for this claimer (docs/rulings-cli.md,
    "Additions", `statement`, rules 9 and 10): "outstanding" where one of his opponents holds a trump
    (Law 70C: the statement mentioned that trump, 70C1; the Director finds he knew of it, 70C2);
    "drawn" where in a suit contract his opponents hold none and his side still holds one (70C does
    not apply, TR "Rakiplerden birinin elinde bir koz kaldığında"; the engine reads either field as
    the claimer knowing none was left, and rule 10 keeps his side from leading its own trumps to
    its cost: in a defender's claim his own hand only, since branch qa106); "" where no hand holds a
    trump (notrump, or all played): the fields change nothing."""
    if outstanding_trump(query):
        return "outstanding"
    return "drawn" if _holds_trump(query, [query["claimer"], names.partner(query["claimer"])]) else ""


def not_binding(query: dict) -> frozenset[str]:
    """The cards of the query's statement the engine reads as not stated: a defending claimer's
    partner's (rulings.claims.claim.Claim.not_binding, Law 70D2); none in declarer's claim."""
    try:
        return frozenset(CARD_CODES[card] for card in parse_claim(query).not_binding)
    except ClaimError:
        return frozenset()  # the engine's answer names what is wrong with the query


@dataclass(frozen=True)
class ClaimInput:
    """What the director enters: who claimed, how many of the remaining tricks his side claims,
    and the statement (68C) as repeated to him (70B1)."""

    claimer: str
    claimed: int
    stated: tuple[str, ...] = ()
    finesse: tuple[str, ...] = ()
    trumps: bool = False
    top_down: bool = False
    aware: bool = False  # the Director's finding: 70C2's (he knew of the opponents' trump), or rule 10's
    agreed: bool = False  # 69A: the opponents agreed and raised no objection in time
    # declarer's 50D2/51B choice as stated in his claim: ("require"|"forbid", suits) or ("none", ())
    lead_choice: tuple[str, tuple[str, ...]] | None = None
    # declarer's 51A designation as stated in his claim: a penalty card ("SK"), or None (claimdesig);
    # or an order of them, ("SK", "D2") (claimwords): the engine's `statement.designation` list
    designation: str | tuple[str, ...] | None = None
    # the statement said he would draw the opponents' trumps first (`statement.draw_trumps`, rule 11;
    # branch drawtrumps): read only where an opponent of the claimer holds a trump, as the page offers it
    draw_trumps: bool = False


def tricks_left(shown: TableView) -> int:
    return 13 - shown.state["trick"] + 1 if shown.state["turn"] else 0


def state_at_claim(deal: str, contract: str, declarer: str, play: list, claimer: str, agreed: bool) -> dict:
    """The engine's `state` once the claim is made (docs/rulings-cli.md, Additions, "A claim's effect
    on each revoke"): each revoke's status with the claim by `claimer`'s side (63A3) and, if
    `agreed`, the opponents' agreement to it (63A4), so that the page says what becomes of each
    revoke without working out 63A itself. None where the engine refuses (Law 68, play over)."""
    query = {"q": "state", "deal": deal, "contract": contract, "declarer": declarer, "play": play}
    query.update(revoke_status=True, claim_by=claimer, **({"claim_agreed": True} if agreed else {}))
    got = rulings.answer(query)
    return None if "error" in got else got


def only_the_trick_in_progress(shown: TableView) -> bool:
    """Whether the one trick left is in progress (a card is on the thirteenth trick), where nothing
    said is a claim (Law 68: TR "bunun o anda oynanan löveden sonraki löveleri kastetmesi gerekir.
    Eğer eylem yalnızca o an oynanmakta olan lövenin kazanılması veya kaybedilmesine ilişkin ise, oyun
    normal olarak devam eder"; WBF "it must refer to tricks other than one currently in progress. If
    the statement or action pertains only to the winning or losing of an uncompleted trick currently
    in progress, play proceeds regularly"). The engine's `claim` query refuses that position
    (problem `trick_in_progress_only`); the page asks this only to leave out the link that would
    lead there (session 85, law187)."""
    return tricks_left(shown) == 1 and bool(shown.trick_cards)


def claim_query(deal: str, contract: str, declarer: str, play: list, shown: TableView, entered: ClaimInput) -> dict:
    """The `claim` query for the position the table shows after `play` on `deal`."""
    trick = [card for _, card in shown.trick_cards]
    lead = shown.trick_cards[0][0] if shown.trick_cards else shown.state["turn"]
    query = {
        "q": "claim",
        "deal": remaining_deal(shown),
        "trump": trump_of(contract),
        "lead": lead,
        "trick": trick,
        "claimer": entered.claimer,
        "declarer": shown.state.get("declarer", declarer),
        "claimed": entered.claimed,
        "statement": {
            "cards": list(entered.stated),
            "trumps": entered.trumps,
            "finesse": list(entered.finesse),
            "aware": entered.aware,
            **stated_choice(entered.lead_choice),
            # 51A, stated (claimdesig): passed whoever claims; the engine refuses it in a defender's
            # claim, or naming a card that is not one of two or more penalty cards, and the page says so
            **({"designation": designation_list(entered.designation)} if entered.designation else {}),
        },
        "top_down": entered.top_down,
        "shown_out": shown_out(deal, contract, declarer, play, entered.claimer),
        "agreed": entered.agreed,
        "penalty": penalty_cards(shown, entered.claimer, shown.state.get("declarer", declarer)),
        **lead_choice(shown, entered.claimer, shown.state.get("declarer", declarer)),
    }
    if entered.draw_trumps and outstanding_trump(query):
        # a stated draw is a statement about the trump (70C1): the engine takes it with `trumps`
        query["statement"].update(trumps=True, draw_trumps=True)
    return query


def designation_list(designation: str | tuple[str, ...]) -> list[str]:
    """The statement's `designation` (docs/rulings-cli.md, Additions: "a list of penalty cards in the
    order declarer says he will designate them") from one card or an order of them."""
    return [designation] if isinstance(designation, str) else list(designation)


def stated_choice(choice: tuple[str, tuple[str, ...]] | None) -> dict:
    """The statement's `lead_choice` (docs/rulings-cli.md, "Additions": a `state` play event without
    its seat) for declarer's 50D2/51B choice as stated in his claim: 50D2(a) to require the lead of
    the penalty card's suit or to prohibit it (51B2(b): one or more of the suits), 50D2(b) neither;
    nothing when not stated. The page passes it whoever claims: the engine refuses it in a
    defender's claim, or naming a suit of no major penalty card, and the page says so."""
    if choice is None:
        return {}
    act, suits = choice
    if act == "none":
        return {"lead_choice": {"act": "no_restriction"}}
    if act == "require":
        return {"lead_choice": {"act": "require_lead", "suit": suits[0]}}
    return {"lead_choice": {"act": "forbid_lead", "suits": list(suits)}}


def lead_choice(shown: TableView, claimer: str, declarer: str) -> dict:
    """Declarer's choice for a defender's lead made before the claim, as the table's state holds
    it: `lead_restriction` (the state's, a prohibition lasting "for as long as he retains the lead",
    50D2(a), TR "çıkış kendisinde kaldığı müddetçe"; or the suit required to the lead at the claim),
    and `lead_chosen` when the choice for the lead at the claim is made: a defender to lead to an
    empty trick, his partner with a major penalty card on the table, and no choice pending (50D2:
    TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz",
    WBF "he may not lead until declarer has stated which of the options below is selected"; the
    state asks for it in `decision` until declarer has), 50D2(b) when nothing is in force. Before,
    the engine tried every choice again at that lead, against the claimer (70A). In a defender's
    claim too since branch claimpen3 (none before, as `penalty_cards`): the engine then holds the
    claimer's own side to the choice made."""
    state = shown.state
    out: dict = {}
    if state.get("lead_restriction"):
        out["lead_restriction"] = state["lead_restriction"]
    turn = state.get("turn")
    defender = turn is not None and turn not in (declarer, names.partner(declarer))
    partners_major = defender and any(
        p["seat"] == names.partner(turn) and p["kind"] == "major" for p in state["penalty_cards"]
    )
    if partners_major and not shown.trick_cards and state.get("decision") is None:
        out["lead_chosen"] = True
    return out


def penalty_cards(shown: TableView, claimer: str, declarer: str) -> list[dict]:
    """The defenders' penalty cards on the table at the claim, as the table's state lists them,
    for the engine to hold the defenders to them (Laws 50, 51; the query's `penalty`): the
    claimer's opponents in declarer's claim, the claimer's own side in a defender's (since branch
    claimpen3, where the engine takes declarer's choices and designations against the claimer,
    70A; before, none were passed there and the claim was ruled with every card free)."""
    return [{"seat": p["seat"], "card": p["card"], "kind": p["kind"]} for p in shown.state["penalty_cards"]]


def remaining_deal(shown: TableView) -> str:
    """A PBN Deal value of the cards not yet played to a completed trick: each hand's cards, its
    penalty cards, its card on the trick in progress, and a card led out of turn or cards played at
    once that the page shows on the table while a choice is pending."""
    held = {seat: list(cards) for seat, cards in shown.hands.items()}
    for penalty in shown.state["penalty_cards"]:
        held[penalty["seat"]].append(penalty["card"])
    for seat, card in shown.trick_cards:
        held[seat].append(card)
    # A lead out of turn awaiting the choice, cards played at once awaiting the designation: the
    # page shows them on the table, not in the hand; they are still the player's.
    if shown.led_out_of_turn is not None:
        held[shown.led_out_of_turn[0]].append(shown.led_out_of_turn[1])
    if shown.at_once is not None:
        held[shown.at_once[0]] += shown.at_once[1]
    return "N:" + " ".join(_pbn_hand(held[seat]) for seat in SEATS)


def _pbn_hand(cards: list[str]) -> str:
    return ".".join("".join(sorted((c[1] for c in cards if c[0] == suit), key=RANKS.index)) for suit in SUITS)


def trump_of(contract: str) -> str:
    match = re.match(r"^[1-7](NT|[CDHS])", contract)
    return match.group(1) if match else "NT"


def shown_out(deal: str, contract: str, declarer: str, play: list, claimer: str) -> list[dict]:
    """The claimer's opponents who failed to follow to a suit on a completed trick (70E1)."""
    state = rulings.play_state(deal, contract, declarer, play)
    side = SEATS.index(claimer) % 2
    found: list[dict] = []
    for trick in state.completed:
        led = card_code(trick.cards[0][1])[0]
        for seat_index, card in trick.cards[1:]:
            seat = SEATS[seat_index]
            entry = {"seat": seat, "suit": led}
            if seat_index % 2 != side and card_code(card)[0] != led and entry not in found:
                found.append(entry)
    return found
