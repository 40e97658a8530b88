"""fix76: what this morning's walks (qa73, qa74, qa75) left, read against the official Turkish and
the WBF English (docs/legal-review.md, "fix76")."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db


def test_21b1a_change_of_call_lasts_to_the_end_of_the_auction_period_passed_out_too(client):
    """21B1(a), official Turkish: "Artırım Sürecinin sonuna kadar, bir oyuncu, ortağının daha sonra
    konuşma yapmamış olması koşuluyla, ... konuşmasını değiştirebilir. (Bkz. Yasa 17D)"; WBF: "Until
    the end of the auction period (see Law 17D) and provided that his partner has not subsequently
    called, a player may change a call". 17D2, Turkish: "Oyunculardan hiçbiri artırımda bulunmazsa
    (bkz. Yasa 22B), dört elin tamamının bord ceplerine geri konması ile Artırım Süreci sona erer.";
    WBF: "If no player bids (see Law 22B) the auction period ends when all four hands have been
    returned to the board." The Ending and its read-out said "until the opening lead is faced"
    (17D1 alone): a deal passed out by all four (22B) has no lead."""
    keys = ["opponent"]
    says(
        client,
        "misinformation",
        keys,
        "tr",
        "Artırım Süreci sonuna kadar (Yasa 17D: atak yüzü açılana kadar, dört oyuncu da pas geçtiyse dört el borda geri konana kadar;",
        "Artırım süreci bitene kadar (atak yüzü açılana, dört oyuncu da pas geçtiyse eller borda konana kadar) ve ortağınız sonra konuşmadıysa,",
    )
    says(
        client,
        "misinformation",
        keys,
        "en",
        "Until the end of the auction period (Law 17D: until the opening lead is faced or, if all four players passed, until the four hands have been returned to the board;",
        "Until the auction period ends (opening lead faced; if all passed, hands returned), if your partner has not called since,",
    )
    never_says(client, "misinformation", keys, "tr", "Atak yüzü açılana kadar ve ortağınız")
    never_says(client, "misinformation", keys, "en", "Until the opening lead is faced, if your partner")


@pytest.mark.parametrize("who", ["defender", "declarer", "dummy"])
def test_62b_a_revoke_is_corrected_with_a_legal_card(client, who):
    """62B, official Turkish: "Bir rönonsu düzeltmek için, kusurlu oyuncu oynadığı kartı geri alır
    ve yerine yasal bir kart koyar."; WBF: "To correct a revoke the offender withdraws the card he
    played and substitutes a legal card." 61A: a revoke is also a failure "to lead or play, when
    able, a card or suit required by law or specified by an opponent" (TR "yasa tarafından emredilen
    ya da ... bir rakip tarafından belirtilen bir rengi veya kartı olanak varken, çıkmamak ya da
    oynamamak"), where there is no suit led. The not-established Endings' text said "a legal card of
    the suit led" / "oynanan renkten yasal bir kart"."""
    keys = [who, "not-established"]
    says(
        client,
        "revoke",
        keys,
        "tr",
        "Rönons düzeltilmek zorundadır (Yasa 62A): kart geri alınır ve yerine yasal bir kart konur (Yasa 62B).",
    )
    says(
        client,
        "revoke",
        keys,
        "en",
        "The revoke must be corrected (Law 62A): the card is withdrawn and a legal card put in its place (Law 62B).",
    )
    never_says(client, "revoke", keys, "tr", "yerine oynanan renkten yasal bir kart konur")
    never_says(client, "revoke", keys, "en", "a legal card of the suit led put in its place")


def test_36b3_a_repeated_inadmissible_double_may_bring_72c_and_26b(client):
    """32A1: no rectification "unless the double or redouble is inadmissible, in which case Law 36
    applies" (TR "aksi takdirde Yasa 36 uygulanır"). 36B3, official Turkish: "Yasa 72C
    uygulanabilir. Yasa 26B'deki çıkış kısıtlamaları uygulanabilir."; WBF: "Law 72C may apply. The
    lead restrictions in Law 26B may apply." The Ending's text and its read-out stopped at 36B2."""
    keys = ["not-accepted", "double", "rho", "rho-passed"]
    says(
        client,
        "call-out-of-rotation",
        keys,
        "tr",
        "(Yasa 36B). Yasa 72C uygulanabilir; Yasa 26B'deki çıkış kısıtlamaları uygulanabilir (Yasa 36B3).",
        "ortağınız her sırasında pas geçmek zorundadır (Yasa 36B); Yasa 72C ve Yasa 26B'deki çıkış kısıtlamaları uygulanabilir (Yasa 36B3).",
    )
    says(
        client,
        "call-out-of-rotation",
        keys,
        "en",
        "(Law 36B). Law 72C may apply; the lead restrictions in Law 26B may apply (Law 36B3).",
        "your partner must pass at each turn (Law 36B); Laws 72C and 26B may apply (Law 36B3).",
    )


READ_72C = [
    ["right-player-called", "partner", "pass"],
    ["right-player-called", "partner", "bid"],
    ["right-player-called", "partner", "double"],
    ["not-accepted", "bid", "rho", "other"],
    ["not-accepted", "double", "rho", "other"],
]


@pytest.mark.parametrize("keys", READ_72C, ids="/".join)
def test_the_forced_pass_read_outs_name_72c_where_they_fit(client, keys):
    """30B1(b)(ii), 31A2(b), 32A2(b): the partner "must pass when next it is his turn to call. Laws
    16C, 26B and 72C may apply" (TR "Yasalar 16C, 26B ve 72C uygulanabilir"). The Endings' text
    said it (MAY_72C); their read-outs did not. Within the 90 words of test_read_out it fits these
    five, not PASS_RHO (30A) or the three *_PARTNER_OTHER Endings (docs/legal-review.md, fix76)."""
    says(client, "call-out-of-rotation", keys, "tr", "Yasa 72C de uygulanabilir.")
    says(client, "call-out-of-rotation", keys, "en", "Law 72C may apply too.")
