"""Reading the lawbook from the database in a fixed, small number of queries.

Pages and the API both need a Law with its paragraphs and their layers; loading them here, with
prefetches, keeps the number of SQL queries the same whatever the size of the Law. Every function
reads one edition: the one named (a code), else the current published edition (lawbook.editions.editions).
"""

from __future__ import annotations

from django.db.models import Prefetch

from . import content_version
from .labels import MAX_LAW, LabelError, parse_label
from .models import (
    Citation,
    Definition,
    Edition,
    EditorNote,
    Footnote,
    FootnoteMarker,
    Interpretation,
    Law,
    Paragraph,
    TermMention,
)


def edition_code(edition: Edition | None = None) -> str:
    """The code of `edition`; the current edition's when None. Every function here takes the
    edition as one type, an Edition or None for the one readers see."""
    if edition is None:
        from .editions.editions import current_code

        return current_code()
    return edition.code


def laws(edition: Edition | None = None):
    return Law.objects.filter(edition=edition_code(edition)).select_related("chapter").order_by("number")


def chapters(edition: Edition | None = None):
    from .models import Chapter

    return Chapter.objects.filter(edition=edition_code(edition))


def paragraphs(edition: Edition | None = None):
    return Paragraph.objects.filter(law__edition=edition_code(edition))


def definitions(edition: Edition | None = None):
    return Definition.objects.filter(edition=edition_code(edition))


def footnotes(edition: Edition | None = None):
    return Footnote.objects.filter(edition=edition_code(edition))


def interpretations_by_label(edition: Edition | None = None) -> dict[str, list[Interpretation]]:
    """The federation's interpretations of an edition under each label they concern, in their
    order: one query, whatever the number of paragraphs shown (they are few)."""
    found: dict[str, list[Interpretation]] = {}
    for interpretation in Interpretation.objects.filter(edition=edition_code(edition)):
        for label in interpretation.label_list():
            found.setdefault(label, []).append(interpretation)
    return found


def citations():
    """Stored citations with the paragraph each names, as the renderer draws them, in the order
    they stand within the text that holds them: a prefetch groups them by that text. (The
    model's own order starts with the holding paragraph, whose order is its Law's number and its
    position: two joins per query that change nothing within one text.)"""
    return Citation.objects.select_related("target__law").order_by("lang", "field", "start")


def paragraphs_with_layers(footnote_layers: bool = False):
    """Paragraphs with their stored layers; `footnote_layers` adds the citations of their
    footnotes' texts, for a page that opens the footnotes in place. Each layer is read in its
    order within one paragraph (the model's order without the paragraph's own, see citations())."""
    return Paragraph.objects.select_related("law", "parent").prefetch_related(*_layers(footnote_layers))


def _layers(footnote_layers: bool) -> tuple[Prefetch, ...]:
    markers = FootnoteMarker.objects.select_related("footnote").order_by("field", "offset")
    if footnote_layers:
        markers = markers.prefetch_related(Prefetch("footnote__citations", queryset=citations()))
    return (
        Prefetch("citations", queryset=citations()),
        Prefetch("footnote_markers", queryset=markers),
        Prefetch(
            "term_mentions",
            queryset=TermMention.objects.select_related("definition").order_by("lang", "field", "start"),
        ),
        Prefetch("footnotes", queryset=Footnote.objects.order_by("number")),
        Prefetch("editor_notes", queryset=EditorNote.objects.order_by("kind", "pk")),
    )


def law_with_paragraphs(
    number: int, footnote_layers: bool = False, edition: Edition | None = None, *, neighbours: bool = False
) -> Law | None:
    """The Law with its paragraphs and their layers; with `neighbours`, the Laws before and after
    it as well (`previous_law`, `next_law`, None at either end), read in the same query. A number
    outside the Laws' 1-93 names none (and one beyond 2**63 overflows the database's integer:
    /tr/yasa/99999999999999999999/ was a 500)."""
    if not 1 <= number <= MAX_LAW:
        return None
    numbers = [number - 1, number, number + 1] if neighbours else [number]
    found = {law.number: law for law in laws(edition).filter(number__in=numbers)}
    law = found.get(number)
    if law is None:
        return None
    if neighbours:
        law.previous_law, law.next_law = found.get(number - 1), found.get(number + 1)
    law.ordered_paragraphs = paragraphs_of([law], footnote_layers)
    return law


