"""A board's record brought to the table: a PBN file or Deal tag, a BBO LIN string or hand-viewer
link, pasted or uploaded (rulings.records reads it), turned into the table's GET URL with the play
replayed card by card; every problem said in the page's language."""

from __future__ import annotations

import re
from urllib.parse import urlencode

from django.urls import reverse
from django.utils.translation import gettext as _

from rulings import words as names
from rulings.deal import DealError
from rulings.records import BoardRecord, RecordError, read_record

from .guide import current_lang
from .table_input import InputError, deal_problem

MAX_UPLOAD = 200 * 1024
EXTENSIONS = (".pbn", ".lin")


class RecordInputError(InputError):
    """A record the page cannot read; `detail` is the reader's own (English) words, if any."""

    def __init__(self, message: str, detail: str = "") -> None:
        super().__init__(message)
        self.detail = detail


def record_text(data, files) -> str:
    """What was pasted, or the uploaded file's text; InputError for a file the page does not take."""
    upload = files.get("record_file")
    if upload is None:
        return data.get("record", "")
    if not upload.name.lower().endswith(EXTENSIONS):
        raise InputError(_("Upload a .pbn or .lin file."))
    if upload.size > MAX_UPLOAD:
        raise InputError(_("The file is larger than 200 kB."))
    raw = upload.read(MAX_UPLOAD + 1)
    if not raw.strip():  # "paste a record or choose a file" would answer one who chose a file
        raise InputError(_("The file %(name)s is empty.") % {"name": upload.name})
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        # Older scoring programs write PBN in Latin-1 (names, events); the cards are ASCII either way.
        return raw.decode("latin-1")


def read(text: str) -> BoardRecord:
    """The record, or InputError in the page's language."""
    try:
        return read_record(text)
    except DealError as error:
        raise InputError(deal_problem(error)) from None
    except RecordError as error:
        raise RecordInputError(record_problem(error), _raw_words(error)) from None


def table_url(record: BoardRecord) -> str:
    """The table with the record's deal and contract and its cards, each an event; the board's
    dealer and vulnerability (Law 2) as the record gives them, for a ruling record made at the table."""
    query = {
        "deal": record.deal,
        "contract": record.contract,
        "declarer": record.declarer,
        "vul": "1" if record.declarer_vulnerable else "0",
        "play": ",".join(record.play),
    }
    if record.dealer:
        query["dealer"] = record.dealer
    if record.vulnerability:
        query["vulnerable"] = record.vulnerability
    if record.claim is not None and record.claim.tricks is not None:
        query["claim"] = str(record.claim.tricks)  # said on the table page; not an event of the play
    return reverse("situations:table") + "?" + urlencode(query)


def _raw_words(error: RecordError) -> str:
    """The reader's or the engine's own English words, shown after the page's sentence (which says
    they are English and whose they are) only where that sentence does not already say it all."""
    if error.problem not in ("unreadable", "bad_auction") or _said_in_full(error):
        return ""
    return str(error.values.get("detail", ""))


def _said_in_full(error: RecordError) -> bool:
    return _no_dealer(error) or (error.problem == "unreadable" and _parser_problem(error) is not None)


def _no_dealer(error: RecordError) -> bool:
    """rulings.records names a record with calls but no dealer by the detail "dealer" (its own
    check), or passes on the engine's "dealer: must be a seat ..." (the auction query's)."""
    return error.problem == "bad_auction" and str(error.values.get("detail", "")).startswith("dealer")


# endplay's own words for the two mistakes a pasted record most often holds: a call's strain, a rank.
_NOT_A_STRAIN = re.compile(r"Could not convert (?P<word>.{1,8}) into a Denom object")
_NOT_A_RANK = re.compile(r"could not convert '(?P<word>.{1,8})' to Rank")


def _parser_problem(error: RecordError) -> str | None:
    """The reader's words for a strain or a rank it could not read, said as the page's sentence;
    None for any other."""
    detail = str(error.values.get("detail", ""))
    values = {"form": str(error.values.get("form", ""))}
    if match := _NOT_A_STRAIN.fullmatch(detail):
        message = _("The %(form)s record cannot be read: in a call, “%(word)s” is not a strain (C, D, H, S or N).")
        return message % {**values, "word": match.group("word")}
    if match := _NOT_A_RANK.fullmatch(detail):
        message = _("The %(form)s record cannot be read: in the deal, “%(word)s” is not a rank (A K Q J T 9 … 2).")
        return message % {**values, "word": match.group("word")}
    part, word = str(error.values.get("part", "")), str(error.values.get("word", ""))
    if part == "mb" and not word:
        part = "mb_empty"  # an empty call field: no call, and no place to seat the calls after it
    said = _fault_messages().get(part)
    return said % {"word": word} if said else None


