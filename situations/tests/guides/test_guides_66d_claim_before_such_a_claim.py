"""Law 66D in the score-correction guide (a disagreement on the tricks won, at the table): the
sentence on mixed cards speaks of "such a claim" (defective_trick.py's MIXED_CARDS, 66D's "böyle bir
talep" / "such a claim"), so the sentence before it says 66D's claim, not "a disagreement".

66D: TR "Oyun sonra erdikten sonra, rönons veya kazanılan ya da kaybedilen lövelerin sayısı
konusundaki bir talebi çözümlemek için oynanmış veya oynanmamış kartlar incelenebilir; ancak hiçbir
oyuncu kendi eline ait olmayan kartlara el sürmemelidir. Eğer, böyle bir talep ileri sürüldüğünde,
taraflardan birisi hakemin artık olayları tespit edemeyeceği şekilde kartlarını karıştırmışsa, hakem
diğer tarafın lehine karar verecektir."; WBF "After play ceases, the played and unplayed cards may be
inspected to settle a claim of a revoke, or of the number of tricks won or lost; but no player should
handle cards other than his own. If the Director can no longer ascertain the facts after such a claim
has been made, and only one side has mixed its cards, the Director shall rule in favor of the other
side." The page said "anlaşmazlığı" / "a disagreement on the tricks won", and its "such a claim"
followed 79B1-79B2's "claim or concession" (Law 68's claim of tricks), the only claim before it on
the page (qa209)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG = "score-correction"
KEYS = ["tricks", "before-round-ends"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

# The claim, then "such a claim", side by side on the page.
CLAIM_THEN_SUCH_A_CLAIM = {
    "tr": "kazanılan löve sayısı konusundaki bir talebi çözmek için oynanmış ve oynanmamış kartlar incelenebilir; kimse kendi kartları dışındakilere dokunmamalıdır. Böyle bir talep ileri sürüldüğünde",
    "en": "may be inspected to settle a claim about the tricks won; no player should handle cards other than his own. If, after such a claim,",
}
NO_CLAIM_BEFORE = {
    "tr": "kazanılan löve sayısındaki anlaşmazlığı çözmek için",
    "en": "to settle a disagreement on the tricks won",
}


def test_the_official_turkish_settles_a_claim():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    text = paragraphs["66D"].text
    assert "kazanılan ya da kaybedilen lövelerin sayısı konusundaki bir talebi çözümlemek için" in text
    assert "böyle bir talep ileri sürüldüğünde" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_such_a_claim_follows_66d_claim_of_the_tricks(client, lang):
    says(client, SLUG, KEYS, lang, CLAIM_THEN_SUCH_A_CLAIM[lang])
    never_says(client, SLUG, KEYS, lang, NO_CLAIM_BEFORE[lang])
