"""Accounts for the desk's tests: two directors (the Director group of migration 0002) and a
logged-in user in no group; the hook the shared renders need (situations/tests/shared_renders.py:
the judgement walks read the same steps in test after test)."""

import pytest
from django.contrib.auth.models import Group, User

from rulings.tests.test_records import DEAL
from situations.tests import shared_renders

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
    with shared_renders.set_up("logged in", client):
        client.force_login(director)
    return client


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
