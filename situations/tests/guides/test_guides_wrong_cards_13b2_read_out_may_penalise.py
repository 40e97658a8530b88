"""The wrong-number-of-cards guide's "during" read-out says the whole of 13B2: the adjusted score and
that the Director may penalise the offending side (qa208 noticed the second half missing).

13B2 (TR): "Bunun dışında, eğer yanlış sayıda kartı olan oyuncu bir konuşma yapmışsa, Hakem [Yasa 12C1(b)
uyarınca] ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir."; (WBF) "Otherwise when a call has been
made with an incorrect number of cards, the Director shall award an adjusted score [see Law 12C1(b)] and
may penalize an offender." Both texts say "may" (TR "uygulayabilir"): a penalty is possible, not
ordered. The Turkish names the offending side ("kusurlu tarafa"), the WBF "an offender"; the guide says
the Turkish's, as the Ending's `now` already does.

The read-out stopped at the adjusted score; the Ending's `now` said both, and the after-play read-out
says 13D's procedural penalty. The English 14C line is shorter for the read-out's 90 words."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"
KEYS = ["during"]

WHOLE = {
    "tr": "aksi halde hakem Yasa 12C1(b) uyarınca ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir (Yasa 13B2).",
    "en": "otherwise he shall award an adjusted score under Law 12C1(b) and may penalise the offending side (Law 13B2).",
}
HALF = {
    "tr": "uyarınca ayarlı skor verir (Yasa 13B2).",
    "en": "an adjusted score under Law 12C1(b) (Law 13B2).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_during_read_out_says_13b2_s_may_penalise(client, lang):
    reads(client, SLUG, KEYS, lang, WHOLE[lang])
    never_reads(client, SLUG, KEYS, lang, HALF[lang])
