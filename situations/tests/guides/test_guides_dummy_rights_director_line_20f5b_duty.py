"""The dummy's-rights guide's rights Ending, "when to call the Director": not "No need" alone, when the
same Ending tells dummy he must call the Director under 20F5(b).

20F5(b) (TR): "Oyuncu ilk yasal fırsatta ki bu yasal fırsat; ... (ii) deklaran ya da yer için artırmanın
son pasından sonradır. Kendi görüşüne göre ortağının açıklamasının hatalı olduğu ile ilgili rakiplerini
bilgilendirerek hakem çağırmalıdır."
20F5(b) (WBF): "The player must call the Director and inform his opponents that, in his opinion, his
partner's explanation was erroneous (see Law 75B) but only at his first legal opportunity, which is: ...
(ii) for declarer or dummy, after the final pass of the auction."

The Ending's `now` says the duty ("hakemi çağırıp bunu rakiplere söylemelidir" / "he must call the
Director"); its Director line said "Gerekmez." / "No need." and then only 43A1(a), so the box a player
reads for when to call the Director denied the one call the Laws make dummy's duty. The 43A1(a)
sentence after it is unchanged (test_guides_43a1a_initiate_a_call.py)."""

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
            "Gerekmez; ancak deklaranın açıklamasını hatalı buluyorsa ilk yasal fırsatında, yani artırımın son pasından sonra, hakemi çağırmalıdır (Yasa 20F5(b)).",
            "Gerekmez. Oyun sırasında",
        ),
        (
            "en",
            "No need, except that if he thinks declarer's explanation was mistaken he must call the Director at his first legal opportunity, which is after the final pass of the auction (Law 20F5(b)).",
            "No need. During the play",
        ),
    ],
)
def test_the_director_line_keeps_20f5b_s_call(client, lang, new, old):
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
