"""Reading pages: the home page, a Law, a paragraph permalink, the definitions, search.

The existing addresses show the current edition; a Law of any edition a reader may see (drafts for
staff only) has a stable address of its own (/tr/baski/2017/yasa/64/, /en/edition/2017/law/64/).
"""
from __future__ import annotations

from dataclasses import dataclass

from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.safestring import SafeString
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from . import editions, queries, rendering


def current_lang() -> str:
    lang = (get_language() or "tr")[:2]
    return lang if lang in ("tr", "en") else "tr"


@dataclass
class Block:
    """One paragraph (or the tail of one) as the page shows it."""

    paragraph: object
    kind: str  # "node" or "tail"
    heading: SafeString
    body: SafeString
    untranslated: bool
    depth: int


def reader_edition(request, code: str | None = None):
    """The edition a page shows: the one in its address if the reader may see it, else the
    current one; an unknown edition (or a draft for a reader) is a 404."""
    edition = editions.find(code, request.user)
    if edition is None:
        raise Http404(_("There is no edition %(code)s.") % {"code": (code or "")[:20]})
    return edition


def home(request):
    chapters = queries.chapters().prefetch_related("laws")
    return render(request, "lawbook/home.html", {"chapters": chapters})


def law_detail(request, number: int, code: str | None = None):
    edition = reader_edition(request, code)
    law = queries.law_with_paragraphs(number, edition.code)
    if law is None:
        raise Http404(_("There is no Law %(number)s.") % {"number": number})
    lang = current_lang()
    footnotes = sorted(
        {m.footnote.pk: m.footnote for p in law.ordered_paragraphs for m in p.footnote_markers.all()}.values(),
        key=lambda f: f.number,
    )
    notes_in_place = FootnoteTexts(citation_targets(edition.code) if footnotes else {})
    blocks = law_blocks(law.ordered_paragraphs, lang, notes_in_place)
    side_by_side = request.GET.get("view") == "both"
    # On a narrow screen the side-by-side view shows one column: the page's language unless the
    # reader chose the other (a link, so that the toggle works without JavaScript too).
    shown = request.GET.get("show") if request.GET.get("show") in ("tr", "en") else lang
    pairs = []
    if side_by_side:
        columns = [law_blocks(law.ordered_paragraphs, code, notes_in_place, column=code) for code in ("tr", "en")]
        pairs = list(zip(*columns))
    notes = [note for p in law.ordered_paragraphs for note in p.editor_notes.all()]
    for footnote in footnotes:
        shown_lang = FootnoteTexts.shown_lang(footnote, lang)
        footnote.untranslated = shown_lang != lang
        footnote.rendered = rendering.render_with_citations(
            getattr(footnote, f"text_{shown_lang}"), notes_in_place.targets, shown_lang
        )
    neighbours = {l.number: l for l in queries.laws(edition.code).filter(number__in=[number - 1, number + 1])}
    previous_edition = editions.previous_published(edition) if edition.pk else None
    changed_labels = {c.label for c in editions.changed_paragraphs(previous_edition, edition, number)}
    changed = [p for p in law.ordered_paragraphs if p.label in changed_labels]
    context = {
        "law": law,
        "blocks": blocks,
        "footnotes": footnotes,
        "editor_notes": notes,
        "previous": neighbours.get(number - 1),
        "next": neighbours.get(number + 1),
        "title_untranslated": lang == "en" and not law.title_en,
        "side_by_side": side_by_side,
        "shown": shown,
        "pairs": pairs,
        "edition": edition,
        "edition_is_current": edition.code == editions.current_code(),
        "previous_edition": previous_edition,
        "changed_paragraphs": changed,
    }
    return render(request, "lawbook/law.html", context)


class FootnoteTexts:
    """A footnote's text as it opens in place, with its citations linked, once per language."""

    def __init__(self, targets: dict):
        self.targets = targets
        self.cache: dict[tuple[int, str], SafeString] = {}

    @staticmethod
    def shown_lang(footnote, lang: str) -> str:
        """The footnote's language on a page in `lang`: Turkish where the translation is missing."""
        return lang if getattr(footnote, f"text_{lang}") else "tr"

    def __call__(self, footnote, lang: str) -> SafeString:
        key = (footnote.number, lang)
        if key not in self.cache:
            text_lang = self.shown_lang(footnote, lang)
            text = getattr(footnote, f"text_{text_lang}")
            self.cache[key] = rendering.render_with_citations(text, self.targets, text_lang, inline=True)
        return self.cache[key]


