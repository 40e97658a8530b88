"""import_laws --lang en FILE: load an official English text of the Laws over our rendering.

FILE is either a plain text laid out like the Turkish one ("DEFINITIONS", "LAW 50 – ...", the
footnotes at the end) or a JSON file shaped like fixtures/laws_en.json. Paragraphs are matched by
label, footnotes by number, Laws by number; definitions by their English term (an English
glossary is in English alphabetical order, ours in Turkish order). Every English entry that
matches nothing, and every paragraph of ours the file does not give, is reported. A file that
cannot be read (not UTF-8, not JSON, the wrong shape) is refused before anything is changed.
Every field the file gives is recorded as official, with the file's name and the day
(lawbook.english.english_source): the next plain import_laws keeps it, and the English banner says so.
"""

from __future__ import annotations

import json
from pathlib import Path

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from ..layers import Change, Scope, text_changed
from ..models import CURRENT_EDITION, Paragraph
from ..text.parser import parse_lawbook
from ..text.reports import ImportReport
from ..text.source import ENGLISH, read_utf8
from .english import OfficialFile, apply_english


def import_english(path: Path) -> ImportReport:
    report = ImportReport()
    data = _read(Path(path))
    with transaction.atomic():
        official = OfficialFile(Path(path).name, timezone.localdate().isoformat())
        apply_english(data, report, replace=True, official=official)
        given = set(data.get("paragraphs", {}))
        ours = Paragraph.objects.filter(law__edition=CURRENT_EDITION).values_list("label", flat=True)
        report.not_in_file = [label for label in ours if label not in given]
        text_changed(Change(Scope(everything=True), saved=False), report)
    return report


def _read(path: Path) -> dict:
    raw = read_utf8(path)
    if path.suffix == ".json":
        try:
            return json.loads(raw)
        except json.JSONDecodeError as error:
            raise ValueError(
                _("%(path)s is not valid JSON: %(problem)s at line %(line)s, column %(column)s.")
                % {"path": path, "problem": error.msg, "line": error.lineno, "column": error.colno}
            ) from error
    return english_text_to_fixture(raw)


def english_text_to_fixture(raw: str) -> dict:
    """The shape of fixtures/laws_en.json from a plain English text of the Laws."""
    book = parse_lawbook(raw, ENGLISH)
    paragraphs = {}
    for law in book.laws:
        for node in law.paragraphs():
            paragraphs[str(node.label)] = {"heading": node.heading, "text": node.text, "tail": node.tail}
    return {
        "laws": {str(law.number): law.title for law in book.laws},
        "paragraphs": paragraphs,
        "definitions_in_order": [{"term": d.term, "text": d.text} for d in book.definitions],
        "footnotes": {str(f.number): f.text for f in book.footnotes},
    }
