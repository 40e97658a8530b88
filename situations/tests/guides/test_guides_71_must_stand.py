"""71's "geçerli kalmalıdır" in the official words wherever a guide states it in Turkish (qa256, session 91;
qa250 noticed).

71: TR "Terk bir kez yapıldığında, Yasa 79C'ye göre saptanmış Düzeltme Süreci içinde, hakem terki
aşağıdaki sebeplerle iptal etmedikçe, geçerli kalmalıdır"; WBF "A concession must stand, once made,
except that within the Correction Period established under Law 79C the Director shall cancel a
concession".

Both texts say the concession "must stand" (TR "geçerli kalmalıdır"); they differ only on the
cancelling (the editor's note on 71). The claim guide (its own-concession Ending, that Ending's
read-out, the who-regrets step's hint) and the score-correction guide's CLAIM_OR_CONCESSION said
"geçerli kalır" / "stands"; where a guide gives a paragraph's rule it uses the official words (qa211,
session 88), as the lead put 66D's "verecektir" (session 89). The English kept "stands" while a pinned
search story rested on a near-tie (docs/legal-review.md, Session 91 (qa256)); that test now asserts what it
was for (Session 91 (search255), (lead)), and the English says the WBF's "must stand" as the Turkish says
"geçerli kalmalıdır" (qa262, session 92: every --brief line identical). The cancelling stays "unless the
Director cancels it", the Turkish's "iptal etmedikçe", never the WBF's "shall cancel" (the editor's note on
71, whose English now says "must stand" too, as its Turkish does).
"""

from pathlib import Path

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

OWN = ["regret", "own-concession"]
CLAIM_NOW = {
    "tr": "Terk bir kez yapıldıysa, düzeltme süresi içinde hakem onu aşağıdaki sebeplerden biriyle iptal etmedikçe "
    "geçerli kalmalıdır (Yasa 71).",
    "en": "A concession, once made, must stand unless, within the Correction Period, the Director cancels it for "
    "one of the reasons below (Law 71).",
}
CLAIM_READ_OUT = {
    "tr": "Bir kez yapılan terk, düzeltme süresi içinde hakem onu iptal etmedikçe geçerli kalmalıdır (Yasa 71).",
    "en": "A concession, once made, must stand unless the Director cancels it within the Correction Period (Law 71).",
}
WHO_HINT = {
    "tr": "terk bir kez yapıldığında, düzeltme süresi içinde hakem onu yasanın sebeplerinden biriyle iptal etmedikçe "
    "geçerli kalmalıdır.",
    "en": "a concession, once made, must stand unless, within the Correction Period, the Director cancels it for "
    "one of the Law's reasons.",
}
SCORE_CORRECTION = {
    "tr": "terk, hakem onu bu süre içinde iptal etmedikçe geçerli kalmalıdır (Yasa 71;",
    "en": "could not lose by any normal play of the remaining cards must stand unless the Director cancels it "
    "within that period (Law 71;",
}
OLD = {"tr": "iptal etmedikçe geçerli kalır", "en": "stands unless"}
# The editor's note on 71 beside the quoted paragraph (the own-concession Ending quotes 71): its Turkish
# says "geçerli kalmalıdır", its English now "must stand"; neither gives the WBF's duty as the rule.
NOTE = {
    "tr": "Türkçe metne göre terk, hakem onu Düzeltme Süreci içinde aşağıdaki sebeplerle iptal etmedikçe "
    "geçerli kalmalıdır",
    "en": "the Turkish text says that a concession must stand unless, within the Correction Period, the Director "
    "cancels it for the reasons below",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_claim_guide_says_71_must_stand(client, lang):
    guide_pages.says(client, "claim", OWN, lang, CLAIM_NOW[lang])
    guide_pages.never_says(client, "claim", OWN, lang, OLD[lang])
    guide_pages.reads(client, "claim", OWN, lang, CLAIM_READ_OUT[lang])
    guide_pages.never_reads(client, "claim", OWN, lang, OLD[lang])
    guide_pages.says(client, "claim", ["regret"], lang, WHO_HINT[lang])
    guide_pages.never_says(client, "claim", ["regret"], lang, OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_note_on_71_says_must_stand(client, lang):
    guide_pages.says(client, "claim", OWN, lang, NOTE[lang])


@pytest.mark.parametrize("path", [["tricks", "before-round-ends"], ["tricks", "after-round-ends"]])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_score_correction_guide_says_71_must_stand(client, path, lang):
    guide_pages.says(client, "score-correction", path, lang, SCORE_CORRECTION[lang])
    guide_pages.never_says(client, "score-correction", path, lang, OLD[lang])


def test_the_official_turkish_says_must_stand():
    """The WBF English (mattman818/Bridge-Rules-Chatbot, laws-of-duplicate-bridge.txt, Law 71) reads "A
    concession must stand, once made, except that within the Correction Period established under Law 79C
    the Director shall cancel a concession"."""
    assert "iptal etmedikçe, geçerli kalmalıdır" in TURKISH.read_text(encoding="utf-8")
