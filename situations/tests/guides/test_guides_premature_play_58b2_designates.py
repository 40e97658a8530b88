"""The several-faces Ending says 58B2's verb: the offending player *designates* the card he proposes to
play, as the defective-trick guide has said it since qa88 and the engine's own words say it
(situations/engine_words.py, "choose_card") (premature-play guide; qa231).

58B2, TR "Eğer birden fazla kart görünmüşse, kusurlu oyuncu oynamak istediği kartı belirtir; bu bir
defans oyuncusuysa, görünen diğer her kart cezalı karta dönüşür (bkz. Yasa 50)."; WBF "If the face of
more than one card is visible, the offending player designates the card he proposes to play; when he is
a defender, each other card exposed becomes a penalty card (see Law 50)." The line gave the paragraph's
words with "söyler" / "names" for "belirtir" / "designates" (a designation need not be spoken: 45C4(a),
TR "Bir oyuncunun, sözle veya başka herhangi bir biçimde belirttiği kart oynamak zorundadır"; WBF "A
card is played if a player names or otherwise designates it as the card he proposes to play").
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["two-cards", "several-faces"]


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "Birden çok kartın yüzü göründüyse kusurlu oyuncu oynamak istediği kartı belirtir (Yasa 58B2).",
            "oynamak istediği kartı söyler",
        ),
        (
            "en",
            "If the faces of more than one card were visible, the offender designates the card he proposes to play "
            "(Law 58B2).",
            "names the card he proposes to play",
        ),
    ],
)
def test_58b2_the_offender_designates_the_card(client, lang, said, old):
    says(client, SLUG, KEYS, lang, said)
    never_says(client, SLUG, KEYS, lang, old)
