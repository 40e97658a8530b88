"""A draft opened as a full copy of an edition, copied inside the database (issue 21).

Every row of the source edition (chapters, Laws, paragraphs, definitions, footnotes, federation
interpretations, editor's notes, and the stand-off layers: footnote markers, citations, term
mentions) gets a copy in the draft, and each text row's history starts with the text it was
copied with (lawbook.editions.history). Each table is copied by one INSERT ... SELECT: the SELECT is
a QuerySet compiled by the ORM (the source rows in their model's order, every column as stored, the
draft's values and the foreign keys mapped to the copies as expressions), only the
`INSERT INTO table (columns)` before it is written here, because the ORM has no INSERT from a
query. No row passes through Python: the ORM's copy built a model instance of each of the 5 500
rows and of each of the 1 100 history records and prepared every value of each (0.4-0.5 s of CPU
a draft on SQLite, docs/benchmarks.md, suite34).

A foreign key to a copied row becomes its copy, found by the key the draft keeps unique (the
models' UniqueConstraints: a chapter's, Law's and footnote's number, a paragraph's Law and label, a
definition's slug); a key naming a row of another edition becomes NULL, as the ORM's copy's
`copies.get(...)` made it (a citation of a paragraph no longer in its edition). A column added to a
model later is copied as stored; a key to an edition or to one of its rows that no statement maps
is refused (`_insert`), since copied as stored it would name the source edition's row.
"""

from __future__ import annotations

import functools
import operator
from typing import Any

from django.conf import settings
from django.db import connections, router
from django.db.models import Case, F, Model, OuterRef, Q, QuerySet, Subquery, Value, When
from django.utils import timezone

from ..models import (
    Chapter,
    Citation,
    Definition,
    Edition,
    EditorNote,
    Footnote,
    FootnoteMarker,
    Interpretation,
    Law,
    Paragraph,
    TermMention,
)
from .history import COPY_REASON

# How a copied row is found again in another edition: the path from the row to its edition's code,
# and the fields the edition keeps unique (each model's UniqueConstraint).
_FOUND_BY = {
    Chapter: ("edition", ("number",)),
    Law: ("edition", ("number",)),
    Paragraph: ("law__edition", ("law__number", "label")),
    Definition: ("edition", ("slug",)),
    Footnote: ("edition", ("number",)),
}

# The paths from a row to its edition's code: a note stands on a paragraph or on a definition, a
# citation in a paragraph, a definition, a footnote or a Law title (lawbook.layers).
_IN_EDITION = {
    Chapter: ("edition",),
    Law: ("edition",),
    Paragraph: ("law__edition",),
    Definition: ("edition",),
    Footnote: ("edition",),
    Interpretation: ("edition",),
    EditorNote: ("paragraph__law__edition", "definition__edition"),
    FootnoteMarker: ("paragraph__law__edition",),
    Citation: ("paragraph__law__edition", "definition__edition", "footnote__edition", "law__edition"),
    TermMention: ("paragraph__law__edition",),
}

# The text models, whose copies start their history (lawbook.editions.history.TRACKED).
_TEXT_MODELS = (Chapter, Law, Paragraph, Definition, Footnote, Interpretation, EditorNote)


def _rows(model: type[Model], edition: str) -> QuerySet:
    """The rows of `model` in `edition`, in the model's order, their columns named as stored
    (modeltranslation would read `text` as the active language's column)."""
    where = functools.reduce(operator.or_, (Q(**{path: edition}) for path in _IN_EDITION[model]))
    rows = model.objects.filter(where)
    return rows.rewrite(False) if hasattr(rows, "rewrite") else rows


def copy_edition(source: str, target: str, user=None) -> None:
    """Copy every row of edition `source` into edition `target` (its row already made), and start
    each copied text row's history, recorded as `user`'s."""
    copy = _Copy(source, target)
    copy.text_rows()
    copy.layers()
    _start_history(target, user, reason=f"{COPY_REASON}{source}")


