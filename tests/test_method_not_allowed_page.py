"""An address that takes only a form, opened by GET (a bookmark, a typed address): the site's page
in the page's language with words and a way on, status 405 and its Allow header kept, not an empty
405 that Chromium shows as "HTTP ERROR 405" (polish73, config/method_not_allowed.py). The JSON API
keeps its JSON 405."""

import json
import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

pytestmark = pytest.mark.django_db


def main_text(response) -> str:
    html = response.content.decode()
    return html[html.index("<main") : html.index("</main>")]


@pytest.mark.parametrize(
    "address,lang,words",
    [
        ("/tr/hesap/logout/", "tr", "Bu adreste gösterilecek bir şey yok"),
        ("/en/accounts/logout/", "en", "Nothing to show at this address"),
    ],
)
def test_the_log_out_address_opened_by_get_is_the_sites_page_in_its_language(address, lang, words):
    response = Client().get(address)
    assert response.status_code == 405 and response["Allow"] == "POST, OPTIONS"
    html = response.content.decode()
    assert f'<html lang="{lang}">' in html
    main = main_text(response)
    assert words in main
    assert f'href="/{lang}/"' in main, "a way on: the Laws"


def test_an_admin_address_that_takes_only_a_form_leads_back_to_the_admin():
    user = get_user_model().objects.create_superuser("yonetici", "y@example.org", "a-long-password")
    client = Client()
    client.force_login(user)
    response = client.get("/tr/admin/logout/")
    assert response.status_code == 405
    main = main_text(response)
    assert "Bu adreste gösterilecek bir şey yok" in main
    assert 'href="/tr/admin/">Site yönetimi</a>' in main


def test_the_api_keeps_its_json_405():
    response = Client().get("/api/rulings/")
    assert response.status_code == 405
    assert isinstance(json.loads(response.content)["error"], str)


@pytest.mark.parametrize("address,button", [("/tr/hesap/logout/", "Çıkış yap"), ("/en/accounts/logout/", "Log out")])
def test_a_log_out_bookmarked_by_someone_logged_in_offers_the_button_it_takes(address, button):
    user = get_user_model().objects.create_user("oyuncu", password="a-long-password")
    client = Client(enforce_csrf_checks=True)
    client.force_login(user)
    response = client.get(address)
    assert response.status_code == 405
    main = main_text(response)
    form = re.search(rf'<form action="{address}" method="post">(.*?)</form>', main, re.S)
    assert form and f'<button type="submit">{button}</button>' in form.group(1)
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form.group(1)).group(1)
    assert client.post(address, {"csrfmiddlewaretoken": token}).status_code == 302
    assert "_auth_user_id" not in client.session, "logged out"


def test_a_visitor_gets_no_log_out_button():
    assert "<form" not in main_text(Client().get("/en/accounts/logout/")).replace('<form class="search', "")