def _fault_messages() -> dict[str, str]:
    """What to fix where the reader (endplay) stopped, by the place rulings.records found (`part`):
    its own words ("Expected a tag", "invalid literal for int() ...", "list index out of range",
    "Cannot complete a deal ...") say nothing a reader of the page can act on."""
    return {
        "tag": _(
            "The PBN record cannot be read: “%(word)s” stands where a tag was expected. Write each tag "
            '[Name "value"] on a line of its own, with both quotation marks and the closing bracket; only the '
            "Auction and Play tags are followed by lines of calls or cards."
        ),
        "play": _(
            "The PBN record cannot be read: a line of the Play section does not give the four cards of a trick. "
            "Write each trick on a line of its own, four cards, with - for a card not played."
        ),
        "auction": _(
            "The PBN record cannot be read: in the Auction section, “%(word)s” is not a call. Write the calls as "
            "1C … 7NT, Pass, X, XX or AP (all pass)."
        ),
        "board": _("The PBN record cannot be read: the Board tag “%(word)s” is not a number."),
        "md_dealer": _(
            "The LIN record cannot be read: md| must begin with the dealer’s digit (1 South, 2 West, 3 North, "
            "4 East), then the hands separated by commas."
        ),
        "md_hands": _(
            "The LIN record cannot be read: md| must give at least three of the four hands, separated by commas "
            "(the fourth may be left out)."
        ),
        "sv": _(
            "The LIN record cannot be read: sv|%(word)s| is not a vulnerability. Write o (none), n (North-South), "
            "e (East-West) or b (both)."
        ),
        "mb": _(
            "The LIN record cannot be read: mb|%(word)s| is not a call. Write 1C … 7N, p (pass), d (double) or "
            "r (redouble)."
        ),
        "mb_empty": _(
            "The LIN record cannot be read: it has an empty call, mb||. An empty field is no call, and the "
            "record does not say what was called there; left out, each later call would be given to the wrong "
            "player (the calls are made in rotation). Write the call made there (1C … 7N, p, d or r), or delete "
            "mb|| if no call belongs there."
        ),
        "mc": _("The LIN record cannot be read: mc|%(word)s| is not a number of tricks."),
        "ah": _("The LIN record cannot be read: ah|%(word)s| is not a board number (ah|Board 7|)."),
    }


def record_problem(error: RecordError) -> str:
    values = {key: str(value) for key, value in error.values.items()}
    lang = current_lang()
    if error.problem == "unreadable" and (said := _parser_problem(error)) is not None:
        return said
    if _no_dealer(error):
        return _("The record has an auction but no dealer: give the dealer (a PBN Dealer tag) and paste it again.")
    if error.problem == "played_twice":
        values["card"] = names.card(values["card"], lang)
    if error.problem in ("call_after_end", "inadmissible_double", "bid_above_seven"):
        values["seat"] = names.seat(values["seat"], lang)
        values["call"] = names.call(values["call"], lang)
    messages = {
        "empty": _("Paste a PBN, LIN or BBO link, or choose a file."),
        "too_long": _("The record is longer than 200 kB."),
        "unknown_format": _(
            "This is not a PBN file, a PBN Deal, a LIN record or a BBO hand-viewer link: "
            'a PBN file has tags like [Deal "N:…"], a LIN record pairs like md|…|mb|1H|.'
        ),
        "linurl": _(
            "This link only names a LIN file on another site; the page does not fetch it. "
            "Open the file and paste its text, or a link with lin= in it."
        ),
        "no_lin": _(
            "This link has no lin= record in it. A BBO “My Hands” link (fetchlin.php) or a shortened link holds "
            "no record: open it, then paste the LIN record it shows or upload the .lin file it saves, or paste "
            "a hand-viewer link with lin= in it."
        ),
        "no_deal": _("The record has no deal (a PBN Deal tag, or md| in LIN)."),
        "unclosed_tag": _(
            "The PBN record cannot be read: the value of its %(tag)s tag does not end on its line. A tag is "
            'written [Name "value"], the value between two quotes on one line (PBN 2.1 allows no line break '
            "inside a value): join the lines and paste it again."
        ),
        "unreadable": _unreadable(values.get("form", "")),
        "bad_auction": _("The auction in the record cannot be replayed. The ruling engine's own words, in English:"),
        "call_after_end": _(
            "Call %(position)s of the auction (%(seat)s: %(call)s) comes after the auction has ended "
            "(three consecutive passes in rotation after the last bid, or four passes: Law 22). A call after the "
            "final pass is cancelled (Law 39A): correct the record and paste it again."
        ),
        "inadmissible_double": _(
            "Call %(position)s of the auction (%(seat)s: %(call)s) is a double or redouble that Law 19 does not "
            "permit: an inadmissible call (Law 35A). Law 36 cancels it, and every call after it if the offender's "
            "left-hand opponent called before it was rectified (36A); if attention was drawn to it only after the opening lead was "
            "faced, the contract is scored as if it had not been made (36C). The record does not say which: "
            "correct the record and paste it again."
        ),
        "bid_above_seven": _(
            "Call %(position)s of the auction (%(seat)s: %(call)s) is a bid of more than seven: an inadmissible "
            "call (Law 35C). Law 38 cancels it together with any subsequent calls, and no contract of more than "
            "seven may be played: correct the record and paste it again."
        ),
        "bad_contract": _("“%(contract)s” in the Contract tag is not a contract."),
        "no_declarer": _("The record gives a contract but no declarer."),
        "no_contract": _("The record has a play but no contract."),
        "not_a_card": _("“%(card)s” in the play is not a card."),
        "played_twice": _("%(card)s is played twice in the record."),
    }
    return messages.get(error.problem, _("The record cannot be read.")) % values


def _unreadable(form: str) -> str:
    """What to look at in a record the reader (endplay) cannot parse; its own English words follow."""
    if form == "PBN":
        return _(
            'The PBN record cannot be read: check that each tag is written [Name "value"] on a line of '
            "its own. The reader's (endplay's) own words, in English:"
        )
    return _(
        "The LIN record cannot be read: check its md| (the deal), mb| (the calls) and pc| (the cards) pairs. "
        "The reader's (endplay's) own words, in English:"
    )
