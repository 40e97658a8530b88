"""fix62: the desk's poll board and the Director's own typing say their suits in words.

a11y61 made the record's deal say "Hearts K Q J 5 4" to a screen reader
(lawbook/templatetags/spoken_suits.py); the player poll's board (the pollee's page and the
Director's poll page) still drew "♠ 10 7 6" and the auction's "1♥" bare, read "black spade suit 10
7 6" or with the suit lost, and so did what the Director types on the record (facts, ruling,
auction and play, adjusted score, appeal notes), its poll's question and the tally's calls: all
shown on the record page and the printed record. 16B1(b) is the poll's Law (TR "Mantıklı
alternatif, söz konusu oyuncu ile aynı düzeydeki oyuncuların, aynı ortaklık yöntemlerini
kullanarak, belirgin bir oranının ciddi bir şekilde göz önünde bulunduracağı ..."; WBF "A logical
alternative is an option that a significant proportion of players of the same standard as the
player in question, using the same partnership methods, would seriously consider ..."): the
pollees must hear the hand and the auction they are asked about. The symbols are drawn as before
(tests/seen.py); the words are for the ear only.
"""

from __future__ import annotations

import re

import pytest
from django.test import Client

from desk.models import RulingRecord
from rulings.tests.test_records import DEAL
from tests.seen import heard, seen

from .conftest import PAGES
from .test_poll import PAGE, POLLS, answer, new_poll
from .test_records import create, text_of

pytestmark = pytest.mark.django_db

SYMBOL = re.compile("[♠♥♦♣]")


def board_of(page: str) -> str:
    """The poll board's hand row and auction table."""
    hand = re.search(r'<table class="desk-hands poll-hand">.*?</table>', page, re.S).group(0)
    auction = re.search(r'<table class="poll-auction">.*?</table>', page, re.S).group(0)
    return (hand + auction).replace("</td>", " </td>").replace("</th>", " </th>")  # cells read apart


@pytest.mark.parametrize(
    "lang, hand, auction",
    [
        ("en", "West Spades 10 7 6 Hearts 7 Diamonds 10 8 6 4 Clubs 10 9 6 4 3", "1 Hearts double 2 Hearts"),
        ("tr", "Batı Pik 10 7 6 Kör 7 Karo 10 8 6 4 Trefl 10 9 6 4 3", "1 Kör kontr 2 Kör"),
    ],
)
def test_the_pollee_hears_the_hand_and_the_auction_in_words(client, director, lang, hand, auction):
    _, (token, *_) = new_poll(director)
    page = client.get(PAGE[lang].format(token)).content.decode()
    said = heard(board_of(page))
    assert hand in said and auction in said
    assert not SYMBOL.search(said)
    assert "<td>1♥</td>" in seen(page) and "♠ 10 7 6" in seen(page)  # drawn as before


def test_the_directors_poll_page_says_the_board_and_the_tally_in_words(director_client, director):
    poll, tokens = new_poll(director, count=2)
    poll.question = "Partner doubled 1♥. What do you call?"
    poll.save()
    assert answer(Client(), tokens[0], "3H", "pass", "4♥ was close").status_code == 200
    page = director_client.get(POLLS["en"] + f"{poll.pk}/").content.decode()
    said = heard(page)
    assert "Partner doubled 1 Hearts . What do you call?" in " ".join(said.split())
    assert "3 Hearts" in said and "4 Hearts was close" in said
    assert "West Spades 10 7 6" in said
    assert not SYMBOL.search(said)


