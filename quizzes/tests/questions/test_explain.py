"""An explanation's citations are found by the lawbook's own grammar (lawbook/citations.py), as
every other citation is: each label of a list is a link, a Turkish suffix stays outside it."""

import pytest

from quizzes import explain
from quizzes.questions import Question

pytestmark = pytest.mark.django_db


def _question(tr: str, en: str) -> Question:
    return Question(
        type="revoke",
        seed=0,
        prompt_tr="?",
        prompt_en="?",
        choices=(),
        answer="1",
        explanation_tr=tr,
        explanation_en=en,
        laws=(),
    )


def test_each_label_of_a_list_is_a_link_and_quoted_once():
    question = _question("Yasalar 61 ve 64 uygulanır; Yasa 64A2’nin tablosu.", "Laws 61 and 64 apply; Law 64A2 too.")
    for lang in ("tr", "en"):
        (step,) = explain.render(question, lang)
        assert step.html.count('class="cite"') == 3, step.html
        assert [q.label for q in step.quotes] == ["61", "64", "64A2"]
    (step,) = explain.render(question, "tr")
    assert ">Yasa 64A2</a>’nin" in step.html


def test_a_label_that_names_no_paragraph_stays_plain_text():
    (step,) = explain.render(_question("Yasa 64Z9 yoktur.", "Law 64Z9 does not exist."), "en")
    assert 'class="cite"' not in step.html and "Law 64Z9" in step.html and not step.quotes
