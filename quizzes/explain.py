"""An explanation as the page shows it: its steps, each citation ("Yasa 64A2", "Law 64A2") a link
to the paragraph in the lawbook, and each cited paragraph quoted in place under the step that
first cites it, in the page's language (the Turkish text where the English is missing).

Paragraphs are quoted with lawbook.quoting (the one quotation of a paragraph); their text goes
through the lawbook's own renderer (tables stay tables), without the stand-off layers.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from lawbook.citations import find_citations
from lawbook.quoting import Quotation, footnote_markers, quotation
from lawbook.templatetags.spoken_suits import speak_suits
from lawbook.text.rendering import Point, render_text
from rulings.words import tr_sentence_case

from .templatetags.quiz_tags import suit_colours

QUOTE_LIMIT = 1400


@dataclass
class Quote:
    label: str
    url: str
    title: str
    body: SafeString
    long: bool
    # The editor's notes on the paragraphs whose words the quote shows (where the official Turkish
    # and the WBF's English differ: the Turkish is official, the note says so), from lawbook.quoting.
    notes: tuple = ()
    # The footnotes marked in those paragraphs (lawbook.quoting.FootnoteQuoted), shown as the notes are.
    footnotes: tuple = ()
    # The words quoted and the markers shown in them (offset, footnote number): what `body` is drawn
    # from, drawn again with other footnote ids where the page already shows these (_own_ids).
    text: str = ""
    markers: tuple = ()


@dataclass
class Step:
    html: SafeString
    quotes: list


def _title(found: Quotation) -> str:
    """The heading of the paragraph or of its section, else the Law's title."""
    heading, _ = found.heading()
    return heading or tr_sentence_case(found.law_title)


def _text(found: Quotation, reads_on: bool = False) -> tuple[str, set[str], list[tuple[int, int, str]]]:
    """The words quoted, the labels of the paragraphs they come from, and where each footnote's
    marker stands in them (offset, number, the label of the paragraph that marks it; foot90): a
    paragraph's own words, and where its sentence runs on through its sub-paragraphs to closing
    words (20F5(b), 69B, 71: the quotation's `closing` lines) the whole sentence, so that the duty
    or the outcome the paragraph states is never left off (qa191 for the guides, qa196 here)."""
    own, below = found.family[0], found.family[1:]
    if not own.text:
        lines = _lines_below(below, own.label)[:6]
        text, markers = _joined(lines)
        return text, {line.label for line in lines}, markers
    parts: list[tuple[str, list[tuple[int, int, str]]]] = []
    labels = {own.label}
    parent = found.ancestors[-1] if found.ancestors else None
    # "and the trick ... was won" (64A1) reads on from its parent's "When a revoke is established:";
    # so does a sub-paragraph of a paragraph that closes after it, whatever its case (71B: TR "Bir
    # oyuncu, ... terk etmişse;", EN "if a player has conceded ...;" both clauses of 71's sentence).
    if parent and parent.text and (reads_on or own.text[0].islower() or _closes(below, parent.label)):
        parts.append((f"{parent.text} ", _line_markers(parent)))
        labels.add(parent.label)
    parts.append((own.text, _line_markers(own)))
    # Its own sub-paragraphs when its sentence closes after them, else only the closing words of
    # the paragraphs it reads on from (71B ends on 71's "The board is rescored ...").
    lines = below if _closes(below, own.label) else [line for line in below if line.closing]
    labels.update(line.label for line in lines)
    if lines:
        parts.append(("\n\n", []))
        parts.append(_joined(lines))
    text, markers = _concatenated(parts)
    return text, labels, markers


def _line_markers(line) -> list[tuple[int, int, str]]:
    return [(offset, number, line.label) for offset, number in line.markers]


def _concatenated(parts) -> tuple[str, list[tuple[int, int, str]]]:
    """The parts' words one after another, each part's markers moved to where its words now stand."""
    text, markers = "", []
    for words, marks in parts:
        markers += [(len(text) + offset, number, label) for offset, number, label in marks]
        text += words
    return text, markers


def _closes(lines, label: str) -> bool:
    """Whether the paragraph `label` has closing words among these lines (its sentence ends after
    its sub-paragraphs)."""
    return any(line.closing and line.label == label for line in lines)


def _joined(lines) -> tuple[str, list[tuple[int, int, str]]]:
    """Each sub-paragraph under its label; closing words as the Law page draws them, a paragraph of
    their own without a label (the label they close is above); and the markers in them."""
    parts = []
    for at, line in enumerate(lines):
        if at:
            parts.append(("\n\n", []))
        if line.closing:
            parts.append((line.text, _line_markers(line)))
        elif line.text:
            parts.append((f"{line.label}. ", []))
            parts.append((line.text, _line_markers(line)))
        else:
            parts.append((f"{line.label}. {line.heading}", []))
    return _concatenated(parts)


def _lines_below(family, label: str) -> list:
    """What a paragraph with no words of its own is quoted by: its sub-paragraphs, and in place of
    one that has none either, that one's own (52B: "1. (a) Bir defans oyuncusu ... (b) ... (c)
    ...", 12C1, 21B1 open the same way), so that no line is a bare label; a sub-paragraph whose
    sentence closes after its own sub-paragraphs comes with them and its closing words (20F5's
    (b): "Oyuncu ilk yasal fırsatta ki bu yasal fırsat; (i) ... (ii) ... hakem çağırmalıdır")."""
    lines = []
    for at, child in enumerate(family):
        if child.parent != label or child.closing:
            continue
        if child.text or child.heading:
            lines.append(child)
            closing = next(
                (end for end in range(at + 1, len(family)) if family[end].closing and family[end].label == child.label),
                None,
            )
            if closing is not None:
                lines += family[at + 1 : closing + 1]
        else:
            lines += _lines_below(family, child.label)
    return lines


