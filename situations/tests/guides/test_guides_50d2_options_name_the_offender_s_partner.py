"""qa303: declarer's 50D2 options (revoke.DECLARER_CHOICE_LATER, shown by the exposed-card guide's
major penalty card and the revoke guide's defender's corrected revoke) say who leads as the Law does.

Law 50D2, the official Turkish: "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans
oyuncusuna geldiğinde, deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış
yapamaz ... Deklaran aşağıdakilerden birini seçebilir: (a) Defans oyuncusundan cezalı kartın rengini
çıkmasını istemek veya çıkış kendisinde kaldığı müddetçe o rengi çıkmasını yasaklamak ...; eğer
deklaran bu seçeneği uygularsa, kart artık cezalı kart olmaktan çıkar ve ait olduğu ele geri konur.
(b) Bir çıkışı istememek veya yasaklamamak, bu durumda defans oyuncusu herhangi bir kartı çıkabilir;
cezalı kart masa üzerinde cezalı kart olarak kalır."
The WBF English: "When a defender has the lead while his partner has a major penalty card, he may not
lead until declarer has stated which of the options below is selected ... Declarer may choose: (a) to
require the defender to lead the suit of the penalty card, or to prohibit him from leading that suit
for as long as he retains the lead ...; if declarer exercises either of these options, the card is no
longer a penalty card and is picked up. (b) not to require or prohibit a lead, in which case the
defender may lead any card and the penalty card remains on the table as a penalty card."
50D names him: TR "hem kusurlu oyuncunun kendisi hem de ortağı kısıtlama altındadır"; WBF "both the
offender and his partner may be subject to restriction".

The options are written to declarer ("The options below are written to the player who chooses"):
there "Partner leads that suit" / "Ortak o rengi çıkar" named declarer's own partner, dummy. And
50D2(b)'s permission is "may lead any card" / "herhangi bir kartı çıkabilir" (CONTRIBUTING.md, "Add
a situation guide", point 1), where the option said "leads what he likes" / "istediğini çıkar"."""

import pytest
from django.utils.html import escape

from situations.tests.guides.guide_pages import page

pytestmark = pytest.mark.django_db

GUIDES = [
    ("exposed-card", ["defender", "honour-or-intended"]),
    # A defender's card withdrawn to correct a revoke is a major penalty card (62B1, 50B).
    ("revoke", ["defender", "not-established"]),
]

EFFECTS = {
    "tr": (
        "Kusurlu oyuncunun ortağı o rengi çıkar; cezalı kart ele döner (Yasa 50D2(a)).",
        "Kusurlu oyuncunun ortağı, çıkış kendisinde kaldıkça o rengi çıkamaz; cezalı kart ele döner (Yasa 50D2(a)).",
        "Kusurlu oyuncunun ortağı herhangi bir kartı çıkabilir; cezalı kart masada kalır ve ilk yasal fırsatta oynanmak zorundadır (Yasa 50D2(b)).",
    ),
    "en": (
        "The offender's partner leads that suit; the penalty card goes back to the hand (Law 50D2(a)).",
        "The offender's partner may not lead that suit while he keeps the lead; the penalty card goes back (Law 50D2(a)).",
        "The offender's partner may lead any card; the penalty card stays and must be played at the first legal opportunity (Law 50D2(b)).",
    ),
}
OLD = {
    "tr": ("<p>Ortak o rengi çıkar;", "<p>Ortak, çıkış kendisinde kaldıkça", "<p>Ortak istediğini çıkar;"),
    "en": ("<p>Partner leads that suit;", "<p>Partner may not lead that suit", "<p>Partner leads what he likes;"),
}


def option_effects(html: str) -> list[str]:
    """Each option's effect line on an Ending page, as HTML (the <p> after the option's name)."""
    return [block.split("</h3>", 1)[1].split("</p>", 1)[0] for block in html.split('<div class="option">')[1:]]


@pytest.mark.parametrize("slug, keys", GUIDES, ids=[slug for slug, _ in GUIDES])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_50d2_options_say_the_offender_s_partner_leads(client, slug, keys, lang):
    html = page(client, slug, keys, lang)
    effects = option_effects(html)
    for line in EFFECTS[lang]:
        assert any(escape(line) in effect for effect in effects), line
    for old in OLD[lang]:
        assert escape(old).replace("&lt;p&gt;", "<p>") not in html, old
