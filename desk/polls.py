"""The player poll (issue 23, "A player poll"): what the director gives (a hand, the auction so far,
the question), the pollees' private links, one answer per link, and the tally.

Law 16B1(b): "Mantıklı seçenek; söz konusu oyuncunun seviyesinde olan ve aynı ortaklık metotlarını
kullanan oyunculardan, belirgin bir oranının ciddi bir şekilde göz önünde bulunduracağı ve
bazılarının tercih edebileceği seçenektir." (WBF: "A logical alternative is an action that a
significant proportion of the class of players in question, using the methods of the partnership,
would seriously consider, and some might select.") The Laws set no percentage: the tally counts,
the director judges.

The hand is read by the engine (rulings.deal.parse_hand), each call by the table page's contract
reader (situations.table_input), the auction replayed by the engine (the `auction` query of
docs/rulings-cli.md, Laws 17-22): every call must be legal where it stands, and the pollee's seat is
the one whose turn it is.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections import Counter
from dataclasses import dataclass, replace
from datetime import datetime

from django.utils import timezone
from django.utils.translation import gettext as _

from rulings import answer as engine
from rulings import words as names
from rulings.auction.calls import DOUBLE, PASS, REDOUBLE
from rulings.deal import SEAT_NAMES, DealError, parse_hand
from rulings.records import read_record
from situations.guide import current_lang
from situations.table_input import DOUBLE_WORDS, PASS_WORDS, InputError, deal_problem, fold, read_contract

from .models import Poll, Pollee, RulingRecord

TOKEN_BYTES = 32  # 43 characters in the link; 256 bits
MAX_POLLEES = 20
_SUIT_MARK = re.compile(r"([SHDC♠♥♦♣])\s*:?([^SHDC♠♥♦♣]*)")
_SUIT_OF_MARK = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
_CALL_SEPARATORS = re.compile(r"[\s,;–—-]+")


# --- what the director gives ------------------------------------------------------------------------


def read_hand(text: str, seat: str = "N") -> str:
    """The hand as a PBN Deal value writes it ("AK32.KQJ54.A7.82"), from that form or with each
    suit marked ("S:AK32 H:KQJ54 D:A7 C:82", "♠AK32 ♥KQJ54 ♦A7 ♣82"); "10" may stand for T.
    InputError in the page's language if the engine cannot read 13 cards in it."""
    written = " ".join(text.upper().replace("10", "T").split())
    if not written:
        raise InputError(_("Give the pollee's hand, e.g. AK32.KQJ54.A7.82 or S:AK32 H:KQJ54 D:A7 C:82."))
    if "." not in written:
        written = _dotted(written)
    try:
        parse_hand(written, seat)
    except DealError as error:
        raise InputError(deal_problem(error)) from None
    return written


def _dotted(written: str) -> str:
    suits = {}
    for mark, ranks in _SUIT_MARK.findall(written):
        suit = _SUIT_OF_MARK.get(mark, mark)
        if suit in suits:
            raise InputError(_("The hand names a suit twice."))
        ranks = "".join(ranks.split())  # "S: 10 7 6" as well as "S:T76"
        suits[suit] = "" if ranks in ("-", "—") else ranks
    leftover = _SUIT_MARK.sub("", written).strip()
    if leftover or len(suits) != 4:
        raise InputError(
            _("Write the hand as AK32.KQJ54.A7.82 (spades first) or mark each suit: S:AK32 H:KQJ54 D:A7 C:82.")
        )
    return ".".join(suits[suit] for suit in "SHDC")


def hand_of_record(record: RulingRecord, seat: str) -> str:
    """The seat's hand in the record's deal (a north-first Deal value), or "" if it holds none."""
    if not record.deal.startswith("N:"):
        return ""
    held = record.deal[2:].split()
    return held[SEAT_NAMES.index(seat)] if len(held) == 4 else ""


def prefill(record: RulingRecord) -> dict[str, str]:
    """The dealer, vulnerability and auction of the record's pasted deal, where its reader
    (rulings.records: PBN, LIN, a BBO link) finds them, to start a poll from; the director cuts
    the auction back to the call in question."""
    try:
        board = read_record(record.deal_source)
    except ValueError:  # RecordError, DealError: an old record; the director types them
        return {}
    found = {"dealer": board.dealer, "vulnerability": board.vulnerability}
    if board.auction:
        found["auction"] = " ".join(event.split(":", 1)[1] for event in board.auction)
    return {key: value for key, value in found.items() if value}


def read_calls(text: str) -> list[str]:
    """The calls as typed ("1H X 2H P", "1♥ kontr 2♥ pas", "1SA - pas"), in the engine's codes."""
    return [read_call(word) for word in _CALL_SEPARATORS.split(text.strip()) if word]


def read_call(word: str) -> str:
    folded = fold(word)
    if folded in PASS_WORDS or folded == "P":
        return PASS
    doubles = dict(DOUBLE_WORDS)
    if folded in doubles:
        return DOUBLE if doubles[folded] == 1 else REDOUBLE
    reading = read_contract(word)  # InputError in the page's language
    if reading.code is None:
        raise InputError(_("“%(text)s” could be karo or kör: write KA or KÖ (or D or H).") % {"text": word[:12]})
    if reading.code.endswith("X"):
        raise InputError(_("“%(text)s”: write the double as a call of its own, e.g. 4♠ X.") % {"text": word[:12]})
    return reading.code


