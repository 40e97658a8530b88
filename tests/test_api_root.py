"""GET /api/: a client or a person who types the API's own address is told where to go, in JSON,
instead of meeting the site's HTML 404 page (every other unknown address under /api/ is already a
JSON 404)."""

import json

import pytest

from tests.search_index import search_index, search_index_dir  # noqa: F401

pytestmark = pytest.mark.django_db


def test_the_api_root_names_its_description_and_every_address(client):
    response = client.get("/api/")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    root = json.loads(response.content)
    assert root["schema"] == "/api/schema/"
    # The lawbook's own addresses and those the other apps register.
    for path in ("/api/laws/{number}/", "/api/paragraphs/{label}/", "/api/search/", "/api/rulings/", "/api/casebook/"):
        assert path in root["paths"]
    described = json.loads(client.get(root["schema"]).content)["paths"]
    assert set(root["paths"]) == set(described)


def test_every_address_the_root_lists_without_a_parameter_answers(client, search_index):  # noqa: F811
    for path in json.loads(client.get("/api/").content)["paths"]:
        if "{" in path or path == "/api/rulings/":  # rulings answers a POST (tests/test_api_described.py)
            continue
        response = client.get(path, {"q": "revoke"} if path == "/api/search/" else {})
        assert response.status_code == 200, path


def test_the_api_root_only_reads(client):
    response = client.post("/api/", "{}", content_type="application/json")
    assert response.status_code == 405
    assert "error" in json.loads(response.content)
