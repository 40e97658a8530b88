"""The lawbook at the table without a connection: the web app manifest, the service worker and the
offline page.

A director or player looking up Law 64 (the revoke) or Law 54 (an opening lead out of turn) at a
club table often has no signal. The service worker keeps the current edition's Law pages, the
definitions (the glossary at the head of the book) and the situation guides in both
languages. Its script is served from the site root (/sw.js) so that its scope covers /tr/ and /en/;
the script changes, and so the browser installs it again and saves the book afresh, whenever the
content version (lawbook/content_version.py) changes: an import or a new edition published (a
draft's saves do not change it: readers cannot see a draft); and whenever the release does
(lawbook/release.py): a deploy that corrected a template, a catalogue string or a guide, with the
text unchanged. Its settings carry both, and the worker names its copies after both; the pages it
saves then carry the new ETag (lawbook.pages.page_cache), so the browser's HTTP cache, which the
worker's fetches go through, cannot answer them with the old copy.

Paragraph permalinks (/tr/yasa/64B3/, the links of the guides and of citations elsewhere) are not
saved one by one (some 830 paragraphs, each in two languages): the worker knows each paragraph's Law
and anchor (`permalink_targets`) and, without a connection, sends the reader to the saved Law
page at the paragraph, as the online permalink view does with its redirect.
"""

from __future__ import annotations

import json
from functools import lru_cache

from django.conf import settings
from django.contrib.staticfiles import finders
from django.http import HttpResponse, JsonResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from .. import content_version, queries, release
from ..labels import TYPED_ABBREVIATIONS, TYPED_PREFIXES
from ..layers import SiteLinks
from ..registry import offline_pages  # the pages other apps add (situations/apps.py)

SERVICE_WORKER_SOURCE = "js/service-worker.js"
THEME_COLOUR = "#0b57d0"
ICON_SIZES = (48, 72, 96, 144, 192, 512)
# Static files every saved page needs to look and behave as it does online.
STATIC_ASSETS = ("css/site.css", "css/situations.css", "css/read_out.css", "js/law.js", "js/offline.js", "js/table.js")


def precache_urls() -> list[str]:
    """Every address the service worker saves when it installs, in both languages."""
    laws = list(queries.laws())
    urls = [static(path) for path in STATIC_ASSETS]
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            urls.append(reverse("lawbook:home"))
            urls.append(reverse("lawbook:definitions"))
            urls.append(reverse("lawbook:offline"))
            urls.extend(law.get_absolute_url() for law in laws)
            urls.extend(offline_pages.items())
    # The citation previews read a Law's paragraphs from the API; the definitions open in place.
    urls.append(reverse("api:definitions"))
    urls.extend(reverse("api:law", args=[law.number]) for law in laws)
    return list(dict.fromkeys(urls))


def permalink_targets() -> dict:
    """What the worker needs to answer a paragraph permalink from the saved Law page: each
    paragraph's anchor, keyed by the anchor in lower case (the form the worker reduces any label
    the permalink view reads to: "64(b)3", "Yasa 64B3" -> "64b3"), with its Law's number; for
    each language, the permalink address's prefix and the address of each Law page; the words
    people type before a label, which the permalink view also skips, and the abbreviations the
    search box reads."""
    laws = list(queries.laws())
    paragraphs = {
        anchor.lower(): [number, anchor]
        for number, anchor in queries.paragraphs().values_list("law__number", "anchor").order_by("law__number")
    }
    languages, searches = {}, {}
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            sample = "1A"
            prefix = SiteLinks().permalink(sample).removesuffix(f"{sample}/")
            languages[prefix] = {str(law.number): law.get_absolute_url() for law in laws}
            # A citation typed in the search box ("50D2", "yasa 16b1a") is read as a permalink.
            searches[reverse("lawbook:search")] = prefix
    return {
        "paragraphs": paragraphs,
        "laws": languages,
        "prefixes": list(TYPED_PREFIXES),
        # Typed in the search box only, before a digit ("L64B2", "Y 64"): the search reads them
        # (lawbook.search.query.label_text), the permalink view does not.
        "abbreviations": sorted(TYPED_ABBREVIATIONS, key=len, reverse=True),
        "searches": searches,
    }


@lru_cache(maxsize=1)
def _worker_source() -> str:
    path = finders.find(SERVICE_WORKER_SOURCE)
    if path:
        with open(path, encoding="utf-8") as source:
            return source.read()
    from django.contrib.staticfiles.storage import staticfiles_storage

    with staticfiles_storage.open(SERVICE_WORKER_SOURCE) as source:
        return source.read().decode("utf-8")


@lru_cache(maxsize=4)
def _worker_script(version: int, code: str) -> str:
    """The service worker: its settings (the content version, the release, the addresses to save)
    followed by its code from the static file. A new version or release makes a different script,
    which the browser installs in place of the old one."""
    settings_line = (
        "const OFFLINE = "
        + json.dumps(
            {
                "version": version,
                "release": code,
                "precache": precache_urls(),
                "fallback": _fallback_pages(),
                "permalinks": permalink_targets(),
            },
            ensure_ascii=False,
        )
        + ";\n"
    )
    return settings_line + _worker_source()


def _fallback_pages() -> dict[str, str]:
    pages = {}
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            pages[f"/{code}/"] = reverse("lawbook:offline")
    return pages


@require_safe
def service_worker(request):
    response = HttpResponse(
        _worker_script(content_version.current(), release.stamp()), content_type="application/javascript; charset=utf-8"
    )
    # The browser checks for a new worker on each visit; it must not read an old one from a cache.
    response["Cache-Control"] = "no-cache"
    response["Service-Worker-Allowed"] = "/"
    return response


@require_safe
def manifest(request):
    """The web app manifest in the page's language: its name, its icons, and the language's home
    page as the place the installed app opens."""
    data = {
        "name": _("Laws of Duplicate Bridge"),
        "short_name": _("Bridge Laws"),
        "description": _("The Laws of Duplicate Bridge 2017 in Turkish and English, also without a connection."),
        "lang": translation.get_language(),
        "start_url": reverse("lawbook:home"),
        "scope": "/",
        "display": "standalone",
        "background_color": "#fffdf8",
        "theme_color": THEME_COLOUR,
        "icons": [
            {"src": static(f"icons/icon-{size}.png"), "sizes": f"{size}x{size}", "type": "image/png", "purpose": "any"}
            for size in ICON_SIZES
        ]
        + [
            {
                "src": static("icons/icon-maskable-512.png"),
                "sizes": "512x512",
                "type": "image/png",
                "purpose": "maskable",
            }
        ],
    }
    return JsonResponse(data, content_type="application/manifest+json", json_dumps_params={"ensure_ascii": False})


def offline_page(request):
    """Shown by the service worker for a page it has not saved when there is no connection."""
    return render(request, "lawbook/offline.html")
