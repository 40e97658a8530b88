"""Paragraph labels in the Laws' own citation form, parsed and formatted in one place.

A label addresses a node of the tree of a Law: `50` (the Law), `50D` (section), `50D2`
(subsection), `50D2(a)` (item) and `80B2(g)(i)` (sub-item). The same function reads the loose
forms people type ("50D2a", "50 d 2 a", "Yasa 64B", "law 12c1b", "80B2/k", "madde 12") and every
other module uses it, so a citation in the text, a URL and a search query agree on what they name.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

ROMAN_NUMERALS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
ROMAN = {numeral: index + 1 for index, numeral in enumerate(ROMAN_NUMERALS)}
MAX_LAW = 93

_PREFIX = re.compile(
    r"^\s*(?:yasa(?:lar)?|yasas[ıi]|madde|law|laws|article|§)\s*[.:]?\s*", re.IGNORECASE
)
_LOOSE = re.compile(
    r"""^(?P<law>\d{1,2})
        (?:\s*(?P<section>[A-Za-z])(?![A-Za-z]{2})
          (?:\s*(?P<sub>\d{1,2})
            (?:\s*[/(]?\s*(?P<item>[a-z])\s*\)?(?![a-z]{2})
              (?:\s*\(?\s*(?P<subitem>[ivx]{1,4})\s*\)?)?
            )?
          )?
        )?\s*$""",
    re.VERBOSE | re.IGNORECASE,
)


class LabelError(ValueError):
    """The text is not a paragraph label."""


@dataclass(frozen=True, order=True)
class Label:
    law: int
    section: str = ""
    sub: int = 0
    item: str = ""
    subitem: str = ""

    def __str__(self) -> str:
        text = str(self.law) + self.section
        if self.sub:
            text += str(self.sub)
        if self.item:
            text += f"({self.item})"
        if self.subitem:
            text += f"({self.subitem})"
        return text

    @property
    def depth(self) -> int:
        """0 for a Law, 1 for a section, 2 subsection, 3 item, 4 sub-item."""
        return sum(bool(part) for part in (self.section, self.sub, self.item, self.subitem))

    @property
    def parent(self) -> Label | None:
        if self.subitem:
            return Label(self.law, self.section, self.sub, self.item)
        if self.item:
            return Label(self.law, self.section, self.sub)
        if self.sub:
            return Label(self.law, self.section)
        if self.section:
            return Label(self.law)
        return None

    @property
    def anchor(self) -> str:
        """The id used in pages and URLs: the label without brackets ("50D2a", "80B2gi")."""
        return str(self).replace("(", "").replace(")", "")

    def ancestors(self) -> list[Label]:
        chain, node = [], self.parent
        while node is not None:
            chain.append(node)
            node = node.parent
        return chain

    def is_within(self, other: Label) -> bool:
        return self == other or other in self.ancestors()

    def child(self, part: str) -> Label:
        """The label one level down, given the part as written in the text ("B", "2", "a", "ii")."""
        if not self.section:
            return Label(self.law, part.upper())
        if not self.sub:
            return Label(self.law, self.section, int(part))
        if not self.item:
            return Label(self.law, self.section, self.sub, part.lower())
        return Label(self.law, self.section, self.sub, self.item, part.lower())


def parse_label(text: str) -> Label:
    """Read a label in citation form or in any of the loose forms people type.

    Raises LabelError when the text is not a label of Laws 1-93 (existence of the paragraph is
    the lawbook's business, not this function's).
    """
    if not isinstance(text, str):
        raise LabelError("not text")
    stripped = _PREFIX.sub("", text.strip(), count=1).strip()
    match = _LOOSE.match(stripped)
    if not match:
        raise LabelError(f"not a label: {text!r}")
    law = int(match["law"])
    if not 1 <= law <= MAX_LAW:
        raise LabelError(f"no Law {law}")
    section = (match["section"] or "").upper()
    sub = int(match["sub"]) if match["sub"] else 0
    item = (match["item"] or "").lower()
    subitem = (match["subitem"] or "").lower()
    if subitem and subitem not in ROMAN:
        raise LabelError(f"not a roman numeral: {subitem!r}")
    if sub == 0 and match["sub"]:
        raise LabelError("subsections start at 1")
    return Label(law, section, sub, item, subitem)


def format_label(label: Label | str) -> str:
    """The citation form of a label: format_label("50d2a") == "50D2(a)"."""
    if isinstance(label, str):
        label = parse_label(label)
    return str(label)


def try_parse_label(text: str) -> Label | None:
    try:
        return parse_label(text)
    except LabelError:
        return None
