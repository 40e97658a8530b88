"""What the index holds: one document per paragraph, definition and footnote, read from the database.

Each document carries its searchable text per language in four parts, weighted differently at
query time (title, context, heading, body), and a stored `Shown` record with everything a result
displays, so serving a search reads the index only, never the database.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from lawbook.editions.editions import current_code
from lawbook.models import Chapter, Definition, Footnote, Paragraph

from ..registry import Sources
from .analysis import LANGS, normalize
from .paths import GuidePath
from .paths import registered as registered_paths

PARTS = ("title", "context", "heading", "body")
# A paragraph's text beside its parts: the sentences of its ancestors that it completes ("46B1(c)
# "If he calls 'low'" completes 46B's "In the case of an incomplete or invalid designation, the
# following restrictions apply:"). Scored in no view; lawbook.search.termtable keeps its terms, and
# a concept the paragraph lacks but its lead-in holds counts as matched (lawbook.search.scoring).
LEAD_IN = "lead_in"
# Chapter I of the book holds the definitions and no Law.
DEFINITIONS_CHAPTER = 1


@dataclass
class Shown:
    """The stored display data of a document (both languages; empty text = not translated)."""

    kind: str  # paragraph, definition, footnote
    label: str  # paragraph label; the term for a definition; the paragraph's label for a footnote
    law: int | None
    chapter: int | None
    anchor: str  # fragment on the target page
    order: int  # reading order, to break ties
    footnote: int | None = None
    law_title: dict[str, str] = field(default_factory=dict)
    heading: dict[str, str] = field(default_factory=dict)
    body: dict[str, str] = field(default_factory=dict)
    term: dict[str, str] = field(default_factory=dict)
    # Where the hit leads, per language, for a document of another app (register_source): a
    # situation guide is no paragraph of a Law.
    url: dict[str, str] = field(default_factory=dict)
    # Or, better, a URL name and its arguments, reversed in the page's language when shown: an
    # index built before the catalogues were compiled would otherwise keep untranslated paths.
    route: list[str] = field(default_factory=list)

    @classmethod
    def from_stored(cls, data: dict) -> Shown:
        return cls(**data)


@dataclass
class IndexDocument:
    id: str
    shown: Shown
    text: dict[str, dict[str, str]]  # part -> lang -> text

    def stored(self) -> dict:
        """What the Whoosh index keeps of the document."""
        return {"id": self.id, "kind": self.shown.kind, "shown": asdict(self.shown)}

    def fields(self) -> dict:
        """Everything the index is built from (its digest tells when the index is stale): its
        Whoosh fields, one per part and view (a lead-in, LEAD_IN, is no part)."""
        values = {"id": self.id, "kind": self.shown.kind, "shown": asdict(self.shown)}
        for part in PARTS:
            for lang, text in self.text.get(part, {}).items():
                if text:
                    values[f"{part}_{lang}_x"] = text
                    values[f"{part}_{lang}_s"] = text
        return values


def _by_lang(obj, name: str) -> dict[str, str]:
    return {lang: normalize(getattr(obj, f"{name}_{lang}") or "") for lang in LANGS}


def _joined(*texts: dict[str, str]) -> dict[str, str]:
    return {lang: "\n".join(t[lang] for t in texts if t[lang]) for lang in LANGS}


def paragraph_documents() -> list[IndexDocument]:
    paragraphs = Paragraph.objects.filter(law__edition=current_code()).select_related("law__chapter")
    by_pk = {p.pk: p for p in paragraphs}
    documents = []
    for p in by_pk.values():
        law_title = _by_lang(p.law, "title")
        headings = [_by_lang(a, "heading") for a in _ancestors(p, by_pk)]
        shown = Shown(
            kind="paragraph",
            label=p.label,
            law=p.law.number,
            chapter=p.law.chapter.number,
            anchor=p.anchor,
            order=p.law.number * 10_000 + p.position,
            law_title=law_title,
            heading=_by_lang(p, "heading"),
            body=_joined(_by_lang(p, "text"), _by_lang(p, "tail")),
        )
        empty = dict.fromkeys(LANGS, "")
        text = {
            # The Law's title names the whole Law: at full weight on its opening paragraph, as
            # context (lower weight) on every paragraph under it.
            "title": law_title if p.depth == 0 else empty,
            "context": empty if p.depth == 0 else _joined(law_title, *headings),
            "heading": shown.heading,
            "body": shown.body,
            # Not a part (PARTS): no score, only the concepts it completes (LEAD_IN).
            LEAD_IN: _joined(*(_by_lang(a, "text") for a in _leading_into(p, by_pk))),
        }
        documents.append(IndexDocument(f"p:{p.label}", shown, text))
    return documents


def _leading_into(paragraph, by_pk) -> list:
    """The ancestors whose text is a sentence the paragraph completes, ending in a colon (46B "...
    the following restrictions apply ...:", 46B3 "If declarer designates a rank but not a suit:"),
    nearest first, up to the first ancestor with a text of its own that is not one."""
    found = []
    for node in _ancestors(paragraph, by_pk):
        texts = [(getattr(node, f"text_{lang}") or "").rstrip() for lang in LANGS]
        if any(text.endswith(":") for text in texts):
            found.append(node)
        elif any(texts):
            break
    return found


def _ancestors(paragraph, by_pk) -> list:
    chain, node = [], by_pk.get(paragraph.parent_id)
    while node is not None:
        chain.append(node)
        node = by_pk.get(node.parent_id)
    return chain


def definition_documents() -> list[IndexDocument]:
    documents = []
    for d in Definition.objects.filter(edition=current_code()).select_related("parent"):
        term = _by_lang(d, "term")
        parent = _by_lang(d.parent, "term") if d.parent else dict.fromkeys(LANGS, "")
        shown = Shown(
            kind="definition",
            label=d.term_tr,
            law=None,
            chapter=DEFINITIONS_CHAPTER,
            anchor=d.slug,
            order=d.position,
            term=term,
            body=_by_lang(d, "text"),
        )
        text = {"title": term, "context": parent, "heading": dict.fromkeys(LANGS, ""), "body": shown.body}
        documents.append(IndexDocument(f"d:{d.slug}", shown, text))
    return documents


def footnote_documents() -> list[IndexDocument]:
    documents = []
    for f in Footnote.objects.filter(edition=current_code()).select_related("paragraph__law__chapter"):
        p = f.paragraph
        law_title = _by_lang(p.law, "title") if p else dict.fromkeys(LANGS, "")
        shown = Shown(
            kind="footnote",
            label=p.label if p else "",
            law=p.law.number if p else None,
            chapter=p.law.chapter.number if p else None,
            anchor=f"fn-{f.number}",
            order=f.number,
            footnote=f.number,
            law_title=law_title,
            body=_by_lang(f, "text"),
        )
        text = {
            "title": dict.fromkeys(LANGS, ""),
            "context": _joined(law_title, _by_lang(p, "heading")) if p else law_title,
            "heading": dict.fromkeys(LANGS, ""),
            "body": shown.body,
        }
        documents.append(IndexDocument(f"f:{f.number}", shown, text))
    return documents


@dataclass
class Collection:
    """Everything an index generation is built from."""

    documents: list[IndexDocument]
    chapters: list[dict] = field(default_factory=list)  # number, roman, name_tr, name_en
    # The situation guides' paths (lawbook.search.paths), kept in the index's metadata.
    paths: list[GuidePath] = field(default_factory=list)


# Documents other apps add to the index (the situation guides of issue 12): callables returning
# IndexDocuments, registered once at start-up (AppConfig.ready). Their Shown has a kind of its own
# ("guide") and a url per language; the search ranks them with the Laws' paragraphs.
_SOURCES: Sources[IndexDocument] = Sources()
register_source = _SOURCES.register
unregister_source = _SOURCES.unregister
extra_documents = _SOURCES.items


def collect() -> Collection:
    """The collection as the database holds it now, with the registered sources' documents."""
    chapters = [
        {"number": c.number, "roman": c.roman, "name_tr": c.name_tr, "name_en": c.name_en or ""}
        for c in Chapter.objects.filter(edition=current_code()).order_by("number")
    ]
    return Collection(
        paragraph_documents() + definition_documents() + footnote_documents() + extra_documents(),
        chapters,
        registered_paths(),
    )
