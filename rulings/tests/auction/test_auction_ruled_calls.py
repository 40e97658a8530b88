"""The `auction` answer's `ruled_calls` (docs/rulings-cli.md, Additions, table74, grid75): the calls of the
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
        {"at": 1, "seat": "E", "call": "1H", "ruling": "accepted", "how": "lho_called", "laws": ["27A1"], "by": "S"}
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
        {"at": 1, "seat": "S", "call": "1NT", "ruling": "accepted", "how": "lho_called", "laws": ["29A"], "by": "W"}
    ]


def test_28b_a_call_out_of_rotation_cancelled_by_the_correct_players_call():
    """28B, TR "Bir konuşma, konuşma sırası kendisinde olan oyuncu tarafından, rakibin sırasız
    konuşması için bir onarma belirlenmeden önce yapıldığında sıra olarak doğru yapılmış kabul
    edilir; bu şekilde yapılan konuşma sıra dışı konuşmanın onarılması hakkının yitirilmesine sebep
    olur ve artırım rakip o konuşmayı yapmamış gibi devam eder. Yasa 26 geçerli değildir, ancak bkz.
    Yasa 16C2"; WBF "A call is considered to be in rotation when made by a player whose turn it was
    to call before rectification has been assessed for a call out of rotation by an opponent. Making
    such a call forfeits the right to rectification for the call out of rotation. The auction
    proceeds as though the opponent had not called at that turn. Law 26 does not apply, but see Law
    16C2." East, whose turn it was, calls over South's 1NT: cancelled by his call (grid75; before,
    not listed), not accepted, and no lead restriction follows."""
    got = auction(["N:1S", "S:1NT", "E:pass"])
    assert got["ruled_calls"] == [
        {
            "at": 1,
            "seat": "S",
            "call": "1NT",
            "ruling": "cancelled",
            "how": "correct_player_called",
            "laws": ["28B"],
            "by": "E",
        }
    ]
    assert got["turn"] == "S" and got["must_pass"] == []
    # South's 1NT names no suit in the legal auction, and Law 26 does not apply: no restriction.
    got = auction(["N:1S", "S:1NT", "E:pass", "S:2S", "W:3H", "N:pass", "E:pass", "S:pass"])
    assert got["over"] and got["declarer"] == "W" and got["lead_restriction"] is None
    assert got["ruled_calls"][0]["ruling"] == "cancelled"
    # The correct player is also the offender's left-hand opponent (West calls at North's turn,
    # North dealing): 28B, not 29A's acceptance.
    assert auction(["W:1H", "N:pass"])["ruled_calls"] == [
        {
            "at": 0,
            "seat": "W",
            "call": "1H",
            "ruling": "cancelled",
            "how": "correct_player_called",
            "laws": ["28B"],
            "by": "N",
        }
    ]


def test_25b1_a_change_of_call_accepted_by_the_lhos_call():
    """25B1, TR "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın solundaki
    rakip tarafından kabul edilebilir (soldaki rakibin isteyerek konuşma yapması halinde otomatikman
    kabul edilmiş hale gelir)"; WBF "A substituted call not permitted by A may be accepted by the
    offender's LHO. (It is accepted if LHO calls intentionally over it.)" """
    got = auction(["N:1H", "E:pass", "S:2H", "S:2S", "W:pass"])
    assert got["ruled_calls"] == [
        {"at": 3, "seat": "S", "call": "2S", "ruling": "accepted", "how": "lho_called", "laws": ["25B1"], "by": "W"}
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
        {"at": 6, "seat": "S", "call": "3S", "ruling": "cancelled", "how": "after_final_pass", "laws": ["39A", "39B"]}
    ]
    assert auction([*OVER, "W:pass"])["ruled_calls"] == [
        {"at": 6, "seat": "W", "call": "pass", "ruling": "cancelled", "how": "after_final_pass", "laws": ["39A", "39B"]}
    ]
    # A passed-out auction has no declarer or defender: 39A alone.
    assert auction(["N:pass", "E:pass", "S:pass", "W:pass", "N:1S"])["ruled_calls"] == [
        {"at": 4, "seat": "N", "call": "1S", "ruling": "cancelled", "how": "after_final_pass", "laws": ["39A"]}
    ]


