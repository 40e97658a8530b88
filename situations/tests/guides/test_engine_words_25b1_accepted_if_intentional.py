"""The engine's 25B1 line says the paragraph's condition: a changed call is accepted by the
left-hand opponent's *intentional* call over it.

25B1, TR (official) "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın
solundaki rakip tarafından kabul edilebilir (soldaki rakibin isteyerek konuşma yapması halinde
otomatikman kabul edilmiş hale gelir)"; WBF "A substituted call not permitted by A may be accepted by
the offender's LHO. (It is accepted if LHO calls intentionally over it.)"

The record (the guide's example, the table) holds that West called, not whether he meant to: the
engine rules the change accepted on the call. The line said "West called over it: South's changed
call, 2♠, is accepted (Law 25B1)", the acceptance without the intent the paragraph makes it rest
on; now it says "if West called intentionally" (docs/legal-review.md, Session 87 (qa203)).
27A1 ("It is accepted if that player calls") and 29A ("may elect to call") have no such word, and
their lines stay as they are (test_engine_words_ruled_calls).
"""

import pytest

from situations.content import BY_SLUG
from situations.engine_words import ask
from situations.ruled_call_words import sentences

from .guide_pages import never_says, says

pytestmark = pytest.mark.django_db

KEYS = ["meant-it", "lho-called"]

SAID = {
    "tr": "Batı üzerine konuştu: Güney'in değiştirilmiş 2♠ konuşması, Batı isteyerek konuştuysa kabul edilmiş "
    "hale gelir (Yasa 25B1).",
    "en": "West called over it: South's changed call, 2♠, is accepted if West called intentionally (Law 25B1).",
}
OLD = {
    "tr": "Batı üzerine konuştu: Güney'in değiştirilmiş 2♠ konuşması kabul edilmiş hale gelir (Yasa 25B1).",
    "en": "West called over it: South's changed call, 2♠, is accepted (Law 25B1).",
}


def _answer():
    ending = BY_SLUG["unintended-call"].walk(KEYS)[1]
    return ask(ending.engine)[1]


def test_the_engine_rules_the_change_accepted_by_west_under_25b1():
    ruled = _answer()["ruled_calls"]
    assert any(r["ruling"] == "accepted" and r["how"] == "lho_called" and r["laws"] == ["25B1"] for r in ruled)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_25b1_line_carries_intentionally(lang):
    said = sentences(_answer(), lang)
    assert SAID[lang] in said, said
    assert ("isteyerek" if lang == "tr" else "intentionally") in " ".join(said)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_guide_page_says_the_condition_not_the_bare_acceptance(client, lang):
    says(client, "unintended-call", KEYS, lang, SAID[lang])
    never_says(client, "unintended-call", KEYS, lang, OLD[lang])
