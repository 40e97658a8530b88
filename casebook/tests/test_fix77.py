"""fix77: the case's own language (qa73, "Found and left": a ruling's title, event, facts and ruling
are written once, in the Publisher's language, and were shown unmarked on the other language's
pages). WCAG 3.1.2 (Language of Parts): a passage in another language than the page's carries its
`lang`; the reader who cannot read it is told which it is, as the commentary already is."""

from __future__ import annotations

import re
from html import unescape

import pytest

from casebook.models import PublishedRuling
from lawbook import content_version

from .conftest import PAGES
from .test_visibility import ATOM, feed_entries

pytestmark = pytest.mark.django_db


def page(client, lang: str, path: str = "") -> str:
    response = client.get(f"{PAGES[lang]}{path}")
    assert response.status_code == 200
    return unescape(response.content.decode())


def test_a_turkish_case_is_marked_on_the_english_pages_and_said_to_be_turkish(client, published_ruling):
    assert published_ruling.text_language == "tr"  # the default: the federation writes Turkish first
    ruling = published_ruling
    english = page(client, "en", f"{ruling.pk}/")
    assert (
        f'<h1><span lang="tr">{ruling.title}</span> <span class="untranslated" lang="en">(in Turkish)</span></h1>'
        in english
    )
    assert f'<dd lang="tr">{ruling.event}</dd>' in english
    assert f'<div class="desk-text" lang="tr"><p>{ruling.facts}</p></div>' in english
    assert f'<div class="desk-text" lang="tr"><p>{ruling.ruling}</p></div>' in english
    listed = page(client, "en")
    assert f'<bdi lang="tr">{ruling.title}</bdi></a> <span class="untranslated" lang="en">(in Turkish)</span>' in listed
    # On its own language's pages it is marked, and nothing is said beside it.
    turkish = page(client, "tr", f"{ruling.pk}/")
    assert f'<h1><span lang="tr">{ruling.title}</span></h1>' in turkish
    assert "(Türkçe)" not in turkish and "(Türkçe)" not in page(client, "tr")


def test_an_english_case_is_said_to_be_english_on_the_turkish_pages(client, published_ruling):
    PublishedRuling.objects.filter(pk=published_ruling.pk).update(text_language="en")
    content_version.bump()  # as a Publisher's save does (casebook.publication.text_saved)
    turkish = page(client, "tr", f"{published_ruling.pk}/")
    assert (
        f'<h1><span lang="en">{published_ruling.title}</span> <span class="untranslated" lang="tr">(İngilizce)</span></h1>'
        in turkish
    )
    assert f'<div class="desk-text" lang="en"><p>{published_ruling.facts}</p></div>' in turkish
    assert "(İngilizce)</span>" in page(client, "tr")
    assert "(in English)" not in page(client, "en", f"{published_ruling.pk}/")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_feed_says_the_case_s_language_and_marks_its_text(client, published_ruling, lang):
    (entry,) = feed_entries(client, lang)
    title = entry.find(f"{ATOM}title").text
    content = unescape(entry.find(f"{ATOM}summary").text or "")
    if lang == "en":
        assert title == f"{published_ruling.title} (in Turkish)"
        assert '<span class="untranslated" lang="en">(in Turkish)</span>' in content
    else:
        assert title == published_ruling.title
        assert "(Türkçe)" not in content
    assert re.search(r'<div class="desk-text" lang="tr"><p>South hesitated', content)


def test_the_api_gives_the_case_s_language_in_both_languages(client, published_ruling):
    assert client.get("/api/casebook/").json()[0]["text_language"] == "tr"
    assert client.get(f"/api/casebook/{published_ruling.pk}/").json()["text_language"] == "tr"


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_new_copy_takes_the_publisher_s_page_language(client, publisher, record, lang):
    client.force_login(publisher)
    started = client.post(f"/{lang}/admin/casebook/publishedruling/add/", {"record": record.pk})
    assert started.status_code == 302
    assert PublishedRuling.objects.get().text_language == lang
    form = client.get(started["Location"]).content.decode()
    assert 'name="text_language"' in form
    assert ("Kararın dili" if lang == "tr" else "Language of the case") in form


def test_the_law_page_marks_the_case_title_under_its_paragraph_in_the_case_s_language(client, published_ruling):
    """fix77 left the asides: a Turkish case's title under 16B1(a) on the English Law page was read
    with English rules by a screen reader (WCAG 3.1.2, language of parts)."""
    for lang in ("tr", "en"):
        law_page = unescape(client.get(f"/{lang}/{'yasa' if lang == 'tr' else 'law'}/16/").content.decode())
        assert f'<bdi lang="tr">{published_ruling.title}</bdi>' in law_page
    PublishedRuling.objects.filter(pk=published_ruling.pk).update(text_language="en")
    content_version.bump()
    assert f'<bdi lang="en">{published_ruling.title}</bdi>' in unescape(client.get("/tr/yasa/16/").content.decode())
