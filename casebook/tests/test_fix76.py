"""fix76: a casebook filter that names no paragraph lists no ruling (qa73 left it: `?law=zz` was a 400
with its error, and every published ruling listed under it, as though they answered the filter)."""

from __future__ import annotations

import pytest

from .conftest import PAGES
from .test_visibility import text_of

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("typed", ["zz", "16Z9"])
def test_a_bad_filter_lists_nothing_says_why_and_links_back(client, published_ruling, lang, typed):
    page = client.get(PAGES[lang], {"law": typed})
    assert page.status_code == 400
    html = page.content.decode()
    assert 'role="alert"' in html
    assert published_ruling.title not in text_of(page)
    back = {"en": "All rulings", "tr": "Tüm kararlar"}[lang]
    assert f'<a href="{PAGES[lang]}">{back}</a>' in html  # the way back to the whole list
    assert 'class="casebook-list"' not in html


def test_a_good_filter_still_lists(client, published_ruling):
    assert published_ruling.title in text_of(client.get(PAGES["en"], {"law": "16B"}))
