"""Where a guide's English states a paragraph's rule, in which Endings (qa280, session 93): the
Endings whose shown fields or read-out hold a phrase in English, found from the guides' data so a
new Ending stating the same rule is checked too. CONTRIBUTING.md, "Add a situation guide": a
sentence that states what a paragraph requires uses that paragraph's own modal verb."""

import dataclasses

from situations.content import SITUATIONS
from situations.guide import Text

SHOWN_FIELDS = ("title", "now", "chooser", "options", "advice", "director")
READ_FIELDS = ("script",)


def english(obj) -> list[str]:
    """Every English string of a guide's Ending field (Texts inside tuples and dataclasses too)."""
    if isinstance(obj, Text):
        return [obj.en]
    if isinstance(obj, (tuple, list)):
        return [s for item in obj for s in english(item)]
    if dataclasses.is_dataclass(obj):
        return [s for f in dataclasses.fields(obj) for s in english(getattr(obj, f.name))]
    return []


def endings_saying(phrase: str, fields: tuple[str, ...]) -> list[tuple[str, list[str]]]:
    """(slug, keys) of every Ending whose named fields hold `phrase` in English."""
    found = []
    for situation in SITUATIONS:
        for keys, ending in situation.endings():
            strings = [s for name in fields for s in english(getattr(ending, name))]
            if any(phrase in s for s in strings):
                found.append((situation.slug, list(keys)))
    return found


def ids(value):
    return value if isinstance(value, str) else "/".join(value)
