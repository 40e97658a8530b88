"""The bad-input sweep's site and sender, shared by tests/test_bad_input_sweep.py (every path
parameter and field) and tests/test_bad_input_later_steps.py (the fields read after earlier valid
steps): the people and objects the good values name (Site), the requests sent and the defects
they show (Sweep), and which pages and people each sweep takes (QUICK or FULL, tests/bad_input.py).
"""

from __future__ import annotations

import functools
import json
import os
import re
from dataclasses import dataclass
from datetime import timedelta
from http.cookies import SimpleCookie
from urllib.parse import quote

import pytest
from django.contrib.auth.models import Group, User
from django.test import Client
from django.utils import timezone

from tests.bad_input import MARKUP, Route, routes, values
from tests.search_index import search_index, search_index_dir  # noqa: F401 (fixtures)

ROUTES = routes()
# `make check-inputs` (in CI): every bad value, each person, both languages everywhere; `make
# test`: a few values, one person per page, the fields in one language (tests/bad_input.py).
FULL = os.environ.get("BAD_INPUT_SWEEP") == "full"
VALUES = values()
# The admin's pages are Django's own, each model's the same six: swept in one language.
ADMIN_LANG = "en"
# Who has pages of their own under a namespace (desk/access.py, casebook and lawbook migrations'
# groups, quizzes' progress and review for a logged-in player); elsewhere a visitor and a player.
OWNERS = {"desk": ("director",), "admin": ("editor", "publisher"), "quizzes": ("player",)}
# Not swept: the CSRF token (a request without one is sent below). `_to_field` is swept: its empty
# value, Django's admin's own 500, is a 400 (config/admin_to_field.py).
NOT_SWEPT = {"csrfmiddlewaretoken"}
# The admin's public pages (the rest send a visitor to log in): the quick sweep's share of it.
ADMIN_PUBLIC = {"admin:login", "admin:logout"}
# Defects of Django's admin that the sweep finds and this project leaves to Django, each the
# address it shows on and the exception (named in the commit that added this sweep). The editor's
# notes' autocomplete boxes were one (lawbook/admin/autocomplete.py mends them).
UPSTREAM: set[tuple[str, str]] = set()


def ids(route: Route) -> str:
    return f"{route.lang}{route.template}"


SWEPT = [r for r in ROUTES if r.namespace != "admin" or (r.lang == ADMIN_LANG and (FULL or r.name in ADMIN_PUBLIC))]


# The people: (group, reaches the admin); created without a password (force_login, no hashing).
PEOPLE = {
    "player": (None, False),
    "director": ("Director", False),
    "editor": ("Editor", True),
    "publisher": ("Publisher", True),
}
# A value naming something that exists, for the parameters not under test (per "route.param" first).
GOOD = {
    "number": "50", "label": "50D2(a)", "code": "2017", "qtype": "scoring", "ref": "1", "token": "t",
    "object_id": "1", "arg0": "1", "arg1": "1", "app_label": "lawbook", "content_type_id": "1",
    "url": "x/", "id": "1", "uidb64": "MQ", "rest": "nothing", "why": "answered",
}  # fmt: skip


_CLIENTS: dict[str, Client] = {}


