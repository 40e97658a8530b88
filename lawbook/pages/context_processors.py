"""Template context for every page: the same page in the other languages (switch and hreflang)."""

from urllib.parse import parse_qsl, unquote, urlencode, urlsplit, urlunsplit

from django.conf import settings
from django.urls import NoReverseMatch, Resolver404, ResolverMatch, resolve, reverse, translate_url
from django.utils import translation


def alternates(request):
    path = request.get_full_path()
    current = translation.get_language()
    match = _resolved(path)
    return {
        "alternates": [
            {"code": code, "name": name, "url": _alternate(path, match, code, current)}
            for code, name in settings.LANGUAGES
        ]
    }


def alternates_of(view_name: str, *args) -> list[dict]:
    """The switch of a page drawn in answer to a form (a POST) whose address answers nothing else:
    the page `view_name` names, in each language. The view puts it in its context, in place of
    `alternates`; otherwise the switch led to that address by GET, a bare 405 (a quiz answer's
    page: /en/quiz/answer/, polish72)."""
    links = []
    for code, name in settings.LANGUAGES:
        with translation.override(code):
            links.append({"code": code, "name": name, "url": reverse(view_name, args=args)})
    return links


def _resolved(path: str) -> ResolverMatch | None:
    """The view a path names, as translate_url finds it (the path unquoted; None where none does)."""
    try:
        return resolve(unquote(urlsplit(path).path))
    except Resolver404:
        return None


def _translated(path: str, match: ResolverMatch | None, code: str) -> str:
    """translate_url(path, code), the path resolved once for every language of the switch rather
    than again for each (resolving is most of the switch's cost on a page: docs/benchmarks.md, suite25)."""
    if match is None:
        return path
    name = f"{match.namespace}:{match.url_name}" if match.namespace else match.url_name
    with translation.override(code):
        try:
            url = reverse(name, args=match.args, kwargs=match.kwargs)
        except NoReverseMatch:
            return path
    parsed = urlsplit(path)
    return urlunsplit((parsed.scheme, parsed.netloc, url, parsed.query, parsed.fragment))


def _alternate(path: str, match: ResolverMatch | None, code: str, current: str) -> str:
    url = _translated(path, match, code)
    if url == path and code != current:
        # An address no URL pattern knows (a 404 page): the switch leads to the other home page.
        with translation.override(code):
            return reverse("lawbook:home")
    return _next_translated(url, code)


def _next_translated(url: str, code: str) -> str:
    """A log-in page's ?next= names a page in the current language: the switch's log-in page leads
    back to that page in its own language (/en/accounts/login/?next=/en/director/records/)."""
    base, _, query = url.partition("?")
    if "next=" not in query:
        return url
    pairs = [
        (
            key,
            translate_url(value, code)
            if key == "next" and value.startswith("/") and not value.startswith("//")
            else value,
        )
        for key, value in parse_qsl(query, keep_blank_values=True)
    ]
    return base + "?" + urlencode(pairs, safe="/")
