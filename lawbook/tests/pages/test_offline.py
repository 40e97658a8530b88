"""The site is installable and readable without a connection: the manifest in each language, the
icons it names, and the service worker at the root whose script changes with the content version."""

import json
import re

import pytest
from django.conf import settings
from django.contrib.staticfiles import finders
from django.utils import translation

from lawbook import content_version
from lawbook.registry import offline_pages
from tests import shared_renders

pytestmark = pytest.mark.django_db


def worker_settings(client) -> dict:
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/javascript")
    assert response["Service-Worker-Allowed"] == "/"
    assert response["Cache-Control"] == "no-cache"
    body = response.content.decode()
    return json.loads(re.match(r"const OFFLINE = (.*);\n", body).group(1))


@pytest.mark.parametrize("lang, home", [("tr", "/tr/"), ("en", "/en/")])
def test_the_manifest_names_the_app_its_icons_and_the_home_page_of_its_language(client, lang, home):
    response = client.get(f"/{lang}/manifest.webmanifest")
    assert response["Content-Type"] == "application/manifest+json"
    manifest = json.loads(response.content)
    assert manifest["start_url"] == home
    assert manifest["lang"] == lang
    assert manifest["display"] == "standalone" and manifest["theme_color"]
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        path = finders.find(icon["src"].removeprefix("/static/"))
        with open(path, "rb") as png:
            header = png.read(24)
        assert header[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")
        assert icon["sizes"] == f"{width}x{height}"
    assert f'href="/{lang}/manifest.webmanifest"' in client.get(home).content.decode()


def test_the_service_worker_saves_every_law_the_definitions_and_the_guides_in_both_languages(client):
    saved = worker_settings(client)["precache"]
    for law in (1, 50, 64, 93):
        assert f"/tr/yasa/{law}/" in saved and f"/en/law/{law}/" in saved
        assert f"/api/laws/{law}/" in saved
    assert {"/tr/tanimlar/", "/en/definitions/", "/tr/cevrimdisi/", "/en/offline/", "/api/definitions/"} <= set(saved)
    assert "/tr/ne-oldu/revoke/" in saved and "/en/what-happened/revoke/" in saved
    # The pages other apps register (lawbook.registry.offline_pages: the guides' index, steps,
    # endings and read-outs, some 900 in both languages) are fetched by those apps' tests, each
    # once (situations/tests/guides/test_guides.py); here, the lawbook's own.
    registered = set()
    for lang, _name in settings.LANGUAGES:
        with translation.override(lang):
            registered.update(offline_pages.items())
    assert registered and registered <= set(saved)
    # Each rendered once per test process (tests/shared_renders.py): test_pages.py's footnote walk
    # opens the same Law pages.
    for url in saved:
        if not url.startswith("/static/") and url not in registered:
            assert shared_renders.get(client, url).status_code == 200, url


def test_a_new_content_version_makes_a_new_service_worker(client):
    before = worker_settings(client)
    assert before["version"] == content_version.current()
    content_version.bump()
    after = worker_settings(client)
    assert after["version"] == before["version"] + 1


@pytest.mark.parametrize(
    "lang, url, search",
    [
        ("tr", "/tr/cevrimdisi/", "Kelime aramak için bağlantı gerekir"),
        ("en", "/en/offline/", "Searching for words needs a connection"),
    ],
)
def test_the_offline_page_points_to_what_is_saved(client, lang, url, search):
    html = client.get(url).content.decode()
    assert f'<html lang="{lang}">' in html
    assert f'href="/{lang}/"' in html
    # A word search offline lands here (qa82): the page says why, and what works without a connection.
    assert search in html


@pytest.mark.parametrize(
    "lang, url, saving, ready",
    [
        (
            "tr",
            "/tr/yasa/64/",
            "Çevrimdışı kullanım için kaydediliyor: %(done)s / %(total)s",
            "Bağlantı olmadan kullanıma hazır",
        ),
        (
            "en",
            "/en/law/64/",
            "Saving the Laws for use offline: %(done)s of %(total)s",
            "Ready to use without a connection",
        ),
    ],
)
def test_a_page_carries_the_words_of_the_saving_status_in_its_language(client, lang, url, saving, ready):
    # static/js/offline.js fills in the two counts; the words are the catalogue's (issue 25).
    html = client.get(url).content.decode()
    status = re.search(r'<div id="offline-status"[^>]*>', html).group(0)
    assert 'role="status"' in status and 'aria-live="polite"' in status
    assert f'data-saving="{saving}"' in status and f'data-ready="{ready}"' in status


def test_the_service_worker_knows_where_each_permalink_lands_in_both_languages(client):
    from lawbook import queries

    targets = worker_settings(client)["permalinks"]
    assert targets["laws"]["/tr/yasa/"]["64"] == "/tr/yasa/64/"
    assert targets["laws"]["/en/law/"]["64"] == "/en/law/64/"
    assert targets["paragraphs"]["64b3"] == [64, "64B3"]
    # Each language's search page, whose typed citations the worker answers as permalinks offline.
    assert targets["searches"] == {"/tr/ara/": "/tr/yasa/", "/en/search/": "/en/law/"}
    paragraphs = queries.paragraphs()
    # One entry per paragraph: no two anchors of the book differ only in case.
    assert len(targets["paragraphs"]) == paragraphs.count()
    # Each permalink the server answers (it redirects to the Law page at the anchor) is one the worker can.
    # Every tenth paragraph in reading order (all of them take half a minute); a Law's opening
    # paragraph, "64", is the Law page itself, saved as it is.
    labelled = paragraphs.exclude(label__regex=r"^[0-9]+$").select_related("law").order_by("law__number", "position")
    for paragraph in list(labelled)[::10]:
        law, anchor = targets["paragraphs"][paragraph.anchor.lower()]
        response = client.get(f"/en/law/{paragraph.label}/")
        assert response["Location"] == targets["laws"]["/en/law/"][str(law)] + "#" + anchor
