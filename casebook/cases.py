"""What readers are shown of a published ruling, for the pages, the feed and the API alike: the
case (seats and the event, never a name: the director is not copied), each label with the URL of
its paragraph (desk.laws.law_links, drawn with lawbook.layers.SiteLinks) and the editor's notes on
them (lawbook.quoting.notes_on) with the footnotes marked in them (desk.laws.law_footnotes), the commentary in the page's language. Filtering by a Law label: a ruling cited under 16B1(a) is listed for 16B1, 16B
and 16 too (lawbook.labels.Label.is_within)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.db.models import QuerySet
from django.http import Http404
from django.utils.translation import gettext as _

from desk.laws import LawLink, law_footnotes, law_links, read_laws
from desk.models import LAW_SEPARATOR
from lawbook.editor_notes import EditorNoteShown
from lawbook.labels import Label, parse_label, try_parse_label
from lawbook.models import EditorNote, Footnote
from lawbook.quoting import FootnoteQuoted, footnote_rows_on, note_rows_on, notes_on

from .models import PublishedRuling


@dataclass(frozen=True)
class Commentary:
    text: str
    lang: str  # the language it is written in ("tr" when the English is not written yet)


def published() -> QuerySet[PublishedRuling]:
    return PublishedRuling.objects.published()


# The largest number a database's integer key holds: a longer one in the address ("/kararlar/
# 99999999999999999999/") would overflow the query, a 500 instead of a 404.
MAX_NUMBER = 2**31 - 1


def published_or_404(pk: int) -> PublishedRuling:
    """A published ruling; a draft, a withdrawn one or an unknown number is a 404 alike."""
    # The 404 page shows the message: the page's language, not get_object_or_404's "No
    # PublishedRuling matches the given query." (polish73); the API's words are the same.
    found = published().filter(pk=pk).first() if pk <= MAX_NUMBER else None
    if found is None:
        raise Http404(_("There is no published ruling %(number)s.") % {"number": pk})
    return found


def filter_labels(typed: str) -> list[Label]:
    """The labels a reader filters by, read as the desk reads a director's (desk.laws.read_laws:
    the one grammar, and a paragraph of the current edition); LawsError says what is wrong."""
    return [parse_label(label) for label in read_laws(typed).split(LAW_SEPARATOR) if label]


def citing(rulings, labels: list[Label]) -> list[PublishedRuling]:
    """The rulings that cite one of `labels` or a paragraph within one, in the order given."""
    return [r for r in rulings if any(_within(cited, label) for cited in r.law_labels for label in labels)]


def _within(cited: str, label: Label) -> bool:
    parsed = try_parse_label(cited)
    return parsed is not None and parsed.is_within(label)


def links(ruling: PublishedRuling) -> list[LawLink]:
    return law_links(ruling.law_labels)


def law_notes(ruling: PublishedRuling, lang: str) -> list[EditorNoteShown]:
    """The editor's notes on the Laws applied, in the ruling's order (lawbook.quoting.notes_on):
    where the official Turkish and the WBF's English differ (16B1(a): TR "açıkça gösterdiği",
    WBF "demonstrably suggested"), the reader of the ruling sees which the site follows."""
    found = notes_on(ruling.law_labels, lang)
    return [note for label in ruling.law_labels for note in found.get(label, ())]


def footnotes(ruling: PublishedRuling, lang: str) -> list[FootnoteQuoted]:
    """The footnotes marked in the Laws applied, shown beside their notes (desk.laws.law_footnotes)."""
    return law_footnotes(ruling.law_labels, lang)


def law_note_rows(rulings: Iterable[PublishedRuling]) -> dict[str, list[EditorNote]]:
    """The editor's notes on each Law these rulings apply, by label, in both languages, in one
    query (for the API, whose `laws` carry them as a ruling's page shows them)."""
    return note_rows_on(label for ruling in rulings for label in ruling.law_labels)


def law_footnote_rows(rulings: Iterable[PublishedRuling]) -> dict[str, list[Footnote]]:
    """The footnotes marked in each Law these rulings apply and below it, by label, in both
    languages, in one query (for the API, whose `laws` carry them as a ruling's page shows them)."""
    return footnote_rows_on(label for ruling in rulings for label in ruling.law_labels)


def commentary(ruling: PublishedRuling, lang: str) -> Commentary | None:
    own = ruling.commentary_en if lang == "en" else ruling.commentary_tr
    if own:
        return Commentary(own, lang)
    other = "tr" if lang == "en" else "en"
    text = ruling.commentary_tr if other == "tr" else ruling.commentary_en
    return Commentary(text, other) if text else None
