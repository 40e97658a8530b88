"""The admin in the federation's language (qa47): the headings of the lawbook's and the casebook's
models named the apps by their Python names, "Lawbook" and "Casebook", in English on the Turkish
admin (its index, every page's side bar and breadcrumbs: "Giriş › Lawbook › Paragraflar"). Each
app now has a name in both catalogues, the ones the site already uses for them: the admin index's
title "Yasalar ve baskıları" / "The Laws and their editions", and the casebook's "Kararlar" /
"Casebook"."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

pytestmark = pytest.mark.django_db


def _app_headings(html: str) -> list[str]:
    """The app headings of the admin index, as a reader sees them."""
    return [" ".join(re.sub(r"<[^>]+>", " ", h).split()) for h in re.findall(r"<caption>(.*?)</caption>", html, re.S)]


@pytest.fixture
def admin():
    client = Client()
    client.force_login(get_user_model().objects.create_superuser("qa47-admin", "a@example.org", "x"))
    return client


@pytest.mark.parametrize(
    "lang, laws, casebook",
    [("tr", "Yasalar ve baskıları", "Kararlar"), ("en", "The Laws and their editions", "Casebook")],
)
def test_the_admin_names_the_lawbook_and_the_casebook_in_its_language(admin, lang, laws, casebook):
    headings = _app_headings(admin.get(f"/{lang}/admin/").content.decode())
    assert laws in headings and casebook in headings, headings
    if lang == "tr":
        assert "Lawbook" not in headings and "Casebook" not in headings, headings
    crumbs = admin.get(f"/{lang}/admin/lawbook/paragraph/").content.decode()
    [trail] = re.findall(r'<div class="breadcrumbs">(.*?)</div>', crumbs, re.S)
    assert laws in " ".join(re.sub(r"<[^>]+>", " ", trail).split())
