"""The read-out of the call-out-of-rotation guide's "a double at the right-hand opponent's turn; he
passed" Ending gives 32A1's "no rectification" its condition, as the repeated bid's now gives 31A1's
(qa170).

32A1 (TR): "Kusurlu oyuncunun sağındaki rakip pas geçerse, kusurlu oyuncu sırasız kontr veya sürkontrunu
tekrar etmek zorundadır ve kontr veya sürkontrun kabulü olanaksız değilse başka bir onarma uygulanmaz,
aksi takdirde Yasa 36 uygulanır" (WBF: "If offender's RHO passes, offender must repeat his
out-of-rotation double or redouble and there is no rectification unless the double or redouble is
inadmissible, in which case Law 36 applies.")

The read-out said "you must repeat your double (or redouble), without rectification (Law 32A1)" /
"başka yaptırım yoktur (Yasa 32A1)" unconditionally, and then 36B's rectifications for the inadmissible
double: read aloud, the two said the reverse of each other.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
KEYS = ["not-accepted", "double", "rho", "rho-passed"]


@pytest.mark.parametrize(
    "lang, now, old",
    [
        (
            "tr",
            "tekrarlamak zorundasınız; kabulü olanaksız değilse başka yaptırım yoktur (Yasa 32A1)",
            "tekrarlamak zorundasınız; başka yaptırım yoktur",
        ),
        (
            "en",
            "you must repeat your double (or redouble), without rectification if admissible (Law 32A1)",
            "redouble), without rectification (Law 32A1)",
        ),
    ],
)
def test_the_read_out_says_no_rectification_only_for_an_admissible_double(client, lang, now, old):
    reads(client, SLUG, KEYS, lang, now)
    never_reads(client, SLUG, KEYS, lang, old)
