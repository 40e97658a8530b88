"""A guide's words with their citations linked are drawn once per content version, edition, language
and script prefix (situations/templatetags/guide_text.py, suite45): a step or an ending page draws the
same Texts request after request, and drawing them was some 15 % of the page's CPU. What is kept must
follow what the links are made of: a publication that moves a paragraph's anchor, or a site served
under another prefix, gets its own links, never the ones drawn before.

The paragraph cited: 50D2, TR "Deklaran aşağıdakilerden birini seçebilir" (fixtures/laws_tr.txt, Yasa
50D2), WBF "Declarer may choose"; the Text is the test's own sentence naming it ("Law 50D2" / "Yasa
50D2"), which rules nothing.
"""

import pytest
from django.urls import set_script_prefix
from django.utils import translation

from lawbook import content_version
from lawbook.models import Paragraph
from situations.guide import Text
from situations.templatetags import guide_text
from tests.citation_links import LINK

pytestmark = pytest.mark.django_db

TEXT = Text("Seçimi deklaran yapar (Yasa 50D2).", "Declarer chooses (Law 50D2).")


def hrefs(lang: str) -> list[str]:
    with translation.override(lang):
        return [href for href, _ in LINK.findall(guide_text.guide_text_with_links(TEXT))]


@pytest.fixture
def counted(monkeypatch):
    """How many times the citations of a Text's words are drawn."""
    drawn = []
    linked = guide_text.linked

    def counting(words, lang, site=""):
        drawn.append(words)
        return linked(words, lang, site)

    monkeypatch.setattr(guide_text, "linked", counting)
    return drawn


@pytest.mark.parametrize("lang, href", [("tr", "/tr/yasa/50/#50D2"), ("en", "/en/law/50/#50D2")])
def test_a_text_drawn_again_is_not_drawn_twice(counted, lang, href):
    content_version.bump()  # a version no other test drew this Text under
    assert hrefs(lang) == [href]
    first = len(counted)
    assert first > 0
    assert hrefs(lang) == [href]
    assert len(counted) == first


def test_a_publication_that_moves_an_anchor_moves_the_link(counted):
    assert hrefs("en") == ["/en/law/50/#50D2"]
    Paragraph.objects.filter(label="50D2").update(anchor="50D2-moved")
    content_version.bump()  # what a publication does (lawbook.layers.text_changed)
    assert hrefs("en") == ["/en/law/50/#50D2-moved"]


def test_a_site_under_another_prefix_gets_its_own_links():
    assert hrefs("tr") == ["/tr/yasa/50/#50D2"]
    set_script_prefix("/kurallar/")
    try:
        assert hrefs("tr") == ["/kurallar/tr/yasa/50/#50D2"]
    finally:
        set_script_prefix("/")
    assert hrefs("tr") == ["/tr/yasa/50/#50D2"]
