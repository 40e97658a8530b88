"""The one way to quote a paragraph of the Laws on another page (a guide's ending, the table,
the score calculator, a quiz's explanation, the ruling desk): the paragraph a label names, the text
it reads on from, its sub-paragraphs, its heading, each in the reader's language with the official
Turkish where the English is missing (lawbook.text.languages), its addresses from SiteLinks, and
the editor's notes on the paragraphs quoted (where the official Turkish and the WBF's English
differ, the Turkish is official and the note says so: 16B1(a), 12B1, 75C, ...), which a page
shows beside the quotation as the Law page does (lawbook.editor_notes), and the footnotes whose
markers stand in the paragraphs quoted (16B3's footnote 5, 70C3's footnote 21), found from the
stored footnote-marker layer (FootnoteMarker), each in the reader's language or the official
Turkish where the English is missing (foot89); for a page that cites a paragraph without quoting
it (the ruling desk, the casebook), notes_on's notes and footnotes_on's footnotes (deskfoot).

Each page lays the quotation out its own way (a guide shows the whole family, a quiz cuts the
text short); what a paragraph says and where it lives is decided here only."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache

from django.db.models import Prefetch, Q
from django.urls import get_script_prefix
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import get_language, override
from django.utils.translation import gettext as _

from . import content_version, editor_notes
from .editions.editions import current, current_code
from .editor_notes import EditorNoteShown
from .labels import Label, LabelError, parse_label
from .layers import Renderer, SiteLinks
from .layers.kinds import marker_field
from .models import Edition, EditorNote, Footnote, FootnoteMarker, Paragraph
from .queries import citations, edition_code
from .text.languages import in_language


@dataclass(frozen=True)
class Line:
    """One paragraph of a quotation: its label, text and heading in the reader's language, and
    whether the text is the Turkish because the reader's language lacks it."""

    label: str
    parent: str  # the label of the paragraph above it, "" for a Law's top paragraph
    text: str
    heading: str
    text_untranslated: bool
    heading_untranslated: bool
    # The words that close the paragraph after its sub-paragraphs (its `tail`: 20F5(b)'s duty, 69B's
    # and 71's rescoring), not its opening words: a page that cuts a quotation short (a quiz's
    # explanation) finds by it where the paragraph's sentence ends.
    closing: bool = False
    # Where a footnote's marker stands in `text` (offset, footnote number), as the Law page draws it
    # (lawbook.layers.kinds.FootnoteMarkers): in the Turkish where the stored marker is; in the
    # English, which has no marker positions, at the end of the paragraph's body (foot90).
    markers: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class FootnoteQuoted:
    """A footnote whose marker stands in a paragraph quoted: its number (as the Law page lists it),
    the label of the first quoted paragraph that marks it, its text in the reader's language, and
    whether that text is the Turkish for want of the reader's language (a page marks it lang="tr")."""

    number: int
    label: str
    text: str
    untranslated: bool
    # The text as the Law page draws it (lawbook.layers.render.Renderer): each citation in it ("bkz
    # Yasa 59", "see Law 59") a link from the stored citation layer (foot90); "" where not made.
    html: SafeString | str = ""
    # Which showing of it on one page this is, 0 for the first: a page that shows the footnote under
    # two quotations (a quiz's explanation quoting 31A2 and 31A2(b), both with 31A2's marker of
    # footnote 8) gives each its own id, and each quotation's markers link to its own (fix252).
    shown: int = 0

    @property
    def anchor(self) -> str:
        """Its id on the page, which its markers in the quoted words link to (foot90)."""
        found = footnote_id(self.number, self.label)
        return f"{found}-{self.shown + 1}" if self.shown else found