def test_39c_a_defenders_bid_after_the_final_pass_and_the_lhos_call_over_it():
    """39C, TR "Eğer kusurlu oyuncunun solundaki rakip usulsüzlükten sonra bir konuşma yapmazsa ve bu
    usulsüzlük bir defans oyuncusunun deklaresi, kontru veya sürkontru ise Yasa 26B’deki çıkış
    kısıtlamaları uygulanabilir"; WBF "If offender's LHO has not called subsequent to the infraction
    and the infraction is a bid, double or redouble by a defender, then the lead restrictions in Law
    26B may apply." The defender's bid is cancelled (39A) whatever follows; the LHO's call over it is
    a call after the final pass too (39A, 39B)."""
    bid = {"at": 6, "seat": "W", "call": "3H", "ruling": "cancelled", "how": "after_final_pass", "laws": ["39A"]}
    got = auction([*OVER, "W:3H"])
    assert got["ruled_calls"] == [bid] and got["decision"] == {"by": "N", "options": ["reject"]}
    assert auction([*OVER, "W:3H", "N:pass"])["ruled_calls"] == [
        bid,
        {
            "at": 7,
            "seat": "N",
            "call": "pass",
            "ruling": "cancelled",
            "how": "after_final_pass",
            "laws": ["39A", "39B"],
        },
    ]
    assert auction([*OVER, "W:3H", reject("N")])["ruled_calls"] == [bid]


PARTNERS_DOUBLE = ["N:1H", "E:pass", "S:X"]  # South doubles his partner's bid (19A1: inadmissible)


def test_36a_an_inadmissible_double_and_the_lhos_call_over_it_are_cancelled():
    """36A, TR "Kabulü olanaksız bir kontr veya sürkontrun onarılmasından önce soldaki rakip konuşursa
    kabulü olanaksız konuşma ve bundan sonraki bütün konuşmalar iptal edilir. Artırım konuşma sırası
    kendisinde olan oyuncuya geri gider ve bir usulsüzlük olmamış gibi devam eder. Yasa 26B’deki
    çıkış kısıtlamaları uygulanmaz"; WBF "If offender's LHO calls before rectification of an
    inadmissible double or redouble the inadmissible call and all subsequent calls are cancelled. The
    auction reverts to the player whose turn it was to call and proceeds as though there had been no
    irregularity. The lead restrictions in Law 26B do not apply." South's double is cancelled by
    West's call over it, and West's call with it (a subsequent call); South calls again, and
    nobody must pass."""
    got = auction([*PARTNERS_DOUBLE, "W:2C"])
    assert got["ruled_calls"] == [
        {"at": 2, "seat": "S", "call": "X", "ruling": "cancelled", "how": "lho_called", "laws": ["36A"], "by": "W"},
        {"at": 3, "seat": "W", "call": "2C", "ruling": "cancelled", "how": "subsequent_call", "laws": ["36A"]},
    ]
    assert got["turn"] == "S" and got["must_pass"] == []
    # Out of rotation: West redoubles his partner's double at South's turn; North, West's LHO,
    # calls over it (36A): both cancelled, and the auction reverts to South.
    got = auction(["N:1H", "E:X", "W:XX", "N:2H"])
    assert got["ruled_calls"] == [
        {"at": 2, "seat": "W", "call": "XX", "ruling": "cancelled", "how": "lho_called", "laws": ["36A"], "by": "N"},
        {"at": 3, "seat": "N", "call": "2H", "ruling": "cancelled", "how": "subsequent_call", "laws": ["36A"]},
    ]
    assert got["turn"] == "S" and got["must_pass"] == []
    # Rectified before the LHO called (36B): the record's reject says it; nothing listed.
    assert "ruled_calls" not in auction([*PARTNERS_DOUBLE, reject("W")])


REQUIRED_TO_PASS = ["N:1S", "E:1H", reject("S"), "E:2D", "S:pass", "W:2S"]  # W must pass (27B2)


