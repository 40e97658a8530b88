"""Bad input gets a clear message and never a 500, in the fields a view reads only after the
earlier steps are valid: the judgement ruling's later questions and its score step (desk/), an
exam's `?q=` and the answer to a question served (quizzes/), the table page's moves, claim
statement and pasted or uploaded record (situations/), a guide's steps deep in a path, the forms
of an editor's draft rows and of a casebook draft (the admin).

tests/test_bad_input_sweep.py sends bad values to the fields a page reads when it is asked with
nothing valid; here each page is first brought to its later states the way its user gets there,
and then one field at a time is made bad while the others stay valid:
- the page's own forms (tests/bad_input_pages.py), sent back as the page draws them (a served
  question's token, a draft's version, the record's deal), then each field in turn given every
  bad value, and each file input every bad file;
- the page's links to the same view (the next question, the next step, a card played, the claim
  mode), followed while each gives a new state (other parameters, other forms, a deeper path): a new
  step is swept without anyone adding it; a step reached by a path (a guide's answers) is also
  given one more step, bad;
- the query a page needs to begin with, where no link leads there (START below), and the objects
  a page needs (a started exam, a draft: Site in tests/bad_input_site.py).

`make test` takes the pages of START and a few states of each; `make check-inputs` (FULL) every
page of the sweep, more states, every value; both in English only (the first sweep takes both
languages).
"""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, urlencode, urlsplit

import pytest
from django.urls import Resolver404, resolve
from django.utils import translation

from tests.bad_input import HUGE, Route, path_values
from tests.bad_input_pages import PageForm, read_page
from tests.bad_input_site import (  # noqa: F401 (the site fixture)
    FULL,
    NOT_SWEPT,
    SWEPT,
    VALUES,
    Site,
    Sweep,
    good_values,
    ids,
    site,
    who,
)
from tests.search_index import search_index, search_index_dir  # noqa: F401 (fixtures)

pytestmark = pytest.mark.django_db

# `make test`: the query of a page's later state, where its own links would take more steps than
# the quick share follows; `make check-inputs` starts from these and from the page as first asked.
DEAL = "N:AK32.KQJ54.A7.82 QJ9.A82.KQJ5.KJ7 854.T963.932.AQ5 T76.7.T864.T9643"
START = {
    "situations:table": {"deal": DEAL, "contract": "4H", "declarer": "S", "mode": "claim"},
    # Law 16B: the answers that lead to the adjusted score (12C), its last step.
    "desk:judgement": {"path": "ui", "ui": "yes", "suggested": "yes", "alternative": "yes", "damage": "yes"},
    "quizzes:practice": {},  # its question's answer form
    "quizzes:exam": {},  # a started exam (Site.exam)
    "quizzes:review": {},  # a question due (Site.due_card)
    "situations:start": {},  # a guide's steps, followed
}
# How many states of a page are swept (each found by a link that gives something new); the admin's
# lists give a state per filter, all read by the same Django code: a few of them.
STATES = 12 if FULL else 3
ADMIN_STATES = 3  # the list, with its counts, then with its first filter
# The bad values of a later step's field (`make test`: the two that reach the database's own refusals).
FIELD_VALUES = VALUES.field if FULL else ("\x00", HUGE)
# Bad files for a file input: empty, binary, not UTF-8, and (FULL) one far beyond any limit.
FILES = (b"", b"\x00\xff\xfe" * 100, '[Deal "N:é"]'.encode("latin-1"))
BIG_FILE = 20 * 1024 * 1024
# Forms that end the session or leave the page's user: not sent.
NOT_SENT = {"admin:logout", "logout", "set_language", "lawbook:search"}

# The forms swept, by person: in the admin, a form on many pages (the log-in form for a visitor)
# is swept on the first (per process: each xdist worker sweeps it once).
SENT_FORMS: set[tuple] = set()

# In one language: what a field means does not change with it (the first sweep takes both).
LATER_SWEPT = [r for r in SWEPT if r.lang == "en" and (FULL or r.name in START)]


def view_name(url: str) -> str:
    path = urlsplit(url).path
    try:
        with translation.override(translation.get_language_from_path(path) or "tr"):
            return resolve(path).view_name
    except Resolver404:
        return ""


