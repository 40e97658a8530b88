"""The premature-play guide's 60A1 sentence names a lead as well as a play, as 60A1 does.

60A1, Turkish (official): "Kusursuz tarafın bir üyesi sağındaki rakibin sırasız ya da vaktinden önce
çıkması veya oynamasından sonra ve bir onarma belirlenmeden önce, bir oyun oynarsa, o kusuru onarma
hakkını yitirir."
60A1, WBF: "A play by a member of the non-offending side after his RHO has led or played out of turn
or prematurely, and before rectification has been assessed, forfeits the right to rectification of
that offense."
The Ending said only "sağındaki rakibin zamanından önce oynamasından sonra" / "after his right-hand
opponent played prematurely". On this path the offence is 57A's, "plays out of turn before his
partner has played" or "leads to the next trick" (TR "sırasız olarak kart oynadığında veya bir sonraki
löveye çıkış yaptığında"). After a play out of turn before partner, the hand on the offender's left
has already played to the trick (it led it: qa155's reading), so the play that forfeits the right
here mostly follows a premature lead. The sentence now says "led or played out of turn or
prematurely"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["before-partner", "next-hand-played"]


@pytest.mark.parametrize(
    "lang, sentence, old",
    [
        (
            "tr",
            "Kusursuz tarafın bir oyuncusu, sağındaki rakibin sırasız ya da zamanından önce çıkmasından veya oynamasından sonra ve onarma belirlenmeden önce kart oynadıysa, o kusuru onarma hakkı yitirilir (Yasa 60A1).",
            "sağındaki rakibin zamanından önce oynamasından sonra",
        ),
        (
            "en",
            "A play by a member of the non-offending side after his right-hand opponent led or played out of turn or prematurely, before rectification was assessed, forfeits the right to rectification of that offence (Law 60A1).",
            "after his right-hand opponent played prematurely",
        ),
    ],
)
def test_the_60a1_sentence_names_a_lead_too(client, lang, sentence, old):
    says(client, SLUG, KEYS, lang, sentence)
    never_says(client, SLUG, KEYS, lang, old)
