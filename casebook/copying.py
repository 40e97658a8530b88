"""The copy a Publisher starts from: a RulingRecord's text (desk.models) as a draft
PublishedRuling. The director, the session and the deal as pasted are left behind: the case speaks
of seats and the event, never of names (the publisher words the event and edits the rest)."""

from __future__ import annotations

from django.utils import translation

from desk.models import RulingRecord
from lawbook.text.languages import current_lang

from .models import PublishedRuling, Status

COPIED = (
    "event",
    "board",
    "deal",
    "auction_and_play",
    "language",
    "facts",
    "laws",
    "ruling",
    "adjusted_score",
    "appeal",
    "appeal_notes",
)


def copy_record(ruling: PublishedRuling, record: RulingRecord) -> PublishedRuling:
    """`ruling` (unsaved) filled from `record` where the publisher left a field empty; a draft."""
    ruling.record = record
    for name in COPIED:
        if not getattr(ruling, name):
            setattr(ruling, name, getattr(record, name))
    if not ruling.title:
        # The board named as the desk names it ("Kış Ligi · Bord 7", "Winter League · Board 7"; it
        # read "Kış Ligi · 7"), in the language the case is written in: the record's where it says
        # it, else the Publisher's page's (as the admin sets `text_language`).
        with translation.override(record.language or current_lang()):
            ruling.title = str(record)
    ruling.status = Status.DRAFT
    ruling.names_no_player = False  # the publisher reads the copy before saying so
    return ruling
