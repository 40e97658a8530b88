"""fix252: a quiz's explanation that quotes a paragraph and its sub-paragraph showed the footnote
marked in the words both quote twice with one id (two elements, one id; the later quote's markers
linked to the first). Each quote now gives its footnote an id of its own, the words unchanged.

Law 31A2, TR (official) "Bu rakip yasal⁸ bir deklare verir, kontr veya sürkontr atarsa, kusurlu
oyuncu herhangi bir yasal konuşmayı yapabilir; bu konuşma ... (b) Eşdeğer bir konuşma (bkz. Yasa
23A) değilse, kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek
zorundadır"; WBF "If that opponent makes a legal⁸ bid, double or redouble, offender may make any
legal call: ... (b) When the call is not a comparable call (see Law 23A), offender's partner must
pass when next it is his turn to call." Footnote 8, TR "Sağda oturan rakibin yasaya aykırı
konuşması usulüne göre onarılır"; WBF "An illegal call by RHO is rectified as usual". 31A2(b)'s
quote reads on from 31A2's words ("if this call" / "bu konuşma"), so it shows 31A2's marker too."""

import pytest
from django.template.loader import render_to_string
from django.utils import translation

from quizzes import explain
from quizzes.bank import question as bank_question
from quizzes.tests.helpers import wrong_answer_page
from tests.footnote_ids import assert_footnote_ids_sound

pytestmark = pytest.mark.django_db

FOOTNOTE_8 = {
    "tr": "Sağda oturan rakibin yasaya aykırı konuşması usulüne göre onarılır",
    "en": "The illegal call of the opponent on the right is rectified as prescribed",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_explanation_quoting_31a2_and_31a2b_gives_each_its_own_footnote_id(client, lang):
    html = wrong_answer_page(client, "call_out_of_rotation", "13", lang)
    ids = assert_footnote_ids_sound(html)
    # What the reader reads is unchanged: footnote 8 under each of the two quotes.
    assert html.count(FOOTNOTE_8[lang]) == 2
    assert {"quoted-fn-31A2-8", "quoted-fn-31A2-8-2"} <= ids


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_two_questions_of_one_page_quoting_31a2_give_it_ids_of_their_own(lang):
    """An exam's results page explains each question missed, with one cache of quotes and one set
    of ids (quizzes.views.exam_results): a paragraph quoted under two questions is one quote, shown
    twice."""
    cache, ids, html = {}, set(), ""
    with translation.override(lang):
        for qtype, ref in (("call_out_of_rotation", "13"), ("withdrawn_call_lead", "1")):
            question = bank_question(qtype, ref)
            steps = explain.render(question, lang, cache, ids)
            html += render_to_string("quizzes/_explanation.html", {"steps": steps, "question": None})
    assert_footnote_ids_sound(html)
    assert html.count(FOOTNOTE_8[lang]) == 4
