"""The call-out-of-rotation guide's pages for a call repeated after the right-hand opponent passed
say 31A1's and 32A1's exception in the sentence that says "no other rectification", as the
read-outs do since qa170 (test_guides_call_out_of_rotation_31a1_read_out_when_legal.py, ..._32a1_...).
The pages said "there is no other rectification (Law 31A1)" / "(Law 32A1)" unconditionally and gave
the exception (an insufficient or inadmissible repeated call, Laws 27 and 36) only in the next
sentence, which then read as the reverse of the first.

31A1, TR "Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır ve bu
konuşma yasal ise başka bir onarma yapılmaz."; WBF "If that opponent passes, offender must repeat the
call out of rotation, and when that call is legal there is no rectification."
32A1, TR "Kusurlu oyuncunun sağındaki rakip pas geçerse, kusurlu oyuncu sırasız kontr veya
sürkontrunu tekrar etmek zorundadır ve kontr veya sürkontrun kabulü olanaksız değilse başka bir
onarma uygulanmaz, aksi takdirde Yasa 36 uygulanır"; WBF "If offender's RHO passes, offender must
repeat his out-of-rotation double or redouble and there is no rectification unless the double or
redouble is inadmissible, in which case Law 36 applies."
(31A2 and 32A2, the right-hand opponent bidding, doubling or redoubling, are other Endings: their
"no further rectification" for a comparable call, 31A2(a)/32A2(a), has no exception to say.)
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
BID = ["not-accepted", "bid", "rho", "rho-passed"]
DOUBLE = ["not-accepted", "double", "rho", "rho-passed"]


@pytest.mark.parametrize(
    "keys, lang, now, old",
    [
        (
            BID,
            "tr",
            "deklaresini tekrarlamak zorundadır; deklare yasalsa başka yaptırım yoktur (Yasa 31A1).",
            "deklaresini tekrarlamak zorundadır; başka yaptırım yoktur",
        ),
        (
            BID,
            "en",
            "the offender must repeat his bid, and if it is legal there is no other rectification (Law 31A1).",
            "must repeat his bid, and there is no other rectification",
        ),
        (
            DOUBLE,
            "tr",
            "tekrarlamak zorundadır; kabulü olanaksız değilse başka yaptırım yoktur (Yasa 32A1).",
            "(ya da sürkontrunu) tekrarlamak zorundadır; başka yaptırım yoktur",
        ),
        (
            DOUBLE,
            "en",
            "must repeat his double (or redouble), and unless it is inadmissible there is no other rectification (Law 32A1).",
            "(or redouble), and there is no other rectification",
        ),
    ],
    ids=["31a1-tr", "31a1-en", "32a1-tr", "32a1-en"],
)
def test_no_other_rectification_carries_its_exception(client, keys, lang, now, old):
    says(client, SLUG, keys, lang, now)
    never_says(client, SLUG, keys, lang, old)
