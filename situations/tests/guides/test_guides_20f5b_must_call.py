"""20F5(b) puts a duty on the player whose partner misexplained his call: he *must* call the Director
and tell the opponents (TR "hakem çağırmalıdır"), at his first legal opportunity. The asking-questions
guide said it in the indicative ("söylersiniz", "you say so", "you call the Director"), as if it were
only what happens.

20F5(b) (TR): "Oyuncu ilk yasal fırsatta ki bu yasal fırsat; (i) bir defans oyuncusu için oyun sonu, ve
(ii) deklaran ya da yer için artırmanın son pasından sonradır. Kendi görüşüne göre ortağının açıklamasının
hatalı olduğu ile ilgili rakiplerini bilgilendirerek hakem çağırmalıdır."
20F5(b) (WBF): "The player must call the Director and inform his opponents that, in his opinion, his
partner's explanation was erroneous (see Law 75B) but only at his first legal opportunity, which is: (i)
for a defender, at the end of the play. (ii) for declarer or dummy, after the final pass of the auction."
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"

CASES = [
    (
        ["asking", "after-final-pass", "defender"],
        "tr",
        "defans oyuncusu olarak ancak oyun bitince hakemi çağırıp rakiplere, kendi görüşünüze göre ortağınızın açıklamasının "
        "yanlış olduğunu söylemelisiniz (Yasa 20F5(b))",
        "hakemi çağırıp söylersiniz",
    ),
    (
        ["asking", "after-final-pass", "defender"],
        "en",
        "as a defender you must call the Director and tell the opponents that, in your opinion, partner's explanation "
        "was wrong, but only at the end of the play (Law 20F5(b))",
        "as a defender you say so only at the end of the play",
    ),
    (
        ["answering"],
        "tr",
        "defans oyuncusu olursanız oyun bitince hakemi çağırıp rakiplere söylemek zorundasınız (Yasa 20F5(a), 20F5(b))",
        "hakemi çağırıp rakiplere söylersiniz",
    ),
    (
        ["answering"],
        "en",
        "as a defender at the end of the play, you must call the Director and tell the opponents (Laws 20F5(a), 20F5(b))",
        "you call the Director and tell the opponents",
    ),
]


@pytest.mark.parametrize("keys, lang, new, old", CASES, ids=lambda v: "/".join(v) if isinstance(v, list) else None)
def test_20f5b_says_the_player_must_call_the_director(client, keys, lang, new, old):
    says(client, SLUG, keys, lang, new)
    never_says(client, SLUG, keys, lang, old)
