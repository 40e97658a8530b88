"""What other apps add to the search index: callables registered once at start-up
(AppConfig.ready), each returning items of one kind (the situation guides of issue 12 add their
documents, lawbook.search.documents, and their paths, lawbook.search.paths). The lawbook asks the
registry at each index build and never imports those apps.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

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
