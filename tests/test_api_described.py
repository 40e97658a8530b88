"""Every answer of the JSON API is what its OpenAPI description (situations/openapi.json, served at
/api/schema/) says: each field an answer holds is described, each field the description requires
is there, of the type and among the values described. A client generated from the description
then reads every field it is sent, and relies on none it may not be sent.

The answers walked are every kind each documented endpoint gives: its example, its answers with
the optional parts filled (a paragraph with an editor's note and a federation interpretation, a
definition with a note, a search that jumps, suggests and finds definitions and footnotes, a
published casebook ruling, each of the engine's documented queries and an unanswerable one), and
each error status the description lists for it (test_every_documented_status_is_walked).

The description's keywords checked are those it uses: $ref, allOf, oneOf, type, enum, properties,
required, additionalProperties, items. It lives here, not in situations/tests, because the
casebook's answers need a published ruling, made by the casebook's test fixtures from a desk record.
"""

from __future__ import annotations

import datetime
import json
import re
from dataclasses import dataclass, field

import pytest

from casebook.tests.conftest import director, draft_ruling, published_ruling, publisher, record  # noqa: F401
from lawbook.models import Interpretation
from lawbook.search.index import rebuild
from situations.api import SCHEMA_PATH
from tests.search_index import search_index, search_index_dir  # noqa: F401

pytestmark = pytest.mark.django_db

DOC = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
INTERPRETED = "16B1(a)"  # also carries an editor's note (fixtures/editor_notes.json)


@dataclass(frozen=True)
class Ask:
    """One request to the API: the documented path it is an instance of, and what is sent."""

    path: str  # as the description writes it: /api/laws/{number}/
    url: str
    query: dict = field(default_factory=dict)
    status: int = 200  # the status it is answered with
    body: object = None  # POSTed as JSON (or sent raw when bytes)
    method: str = "get"  # the documented operation
    sent_as: str = ""  # the HTTP method sent, when it is not the operation's (a GET to a POST-only path)
    no_index: bool = False  # asked while the search index has not been built
    with_cases: bool = False  # asked of an index rebuilt with the published ruling in it


RULING_EXAMPLES = DOC["paths"]["/api/rulings/"]["post"]["requestBody"]["content"]["application/json"]["examples"]

ASKS = {
    "root": Ask("/api/", "/api/"),
    "root asked with POST": Ask("/api/", "/api/", status=405, sent_as="post"),
    "laws": Ask("/api/laws/", "/api/laws/"),
    "laws of no edition": Ask("/api/laws/", "/api/laws/", {"edition": "1999"}, 404),
    "law 16": Ask("/api/laws/{number}/", "/api/laws/16/"),
    "law 64": Ask("/api/laws/{number}/", "/api/laws/64/"),
    "no law 99": Ask("/api/laws/{number}/", "/api/laws/99/", status=404),
    "editions": Ask("/api/editions/", "/api/editions/"),
    "edition 2017": Ask("/api/editions/{code}/", "/api/editions/2017/"),
    "no edition 1999": Ask("/api/editions/{code}/", "/api/editions/1999/", status=404),
    "history": Ask("/api/paragraphs/{label}/history/", "/api/paragraphs/64B3/history/"),
    "no history": Ask("/api/paragraphs/{label}/history/", "/api/paragraphs/99Z/history/", status=404),
    "paragraph": Ask("/api/paragraphs/{label}/", "/api/paragraphs/50D2(a)/"),
    "paragraph with a note and an interpretation": Ask("/api/paragraphs/{label}/", f"/api/paragraphs/{INTERPRETED}/"),
    "no paragraph": Ask("/api/paragraphs/{label}/", "/api/paragraphs/99Z/", status=404),
    "definitions": Ask("/api/definitions/", "/api/definitions/"),
    "definitions of no edition": Ask("/api/definitions/", "/api/definitions/", {"edition": "1999"}, 404),
    "footnotes": Ask("/api/footnotes/", "/api/footnotes/"),
    "footnotes of no edition": Ask("/api/footnotes/", "/api/footnotes/", {"edition": "1999"}, 404),
    "search": Ask("/api/search/", "/api/search/", {"q": "kart"}),
    "search in English": Ask("/api/search/", "/api/search/", {"q": "revoke", "lang": "en"}),
    "search for a definition": Ask("/api/search/", "/api/search/", {"q": "artırım"}),
    "search for a footnote": Ask("/api/search/", "/api/search/", {"q": "dizilmiş deste rasgele"}),
    "search that jumps": Ask("/api/search/", "/api/search/", {"q": "64B3"}),
    "search that suggests": Ask("/api/search/", "/api/search/", {"q": "rönosn"}),
    "search for a paragraph the Laws do not have": Ask("/api/search/", "/api/search/", {"q": "50Z"}),
    "search for a Law the Laws do not have": Ask("/api/search/", "/api/search/", {"q": "Yasa 99"}),
    "search in no such language": Ask("/api/search/", "/api/search/", {"q": "kart", "lang": "de"}, 400),
    "search for nothing": Ask("/api/search/", "/api/search/", {"q": " "}, 400),
    "search of another edition": Ask("/api/search/", "/api/search/", {"q": "kart", "edition": "1999"}, 404),
    "search for a published ruling": Ask(
        "/api/search/", "/api/search/", {"q": "hesitation before a pass", "lang": "en"}, with_cases=True
    ),
    "search without an index": Ask("/api/search/", "/api/search/", {"q": "kart"}, 503, no_index=True),
    "casebook": Ask("/api/casebook/", "/api/casebook/"),
    "casebook citing 12C1": Ask("/api/casebook/", "/api/casebook/", {"law": "12C1"}),
    "casebook citing no law": Ask("/api/casebook/", "/api/casebook/", {"law": "zz"}, 400),
    "a published ruling": Ask("/api/casebook/{pk}/", "/api/casebook/{published}/"),
    "no published ruling": Ask("/api/casebook/{pk}/", "/api/casebook/999/", status=404),
    **{
        f"rulings: {name}": Ask("/api/rulings/", "/api/rulings/", body=example["value"], method="post")
        for name, example in RULING_EXAMPLES.items()
    },
    "rulings: unanswerable": Ask("/api/rulings/", "/api/rulings/", body={"q": "nonsense"}, method="post"),
    "rulings: not JSON": Ask("/api/rulings/", "/api/rulings/", status=400, body=b"{", method="post"),
    "rulings: too large": Ask("/api/rulings/", "/api/rulings/", status=413, body=b" " * 3_000_000, method="post"),
    "rulings: asked with GET": Ask("/api/rulings/", "/api/rulings/", status=405, method="post", sent_as="get"),
    "schema": Ask("/api/schema/", "/api/schema/"),
}


