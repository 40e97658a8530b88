"""Every label the engine can cite exists in the official Turkish text (fixtures/laws_tr.txt)."""
from __future__ import annotations

import re
from pathlib import Path

from rulings.laws import CITED_LABELS

LAWS_TEXT = Path(__file__).resolve().parents[2] / "fixtures" / "laws_tr.txt"
HEADING = re.compile(r"^YASA (\d+)\s*[-–]")
SECTION = re.compile(r"^([A-Z])\.\s")
SUBSECTION = re.compile(r"^(\d{1,2})\.\s+(?:\(([a-z])\))?")
ITEM = re.compile(r"^\(([a-z])\)\s")
ROMAN = re.compile(r"^\((i|ii|iii|iv|v|vi)\)\s")  # sub-items of an (a) item: 30B1(b)(ii)


def labels_in_text() -> set[str]:
    labels: set[str] = set()
    law = section = sub = item = None
    for line in LAWS_TEXT.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if m := HEADING.match(line):
            law, section, sub, item = m.group(1), None, None, None
            labels.add(law)
            continue
        if law is None:
            continue
        if m := SECTION.match(line):
            section, sub, item = m.group(1), None, None
            labels.add(law + section)
        elif section and (m := SUBSECTION.match(line)):
            sub, item = m.group(1), m.group(2)
            labels.add(law + section + sub)
            if item:
                labels.add(f"{law}{section}{sub}({item})")
        elif section and sub and item and item != "h" and (m := ROMAN.match(line)):
            labels.add(f"{law}{section}{sub}({item})({m.group(1)})")
        elif section and sub and (m := ITEM.match(line)):
            item = m.group(1)
            labels.add(f"{law}{section}{sub}({item})")
    return labels


def test_every_cited_label_exists_in_the_laws():
    existing = labels_in_text()
    assert {"50D2(a)", "64A2", "77", "24B", "30B1(b)(ii)"} <= existing  # the reader itself works
    assert sorted(CITED_LABELS - existing) == []


def test_labels_use_the_lawbook_citation_form():
    form = re.compile(r"^\d{1,2}(?:[A-H](?:\d{1,2}(?:\([a-z]\)(?:\([iv]+\))?)?)?)?$")
    assert all(form.match(label) for label in CITED_LABELS)
