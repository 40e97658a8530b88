"""The insufficient-bid guide's English says of a 27B1 correction what the guide's Turkish and 27B1 say,
"no rectification", not "costs nothing" (audit295, session 94).

27B1(a), TR (official): "Yetersiz deklare, geri alınan konuşma ile aynı türü(türleri) belirten yeterli en
düşük deklare ile düzeltilmişse, bir onarma yapılmaksızın artırma devam eder. Yasalar 26B ve 16C
uygulanmaz, ancak bkz. aşağıdaki D." 27B1(b), TR: "... eşdeğer bir konuşma ile değiştirilirse (bkz. Yasa
23A), bir onarma yapılmaksızın artırma devam eder. Yasa 16C uygulanmaz, ancak bkz. aşağıdaki D."
WBF: "(a) ... the auction proceeds without further rectification. Laws 26B and 16C do not apply but see D
following. (b) ... the auction proceeds without further rectification. Law 16C does not apply but see D
following."
27D, TR: "... kanaat getirirse ayarlı skor atamalıdır"; WBF: "... he shall award an adjusted score."

The guide's Turkish says "yaptırım olmaz" / "yaptırım yok" (no rectification); its English said "A
correction with the same meaning costs them nothing" (the "Do not accept" con on not-yet and both
replaced-early Endings) and "... or a comparable call, costs nothing" (replaced-early/reject), on pages
that state 27D's adjusted score after such a correction: "see D" is a possible cost."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
CON = {
    "tr": "Aynı anlamda düzeltme yaparsa yaptırım olmaz.",
    "en": "A correction with the same meaning carries no rectification.",
}
OLD_CON = "A correction with the same meaning costs them nothing."
EARLY = {
    "tr": "aynı tür(ler)i belirten en düşük yeterli deklare ya da eşdeğer bir konuşmaysa yaptırım yok;",
    "en": "the lowest sufficient bid specifying the same denomination(s), or a comparable call, carries no rectification;",
}
OLD_EARLY = "or a comparable call, costs nothing;"
WITH_THE_CON = (["not-yet"], ["replaced-early", "accept"], ["replaced-early", "reject"])


@pytest.mark.parametrize("keys", WITH_THE_CON, ids="/".join)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_refusal_s_con_says_no_rectification(client, keys, lang):
    says(client, SLUG, keys, lang, CON[lang])
    never_says(client, SLUG, keys, lang, OLD_CON)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_early_correction_s_27b1_line_says_no_rectification(client, lang):
    says(client, SLUG, ["replaced-early", "reject"], lang, EARLY[lang])
    never_says(client, SLUG, ["replaced-early", "reject"], lang, OLD_EARLY)
