"""The content version: one number that changes whenever the text readers are served changes.

Everything derived from the text (cached pages and API answers, ETags, /sw.js, each machine's
search index) is keyed on it, so that a change made anywhere (an import, a publication) reaches
every process and every machine sharing the database without telling them: they compare numbers.
A draft's saves do not move it (lawbook.layers.text_changed): readers cannot see a draft.
"""

from __future__ import annotations

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from .models import ContentVersion
from .page_cache import Stamp, forget_stamp

_ROW = 1


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
