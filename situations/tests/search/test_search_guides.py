"""The situation guides as search results (issue 12): first when the query describes the situation,
never before a citation jump, a link to the guide in the page's language."""

import io
import re

import pytest
from django.core.management import call_command
from django.urls import reverse
from django.utils import translation

from lawbook.search import reader
from lawbook.search.guides import MAX_GUIDES
from lawbook.search.service import search
from tests.search_index import search_index, search_index_dir  # noqa: F401


def guide_url(slug: str, lang: str) -> str:
    with translation.override(lang):
        return reverse("situations:start", args=[slug])


# What a player types at the table, and the guide that says what happens now.
DESCRIBED = [
    ("partner led out of turn", "en", "lead-out-of-turn"),
    ("defender led out of turn", "en", "lead-out-of-turn"),
    ("ortağım sırasız çıktı", "tr", "lead-out-of-turn"),
    ("rönons yaptım", "tr", "revoke"),
    ("I revoked", "en", "revoke"),
    ("yer rönons", "tr", "revoke"),
    ("yetersiz deklarasyon", "tr", "insufficient-bid"),
    ("insufficient bid", "en", "insufficient-bid"),
    ("kart düşürdüm", "tr", "exposed-card"),
    ("I dropped a card", "en", "exposed-card"),
    ("sırasız konuştu", "tr", "call-out-of-rotation"),
    ("kartım göründü artırımda", "tr", "card-exposed-in-auction"),
    ("talep ettim", "tr", "claim"),
    ("partner hesitated", "en", "hesitation"),
    ("wrong explanation", "en", "misinformation"),
    ("fouled board", "en", "wrong-number-of-cards"),
    ("yanlış masada oynadık", "tr", "wrong-board"),
    # Issue 25: the twelfth-trick paragraph (62D1) came first; a revoke noticed at the next trick
    # is a question of whether it is established (63A1), which the revoke guide asks.
    ("I revoked and noticed at the next trick", "en", "revoke"),
    ("rönons yaptım bir sonraki lövede fark ettim", "tr", "revoke"),
]


@pytest.mark.parametrize("query, lang, slug", DESCRIBED)
def test_the_guide_a_query_describes_is_the_first_result(search_index, query, lang, slug):
    first = search(query, lang).hits[0]
    assert (first.kind, first.url) == ("guide", guide_url(slug, lang))


@pytest.mark.parametrize("query, lang", [("64B3", "tr"), ("Y.50 D 2 a", "tr"), ("L27B1b", "en"), ("law 64", "en")])
def test_a_citation_still_jumps_with_its_paragraph_alone(search_index, query, lang):
    outcome = search(query, lang)
    assert outcome.jump is not None
    assert [h.kind for h in outcome.hits] == ["paragraph"]


@pytest.mark.parametrize("query, lang", [("kart", "tr"), ("hakem", "tr"), ("card", "en"), ("director", "en")])
def test_a_word_every_guide_uses_puts_no_guide_first_nor_fills_the_page(search_index, query, lang):
    hits = search(query, lang, limit=20).hits
    assert hits[0].kind != "guide"
    assert sum(h.kind == "guide" for h in hits) <= MAX_GUIDES


def test_a_scoped_query_lists_the_cited_law_first(search_index):
    hits = search("yasa 64 rönons", "tr").hits
    assert hits[0].kind == "paragraph" and hits[0].law == 64


@pytest.mark.django_db
@pytest.mark.parametrize(
    "lang, query, slug", [("tr", "rönons yaptım", "revoke"), ("en", "partner led out of turn", "lead-out-of-turn")]
)
def test_the_results_page_links_the_guide_first(search_index, client, lang, query, slug):
    with translation.override(lang):
        url = reverse("lawbook:search")
    page = client.get(url, {"q": query}).content.decode()
    links = re.findall(r'<a class="result-link" href="([^"]+)"', page)
    assert links[0] == guide_url(slug, lang)
    assert "result-guide" in page
    # The guide's page answers at that address.
    assert client.get(links[0]).status_code == 200


@pytest.mark.django_db
def test_rebuild_index_takes_the_guides_in(tmp_path, settings):
    target = tmp_path / "index"
    call_command("rebuild_index", dir=str(target), stdout=io.StringIO())
    settings.SEARCH_INDEX_DIR = target
    try:
        first = search("insufficient bid", "en").hits[0]
        assert (first.kind, first.url) == ("guide", guide_url("insufficient-bid", "en"))
    finally:
        reader.reset()
