"""desk94: the 23C/27D path's open questions left by qa90, decided from both texts.

1. A call out of rotation at the offender's right-hand opponent's turn, where the Law names his
   next call. The path asked, after any call out of rotation, whether the offender replaced it
   with a comparable call (30B1(b)(i)/(ii), 31A2(a)/(b), 32A2(a)/(b)). At RHO's turn the Laws ask
   no such question:

   30A, TR "Bir oyuncu, konuşma sırası sağındaki rakipteyken pas geçmişse, kusurlu oyuncu konuşma
   sırası kendisine ilk geldiğinde pas geçmek zorundadır ve Yasa 72C uygulanabilir."; WBF "When a
   pass out of rotation is made at offender's RHO's turn to call, the offender must pass when next
   it is his turn to call and Law 72C may apply."

   31A1, TR "Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır ve bu
   konuşma yasal ise başka bir onarma yapılmaz."; WBF "If that opponent passes, offender must repeat
   the call out of rotation, and when that call is legal there is no rectification."

   32A1, TR "Kusurlu oyuncunun sağındaki rakip pas geçerse, kusurlu oyuncu sırasız kontr veya
   sürkontrunu tekrar etmek zorundadır ve kontr veya sürkontrun kabulü olanaksız değilse başka bir
   onarma uygulanmaz, aksi takdirde Yasa 36 uygulanır"; WBF "If offender's RHO passes, offender must
   repeat his out-of-rotation double or redouble and there is no rectification unless the double or
   redouble is inadmissible, in which case Law 36 applies."

   None of them cites 23A or 23C, and 23C's bracket does not name them (TR "[bkz. Yasalar 27B1(b),
   30B1(b)(ii), 31A2(a) ve 32A2(a)]", WBF "[see Laws 27B1(b), 30B1(b)(i), 31A2(a) and 32A2(a)]"):
   the comparable-call question is 30B1(b)'s, 31A2's and 32A2's (31B2 and 32B2 send the Director
   to A2(a) or A2(b)), whose offender "may make any legal call" (TR "herhangi bir yasal konuşma
   yapabilir"). The path now ends at each with the paragraph's own words.

2. 27B4, TR "Kusurlu oyuncu yetersiz deklaresini başka bir yetersiz deklare ile düzeltmeye çalışırsa
   ve kusurlu oyuncunun solundaki rakip değiştirilen yetersiz deklareyi Madde A1’de belirtilen
   şekilde kabul etmezse, Hakem Madde 3’te belirlenen kuralları uygular."; WBF "if the offender
   attempts to replace the one insufficient bid with another insufficient bid the Director rules as
   in 3 if the LHO does not accept the substituted insufficient bid as A1 allows." Its own answer
   and Ending, with 27B3's rules (TR "yapılmak istenen bu konuşma iptal edilir. Kusurlu oyuncu,
   konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı konuşma sırası
   kendisine her geldiğinde pas geçmek zorundadır. Yasa 26B ile öngörülen çıkış kısıtlamaları
   uygulanabilir ve bkz. Yasa 72C."; WBF "the attempted call is cancelled. The offender must replace
   it as the foregoing allows and his partner must then pass whenever it is his turn to call. The
   lead restrictions in Law 26B may apply, and see Law 72C.").
"""

from __future__ import annotations

import pytest

from .test_judgement import START, answer, record_laws, start, text_of

pytestmark = pytest.mark.django_db

