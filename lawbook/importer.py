"""Writes the parsed official text into the models, idempotently, and reports what it did.

A second run over the same text changes nothing; a run after the text changed updates rows in
place (found by Law number, paragraph label, footnote number, definition slug), so every English
(or other) translation kept on them survives. A text field edited in the admin since the last
import is kept, and reported when the fixture says something else (lawbook.text.provenance). The
stand-off layers (citations, footnote markers, defined-term mentions) are recomputed from the
stored text by lawbook.layers, which also bumps the content version when anything changed.

The importer writes the first edition ("2017", CURRENT_EDITION) only: drafts and later editions
are copies edited in the admin (lawbook.editions.editions), and an import never touches them.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from django.conf import settings
from django.db import transaction
from django.db.models import Q

from .english.english import load_english_fixture
from .labels import parse_label
from .layers import Change, Scope, text_changed
from .models import (
    CURRENT_EDITION,
    Chapter,
    Citation,
    Definition,
    EditorNote,
    Footnote,
    Law,
    Paragraph,
    definition_slug,
)
from .text import provenance
from .text.language_parts import UnbalancedMark, parts
from .text.parser import ParsedLawbook, parse_lawbook
from .text.reports import ImportReport
from .text.source import read_utf8

__all__ = ["FIXTURES", "ImportReport", "definition_slug", "import_text"]

logger = logging.getLogger(__name__)
FIXTURES = Path(settings.BASE_DIR) / "fixtures"
TEXT_FIELDS = ("heading", "text", "tail")


def first_edition():
    """The edition the importer writes: created by migration 0005, and again here for a database
    emptied since (a test's flush)."""
    from datetime import UTC, datetime

    from .models import Edition

    return Edition.objects.get_or_create(
        code=CURRENT_EDITION,
        defaults={
            "status": Edition.PUBLISHED,
            "published_at": datetime(2017, 1, 1, tzinfo=UTC),
            # Both languages, as migration 0017 gave them to the edition migration 0005 made.
            "title_tr": "Uluslararası Briç Yasaları 2017",
            "title_en": "Laws of Duplicate Bridge 2017",
        },
    )[0]


def import_text(path: Path | None = None, english: Path | None = None) -> ImportReport:
    path = Path(path or settings.LAWS_FIXTURE)
    source = read_utf8(path)
    book = parse_lawbook(source)
    report = ImportReport(repairs=book.repairs)
    markers = [
        (str(node.label), ref.number, ref.field, ref.offset, getattr(node, ref.field))
        for law in book.laws
        for node in law.paragraphs()
        for ref in node.footnotes
    ]
    with transaction.atomic():
        first_edition()
        Writer(book, report).write()
        english_path = english or FIXTURES / "laws_en.json"
        if english_path.exists():
            load_english_fixture(english_path, report, replace=False)
        text_changed(Change(Scope(everything=True), fixture_markers=markers, saved=False), report)
        noted_citations(report)
    return report


def _differs(obj, key: str, value) -> bool:
    """Whether a field holds another value; a foreign key by its id, as reading the related row
    would cost a query for every paragraph."""
    field = obj._meta.get_field(key)
    if field.is_relation:
        return getattr(obj, field.attname) != (value.pk if value is not None else None)
    return getattr(obj, key) != value


class Writer:
    """Upserts the Turkish fields of every row; never touches another language's fields."""

    def __init__(self, book: ParsedLawbook, report: ImportReport):
        self.book = book
        self.report = report

    def write(self) -> None:
        chapters = self._chapters()
        laws = {law.number: law for law in Law.objects.filter(edition_id=CURRENT_EDITION)}
        paragraphs: dict[int, dict[str, Paragraph]] = {}
        for paragraph in Paragraph.objects.filter(law__edition_id=CURRENT_EDITION):
            paragraphs.setdefault(paragraph.law_id, {})[paragraph.label] = paragraph
        for law in self.book.laws:
            self._law(law, chapters, laws, paragraphs)
        self._footnotes()
        self._definitions()
        self._editor_notes()

    def _save(
        self,
        model,
        lookup: dict,
        values: dict,
        what: str,
        texts: dict,
        where: str,
        english: dict | None = None,
        existing: dict | None = None,
    ):
        """Upsert a row: `values` (its place in the book) always follow the fixture; `texts` (the
        Turkish) and `english` (a chapter's or editor's note's English, from the same fixture) only
        where nobody has edited them since the last import (lawbook.text.provenance). `existing`: the
        rows already read, by the lookup's last value, so that a re-import of 828 paragraphs does
        not cost a query for each."""
        key = list(lookup.values())[-1]
        obj = model.objects.filter(**lookup).first() if existing is None else existing.get(key)
        created = obj is None
        if obj is None:
            obj = model(**lookup, **values)
        changed = [key for key, value in values.items() if _differs(obj, key, value)]
        for key in changed:
            setattr(obj, key, values[key])
        changed += provenance.merge(obj, texts, provenance.Rule.TAKE, where, self.report.kept)
        changed += provenance.merge(obj, english or {}, provenance.Rule.FILL_EMPTY, where, self.report.kept)
        if created:
            obj.save()
            self.report.count("created", what)
        elif changed:
            obj.save(update_fields=changed)
            if set(changed) != {"imported"}:
                self.report.count("updated", what)
        return obj

    def _chapters(self) -> dict[int, Chapter]:
        data = json.loads((FIXTURES / "chapters.json").read_text(encoding="utf-8"))
        by_law = {}
        for entry in data:
            chapter = self._save(
                Chapter,
                {"edition_id": CURRENT_EDITION, "number": entry["number"]},
                {"roman": entry["roman"]},
                "chapters",
                {"name_tr": entry["name_tr"]},
                f"chapter {entry['roman']}",
                {"name_en": entry["name_en"]},
            )
            if entry["laws"]:
                first, last = entry["laws"]
                by_law.update(dict.fromkeys(range(first, last + 1), chapter))
        return by_law

    def _law(self, parsed, chapters, laws: dict[int, Law], paragraphs: dict[int, dict[str, Paragraph]]) -> None:
        law = self._save(
            Law,
            {"edition_id": CURRENT_EDITION, "number": parsed.number},
            {"chapter": chapters[parsed.number]},
            "laws",
            {"title_tr": parsed.title},
            f"law {parsed.number}",
            existing=laws,
        )
        nodes = parsed.paragraphs()
        existing = paragraphs.get(law.pk, {})
        saved: dict[str, Paragraph] = {}
        for position, node in enumerate(nodes):
            label = str(node.label)
            parent = saved.get(str(node.label.parent)) if node.label.parent else None
            values = {
                "anchor": node.label.anchor,
                "parent": parent,
                "position": position,
                "depth": node.label.depth,
            }
            texts = {"heading_tr": node.heading, "text_tr": node.text, "tail_tr": node.tail}
            saved[label] = self._save(
                Paragraph,
                {"law": law, "label": label},
                values,
                "paragraphs",
                texts,
                f"paragraph {label}",
                existing=existing,
            )
        for label, paragraph in existing.items():
            if label not in saved:
                paragraph.delete()
                self.report.count("deleted", "paragraphs")

    def _footnotes(self) -> None:
        paragraphs = {p.label: p for p in Paragraph.objects.filter(law__edition=CURRENT_EDITION)}
        first_marker: dict[int, str] = {}
        for law in self.book.laws:
            for node in law.paragraphs():
                for ref in node.footnotes:
                    first_marker.setdefault(ref.number, str(node.label))
        existing = {f.number: f for f in Footnote.objects.filter(edition_id=CURRENT_EDITION)}
        for footnote in self.book.footnotes:
            values = {
                "printed_number": footnote.printed_number,
                "paragraph": paragraphs.get(first_marker.get(footnote.number)),
            }
            texts = {"text_tr": footnote.text}
            self._save(
                Footnote,
                {"edition_id": CURRENT_EDITION, "number": footnote.number},
                values,
                "footnotes",
                texts,
                f"footnote {footnote.number}",
                existing=existing,
            )

    def _definitions(self) -> None:
        saved: dict[str, Definition] = {}
        existing = {d.slug: d for d in Definition.objects.filter(edition_id=CURRENT_EDITION)}
        for position, parsed in enumerate(self.book.definitions):
            values = {"position": position, "parent": saved.get(parsed.parent)}
            texts = {"term_tr": parsed.term, "text_tr": parsed.text}
            slug = definition_slug(parsed.term)
            saved[parsed.term] = self._save(
                Definition,
                {"edition_id": CURRENT_EDITION, "slug": slug},
                values,
                "definitions",
                texts,
                f"definition {parsed.term}",
                existing=existing,
            )

    def _editor_notes(self) -> None:
        """The editor's notes of fixtures/editor_notes.json: a note with a `label` stands on that
        paragraph (where our English knowingly differs from the WBF's because the Turkish does), one
        with a `definition` on the definition of that Turkish term; one with neither stands where
        the parser made the visible repair of its kind (the Law 77 table)."""
        notes = json.loads((FIXTURES / "editor_notes.json").read_text(encoding="utf-8"))
        check_marks(notes)
        places = [(kind, note["label"]) for kind, note in notes.items() if "label" in note]
        places += [(repair.kind, repair.where) for repair in self.book.repairs if repair.visible]
        # The owners and the notes already stored are read once, not a query or two per note.
        paragraphs = {
            (p.law.number, p.label): p
            for p in Paragraph.objects.filter(
                law__edition=CURRENT_EDITION, label__in={label for _, label in places}
            ).select_related("law")
        }
        definitions = {d.slug: d for d in Definition.objects.filter(edition_id=CURRENT_EDITION)}
        stored = {
            (note.paragraph_id, note.definition_id, note.kind): note
            for note in EditorNote.objects.filter(
                Q(paragraph__law__edition=CURRENT_EDITION) | Q(definition__edition=CURRENT_EDITION)
            )
        }
        owners: list[tuple[str, dict]] = []
        for kind, label in places:
            paragraph = paragraphs.get((parse_label(label).law, label))
            if paragraph is None:
                raise Paragraph.DoesNotExist(f"editor's note {kind}: no paragraph {label} in edition {CURRENT_EDITION}")
            owners.append((kind, {"paragraph": paragraph, "definition": None}))
        for kind, note in notes.items():
            if "definition" in note:
                definition = definitions.get(definition_slug(note["definition"]))
                if definition is None:
                    raise Definition.DoesNotExist(f"editor's note {kind}: no definition {note['definition']}")
                owners.append((kind, {"definition": definition, "paragraph": None}))
        for kind, owner in owners:
            note = notes[kind]
            where = owner["paragraph"] or f"definition {owner['definition'].term_tr}"
            key = (getattr(owner["paragraph"], "pk", None), getattr(owner["definition"], "pk", None), kind)
            self._save(
                EditorNote,
                {**owner, "kind": kind},
                {},
                "editor notes",
                {"text_tr": note["tr"]},
                f"editor's note {kind} on {where}",
                {"text_en": note["en"]},
                existing={kind: stored.get(key)},
            )


def check_marks(notes: dict) -> None:
    """Every note's marks of words quoted in the other language pair up (lawbook.text.language_parts):
    a stray ⁅ or ⁆ in the fixture stops the import before a note is written, naming the note, its
    language and where the mark is, instead of storing a text no page can draw."""
    for kind, note in notes.items():
        for lang in ("tr", "en"):
            try:
                parts(note[lang])
            except UnbalancedMark as error:
                # A ValueError: import_laws says it as the command's error, without a traceback.
                raise ValueError(
                    f"fixtures/editor_notes.json, note {kind} [{lang}]: the marks ⁅ ⁆ of a quotation "
                    f"do not pair up near {error.near!r}"
                ) from error


def noted_citations(report: ImportReport) -> None:
    """Move from `report.unresolved` to `report.noted` each citation naming no paragraph that an
    editor's note accounts for (its `citation` key: the definition of Artırım cites "Yasa 17E",
    which the 2017 Laws do not have). Such a citation stays in the text as published and unlinked;
    the note beside it says where to read, so it is no longer a warning of the import."""
    notes = json.loads((FIXTURES / "editor_notes.json").read_text(encoding="utf-8"))
    explained = set()
    for note in notes.values():
        if "definition" not in note or "citation" not in note:
            continue
        for citation in Citation.objects.filter(
            definition__edition_id=CURRENT_EDITION,
            definition__slug=definition_slug(note["definition"]),
            target=None,
            target_label=note["citation"],
        ).select_related("definition"):
            text = getattr(citation.definition, f"{citation.field}_{citation.lang}") or ""
            explained.add(
                (f"definition {citation.definition.term_tr}", citation.lang, text[citation.start : citation.end])
            )
    report.noted += [entry for entry in report.unresolved if entry in explained]
    report.unresolved[:] = [entry for entry in report.unresolved if entry not in explained]
