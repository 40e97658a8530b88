"""Audit 15d of four auction guides (call-out-of-rotation, inadmissible-call, unintended-call,
extraneous-information) read sentence by sentence against both texts of the Laws and, where the
engine decides, against its answer: each test reads the guide's page as a player does, fails on the
text it replaced, and quotes the deciding paragraph (the official Turkish of fixtures/laws_tr.txt,
then the WBF English). Where the engine rules, the test asks it the case the sentence speaks of."""

import pytest

from rulings.tests.auction.auction_helpers import auction
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
COR = "call-out-of-rotation"


# --- call-out-of-rotation (Laws 28-32, 23, 16C, 17D3) --------------------------------------------

COMPARABLE_PATHS = [
    ["not-accepted", "pass", "partner", "comparable"],
    ["not-accepted", "bid", "rho", "comparable"],
    ["not-accepted", "bid", "partner", "comparable"],
    ["not-accepted", "double", "rho", "comparable"],
    ["not-accepted", "double", "partner", "comparable"],
]


@pytest.mark.parametrize("keys", COMPARABLE_PATHS, ids="/".join)
def test_23b_after_a_comparable_call_16c2_does_not_apply_and_23c_is_the_remedy(client, keys):
    """23B: "Bir konuşmanın (Yasa 29B uyarınca) iptal edilmesi ve kusurlu oyuncunun bu usulsüz
    konuşmayı, konuşma sırası kendisine geldiğinde eşdeğer bir konuşma ile değiştirmesi durumunda,
    artırım ve oyun herhangi bir onarım yapılmaksızın devam eder. Yasa 16C2 bu durumda geçerli
    değildir, ancak bkz. aşağıdaki C maddesi." / "When a call is cancelled (as per Law 29B) and the
    offender chooses at his proper turn to replace the irregularity with a comparable call, then
    both the auction and play continue without further rectification. Law 16C2 does not apply, but
    see C following." 26A: "Yasa 16C uygulanmaz, ancak bkz. Yasa 23C" / "Law 16C does not apply,
    but see Law 23C". The five comparable Endings said the cancelled call's information was
    unauthorised for the offending side (Law 16C), in the page and the read-out; the engine's own
    words on these examples name 23C, not 16C."""
    says(
        client,
        COR,
        keys,
        "tr",
        "Kusurlu oyuncu eşdeğer bir konuşma yaptığı için Yasa 16C2 uygulanmaz (Yasa 23B, 26A)",
        "kusursuz tarafın bu yüzden zarar görmüş olabileceğine kanaat getirirse ayarlı skor verecektir (Yasa 23C)",
        "Yasa 16C2 uygulanmaz (Yasa 23B)",
    )
    says(
        client,
        COR,
        keys,
        "en",
        "The offender made a comparable call, so Law 16C2 does not apply (Laws 23B, 26A)",
        "the non-offending side may have been damaged in consequence, he shall award an adjusted score (Law 23C)",
        "see Law 23C",  # the engine's answer in words
    )
    never_says(client, COR, keys, "en", "What the cancelled call told is unauthorised for the offending side")
    never_says(client, COR, keys, "tr", "İptal edilen konuşmanın bilgisi kusurlu taraf için izinsizdir (Yasa 16C)")


def test_17d3_the_player_skipped_by_an_accepted_pass_gets_his_turn_back(client):
    """17D3: "Bir konuşmanın ardından üç pas geldiğinde, bu paslardan herhangi biri, sıra kendisinde
    olan bir oyuncuyu konuşma hakkından yoksun bırakarak sırasız olarak söylenmişse, artırım sona
    ermez. Böyle bir durumda, artırım, sıra kendisinde olan oyuncuya geri döner." / "When a call has
    been followed by three passes the auction does not end if any of those passes was out of
    rotation, depriving a player of his right to call. When this occurs the auction reverts to the
    player who missed his turn" (Law 34 points to it). The Ending said, without exception, that the
    player skipped by an accepted call out of rotation "has lost that turn"."""
    # North opens 1♠; at East's turn South passes; West accepts by passing; North passes.
    answer = auction(["N:1S", "S:pass", "W:pass", "N:pass"])
    assert (answer["over"], answer["turn"]) == (False, "E") and "17D3" in answer["laws"]
    says(
        client,
        COR,
        ["lho-called"],
        "en",
        "the auction does not end: it goes back to the player who missed his turn and the later passes are cancelled (Laws 17D3, 34)",
        "the auction goes back to him (Law 17D3)",
    )
    says(
        client,
        COR,
        ["lho-called"],
        "tr",
        "artırım bitmez: sırası atlanan oyuncuya döner, sonraki paslar iptal edilir (Yasa 17D3, 34)",
    )


