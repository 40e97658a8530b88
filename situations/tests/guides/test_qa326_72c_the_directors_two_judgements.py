"""qa326: the lines that state Law 72C on the call-out-of-rotation and card-exposed-in-auction pages.

72C, official Turkish (fixtures/laws_tr.txt): "Hakem, bir oyuncunun yaptığı kural ihlalinin kusursuz tarafa
zarar vereceğinin farkında olabileceğine kanaat getirirse, artırma ve oyunun devam etmesi (henüz bitmemiş
ise) talimatını verir. Oyunun sonunda, Hakem, kusurlu tarafın kendi ihlali sonucu kazanç sağladığına
kanaat getirirse ayarlı skor uygular."
WBF: "If the Director determines that an offender could have been aware at the time of his irregularity
that it could well damage the non-offending side, he shall require the auction and play to continue (if
not completed). At the conclusion of play the Director awards an adjusted score if he considers the
offending side has gained an advantage through the irregularity."

The adjusted score is in the present in both texts ("uygular", "awards"), and the guides say it so
("verir", "awards"). But the award waits on the Director's second judgement, "kanaat getirirse" / "if he
considers": the call-out-of-rotation line (shown on every Ending whose paragraph says "Law 72C may apply":
30A, 30B1(b)(ii), 31A2(b), 32A2(b)) said "if the offending side gained an advantage through it" / "kusurlu
taraf bundan avantaj sağladıysa", a fact. It now says the Director's judgement, in the official "kazanç
sağladığına kanaat getirirse", as the insufficient-bid guide's DAMAGE_72C does.

24B and 24C, official Turkish: "(Pas kusursuz tarafa zarar verdiğinde bkz. Yasa 72C.)"; WBF "(see Law 72C
when a pass damages the non-offending side)". The card-exposed-in-auction line said "Law 72C applies" /
"Yasa 72C uygulanır"; 24B and 24C point to it ("see" / "bkz."), and 72C itself turns on the Director's
two judgements. It now says the paragraphs' "see Law 72C" / "bkz. Yasa 72C"."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.content import BY_SLUG
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

CALL_OUT = "call-out-of-rotation"
JUDGED = {
    "tr": "oyunun sonunda kusurlu tarafın bundan kazanç sağladığına kanaat getirirse ayarlı skor verir (Yasa 72C).",
    "en": "he awards an adjusted score at the end of play if he considers that the offending side gained an advantage through it (Law 72C).",
}
FACT = {"tr": "kusurlu taraf bundan avantaj sağladıysa", "en": "at the end of play if the offending side gained"}

EXPOSED = "card-exposed-in-auction"
SEE_72C = {
    "tr": "Bu pas kusursuz tarafa zarar verirse bkz. Yasa 72C: hakem,",
    "en": "If that pass damages the non-offending side, see Law 72C: when the Director determines",
}
APPLIES = {"tr": "Yasa 72C uygulanır", "en": "Law 72C applies"}


def _may_72c_endings():
    return [
        keys
        for keys, ending in BY_SLUG[CALL_OUT].endings()
        if any(line.en.startswith("Law 72C may apply too: if the Director") for line in ending.now)
    ]


MAY_72C_ENDINGS = _may_72c_endings()


def test_the_official_texts_of_72c_24b_24c():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert paragraphs["72C"].text.endswith(
        "Oyunun sonunda, Hakem, kusurlu tarafın kendi ihlali sonucu kazanç sağladığına kanaat getirirse ayarlı skor uygular."
    )
    assert "(Pas kusursuz tarafa zarar verdiğinde bkz. Yasa 72C.)" in paragraphs["24B"].text
    assert "(Pas kusursuz tarafa zarar verdiğinde bkz. Yasa 72C)" in paragraphs["24C"].text


def test_the_walk_finds_every_forced_pass_ending():
    found = {"/".join(keys) for keys in MAY_72C_ENDINGS}
    assert {
        "not-accepted/pass/rho",
        "not-accepted/pass/partner/other",
        "not-accepted/bid/rho/other",
        "not-accepted/bid/partner/other",
        "not-accepted/double/rho/other",
        "not-accepted/double/partner/other",
        "right-player-called/partner/pass",
        "right-player-called/partner/bid",
        "right-player-called/partner/double",
    } <= found, found


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", MAY_72C_ENDINGS, ids="/".join)
def test_the_call_out_of_rotation_72c_line_says_the_director_considers(client, keys, lang):
    says(client, CALL_OUT, list(keys), lang, JUDGED[lang])
    never_says(client, CALL_OUT, list(keys), lang, FACT[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("key", ["honour-or-led", "two-or-more"])
def test_the_exposed_card_72c_line_says_see_law_72c(client, key, lang):
    says(client, EXPOSED, [key], lang, SEE_72C[lang])
    never_says(client, EXPOSED, [key], lang, APPLIES[lang])