@dataclass(frozen=True)
class Quotation:
    paragraph: Paragraph
    url: str  # the paragraph in its Law's page
    permalink: str  # the paragraph's own stable address (/tr/yasa/64A2/), which leads there
    ancestors: list[Line]  # from the Law's top paragraph down to the parent: what the text reads on from
    family: list[Line]  # the paragraph, then every paragraph below it, in reading order
    law_title: str
    # The editor's notes on the paragraphs quoted (the ancestors it reads on from, then the family).
    notes: tuple[EditorNoteShown, ...] = ()
    # The footnotes marked in the same paragraphs, each once, in the order their markers are read.
    footnotes: tuple[FootnoteQuoted, ...] = ()

    @property
    def label(self) -> str:
        return self.family[0].label

    def heading(self) -> tuple[str, bool]:
        """The paragraph's heading, else its nearest section's ("" when none has one), and whether
        that heading is the Turkish for want of the reader's language."""
        for line in [self.family[0], *reversed(self.ancestors)]:
            if line.heading:
                return line.heading, line.heading_untranslated
        return "", False


def quotation(text: str, lang: str, edition: Edition | None = None) -> Quotation | None:
    """The quotation of the paragraph `text` names (any form parse_label reads) in `edition`
    (the current one by default); None when the label is unreadable or names no paragraph."""
    return quotations([text], lang, edition)[0]


def quotations(texts: Iterable[str], lang: str, edition: Edition | None = None) -> list[Quotation | None]:
    """quotation() of each text, in order, the current edition read once and the paragraphs of
    all of them in one query (a guide's ending quotes several paragraphs: one query, not one
    per paragraph). The current edition's are kept per content version (`_kept`)."""
    labels: list[Label | None] = []
    for text in texts:
        try:
            labels.append(parse_label(text))
        except LabelError:
            labels.append(None)
    if edition is not None:
        return _quoted(labels, lang, edition)
    edition = current()
    place = _current_place(lang, edition)
    found = {label: _kept.get((place, label), _MISSING) for label in labels if label is not None}
    missing = [label for label, quoted in found.items() if quoted is _MISSING]
    if missing:
        _keep_at_most()
    for label, quoted in zip(missing, _quoted(missing, lang, edition), strict=True):
        found[label] = _kept[(place, label)] = quoted
    return [found[label] if label else None for label in labels]


def _current_place(lang: str, edition: Edition) -> tuple:
    """What a kept quotation or note of the current edition was made from, but its label: the
    edition, the text's content version, the reader's language, and the language and script
    prefix its addresses were made in."""
    stamp = content_version.recent()
    return (edition.code, stamp.version, stamp.changed_at, lang, get_language(), get_script_prefix())


def _keep_at_most() -> None:
    if len(_kept) > KEPT_MOST:
        _kept.clear()


# The current edition's quotations (and its notes_on and footnotes_on), by what they were made from
# (_current_place) and label: a table, score or desk page and a quiz's explanation quote the same
# paragraphs request after request, and a quotation cost some 8 ms of the ORM's (docs/benchmarks.md,
# suite23 and suite25). A change of the text readers see moves the version, and so the key; a
# draft is never the current edition (its quotations are made each time). Emptied whole when it
# grows past KEPT_MOST, so the versions gone by do not pile up: every label the guides' endings
# name (401), quoted and its notes read in both languages, is 1 604 entries and 16 MiB (suite25,
# tracemalloc). Each use of the dict is one operation (threads share it, CONTRIBUTING.md); what is
# kept is never changed by its users (Quotation is frozen, and the pages read its lines and its
# Paragraph).
KEPT_MOST = 2048
_kept: dict[tuple, object] = {}
_MISSING = object()


def _quoted(labels: list[Label | None], lang: str, edition: Edition) -> list[Quotation | None]:
    families = _families({label for label in labels if label is not None}, edition)
    quoted = {p.pk for family in families.values() for head in family[:1] for p in [*_ancestors(head), *family]}
    notes = _notes_by_paragraph(quoted)
    footnotes = _footnotes_by_paragraph(quoted, lang)
    return [_quotation(label, families.get(label, []), lang, notes, footnotes) if label else None for label in labels]


def _labels(texts: Iterable[str]) -> list[Label]:
    """The labels the texts name, in their order; a text naming no label is passed over (a page's
    further citations may hold a Law's number alone or a typo in an editor's casebook entry)."""
    labels = []
    for text in texts:
        try:
            labels.append(parse_label(text))
        except LabelError:
            continue
    return labels


