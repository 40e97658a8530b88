"""Template context for every page: the same page in the other languages (switch and hreflang)."""

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
    return url
