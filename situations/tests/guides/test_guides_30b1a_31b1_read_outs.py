"""The read-outs of the not-accepted partner's-turn Endings say 30B1(a)'s and 31B1's "within the
rules" in English too, as the Turkish read-outs and every `now` do (docs/legal-review.md, qa136's
"Left" and qa141).

30B1(a), official Turkish: "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar çerçevesinde
herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır."; WBF "Offender's partner may make
any legal call at his proper turn, but Law 16C2 applies."
31B1, official Turkish: "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar çerçevesinde
herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanabilir."; WBF "Offender's partner may
make any legal call at his proper turn, but Law 16C2 applies."

"Any sufficient call" alone is wider than either text: the Turkish bounds it by "kurallar
çerçevesinde" (within the rules), the WBF by "legal". The read-out keeps within test_read_out's 90
words.
"""

import pytest

from situations.content import call_out_of_rotation as guide

ENDINGS = {
    "PASS_PARTNER_COMPARABLE": "30B1(a)",
    "PASS_PARTNER_OTHER": "30B1(a)",
    "BID_PARTNER_COMPARABLE": "31B1",
    "BID_PARTNER_OTHER": "31B1",
}


@pytest.mark.parametrize("name", ENDINGS)
def test_the_read_out_bounds_the_partner_s_sufficient_call_by_the_rules(name):
    label = ENDINGS[name]
    ending = getattr(guide, name)
    en = [line.en for line in ending.script if f"(Law {label})" in line.en]
    tr = [line.tr for line in ending.script if f"(Yasa {label})" in line.tr]
    assert len(en) == 1 and len(tr) == 1, name
    assert f"may make any sufficient call at his turn, within the rules (Law {label})" in en[0] or (
        f"may make any sufficient call, within the rules (Law {label})" in en[0]
    ), en[0]
    assert f"kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir (Yasa {label})" in tr[0], tr[0]
    for lang in ("en", "tr"):
        words = " ".join(getattr(line, lang) for line in ending.script).split()
        assert len(words) <= 90, (name, lang, len(words))