def notes_on(texts: Iterable[str], lang: str, edition: Edition | None = None) -> dict[str, tuple[EditorNoteShown, ...]]:
    """The editor's notes standing on each paragraph a text names (the paragraph itself, not those
    below it: for a page that cites a paragraph without quoting its sub-paragraphs), by the label
    in citation form; a label naming no paragraph, or one without notes, is left out. The current
    edition's are kept per content version, as its quotations are."""
    if edition is not None:
        return {label: editor_notes.shown(notes, lang, label) for label, notes in note_rows_on(texts, edition).items()}
    labels = [str(label) for label in _labels(texts)]
    edition = current()
    place = ("notes", *_current_place(lang, edition))
    found = {label: _kept.get((place, label), _MISSING) for label in labels}
    missing = [label for label, notes in found.items() if notes is _MISSING]
    if missing:
        rows = note_rows_on(missing, edition)
        _keep_at_most()
        for label in missing:
            found[label] = _kept[(place, label)] = editor_notes.shown(rows.get(label, ()), lang, label)
    return {label: notes for label, notes in found.items() if notes}


def footnotes_on(
    texts: Iterable[str], lang: str, edition: Edition | None = None
) -> dict[str, tuple[FootnoteQuoted, ...]]:
    """The footnotes marked in each paragraph a text names and in those below it (what its
    quotation quotes but the text it reads on from: 16B3's footnote 5, 70C's footnote 21 marked in
    70C3), each once, by the label in citation form, beside notes_on's notes for a page that cites
    a paragraph without quoting it (the ruling desk, the casebook; deskfoot); a label naming no
    paragraph, or one without footnotes, is left out. One query for all the labels; the current
    edition's are kept per content version, as notes_on's are."""
    labels = _labels(texts)
    if edition is not None:
        return {label: found for label, found in _footnotes_on(labels, lang, edition).items() if found}
    edition = current()
    place = ("footnotes", *_current_place(lang, edition))
    found = {str(label): _kept.get((place, str(label)), _MISSING) for label in labels}
    missing = [label for label in labels if found[str(label)] is _MISSING]
    if missing:
        made = _footnotes_on(missing, lang, edition)
        _keep_at_most()
        for label, footnotes in made.items():
            found[label] = _kept[(place, label)] = footnotes
    return {label: footnotes for label, footnotes in found.items() if footnotes}


def _footnotes_on(labels: list[Label], lang: str, edition: Edition) -> dict[str, tuple[FootnoteQuoted, ...]]:
    """footnotes_on's footnotes of each label (an empty tuple for one without), in one query."""
    markers = _markers_under(labels, edition, with_citations=True)
    return {
        label: tuple(_footnote_quoted(marker, lang) for marker in found)
        for label, found in _first_markers(labels, markers).items()
    }


def footnote_rows_on(texts: Iterable[str], edition: Edition | None = None) -> dict[str, list[Footnote]]:
    """footnotes_on's footnotes as rows, in both languages (for the JSON API, which gives both, as
    it gives note_rows_on's notes): those marked in each paragraph a text names and below it, each
    once, in the order their markers are read; a label without one is left out. One query."""
    labels = list(dict.fromkeys(_labels(texts)))
    markers = _markers_under(labels, edition or current(), with_citations=False)
    return {
        label: [marker.footnote for marker in found]
        for label, found in _first_markers(labels, markers).items()
        if found
    }


def _markers_under(labels: list[Label], edition: Edition, *, with_citations: bool) -> list[FootnoteMarker]:
    """The footnote markers in the labels' paragraphs and those below them, in reading order (one
    query; the footnotes' citations with them where the quotation links them, foot90)."""
    if not labels:
        return []
    wanted = Q()
    for label in labels:
        wanted |= Q(paragraph__law__number=label.law, paragraph__label__startswith=str(label))
    found = FootnoteMarker.objects.filter(wanted, paragraph__law__edition=edition_code(edition)).select_related(
        "footnote", "paragraph__law"
    )
    if with_citations:
        found = found.prefetch_related(Prefetch("footnote__citations", queryset=citations()))
    return list(found.order_by("paragraph__law__number", "paragraph__position", "field", "offset"))


