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


_SUIT = re.compile("[♠♥♦♣]")


@pytest.mark.parametrize("lang, hearts", [("tr", "Kör"), ("en", "Hearts")])
def test_the_deal_diagram_and_the_play_table_say_their_suits_in_words(client, lang, hearts):
    """a11y61: the diagram's suit rows ("♥ A 7 5") and the play table's cards ("♥Q") were read by
    the symbols' Unicode names; each is now said in the page's language, drawn as before
    (quizzes/tests/test_pages.py reads the drawn spans). Revoke question
    c-ornek-2-ruff-holding-the-ace draws both."""
    html, _shown = open_question(client, "revoke", "c-ornek-2-ruff-holding-the-ace", lang)
    deal = html[html.index('<figure class="deal-figure">') : html.index("</figure>")]
    play = html[html.index('<table class="play">') : html.index("</table>")]
    for part in (deal, play):
        assert hearts in heard(part)
        assert _SUIT.findall(heard(part)) == []


@pytest.mark.parametrize("lang, said", [("tr", "Kör 7 Doğu sırasız çıktı"), ("en", "Hearts 7 led out of turn by East")])
def test_a_faced_card_says_its_suit_in_words(client, lang, said):
    """a11y61: lead_out_of_turn seed 9, East faces the ♥7 (quizzes/tests/test_pages.py): it was
    heard "black heart suit 7" (or "7")."""
    html, _shown = open_question(client, "lead_out_of_turn", "9", lang)
    centre = re.search(r'<div class="deal-centre">(.*?)<div class="hand hand-E">', html, re.S).group(1)
    assert said in heard(centre)


@pytest.mark.parametrize("lang, suit", [("tr", "Kör"), ("en", "Hearts")])
def test_the_explanations_steps_say_their_suits_in_words(client, lang, suit):
    """a11y61: an answered question's steps ("West, overlooking his ♥Q ...", revoke question
    c-ornek-4-dummy-ace-ruff, quizzes/tests/test_pages.py) said the suits by their Unicode names."""
    from quizzes import bank
    from quizzes.tests.helpers import right_and_wrong_tokens, url_in

    question = bank.question("revoke", "c-ornek-4-dummy-ace-ruff")
    _html, served = open_question(client, "revoke", "c-ornek-4-dummy-ace-ruff", lang)
    token = right_and_wrong_tokens(served, question)[0]
    page = client.post(url_in(lang, "answer"), {"served": served.token, "choice": token}, follow=True).content.decode()
    steps = page[page.index('<ol class="steps">') : page.index("</ol>", page.index('<ol class="steps">'))]
    said = " ".join(heard(p) for p in re.findall(r"<li><p>(.*?)</p>", steps, re.S))
    assert suit in said
    assert _SUIT.findall(said) == []
