"""Quiz tests run with the curated questions loaded, as `make setup` loads them."""

from io import StringIO

import pytest
from django.core.management import call_command


@pytest.fixture(autouse=True)
def curated_questions(db):
    call_command("load_quiz_fixtures", stdout=StringIO())
