"""A published ruling shows the editor's notes on the Laws it applies, as the Law page does
(lawbook.quoting.notes_on, templates/lawbook/editor_note.html). The case cites 16B1(a): TR "kendisine
ulaşan bir dış bilginin açıkça gösterdiği doğrultudaki belli bir konuşma veya oyun tarzını tercih
edemez"; WBF "may not choose a call or play that is demonstrably suggested over another by
unauthorized information if the other call or play is a logical alternative"."""

from html import unescape

import pytest

from lawbook.tests.htmlparse import editor_notes as notes

from .conftest import FEEDS, PAGES

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lang, said", [("en", "demonstrably suggested over another"), ("tr", "açıkça gösterdiği")])
def test_the_ruling_s_page_shows_the_note_on_16b1a(client, published_ruling, lang, said):
    html = client.get(f"{PAGES[lang]}{published_ruling.pk}/").content.decode()
    assert list(notes(html)) == ["translation-16B1(a)"]
    assert said in notes(html)["translation-16B1(a)"]


def test_the_feed_entry_carries_the_note(client, published_ruling):
    feed = unescape(client.get(FEEDS["en"]).content.decode())
    assert "demonstrably suggested over another" in feed


def test_the_api_s_laws_carry_the_notes_the_page_shows_in_both_languages(client, published_ruling):
    """GET /api/casebook/ and /api/casebook/<n>/: each label applied carries the notes on its
    paragraph, as the ruling's page shows them under the Laws applied (16B1(a) has one, 12C1(e)
    none)."""
    (listed,) = client.get("/api/casebook/").json()
    detail = client.get(f"/api/casebook/{published_ruling.pk}/").json()
    for laws in (listed["laws"], detail["laws"]):
        by_label = {law["label"]: law["editor_notes"] for law in laws}
        assert list(by_label) == ["16B1(a)", "12C1(e)"]
        [note] = by_label["16B1(a)"]
        assert note["kind"] == "translation-16B1(a)"
        assert "açıkça gösterdiği" in note["text_tr"] and "demonstrably suggested over another" in note["text_en"]
        assert by_label["12C1(e)"] == []
    page = client.get(f"{PAGES['en']}{published_ruling.pk}/").content.decode()
    assert list(notes(page)) == [note["kind"] for law in listed["laws"] for note in law["editor_notes"]]
