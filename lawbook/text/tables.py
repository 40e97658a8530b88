"""Tables of the Laws (Law 2 boards, Law 77 scoring, Law 78B IMPs) in the text markup.

The PDF extraction flattened every table to one cell per line. A TableSpec says how many source
lines make each cell of each row, so the importer rebuilds the table without losing or inventing
a word; corrections of the printed cells are applied afterwards by lawbook.text.repairs, visibly.

In a paragraph's text a table is one block of lines `| cell | cell |`; a line `|---|` ends the
header rows. lawbook.text.rendering renders it.
"""

from __future__ import annotations

from dataclasses import dataclass

HEADER_RULE = "|---|"


@dataclass(frozen=True)
class TableSpec:
    law: int
    first_cell: str  # the source line that starts the table
    rows: tuple[tuple[int, ...], ...]  # per row, per cell: how many source lines (0: empty)
    header_rows: int = 0

    @property
    def line_count(self) -> int:
        return sum(sum(row) for row in self.rows)


def build_rows(spec: TableSpec, lines: list[str]) -> list[list[str]]:
    """The rows of the table, consuming exactly spec.line_count source lines."""
    if len(lines) != spec.line_count:
        raise ValueError(f"Law {spec.law} table: {len(lines)} lines for {spec.line_count} cells")
    rows, cursor = [], 0
    for widths in spec.rows:
        row = []
        for width in widths:
            row.append(" ".join(lines[cursor : cursor + width]))
            cursor += width
        rows.append(row)
    return rows


def to_markup(rows: list[list[str]], header_rows: int) -> str:
    out = []
    for index, row in enumerate(rows):
        if index == header_rows and header_rows:
            out.append(HEADER_RULE)
        out.append("| " + " | ".join(row) + " |")
    return "\n".join(out)


def parse_markup(block: str) -> tuple[list[list[str]], list[list[str]]]:
    """(header rows, body rows) of a table block."""
    header: list[list[str]] = []
    body: list[list[str]] = []
    seen_rule = False
    for line in block.split("\n"):
        if line.strip() == HEADER_RULE:
            header, body, seen_rule = body, [], True
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        body.append(cells)
    return (header if seen_rule else []), body


def is_table_block(block: str) -> bool:
    return block.startswith(("| ", HEADER_RULE))


def _row(*widths: int) -> tuple[int, ...]:
    return widths


TABLE_SPECS = (
    # Law 2: dealer, then vulnerability; each row: who, "Bordlar", four boards.
    TableSpec(2, "Kuzey Dağıtan", tuple(_row(1, 1, 1, 1, 1, 1) for _ in range(4))),
    TableSpec(2, "Herkes Zonsuz", tuple(_row(1, 1, 1, 1, 1, 1) for _ in range(4))),
    # Law 77: trick score by strain and doubling.
    TableSpec(77, "KOZUN TÜRÜ", tuple(_row(1, 1, 1, 1, 1) for _ in range(4)), header_rows=1),
    # Law 77: notrump trick score.
    TableSpec(77, "Kontursuz", (_row(0, 1, 1, 1), _row(1, 1, 1, 1), _row(1, 1, 1, 1)), 1),
    # Law 77: slam bonuses; the row label spans two source lines.
    TableSpec(77, "Şlemin yapılması nedeni ile", (_row(1, 1, 1), _row(2, 1, 1), _row(2, 1, 1)), 1),
    # Law 77: overtricks; the undoubled row has no label in the source.
    TableSpec(77, "Zonsuz", (_row(0, 1, 1), _row(0, 1, 1), _row(1, 1, 1), _row(1, 1, 1)), 1),
    # Law 77: game, part-score and insult bonuses.
    TableSpec(77, "Zonda iken ZON yapmak", tuple(_row(1, 1) for _ in range(5))),
    # Law 77: undertricks; lawbook.text.repairs splits the one header row into groups and columns.
    TableSpec(
        77,
        "EKSİK LÖVELER",
        (_row(2, 2, 1, 1, 1, 1, 1),) + tuple(_row(1, 1, 1, 1, 1, 1, 1) for _ in range(3)),
        header_rows=1,
    ),
    # Law 78B: three pairs of columns (difference in points, IMPs).
    TableSpec(
        78,
        "Puan farkı",
        (_row(1, 1, 1, 1, 1, 1),)
        + tuple(_row(1, 1, 1, 1, 1, 1) for _ in range(7))
        + (_row(1, 1, 1, 1), _row(1, 1, 1, 1)),
        header_rows=1,
    ),
)
