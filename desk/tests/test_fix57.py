"""fix57: the desk record's holdings in the table page's colours."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desk.models import RulingRecord

from .conftest import PAGES
from .test_records import create, text_of

pytestmark = pytest.mark.django_db

# rulings.tests.test_records' DEAL: North holds ♠AK32 ♥KQJ54 ♦A7 ♣82.
NORTH = {
    "en": ("North", "♠ A K 3 2", "♥ K Q J 5 4", "♦ A 7", "♣ 8 2"),
    "tr": ("Kuzey", "♠ A R 3 2", "♥ R D V 5 4", "♦ A 7", "♣ 8 2"),
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_record_s_red_suits_are_red_as_on_the_table_page(director_client, record_data, lang):
    """The table page draws a red suit's symbol and every card of it red ("card red", situations.css
    `.red`), and since fix55 the quizzes do too; the desk record showed every holding in black
    ("♥ K Q J 5 4" plain), a heart hard to tell from a spade at a glance on a printed ruling. Not a
    Law's words: the same drawing of the same cards on every page (situations.table.is_red)."""
    assert create(director_client, record_data, lang).status_code == 302
    record = RulingRecord.objects.get()
    page = text_of(director_client.get(PAGES[lang] + f"{record.pk}/"))
    north, spades, hearts, diamonds, clubs = NORTH[lang]
    row = re.search(rf'<tr><th scope="row">{north}</th><td>(.*?)</td></tr>', page).group(1)
    assert f'<span class="desk-suit">{spades}</span>' in row
    assert f'<span class="desk-suit red">{hearts}</span>' in row
    assert f'<span class="desk-suit red">{diamonds}</span>' in row
    assert f'<span class="desk-suit">{clubs}</span>' in row


def test_the_desk_stylesheet_colours_a_red_holding():
    """The pollee's page and the casebook load desk.css but not situations.css (where `.red` is), so
    the colour is desk.css's own rule."""
    css = (Path(__file__).resolve().parents[1] / "static" / "desk" / "desk.css").read_text()
    assert re.search(r"\.desk-suit\.red\s*\{\s*color:\s*var\(--red\)", css)


@pytest.mark.parametrize(
    "lang, said", [("en", "North Spades A K 3 2 Hearts K Q J 5 4"), ("tr", "Kuzey Pik A R 3 2 Kör R D V 5 4")]
)
def test_the_record_s_holdings_say_their_suits_in_words(director_client, record_data, lang, said):
    """a11y61: a holding "♥ K Q J 5 4" was read "black heart suit K Q J 5 4" (or "K Q J 5 4", the
    suit lost); each suit is now said in the page's language, drawn as before (the test above)."""
    from tests.seen import heard

    assert create(director_client, record_data, lang).status_code == 302
    record = RulingRecord.objects.get()
    html = director_client.get(PAGES[lang] + f"{record.pk}/").content.decode()
    north = NORTH[lang][0]
    row = re.search(rf'<tr><th scope="row">{north}</th><td>.*?</td></tr>', html).group(0)
    assert said in heard(row)
    assert not re.search("[♠♥♦♣]", heard(row))
