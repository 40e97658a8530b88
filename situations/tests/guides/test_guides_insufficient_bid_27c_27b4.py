"""The insufficient-bid guide's words for a correction made too early (Law 27C), for who waits for
the Director (Law 9B2) and for a second insufficient bid refused (Law 27B4), in both languages.

27C, Turkish (official): "Kusurlu oyuncu, yetersiz deklaresini Hakemin bir hüküm vermesinden önce
düzeltirse ... yeni deklare, kurallara uygun olmak kaydı ile, geçerlidir"; WBF English: "If the
offender replaces his insufficient bid before the Director has ruled on rectification, the
substitution, if legal, stands". The line is the Director's ruling, not his arrival: a correction
made with the Director at the table, before he ruled, is still premature. The English said "before
the Director ruled"; the Turkish said "hakem gelmeden" (before the Director comes).

9B2, Turkish: "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası
durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır"; WBF: "No player
shall take any action until the Director has explained all matters in regard to rectification". The
first step said "Nobody calls before the Director comes" / "Hakem gelmeden kimse konuşmasın"
(9B2's own verb since audit295: test_audit295_9b2_shall_take_on_the_first_step.py)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_first_step_waits_for_the_director_s_explanation_and_dates_27c_by_his_ruling(client, lang):
    if lang == "tr":
        new = (
            "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır (Yasa 9B2)",
            "kusurlu oyuncu hakem hüküm vermeden düzeltirse Yasa 27C uygulanır",
            "Kusurlu oyuncu hakem hüküm vermeden düzeltti",
        )
        old = ("Hakem gelmeden kimse konuşmasın", "hakem gelmeden düzeltirse", "Kusurlu oyuncu hakem gelmeden düzeltti")
    else:
        new = (
            "No player shall take any action until the Director has explained all the possible matters concerning the correction of the irregularity and the assessment of a penalty (Law 9B2)",
            "if the offender corrects before the Director has ruled, Law 27C applies",
        )
        old = ("Nobody calls before the Director comes",)
    says(client, SLUG, [], lang, *new)
    never_says(client, SLUG, [], lang, *old)


def test_the_turkish_pages_and_read_outs_date_the_early_correction_by_the_ruling(client):
    says(client, SLUG, ["not-yet"], "tr", "kusurlu oyuncu hakem hüküm vermeden düzeltirse Yasa 27C uygulanır")
    never_says(client, SLUG, ["not-yet"], "tr", "hakem gelmeden düzeltirse")
    reject = ["replaced-early", "reject"]
    says(client, SLUG, reject, "tr", "hakem hüküm vermeden yapılan yasal düzeltme geçerlidir (Yasa 27C)")
    never_says(client, SLUG, reject, "tr", "hakem gelmeden yapılan yasal düzeltme")
    for keys in (reject, ["replaced-early", "accept"]):
        reads(client, SLUG, keys, "tr", "Hakem hüküm vermeden düzelttiniz.")
        never_reads(client, SLUG, keys, "tr", "Hakem gelmeden düzelttiniz.")
        reads(client, SLUG, keys, "en", "You corrected before the Director ruled.")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_27b4_a_refused_second_insufficient_bid_brings_27b3_s_lead_restriction_and_72c(client, lang):
    """27B4, TR: "Kusurlu oyuncu yetersiz deklaresini başka bir yetersiz deklare ile düzeltmeye
    çalışırsa ve kusurlu oyuncunun solundaki rakip değiştirilen yetersiz deklareyi Madde A1'de
    belirtilen şekilde kabul etmezse, Hakem Madde 3'te belirlenen kuralları uygular"; WBF: "the
    Director rules as in 3 if the LHO does not accept the substituted insufficient bid as A1 allows".
    27B3 ends, TR "Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa 72C"; WBF
    "The lead restrictions in Law 26B may apply, and see Law 72C". The Ending gave 27B3's rules
    without that sentence: no word of a lead restriction or of 72C."""
    keys = ["not-accepted", "insufficient"]
    if lang == "tr":
        rule = "ortağı artırımın sonuna kadar pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 26B)."
        damage = "farkında olabileceğine kanaat getirirse"
    else:
        rule = "his partner must pass to the end of the auction; lead restrictions may apply (Law 26B)."
        damage = "could have been aware that his irregularity would damage the non-offending side"
    says(client, SLUG, keys, lang, rule, damage)
