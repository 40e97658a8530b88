"""The one-face Ending (58B1) quotes 58B1, not 58B whole (the premature-play guide; session 88, qa212,
from qa197's doubt).

58B, TR "Bir oyuncu iki veya daha fazla kartı eşzamanlı olarak çıkar veya oynarsa: 1. Eğer yalnız bir
kart görünmüşse, o kart oynanır; diğer bütün kartlar ele geri döner ve başka bir onarma yoktur (bkz Yasa
47F). 2. Eğer birden fazla kart görünmüşse, kusurlu oyuncu oynamak istediği kartı belirtir; bu bir
defans oyuncusuysa, görünen diğer her kart cezalı karta dönüşür (bkz. Yasa 50). ... 4. Her iki taraf da sonraki löveye oynayıncaya kadar eşzamanlı oyun fark edilmemişse Yasa 67
uygulanır."; WBF "If a player leads or plays two or more cards simultaneously: 1. If the face of only
one card is visible, that card is played; all other cards are picked up and there is no further
rectification (see Law 47F). 2. If the face of more than one card is visible, the offending player
designates the card he proposes to play; when he is a defender, each other card exposed becomes a
penalty card (see Law 50). ... 4. If the simultaneous play remains undiscovered until both sides have
played to the next trick, Law 67 applies."

The Ending for one visible face named "58B" in its paragraphs, so the page quoted 58B2 (each other card
of a defender a penalty card), 58B3 and 58B4 under "The paragraphs it rests on", none of which applies
to one face seen in time, and 58B1 a second time; 58B's opening is already quoted with 58B1, which reads
on from it. No search set moved without it (docs/benchmarks.md, Session 88 (qa212)).
"""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["two-cards", "one-face"]


@pytest.mark.parametrize(
    "lang, opening, sub_2",
    [
        (
            "tr",
            "Bir oyuncu iki veya daha fazla kartı eşzamanlı olarak çıkar veya oynarsa",
            "Eğer birden fazla kart görünmüşse",
        ),
        (
            "en",
            "If a player leads or plays two or more cards simultaneously",
            "If more than one card is visible",
        ),
    ],
)
def test_the_one_face_ending_quotes_58b1_with_its_opening_and_not_58b2(client, lang, opening, sub_2):
    says(client, SLUG, KEYS, lang, opening)
    never_says(client, SLUG, KEYS, lang, sub_2)


def test_the_one_face_ending_rests_on_58b1_not_on_58b():
    _, ending = BY_SLUG[SLUG].walk(KEYS)
    assert ending.laws[0] == "58B1"
    assert "58B" not in ending.laws
