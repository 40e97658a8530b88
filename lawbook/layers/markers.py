"""Footnote markers follow the words they were glued to when a text changes (an admin edit, or a
fixture whose text an admin edit was kept against): the sources of their new places."""

from __future__ import annotations

from ..models import CURRENT_EDITION, Footnote, FootnoteMarker, Paragraph

CONTEXT = (40, 20, 10)  # characters of text around a marker looked for in the edited text


def relocate(offset: int, old: str, new: str) -> int | None:
    """Where a marker at `offset` in `old` stands in `new`: after the same words, or before them;
    None when they are not found once and only once."""
    if old == new:
        return offset
    for size in CONTEXT:
        before = old[max(0, offset - size) : offset]
        if before.strip() and new.count(before) == 1:
            return new.index(before) + len(before)
    for size in CONTEXT:
        after = old[offset : offset + size]
        if after.strip() and new.count(after) == 1:
            return new.index(after)
    return None


Sources = dict[tuple[int, str], list[tuple[int, int, str]]]  # (paragraph, field) -> (footnote, offset, text)


def from_fixture(book_markers: list[tuple]) -> Sources:
    """The markers of the parsed text, (label, footnote number, field, offset, fixture text) each,
    placed against the stored text."""
    footnotes = dict(Footnote.objects.filter(edition=CURRENT_EDITION).values_list("number", "pk"))
    paragraphs = dict(Paragraph.objects.filter(law__edition=CURRENT_EDITION).values_list("label", "pk"))
    sources: Sources = {}
    for label, number, field_name, offset, fixture_text in book_markers:
        if label in paragraphs and number in footnotes:
            sources.setdefault((paragraphs[label], field_name), []).append((footnotes[number], offset, fixture_text))
    return sources


def from_edit(previous: dict[int, dict[str, str]]) -> Sources:
    """The stored markers of the edited paragraphs, with the Turkish texts they stood in before
    the edit (`previous`: paragraph id -> field -> text); a field the edit did not give keeps its
    markers where they are."""
    sources: Sources = {}
    for marker in FootnoteMarker.objects.filter(paragraph_id__in=previous).select_related("paragraph"):
        old = previous[marker.paragraph_id].get(marker.field)
        if old is None:
            old = getattr(marker.paragraph, f"{marker.field}_tr") or ""
        sources.setdefault((marker.paragraph_id, marker.field), []).append((marker.footnote_id, marker.offset, old))
    return sources
