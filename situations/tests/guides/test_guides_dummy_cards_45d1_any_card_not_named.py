"""The card-from-dummy guide's first answer reaches every card 45D1 speaks of (session 90, qa230).

45D1, TR "Eğer Yer, deklaranın söylemediği bir kartı oynanmış konuma getirirse, bu kart, her iki taraf ta
bir sonraki löveye kart oynamadan önce buna dikkat çekilirse geri alınmak zorundadır"; WBF "If dummy places
in the played position a card that declarer did not name, the card must be withdrawn if attention is drawn
to it before each side has played to the next trick". 45F (TR "Yer, elini yere açtıktan sonra, deklaranın
yönergesi olmaksızın herhangi bir karta dokunamaz veya işaret edemez"; WBF "dummy may not touch or indicate
any card ... without instruction from declarer") is the card touched or pointed at, and its "Play continues"
withdraws nothing.

A card dummy plays before declarer has named any is one "that declarer did not name" (the guide's own
comment on its facts says so, and the 45D1 Ending's players' phrasings include it). The start step's answer
said only "Deklaran bir kart söyledi, yer başka bir kart oynadı" / "Declarer named a card and dummy played
another": such a dummy's card had no answer but "Dummy touched or pointed at a card without declarer's
instruction", whose 45F Ending lets the card stand.
"""

import re

import pytest

from situations.tests.guides.guide_pages import page, says

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"


@pytest.mark.parametrize(
    "lang, answer",
    [
        ("tr", "Yer, deklaranın söylemediği bir kartı oynadı"),
        ("en", "Declarer named a card and dummy played another, or nothing was named"),
    ],
)
def test_the_first_answer_says_any_card_declarer_did_not_name(client, lang, answer):
    """The start step's first answer, read whole from its link (the old words are a part of the new
    English, so the test reads the answer, not a phrase on the page)."""
    answers = re.findall(r'<a class="big-button" href="[^"]*/wrong-card/">([^<]*)</a>', page(client, SLUG, [], lang))
    assert answers == [answer]


@pytest.mark.parametrize(
    "lang, withdrawn", [("tr", "geri alınmak zorundadır (Yasa 45D1)"), ("en", "must be withdrawn")]
)
def test_the_answer_still_leads_to_45d1(client, lang, withdrawn):
    says(client, SLUG, ["wrong-card", "not-yet"], lang, withdrawn)
