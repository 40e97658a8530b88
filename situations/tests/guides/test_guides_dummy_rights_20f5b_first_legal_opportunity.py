"""The dummy's-rights guide's rights Ending says 20F5(b)'s time as the paragraph does: dummy's call and
word to the opponents come at his *first legal opportunity*, which is after the final pass, not at any
time after it.

20F5(b) (TR): "Oyuncu ilk yasal fırsatta ki bu yasal fırsat; (i) bir defans oyuncusu için oyun sonu, ve
(ii) deklaran ya da yer için artırmanın son pasından sonradır. Kendi görüşüne göre ortağının açıklamasının
hatalı olduğu ile ilgili rakiplerini bilgilendirerek hakem çağırmalıdır."
20F5(b) (WBF): "The player must call the Director and inform his opponents that, in his opinion, his
partner's explanation was erroneous (see Law 75B) but only at his first legal opportunity, which is: (i)
for a defender, at the end of the play. (ii) for declarer or dummy, after the final pass of the auction."

The page said "artırımın son pasından sonra" / "after the final pass of the auction", which reads as any
time after it, the play included, where 43A1(a) bids dummy not initiate a call for the Director; the
asking-questions guide already says "ilk yasal fırsatınız" / "your first legal opportunity"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
KEYS = ["rights"]


@pytest.mark.parametrize(
    "lang, now, director, old",
    [
        (
            "tr",
            "ilk yasal fırsatında, yani artırımın son pasından sonra, hakemi çağırıp bunu rakiplere söylemelidir (Yasa 20F5(b))",
            "ilk yasal fırsatında, yani artırımın son pasından sonra, hakemi çağırmalıdır (Yasa 20F5(b))",
            "buluyorsa, artırımın son pasından sonra hakemi",
        ),
        (
            "en",
            "tell the opponents at his first legal opportunity, which is after the final pass of the auction (Law 20F5(b))",
            "must call the Director at his first legal opportunity, which is after the final pass of the auction (Law 20F5(b))",
            "tell the opponents after the final pass of the auction",
        ),
    ],
)
def test_20f5b_at_the_first_legal_opportunity(client, lang, now, director, old):
    says(client, SLUG, KEYS, lang, now, director)
    never_says(client, SLUG, KEYS, lang, old)
