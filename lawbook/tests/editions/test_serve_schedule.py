"""What `manage.py serve` runs beside gunicorn (its schedule), without starting a server: the
expired sessions are deleted at start and then every --clear-sessions-every seconds.
tests/test_serving.py starts the real server."""

import time
from datetime import timedelta

import pytest
from django.contrib.sessions.models import Session
from django.utils import timezone

from lawbook.management.commands.serve import Command

# Outside a test transaction, as serve runs: each job first closes the connection when it is
# not in autocommit mode (close_old_connections), which inside a transaction on PostgreSQL is
# the test's own connection.
pytestmark = pytest.mark.django_db(transaction=True)


def session(key: str, expires_in: timedelta) -> None:
    Session.objects.create(session_key=key, session_data="", expire_date=timezone.now() + expires_in)


def test_the_schedule_deletes_expired_sessions_at_start_and_then_each_interval():
    session("expired-answerer", timedelta(hours=-1))
    session("live-answerer", timedelta(days=14))
    tasks = Command().schedule([], index_every=0, clear_sessions_every=3600)
    for task in tasks:
        task.run_if_due(time.monotonic())
    assert list(Session.objects.values_list("session_key", flat=True)) == ["live-answerer"]

    session("expired-later", timedelta(seconds=-1))
    for task in tasks:
        task.run_if_due(time.monotonic())  # within the hour: not yet
    assert Session.objects.filter(session_key="expired-later").exists()
    for task in tasks:
        task.run_if_due(time.monotonic() + 3601)
    assert not Session.objects.filter(session_key="expired-later").exists()


def test_clear_sessions_every_0_never_clears():
    session("expired-answerer", timedelta(hours=-1))
    for task in Command().schedule([], index_every=0, clear_sessions_every=0):
        task.run_if_due(time.monotonic() + 10**6)
    assert Session.objects.filter(session_key="expired-answerer").exists()
