"""What the bad-input sweep (tests/test_bad_input_sweep.py) is made of: every URL pattern the site
answers, read from Django's resolver in each language; the bad values a careless user, a broken
client or a bot sends, per kind of parameter; and the GET and POST fields a view reads, learnt by
watching it read them.

The rule (CONTRIBUTING.md): bad input gets a clear message, a form error or an HTTP 4xx (a JSON
error under /api/), never a 500 or a traceback.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass

import django.core.handlers.wsgi
import django.http.request
from django.http import QueryDict
from django.urls import URLPattern, URLResolver, get_resolver
from django.urls.resolvers import LocalePrefixPattern, RegexPattern, RoutePattern
from django.utils import translation

# --- the URL patterns --------------------------------------------------------------------------

KINDS = {"IntConverter": "int", "SlugConverter": "slug", "PathConverter": "path", "UUIDConverter": "uuid"}


@dataclass(frozen=True)
class Route:
    """One URL pattern in one language: its address with `{name}` where a parameter goes."""

    name: str  # "namespace:name", or the regex when the pattern has no name
    lang: str
    template: str  # "/en/law/{number}/"
    params: tuple[tuple[str, str], ...]  # (name, kind): kind "int", "str", "slug", "path", "regex"

    @property
    def namespace(self) -> str:
        return self.name.split(":")[0] if ":" in self.name else ""

    def url(self, values: dict[str, str]) -> str:
        return self.template.format(**{name: values[name] for name, _ in self.params})


def _route_part(pattern) -> tuple[str, list[tuple[str, str]]]:
    """A pattern's text with its parameters as {name}, and the parameters' kinds."""
    if isinstance(pattern, LocalePrefixPattern):
        return pattern.language_prefix, []
    if isinstance(pattern, RoutePattern):
        params = []

        def placeholder(match: re.Match) -> str:
            converter = pattern.converters[match["name"]]
            params.append((match["name"], KINDS.get(type(converter).__name__, "str")))
            return "{" + match["name"] + "}"

        return re.sub(r"<(?:\w+:)?(?P<name>\w+)>", placeholder, str(pattern._route)), params
    assert isinstance(pattern, RegexPattern)
    params = []
    text = str(pattern._regex)

    def group(match: re.Match) -> str:
        name = match["name"] or f"arg{len(params)}"
        params.append((name, "regex"))
        return "{" + name + "}"

    text = re.sub(r"\((?:\?P<(?P<name>\w+)>)?[^)]*\)", group, text)
    if "[\\s\\S]*" in text:  # the API's catch-all JSON 404
        params.append(("rest", "path"))
        text = text.replace("[\\s\\S]*", "{rest}")
    text = text.removeprefix("^").removesuffix("\\Z").removesuffix("$")
    assert not re.search(r"[\\^$*+?()\[\]|]", text), f"a regex the sweep cannot fill: {pattern._regex}"
    return text, params


def _walk(resolver, prefix: str, params: list, namespace: str, lang: str) -> Iterator[Route]:
    for entry in resolver.url_patterns:
        text, found = _route_part(entry.pattern)
        if isinstance(entry, URLResolver):
            inner = ":".join(n for n in (namespace, entry.namespace) if n)
            yield from _walk(entry, prefix + text, params + found, inner, lang)
        else:
            assert isinstance(entry, URLPattern)
            name = f"{namespace}:{entry.name}" if entry.name else f"{namespace}:{entry.pattern}"
            yield Route(name, lang, "/" + prefix + text, tuple(params + found))


def routes() -> list[Route]:
    """Every URL pattern in both languages (those outside i18n_patterns once)."""
    found: dict[str, Route] = {}
    for lang in ("tr", "en"):
        with translation.override(lang):
            for route in _walk(get_resolver(), "", [], "", lang):
                found.setdefault(route.template, route)
    return list(found.values())


# --- the bad values ----------------------------------------------------------------------------

HUGE = "99999999999999999999"  # beyond 2**63: PostgreSQL's bigint refuses it where SQLite takes it
LONG = "x" * 100_000
# Markup with a combining mark and a right-to-left override: a page that shows a value back must
# show it escaped (Sweep.send looks for it drawn as markup).
MARKUP = "<i>x\u0301\u202e</i>"
NESTED = "[" * 10_000 + "]" * 10_000  # beyond Python's recursion limit in json.loads


@dataclass(frozen=True)
class Values:
    """The bad values of one sweep: in a path (already percent-encoded where the character cannot
    be sent as it is), and in a query string or a form (as sent: the sweep percent-encodes them)."""

    path_int: tuple[str, ...]
    path_text: tuple[str, ...]
    field: tuple[str | bytes, ...]
    bodies: tuple[str | bytes, ...]  # POSTed as application/json
    methods: tuple[str, ...]


# `make check-inputs` (BAD_INPUT_SWEEP=full, in CI): every value; `make test`: the few that found
# defects or reach a different layer (the database's integer, a NUL, a byte that is not UTF-8).
FULL = Values(
    path_int=("0", "999", HUGE),
    path_text=("0", "999", "abc", "50D9(z)", HUGE, "%C3%BC%C3%A7", "a%2Fb", "a%00b", "%ff", "-1", "1.5", "x" * 2000),
    field=("", LONG, "\x00", b"\xff", "-1", "1.5", HUGE, "ü", "1e309", "NaN", MARKUP),
    bodies=("[]", '"a string"', "{not json", "\x00", "1e999999", b"\xff\xfe", NESTED, '{"q": NaN}', "[1e309]"),
    methods=("put", "delete", "patch", "head", "options"),
)
QUICK = Values(
    path_int=(HUGE,),
    path_text=("50D9(z)", HUGE, "a%2Fb", "a%00b", "%ff"),
    field=("\x00", b"\xff", HUGE),
    bodies=("[]", "{not json"),
    methods=("put",),
)


def values() -> Values:
    return FULL if os.environ.get("BAD_INPUT_SWEEP") == "full" else QUICK


def path_values(kind: str) -> tuple[str, ...]:
    return values().path_int if kind == "int" else values().path_text


# --- the fields a view reads -------------------------------------------------------------------

_read: list[set[str]] = []


class _Watched(QueryDict):
    """A QueryDict that notes every key looked up while `watching()`."""

    def _note(self, key):
        if _read and isinstance(key, str):
            _read[-1].add(key)

    def __getitem__(self, key):
        self._note(key)
        return super().__getitem__(key)

    def __contains__(self, key):
        self._note(key)
        return super().__contains__(key)

    def getlist(self, key, default=None):
        self._note(key)
        return super().getlist(key, default)


@contextlib.contextmanager
def watching(monkeypatch) -> Iterator[set[str]]:
    """The keys the request's GET and POST are asked for, while the block runs."""
    keys: set[str] = set()
    with monkeypatch.context() as patch:
        patch.setattr(django.core.handlers.wsgi, "QueryDict", _Watched)
        patch.setattr(django.http.request, "QueryDict", _Watched)
        _read.append(keys)
        try:
            yield keys
        finally:
            _read.pop()
