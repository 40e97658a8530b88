"""The history of every text field of the Laws: who changed what, when, the old and the new text.

django-simple-history keeps one historical record per save of a chapter, Law, paragraph,
definition, footnote, editor's note and federation interpretation, with both languages (registered after modeltranslation
has added the `_tr`/`_en` fields), the user who saved it (its request middleware) and the edition
the row belongs to. The admin shows a row's history with a word-level diff of whole words in both
languages and can revert a draft row to an earlier record. The public API's history (lawbook.api.edition_views) shows published editions
only, never who edited them.
"""

from __future__ import annotations

import contextlib
import contextvars
import difflib
import html
from collections.abc import Iterator
from typing import Any

from django.conf import settings
from django.contrib.admin.utils import unquote
from django.core.exceptions import ValidationError
from django.http import Http404
from django.utils import timezone
from django.utils.safestring import SafeString, mark_safe
from django.utils.text import capfirst
from django.utils.translation import gettext, gettext_lazy, gettext_noop
from simple_history import register
from simple_history.models import HistoricalRecords
from simple_history.signals import post_create_historical_record, pre_create_historical_record

TRACKED = ("Chapter", "Law", "Paragraph", "Definition", "Footnote", "EditorNote", "Interpretation")


def register_text_history() -> None:
    from .. import models

    for name in TRACKED:
        model = getattr(models, name)
        if not hasattr(model, "history"):
            register(model, app="lawbook", excluded_fields=["imported", "en_sources"], records_class=TextRecords)


# The deletions under way in this thread or task whose records are written together
# (deletion_records_together); None when each deletion writes its own record, as simple_history does.
_deletions: contextvars.ContextVar[_Deletions | None] = contextvars.ContextVar("lawbook_deletions", default=None)


class TextRecords(HistoricalRecords):
    """simple_history's records of a text model, except that a deletion made inside
    `deletion_records_together` keeps its record until the deletions are over and writes it with
    the others: the same record, made when its row is deleted (its date, user, reason and fields),
    one INSERT per table and batch instead of one per row (perf299)."""

    def post_delete(self, instance, using=None, **kwargs):
        deletions = _deletions.get()
        if deletions is None or self.cascade_delete_history or not getattr(settings, "SIMPLE_HISTORY_ENABLED", True):
            return super().post_delete(instance, using=using, **kwargs)
        deletions.add(self, instance, using)


class _Deletions:
    """The deletion records made so far, in the order their rows were deleted."""

    def __init__(self):
        self.records: list[tuple[TextRecords, Any, Any, Any, dict]] = []
        self.historical: dict[type, Any] = {}

    def add(self, records: TextRecords, instance, using) -> None:
        """simple_history's create_historical_record up to its save: the record as it makes it,
        and the signal it sends before the save."""
        using = using if records.use_base_model_db else None
        model = type(instance)
        historical = self.historical.get(model)
        if historical is None:
            # the class's manager names the model; simple_history built a manager per record
            historical = self.historical[model] = getattr(model, records.manager_name).model
        history_date = getattr(instance, "_history_date", timezone.now())
        history_user = records.get_history_user(instance)
        reason = records.get_change_reason_for_object(instance, "-", using)
        attrs = {field.attname: getattr(instance, field.attname) for field in records.fields_included(instance)}
        if getattr(historical, "history_relation", None) is not None:
            attrs["history_relation"] = instance
        record = historical(
            history_date=history_date,
            history_type="-",
            history_user=history_user,
            history_change_reason=reason,
            **attrs,
        )
        sent = {
            "instance": instance,
            "history_date": history_date,
            "history_user": history_user,
            "history_change_reason": reason,
            "using": using,
        }
        pre_create_historical_record.send(sender=historical, history_instance=record, **sent)
        self.records.append((records, instance, record, using, sent))

    def write(self) -> None:
        """Every record, one bulk_create per table and database in the order the rows were deleted
        (each table's ids in that order, as one save each gave them), then what followed each save."""
        tables: dict[tuple[Any, Any], list] = {}
        for _records, _instance, record, using, _sent in self.records:
            tables.setdefault((type(record), using), []).append(record)
        for (historical, using), rows in tables.items():
            manager = historical.objects.using(using) if using else historical.objects
            manager.bulk_create(rows)
        for records, instance, record, _using, sent in self.records:
            records.create_historical_record_m2ms(record, instance)
            post_create_historical_record.send(sender=type(record), history_instance=record, **sent)


@contextlib.contextmanager
def deletion_records_together() -> Iterator[None]:
    """The text rows deleted inside (a discarded draft's thousand) get their history records
    written together when it ends, in one transaction with the deletions (the caller's). Inside
    another, the outer one writes them."""
    if _deletions.get() is not None:
        yield
        return
    deletions = _Deletions()
    token = _deletions.set(deletions)
    try:
        yield
    finally:
        _deletions.reset(token)
    deletions.write()


def edition_of_gone(model, key) -> str | None:
    """The code of the edition a row belonged to, read from the history records kept of it and of the
    rows it stood in (a paragraph's Law, a note's paragraph or definition): for a row deleted since a
    page named it, with its discarded draft or by an editor (polish71). An edition (`key` its code)
    is named when its rows have records. None where nothing is kept, or `key` names no row."""
    from .. import models

    try:
        if model is models.Edition:
            return str(key) if models.Law.history.filter(edition_id=str(key)).exists() else None
        record = model.history.filter(**{model._meta.pk.attname: key}).order_by("-history_id").first()
    except (ValueError, TypeError, ValidationError):  # no key of this model (PostgreSQL refuses a NUL)
        return None
    if record is None:
        return None
    if getattr(record, "edition_id", None) is not None:
        return record.edition_id
    for name, owner in (
        ("law_id", models.Law),
        ("paragraph_id", models.Paragraph),
        ("definition_id", models.Definition),
    ):
        if getattr(record, name, None) is not None:
            return edition_of_gone(owner, getattr(record, name))
    return None


