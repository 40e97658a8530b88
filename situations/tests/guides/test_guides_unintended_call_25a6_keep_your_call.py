"""The unintended-call guide's "Keep your call" option (the left-hand opponent's, after a
substitution allowed under 25A): it says what is certain and does not imply what the Laws leave
unsaid (audit286).

25A6, TR (official): "Eğer bir değişiklik yapılmasına izin verilirse, soldaki oyuncu ilk konuşmanın
üzerine yapmış olduğu herhangi bir konuşmasını geri alabilir. Geri alınan konuşmadan elde edilen
bilgi sadece kendi tarafı için izinli, rakipler için ise izinsizdir."
25A6, WBF: "If a substitution is allowed the LHO may withdraw any call he made over the first call.
Information from the withdrawn call is authorized to his side and unauthorized to the opponents."

Both texts give the left-hand opponent a "may" ("geri alabilir"): he need not withdraw. Neither says
what follows when he keeps a call that the substituted call has made insufficient (1♦ mispulled, 1♥
over it, 1♠ substituted). 18D (TR "Bir önceki deklarenin hükmünü kaldıramayan bir deklare yetersiz
bir deklaredir. Yetersiz bir deklare vermek bir kural ihlalidir. (Gerekli yaptırım için bkz. Yasa
27.)"; WBF "A bid that fails to supersede the last preceding bid is an insufficient bid. It is an
infraction to make an insufficient bid (see Law 27 for rectification).") and 27A1 (TR "Herhangi bir
yetersiz deklare, kusurlu oyuncunun solundaki rakibinin isteği ile kabul edilebilir"; WBF "Any
insufficient bid may be accepted (treated as legal) at the option of offender's LHO") speak of a bid
made insufficient by its maker, an offender; the left-hand opponent made a sufficient bid. The option
said only "Konuşmanız olduğu gibi kalır" / "Your call stays as you made it", as if that were settled for
that case too; it keeps those words for the case the Laws settle, and a con says the rest.

81C2, TR "Bu Yasaları uygulamak, yorumlamak ..." (among the duties 81C says the Director's powers
"normally include", TR "Normal şartlarda hakemin görev ve yetkileri aşağıdakileri de kapsar"); WBF "to
administer and interpret these Laws": the Director decides, in the words the wrong-board guide uses.
"""

import pytest

from situations.content import unintended_call
from situations.tests.guides.guide_pages import page, says

pytestmark = pytest.mark.django_db
SLUG, KEYS = "unintended-call", ["slip", "not-yet"]

KEEP = {
    "tr": (
        "Konuşmanız olduğu gibi kalır.",
        "Yeni konuşmanın üstünde konuşmanız artık yetersiz kalıyorsa ne olacağını Yasalar açıkça söylemez; hakem karar verir: normal şartlarda hakemin görev ve yetkileri, bu Yasaları uygulamayı ve yorumlamayı da kapsar (Yasa 81C2).",
    ),
    "en": (
        "Your call stays as you made it.",
        "If your call is now insufficient over the new call, the Laws do not say in so many words what follows; the Director decides: under normal circumstances the Director's duties and powers also include administering and interpreting these Laws (Law 81C2).",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_keep_your_call_says_where_the_laws_are_silent(client, lang):
    says(client, SLUG, KEYS, lang, *KEEP[lang])


def test_the_page_quotes_81c2_which_the_con_names(client):
    """Quoted as a paragraph a sentence names (situations.views._named); not in `laws`, which the
    search reads: the Ending is no search answer for 81C2."""
    assert "81C2" not in unintended_call.SUBSTITUTE.laws
    for lang in ("tr", "en"):
        assert 'data-label="81C2"' in page(client, SLUG, KEYS, lang), lang
