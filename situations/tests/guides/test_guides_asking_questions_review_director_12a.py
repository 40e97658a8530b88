"""The asking-questions review Ending's Director line cites the paragraph that names the Director,
12A, not 20E, which names none (session 89, qa222, from qa206's and qa213's notes).

20E, TR "Yer veya yasa gereği pas geçmesi gereken bir oyuncu da dahil tüm oyuncular, yinelemedeki
yanlışlıkların gecikmeksizin düzeltilmesinden sorumludur (düzeltilmeyen yineleme zarara yol açarsa bkz.
Yasa 12C1)"; WBF "All players, including dummy or a player required by law to pass, are responsible for
prompt correction of errors in restatement (see Law 12C1 when an uncorrected review causes damage)".
12A, TR "Hakem bir oyuncunun Yasa 92B altında belirlenen süre içerisinde başvurusu üzerine ya da kendi
inisiyatifi ile bu yasalar kendisine bu yönde yetki tanıyor ise ayarlı bir skor verebilir."; WBF "On the
application of a player within the period established under Law 92B or on his own initiative the
Director may award an adjusted score when these Laws empower him to do so."

The line said "If an error in the restatement was not corrected and caused damage, call the Director
(Law 20E)": 20E names the players' duty and points to 12C1; the player's application to the Director
for an adjusted score is 12A's.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["asking", "auction", "review"]
LINE = {
    "tr": (
        "Tekrardaki bir yanlış düzeltilmedi ve zarara yol açtıysa hakemi çağırın: hakem bir oyuncunun başvurusu üzerine, yasalar kendisine bu yönde yetki tanıyorsa ayarlı skor verebilir (Yasa 12A; bkz. Yasa 12C1).",
        "zarara yol açtıysa hakemi çağırın (Yasa 20E)",
    ),
    "en": (
        "If an error in the restatement was not corrected and caused damage, call the Director: on a player's application he may award an adjusted score when these Laws empower him to do so (Law 12A; see Law 12C1).",
        "caused damage, call the Director (Law 20E)",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_review_director_line_cites_12a(client, lang):
    new, old = LINE[lang]
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