@pytest.mark.parametrize("keys", [["lho-called"], ["not-yet"]], ids="/".join)
def test_32_an_inadmissible_double_out_of_rotation_is_never_accepted(client, keys):
    """32: "Sırasız bir kontr veya sürkontr, kabulü olanaksız kontr ya da sürkontr (bkz. Yasa 36)
    değilse, soldaki rakibin seçimiyle kabul edilebilir" / "A double or redouble out of rotation
    may be accepted at the option of the opponent next in rotation (see Law 29A), except that an
    inadmissible double or redouble (see Law 36) may never be accepted"; 36A: "soldaki rakip
    konuşursa kabulü olanaksız konuşma ve bundan sonraki bütün konuşmalar iptal edilir" / "the
    inadmissible call and all subsequent calls are cancelled". Both Endings said the left-hand
    opponent accepts any call out of rotation by calling over it."""
    # West doubles his partner's 1NT at South's turn; North may only reject; if he bids, 36A.
    assert auction(["N:1S", "E:1NT", "W:X"])["decision"] == {"by": "N", "options": ["reject"]}
    assert auction(["N:1S", "E:1NT", "W:X", "N:2S"])["laws"] == ["36A"]
    says(
        client,
        COR,
        keys,
        "tr",
        "sürkontr (Yasa 36) kabul edilemez (Yasa 32)" if keys == ["not-yet"] else "kabul edilemez (Yasa 32)",
    )
    says(client, COR, keys, "en", "never be accepted (Law 32)")
    if keys == ["lho-called"]:
        says(
            client,
            COR,
            keys,
            "en",
            "if the left-hand opponent calls over it, it and all later calls are cancelled, the auction reverts",
        )
        says(
            client,
            COR,
            keys,
            "tr",
            "soldaki rakip üstüne konuşursa o ve sonraki bütün konuşmalar iptal edilir, artırım",
        )


def test_28a_only_when_the_player_who_had_to_pass_is_the_right_hand_opponent(client):
    """28A: "Bir konuşma, konuşma sırası oyuncunun sağındaki rakipte iken yapıldığında eğer o
    rakibin Yasaya göre pas geçmesi gerekiyorsa sıra olarak doğru yapılmış sayılır." / "A call is
    considered to be in rotation when it is made by a player at his RHO's turn to call if that
    opponent is required by law to pass." The answer on the first step said only "the player whose
    turn it was had to pass anyway", and the Turkish Ending put the caller on that player's right
    ("sağındaki oyuncunun konuşması") where the English, rightly, says his left-hand opponent."""
    # East must pass (27B2); West bids at East's turn: out of rotation (29A, 31B), not 28A.
    calls = ["N:1S", "E:pass", "S:2S", "W:1H", {"act": "reject", "seat": "N"}, "W:4H", "N:pass", "W:5H"]
    answer = auction(calls)
    assert "28A" not in answer["laws"] and answer["decision"]["by"] == "N"
    assert "31B" in auction([*calls, {"act": "reject", "seat": "N"}])["laws"]
    says(client, COR, [], "tr", "Sırası gelen sağdaki rakip zaten pas geçmek zorundaydı")
    says(client, COR, [], "en", "the offender's right-hand opponent, had to pass anyway")
    says(
        client,
        COR,
        ["rho-had-to-pass"],
        "tr",
        "solundaki oyuncunun onun sırasında yaptığı konuşma sırasında yapılmış sayılır",
        "pas geçmek zorunda olan oyuncu kusurlu oyuncunun ortağıysa konuşma sırasızdır ve Yasa 29 uygulanır",
    )
    says(
        client,
        COR,
        ["rho-had-to-pass"],
        "en",
        "if the player who had to pass was the offender's partner, the call is out of rotation and Law 29 applies",
    )
    never_says(client, COR, ["rho-had-to-pass"], "tr", "sağındaki oyuncunun konuşması sırasında yapılmış sayılır")


def test_31a1_32a1_after_the_right_hand_opponent_s_pass_the_offender_must_repeat(client):
    """31A1: "Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır" /
    "If that opponent passes, offender must repeat the call out of rotation"; 32A1 the same for a
    double or redouble. The hint of the step that offers "the right-hand opponent passed" said the
    offender "makes any legal call at his turn" (true only after his bid, double or redouble:
    31A2, 32A2)."""
    answer = auction(["N:1S", "S:2S", {"act": "reject", "seat": "W"}, "E:pass"])
    assert answer["legal"] == ["2S"] and answer["laws"][0] == "31A1"
    # Each step says its own paragraph since qa219 (31A1 for a bid, 32A1 for a double or redouble).
    repeat = {
        (
            "bid",
            "en",
        ): "If the right-hand opponent passed, the offender must repeat his call out of rotation (Law 31A1).",
        (
            "bid",
            "tr",
        ): "Sağdaki rakip pas geçtiyse kusurlu oyuncu sırasız konuşmasını tekrarlamak zorundadır (Yasa 31A1).",
        ("double", "en"): (
            "If the right-hand opponent passed, the offender must repeat his double or redouble out of rotation"
            " (Law 32A1)."
        ),
        ("double", "tr"): (
            "Sağdaki rakip pas geçtiyse kusurlu oyuncu sırasız kontrunu ya da sürkontrunu tekrarlamak zorundadır"
            " (Yasa 32A1)."
        ),
    }
    for kind in ("bid", "double"):
        keys = ["not-accepted", kind, "rho"]
        says(client, COR, keys, "en", repeat[kind, "en"])
        says(client, COR, keys, "tr", repeat[kind, "tr"])
        never_says(client, COR, keys, "en", "The offender makes any legal call at his turn; the Director judges")


