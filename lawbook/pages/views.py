"""Reading pages: the home page, a Law, a paragraph permalink, the definitions, search.

The existing addresses show the current edition; a Law of any edition a reader may see (drafts for
those with the `view_draft` permission only) has a stable address of its own (/tr/baski/2017/yasa/64/, /en/edition/2017/law/64/).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings
from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent
from django.db.models import Prefetch
from django.http import Http404, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.template import loader
from django.urls import get_script_prefix
from django.utils import formats
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from .. import content_version, editor_notes, queries, registry
from ..control_characters import without_controls
from ..editions import changelog, editions
from ..editor_notes import EditorNoteShown
from ..english import english_source
from ..labels import MAX_LAW, TERMINALS
from ..layers import Renderer
from ..layers.render import EditionLinks, SiteLinks, shown_lang
from ..models import TermMention
from ..text.languages import current_lang, in_language
from . import law_paragraphs
from .interpretations import InterpretationShown, under
from .page_cache import reading_page


@dataclass
class Block:
    """One paragraph (or the tail of one) as the page shows it."""

    paragraph: object
    kind: str  # "node" or "tail"
    heading: SafeString
    body: SafeString
    untranslated: bool
    depth: int
    change_url: str | None = None  # changed in the edition shown: its changelog entry ("" for a draft)
    added: bool = False  # changed by being added: not in the edition before
    official: bool = False  # the body's English is an official English text (lawbook.english.english_source)
    notes: tuple[EditorNoteShown, ...] = ()  # the editor's notes on a node (lawbook.editor_notes)
    asides: tuple[registry.ParagraphAside, ...] = ()  # other apps' items for this paragraph
    interpretations: tuple[InterpretationShown, ...] = ()  # the federation's, under a node

    @property
    def changed(self) -> bool:
        return self.change_url is not None


def reader_edition(request, code: str | None = None) -> editions.ReaderView:
    """The edition a page shows: the one in its address if the reader may see it, else the
    current one; an unknown edition (or a draft for a reader) is a 404."""
    # Only an edition's own address asks who the reader is: the current pages stay the same for
    # everyone (and cacheable).
    view = editions.for_reader(code, request.user if code else None)
    if view is None:
        raise Http404(_("There is no edition %(code)s.") % {"code": (code or "")[:20]})
    return view


@reading_page
def home(request):
    chapters = queries.chapters().prefetch_related("laws")
    entries = registry.home_entries.items()
    return render(
        request,
        "lawbook/home.html",
        {
            "chapters": chapters,
            "main_entries": [e for e in entries if e.main],
            "entries": [e for e in entries if not e.main],
        },
    )


@reading_page(personal=editions.draft_in_address)
def law_detail(request, number: int, code: str | None = None):
    seen = reader_edition(request, code)
    edition = seen.shown
    law = queries.kept_law_with_paragraphs(number, edition) if 1 <= number <= MAX_LAW else None
    if law is None:
        raise Http404(_("There is no Law %(number)s.") % {"number": number})
    lang = current_lang()
    footnotes = footnotes_of(law.ordered_paragraphs)
    # On an older edition's or a draft's own address, links stay in that edition.
    in_edition = code is not None and not seen.shows_current
    links = EditionLinks() if in_edition else SiteLinks()
    renderer = Renderer(lang, links)
    previous_edition = seen.previous
    changed_labels = changelog.changed_labels(previous_edition, edition).get(number, frozenset())
    changes = {label: _change_url(edition, label, law) for label in changed_labels}
    added = changelog.changed_labels(previous_edition, edition, added=True).get(number, frozenset())
    federation = queries.interpretations_by_label(edition)
    # Other apps' items cite the text readers are served: the current edition's pages only.
    asides = _asides_by_label() if seen.shows_current else {}
    side_by_side = request.GET.get("view") == "both"
    # On a narrow screen the side-by-side view shows one column: the page's language unless the
    # reader chose the other (a link, so that the toggle works without JavaScript too).
    shown = request.GET.get("show") if request.GET.get("show") in ("tr", "en") else lang
    english = english_of_page([law, *law.ordered_paragraphs, *footnotes])

    def draw() -> SafeString:
        blocks = law_blocks(law.ordered_paragraphs, renderer, changes, federation, added)
        _attach_asides(blocks, asides)
        pairs = []
        if side_by_side:
            columns = [
                law_blocks(law.ordered_paragraphs, Renderer(c, links, column=c), changes, federation, added)
                for c in ("tr", "en")
            ]
            _attach_asides(columns[("tr", "en").index(lang)], asides)  # once, in the page's language
            pairs = list(zip(*columns, strict=True))
        context = {"blocks": blocks, "pairs": pairs, "side_by_side": side_by_side, "edition": edition, **english}
        return mark_safe(loader.render_to_string("lawbook/law_paragraphs.html", context))

    key = None
    if not edition.is_draft:
        stamp = content_version.recent()
        labels = [p.label for p in law.ordered_paragraphs]
        key = (
            (edition.code, number, stamp.version, stamp.changed_at),  # the kept Law's own key
            lang,
            get_language(),
            get_script_prefix(),
            side_by_side,
            in_edition,
            english["english_source"],
            tuple(sorted(changes.items())),
            tuple(sorted(added)),
            tuple(
                (c, label, under(label, federation, c))
                for c in ((lang, "tr", "en") if side_by_side else (lang,))
                for label in labels
                if label in federation
            ),
            tuple((label, tuple(asides[label])) for label in labels if label in asides),
        )
    changed = [p for p in law.ordered_paragraphs if p.label in changed_labels]
    context = {
        "law": law,
        "paragraphs": law_paragraphs.drawn(key, draw),
        "footnotes": [FootnoteShown.of(footnote, renderer) for footnote in footnotes],
        **english,
        "previous": law.previous_law,
        "next": law.next_law,
        "in_edition": in_edition,
        "title_untranslated": lang == "en" and not law.title_en,
        "side_by_side": side_by_side,
        "shown": shown,
        "edition": edition,
        # An edition's own address (its history) names it by its title, in the page's language.
        "edition_title": in_language(edition, "title", lang) if code is not None else "",
        "edition_is_current": seen.shows_current,
        "previous_edition": previous_edition,
        "changed_paragraphs": changed,
        "changelog_url": "" if edition.is_draft else changelog.changelog_url(edition.code),
    }
    return render(request, "lawbook/law.html", context)


def footnotes_of(paragraphs) -> list:
    """The footnotes marked in the paragraphs, each once, by number."""
    found = {m.footnote.pk: m.footnote for p in paragraphs for m in p.footnote_markers.all()}
    return sorted(found.values(), key=lambda f: f.number)


@dataclass(frozen=True)
class FootnoteShown:
    """A footnote as a page lists it: its text drawn in the page's language, or in Turkish where
    the translation is missing (`untranslated`). Made beside the footnote, not written on it: the
    Law a page reads may be kept for other requests (lawbook.queries.kept_law_with_paragraphs)."""

    footnote: object
    number: int
    untranslated: bool
    rendered: SafeString

    @classmethod
    def of(cls, footnote, renderer: Renderer) -> FootnoteShown:
        lang = shown_lang(footnote, renderer.lang)
        return cls(footnote, footnote.number, lang != renderer.lang, renderer.in_language(lang).field(footnote, "text"))


def _asides_by_label() -> dict[str, list[registry.ParagraphAside]]:
    """Other apps' items (lawbook.registry.paragraph_asides) by the label of their paragraph."""
    by_label: dict[str, list[registry.ParagraphAside]] = {}
    for aside in registry.paragraph_asides.items():
        by_label.setdefault(aside.label, []).append(aside)
    return by_label


