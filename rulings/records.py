"""A board's record as clubs and BBO keep it, read into the engine's notation.

What it reads:
- a PBN file (Portable Bridge Notation 2.1, https://www.tistis.nl/pbn/): the first board's `Deal`,
  `Dealer`, `Vulnerable`, `Auction`, `Contract`, `Declarer`, `Result` tags and the `Play` section
  ("*" there marks a claim); a lone `Deal` tag, or a bare Deal value ("N:AKQ2.J93.T8.7654 ...");
- a BBO LIN string (`md|` deal, `sv|` vulnerability, `mb|` calls, `pc|` cards, `mc|` the tricks
  claimed for declarer's side);
- a BBO hand-viewer link (https://www.bridgebase.com/tools/handviewer.html?lin=...): its inline
  `lin=` parameter. A `linurl=` link names a file elsewhere; it is not fetched (no network here).

endplay (endplay.parsers.pbn, endplay.parsers.lin) does the reading; it is imported inside the
functions so that `import rulings` stays light. The contract and declarer come from the PBN
`Contract`/`Declarer` tags, or else from the auction as the engine replays it (`auction_state`,
Laws 17-40; a record that stops before the auction is over gives none). A call recorded after the
auction has ended (Law 22: three consecutive passes in rotation after the last bid, or four passes) is an error
(`call_after_end`), not a call to replay: at the table Law 39A cancels it, and a record that holds
one is not the board as it was played. So is a double or redouble Law 19 does not permit
(`inadmissible_double`: Law 36 cancels it, 36A with the calls after it, or 36C scores the contract
without it, and the record cannot say which) and a bid of more than seven (`bid_above_seven`, Law
38). A word of a PBN Auction section that is no call ("Dxyz", "Nonsense", "2C$1") is refused as
unreadable, not read by its first letters as endplay reads it. An insufficient bid the next player called over is accepted (27A1) and replayed so. Each card of the play is recorded with the seat that held
it in the deal ("W:SK", docs/rulings-cli.md); the engine checks turn and legality when the play is
replayed (Laws 44-64).

Problems raise RecordError (a ValueError) with a problem code and values, as DealError does, so that
a page can say them in its reader's language; a deal the engine cannot read raises DealError itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

from .boards import side_vulnerable
from .cards import Card
from .deal import SEAT_NAMES, Deal, parse_pbn

SUIT_LETTERS = "SHDC"  # endplay's Denom order: spades, hearts, diamonds, clubs, notrump
MAX_CHARS = 200_000
_LIN_PAIR = re.compile(r"^[a-zA-Z]{2}\|")
_BARE_DEAL = re.compile(r"^[NESWnesw]\s*:")
_TAG = re.compile(r'^\s*\[(\w+)\s+"(.*?)"\]', re.MULTILINE)
# A tag whose value opens and does not close on its line ('[Board "' and '3"]' on the next): PBN 2.1
# (3.2) "non-printing characters like newline and tab are not permitted inside of strings" (a tag's
# value is a string token, 3.3), so the line break is no part of a value and the tag is malformed.
_UNCLOSED_TAG = re.compile(r'^\s*\[(\w+)\s+"[^"\n]*$', re.MULTILINE)
_CONTRACT = re.compile(r"([1-7])(NT|N|S|H|D|C)(X{0,2})")
_PLAY_SECTION = re.compile(r'^\s*\[Play\s+"[^"]*"\][^\n]*\n(?:[^\[\n][^\n]*\n?)*', re.MULTILINE)
_OUR_TAGS = re.compile(r'^\s*\[(?:Contract|Declarer|Result)\s+"[^"]*"\][^\n]*\n?', re.MULTILINE | re.IGNORECASE)
# A NAG ("$1": PBN 2.1 lets an annotation follow a call or a card) in a line that is no tag: endplay
# reads it as a call or card and fails ("not a call"). The tags' values keep their "$" (an Event name).
_NAG = re.compile(r"(?<!\S)\$\d+(?!\S)")
_NOT_A_TAG_LINE = re.compile(r"^(?!\s*\[).*$", re.MULTILINE)
_VULNERABILITY = {"none": "None", "love": "None", "-": "None", "ns": "NS", "ew": "EW", "all": "All", "both": "All"}


class RecordError(ValueError):
    """A record that cannot be read. str() is an English message; `problem` and `values` say the same
    as data (codes: empty, too_long, unknown_format, linurl, no_lin, no_deal, unreadable, bad_call,
    bad_auction, call_after_end, inadmissible_double, bid_above_seven, bad_contract, no_declarer, no_contract, not_a_card, played_twice)."""

    def __init__(self, message: str, problem: str, **values: object) -> None:
        super().__init__(message)
        self.problem = problem
        self.values = values


@dataclass(frozen=True)
class Claim:
    """A claim ended the play; `tricks` is what the record gives declarer's side in all, if it says."""

    tricks: int | None