class Site:
    """The people and the objects the good values name, each made when a page first needs it
    (most pages need none: the sweep stays cheap)."""

    def __init__(self):
        self.ready: set[str] = set()

    def client(self, person: str) -> Client:
        """The person's client, logged in afresh: the clients outlive the test (a new Client loads
        the middleware again, WhiteNoise's scan of the static files included: 0.15 s each), their
        cookies do not."""
        client = _CLIENTS.setdefault(person, Client(enforce_csrf_checks=person == "no CSRF token"))
        if person not in self.ready:
            self.ready.add(person)
            client.cookies = SimpleCookie()
            if person in PEOPLE:
                client.force_login(self.user(person))
        return client

    @functools.cache  # noqa: B019 (one Site per test)
    def user(self, person: str) -> User:
        group, staff = PEOPLE[person]
        user = User.objects.create(username=person, is_staff=staff)
        if group:
            user.groups.add(Group.objects.get(name=group))
        return user

    @functools.cached_property
    def record(self):
        from desk.models import RulingRecord
        from rulings.tests.test_records import DEAL

        return RulingRecord.objects.create(
            director=self.user("director"), event="Cup", session="1", board=7, deal_source=DEAL, deal=DEAL,
            auction_and_play="1H X 2H P 4H", facts="A hesitation.", laws="16B1(a)", ruling="Adjusted.",
        )  # fmt: skip

    @functools.cached_property
    def poll(self) -> tuple[int, str]:
        """The poll's number and its one pollee's token."""
        from desk.models import Poll
        from desk.polls import add_pollees
        from desk.tests.test_poll import WEST

        poll = Poll.objects.create(
            director=self.user("director"), record=self.record, seat="W", hand=WEST, dealer="N",
            vulnerability="NS", auction="1H X 2H", question="What do you call?",
            closes_at=timezone.now() + timedelta(days=7),
        )  # fmt: skip
        return poll.pk, add_pollees(poll, 1)[0].token

    @functools.cached_property
    def ruling(self) -> int:
        from casebook import publication
        from casebook.copying import copy_record
        from casebook.models import PublishedRuling

        ruling = copy_record(PublishedRuling(), self.record)
        ruling.title, ruling.names_no_player = "A hesitation", True
        ruling.save()
        return publication.publish(ruling, self.user("publisher")).pk

    @functools.cached_property
    def exam(self) -> str:
        """The token of an exam the player has started: its pages, its `?q=` and its answers are
        reached only with it."""
        from quizzes import exam
        from quizzes.owner import Owner

        return exam.start(Owner(self.user("player"), ""), ["scoring", "claim"], 3).token

    @functools.cached_property
    def due_card(self):
        """A question due for the player's spaced review: the review page's answer form."""
        from fsrs import Rating

        from quizzes import review
        from quizzes.models import ReviewCard

        reviewed = timezone.now() - timedelta(days=30)
        card = review.schedule(None, Rating.Good, reviewed).to_dict()
        return ReviewCard.objects.create(
            user=self.user("player"), qtype=GOOD["qtype"], ref=GOOD["ref"], card=card, due=reviewed, reviews=1
        )

    @functools.cached_property
    def draft(self):
        """A draft edition (an Editor's forms are open only on a draft's rows)."""
        from lawbook.editions import editions

        return editions.open_draft("draft-1", user=self.user("editor"))

    def draft_row(self, model: str) -> str:
        """The first row of `model` in the draft, for the admin's change pages."""
        from lawbook import models

        draft = self.draft
        rows = {
            "chapter": models.Chapter.objects.filter(edition=draft),
            "law": models.Law.objects.filter(edition=draft),
            "paragraph": models.Paragraph.objects.filter(law__edition=draft),
            "footnote": models.Footnote.objects.filter(edition=draft),
            "definition": models.Definition.objects.filter(edition=draft),
            "edition": models.Edition.objects.filter(pk=draft.pk),
        }
        row = rows[model].order_by("pk").first() if model in rows else None
        return str(row.pk) if row is not None else GOOD["object_id"]

    @functools.cached_property
    def casebook_draft(self) -> int:
        """A ruling copied to the casebook and not yet published: the Publisher's form is open."""
        from casebook.copying import copy_record
        from casebook.models import PublishedRuling

        ruling = copy_record(PublishedRuling(), self.record)
        ruling.title = "A draft"
        ruling.save()
        return ruling.pk

    def good(self, route: Route, name: str) -> str:
        from situations.content import SITUATIONS

        admin_change = re.fullmatch(r"admin:(lawbook|casebook)_(\w+?)_(change|history|publish|open_draft)", route.name)
        if admin_change and name == "object_id":
            app, model, _ = admin_change.groups()
            return str(self.casebook_draft) if app == "casebook" else self.draft_row(model)
        if route.name.startswith("quizzes:exam") and name == "token":
            return self.exam
        special = {
            "slug": lambda: SITUATIONS[0].slug,
            "keys": lambda: SITUATIONS[0].start.choices[0].key,
            "desk:pollee.token": lambda: self.poll[1],
            "desk:poll.pk": lambda: str(self.poll[0]),
            "casebook:detail.pk": lambda: str(self.ruling),
            "api:casebook_case.pk": lambda: str(self.ruling),
            "pk": lambda: str(self.record.pk),
        }
        for key in (f"{route.name}.{name}", name):
            if key in special:
                return special[key]()
            if key in GOOD:
                return GOOD[key]
        raise KeyError(f"no good value for {route.name}'s {name}: add one to GOOD")