def _first_markers(labels: list[Label], markers: list[FootnoteMarker]) -> dict[str, list[FootnoteMarker]]:
    """Per label, the first marker of each footnote marked in it or below it ("startswith" also
    finds 16B10 for 16B1: _descends keeps the paragraph's own)."""
    by_label: dict[str, list[FootnoteMarker]] = {}
    for label in labels:
        marked: dict[int, FootnoteMarker] = {}
        for marker in markers:
            if marker.paragraph.law.number == label.law and _descends(marker.paragraph.label, str(label)):
                marked.setdefault(marker.footnote.number, marker)
        by_label[str(label)] = list(marked.values())
    return by_label


def note_rows_on(texts: Iterable[str], edition: Edition | None = None) -> dict[str, list[EditorNote]]:
    """notes_on's notes as rows, in both languages (for the JSON API, which gives both)."""
    wanted = set(_labels(texts))
    if not wanted:
        return {}
    found = Q()
    for label in wanted:
        found |= Q(paragraph__law__number=label.law, paragraph__label=str(label))
    rows = (
        EditorNote.objects.filter(found, paragraph__law__edition=edition_code(edition or current()))
        .select_related("paragraph")
        .order_by("kind", "pk")
    )
    by_label: dict[str, list[EditorNote]] = {}
    for note in rows:
        by_label.setdefault(note.paragraph.label, []).append(note)
    return by_label


def _notes_by_paragraph(paragraph_ids: set[int]) -> dict[int, list[EditorNote]]:
    """The editor's notes on these paragraphs, by paragraph id (one query for a whole page)."""
    by_paragraph: dict[int, list[EditorNote]] = {}
    if paragraph_ids:
        for note in EditorNote.objects.filter(paragraph_id__in=paragraph_ids).order_by("kind", "pk"):
            by_paragraph.setdefault(note.paragraph_id, []).append(note)
    return by_paragraph


def _footnotes_by_paragraph(paragraph_ids: set[int], lang: str) -> dict[int, list[tuple[FootnoteQuoted, str, int]]]:
    """The footnotes marked in these paragraphs (the stored marker layer), each with the field and
    offset its marker stands at, by paragraph id, in the order their markers stand within each (one
    query for a whole page)."""
    by_paragraph: dict[int, list[tuple[FootnoteQuoted, str, int]]] = {}
    if paragraph_ids:
        markers = (
            FootnoteMarker.objects.filter(paragraph_id__in=paragraph_ids)
            .select_related("footnote", "paragraph")
            .prefetch_related(Prefetch("footnote__citations", queryset=citations()))
            .order_by("paragraph_id", "field", "offset")
        )
        for marker in markers:
            by_paragraph.setdefault(marker.paragraph_id, []).append(
                (_footnote_quoted(marker, lang), marker.field, marker.offset)
            )
    return by_paragraph


def _footnote_quoted(marker: FootnoteMarker, lang: str) -> FootnoteQuoted:
    footnote = marker.footnote
    text = in_language(footnote, "text", lang)
    return FootnoteQuoted(
        footnote.number,
        marker.paragraph.label,
        text,
        untranslated=bool(text) and not getattr(footnote, f"text_{lang}"),
        # The Law page's own drawing of a footnote's text, in its language (the Turkish where the
        # English is missing): its citations linked from the stored layer, never found again here.
        html=Renderer(lang).footnote_in_place(footnote) if text else "",
    )


