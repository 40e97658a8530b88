"""Landmarks a screen reader lists: on every kind of page each page has one h1, and where a kind
of landmark (navigation, search) appears more than once each has a name of its own (issue 25:
"Duplicate unnamed landmarks (two search forms, two navigations): name them; the practice page has
no h1")."""

from collections import Counter
from html.parser import HTMLParser

import pytest

from tests.search_index import search_index, search_index_dir  # noqa: F401

pytestmark = pytest.mark.django_db

PAGES = [
    "/tr/",
    "/en/",
    "/tr/yasa/64/",
    "/en/law/64/",
    "/tr/tanimlar/",
    "/en/search/?q=revoke",
    "/en/quiz/",
    "/en/quiz/practice/",
    "/tr/ne-oldu/",
    "/en/table/",
]


class Landmarks(HTMLParser):
    def __init__(self):
        super().__init__()
        self.found: list[tuple[str, str]] = []  # (role, name)
        self.h1 = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        role = attrs.get("role") or {"nav": "navigation"}.get(tag)
        if role in ("navigation", "search"):
            self.found.append((role, attrs.get("aria-label") or attrs.get("aria-labelledby") or ""))
        if tag == "h1":
            self.h1 += 1


@pytest.mark.parametrize("url", PAGES)
def test_repeated_landmarks_have_names_of_their_own_and_the_page_one_h1(client, search_index, url):
    response = client.get(url)
    assert response.status_code == 200, url
    page = Landmarks()
    page.feed(response.content.decode())
    assert page.h1 == 1, url
    roles = Counter(role for role, _ in page.found)
    for role, count in roles.items():
        if count > 1:
            names = [name for r, name in page.found if r == role]
            assert all(names) and len(set(names)) == count, (url, role, names)
