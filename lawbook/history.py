"""The history of every text field of the Laws: who changed what, when, the old and the new text.

django-simple-history keeps one historical record per save of a chapter, Law, paragraph,
definition, footnote and editor's note, with both languages (registered after modeltranslation
has added the `_tr`/`_en` fields), the user who saved it (its request middleware) and the edition
the row belongs to. The admin shows a row's history with a word-level diff and can revert a draft
row to an earlier record. The public API's history (lawbook.edition_api) shows published editions
only, never who edited them.
"""

from __future__ import annotations

import difflib
import html

from django.utils.safestring import SafeString, mark_safe
from simple_history import register

TRACKED = ("Chapter", "Law", "Paragraph", "Definition", "Footnote", "EditorNote")


def register_text_history() -> None:
    from . import models

    for name in TRACKED:
        model = getattr(models, name)
        if not hasattr(model, "history"):
            register(model, app="lawbook", excluded_fields=["imported", "en_sources"])


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


def text_changes(record) -> SafeString:
    """The text fields a historical record changed, each as a word-level diff against the record
    before it (the whole text for the first record)."""
    previous = record.prev_record
    parts = []
    for field in record.instance_type._meta.fields:
        name = field.name
        if not name.endswith(("_tr", "_en")):
            continue
        new = getattr(record, name) or ""
        old = (getattr(previous, name) or "") if previous is not None else ""
        if previous is not None and old == new:
            continue
        parts.append(f"<p><b>{html.escape(name)}</b>: {word_diff(old, new)}</p>")
    return mark_safe("".join(parts))


def history_admin_base():
    """SimpleHistoryAdmin with a "changes" column (the word-level diff) in the history view."""
    from django.contrib import admin
    from django.utils.translation import gettext_lazy as _
    from simple_history.admin import SimpleHistoryAdmin

    class TextHistoryAdmin(SimpleHistoryAdmin):
        history_list_display = ["changes"]

        @admin.display(description=_("changes"))
        def changes(self, obj):
            return text_changes(obj)

    return TextHistoryAdmin
