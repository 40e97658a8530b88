"""Writes the parsed official text into the models, idempotently, and reports what it did.

A second run over the same text changes nothing; a run after the text changed updates rows in
place (found by Law number, paragraph label, footnote number, definition slug), so every English
(or other) translation kept on them survives. A text field edited in the admin since the last
import is kept, and reported when the fixture says something else (lawbook.provenance). The
stand-off layers (citations, footnote markers, defined-term mentions, editor's notes) are
recomputed from the stored text and synchronised row by row.

The importer writes the first edition ("2017", CURRENT_EDITION) only: drafts and later editions
are copies edited in the admin (lawbook.editions), and an import never touches them.
"""
from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.db import transaction
from django.utils.text import slugify

from . import citations as citation_grammar
from . import provenance
from . import terms as term_finder
from .labels import Label, parse_label
from .models import (
    CURRENT_EDITION,
    Chapter,
    Citation,
    Definition,
    EditorNote,
    Footnote,
    FootnoteMarker,
    Law,
    Paragraph,
    TermMention,
)
from .parser import ParsedLawbook, parse_lawbook
from .textfold import fold_case

logger = logging.getLogger(__name__)
FIXTURES = Path(settings.BASE_DIR) / "fixtures"
TEXT_FIELDS = ("heading", "text", "tail")


@dataclass
class ImportReport:
    created: dict[str, int] = field(default_factory=dict)
    updated: dict[str, int] = field(default_factory=dict)
    deleted: dict[str, int] = field(default_factory=dict)
    unresolved: list[tuple[str, str, str]] = field(default_factory=list)  # (paragraph, lang, cited)
    repairs: list = field(default_factory=list)
    unmatched_english: list[str] = field(default_factory=list)
    not_in_file: list[str] = field(default_factory=list)  # our paragraphs an English file lacks
    kept: list[provenance.KeptEdit] = field(default_factory=list)  # edits a fixture did not overwrite
    markers: list[str] = field(default_factory=list)  # footnote markers an edited text moved or lost

    def count(self, kind: str, what: str, n: int = 1) -> None:
        table = getattr(self, kind)
        table[what] = table.get(what, 0) + n

    @property
    def changed(self) -> bool:
        return bool(self.created or self.updated or self.deleted)


def definition_slug(term: str) -> str:
    # Diacritics stay: "Tur" (round) and "Tür" (strain) are two terms.
    return slugify(fold_case(term), allow_unicode=True)


def import_text(path: Path | None = None, english: Path | None = None) -> ImportReport:
    path = Path(path or settings.LAWS_FIXTURE)
    book = parse_lawbook(path.read_text(encoding="utf-8"))
    report = ImportReport(repairs=book.repairs)
    markers = [
        (str(node.label), ref.number, ref.field, ref.offset, getattr(node, ref.field))
        for law in book.laws
        for node in law.paragraphs()
        for ref in node.footnotes
    ]
    with transaction.atomic():
        Writer(book, report).write()
        english_path = english or FIXTURES / "laws_en.json"
        if english_path.exists():
            from .english import load_english_fixture

            load_english_fixture(english_path, report, replace=False)
        sync_layers(report, markers)
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
        for law in self.book.laws:
            self._law(law, chapters)
        self._footnotes()
        self._definitions()
        self._editor_notes()

    def _save(self, model, lookup: dict, values: dict, what: str, texts: dict, where: str, english: dict | None = None):
        """Upsert a row: `values` (its place in the book) always follow the fixture; `texts` (the
        Turkish) and `english` (a chapter's or editor's note's English, from the same fixture) only
        where nobody has edited them since the last import (lawbook.provenance)."""
        obj = model.objects.filter(**lookup).first()
        created = obj is None
        if created:
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
                by_law.update({n: chapter for n in range(first, last + 1)})
        return by_law

    def _law(self, parsed, chapters) -> None:
        law = self._save(
            Law,
            {"edition_id": CURRENT_EDITION, "number": parsed.number},
            {"chapter": chapters[parsed.number]},
            "laws",
            {"title_tr": parsed.title},
            f"law {parsed.number}",
        )
        nodes = parsed.paragraphs()
        existing = {p.label: p for p in law.paragraphs.all()}
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
                Paragraph, {"law": law, "label": label}, values, "paragraphs", texts, f"paragraph {label}"
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
        for footnote in self.book.footnotes:
            values = {
                "printed_number": footnote.printed_number,
                "paragraph": paragraphs.get(first_marker.get(footnote.number)),
            }
            texts = {"text_tr": footnote.text}
            self._save(Footnote, {"edition_id": CURRENT_EDITION, "number": footnote.number}, values, "footnotes", texts, f"footnote {footnote.number}")

    def _definitions(self) -> None:
        saved: dict[str, Definition] = {}
        for position, parsed in enumerate(self.book.definitions):
            values = {"position": position, "parent": saved.get(parsed.parent)}
            texts = {"term_tr": parsed.term, "text_tr": parsed.text}
            slug = definition_slug(parsed.term)
            saved[parsed.term] = self._save(
                Definition, {"edition_id": CURRENT_EDITION, "slug": slug}, values, "definitions", texts, f"definition {parsed.term}"
            )

    def _editor_notes(self) -> None:
        notes = json.loads((FIXTURES / "editor_notes.json").read_text(encoding="utf-8"))
        for repair in self.book.repairs:
            if not repair.visible:
                continue
            paragraph = Paragraph.objects.get(
                law__edition=CURRENT_EDITION, law__number=Label(int(repair.where)).law, label=repair.where
            )
            note = notes[repair.kind]
            self._save(
                EditorNote,
                {"paragraph": paragraph, "kind": repair.kind},
                {},
                "editor notes",
                {"text_tr": note["tr"]},
                f"editor's note {repair.kind} on {repair.where}",
                {"text_en": note["en"]},
            )


