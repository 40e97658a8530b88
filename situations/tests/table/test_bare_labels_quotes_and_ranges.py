"""What a guide's, the desk's or the calculator's words link (situations/citation_links.py), after
links5: the finder's three spellings (lawbook/tests/text/test_citations_spaced_and_ranges.py) as a page draws
them, and the quotation rule in every mark the product quotes someone's words with.

A quotation is someone's characters, not the page's citation (qa110). The catalogues quote a typed
value in “...” (“N:53B”), the guides a player's words in '...' ("'Atak bende mi?' diye soran
oyuncuya", "dummy asked declarer 'no diamonds, partner?'"), the quizzes a claimer's statement in «...»
(Turkish) and "..." (English); ‘...’ is the typeset single quotation. The calculator's error on the
other tables' scores wrote the typed value bare ("...: 12C1 is not."), so a Director who typed "12C1"
in that field was sent to Law 12C1: it now quotes it, as every other such error does.

The desk's and the guides' crawl (bench/crawl_desk_guides.py) checks that a page links every citation
its words make; it read them with a pattern of its own, which took a card ("the 10C"), a board ("board
12A"), a range's end or a quoted label for a citation and missed a list's later Laws ("Laws 20F, 21B,
40B3, 75"). It now reads them with `citations`, the reader `linked` draws with.
"""

from urllib.parse import urlencode

import pytest
from django.utils import translation

from situations.citation_links import citations, linked
from tests.citation_links import LINK

pytestmark = pytest.mark.django_db

CALCULATOR = {"tr": "/tr/hakem/skor/", "en": "/en/director/score/"}


def anchors(words: str, lang: str) -> list[str]:
    with translation.override(lang):
        return [href.split("#")[1] for href, _ in LINK.findall(linked(words, lang))]


def texts(words: str, lang: str) -> list[str]:
    with translation.override(lang):
        return [text for _, text in LINK.findall(linked(words, lang))]


@pytest.mark.parametrize(
    "lang, words, linked_to",
    [
        ("en", "dummy asked declarer 'is it 53B?', then the lead was made (53A)", ["53A"]),
        ("tr", "'Atak bende mi, 53B mi?' diye soran oyuncuya 53A uygulanır", ["53A"]),
        ("en", 'He said "53B" and the Director read 53A', ["53A"]),
        ("tr", "Oyuncu «53B, gerisi benim.» dedi; 70A uygulanır", ["70A"]),
        ("en", "‘N:53B’ is not a call; 53A applies", ["53A"]),
        ("tr", "‘N:53B’ bir konuşma değil; 53A uygulanır", ["53A"]),
        # An apostrophe is no quotation: a suffix, a possessive.
        ("tr", "Yasa 12C1'de ve 53B’de", ["12C1", "53B"]),
        ("en", "declarer's 53B and the players' 53A", ["53B", "53A"]),
        # A plural's possessive inside a quotation closed it: the quoted 68B was linked (polish71). It
        # still closes one where no other closing mark follows, and opens none before a citation.
        ("en", "The scorecard reads 'the defenders' claim, 68B'; the Director rules under 70A", ["70A"]),
        ("en", "North said 'two clubs' and 70A applies", ["70A"]),
        ("en", "the players' claim is ruled under 70A; North had said 'no' at once", ["70A"]),
    ],
)
def test_a_bare_label_inside_any_quotation_is_never_a_link(lang, words, linked_to):
    assert anchors(words, lang) == linked_to


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_calculators_error_quotes_the_score_it_could_not_read_and_links_nothing_in_it(client, lang):
    state = {"kind": "weighted", "form": "mp", "score1": "420", "weight1": "60", "score2": "-50", "weight2": "40"}
    response = client.get(CALCULATOR[lang] + "?" + urlencode({**state, "field": "420 12C1 -50"}))
    assert response.status_code == 400
    html = response.content.decode()
    error = html.split('<div class="form-error" role="alert">', 1)[1].split("</div>", 1)[0]
    assert "“12C1”" in error  # the Director's characters, quoted as typed
    assert LINK.findall(error) == []


@pytest.mark.parametrize(
    "lang, words, linked_texts, linked_to",
    [
        ("en", "an artificial adjusted score (Law 12C1 (d))", ["Law 12C1 (d)"], ["12C1d"]),
        ("tr", "yapay ayarlı skor (Yasa 12C1 (d))", ["Yasa 12C1 (d)"], ["12C1d"]),
        ("en", "an artificial adjusted score (12C1 (d))", ["12C1 (d)"], ["12C1d"]),
        ("en", "the claim is ruled under Law 70 A.", ["Law 70 A"], ["70A"]),
        ("tr", "talep Yasa 70 A uyarınca çözümlenir.", ["Yasa 70 A"], ["70A"]),
        ("en", "Under Law 70 A player who claims states his line", ["Law 70"], ["70"]),
        ("en", "see Laws 24A to Law 24E", ["Laws 24A"], ["24A"]),
        ("tr", "bkz. Yasa 24A ila Yasa 24E", ["Yasa 24A"], ["24A"]),
        ("tr", "bkz. Yasa 24A'dan Yasa 24E'ye kadar", ["Yasa 24A"], ["24A"]),
    ],
)
def test_the_finders_spellings_link_what_they_name(lang, words, linked_texts, linked_to):
    assert texts(words, lang) == linked_texts
    assert anchors(words, lang) == linked_to


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "Misinformation (Laws 20F, 21B, 40B3, 75); the 10C on board 12A; Laws 24A to 24E; “N:53B”"),
        ("tr", "Yanlış bilgi (Yasa 20F, 21B, 40B3, 75); 12A numaralı bord; 10C; Yasa 24A ila 24E; «53B» dedi"),
    ],
)
def test_citations_are_what_the_page_links(lang, words):
    with translation.override(lang):
        read = [(c.text, c.target) for c in citations(words, lang)]
    assert [text for text, _ in read] == texts(words, lang)
    assert [target for _, target in read] == ["20F", "21B", "40B3", "75", "24A"]


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_bare_label_of_no_law_is_words(lang):
    # The bare reader now reads a label in the finder's way ("12C1 (d)" is 12C1(d)); a number beyond
    # the Laws' ("99A", "0B") is still only words, not an error.
    assert anchors("99A, 0B, 94C1 (a) ve/and 53A", lang) == ["53A"]