class _Copy:
    def __init__(self, source: str, target: str):
        self.source, self.target = source, target

    def rows(self, model: type[Model]) -> QuerySet:
        return _rows(model, self.source)

    def copy_of(self, model: type[Model], path: str) -> Case:
        """The copy in the draft of the `model` row the copied row's `path` names, when that row is
        of the source edition; else NULL."""
        edition, keys = _FOUND_BY[model]
        found = _rows(model, self.target).filter(**{key: OuterRef(f"{path}__{key}") for key in keys})
        return Case(When(**{f"{path}__{edition}": self.source}, then=Subquery(found.values("pk"))), default=None)

    def text_rows(self) -> None:
        draft = {"edition": self.target, "version": 0}
        _insert(self.rows(Chapter), draft)
        _insert(self.rows(Law), {**draft, "chapter": self.copy_of(Chapter, "chapter")})
        # Parents come before their children: one statement per depth, each finding the copies of
        # the parents the one before made.
        paragraphs = self.rows(Paragraph)
        for depth in sorted(set(paragraphs.values_list("depth", flat=True))):
            _insert(
                paragraphs.filter(depth=depth).order_by("law__number", "position"),
                {"version": 0, "law": self.copy_of(Law, "law"), "parent": self.copy_of(Paragraph, "parent")},
            )
        # Terms, then subterms (the ORM's copy's order: by the source's parent row, then position).
        definitions = self.rows(Definition).order_by("parent_id", "position")
        for level in (definitions.filter(parent=None), definitions.exclude(parent=None)):
            _insert(level, {**draft, "parent": self.copy_of(Definition, "parent")})
        _insert(self.rows(Footnote), {**draft, "paragraph": self.copy_of(Paragraph, "paragraph")})
        # The federation's interpretations name their paragraphs by label, not by row: a copy keeps them.
        _insert(self.rows(Interpretation), draft)
        _insert(
            self.rows(EditorNote),
            {
                "version": 0,
                "paragraph": self.copy_of(Paragraph, "paragraph"),
                "definition": self.copy_of(Definition, "definition"),
            },
        )

    def layers(self) -> None:
        _insert(
            self.rows(FootnoteMarker),
            {"paragraph": self.copy_of(Paragraph, "paragraph"), "footnote": self.copy_of(Footnote, "footnote")},
        )
        _insert(
            self.rows(Citation),
            {
                "paragraph": self.copy_of(Paragraph, "paragraph"),
                "definition": self.copy_of(Definition, "definition"),
                "footnote": self.copy_of(Footnote, "footnote"),
                "law": self.copy_of(Law, "law"),
                "target": self.copy_of(Paragraph, "target"),
            },
        )
        _insert(
            self.rows(TermMention),
            {"paragraph": self.copy_of(Paragraph, "paragraph"), "definition": self.copy_of(Definition, "definition")},
        )


def _start_history(target: str, user, reason: str) -> None:
    """A history record ('+', created) of each copied text row, as django-simple-history's
    bulk_history_create wrote it: every tracked field, `user` or the user simple-history takes by
    default (the request's), the reason, one date for the copy; in the order the rows were copied."""
    if not getattr(settings, "SIMPLE_HISTORY_ENABLED", True):
        return
    now = timezone.now()
    for model in _TEXT_MODELS:
        historical = model.history.model
        author = user or historical.get_default_history_user(None)
        record = {
            "history_date": now,
            "history_change_reason": reason,
            "history_type": "+",
            "history_user": getattr(author, "pk", None),
        }
        record.update((field.attname, F(field.attname)) for field in historical.tracked_fields)
        _insert(_rows(model, target).order_by("pk"), record, into=historical)


def _keys_into_editions(model: type[Model]) -> list:
    """The model's foreign keys to an edition or to a row of one (a copied row's key must name the
    draft's row, `_Copy.copy_of`, or the draft)."""
    return [
        f
        for f in model._meta.concrete_fields
        if f.is_relation and (f.related_model in _FOUND_BY or f.related_model is Edition)
    ]


def _insert(rows: QuerySet, changes: dict[str, Any], into: type[Model] | None = None) -> None:
    """INSERT INTO the table of `into` (the rows' own model by default) the `rows`, in their order:
    each column as stored, or as `changes` gives it by field name (a value, or an expression of the
    rows); with `into`, only the columns `changes` names. The SELECT is the ORM's, with its quoting
    and parameters."""
    model = into or rows.model
    if into is None:
        unmapped = [f.name for f in _keys_into_editions(model) if f.name not in changes]
        if unmapped:
            # copied as stored, the key would name the source edition's row from the draft's
            raise TypeError(f"{model.__name__}: the draft's copy maps no key {', '.join(unmapped)}")
        kept = (f for f in model._meta.concrete_fields if not f.primary_key and f.name not in changes)
        changes = {**{f.name: F(f.attname) for f in kept}, **changes}
    fields = [model._meta.get_field(name) for name in changes]
    aliases = {
        f"copied_{n}": value if hasattr(value, "resolve_expression") else Value(value, output_field=field)
        for n, (field, value) in enumerate(zip(fields, changes.values(), strict=True))
    }
    select = rows.annotate(**aliases).values_list(*aliases)
    connection = connections[router.db_for_write(model)]
    sql, params = select.query.get_compiler(connection=connection).as_sql()
    quote = connection.ops.quote_name
    columns = ", ".join(quote(field.column) for field in fields)
    with connection.cursor() as cursor:
        cursor.execute(f"INSERT INTO {quote(model._meta.db_table)} ({columns}) {sql}", params)