def turn_after(dealer: str, calls: list[str]) -> str:
    """The seat to call after `calls`, each checked by the engine as legal where it stands;
    InputError naming the first that is not, or saying that the auction is over."""
    lang = current_lang()
    for number in range(len(calls) + 1):
        state = _replay(dealer, calls[:number])
        if state["over"]:
            raise InputError(_("The auction is over after these calls: a poll asks for the next call."))
        if number == len(calls):
            return state["turn"]
        if calls[number] not in state["legal"]:
            raise InputError(
                _(
                    "Call %(number)s, %(call)s, cannot be made there: a bid must be higher than the last one, "
                    "a double or redouble only as Law 19 allows."
                )
                % {"number": number + 1, "call": names.call(calls[number], lang)}
            )
    raise AssertionError("unreachable")


def legal_calls(poll: Poll) -> list[str]:
    """The calls the pollee may choose from (the engine's list at his turn)."""
    return list(_replay(poll.dealer, poll.calls)["legal"])


def _replay(dealer: str, calls: list[str]) -> dict:
    first = SEAT_NAMES.index(dealer)
    events = [f"{SEAT_NAMES[(first + i) % 4]}:{call}" for i, call in enumerate(calls)]
    return engine({"q": "auction", "dealer": dealer, "calls": events})


# --- the links --------------------------------------------------------------------------------------


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True)
class Link:
    label: str
    token: str


def add_pollees(poll: Poll, count: int) -> list[Link]:
    """`count` new links for the poll, labelled "1", "2", ...: the tokens are returned once and
    only their hashes kept."""
    links = [Link(str(number), secrets.token_urlsafe(TOKEN_BYTES)) for number in range(1, count + 1)]
    Pollee.objects.bulk_create(Pollee(poll=poll, label=link.label, token_hash=token_hash(link.token)) for link in links)
    return links


def pollee_of(token: str) -> Pollee | None:
    """The pollee holding this link. The lookup is by the token's hash, an index the token's
    characters cannot be timed against."""
    if not 20 <= len(token) <= 100:
        return None
    return Pollee.objects.select_related("poll").filter(token_hash=token_hash(token)).first()


def is_closed(poll: Poll, now: datetime | None = None) -> bool:
    return (now or timezone.now()) >= poll.closes_at


# --- the answer -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    call: str
    alternatives: tuple[str, ...]
    comment: str


def record_answer(pollee: Pollee, given: Answer) -> bool:
    """Writes the answer if the link has none yet and the poll is open; False otherwise. One
    conditional UPDATE (... WHERE answered_at IS NULL), atomic by itself: of two answers sent at
    once on one link the database lets one through, and the other finds the row answered.

    The condition on the link must be on the updated row itself. Filtering through the poll
    (`poll__closes_at`) made Django write `WHERE id IN (SELECT ... FROM desk_pollee JOIN desk_poll
    ... WHERE answered_at IS NULL ...)`: PostgreSQL, after waiting for the first answer's row lock,
    re-checks only the outer WHERE on the new row, not the subquery's `answered_at IS NULL`, so the
    second answer overwrote the first (seen in CI: two 200s on one link). The poll's own condition
    goes in a subquery on the poll table instead."""
    now = timezone.now()
    open_polls = Poll.objects.filter(closes_at__gt=now).values("pk")
    written = Pollee.objects.filter(pk=pollee.pk, answered_at__isnull=True, poll_id__in=open_polls).update(
        answered_at=now,
        call=given.call,
        alternatives=" ".join(given.alternatives),
        comment=given.comment,
    )
    return written == 1


# --- the tally --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CallCount:
    call: str
    label: str  # the call in the page's language
    chosen: int
    share: int  # per cent of the answers, rounded
    considered: int  # pollees who chose it or named it as an alternative they seriously considered


@dataclass(frozen=True)
class AnswerRow:
    label: str  # the pollee's, as the director gave it
    call: str
    alternatives: str
    comment: str


@dataclass(frozen=True)
class Tally:
    invited: int
    answered: int
    calls: list[CallCount]
    answers: list[AnswerRow]
    comments: bool = True  # the pollees' comments are shown (the director's own poll page)


def tally(poll: Poll, lang: str) -> Tally:
    """Each call with how many chose it, its share of the answers and how many chose it or named
    it as seriously considered; then each answer by the pollee's label."""
    pollees = list(poll.pollees.all())
    answered = [p for p in pollees if p.answered_at is not None]
    chosen = Counter(p.call for p in answered)
    considered = Counter(call for p in answered for call in {p.call, *p.alternatives.split()})
    order = sorted(considered, key=lambda call: (-chosen[call], -considered[call], call))
    total = len(answered)
    calls = [
        CallCount(
            call,
            names.call(call, lang),
            chosen[call],
            round(100 * chosen[call] / total) if total else 0,
            considered[call],
        )
        for call in order
    ]
    rows = [
        AnswerRow(
            p.label,
            names.call(p.call, lang),
            " ".join(names.call(call, lang) for call in p.alternatives.split()),
            p.comment,
        )
        for p in answered
    ]
    return Tally(len(pollees), total, calls, rows)


def for_players(result: Tally) -> Tally:
    """The tally as the printed ruling gives it to the players: each answer under "Pollee 1..n"
    (in the order the answers stand on the poll page), not under the label the director typed,
    which may be a name; and without the comments, free text that may name someone too. The
    director's poll page keeps both."""
    rows = [
        replace(row, label=_("Pollee %(number)s") % {"number": number}, comment="")
        for number, row in enumerate(result.answers, start=1)
    ]
    return replace(result, answers=rows, comments=False)
