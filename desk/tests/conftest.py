"""Accounts for the desk's tests: two directors (the Director group of migration 0002) and a
logged-in user in no group."""

import pytest
from django.contrib.auth.models import Group, User

from rulings.tests.test_records import DEAL

PAGES = {"en": "/en/director/records/", "tr": "/tr/hakem/kayitlar/"}


def make_director(username: str) -> User:
    user = User.objects.create_user(username, password="pw-" + username)
    user.groups.add(Group.objects.get(name="Director"))
    return user


@pytest.fixture
def director(db):
    return make_director("ayse")


@pytest.fixture
def other_director(db):
    return make_director("bora")


@pytest.fixture
def director_client(client, director):
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
