"""GET /api/schema/: a hand-written OpenAPI 3 description that names every URL pattern under /api/
and whose every path answers."""

import json
import re

import pytest
from django.urls import URLPattern

from lawbook import api_urls
from lawbook.search.testing import search_index, search_index_dir  # noqa: F401

pytestmark = pytest.mark.django_db


def schema(client) -> dict:
    response = client.get("/api/schema/")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    return json.loads(response.content)


def pattern_paths() -> set[str]:
    """/api/ paths of the URL conf in OpenAPI form (laws/<str:number>/ -> /api/laws/{number}/)."""
    out = set()
    for pattern in api_urls.urlpatterns:
        assert isinstance(pattern, URLPattern)
        route = str(pattern.pattern)
        if route.startswith("^"):  # the catch-all JSON 404 (re_path), not an endpoint
            continue
        out.add("/api/" + re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", route))
    return out


def test_the_schema_is_openapi_3_and_lists_every_api_url_pattern(client):
    doc = schema(client)
    assert doc["openapi"].startswith("3.")
    assert pattern_paths() == set(doc["paths"])
    assert "/api/rulings/" in doc["paths"] and "post" in doc["paths"]["/api/rulings/"]


def _example_path(path: str, operation: dict) -> str:
    for parameter in operation.get("parameters", []):
        if parameter["in"] == "path":
            path = path.replace("{" + parameter["name"] + "}", str(parameter["example"]))
    return path


def test_every_schema_path_answers_as_described(client, search_index):
    doc = schema(client)
    for path, operations in doc["paths"].items():
        for method, operation in operations.items():
            url = _example_path(path, operation)
            if method == "get":
                query = {
                    p["name"]: p["example"]
                    for p in operation.get("parameters", [])
                    if p["in"] == "query" and "example" in p
                }
                response = client.get(url, query)
            else:
                examples = operation["requestBody"]["content"]["application/json"]["examples"]
                response = client.post(
                    url, json.dumps(next(iter(examples.values()))["value"]), content_type="application/json"
                )
            assert response.status_code in {int(code) for code in operation["responses"] if code.startswith("2")}, (
                method,
                url,
            )
            json.loads(response.content)


@pytest.mark.parametrize("name", ["Query", "Answer", "Error", "Paragraph", "LawSummary"])
def test_every_referenced_component_exists(client, name):
    doc = schema(client)
    text = json.dumps(doc)
    assert f"#/components/schemas/{name}" in text
    assert name in doc["components"]["schemas"]


def test_the_schema_describes_the_adjusted_score_queries(client):
    """docs/rulings-cli.md, "Adjusted scores (Laws 12C, 78)": `weighted` and `artificial`, their
    fields, and examples that POST /api/rulings/ answers without an error."""
    doc = schema(client)
    query = doc["components"]["schemas"]["Query"]["properties"]
    assert {"weighted", "artificial"} <= set(query["q"]["enum"])
    assert query["form"]["enum"] == ["mp", "imps"]
    assert query["fault"]["enum"] == ["none", "partly", "directly"]
    assert set(query["outcomes"]["items"]["required"]) == {"score", "weight"}
    assert {"field", "other", "session_percent"} <= set(query)
    assert {"mp", "top", "percent", "imps", "each"} <= set(doc["components"]["schemas"]["Answer"]["properties"])
    examples = doc["paths"]["/api/rulings/"]["post"]["requestBody"]["content"]["application/json"]["examples"]
    for name in ("weighted", "artificial"):
        body = examples[name]["value"]
        answer = client.post("/api/rulings/", json.dumps(body), content_type="application/json").json()
        assert "error" not in answer and answer["laws"][0].startswith("12C"), (name, answer)
