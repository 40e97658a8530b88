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


def copies_of_other_questions(name: str) -> list[tuple[float, str]]:
    """The set's questions within 0.7 of a guide Ending's players' phrasing or of another bench set's
    question (the held-out sets left unread), with their ratio: a copy would measure the other set
    twice. The measure and the threshold of situations/tests/guides/test_said_not_copied.py
    (heldout1); a few seconds (~3 000 texts against a hundred questions)."""
    from situations.tests.guides.test_said_not_copied import Question, phrasings, too_near

    others = _other_sets_questions(name)
    for _slug, lang, words in phrasings():
        others[lang].append(words.lower())
    questions = [Question(name, lang, text.strip().lower()) for text, lang, _expected in rows(name)]
    return [
        (round(ratio, 2), question.words)
        for lang in ("tr", "en")
        for ratio, _other, question in too_near(others[lang], [q for q in questions if q.lang == lang])
    ]


def _other_sets_questions(name: str) -> dict[str, list[str]]:
    """Every other bench set's questions by language, the held-out sets left unread."""
    found: dict[str, list[str]] = {"tr": [], "en": []}
    for path in sorted(BENCH.glob("*.tsv")):
        if "heldout" in path.name or path.name == name:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.startswith("#") or "\t" not in line:
                continue
            fields = line.split("\t")
            # The shared set's lines carry no language of ours: compared in both.
            langs = (fields[1],) if fields[1] in found else tuple(found)
            for lang in langs:
                found[lang].append(fields[0].strip().lower())
    return found


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
