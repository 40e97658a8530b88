"""Where the dummy's-rights guide states 9A4's rule as such, it gives 9A4's own cross-reference to
20F5 with it.

9A4 (TR): "Yer, elin oynanması tamamlanmadan herhangi bir usulsüzlüğe dikkat çekemez. (Ancak ortağının
olası hatalı bir açıklamasının düzeltilmesi ile ilgili bkz Yasa 20F5)"
9A4 (WBF): "Dummy may not call attention to an irregularity until play of the hand is concluded (but see
Law 20F5 for correction of declarer's apparently mistaken explanation)."
20F5(b) (TR): "Oyuncu ilk yasal fırsatta ki bu yasal fırsat; ... (ii) deklaran ya da yer için artırmanın
son pasından sonradır. Kendi görüşüne göre ortağının açıklamasının hatalı olduğu ile ilgili rakiplerini
bilgilendirerek hakem çağırmalıdır."
20F5(b) (WBF): "The player must call the Director and inform his opponents that, in his opinion, his
partner's explanation was erroneous (see Law 75B) but only at his first legal opportunity, which is: ...
(ii) for declarer or dummy, after the final pass of the auction."

The sentence said the rule with no exception, while both texts point to 20F5 (and the guide's own
rights Ending has dummy tell the opponents after the final pass, before play is over). The guide
now says that 9A4 refers to 20F5, in the site's English of the official Turkish ("possibly mistaken
explanation by partner"); it does not say what 20F5 allows during the play, which neither text says.
"""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
REFERS = {
    "tr": "Yasa 9A4, ortağının (deklaranın) olası hatalı bir açıklamasının düzeltilmesi için Yasa 20F5'e gönderir.",
    "en": "For the correction of a possibly mistaken explanation by partner (declarer), Law 9A4 refers to Law 20F5.",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize(
    "keys",
    [
        ["irregularity"],
        ["irregularity", "dummy", "no-a2-violation"],
        ["irregularity", "dummy", "after-a2-violation", "declarer"],
    ],
    ids="/".join,
)
def test_9a4_is_said_with_its_reference_to_20f5(client, keys, lang):
    says(client, SLUG, keys, lang, REFERS[lang])
