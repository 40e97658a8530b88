"""Bad input gets a clear message and never a 500: every URL pattern the site answers (read from
Django's resolver, so that a new page is swept without anyone adding it), in both languages, sent
what a careless user, a broken client or a bot sends, as a visitor and as the logged-in users of
each group with pages of its own (a player, a Director, an Editor, a Publisher).

Per pattern: each path parameter given values that do not exist or are malformed (a law 0 or 999,
"abc", a label like 50D9(z), a number beyond 2**63, unicode, a percent-encoded slash, a NUL, a
byte that is not UTF-8); each GET and POST field the view reads (learnt by watching it read them:
tests/bad_input.py) given an empty, repeated, 100 000-character, NUL, non-UTF-8, negative, float,
huge, 1e309 and NaN value, and markup with a combining mark and a right-to-left override (a page
that shows it back must show it escaped); a POST of a JSON array, a JSON string, a body that is
not JSON, JSON nested 10 000 deep, NaN or 1e309 in JSON, a wrong Content-Type, no CSRF token; and
the other methods. Every answer is below 500; under /api/ a 4xx is JSON with an "error", and a
400 caused by one field names it. The fields read only once earlier steps are valid:
tests/test_bad_input_later_steps.py.

Two sizes (tests/bad_input.py, QUICK and FULL): `make test` (and `make test-postgres`, where
PostgreSQL refuses a NUL in a text value and an integer beyond 2**63 that SQLite takes) sends the
few values that reach another layer, as one person per page, the fields in one language, the admin
only its log-in and log-out pages: some 9 s of CPU. `make check-inputs` (BAD_INPUT_SWEEP=full, in
CI) sends every value, as each person, in both languages, the admin's every page as a visitor, an
Editor and a Publisher.

A page whose parameter needs a value that names something (a record's number, a poll's token) gets
it from Site.good (tests/bad_input_site.py); a new parameter name without one fails here, naming it.
"""

from __future__ import annotations

import pytest

from tests.bad_input import HUGE, path_values, watching
from tests.bad_input_site import (  # noqa: F401 (the site fixture)
    FULL,
    NOT_SWEPT,
    SWEPT,
    VALUES,
    Sweep,
    good_values,
    ids,
    query,
    site,
    who,
)
from tests.search_index import search_index, search_index_dir  # noqa: F401 (fixtures)

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("route", [r for r in SWEPT if r.params], ids=ids)
def test_every_path_parameter_refuses_bad_values_clearly(route, site):
    """A value that names nothing, or is malformed, in each parameter in turn (the others good)."""
    sweep = Sweep(route, [])
    good = good_values(site, route)
    for person in who(route):
        client = site.client(person)
        for name, kind in route.params:
            for value in path_values(kind):
                sweep.send(client, person, "get", route.url({**good, name: value}))
    assert not sweep.found, "\n".join(sweep.found)


FIELDS_SWEPT = [r for r in SWEPT if FULL or r.lang == "en" or r.template.startswith("/api/")]


@pytest.mark.parametrize("route", FIELDS_SWEPT, ids=ids)
def test_every_field_and_method_refuses_bad_values_clearly(route, site, monkeypatch):
    """The fields the view reads, each bad value in all of them at once (under /api/, one field at a
    time, so that the error can be checked to name it); POST bodies of the wrong shape; the other
    methods."""
    sweep = Sweep(route, [])
    url = route.url(good_values(site, route))
    form = "application/x-www-form-urlencoded"
    for person in who(route):
        client = site.client(person)
        with watching(monkeypatch) as read:
            sweep.send(client, person, "get", url)
        again: set[str] = set()
        if read:
            with watching(monkeypatch) as again:  # fields read only once others are given
                sweep.send(client, person, "get", url, QUERY_STRING=query(sorted(read), "1"))
        fields = sorted((read | again) - NOT_SWEPT)
        if fields:
            groups = [[f] for f in fields] if route.namespace == "api" else [fields]
            for keys in groups:
                for value in VALUES.field:
                    named = (keys[0], *(f for f in fields if f != keys[0])) if len(keys) == 1 else ()
                    sweep.send(client, person, "get", url, named, QUERY_STRING=query(keys, value))
                sweep.send(client, person, "get", url, QUERY_STRING=query(keys, "", repeated=True))
        with watching(monkeypatch) as posted:
            sweep.send(client, person, "post", url, data="", content_type=form)
        fields = sorted(posted - NOT_SWEPT)
        if fields:
            for value in VALUES.field:
                sweep.send(client, person, "post", url, data=query(fields, value), content_type=form)
            sweep.send(client, person, "post", url, data=query(fields, "", repeated=True), content_type=form)
            sweep.send(client, person, "post", url, data=dict.fromkeys(fields, "1") | {"extra": HUGE})
        for body in VALUES.bodies:
            sweep.send(client, person, "post", url, data=body, content_type="application/json")
        sweep.send(client, person, "post", url, data="a=b", content_type="text/plain")
        for method in VALUES.methods:
            sweep.send(client, person, method, url)
    # No CSRF token: Django's 403 page, or the API's own answer (/api/rulings/ is exempt).
    sweep.send(site.client("no CSRF token"), "visitor", "post", url, data={"x": "1"})
    assert not sweep.found, "\n".join(sweep.found)
