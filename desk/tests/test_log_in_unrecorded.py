"""The desk's tests log their director in without the log-in's records (conftest.py's
`director_client`): no django-axes access log, no `last_login`; a log-in anywhere else, before or
after, keeps both."""

import pytest
from axes.models import AccessLog

pytestmark = pytest.mark.django_db


def test_the_director_s_log_in_is_a_session_and_nothing_else(director, director_client):
    assert director_client.get("/en/director/judgement/").status_code == 200  # logged in
    director.refresh_from_db()
    assert director.last_login is None and not AccessLog.objects.exists()


def test_a_log_in_after_it_is_recorded_as_ever(director_client, other_director):
    other_director.refresh_from_db()
    assert other_director.last_login is None
    director_client.force_login(other_director)
    other_director.refresh_from_db()
    assert other_director.last_login is not None
    assert list(AccessLog.objects.values_list("username", flat=True)) == [other_director.username]
