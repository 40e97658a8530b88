"""Parse the official Turkish text into a tree of labelled paragraphs, definitions and footnotes.

Pure Python (no Django): lawbook.importer writes what this returns into the models. The shape
follows the Laws: a Law's opening text, lettered sections (A, B ...), numbered subsections
(1, 2 ...), items ((a), (b) ...) and sub-items ((i), (ii) ...). A marker is taken for a new node
only when it is the next one in its sequence, which decides "(i)" (the ninth item after "(h)" in
Law 80B2, the first sub-item elsewhere) and keeps "(a) ve (b) maddelerinde" (Law 12C2(d)) in the
text. Text after the sub-items of an item (Law 20F5(b)) is that item's `tail`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..labels import ROMAN, ROMAN_NUMERALS, ROMAN_PATTERN, Label
from . import repairs
from .source import FOOTNOTE_LINE, TURKISH, Layout, SourceLine, extract_markers, read_lines, split_zones
from .tables import TABLE_SPECS, build_rows, to_markup

SECTION = re.compile(r"^([A-Z])\.\s+(.*)$")
SUBSECTION = re.compile(r"^(\d{1,2})\.\s+(.*)$")
ITEM = re.compile(r"^\(?([a-z])\)\s*(.*)$")
SUBITEM = re.compile(rf"^(?:\(({ROMAN_PATTERN})\)|({ROMAN_PATTERN})\.)\s*(.*)$")
HEADING_END = re.compile(r"[.:;,]$")


@dataclass
class FootnoteRef:
    number: int
    field: str  # "heading", "text" or "tail" of the paragraph
    offset: int


@dataclass
class ParsedParagraph:
    label: Label
    heading: str = ""
    text: str = ""
    tail: str = ""
    children: list[ParsedParagraph] = field(default_factory=list)
    footnotes: list[FootnoteRef] = field(default_factory=list)

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()


@dataclass
class ParsedLaw:
    number: int
    title: str
    root: ParsedParagraph

    def paragraphs(self) -> list[ParsedParagraph]:
        return list(self.root.walk())


@dataclass
class ParsedDefinition:
    term: str
    text: str
    parent: str = ""  # the term a sub-term is kept under ("Disiplin Cezası" under "Ceza")


@dataclass
class ParsedFootnote:
    number: int
    text: str
    printed_number: str


@dataclass
class ParsedLawbook:
    title: str
    definitions: list[ParsedDefinition]
    laws: list[ParsedLaw]
    footnotes: list[ParsedFootnote]
    repairs: list[repairs.Repair]

    def paragraph_map(self) -> dict[str, ParsedParagraph]:
        return {str(p.label): p for law in self.laws for p in law.paragraphs()}


class ParseError(ValueError):
    """The text does not have the shape of the Laws where the parser expected it."""


def parse_lawbook(raw: str, layout: Layout = TURKISH) -> ParsedLawbook:
    """The whole text; `layout` gives the landmarks of its language (the repairs are Turkish)."""
    log = repairs.RepairLog()
    lines = read_lines(repairs.repair_raw_text(raw, log))
    zones = split_zones(lines, layout)
    footnotes = parse_footnotes(zones.footnotes, log)
    extract_markers(zones.laws, len(footnotes), repairs.MARKER_CORRECTIONS)
    tables = TABLE_SPECS if layout is TURKISH else ()
    laws = [LawParser(chunk, log, layout, tables).parse() for chunk in _law_chunks(zones.laws, layout)]
    repairs.repair_laws(laws, log)
    return ParsedLawbook(
        title=" ".join(line.text for line in zones.title),
        definitions=parse_definitions(zones.definitions),
        laws=laws,
        footnotes=footnotes,
        repairs=log.repairs,
    )


def _law_chunks(lines: list[SourceLine], layout: Layout) -> list[list[SourceLine]]:
    chunks: list[list[SourceLine]] = []
    for line in lines:
        if layout.law_heading.match(line.text):
            chunks.append([])
        chunks[-1].append(line)
    return chunks


# --- definitions -------------------------------------------------------------------------------

SENSE = re.compile(r"^\d\.\s")


def parse_definitions(lines: list[SourceLine]) -> list[ParsedDefinition]:
    """TANIMLAR: a term line, then one text line or its numbered senses.

    The sub-terms kept under a term are named in repairs.SUBTERMS rather than guessed: the source
    gives them no mark but their place.
    """
    definitions: list[ParsedDefinition] = []
    index, parent = 0, ""
    pending_subterms: tuple[str, ...] = ()
    while index < len(lines):
        term = lines[index].text
        if index + 1 >= len(lines):
            raise ParseError(f"definition {term!r} has no text")
        senses = [lines[index + 1].text]
        index += 2
        if SENSE.match(senses[0]):
            while index < len(lines) and SENSE.match(lines[index].text):
                senses.append(lines[index].text)
                index += 1
        text = "\n\n".join(senses)
        if term in pending_subterms:
            definitions.append(ParsedDefinition(term, text, parent))
            continue
        definitions.append(ParsedDefinition(term, text))
        parent, pending_subterms = term, repairs.SUBTERMS.get(term, ())
    return definitions


# --- footnotes ---------------------------------------------------------------------------------


def parse_footnotes(lines: list[SourceLine], log: repairs.RepairLog) -> list[ParsedFootnote]:
    footnotes: list[ParsedFootnote] = []
    for line in lines:
        match = FOOTNOTE_LINE.match(line.text)
        expected = len(footnotes) + 1
        if not match:
            if not footnotes:
                raise ParseError(f"line {line.number}: not a footnote")
            footnotes[-1].text += "\n\n" + line.text
            continue
        printed = match[1]
        number = repairs.footnote_number(printed, expected, log)
        if number != expected:
            raise ParseError(f"line {line.number}: footnote {printed} where {expected} expected")
        footnotes.append(ParsedFootnote(number, match[2].strip(), printed))
    return footnotes


# --- laws --------------------------------------------------------------------------------------


class LawParser:
    """Builds the tree of one Law from its lines, keeping the sequence of every marker."""

    def __init__(self, lines: list[SourceLine], log: repairs.RepairLog, layout: Layout = TURKISH, tables=TABLE_SPECS):
        self.lines = lines
        self.log = log
        heading = layout.law_heading.match(lines[0].text)
        if heading is None:
            raise ValueError(f"a Law's lines must begin with its heading, not {lines[0].text!r}")
        self.number = int(heading[1])
        self.title = heading[2].strip()
        self.root = ParsedParagraph(Label(self.number))
        self.root.footnotes = [FootnoteRef(marker.number, "heading", len(self.title)) for marker in lines[0].markers]
        self.stack: list[ParsedParagraph] = [self.root]
        self.tables = [spec for spec in tables if spec.law == self.number]

    @property
    def current(self) -> ParsedParagraph:
        return self.stack[-1]

    def parse(self) -> ParsedLaw:
        index = 1
        while index < len(self.lines):
            index = self._consume(index)
        return ParsedLaw(self.number, self.title, self.root)

    def _consume(self, index: int) -> int:
        line = self.lines[index]
        spec = next((s for s in self.tables if s.first_cell == line.text), None)
        if spec is not None:
            self.tables.remove(spec)
            cells = [l.text for l in self.lines[index : index + spec.line_count]]
            rows = repairs.repair_table(spec, build_rows(spec, cells), self.log)
            header_rows = repairs.header_rows(spec)
            self._append(self.current, "\n" + to_markup(rows, header_rows), [], block=True)
            return index + spec.line_count
        following = self.lines[index + 1] if index + 1 < len(self.lines) else None
        if not self._open_node(line, following):
            self._continue_text(line)
        return index + 1

    # A new node is opened only for the marker that comes next in its sequence.
    def _open_node(self, line: SourceLine, following: SourceLine | None) -> bool:
        text = line.text
        section = SECTION.match(text)
        if section and self._next_section() == section[1]:
            self._push(1, section[1])
            self._section_rest(section[2], line, following)
            return True
        sub = SUBSECTION.match(text)
        if sub and self._next_sub() == int(sub[1]):
            self._push(2, sub[1])
            self._rest(sub[2], line, len(text) - len(sub[2]))
            return True
        return self._open_item(text, line)

    def _open_item(self, text: str, line: SourceLine) -> bool:
        subitem = SUBITEM.match(text)
        item = ITEM.match(text)
        roman = subitem and (subitem[1] or subitem[2])
        if subitem and roman and self._next_subitem() == roman and not (item and self._next_item() == item[1]):
            self._push(4, roman)
            self._rest(subitem[3], line, len(text) - len(subitem[3]))
            return True
        if item and self._next_item() == item[1]:
            self._push(3, item[1])
            self._rest(item[2], line, len(text) - len(item[2]))
            return True
        return False

    def _rest(self, rest: str, line: SourceLine, consumed: int) -> None:
        """The text after a marker, which may itself open a deeper node ("1. (a) ...")."""
        if rest and self._open_item(rest, SourceLine(line.number, rest, _shift(line, consumed))):
            return
        self._append(self.current, rest, _shift(line, consumed))

    def _section_rest(self, rest: str, line: SourceLine, following: SourceLine | None) -> None:
        consumed = len(line.text) - len(rest)
        if self._is_heading(rest, following):
            self.current.heading = rest
            for marker in _shift(line, consumed):
                self.current.footnotes.append(FootnoteRef(marker.number, "heading", marker.start))
        else:
            self._append(self.current, rest, _shift(line, consumed))

    def _is_heading(self, rest: str, following: SourceLine | None) -> bool:
        if HEADING_END.search(rest) or len(rest) > 90 or following is None:
            return False
        if re.search(r"\b(ve|veya)$", rest):
            return False
        first = following.text[:1]
        return not (first.islower() or first == "(") or bool(self._marker_kind(following.text))

    def _marker_kind(self, text: str) -> str:
        if SECTION.match(text) or SUBSECTION.match(text):
            return "marker"
        return "marker" if ITEM.match(text) or SUBITEM.match(text) else ""

    def _continue_text(self, line: SourceLine) -> None:
        node = self.current
        # Siblings that make one sentence ("... veya" / "... ve") are a list; a sentence after the
        # list belongs to the list's parent (Laws 20F5(b), 69B, 71), as its tail.
        if node is not self.root and _ends_a_list(node, self._siblings(node)):
            self._pop_to(node.label.depth - 1)
            node = self.current
            self._append(node, line.text, line.markers, field_name="tail")
            return
        # A line that goes on with a sentence the PDF broke ("durumunda" / "(ancak bkz. ...").
        runs_on = node.text and not re.search(r"[.:;!?]$", node.text)
        starts_mid_sentence = line.text[:1].islower() or line.text[:1] == "(" or line.text in repairs.RUN_ON_LINES
        joiner = " " if runs_on and starts_mid_sentence else None
        self._append(node, line.text, line.markers, joiner=joiner)

    def _siblings(self, node: ParsedParagraph) -> list[ParsedParagraph]:
        parent = self.stack[-2]
        return parent.children

    def _append(self, node, text, markers, field_name="text", joiner=None, block=False):
        existing = getattr(node, field_name)
        if not text:
            return
        separator = "" if not existing else (joiner or ("\n" if block else "\n\n"))
        start = len(existing) + len(separator)
        setattr(node, field_name, existing + separator + text.lstrip("\n") if existing else text.lstrip("\n"))
        for marker in markers:
            node.footnotes.append(FootnoteRef(marker.number, field_name, start + marker.start))

    # --- the sequences ---
    def _push(self, depth: int, part: str) -> None:
        self._pop_to(depth - 1)
        parent = self.current
        if parent.label.depth != depth - 1:
            raise ParseError(f"Law {self.number}: {part!r} has no parent at depth {depth - 1}")
        node = ParsedParagraph(parent.label.child(part))
        parent.children.append(node)
        self.stack.append(node)

    def _pop_to(self, depth: int) -> None:
        while self.current.label.depth > depth:
            self.stack.pop()

    def _last_at(self, depth: int) -> ParsedParagraph | None:
        for node in reversed(self.stack):
            if node.label.depth == depth:
                return node
        return None

    def _next_section(self) -> str:
        sections = self.root.children
        return chr(ord(sections[-1].label.section) + 1) if sections else "A"

    def _next_sub(self) -> int | None:
        section = self._last_at(1)
        if section is None:
            return None
        return section.children[-1].label.sub + 1 if section.children else 1

    def _next_item(self) -> str | None:
        sub = self._last_at(2)
        if sub is None:
            return None
        return chr(ord(sub.children[-1].label.item) + 1) if sub.children else "a"

    def _next_subitem(self) -> str | None:
        item = self._last_at(3)
        if item is None:
            return None
        if not item.children:
            return "i"
        return ROMAN_NUMERALS[ROMAN[item.children[-1].label.subitem]]


def _ends_a_list(node: ParsedParagraph, siblings: list[ParsedParagraph]) -> bool:
    """Whether `node` is the last entry of a list of clauses that make one sentence."""
    if len(siblings) < 2 or node.heading or not re.search(r"[.;]$", node.text):
        return False
    return all(re.search(r"(\bve|\bveya|[;,])$", other.text) for other in siblings[:-1])


def _shift(line: SourceLine, consumed: int):
    from .source import Marker

    return [Marker(m.number, m.start - consumed, m.printed) for m in line.markers]
