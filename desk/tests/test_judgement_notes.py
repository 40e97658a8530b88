"""The ruling desk shows the editor's notes on the paragraphs it quotes or cites, in the page's
language, with the component the Law page uses (templates/lawbook/editor_note.html, from
lawbook.quoting.notes_on). audit7 left three doubts covered by a note on the Law page only:

- 16B1(a): TR "kendisine ulaşan bir dış bilginin açıkça gösterdiği doğrultudaki belli bir konuşma
  veya oyun tarzını tercih edemez"; WBF "may not choose a call or play that is demonstrably
  suggested over another by the unauthorized information if the other call or play is a logical
  alternative".
- 12B1: TR "aykırılık gerçekleşmeseydi elde edebileceğinden daha elverişsiz bir sonuç"; WBF "a
  less favorable result than would have been the expectation had the infraction not occurred".
- 75C: TR "herhangi bir usulsüzlük yoktur"; WBF "there is no infraction. The explanation must not be
  corrected (nor must the Director be notified) immediately"."""

from __future__ import annotations

import re
from html import unescape

import pytest

from lawbook.tests.htmlparse import editor_notes

from .conftest import PAGES
from .test_judgement import MI, UI, answer, start

pytestmark = pytest.mark.django_db


def notes(response) -> dict[str, str]:
    """The editor's notes on the page: kind -> text."""
    return editor_notes(response.content.decode())


TURKISH_UI = "İzinsiz bilgi (Yasa 16B, 73C)"


@pytest.mark.parametrize(
    "lang, path, said",
    [
        ("en", UI, "demonstrably suggested over another"),
        ("tr", TURKISH_UI, "açıkça gösterdiği"),
    ],
)
def test_the_step_quoting_16b1a_shows_its_note_in_the_page_s_language(director_client, lang, path, said):
    page = start(director_client, lang, path)
    assert "translation-16B1(a)" not in notes(page)  # the first step quotes 16B1 and 73C1: no note
    page = answer(director_client, page, "Yes" if lang == "en" else "Evet")
    shown = notes(page)
    assert said in shown["translation-16B1(a)"]
    assert ("Editor's note:" if lang == "en" else "Editörün notu:") in shown["translation-16B1(a)"]
    # Beside the quote of 16B1(a), as on the Law page: right after its blockquote.
    html = unescape(page.content.decode())
    after = html.split('<blockquote class="law-quote" data-label="16B1(a)">', 1)[1].split("</blockquote>", 1)[1]
    assert after.lstrip().startswith('<aside class="editor-note"')


def test_an_ending_that_cites_16b1a_without_quoting_it_shows_the_note_naming_the_paragraph(director_client):
    page = answer(director_client, start(director_client, "en", UI), "No")  # no_ui: 73D1 quoted, 16B1(a) cited
    assert "No unauthorised information from partner" in unescape(page.content.decode())
    html = unescape(page.content.decode())
    note = re.search(r'<aside class="editor-note"[^>]*data-note="translation-16B1\(a\)"[^>]*>(.*?)</aside>', html, re.S)
    assert note and '<span class="cited-label">16B1(a)</span>' in note.group(1)


def test_the_damage_step_quoting_12b1_shows_its_note(director_client):
    page = start(director_client, "en", UI)
    for words in ("Yes", "Yes", "Yes"):
        page = answer(director_client, page, words, detail="Pass")
    assert "would have been the expectation had the infraction not occurred" in notes(page)["translation-12B1"]


def test_the_misinformation_path_s_first_step_cites_75c_and_shows_its_note(director_client):
    page = start(director_client, "en", MI)
    assert "must not be corrected (nor must the Director be notified) immediately" in notes(page)["translation-75C"]


def test_the_printed_ruling_shows_the_notes_on_the_laws_applied(director_client, record_data):
    response = director_client.post(PAGES["en"] + "new/", record_data)  # laws "16b1a, 12C1(e)"
    assert response.status_code == 302
    shown = notes(director_client.get(response["Location"]))
    assert list(shown) == ["translation-16B1(a)"]
    assert "demonstrably suggested over another" in shown["translation-16B1(a)"]
