"""A real address cut back to one of its folders (config/trimmed_addresses.py, polish79): every
folder of every page's URL pattern, in both languages, for a visitor and for a Director, is a page
or leads to one; only the folders left to the 404 on purpose are 404s. Before, /tr/yasa/,
/en/law/, /tr/hakem/, /en/director/, /tr/testler/soru/, /tr/hesap/ and the rest were 404s."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import Group, User
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from django.utils import translation

pytestmark = pytest.mark.django_db

LANGUAGES = ("tr", "en")


def _patterns(patterns, prefix: str = ""):
    for entry in patterns:
        if isinstance(entry, URLResolver):
            yield from _patterns(entry.url_patterns, prefix + str(entry.pattern))
        elif isinstance(entry, URLPattern):
            yield prefix + str(entry.pattern)


def _folders(lang: str) -> set[str]:
    """Each folder of the language's page patterns up to their first converter: /tr/yasa/ of
    tr/yasa/<int:number>/, /tr/hakem/ and /tr/hakem/kayitlar/ of tr/hakem/kayitlar/yeni/. The admin's
    are Django's."""
    found: set[str] = set()
    with translation.override(lang):
        for pattern in _patterns(get_resolver().url_patterns):
            if not pattern.startswith(f"{lang}/") or pattern.startswith(f"{lang}/admin/"):
                continue
            literal = re.split(r"[<(^\\$]", pattern)[0]
            parts = literal.split("/")
            found.update("/" + "/".join(parts[:n]) + "/" for n in range(2, len(parts)))
    return found


def _left_to_404(lang: str) -> set[str]:
    """The folders left to the 404 on purpose: a pollee's (reached by its secret link only) and
    the password-reset pages, which without mail are 404s that say why."""
    with translation.override(lang):
        return {
            reverse("desk:pollee", args=["x"]).rsplit("x/", 1)[0],
            reverse("password_reset"),
            reverse("password_reset_done"),
            reverse("password_reset_complete"),
        }


@pytest.fixture
def director_client(client):
    user = User.objects.create_user("trimmed-director", password="x")
    user.groups.add(Group.objects.get(name="Director"))
    client.force_login(user)
    return client


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("who", ["visitor", "director"])
def test_every_folder_of_a_real_address_is_a_page_or_leads_to_one(client, director_client, lang, who):
    asker = director_client if who == "director" else client
    folders = _folders(lang)
    assert f"/{lang}/{'yasa' if lang == 'tr' else 'law'}/" in folders  # the walk reads the patterns
    not_found = []
    left = _left_to_404(lang)
    for folder in sorted(folders - left):
        response = asker.get(folder)
        if response.status_code == 302:
            if response["Location"] in left:  # /tr/hesap/reset/ -> the reset page, a 404 without mail
                continue
            response = asker.get(response["Location"])
        if response.status_code == 404:
            not_found.append(folder)
    assert not_found == []


@pytest.mark.parametrize(
    "trimmed, section",
    [
        ("/tr/yasa/", "/tr/"),
        ("/en/law", "/en/"),
        ("/tr/baski/2017/yasa/", "/tr/degisiklikler/"),
        ("/en/edition/2017/", "/en/changes/"),
        ("/tr/testler/soru/revoke/", "/tr/testler/"),
        ("/en/quiz/refused/", "/en/quiz/"),
        ("/tr/hesap/", "/tr/hesap/login/"),
        ("/tr/hakem/", "/tr/hakem/skor/"),
        ("/en/director/", "/en/director/score/"),
    ],
)
def test_a_trimmed_address_goes_to_its_sections_page(client, trimmed, section):
    response = client.get(trimmed)
    assert response.status_code == 302
    assert response["Location"] == section


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_directors_folder_is_his_ruling_records_for_a_director(director_client, lang):
    folder = {"tr": "/tr/hakem/", "en": "/en/director/"}[lang]
    with translation.override(lang):
        assert director_client.get(folder)["Location"] == reverse("desk:list")


def test_a_pages_own_404_and_a_form_post_are_left_as_they_were(client):
    missing = client.get("/tr/yasa/99/")
    assert missing.status_code == 404
    assert "99" in missing.content.decode()  # the view's own words: there is no Law 99
    assert client.get("/tr/yasa/50/nereye/").status_code == 404  # no section's folder
    assert client.post("/tr/yasa/").status_code == 404
