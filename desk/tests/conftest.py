"""Accounts for the desk's tests: two directors (the Director group of migration 0002) and a
logged-in user in no group; the hook the shared renders need (tests/shared_renders.py:
the judgement walks read the same steps in test after test)."""

from contextlib import contextmanager

import pytest
from axes.signals import handle_user_logged_in
from django.contrib.auth.models import Group, User, update_last_login
from django.contrib.auth.signals import user_logged_in

from rulings.tests.test_records import DEAL
from tests import shared_renders

PAGES = {"en": "/en/director/records/", "tr": "/tr/hakem/kayitlar/"}


def make_director(username: str) -> User:
    user = User.objects.create_user(username, password="pw-" + username)
    user.groups.add(Group.objects.get(name="Director"))
    return user


@pytest.hookimpl(wrapper=True)
def pytest_fixture_setup(fixturedef, request):
    return (yield from shared_renders.fixture_setup(fixturedef, request))


@pytest.fixture
def director(db):
    # The same director in every test that asks for him: a state of its own for the shared renders.
    with shared_renders.set_up("director ayse"):
        return make_director("ayse")


@pytest.fixture
def other_director(db):
    return make_director("bora")


@pytest.fixture
def director_client(client, director):
    with shared_renders.set_up("logged in", client), _log_in_unrecorded():
        client.force_login(director)
    return client


@contextmanager
def _log_in_unrecorded():
    """A log-in (force_login) without the two receivers of `user_logged_in` that record it:
    django-axes' access log (with its clean-up of expired and failed attempts) and the user's
    `last_login`: four of a test client's log-in's eighteen queries, some 1-3 ms of CPU, and the
    desk's tests log a director in some 570 times. None of them reads either record (the accounts'
    tests, quizzes/tests, log in with both; test_log_in_unrecorded.py); the session is made as
    before, and the receivers are connected again at once, whatever happens."""
    user_logged_in.disconnect(update_last_login, dispatch_uid="update_last_login")
    user_logged_in.disconnect(handle_user_logged_in)
    try:
        yield
    finally:
        user_logged_in.connect(update_last_login, dispatch_uid="update_last_login")
        user_logged_in.connect(handle_user_logged_in)


@pytest.fixture
def record_data():
    """A hesitation case as a director would type it: the deal as a bare PBN Deal value, the
    labels loosely."""
    return {
        "event": "Istanbul Pairs Cup",
        "session": "2",
        "board": "7",
        "deal_source": DEAL,
        "auction_and_play": "1H X 2H (long pause) P 4H",
        "facts": "South hesitated noticeably before passing 2H; North then bid 4H.",
        "laws": "16b1a, 12C1(e)",
        "ruling": "Score adjusted to 2H by North, making ten tricks.",
        "adjusted_score": "2H N +170",
        "appeal": "none",
        "appeal_notes": "",
    }