def _attach_asides(blocks: list[Block], by_label: dict[str, list[registry.ParagraphAside]]) -> None:
    """Each paragraph's items under it (its node, not its tail)."""
    for block in blocks:
        if block.kind == "node":
            block.asides = tuple(by_label.get(getattr(block.paragraph, "label", ""), ()))


def english_of_page(rows) -> dict:
    """What the English banner of a page says: the source of the English texts it shows (ours,
    official, or both) and the official files they came from."""
    rows = list(rows)
    return {
        "english_source": english_source.combined(english_source.of_row(row) for row in rows),
        "official_files": english_source.files(rows),
    }


def _change_url(edition, label: str, law) -> str:
    """The changelog entry of a paragraph changed in `edition` (none yet for a draft)."""
    if edition.is_draft:
        return ""
    anchor = next((p.anchor for p in law.ordered_paragraphs if p.label == label), label)
    return changelog.changelog_url(edition.code, anchor)


def law_blocks(
    paragraphs,
    renderer: Renderer,
    changes: dict[str, str] | None = None,
    federation: dict | None = None,
    added: frozenset[str] = frozenset(),
) -> list[Block]:
    """The paragraphs in reading order, each tail placed after the last of its descendants;
    `changes` maps the label of a paragraph changed in the edition shown to its changelog entry
    (`added` holds those of them the edition added), `federation` a label to the federation's
    interpretations of it (queries.interpretations_by_label)."""
    changes = changes or {}
    federation = federation or {}
    blocks: list[Block] = []
    open_tails: list = []
    for paragraph in paragraphs:
        while open_tails and open_tails[-1].depth >= paragraph.depth:
            blocks.append(_block(open_tails.pop(), "tail", renderer))
        block = _block(paragraph, "node", renderer, changes.get(paragraph.label))
        block.added = paragraph.label in added
        block.interpretations = under(paragraph.label, federation, renderer.lang)
        blocks.append(block)
        if paragraph.tail_tr or paragraph.tail_en:
            open_tails.append(paragraph)
    while open_tails:
        blocks.append(_block(open_tails.pop(), "tail", renderer))
    return blocks


