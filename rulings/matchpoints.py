"""Law 78A: matchpoints on one board, two for each score beaten and one for each score tied."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence


def matchpoints(scores: Sequence[int]) -> list[int]:
    """One entry per score, in the order given."""
    ordered = sorted(scores)
    result = []
    for value in scores:
        below = bisect_left(ordered, value)
        ties = bisect_right(ordered, value) - below - 1
        result.append(2 * below + ties)
    return result


def matchpoints_against(score: int, others: Sequence[int]) -> int:
    """Law 78A for one score compared with `others` (the scores it is compared with, not itself):
    two for each lower score, one for each equal score. `others` must be sorted."""
    below = bisect_left(others, score)
    return 2 * below + bisect_right(others, score) - below
