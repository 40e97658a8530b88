"""Where a guide's ending, the table page or the score calculator quotes a paragraph that carries
an editor's note (the official Turkish and the WBF's English differ; the Turkish is official), the
note is shown with the quotation, in the page's language, with the Law page's component
(lawbook.quoting -> situations.paragraphs.cited -> templates/situations/_cited.html).

16B1(a): TR "kendisine ulaşan bir dış bilginin açıkça gösterdiği doğrultudaki belli bir konuşma veya
oyun tarzını tercih edemez"; WBF "may not choose a call or play that is demonstrably suggested over
another by the unauthorized information if the other call or play is a logical alternative".
12C2(a): TR "hakem ... yapay ayarlı skorlardan birini verebilir"; WBF "the Director awards an
artificial adjusted score according to responsibility for the irregularity"."""

import re
from html import unescape

import pytest

from lawbook.tests.htmlparse import editor_notes as notes
from situations.paragraphs import cited
from situations.tests.guides.guide_pages import page

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lang, said", [("en", "demonstrably suggested over another"), ("tr", "açıkça gösterdiği")])
def test_a_quotation_of_16b1_carries_the_note_on_16b1a_below_it(lang, said):
    [found] = cited(["16B1"], lang)
    assert "16B1(a)" in [label for label, *_ in found.lines]
    [note] = [n for n in found.notes if n.kind == "translation-16B1(a)"]
    assert note.label == "16B1(a)" and said in note.text


def test_a_note_quoted_twice_on_one_page_is_shown_once():
    first, second = cited(["16B1", "16B1(a)"], "en")
    assert [n.kind for n in first.notes] == ["translation-16B1(a)"] and second.notes == ()


def test_a_paragraph_without_a_note_quotes_none():
    [found] = cited(["64A1"], "en")
    assert found.notes == ()


@pytest.mark.parametrize("lang, said", [("en", "demonstrably suggested over another"), ("tr", "açıkça gösterdiği")])
def test_the_hesitation_guide_s_ending_shows_the_16b1a_note(client, lang, said):
    shown = notes(page(client, "hesitation", ["opponent"], lang))
    assert said in shown["translation-16B1(a)"]


@pytest.mark.parametrize(
    "lang, said", [("en", "the Director awards an artificial adjusted score"), ("tr", '"verir" ("awards")')]
)
def test_the_score_calculator_quoting_12c2_shows_the_12c2a_note(client, lang, said):
    html = client.get({"en": "/en/director/score/", "tr": "/tr/hakem/skor/"}[lang]).content.decode()
    assert said in notes(html)["translation-12C2(a)"]


def test_the_table_page_quoting_50c_shows_its_note(client):
    """A minor penalty card (50B): the table cites 50C. TR 50C ends "cezalı kartın görülmesi yoluyla
    edinilen bilgiler, izinsiz bilgidir"; WBF 50E1 "Information derived from a penalty card ... [is]
    authorized for all players for as long as the penalty card remains on the table"."""
    from situations.tests.table.test_table import table_url

    page = client.get(table_url(play="W:S2", mode="expose")).content.decode()
    link = re.search(r'href="([^"]+)" data-card="D9"', page)
    page = client.get(unescape(link.group(1))).content.decode()
    assert 'data-label="50C"' in page
    assert (
        "authorized for all players for as long as the penalty card remains on the table"
        in notes(page)["translation-50C"]
    )