@pytest.fixture
def site(search_index) -> Site:  # noqa: F811
    # The search pages and API answer from the session's index, as on a set-up site: without one
    # they answer 503 ("not built yet") to everything and the sweep would not reach the search.
    return Site()


def good_values(site: Site, route: Route) -> dict[str, str]:
    return {name: site.good(route, name) for name, _ in route.params}


def who(route: Route) -> tuple[str, ...]:
    """A visitor and the people with pages of their own there; the quick sweep takes one of them,
    the one who reaches most (the owner)."""
    people = ("visitor", *OWNERS.get(route.namespace, ("player",)))
    if FULL:
        return people
    owned = route.namespace in OWNERS and route.name not in ADMIN_PUBLIC
    return people[1:2] if owned else people[:1]


@dataclass
class Sweep:
    """The defects found: each the request that shows it and what came back."""

    route: Route
    found: list[str]

    def send(self, client: Client, person: str, method: str, url: str, field: tuple[str, ...] = (), **kwargs):
        """`field`: the field the value was sent in, then the others the view reads (a 400 names
        the one at fault, or one that is missing)."""
        try:
            response = getattr(client, method)(url, **kwargs)
        except Exception as exc:  # noqa: BLE001 (the defect is reported with its request)
            if any(where in url and type(exc).__name__ == name for where, name in UPSTREAM):
                return None
            self.found.append(
                f"{person} {method.upper()} {url[:200]} {kwargs_shown(kwargs)}: {type(exc).__name__}: {exc}"[:600]
            )
            return None
        shown = f"{person} {method.upper()} {url[:200]} {kwargs_shown(kwargs)}: {response.status_code}"
        if response.status_code >= 500:
            self.found.append(shown)
        # The type first: a built PDF book is a FileResponse, which has no `content` (a worktree where
        # `make run` has built the books failed here, polish72).
        elif "html" in response.get("Content-Type", "") and MARKUP.encode() in response.content:
            self.found.append(f"{shown} shows the value {MARKUP!r} unescaped")
        elif self._shows_a_nul(response):
            self.found.append(f"{shown} shows a NUL raw")
        elif self.route.namespace == "api" and 400 <= response.status_code < 500 and method != "head":
            self._json_error(response, shown, field)
        return response

    def _shows_a_nul(self, response) -> bool:
        """A page of the site that sends back a NUL typed into its address (config/address_controls.py;
        the table page's and the score calculator's boxes did, polish75). The admin is Django's own."""
        return (
            self.route.namespace != "admin"
            and "html" in response.get("Content-Type", "")
            and b"\x00" in response.content
        )

    def _json_error(self, response, shown: str, field: tuple[str, ...]) -> None:
        try:
            error = json.loads(response.content).get("error")
        except (ValueError, AttributeError):
            error = None
        if not isinstance(error, str) or not error:
            self.found.append(f"{shown} is not a JSON error: {response.content[:200]!r}")
        elif response.status_code == 400 and field and not any(re.search(rf"\b{f}\b", error) for f in field):
            self.found.append(f"{shown}: the error names none of the fields {field}: {error!r}")


def kwargs_shown(kwargs: dict) -> str:
    data = kwargs.get("data") or kwargs.get("QUERY_STRING")
    shown = repr(data)[:160] if data is not None else ""
    if "content_type" in kwargs:
        shown += f" as {kwargs['content_type']}"
    return shown


def encoded(value: str | bytes) -> str:
    return quote(value, safe="")


def query(keys: list[str], value: str | bytes, repeated: bool = False) -> str:
    if repeated:
        return "&".join(f"{encoded(k)}=a&{encoded(k)}=b" for k in keys)
    return "&".join(f"{encoded(k)}={encoded(value)}" for k in keys)
