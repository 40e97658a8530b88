"""qa90: the ruling desk walked by a Director, every judgement path, both languages.

The 23C/27D path's Ending for an insufficient bid not corrected under 27B1 (27B2, 27B3) said the
lead restrictions of Law 26B and Law 72C for 27B2 only. Law 27B3 says them too, in both texts:

27B3, TR "Yukarıda B1(b) ile hükme bağlananın dışında, kusurlu oyuncu yetersiz deklaresini bir kontr
veya sürkontr ile düzeltme girişiminde bulunursa, yapılmak istenen bu konuşma iptal edilir. Kusurlu
oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı konuşma sırası
kendisine her geldiğinde pas geçmek zorundadır. Yasa 26B ile öngörülen çıkış kısıtlamaları
uygulanabilir ve bkz. Yasa 72C."; WBF "except as provided in B1(b) above, if the offender attempts
to substitute a double or a redouble for his insufficient bid the attempted call is cancelled. The
offender must replace it as the foregoing allows and his partner must then pass whenever it is his
turn to call. The lead restrictions in Law 26B may apply, and see Law 72C."
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from .test_judgement import RECORD, START, text_of

pytestmark = pytest.mark.django_db

NOT_CORRECTED_UNDER_27B1 = "path=replaced&withdrawn=insufficient&correction=other"

SAID_27B3 = {
    "en": (
        "If the offender attempted to correct it (except as in B1(b)) by a double or redouble, that call is "
        "cancelled; he must correct his call within the criteria laid down above, and his partner must pass whenever "
        "it is his turn to call; here too the lead restrictions provided for in Law 26B may apply, and see Law 72C "
        "(Law 27B3)."
    ),
    "tr": (
        "Kusurlu oyuncu yetersiz deklaresini (B1(b) dışında) bir kontr veya sürkontr ile düzeltmeye çalışırsa bu "
        "konuşma iptal edilir; konuşmasını yukarıdaki kriterler çerçevesinde düzeltir ve ortağı konuşma sırası "
        "kendisine her geldiğinde pas geçmek zorundadır; burada da Yasa 26B ile öngörülen çıkış kısıtlamaları "
        "uygulanabilir ve bkz. Yasa 72C (Yasa 27B3)."
    ),
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_27b3_ending_says_26b_and_72c_as_27b3_does(director_client, lang):
    response = director_client.get(START[lang] + "?" + NOT_CORRECTED_UNDER_27B1)
    assert response.status_code == 200
    assert SAID_27B3[lang] in text_of(response)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_record_the_27b3_ending_prefills_says_it_too(director_client, lang):
    response = director_client.get(START[lang] + "?" + NOT_CORRECTED_UNDER_27B1)
    # The link carries the walk (polish79); the form it opens holds the facts.
    link = re.search(rf'<a class="big-button primary" href="([^"]+)">{RECORD[lang]}</a>', response.content.decode())
    form = text_of(director_client.get(unescape(link.group(1))))
    facts = re.search(r'<textarea name="facts"[^>]*>\n?(.*?)</textarea>', form, re.S).group(1)
    assert SAID_27B3[lang] in facts  # desk98: 27D's open question after 27B3 follows it


# The 64C1 editor's note beside the 64C path's last question and its Ending named 64B's revokes
# "otomatik löve aktarımı olmayan" / "which have no automatic trick transfer", where 64B's own term
# is the adjustment: TR 64B "Rönonsun resmileşmesinden sonra, aşağıdaki durumlarda otomatik löve
# ayarlaması yapılmaz. (Ancak bkz Yasa 64C)"; WBF "There is no automatic trick adjustment following
# an established revoke (but see Law 64C) if: ...". (Session 62 (lead) put the revoke quiz in
# these words; the trick that 64A moves is still "aktarılır", 64A's own verb.)
COMPENSATED_STEP = "path=revoke&established=yes&both_sides=no&repeated=no"
NOTE_64B = {
    "en": ("the revokes of Law 64B, after which there is no automatic trick adjustment", "trick transfer"),
    "tr": ("Yasa 64B'nin otomatik löve ayarlaması yapılmayan rönonsları", "löve aktarımı"),
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_64c1_note_on_the_revoke_path_says_64bs_own_term(director_client, lang):
    response = director_client.get(START[lang] + "?" + COMPENSATED_STEP)
    assert response.status_code == 200
    page = text_of(response)
    said, not_said = NOTE_64B[lang]
    assert said in page
    assert not_said not in page
