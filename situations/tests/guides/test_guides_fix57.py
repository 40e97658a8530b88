"""fix57: the call-out-of-rotation Endings where the right-hand opponent passed (31A1, 32A1) say what
follows when the repeated call is not legal, as far as the Laws say it (fix54 left it)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db

SLUG = "call-out-of-rotation"
BID = ["not-accepted", "bid", "rho", "rho-passed"]
DOUBLE = ["not-accepted", "double", "rho", "rho-passed"]


@pytest.mark.parametrize(
    "lang, said, gone",
    [
        (
            "tr",
            "Tekrarlanan deklare yasal değilse o usulsüzlüğün yasası uygulanır: yetersiz deklarede Yasa 27 (Yasa "
            "18D), yani soldaki rakip onu kabul edebilir (Yasa 27A1), kabul etmezse deklare yasal bir konuşmayla "
            "değiştirilerek düzeltilmelidir (Yasa 27B); pas geçmesi zorunlu bir oyuncunun deklaresinde Yasa 37 "
            "(Yasa 35B).",
            "Deklaresi yetersizse Yasa 27 uygulanır.",
        ),
        (
            "en",
            "If the repeated bid is not legal, the Law for that irregularity applies: for an insufficient bid Law 27 "
            "(Law 18D), so the left-hand opponent may accept it (Law 27A1), and if he does not it must be corrected "
            "by the substitution of a legal call (Law 27B); for a bid by a player required to pass, Law 37 (Law 35B).",
            "If his bid was insufficient, Law 27 applies.",
        ),
    ],
)
def test_a_repeated_bid_that_is_not_legal_is_said_to_bring_its_own_law(client, lang, said, gone):
    """31A1, TR: "Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır ve
    bu konuşma yasal ise başka bir onarma yapılmaz."; WBF: "If that opponent passes, offender must
    repeat the call out of rotation, and when that call is legal there is no rectification." 18D, TR
    "Yetersiz bir deklare vermek bir kural ihlalidir. (Gerekli yaptırım için bkz. Yasa 27.)"; WBF "It
    is an infraction to make an insufficient bid (see Law 27 for rectification)." 27A1, TR "Herhangi
    bir yetersiz deklare, kusurlu oyuncunun solundaki rakibinin isteği ile kabul edilebilir"; WBF
    "Any insufficient bid may be accepted (treated as legal) at the option of offender's LHO." 27B, TR
    "bu deklare yasal bir konuşma ile değiştirilerek ... düzeltilmelidir"; WBF "it must be corrected
    by the substitution of a legal call". 35B, TR "Pas geçmesi zorunlu bir oyuncunun deklaresi,
    kontru veya sürkontru. Yasa 37 uygulanır."; WBF "A bid, double or redouble by a player required to
    pass. Law 37 applies." The Ending said only "Law 27 applies", of a bid that "was" insufficient."""
    guide_pages.says(client, SLUG, BID, lang, said)
    guide_pages.never_says(client, SLUG, BID, lang, gone)


@pytest.mark.parametrize(
    "lang, said, gone",
    [
        (
            "tr",
            "Tekrarlanan kontr ya da sürkontr kabulü olanaksızsa (Yasa 19'un izin vermediği bir kontr ya da "
            "sürkontr, Yasa 35A) Yasa 36 uygulanır: soldaki rakip onarmadan önce konuşmadıysa (Yasa 36A) konuşma "
            "iptal edilir, kusurlu oyuncu onu yasal bir konuşmayla değiştirmek zorundadır ve ortağı konuşma sırası "
            "her kendine geldiğinde pas geçmek zorundadır (Yasa 36B).",
            "Kontr artık kurala uygun değilse",
        ),
        (
            "en",
            "If the repeated double or redouble is inadmissible (one Law 19 does not permit, Law 35A), Law 36 "
            "applies: unless the left-hand opponent has called before rectification (Law 36A), it is cancelled, the "
            "offender must substitute a legal call and his partner must pass whenever it is his turn to call (Law "
            "36B).",
            "no longer admissible",
        ),
    ],
)
def test_a_repeated_double_that_is_inadmissible_is_said_to_bring_law_36(client, lang, said, gone):
    """32A1, TR: "Kusurlu oyuncunun sağındaki rakip pas geçerse, kusurlu oyuncu sırasız kontr veya
    sürkontrunu tekrar etmek zorundadır ve kontr veya sürkontrun kabulü olanaksız değilse başka bir
    onarma uygulanmaz, aksi takdirde Yasa 36 uygulanır"; WBF: "If offender's RHO passes, offender must
    repeat his out-of-rotation double or redouble and there is no rectification unless the double or
    redouble is inadmissible, in which case Law 36 applies." 36B1-2, TR "Yasa 19'un izin vermediği her
    kontr ve sürkontr iptal edilir. Kusurlu oyuncu konuşmasını yasal bir konuşma ile değiştirmelidir,
    artırım devam eder ve kusurlu oyuncunun ortağı konuşma sırası her kendine geldiğinde pas geçmek
    zorundadır."; WBF "any double or redouble not permitted by Law 19 is cancelled. the offender must
    substitute a legal call, the auction continues, and the offender's partner must pass whenever it
    is his turn to call." 36A: only when the LHO has not called before rectification. The Ending said
    "no longer admissible": RHO's pass changes nothing, the double was inadmissible when made."""
    guide_pages.says(client, SLUG, DOUBLE, lang, said)
    guide_pages.never_says(client, SLUG, DOUBLE, lang, gone)


def test_the_defending_partner_s_read_out_says_whose_eyes_see_the_face(client):
    """49 (TR): "bir defans oyuncusunun kartı yüzünü partnerinin görmesi olası bir pozisyona
    geldiğinde"; 45C1 (TR): "yüzünü ortağının görebileceği biçimde tuttuğu kart" (WBF: "in a position
    in which his partner could possibly see its face"; "held so that it is possible for his partner to
    see its face"). The read-out first said "ortağının yüzünü görebileceği" (where the partner's face
    could be seen), the words turned round."""
    keys = ["card-seen-during", "partner-play"]
    guide_pages.says(client, "extraneous-information", keys, "tr", "kartı, yüzünü ortağının görebileceği konumdaydı")
    guide_pages.never_says(client, "extraneous-information", keys, "tr", "ortağının yüzünü görebileceği")
