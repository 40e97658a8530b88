"""A record's history for its page: each save (django-simple-history), newest first, with who
made it, when, and the names of the fields it changed."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.utils.translation import gettext as _

from .models import RulingRecord

# Kept by the save itself, not changed by the director.
NOT_SHOWN = {"updated", "created", "deal"}


@dataclass(frozen=True)
class Change:
    when: datetime
    who: str
    created: bool
    fields: list[str]  # the changed fields' names, in the page's language


def changes(record: RulingRecord) -> list[Change]:
    saves = list(record.history.select_related("history_user").order_by("history_date", "history_id"))
    out = []
    for before, after in zip([None, *saves], saves, strict=False):
        fields: list[str] = []
        if before is not None:
            delta = after.diff_against(before, excluded_fields=NOT_SHOWN)
            fields = [str(RulingRecord._meta.get_field(c.field).verbose_name) for c in delta.changes]
        user = after.history_user
        who = user.get_username() if user is not None else _("unknown")
        out.append(Change(after.history_date, who, before is None, fields))
    return list(reversed(out))
