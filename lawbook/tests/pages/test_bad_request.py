"""A request Django refuses before any view reads it (a body beyond DATA_UPLOAD_MAX_MEMORY_SIZE,
too many fields) gets the 400 page in the page's language saying why, not Django's bare English
"Bad Request (400)": a record pasted on the table page beyond 2.5 MB was one (found by the
bad-input sweep's later steps, fuzz12)."""

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

TOO_BIG = "x" * (3 * 1024 * 1024)


@pytest.mark.parametrize(
    "url, lang, says",
    [
        ("/tr/masa/", "tr", "Gönderilen veri çok büyük: bir form en çok 2,5 MB alır."),
        ("/en/table/", "en", "What was sent is too large: a form takes at most 2.5 MB."),
    ],
)
def test_a_body_too_large_is_said_in_the_pages_language(url, lang, says):
    response = Client().post(url, {"record": TOO_BIG})
    assert response.status_code == 400
    page = response.content.decode()
    assert f'<html lang="{lang}">' in page
    assert says in page


def test_too_many_fields_is_said_too():
    response = Client().post("/en/table/", {f"f{n}": "1" for n in range(1100)})
    assert response.status_code == 400
    assert "What was sent has too many fields: a form has at most 1000." in response.content.decode()
