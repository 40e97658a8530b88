"""An explanation as the page shows it: its steps, each citation ("Yasa 64A2", "Law 64A2") a link
to the paragraph in the lawbook, and each cited paragraph quoted in place under the step that
first cites it, in the page's language (the Turkish text where the English is missing).

Paragraphs are quoted with lawbook.quoting (the one quotation of a paragraph); their text goes
through the lawbook's own renderer (tables stay tables), without the stand-off layers.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from lawbook.citations import find_citations
from lawbook.quoting import Quotation, quotation
from lawbook.templatetags.spoken_suits import speak_suits
from lawbook.text.rendering import render_text
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


@dataclass
class Step:
    html: SafeString
    quotes: list


def _title(found: Quotation) -> str:
    """The heading of the paragraph or of its section, else the Law's title."""
    heading, _ = found.heading()
    return heading or tr_sentence_case(found.law_title)


def _text(found: Quotation, reads_on: bool = False) -> tuple[str, set[str]]:
    """The words quoted, and the labels of the paragraphs they come from: a paragraph's own words,
    and where its sentence runs on through its sub-paragraphs to closing words (20F5(b), 69B, 71:
    the quotation's `closing` lines) the whole sentence, so that the duty or the outcome the
    paragraph states is never left off (qa191 for the guides, qa196 here)."""
    own, below = found.family[0], found.family[1:]
    if not own.text:
        lines = _lines_below(below, own.label)[:6]
        return _joined(lines), {line.label for line in lines}
    text, labels = own.text, {own.label}
    parent = found.ancestors[-1] if found.ancestors else None
    # "and the trick ... was won" (64A1) reads on from its parent's "When a revoke is established:";
    # so does a sub-paragraph of a paragraph that closes after it, whatever its case (71B: TR "Bir
    # oyuncu, ... terk etmişse;", EN "if a player has conceded ...;" both clauses of 71's sentence).
    if parent and parent.text and (reads_on or text[0].islower() or _closes(below, parent.label)):
        text = f"{parent.text} {text}"
        labels.add(parent.label)
    # Its own sub-paragraphs when its sentence closes after them, else only the closing words of
    # the paragraphs it reads on from (71B ends on 71's "The board is rescored ...").
    lines = below if _closes(below, own.label) else [line for line in below if line.closing]
    labels.update(line.label for line in lines)
    return "\n\n".join([text, *([_joined(lines)] if lines else [])]), labels


def _closes(lines, label: str) -> bool:
    """Whether the paragraph `label` has closing words among these lines (its sentence ends after
    its sub-paragraphs)."""
    return any(line.closing and line.label == label for line in lines)


def _joined(lines) -> str:
    """Each sub-paragraph under its label; closing words as the Law page draws them, a paragraph of
    their own without a label (the label they close is above)."""
    return "\n\n".join(line.text if line.closing else f"{line.label}. " + (line.text or line.heading) for line in lines)


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
    text, labels = _text(found, _reads_on(label, lang))
    long = len(text) > QUOTE_LIMIT
    if long:
        text = text[:QUOTE_LIMIT].rsplit(" ", 1)[0] + " …"
    notes = tuple(note for note in found.notes if note.label in labels)
    footnotes = tuple(footnote for footnote in found.footnotes if footnote.label in labels)
    return Quote(found.label, found.url, _title(found), render_text(text, [], []), long, notes, footnotes)


def render(question, lang: str, cache: dict | None = None) -> list[Step]:
    """The steps; `cache` (label -> Quote) may be shared by the questions of one page."""
    steps = []
    quoted: set[str] = set()
    cache = {} if cache is None else cache
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
                    quotes.append(found)
            cursor = citation.end
        parts.append(speak_suits(suit_colours(escape(line[cursor:])), lang))
        steps.append(Step(mark_safe("".join(parts)), quotes))
    return steps
