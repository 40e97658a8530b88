"""Search finds a published ruling (issue 23): its document, built into an index beside a
paragraph, is a hit for a word of its facts and of its commentary, shown as a published ruling and
leading to its page in the page's language; and a publication makes every machine's index stale
(the content version moved), so that the next build takes the ruling in."""

from __future__ import annotations

from html import unescape

import pytest

from casebook import publication
from casebook.search_documents import case_documents
from lawbook.search.index import is_stale
from lawbook.search.service import search
from tests.search_index import (  # noqa: F401
    paragraph_document,
    search_index,
    search_index_dir,
    tiny_index,
    writable_index,
)

pytestmark = pytest.mark.django_db


def test_a_word_of_the_facts_or_the_commentary_finds_the_ruling(client, published_ruling, tiny_index):
    paragraph = paragraph_document("16B1", 16, {"tr": "Ortaktan gelen dış bilgi izinsizdir."})
    tiny_index([paragraph, *case_documents()])
    (hit,) = [h for h in search("hesitated").hits if h.kind == "case"]
    assert hit.url == f"/tr/kararlar/{published_ruling.pk}/"
    assert [h.kind for h in search("unauthorised").hits] == ["case"]
    page = unescape(client.get("/en/search/", {"q": "hesitated"}).content.decode())
    assert f'href="/en/casebook/{published_ruling.pk}/"' in page
    assert "Published ruling" in page and published_ruling.title in page


def test_publishing_makes_the_index_stale(writable_index, draft_ruling, publisher):
    assert not is_stale()
    publication.publish(draft_ruling, publisher)
    assert is_stale()
