"""The admin's pages name the site's icon (templates/admin/base_site.html, over Django's own) as the
site's pages do (templates/base.html): without a link a browser asked each admin page for
/favicon.ico, a 404 in the log. (No paragraph of the Laws decides this.)"""

import re
from html import unescape

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.test import Client

pytestmark = pytest.mark.django_db

ICON = re.compile(r'<link rel="icon"[^>]*href="([^"]+)"')


def icon_answers(client: Client, page: str) -> str:
    """The icon the page links to, after checking that it answers 200 as an image."""
    response = client.get(page)
    assert response.status_code == 200, page
    found = ICON.search(response.content.decode())
    assert found, f"{page} names no icon"
    href = unescape(found.group(1))
    icon = Client().get(href)
    assert icon.status_code == 200, href
    assert icon.headers["Content-Type"] == "image/png"
    return href


@pytest.fixture
def static_from_finders(settings):
    settings.WHITENOISE_USE_FINDERS = True  # read by the middleware a new Client builds
    settings.WHITENOISE_AUTOREFRESH = True  # the files from static/, as no collectstatic ran


@pytest.mark.parametrize("page", ["/tr/admin/login/", "/en/admin/login/"])
def test_the_admin_log_in_page_links_the_sites_icon(static_from_finders, page):
    site = ICON.search(Client().get("/tr/").content.decode()).group(1)
    assert icon_answers(Client(), page) == site


def test_an_editors_admin_pages_link_the_sites_icon(static_from_finders, draft):
    """The index, a change list and a change form: the last two fill the admin's extrahead block
    themselves."""
    from lawbook.models import Paragraph

    user = get_user_model().objects.create_user("editor", "editor@example.org", "a-long-password", is_staff=True)
    user.groups.add(Group.objects.get(name="Editor"))
    client = Client()
    client.force_login(user)
    paragraph = Paragraph.objects.get(law__edition=draft.code, label="64B3")
    for page in ("/tr/admin/", "/tr/admin/lawbook/paragraph/", f"/en/admin/lawbook/paragraph/{paragraph.pk}/change/"):
        icon_answers(client, page)
