"""After declarer's lead at a defender's turn is retracted, the lead-out-of-turn guide says who has the
correct hand lead in 53A's own verb and actor (audit314, session 95; CONTRIBUTING.md, "Add a situation
guide", point 1).

53A (last sentence), TR "Böyle bir kabul veya oyun yoksa hakem çıkışın doğru elden yapılmasını
isteyecektir."; WBF "If there is no such acceptance or play, the Director will require that the lead be
made from the correct hand." 55B1, TR "deklaran hatalı çıkılan kartı ait olduğu ele geri koyar. Başka bir
onarma yoktur."; WBF "declarer restores the card led in error to the proper hand. No further rectification
applies." The Ending's `now` and its "Require retraction" option said "Çıkışı, sırası gelen defans
oyuncusu yapar (Yasa 53A)" / "The defender whose turn it was leads (Law 53A)": 53A's outcome in the
present, without the Director who requires it. Each case failed on the old text."""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "lead-out-of-turn"
KEYS = ["later", "declarer", "defenders-turn"]
SAID = {
    "tr": "Hakem çıkışın doğru elden, sırası gelen defans oyuncusu tarafından yapılmasını isteyecektir (Yasa 53A).",
    "en": "The Director will require that the lead be made from the correct hand, by the defender whose turn it was (Law 53A).",
}
OLD = {
    "tr": "Çıkışı, sırası gelen defans oyuncusu yapar (Yasa 53A)",
    "en": "The defender whose turn it was leads (Law 53A)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_53a_the_director_will_require_the_correct_hand(client, lang):
    says(client, SLUG, KEYS, lang, SAID[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_in_now_and_in_the_require_retraction_option(client, lang):
    _, ending = BY_SLUG[SLUG].walk(KEYS)
    assert any(SAID[lang] in getattr(line, lang) for line in ending.now)
    (retract,) = [option for option in ending.options if option.name.en == "Require retraction"]
    assert SAID[lang] in getattr(retract.effect, lang)
