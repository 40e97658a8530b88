"""qa272: the auction quiz's 27B3 step (quizzes/generators/auction_story.py) says what the paragraph
asks of the offender, in the official Turkish and the WBF English.

27B3, official Turkish: "Yukarıda B1(b) ile hükme bağlananın dışında, kusurlu oyuncu yetersiz
deklaresini bir kontr veya sürkontr ile düzeltme girişiminde bulunursa, yapılmak istenen bu konuşma
iptal edilir. Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve
ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır."
WBF English: "except as provided in B1(b) above, if the offender attempts to substitute a double or a
redouble for his insufficient bid the attempted call is cancelled. The offender must replace it as
the foregoing allows and his partner must then pass whenever it is his turn to call."

The step said "kusurlu yeniden düzeltir" / "the offender corrects again": neither the criteria the
replacement is held to (TR "yukarıda belirlenen kriterler çerçevesinde", WBF "as the foregoing
allows") nor, in English, the WBF's "must"."""

import pytest

from quizzes.generators import generate
from quizzes.tests.helpers import official_turkish

STEP = {
    "tr": "Yasa 27B3: kontr ya da sürkontrla düzeltme girişimi iptal edilir; kusurlu oyuncu konuşmasını yukarıda "
    "belirlenen kriterler çerçevesinde düzeltir ve ortağı her sırasında pas geçmek zorundadır; Yasa 26B ile "
    "öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa 72C.",
    "en": "Law 27B3: a double or redouble is cancelled; the offender must replace it as the foregoing allows and "
    "his partner must then pass whenever it is his turn; the lead restrictions in Law 26B may apply, and see "
    "Law 72C.",
}


def test_the_step_s_turkish_words_are_the_official_paragraph_s():
    official = official_turkish()["27B3"].text
    assert "Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir" in official
    assert "konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir" in STEP["tr"]


# insufficient_bid seed 16 is an attempted double; withdrawn_call_lead seed 6 tells of a cancelled double
@pytest.mark.parametrize("qtype, seed", [("insufficient_bid", 16), ("withdrawn_call_lead", 6)])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_27b3_step_says_the_offender_replaces_the_call_as_the_foregoing_allows(qtype, seed, lang):
    question = generate(qtype, seed)
    steps = getattr(question, f"explanation_{lang}").split("\n")
    assert STEP[lang] in steps, steps
    said = [s for s in steps if s.startswith(("Law 27B3:", "Yasa 27B3:"))]
    assert not any("corrects again" in s or "yeniden düzeltir" in s for s in said), said
