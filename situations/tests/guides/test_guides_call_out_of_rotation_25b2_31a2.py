"""The call-out-of-rotation guide against two paragraphs, in both languages.

25B2, Turkish (official): "Yukarıdaki B1 maddesi dışında, A maddesi ile izin verilmeyen bir konuşma
iptal edilir. İlk konuşma kalır ve artırım devam eder. (Yasa 26 uygulanabilir.)"; WBF English:
"Except as in B1, a substitution not permitted by A is cancelled. The original call stands and the
auction continues (Law 26 may apply)". 25B1 ends the same way. The change-of-call Endings (30B2,
31C, 32C send a later call at the left-hand opponent's turn to Law 25) said "lead restrictions may
apply" after accepting only; declining the change may bring one too.

31A2, Turkish: "Bu rakip yasal bir deklare verir, kontr veya sürkontr atarsa, kusurlu oyuncu herhangi
bir yasal konuşmayı yapabilir"; WBF: "If that opponent makes a legal bid, double or redouble,
offender may make any legal call" (footnote 8: "An illegal call by RHO is rectified as usual"). The
English Ending said "a legal call other than pass"; its Turkish had dropped "yasal"."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
CHANGES = [["not-accepted", kind, "lho-later"] for kind in ("pass", "bid", "double")]


@pytest.mark.parametrize("keys", CHANGES, ids=lambda keys: keys[1])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_declining_a_change_of_call_may_bring_a_lead_restriction_too(client, keys, lang):
    if lang == "tr":
        option = "İkinci konuşma iptal edilir, ilk konuşma kalır; çıkış kısıtlaması olabilir (Yasa 25B2, 26)."
        read = "Kabul etmemek: ikinci konuşma iptal edilir, ilk konuşma kalır; çıkış kısıtlaması olabilir (Yasa 25B2)."
    else:
        option = "The second call is cancelled and the first stands; lead restrictions may apply (Laws 25B2, 26)."
        read = (
            "Do not accept: the second call is cancelled and the first stands; lead restrictions may apply (Law 25B2)."
        )
    says(client, SLUG, keys, lang, option)
    reads(client, SLUG, keys, lang, read)


def test_31a2_the_right_hand_opponent_s_call_is_a_legal_one_in_both_languages(client):
    keys = ["not-accepted", "bid", "rho", "comparable"]
    says(client, SLUG, keys, "tr", "Sağdaki rakip yasal bir deklare, kontr ya da sürkontr yaptıysa")
    reads(client, SLUG, keys, "tr", "Sağdaki rakip yasal bir deklare, kontr ya da sürkontr yaptı;")
    says(client, SLUG, keys, "en", "If the right-hand opponent made a legal call other than pass")
    reads(client, SLUG, keys, "en", "The right-hand opponent made a legal call other than pass;")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_31a1_a_repeated_bid_that_is_insufficient_leaves_the_left_hand_opponent_his_choice(client, lang):
    """31A1, TR: "Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır ve
    bu konuşma yasal ise başka bir onarma yapılmaz"; WBF: "If that opponent passes, offender must
    repeat the call out of rotation, and when that call is legal there is no rectification". 27A1, TR
    "Herhangi bir yetersiz deklare, kusurlu oyuncunun solundaki rakibinin isteği ile kabul edilebilir";
    WBF "Any insufficient bid may be accepted (treated as legal) at the option of offender's LHO". The
    Ending said so, but its "Who chooses" said "nobody chooses now, the rules apply", its Director's
    line promised no choice and its read-out, right after "your left-hand opponent may accept it",
    ended "Nobody chooses"."""
    keys = ["not-accepted", "bid", "rho", "rho-passed"]
    if lang == "tr":
        chooser = "Yetersizse soldaki rakip onu kabul edip etmemeyi seçer (Yasa 27A1)"
        director = "seçimi hakem açıkladıktan sonra yapın"
        read, old_read = "Deklareniz yasalsa kimse seçmez.", "(Yasa 16C). Kimse seçmez."
        old = "şimdi kimse seçmez, kurallar uygulanır"
    else:
        chooser = "If it is insufficient, the left-hand opponent chooses whether to accept it (Law 27A1)"
        director = "choose after the Director has explained the options"
        read, old_read = "If your bid is legal, nobody chooses.", "(Law 16C). Nobody chooses."
        old = "nobody chooses now, the rules apply"
    says(client, SLUG, keys, lang, chooser, director)
    never_says(client, SLUG, keys, lang, old)
    reads(client, SLUG, keys, lang, read)
    never_reads(client, SLUG, keys, lang, old_read)
