"""POST /api/rulings/ answers exactly what `python -m rulings` answers (docs/rulings-cli.md), and
bad requests get a JSON 400."""

import json
import subprocess
import sys

import pytest
from django.conf import settings
from django.test import Client

from situations.api import MAX_CLAIMS, MAX_QUERIES
from situations.tests.generated_queries import adjusted_queries, generated_queries

URL = "/api/rulings/"


def post(client, body, **extra):
    data = body if isinstance(body, (str, bytes)) else json.dumps(body)
    return client.post(URL, data=data, content_type="application/json", **extra)


def cli_answers(queries: list) -> list[str]:
    lines = "".join(json.dumps(q) + "\n" for q in queries)
    run = subprocess.run(
        [sys.executable, "-m", "rulings"],
        input=lines.encode(),
        capture_output=True,
        cwd=settings.BASE_DIR,
        check=True,
        timeout=600,
    )
    return run.stdout.decode("utf-8").splitlines()


# The module's 1000 queries and their CLI lines, once the slow test has asked for them.
_generated: dict[int, tuple[list, list[str]]] = {}


@pytest.fixture(scope="module")
def queries_and_cli():
    queries = generated_queries(1000)
    _generated[1000] = queries, cli_answers(queries)
    yield _generated[1000]
    _generated.clear()


@pytest.fixture(scope="module")
def first_queries_and_cli():
    """The first 120 of those 1000 queries (the generator draws them in order from one seed, so
    they are the same queries) and their CLI lines, for the fast tier, which runs without the slow
    test above: generating all 1000 costs about 2.5 s of CPU, these 120 about 0.4 s. Where the
    slow test ran first (the whole suite: a slow test goes first), the first 120 of its queries
    and of the CLI's lines for them (one answer a line, each line on its own) are these."""
    if 1000 in _generated:
        queries, cli = _generated[1000]
        return queries[:120], cli[:120]
    queries = generated_queries(120)
    return queries, cli_answers(queries)


@pytest.mark.slow
def test_a_list_of_1000_generated_queries_agrees_with_the_command_line(client, queries_and_cli):
    queries, cli = queries_and_cli
    response = post(client, queries)
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    api = json.loads(response.content)
    assert len(api) == len(cli) == 1000
    disagreements = [(q, a, json.loads(c)) for q, a, c in zip(queries, api, cli, strict=True) if a != json.loads(c)]
    assert disagreements == []
    # The set is not trivial: rulings from several Laws and some refused queries.
    cited = {label for a in api for label in a.get("laws", [])}
    assert {"64A1", "64A2", "50D", "55A", "24B", "77"} <= cited
    assert sum("error" in a for a in api) >= 20


def test_adjusted_scores_agree_with_the_command_line_byte_for_byte(client):
    """The `weighted` and `artificial` queries (Laws 12C1(c), 12C2): the same answers, the same
    numbers written the same way (3.8, 47.5, 13), the same errors."""
    queries = adjusted_queries()
    cli = cli_answers(queries)
    response = post(client, queries)
    assert response.status_code == 200
    api = json.loads(response.content)
    assert [json.dumps(a, ensure_ascii=False, separators=(",", ":")) for a in api] == cli
    answered = [a for a in api if "error" not in a]
    assert {label for a in answered for label in a["laws"]} == {
        "12C1(c)",
        "78A",
        "78B",
        "12C2(a)",
        "12C2(b)",
        "12C2(c)",
    }
    errors = {a["error"].split(":")[0] for a in api if "error" in a}
    assert {"weight", "field", "other", "form", "fault", "session_percent"} <= errors
    for query, line in list(zip(queries, cli, strict=True))[:40]:
        assert post(client, query).content.decode("utf-8") == line


def test_one_query_object_gets_the_same_bytes_as_the_command_line_line(client, first_queries_and_cli):
    queries, cli = first_queries_and_cli
    for query, line in list(zip(queries, cli, strict=True))[:120:3]:
        response = post(client, query)
        if isinstance(query, dict):
            assert response.status_code == 200
            assert response.content.decode("utf-8") == line
        else:  # a bare number, string or null is no query object: the request itself is refused
            assert response.status_code == 400


def test_several_suits_forbidden_under_51b2b_agree_with_the_command_line(client):
    """51B2(b): declarer "may prohibit the defender's partner from leading one or more of such
    suits" (TR "bu renklerin bir veya daha fazlasını çıkmasını yasaklayabilir"); the `suits` of
    docs/rulings-cli.md's Additions, and its errors, over HTTP as on the command line."""
    deal = "N:5432.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6.8765.8765.8765 AKQJ.432.432.432"
    exposed = [{"act": "expose", "seat": "E", "card": card} for card in ("DJ", "CJ")]
    base = {"q": "state", "deal": deal, "contract": "4H", "declarer": "S"}
    queries = [
        {**base, "play": [*exposed, {"act": "forbid_lead", "seat": "S", "suits": ["D", "C"]}]},
        {**base, "play": [*exposed, {"act": "forbid_lead", "seat": "S", "suits": ["D", "D"]}]},
    ]
    cli = cli_answers(queries)
    answers = [post(client, query) for query in queries]
    assert [a.content.decode("utf-8") for a in answers] == cli
    assert answers[0].json()["lead_restriction"] == {"seat": "W", "forbid": "D", "forbidden": ["D", "C"]}
    assert answers[1].json() == {"error": "play[2].suits: D is given twice"}


