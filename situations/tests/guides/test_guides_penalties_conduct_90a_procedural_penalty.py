"""The penalties guide's conduct Ending: a violation of procedure (74C2, which the Ending names) is an
offence Law 90A lets the Director give a procedural penalty for, beside 91A's disciplinary penalty.

74C: TR "Aşağıda yazılanlar yöntem ihlali sayılır: ... 2. Bir konuşma veya oyun hakkında onaylama
veya hoşnutsuzluk belirtmek."; WBF "The following are examples of violations of procedure: ... 2.
indicating approval or disapproval of a call or play."
90A: TR "Hakem, bu yasaların onarma ile ilgili hükümlerini tatbik etmeye ilaveten, nedensiz yere
oyunu geciktiren veya engelleyen, diğer yarışmacıları rahatsız eden, doğru yöntemi ihlal eden veya bir
başka masada ayarlı skor atanmasını gerektiren her kusurlu davranışı ayrıca cezalandırabilir."; WBF
"The Director, in addition to implementing the rectifications in these Laws, may also assess
procedural penalties for any offense that unduly delays or obstructs the game, inconveniences other
contestants, violates correct procedure, or requires the award of an adjusted score."

The Ending said 74C2's "is a violation of procedure" and then gave only 91A's disciplinary penalty
(qa250). The line is advice (not indexed): in `now` it moved two search sets down."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

SLUG = "penalties"
KEYS = ["conduct"]
PROCEDURAL = {
    "tr": "Doğru yöntemi ihlal eden her kusurlu davranışı hakem yöntemsel cezayla da cezalandırabilir (Yasa 90A).",
    "en": "The Director may also assess a procedural penalty for any offence that violates correct procedure (Law 90A).",
}
# 90A quoted beside the Ending (its paragraph, in the reader's language).
QUOTED = {"tr": "doğru yöntemi ihlal eden", "en": "violates correct procedure"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_conduct_ending_names_the_procedural_penalty_for_a_violation_of_procedure(client, lang):
    says(client, SLUG, KEYS, lang, PROCEDURAL[lang], "74C2", QUOTED[lang])
