"""What other apps add to the lawbook: callables registered once at start-up (AppConfig.ready),
each returning items of one kind. The situation guides add their search documents
(lawbook.search.documents) and paths (lawbook.search.paths), the pages the service worker saves
(lawbook.pages.offline), their JSON API addresses (lawbook.api.urls), the way in from the
home page (home_entries), and the casebook its published rulings under the paragraphs they cite
(paragraph_asides). The lawbook asks each registry when it needs the items and never
imports those apps: the arrows point from the apps to the lawbook, never back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from django.urls import URLPattern

Item = TypeVar("Item")


class Sources(Generic[Item]):
    def __init__(self) -> None:
        self._sources: list[Callable[[], list[Item]]] = []

    def register(self, source: Callable[[], list[Item]]) -> None:
        if source not in self._sources:
            self._sources.append(source)

    def unregister(self, source: Callable[[], list[Item]]) -> None:
        if source in self._sources:
            self._sources.remove(source)

    def items(self) -> list[Item]:
        return [item for source in self._sources for item in source()]


# Kept here, not beside their users, so that an app registering at start-up does not import the
# URL configuration (which reads the registry once, when Django first resolves an address).
offline_pages: Sources[str] = Sources()  # addresses the service worker saves, in the active language
api_pages: Sources[URLPattern] = Sources()  # URL patterns under /api/ (namespace "api")


@dataclass(frozen=True)
class HomeEntry:
    """A way in shown on the home page above the table of contents, in the active language.
    `main`: the one large entry ("Ne oldu? / What happened?"); the others are listed beneath it."""

    title: str
    url: str
    detail: str = ""
    main: bool = False


home_entries: Sources[HomeEntry] = Sources()


@dataclass(frozen=True)
class ParagraphAside:
    """An item another app shows under a paragraph of a Law page (a published ruling that cites
    it), in the active language. `label`: the paragraph's label in citation form ("16B1(a)"); the
    item stands under that paragraph only, not under the paragraphs above or below it.
    `kind`: what the item is, as the page names it ("Published ruling"). `lang`: the language the
    title is written in, where the source knows it (a case is written once, in its Publisher's
    language), so a page in the other language marks it (WCAG 3.1.2)."""

    label: str
    title: str
    url: str
    kind: str
    lang: str = ""


# What to show under the paragraphs of the current edition's Law pages; a source returns every
# item it has (the Law page keeps those of its paragraphs). The page is cached per content
# version: a source whose items change must bump it (lawbook.content_version.bump).
paragraph_asides: Sources[ParagraphAside] = Sources()