def test_30c_a_pass_of_an_artificial_call_comes_under_law_31(client):
    """30C: "Sırasız pas yapay ise ya da yapay bir konuşmaya geçilen bir pas ise, bu Yasa değil, Yasa
    31 uygulanır." / "When a pass out of rotation is artificial or is a pass of an artificial call,
    Law 31, not Law 30, applies." The hint had only the artificial pass."""
    says(
        client,
        COR,
        ["not-accepted"],
        "en",
        "an artificial pass, or a pass of an artificial call, comes under Law 31 (Law 30C)",
    )
    says(
        client,
        COR,
        ["not-accepted"],
        "tr",
        "yapay bir pas ya da yapay bir konuşmaya geçilen pas için Yasa 31 uygulanır (Yasa 30C)",
    )


@pytest.mark.parametrize("kind,law", [("pass", "30B2"), ("bid", "31C"), ("double", "32C")])
def test_a_change_of_call_cites_its_paragraph_in_both_languages(client, kind, law):
    """30B2: "Kusurlu oyuncu daha önce herhangi bir konuşma yapmışsa ve daha sonra konuşma sırası
    solundaki rakipte iken sırasız pas geçerse, Yasa 25 kapsamında konuşma değişikliğine ilişkin
    hükümler uygulanır" / "If the offender has previously called, a pass out of rotation at
    offender's LHO's turn to call is treated as a change of call. Law 25 applies" (31C, 32C the same
    for a bid, a double or redouble). The English cited "Laws 30B2, 25", the Turkish "Yasa 25"
    only. And the option not to accept said the offending side "must act as if it had not heard
    the cancelled call": 16C2 makes the information unauthorised (TR "izinsizdir", WBF
    "unauthorized") and bars only what it demonstrably suggests over a logical alternative."""
    keys = ["not-accepted", kind, "lho-later"]
    says(client, COR, keys, "tr", f"ilk konuşmasının değiştirilmesidir (Yasa {law}, 25)")
    says(client, COR, keys, "en", f"is a change of his call (Laws {law}, 25)")
    never_says(client, COR, keys, "en", "as if it had not heard the cancelled call")
    never_says(client, COR, keys, "tr", "iptal edilen konuşmayı bilmeden davranmak zorundadır")


# --- unintended-call (Law 25, 17D) ---------------------------------------------------------------


def test_17d2_a_passed_out_deal_ends_the_auction_period_when_the_hands_are_back(client):
    """25A5: "Oyuncunun ortağına tekrar sıra gelmeden artırmanın bitmesi durumunda, artırım sürecinin
    bitmesinden sonra herhangi bir değişiklik yapılamaz (bkz. Yasa 17D)" / "If the auction ends
    before it reaches the player's partner no substitution may occur after the end of the auction
    period (see Law 17D)"; 17D2: "Oyunculardan hiçbiri artırımda bulunmazsa (bkz. Yasa 22B), dört
    elin tamamının bord ceplerine geri konması ile Artırım Süreci sona erer" / "If no player bids
    (see Law 22B) the auction period ends when all four hands have been returned to the board"; 22B
    (four passes) says "ancak bkz. Yasa 25" / "but see Law 25". The guide gave only 17D1's opening
    lead, which a passed-out deal never has."""
    says(
        client,
        "unintended-call",
        ["slip", "not-yet"],
        "en",
        "if all four players passed, when the four hands have been returned to the board (Laws 25A5, 17D1, 17D2)",
    )
    says(
        client,
        "unintended-call",
        ["slip", "not-yet"],
        "tr",
        "dört oyuncu da pas geçtiyse dört el borda geri konana kadar (Yasa 25A5, 17D1, 17D2)",
    )
    says(
        client,
        "unintended-call",
        ["slip", "lead-faced"],
        "tr",
        "dört oyuncu da pas geçtiyse dört el borda geri konunca biter (Yasa 17D2)",
    )
    says(client, "unintended-call", ["slip"], "en", "after four passes, the hands are not yet back in the board")