@dataclass(frozen=True)
class BoardRecord:
    """One board: the deal (a PBN Deal value, north first), dealer, vulnerability ("None", "NS",
    "EW", "All"), the calls ("N:1H", "E:pass", "S:X"), contract ("4HX", "pass") and declarer, the
    cards played in order ("W:SK"; an unfinished last trick included) and the claim if any."""

    deal: str
    dealer: str | None = None
    vulnerability: str | None = None
    auction: tuple[str, ...] = ()
    contract: str | None = None
    declarer: str | None = None
    play: tuple[str, ...] = ()
    claim: Claim | None = None
    board: int | None = None
    source: str = "pbn"  # "pbn", "lin" or "deal"

    @property
    def declarer_vulnerable(self) -> bool:
        if self.declarer is None or self.vulnerability is None:
            return False
        side = "NS" if self.declarer in "NS" else "EW"
        return side_vulnerable(self.vulnerability, side)


def read_record(text: str) -> BoardRecord:
    """The record in `text`, whichever of the forms above it is."""
    text = (text or "").strip().lstrip("\ufeff")
    if not text:
        raise RecordError("the record is empty", "empty")
    if len(text) > MAX_CHARS:
        raise RecordError(f"the record is longer than {MAX_CHARS} characters", "too_long", limit=MAX_CHARS)
    if text.lower().startswith(("http://", "https://", "www.", "bridgebase.com")):
        return read_lin(lin_of_url(text))
    if _LIN_PAIR.match(text):
        return read_lin(text)
    if "[" in text and _TAG.search(text):
        return read_pbn(text)
    if _BARE_DEAL.match(text):
        return BoardRecord(deal=_north_first(text), source="deal")
    raise RecordError("not a PBN file, a Deal value, a LIN string or a BBO hand-viewer link", "unknown_format")


def lin_of_url(url: str) -> str:
    """The LIN record inlined in a BBO hand-viewer link."""
    query = parse_qs(urlsplit(url if "://" in url else "https://" + url).query)
    if "lin" in query:
        return query["lin"][0]
    if "linurl" in query:
        raise RecordError("the link names a LIN file elsewhere (linurl=); it is not fetched", "linurl")
    raise RecordError("the link has no lin= record", "no_lin")


# --- PBN -------------------------------------------------------------------------------------------


