"""Paragraph labels in the Laws' own citation form, parsed and formatted in one place.

A label addresses a node of the tree of a Law: `50` (the Law), `50D` (section), `50D2`
(subsection), `50D2(a)` (item) and `80B2(g)(i)` (sub-item). The same function reads the loose
forms people type ("50D2a", "50 d 2 a", "Yasa 64B", "law 12c1b", "80B2/k", "madde 12") and every
other module uses it, so a citation in the text, a URL and a search query agree on what they name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# --- the grammar ---------------------------------------------------------------------------------
# A label is a Law number, then a section letter, a subsection number, an item letter and a
# sub-item roman numeral, each optional after the one before. Every pattern that reads labels (the
# loose form below, the citations of lawbook.citations, the parser's item lines) is built from
# these terminals, so they agree on where a label ends.

MAX_LAW = 93
ROMAN_NUMERALS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
ROMAN = {numeral: index + 1 for index, numeral in enumerate(ROMAN_NUMERALS)}
ROMAN_PATTERN = "(?:" + "|".join(sorted(ROMAN_NUMERALS, key=len, reverse=True)) + ")"
LAW_NUMBER = r"\d{1,2}"
SUB_NUMBER = r"\d{1,2}"
# What a label adds after its Law's number, in citation form ("Z", "A1(a)", "D2(a)(ii)"): for reading
# where a label ends whose Law the Laws do not have ("99Z", "Yasa 99A1(a)"), which parse_label
# refuses at its number (lawbook.search.service: "there is no Law 99").
LABEL_AFTER_LAW = rf"(?:[A-Za-z](?:{SUB_NUMBER}(?:\([a-z]\)(?:\({ROMAN_PATTERN}\))?)?)?)?"
CITED_SECTION = "[A-H]"  # the sections the Laws cite: a capital beyond H is a word ("Ek A", "K")
ITEM = r"(?:\([a-z]\)|/[a-z])"  # "(a)", or "/k" as the text writes "80B2/k"
SUBITEM = rf"(?:\({ROMAN_PATTERN}\))"
RELATIVE_LABEL = rf"{CITED_SECTION}(?:{SUB_NUMBER}(?:{ITEM}{SUBITEM}?)?)?"  # "E", "B1(a)": a Law's own
CITED_LABEL = rf"{LAW_NUMBER}(?:{RELATIVE_LABEL})?"  # "50", "50D2(a)", "80B2(g)(xi)"


@dataclass(frozen=True)
class Terminals:
    """The words of one language that mark a citation, as laws-africa's Indigo keeps its grammar
    terminals per language; lawbook.citations builds its patterns from them."""

    law: tuple[str, ...]  # the word before a Law's label, in every form the text uses
    law_after: str  # the word after ordinal Law numbers ("30, 31 ve 32’nci Yasalar"); "" if none
    and_or: tuple[str, ...]  # between the labels of a list
    see: str  # "bkz." / "see"
    above_below: tuple[str, ...]  # "aşağıdaki (b)", "(b) below"
    nouns_after: tuple[str, ...]  # "(b) bendi", "A ve B maddelerindeki": a relative label before them
    nouns_before: tuple[str, ...]  # "Madde 1 ve 2": a relative label after them
    words_before: tuple[str, ...]  # "in A", "When A does not apply": a capital after them is a label
    lowercase: str  # the letters of a word glued to a label ("Yasa 50D2nin")
    to: tuple[str, ...] = ()  # between the ends of a range of Laws a reader types ("61 ila 64", "68 to 71")
    # A range's ends by case endings instead ("61'den 64'e kadar"): the ablative's forms on the first
    # number (from), and the words after the last (until); a dative's suffix on it is any suffix.
    from_suffixes: tuple[str, ...] = ()
    until: tuple[str, ...] = ()


TERMINALS = {
    "tr": Terminals(
        law=("Yasa", "Yasalar", "Yasanın", "Yasaların", "yasa", "yasalar", "yasanın", "yasaların"),
        law_after="Yasa",
        and_or=("ve", "veya", "ya da"),
        see="bkz",
        above_below=("yukarıda", "yukarıdaki", "aşağıda", "aşağıdaki"),
        nouns_after=("bend", "bent", "madde", "Madde", "paragraf"),
        nouns_before=("Madde", "madde"),
        words_before=(),
        lowercase="a-zçğıöşü",
        to=("ila",),
        from_suffixes=("den", "dan", "ten", "tan"),
        until=("kadar",),
    ),
    "en": Terminals(
        law=("Law", "Laws"),
        law_after="",
        and_or=("and", "or"),
        see="see",
        above_below=("above", "below"),
        nouns_after=(),
        nouns_before=(),
        words_before=("in", "under", "of", "by", "When", "Where", "that", "Section", "Notwithstanding"),
        lowercase="a-z",
        to=("to", "through"),
    ),
}
# What people type before a label in a search box or a URL ("Yasa 64B", "law 12c1b", "madde 12").
TYPED_PREFIXES = ("yasa", "yasalar", "yasası", "yasasi", "madde", "law", "laws", "article", "§")
# Abbreviations people write before a label, only in front of a digit so that no word is cut short:
# "Y.50D", "Y 64", "md. 12", "L27B1b" (the search reads them, lawbook.search.query.label_text; so does
# the offline search box, static/js/service-worker.js).
TYPED_ABBREVIATIONS = ("y", "l", "md", "m")


def words(options: tuple[str, ...]) -> str:
    """A pattern matching any of the words, the longest first."""
    return "(?:" + "|".join(re.escape(word) for word in sorted(options, key=len, reverse=True)) + ")"


_PREFIX = re.compile(rf"^\s*{words(TYPED_PREFIXES)}\s*[.:]?\s*", re.IGNORECASE)
_LOOSE = re.compile(
    rf"""^(?P<law>{LAW_NUMBER})
        (?:\s*(?P<section>[A-Za-z])(?![A-Za-z]{{2}})
          (?:\s*(?P<sub>{SUB_NUMBER})
            (?:\s*[/(]?\s*(?P<item>[a-z])\s*\)?
              (?:\s*\(?\s*(?P<subitem>{ROMAN_PATTERN})\s*\)?)?
            )?
          )?
        )?\s*$""",
    re.VERBOSE | re.IGNORECASE,
)


class LabelError(ValueError):
    """The text is not a paragraph label."""


@dataclass(frozen=True)
class Label:
    """A paragraph's address; labels sort in reading order (80B2(g)(v) before 80B2(g)(ix))."""

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
    def reading_order(self) -> tuple[int, str, int, str, int]:
        return (self.law, self.section, self.sub, self.item, ROMAN.get(self.subitem, 0))

    def __lt__(self, other: Label) -> bool:
        return self.reading_order < other.reading_order

    def __le__(self, other: Label) -> bool:
        return self.reading_order <= other.reading_order

    def __gt__(self, other: Label) -> bool:
        return self.reading_order > other.reading_order

    def __ge__(self, other: Label) -> bool:
        return self.reading_order >= other.reading_order

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
