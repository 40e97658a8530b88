"""The content version: one number that changes whenever the text readers are served changes.

Everything derived from the text (cached pages and API answers, ETags, /sw.js, each machine's
search index) is keyed on it, so that a change made anywhere (an import, a publication) reaches
every process and every machine sharing the database without telling them: they compare numbers.
A draft's saves do not move it (lawbook.layers.text_changed): readers cannot see a draft.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from . import per_request
from .models import ContentVersion

_ROW = 1
# A process reads the version at most once a second (lawbook.pages.page_cache serves every reading page
# after one such read); a process that bumps it forgets its copy at once.
STAMP_SECONDS = 1.0
# (the stamp, read again after this time.monotonic()): one tuple replaced whole, so that a thread
# of a threaded worker (gunicorn.conf.py) never sees the stamp of one read and the time of another,
# nor the None another thread's forget_stamp() put there between its read and its return.
_last_read: tuple[Stamp | None, float] = (None, 0.0)


@dataclass(frozen=True)
class Stamp:
    """What a cached answer was made from (the content version, or a search index generation)
    and when that last changed."""

    version: int | str
    changed_at: datetime | None

    @classmethod
    def now(cls) -> Stamp:
        """The stamp as this process last read it, read again once it is STAMP_SECONDS old; in a
        request, the one the request first saw, whatever the clock says later (lawbook.per_request:
        a page that asks more than once and runs past the copy's second would otherwise read it
        again halfway through, one more query that came and went with the machine's load)."""
        return per_request.remembered("stamp", cls._process_copy)

    @classmethod
    def _process_copy(cls) -> Stamp:
        global _last_read
        clock = time.monotonic()
        stamp, until = _last_read
        if stamp is None or clock >= until:
            row = ContentVersion.objects.values_list("number", "changed_at").first()
            stamp = cls(*row) if row else cls(0, None)
            _last_read = (stamp, clock + STAMP_SECONDS)
        return stamp


def forget_stamp() -> None:
    """After a change made by this process: its next request reads the new version (and so does
    the rest of the request that made the change)."""
    global _last_read
    _last_read = (None, 0.0)
    per_request.forget("stamp")


def current() -> int:
    """The version now in the database (0 before the first import)."""
    number = ContentVersion.objects.filter(pk=_ROW).values_list("number", flat=True).first()
    return number or 0


def recent() -> Stamp:
    """The version as this process last read it, read again when it is a second old (a change
    made by this process shows at once): for a process-wide cache of something made from the
    text, which must not cost a query per use. It carries the time of the change too, so two
    different changes that reach the same number (a rolled-back one and the next) differ."""
    return Stamp.now()


def bump() -> int:
    """Record that the text changed; returns the new version. Safe under concurrent callers: the
    increment is one UPDATE, and the row is created once."""
    with transaction.atomic():
        updated = ContentVersion.objects.filter(pk=_ROW).update(number=F("number") + 1, changed_at=timezone.now())
        if not updated:
            ContentVersion.objects.get_or_create(pk=_ROW, defaults={"number": 1})
    forget_stamp()  # this process's pages follow its own change at once
    return current()