def read_pbn(text: str) -> BoardRecord:
    """The first board of a PBN file that has a Deal tag."""
    text = _first_board(text)
    _refuse_unclosed_tags(text)  # the first board's: a later board's faults do not stop it
    text = _without_nags(text)
    _refuse_words_that_are_no_call(text)
    tags = _first_board_tags(text)
    if "deal" not in tags:
        raise RecordError("the PBN record has no Deal tag", "no_deal")
    deal = _north_first(tags["deal"])
    dealer = _seat_letter(tags.get("dealer"))
    # endplay needs the contract to put the Play section in order, and reads a Contract tag its own
    # way: the auction is read first, without the play and the tags read here.
    board = _pbn_board(_OUR_TAGS.sub("", _PLAY_SECTION.sub("", text)))
    auction = _calls(board.auction, _seat_letter(tags.get("auction")) or dealer)
    contract, declarer = _pbn_contract(tags, dealer, auction)
    play: tuple[str, ...] = ()
    claim = None
    if _PLAY_SECTION.search(text):
        if contract in (None, "pass"):
            raise RecordError("the PBN record has a play but no contract", "no_contract")
        ours = f'[Contract "{contract}"]\n[Declarer "{declarer}"]\n'  # endplay keeps the first of a repeated tag
        board = _pbn_board(_PLAY_SECTION.sub(lambda m: ours + m.group(0), _OUR_TAGS.sub("", text), count=1))
        cards = [c for c in board.play if int(c.suit) < 4]  # a notrump "card" is endplay's padding for "-"
        play = _seated(deal, [_card_code(c) for c in cards])
        if board.claimed:
            result = tags.get("result", "").strip()
            claim = Claim(int(result) if result.isdigit() else None)
    number = board_number(tags.get("board", ""))
    return BoardRecord(
        deal=deal,
        dealer=dealer,
        vulnerability=_VULNERABILITY.get(tags.get("vulnerable", "").strip().lower()),
        auction=auction,
        contract=contract,
        declarer=declarer,
        play=play,
        claim=claim,
        board=number,
        source="pbn",
    )


def _without_nags(text: str) -> str:
    """The PBN text without its NAGs outside the tags: an annotation says nothing of the call or
    card it follows, which stays as written."""
    return _NOT_A_TAG_LINE.sub(lambda line: _NAG.sub("", line.group(0)), text)


def _refuse_words_that_are_no_call(text: str) -> None:
    """endplay reads an Auction word by its first letters (endplay.types.Penalty.find, Bid): "Dxyz"
    is a double, "Pxyz" and "Nonsense" a pass, "2Nxyz" 2NT, "2C$1" (a NAG glued to its call; one
    written as a word of its own, "2C $1", is dropped by _without_nags) 2C; each was replayed as
    that call without a word. A word that is no call is refused here as a word endplay cannot read
    is (`part` "auction"). Taken as calls: 1C ... 7NT (N for NT; a level 0, 8 or 9 is left to the
    engine and `bid_above_seven`), Pass, X, XX and AP as PBN writes them, in any letter case, the
    spellings endplay reads the same way (P, D, DBL, DOUBLE, R, RDBL, REDOUBLE), each with a suffix
    annotation (! ? !! !? ?! ??: a bid or a pass with one is read as before; endplay fails on "X!"
    as before); and, as endplay takes them, a note reference "=1=" and the "-", "*" or "+" after
    which it reads no call."""
    for word in _auction_words(text):
        if word in ("-", "*", "+"):
            return  # endplay reads no call after it
        if not (_PBN_CALL.fullmatch(word) or _NOTE_REFERENCE.fullmatch(word)):
            detail = f"{word[:12]!r} is not a call"
            raise RecordError(f"PBN: {detail}", "unreadable", form="PBN", detail=detail, part="auction", word=word[:12])


def _auction_words(text: str) -> list[str]:
    """The words of the Auction section, its comments left out."""
    auction = re.search(r'^\s*\[Auction\s+"[^"]*"\][^\n]*\n((?:[^\[\n][^\n]*\n?)*)', text, re.MULTILINE)
    return re.sub(r"\{[^}]*\}|;[^\n]*", " ", auction.group(1)).split() if auction else []


def _pbn_board(text: str):
    from endplay.parsers import pbn

    try:
        boards = pbn.loads(text)
    except Exception as error:  # endplay's parser raises several kinds; all mean "unreadable"
        where = _pbn_fault(text, error)
        raise RecordError(f"PBN: {error}", "unreadable", form="PBN", detail=str(error)[:80], **where) from None
    board = next((b for b in boards if b.deal is not None), None)
    if board is None:
        raise RecordError("the PBN record has no Deal tag", "no_deal")
    return board


