"""Law 24's "shall require" on the lead-out-of-turn guide's declaring-side Ending (audit335, session 96; the
modal rule, CONTRIBUTING.md "Add a situation guide", point 1; audit329 mended the card-exposed-in-auction
guide the same way).

54E, TR (official): "Oynayan tarafın bir üyesi bir atak yapmaya çalışırsa Yasa 24 uygulanır."; WBF: "If a
player of the declaring side attempts to make an opening lead Law 24 applies."
24, TR (official): "Hakem, ... bu durumdaki her bir kartın artırım süreci bitene kadar masanın üzerinde açık
bırakılmasını isteyecektir."; WBF: "... he shall require that every such card be placed face up on the table
until the auction ends."

The Ending said the Director's requirement as a fact of the card: `now` "kart ... masada açık kalır" / "the
card stays face up on the table until the auction period ends", the read-out "masada açık kalır" / "the card
stays face up". Now the Director's requirement in each text's verb: "hakem, kartın ... açık bırakılmasını
isteyecektir" / "the Director shall require that the card be placed face up". The Turkish's "artırım süreci"
(auction period) is kept, as the editor's note on 24 and the guide's 17D1 say."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG = "lead-out-of-turn"
KEYS = ["opening", "declaring-side"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
PAGE = {
    "tr": "Yasa 24 uygulanır: hakem, kartın artırım süreci bitene, yani doğru defans oyuncusu atağını yüzü açık yapana kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24, 17D1);",
    "en": "Law 24 applies: the Director shall require that the card be placed face up on the table until the auction period ends, when the right defender faces his opening lead (Laws 24, 17D1);",
}
READ = {
    "tr": "hakem, kartın doğru defans oyuncusu atağını yüzü açık yapana kadar masada açık bırakılmasını isteyecektir; kart sonra elinize geri döner (Yasa 54E, 24, 24D).",
    "en": "the Director shall require that the card be placed face up until the right defender faces his opening lead; then it goes back to your hand (Laws 54E, 24, 24D).",
}
OLD = {"tr": "açık kalır", "en": "stays face up"}


def test_24_in_the_official_turkish_says_isteyecektir():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["24"].text
    assert "artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_director_shall_require_the_card_face_up(client, lang):
    says(client, SLUG, KEYS, lang, PAGE[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
    reads(client, SLUG, KEYS, lang, READ[lang])
    never_reads(client, SLUG, KEYS, lang, OLD[lang])
