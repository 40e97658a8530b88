"""The casebook is in the site's menu, in both languages, on every page built on base.html (the
home page, a Law page, the table)."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.django_db

MENU = re.compile(r'<nav class="site-nav"[^>]*>(.*?)</nav>', re.S)


@pytest.mark.parametrize(
    "lang, pages, link",
    [
        ("tr", ["/tr/", "/tr/yasa/64/", "/tr/masa/"], '<a href="/tr/kararlar/">Kararlar</a>'),
        ("en", ["/en/", "/en/law/64/", "/en/table/"], '<a href="/en/casebook/">Casebook</a>'),
    ],
)
def test_the_menu_links_to_the_casebook(client, lang, pages, link):
    for page in pages:
        response = client.get(page)
        assert response.status_code == 200, page
        menu = MENU.search(response.content.decode())
        assert menu and link in menu.group(1), page