# What endplay's parsers take as a call that is not a bid: the first letter decides (Pass, AP, X or D,
# XX or R; "-", "*" and "=1=" notes in PBN); a word beginning otherwise fails in int().
_CALL_START = re.compile(r"^(?:\d|[PAXDR*=!-])", re.IGNORECASE)
_NOT_A_NUMBER = "invalid literal for int()"
# A call as endplay reads one, in PBN's Auction and LIN's mb| alike: a bid (N for NT), a pass, a
# double or a redouble in the spellings endplay takes (any letter case).
_CALL_WORD = r"(?:\d(?:NT|[CDHSN])|PASS|AP|P|XX|X|DOUBLE|DBL|D|REDOUBLE|RDBL|R)"
_PBN_CALL = re.compile(_CALL_WORD + r"(?:[!?]{1,2})?", re.IGNORECASE)  # with PBN's suffix annotation
_NOTE_REFERENCE = re.compile(r"=\d+=")
_LIN_CALL = re.compile(r"^(?:\d|(?:P|PASS|AP|D|X|XX|R)!?$)", re.IGNORECASE)  # a bid's strain: _parser_problem
_LEVEL_AND_NO_STRAIN = re.compile(r"\d[^\dCDHSN]", re.IGNORECASE)  # endplay: "Could not convert Q into a Denom"
_LIN_CALL_WORD = re.compile(_CALL_WORD + r"!?", re.IGNORECASE)  # with BBO's alert mark


def _pbn_fault(text: str, error: Exception) -> dict[str, str]:
    """Where in a PBN record endplay stopped, for a page to say what to fix (`part`, and the
    `word` there): a line where a tag was expected, a Play line short of four cards, a word of the
    Auction section that is no call, a Board tag that is no number; {} when it cannot be told."""
    if str(error) == "Expected a tag":
        return {"part": "tag", "word": str(getattr(error, "line", "")).strip()[:40]}
    if isinstance(error, IndexError):
        return {"part": "play"}
    if str(error).startswith(_NOT_A_NUMBER):
        if word := next((w for w in _auction_words(text) if not _CALL_START.match(w)), None):
            return {"part": "auction", "word": word[:12]}
        board = _first_board_tags(text).get("board", "").strip()
        if board and not board.isdigit():
            return {"part": "board", "word": board[:12]}
    return {}


def _lin_fault(pairs: list[tuple[str, str]], error: Exception) -> dict[str, str]:
    """Where in a LIN record endplay stopped (`part`: the pair's key, `word`: its value): md|'s
    dealer digit or its hands, sv|, an mb| that is no call, an mc| or ah| that is no number; {} when
    it cannot be told."""
    said = str(error)
    first = dict(reversed(pairs))  # each key's first value
    if said.startswith("invalid lin vulnerability"):
        return {"part": "sv", "word": first.get("sv", "")[:12]}
    if said.startswith("Cannot complete a deal"):
        return {"part": "md_hands"}
    deal = first.get("md", "")
    if said.startswith("n must be in range") or (said.startswith(_NOT_A_NUMBER) and not deal[:1].isdigit()):
        return {"part": "md_dealer", "word": deal[:1]}
    if said.startswith(_NOT_A_NUMBER):
        for key, value in pairs:
            if key == "mb" and not _LIN_CALL.match(value.strip()):
                return {"part": "mb", "word": value.strip()[:12]}
            if key == "mc" and not value.strip().isdigit():
                return {"part": "mc", "word": value.strip()[:12]}
            if key == "ah" and not value.strip()[5:].strip().isdigit():
                return {"part": "ah", "word": value.strip()[:20]}
    return {}


def _first_board(text: str) -> str:
    """The text up to the end of the first game with a Deal tag (games end at an empty line), so
    that a later board's faults do not stop the first one."""
    text = text.replace("\r\n", "\n")
    deal = re.search(r"^\s*\[Deal\s", text, re.MULTILINE | re.IGNORECASE)
    if deal is None:
        return text
    end = re.compile(r"\n[ \t]*\n").search(text, deal.end())
    return text[: end.start()] + "\n" if end else text


def board_number(value: str) -> int | None:
    """A Board tag's value as its number: PBN 2.1 (3.4.4) "The Board tag value is a positive
    integer"; spaces around it are read past, anything else ("3a", "³") is no number."""
    value = value.strip()
    return int(value) if value.isascii() and value.isdecimal() and int(value) > 0 else None