def law_blocks(paragraphs, lang: str, notes: FootnoteTexts | None = None, column: str = "") -> list[Block]:
    """The paragraphs in reading order, each tail placed after the last of its descendants."""
    notes = notes or FootnoteTexts({})
    blocks: list[Block] = []
    open_tails: list = []
    for paragraph in paragraphs:
        while open_tails and open_tails[-1].depth >= paragraph.depth:
            blocks.append(_block(open_tails.pop(), "tail", lang, notes, column))
        blocks.append(_block(paragraph, "node", lang, notes, column))
        if paragraph.tail_tr or paragraph.tail_en:
            open_tails.append(paragraph)
    while open_tails:
        blocks.append(_block(open_tails.pop(), "tail", lang, notes, column))
    return blocks


def _block(paragraph, kind: str, lang: str, notes: FootnoteTexts, column: str) -> Block:
    fields = ("tail",) if kind == "tail" else ("heading", "text")
    shown_lang = lang
    if lang != "tr" and any(getattr(paragraph, f"{f}_tr") and not getattr(paragraph, f"{f}_{lang}") for f in fields):
        shown_lang = "tr"
    rendered = {f: _render_field(paragraph, f, shown_lang, notes, column) for f in fields}
    return Block(
        paragraph=paragraph,
        kind=kind,
        heading=rendered.get("heading", ""),
        body=rendered["tail"] if kind == "tail" else rendered["text"],
        untranslated=shown_lang != lang,
        depth=paragraph.depth,
    )


def _render_field(paragraph, field_name: str, lang: str, notes: FootnoteTexts, column: str) -> SafeString:
    text = getattr(paragraph, f"{field_name}_{lang}") or ""
    spans = [
        span
        for citation in paragraph.citations.all()
        if citation.lang == lang and citation.field == field_name
        and (span := rendering.citation_span(citation, lang)) is not None
    ]
    spans += [
        rendering.term_span(m)
        for m in paragraph.term_mentions.all()
        if m.lang == lang and m.field == field_name
    ]

    def point(marker):
        return rendering.footnote_point(marker, column, notes(marker.footnote, lang))

    points = []
    if lang == "tr":
        points = [point(m) for m in paragraph.footnote_markers.all() if m.field == field_name]
    elif field_name == ("tail" if paragraph.tail_tr else "text"):
        # The English text has no marker positions: its footnotes follow the paragraph.
        points = [rendering.Point(len(text), point(m).html) for m in paragraph.footnote_markers.all()]
    if field_name == "heading":
        return rendering.render_inline(text, spans, points)
    return rendering.render_text(text, spans, points)


def paragraph_permalink(request, label: str):
    paragraph = queries.find_paragraph(label)
    if paragraph is None:
        raise Http404(_("There is no paragraph %(label)s.") % {"label": label[:40]})
    return redirect(paragraph.get_absolute_url())


def citation_targets(edition=None) -> dict:
    """Every paragraph of an edition by label, for linking citations in texts without stored layers."""
    return {p.label: p for p in queries.paragraphs(edition).select_related("law").only(
        "label", "anchor", "text_tr", "text_en", "heading_tr", "heading_en",
        "law__number", "law__title_tr", "law__title_en")}


def definitions(request):
    items = queries.definitions().select_related("parent").prefetch_related("mentions__paragraph__law")
    lang = current_lang()
    targets = citation_targets()
    entries = []
    for definition in items:
        used = {}
        for mention in definition.mentions.all():
            if mention.lang == "tr":
                used.setdefault(mention.paragraph.label, mention.paragraph)
        untranslated = lang != "tr" and not definition.text_en
        text = definition.text_tr if untranslated else definition.text
        entries.append({"definition": definition, "used_in": list(used.values()), "untranslated": untranslated,
                        "text": rendering.render_with_citations(text, targets, "tr" if untranslated else lang)})
    return render(request, "lawbook/definitions.html", {"entries": entries})



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
        "definitions": queries.definitions().filter(text_en__in=["", None]) | queries.definitions().filter(term_en__in=["", None]),
        "footnotes": queries.footnotes().filter(text_en__in=["", None]),
        "total_paragraphs": queries.paragraphs().count(),
    }
    return render(request, "lawbook/coverage.html", context)


def page_not_found(request, exception):
    """The 404 page in the page's language; it names what is missing ("There is no Law 99.")
    only when a view said so, not for an address no URL pattern knows."""
    message = exception.args[0] if type(exception) is Http404 and exception.args else ""
    return render(request, "404.html", {"message": message if isinstance(message, str) else ""}, status=404)
