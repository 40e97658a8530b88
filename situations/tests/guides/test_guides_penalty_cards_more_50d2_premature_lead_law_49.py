"""50D2's pointer to Law 49 for a premature lead, in the penalty-cards-more guide's partner-to-lead
Endings (session 90, qa234).

50D2, TR "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde,
deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz (eğer defans
oyuncusu zamanından önce çıkış yaparsa, Yasa 49'a göre yaptırım uygulanabilir)."; WBF "When a defender
has the lead while his partner has a major penalty card, he may not lead until declarer has stated which
of the options below is selected (if the defender leads prematurely, he is subject to rectification under
Law 49)."

Both Endings said "The partner may not lead until declarer has stated his choice (Law 50D2)." / "Ortak,
deklaran seçimini söyleyene kadar çıkamaz (Yasa 50D2)." and left out what a lead before the choice brings,
which the partner on lead needs at that step (the single-penalty-card guide says it: test_guides_audit_c).
Each text says it in its own words (TR "uygulanabilir", WBF "he is subject to rectification under Law 49").
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "penalty-cards-more"


@pytest.mark.parametrize(
    "keys",
    [["two-or-more", "partner-to-lead", "one-suit"], ["two-or-more", "partner-to-lead", "several-suits"]],
    ids="/".join,
)
@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "Kusurlu oyuncunun ortağı, deklaran seçimini söyleyene kadar çıkamaz; zamanından önce çıkarsa Yasa 49'a göre yaptırım "
            "uygulanabilir (Yasa 50D2).",
            "Ortak, deklaran seçimini söyleyene kadar çıkamaz (Yasa 50D2).",
        ),
        (
            "en",
            "The offender's partner may not lead until declarer has stated his choice; if he leads prematurely, he is subject "
            "to rectification under Law 49 (Law 50D2).",
            "The partner may not lead until declarer has stated his choice (Law 50D2).",
        ),
    ],
)
def test_a_lead_before_declarer_s_choice_points_to_law_49(client, keys, lang, said, old):
    says(client, SLUG, keys, lang, said)
    never_says(client, SLUG, keys, lang, old)
