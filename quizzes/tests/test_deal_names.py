"""A quiz question's deal as a screen reader is told it (qa59)."""

import re

import pytest

from lawbook.tests.pages.test_screen_reader_names import named_without_role
from quizzes.tests.helpers import open_question
from tests.seen import heard, seen

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_quiz_deal_diagram_is_a_named_group(client, lang):
    """A quiz question's deal was a <div> named "The deal": a name a screen reader ignores there.
    Revoke question c-ornek-2-ruff-holding-the-ace draws the deal (quizzes/tests/test_pages.py)."""
    html, _shown = open_question(client, "revoke", "c-ornek-2-ruff-holding-the-ace", lang)
    assert 'class="deal"' in html
    assert named_without_role(html) == []


@pytest.mark.parametrize(
    "lang, led, won",
    [("tr", "(löveye çıkılan kart)", "(löveyi kazanan kart)"), ("en", "(card led)", "(winning card)")],
)
def test_the_play_table_tells_a_screen_reader_the_card_led_and_the_winning_card(client, lang, led, won):
    """The played-tricks table marked the card led (underlined) and the winning card (shaded) by
    style alone: its caption says so, but a screen reader was not told which card it is. Each such
    cell now carries the words, visually hidden; what is drawn is unchanged. Definitions (official
    Turkish) "Çıkış: Bir löveye oynanan ilk kart." / (WBF) "Lead: The first card played to a trick.";
    44F "Koz içermeyen bir löveyi çıkılan renkten en yüksek kartı veren oyuncu kazanır." / "A trick
    that does not contain a trump is won by the player who has contributed to it the highest card of
    the suit led". Revoke question c-ornek-2-ruff-holding-the-ace draws the play."""
    html, _shown = open_question(client, "revoke", "c-ornek-2-ruff-holding-the-ace", lang)
    rows = re.findall(r"<tr>\s*<th scope=\"row\">.*?</tr>", html, re.S)
    assert rows
    for row in rows:
        cells = re.findall(r'<td class="([^"]*)">(.*?)</td>', row, re.S)
        for classes, cell in cells:
            said = heard(cell)
            assert (led in said) == ("lead" in classes.split()), (classes, said)
            assert (won in said) == ("win" in classes.split()), (classes, said)
            assert led not in seen(cell) and won not in seen(cell)


@pytest.mark.parametrize("lang, holding", [("tr", "Karo R 6"), ("en", "Diamonds K 6")])
def test_a_quiz_prompt_says_its_suits_in_words(client, lang, holding):
    """A quiz prompt's holdings ("North: ♠A Q ♥5 ♦K 6") were read by the symbols' Unicode names
    ("black diamond suit K 6"); each suit is now said in the page's language, drawn as before
    (quizzes/tests/test_pages.py reads the drawn prompt). Claim seed 300: North ♦K 6 (Turkish ♦R 6,
    the Laws' "R" for the king)."""
    html, _shown = open_question(client, "claim", "300", lang)
    prompt = html[html.index('<div class="prompt">') :]
    prompt = prompt[: prompt.index("</div>")]
    assert holding in heard(prompt)
    assert not re.search("[♠♥♦♣]", heard(prompt))
