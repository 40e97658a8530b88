"""Every query of every bench set, searched in both page languages, written out in full: to check
that a change to how the search runs leaves what it answers unchanged.

Run from the project root after `make setup`:
`.venv/bin/python bench/search_dump.py > /tmp/before.json`, change the code, run again into
`/tmp/after.json` and compare (`diff`); any difference is a change of results. Each query is
searched twice in a row, so that what a cache filled by the first run changes shows too.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import search_quality  # noqa: E402  (sets up Django)

from lawbook.search.analysis import LANGS  # noqa: E402
from lawbook.search.service import search  # noqa: E402

SETS = (
    search_quality.QUERIES,
    search_quality.PLAYER_QUESTIONS,
    search_quality.HELDOUT_QUESTIONS,
    search_quality.GUIDES_HELDOUT_QUESTIONS,
    search_quality.NEW_GUIDES_DEV_QUESTIONS,
    search_quality.NEW_GUIDES_DEV2_QUESTIONS,
    search_quality.NEW_GUIDES_DEV3_QUESTIONS,
    search_quality.NEW_GUIDES_DEV4_QUESTIONS,
    search_quality.NEW_GUIDES_DEV5_QUESTIONS,
    search_quality.NEW_GUIDES_DEV6_QUESTIONS,
    search_quality.GUIDES_DEV_QUESTIONS,
    search_quality.NEW_GUIDES_HELDOUT_QUESTIONS,
)
LIMIT = 20


def answer(text: str, lang: str) -> dict:
    outcome = search(text, lang, LIMIT)
    return {
        "query": outcome.query,
        "jump": outcome.jump,
        "jump_url": outcome.jump_url,
        "suggestion": outcome.suggestion,
        "hits": [
            [h.kind, h.label, h.score, h.lang, h.fallback, h.url, h.title, h.heading, str(h.snippet), h.term_matched]
            for h in outcome.hits
        ],
        "cards": [h.label for h in outcome.definitions],
    }


def main() -> int:
    dump = {}
    for path in SETS:
        for query in search_quality.read_queries(path):
            for lang in LANGS:
                first, second = answer(query.text, lang), answer(query.text, lang)
                key = f"{path.name}\t{query.text}\t{lang}"
                dump[key] = first if first == second else {"first": first, "second": second}
    json.dump(dump, sys.stdout, ensure_ascii=False, indent=1, sort_keys=True)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
