"""qa289 (session 93): the insufficient-bid guide's not-yet step and its read-out state 27B's
correction in each text's own obligation (CONTRIBUTING.md, "Add a situation guide", point 1: a
sentence that states what a paragraph requires uses that paragraph's modal verb).

27B, WBF: "If an insufficient bid in rotation is not accepted (see A) it must be corrected by the
substitution of a legal call (but see 3 following)."
27B, TR (official): "Sıra olarak doğru yapılmış bir yetersiz deklare kabul edilmezse (bkz. A), bu
deklare yasal bir konuşma ile değiştirilerek (ancak bkz. aşağıda Madde 3) düzeltilmelidir."

Both said the present of a description ("the offender corrects with a legal call (Law 27B)",
"kusurlu oyuncu yasal bir konuşmayla düzeltir (Yasa 27B)"): the WBF has "must", the official Turkish
"düzeltilmelidir". The bid stays the offender's, so the read-out's next line's "his partner" /
"ortağı" still has him to refer to. "by a legal call" / "yasal bir konuşmayla" are the engine's words for 27B
(quizzes/generators/auction_story.py); the read-out is at the guides' 90 words (test_read_out.py), so
its "you have two options" became "two options" for the words "must be corrected" took."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG, KEYS = "insufficient-bid", ["not-yet"]
NOW = {
    "tr": "Kabul edilmezse kusurlu oyuncunun deklaresi yasal bir konuşmayla düzeltilmelidir (Yasa 27B):",
    "en": "If not accepted, the offender's bid must be corrected by a legal call (Law 27B):",
}
READ = {
    "tr": "Kabul etmemek: kusurlu oyuncunun deklaresi yasal bir konuşmayla düzeltilmelidir (Yasa 27B).",
    "en": "Do not accept: the offender's bid must be corrected by a legal call (Law 27B).",
}
BEFORE = {
    "tr": "kusurlu oyuncu yasal bir konuşmayla düzeltir (Yasa 27B)",
    "en": "the offender corrects with a legal call (Law 27B)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_not_yet_step_states_27b_s_obligation(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang])
    never_says(client, SLUG, KEYS, lang, BEFORE[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_not_yet_read_out_states_27b_s_obligation(client, lang):
    reads(client, SLUG, KEYS, lang, READ[lang])
    never_reads(client, SLUG, KEYS, lang, BEFORE[lang])
