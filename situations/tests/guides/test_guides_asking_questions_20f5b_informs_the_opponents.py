"""The asking-questions guide's defender whose partner misexplained his call: whom he informs at the end
of the play, and what (session 91, search255; qa248 found it and measured it).

20F5(b) (official Turkish): "Kendi görüşüne göre ortağının açıklamasının hatalı olduğu ile ilgili
rakiplerini bilgilendirerek hakem çağırmalıdır."
20F5(b) (WBF): "The player must call the Director and inform his opponents that, in his opinion, his
partner's explanation was erroneous (see Law 75B) but only at his first legal opportunity, which is: (i)
for a defender, at the end of the play."

The defender's sentence said "hakemi çağırıp bunu söylemelisiniz" / "call the Director and say so": to
whom, and that it is his opinion, neither language said (the declaring side's sentence and the answering
Ending name the opponents). Now both, in each text's words."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["asking", "after-final-pass", "defender"]

CASES = [
    (
        "tr",
        "hakemi çağırıp rakiplere, kendi görüşünüze göre ortağınızın açıklamasının yanlış olduğunu söylemelisiniz "
        "(Yasa 20F5(b))",
        "hakemi çağırıp bunu söylemelisiniz",
    ),
    (
        "en",
        "call the Director and tell the opponents that, in your opinion, partner's explanation was wrong, but only at "
        "the end of the play (Law 20F5(b))",
        "call the Director and say so",
    ),
]


@pytest.mark.parametrize("lang, new, old", CASES)
def test_the_defender_informs_the_opponents_of_his_opinion(client, lang, new, old):
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
