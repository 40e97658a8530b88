"""The dummy's-rights guide's rights Ending says 20F5(b) as the duty it is: dummy *must* call the
Director and tell the opponents, after the final pass, that in his opinion declarer's explanation was
mistaken.

20F5(b) (TR): "Oyuncu ilk yasal fırsatta ki bu yasal fırsat; ... (ii) deklaran ya da yer için artırmanın
son pasından sonradır. Kendi görüşüne göre ortağının açıklamasının hatalı olduğu ile ilgili rakiplerini
bilgilendirerek hakem çağırmalıdır."
20F5(b) (WBF): "The player must call the Director and inform his opponents that, in his opinion, his
partner's explanation was erroneous (see Law 75B) but only at his first legal opportunity, which is:
... (ii) for declarer or dummy, after the final pass of the auction."

The line, among what dummy may do, said "söyler" / "he calls the Director and tells", the present of
what happens, where both texts say "must" ("çağırmalıdır"). (The sentence now also says 20F5(b)'s "first
legal opportunity": test_guides_dummy_rights_20f5b_first_legal_opportunity.py, qa202.)"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
KEYS = ["rights"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            "Deklaranın açıklamasını hatalı buluyorsa, ilk yasal fırsatında, yani artırımın son pasından sonra, hakemi çağırıp bunu rakiplere söylemelidir (Yasa 20F5(b)).",
            "hakemi çağırıp rakiplere söyler (Yasa 20F5(b))",
        ),
        (
            "en",
            "If he thinks declarer's explanation was mistaken, he must call the Director and tell the opponents at his first legal opportunity, which is after the final pass of the auction (Law 20F5(b)).",
            "he calls the Director and tells the opponents",
        ),
    ],
)
def test_20f5b_is_a_duty(client, lang, new, old):
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
