"""What every blind set of players' questions in bench/ must be to measure anything (issue 22): lines
of a question, a language and labels, no question twice, fifty a language, each label a paragraph of
the Laws (a label naming none would count every answer wrong). Shared by the tests of the check set
and of the development sets written after it; bench/search_quality.py loaded as the report reads it.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from lawbook.labels import try_parse_label
from lawbook.models import CURRENT_EDITION, Paragraph
from lawbook.tests.search.test_search_quality import bench_rows

BENCH = Path(__file__).resolve().parents[3] / "bench"
MINIMUM_PER_LANGUAGE = 50


def rows(name: str) -> list[tuple[str, str, list[str]]]:
    return bench_rows(name, None)


def malformed_lines(name: str) -> list[str]:
    """The set's lines that are not a trimmed question, tr or en, and labels in citation form."""
    return [line for line in _lines(name) if not _well_formed(line)]


def repeated_questions(name: str) -> list[str]:
    texts = [line.split("\t")[0].casefold() for line in _lines(name)]
    return sorted({text for text in texts if texts.count(text) > 1})


def short_languages(name: str) -> list[str]:
    """The languages with fewer than MINIMUM_PER_LANGUAGE questions."""
    found = rows(name)
    return [lang for lang in ("tr", "en") if sum(row[1] == lang for row in found) < MINIMUM_PER_LANGUAGE]


def labels_not_in_the_laws(name: str) -> list[str]:
    """Expected labels naming no paragraph of the current edition (needs the database)."""
    labels = set(Paragraph.objects.filter(law__edition=CURRENT_EDITION).values_list("label", flat=True))
    assert labels  # the imported Laws, not an empty database
    return sorted({e for _text, _lang, expected in rows(name) for e in expected} - labels)


def bench_module():
    """bench/search_quality.py, loaded from its path (bench/ is a folder of scripts, not a package)."""
    spec = importlib.util.spec_from_file_location("search_quality_for_sets", BENCH / "search_quality.py")
    module = importlib.util.module_from_spec(spec)
    # Its dataclasses look their module up by name while they are made.
    sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


def _lines(name: str) -> list[str]:
    text = (BENCH / name).read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.strip() and not line.startswith("#")]


def _well_formed(line: str) -> bool:
    fields = line.split("\t")
    if len(fields) != 3:
        return False
    text, lang, expected = fields
    return (
        bool(text)
        and text.strip() == text
        and lang in ("tr", "en")
        and all(try_parse_label(label) for label in expected.split(","))
    )