def paragraphs_of(laws: list[Law], footnote_layers: bool = False) -> list[Paragraph]:
    """The paragraphs of `laws` with their layers, in the book's order (by Law, then position):
    one query a table whatever the number of Laws. Each paragraph's Law is the one given and its
    parent a paragraph of the list, not a copy joined to every row (two model instances a
    paragraph, read and built for nothing); each defined term and cited paragraph is one instance."""
    by_law = {law.pk: law for law in laws}
    paragraphs = list(
        Paragraph.objects.prefetch_related(*_layers(footnote_layers)).filter(law__in=list(by_law)).order_by("position")
    )
    paragraphs.sort(key=lambda paragraph: by_law[paragraph.law_id].number)  # stable: positions stay in order
    by_id = {paragraph.pk: paragraph for paragraph in paragraphs}
    for paragraph in paragraphs:
        paragraph.law = by_law[paragraph.law_id]
        if paragraph.parent_id in by_id:
            paragraph.parent = by_id[paragraph.parent_id]
    _share_rows(paragraphs, by_id)
    return paragraphs


def _share_rows(paragraphs: list[Paragraph], by_id: dict[int, Paragraph]) -> None:
    """One instance per defined term and per cited paragraph of the paragraphs' layers (the joins
    give each row its own copy, with its texts): a Law kept for later requests
    (kept_law_with_paragraphs) keeps each once. A cited paragraph of the list is the list's own."""
    definitions: dict[int, Definition] = {}
    for paragraph in paragraphs:
        for mention in paragraph.term_mentions.all():
            mention.definition = definitions.setdefault(mention.definition_id, mention.definition)
        for citation in paragraph.citations.all():
            if citation.target_id is not None:
                citation.target = by_id.setdefault(citation.target_id, citation.target)


def kept_law_with_paragraphs(number: int, edition: Edition) -> Law | None:
    """law_with_paragraphs(number, footnote_layers=True, edition, neighbours=True) as a Law page
    reads it, kept per content version for an edition readers see: most of what a Law's page
    costs (docs/benchmarks.md, suite30) is made once for both languages, the side-by-side view
    and the edition's own address, not at each render. A draft's
    saves do not move the version (lawbook.layers.text_changed): a draft's Law is read each time.
    What is kept is never changed by its users (the page draws its footnotes beside them,
    lawbook.pages.views.FootnoteShown)."""
    if edition.is_draft:
        return law_with_paragraphs(number, footnote_layers=True, edition=edition, neighbours=True)
    stamp = content_version.recent()
    key = (edition.code, number, stamp.version, stamp.changed_at)
    kept = _kept_laws.get(key)  # (the Law,): a Law that is None (none of that number) is kept too
    if kept is None:
        kept = (law_with_paragraphs(number, footnote_layers=True, edition=edition, neighbours=True),)
        if len(_kept_laws) >= KEPT_LAWS_MOST:
            _kept_laws.clear()
        _kept_laws[key] = kept
    return kept[0]


# The Laws of the editions readers see, by what they were read from (kept_law_with_paragraphs):
# every Law of one edition is some 20 MiB (tracemalloc, suite30). Emptied whole when full, so the
# versions gone by do not pile up. Each use of the dict is one operation (threads share it,
# CONTRIBUTING.md).
KEPT_LAWS_MOST = 2 * MAX_LAW
_kept_laws: dict[tuple, tuple[Law | None]] = {}


def find_paragraph(text: str, edition: Edition | None = None) -> Paragraph | None:
    """The paragraph a label names, in any form parse_label reads, with its layers; None when
    there is none."""
    return _labelled(paragraphs_with_layers(), text, edition)


def paragraph_address(text: str, edition: Edition | None = None) -> Paragraph | None:
    """The paragraph a label names with its Law only: all a permalink's redirect needs (its
    address), without the six queries of its layers that find_paragraph adds."""
    return _labelled(Paragraph.objects.select_related("law"), text, edition)


def _labelled(found, text: str, edition: Edition | None) -> Paragraph | None:
    try:
        label = parse_label(text)
    except LabelError:
        return None
    return found.filter(law__edition=edition_code(edition), law__number=label.law, label=str(label)).first()
