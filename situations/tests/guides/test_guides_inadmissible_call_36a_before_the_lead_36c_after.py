"""The inadmissible-call guide's "When was it noticed?" step (a double or redouble Law 19 does not allow)
says which of its answers fits a double noticed after the opening lead: the answer "The left-hand
opponent had called over it before rectification" is true then too (he has called: the auction is
over), and its Ending rules by 36A.

36A (TR, official): "Kabulü olanaksız bir kontr veya sürkontrun onarılmasından önce soldaki rakip
konuşursa kabulü olanaksız konuşma ve bundan sonraki bütün konuşmalar iptal edilir. Artırım konuşma
sırası kendisinde olan oyuncuya geri gider ..."; WBF: "If offender's LHO calls before rectification of
an inadmissible double or redouble the inadmissible call and all subsequent calls are cancelled. The
auction reverts to the player whose turn it was to call ..."
36C (TR): "Atak yüzü açık bir şekilde yapıldıktan sonra, kabul edilemez bir kontr veya sürkontr çekilmiş
olduğu fark edilirse, son kontrat skoru, kabul edilmeyen konuşmanın yapılmadığı şekli ile hesaplanır.";
WBF: "When attention is drawn to an inadmissible double or redouble only after the opening lead has
been faced, the final contract is scored as if the inadmissible call had not been made."
The Definitions: TR "Konuşma: Herhangi bir deklare, kontr, sürkontr veya pas."; WBF "Call: Any bid,
double, redouble or pass." A pass over the double is the left-hand opponent's call (36A) before the
opening lead, and 36C's case after it."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

HINT = {
    "tr": (
        "Soldaki rakibin üstüne pas geçmesi de konuşmadır (konuşma: herhangi bir deklare, kontr, sürkontr veya"
        " pas). Kontr ya da sürkontr atak yüzü açıldıktan sonra fark edildiyse Yasa 36A değil, Yasa 36C uygulanır."
    ),
    "en": (
        "A pass over it by the left-hand opponent is a call too (a call: any bid, double, redouble or pass). If"
        " the double or redouble was noticed only after the opening lead was faced, Law 36C applies, not Law 36A."
    ),
}


def test_the_official_turkish_36a_36c_and_the_call():
    text = TURKISH.read_text(encoding="utf-8")
    paragraphs = parse_lawbook(text).paragraph_map()
    assert "soldaki rakip konuşursa kabulü olanaksız konuşma ve bundan sonraki bütün konuşmalar iptal edilir" in (
        paragraphs["36A"].text
    )
    assert paragraphs["36C"].text.startswith("Atak yüzü açık bir şekilde yapıldıktan sonra")
    assert "Konuşma\n\nHerhangi bir deklare, kontr, sürkontr veya pas." in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_when_was_it_noticed_step_says_36c_after_the_lead(client, lang):
    says(client, SLUG, ["double"], lang, HINT[lang])