TITLE = {
    "en": "Damage to the non-offending side after a call replaced (Laws 23C, 27D)",
    "tr": "Değiştirilen konuşmadan sonra kusursuz tarafın zararı (Yasa 23C, 27D)",
}
AT_RHO = {
    "pass_rho": {
        "en": "A pass out of rotation at right-hand opponent's turn, cancelled (Laws 29B, 30A)",
        "tr": "Sırasız pas, konuşma sırası sağdaki rakipteyken; iptal edildi (Yasa 29B, 30A)",
    },
    "bid_rho": {
        "en": "A bid out of rotation at right-hand opponent's turn, cancelled, and that opponent passed (Laws 29B, "
        "31A1)",
        "tr": "Sırasız deklare, konuşma sırası sağdaki rakipteyken; iptal edildi ve bu rakip pas geçti (Yasa 29B, "
        "31A1)",
    },
    "double_rho": {
        "en": "A double or redouble out of rotation at right-hand opponent's turn, cancelled, and that opponent "
        "passed (Laws 29B, 32A1)",
        "tr": "Sırasız kontr veya sürkontr, konuşma sırası sağdaki rakipteyken; iptal edildi ve bu rakip pas geçti "
        "(Yasa 29B, 32A1)",
    },
}
# What each Ending says: the paragraph's words (the site's English of the official Turkish).
ENDS = {
    "pass_rho": {
        "en": (
            "A pass at right-hand opponent's turn: the offender must pass (Law 30A)",
            "the offender must pass when next it is his turn to call, and Law 72C may apply (Law 30A).",
            "Law 30A asks no question of a comparable call (Law 23A), and Law 30A is not among the Laws that Law "
            "23C names [see Laws 27B1(b), 30B1(b)(ii), 31A2(a) and 32A2(a)].",
            "29B, 30A, 72C",
        ),
        "tr": (
            "Sağdaki rakibin sırasında pas: kusurlu oyuncu pas geçmek zorundadır (Yasa 30A)",
            "kusurlu oyuncu konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır ve Yasa 72C uygulanabilir "
            "(Yasa 30A).",
            "Yasa 30A eşdeğer konuşma (Yasa 23A) sorusunu sormaz ve Yasa 23C'nin andığı yasalar [bkz. Yasalar "
            "27B1(b), 30B1(b)(ii), 31A2(a) ve 32A2(a)] arasında Yasa 30A yoktur.",
            "29B, 30A, 72C",
        ),
    },
    "bid_rho": {
        "en": (
            "Right-hand opponent passed: the offender must repeat his call (Law 31A1)",
            "the offender must repeat his call out of rotation, and if that call is legal there is no further "
            "rectification (Law 31A1).",
            "Law 31A1 asks no question of a comparable call (Law 23A)",
            "29B, 31A1",
        ),
        "tr": (
            "Sağdaki rakip pas geçti: kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır (Yasa 31A1)",
            "kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır ve bu konuşma yasal ise başka bir onarma "
            "yapılmaz (Yasa 31A1).",
            "arasında Yasa 31A1 yoktur.",
            "29B, 31A1",
        ),
    },
    "double_rho": {
        "en": (
            "Right-hand opponent passed: the offender must repeat his double or redouble (Law 32A1)",
            "the offender must repeat his double or redouble out of rotation, and if the double or redouble is not "
            "inadmissible there is no further rectification; otherwise Law 36 applies (Law 32A1).",
            "Law 32A1 is not among the Laws that Law 23C names",
            "29B, 32A1",
        ),
        "tr": (
            "Sağdaki rakip pas geçti: kusurlu oyuncu sırasız kontr veya sürkontrunu tekrar etmek zorundadır (Yasa 32A1)",
            "kusurlu oyuncu sırasız kontr veya sürkontrunu tekrar etmek zorundadır ve kontr veya sürkontrun kabulü "
            "olanaksız değilse başka bir onarma uygulanmaz, aksi takdirde Yasa 36 uygulanır (Yasa 32A1).",
            "Yasa 32A1 eşdeğer konuşma (Yasa 23A) sorusunu sormaz",
            "29B, 32A1",
        ),
    },
}
COMPARABLE_ASKED = {
    "en": "replace the cancelled call with a comparable call",
    "tr": "eşdeğer bir konuşma (Yasa 23A) mı yaptı?",
}
INSUFFICIENT = {"en": "An insufficient bid (Law 27B)", "tr": "Yetersiz deklare (Yasa 27B)"}
AGAIN = {
    "en": "By another insufficient bid, not accepted by the left-hand opponent (Law 27B4)",
    "tr": "Başka bir yetersiz deklare ile; soldaki rakip bunu kabul etmedi (Yasa 27B4)",
}
SAID_27B4 = {
    "en": (
        "Another insufficient bid not accepted: the Director applies the rules of Law 27B3",
        "If the offender attempts to correct his insufficient bid by another insufficient bid and the offender's "
        "left-hand opponent does not accept the substituted insufficient bid as specified in A1, the Director "
        "applies the rules laid down in 3 above (Law 27B4). Under 3 the attempted call is cancelled; the offender "
        "must correct his call within the criteria laid down above, and his partner must pass whenever it is his turn "
        "to call; the lead restrictions provided for in Law 26B may apply, and see Law 72C (Law 27B3).",
    ),
    "tr": (
        "Başka bir yetersiz deklare kabul edilmedi: Hakem Yasa 27B3'ün kurallarını uygular",
        "Kusurlu oyuncu yetersiz deklaresini başka bir yetersiz deklare ile düzeltmeye çalışırsa ve kusurlu "
        "oyuncunun solundaki rakip değiştirilen yetersiz deklareyi Madde A1’de belirtilen şekilde kabul etmezse, "
        "Hakem Madde 3’te belirlenen kuralları uygular (Yasa 27B4). Madde 3'e göre yapılmak istenen konuşma iptal "
        "edilir; kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı konuşma "
        "sırası kendisine her geldiğinde pas geçmek zorundadır; Yasa 26B ile öngörülen çıkış kısıtlamaları "
        "uygulanabilir ve bkz. Yasa 72C (Yasa 27B3).",
    ),
}
# The quote beside each Ending: the paragraph itself, word for word.
QUOTED = {
    "pass_rho": {"en": "If a player has passed when it was his right-hand opponent's turn to call", "tr": "Bir oyuncu, konuşma sırası sağındaki rakipteyken pas geçmişse"},
    "bid_rho": {"en": "If that opponent passes, the offender must repeat his call out of rotation", "tr": "Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır"},
    "double_rho": {"en": "If the offender's right-hand opponent passes, the offender must repeat", "tr": "Kusurlu oyuncunun sağındaki rakip pas geçerse"},
}  # fmt: skip


