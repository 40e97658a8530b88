"""A published ruling shows the footnotes marked in the Laws it applies beside their editor's notes,
as a guide's quotation shows them (desk.laws.law_footnotes -> lawbook.quoting.footnotes_on ->
templates/lawbook/quoted_footnote.html; session 89, deskfoot). The fixture's case cites 16B1(a)
and 12C1(e), which mark none; the case below cites 16B3 too.

16B3's footnote 5: TR "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz"; WBF "It
is not an infraction to call the Director earlier or later" (the site's English: "Calling the
Director immediately or later does not constitute an irregularity")."""

import re
from html import unescape

import pytest

from casebook.models import PublishedRuling

from .conftest import FEEDS, PAGES

pytestmark = pytest.mark.django_db

FOOTNOTE_5 = {
    "tr": "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz",
    "en": "Calling the Director immediately or later does not constitute an irregularity",
}


def footnotes(html: str) -> dict[str, str]:
    """The footnotes a page shows, by number, as text."""
    return {
        number: re.sub(r"<[^>]+>", "", text)
        for number, text in re.findall(
            r'<aside class="quoted-footnote" data-footnote="(\d+)"[^>]*>(.*?)</aside>', unescape(html), re.S
        )
    }


@pytest.fixture
def citing_16b3(published_ruling):
    PublishedRuling.objects.filter(pk=published_ruling.pk).update(laws="16B1(a), 16B3, 12C1(e)")
    return published_ruling


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_ruling_s_page_citing_16b3_shows_footnote_5(client, citing_16b3, lang):
    html = client.get(f"{PAGES[lang]}{citing_16b3.pk}/").content.decode()
    shown = footnotes(html)
    assert list(shown) == ["5"]
    assert FOOTNOTE_5[lang] in shown["5"] and "16B3" in shown["5"]
    # beside the editor's note on 16B1(a), under the Laws applied
    laws = unescape(html).split('id="laws-h"', 1)[1].split("</section>", 1)[0]
    assert 'class="editor-note"' in laws and 'data-footnote="5"' in laws


def test_the_feed_entry_carries_footnote_5(client, citing_16b3):
    assert FOOTNOTE_5["en"] in unescape(client.get(FEEDS["en"]).content.decode())


def test_a_ruling_citing_paragraphs_without_footnotes_shows_none(client, published_ruling):
    assert footnotes(client.get(f"{PAGES['en']}{published_ruling.pk}/").content.decode()) == {}


def test_the_api_s_laws_carry_the_footnotes_the_page_shows_in_both_languages(client, citing_16b3):
    """GET /api/casebook/ and /api/casebook/<n>/ (foot90): each label applied carries the footnotes
    marked in it and below it, in both languages, as its `editor_notes` carry the notes; 16B3's
    footnote 5 (TR "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz"; WBF "It is not
    an infraction to call the Director earlier or later")."""
    (listed,) = client.get("/api/casebook/").json()
    detail = client.get(f"/api/casebook/{citing_16b3.pk}/").json()
    for laws in (listed["laws"], detail["laws"]):
        by_label = {law["label"]: law["footnotes"] for law in laws}
        assert by_label["16B3"] == [{"number": 5, "text_tr": FOOTNOTE_5["tr"], "text_en": FOOTNOTE_5["en"]}]
        assert by_label["16B1(a)"] == [] and by_label["12C1(e)"] == []