def _block(paragraph, kind: str, renderer: Renderer, change_url: str | None = None) -> Block:
    fields = ("tail",) if kind == "tail" else ("heading", "text")
    lang = renderer.lang
    shown = renderer
    if lang != "tr" and any(getattr(paragraph, f"{f}_tr") and not getattr(paragraph, f"{f}_{lang}") for f in fields):
        shown = renderer.in_language("tr")
    rendered = {f: shown.field(paragraph, f, inline=f == "heading") for f in fields}
    body = "tail" if kind == "tail" else "text"
    return Block(
        paragraph=paragraph,
        kind=kind,
        heading=rendered.get("heading", ""),
        body=rendered["tail"] if kind == "tail" else rendered["text"],
        untranslated=shown.lang != lang,
        depth=paragraph.depth,
        change_url=change_url,
        # The mark stands before the body: it says where the body's English comes from.
        official=shown.lang == "en" and english_source.is_official(paragraph, f"{body}_en"),
        notes=editor_notes.shown(paragraph.editor_notes.all() if kind == "node" else (), lang),
    )


@reading_page
def paragraph_permalink(request, label: str):
    paragraph = queries.paragraph_address(label)
    if paragraph is None:
        # The address as typed, less what no text holds: a NUL ("%00") or another control character
        # came back raw in the page.
        shown = "".join(ch for ch in label[:40] if ch.isprintable())
        raise Http404(_("There is no paragraph %(label)s.") % {"label": shown})
    return redirect(paragraph.get_absolute_url())


@reading_page(personal=editions.draft_in_address)
def definitions(request, code: str | None = None):
    """The definitions of the current edition, or of the edition in the address
    (/tr/baski/2017/tanimlar/): an older edition's Law pages link their terms there, since a later
    edition may have changed a definition."""
    seen = reader_edition(request, code)
    edition = seen.shown
    in_edition = code is not None and not seen.shows_current
    links = EditionLinks() if in_edition else SiteLinks()
    items = (
        queries.definitions(edition)
        .select_related("parent")
        .prefetch_related(Prefetch("citations", queryset=queries.citations()), "editor_notes")
    )
    lang = current_lang()
    renderer = Renderer(lang, links)
    law_word = TERMINALS[lang].law[0]
    uses = _uses(edition)
    entries = []
    for definition in items:
        used: dict[str, str] = {}  # label -> its paragraph's address
        for label, law_edition, number, anchor in uses.get(definition.pk, ()):
            if label not in used:
                used[label] = links.place(law_edition, number, anchor)
        untranslated = lang != "tr" and not definition.text_en
        text = renderer.in_language("tr" if untranslated else lang).field(definition, "text")
        entries.append(
            {
                "definition": definition,
                # named "Yasa 50D2" / "Law 50D2" for a screen reader, in the Laws' own citation
                # word: a list of bare labels ("50D2, 6B") does not say they are Law paragraphs
                "used_in": [{"label": label, "url": url, "name": f"{law_word} {label}"} for label, url in used.items()],
                "untranslated": untranslated,
                "text": text,
                "notes": editor_notes.shown(definition.editor_notes.all(), lang),
            }
        )
    context = {
        "entries": entries,
        "edition": edition,
        "in_edition": in_edition,
        "edition_is_current": seen.shows_current,
        "edition_title": in_language(edition, "title", lang) if code is not None else "",
        **english_of_page(e["definition"] for e in entries),
    }
    return render(request, "lawbook/definitions.html", context)


