"""GET /api/schema/: a hand-written OpenAPI 3 description that names every URL pattern under /api/
and whose every path answers."""

import json
import re

import pytest
from django.urls import URLPattern

import rulings
from lawbook.api import urls as api_urls
from tests.search_index import search_index, search_index_dir  # noqa: F401

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
            if "x-example-needs" in operation:
                continue  # answered by the test of the app that makes the data (it names it)
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


def _allowed(schema: dict, value: str) -> bool:
    """Whether a query parameter's value is allowed by its schema (the keywords the schema uses)."""
    if schema["type"] == "integer":
        if not value.isascii() or not value.isdigit():
            return False
        number = int(value)
        return schema.get("minimum", number) <= number <= schema.get("maximum", number)
    return (
        schema.get("minLength", 0) <= len(value) <= schema.get("maxLength", len(value))
        and re.search(schema.get("pattern", ""), value) is not None
    )


@pytest.mark.parametrize(
    "params",
    [
        {"q": ""},
        {"q": "   "},
        {"q": "kart"},
        {"q": "a" * 500},
        {"q": "a" * 501},
        {"q": "kart", "limit": "100"},
        {"q": "kart", "limit": "101"},
        {"q": "kart", "chapter": "99"},
        {"q": "kart", "chapter": "100"},
    ],
)
def test_a_search_the_schema_allows_is_answered_and_one_it_refuses_is_a_400(client, search_index, params):
    """The schema and GET /api/search/ agree: a client that validates against the schema never
    sends what the server refuses, nor refuses what it would answer."""
    parameters = {p["name"]: p for p in schema(client)["paths"]["/api/search/"]["get"]["parameters"]}
    allowed = all(_allowed(parameters[name]["schema"], value) for name, value in params.items())
    response = client.get("/api/search/", params)
    assert response.status_code == (200 if allowed else 400), (params, response.content[:200])


def test_the_schema_names_every_play_event_the_engine_reads(client):
    """A play event's `act` in the schema is exactly what the engine accepts: the shared contract's
    and the Additions' (Laws 46, 57, 58B, 67); an event the schema allows is never refused as an
    unknown act, and none the engine reads is missing from the documentation."""
    play = schema(client)["components"]["schemas"]["Query"]["properties"]["play"]["items"]["oneOf"][1]
    assert play["properties"]["act"]["enum"] == list(rulings.PLAY_ACTS)
    assert {"card", "suit", "rank", "words", "cards", "visible", "plays", "unnoticed"} <= set(play["properties"])


@pytest.mark.parametrize("method", ["post", "put", "delete"])
def test_a_write_to_the_schema_without_a_csrf_token_is_the_apis_json_405(method):
    # A client of the API sends no CSRF token: it was Django's HTML 403 page (found by
    # tests/test_bad_input_sweep.py), where every other read-only address answers JSON.
    from django.test import Client

    response = getattr(Client(enforce_csrf_checks=True), method)("/api/schema/")
    assert response.status_code == 405
    assert response["Allow"] == "GET, HEAD"
    assert "error" in response.json()