# --- stand-off layers ---------------------------------------------------------------------------


def sync_layers(report: ImportReport, markers: list[tuple] | None = None, only: list[int] | None = None,
                edition: str = CURRENT_EDITION) -> None:
    """Recompute citations and term mentions of one edition from its stored text; footnote markers
    when given.

    `only` (paragraph ids) limits the work to those paragraphs, as after an admin edit.
    """
    scope = Paragraph.objects.filter(law__edition=edition)
    target_ids = dict(scope.values_list("label", "pk"))
    known = set(target_ids)
    paragraphs = list(scope if only is None else scope.filter(pk__in=only))
    definitions = list(Definition.objects.filter(edition=edition))
    wanted_citations, wanted_mentions = [], []
    for lang in ("tr", "en"):
        terms = {getattr(d, f"term_{lang}"): d for d in definitions if getattr(d, f"term_{lang}")}
        matcher = term_finder.build_matcher(list(terms), lang)
        for paragraph in paragraphs:
            label = parse_label(paragraph.label)
            for field_name in TEXT_FIELDS:
                text = getattr(paragraph, f"{field_name}_{lang}") or ""
                for cite in citation_grammar.find_citations(text, label, known, lang):
                    target_id = target_ids.get(cite.target)
                    if target_id is None:
                        report.unresolved.append((paragraph.label, lang, cite.text))
                    wanted_citations.append(
                        (paragraph.pk, lang, field_name, cite.start, cite.end, cite.target, target_id)
                    )
                if field_name == "heading":
                    continue
                for match in term_finder.find_terms(text, list(terms), matcher, lang):
                    wanted_mentions.append((paragraph.pk, terms[match.key].pk, lang, field_name, match.start, match.end))
    if only is None:
        _report_unlinked_outside_laws(known, report)
    # The whole edition's rows when no paragraphs are named, never another edition's.
    only = list(scope.values_list("pk", flat=True)) if only is None else only
    _sync(Citation, ("paragraph_id", "lang", "field", "start", "end", "target_label", "target_id"), wanted_citations, report, "citations", only)
    _sync(TermMention, ("paragraph_id", "definition_id", "lang", "field", "start", "end"), wanted_mentions, report, "term mentions", only)
    if markers is not None:
        _sync_markers(markers, report)


def _report_unlinked_outside_laws(known: set[str], report: ImportReport) -> None:
    """Definitions and footnotes have no stored layers; their dangling citations are reported."""
    texts = [(f"definition {d.term_tr}", d.text_tr, d.text_en) for d in Definition.objects.filter(edition=CURRENT_EDITION)]
    texts += [(f"footnote {f.number}", f.text_tr, f.text_en) for f in Footnote.objects.filter(edition=CURRENT_EDITION)]
    for where, text_tr, text_en in texts:
        for lang, text in (("tr", text_tr), ("en", text_en)):
            for cite in citation_grammar.find_citations(text or "", Label(1), known, lang):
                if not cite.resolved and re.match(r"(?i)(yasa|law)", cite.text):
                    report.unresolved.append((where, lang, cite.text))


