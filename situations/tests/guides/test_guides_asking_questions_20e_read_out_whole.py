"""The asking-questions review read-out says 20E as the paragraph does (session 88, lead, from qa213's note).

20E, TR "Yer veya yasa gereği pas geçmesi gereken bir oyuncu da dahil tüm oyuncular, yinelemedeki
yanlışlıkların gecikmeksizin düzeltilmesinden sorumludur (düzeltilmeyen yineleme zarara yol açarsa bkz. Yasa
12C1)."; WBF "All players, including dummy or a player required by law to pass, are responsible for prompt
correction of errors in the restatement (see Law 12C1 when an uncorrected review causes damage)."

The read-out said "Everyone, dummy included, must promptly correct an error in the restatement": it left out
the player required by law to pass (who might think he may not speak) and said "must" where both texts say
"are responsible for". The page's `now` already said both.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["asking", "auction", "review"]


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "Yer ve yasa gereği pas geçmesi gereken oyuncu da dahil herkes, tekrardaki yanlışların gecikmeden "
            "düzeltilmesinden sorumludur (Yasa 20E).",
            "Tekrardaki bir yanlışı yer de dahil herkes gecikmeden düzeltmelidir",
        ),
        (
            "en",
            "Everyone, including dummy or a player required by law to pass, is responsible for the prompt "
            "correction of errors in the restatement (Law 20E).",
            "Everyone, dummy included, must promptly correct an error in the restatement",
        ),
    ],
)
def test_the_review_read_out_says_20e_whole(client, lang, said, old):
    reads(client, SLUG, KEYS, lang, said)
    never_reads(client, SLUG, KEYS, lang, old)
