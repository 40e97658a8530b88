"""Where a paragraph comes among a search's results, as a player reads the results page: the
helpers of the tests that ask for a paragraph in the first places."""

from lawbook.labels import parse_label
from lawbook.search.service import search


def paragraph_labels(query: str, lang: str, limit: int = 10) -> list[str]:
    return [h.label for h in search(query, lang, limit=limit).hits if h.kind == "paragraph"]


def rank_of(label: str, labels: list[str]) -> int | None:
    """The place (from 1) of the first of `labels` at or under `label`, None when none is."""
    wanted = parse_label(label)
    return next((i for i, got in enumerate(labels, 1) if parse_label(got).is_within(wanted)), None)
