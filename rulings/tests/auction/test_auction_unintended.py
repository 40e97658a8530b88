"""Law 25A: a call the player did not intend, replaced by the call he intended, marked
`"intended": true` (the Director's judgement that 25A2's conditions are met)."""

from __future__ import annotations

from rulings.tests.auction.auction_helpers import auction, error


def intended(seat: str, call: str) -> dict:
    return {"seat": seat, "call": call, "intended": True}


def test_25a1_the_intended_call_stands_without_rectification():
    """25A1 (WBF): "If a player discovers that he has not made the call he intended to make, he
    may, until his partner makes a call, substitute the call he intended for the unintended call.
    The second (intended) call stands and is subject to the appropriate Law, but the lead
    restrictions in Law 26 do not apply." Turkish: "Bir oyuncu, yapmayı düşündüğü konuşmadan
    farklı bir konuşma yapmış olduğunu fark ederse; bu konuşmasını, ortağının henüz konuşmamış
    olması kaydıyla, aslında yapmak istediği konuşma ile değiştirebilir. İkinci yapılan (istemli)
    konuşması geçerli kalır ve uygun olan Yasaya tabidir, ancak Yasa 26’da belirtilen atak
    kısıtlamaları geçerli değildir."

    Before, every change of call was a 25B decision for the left-hand opponent."""
    got = auction(["N:1H", "E:pass", "S:2H", intended("S", "2S")])
    assert got["decision"] is None and got["turn"] == "W"
    assert "2NT" in got["legal"] and "2S" not in got["legal"]
    assert got["laws"][0] == "25A1" and "25B1" not in got["laws"]
    # East's slip (1H for 2H) over North's 1S: the intended 2H stands, no 27, no 26B.
    got = auction(["N:1S", "E:1H", intended("E", "2H"), "S:pass", "W:pass", "N:pass"])
    assert got["contract"] == "2H" and got["declarer"] == "E"
    assert got["lead_restriction"] is None and "27B" not in got["laws"] and "25A1" in got["laws"]


def test_25a1_the_intended_call_is_subject_to_the_appropriate_law():
    """25A1: "subject to the appropriate Law" (TR "uygun olan Yasaya tabidir"): an intended bid
    that is insufficient is Law 27's, the left-hand opponent's choice (27A1)."""
    got = auction(["N:1S", "E:1H", intended("E", "1S")])
    assert got["decision"] == {"by": "S", "options": ["accept", "reject"]}
    assert "27A1" in got["laws"] and "25A1" in got["laws"]
    # The Additions: 25A1 is ruled first, and `laws` gives the latest ruling first, so it comes
    # after the paragraphs the intended call meets.
    assert got["laws"].index("27A1") < got["laws"].index("25A1")


def test_25a4_no_substitution_once_partner_has_called():
    """25A4 (WBF): "No substitution of call may be made when his partner has made a subsequent
    call." Turkish: "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez."
    (25A1: TR "ortağının henüz konuşmamış olması kaydıyla", WBF "until his partner makes a
    call".)"""
    message = error(["N:1H", "E:pass", "S:2H", "W:pass", "N:pass", intended("S", "2S")])
    assert message.startswith("calls[5]: N has called since S's last call") and "25A4" in message


def test_25a6_a_call_over_the_unintended_one_is_the_left_hand_opponents_to_withdraw():
    """25A6 (WBF): "If a substitution is allowed the LHO may withdraw any call he made over the
    first call." Turkish: "Eğer bir değişiklik yapılmasına izin verilirse, soldaki oyuncu ilk
    konuşmanın üzerine yapmış olduğu herhangi bir konuşmasını geri alabilir." His choice is not in
    the record: the error says so and how to write it."""
    message = error(["N:1H", "E:pass", "S:2H", "W:pass", intended("S", "2S")])
    assert "25A6" in message and message.startswith("calls[4]: W has called over S's")
    got = auction(["N:1H", "E:pass", "S:2H", intended("S", "2S"), "W:pass"])
    assert got["turn"] == "N" and got["decision"] is None


def test_25a_a_player_with_no_call_has_nothing_to_replace():
    """25A1 replaces "the unintended call" (TR "bu konuşmasını ... değiştirebilir"): a player who
    has made no call has none to replace."""
    message = error(["N:1H", intended("E", "1S")])
    assert "E has made no call" in message and "25A1" in message


def test_the_three_25a_refusals_say_their_problem_as_data():
    """table74: the auction page says them in its language (situations/engine_errors.py): 25A1 (no
    call to replace), 25A4 (TR "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma
    değiştirilemez"; WBF "No substitution of call may be made when his partner has made a subsequent
    call"), 25A6 (TR "soldaki oyuncu ilk konuşmanın üzerine yapmış olduğu herhangi bir konuşmasını geri
    alabilir"; WBF "the LHO may withdraw any call he made over the first call")."""
    from rulings import Refusal, answer

    def refused(calls: list):
        got = answer({"q": "auction", "dealer": "N", "calls": calls})
        assert isinstance(got, Refusal), got
        return got.refused.problem, dict(got.refused.values)

    assert refused(["N:1H", intended("E", "2S")]) == ("no_unintended_call", {"seat": "E", "index": 1})
    assert refused(["N:1H", "E:pass", "S:2H", "W:pass", "N:pass", intended("S", "2S")]) == (
        "partner_called_since",
        {"seat": "S", "by": "N", "index": 5},
    )
    assert refused(["N:1H", "E:pass", "S:2H", "W:pass", intended("S", "2S")]) == (
        "called_over_unintended",
        {"seat": "S", "by": "W", "index": 4},
    )
