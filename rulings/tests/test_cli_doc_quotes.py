"""docs/rulings-cli.md's Additions quote the official Turkish text (fixtures/laws_tr.txt) as TR "...":
each quotation must be the paragraph's own words, character by character (a quotation cut short
with "..." in each of its pieces). The official text writes a Turkish case ending after a
typographic apostrophe ("Yasa 79C’ye", "Yasa 26B’deki"), never after the ASCII one; footnote
markers ("normal21") are left out of a quotation."""

from __future__ import annotations

import re

from rulings.tests.test_cli import CONTRACT, ROOT

SHARED_CONTRACT_BYTES = 17957  # the shared contract; our Additions follow it
FOOTNOTE_MARKER = re.compile(r"(?<=[a-zçğıöşü])\d{1,2}(?=[\s,.;:)])")


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def additions_turkish_quotations() -> list[str]:
    additions = CONTRACT.read_bytes()[SHARED_CONTRACT_BYTES:].decode("utf-8")
    return re.findall(r"\bTR [“\"]([^\"”]{12,}?)[”\"]", _flat(additions))


def test_every_turkish_quotation_in_the_additions_is_the_official_texts():
    official = FOOTNOTE_MARKER.sub("", _flat((ROOT / "fixtures" / "laws_tr.txt").read_text(encoding="utf-8")))
    quotations = additions_turkish_quotations()
    assert len(quotations) > 10  # the Additions quote 70, 71, 69 and more
    missing = [
        piece
        for quotation in quotations
        for piece in (p.strip(" ,;:") for p in quotation.split("..."))
        if piece and piece not in official
    ]
    assert missing == []
