"""Write fixtures/search_neighbours.tsv: the development sets' questions with their paragraphs.

The nearest labelled questions lend to their paragraphs (lawbook.search.neighbours); the search
reads them from fixtures/, never from bench/. Run from the project root after a development set
changes: `.venv/bin/python bench/search_neighbours.py`. Only the development sets
(bench/player-questions-newguides-dev*.tsv) are copied: never the held-out sets, nor the players'
and shared sets, which stay measures of the component (bench/search_quality.py says which sets are
its training data).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEV_SETS = ("dev", "dev2", "dev3", "dev4", "dev5", "dev6")
FIXTURE = ROOT / "fixtures" / "search_neighbours.tsv"
HEADER = (
    "# source\tlang\tquestion\tparagraphs\n"
    "# Written by bench/search_neighbours.py from bench/player-questions-newguides-dev*.tsv (the\n"
    "# development sets; their definitions and jumps left out): read by lawbook.search.neighbours.\n"
)


def source_path(name: str) -> Path:
    suffix = "" if name == "dev" else name[3:]
    return ROOT / "bench" / f"player-questions-newguides-dev{suffix}.tsv"


def rows() -> list[str]:
    out = []
    for name in DEV_SETS:
        for line in source_path(name).read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            text, lang, expected = line.split("\t")
            labels = [e.strip() for e in expected.split(",") if not e.strip().startswith(("def:", "jump:"))]
            if labels:
                out.append(f"{name}\t{lang}\t{text}\t{','.join(labels)}")
    return out


def main() -> int:
    FIXTURE.write_text(HEADER + "\n".join(rows()) + "\n", encoding="utf-8")
    print(f"{FIXTURE.relative_to(ROOT)}: {len(rows())} questions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
