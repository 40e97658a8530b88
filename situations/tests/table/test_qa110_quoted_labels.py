"""A label inside a quotation is someone's characters, not the page's citation (situations/
citation_links.py, qa110): the auction table's error quotes the call it could not read (“N:53B”),
and a link there sent the player to Law 53B, a paragraph no sentence on the page names: "53B" is
what his typing spelled. The bare labels the page writes in its own words, outside the quotation,
stay links. And each board's number of a list of boards ("boards 12A and 12B", "12A ve 12B numaralı
bordlar"): links3 kept "board 12A" from Law 12's section A; the second board of a list went on being
read as Law 12B (or, in Turkish, the first as 12A), though Law 2 (TR "Her bord numaralanmıştır", WBF
"Each board is numbered") makes each a board's number."""

from urllib.parse import urlencode

import pytest
from django.utils import translation

from situations.citation_links import linked
from tests.citation_links import LINK

pytestmark = pytest.mark.django_db

AUCTION = {"tr": "/tr/masa/artirim/", "en": "/en/table/auction/"}


def anchors(words: str, lang: str) -> list[str]:
    with translation.override(lang):
        return [href.split("#")[1] for href, _ in LINK.findall(linked(words, lang))]


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("typed", ["N:53B", "53B", "N:12C1(d)"])
def test_the_auction_tables_error_does_not_link_the_call_it_quotes(client, lang, typed):
    response = client.get(AUCTION[lang] + "?" + urlencode({"dealer": "N", "calls": typed}))
    assert response.status_code == 400
    html = response.content.decode()
    error = html.split('<p class="form-error" role="alert">', 1)[1].split("</p>", 1)[0]
    assert typed in error  # the player's characters, quoted as he typed them
    assert LINK.findall(error) == []


@pytest.mark.parametrize(
    "lang, words, linked_to",
    [
        ("en", "“E:70C”: not a call (pass, X, XX, or a bid from 1C to 7NT).", []),
        ("tr", "“70C”: önce oyuncu (N, E, S ya da W), iki nokta, sonra konuşma.", []),
        # Outside the quotation the page's own bare labels are still read, before and after it.
        ("en", "see 27B1(b): “E:27B1(b)” is not a call; 27B3 applies", ["27B1b", "27B3"]),
    ],
)
def test_a_bare_label_inside_a_quotation_is_never_a_link(lang, words, linked_to):
    assert anchors(words, lang) == linked_to


@pytest.mark.parametrize(
    "lang, words, linked_to",
    [
        ("en", "boards 12A and 12B", []),
        ("en", "Boards 12A, 12B or 12C were fouled (Law 12C)", ["12C"]),
        ("tr", "12A ve 12B numaralı bordlar", []),
        ("tr", "12A, 12B ve 12C numaralı bordlarda Yasa 12C uygulanır", ["12C"]),
        # A paragraph after a board's number, not in a list of boards, is still read.
        ("en", "on board 3 the Director applied 12C1(c) and 12C2", ["12C1c", "12C2"]),
    ],
)
def test_each_board_of_a_list_of_boards_is_never_a_link(lang, words, linked_to):
    assert anchors(words, lang) == linked_to