def _sync(model, keys: tuple[str, ...], wanted: list[tuple], report: ImportReport, what: str, only: list[int] | None = None) -> None:
    rows = model.objects.all() if only is None else model.objects.filter(paragraph_id__in=only)
    existing = {tuple(row[1:]): row[0] for row in rows.values_list("pk", *keys)}
    wanted_set = set(wanted)
    stale = [pk for key, pk in existing.items() if key not in wanted_set]
    missing = [key for key in wanted if key not in existing]
    if stale:
        model.objects.filter(pk__in=stale).delete()
        report.count("deleted", what, len(stale))
    if missing:
        model.objects.bulk_create([model(**dict(zip(keys, key))) for key in dict.fromkeys(missing)])
        report.count("created", what, len(set(missing)))


def _sync_markers(book_markers: list[tuple], report: ImportReport) -> None:
    """The fixture's markers, placed in the stored text: where an admin edit was kept, a marker
    moves with the words it followed, or goes to the end of the text when they are gone."""
    footnotes = {f.number: f.pk for f in Footnote.objects.filter(edition=CURRENT_EDITION)}
    paragraphs = {p.label: p for p in Paragraph.objects.filter(law__edition=CURRENT_EDITION)}
    wanted = []
    for label, number, field_name, offset, fixture_text in book_markers:
        paragraph = paragraphs.get(label)
        if paragraph is None or number not in footnotes:
            continue
        stored = getattr(paragraph, f"{field_name}_tr") or ""
        placed = relocate(offset, fixture_text, stored)
        if placed != offset:
            report.markers.append(_marker_note(number, label, field_name, placed, stored))
        wanted.append((paragraph.pk, footnotes[number], field_name, len(stored) if placed is None else placed))
    first_edition = list(Paragraph.objects.filter(law__edition=CURRENT_EDITION).values_list("pk", flat=True))
    _sync(FootnoteMarker, ("paragraph_id", "footnote_id", "field", "offset"), wanted, report, "footnote markers", first_edition)


def _marker_note(number: int, label: str, field_name: str, placed: int | None, stored: str) -> str:
    where = f"footnote {number}'s marker in paragraph {label} {field_name}_tr"
    if placed is None:
        return f"{where}: the words it followed are not in the edited text; it now stands at the end"
    return f"{where} follows the edited text: after {stored[max(0, placed - 30):placed]!r}"


CONTEXT = (40, 20, 10)  # characters of text around a marker looked for in the edited text


def relocate(offset: int, old: str, new: str) -> int | None:
    """Where a marker at `offset` in `old` stands in `new`: after the same words, or before them;
    None when they are not found once and only once."""
    if old == new:
        return offset
    for size in CONTEXT:
        before = old[max(0, offset - size) : offset]
        if before.strip() and new.count(before) == 1:
            return new.index(before) + len(before)
    for size in CONTEXT:
        after = old[offset : offset + size]
        if after.strip() and new.count(after) == 1:
            return new.index(after)
    return None


def follow_edit(paragraphs: list[Paragraph], previous: dict[int, dict[str, str]] | None = None, everywhere: bool = False,
                edition: str | None = None) -> None:
    """After an admin edit: recompute the layers of the edited paragraphs (of all, when a
    defined term may have changed), and move their footnote markers with the edited text.

    `previous` maps a paragraph id to its Turkish texts before the edit (field -> text).
    """
    for paragraph in paragraphs:
        before = (previous or {}).get(paragraph.pk, {})
        for marker in paragraph.footnote_markers.all():
            old = before.get(marker.field)
            new = getattr(paragraph, f"{marker.field}_tr") or ""
            if old is None or old == new:
                continue
            placed = relocate(marker.offset, old, new)
            marker.offset = len(new) if placed is None else placed
            marker.save(update_fields=["offset"])
    codes = {edition} if edition else {p.law.edition_id for p in paragraphs} or {CURRENT_EDITION}
    for code in codes:
        in_edition = [p.pk for p in paragraphs if p.law.edition_id == code]
        sync_layers(ImportReport(), only=None if everywhere else in_edition, edition=code)
