"""A defender's corrected revoke: declarer's lead options when the partner is on lead (50D2) are said
for a major penalty card, the condition 50D2 puts on them (qa183).

50D2 (TR): "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna
geldiğinde, deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz";
(WBF): "When a defender has the lead while his partner has a major penalty card, he may not lead
until declarer has stated which of the options below is selected". The Ending says just before that
the withdrawn card is a major penalty card only if it came from the defender's unfaced hand (62B1),
a faced card being replaced without further rectification (62B2: TR "bir defans oyuncusunun gözüken
kartı ise bir başka onarma olmaksızın değiştirilebilir"; WBF "if it was a defender's faced card");
its next line said "When his partner is on lead, declarer may restrict the lead (Law 50D2)" with no
condition, as if every corrected revoke of a defender gave declarer the options. The partner on lead is
the offender's (audit292: "his partner" after "declarer" named dummy)."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "revoke"
KEYS = ["defender", "not-established"]


@pytest.mark.parametrize(
    "lang, stated, old",
    [
        (
            "tr",
            "Kart majör cezalı kartsa, kusurlu oyuncunun ortağı çıkışa geldiğinde deklaran çıkışı kısıtlayabilir (Yasa 50D2).",
            "Ortağı çıkışa geldiğinde deklaran çıkışı kısıtlayabilir (Yasa 50D2).",
        ),
        (
            "en",
            "If the card is a major penalty card, declarer may restrict the lead when the offender's partner is on lead (Law 50D2).",
            "When his partner is on lead, declarer may restrict the lead (Law 50D2).",
        ),
    ],
)
def test_declarer_s_lead_options_are_said_for_a_major_penalty_card(client, lang, stated, old):
    guide_pages.says(client, SLUG, KEYS, lang, stated)
    guide_pages.never_says(client, SLUG, KEYS, lang, old)
