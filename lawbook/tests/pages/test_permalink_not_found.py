"""A paragraph's address naming no paragraph is a 404 that says so with the address as typed,
less the characters no text holds: a NUL typed as "%00" came back raw in the page (polish74)."""

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "url, says",
    [
        ("/en/law/5A%00/", "There is no paragraph 5A."),
        ("/tr/yasa/5A%00%1b/", "5A"),
        ("/en/law/5A%E2%80%AE/", "There is no paragraph 5A."),
    ],
)
def test_a_control_character_in_the_address_is_not_sent_back(url, says):
    response = Client().get(url)
    assert response.status_code == 404
    page = response.content.decode()
    assert says in page
    assert "\x00" not in page and "\x1b" not in page and "\u202e" not in page
