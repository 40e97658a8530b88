"""What Law 16C's paragraphs say of the information from a withdrawn or cancelled call (grid78): the
`auction` answer's `withdrawn_calls`, asked with `"withdrawn": true` (docs/rulings-cli.md, Additions).

16C, TR "Herhangi bir konuşma veya oyun bu yasaların hükümlerine uygun şekilde geri alınmış ise: ...
2. Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse rakipleri tarafından yapılmış
olsun – kaynaklanan tüm bilgiler izinsizdir"; WBF "When a call or play has been withdrawn as these
laws provide: ... 2. for an offending side, information arising from its own withdrawn action and from
withdrawn actions of the non-offending side is unauthorized." Each entry below is said only where a
paragraph says it for that call, and each test quotes that paragraph in both texts.
"""

from __future__ import annotations

from .auction_helpers import auction, comparable, reject


def withdrawn(calls: list) -> list[dict]:
    return auction(calls, withdrawn=True).get("withdrawn_calls", [])


def test_the_answer_holds_no_withdrawn_calls_unless_asked():
    # The answers other callers keep (the quizzes' goldens hold whole answers) stay as they were.
    assert "withdrawn_calls" not in auction(["N:1S", "S:1NT", "E:pass"])
    assert withdrawn(["N:1S", "S:1NT", "E:pass"]) != []


def test_28b_the_cancelled_call_out_of_rotation_is_unauthorised_for_the_offending_side():
    # 28B, TR "Bir konuşma, konuşma sırası kendisinde olan oyuncu tarafından, rakibin sırasız konuşması
    # için bir onarma belirlenmeden önce yapıldığında sıra olarak doğru yapılmış kabul edilir ... artırım
    # rakip o konuşmayı yapmamış gibi devam eder. Yasa 26 geçerli değildir, ancak bkz. Yasa 16C2"; WBF
    # "A call is considered to be in rotation when made by a player whose turn it was to call before
    # rectification has been assessed for a call out of rotation by an opponent ... The auction proceeds
    # as though the opponent had not called at that turn. Law 26 does not apply, but see Law 16C2."
    assert withdrawn(["N:1S", "S:1NT", "E:pass"]) == [
        {"at": 1, "seat": "S", "call": "1NT", "information": "unauthorized", "law": "16C2", "laws": ["16C2", "28B"]}
    ]


def test_29b_the_partners_call_then_the_offenders_replacement_decides():
    # 31B1, TR "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar çerçevesinde herhangi bir
    # yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanabilir"; WBF "Offender's partner may make any
    # legal call at his proper turn, but Law 16C2 applies." 23B, TR "Bir konuşmanın (Yasa 29B uyarınca)
    # iptal edilmesi ve kusurlu oyuncunun bu usulsüz konuşmayı, konuşma sırası kendisine geldiğinde
    # eşdeğer bir konuşma ile değiştirmesi durumunda ... Yasa 16C2 bu durumda geçerli değildir"; WBF
    # "When a call is cancelled (as per Law 29B) and the offender chooses at his proper turn to replace
    # the irregularity with a comparable call ... Law 16C2 does not apply". Until South's replacement
    # is made and judged, the answer waits: it does not guess.
    entry = {"at": 0, "seat": "S", "call": "1NT", "law": "16C2"}
    assert withdrawn(["S:1NT", "N:1S"]) == [{**entry, "information": "awaits_replacement", "laws": ["23B"]}]
    assert withdrawn(["S:1NT", "N:1S", "E:pass", comparable("S", "2NT")]) == [
        {**entry, "information": "not_applicable", "laws": ["23B", "31A2(a)"]}
    ]


def test_30b1a_a_pass_out_of_rotation_replaced_by_a_call_not_comparable_stays_unauthorised():
    # 30B1(a), TR "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar çerçevesinde herhangi bir
    # yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır"; WBF "Offender's partner may make any legal
    # call at his proper turn, but Law 16C2 applies." 30B1(b)(ii), TR "Yaptığı konuşma eşdeğer bir
    # konuşma değilse (bkz. Yasa 23A), kusurlu oyuncunun ortağı sıra kendisine ilk geldiğinde pas
    # geçmelidir. Yasalar 16C, 26B ve 72C uygulanabilir"; WBF "When the call is not a comparable call
    # (see Law 23A), offender's partner must pass when next it is his turn to call. Laws 16C, 26B and 72C
    # may apply." 23B takes 16C2 away only for a comparable call.
    assert withdrawn(["S:pass", "N:1S", "E:pass", "S:2C"]) == [
        {
            "at": 0,
            "seat": "S",
            "call": "pass",
            "information": "unauthorized",
            "law": "16C2",
            "laws": ["16C2", "30B1(a)", "30B1(b)(ii)"],
        }
    ]


def test_32b1_a_double_out_of_rotation_replaced_by_a_comparable_double():
    # 32B1, TR "Kusurlu oyuncunun ortağı herhangi yasal bir konuşmayı yapabilir, ancak Yasa 16C2
    # geçerlidir"; WBF "Offender's partner may make any legal call, but Law 16C2 applies." 23B as above
    # (TR "Yasa 16C2 bu durumda geçerli değildir"; WBF "Law 16C2 does not apply").
    assert withdrawn(["N:1S", "W:X", "E:pass", "S:pass", comparable("W", "X")]) == [
        {"at": 1, "seat": "W", "call": "X", "information": "not_applicable", "law": "16C2", "laws": ["23B", "32A2(a)"]}
    ]
    got = withdrawn(["N:1S", "W:X", "E:pass", "S:pass", "W:pass"])
    assert got[0]["information"] == "unauthorized"
    assert got[0]["laws"] == ["16C2", "32B1", "32A2(b)"]