def _uses(edition) -> dict[int, list[tuple[str, str, int, str]]]:
    """Where each term of `edition` is used, by the definition's pk: the label, edition, Law number
    and anchor of each paragraph of its Turkish mentions (the English ones, as many again, name the
    same paragraphs), in the mentions' order. Read as values in one query: some 2 500 mentions read
    as rows with their paragraphs and Laws were half the page's CPU (docs/benchmarks.md, suite45)."""
    rows = TermMention.objects.filter(lang="tr", definition__edition=queries.edition_code(edition)).values_list(
        "definition_id", "paragraph__label", "paragraph__law__edition", "paragraph__law__number", "paragraph__anchor"
    )
    uses: dict[int, list[tuple[str, str, int, str]]] = {}
    for definition, *place in rows:
        uses.setdefault(definition, []).append(tuple(place))
    return uses


@reading_page
def coverage(request):
    """For editors: what has no English yet."""
    missing_paragraphs = [
        p
        for p in queries.paragraphs().select_related("law").order_by("law__number", "position")
        if any(getattr(p, f"{f}_tr") and not getattr(p, f"{f}_en") for f in ("heading", "text", "tail"))
    ]
    context = {
        "chapters": queries.chapters().filter(name_en__in=["", None]),
        "laws": queries.laws().filter(title_en__in=["", None]),
        "paragraphs": missing_paragraphs,
        "definitions": queries.definitions().filter(text_en__in=["", None])
        | queries.definitions().filter(term_en__in=["", None]),
        "footnotes": queries.footnotes().filter(text_en__in=["", None]),
        "total_paragraphs": queries.paragraphs().count(),
    }
    return render(request, "lawbook/coverage.html", context)


def bad_request(request, exception):
    """The 400 page in the page's language, for what Django refuses before a view reads it: a body
    beyond DATA_UPLOAD_MAX_MEMORY_SIZE (a record pasted on the table page), too many fields. Drawn
    without the request (like 500.html): the request is the thing that could not be read."""
    if isinstance(exception, RequestDataTooBig):
        size = formats.number_format(settings.DATA_UPLOAD_MAX_MEMORY_SIZE / 1024 / 1024, decimal_pos=1)
        message = _("What was sent is too large: a form takes at most %(size)s MB.") % {"size": size}
    elif isinstance(exception, TooManyFieldsSent):
        message = _("What was sent has too many fields: a form has at most %(count)s.") % {
            "count": settings.DATA_UPLOAD_MAX_NUMBER_FIELDS
        }
    else:
        message = _("The address or the form sent is not one this site can read.")
    return HttpResponseBadRequest(loader.render_to_string("400.html", {"message": message}))


def page_not_found(request, exception):
    """The 404 page in the page's language; it names what is missing ("There is no Law 99.")
    only when a view said so, not for an address no URL pattern knows."""
    message = exception.args[0] if type(exception) is Http404 and exception.args else ""
    # A message naming what was typed ("There is no edition a\x00b.") holds it less the characters no
    # text holds: a NUL or another control character came back raw (polish74, polish75).
    shown = without_controls(message) if isinstance(message, str) else ""
    return render(request, "404.html", {"message": shown}, status=404)
