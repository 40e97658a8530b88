"""The player's way in (issue 22): the home page shows one large "Ne oldu? / What happened?" entry
and the situations players meet often above the table of contents, in the page's language; the
lawbook lists them from its registry without importing this app."""

import pytest
from django.urls import reverse
from django.utils import translation

from situations.content import BY_SLUG
from situations.home import FREQUENT

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("lang, home, main", [("tr", "/tr/", "Ne oldu?"), ("en", "/en/", "What happened?")])
def test_the_home_page_opens_with_what_happened_and_the_frequent_situations(client, lang, home, main):
    page = client.get(home).content.decode()
    with translation.override(lang):
        index = reverse("situations:index")
        guides = [(reverse("situations:start", args=[slug]), getattr(BY_SLUG[slug].title, lang)) for slug in FREQUENT]
    entry = page.index(f'<a class="big-button home-main" href="{index}"><strong>{main}</strong>')
    first_chapter = page.index('<section class="chapter">')
    assert entry < first_chapter
    for url, title in guides:
        assert entry < page.index(f'<a href="{url}">{title}</a>') < first_chapter


def test_the_frequent_situations_are_guides_that_exist():
    assert all(slug in BY_SLUG for slug in FREQUENT)
    assert len(set(FREQUENT)) == len(FREQUENT) == 6
