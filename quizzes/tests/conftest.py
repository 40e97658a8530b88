"""Quiz tests run with the curated questions loaded, as `make setup` loads them."""

from io import StringIO

import pytest
from django.core.management import call_command

from quizzes.models import CuratedQuestion

# The rows `load_quiz_fixtures` wrote for the first quiz test of this process, as it wrote them:
# each later test gets a copy in one query instead of the command (its argument parser, a query
# per question: some 8 ms a test over 300 tests). test_curated.py runs the command itself.
_loaded: list[dict] = []


@pytest.fixture(autouse=True)
def curated_questions(db):
    if not _loaded:
        call_command("load_quiz_fixtures", stdout=StringIO())
        _loaded.extend(CuratedQuestion.objects.values())
    else:
        CuratedQuestion.objects.bulk_create(CuratedQuestion(**row) for row in _loaded)
