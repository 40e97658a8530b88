"""The admin's paragraph list by edition: the draft being edited first.

Every edition holds a full copy of the Laws (lawbook.editions.editions.open_draft), so a list of all of
them shows each paragraph once per edition. The list opens on the newest draft (the one an editor
is correcting), else the current edition; the filter names the drafts first, newest first, then
the published editions, newest first; "All editions" lists them all, drafts first.
"""

from __future__ import annotations

from django.contrib import admin
from django.db.models import F
from django.utils.translation import gettext_lazy as _

from ..editions import editions
from ..models import Edition

ALL = "all"


def editions_drafts_first() -> list[Edition]:
    """Drafts (newest first), then published and withdrawn editions (newest first)."""
    rows = list(Edition.objects.all())
    drafts = sorted((e for e in rows if e.is_draft), key=lambda e: (e.created_at, e.pk), reverse=True)
    others = sorted(
        (e for e in rows if not e.is_draft), key=lambda e: (e.published_at is not None, e.published_at, e.pk)
    )
    return drafts + others[::-1]


def default_edition() -> str:
    """The edition the list opens on: the newest draft, else the current edition."""
    ordered = editions_drafts_first()
    return ordered[0].code if ordered and ordered[0].is_draft else editions.current_code()


def drafts_first_ordering(prefix: str) -> tuple:
    """An ordering that puts the rows of drafts (no publication date) first, the newest draft
    first, then the published editions' rows, newest first; `prefix` leads to the Edition."""
    return (
        F(f"{prefix}__published_at").desc(nulls_first=True),
        F(f"{prefix}__created_at").desc(),
    )


class EditionFilter(admin.SimpleListFilter):
    """By edition, for a model whose rows reach their edition through `edition_path`."""

    title = _("edition")
    parameter_name = "edition"
    edition_path = "edition"

    def lookups(self, request, model_admin):
        choices = [(ALL, _("All editions"))]
        for edition in editions_drafts_first():
            label = _("%(code)s (draft)") % {"code": edition.code} if edition.is_draft else edition.code
            choices.append((edition.code, label))
        return choices

    def value(self):
        return super().value() or default_edition()

    def choices(self, changelist):
        # No "All" of Django's own: without a choice the list shows the default edition, and
        # "All editions" is a choice of its own.
        for code, label in self.lookup_choices:
            yield {
                "selected": self.value() == code,
                "query_string": changelist.get_query_string({self.parameter_name: code}),
                "display": label,
            }

    def queryset(self, request, queryset):
        if self.value() == ALL:
            return queryset
        return queryset.filter(**{self.edition_path: self.value()})


class ParagraphEditionFilter(EditionFilter):
    edition_path = "law__edition"