def board_numbers(text: str) -> list[int]:
    """The number of each Board tag of a PBN file, in its order (a session's file holds many
    boards; the reader takes the first): the same tag reader as the first board's."""
    _refuse_unclosed_tags(text)
    numbers = (
        board_number(m.group(2)) for m in _TAG.finditer(text.replace("\r\n", "\n")) if m.group(1).lower() == "board"
    )
    return [number for number in numbers if number is not None]


def _refuse_unclosed_tags(text: str) -> None:
    unclosed = _UNCLOSED_TAG.search(text.replace("\r\n", "\n"))
    if unclosed is not None:
        name = unclosed.group(1)[:20]
        raise RecordError(f"the {name} tag's value does not end on its line", "unclosed_tag", tag=name)


def _first_board_tags(text: str) -> dict[str, str]:
    """Tag name (lower case) -> value, for the first board: the tags up to the second Deal tag."""
    tags: dict[str, str] = {}
    for match in _TAG.finditer(text):
        name = match.group(1).lower()
        if name in tags:
            if name == "deal":
                break
            continue
        tags[name] = match.group(2)
    return tags


def _pbn_contract(tags: dict[str, str], dealer: str | None, auction: tuple[str, ...]):
    """The Contract and Declarer tags, or else what the auction gives."""
    typed = tags.get("contract", "").strip().upper()
    if typed and typed != "?":
        if typed == "PASS":
            return "pass", None
        match = _CONTRACT.fullmatch(typed.replace(" ", ""))
        if not match:
            raise RecordError(f"{typed[:12]!r} is not a contract", "bad_contract", contract=typed[:12])
        level, strain, doubles = match.groups()
        declarer = _seat_letter(tags.get("declarer"))
        if declarer is None and auction:
            declarer = _from_auction(dealer, auction)[1]
        if declarer is None:
            raise RecordError("the PBN record gives a contract but no declarer", "no_declarer")
        return level + ("NT" if strain.startswith("N") else strain) + doubles, declarer
    if auction:
        return _from_auction(dealer, auction)
    return None, None


# --- LIN -------------------------------------------------------------------------------------------


def read_lin(text: str) -> BoardRecord:
    """The first board of a LIN string. endplay 0.5.12 fails (AttributeError in total_tricks) on a
    play ending in an unfinished trick, as most claims do: those cards are cut off before parsing
    and put back here."""
    from endplay.parsers import lin

    pairs = _lin_pairs(text)
    if not any(key == "md" for key, _ in pairs):
        raise RecordError("the LIN record has no deal (md|)", "no_deal")
    _refuse_lin_calls_that_are_no_call(pairs)
    cards = [value for key, value in pairs if key == "pc"]
    unfinished = len(cards) % 4
    if unfinished:
        last = [i for i, (key, _) in enumerate(pairs) if key == "pc"][-unfinished:]
        pairs = [pair for i, pair in enumerate(pairs) if i not in last]
    # endplay splits boards at "pn|" and needs four names there: give it an empty one.
    line = "pn|,,,|" + "".join(f"{key}|{value}|" for key, value in pairs if key != "pn")
    try:
        board = lin.LINDecoder().parse_line(line)
    except Exception as error:  # endplay's parser raises several kinds; all mean "unreadable"
        where = _lin_fault(pairs, error)
        raise RecordError(f"LIN: {error}", "unreadable", form="LIN", detail=str(error)[:80], **where) from None
    deal = _north_first(board.deal.to_pbn())
    dealer = SEAT_NAMES[int(board.dealer)] if board.dealer is not None else None
    auction = _calls(board.auction, dealer)
    contract, declarer = _from_auction(dealer, auction) if auction else (None, None)
    claim = None
    if board.claimed:
        claimed = next(value for key, value in pairs if key == "mc")
        claim = Claim(int(claimed) if claimed.strip().isdigit() else None)
    return BoardRecord(
        deal=deal,
        dealer=dealer,
        vulnerability=("None", "All", "NS", "EW")[int(board.vul)] if board.vul is not None else None,
        auction=auction,
        contract=contract,
        declarer=declarer,
        play=_seated(deal, cards),
        claim=claim,
        board=board.board_num,
        source="lin",
    )


