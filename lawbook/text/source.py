"""The official text as the importer reads it: lines, zones and footnote markers.

The federation's text is an extraction from its interactive PDF. This module only splits it into
its three zones (TANIMLAR, Laws 1-93, the footnotes) and finds the footnote markers glued to words
("KART2", "desteden1", "kalır.16"); the tree is built by lawbook.text.parser, and the repairs of the
extraction live in lawbook.text.repairs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from django.utils.translation import gettext as _


def read_utf8(path: Path) -> str:
    """The file's text, or a ValueError naming the file and its first byte that is not UTF-8,
    counted from 1 as a person counts ("1. bayt" is the first; Python's position is from 0)."""
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise ValueError(
            _("%(path)s is not UTF-8 text (byte %(at)s).") % {"path": path, "at": error.start + 1}
        ) from error


FOOTNOTE_LINE = re.compile(r"^(\d{1,2})\s*[–-]\s*(.*)$")


@dataclass(frozen=True)
class Layout:
    """The landmarks of a text of the Laws in one language, laid out like the official PDF."""

    lang: str
    law_heading: re.Pattern
    definitions_heading: str


TURKISH = Layout("tr", re.compile(r"^YASA (\d{1,2})\s*[–-]\s*(.+)$"), "TANIMLAR")
ENGLISH = Layout("en", re.compile(r"^LAW (\d{1,2})\s*[–-]\s*(.+)$"), "DEFINITIONS")
LAW_HEADING = TURKISH.law_heading

# A marker is a footnote number glued to the end of a word ("KART2") or standing right after the
# end of a sentence ("kalır.16 Deklaranın", "sahiptirler. 28"). Two letters at least before the
# digits keep citations such as "C2" and "B1" out; "Yasa22" is a citation with a lost space.
_GLUED = re.compile(r"(?<=[^\W\d_]{2})(\d{1,2})(?=[\s.,;:)\]’']|$)")
_AFTER_SENTENCE = re.compile(r"(?<=[.])\s?(\d{1,2})(?=\s+[A-ZÇĞİÖŞÜ]|\s*$)")
_CITATION_BEFORE = re.compile(r"(?:Yasa|Yasalar)$")


@dataclass(frozen=True)
class Marker:
    number: int
    start: int  # offset in the cleaned line where the marker stood
    printed: int  # the number as printed, when a repair changed it


@dataclass
class SourceLine:
    number: int  # 1-based line number in the fixture, for reports
    text: str  # cleaned: markers removed, white space normalised
    markers: list[Marker] = field(default_factory=list)


@dataclass
class SourceZones:
    title: list[SourceLine]
    definitions: list[SourceLine]
    laws: list[SourceLine]
    footnotes: list[SourceLine]


def normalise_spaces(text: str) -> str:
    # The PDF puts no-break spaces after footnote markers and stray spaces around lines.
    return re.sub(r"[ \t\u00a0]+", " ", text).strip()


def read_lines(raw: str) -> list[SourceLine]:
    """Non-empty lines of the source, numbered as in the file."""
    lines = []
    for number, text in enumerate(raw.split("\n"), start=1):
        cleaned = normalise_spaces(text)
        if cleaned:
            lines.append(SourceLine(number, cleaned))
    return lines


def split_zones(lines: list[SourceLine], layout: Layout = TURKISH) -> SourceZones:
    """Title lines, definitions, laws and footnotes, by the landmarks of the text."""
    texts = [line.text for line in lines]
    if layout.definitions_heading not in texts:
        raise ValueError(f"the text has no {layout.definitions_heading} heading")
    start_definitions = texts.index(layout.definitions_heading)
    heads = [i for i, text in enumerate(texts) if layout.law_heading.match(text)]
    if not heads:
        raise ValueError("the text has no Law headings")
    start_laws, last_law = heads[0], heads[-1]
    start_footnotes = next(
        (
            i
            for i in range(last_law + 1, len(texts))
            if (marker := FOOTNOTE_LINE.match(texts[i])) and int(marker[1]) in (1, 11)
        ),
        len(texts),
    )
    return SourceZones(
        title=lines[:start_definitions],
        definitions=lines[start_definitions + 1 : start_laws],
        laws=lines[start_laws:start_footnotes],
        footnotes=lines[start_footnotes:],
    )


def _candidates(text: str) -> list[tuple[int, int, int]]:
    """(start, end, number) of every run of digits that may be a footnote marker."""
    found = []
    for match in _GLUED.finditer(text):
        if not _CITATION_BEFORE.search(text[: match.start()]):
            found.append((match.start(), match.end(), int(match[1])))
    for match in _AFTER_SENTENCE.finditer(text):
        found.append((match.start(), match.end(), int(match[1])))
    return sorted(set(found))


def _word_before(text: str, end: int) -> str:
    match = re.search(r"[\w’']+$", text[:end])
    return match.group(0) if match else ""


def extract_markers(lines: list[SourceLine], footnote_count: int, corrections: dict[tuple[str, int], int]) -> None:
    """Remove the footnote markers from the law lines, in place, recording where each stood.

    Footnotes are numbered in reading order, so a candidate is a marker only when it is the next
    number or one seen before (the PDF repeats a marker where a footnote serves two sentences).
    `corrections` maps (the word the marker is glued to, printed number) to the footnote meant.
    """
    highest = 0
    for line in lines:
        kept, cursor, cleaned = [], 0, []
        for start, end, number in _candidates(line.text):
            is_next = number == highest + 1
            is_repeat = 1 <= number <= highest and line.text[start - 1 : start].isalpha()
            if number > footnote_count or not (is_next or is_repeat):
                continue
            cleaned.append(line.text[cursor:start])
            offset = sum(len(part) for part in cleaned)
            meant = corrections.get((_word_before(line.text, start), number), number)
            kept.append(Marker(meant, offset, number))
            cursor = end
            highest = max(highest, number)
        if kept:
            cleaned.append(line.text[cursor:])
            line.text = "".join(cleaned).rstrip()
            line.markers = kept
