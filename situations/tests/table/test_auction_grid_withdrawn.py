"""The auction grid says what Law 16C's paragraphs say of the information from a withdrawn or
cancelled call (grid78), from the engine's `withdrawn_calls` (docs/rulings-cli.md, Additions), last
among the call's marks. 16C2, TR "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse
rakipleri tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir"; WBF "for an offending side,
information arising from its own withdrawn action and from withdrawn actions of the non-offending side
is unauthorized." Each case quotes the paragraph that says it for that call, in both texts
(rulings/tests/auction/test_auction_withdrawn_information.py quotes them whole).
"""

import pytest

from .test_auction_grid import grid, page

pytestmark = pytest.mark.django_db


def cell(client, lang: str, calls: str, column: int = 3) -> str:
    """The first row's cell in `column` (South's by default), as seen."""
    return grid(page(client, lang, dealer="N", vul="None", calls=calls))[1][0][column][1]


# 28B, TR "Yasa 26 geçerli değildir, ancak bkz. Yasa 16C2"; WBF "Law 26 does not apply, but see Law 16C2".
@pytest.mark.parametrize(
    "lang, mark",
    [
        ("tr", "bu konuşmadan gelen bilgi Kuzey-Güney için izinsizdir: Yasa 16C2)"),
        ("en", "information from this call is unauthorised for North-South: Law 16C2)"),
    ],
)
def test_28b_the_cancelled_call_is_unauthorised_for_its_side(client, lang, mark):
    assert cell(client, lang, "N:1S,S:1NT,E:pass").endswith(mark)


# 30B1(a), TR "Kusurlu oyuncunun ortağı ... herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2
# uygulanır"; WBF "Offender's partner may make any legal call at his proper turn, but Law 16C2 applies";
# South's 2♣ not judged comparable, 30B1(b)(ii) (TR "Yasalar 16C, 26B ve 72C uygulanabilir"; WBF "Laws
# 16C, 26B and 72C may apply"): nothing takes 16C2 away (23B only for a comparable call).
@pytest.mark.parametrize(
    "lang, mark",
    [
        ("tr", "bu konuşmadan gelen bilgi Kuzey-Güney için izinsizdir: Yasa 16C2)"),
        ("en", "information from this call is unauthorised for North-South: Law 16C2)"),
    ],
)
def test_30b1a_a_pass_out_of_rotation_replaced_by_a_call_not_comparable(client, lang, mark):
    assert cell(client, lang, "S:pass,N:1S,E:pass,S:2C").endswith(mark)


# 23B, TR "Bir konuşmanın (Yasa 29B uyarınca) iptal edilmesi ve kusurlu oyuncunun bu usulsüz konuşmayı,
# konuşma sırası kendisine geldiğinde eşdeğer bir konuşma ile değiştirmesi durumunda ... Yasa 16C2 bu
# durumda geçerli değildir"; WBF "When a call is cancelled (as per Law 29B) and the offender chooses at
# his proper turn to replace the irregularity with a comparable call ... Law 16C2 does not apply".
@pytest.mark.parametrize(
    "lang, mark",
    [
        ("tr", "Yasa 16C2 geçerli değildir: eşdeğer konuşma, Yasa 23B)"),
        ("en", "Law 16C2 does not apply: comparable call, Law 23B)"),
    ],
)
def test_23b_a_call_out_of_rotation_replaced_by_a_comparable_call(client, lang, mark):
    assert cell(client, lang, "S:1NT,N:1S,E:pass,S:2NT.c").endswith(mark)


# Before South's replacement the answer waits on it (31B1, TR "ancak Yasa 16C2 uygulanabilir"; WBF "but
# Law 16C2 applies"; and 23B as above): said so, not guessed.
@pytest.mark.parametrize(
    "lang, mark",
    [
        (
            "tr",
            "bu konuşmadan gelen bilgiye Yasa 16C2 uygulanıp uygulanmayacağı Güney'in yerine yapacağı "
            "konuşmaya bağlıdır: Yasa 23B)",
        ),
        ("en", "whether Law 16C2 applies to information from this call waits on South’s replacement call: Law 23B)"),
    ],
)
def test_the_mark_waits_on_the_offenders_replacement(client, lang, mark):
    assert cell(client, lang, "S:1NT,N:1S").endswith(mark)