def test_37a_a_call_by_a_player_required_to_pass_stands_when_the_lho_calls_over_it():
    """37A, TR "Kabulü olanaksız konuşma yasa gereği pas geçmesi gereken bir oyuncunun yaptığı bir
    deklare, çektiği kontr veya sürkontr ise (ancak Yasa 19A1 veya 19B1’e aykırı bir hareket değilse)
    ve soldaki rakip hakem bir onarma belirlemeden konuşursa, bu konuşma ve sonraki tüm yasal
    konuşmalar geçerli olarak kalırlar. Kusurlu oyuncunun artırımın geri kalan kısmında pas geçmesi
    gerekiyorsa, sonraki turlarda yine pas geçmek zorundadır. Yasa 26B’deki çıkış kısıtlamaları
    uygulanmaz"; WBF "If the inadmissible call was a bid or a double or redouble by a player required
    by law to pass (but not an action contrary to Law 19A1 or Law 19B1) and offender's LHO calls
    before the Director has ruled on rectification, that call and all subsequent calls stand. If the
    offender was required to pass for the remainder of the auction he must still pass at subsequent
    turns. The lead restrictions in Law 26B do not apply." West, East's partner, must pass to the
    end (27B2); he bids 2S, North calls over it: it stands, and West must still pass."""
    got = auction([*REQUIRED_TO_PASS, "N:3S"])
    assert got["ruled_calls"] == [
        {
            "at": 5,
            "seat": "W",
            "call": "2S",
            "ruling": "stands",
            "how": "lho_called",
            "laws": ["37A"],
            "by": "N",
            "must_still_pass": True,
        }
    ]
    # East must pass at his next turn only (30A: he passed at North's turn and South rejected);
    # he bids 1S at that turn, South calls over it: it stands, and East is free again.
    got = auction(["E:pass", reject("S"), "N:1H", "E:1S", "S:2H"])
    assert got["ruled_calls"] == [
        {"at": 3, "seat": "E", "call": "1S", "ruling": "stands", "how": "lho_called", "laws": ["37A"], "by": "S"}
    ]
    assert got["must_pass"] == [] and got["turn"] == "W"
    # Rectified before the LHO called (37B): the record's reject says it; nothing listed.
    assert "ruled_calls" not in auction([*REQUIRED_TO_PASS, reject("N")])


def test_29b_a_call_out_of_rotation_at_partners_turn_cancelled_once_the_partner_calls():
    """29B, TR "A maddesinin uygun olmadığı durumlarda, sırasız konuşma iptal edilir ve artırım
    konuşma sırası kendisinde olan oyuncuya geri gider. Kusurlu oyuncunun tarafı, Yasalar 30, 31 ve
    32 hükümlerine tabidir"; WBF "Unless A applies, a call out of rotation is cancelled and the
    auction reverts to the player whose turn it was to call. The offending side is subject to the
    provisions of Law 30, 31 or 32." 31B1, WBF "Offender's partner may make any legal call at his
    proper turn, but Law 16C2 applies" (30B1(a), 32B1 alike). The partner's call does not forfeit
    rectification (28B speaks of "an opponent"), and no event of the record says the cancellation
    (grid76; before, not listed)."""
    assert auction(["S:1NT", "N:1S"])["ruled_calls"] == [
        {"at": 0, "seat": "S", "call": "1NT", "ruling": "cancelled", "how": "partner_called", "laws": ["29B", "31B1"]}
    ]
    assert auction(["S:pass", "N:1S"])["ruled_calls"][0]["laws"] == ["29B", "30B1(a)"]
    assert auction(["N:1S", "W:X", "E:pass"])["ruled_calls"] == [
        {"at": 1, "seat": "W", "call": "X", "ruling": "cancelled", "how": "partner_called", "laws": ["29B", "32B1"]}
    ]
    # Rejected by the left-hand opponent: the record says it.
    assert "ruled_calls" not in auction(["S:1NT", reject("W"), "N:1S"])


