"""The insufficient-bid guide's first step states Law 9B2 in 9B2's own verb (audit295, session 94;
CONTRIBUTING.md, "Add a situation guide", point 1: a sentence that states what a paragraph requires
uses that paragraph's modal verb, the WBF's in English and the official text's in Turkish).

9B2, TR (official): "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası
durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır."
9B2, WBF: "No player shall take any action until the Director has explained all matters in regard to
rectification." (The guide keeps the Turkish "and the assessment of a penalty" in both languages: the
editor's note translation-9B2.)

The step said "hiçbir oyuncu bir eylemde bulunmasın" (a wish, not the official future) and "No player
takes any action" (the present, where the WBF says "shall"); common.call_though_unrectified already says
"herhangi bir eylemde bulunmayacaktır" / "no player shall take any action"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
NEW = {
    "tr": "açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır (Yasa 9B2)",
    "en": "No player shall take any action until the Director has explained all the possible matters concerning the correction of the irregularity and the assessment of a penalty (Law 9B2)",
}
OLD = {
    "tr": "hiçbir oyuncu bir eylemde bulunmasın (Yasa 9B2)",
    "en": "No player takes any action until the Director",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_first_step_states_9b2_in_its_own_verb(client, lang):
    says(client, SLUG, [], lang, NEW[lang])
    never_says(client, SLUG, [], lang, OLD[lang])
