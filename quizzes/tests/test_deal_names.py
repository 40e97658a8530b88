"""A quiz question's deal as a screen reader is told it (qa59)."""

import pytest

from lawbook.tests.pages.test_screen_reader_names import named_without_role
from quizzes.tests.helpers import open_question

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_quiz_deal_diagram_is_a_named_group(client, lang):
    """A quiz question's deal was a <div> named "The deal": a name a screen reader ignores there.
    Revoke question c-ornek-2-ruff-holding-the-ace draws the deal (quizzes/tests/test_pages.py)."""
    html, _shown = open_question(client, "revoke", "c-ornek-2-ruff-holding-the-ace", lang)
    assert 'class="deal"' in html
    assert named_without_role(html) == []
