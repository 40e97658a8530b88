"""A control character typed into a GET form's address (a NUL as "%00", an escape, a right-to-left
override) is never sent back raw in the page and never a 500: it is left out of the page drawn in
answer (each form still refuses what it cannot read, with its own error), and the page says so
(config/address_controls.py). The table page and the score calculator refilled their boxes with a
raw NUL (polish75)."""

import re

import pytest
from django.test import Client

from tests.search_index import search_index, search_index_dir  # noqa: F401 (fixtures)

pytestmark = pytest.mark.django_db

CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u202a-\u202e\u2066-\u2069]")
SAID = {
    "en": "What was sent held a control character (such as a NUL), which no box takes: it is left out of what this page shows.",
    "tr": "Gönderilen değerlerde hiçbir kutunun almadığı bir kontrol karakteri (NUL gibi) vardı: bu sayfanın gösterdiklerinde yer almıyor.",
}


@pytest.mark.parametrize(
    "url, refilled",
    [
        ("/en/table/?contract=4S%00&deal=N%1b", 'value="4S"'),
        ("/tr/masa/?contract=3SA%E2%80%AE&deal=", 'value="3SA"'),
        ("/en/director/score/?kind=weighted&form=mp&score1=620%00&weight1=100&field=420", 'value="620"'),
        ("/tr/hakem/skor/?kind=weighted&form=mp&score1=620&weight1=70%1b", 'value="70"'),
        ("/en/table/auction/?dealer=N%00&calls=1S%00", ""),
        ("/en/search/?q=revoke%00", 'value="revoke"'),
        ("/en/casebook/?q=claim%00", ""),
        ("/en/quiz/practice/?topics=scoring%00&count=5%00", ""),
    ],
)
def test_a_control_character_in_a_form_address_is_left_out_and_said(url, refilled, search_index):  # noqa: F811
    response = Client().get(url)
    assert response.status_code < 500
    page = response.content.decode()
    assert not CONTROL.search(page), CONTROL.search(page)
    assert SAID[url[1:3]] in page
    assert refilled in page


def test_a_page_without_one_says_nothing_of_it():
    page = Client().get("/en/table/?contract=4S&deal=").content.decode()
    assert "control character" not in page


def test_the_page_pattern_and_the_character_test_name_the_same_characters():
    # A page is cleaned by one pattern (CONTROLS), a value judged by is_control: a character one
    # of them takes and the other not would be echoed raw, or refused and then shown.
    from lawbook.control_characters import CONTROLS, is_control

    assert [hex(c) for c in range(0x110000) if bool(CONTROLS.match(chr(c))) != is_control(chr(c))] == []
