"""A NUL or another control character typed into the admin's search box, or into a list's address
by hand (a filter, an ordering, a page), on the real admin: the admin was outside the control
character filter (config/address_controls.py, polish75). The search box was filled again with the
character raw, and on PostgreSQL the related-object box's search (?term=%00) was a 500 (polish76).
Now the address is sent on without it, and the page says so above the list."""

import pytest
from django.contrib.auth.models import User
from django.test import Client

pytestmark = pytest.mark.django_db

SAID = {
    "en": "The address held a control character (such as a NUL), which no search or filter takes",
    "tr": "Adreste hiçbir aramanın ya da süzmenin almadığı bir kontrol karakteri (NUL gibi) vardı",
}


@pytest.fixture
def root():
    client = Client(raise_request_exception=False)
    client.force_login(User.objects.create(username="root", is_staff=True, is_superuser=True))
    return client


@pytest.mark.parametrize(
    "lang, asked, sent_on",
    [
        ("en", "/en/admin/lawbook/paragraph/?q=50D%002", "/en/admin/lawbook/paragraph/?q=50D2"),
        ("tr", "/tr/admin/auth/user/?q=%1b%5b31mroot", "/tr/admin/auth/user/?q=%5B31mroot"),
        ("en", "/en/admin/auth/group/?o=%00", "/en/admin/auth/group/?o="),
        ("en", "/en/admin/lawbook/law/?q=%E2%80%AE50&%00=1", "/en/admin/lawbook/law/?q=50"),
    ],
)
def test_a_control_character_in_an_admin_address_is_left_out_and_said(root, lang, asked, sent_on):
    page = root.get(asked, follow=True)
    assert page.redirect_chain[0] == (sent_on, 302)
    assert page.status_code == 200
    html = page.content.decode()
    assert SAID[lang] in html
    assert not any(c in html for c in "\x00\x1b\u202e")


def test_the_related_object_boxs_search_with_a_nul_is_answered_not_a_500(imported_laws, root):
    asked = "/en/admin/autocomplete/?term=%00&app_label=lawbook&model_name=paragraph&field_name=law"
    answer = root.get(asked, follow=True)
    assert answer.status_code == 200 and answer["Content-Type"] == "application/json"
    # a script reads it: no message waits for the next page
    assert SAID["en"] not in root.get("/en/admin/lawbook/law/").content.decode()


def test_an_admin_address_without_control_characters_is_not_sent_on(root):
    assert root.get("/en/admin/lawbook/paragraph/?q=50D2%09").status_code == 200
