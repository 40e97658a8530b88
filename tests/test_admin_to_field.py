"""An empty `_to_field` on an admin page (an address a member of staff edited by hand, or a tool
that sends every parameter) is the project's 400 page, as Django answers a field it does not
allow, on every model's change, delete and history page; Django 5.2 raised FieldDoesNotExist (a
500) there (config/admin_to_field.py). A real `_to_field` the admin allows still works."""

import pytest
from django.contrib.auth.models import User

from lawbook.models import Law

pytestmark = pytest.mark.django_db


@pytest.fixture
def superuser_client(client):
    client.force_login(User.objects.create_superuser("root", password="x"))
    return client


@pytest.mark.parametrize("page", ["change/", "delete/", "history/"])
@pytest.mark.parametrize("value", ["", " "])
def test_an_empty_to_field_is_a_bad_request(superuser_client, page, value):
    law = Law.objects.first().pk
    response = superuser_client.get(f"/en/admin/lawbook/law/{law}/{page}", {"_to_field": value})
    assert response.status_code == 400
    assert "The request could not be read" in response.content.decode()  # the project's 400 page
    posted = superuser_client.post(f"/en/admin/auth/user/{User.objects.get().pk}/change/", {"_to_field": value})
    assert posted.status_code == 400


def test_the_page_without_it_and_an_allowed_one_still_answer(superuser_client):
    law = Law.objects.first().pk
    assert superuser_client.get(f"/en/admin/lawbook/law/{law}/change/").status_code == 200
    assert superuser_client.get(f"/en/admin/lawbook/law/{law}/change/", {"_to_field": "id"}).status_code == 200


@pytest.mark.parametrize("value", ["", " "])
def test_a_visitor_not_logged_in_is_sent_to_the_login_page_first(client, value):
    """The admin asks who is there before it reads the address: a visitor gets its login page, as
    he would without the parameter, not a 400 about a page he may not see."""
    law = Law.objects.first().pk
    response = client.get(f"/en/admin/lawbook/law/{law}/change/", {"_to_field": value})
    assert response.status_code == 302
    assert "/admin/login/" in response["Location"]
