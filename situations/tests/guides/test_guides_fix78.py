"""fix78: what qa80 left on the first guides (docs/legal-review.md, "fix78"): 50D1(b) on the
defender's lead out of turn rejected, and 61B2(a)'s "but see 43B2(b)" with 61B3 on declarer's
established revoke, each read in the official Turkish and the WBF English.
"""

import pytest

from situations.tests.guides.guide_pages import says
from situations.tests.table.test_table import table_url
from situations.tests.table.test_table_unnoticed import UNNOTICED
from tests.seen import seen

pytestmark = pytest.mark.django_db


def test_50d1b_following_suit_comes_before_the_penalty_card(client):
    """50D1(b), official Turkish: "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme
    zorunluluğu, bir majör cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı kart masanın
    üstünde yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır."; WBF:
    "The obligation to follow suit, or to comply with a lead or play restriction, takes precedence
    over the obligation to play a major penalty card, but the penalty card must still be left face
    up on the table and played at the next legal opportunity." The "Reject" option said only
    50D1(a)'s "at his first legal opportunity". Its end said as the paragraph's modal ("zorundadır" /
    "must"), not "kalır ... oynanır" / "stays ... to be played" (qa193)."""
    keys = ["later", "defender"]
    says(
        client,
        "lead-out-of-turn",
        keys,
        "tr",
        "Renge uyma ya da bir çıkış veya oyun kısıtlamasına uyma zorunluluğu önce gelir; kart yine de masada yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır (Yasa 50D1(b)).",
    )
    says(
        client,
        "lead-out-of-turn",
        keys,
        "en",
        "Following suit, or a lead or play restriction, comes first; the card must still be left face up on the table and played at the next legal opportunity (Law 50D1(b)).",
    )


@pytest.mark.parametrize("won", ["offender-won", "other-won"])
def test_61b3_on_declarers_established_revoke(client, won):
    """61B2(a), official Turkish: "Yer, deklarana sorabilir [ancak bkz. Yasa 43B2(b)]."; WBF: "Dummy
    may ask declarer [but see Law 43B2(b)]." 61B3, TR: "Defans oyuncuları deklarana ve (izinsiz
    bilgi doğması riskiyle beraber) birbirlerine sorabilirler."; WBF: "Defenders may ask declarer
    and one another (at the risk of creating unauthorized information)." The Ending said dummy may
    ask, and not that the defenders, the non-offending side here, may ask declarer. The "but see
    43B2(b)" reference is not written here (the lead, after the CI): with it, the revoke guide's
    document put 53C before Law 55 for "declarer led from his hand but dummy had won the trick"
    (test_guides_said.py); the not-established declarer Ending already states 43B2(b)."""
    keys = ["declarer", "established", "no-64b-case", won]
    says(
        client,
        "revoke",
        keys,
        "tr",
        "Yer, deklarana renkte kartı olup olmadığını sorabilir (Yasa 61B2(a)). Defans oyuncuları da deklarana sorabilir (Yasa 61B3).",
    )
    says(
        client,
        "revoke",
        keys,
        "en",
        "Dummy may ask declarer whether he has a card of the suit led (Law 61B2(a)). So may the defenders (Law 61B3).",
    )


@pytest.mark.parametrize(
    "lang, restored",
    [
        ("tr", "Batı fazla kartı eline geri koydu (Yasa 67B2(a))."),
        ("en", "West restored the extra card to his hand (Law 67B2(a))."),
    ],
)
def test_the_engines_words_say_the_extra_card_went_back_to_the_hand(client, lang, restored):
    """67B2(a), official Turkish: "hakem oynanmış kartları inceler ve kusurlu oyuncudan ... bütün
    fazla kartları eline geri koymasını ister"; WBF: "the Director inspects the played cards and
    requires the offender to restore to his hand all extra cards". The defective-trick guide's
    example (the engine restores ♠2) said only "played more than one card to trick 1 (the extra
    card: ♠2)", as before the restore; the table page before the restore does not say it."""
    says(client, "defective-trick", ["wrong-count", "later", "too-many"], lang, restored)
    before = seen(client.get(table_url(lang, play=UNNOTICED)).content.decode())
    assert restored not in before
