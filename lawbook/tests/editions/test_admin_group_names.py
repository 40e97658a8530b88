"""The groups the project creates (Editor, Publisher, Director: lawbook, desk and casebook
migrations) are named in the admin's language: the Turkish user list's "By group" filter and a
user's groups box showed "Editor", "Publisher", "Director" (polish75; lawbook/admin/groups.py)."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client_():
    user = get_user_model().objects.create_superuser("gruplar", "gruplar@example.org", "a-long-password")
    Group.objects.create(name="Club captains")  # an administrator's own group: shown as he named it
    client = Client()
    client.force_login(user)
    return client, user


@pytest.mark.parametrize(
    "lang, names",
    [
        ("tr", {"Editör", "Yayımcı", "Hakem", "Club captains"}),
        ("en", {"Editor", "Publisher", "Director", "Club captains"}),
    ],
)
def test_the_user_lists_group_filter_names_the_projects_groups_in_the_admins_language(admin_client_, lang, names):
    client, _user = admin_client_
    html = client.get(f"/{lang}/admin/auth/user/").content.decode()
    shown = set(re.findall(r'<a href="\?groups__id__exact=\d+">([^<]*)</a>', html))
    assert names <= {s.strip() for s in shown}, shown
    if lang == "tr":
        assert not {"Editor", "Publisher", "Director"} & {s.strip() for s in shown}


def test_a_users_groups_box_names_them_in_turkish(admin_client_):
    client, user = admin_client_
    html = client.get(f"/tr/admin/auth/user/{user.pk}/change/").content.decode()
    box = re.search(r'<select name="groups".*?</select>', html, re.S).group(0)
    assert ">Editör</option>" in box and ">Yayımcı</option>" in box and ">Hakem</option>" in box
    assert ">Editor</option>" not in box
