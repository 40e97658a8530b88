"""Template context for every page: the same page in the other languages (switch and hreflang)."""

from urllib.parse import parse_qsl, urlencode

from django.conf import settings
from django.urls import reverse, translate_url
from django.utils import translation


def alternates(request):
    path = request.get_full_path()
    current = translation.get_language()
    return {
        "alternates": [
            {"code": code, "name": name, "url": _alternate(path, code, current)} for code, name in settings.LANGUAGES
        ]
    }


def _alternate(path: str, code: str, current: str) -> str:
    url = translate_url(path, code)
    if url == path and code != current:
        # An address no URL pattern knows (a 404 page): the switch leads to the other home page.
        with translation.override(code):
            return reverse("lawbook:home")
    return _next_translated(url, code)


def _next_translated(url: str, code: str) -> str:
    """A log-in page's ?next= names a page in the current language: the switch's log-in page leads
    back to that page in its own language (/en/accounts/login/?next=/en/director/records/)."""
    base, _, query = url.partition("?")
    if "next=" not in query:
        return url
    pairs = [
        (
            key,
            translate_url(value, code)
            if key == "next" and value.startswith("/") and not value.startswith("//")
            else value,
        )
        for key, value in parse_qsl(query, keep_blank_values=True)
    ]
    return base + "?" + urlencode(pairs, safe="/")