# 31A2(b), TR "Eşdeğer bir konuşma (bkz. Yasa 23A) değilse, ... Yasalar 16C, 26B ve 72C uygulanabilir";
# WBF "When the call is not a comparable call (see Law 23A), ... Laws 16C, 26B and 72C may apply".
@pytest.mark.parametrize(
    "lang, mark",
    [
        ("tr", "Yasa 16C uygulanabilir: eşdeğer konuşma değil, Yasa 31A2(b))"),
        ("en", "Law 16C may apply: not a comparable call, Law 31A2(b))"),
    ],
)
def test_31a2b_16c_may_apply_after_a_call_not_comparable(client, lang, mark):
    assert cell(client, lang, "N:1S,S:2C,W:reject,E:2D,S:3C").endswith(mark)


# 27B1(a), TR "Yasalar 26B ve 16C uygulanmaz"; WBF "Laws 26B and 16C do not apply". 27B1(b), TR "Yasa
# 16C uygulanmaz"; WBF "Law 16C does not apply".
@pytest.mark.parametrize(
    "lang, calls, mark",
    [
        (
            "tr",
            "N:1S,E:1H,S:reject,E:2H",
            "Yasa 16C uygulanmaz: aynı türü belirten yeterli en düşük deklare, Yasa 27B1(a))",
        ),
        (
            "en",
            "N:1S,E:1H,S:reject,E:2H",
            "Law 16C does not apply: the lowest sufficient bid of the same denomination, Law 27B1(a))",
        ),
        ("tr", "N:1S,E:1H,S:reject,E:2D.c", "Yasa 16C uygulanmaz: eşdeğer konuşma, Yasa 27B1(b))"),
        ("en", "N:1S,E:1H,S:reject,E:2D.c", "Law 16C does not apply: comparable call, Law 27B1(b))"),
    ],
)
def test_27b1_an_insufficient_bid_corrected_so_that_16c_does_not_apply(client, lang, calls, mark):
    assert cell(client, lang, calls, column=2).endswith(mark)


# 27B2 and 30A say nothing of 16C: no mark.
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_no_mark_where_no_paragraph_says_it(client, lang):
    assert "16C" not in cell(client, lang, "N:1S,E:1H,S:reject,E:3C", column=2)
    assert "16C" not in cell(client, lang, "N:1S,S:pass,W:reject")


# 25B2, TR "A maddesi ile izin verilmeyen bir konuşma iptal edilir. İlk konuşma kalır"; WBF "a
# substitution not permitted by A is cancelled. The original call stands". 25B3, TR "Geri alınan ya da
# iptal edilen herhangi bir konuşma ile ilgili olarak Yasa 16C uygulanır"; WBF "Law 16C applies to any
# call withdrawn or cancelled".
@pytest.mark.parametrize(
    "lang, mark",
    [
        (
            "tr",
            "usulsüz, hakem onarır) Yasa 16C (bu konuşmadan gelen bilgi Kuzey-Güney için izinsizdir: Yasa 16C2, "
            "bu konuşmadan gelen bilgi Doğu-Batı için yasaldır: Yasa 16C1)",
        ),
        (
            "en",
            "irregular, the Director rectifies) Law 16C (information from this call is unauthorised for North-South: Law 16C2, "
            "information from this call is authorised for East-West: Law 16C1)",
        ),
    ],
)
def test_25b3_a_change_of_call_not_accepted(client, lang, mark):
    # 25B3 names 16C whole, so 16C1 too (grid79): TR "Kusursuz taraf için, geri alınmış eylemden
    # kaynaklanan tüm bilgiler, gerek kendileri, gerekse rakipleri tarafından yapmış olsun; yasaldır";
    # WBF "For a non-offending side, all information arising from a withdrawn action is authorized,
    # whether the action be its own or its opponents'".
    rows = grid(page(client, lang, dealer="N", vul="None", calls="N:1H,E:pass,S:2H,S:3H,W:reject"))[1]
    assert rows[1][3][1].endswith(mark)


# 28B, 30B1(a) and 32B1 name 16C2 only (WBF "see Law 16C2", "Law 16C2 applies"): the grid says nothing
# of 16C1 there (grid79), as far as the paragraph says.
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_16c1_is_not_marked_where_the_paragraph_names_16c2_only(client, lang):
    assert "16C1" not in cell(client, lang, "N:1S,S:1NT,E:pass")
    assert "16C1" not in cell(client, lang, "S:pass,N:1S,E:pass,S:2C")
