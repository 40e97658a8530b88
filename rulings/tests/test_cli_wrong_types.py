"""docs/rulings-cli.md: "A query that cannot be answered (... a missing or malformed field ...) is
answered {"error": "..."} with a message that names the field and the problem." Every field of
every example query in `python -m rulings --help`, and each item of its lists, is given each of a
fixed set of wrong-typed values, one at a time: the answer is an answer or an error, never the
safety net's "could not be answered (TypeError: ...)", which names no field (rulings.queries.answer).

It found a claim's "trump" given as a list: "could not be answered (TypeError: unhashable type:
'list')" (rulings/claims/query.py). About 1 000 queries, half a second.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable

from rulings.cli import HELP
from rulings.queries import answer


def _examples() -> list[dict]:
    """The --help's example queries written out whole (the `result` one abridges its play: "...")."""
    found = []
    for line in HELP.splitlines():
        if line.strip().startswith('{"q"'):
            try:
                found.append(json.loads(line.strip()))
            except json.JSONDecodeError:
                continue
    return found


EXAMPLES = _examples()
WRONG: tuple[object, ...] = (
    None,
    "x",
    "",
    1,
    -1,
    1.5,
    10**20,
    [],
    {},
    True,
    float("nan"),
    float("inf"),
    -float("inf"),
    1e308,
    "\x00",
    ["x"],
    [None],
    [{}],
    {"a": 1},
)


def _paths(value, path=()):
    """Where a wrong value can go: each key of an object, the first items of a list, nested."""
    items: Iterable[tuple[object, object]]
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value[:3])
    else:
        return
    for key, inner in items:
        yield (*path, key)
        yield from _paths(inner, (*path, key))


def _with(query: dict, path: tuple, wrong) -> dict:
    changed = copy.deepcopy(query)
    place = changed
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = wrong
    return changed


def test_the_examples_cover_every_query_but_the_abridged_result():
    from rulings.queries import HANDLERS

    assert {example["q"] for example in EXAMPLES} == set(HANDLERS) - {"result"}


def test_a_wrong_typed_field_is_an_error_that_names_it_never_the_safety_net():
    unnamed = []
    for example in EXAMPLES:
        for path in _paths(example):
            if path == ("q",):
                continue
            for wrong in WRONG:
                query = _with(example, path, wrong)
                said = answer(query).get("error", "")
                if "could not be answered" in said:
                    unnamed.append(f"{json.dumps(query)[:160]} -> {said}")
    assert unnamed == []