def _quotation(
    label: Label,
    family: list[Paragraph],
    lang: str,
    notes: dict[int, list[EditorNote]],
    footnotes: dict[int, list[tuple[FootnoteQuoted, str, int]]],
) -> Quotation | None:
    if not family or family[0].label != str(label):
        return None
    head = family[0]
    links = SiteLinks()
    ancestors = _ancestors(head)
    quoted = [*_read_on_from(ancestors), *family]  # what the notes and footnotes stand on
    marked: dict[int, FootnoteQuoted] = {}
    for p in quoted:
        for footnote, _field, _offset in footnotes.get(p.pk, ()):
            marked.setdefault(footnote.number, footnote)
    by_label = {p.label: p for p in [*ancestors, *family]}
    return Quotation(
        paragraph=head,
        url=links.paragraph(head),
        permalink=links.permalink(str(label)),
        ancestors=[_with_markers(line(p, lang), p, footnotes, lang) for p in ancestors],
        family=[_with_markers(ln, by_label[ln.label], footnotes, lang) for ln in _lines(family, ancestors, lang)],
        law_title=in_language(head.law, "title", lang),
        notes=tuple(note for p in quoted for note in editor_notes.shown(notes.get(p.pk, ()), lang, p.label)),
        footnotes=tuple(marked.values()),
    )


def marker_html(number: int, anchor: str, lang: str) -> SafeString:
    """A footnote's marker in a quotation: the Law page's marker (class fn-ref, the number raised,
    named "Footnote N"), a link to the footnote shown below the quotation, whose id is `anchor`
    (FootnoteQuoted.anchor, given by templates/lawbook/quoted_footnote.html); its name in `lang`, the
    quotation's language."""
    with override(lang):
        name = _("Footnote %(number)s") % {"number": number}
    return format_html(
        '<a class="fn-ref" href="#{}" aria-label="{}"><sup>{}</sup></a>',
        anchor,
        name,
        number,
    )


def footnote_markers(
    markers: Iterable[tuple[int, int]],
    footnotes: Iterable[FootnoteQuoted],
    lang: str,
    shown: dict[int, str] | None = None,
) -> list[tuple[int, SafeString]]:
    """Each marker (offset, footnote number) of a quotation's words drawn by marker_html, a link to
    where the page shows its footnote: the id `shown` gives it (number -> id of the footnote an
    earlier quotation on the page shows), else the id of the one among `footnotes`, else "" (the
    one way the guides, the table and a quiz's explanation link a marker, fix252)."""
    anchors = {**{footnote.number: footnote.anchor for footnote in footnotes}, **(shown or {})}
    return [(offset, marker_html(number, anchors.get(number, ""), lang)) for offset, number in markers]


def footnote_id(number: int, label: str) -> str:
    """The id of a quoted footnote on a page: by its number and the paragraph that marks it."""
    return f"quoted-fn-{label}-{number}"


def _with_markers(
    shown: Line, paragraph: Paragraph, footnotes: dict[int, list[tuple[FootnoteQuoted, str, int]]], lang: str
) -> Line:
    """`shown` with the footnote markers that stand in its text, where the Law page draws them
    (lawbook.layers.kinds.FootnoteMarkers): the stored offset in the Turkish (also where the
    Turkish stands for a missing English); in the English, at the end of the paragraph's body (its
    closing words when it has them), or of the marker's own field when the body has no English."""
    field = "tail" if shown.closing else "text"
    markers = []
    for footnote, marked_field, offset in footnotes.get(paragraph.pk, ()):
        if lang == "tr" or shown.text_untranslated:
            if marked_field == field:
                markers.append((min(offset, len(shown.text)), footnote.number))
            continue
        if marker_field(paragraph, lang, marked_field) == field:
            markers.append((len(shown.text), footnote.number))
    return replace(shown, markers=tuple(markers)) if markers else shown


def line(paragraph: Paragraph, lang: str) -> Line:
    text = in_language(paragraph, "text", lang)
    heading = in_language(paragraph, "heading", lang)
    return Line(
        paragraph.label,
        paragraph.parent.label if paragraph.parent_id else "",
        text,
        heading,
        text_untranslated=bool(text) and not getattr(paragraph, f"text_{lang}"),
        heading_untranslated=bool(heading) and not getattr(paragraph, f"heading_{lang}"),
    )


