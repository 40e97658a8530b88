"""import_laws --lang en FILE: load an official English text of the Laws over our rendering.

FILE is either a plain text laid out like the Turkish one ("DEFINITIONS", "LAW 50 – ...", the
footnotes at the end) or a JSON file shaped like fixtures/laws_en.json. Paragraphs are matched by
label, footnotes by number, Laws by number; definitions by position when the numbers of terms
agree, since an English glossary is in English alphabetical order. Every English entry that
matches nothing, and every paragraph of ours the file does not give, is reported.
"""
from __future__ import annotations

from pathlib import Path

from django.db import transaction

from .english import apply_english
from .importer import ImportReport, sync_layers
from .models import CURRENT_EDITION, Paragraph
from .parser import parse_lawbook
from .source import ENGLISH


def import_english(path: Path) -> ImportReport:
    report = ImportReport()
    data = _read(Path(path))
    with transaction.atomic():
        apply_english(data, report, replace=True)
        given = set(data.get("paragraphs", {}))
        ours = Paragraph.objects.filter(law__edition=CURRENT_EDITION).values_list("label", flat=True)
        report.not_in_file = [label for label in ours if label not in given]
        sync_layers(report)
    return report


def _read(path: Path) -> dict:
    if path.suffix == ".json":
        import json

        return json.loads(path.read_text(encoding="utf-8"))
    return english_text_to_fixture(path.read_text(encoding="utf-8"))


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
