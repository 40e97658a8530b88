"""The wrong-board guide's wrong-table Ending cites 15B3 for the artificial adjusted score and 12C2(a)
as what 15B3 points to, not as a second source of it; its read-out says 15B's condition (the Director
finds the wrong board after the auction has begun) and 15B3.

15B (TR): "Hakem, artırmanın başlamasından sonra, oyunculardan birinin o turda oynamaması gereken bir
bordu oynamakta olduğunu belirlerse:"; (WBF) "If, after the commencement of the auction period, the
Director discovers that a contestant is playing a board not designated for him to play in the current
round, then:" (the editor's note on 15B names the difference; the guide follows the Turkish).
15B3 (TR): "Hakem geçerli bir skor kazanma olanağından yoksun kalmış yarışmacılara yapay bir ayarlı skor
verecektir [bkz. Yasa 12C2(a)]."; (WBF) "The Director shall award an artificial adjusted score [see Law
12C2(a)] to any contestant deprived of the opportunity to earn a valid score."
12C2(a) (TR): "Bir usulsüzlük nedeniyle hiçbir sonuç elde edilemiyorsa [ve bkz. C1(d)] hakem,
usulsüzlükten doğan sorumluluğa göre; aşağıdaki yapay ayarlı skorlardan birini verebilir"; (WBF) "When
owing to an irregularity no result can be obtained [see also C1(d)], the Director awards an artificial
adjusted score according to responsibility for the irregularity" (the editor's note on 12C2(a): the
Turkish "may").

The `now` said "(Yasa 15B3, 12C2(a))" / "(Laws 15B3, 12C2(a))": the obligation ("verilir" / "get") is
15B3's "verecektir" / "shall award"; 12C2(a) in the official Turkish says "verebilir" (may) and is
15B3's "bkz." / "see". The read-out stated 15B1 and 15B2 with no word of 15B's condition, and never
said 15B3: a board cancelled for both sides (15B1) read as if it left them with no score."""

import pytest

from situations.tests.guides.guide_pages import never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-board"
KEYS = ["wrong-table"]

NOW = {
    "tr": "Geçerli skor alma şansını kaybedenlere yapay ayarlı skor verilecektir (Yasa 15B3; bkz. Yasa 12C2(a)).",
    "en": "Contestants deprived of a valid score shall be awarded an artificial adjusted score (Law 15B3; see Law 12C2(a)).",
}
OLD_NOW_CITATION = {"tr": "(Yasa 15B3, 12C2(a))", "en": "(Laws 15B3, 12C2(a))"}
READ_OUT = {
    "tr": (
        "Hakem bunu artırım başladıktan sonra belirlediyse (Yasa 15B): biriniz bordu daha önce oynadıysa",
        "Geçerli skor alma şansını kaybedenlere yapay ayarlı skor verilecektir (Yasa 15B3).",
    ),
    "en": (
        "When the Director finds it after the auction has begun (Law 15B): if one of you has played the board before",
        "Contestants deprived of a valid score shall be awarded an artificial adjusted score (Law 15B3).",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_artificial_score_cites_15b3_and_sees_12c2a(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang])
    never_says(client, SLUG, KEYS, lang, OLD_NOW_CITATION[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_15b_s_condition_and_15b3(client, lang):
    reads(client, SLUG, KEYS, lang, *READ_OUT[lang])
