"""qa106: the claim's English gloss "(double dummy)" in a Turkish sentence carries `lang="en"`.

The engine's claim words (situations/engine_words.py, `_double_dummy`) say the solver's figure as
"Dört el görülerek en iyi oyunla (double dummy) ...": the two words are English, the bridge term
glossed, inside a Turkish sentence. Drawn without their language, a screen reader speaks them with
Turkish sounds (WCAG 3.1.2, Language of Parts; lawbook/text/language_parts.py, the one markup for
words in the other language). Both pages that draw a claim's words are read: the table page's claim
section and the claim guide's ending with the engine's example.
"""

from urllib.parse import urlencode

import pytest
from django.urls import reverse
from django.utils import translation

import rulings
from situations.content.claim import DISPUTED
from situations.engine_words import describe
from situations.tests.guides.guide_pages import page as guide_page

from .test_table_claim import BASE, page, played

pytestmark = pytest.mark.django_db

MARKED = '(<span lang="en">double dummy</span>)'
# the claim guide's example (situations/content/claim.py; docs/rulings-cli.md's claim query)
QUERY = DISPUTED.engine.query


def _table(client, lang: str) -> str:
    query = {**BASE, "play": ",".join(played(2)), "mode": "claim", "claimer": "S", "tricks": "2"}
    path = "/tr/masa/?" if lang == "tr" else "/en/table/?"
    response = client.get(path + urlencode(query))
    assert response.status_code == 200
    return response.content.decode()


def test_the_turkish_table_page_marks_the_gloss(client):
    html = _table(client, "tr")
    assert MARKED in html
    assert "(double dummy)" not in html


def test_the_english_table_page_has_no_span_of_another_language_for_it(client):
    """On the English page the words are the page's own: no span, as before."""
    html = _table(client, "en")
    assert "(double dummy)" in html and 'lang="en">double dummy' not in html
    assert "(double dummy)" in page(client, "en", played(2), claimer="S", tricks="2")


def test_the_claim_guide_s_turkish_ending_marks_it_too(client):
    with translation.override("tr"):
        url = reverse("situations:step", args=["claim", "disputed"])
    assert MARKED in client.get(url).content.decode()
    assert "(double dummy)" in guide_page(client, "claim", ["disputed"], "tr")  # what a sighted reader sees


def test_describe_marks_only_the_english_words_of_the_turkish_sentence():
    answer = rulings.answer(QUERY)
    assert "(⁅double dummy⁆)" in describe(answer, QUERY, "tr")[0]
    assert "⁅" not in "".join(describe(answer, QUERY, "en"))
