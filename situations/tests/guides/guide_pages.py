"""A guide's page as a player reads it, for the tests that check what a guide says against the
Laws' text (test_guide_rulings and the audits of the guides): one way to fetch a step or an
ending in a language, and to assert phrases are on it or not. The page is read as it is drawn
(tests/seen.py): a suit's name said only to a screen reader is left out, its symbol unwrapped."""

from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from tests import shared_renders
from tests.seen import seen


def page(client, slug: str, keys: list[str], lang: str) -> str:
    with translation.override(lang):
        url = (
            reverse("situations:step", args=[slug, "/".join(keys)])
            if keys
            else reverse("situations:start", args=[slug])
        )
    response = shared_renders.get(client, url)
    assert response.status_code == 200, url
    return seen(response.content.decode())


def read_out(client, slug: str, keys: list[str], lang: str) -> str:
    """The Ending's read-out page (situations:read_out), what the Director reads at the table."""
    with translation.override(lang):
        url = reverse("situations:read_out", args=[slug, "/".join(keys)])
    response = shared_renders.get(client, url)
    assert response.status_code == 200, url
    return seen(response.content.decode())


def _missing(text: str, phrases: tuple[str, ...]) -> list[str]:
    return [p for p in phrases if escape(p) not in text]


def _found(text: str, phrases: tuple[str, ...]) -> list[str]:
    return [p for p in phrases if escape(p) in text]


def says(client, slug: str, keys: list[str], lang: str, *phrases: str) -> None:
    assert _missing(page(client, slug, keys, lang), phrases) == [], (slug, keys, lang)


def never_says(client, slug: str, keys: list[str], lang: str, *phrases: str) -> None:
    assert _found(page(client, slug, keys, lang), phrases) == [], (slug, keys, lang)


def reads(client, slug: str, keys: list[str], lang: str, *phrases: str) -> None:
    assert _missing(read_out(client, slug, keys, lang), phrases) == [], (slug, keys, lang)


def never_reads(client, slug: str, keys: list[str], lang: str, *phrases: str) -> None:
    assert _found(read_out(client, slug, keys, lang), phrases) == [], (slug, keys, lang)
