"""The premature-play guide's way to 60A1 and its advice to declarer say, in Turkish as in English,
that a play forfeits the right to rectification until the rectification is determined, not until
the Director arrives.

60A1, Turkish (official): "Kusursuz tarafın bir üyesi sağındaki rakibin sırasız ya da vaktinden önce
çıkması veya oynamasından sonra ve bir onarma belirlenmeden önce, bir oyun oynarsa, o kusuru onarma
hakkını yitirir."
60A1, WBF: "A play by a member of the non-offending side after his RHO has led or played out of turn
or prematurely, and before rectification has been assessed, forfeits the right to rectification of
that offense."
The English said "before the Director ruled" / "before the Director has ruled"; the Turkish said
"hakem gelmeden" (before the Director comes): a play made with the Director at the table, before he
has ruled, forfeits the right too. The advice also said "düzeltme hakkı" where 60A1 says "onarma
hakkı". (Session 88, qa212: the advice names the premature lead, whose next card 60A1 speaks of:
test_guides_premature_play_57a_advice_60a1_after_a_lead.py.)"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"


def test_the_answer_that_leads_to_60a1_dates_the_play_by_the_ruling(client):
    says(
        client,
        SLUG,
        ["before-partner"],
        "tr",
        "Sonra, hakem hüküm vermeden, kusurlu oyuncunun solundaki el (deklaran ya da yer) löveye oynadı",
    )
    never_says(client, SLUG, ["before-partner"], "tr", "hakem gelmeden")
    says(
        client,
        SLUG,
        ["before-partner"],
        "en",
        "Then, before the Director ruled, the hand on the offender's left (declarer or dummy) played to the trick",
    )


@pytest.mark.parametrize(
    "lang, advice",
    [
        (
            "tr",
            "Deklaran: hakem hüküm vermeden kart oynamayın; sonraki löveye zamanından önce çıkıldıysa, kusurlu oyuncunun "
            "solundaki el o löveye oynarsa onarma hakkı yitirilir (Yasa 60A1).",
        ),
        (
            "en",
            "Declarer: play no card before the Director has ruled; after a premature lead to the next trick, if the hand "
            "on the offender's left plays to it, the right to rectification is lost (Law 60A1).",
        ),
    ],
)
def test_the_57a_ending_s_advice_to_declarer_says_60a1_s_time_and_word(client, lang, advice):
    keys = ["before-partner", "none"]
    says(client, SLUG, keys, lang, advice)
    never_says(client, SLUG, keys, lang, "hakem gelmeden", "düzeltme hakkı")
