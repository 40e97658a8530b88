"""Who leads after a lead out of turn is not accepted, in 53A's own actor and verb (qa321, session 95;
CONTRIBUTING.md, "Add a situation guide", point 1; audit314 left these three).

53A (last sentence), TR (official): "Böyle bir kabul veya oyun yoksa hakem çıkışın doğru elden
yapılmasını isteyecektir."
53A, WBF: "If there is no such acceptance or play, the Director will require that the lead be made
from the correct hand (and see Law 47B)."
56B, TR: "Defans oyuncusundan sırasız çıkışını geri almasını isteyebilir. Geri alınan kart majör cezalı
kart haline gelir ve Yasa 50D geçerlidir."; WBF: "Require the defender to retract his faced lead out of
turn. The withdrawn card becomes a major penalty card and Law 50D applies."
55B1, TR: "deklaran hatalı çıkılan kartı ait olduğu ele geri koyar. Başka bir onarma yoktur."; WBF:
"declarer restores the card led in error to the proper hand. No further rectification applies."

A defender's lead out of turn, rejected: the option said "the correct hand leads" / "doğru el çıkar"
and its read-out the same (uncited). Declarer's lead at a defender's turn, retracted: the read-out said
"the defender whose turn it was leads" / "çıkışı sırası gelen defans oyuncusu yapar". Each stated 53A's
outcome in the present without its actor. The read-outs keep to their 90 words (test_read_out) by
dropping "and play goes on" / "oyun sürer" (no paragraph's words) from Accept."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

DEFENDER = ["later", "defender"]
DECLARER = ["later", "declarer", "defenders-turn"]

REJECT_OPTION = {
    "tr": "Kart majör cezalı kart olur ve hakem çıkışın doğru elden yapılmasını isteyecektir (Yasa 53A).",
    "en": "The card becomes a major penalty card, and the Director will require that the lead be made from the correct hand (Law 53A).",
}
REJECT_READ = {
    "tr": "Geri çevirmek: kart majör cezalı kart olur ve hakem çıkışın doğru elden yapılmasını isteyecektir (Yasa 56B, 50D, 53A).",
    "en": "Reject: the card becomes a major penalty card and the Director will require the correct hand to lead (Laws 56B, 50D, 53A).",
}
RETRACT_READ = {
    "tr": "Geri aldırmak: deklaran kartı ait olduğu ele geri koyar ve hakem çıkışın doğru elden yapılmasını isteyecektir (Yasa 55B1, 53A).",
    "en": "Require retraction: declarer returns the card to its hand and the Director will require the correct hand to lead (Laws 55B1, 53A).",
}
OLD = {
    "tr": ("doğru el çıkar", "çıkışı sırası gelen defans oyuncusu yapar"),
    "en": ("the correct hand leads", "the defender whose turn it was leads"),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_reject_option_says_the_director_will_require_the_lead_from_the_correct_hand(client, lang):
    says(client, "lead-out-of-turn", DEFENDER, lang, REJECT_OPTION[lang])
    never_says(client, "lead-out-of-turn", DEFENDER, lang, *OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize(
    "keys, line", [(DEFENDER, REJECT_READ), (DECLARER, RETRACT_READ)], ids=["defender", "declarer"]
)
def test_the_read_out_says_53a_s_will_require(client, keys, line, lang):
    reads(client, "lead-out-of-turn", keys, lang, line[lang])
    never_reads(client, "lead-out-of-turn", keys, lang, *OLD[lang])
