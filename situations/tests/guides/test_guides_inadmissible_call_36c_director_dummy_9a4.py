"""The inadmissible-call guide's "When to call the Director" for an inadmissible double or redouble
noticed after the opening lead was faced (36C) says 9B1(a)'s call and 9A4's exception for dummy.

36C (TR, official): "Atak yüzü açık bir şekilde yapıldıktan sonra, kabul edilemez bir kontr veya
sürkontr çekilmiş olduğu fark edilirse, son kontrat skoru, kabul edilmeyen konuşmanın yapılmadığı
şekli ile hesaplanır."; WBF: "When attention is drawn to an inadmissible double or redouble only after
the opening lead has been faced, the final contract is scored as if the inadmissible call had not been
made." The opening lead faced ends the auction period (17D1): the double is noticed in the play period
or after it.

9A4 (TR): "Yer, elin oynanması tamamlanmadan herhangi bir usulsüzlüğe dikkat çekemez."; WBF: "Dummy may
not call attention to an irregularity until play of the hand is concluded."
9B1(a) (TR): "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır."; WBF: "The Director
should be summoned at once when attention is drawn to an irregularity."

The line said "Fark edince hakemi çağırın" / "Call the Director when you notice it" to every player,
dummy included, who may not draw attention to the irregularity before play of the hand is over."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
KEYS = ["double", "after-lead"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

NOW = {
    "tr": (
        "Dikkat çekildiğinde hakem hemen çağrılmalıdır (Yasa 9B1(a)); yer, elin oynanması tamamlanmadan bir"
        " usulsüzlüğe dikkat çekemez (Yasa 9A4)."
    ),
    "en": (
        "The Director should be summoned at once when attention is drawn to it (Law 9B1(a)); dummy may not call"
        " attention to an irregularity until play of the hand is concluded (Law 9A4)."
    ),
}
OLD = {"tr": "Fark edince hakemi çağırın", "en": "Call the Director when you notice it"}


def test_the_official_turkish_9a4_and_9b1a():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "Yer, elin oynanması tamamlanmadan herhangi bir usulsüzlüğe dikkat çekemez." in paragraphs["9A4"].text
    assert "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır." in paragraphs["9B1(a)"].text
    assert "Atak yüzü açık bir şekilde yapıldıktan sonra" in paragraphs["36C"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_36c_director_line_says_dummy_may_not_draw_attention_during_play(client, lang):
    says(client, SLUG, KEYS, lang, NOW[lang])
    never_says(client, SLUG, KEYS, lang, OLD[lang])