def _reads_on(label: str, lang: str) -> bool:
    """Whether the paragraph's words continue its parent's sentence, told by the English, where a
    continuation opens in lower case ("require offender's partner to play the highest card", 57A1,
    after 57A's "Declarer may:"). The Turkish opens every sub-paragraph with a capital ("Kusurlu
    oyuncunun ortağından ... isteyebilir", after 57A's "Deklaran:"), so its case cannot tell; the
    sub-paragraphs are the same in both texts, and a Turkish quote read alone lost who may or must
    act (57A1-57A4, 70C1-70C3, 82B1-82B3, 16D2(a)-(d): 37 paragraphs)."""
    if lang == "en":
        return False
    english = quotation(label, "en")
    words = english.family[0].text if english else ""
    return bool(words) and words[0].islower()


def quote(label: str, lang: str) -> Quote | None:
    found = quotation(label, lang)
    if found is None:
        return None
    text, labels, markers = _text(found, _reads_on(label, lang))
    long = len(text) > QUOTE_LIMIT
    if long:
        text = text[:QUOTE_LIMIT].rsplit(" ", 1)[0] + " …"
    notes = tuple(note for note in found.notes if note.label in labels)
    # A footnote is shown when its marker stands in the words shown: not when it stands in words the
    # quote leaves out (a paragraph cut at QUOTE_LIMIT; the closing words quoted without the text
    # they close, qa196), since the reader could not tell which words it explains (foot90). One
    # marked where the quote draws no text (a heading) goes with its paragraph, as before.
    shown = [(offset, number, marked) for offset, number, marked in markers if offset <= len(text) - long * 2]
    # Each under the first paragraph whose shown words mark it (76 shows 76D's marker of footnote 24,
    # not 76A1's, which the quote leaves out).
    in_lines = {number for line in [*found.ancestors, *found.family] for _offset, number in line.markers}
    marked_in: dict[int, str] = {}
    for _offset, number, marked in shown:
        marked_in.setdefault(number, marked)
    footnotes = tuple(
        replace(footnote, label=marked_in[footnote.number]) if footnote.number in marked_in else footnote
        for footnote in found.footnotes
        if footnote.number in marked_in or (footnote.number not in in_lines and footnote.label in labels)
    )
    markers = tuple((offset, number) for offset, number, _marked in shown)
    body = _body(text, markers, footnotes, lang)
    return Quote(found.label, found.url, _title(found), body, long, notes, footnotes, text, markers)


def _body(text: str, markers, footnotes, lang: str) -> SafeString:
    """The words quoted, each marker a link to its footnote under the quote (lawbook.quoting)."""
    return render_text(text, [], [Point(offset, html) for offset, html in footnote_markers(markers, footnotes, lang)])


def _own_ids(found: Quote, ids: set[str], lang: str) -> Quote:
    """The quote with footnote ids no other quote on the page has: two quotes of one page may show
    one footnote (31A2 and 31A2(b) both quote 31A2's words and its marker of footnote 8, an exam's
    results quote 16B3 under two questions), and an id is one element's; the later quote's footnote
    gets its own (quoted-fn-31A2-8-2) and its markers link to it, the words unchanged (fix252)."""
    if not any(footnote.anchor in ids for footnote in found.footnotes):
        return found
    shown = 1
    while any(replace(footnote, shown=shown).anchor in ids for footnote in found.footnotes):
        shown += 1
    footnotes = tuple(replace(footnote, shown=shown) for footnote in found.footnotes)
    return replace(found, footnotes=footnotes, body=_body(found.text, found.markers, footnotes, lang))


def render(question, lang: str, cache: dict | None = None, ids: set[str] | None = None) -> list[Step]:
    """The steps; `cache` (label -> Quote) may be shared by the questions of one page, and so may
    `ids`, the footnote ids the page shows already (each quote's footnotes get ids of their own)."""
    steps = []
    quoted: set[str] = set()
    cache = {} if cache is None else cache
    ids = set() if ids is None else ids
    for line in question.steps(lang):
        parts, cursor, quotes = [], 0, []
        # the lawbook's own grammar: "Yasa 64A2", "Laws 61 and 64", "Yasa 50D2’nin"
        for citation in find_citations(line, None, (), lang):
            label = citation.target
            if label not in cache:
                cache[label] = quote(label, lang)
            found = cache[label]
            parts.append(speak_suits(suit_colours(escape(line[cursor : citation.start])), lang))
            if found is None:
                parts.append(escape(citation.text))
            else:
                parts.append(format_html('<a class="cite" href="{}">{}</a>', found.url, citation.text))
                if label not in quoted:
                    quoted.add(label)
                    shown = _own_ids(found, ids, lang)
                    ids.update(footnote.anchor for footnote in shown.footnotes)
                    quotes.append(shown)
            cursor = citation.end
        parts.append(speak_suits(suit_colours(escape(line[cursor:])), lang))
        steps.append(Step(mark_safe("".join(parts)), quotes))
    return steps
