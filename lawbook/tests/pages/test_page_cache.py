"""Fast pages (issue 10): reading pages and API answers are the same for every reader, cached per
content version, answered 304 when the reader already has them, and compressed."""

import gzip

import pytest

from lawbook import content_version
from lawbook.models import Paragraph
from tests.search_index import search_index, search_index_dir  # noqa: F401

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def imported():
    content_version.bump()  # as import_laws does after writing the text


READING = [
    "/tr/",
    "/en/",
    "/tr/yasa/64/",
    "/en/law/80/",
    "/tr/yasa/50/?view=both",
    "/tr/tanimlar/",
    "/tr/ara/?q=rönons",
    "/api/laws/50/",
    "/api/laws/",
    "/api/definitions/",
]


@pytest.mark.usefixtures("search_index")
@pytest.mark.parametrize("url", READING)
def test_a_reading_page_sets_no_cookie_and_does_not_vary_by_cookie(client, url):
    response = client.get(url)
    assert response.status_code == 200, url
    assert not response.cookies
    assert "cookie" not in response.get("Vary", "").lower()
    assert response["ETag"] and response["Last-Modified"]


@pytest.mark.parametrize("url", ["/tr/yasa/64/", "/api/laws/50/"])
def test_a_reader_who_has_the_page_gets_304_until_the_text_changes(client, url):
    first = client.get(url)
    again = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304 and again.content == b""
    since = client.get(url, HTTP_IF_MODIFIED_SINCE=first["Last-Modified"])
    assert since.status_code == 304
    content_version.bump()
    changed = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
    assert changed.status_code == 200 and changed["ETag"] != first["ETag"]


def test_a_page_is_rendered_once_per_content_version(client):
    """An edit reaches the page when the version moves on (every admin save and import bumps it).
    (The stored term layer still links the first characters: only the end of the text is checked.)"""
    paragraph = Paragraph.objects.get(label="64B3")
    before = client.get("/tr/yasa/64/").content.decode()
    Paragraph.objects.filter(pk=paragraph.pk).update(text_tr="Bir düzeltme metni.")
    assert client.get("/tr/yasa/64/").content.decode() == before
    content_version.bump()
    assert "zeltme metni." in client.get("/tr/yasa/64/").content.decode()


def test_the_languages_and_addresses_are_cached_apart(client):
    turkish = client.get("/tr/yasa/50/").content.decode()
    english = client.get("/en/law/50/").content.decode()
    both = client.get("/tr/yasa/50/?view=both").content.decode()
    assert 'lang="tr"' in turkish and 'lang="en"' in english
    assert len({turkish, english, both}) == 3
    assert client.get("/api/laws/99/").status_code == 404
    assert client.get("/api/laws/%C2%B2/").json()["error"]  # "²" passes str.isdigit: still a JSON 404


@pytest.mark.parametrize("url", ["/tr/yasa/64/", "/api/laws/50/"])
def test_pages_and_json_are_compressed_for_clients_that_accept_it(client, url):
    plain = client.get(url)
    packed = client.get(url, HTTP_ACCEPT_ENCODING="gzip, br")
    assert packed["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed.content) == plain.content
    assert len(packed.content) < len(plain.content) / 3