def _quote(text: str) -> str:
    return text.split('<blockquote class="law-quote"', 1)[1].split("</blockquote>", 1)[0]


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("call", ["pass_rho", "bid_rho", "double_rho"])
def test_a_call_out_of_rotation_at_rhos_turn_ends_with_its_paragraph_not_the_comparable_question(
    director_client, lang, call
):
    """30A, 31A1, 32A1: the offender's next call is the Law's, not his choice; the path ends there
    with the paragraph's words, quotes it, asks no comparable-call question and names no 23A or
    23C in the record."""
    page = answer(director_client, start(director_client, lang, TITLE[lang]), AT_RHO[call][lang])
    assert page.status_code == 200
    text = text_of(page)
    title, rule, why, laws = ENDS[call][lang]
    assert f"<h1>{title}</h1>" in text
    assert rule in text and why in text
    assert QUOTED[call][lang] in _quote(text)
    assert COMPARABLE_ASKED[lang] not in text
    assert 'name="kind"' not in text  # an ending, not the score step
    assert record_laws(director_client, page, lang) == laws


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_another_insufficient_bid_not_accepted_has_its_own_27b4_ending(director_client, lang):
    page = answer(director_client, start(director_client, lang, TITLE[lang]), INSUFFICIENT[lang])
    page = answer(director_client, page, AGAIN[lang])
    assert page.status_code == 200
    text = text_of(page)
    title, said = SAID_27B4[lang]
    assert f"<h1>{title}</h1>" in text
    assert said in text
    quoted = {"en": "the Director applies the rules laid down in 3 above", "tr": "Hakem Madde 3’te belirlenen"}
    assert quoted[lang] in _quote(text)
    # 27B4, then 27B3's rules; not 27B2 (another sufficient bid or a pass), nor 23A's cases.
    assert record_laws(director_client, page, lang) == "27B, 27B4, 27B3, 26B, 72C"


@pytest.mark.parametrize(
    "query, status, says",
    [
        # A comparable-call answer after a call at RHO's turn is not asked, so it is ignored.
        ("withdrawn=pass_rho&comparable_pass=yes&assistance_23c=yes", 200, "(Law 30A)"),
        ("withdrawn=bid_rho&comparable_bid=no", 200, "(Law 31A1)"),
        ("withdrawn=double_rho&comparable_double=%ff%fe", 200, "(Law 32A1)"),
        ("withdrawn=insufficient&correction=insufficient_again&assistance_27d=yes", 200, "(Law 27B4)"),
        # An answer a step does not offer: a 400 that says so.
        ("withdrawn=pass_lho", 400, "This step does not exist"),
        ("withdrawn=insufficient&correction=insufficient_twice", 400, "This step does not exist"),
        ("withdrawn=bid_rho%00", 400, "This step does not exist"),
    ],
)
def test_bad_input_on_the_new_answers_is_a_400_or_the_ending(director_client, query, status, says):
    response = director_client.get(START["en"] + "?path=replaced&" + query)
    assert response.status_code == status
    assert says in text_of(response)