TYPED = {
    "auction_and_play": "1♥ X 2♥ (long pause) P 4♥\nWest led ♠10",
    "facts": "South hesitated before passing 2♥; North then bid 4♥.",
    "ruling": "Score adjusted to 2♥ by North, making ten tricks.",
    "adjusted_score": "2♥ N +170",
    "appeal": "withdrawn",
    "appeal_notes": "East appealed, then withdrew: 4♥ was not a logical alternative to him.",
}


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "en",
            (
                "1 Hearts X 2 Hearts (long pause) P 4 Hearts",
                "West led Spades 10",
                "passing 2 Hearts ; North then bid 4 Hearts .",
                "Score adjusted to 2 Hearts by North",
                "2 Hearts N +170",
                "withdrew: 4 Hearts was not",
            ),
        ),
        ("tr", ("1 Kör X 2 Kör (long pause) P 4 Kör", "West led Pik 10", "Score adjusted to 2 Kör by North")),
    ],
)
def test_the_record_says_the_directors_typing_in_words_drawn_as_typed(director_client, record_data, lang, words):
    assert create(director_client, {**record_data, **TYPED}, lang).status_code == 302
    record = RulingRecord.objects.get()
    page = director_client.get(PAGES[lang] + f"{record.pk}/").content.decode()
    article = re.search(r'<article class="desk-ruling">.*?</article>', page, re.S).group(0)
    said = " ".join(heard(article).split())
    for expected in words:
        assert expected in said, expected
    assert not SYMBOL.search(said)
    drawn = seen(article)
    assert '<pre class="desk-text">1♥ X 2♥ (long pause) P 4♥\nWest led ♠10</pre>' in drawn
    assert "<p>South hesitated before passing 2♥; North then bid 4♥.</p>" in drawn


def test_the_printed_record_says_the_polls_question_and_calls_in_words(director_client, director):
    record = RulingRecord.objects.create(director=director, event="E", board=7, deal=DEAL, facts="1♥ X")
    poll, tokens = new_poll(director, count=2, record=record)
    poll.question = "Partner doubled 1♥. What do you call?"
    poll.save()
    assert answer(Client(), tokens[0], "3H", "pass").status_code == 200
    page = director_client.get(f"/tr/hakem/kayitlar/{record.pk}/").content.decode()
    tally = re.search(r'<section class="poll-tally".*?</section>', page, re.S).group(0)
    said = heard(tally)
    assert "1 Kör" in said and "3 Kör" in said
    assert not SYMBOL.search(said)


# --- the PBN Board tag: one reader for the desk and the records ----------------------------------

# PBN 2.1, 3.3: "A tag pair is composed of four consecutive tokens: a left bracket token, a name
# token, a string token, and a right bracket token." 3.2: "non-printing characters like newline and
# tab are not permitted inside of strings, because a string is a special case of a token." 3.4.4:
# "The Board tag value is a positive integer, indicating the board number of the deal." The desk's
# own regex (desk.forms._PBN_BOARD) read '[Board "\n3"]' as board 3, which the records' reader
# does not (no tag there); the desk now reads the file's Board tags with the records' reader.
SECOND_BOARD = '[Board "8"]'


def session_file(second_board: str) -> str:
    from rulings.tests.test_records import PBN_FILE

    assert PBN_FILE.count(SECOND_BOARD) == 1
    return PBN_FILE.replace(SECOND_BOARD, second_board)


@pytest.mark.parametrize(
    "second_board",
    ['[Board "8"]', '[Board " 8 "]', '[board "8"]', '   [Board   "8"]', '[Board "8"]\r'],
)
def test_every_board_tag_the_desk_read_before_still_warns_of_a_later_board(director_client, record_data, second_board):
    text = session_file(second_board)
    response = create(director_client, {**record_data, "board": "8", "deal_source": text})
    assert response.status_code == 400
    assert "only its first, board 7, is read: paste board 8's own record" in text_of(response)
    assert RulingRecord.objects.count() == 0


@pytest.mark.parametrize(
    "lang, said",
    [
        ("en", "The PBN record cannot be read: the value of its Board tag does not end on its line."),
        ("tr", "PBN kaydı okunamıyor: Board etiketinin değeri kendi satırında bitmiyor."),
    ],
)
def test_a_board_tag_broken_across_lines_is_a_clear_error(director_client, record_data, lang, said):
    text = session_file('[Board "\n8"]')
    response = create(director_client, {**record_data, "board": "8", "deal_source": text}, lang)
    assert response.status_code == 400
    assert said in text_of(response)
    assert RulingRecord.objects.count() == 0
