"""The several-faces Ending rests on the sub-paragraphs of 58B it states, not on 58B whole (the
premature-play guide; session 89, qa222, from qa212's note; qa212 did the one-face Ending).

58B, TR "Bir oyuncu iki veya daha fazla kartı eşzamanlı olarak çıkar veya oynarsa: 1. Eğer yalnız bir
kart görünmüşse, o kart oynanır; diğer bütün kartlar ele geri döner ve başka bir onarma yoktur (bkz Yasa
47F). 2. Eğer birden fazla kart görünmüşse, kusurlu oyuncu oynamak istediği kartı belirtir; bu bir
defans oyuncusuysa, görünen diğer her kart cezalı karta dönüşür (bkz. Yasa 50). 3. Kusurlu oyuncu
görünen bir kartını geri aldıktan sonra, bu kart üzerine daha sonra oynamış olan rakip kendi kartını
geri alabilir ve bir onarma olmaksızın değiştirebilir. (Ancak bkz. Yasa 16C.) 4. Her iki taraf da
sonraki löveye oynayıncaya kadar eşzamanlı oyun fark edilmemişse Yasa 67 uygulanır."; WBF "If a player
leads or plays two or more cards simultaneously: 1. If the face of only one card is visible, that card
is played; all other cards are picked up and there is no further rectification (see Law 47F). 2. If
the face of more than one card is visible, the offending player designates the card he proposes to
play; when he is a defender, each other card exposed becomes a penalty card (see Law 50). 3. After an
offending player withdraws a visible card, an opponent who subsequently played to that trick may
withdraw his play and substitute another card without further rectification (but see Law 16C). 4. If
the simultaneous play remains undiscovered until both sides have played to the next trick, Law 67
applies."

Several faces seen in time: 58B2 (the offender designates; a defender's other cards are penalty cards)
and 58B3 (the opponent who played after may change his card), which the Ending's lines state; 58B1 (one
face) and 58B4 (found after the next trick) do not apply. With "58B" in its paragraphs the page quoted
the sub-paragraphs that do not apply under "The paragraphs it rests on"; 58B2's quotation reads on from
58B's opening, which the page still shows. (The found-late Ending rests on 58B4 alone by the same
reading, but keeps "58B" whole: without it two lawbook search tests fail; docs/legal-review.md.)
"""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
OPENING = {
    "tr": "Bir oyuncu iki veya daha fazla kartı eşzamanlı olarak çıkar veya oynarsa",
    "en": "If a player leads or plays two or more cards simultaneously",
}
# The quoted sub-paragraphs' own words (the official Turkish; the site's English of 58B1-58B4).
SUB = {
    "58B1": {"tr": "Eğer yalnız bir kart görünmüşse", "en": "If only one card is visible"},
    "58B2": {"tr": "Eğer birden fazla kart görünmüşse", "en": "If more than one card is visible"},
    "58B3": {
        "tr": "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra",
        "en": "After the offender has withdrawn a visible card",
    },
    "58B4": {
        "tr": "Her iki taraf da sonraki löveye oynayıncaya kadar eşzamanlı oyun fark edilmemişse",
        "en": "If the simultaneous play remains undiscovered until both sides have played to the next trick",
    },
}
CASES = [
    (["two-cards", "several-faces"], ("58B2", "58B3"), ("58B1", "58B4")),
]


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize(
    "keys, rests_on, not_quoted", CASES, ids=lambda v: "/".join(v) if isinstance(v, list) else None
)
def test_the_page_quotes_only_the_58b_sub_paragraphs_the_ending_states(client, keys, rests_on, not_quoted, lang):
    says(client, SLUG, keys, lang, OPENING[lang], *(SUB[label][lang] for label in rests_on))
    never_says(client, SLUG, keys, lang, *(SUB[label][lang] for label in not_quoted))


@pytest.mark.parametrize("keys, rests_on, _", CASES, ids=lambda v: "/".join(v) if isinstance(v, list) else None)
def test_the_ending_names_its_sub_paragraphs_not_58b_whole(keys, rests_on, _):
    _, ending = BY_SLUG[SLUG].walk(keys)
    assert "58B" not in ending.laws
    assert ending.laws[: len(rests_on)] == rests_on
