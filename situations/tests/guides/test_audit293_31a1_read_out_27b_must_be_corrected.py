"""audit293 (session 94): the call-out-of-rotation guide's "a bid at the right-hand opponent's turn; he
passed" read-out states 27B's correction in each text's own obligation (CONTRIBUTING.md, "Add a
situation guide", point 1: a sentence that states what a paragraph requires uses that paragraph's
modal verb).

27B, WBF: "If an insufficient bid in rotation is not accepted (see A) it must be corrected by the
substitution of a legal call (but see 3 following)."
27B, TR (official): "Sıra olarak doğru yapılmış bir yetersiz deklare kabul edilmezse (bkz. A), bu
deklare yasal bir konuşma ile değiştirilerek (ancak bkz. aşağıda Madde 3) düzeltilmelidir."
27A1, WBF: "Any insufficient bid may be accepted (treated as legal) at the option of offender's LHO.";
TR "Herhangi bir yetersiz deklare, kusurlu oyuncunun solundaki rakibinin isteği ile kabul edilebilir".

The read-out said "or else you correct it with a legal call (Laws 27A1, 27B)" / "etmezse yasal bir
konuşmayla düzeltirsiniz": the present of a description, where the page's `now` (qa289's words) and
both texts have the obligation. "by a legal call" / "yasal bir konuşmayla" are the engine's words for
27B (quizzes/generators/auction_story.py). The read-out is at the guides' 90 words (test_read_out.py).
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads, says

pytestmark = pytest.mark.django_db

SLUG, KEYS = "call-out-of-rotation", ["not-accepted", "bid", "rho", "rho-passed"]
READ = {
    "tr": "Deklareniz yetersizse soldaki rakibiniz onu kabul edebilir; etmezse deklareniz yasal bir konuşmayla düzeltilmelidir (Yasa 27A1, 27B).",
    "en": "If your bid is insufficient, your left-hand opponent may accept it; if not, it must be corrected by a legal call (Laws 27A1, 27B).",
}
BEFORE = {
    "tr": "etmezse yasal bir konuşmayla düzeltirsiniz",
    "en": "or else you correct it with a legal call",
}
# The page's own sentence, which the read-out now agrees with (qa289 brought it to 27B's verb).
NOW = {
    "tr": "kabul etmezse deklare yasal bir konuşmayla değiştirilerek düzeltilmelidir (Yasa 27B)",
    "en": "if he does not it must be corrected by the substitution of a legal call (Law 27B)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_states_27b_s_obligation(client, lang):
    reads(client, SLUG, KEYS, lang, READ[lang])
    never_reads(client, SLUG, KEYS, lang, BEFORE[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_says_27b_in_the_same_verb(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang])
