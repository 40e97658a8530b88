"""A published ruling shows the editor's notes on the Laws it applies, as the Law page does
(lawbook.quoting.notes_on, templates/lawbook/editor_note.html). The case cites 16B1(a): TR "kendisine
ulaşan bir dış bilginin açıkça gösterdiği doğrultudaki belli bir konuşma veya oyun tarzını tercih
edemez"; WBF "may not choose a call or play that is demonstrably suggested over another by
unauthorized information if the other call or play is a logical alternative"."""

import re
from html import unescape

import pytest

from .conftest import FEEDS, PAGES

pytestmark = pytest.mark.django_db


def notes(html: str) -> dict[str, str]:
    html = unescape(html)
    return {
        kind: re.sub(r"<[^>]+>", "", text)
        for kind, text in re.findall(
            r'<aside class="editor-note"[^>]*data-note="([^"]+)"[^>]*>(.*?)</aside>', html, re.S
        )
    }


@pytest.mark.parametrize("lang, said", [("en", "demonstrably suggested over another"), ("tr", "açıkça gösterdiği")])
def test_the_ruling_s_page_shows_the_note_on_16b1a(client, published_ruling, lang, said):
    html = client.get(f"{PAGES[lang]}{published_ruling.pk}/").content.decode()
    assert list(notes(html)) == ["translation-16B1(a)"]
    assert said in notes(html)["translation-16B1(a)"]


def test_the_feed_entry_carries_the_note(client, published_ruling):
    feed = unescape(client.get(FEEDS["en"]).content.decode())
    assert "demonstrably suggested over another" in feed
