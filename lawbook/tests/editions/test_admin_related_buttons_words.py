"""The buttons beside a related row's box in the admin (change, view, add) are named in Turkish as
the language says it: Django's "Seçilen paragraf değiştir" left the model's name without the
accusative a verb needs ("paragrafı"); the name now stands apart, "Seçileni değiştir (paragraf)"
(polish74)."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "lang, change, view",
    [
        ("tr", "Seçileni değiştir (paragraf)", "Seçileni görüntüle (paragraf)"),
        ("en", "Change selected paragraph", "View selected paragraph"),
    ],
)
def test_the_related_rows_buttons_read_right(lang, change, view):
    client = Client()
    client.force_login(get_user_model().objects.create_superuser("ilgili", "i@example.org", "a-long-password"))
    # An editor's note names its paragraph: the box has its change and view buttons.
    html = client.get(f"/{lang}/admin/lawbook/editornote/add/").content.decode()
    titles = set(re.findall(r'title="([^"]*)"', html))
    assert {change, view} <= titles, sorted(t for t in titles if "paragra" in t)
    assert "Seçilen paragraf değiştir" not in titles