def test_36b_an_inadmissible_double_replaced_by_the_offenders_own_next_call():
    """36B1, TR "Yasa 19’un izin vermediği her kontr ve sürkontr iptal edilir"; WBF "any double or
    redouble not permitted by Law 19 is cancelled." 36B2, TR "Kusurlu oyuncu konuşmasını yasal bir
    konuşma ile değiştirmelidir, artırım devam eder ve kusurlu oyuncunun ortağı konuşma sırası her
    kendine geldiğinde pas geçmek zorundadır"; WBF "the offender must substitute a legal call, the
    auction continues, and the offender's partner must pass whenever it is his turn to call." South's
    own pass before West called is the replacement (grid76; before, not listed)."""
    got = auction(["N:1H", "E:pass", "S:X", "S:pass"])
    assert got["ruled_calls"] == [
        {
            "at": 2,
            "seat": "S",
            "call": "X",
            "ruling": "cancelled",
            "how": "offender_called",
            "laws": ["36B1", "36B2"],
            "pass_to_end": ["N"],
        }
    ]
    assert {"seat": "N", "until": "end"} in got["must_pass"]
    assert "ruled_calls" not in auction(["N:1H", "E:pass", "S:X", reject("W"), "S:pass"])


def test_37b_a_bid_by_a_player_required_to_pass_replaced_by_his_own_pass():
    """37B1, TR "Yasa gereği pas geçmesi gereken bir oyuncunun verdiği bir deklare, çektiği kontr
    veya sürkontr iptal edilir"; WBF "any bid, double or redouble, by a player required by law to
    pass is cancelled." 37B2, TR "Kusurlu oyuncu konuşmasını pas ile değiştirmelidir, artırım devam
    eder ve kusurlu tarafın her üyesi konuşma sırası her kendilerine geldiğinde pas geçmek
    zorundadır"; WBF "a pass is substituted, the auction continues and each member of the offending
    side must pass whenever it is his turn to call." (grid76; before, not listed)"""
    got = auction([*REQUIRED_TO_PASS_W, "W:pass"])
    assert got["ruled_calls"] == [
        {
            "at": 5,
            "seat": "W",
            "call": "2S",
            "ruling": "cancelled",
            "how": "offender_called",
            "laws": ["37B1", "37B2"],
            "pass_to_end": ["W", "E"],
        }
    ]


# East's 1♥ rejected and corrected by 2♦ (27B2: West must pass to the end); West bids 2♠.
REQUIRED_TO_PASS_W = ["N:1S", "E:1H", reject("S"), "E:2D", "S:pass", "W:2S"]


# grid77: each entry says `how` it was ruled, so that a page need not infer it from `laws`.
HOW: list[tuple[list, str, str, list[str], str | None]] = [
    # 27A1, WBF "It is accepted if that player calls", TR "Bu oyuncu konuşursa deklare kabul
    # edilmiş olur": the offender's left-hand opponent called.
    (["N:1S", "E:1H", "S:2S"], "accepted", "lho_called", ["27A1"], "S"),
    # 29A, WBF "offender's LHO may elect to call", TR "kusurlu oyuncunun solundaki rakip konuşma
    # yapmayı seçebilir".
    (["N:1S", "S:1NT", "W:pass"], "accepted", "lho_called", ["29A"], "W"),
    # 25B1, WBF "It is accepted if LHO calls intentionally over it", TR "soldaki rakibin isteyerek
    # konuşma yapması halinde otomatikman kabul edilmiş hale gelir".
    (["N:1H", "E:pass", "S:2H", "S:2S", "W:pass"], "accepted", "lho_called", ["25B1"], "W"),
    # 28B, WBF "Call by Correct Player Cancelling Call Out of Rotation", TR "Doğru Oyuncunun Sıra
    # Dışı Konuşmayı İptal Eden Konuşması".
    (["N:1S", "S:1NT", "E:pass"], "cancelled", "correct_player_called", ["28B"], "E"),
    # 36A and 37A, WBF "Offender's LHO Calls before Rectification", TR "Onarmadan Önce Soldaki
    # Rakip Konuşmuşsa".
    (["N:1H", "E:pass", "S:X", "W:2C"], "cancelled", "lho_called", ["36A"], "W"),
    (
        ["N:1S", "E:1H", {"act": "reject", "seat": "S"}, "E:2D", "S:pass", "W:2S", "N:3S"],
        "stands",
        "lho_called",
        ["37A"],
        "N",
    ),
    # 29B, WBF "a call out of rotation is cancelled", TR "sırasız konuşma iptal edilir", once the
    # offender's partner called at his own turn (31B1, WBF "Offender's partner may make any legal
    # call at his proper turn", TR "Kusurlu oyuncunun ortağı kendi sırasında herhangi bir yasal
    # konuşma yapabilir").
    (["S:1NT", "N:1S"], "cancelled", "partner_called", ["29B", "31B1"], None),
    # 36B and 37B, WBF "Offender's LHO does not Call before Rectification", TR "Onarmadan Önce
    # Soldaki Rakip Konuşmamışsa": the offender called again first.
    (["N:1H", "E:pass", "S:X", "S:pass"], "cancelled", "offender_called", ["36B1", "36B2"], None),
    (
        ["N:1S", "E:1H", {"act": "reject", "seat": "S"}, "E:2D", "S:pass", "W:2S", "W:pass"],
        "cancelled",
        "offender_called",
        ["37B1", "37B2"],
        None,
    ),
    # 35D, WBF "A call after the final pass of the auction", TR "Artırımın sonuncu pasından sonra
    # yapılan konuşmalar iptal edilir" (39A).
    ([*OVER, "S:3S"], "cancelled", "after_final_pass", ["39A", "39B"], None),
]