def resolve(schema: dict) -> dict:
    while "$ref" in schema:
        node = DOC
        for part in schema["$ref"].removeprefix("#/").split("/"):
            node = node[part]
        schema = node
    return schema


def parts(schema: dict) -> list[dict]:
    """A schema and every schema its allOf joins to it, references followed."""
    schema = resolve(schema)
    out = [schema]
    for member in schema.get("allOf", ()):
        out += parts(member)
    return out


JSON_TYPES = {
    bool: "boolean",
    int: "integer",
    float: "number",
    str: "string",
    type(None): "null",
    list: "array",
    dict: "object",
}


def type_allowed(value, declared) -> bool:
    names = {declared} if isinstance(declared, str) else set(declared)
    kind = JSON_TYPES[type(value)]
    return kind in names or (kind == "integer" and "number" in names)


def problems(value, schema: dict, where: str = "$") -> list[str]:
    """What in `value` the schema does not describe, or describes otherwise."""
    joined = parts(schema)
    found = [problem for part in joined for problem in value_problems(value, part, where)]
    # Fields are checked by the schema that says the value is an object (a oneOf checks its own
    # branches): {"type": "object"} alone describes none of them.
    if isinstance(value, dict) and any(part.get("type") == "object" or "properties" in part for part in joined):
        found += field_problems(value, joined, where)
    if isinstance(value, list):
        for part in joined:
            if "items" in part:
                for index, item in enumerate(value):
                    found += problems(item, part["items"], f"{where}[{index}]")
    return found


def value_problems(value, part: dict, where: str) -> list[str]:
    """The value against one schema's type, enum and oneOf."""
    found = []
    if "type" in part and not type_allowed(value, part["type"]):
        found.append(f"{where}: {JSON_TYPES[type(value)]}, described as {part['type']}")
    if "enum" in part and value not in part["enum"]:
        found.append(f"{where}: {value!r} is not among {part['enum']}")
    if "oneOf" in part:
        branches = [problems(value, branch, where) for branch in part["oneOf"]]
        if all(branches):
            found.append(f"{where}: matches no oneOf branch ({branches[0][0]})")
    return found


def field_problems(value: dict, joined: list[dict], where: str) -> list[str]:
    """An object's fields against the properties, required and additionalProperties of every
    schema joined by allOf (each describes some of the fields)."""
    properties: dict[str, list[dict]] = {}
    for part in joined:
        for name, described in part.get("properties", {}).items():
            properties.setdefault(name, []).append(described)
    open_ended = any(part.get("additionalProperties") is True for part in joined)
    # A map (additionalProperties: a schema): any name, each value as that schema says.
    mapped = [part["additionalProperties"] for part in joined if isinstance(part.get("additionalProperties"), dict)]
    found = [
        f"{where}: the required {name!r} is missing"
        for part in joined
        for name in part.get("required", ())
        if name not in value
    ]
    for name, item in value.items():
        described = properties.get(name) or mapped
        if not described and not open_ended:
            found.append(f"{where}.{name} is not described")
        for one in described:
            found += problems(item, one, f"{where}.{name}")
    return found


