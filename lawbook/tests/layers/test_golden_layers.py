"""Every stored citation and defined-term mention, compared line by line with a golden file.

A change to the label grammar (lawbook.labels, lawbook.citations) or to the Turkish inflection
(lawbook.text.inflection) shows its whole effect here: the failure lists each link added and each link
lost. When the change is meant, rewrite the file and review its diff:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest lawbook/tests/layers/test_golden_layers.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from lawbook.models import Citation, TermMention

GOLDEN = Path(__file__).parents[1] / "golden" / "layers.tsv"
HEADER = "# kind\tlabel\tlang\tfield\tstart\tend\ttarget"


def where(cite: Citation) -> str:
    """The text's address: a paragraph's label, "definition:<slug>", "footnote:<n>", "law:<n>"."""
    if cite.paragraph_id:
        return cite.paragraph.label
    if cite.definition_id:
        return f"definition:{cite.definition.slug}"
    return f"footnote:{cite.footnote.number}" if cite.footnote_id else f"law:{cite.law.number}"


def layer_lines() -> list[str]:
    """One tab-separated line per stored link: kind, where it stands, its span, what it names."""
    rows = []
    for cite in Citation.objects.select_related("paragraph", "definition", "footnote", "law"):
        rows.append(
            (
                "cite",
                where(cite),
                cite.lang,
                cite.field,
                cite.start,
                cite.end,
                cite.target_label if cite.target_id else f"?{cite.target_label}",
            )
        )
    for mention in TermMention.objects.select_related("paragraph", "definition"):
        rows.append(
            (
                "term",
                mention.paragraph.label,
                mention.lang,
                mention.field,
                mention.start,
                mention.end,
                mention.definition.slug,
            )
        )
    return sorted("\t".join(str(part) for part in row) for row in rows)


@pytest.mark.django_db
def test_stored_layers_match_the_golden_file():
    lines = layer_lines()
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.write_text("\n".join([HEADER, *lines]) + "\n", encoding="utf-8")
    golden = [line for line in GOLDEN.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    added = sorted(set(lines) - set(golden))
    removed = sorted(set(golden) - set(lines))
    report = [f"+ {line}" for line in added] + [f"- {line}" for line in removed]
    assert not report, f"{len(added)} links added, {len(removed)} lost:\n" + "\n".join(report)
    assert len(lines) == len(golden)  # no line twice