def _lines(family: list[Paragraph], ancestors: list[Paragraph], lang: str) -> list[Line]:
    """The family's lines in reading order, with the words that close a paragraph after its
    sub-paragraphs (its `tail`, as the Law page draws it: 20F5(b)'s "... rakiplerini
    bilgilendirerek hakem çağırmalıdır", 69B's and 71's "Bu löve iade edilerek bord yeniden
    skorlanır") after its last sub-paragraph, each under its paragraph's label; then the closing
    words of the paragraphs the quotation reads on from, innermost first (20F5(b)(ii) quoted alone
    still ends on 20F5(b)'s duty). Without them the paragraph's duty or outcome was left off the
    quotation (qa191)."""
    lines: list[Line] = []
    opened: list[Paragraph] = []  # paragraphs with closing words whose sub-paragraphs are being read
    for paragraph in family:
        while opened and not _descends(paragraph.label, opened[-1].label):
            lines.append(_tail_line(opened.pop(), lang))
        lines.append(line(paragraph, lang))
        if paragraph.tail_tr:
            opened.append(paragraph)
    opened = [*(p for p in ancestors if p.tail_tr), *opened]
    lines += [_tail_line(paragraph, lang) for paragraph in reversed(opened)]
    return lines


def _tail_line(paragraph: Paragraph, lang: str) -> Line:
    tail = in_language(paragraph, "tail", lang)
    return Line(
        paragraph.label,
        paragraph.parent.label if paragraph.parent_id else "",
        tail,
        "",
        text_untranslated=bool(tail) and not getattr(paragraph, f"tail_{lang}"),
        heading_untranslated=False,
        closing=True,
    )


def _families(labels: set[Label], edition: Edition | None) -> dict[Label, list[Paragraph]]:
    """For each label, the paragraph it names and every paragraph below it, in reading order."""
    if not labels:
        return {}
    wanted = Q()
    for label in labels:
        wanted |= Q(law__number=label.law, label__startswith=str(label))
    found = list(
        Paragraph.objects.filter(wanted, law__edition=edition_code(edition))
        # The parent for each line's `parent`; the two above it for _ancestors, so that a
        # paragraph as deep as 64A1(a) is quoted without a query per ancestor (deeper ones
        # still load theirs).
        .select_related("law", "parent__parent__parent")
        .order_by("law__number", "position")
    )
    return {
        label: [p for p in found if p.law.number == label.law and _descends(p.label, str(label))] for label in labels
    }


def _read_on_from(ancestors: list[Paragraph]) -> list[Paragraph]:
    """The ancestors whose words a quotation shows (a Law's or a section's text the paragraph reads
    on from): their notes go with it; a note on a Law's title alone (15, 21, 89, 91) does not."""
    return [p for p in ancestors if p.text_tr]


def _ancestors(paragraph: Paragraph) -> list[Paragraph]:
    """From the Law's top paragraph down to the paragraph's parent."""
    chain = []
    parent = paragraph.parent
    while parent is not None:
        chain.append(parent)
        parent = parent.parent
    return chain[::-1]


def _descends(child: str, parent: str) -> bool:
    """Whether `child` is `parent` or below it: 6A is below 6, but 64 is not (another Law)."""
    if not child.startswith(parent):
        return False
    rest = child[len(parent) :]
    return not rest or not (parent[-1].isdigit() and rest[0].isdigit())


def paragraph_places() -> dict[str, tuple[int, str]]:
    """Each paragraph of the current edition by its label (citation form): its Law's number and its
    anchor on that Law's page. Kept while the text readers see is unchanged (the content version,
    lawbook.content_version.recent(), and the current edition): read for every page, its query of
    some 800 rows was some 3 ms of CPU on each guide step and ending page
    (situations/citation_links.py, guidelinks); the desk's links read it too (desk/laws.py)."""
    return _places(content_version.recent(), current_code())


@lru_cache(maxsize=2)
def _places(stamp: content_version.Stamp, edition: str) -> dict[str, tuple[int, str]]:
    rows = Paragraph.objects.filter(law__edition=edition).values_list("label", "law__number", "anchor")
    return {label: (number, anchor) for label, number, anchor in rows}
