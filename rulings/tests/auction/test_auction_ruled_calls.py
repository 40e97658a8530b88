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
