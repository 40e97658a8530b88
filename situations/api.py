"""The ruling engine on the web: POST /api/rulings/ answers what `python -m rulings` answers
(docs/rulings-cli.md) for one query object or a list of them; GET /api/schema/ is the OpenAPI 3
description of the whole API (situations/openapi.json, hand-written and checked by a test).

One difference, a request's length: a `claim` query (Laws 68-71) searches lines of play, and the
command line lets a claim search up to a minute of CPU before its budget error. Here a claim is
searched within the table page's budget (situations.table_claim.WEB_BUDGET, a few seconds), past
which it gets the same error sooner, and a list holds at most MAX_CLAIMS of them.

CSRF: /api/rulings/ is exempt. It is a JSON API for other tools (a club's scoring program, a
federation's scripts), which have no Django session or CSRF cookie; it reads no cookie, changes
no data and answers the same to everyone, so a forged cross-site request gains nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

from django.core.exceptions import RequestDataTooBig
from django.http import HttpResponse
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt

import rulings
from lawbook.api.views import read_only

from . import table_claim

MAX_QUERIES = 1000  # a list longer than this is refused: one request must stay a short job
MAX_CLAIMS = 5  # claims in one list: each may search for seconds (WEB_BUDGET positions)
SCHEMA_PATH = Path(__file__).with_name("openapi.json")
# The command line's encoding (rulings/cli.py): the same bytes for the same answer.
_dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


def _json(data, status: int = 200) -> HttpResponse:
    return HttpResponse(_dumps(data), status=status, content_type="application/json; charset=utf-8")


def _error(message: str, status: int = 400) -> HttpResponse:
    return _json({"error": message}, status)


def _answer(query: object) -> dict:
    """The command line's answer, a claim searched within the web's budget."""
    return rulings.answer(query, claim_budget=table_claim.WEB_BUDGET)


def _is_claim(query: object) -> bool:
    return isinstance(query, dict) and query.get("q") == "claim"


@csrf_exempt
def rulings_view(request):
    if request.method != "POST":
        response = _error(_("Send the queries with POST."), 405)
        response["Allow"] = "POST"
        return response
    try:
        body = request.body
    except RequestDataTooBig:
        return _error(_("The request body is too large."), 413)
    try:
        data = json.loads(body.decode("utf-8"))
    except UnicodeDecodeError:
        return _error(_("The body is not UTF-8."))
    except json.JSONDecodeError as exc:
        return _error(
            _("The body is not valid JSON (%(msg)s at line %(line)s, column %(col)s).")
            % {"msg": exc.msg, "line": exc.lineno, "col": exc.colno}
        )
    except (RecursionError, ValueError):
        return _error(_("The body is not valid JSON."))
    if isinstance(data, dict):
        return _json(_answer(data))
    if isinstance(data, list):
        if len(data) > MAX_QUERIES:
            return _error(_("Too many queries: at most %(max)s in one request.") % {"max": MAX_QUERIES})
        if sum(_is_claim(item) for item in data) > MAX_CLAIMS:
            return _error(
                _(
                    "Too many claim queries: at most %(max)s in one request, as each may search for "
                    "seconds; send the others in further requests."
                )
                % {"max": MAX_CLAIMS}
            )
        # Each item answered as the command line answers that line: a non-object item is a
        # per-query error, not a failed request.
        return _json([_answer(item) for item in data])
    return _error(_("The body must be one query object or a list of query objects."))


@read_only  # the lawbook API's: exempt from the CSRF check, a write is its JSON 405, not an HTML 403
def schema_view(request):
    return HttpResponse(SCHEMA_PATH.read_bytes(), content_type="application/json; charset=utf-8")
