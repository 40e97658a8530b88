"""The English text of the Laws: the project's own rendering, kept in fixtures/laws_en.json and
keyed by paragraph label, Law number, Turkish definition term and footnote number.

Loading never touches a Turkish field. By default a field follows the fixture while nobody has
edited it since it was last imported, and an editor's English edit in the admin survives a
re-import (lawbook.text.provenance); `replace=True` (import_laws --lang en) overwrites edits too, as
when the WBF's official English text is loaded, and records each field it gives as official
(lawbook.english.english_source), so that the next plain import leaves it alone.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path

from django.utils.translation import gettext as _

from ..models import CURRENT_EDITION, Definition, Footnote, Law, Paragraph, definition_slug
from ..text import provenance
from . import english_source

TEXT_FIELDS = ("heading", "text", "tail")


class EnglishShapeError(ValueError):
    """The English data is not shaped like fixtures/laws_en.json; nothing is loaded."""


def check_shape(data) -> None:
    """Refuse data that would otherwise fail half-way or store non-text in a text field."""
    if not isinstance(data, dict):
        raise EnglishShapeError(
            _("The English file must hold a JSON object with laws, paragraphs, definitions and footnotes.")
        )
    for key, fields in (
        ("laws", None),
        ("footnotes", None),
        ("paragraphs", TEXT_FIELDS),
        ("definitions", ("term", "text")),
    ):
        table = data.get(key, {})
        if not isinstance(table, dict):
            raise EnglishShapeError(_("“%(key)s” must be an object keyed by label, number or term.") % {"key": key})
        for name, value in table.items():
            _check_entry(key, name, value, fields)
    in_order = data.get("definitions_in_order", [])
    if not isinstance(in_order, list):
        raise EnglishShapeError(_("“%(key)s” must be a list.") % {"key": "definitions_in_order"})
    for index, entry in enumerate(in_order):
        _check_entry("definitions_in_order", str(index + 1), entry, ("term", "text"))


def _check_entry(key: str, name: str, value, fields) -> None:
    if fields is None:
        good = isinstance(value, str)
    else:
        good = isinstance(value, dict) and all(isinstance(value.get(f, ""), str) for f in fields)
    if not good:
        raise EnglishShapeError(
            _("%(key)s “%(name)s”: the value is not text of the expected shape.") % {"key": key, "name": name}
        )


def load_english_fixture(path: Path, report, replace: bool = False) -> None:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    apply_english(data, report, replace)


@dataclass(frozen=True)
class OfficialFile:
    """The official English text being imported: its file name and the day of the import, recorded
    on every field it gives (lawbook.english.english_source)."""

    name: str
    at: str


def apply_english(data: dict, report, replace: bool, official: OfficialFile | None = None) -> None:
    """Load English `data`: our rendering (fills what nobody edited, never touches an official
    text), or with `replace` an official text, which replaces and is recorded as official."""
    check_shape(data)
    _set = functools.partial(_set_fields, official=official if replace else None)
    laws = {str(law.number): law for law in Law.objects.filter(edition=CURRENT_EDITION)}
    for number, title in data.get("laws", {}).items():
        _set(laws.get(number), {"title_en": title}, report, "laws", number, replace)
    paragraphs = {p.label: p for p in Paragraph.objects.filter(law__edition=CURRENT_EDITION)}
    for label, fields in data.get("paragraphs", {}).items():
        values = {f"{name}_en": fields.get(name, "") for name in TEXT_FIELDS}
        _set(paragraphs.get(label), values, report, "paragraphs", label, replace)
    # Keyed by the Turkish term as imported: the slug stays when an editor corrects the term.
    definitions = {d.slug: d for d in Definition.objects.filter(edition=CURRENT_EDITION)}
    for term_tr, fields in data.get("definitions", {}).items():
        values = {"term_en": fields.get("term", ""), "text_en": fields.get("text", "")}
        _set(definitions.get(definition_slug(term_tr)), values, report, "definitions", term_tr, replace)
    in_order = data.get("definitions_in_order")
    if in_order is not None:
        _apply_definitions_by_term(in_order, report, replace, _set)
    footnotes = {str(f.number): f for f in Footnote.objects.filter(edition=CURRENT_EDITION)}
    for number, text in data.get("footnotes", {}).items():
        _set(footnotes.get(number), {"text_en": text}, report, "footnotes", number, replace)


def _term_key(term: str) -> str:
    """ "Matchpoint (MP)" and "MATCHPOINT" alike: the words, without a parenthesis, case-folded."""
    return " ".join(re.sub(r"\([^)]*\)", " ", term).replace("-", " ").split()).casefold()


def _apply_definitions_by_term(in_order: list, report, replace: bool, _set) -> None:
    # An official glossary is in English alphabetical order and ours in Turkish order, so entries
    # are matched by their English term (ours names the WBF's terms), never by position.
    ours: dict[str, list[Definition]] = {}
    for definition in Definition.objects.filter(edition=CURRENT_EDITION):
        ours.setdefault(_term_key(definition.term_en or ""), []).append(definition)
    for entry in in_order:
        key = _term_key(entry.get("term", ""))
        matches = ours.get(key, []) if key else []
        if not matches:
            report.unmatched_english.append(f"definitions: {entry.get('term', '')}")
        for definition in matches:
            values = {"term_en": entry.get("term", ""), "text_en": entry.get("text", "")}
            _set(definition, values, report, "definitions", definition.term_tr, replace)


def _set_fields(obj, values: dict, report, what: str, key: str, replace: bool, official: OfficialFile | None) -> None:
    if obj is None:
        report.unmatched_english.append(f"{what}: {key}")
        return
    rule = provenance.Rule.REPLACE if replace else provenance.Rule.FILL_EMPTY
    given = {name: value for name, value in values.items() if value}  # an empty value keeps ours
    if not replace:
        # Our rendering never puts itself back over an official English text.
        given = {name: value for name, value in given.items() if not english_source.is_official(obj, name)}
    changed = provenance.merge(obj, given, rule, f"{what.rstrip('s')} {key}", report.kept)
    if official is not None and english_source.mark_official(obj, given, official.name, official.at):
        changed.append("en_sources")
    if changed:
        obj.save(update_fields=changed)
    if set(changed) - {"imported"}:
        report.count("updated", f"English {what}")
