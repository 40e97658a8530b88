"""The `penalty_card` "what is this card now?" question on a card declarer drops says 48A, not more (qa267).

Law 48A (TR, official): "Deklaranın bir kartını göstermesi kısıtlamaya tabi değildir (ancak bkz. Yasa
45C2) ve deklaranın veya yerin eline ait hiçbir kart, cezalı karta dönüşmez. Deklaran kazayla
düşürdüğü hiçbir kartı oynamak zorunda değildir."
WBF: "Declarer is not subject to restriction for exposing a card (but see Law 45C2), and no card of
declarer's or dummy's hand ever becomes a penalty card. Declarer is not required to play any card
dropped accidentally."

Neither text says the card "goes back into his hand" ("ele geri alınır"), which the step and the
right choice said: 48A's last sentence is that declarer need not play it. The step also gave 48A's
first clause without its pointer to 45C2. The engine's answer (48A in `laws`, no penalty card) is what
the question is asked on.
"""

from __future__ import annotations

import re

import pytest

from .helpers import first_citing, right_answer, wrong_answer_page

pytestmark = pytest.mark.django_db

STEP_TR = (
    "Yasa 48A: deklaran kart gösterdiği için kısıtlamaya tabi değildir (ancak bkz. Yasa 45C2); deklaranın ya da "
    "yerin hiçbir kartı cezalı kart olmaz. Deklaran kazayla düşürdüğü {card} kartını oynamak zorunda değildir."
)
STEP_EN = (
    "Law 48A: declarer is not subject to restriction for exposing a card (but see Law 45C2), and no card of "
    "declarer's or dummy's hand ever becomes a penalty card. Declarer is not required to play the {card}, a "
    "card dropped accidentally."
)


def _dropped(question, lang: str) -> str:
    """The card the story has declarer drop: "Güney'in (deklaran) elinden ♠2 yüzü açık ..." / "drops the ♠2"."""
    pattern = r"\(deklaran\) elinden (\S+) yüzü açık" if lang == "tr" else r"\(declarer\) drops the (\S+) face up"
    return re.search(pattern, question.prompt_tr if lang == "tr" else question.prompt_en).group(1)


def test_the_48a_step_and_the_answer_say_declarer_need_not_play_the_card():
    questions = first_citing("penalty_card", "48A", 8)
    for q in questions:
        assert "48A" in q.expected["laws"] and q.expected["penalty_cards"] == [], q.seed
        assert right_answer(q, "tr") == "Cezalı kart olmaz; oynanması zorunlu değildir", q.seed
        assert right_answer(q, "en") == "Not a penalty card, and it need not be played", q.seed
        assert STEP_TR.format(card=_dropped(q, "tr")) in q.steps("tr"), q.seed
        assert STEP_EN.format(card=_dropped(q, "en")) in q.steps("en"), q.seed
        for text in (q.explanation_tr, *(c.tr for c in q.choices)):
            assert "geri alınır" not in text, q.seed
        for text in (q.explanation_en, *(c.en for c in q.choices)):
            assert "back into" not in text, q.seed


@pytest.mark.parametrize("lang, words", [("tr", "kazayla düşürdüğü"), ("en", "dropped accidentally")])
def test_the_answer_page_says_it_and_quotes_45c2(client, lang, words):
    q = first_citing("penalty_card", "48A", 1)[0]
    html = wrong_answer_page(client, "penalty_card", str(q.seed), lang)
    assert words in html
    assert "ele geri alınır" not in html and "goes back into his hand" not in html
    # the pointer is a link to 45C2, quoted under the step as every citation of a step is
    assert re.search(r'<a class="cite" href="[^"]*45[^"]*">(Yasa|Law) 45C2</a>', html), lang