def _refuse_lin_calls_that_are_no_call(pairs: list[tuple[str, str]]) -> None:
    """endplay reads an mb| value by its first letters, as it reads a PBN Auction word
    (endplay.types.Bid): "dxyz" is a double, "pxyz" and "nonsense" a pass, "2cxyz" 2C, "2Nxyz" 2NT;
    each was replayed as that call without a word. A value that is no call is refused here as an
    mb| endplay cannot read is (`part` "mb"). Taken as calls, as BBO writes them and endplay reads
    them: 1C ... 7N or 7NT (a level 0, 8 or 9 is left to the engine and `bid_above_seven`), p, d, r
    and the spellings endplay reads the same way (PASS, AP, X, XX, DBL, DOUBLE, RDBL, REDOUBLE), in
    any letter case, each with BBO's alert mark "!". A level followed by a letter that is no strain
    ("9Q") is left to endplay, whose failure names the letter (fix49's sentence on the strain)."""
    for key, value in pairs:
        word = value.strip()
        if key == "mb" and not _LIN_CALL_WORD.fullmatch(word) and not _LEVEL_AND_NO_STRAIN.match(word):
            detail = f"mb|{word[:12]}| is not a call"
            raise RecordError(f"LIN: {detail}", "unreadable", form="LIN", detail=detail, part="mb", word=word[:12])


def _lin_pairs(text: str) -> list[tuple[str, str]]:
    """The key|value| pairs of the first board (up to a second md|), keys in lower case."""
    elements = text.replace("\r", "").replace("\n", "").split("|")
    pairs: list[tuple[str, str]] = []
    for key, value in zip(elements[::2], elements[1::2], strict=False):
        key = key.strip().lower()
        if key == "md" and any(k == "md" for k, _ in pairs):
            break
        # Cards and hands are upper case for endplay; some tools write "md|3sakq…" or "pc|h4|".
        pairs.append((key, value.strip().upper() if key in ("md", "pc") else value))
    return pairs


# --- shared ----------------------------------------------------------------------------------------


def _north_first(value: str) -> str:
    """The deal as the engine writes it (north first); DealError if the engine cannot read it."""
    return Deal(parse_pbn(value.strip())).pbn()


def _seat_letter(value: str | None) -> str | None:
    letter = (value or "").strip()[:1].upper()
    return letter if letter and letter in SEAT_NAMES else None


def _card_code(card) -> str:
    return SUIT_LETTERS[int(card.suit)] + card.rank.name[1]


def _calls(bids, first: str | None) -> tuple[str, ...]:
    """endplay's bids as the auction query's events, each with the seat that made it."""
    if not bids:
        return ()
    if first is None:
        raise RecordError("the record has an auction but no dealer", "bad_auction", detail="dealer")
    start = SEAT_NAMES.index(first)
    calls = []
    for i, bid in enumerate(bids):
        seat = SEAT_NAMES[(start + i) % 4]
        if hasattr(bid, "level"):
            call = f"{bid.level}{'NT' if int(bid.denom) == 4 else SUIT_LETTERS[int(bid.denom)]}"
            if bid.level > 7:
                _bid_above_seven(i, seat, call)
        else:
            call = {1: "pass", 2: "X", 4: "XX"}[int(bid.penalty)]
        calls.append(f"{seat}:{call}")
    _no_inadmissible_call(start, calls)
    return tuple(calls)


def _bid_above_seven(index: int, seat: str, call: str) -> None:
    """RecordError (bid_above_seven): Law 35C, TR "Yediden yüksek deklare. Yasa 38 uygulanır" / WBF "A
    bid of more than seven. Law 38 applies"; 38B cancels it "together with any subsequent calls"
    ("sonraki konuşmalarla birlikte iptal edilir") and 38A permits no play of such a contract, so the
    record's later calls are not the auction as Law 38 leaves it."""
    raise RecordError(
        f"call {index + 1} of the auction ({seat}:{call}) is a bid of more than seven",
        "bid_above_seven",
        position=index + 1,
        seat=seat,
        call=call,
    )


