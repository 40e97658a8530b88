"""Extraneous information, a defending partner's card seen during the play: 45C1 with its exception
(docs/legal-review.md, Session 86 (qa191)).

45C1, official Turkish: "Bir defans oyuncusunun, yüzünü ortağının görebileceği biçimde tuttuğu kart,
o löveye oynanmış sayılır. (Eğer defans oyuncusu o anki löveye daha önce yasal bir kart oynamışsa,
bkz. Yasa 45E.)" WBF: "A defender's card held so that it is possible for his partner to see its face
is deemed played to the current trick (if the defender has already made a legal play to the current
trick, see Law 45E)." 45E1, TR "Bir defans oyuncusunun bir löveye oynadığı beşinci kart, Yasa 50
hükmünce cezalı karta dönüşür, ancak hakem bu kartın çıkılmış olduğuna karar verirse Yasa 53 veya 56
uygulanır"; WBF "A fifth card contributed to a trick by a defender becomes a penalty card, subject to
Law 50, unless the Director deems that it was led, in which case Law 53 or 56 applies."

The page and its read-out said the held card "is deemed played to the current trick" with no
exception: a defender who has already played to the trick has not played a second card to it.
"""

import pytest

from situations.content import extraneous_information
from situations.tests.guides.guide_pages import reads, says

pytestmark = pytest.mark.django_db

PATH = ("extraneous-information", ["card-seen-during", "partner-play"])


@pytest.mark.parametrize(
    "lang, words",
    [
        ("tr", "o löveye oynanmış sayılır; daha önce yasal bir kart oynamışsa bkz. Yasa 45E (Yasa 45C1)"),
        (
            "en",
            "deemed played to the current trick; if he has already made a legal play to the current trick,"
            " see Law 45E (Law 45C1)",
        ),
    ],
)
def test_the_page_gives_45c1_its_exception(client, lang, words):
    slug, keys = PATH
    says(client, slug, keys, lang, words)


def test_the_page_quotes_45e1():
    """The paragraph the exception sends to is quoted beside the Ending (its `laws`): its defender's
    sub-paragraph, 45E1 (session 87, qa201: test_guides_extraneous_45c1_quotes_45e1_not_45e2.py)."""
    assert "45E1" in extraneous_information.PARTNER_CARD_PLAY.laws


@pytest.mark.parametrize(
    "lang, words",
    [
        ("tr", "o löveye oynanmış sayılır, o löveye daha önce yasal bir kart oynamamışsa (Yasa 45C1, 45E)"),
        ("en", "deemed played to the current trick, unless he had already made a legal play to it (Laws 45C1, 45E)"),
    ],
)
def test_the_read_out_gives_45c1_its_exception(client, lang, words):
    slug, keys = PATH
    reads(client, slug, keys, lang, words)
