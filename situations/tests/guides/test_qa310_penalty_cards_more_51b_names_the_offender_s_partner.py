"""qa310: the penalty-cards-more guide's two "partner to lead" Endings (51B1 and 51B2) said a bare
"Partner" / "Ortak" for the defender on lead: in the titles ("Partner to lead; the penalty cards are in
one suit" / "Ortak çıkacak; ..."), in `now` ("The partner may not lead until declarer has stated his
choice"; "Declarer may require the partner to lead that suit"), in declarer's options and their
pros/cons ("The partner leads that suit", "Ortak o rengi çıkamaz", "until the partner loses the lead",
"Çıkış ortakta kalırsa") and in the Law 59 cons ("If the partner has only cards of the suits you forbid
left" / "Ortağın elinde ..."). The chooser is declarer ("Deklaran." / "Declarer."), and the options are
written to him: his own partner is dummy; the `said` lines are the offender's partner's own ("partner has
two penalty cards in the same suit and I am on lead"), for whom "Partner to lead" named the offender.
Each now names the offender's partner, as 51B's heading does.

51B's heading: the official Turkish "Kusurlu Oyuncunun Ortağının Çıkışı"; the WBF "Offender's Partner to
Lead". 51B1(a): TR "deklaran defans oyuncusunun ortağının o rengi çıkmasını isterse"; WBF "declarer
requires the defender's partner to lead that suit". 51B1(b): TR "deklaran defans oyuncusunun ortağının o
rengi çıkmasını yasaklarsa ... Eli başka bir oyuncu kazanana kadar çıkış kısıtlaması devam eder"; WBF
"declarer prohibits the defender's partner from leading that suit ... The prohibition continues until the
player loses the lead". 51B2(c): TR "Bu durumda defans oyuncusunun ortağı herhangi yasal bir kartı
çıkabilir"; WBF "in which case the defender's partner may lead any card". 50D2(b): TR "bu durumda defans
oyuncusu herhangi bir kartı çıkabilir"; WBF "in which case the defender may lead any card" (the
one-suit option said "Ortak istediği kartı çıkar" / "The partner leads any card": now 50D2(b)'s own
"may", CONTRIBUTING.md point 1). 50D: TR "hem kusurlu oyuncunun kendisi hem de ortağı kısıtlama
altındadır"; WBF "both the offender and his partner may be subject to restriction".
Law 59: TR "Bir oyuncu ister gerekli renkte kartının bulunmaması ister yalnızca çıkış yasağı uygulanan
renkte kartının bulunması ... nedeniyle bir onarmayı yerine getirmek için gerekli olan çıkışı ya da
oyunu gerçekleştiremiyorsa, yasal olan başka herhangi bir kartı oynayabilir"; WBF "A player may play any
otherwise legal card if he is unable to lead or play as required to comply with a rectification, whether
because he holds no card of the required suit, or because he has only cards of a suit he is prohibited
from leading": the player is the one on lead, the offender's partner, and the hand is his. The shared
Law 59 cons of revoke.py (shown by the revoke, exposed-card and this guide) name him too."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, page, reads, says

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
ONE = ["two-or-more", "partner-to-lead", "one-suit"]
SEVERAL = ["two-or-more", "partner-to-lead", "several-suits"]

PAGE = {
    ("tr", "one"): (
        "Kusurlu oyuncunun ortağının çıkışı; cezalı kartlar tek renkte",
        "Kusurlu oyuncunun ortağı, deklaran seçimini söyleyene kadar çıkamaz;",
        "Deklaran kusurlu oyuncunun ortağından o rengi isteyebilir (Yasa 51B1(a))",
        "Kusurlu oyuncunun ortağı o rengi çıkar; o renkteki kartlar",
        "Kusurlu oyuncunun ortağı o rengi çıkamaz;",
        "yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder (Yasa 51B1(b))",
        "Sizi korkutan bir renkten, kusurlu oyuncunun ortağı çıkışı kaybedene kadar kurtulursunuz.",
        "Kusurlu oyuncunun ortağı herhangi bir kartı çıkabilir; cezalı kartlar masada cezalı kart olarak kalır",
        "Çıkış kusurlu oyuncunun ortağında kalırsa ve cezalı kartlar henüz oynanmadıysa",
        "Kusurlu oyuncunun ortağı istenen çıkışı yapamıyorsa yasal başka herhangi bir kartı oynayabilir (Yasa 59).",
        "Kusurlu oyuncunun ortağının elinde yalnızca o renkten kartlar kalmışsa",
    ),
    ("en", "one"): (
        "The offender's partner to lead; the penalty cards are in one suit",
        "The offender's partner may not lead until declarer has stated his choice;",
        "Declarer may require the offender's partner to lead that suit (Law 51B1(a))",
        "The offender's partner leads that suit; the cards of that suit",
        "The offender's partner may not lead that suit;",
        "the prohibition continues until the offender's partner loses the lead (Law 51B1(b))",
        "You are spared a suit that worries you until the offender's partner loses the lead.",
        "The offender's partner may lead any card; the penalty cards stay on the table as penalty cards",
        "If the offender's partner keeps the lead and the penalty cards have not yet been played",
        "If the offender's partner cannot lead as required, he may play any otherwise legal card (Law 59).",
        "If the offender's partner has only cards of that suit left",
    ),
    ("tr", "several"): (
        "Kusurlu oyuncunun ortağının çıkışı; cezalı kartlar birden çok renkte",
        "Kusurlu oyuncunun ortağı, deklaran seçimini söyleyene kadar çıkamaz;",
        "Kusurlu oyuncunun ortağı, cezalı kartların bulunduğu renklerden sizin söyleyeceğiniz birini çıkar;",
        "Kusurlu oyuncunun ortağı, sizin yasakladığınız bir ya da daha fazla rengi çıkamaz;",
        "yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder (Yasa 51B2(b))",
        "Kusurlu oyuncunun ortağı yasal herhangi bir kartı çıkabilir;",
        "Çıkış kusurlu oyuncunun ortağında kalırsa sonraki lövede",
        "Kusurlu oyuncunun ortağı istenen çıkışı yapamıyorsa",
        "Kusurlu oyuncunun ortağının elinde yalnızca yasakladığınız renklerden kartlar kalmışsa",
    ),
    ("en", "several"): (
        "The offender's partner to lead; the penalty cards are in several suits",
        "The offender's partner may not lead until declarer has stated his choice;",
        "The offender's partner leads the suit you name among those of the penalty cards;",
        "The offender's partner may not lead the suit or suits you forbid;",
        "the prohibition continues until the offender's partner loses the lead (Law 51B2(b))",
        "The offender's partner may lead any legal card;",
        "If the offender's partner keeps the lead, all the options of Law 51B2",
        "If the offender's partner cannot lead as required",
        "If the offender's partner has only cards of the suits you forbid left",
    ),
}
OLD = {
    "tr": (
        "Ortak çıkacak;",
        "Ortak, deklaran",
        "ortaktan o rengi",
        "Ortak o rengi",
        "Ortak istediği",
        "Ortak yasal",
        "Ortak, cezalı",
        "Ortak, sizin",
        "Çıkış ortakta",
        "ortak çıkışı",
        "Ortağın elinde",
        "ortağın çıkışı",
        "Ortak istenen",
    ),
    "en": ("Partner to lead;", "The partner", "the partner loses", "If the partner", "require the partner"),
}
READ = {
    "tr": "Kusurlu oyuncunun ortağı, deklaran seçene kadar çıkamaz (Yasa 50D2).",
    "en": "The offender's partner may not lead until declarer has chosen (Law 50D2).",
}
CHOOSER = {"tr": "Deklaran.", "en": "Declarer."}


def test_the_official_turkish_51b_heading_and_51b1_name_the_offender_s_partner():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    text = TURKISH.read_text(encoding="utf-8")
    assert "Kusurlu Oyuncunun Ortağının Çıkışı" in text
    assert "deklaran defans oyuncusunun ortağının o rengi çıkmasını isterse" in paragraphs["51B1(a)"].text
    assert "defans oyuncusunun ortağı herhangi yasal bir kartı çıkabilir" in paragraphs["51B2(c)"].text


@pytest.mark.parametrize("which, keys", [("one", ONE), ("several", SEVERAL)], ids=["one-suit", "several-suits"])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_51b_ending_names_the_offender_s_partner(client, which, keys, lang):
    chooser = page(client, SLUG, keys, lang).split('id="who-h"', 1)[1].split("</p>", 1)[0]
    assert CHOOSER[lang] in chooser
    says(client, SLUG, keys, lang, *PAGE[lang, which])
    never_says(client, SLUG, keys, lang, *OLD[lang])
    reads(client, SLUG, keys, lang, READ[lang])
    never_reads(client, SLUG, keys, lang, *OLD[lang])


@pytest.mark.parametrize(
    "slug, keys", [("revoke", ["defender", "not-established"]), ("exposed-card", ["defender", "honour-or-intended"])]
)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_shared_law_59_cons_name_the_offender_s_partner(client, slug, keys, lang):
    new = {
        "tr": (
            "Kusurlu oyuncunun ortağının elinde o renkten kart yoksa yasal başka herhangi bir kartı çıkabilir (Yasa 59).",
            "Kusurlu oyuncunun ortağının elinde yalnızca o renkten kartlar kalmışsa yasal başka herhangi bir kartı oynayabilir (Yasa 59).",
        ),
        "en": (
            "If the offender's partner holds no card of that suit, he may lead any otherwise legal card (Law 59).",
            "If the offender's partner has only cards of that suit left, he may play any otherwise legal card (Law 59).",
        ),
    }
    says(client, slug, keys, lang, *new[lang])
    never_says(client, slug, keys, lang, *{"tr": ("Ortağın elinde",), "en": ("If the partner",)}[lang])
