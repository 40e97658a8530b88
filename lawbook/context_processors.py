"""Template context for every page: the same page in the other languages (switch and hreflang)."""
from django.conf import settings
from django.urls import translate_url


def alternates(request):
    path = request.get_full_path()
    return {
        "alternates": [
            {"code": code, "name": name, "url": translate_url(path, code)}
            for code, name in settings.LANGUAGES
        ]
    }
