"""20F5(b) and 75B3 in their own verb in the English of the misinformation guide's our-side Ending
(audit320, session 95; CONTRIBUTING.md "Add a situation guide", point 1).

20F5(b), TR (official): "Oyuncu ilk yasal fırsatta ki bu yasal fırsat; (i) bir defans oyuncusu için
oyun sonu, ve (ii) deklaran ya da yer için artırmanın son pasından sonradır. Kendi görüşüne göre ortağının
açıklamasının hatalı olduğu ile ilgili rakiplerini bilgilendirerek hakem çağırmalıdır. (Bkz. Yasa 75B.)"
20F5(b), WBF: "The player must call the Director and inform his opponents that, in his opinion, his
partner's explanation was erroneous (see Law 75B) but only at his first legal opportunity, which is:
(i) for a defender, at the end of the play. (ii) for declarer or dummy, after the final pass of the auction."
75B3, TR (official): "... eğer daha sonra defansta kalırsa oyun sona erdikten sonra kesinlikle Hakem
çağırmalı ve açıklamayı düzeltmelidir. Ortağı deklaran veya yer olursa, oyuncu son pas'tan sonra Hakemi
çağırmalı ve düzeltmeyi yapmalıdır."
75B3, WBF: "... if he subsequently becomes a defender, he must call the Director and correct the
explanation only after play ends. If the player's partner is to be declarer or dummy, he must, after the
final pass, call the Director and then provide a correction."

The Turkish line says the obligation ("hakemi çağırıp açıklamayı düzeltmelisiniz"); its English said an
imperative ("...: call the Director and correct the explanation"). Now "you must call the Director and
correct the explanation", the WBF's "must" in both paragraphs. The read-out (an imperative in both
languages, at 89 English words) is left as it was.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG, KEYS = "misinformation", ["our-side"]


def test_20f5b_75b3_must_in_the_english(client):
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "As declarer or dummy, after the final pass, or as a defender, at the end of play, you must call the Director and correct the explanation (Laws 20F5(b), 75B3).",
    )
    never_says(client, SLUG, KEYS, "en", "at the end of play: call the Director and correct the explanation")


def test_20f5b_75b3_turkish_keeps_the_official_obligation(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "defans olursanız oyun bitince hakemi çağırıp açıklamayı düzeltmelisiniz (Yasa 20F5(b), 75B3).",
    )
