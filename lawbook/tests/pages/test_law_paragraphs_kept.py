"""A Law page's paragraphs drawn once (lawbook.pages.law_paragraphs): the same page asked again is
the same HTML without drawing a paragraph again; what the page reads at each request (an
interpretation, a ruling under a paragraph) and how it is drawn (the script prefix) are shown at
once, even when written without a publication."""

import datetime

import pytest
from django.core.cache import cache
from django.test.utils import override_script_prefix

from lawbook import content_version, registry
from lawbook.editions import editions
from lawbook.layers import render
from lawbook.models import Interpretation, Paragraph

pytestmark = pytest.mark.django_db

PAGES = ("/tr/yasa/50/", "/en/law/50/", "/tr/yasa/50/?view=both", "/en/law/50/?view=both")


def asked(client, url: str) -> str:
    cache.clear()  # no page cached: the view draws it (conftest.py empties it before each test too)
    response = client.get(url)
    assert response.status_code == 200, url
    return response.content.decode()


@pytest.fixture
def paragraphs_drawn(monkeypatch):
    """How many times a paragraph's field was drawn (lawbook.layers.render.Renderer.field)."""
    drawn = []
    field = render.Renderer.field

    def counting(self, owner, name, inline=False):
        if isinstance(owner, Paragraph):
            drawn.append((owner.label, name))
        return field(self, owner, name, inline)

    monkeypatch.setattr(render.Renderer, "field", counting)
    return drawn


def test_a_law_page_asked_again_draws_no_paragraph_and_is_the_same_page(client, paragraphs_drawn):
    content_version.bump()  # a version no earlier test of this process drew Law 50 under
    for url in PAGES:
        first = asked(client, url)
        assert paragraphs_drawn, url  # the first request draws the paragraphs
        paragraphs_drawn.clear()
        assert asked(client, url) == first, url
        assert paragraphs_drawn == [], url


def test_an_interpretation_entered_without_a_publication_is_shown_at_once(client):
    before = {url: asked(client, url) for url in PAGES}
    Interpretation.objects.create(
        edition_id=editions.current_code(),
        labels="50D2",
        kind=Interpretation.ELECTION,
        title_tr="Sınama seçimi: bu başlık yalnız bu sınamada vardır.",
        title_en="Test election: this title exists only in this test.",
        text_tr="Sınama metni.",
        text_en="Test text.",
        source="Test decision 50",
        date=datetime.date(2026, 11, 30),
    )
    for url in PAGES:
        title = "Sınama seçimi" if url.startswith("/tr/") else "Test election"
        assert title not in before[url], url
        assert title in asked(client, url), url


def test_a_ruling_under_a_paragraph_is_shown_at_once(client):
    before = asked(client, "/en/law/50/")

    def ruling():
        return [
            registry.ParagraphAside("50D2", "A ruling shown only in this test", "/en/rulings/1/", "Published ruling")
        ]

    registry.paragraph_asides.register(ruling)
    try:
        after = asked(client, "/en/law/50/")
    finally:
        registry.paragraph_asides.unregister(ruling)
    assert "A ruling shown only in this test" not in before
    assert "A ruling shown only in this test" in after


def test_the_paragraphs_links_follow_the_script_prefix(client):
    """A site served under a prefix (/kitap/) links its citations and terms under it."""
    plain = asked(client, "/tr/yasa/50/")
    with override_script_prefix("/kitap/"):
        prefixed = asked(client, "/tr/yasa/50/")
    assert 'href="/tr/yasa/51/#51"' in plain  # "bkz. Yasa 51" in 50D2(a)
    assert 'href="/kitap/tr/yasa/51/#51"' in prefixed
    assert 'href="/tr/yasa/51/#51"' not in prefixed
