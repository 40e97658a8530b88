"""The `claim` query's JSON boundary (docs/rulings-cli.md, "Additions"): read the fields into a
`rulings.claims.claim.Claim`, rule on it (Laws 68C, 69A, 70, 71B), shape the answer. Every problem is a
ClaimError whose message names the field.
"""

from __future__ import annotations

import difflib
from functools import lru_cache

from ..cards import CARD_CODES, CARD_INDEX
from ..deal import DealError, _ranks_mask
from .claim import Claim, ClaimError, Ruling, Statement, rule
from .search import NODE_BUDGET

SEATS = "NESW"
STRAINS = {"C": 0, "D": 1, "H": 2, "S": 3, "NT": None}


def parse_deal(text: object) -> tuple[int, int, int, int]:
    """A PBN Deal value whose hands may hold fewer than 13 cards (the cards still to be played)."""
    if not isinstance(text, str):
        raise ClaimError('deal: must be a PBN Deal string like "N:AK.Q..J2 ..."')
    head, colon, body = text.strip().partition(":")
    if not colon or head.upper() not in ("N", "E", "S", "W"):
        raise ClaimError('deal: must start with the first seat and a colon, e.g. "N:"')
    texts = body.split()
    if len(texts) != 4:
        raise ClaimError(f"deal: must give four hands, found {len(texts)}")
    hands = [0, 0, 0, 0]
    seen = 0
    first = SEATS.index(head.upper())
    for offset, hand_text in enumerate(texts):
        seat = (first + offset) % 4
        suits = hand_text.split(".")
        if len(suits) != 4:
            raise ClaimError(f"deal: {SEATS[seat]}'s hand must have four suits separated by dots")
        try:
            mask = sum(_ranks_mask(ranks, 3 - i, SEATS[seat]) << (13 * (3 - i)) for i, ranks in enumerate(suits))
        except DealError as exc:
            raise ClaimError(f"deal: {exc}") from None
        if mask & seen:
            card = CARD_CODES[(mask & seen).bit_length() - 1]
            raise ClaimError(f"deal: {card} is in two hands")
        seen |= mask
        hands[seat] = mask
    return hands[0], hands[1], hands[2], hands[3]


def _seat(query: dict, name: str) -> int:
    value = query.get(name)
    if not (isinstance(value, str) and len(value) == 1 and value in SEATS):
        raise ClaimError(f"{name}: must be a seat N, E, S or W, not {value!r}")
    return SEATS.index(value)