def test_per_query_errors_inside_a_list_stay_items(client):
    response = post(client, [{"q": "imps", "diff": 170}, {"q": "nonsense"}, 5])
    assert response.status_code == 200
    first, second, third = response.json()
    assert first == {"imps": 5, "laws": ["78B"]}  # docs/rulings-cli.md's example (Law 78B)
    assert set(second) == {"error"} and set(third) == {"error"}


@pytest.mark.parametrize("body", ["{not json", "", "[1, 2", b"\xff\xfe"])
def test_malformed_body_is_a_json_400(client, body):
    response = post(client, body)
    assert response.status_code == 400
    assert "error" in response.json()


@pytest.mark.parametrize("body", ["5", '"score"', "null", "true"])
def test_a_body_that_is_neither_object_nor_list_is_a_json_400(client, body):
    response = post(client, body)
    assert response.status_code == 400
    assert "error" in response.json()


def test_too_long_a_list_is_refused(client):
    response = post(client, [{"q": "imps", "diff": 10}] * (MAX_QUERIES + 1))
    assert response.status_code == 400
    assert str(MAX_QUERIES) in response.json()["error"]


def test_deeply_nested_json_is_a_400_not_a_500(client):
    response = post(client, "[" * 100000 + "]" * 100000)
    assert response.status_code in (400, 413)
    assert "error" in response.json()


# South, declarer in spades, claims the five tricks left without a statement while West holds the
# S J4 (the engine's `claim` query, docs/rulings-cli.md "Additions"): an answer that needs a search.
CLAIM = {
    "q": "claim",
    "deal": "N:53.9.2.T .T6.Q98. 96.A.3.8 J4.Q.J.7",
    "trump": "S",
    "lead": "S",
    "claimer": "S",
    "declarer": "S",
    "claimed": 5,
}


def test_a_claim_is_searched_within_the_web_budget_not_the_command_lines(client, monkeypatch):
    """The command line lets a claim's search visit 3 000 000 positions (up to a minute of CPU)
    before answering with its budget error; a request must stay a short job, so over HTTP a claim
    gets the table page's budget (situations.table_claim.WEB_BUDGET) and, past it, the same error
    sooner. Within it the answer is the command line's, byte for byte."""
    [cli] = cli_answers([CLAIM])
    assert "error" not in json.loads(cli)
    assert post(client, CLAIM).content.decode("utf-8") == cli
    monkeypatch.setattr("situations.table_claim.WEB_BUDGET", 10)
    for answer in (post(client, CLAIM).json(), post(client, [CLAIM]).json()[0]):
        assert answer["error"].startswith("statement: too many unstated choices")


def test_a_list_with_more_claims_than_max_claims_is_refused(client):
    """Each claim may search for seconds, so a list holds at most MAX_CLAIMS of them; the other
    queries are not counted, and the refusal says how many are allowed."""
    one_trick = {**CLAIM, "deal": "N:...T ...8 ...7 ...6", "trump": "NT", "claimed": 1}
    accepted = post(client, [one_trick] * MAX_CLAIMS + [{"q": "imps", "diff": 10}])
    assert accepted.status_code == 200
    assert [answer.get("awarded") for answer in accepted.json()[:MAX_CLAIMS]] == [1] * MAX_CLAIMS
    refused = post(client, [one_trick] * (MAX_CLAIMS + 1))
    assert refused.status_code == 400
    assert f"bir istekte en çok {MAX_CLAIMS};" in refused.json()["error"]  # Turkish first
    refused = post(client, [one_trick] * (MAX_CLAIMS + 1), HTTP_ACCEPT_LANGUAGE="en")
    assert f"at most {MAX_CLAIMS} in one request" in refused.json()["error"]


def test_get_is_a_json_405(client):
    response = client.get(URL)
    assert response.status_code == 405
    assert response["Allow"] == "POST"
    assert "error" in response.json()


def test_works_without_a_csrf_token():
    client = Client(enforce_csrf_checks=True)
    response = post(client, {"q": "board", "board": 23})
    assert response.status_code == 200
    assert response.json() == {"dealer": "S", "vul": "All", "laws": ["2"]}  # Law 2: board 23


def test_each_revoke_s_status_agrees_with_the_command_line(client):
    """docs/rulings-cli.md, Additions, "Each revoke's status" (qa174): `"revoke_status": true` adds
    each revoke's `status` and `status_law`, over HTTP as on the command line. 62A: TR "Rönons
    resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek zorundadır"; WBF
    "A player must correct his revoke if attention is drawn to the irregularity before it becomes
    established". East, holding spades, discards on West's spade lead."""
    deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"
    query = {"q": "state", "deal": deal, "contract": "4H", "declarer": "S", "play": ["W:S2", "N:SA", "E:HJ"]}
    queries = [{**query, "revoke_status": True}, query, {**query, "revoke_status": 1}]
    cli = cli_answers(queries)
    answers = [post(client, q) for q in queries]
    assert [a.content.decode("utf-8") for a in answers] == cli
    revoke = {"seat": "E", "trick": 1, "established": False}
    assert answers[0].json()["revokes"] == [{**revoke, "status": "must_be_corrected", "status_law": "62A"}]
    assert answers[1].json()["revokes"] == [revoke]
    assert answers[2].json() == {"error": "revoke_status: must be true or false, not 1"}
