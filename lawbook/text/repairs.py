"""Repairs of the PDF extraction of the official text, each one named, logged and tested.

The importer reports every repair it makes, and the law page shows an editor's note where a
repair changes what the reader sees (the Law 77 typos). What is repaired:
- suit symbols lost from "pik (), kör (), karo (), trefl ()" (Definitions "Renk", Law 1A);
- footnote 1 printed "11 –" in the list of footnotes;
- footnote markers in Laws 76C1 and 76D printed 25 where the Playing Area footnote (24) is meant;
- "Yasa22" in Law 77 (a lost space in a citation);
- the tables of Laws 2, 77 and 78B, flattened one cell a line (see lawbook.text.tables);
- the Law 77 typos: a redoubled heart trick printed 20 for 120 (the spade column prints 120), and the doubled/redoubled
  overtrick rows labelled Konturlu/Kontursuz.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SUBTERMS = {"Ceza": ("Disiplin Cezası", "Yöntemsel Ceza")}
SUIT_SYMBOLS = (("pik ()", "pik (♠)"), ("kör ()", "kör (♥)"), ("karo ()", "karo (♦)"), ("trefl ()", "trefl (♣)"))
# Lines the PDF broke off a sentence although they begin with a capital (a proper noun).
RUN_ON_LINES = frozenset({"Organizasyon Komitesince değiştirilebilir"})
MARKER_CORRECTIONS = {("Alanındayken", 25): 24, ("Alanı’nda", 25): 24}
EDITORIAL_CELL = "[kontursuz]"  # an editor's insertion where the source leaves a header empty


@dataclass(frozen=True)
class Repair:
    kind: str
    where: str  # a paragraph label, "definitions" or "footnotes"
    printed: str
    repaired: str
    visible: bool = False  # shown to readers as an editor's note


@dataclass
class RepairLog:
    repairs: list[Repair] = field(default_factory=list)

    def add(self, *args, **kwargs) -> None:
        self.repairs.append(Repair(*args, **kwargs))


def repair_raw_text(raw: str, log: RepairLog) -> str:
    for printed, repaired in SUIT_SYMBOLS:
        count = raw.count(printed)
        if count:
            raw = raw.replace(printed, repaired)
            log.add("suit-symbol", f"{count} places", printed, repaired)
    return raw


def footnote_number(printed: str, expected: int, log: RepairLog) -> int:
    # The PDF prints the first footnote as "11 –": its number and the marker style run together.
    if printed == "11" and expected == 1:
        log.add("footnote-number", "footnotes", "11 –", "1 –")
        return 1
    return int(printed)


def header_rows(spec) -> int:
    return 2 if spec.first_cell == "EKSİK LÖVELER" else spec.header_rows


def repair_table(spec, rows: list[list[str]], log: RepairLog) -> list[list[str]]:
    if spec.law != 77:
        return rows
    if spec.first_cell == "KOZUN TÜRÜ":
        redoubled = rows[3]
        if redoubled[0] == "Sürkonturlu" and redoubled[3] == "20":
            redoubled[3] = "120"
            log.add("law77-trick-value", "77", "Sürkonturlu Kör 20", "Sürkonturlu Kör 120", True)
    elif spec.first_cell == "Zonsuz":
        rows[1][0] = EDITORIAL_CELL
        if rows[3][0] == "Kontursuz":
            rows[3][0] = "Sürkonturlu"
            log.add("law77-overtrick-label", "77", "Kontursuz 200 400", "Sürkonturlu 200 400", True)
    elif spec.first_cell == "EKSİK LÖVELER":
        head = rows[0]
        title, subtitle = "EKSİK LÖVELER", head[0].removeprefix("EKSİK LÖVELER").strip()
        groups = [title, head[1], "", "", head[4], "", ""]
        columns = [subtitle, EDITORIAL_CELL, head[2], head[3], EDITORIAL_CELL, head[5], head[6]]
        rows = [groups, columns] + rows[1:]
        log.add("law77-undertrick-header", "77", " | ".join(head), " | ".join(columns))
    return rows


def repair_laws(laws, log: RepairLog) -> None:
    for law in laws:
        for paragraph in law.paragraphs():
            if "(bkz. Yasa22)" in paragraph.text:
                paragraph.text = paragraph.text.replace("(bkz. Yasa22)", "(bkz. Yasa 22)")
                log.add("citation-space", str(paragraph.label), "Yasa22", "Yasa 22")
