"""Every label the engine can cite exists in the official Turkish text (fixtures/laws_tr.txt).

The text is read by the lawbook's own parser and labels by its one label grammar
(lawbook.text.parser, lawbook.labels: pure Python, no Django), so the engine cannot drift from them.
"""

from __future__ import annotations

from pathlib import Path

from lawbook.labels import LabelError, format_label
from lawbook.text.parser import parse_lawbook
from rulings.laws import CITED_LABELS

LAWS_TEXT = Path(__file__).resolve().parents[2] / "fixtures" / "laws_tr.txt"


def labels_in_text() -> set[str]:
    return set(parse_lawbook(LAWS_TEXT.read_text(encoding="utf-8")).paragraph_map())


def test_every_cited_label_exists_in_the_laws():
    existing = labels_in_text()
    assert {"50D2(a)", "64A2", "77", "24B", "30B1(b)(ii)", "80B2(g)(i)"} <= existing  # the reader itself works
    assert sorted(CITED_LABELS - existing) == []


def in_citation_form(label: str) -> bool:
    try:
        return format_label(label) == label
    except LabelError:
        return False


def test_labels_use_the_lawbook_citation_form():
    assert not in_citation_form("50d2a") and not in_citation_form("Yasa 50")  # the check itself works
    assert sorted(label for label in CITED_LABELS if not in_citation_form(label)) == []
