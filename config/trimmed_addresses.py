"""Trimmed addresses (polish79): a reader who cuts a real address back to one of its folders
(/tr/yasa/ from /tr/yasa/50/, /en/director/ from /en/director/score/, /tr/testler/soru/ from a
question's link) is sent to the page of that section, not shown a 404. Each real address below is
reversed in the page's language (its folders are the catalogue's), so a folder is found the way
the site writes it today; a folder no section owns stays the site's 404 (its way on: the Laws and
the search).

Left to the 404 on purpose: a pollee's folder (/tr/anket/: a poll is reached by its own secret
link, there is nothing to list), the password-reset folders when the site sends no mail (their
404 says why), the admin's (Django's own) and the API's (its JSON 404)."""

from __future__ import annotations

import re
from collections.abc import Callable

from django.http import HttpResponseRedirect
from django.urls import NoReverseMatch, reverse

# A stand-in for a converter's value: reversed, then read back as "any one folder".
ANY = "polish79-any"


def _director_section(request) -> str:
    """The desk's first page for a Director (his ruling records, the first of the desk's
    breadcrumbs); for anyone else the page under director/ that is open to all, the adjusted score
    calculator (Law 12C)."""
    if request.user.has_perm("desk.view_rulingrecord"):
        return reverse("desk:list")
    return reverse("situations:score")


def _named(name: str) -> Callable[[object], str]:
    return lambda request: reverse(name)


# (a real address: its URL name and converters' values; the page its folders lead to)
SECTIONS: tuple[tuple[str, tuple[object, ...], Callable], ...] = (
    # The Laws are listed, chapter by chapter, on the home page.
    ("lawbook:law", (1,), _named("lawbook:home")),
    # An edition has no page of its own: the changes page says which editions there are.
    ("lawbook:edition_law", (ANY, 1), _named("lawbook:changes")),
    ("lawbook:edition_definitions", (ANY,), _named("lawbook:changes")),
    ("quizzes:question", (ANY, ANY), _named("quizzes:home")),
    ("quizzes:answered", (ANY,), _named("quizzes:home")),
    ("quizzes:refused", (ANY,), _named("quizzes:home")),
    ("desk:list", (), _director_section),
    ("desk:judgement", (), _director_section),
    ("login", (), _named("login")),
    # With mail, the reset is asked for there; without, that page says why it is not offered.
    ("password_reset_confirm", (ANY, ANY), _named("password_reset")),
)


def _folders(address: str) -> list[str]:
    """The address's own folders, outermost after the language's first: /tr/a/b/c/ -> /tr/a/, /tr/a/b/."""
    parts = address.strip("/").split("/")
    return ["/" + "/".join(parts[:n]) + "/" for n in range(2, len(parts))]


def section_for(request, path: str) -> str | None:
    """The page a trimmed `path` (with the script prefix, as reverse() writes it) of the active
    language leads to, or None; a folder typed without its last slash (/tr/yasa) is the folder."""
    path = path if path.endswith("/") else path + "/"
    for name, args, target in SECTIONS:
        try:
            real = reverse(name, args=args)
        except NoReverseMatch:  # a name not served here (a test's settings)
            continue
        for folder in _folders(real):
            pattern = re.escape(folder).replace(re.escape(ANY), "[^/]+")
            if re.fullmatch(pattern, path):
                return target(request)
    return None


class TrimmedAddress:
    """A GET or HEAD that no URL pattern matched (a 404 with no view: `resolver_match` None), at a
    section's folder in the page's language: 302 to the section's page (302: a page of its own
    may come). Inside LocaleMiddleware (the active language is the address's) and the
    authentication (the desk's page depends on who asks). A view's own 404 ("There is no Law
    99.") is left as it is."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.status_code == 404 and request.method in ("GET", "HEAD") and request.resolver_match is None:
            found = section_for(request, request.path)
            if found is not None:
                return HttpResponseRedirect(found)
        return response
