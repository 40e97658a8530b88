"""The shared "When to call the Director" on the Endings of an irregularity in the play period says what the
Laws say of dummy; on the auction period's Endings (and after play) it does not.

9A4 (TR, official): "Yer, elin oynanması tamamlanmadan herhangi bir usulsüzlüğe dikkat çekemez."; WBF: "Dummy
may not call attention to an irregularity until play of the hand is concluded."
43A1(a) (TR): "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe, yer oyun esnasında hakem çağırma
girişiminde bulunmamalıdır."; WBF: "Dummy may not initiate a call for the Director during play unless another
player has drawn attention to an irregularity." The Turkish "bulunmamalıdır" is the ungraded "-malıdır"; the
site's English says the WBF's "may not" (eng337; the editor's note translation-43A1(a)).
43A1(b) (TR): "Yer oyun esnasında bir usulsüzlüğe dikkat çekemez."; WBF: "Dummy may not call attention to an
irregularity during play." (the same rule as 9A4).
9B1(a) (TR): "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır."; WBF: "The Director should be
summoned at once when attention is drawn to an irregularity."

The line said "Hakemi hemen (Yasa 9B1(a)) ve nazikçe (Yasa 74B5) çağırın" / "Call the Director at once (Law
9B1(a)) and politely (Law 74B5)" to whoever reads, dummy included, and nothing of dummy (qa238 noticed; qa240).

An Ending is of the play period when its first law is one of Laws 41-67 (the play's Laws: the lead, dummy, the
card played, penalty cards, leads out of turn, premature play, revoke, the trick), unless it names Law 24 (a card
exposed or led during the auction period, which Law 54E sends a declaring side's attempted lead to). Endings after
play (Laws 68 on: claims, score correction) and of the auction period (Laws 6-40) keep the old line. The
dummy's-rights guide is left out: every Ending there speaks to dummy in its own words (9A4, 43A1(a) in `now`)."""

import re

import pytest
from django.utils.html import escape

from lawbook.text.parser import parse_lawbook
from situations.content import SITUATIONS
from situations.content.common import CALL_NOW, CALL_NOW_NO_CHOICE, CALL_NOW_PLAY, CALL_NOW_PLAY_NO_CHOICE
from situations.tests.guides.test_guides import url_of
from tests import shared_renders
from tests.seen import seen

pytestmark = pytest.mark.django_db
LANGS = ["tr", "en"]
TURKISH = __import__("pathlib").Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
DUMMY = {
    "tr": (
        "Yer, elin oynanması tamamlanmadan herhangi bir usulsüzlüğe dikkat çekemez (Yasa 9A4); usulsüzlüğe başka"
        " bir oyuncu tarafından dikkat çekilmedikçe oyun esnasında hakem çağırma girişiminde bulunmamalıdır (Yasa"
        " 43A1(a))."
    ),
    "en": (
        "Dummy may not call attention to an irregularity until play of the hand is concluded (Law 9A4); unless"
        " another player has drawn attention to an irregularity, he may not initiate a call for the Director"
        " during play (Law 43A1(a))."
    ),
}
SHARED = (CALL_NOW, CALL_NOW_NO_CHOICE, CALL_NOW_PLAY, CALL_NOW_PLAY_NO_CHOICE)


def law_number(citation: str) -> int:
    return int(re.match(r"\d+", citation).group(0))


def of_the_play_period(slug, ending) -> bool:
    return (
        slug != "dummy-rights"
        and 41 <= law_number(ending.laws[0]) <= 67
        and not any(law_number(law) == 24 for law in ending.laws)
    )


def endings_with_the_shared_line():
    """(slug, keys, of the play period) of every Ending whose Director line is one of the shared lines."""
    return [
        (situation.slug, list(keys), of_the_play_period(situation.slug, ending))
        for situation in SITUATIONS
        if situation.slug != "dummy-rights"
        for keys, ending in situation.endings()
        if ending.director in SHARED
    ]


def director_section(html: str) -> str:
    return re.search(r'<section class="director".*?</section>', html, re.S).group(0)


def test_the_official_turkish_9a4_and_43a1():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "Yer, elin oynanması tamamlanmadan herhangi bir usulsüzlüğe dikkat çekemez." in paragraphs["9A4"].text
    assert (
        "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe, yer oyun esnasında hakem çağırma girişiminde"
        " bulunmamalıdır." in paragraphs["43A1(a)"].text
    )


def test_both_periods_are_walked():
    found = endings_with_the_shared_line()
    assert sum(play for *_, play in found) >= 25
    assert sum(not play for *_, play in found) >= 40


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_dummy_sentence_on_every_play_period_ending_and_on_no_other(client, lang):
    wrong = []
    for slug, keys, play in endings_with_the_shared_line():
        read = seen(director_section(shared_renders.get(client, url_of(slug, keys, lang)).content.decode()))
        if (escape(DUMMY[lang]) in read) != play:
            wrong.append((slug, "/".join(keys), play))
    assert wrong == []
