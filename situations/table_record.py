"""A board's record brought to the table: a PBN file or Deal tag, a BBO LIN string or hand-viewer
link, pasted or uploaded (rulings.records reads it), turned into the table's GET URL with the play
replayed card by card; every problem said in the page's language."""

from __future__ import annotations

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
        detail = str(error.values.get("detail", "")) if error.problem in ("unreadable", "bad_auction") else ""
        raise RecordInputError(record_problem(error), detail) from None


def table_url(record: BoardRecord) -> str:
    """The table with the record's deal and contract and its cards, each an event."""
    query = {
        "deal": record.deal,
        "contract": record.contract,
        "declarer": record.declarer,
        "vul": "1" if record.declarer_vulnerable else "0",
        "play": ",".join(record.play),
    }
    if record.claim is not None and record.claim.tricks is not None:
        query["claim"] = str(record.claim.tricks)  # said on the table page; not an event of the play
    return reverse("situations:table") + "?" + urlencode(query)


def record_problem(error: RecordError) -> str:
    values = {key: str(value) for key, value in error.values.items()}
    lang = current_lang()
    if error.problem == "played_twice":
        values["card"] = names.card(values["card"], lang)
    if error.problem == "call_after_end":
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
        "no_lin": _("This link has no lin= record in it."),
        "no_deal": _("The record has no deal (a PBN Deal tag, or md| in LIN)."),
        "unreadable": _("The %(form)s record cannot be read; the reader says:"),
        "bad_auction": _("The auction in the record cannot be replayed; the engine says:"),
        "call_after_end": _(
            "Call %(position)s of the auction (%(seat)s: %(call)s) comes after the auction has ended "
            "(three passes after the last bid, or four passes: Law 22). A call after the final pass is "
            "cancelled (Law 39A): correct the record and paste it again."
        ),
        "bad_contract": _("“%(contract)s” in the Contract tag is not a contract."),
        "no_declarer": _("The record gives a contract but no declarer."),
        "no_contract": _("The record has a play but no contract."),
        "not_a_card": _("“%(card)s” in the play is not a card."),
        "played_twice": _("%(card)s is played twice in the record."),
    }
    return messages.get(error.problem, _("The record cannot be read.")) % values
