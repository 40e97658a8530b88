"""The `auction` answer's `ruled_calls` (docs/rulings-cli.md, Additions, table74): the calls of the
record the engine ruled on where no event of the record says it, so that a page can mark them
without replaying every start of the record."""

from __future__ import annotations

from rulings.tests.auction.auction_helpers import accept, auction, reject


def test_27a1_an_insufficient_bid_accepted_by_the_lhos_call():
    """27A1, TR "Herhangi bir yetersiz deklare, kusurlu oyuncunun solundaki rakibinin isteği ile kabul
    edilebilir (yasal olarak işlem görebilir). Bu oyuncu konuşursa deklare kabul edilmiş olur"; WBF
    "Any insufficient bid may be accepted (treated as legal) at the option of offender's LHO. It is
    accepted if that player calls." """
    got = auction(["N:1S", "E:1H", "S:2S", "W:pass"])
    assert got["ruled_calls"] == [
        {"at": 1, "seat": "E", "call": "1H", "ruling": "accepted", "laws": ["27A1"], "by": "S"}
    ]
    # Accepted by his `accept`: the record says it, and `ruled_calls` is not given.
    assert "ruled_calls" not in auction(["N:1S", "E:1H", accept("S"), "S:2S"])
    assert "ruled_calls" not in auction(["N:1S", "E:1H", reject("S"), "E:2H"])
    # Not chosen yet: nothing ruled.
    assert "ruled_calls" not in auction(["N:1S", "E:1H"])


def test_29a_a_call_out_of_rotation_accepted_by_the_lhos_call():
    """29A, TR "Sırasız bir konuşmayı takiben, kusurlu oyuncunun solundaki rakip konuşma yapmayı
    seçebilir, böylece onarma hakkını yitirir"; WBF "Following a call out of rotation offender's LHO
    may elect to call thereby forfeiting the right to any rectification." """
    got = auction(["N:1S", "S:1NT", "W:pass"])
    assert got["ruled_calls"] == [
        {"at": 1, "seat": "S", "call": "1NT", "ruling": "accepted", "laws": ["29A"], "by": "W"}
    ]


def test_28b_a_call_out_of_rotation_cancelled_by_the_correct_players_call_is_not_accepted():
    """28B, TR "bu şekilde yapılan konuşma sıra dışı konuşmanın onarılması hakkının yitirilmesine sebep
    olur ve artırım rakip o konuşmayı yapmamış gibi devam eder"; WBF "Making such a call forfeits the
    right to rectification for the call out of rotation. The auction proceeds as though the opponent
    had not called at that turn." East, whose turn it was, calls: no acceptance."""
    assert "ruled_calls" not in auction(["N:1S", "S:1NT", "E:pass"])


def test_25b1_a_change_of_call_accepted_by_the_lhos_call():
    """25B1, TR "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın solundaki
    rakip tarafından kabul edilebilir (soldaki rakibin isteyerek konuşma yapması halinde otomatikman
    kabul edilmiş hale gelir)"; WBF "A substituted call not permitted by A may be accepted by the
    offender's LHO. (It is accepted if LHO calls intentionally over it.)" """
    got = auction(["N:1H", "E:pass", "S:2H", "S:2S", "W:pass"])
    assert got["ruled_calls"] == [
        {"at": 3, "seat": "S", "call": "2S", "ruling": "accepted", "laws": ["25B1"], "by": "W"}
    ]


OVER = ["N:1S", "E:pass", "S:2S", "W:pass", "N:pass", "E:pass"]


def test_39a_a_call_after_the_final_pass_is_cancelled():
    """39A, TR "Artırımın sonuncu pasından sonra yapılan konuşmalar iptal edilir"; WBF "All calls after
    the final pass of the auction are cancelled." 39B, TR "Eğer kusurlu oyuncunun solundaki rakip
    onarmadan önce bir konuşma yaparsa veya bu bir defans oyuncusunun pası veya gelecekteki deklaranın
    veya yerin bir konuşması ise, yaptırım uygulanmaz"; WBF "If offender's LHO calls before
    rectification, or if the infraction is a pass by a defender or any call by the future declarer or
    dummy, then there is no further rectification." """
    assert auction([*OVER, "S:3S"])["ruled_calls"] == [
        {"at": 6, "seat": "S", "call": "3S", "ruling": "cancelled", "laws": ["39A", "39B"]}
    ]
    assert auction([*OVER, "W:pass"])["ruled_calls"] == [
        {"at": 6, "seat": "W", "call": "pass", "ruling": "cancelled", "laws": ["39A", "39B"]}
    ]
    # A passed-out auction has no declarer or defender: 39A alone.
    assert auction(["N:pass", "E:pass", "S:pass", "W:pass", "N:1S"])["ruled_calls"] == [
        {"at": 4, "seat": "N", "call": "1S", "ruling": "cancelled", "laws": ["39A"]}
    ]


def test_39c_a_defenders_bid_after_the_final_pass_and_the_lhos_call_over_it():
    """39C, TR "Eğer kusurlu oyuncunun solundaki rakip usulsüzlükten sonra bir konuşma yapmazsa ve bu
    usulsüzlük bir defans oyuncusunun deklaresi, kontru veya sürkontru ise Yasa 26B’deki çıkış
    kısıtlamaları uygulanabilir"; WBF "If offender's LHO has not called subsequent to the infraction
    and the infraction is a bid, double or redouble by a defender, then the lead restrictions in Law
    26B may apply." The defender's bid is cancelled (39A) whatever follows; the LHO's call over it is
    a call after the final pass too (39A, 39B)."""
    bid = {"at": 6, "seat": "W", "call": "3H", "ruling": "cancelled", "laws": ["39A"]}
    got = auction([*OVER, "W:3H"])
    assert got["ruled_calls"] == [bid] and got["decision"] == {"by": "N", "options": ["reject"]}
    assert auction([*OVER, "W:3H", "N:pass"])["ruled_calls"] == [
        bid,
        {"at": 7, "seat": "N", "call": "pass", "ruling": "cancelled", "laws": ["39A", "39B"]},
    ]
    assert auction([*OVER, "W:3H", reject("N")])["ruled_calls"] == [bid]