@pytest.fixture
def interpretation(db):
    """A federation interpretation of INTERPRETED, so that answers carrying a paragraph's
    `interpretations` carry one (the imported Laws have none)."""
    return Interpretation.objects.create(
        edition_id="2017",
        labels=INTERPRETED,
        kind=Interpretation.ELECTION,
        title_tr="Deneme",
        title_en="Test",
        text_tr="Deneme metni.",
        text_en="Test text.",
        source="Test decision 1",
        date=datetime.date(2026, 1, 15),
    )


def answer(client, ask: Ask, settings, tmp_path, published_ruling):  # noqa: F811
    if ask.no_index:
        settings.SEARCH_INDEX_DIR = tmp_path / "never-built"
    if ask.with_cases:
        # The session's index holds no ruling (none is published when it is built): one built
        # now, as the indexer does after a publication.
        settings.SEARCH_INDEX_DIR = rebuild(tmp_path / "index").path
    url = ask.url.replace("{published}", str(published_ruling.pk))
    if (ask.sent_as or ask.method) == "get":
        return client.get(url, ask.query)
    body = ask.body if isinstance(ask.body, bytes) else json.dumps(ask.body)
    return client.post(url, body, content_type="application/json")


@pytest.mark.parametrize("name", ASKS)
def test_every_field_of_the_answer_is_described_and_every_required_field_is_sent(
    client,
    name,
    search_index,  # noqa: F811
    interpretation,
    published_ruling,  # noqa: F811
    settings,
    tmp_path,
):
    ask = ASKS[name]
    response = answer(client, ask, settings, tmp_path, published_ruling)
    responses = DOC["paths"][ask.path][ask.method]["responses"]
    status = str(response.status_code)
    assert status == str(ask.status), f"{name}: {ask.url} answered {status}: {response.content[:200]!r}"
    assert status in responses, f"{name}: {ask.url} answered {status}, not documented ({sorted(responses)})"
    schema = responses[status]["content"]["application/json"]["schema"]
    data = json.loads(response.content)
    if ask.with_cases:
        assert "case" in {hit["kind"] for hit in data["results"]}, data
    # Each kind of problem once ($.laws[*].paragraphs[*].en_source, not once per paragraph).
    found = sorted({re.sub(r"\[\d+\]", "[*]", problem) for problem in problems(data, schema)})
    assert not found, f"{name}:\n" + "\n".join(found)


def test_the_answers_walked_carry_the_optional_parts(client, search_index, interpretation):  # noqa: F811
    """The walk above sees each optional part filled, so that its description is checked too."""
    paragraph = client.get(f"/api/paragraphs/{INTERPRETED}/").json()
    assert paragraph["editor_notes"] and paragraph["interpretations"]
    assert any(d["editor_notes"] for d in client.get("/api/definitions/").json())
    kinds = {hit["kind"] for hit in client.get("/api/search/", {"q": "artırım"}).json()["results"]}
    kinds |= {hit["kind"] for hit in client.get("/api/search/", {"q": "dizilmiş deste rasgele"}).json()["results"]}
    kinds |= {hit["kind"] for hit in client.get("/api/search/", {"q": "kart"}).json()["results"]}
    assert {"paragraph", "definition", "footnote", "guide"} <= kinds  # "case": the walk's own check
    assert client.get("/api/search/", {"q": "64B3"}).json()["jump"]
    assert client.get("/api/search/", {"q": "rönosn"}).json()["suggestion"]


def test_every_documented_status_is_walked():
    """Each status the description lists for an endpoint is among the answers walked above."""
    walked = {(ask.path, ask.method, str(ask.status)) for ask in ASKS.values()}
    documented = {
        (path, method, status)
        for path, operations in DOC["paths"].items()
        for method, operation in operations.items()
        for status in operation["responses"]
    }
    assert documented <= walked, sorted(documented - walked)


def test_the_check_finds_an_undescribed_field_and_a_missing_required_one():
    """The checker itself: a field the description lacks and a required one left out are found."""
    schema = {"$ref": "#/components/schemas/Error"}
    assert problems({"error": "x"}, schema) == []
    assert problems({"error": "x", "extra": 1}, schema) == ["$.extra is not described"]
    assert problems({}, schema) == ["$: the required 'error' is missing"]
