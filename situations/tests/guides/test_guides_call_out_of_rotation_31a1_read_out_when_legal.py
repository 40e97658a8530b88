"""The read-out of the call-out-of-rotation guide's "a bid at the right-hand opponent's turn; he
passed" Ending gives 31A1's "no rectification" its condition, "when that call is legal" (qa170).

31A1 (TR): "Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır ve bu
konuşma yasal ise başka bir onarma yapılmaz." (WBF: "If that opponent passes, offender must repeat the
call out of rotation, and when that call is legal there is no rectification.")

The read-out said "you must repeat your bid, and there is no other rectification (Law 31A1)" and then
"If your bid is insufficient, your left-hand opponent may accept it, or else you correct it" (27A1,
27B): a correction under 27B is a rectification (27B2, 27B3: partner must pass, 26B's lead
restrictions), so the first sentence, read aloud without its condition, said the reverse of the next.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
KEYS = ["not-accepted", "bid", "rho", "rho-passed"]


@pytest.mark.parametrize(
    "lang, now, old",
    [
        (
            "tr",
            "deklarenizi tekrarlamak zorundasınız; deklareniz yasalsa başka yaptırım yoktur (Yasa 31A1)",
            "tekrarlamak zorundasınız; başka yaptırım yoktur",
        ),
        (
            "en",
            "you must repeat your bid, and if it is legal there is no other rectification (Law 31A1)",
            "repeat your bid, and there is no other rectification",
        ),
    ],
)
def test_the_read_out_says_no_rectification_only_for_a_legal_repeated_bid(client, lang, now, old):
    reads(client, SLUG, KEYS, lang, now)
    never_reads(client, SLUG, KEYS, lang, old)
