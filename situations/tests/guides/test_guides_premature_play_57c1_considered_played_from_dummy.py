"""The 57C1 Ending's second sentence says, in English too, that a card is *considered* played from
dummy only once declarer has instructed the play: a deeming, as both texts and the guide's own Turkish
have it (premature-play guide; qa231).

57C1, TR "Ancak, deklaran bir kartın oynanmasını belirtmeden (veya başka şekilde işaret etmeden), o kart
yerden oynanmış olarak kabul edilmez."; WBF "However, a card is not considered to be played from dummy
until declarer has instructed (or otherwise indicated) the play." The Turkish line says "oynanmış
sayılmaz" (is not counted as played); the English said "A card is not played from dummy until ...", a
statement of fact that a card dummy put on the trick of his own accord contradicts, where 57C1 says how
such a card counts for the exemption (57C2 being the case of dummy's own card).
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["before-partner", "declarer-both-hands"]


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "Deklaran kartı söylemeden ya da başka biçimde işaret etmeden yerden kart oynanmış sayılmaz (Yasa 57C1).",
            None,
        ),
        (
            "en",
            "A card is not considered to be played from dummy until declarer has instructed or otherwise indicated "
            "the play (Law 57C1).",
            "A card is not played from dummy until",
        ),
    ],
)
def test_57c1_deems_a_card_played_from_dummy(client, lang, said, old):
    says(client, SLUG, KEYS, lang, said)
    if old:
        never_says(client, SLUG, KEYS, lang, old)