def _cards(value: object, name: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise ClaimError(f'{name}: must be a list of cards like ["SA", "HK"]')
    out = []
    for i, code in enumerate(value):
        card = CARD_INDEX.get(code) if isinstance(code, str) else None
        if card is None:
            raise ClaimError(f'{name}[{i}]: {code!r} is not a card (suit C D H S + rank AKQJT98765432, e.g. "SA")')
        out.append(card)
    return tuple(out)


def _flag(data: dict, name: str, where: str) -> bool:
    value = data.get(name, False)
    if type(value) is not bool:
        raise ClaimError(f"{where}: must be true or false, not {value!r}")
    return value


STATEMENT_FIELDS = ("cards", "trumps", "draw_trumps", "finesse", "aware", "lead_choice", "designation")
QUERY_FIELDS = (
    "q",
    "deal",
    "trump",
    "lead",
    "trick",
    "claimer",
    "declarer",
    "claimed",
    "statement",
    "top_down",
    "shown_out",
    "agreed",
    "penalty",
    "lead_restriction",
    "lead_chosen",
)
VOID_FIELDS = ("seat", "suit")
PENALTY_FIELDS = ("seat", "card", "kind")
RESTRICTION_FIELDS = ("seat", "forbid", "require", "forbidden")
CHOICE_FIELDS = ("act", "suit", "suits")
CHOICE_ACTS = {"require_lead": "require", "forbid_lead": "forbid", "no_restriction": "none"}
# How like a field's name an unknown key must be to be read as that field misspelt (difflib's
# ratio): "statment", "shownout", "top-down", "agred", "led" are; "dealer", "leader", "vul" and
# "id" are not, and stay extra fields the contract ignores.
MISSPELT = 0.85


def ignored_fields(query: dict) -> list[str]:
    """The top-level keys that look like one of the query's own fields given wrongly, each with
    what it looks like. The contract ignores unknown extra fields (docs/rulings-cli.md), and so
    does the query; but a misspelt `statement` drops the whole statement, ruled then as silence
    and so against the claimer (70A: TR "talep ile ilgili her şüpheli durum talep edenin
    aleyhine çözümlenecektir", WBF "any doubtful point as to a claim shall be resolved against the
    claimer"), so the answer says which keys it ignored (extra fields in an answer are allowed).
    Other extra keys (`id`, `vul`, `dealer`) are ignored without a word."""
    notes = []
    for key in query:
        name = str(key)
        if name in QUERY_FIELDS:
            continue
        if name in STATEMENT_FIELDS:
            notes.append(f"{name}: a field of the statement, not of the query (statement.{name}); ignored")
            continue
        near = difflib.get_close_matches(name.lower(), QUERY_FIELDS, n=1, cutoff=MISSPELT)
        if near:
            notes.append(f"{name}: not a field of the claim query (did you mean {near[0]}?); ignored")
    return notes


def _known_fields(data: dict, fields: tuple[str, ...], where: str, what: str) -> None:
    """Refuse a key of an object inside the query that it does not have. A misspelt field ("trump"
    for the statement's "trumps") was read as absent: a statement about the trump (70C1) ruled as
    silence, against the claimer, without a word; a void's the same."""
    for key in data:
        if key not in fields:
            raise ClaimError(f"{where}.{key}: not a field of {what} ({', '.join(fields)})")


def _statement(query: dict) -> Statement:
    data = query.get("statement", {})
    if not isinstance(data, dict):
        raise ClaimError('statement: must be an object like {"cards": ["SA"], "trumps": false, "aware": false}')
    _known_fields(data, STATEMENT_FIELDS, "statement", "the statement")
    return Statement(
        cards=_cards(data.get("cards", []), "statement.cards"),
        trumps=_said_trumps(data),
        draw_trumps=_flag(data, "draw_trumps", "statement.draw_trumps"),
        finesses=_finesses(data.get("finesse", [])),
        aware=_flag(data, "aware", "statement.aware"),
        lead_choice=_lead_choice(data.get("lead_choice")),
        designation=_cards(data.get("designation", []), "statement.designation"),
    )


def _said_trumps(data: dict) -> bool:
    """`trumps`, implied by `draw_trumps`: a claimer who said he would draw the opponents' trumps
    made a statement about them (70C1, TR "Talep eden koz hakkında bir beyanda bulunmamışsa"; WBF
    "claimer made no statement about that trump"). Both true is the same statement given twice;
    `trumps` false beside it says he said nothing of the trump, which contradicts it."""
    trumps = _flag(data, "trumps", "statement.trumps")
    if _flag(data, "draw_trumps", "statement.draw_trumps"):
        if "trumps" in data and not trumps:
            raise ClaimError(
                "statement.trumps: false, but statement.draw_trumps is true: a statement that he would "
                "draw the trumps is a statement about them (70C1); give trumps true or leave it out"
            )
        return True
    return trumps


def _suit(value: object, name: str) -> int:
    if not (isinstance(value, str) and len(value) == 1 and value in "CDHS"):
        raise ClaimError(f"{name}: must be a suit C, D, H or S, not {value!r}")
    return "CDHS".index(value)


def _suits(value: object, name: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not value:
        raise ClaimError(f'{name}: must be a list of one or more suits like ["D", "C"]')
    out: list[int] = []
    for i, item in enumerate(value):
        suit = _suit(item, f"{name}[{i}]")
        if suit in out:
            raise ClaimError(f"{name}: {item} is given twice")
        out.append(suit)
    return tuple(out)


def _lead_choice(data: object) -> tuple[str, tuple[int, ...]] | None:
    """Declarer's 50D2/51B choice as stated in the claim, an event of the `state` query's play
    without its seat: {"act": "require_lead", "suit": "C"}, {"act": "forbid_lead", "suits": ["D"]}
    (or "suit"), {"act": "no_restriction"}; read against `penalty` by `claim.validate`."""
    if data is None:
        return None
    example = '{"act": "forbid_lead", "suit": "S"}'
    if not isinstance(data, dict):
        raise ClaimError(f"statement.lead_choice: must be an object like {example}")
    _known_fields(data, CHOICE_FIELDS, "statement.lead_choice", "a lead choice")
    act = data.get("act")
    if act not in CHOICE_ACTS:
        raise ClaimError(f"statement.lead_choice.act: must be require_lead, forbid_lead or no_restriction, not {act!r}")
    if act == "no_restriction":
        if "suit" in data or "suits" in data:
            raise ClaimError("statement.lead_choice: no_restriction names no suit (50D2(b))")
        return "none", ()
    if "suit" in data and "suits" in data:
        raise ClaimError('statement.lead_choice.suits: give "suit" or "suits", not both')
    if "suits" in data:
        suits = _suits(data["suits"], "statement.lead_choice.suits")
        if act == "require_lead" and len(suits) > 1:
            raise ClaimError(
                "statement.lead_choice.suits: only forbid_lead takes several suits (Law 51B2(b)); "
                "require_lead takes one suit"
            )
        return CHOICE_ACTS[act], suits
    return CHOICE_ACTS[act], (_suit(data.get("suit"), "statement.lead_choice.suit"),)


def _lead_restriction(query: dict) -> tuple[int, int | None, tuple[int, ...]] | None:
    """Declarer's 50D2/51B choice in force at the claim, as the `state` answer's `lead_restriction`
    gives it: {"seat": "W", "forbid": "D"}, {"seat": "W", "require": "C"}, with `forbidden` (every
    suit forbidden, in order) when one suit cannot say it; null or absent when none is in force."""
    data = query.get("lead_restriction")
    if data is None:
        return None
    example = '{"seat": "W", "forbid": "D"}'
    if not isinstance(data, dict):
        raise ClaimError(f"lead_restriction: must be null or an object like {example}")
    _known_fields(data, RESTRICTION_FIELDS, "lead_restriction", "a lead restriction")
    seat = data.get("seat")
    if not (isinstance(seat, str) and len(seat) == 1 and seat in SEATS):
        raise ClaimError(f"lead_restriction.seat: must be a seat N, E, S or W, not {seat!r}")
    if "forbid" in data and "require" in data:
        raise ClaimError(
            'lead_restriction: give "forbid" or "require", not both (with a requirement, the suits '
            'forbidden go in "forbidden")'
        )
    if "forbid" not in data and "require" not in data:
        raise ClaimError('lead_restriction: must give "forbid" or "require"')
    required = _suit(data["require"], "lead_restriction.require") if "require" in data else None
    forbid = _suit(data["forbid"], "lead_restriction.forbid") if "forbid" in data else None
    forbidden = _suits(data["forbidden"], "lead_restriction.forbidden") if "forbidden" in data else ()
    if forbid is not None:
        if forbidden and forbidden[0] != forbid:
            raise ClaimError(
                f"lead_restriction.forbidden: must begin with the suit of forbid ({'CDHS'[forbid]}), "
                "the first suit forbidden"
            )
        forbidden = forbidden or (forbid,)
    return SEATS.index(seat), required, forbidden


def _finesses(value: object) -> frozenset[int]:
    """The cards the claimer said he would finesse with (70E1), each once: a card named twice is a
    mistake in the query (the engine keeps a set), refused as `statement.cards` refuses one."""
    cards = _cards(value, "statement.finesse")
    for i, card in enumerate(cards):
        if card in cards[:i]:
            raise ClaimError(f"statement.finesse[{i}]: {CARD_CODES[card]} is named twice")
    return frozenset(cards)


def _shown_out(query: dict, claimer: int) -> frozenset[tuple[int, int]]:
    """The opponents' voids shown before the claim: 70E1's exception is an opponent's (TR "bir
    rakip, talep ileri sürülmeden önce o kartın rengine uymamış"; WBF "an opponent failed to follow
    to the suit of that card before the claim was made"), so a seat of the claimer's side is refused,
    and so is a void given twice."""
    items = query.get("shown_out", [])
    if not isinstance(items, list):
        raise ClaimError('shown_out: must be a list like [{"seat": "E", "suit": "H"}]')
    out = set()
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise ClaimError(f'shown_out[{i}]: must be an object like {{"seat": "E", "suit": "H"}}')
        _known_fields(item, VOID_FIELDS, f"shown_out[{i}]", "a void")
        seat = _seat(item, "seat") if item.get("seat") in tuple(SEATS) else None
        if seat is None:
            raise ClaimError(f"shown_out[{i}].seat: must be a seat N, E, S or W, not {item.get('seat')!r}")
        suit = item.get("suit")
        if not (isinstance(suit, str) and len(suit) == 1 and suit in "CDHS"):
            raise ClaimError(f"shown_out[{i}].suit: must be a suit C, D, H or S, not {suit!r}")
        if seat % 2 == claimer % 2:
            raise ClaimError(
                f"shown_out[{i}].seat: {SEATS[seat]} is on the claimer's side; 70E1 speaks of an opponent's void"
            )
        if (seat, "CDHS".index(suit)) in out:
            raise ClaimError(f"shown_out[{i}]: {SEATS[seat]}'s void in {suit} is given twice")
        out.add((seat, "CDHS".index(suit)))
    return frozenset(out)


def _penalty(query: dict) -> tuple[tuple[int, int, bool], ...]:
    """The defenders' penalty cards on the table at the claim (Laws 50, 51), each a seat, a card
    and its kind, `major` or `minor` (50B); read against the deal by `claim.validate`."""
    items = query.get("penalty", [])
    example = '{"seat": "E", "card": "SK", "kind": "major"}'
    if not isinstance(items, list):
        raise ClaimError(f"penalty: must be a list like [{example}]")
    out = []
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise ClaimError(f"penalty[{i}]: must be an object like {example}")
        _known_fields(item, PENALTY_FIELDS, f"penalty[{i}]", "a penalty card")
        seat = item.get("seat")
        if not (isinstance(seat, str) and len(seat) == 1 and seat in SEATS):
            raise ClaimError(f"penalty[{i}].seat: must be a seat N, E, S or W, not {seat!r}")
        code = item.get("card")
        card = CARD_INDEX.get(code) if isinstance(code, str) else None
        if card is None:
            raise ClaimError(
                f'penalty[{i}].card: {code!r} is not a card (suit C D H S + rank AKQJT98765432, e.g. "SK")'
            )
        kind = item.get("kind")
        if kind not in ("major", "minor"):
            raise ClaimError(f'penalty[{i}].kind: must be "major" or "minor" (Law 50B), not {kind!r}')
        out.append((SEATS.index(seat), card, kind == "major"))
    return tuple(out)


def _top_down(value: object) -> bool | frozenset[int]:
    """70E2's order: true (every suit whose order was not stated), false, or the suits the
    Director deems played from the top (["S", "H"]: EBU White Book 8.70.5, "each individual case
    should be considered")."""
    if type(value) is bool:
        return value
    if not isinstance(value, list):
        raise ClaimError(f'top_down: must be true, false or a list of suits like ["S", "H"], not {value!r}')
    suits = set()
    for i, suit in enumerate(value):
        if not (isinstance(suit, str) and len(suit) == 1 and suit in "CDHS"):
            raise ClaimError(f"top_down[{i}]: must be a suit C, D, H or S, not {suit!r}")
        suits.add("CDHS".index(suit))
    return frozenset(suits)


def parse_claim(query: dict) -> Claim:
    if "deal" not in query:
        raise ClaimError("deal: missing")
    hands = parse_deal(query["deal"])
    trump_text = query.get("trump")
    if not isinstance(trump_text, str) or trump_text not in STRAINS:  # a list is unhashable
        raise ClaimError(f"trump: must be C, D, H, S or NT, not {trump_text!r}")
    claimed = query.get("claimed")
    if type(claimed) is not int:
        raise ClaimError(f"claimed: must be an integer, not {claimed!r}")
    # lead and trick first: a query with several faults is refused for the first in the fields' order
    lead, trick = _seat(query, "lead"), _cards(query.get("trick", []), "trick")
    claimer = _seat(query, "claimer")  # before shown_out, which is read against the claimer's side
    return Claim(
        hands=hands,
        trump=STRAINS[trump_text],
        lead=lead,
        trick=trick,
        claimer=claimer,
        declarer=_seat(query, "declarer"),
        claimed=claimed,
        statement=_statement(query),
        top_down=_top_down(query.get("top_down", False)),
        shown_out=_shown_out(query, claimer),
        agreed=_flag(query, "agreed", "agreed"),
        penalty=_penalty(query),
        lead_restriction=_lead_restriction(query),
        lead_chosen=_flag(query, "lead_chosen", "lead_chosen"),
    )


def ruling_answer(ruling: Ruling) -> dict:
    line = None if ruling.losing_line is None else [f"{SEATS[s]}:{CARD_CODES[c]}" for s, c in ruling.losing_line]
    return {
        "dd_tricks": ruling.dd_tricks,
        "worst_tricks": ruling.worst_tricks,
        "losing_line": line,
        "decides": ruling.decides,
        "line_shows_decides": ruling.line_shows_decides,
        "awarded": ruling.awarded,
        "laws": list(ruling.laws),
        **_losing_choices(ruling),
    }


def _losing_choices(ruling: Ruling) -> dict:
    """`losing_choices` (branch claimui): with penalty cards on the table, what declarer chose on
    `losing_line`, which shows the cards and not the choice behind them: each 50D2/51B choice before
    a defender's lead (`at`: the index in `losing_line` of the lead it was made before; `seat`: the
    defender on lead; `act` in the `state` query's words, `require_lead`, `forbid_lead`,
    `no_restriction`; `suits`), and each penalty card he designated of two or more that could be
    played (51A: `act` `designate`, `card`). Absent when there is none (always without `penalty`
    or `lead_restriction`, so the answers without them are as before)."""
    if ruling.losing_line is None or not (ruling.losing_choices or ruling.designated):
        return {}
    acts = {"none": "no_restriction", "require": "require_lead", "forbid": "forbid_lead"}
    paragraphs = ruling.choice_laws or (None,) * len(ruling.losing_choices)
    made = [
        {
            "at": index,
            "seat": SEATS[ruling.losing_line[index][0]],
            "act": acts[act],
            **({"suits": ["CDHS"[suit] for suit in suits]} if suits else {}),
            # qa97: the paragraph of the choice, by the penalty cards on the table then (50D2(a),
            # 50D2(b), 51B1(a), 51B1(b), 51B2(a), 51B2(b), 51B2(c)), as the `state` query cites it
            **({"law": law} if law else {}),
        }
        for (index, act, suits), law in zip(ruling.losing_choices, paragraphs, strict=True)
    ]
    made += [
        {"at": index, "seat": SEATS[ruling.losing_line[index][0]], "act": "designate", "card": CARD_CODES[card]}
        for index, card in ruling.designated
    ]
    return {"losing_choices": sorted(made, key=lambda choice: choice["at"])}


# The rulings of the claims last asked here, by the claim as read (the same position and statement
# however the query spelt them) and the search's budget and table (a budget may refuse what a larger
# one answers; ClaimTooOpen is not kept). The table page asks the same claim again when its reader
# switches language or comes back to it, and the claim quiz meets a position again; a search is
# 5 ms to seconds of CPU. A Ruling is frozen (tuples throughout): the answer is shaped anew each time.
CLAIMS_KEPT = 256


def refuse_the_trick_in_progress_alone(claim: Claim) -> None:
    """Law 68: TR "Bu yasalara göre bir beyan veya eylemin löve talebi veya terki oluşturması için,
    bunun o anda oynanan löveden sonraki löveleri kastetmesi gerekir. Eğer eylem yalnızca o an
    oynanmakta olan lövenin kazanılması veya kaybedilmesine ilişkin ise, oyun normal olarak devam
    eder"; WBF "For a statement or action to constitute a claim or concession of tricks under these
    Laws, it must refer to tricks other than one currently in progress. If the statement or action
    pertains only to the winning or losing of an uncompleted trick currently in progress, play
    proceeds regularly". With one card left in each hand and a card on the trick, the last trick is
    the only one left and it is in progress: nothing said then is a claim (session 85, law187). A
    deal whose hands differ in size is left to `validate`, which names it."""
    if claim.trick and {hand.bit_count() for hand in claim.hands} == {1}:
        raise ClaimError(
            "trick: only the last trick is left and it is in progress: a statement about it is no claim "
            "or concession, and play proceeds regularly (Law 68)",
            "trick_in_progress_only",
        )


@lru_cache(maxsize=CLAIMS_KEPT)
def ruled(claim: Claim, budget: int, relative_ranks: bool) -> Ruling:
    return rule(claim, budget, relative_ranks)


def claim_answer(query: dict, budget: int = NODE_BUDGET, relative_ranks: bool = True) -> dict:
    claim = parse_claim(query)
    refuse_the_trick_in_progress_alone(claim)
    got = ruling_answer(ruled(claim, budget, relative_ranks))
    # how declarer's 50D2/51B choice was read, for a page to say so: "made" (before the claim:
    # `lead_restriction`, `lead_chosen`), "stated" (`statement.lead_choice`); absent when neither
    read = [
        *(["made"] if claim.lead_restriction is not None or claim.lead_chosen else []),
        *(["stated"] if claim.statement.lead_choice is not None else []),
    ]
    if read:
        got["lead_choice"] = read
    if claim.statement.designation:
        # declarer's 51A designation stated (branch claimdesig): held at each turn where one of the
        # cards named can legally be played; a designation on the line is the stated one exactly when
        # it names one of those cards (the search designates no other card where one of them can be)
        got["designation"] = "stated"
        for choice in got.get("losing_choices", []):
            if choice["act"] == "designate":
                choice["stated"] = CARD_INDEX[choice["card"]] in claim.statement.designation
    ignored = ignored_fields(query)
    if ignored:
        got["ignored"] = ignored
    return got