def word_diff(old: str, new: str) -> SafeString:
    """`new` against `old` word by word: removed words in <del>, added ones in <ins>."""
    before, after = (old or "").split(), (new or "").split()
    out = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=before, b=after, autojunk=False).get_opcodes():
        if op in ("delete", "replace"):
            out.append(f"<del>{html.escape(' '.join(before[i1:i2]))}</del>")
        if op in ("insert", "replace"):
            out.append(f"<ins>{html.escape(' '.join(after[j1:j2]))}</ins>")
        if op == "equal":
            out.append(html.escape(" ".join(before[i1:i2])))
    return mark_safe(" ".join(out))


LANGUAGES = (("tr", gettext_lazy("Turkish")), ("en", gettext_lazy("English")))

# django-simple-history's own interface strings, which it ships no Turkish for: named here so that
# they are in our sources, translated in locale/*/LC_MESSAGES/django.po (our catalogue comes
# first). The history page's templates are ours (templates/simple_history/).
SIMPLE_HISTORY_STRINGS = (
    gettext_noop("Created"),
    gettext_noop("Changed"),
    gettext_noop("Deleted"),
    gettext_noop("Change history: %s"),
    gettext_noop("View history: %s"),
)


def text_changes(record) -> SafeString:
    """The text fields a historical record changed, each as a word-level diff of whole words
    against the record before it (the whole text for the first record), in Turkish and in
    English side by side, under the field's name in the page's language."""
    previous = record.prev_record
    fields = {field.name: field for field in record.instance_type._meta.fields}
    parts = []
    for name, field in fields.items():
        if f"{name}_tr" not in fields or f"{name}_en" not in fields:
            continue  # not a translated text field
        texts = {lang: _field_diff(record, previous, f"{name}_{lang}") for lang, _label in LANGUAGES}
        if not any(texts.values()):
            continue
        lines = "".join(
            f'<div class="diff" lang="{lang}"><span class="diff-lang">{html.escape(str(label))}:</span> '
            f"{texts[lang] or _unchanged()}</div>"
            for lang, label in LANGUAGES
        )
        parts.append(f'<div class="text-change"><b>{html.escape(str(capfirst(field.verbose_name)))}</b>{lines}</div>')
    return mark_safe("".join(parts))


def _field_diff(record, previous, name: str) -> SafeString | str:
    """The word diff of one field against the previous record; "" when it did not change."""
    new = getattr(record, name) or ""
    old = (getattr(previous, name) or "") if previous is not None else ""
    if old == new:
        return ""
    return word_diff(old, new)


COPY_REASON = "copy of "  # the change reason of a draft's first records (lawbook.editions.editions.open_draft)


def reason_label(reason: str | None) -> str:
    """A record's change reason in the page's language: the one reason the code writes (a draft's
    copy of an edition) is stored in English, the stored text being the same for every reader."""
    if not reason:
        return ""
    if reason.startswith(COPY_REASON):
        return gettext("copy of edition %(code)s") % {"code": reason.removeprefix(COPY_REASON)}
    return reason


def _unchanged() -> str:
    return f'<span class="unchanged">{html.escape(gettext("unchanged"))}</span>'


class HistoryAddressesChecked:
    """Before simple_history's history pages: an id in the address that is no id (a row
    /admin/lawbook/law/abc/history/, a record .../law/1/history/abc/) is a 404, as Django's own
    change page answers it; simple_history put it straight into a query (ValueError: a 500).
    Mixed in before SimpleHistoryAdmin (the lawbook's rows, the casebook's rulings)."""

    model: Any  # the ModelAdmin's

    def history_view(self, request, object_id, extra_context=None):
        _id_or_404(self.model._meta.pk, unquote(object_id))
        return super().history_view(request, object_id, extra_context)  # type: ignore[misc]

    def history_form_view(self, request, object_id, version_id, extra_context=None):
        _id_or_404(self.model._meta.pk, unquote(object_id))
        records = getattr(self.model, self.model._meta.simple_history_manager_attribute).model
        _id_or_404(records._meta.pk, version_id)
        return super().history_form_view(request, object_id, version_id, extra_context)  # type: ignore[misc]


def _id_or_404(field, value: str) -> None:
    try:
        field.to_python(value)
    except ValidationError:
        raise Http404(gettext("There is no such record.")) from None


def history_admin_base():
    """SimpleHistoryAdmin whose history page shows each record's text changes as whole-word diffs
    in both languages (text_changes): simple_history's own "Changes" column cut long texts
    ("[36 chars]") and named the fields by their column (text_tr)."""
    from simple_history.admin import SimpleHistoryAdmin

    class TextHistoryAdmin(HistoryAddressesChecked, SimpleHistoryAdmin):
        def set_history_delta_changes(self, request, historical_records, foreign_keys_are_objs=True):
            for record in historical_records:
                record.text_diff = text_changes(record)
                record.reason_label = reason_label(record.history_change_reason)

    return TextHistoryAdmin
