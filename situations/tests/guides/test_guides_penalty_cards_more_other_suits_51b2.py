"""The penalty-cards-more guide's options to require or forbid a suit of several (51B2(a), 51B2(b))
say what the defender may play to the trick and what becomes of his penalty cards of the other
suits, as the engine rules it (rulings/tests/play/test_penalty_card_prohibitions.py,
test_51b2b_any_legal_play_leaves_his_penalty_cards_of_the_other_suits_to_be_played; session 85,
law187).

51B1(a), to which 51B2(a) sends: TR "defans oyuncusu o löveye herhangi bir yasal kartı oynayabilir";
WBF "the defender may make any legal play to the trick". 51B2(b): TR "defans oyuncusu deklaranın
yasakladığı her renkteki bütün cezalı kartlarını eline geri koyar ve löveye herhangi bir yasal kartı
oynayabilir"; WBF "the defender then picks up every penalty card in every suit prohibited by declarer
and makes any legal play to the trick". 50D1(a): TR "bir majör cezalı kart ... ilk yasal fırsatta
oynanmak zorundadır"; WBF "A major penalty card must be played at the first legal opportunity". The
WBF Laws Committee: "This Law defines what to do with two [or more] penalty cards but the relevant
parts of Law 50 still apply" (minutes 2000-01-12 #7, EBU White Book 2004, 51.1). Before, the two
options said only that the cards of the suits chosen are picked up (qa178 left the words out until
the engine's reading was settled)."""

import re

import pytest
from django.utils.html import escape

from situations.tests.guides.guide_pages import page

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"
KEYS = ["two-or-more", "partner-to-lead", "several-suits"]

SAID = {
    ("tr", "Bir rengi istemek"): "o renkteki cezalı kartlar ele geri konur ve sahibi löveye herhangi bir yasal "
    "kartı oynayabilir (Yasa 51B2(a), 51B1(a)); diğer renklerdeki cezalı kartları masada kalır ve ilk yasal "
    "fırsatta oynanmak zorundadır (Yasa 50D1(a)).",
    ("en", "Require one of the suits"): "the penalty cards of that suit are picked up and their owner may make any "
    "legal play to the trick (Laws 51B2(a), 51B1(a)); his penalty cards of the other suits stay on the table and "
    "must be played at the first legal opportunity (Law 50D1(a)).",
    ("tr", "Renkleri yasaklamak"): "yasaklanan her renkteki bütün cezalı kartlar ele geri konur ve sahibi löveye "
    "herhangi bir yasal kartı oynayabilir; yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder (Yasa "
    "51B2(b)); diğer renklerdeki cezalı kartları masada kalır ve ilk yasal fırsatta oynanmak zorundadır (Yasa "
    "50D1(a)).",
    ("en", "Forbid one or more suits"): "every penalty card in every forbidden suit is picked up and their owner may "
    "make any legal play to the trick; the prohibition continues until the offender's partner loses the lead (Law 51B2(b)); "
    "his penalty cards of the other suits stay on the table and must be played at the first legal opportunity "
    "(Law 50D1(a)).",
}


@pytest.mark.parametrize("lang, name", list(SAID), ids=[f"{lang}-{name}" for lang, name in SAID])
def test_the_several_suits_options_leave_the_other_suits_penalty_cards_to_50d1a(client, lang, name):
    html = page(client, SLUG, KEYS, lang)
    block = next(b for b in html.split('<div class="option">')[1:] if f"<h3>{escape(name)}</h3>" in b)
    text = " ".join(re.sub(r"<[^>]+>", " ", block).split())
    assert escape(SAID[lang, name]) in text or SAID[lang, name] in text
