"""The read-out of "several cards visible" (premature-play guide, Law 58B) gives the change of card
to the offender's opponent, as the paragraph does. 58B3, TR "Kusurlu oyuncu görünen bir kartını geri
aldıktan sonra, bu kart üzerine daha sonra oynamış olan rakip kendi kartını geri alabilir ve bir
onarma olmaksızın değiştirebilir. (Ancak bkz. Yasa 16C.)"; WBF "After an offending player withdraws a
visible card, an opponent who subsequently played to that trick may withdraw his play and substitute
another card without further rectification (but see Law 16C)." Before, the read-out said "if you
played to this trick after him", which the offender's partner, who may also have played after him,
could take as his."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
KEYS = ["two-cards", "several-faces"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "Rakibiyseniz ve bu löveye ondan sonra oynadıysanız iki seçeneğiniz var",
            "Bu löveye ondan sonra oynadıysanız iki seçeneğiniz var",
        ),
        (
            "en",
            "If you are his opponent and played to this trick after him, you have two options",
            "If you played to this trick after him, you have two options",
        ),
    ],
)
def test_the_change_of_card_is_read_to_the_offenders_opponent(client, lang, phrase, old):
    guide_pages.reads(client, "premature-play", KEYS, lang, phrase)
    guide_pages.never_reads(client, "premature-play", KEYS, lang, old)
