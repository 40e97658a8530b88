"""The read-out of the card-played-on-misinformation guide's "an opponent told me it was my turn"
Ending says the whole of 47E1's last sentence: the left-hand opponent may not accept the lead or
play, *and Law 63A1 does not apply*. The page's `now` said both halves; the read-out, what the
Director reads to the table and shown alone at its own address, said only the first, so a side
with a revoke in the trick before heard nothing of the lead not establishing it under 63A1.

47E1 (TR, official): "... Bu durumda yapılan bir çıkış veya oyun, soldaki rakip tarafından kabul
edilemez ve Yasa 63A1geçerli değildir."
47E1 (WBF): "... A lead or play may not be accepted by his LHO in these circumstances and Law 63A1
does not apply."
63A1 (TR): "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında (bu tür
her oyun yasal olsun veya olmasın, rönonsu resmileştirir)."; (WBF): "when the offender or his partner
leads or plays to the following trick (any such play, legal or illegal, establishes the revoke)."
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads, says

pytestmark = pytest.mark.django_db
SLUG = "card-played-on-misinformation"
KEYS = ["told-my-turn", "opponent"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "Solunuzdaki rakip bu çıkışı ya da oyunu kabul edemez ve Yasa 63A1 geçerli değildir.",
            "Solunuzdaki rakip bu çıkışı ya da oyunu kabul edemez.",
        ),
        (
            "en",
            "Your left-hand opponent may not accept this lead or play, and Law 63A1 does not apply.",
            "Your left-hand opponent may not accept this lead or play.",
        ),
    ],
)
def test_the_read_out_says_63a1_does_not_apply(client, lang, phrase, old):
    reads(client, SLUG, KEYS, lang, phrase)
    never_reads(client, SLUG, KEYS, lang, old)


@pytest.mark.parametrize(
    "lang, phrase",
    [
        ("tr", "ve Yasa 63A1 geçerli değildir (Yasa 47E1)"),
        ("en", "and Law 63A1 does not apply (Law 47E1)"),
    ],
)
def test_the_page_says_it_too(client, lang, phrase):
    says(client, SLUG, KEYS, lang, phrase)
