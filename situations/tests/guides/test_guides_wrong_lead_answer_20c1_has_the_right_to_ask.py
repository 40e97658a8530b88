"""20C1's "has the right to ask" on the card-played-on-misinformation guide (audit335, session 96; the modal
rule, CONTRIBUTING.md "Add a situation guide", point 1).

20C1, TR (official): "Sonuncu pastan sonra her bir defans oyuncusu, atağın kendisinde olup olmadığını sorma
hakkına sahiptir. (bkz. Yasa 47E ve Yasa 41)"; WBF: "After the final pass either defender has the right to ask
if it is his opening lead (see Laws 47E and 41)."

The hint on the "who told you it was your turn?" step said "sorabilir" / "may ask" and, in Turkish, "Artırım
bitince" for the paragraph's "after the final pass". Neither text says "may" here: each gives the defender a
right. Now each text's own words, "Son pastan sonra ... sorma hakkına sahiptir" / "has the right to ask", as
the asking-questions guide's English says it (LEAD_QUESTION)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

SLUG = "card-played-on-misinformation"
STEP = ["told-my-turn"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
HINT = {
    "tr": "Son pastan sonra her defans oyuncusu atağın kendisinde olup olmadığını sorma hakkına sahiptir (Yasa 20C1).",
    "en": "After the final pass either defender has the right to ask whether it is his opening lead (Law 20C1).",
}
OLD = {"tr": "olmadığını sorabilir", "en": "either defender may ask"}


def test_20c1_in_the_official_turkish_gives_a_right():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["20C1"].text
    assert (
        "Sonuncu pastan sonra her bir defans oyuncusu, atağın kendisinde olup olmadığını sorma hakkına sahiptir" in text
    )


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_either_defender_has_the_right_to_ask(client, lang):
    says(client, SLUG, STEP, lang, HINT[lang])
    never_says(client, SLUG, STEP, lang, OLD[lang])
