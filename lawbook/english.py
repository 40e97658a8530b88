"""The English text of the Laws: the project's own rendering, kept in fixtures/laws_en.json and
keyed by paragraph label, Law number, Turkish definition term and footnote number.

Loading never touches a Turkish field. By default it fills only English fields that are empty, so
an editor's English edits in the admin survive a re-import; `replace=True` (import_laws --lang en)
overwrites them, as when the WBF's official English text is loaded.
"""
from __future__ import annotations

import json
from pathlib import Path

from .models import CURRENT_EDITION, Definition, Footnote, Law, Paragraph

TEXT_FIELDS = ("heading", "text", "tail")


def load_english_fixture(path: Path, report, replace: bool = False) -> None:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    apply_english(data, report, replace)


def apply_english(data: dict, report, replace: bool) -> None:
    laws = {str(law.number): law for law in Law.objects.filter(edition=CURRENT_EDITION)}
    for number, title in data.get("laws", {}).items():
        _set(laws.get(number), {"title_en": title}, report, "laws", number, replace)
    paragraphs = {p.label: p for p in Paragraph.objects.filter(law__edition=CURRENT_EDITION)}
    for label, fields in data.get("paragraphs", {}).items():
        values = {f"{name}_en": fields.get(name, "") for name in TEXT_FIELDS}
        _set(paragraphs.get(label), values, report, "paragraphs", label, replace)
    definitions = {d.term_tr: d for d in Definition.objects.all()}
    for term_tr, fields in data.get("definitions", {}).items():
        values = {"term_en": fields.get("term", ""), "text_en": fields.get("text", "")}
        _set(definitions.get(term_tr), values, report, "definitions", term_tr, replace)
    in_order = data.get("definitions_in_order")
    if in_order is not None:
        ours = list(Definition.objects.order_by("position"))
        if len(in_order) == len(ours):
            for definition, entry in zip(ours, in_order):
                values = {"term_en": entry["term"], "text_en": entry["text"]}
                _set(definition, values, report, "definitions", definition.term_tr, replace)
        else:
            report.unmatched_english.append(
                f"definitions: {len(in_order)} in the file, {len(ours)} in the lawbook; none loaded"
            )
    footnotes = {str(f.number): f for f in Footnote.objects.all()}
    for number, text in data.get("footnotes", {}).items():
        _set(footnotes.get(number), {"text_en": text}, report, "footnotes", number, replace)


def _set(obj, values: dict, report, what: str, key: str, replace: bool) -> None:
    if obj is None:
        report.unmatched_english.append(f"{what}: {key}")
        return
    changed = [
        name
        for name, value in values.items()
        if (replace or not getattr(obj, name)) and value and getattr(obj, name) != value
    ]
    for name in changed:
        setattr(obj, name, values[name])
    if changed:
        obj.save(update_fields=changed)
        report.count("updated", f"English {what}")
