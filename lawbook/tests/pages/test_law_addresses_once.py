"""A page links the same Law again and again (the definitions page lists the paragraphs each term is
used in: some 1 700 of the 93 Laws); lawbook.layers.render asks the resolver for a Law's address
once per request and language (lawbook.per_request), and each link is still the paragraph's own
address (Paragraph.get_absolute_url) in the language it is drawn in."""

import re

import pytest
from django.urls import reverse
from django.utils import translation

from lawbook import models, per_request
from lawbook.layers import render
from lawbook.layers.render import EditionLinks, SiteLinks
from lawbook.models import Paragraph

pytestmark = pytest.mark.django_db


@pytest.fixture
def law_reverses(monkeypatch):
    """The names and arguments render.py and the models (get_absolute_url) ask the resolver for."""
    asked = []

    def counting(name, args=None, **kwargs):
        asked.append((name, tuple(args or ())))
        return reverse(name, args=args, **kwargs)

    monkeypatch.setattr(render, "reverse", counting)
    monkeypatch.setattr(models, "reverse", counting)
    return asked


def test_the_definitions_page_asks_each_laws_address_once(client, law_reverses):
    html = client.get("/en/definitions/").content.decode()
    used = re.findall(r'href="(/en/law/\d+/#[^"]+)"', html)
    laws = [args for name, args in law_reverses if name == "lawbook:law"]
    assert len(used) > 1000  # every term's "used in" links, most Laws many times
    assert len(laws) == len(set(laws)) == len({url.split("#")[0] for url in used})


def test_each_link_is_the_paragraphs_own_address_in_the_language_drawn(client):
    paragraphs = list(Paragraph.objects.filter(label__in=["64A2", "12C1(e)", "50D2(a)"]).select_related("law"))
    memo = per_request.OneReadPerRequest(lambda request: None)
    seen = {}

    def draw(request):
        for lang in ("tr", "en", "tr"):
            with translation.override(lang):
                for paragraph in paragraphs:
                    seen.setdefault((lang, paragraph.label), set()).add(SiteLinks().paragraph(paragraph))
                    seen[(lang, paragraph.label, "edition")] = EditionLinks().paragraph(paragraph)
                    assert SiteLinks().paragraph(paragraph) == paragraph.get_absolute_url()
                    expected = paragraph.law.get_edition_url() + f"#{paragraph.anchor}"
                    assert EditionLinks().paragraph(paragraph) == expected

    memo.get_response = draw
    memo(None)
    assert len(paragraphs) == 3
    for paragraph in paragraphs:
        turkish, english = seen[("tr", paragraph.label)], seen[("en", paragraph.label)]
        assert len(turkish) == len(english) == 1 and turkish != english
        assert next(iter(turkish)).startswith("/tr/yasa/") and next(iter(english)).startswith("/en/law/")
        assert seen[("en", paragraph.label, "edition")].startswith("/en/edition/")
