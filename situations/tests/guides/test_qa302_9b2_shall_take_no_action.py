"""Law 9B2 in its own verb where the guides state it for every player but the chooser (qa302,
session 94; CONTRIBUTING.md, "Add a situation guide", point 1: a sentence that states what a
paragraph requires uses that paragraph's modal verb, the WBF's in English and the official text's
in Turkish).

9B2, TR (official): "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası
durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır."
9B2, WBF: "No player shall take any action until the Director has explained all matters in regard to
rectification."

The sentence above every guide's options after an irregularity (templates/situations/ending.html,
both catalogues) said "Every other player takes no action ..." / "Diğer oyuncular ... hiçbir eylemde
bulunmaz" (the present), and the inadmissible-call guide's first step "No player takes any action" /
"hiçbir oyuncu bir eylemde bulunmasın" (a wish). Now the WBF's "shall take" and the official future
"bulunmayacaktır", in the words audit295 gave the insufficient-bid guide's first step and
common.call_though_unrectified. Since qa321 the sentence above the options has 9B2's subject and object
too ("No player ... all the possible matters concerning ..."; was "No other player ... all of them")."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

# A faced opening lead out of turn: declarer's options are a rectification's (54A-54D).
FACED_LEAD = ("lead-out-of-turn", ["opening", "wrong-defender", "faced"])
OTHERS_NEW = {
    "tr": "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır (",
    "en": "No player shall take any action until the Director has explained all the possible matters concerning the correction of the irregularity and the assessment of a penalty (",
}
OTHERS_OLD = {
    "tr": "hiçbir eylemde bulunmaz",
    "en": "Every other player takes no action",
}
FIRST_STEP_NEW = {
    "tr": "açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır (Yasa 9B2): soldaki rakibin",
    "en": "No player shall take any action until the Director has explained all the possible matters concerning the correction of the irregularity and the assessment of a penalty (Law 9B2): a call by the left-hand opponent",
}
FIRST_STEP_OLD = {
    "tr": "bulunmasın",
    "en": "No player takes any action",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_sentence_above_the_options_says_9b2_in_its_own_verb(client, lang):
    slug, keys = FACED_LEAD
    says(client, slug, keys, lang, OTHERS_NEW[lang])
    never_says(client, slug, keys, lang, OTHERS_OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_inadmissible_call_first_step_says_9b2_in_its_own_verb(client, lang):
    says(client, "inadmissible-call", [], lang, FIRST_STEP_NEW[lang])
    never_says(client, "inadmissible-call", [], lang, FIRST_STEP_OLD[lang])