def test_31a2b_a_call_not_comparable_leaves_16c_that_may_apply():
    # 31A2(b), TR "Eşdeğer bir konuşma (bkz. Yasa 23A) değilse, kusurlu oyuncunun ortağı konuşma sırası
    # kendisine ilk geldiğinde pas geçmek zorundadır Yasalar 16C, 26B ve 72C uygulanabilir"; WBF "When
    # the call is not a comparable call (see Law 23A), offender's partner must pass when next it is his
    # turn to call. Laws 16C, 26B and 72C may apply." At the right-hand opponent's turn nothing is said
    # yet (31A1: if he passes the call is repeated, "başka bir onarma yapılmaz" / "there is no
    # rectification"), nor after the repetition.
    assert withdrawn(["N:1S", "S:2C", reject("W")]) == []
    assert withdrawn(["N:1S", "S:2C", reject("W"), "E:pass", "S:2C"]) == []
    assert withdrawn(["N:1S", "S:2C", reject("W"), "E:2D"])[0]["information"] == "awaits_replacement"
    assert withdrawn(["N:1S", "S:2C", reject("W"), "E:2D", "S:3C"]) == [
        {"at": 1, "seat": "S", "call": "2C", "information": "may_apply", "law": "16C", "laws": ["31A2(b)"]}
    ]


def test_27b1_an_insufficient_bid_corrected_so_that_16c_does_not_apply():
    # 27B1(a), TR "Yetersiz deklare, geri alınan konuşma ile aynı türü(türleri) belirten yeterli en düşük
    # deklare ile düzeltilmişse, bir onarma yapılmaksızın artırma devam eder. Yasalar 26B ve 16C
    # uygulanmaz"; WBF "if the insufficient bid is corrected by the lowest sufficient bid which specifies
    # the same denomination(s) as that specified by the withdrawn call, the auction proceeds without
    # further rectification. Laws 26B and 16C do not apply". 27B1(b), TR "eğer yetersiz deklare, eşdeğer
    # bir konuşma ile değiştirilirse (bkz. Yasa 23A), bir onarma yapılmaksızın artırma devam eder. Yasa
    # 16C uygulanmaz"; WBF "if the insufficient bid is corrected with a comparable call (see Law 23A) the
    # auction proceeds without further rectification. Law 16C does not apply". 16C, not 16C2 alone.
    entry = {"at": 1, "seat": "E", "call": "1H", "law": "16C"}
    assert withdrawn(["N:1S", "E:1H", reject("S")]) == [{**entry, "information": "awaits_replacement", "laws": ["27B"]}]
    assert withdrawn(["N:1S", "E:1H", reject("S"), "E:2H"]) == [
        {**entry, "information": "not_applicable", "laws": ["27B1(a)"]}
    ]
    assert withdrawn(["N:1S", "E:1H", reject("S"), comparable("E", "2D")]) == [
        {**entry, "information": "not_applicable", "laws": ["27B1(b)"]}
    ]


def test_27b2_says_nothing_of_16c_so_no_entry():
    # 27B2, TR "Yukarıda B1 ile hükme bağlananın dışında, eğer yetersiz deklare yeterli bir deklare ile
    # ya da pas ile düzeltilmişse, kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas
    # geçmek zorundadır. Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa 72C"; WBF
    # "except as provided in B1 above, if the insufficient bid is corrected by a sufficient bid or by a
    # pass, the offender's partner must pass whenever it is his turn to call. The lead restrictions in
    # Law 26B may apply, and see Law 72C." No word of 16C: the engine says nothing (nor for 30A).
    assert withdrawn(["N:1S", "E:1H", reject("S"), "E:3C"]) == []
    assert withdrawn(["N:1S", "S:pass", reject("W")]) == []


def test_25b3_a_change_of_call_cancelled_under_25b2_is_unauthorised_for_its_side():
    # 25B2, TR "Yukarıdaki B1 maddesi dışında, A maddesi ile izin verilmeyen bir konuşma iptal edilir.
    # İlk konuşma kalır ve artırım devam eder"; WBF "Except as in B1, a substitution not permitted by A
    # is cancelled. The original call stands and the auction continues". 25B3, TR "Geri alınan ya da
    # iptal edilen herhangi bir konuşma ile ilgili olarak Yasa 16C uygulanır"; WBF "Law 16C applies to
    # any call withdrawn or cancelled". South's 3♥ (31C: a change of call) not accepted by West.
    assert withdrawn(["N:1H", "E:pass", "S:2H", "S:3H", reject("W")]) == [
        {
            "at": 3,
            "seat": "S",
            "call": "3H",
            "information": "unauthorized",
            "law": "16C2",
            "laws": ["16C2", "25B3", "25B2"],
            # 25B3 names 16C whole: 16C1 for the non-offending side (grid79), TR "Kusursuz taraf
            # için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek kendileri, gerekse
            # rakipleri tarafından yapmış olsun; yasaldır"; WBF "For a non-offending side, all
            # information arising from a withdrawn action is authorized, whether the action be its
            # own or its opponents'".
            "authorized_for": "EW",
        }
    ]
    # 25B1 (accepted: the first call withdrawn, the second stands) is left: 26A's "Law 16C does not
    # apply" may meet 25B3 there when the second call is comparable.
    assert withdrawn(["N:1H", "E:pass", "S:2H", "S:3H", "W:pass"]) == []