def test_each_ruled_call_says_how_it_was_ruled():
    for calls, ruling, how, paragraphs, by in HOW:
        got = auction(calls)["ruled_calls"][0]  # 36A lists the call over it after it
        assert (got["ruling"], got["how"], got["laws"], got.get("by")) == (ruling, how, paragraphs, by), calls


def test_36a_the_call_over_the_inadmissible_one_is_a_subsequent_call():
    """36A, TR "kabulü olanaksız konuşma ve bundan sonraki bütün konuşmalar iptal edilir"; WBF "the
    inadmissible call and all subsequent calls are cancelled": West's 2C is one of them."""
    double, over_it = auction(["N:1H", "E:pass", "S:X", "W:2C"])["ruled_calls"]
    assert (double["how"], over_it["how"]) == ("lho_called", "subsequent_call")
    assert "by" not in over_it


def test_36b4_the_offenders_call_after_his_double_out_of_turn_is_not_its_substitute():
    """36B4, TR "Bu konuşma sırasız ise artırım sıra kendinde olan oyuncuya geri döner, kusurlu oyuncu
    sıra kendisine geldiğinde herhangi bir yasal konuşma yapabilir ve ortağı sıra her kendine
    geldiğinde pas geçmek zorundadır"; WBF "if the call is out of turn the auction reverts to the
    player whose turn it was to call, the offender may make any legal call at his turn, and his
    partner must pass whenever it is his turn to call". South doubles his partner's 1H at East's turn
    and passes before West calls: the double is cancelled because the offender called again
    (`offender_called_out_of_rotation`, not 36B2's substitution: `offender_called`), the auction
    reverts to East (`reverts_to`), and his pass, made at East's turn, is another call out of
    rotation, West's to accept (29A)."""
    got = auction(["N:1H", "S:X", "S:pass"])
    assert got["ruled_calls"] == [
        {
            "at": 1,
            "seat": "S",
            "call": "X",
            "ruling": "cancelled",
            "how": "offender_called_out_of_rotation",
            "laws": ["36B1", "36B4"],
            "pass_to_end": ["N"],
            "reverts_to": "E",
        }
    ]
    assert got["decision"] == {"by": "W", "options": ["accept", "reject"]} and "29A" in got["laws"]


def test_37b_a_bid_out_of_rotation_by_a_player_required_to_pass_then_his_pass_is_not_its_substitute():
    """37B2, TR "Kusurlu oyuncu konuşmasını pas ile değiştirmelidir"; WBF "a pass is substituted".
    West, required to pass (27B2), bids 2S at South's turn and then passes, still at South's turn:
    the bid is cancelled (37B1) and both of the side must pass (37B2), but the pass, made out of
    rotation, is judged as a call of its own (29A, North's to accept), not as the substitute. 37B
    says nothing of a reverting auction, so no `reverts_to`."""
    got = auction(["N:1S", "E:1H", reject("S"), "E:2D", "W:2S", "W:pass"])
    (entry,) = got["ruled_calls"]
    assert entry["how"] == "offender_called_out_of_rotation" and "reverts_to" not in entry
    assert entry["laws"] == ["37B1", "37B2"] and entry["pass_to_end"] == ["W", "E"]
    assert got["decision"] == {"by": "N", "options": ["accept", "reject"]}
