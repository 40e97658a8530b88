"""The forced pass's 72C line on the card-exposed-in-auction guide (24B, 24C end "see Law 72C when a
pass damages the non-offending side"): both of 72C's sentences, each in its own verb (audit329).

72C, TR (official): "Hakem, bir oyuncunun yaptığı kural ihlalinin kusursuz tarafa zarar vereceğinin
farkında olabileceğine kanaat getirirse, artırma ve oyunun devam etmesi (henüz bitmemiş ise)
talimatını verir. Oyunun sonunda, Hakem, kusurlu tarafın kendi ihlali sonucu kazanç sağladığına
kanaat getirirse ayarlı skor uygular."
72C, WBF: "If the Director determines that an offender could have been aware at the time of his
irregularity that it could well damage the non-offending side, he shall require the auction and play
to continue (if not completed). At the conclusion of play the Director awards an adjusted score if he
considers the offending side has gained an advantage through the irregularity."

The line left out the first sentence's consequence (what the Director does on that judgement: the
auction and play go on; the WBF's "shall require", the Turkish present "talimatını verir", which
CONTRIBUTING.md renders "shall" in our English) and made the award hang on it; it said the damage
without whom ("zarar vereceğinin" / "would cause damage": TR "kusursuz tarafa"), and the award in
Turkish as "ayarlı skor verir" where 72C says "ayarlı skor uygular". The WBF's "awards" stays. The
editor's note translation-72C (on the page) gives the WBF's "could well damage"."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "card-exposed-in-auction"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

LINE = {
    "tr": "Bu pas kusursuz tarafa zarar verirse bkz. Yasa 72C: hakem, kusurlu oyuncunun bu usulsüzlüğün kusursuz tarafa zarar vereceğinin farkında olabileceğine kanaat getirirse artırma ve oyunun devam etmesi talimatını verir; oyunun sonunda kusurlu tarafın kendi ihlali sonucu kazanç sağladığına kanaat getirirse ayarlı skor uygular.",
    "en": "If that pass damages the non-offending side, see Law 72C: when the Director determines that the offender could have been aware that the irregularity would damage the non-offending side, he shall require the auction and play to continue; he awards an adjusted score at the end of play if he considers that the offending side gained an advantage through the irregularity.",
}
OLD = {
    "tr": "kanaat getirirse ayarlı skor verir.",
    "en": "would cause damage, he awards",
}


def test_the_official_turkish_says_both_sentences():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["72C"].text
    assert "kusursuz tarafa zarar vereceğinin farkında olabileceğine kanaat getirirse" in text
    assert "artırma ve oyunun devam etmesi (henüz bitmemiş ise) talimatını verir" in text
    assert "kazanç sağladığına kanaat getirirse ayarlı skor uygular." in text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("key", ["honour-or-led", "two-or-more"])
def test_the_forced_pass_line_says_72c_s_two_sentences(client, key, lang):
    says(client, SLUG, [key], lang, LINE[lang])
    never_says(client, SLUG, [key], lang, OLD[lang])