def _no_inadmissible_call(dealer: int, calls: list[str]) -> None:
    """RecordError for the first inadmissible call (Law 35) the record holds, as the engine's
    auction finds it:
    - call_after_end, a call after the auction has ended. The engine's auction decides the end (Law
      22A: "three consecutive passes in rotation subsequent to the last bid"; 22B: "all four players
      pass"); a record's calls are seated in rotation, so no pass in it can be out of rotation (17D3).
      A later call would be cancelled at the table (39A), so a record holding one is refused rather
      than replayed with the call silently dropped.
    - inadmissible_double, a double or redouble Law 19 does not permit (35A; 19A1, TR "Bir oyuncu
      yalnızca son deklareye kontr atabilir. Bu deklare bir rakip tarafından yapılmış olmalıdır", WBF
      "A player may double only the last preceding bid. That bid must have been made by an
      opponent"). What became of it the record cannot say: cancelled with every later call if the
      next player called before rectification (36A), or, noticed only after the opening lead was
      faced, "the final contract is scored as if the inadmissible call had not been made" (36C, TR
      "son kontrat skoru, kabul edilmeyen konuşmanın yapılmadığı şekli ile hesaplanır"). The engine
      took 36A and, the later calls gone, found no contract: the page said the record gave none.
    An insufficient bid is not among them: the next player's call accepts it (27A1, TR "Bu oyuncu
    konuşursa deklare kabul edilmiş olur", WBF "It is accepted if that player calls"), and the engine
    replays it so."""
    from .auction import Auction, Call, CallEvent

    auction = Auction(dealer)
    for index, event in enumerate(calls):
        seat, code = event.split(":", 1)
        if auction.over:
            raise RecordError(
                f"call {index + 1} of the auction ({seat}:{code}) comes after the auction has ended",
                "call_after_end",
                position=index + 1,
                seat=seat,
                call=code,
            )
        try:
            auction.apply(CallEvent(SEAT_NAMES.index(seat), Call.parse(code)), index)
        except ValueError:  # AuctionError, or a call the notation cannot write
            return  # an irregular auction: _from_auction replays it and says what is wrong
        pending = auction.pending
        if pending is not None and pending.kind == "inadmissible" and pending.law == "36":
            raise RecordError(
                f"call {index + 1} of the auction ({seat}:{code}) is a double or redouble Law 19 does not permit",
                "inadmissible_double",
                position=index + 1,
                seat=seat,
                call=code,
            )


def _from_auction(dealer: str | None, calls: tuple[str, ...]) -> tuple[str | None, str | None]:
    """The contract and declarer the engine finds at the end of the auction; (None, None) if the
    record stops before the auction is over."""
    from . import answer

    state = answer({"q": "auction", "dealer": dealer, "calls": list(calls)})
    if "error" in state:
        raise RecordError(f"the auction cannot be replayed: {state['error']}", "bad_auction", detail=state["error"])
    if not state["over"]:
        return None, None
    return state["contract"], state["declarer"]


def _seated(deal: str, cards: list[str]) -> tuple[str, ...]:
    """Each card with the seat that held it in the deal ("W:SK")."""
    holder = {}
    for seat, mask in zip(SEAT_NAMES, parse_pbn(deal), strict=True):
        for index in range(52):
            if mask >> index & 1:
                holder[index] = seat
    events = []
    seen: set[str] = set()
    for code in cards:
        try:
            index = Card.parse(code).index
        except ValueError:
            raise RecordError(f"{code[:4]!r} is not a card", "not_a_card", card=code[:4]) from None
        if code in seen:
            raise RecordError(f"{code} is played twice", "played_twice", card=code)
        seen.add(code)
        events.append(f"{holder[index]}:{code}")
    return tuple(events)
