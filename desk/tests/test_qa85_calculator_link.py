"""qa85 (docs/legal-review.md, "qa85"): the score calculator reached from the judgement ruling's
last step ("Every step in the adjusted score calculator") says whose score it shows and checks the
results at the board's vulnerability, as the step did."""

import re
from html import unescape

import pytest

from desk.tests.test_judgement import START, _walk_ui_to_score, form_fields
from tests.seen import seen

pytestmark = pytest.mark.django_db

ROWS = {
    "kind": "weighted",
    "form": "mp",
    "side": "EW",
    "vul": "All",
    "contract1": "4S",
    "declarer1": "N",
    "tricks1": "10",
    "weight1": "60",
    "contract2": "4S",
    "declarer2": "N",
    "tricks2": "9",
    "weight2": "40",
    "field": "-620 -620 100 -650 200",
}
SAYS = {
    "en": (
        "Weighted assigned adjusted score for East-West (Law 12C1(c))",
        "For East-West, both sides vulnerable: each result is checked against Law 77 at that vulnerability.",
        "Every step in the adjusted score calculator",
    ),
    "tr": (
        "Doğu-Batı için ağırlıklı atamalı ayarlı skor (Yasa 12C1(c))",
        "Doğu-Batı için, herkes zonda: her sonuç bu zon durumunda Yasa 77&#x27;ye göre denetlenir.",
        "Her adımı ayarlı skor hesaplayıcıda görün",
    ),
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_calculator_the_step_links_to_names_the_side_and_vulnerability(director_client, lang):
    """North's 4♠ with both sides vulnerable, scored for East-West (Law 77: game vulnerable 500,
    TR "Zonda iken ZON yapmak 500" / WBF "For making GAME vulnerable 500"; one down vulnerable 100):
    −620 at 60 % and +100 at 40 % against East-West's field −620 −620 +100 −650 +200 give 4 and 7
    of 10 (78A), 5.2. The step names East-West; its calculator link showed the figures without."""
    figure, stated, link = SAYS[lang]
    page = _walk_ui_to_score(director_client, lang)
    step = director_client.get(START[lang], {**form_fields(page, "weighted"), **ROWS})
    assert figure in seen(step.content.decode())
    url = re.search(rf'<a href="([^"]+)">{link}</a>', step.content.decode()).group(1)
    calculator = seen(director_client.get(unescape(url)).content.decode())
    assert f'<p class="score-for">{stated}</p>' in calculator
    assert re.search(r'<td class="score-total">5[.,]2</td>', calculator)
