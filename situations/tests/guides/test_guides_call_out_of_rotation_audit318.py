"""audit318: 30B1(b)(ii) and 36B2 in the official Turkish's own verbs on the call-out-of-rotation guide.

30B1(b)(ii) (TR, official): "Yaptığı konuşma eşdeğer bir konuşma değilse (bkz. Yasa 23A), kusurlu
oyuncunun ortağı sıra kendisine ilk geldiğinde pas geçmelidir. Yasalar 16C, 26B ve 72C uygulanabilir."
WBF: "(ii.) When the call is not a comparable call (see Law 23A), offender's partner must pass when next
it is his turn to call. Laws 16C, 26B and 72C may apply." The Turkish pages and read-outs said "pas geçmek
zorundadır"; the official verb is "-malıdır" (the English "must pass" is the WBF's).

36B2 (TR, official): "Kusurlu oyuncu konuşmasını yasal bir konuşma ile değiştirmelidir, artırım devam eder
ve kusurlu oyuncunun ortağı konuşma sırası her kendine geldiğinde pas geçmek zorundadır." WBF: "the
offender must substitute a legal call, the auction continues, and the offender's partner must pass
whenever it is his turn to call." The repeated inadmissible double's read-out said "yerine yasal bir
konuşma yapmak zorundasınız".
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
OLD_30B1 = "sonraki sırasında pas geçmek zorundadır"


@pytest.mark.parametrize(
    "keys, page_line, read_line",
    [
        (
            ["not-accepted", "pass", "partner", "other"],
            "Kusurlu oyuncunun sonraki konuşması eşdeğer değilse ortağı bir sonraki sırasında pas geçmelidir"
            " (Yasa 30B1(b)(ii)).",
            "Sonraki konuşmanız eşdeğer olmadığı için ortağınız bir sonraki sırasında pas geçmelidir"
            " (Yasa 30B1(b)(ii)).",
        ),
        (
            ["right-player-called", "partner", "pass"],
            "değilse ortağı bir sonraki sırasında pas geçmelidir ve çıkış kısıtlaması olabilir"
            " (Yasa 30B1(b)(ii), 26B).",
            "değilse ortağınız bir sonraki sırasında pas geçmelidir ve çıkış kısıtlaması olabilir"
            " (Yasa 30B1(b)(ii), 26B).",
        ),
    ],
)
def test_30b1_b_ii_partner_pass_in_the_official_verb(client, keys, page_line, read_line):
    says(client, SLUG, keys, "tr", page_line)
    never_says(client, SLUG, keys, "tr", OLD_30B1)
    reads(client, SLUG, keys, "tr", read_line)
    never_reads(client, SLUG, keys, "tr", OLD_30B1)
    says(client, SLUG, keys, "en", "must pass at his next turn")


def test_36b2_substitution_in_the_official_verb_in_the_32a1_read_out(client):
    keys = ["not-accepted", "double", "rho", "rho-passed"]
    reads(
        client,
        SLUG,
        keys,
        "tr",
        "onu yasal bir konuşma ile değiştirmelisiniz ve ortağınız her sırasında pas geçmek zorundadır (Yasa 36B)",
    )
    never_reads(client, SLUG, keys, "tr", "yasal bir konuşma yapmak zorundasınız")
    reads(client, SLUG, keys, "en", "you must substitute a legal call")
