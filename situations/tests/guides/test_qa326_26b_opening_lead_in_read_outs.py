"""qa326: 26B's opening lead in the insufficient-bid and inadmissible-call read-outs, as qa309 put it in the
call-out-of-rotation ones (test_qa309_26b_opening_lead_in_read_outs.py).

26B, official Turkish (fixtures/laws_tr.txt): "... deklaran, kusurlu oyuncunun ortağının ilk oynaması
sırasında (atak dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış
herhangi bir rengi oynamasını yasaklayabilir."
WBF: "... declarer may, at the offender's partner's first turn to lead (which may be the opening lead),
prohibit offender's partner from leading any (one) suit which has not been specified in the legal auction
by the offender."

The paragraphs these read-outs state send to 26B: 27B2 (TR "Yasa 26B ile öngörülen çıkış kısıtlamaları
uygulanabilir"; WBF "The lead restrictions in Law 26B may apply"), 36B3 and 36B4 (TR "Yasa 26B'deki çıkış
kısıtlamaları uygulanabilir"; WBF "The lead restrictions in Law 26B may apply"), 37B2 (the same), 38D (TR
"Yasa 72C uygulanabilir ve Yasa 26B'deki çıkış kısıtlamaları uygulanabilir"; WBF "Law 72C may apply and
the lead restrictions in Law 26B may apply") and 39C (TR "Yasa 26B'deki çıkış kısıtlamaları
uygulanabilir"; WBF "then the lead restrictions in Law 26B may apply"). 27D, 36A, 37A and 39B send to none
(36A, 37A: "do not apply"). The Turkish read-outs said "(atak dahil)"; the English ones "at (his)
partner's first turn to lead" with nothing of the opening lead. The English now says "(the opening lead
included)", the words of each guide's own page line (LEAD_BAN, LEAD_BAN_39C, LEAD_BANNED's `now`) and
two fewer than the WBF's parenthesis, within the 90 words of test_read_out.py."""

import pytest

from situations.tests.guides.guide_pages import reads

pytestmark = pytest.mark.django_db

CASES = [
    (
        "insufficient-bid",
        ["not-accepted", "other", "offender-defends"],
        "Deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) iki seçeneğiniz var.",
        "Declarer, at the offender's partner's first turn to lead (the opening lead included), you have two options.",
    ),
    (
        "inadmissible-call",
        ["after-final-pass", "defender-call", "not-yet"],
        "Deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) iki seçeneğiniz var.",
        "Declarer, at the offender's partner's first turn to lead (the opening lead included), you have two options.",
    ),
    (
        "inadmissible-call",
        ["must-pass", "not-yet"],
        "Kusurlu oyuncu defans oyuncusu olursa deklaranın, ortağının ilk oynaması sırasında (atak dahil) iki seçeneği olur (Yasa 26B).",
        "If the offender defends, declarer has, at his partner's first turn to lead (the opening lead included), two options (Law 26B).",
    ),
    (
        "inadmissible-call",
        ["above-seven", "not-yet"],
        "Kusurlu oyuncu defans oyuncusu olursa deklaranın, ortağının ilk oynaması sırasında (atak dahil) iki seçeneği olur (Yasa 26B).",
        "If the offender defends, declarer has, at his partner's first turn to lead (the opening lead included), two options (Law 26B).",
    ),
    (
        "inadmissible-call",
        ["double", "in-turn"],
        "defansta kalırsanız deklaranın, ortağınızın ilk oynaması sırasında (atak dahil) iki seçeneği olur (Yasa 26B).",
        "and you defend, declarer has, at partner's first turn to lead (the opening lead included), two options (Law 26B).",
    ),
    (
        "inadmissible-call",
        ["double", "out-of-turn"],
        "defansta kalırsanız deklaranın, ortağınızın ilk oynaması sırasında (atak dahil) iki seçeneği olur (Yasa 26B).",
        "and you defend, declarer has, at partner's first turn to lead (the opening lead included), two options (Law 26B).",
    ),
]


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("slug, keys, tr, en", CASES, ids=[f"{c[0]}/{'/'.join(c[1])}" for c in CASES])
def test_the_read_out_says_the_first_lead_may_be_the_opening_lead(client, slug, keys, tr, en, lang):
    reads(client, slug, keys, lang, tr if lang == "tr" else en)
