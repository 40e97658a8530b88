"""The edition's title and note in both languages (lawbook.translation): the changelog, its Atom
feed, an edition's own Law pages and the book show them in the reader's language, the Turkish where
the English is empty (lawbook.text.languages.in_language); the admin's edition form edits both.
The 2017 edition's title, written in English alone by migration 0005 and the importer, showed in
English on the Turkish changelog and feed; migration 0017 gave it both languages."""

import re
import xml.etree.ElementTree as ET

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.test import Client
from django.utils import translation

from lawbook.editions import editions
from lawbook.layers import Change, Scope, text_changed
from lawbook.models import Edition
from lawbook.pages.book import book_html

pytestmark = pytest.mark.django_db

TITLE = {"tr": "Uluslararası Briç Yasaları 2017", "en": "Laws of Duplicate Bridge 2017"}
OTHER = {"tr": "en", "en": "tr"}
CHANGES = {"tr": "/tr/degisiklikler/", "en": "/en/changes/"}
FEEDS = {"tr": "/tr/degisiklikler/akis/", "en": "/en/changes/feed/"}
LAW_IN_2017 = {"tr": "/tr/baski/2017/yasa/64/", "en": "/en/edition/2017/law/64/"}
ATOM = "{http://www.w3.org/2005/Atom}"


def words(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def part(html: str, pattern: str) -> str:
    """The words of the part of the page the edition's title belongs in (the footer and the home
    page name the 2017 Laws in both languages' own words anyway)."""
    found = re.search(pattern, html, re.S)
    assert found, pattern
    return words(found.group(0))


ENTRY_2017 = r'<section class="edition-changes"[^>]*data-edition="2017">\s*<h2>.*?</h2>'


def test_the_2017_edition_has_its_title_in_both_languages():
    edition = Edition.objects.get(code="2017")
    assert (edition.title_tr, edition.title_en) == (TITLE["tr"], TITLE["en"])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_changelog_names_the_2017_edition_in_the_page_language(client, lang):
    said = part(client.get(CHANGES[lang]).content.decode(), ENTRY_2017)
    assert TITLE[lang] in said
    assert TITLE[OTHER[lang]] not in said


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_feed_names_the_2017_edition_in_its_language(client, lang):
    feed = ET.fromstring(client.get(FEEDS[lang]).content)
    content = " ".join(entry.findtext(f"{ATOM}summary") or "" for entry in feed.iter(f"{ATOM}entry"))
    said = part(content, ENTRY_2017)
    assert TITLE[lang] in said
    assert TITLE[OTHER[lang]] not in said


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_editions_own_law_page_and_the_book_name_it_in_the_page_language(client, lang):
    said = part(client.get(LAW_IN_2017[lang]).content.decode(), r'<p class="edition-stamp".*?</p>')
    assert TITLE[lang] in said and TITLE[OTHER[lang]] not in said
    book = part(
        book_html(Edition.objects.get(code="2017"), lang), r'<section class="title-page">.*?<p class="official">'
    )
    assert TITLE[lang] in book and TITLE[OTHER[lang]] not in book


def test_an_edition_without_english_shows_its_turkish_title_and_note_on_the_english_pages(client):
    draft = editions.open_draft("2027", title="Düzeltme 2027", note="Yasa 77 tablosu düzeltildi.")
    editions.publish(draft)
    for lang in ("tr", "en"):
        said = words(client.get(CHANGES[lang]).content.decode())  # "Düzeltme" is nowhere else
        assert "Düzeltme 2027" in said and "Yasa 77 tablosu düzeltildi." in said
    Edition.objects.filter(code="2027").update(title_en="Erratum 2027", note_en="The Law 77 table corrected.")
    text_changed(Change(Scope(edition="2027")))  # the changelog is cached per content version
    english = words(client.get(CHANGES["en"]).content.decode())
    assert "Erratum 2027" in english and "The Law 77 table corrected." in english
    assert "Düzeltme 2027" not in english
    turkish = words(client.get(CHANGES["tr"]).content.decode())
    assert "Düzeltme 2027" in turkish and "Erratum 2027" not in turkish


def test_the_admin_edition_form_edits_the_title_and_note_in_both_languages():
    user = get_user_model().objects.create_user("editor", "editor@example.org", "a-long-password", is_staff=True)
    user.groups.add(Group.objects.get(name="Editor"))
    client = Client()
    client.force_login(user)
    form = client.get("/tr/admin/lawbook/edition/add/").content.decode()
    for field in ("title_tr", "title_en", "note_tr", "note_en"):
        assert f'name="{field}"' in form
    data = {"code": "2027", "title_tr": "Düzeltme", "title_en": "Erratum", "note_tr": "Not.", "note_en": "Note."}
    assert client.post("/tr/admin/lawbook/edition/add/", data).status_code == 302
    draft = Edition.objects.get(code="2027")
    assert (draft.title_tr, draft.title_en, draft.note_tr, draft.note_en) == ("Düzeltme", "Erratum", "Not.", "Note.")
    with translation.override("en"):
        assert draft.title == "Erratum"
