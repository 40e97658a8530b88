"""The dummy's-rights guide's Ending where declarer or a defender drew attention to an irregularity:
its read-out keeps 9A2's condition, as its page does.

9A2 (TR): "Yasa ile yasaklanmış olmadıkça, deklaran veya herhangi bir defans oyuncusu, oyun süreci içinde
oluşan bir usulsüzlüğe dikkat çekebilir." (WBF): "Unless prohibited by Law, declarer or either defender
may draw attention to an irregularity that occurs during the play period."

The read-out said "bu yasaldır" / "as the Laws allow" with no condition: the page says "Yasa ile
yasaklanmış olmadıkça" / "Unless the Laws prohibit it" (test_guides_audit16c.py), the Director reads the
read-out aloud."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
KEYS = ["irregularity", "declarer-or-defender"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        ("tr", "yasa ile yasaklanmış olmadıkça buna dikkat çekebilirler (Yasa 9A2)", "bu yasaldır (Yasa 9A2)"),
        ("en", "which, unless prohibited by Law, they may do (Law 9A2)", "as the Laws allow (Law 9A2)"),
    ],
)
def test_the_read_out_keeps_unless_prohibited_by_law(client, lang, new, old):
    reads(client, SLUG, KEYS, lang, new)
    never_reads(client, SLUG, KEYS, lang, old)
