"""The ruling desk shows the footnotes marked in the paragraphs it quotes or cites, beside their
editor's notes, drawn as a guide's quotation draws them (lawbook.quoting.footnotes_on ->
templates/lawbook/quoted_footnote.html; session 89, deskfoot after foot89).

16B3's footnote 5: TR "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz"; WBF "It
is not an infraction to call the Director earlier or later" (the site's English: "Calling the
Director immediately or later does not constitute an irregularity").
70C3's footnote 21: TR "70 ve 71’inci Yasalar için “normal” söz konusu oyuncunun düzeyi için
dikkatsiz veya düşük nitelikli oyunları kapsamaktadır"; WBF "For the purposes of Laws 70 and 71,
"normal" includes play that would be careless or inferior for the class of player involved"."""

from __future__ import annotations

import re
from html import unescape

import pytest

from .conftest import PAGES
from .test_judgement import UI, answer, start

pytestmark = pytest.mark.django_db

FOOTNOTE_5 = {
    "tr": "Hakemi hemen veya daha sonra çağırmak bir usulsüzlük oluşturmaz",
    "en": "Calling the Director immediately or later does not constitute an irregularity",
}
FOOTNOTE_21 = {
    "tr": "dikkatsiz veya düşük nitelikli oyunları kapsamaktadır",
    "en": "includes play that is careless or inferior for the level of the player concerned",
}
UI_TITLE = {"en": UI, "tr": "İzinsiz bilgi (Yasa 16B, 73C)"}
YES, NO = {"en": "Yes", "tr": "Evet"}, {"en": "No", "tr": "Hayır"}


def footnotes(response) -> dict[str, str]:
    """The footnotes a page shows, by number, as text."""
    return {
        number: re.sub(r"<[^>]+>", "", text)
        for number, text in re.findall(
            r'<aside class="quoted-footnote" data-footnote="(\d+)"[^>]*>(.*?)</aside>',
            unescape(response.content.decode()),
            re.S,
        )
    }


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_ending_citing_16b3_shows_footnote_5_in_the_page_s_language(director_client, lang):
    """The not_suggested ending quotes 16B1(a) and cites 16B3 ("See also")."""
    page = answer(
        director_client, answer(director_client, start(director_client, lang, UI_TITLE[lang]), YES[lang]), NO[lang]
    )
    html = unescape(page.content.decode())
    assert re.search(r'<a href="[^"]*">16B3</a>', html)  # cited, not quoted
    shown = footnotes(page)
    assert list(shown) == ["5"]
    assert FOOTNOTE_5[lang] in shown["5"]
    assert "16B3" in shown["5"] and {"tr": "Dipnot 5", "en": "Footnote 5"}[lang] in shown["5"]
    other = "en" if lang == "tr" else "tr"
    assert FOOTNOTE_5[other] not in html


def test_the_first_step_quoting_16b1_and_citing_73c1_shows_no_footnote(director_client):
    """16B1 (with 16B1(a), (b)) and 73C1 mark no footnote."""
    page = start(director_client, "en", UI)
    assert 'data-label="16B1"' in unescape(page.content.decode())
    assert footnotes(page) == {}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_printed_ruling_shows_the_footnotes_of_the_laws_applied(director_client, record_data, lang):
    """Laws "16B3, 70C, 64A": footnote 5, footnote 21 (marked in 70C3, below 70C), footnote 19
    (marked in 64A1 and 64A2) once each, in the record's order, each under the paragraph marking it."""
    response = director_client.post(
        PAGES[lang] + ("new/" if lang == "en" else "yeni/"), {**record_data, "laws": "16B3, 70C, 64A"}
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    shown = footnotes(director_client.get(response["Location"]))
    assert list(shown) == ["5", "21", "19"]
    assert FOOTNOTE_5[lang] in shown["5"] and FOOTNOTE_21[lang] in shown["21"]
    assert shown["21"].startswith("70C3")


def test_the_printed_ruling_citing_paragraphs_without_footnotes_shows_none(director_client, record_data):
    response = director_client.post(PAGES["en"] + "new/", record_data)  # laws "16b1a, 12C1(e)"
    assert response.status_code == 302
    assert footnotes(director_client.get(response["Location"])) == {}
