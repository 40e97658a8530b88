"""The table page's and the guides' words for two of the engine's answers, held to the paragraph.

Law 23C (official Turkish): after a withdrawn call is replaced by a comparable call "[bkz. Yasalar
27B1(b), 30B1(b)(ii), 31A2(a) ve 32A2(a)] Hakem oyunun sonunda ... kusursuz tarafın zarar görmüş
olabileceğine kanaat getirirse, ayarlı skor uygulayacaktır"; WBF: "If following the substitution of a
comparable call [see Laws 27B1(b), 30B1(b)(i), 31A2(a) and 32A2(a)] the Director judges at the end
of the play that ... the non-offending side is damaged, he shall award an adjusted score". 27B1(b)
itself: "bir onarma yapılmaksızın artırma devam eder. Yasa 16C uygulanmaz, ancak bkz. aşağıdaki D"
/ "the auction proceeds without further rectification. Law 16C does not apply but see D following".

Law 64C1 (official Turkish): "hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından
yeterli derecede tazmin edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır"; WBF: "When,
after any established revoke, including those not subject to trick adjustment, the Director deems
that the non-offending side is insufficiently compensated by this Law for the damage caused, he
shall assign an adjusted score." Shall, not may.
"""

import rulings
from situations.engine_words import describe, with_revoke_status

COMPARABLE = {
    "q": "auction",
    "dealer": "N",
    "calls": ["N:1NT", "E:1NT", {"act": "reject", "seat": "S"}, {"seat": "E", "call": "X", "comparable": True}],
}
# A revoke quiz's play to the end (quizzes: revoke, seed range 1-300): the revoke won tricks the
# transfer does not give back, so the engine cites 64C.
REVOKE_64C = {
    "q": "result",
    "deal": "N:J963.Q76.832.AJ6 AT.T3.KJ54.T9542 Q7.AKJ9.AQT96.K7 K8542.8542.7.Q83",
    "contract": "3NT",
    "declarer": "S",
    "vul": False,
    "play": [
        *(
            [
                "W:S4",
                "N:S3",
                "E:ST",
                "S:SQ",
                "S:DA",
                "W:D7",
                "N:D2",
                "E:D4",
                "S:HA",
                "W:H2",
                "N:H6",
                "E:H3",
                "S:HK",
                "W:H4",
                "N:H7",
                "E:HT",
                "S:CK",
                "W:C3",
            ]
        ),
        *(
            [
                "N:C6",
                "E:C2",
                "S:HJ",
                "W:H5",
                "N:HQ",
                "E:C4",
                "N:CA",
                "E:C5",
                "S:C7",
                "W:C8",
                "N:S6",
                "E:SA",
                "S:S7",
                "W:S2",
                "E:DK",
                "S:D6",
                "W:S5",
            ]
        ),
        *(
            [
                "N:S9",
                "E:C9",
                "S:D9",
                "W:CQ",
                "N:CJ",
                "W:SK",
                "N:SJ",
                "E:D5",
                "S:DT",
                "W:H8",
                "N:D3",
                "E:CT",
                "S:H9",
                "S:DQ",
                "W:S8",
                "N:D8",
                "E:DJ",
            ]
        ),
    ],
}


def test_a_comparable_call_is_no_further_rectification_but_23c_may_still_adjust():
    answer = rulings.answer(COMPARABLE)
    assert "23A" in answer["laws"]
    en, tr = describe(answer, COMPARABLE, "en"), describe(answer, COMPARABLE, "tr")
    said_en = next(s for s in en if "comparable (Law 23A)" in s)
    said_tr = next(s for s in tr if "eşdeğer saydı (Yasa 23A)" in s)
    # 23C's condition and outcome, not "see Law 23C" (qa195): TR "ayarlı skor uygulayacaktır";
    # WBF "he shall award an adjusted score".
    assert "no further rectification" in said_en and "shall award an adjusted score (Law 23C)" in said_en
    assert "başka yaptırım yok" in said_tr and "ayarlı skor uygulayacaktır (Yasa 23C)" in said_tr


def test_an_insufficiently_compensated_revoke_gets_an_adjusted_score_not_maybe():
    answer = rulings.answer(with_revoke_status(REVOKE_64C))
    assert "64C" in answer["laws"]
    said_en = next(s for s in describe(answer, REVOKE_64C, "en") if "(Law 64C)" in s)
    said_tr = next(s for s in describe(answer, REVOKE_64C, "tr") if "(Yasa 64C)" in s)
    assert "he shall assign an adjusted score" in said_en and " may " not in said_en
    assert "ayarlı skor atayacaktır" in said_tr and "düzeltebilir" not in said_tr


def test_the_64c_line_says_64c1_s_own_words():
    """Session 63: 64C1's condition in the official text's words ("kusursuz tarafın maruz kaldığı
    zararın ... yeterli derecede tazmin edilmediğine kanaat getirdiğinde"), where the line said
    "zararının yeterince telafi edilmediğine", as three guides said it three other ways."""
    answer = rulings.answer(with_revoke_status(REVOKE_64C))
    said_tr = next(s for s in describe(answer, REVOKE_64C, "tr") if "(Yasa 64C)" in s)
    assert "kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse" in said_tr
    assert "telafi" not in said_tr
