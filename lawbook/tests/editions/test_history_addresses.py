"""The admin's history pages of a row (simple_history's, lawbook.editions.history): an address
whose row or record id is no id is a 404, as Django's own change page answers it. They were a 500
(ValueError: "Field 'id' expected a number but got 'abc'"), found by tests/test_bad_input_sweep.py."""

import pytest
from django.contrib.auth.models import Group, User

from lawbook.models import Law

pytestmark = pytest.mark.django_db


@pytest.fixture
def editor_client(client):
    editor = User.objects.create(username="editor", is_staff=True)
    editor.groups.add(Group.objects.get(name="Editor"))
    client.force_login(editor)
    return client


@pytest.mark.parametrize("row", ["abc", "50D9(z)", "1.5", "%C3%BC"])
def test_a_rows_history_page_for_no_id_is_a_404(editor_client, row):
    law = Law.objects.first().pk
    assert editor_client.get(f"/en/admin/lawbook/law/{row}/history/").status_code == 404
    assert editor_client.get(f"/en/admin/lawbook/paragraph/{row}/history/1/").status_code == 404
    assert editor_client.get(f"/en/admin/lawbook/law/{law}/history/{row}/").status_code == 404
    # ... while the row's own history page still answers
    assert editor_client.get(f"/en/admin/lawbook/law/{law}/history/").status_code == 200
