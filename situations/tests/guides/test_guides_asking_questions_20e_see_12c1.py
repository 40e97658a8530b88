"""The auction-review Ending says 20E's bracket as the pointer it is in both texts ("see Law 12C1"),
not as a rule that applies.

20E (TR): "Yer veya yasa gereği pas geçmesi gereken bir oyuncu da dahil tüm oyuncular, yinelemedeki
yanlışlıkların gecikmeksizin düzeltilmesinden sorumludur (düzeltilmeyen yineleme zarara yol açarsa bkz.
Yasa 12C1)."
20E (WBF): "All players, including dummy or a player required by law to pass, are responsible for
prompt correction of errors in restatement (see Law 12C1 when an uncorrected review causes damage)."

The page said "düzeltilmeyen bir tekrar zarara yol açarsa Yasa 12C1 (ayarlı skor) uygulanır" / "when an
uncorrected review causes damage, Law 12C1 (adjusted scores) applies": a cross-reference said as a
rule, where 12C1 sets its own conditions for an adjusted score (qa206's and qa153's doubt; qa213)."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["asking", "auction", "review"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            "düzeltilmeyen bir tekrar zarara yol açarsa bkz. Yasa 12C1 (Yasa 20E)",
            "Yasa 12C1 (ayarlı skor) uygulanır",
        ),
        (
            "en",
            "see Law 12C1 when an uncorrected review causes damage (Law 20E)",
            "Law 12C1 (adjusted scores) applies",
        ),
    ],
)
def test_20e_points_to_12c1_and_states_no_rule_of_it(client, lang, new, old):
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