@pytest.mark.parametrize("route", LATER_SWEPT, ids=ids)
def test_every_later_step_refuses_bad_values_clearly(route, site, monkeypatch):
    if route.name == "quizzes:review":
        site.due_card  # noqa: B018 (made now: the review page shows a question only when one is due)
    sweep = Sweep(route, [])
    plain = route.url(good_values(site, route))
    starts = [plain + "?" + urlencode(START[route.name])] if START.get(route.name) else []
    if FULL or not starts:
        starts.append(plain)
    for person in who(route):
        client = site.client(person)
        for url, forms in (s for start in starts for s in states(client, route, start, sweep, person)):
            deeper(sweep, client, person, route, url)
            query = parse_qsl(urlsplit(url).query, keep_blank_values=True)
            for name in dict(query):
                if name in NOT_SWEPT:
                    continue
                for value in FIELD_VALUES:
                    bad = [(k, value if k == name else v) for k, v in query]
                    sweep.send(client, person, "get", url.split("?")[0] + "?" + urlencode(bad))
            for form in forms:
                # Outside the admin, a form is swept again on another page: the quiz's answer form
                # under an exam is another state than under practice.
                key = (person, route.name if route.namespace != "admin" else "", form.signature())
                if key not in SENT_FORMS and view_name(form.action) not in NOT_SENT:
                    SENT_FORMS.add(key)
                    send_form(sweep, client, person, form)
    assert not sweep.found, "\n".join(sweep.found)


def states(client, route: Route, start: str, sweep: Sweep, person: str):
    """The page's states reached from `start` by its links and its GET forms to the same view,
    depth first (a judgement's or a guide's last step is several answers away), each with its
    forms: a link is followed when it has a new shape (other parameters, another word in one, a
    deeper path) and kept when its page gives a new state (other parameters, other forms), at most
    STATES of them."""
    stack, shapes, seen_states = [start], {shape(start)}, set()
    found = 0
    most = ADMIN_STATES if route.namespace == "admin" else STATES
    while stack and found < most:
        url = stack.pop()
        response = sweep.send(client, person, "get", url)
        if response is None or response.status_code != 200 or "html" not in response.get("Content-Type", ""):
            continue
        forms, links = read_page("http://testserver" + url, response.content.decode(errors="replace"))
        state = (shape(url), frozenset(f.signature() for f in forms))
        if state in seen_states:
            continue
        seen_states.add(state)
        found += 1
        yield url, forms
        links += [f"{f.action.split('?')[0]}?{urlencode(f.data(), doseq=True)}" for f in forms if f.method == "get"]
        for link in reversed(links):  # the page's first link is followed first
            parts = urlsplit(link)
            local = parts.path + (f"?{parts.query}" if parts.query else "")
            if parts.netloc == "testserver" and shape(local) not in shapes and view_name(link) == route.name:
                shapes.add(shape(local))
                stack.append(local)


def deeper(sweep: Sweep, client, person: str, route: Route, url: str) -> None:
    """A state reached by a path of steps (a guide's answers as segments): one more step, bad."""
    paths = [name for name, kind in route.params if kind == "path"]
    if not paths:
        return
    path = urlsplit(url).path
    with translation.override(translation.get_language_from_path(path) or "tr"):
        kwargs = resolve(path).kwargs
    for name in paths:
        for value in path_values("path"):
            sweep.send(client, person, "get", route.url({**kwargs, name: f"{kwargs[name]}/{value}"}))


def shape(url: str) -> tuple:
    """What tells a step from another: the path's depth, the query's parameters, and the values that
    are words (a judgement's answer, the table's mode; not a deal, a card or a number)."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    words = frozenset((k, v) for k, v in query if v.isalpha() and v.islower() and len(v) <= 12)
    return parts.path.count("/"), frozenset(k for k, _ in query), words


def send_form(sweep: Sweep, client, person: str, form: PageForm) -> None:
    """The form as drawn, then each field bad in turn (the others as drawn), then each file input
    given each bad file."""
    url = urlsplit(form.action)
    target = url.path + (f"?{url.query}" if url.query else "")
    method = "post" if form.method == "post" else "get"
    names = [n for n in form.names if n not in NOT_SWEPT]
    # One of each family of numbered fields (score1..score5: row 1): the rows are read by one loop.
    names = list({re.sub(r"\d+$", "", n): n for n in reversed(names)}.values())[::-1]

    def send(data: dict, files: dict | None = None) -> None:
        if method == "get":
            sweep.send(client, person, "get", url.path + "?" + urlencode(data, doseq=True))
        else:
            sweep.send(client, person, "post", target, data={**data, **(files or {})})

    send(form.data())
    for name in names:
        for value in FIELD_VALUES:
            send(form.data(**{name: value}))
    if names:
        send(form.data() | {names[0]: ["a", "b"], "extra": [HUGE]})
    for name in form.files if method == "post" else ():
        for content in FILES + ((b"x" * BIG_FILE,) if FULL else ()):
            for filename in ("record.pbn", "record.exe", "\x00.pbn"):
                send(form.data(), {name: upload(filename, content)})


def upload(filename: str, content: bytes):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile(filename, content)
