"""A logged-out Director following the desk's longest addresses, against the real production server
(gunicorn, `manage.py serve`): each ends on the log-in page, and after the log-in on the page it
named (polish80). Before, the log-in's `next=` held the address percent-encoded again (every "%"
as "%25"): a judgement step with the logical alternatives typed went to the log-in as some 5 600
bytes, past gunicorn's request line (limit_request_line, 4 094), a 400 the Director could not act
on; and a `next=` over 2 048 characters, which Django's log-in does not follow
(url_has_allowed_host_and_scheme), would have sent him to the quizzes' page. The test client
cannot show the first: only gunicorn reads the request line."""

from __future__ import annotations

import http.cookiejar
import re
import secrets
import urllib.error
import urllib.parse
import urllib.request
from html import unescape

import pytest

from desk.login_address import ADDRESS_LIMIT
from desk.tests.test_judgement_record_link import DETAIL
from desk.tests.test_link_lengths import AUCTION_PAGE, ROWS, longest_auction
from tests.walk import Person, serving

pytestmark = [pytest.mark.server, pytest.mark.slow]

DIRECTOR = Person("hakem-leyla", "Director", "walk-" + secrets.token_urlsafe(18), staff=False)
REQUEST_LINE = 4094  # gunicorn's default limit_request_line, which gunicorn.conf.py keeps
STEP = "/tr/hakem/karar-adimlari/"


class _Stay(urllib.request.HTTPRedirectHandler):
    """Each redirect answered, not followed: the test follows them one by one."""

    def redirect_request(self, *args, **kwargs):
        return None


def _browser():
    jar = http.cookiejar.CookieJar()
    return urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar), _Stay()), jar


def _get(opener, url: str):
    try:
        with opener.open(url, timeout=60) as response:
            return response.status, dict(response.headers), response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read().decode(errors="replace")


def _log_in(opener, site, login_page: str, login_address: str):
    """The log-in form sent as the page draws it (its `next` included), with the Director's name and
    password; the log-in's answer (a redirect to `next`)."""
    fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', login_page))
    data = {name: unescape(value) for name, value in fields.items()}
    data |= {"username": DIRECTOR.username, "password": DIRECTOR.password}
    request = urllib.request.Request(
        site.url(login_address.split("?")[0]), data=urllib.parse.urlencode(data).encode(), method="POST"
    )
    try:
        with opener.open(request, timeout=60) as response:
            return response.status, dict(response.headers)
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers)


def _followed(opener, site, address: str, most: int = 5):
    """GET `address`, then each redirect, as a browser does: the last answer, and the addresses."""
    seen = [address]
    for _ in range(most):
        status, headers, page = _get(opener, site.url(address))
        if status not in (301, 302, 303):
            return status, page, seen
        address = headers["Location"]
        seen.append(address)
    raise AssertionError(seen)


@pytest.fixture(scope="module")
def site(tmp_path_factory, production_template):
    with serving(
        tmp_path_factory.mktemp("login-long"),
        production_template,
        [DIRECTOR],
        port_variable="DESK_LOGIN_PORT",
        ready_search="duraksama",
        INDEXER_BUILDS_BOOKS="0",
    ) as running:
        yield running


def _auction_record_link(site) -> str:
    """The longest link the desk draws: the auction page's record link for the longest legal auction,
    as the Director logged in reads it on the page."""
    opener, _ = _browser()
    status, _, page = _get(opener, site.url("/tr/hesap/login/"))
    assert status == 200
    assert _log_in(opener, site, page, "/tr/hesap/login/")[0] == 302
    query = urllib.parse.urlencode({"dealer": "N", "calls": longest_auction()}, safe=":,")
    status, _, page = _get(opener, site.url(AUCTION_PAGE["tr"] + "?" + query))
    assert status == 200
    link = unescape(re.search(r'<a href="([^"]+)" class="other-link">', page).group(1))
    assert len(link.encode()) > 2000
    return link


@pytest.mark.parametrize("which", ["judgement step as typed", "auction record link"])
def test_the_longest_logged_out_link_ends_on_the_log_in_then_on_its_page(site, which):
    pairs = [("path", "ui"), ("ui", "yes"), ("suggested", "yes"), ("alternative", "yes"), ("la", DETAIL)]
    step = STEP + "?" + urllib.parse.urlencode([*pairs, ("damage", "yes"), *ROWS.items()])
    link = step if which == "judgement step as typed" else _auction_record_link(site)
    assert len(f"GET {link} HTTP/1.1".encode()) < REQUEST_LINE
    opener, _ = _browser()
    status, headers, _ = _get(opener, site.url(link))
    assert status == 302
    to_log_in = headers["Location"]
    assert to_log_in.startswith("/tr/hesap/login/?next=") and len(to_log_in.encode()) <= ADDRESS_LIMIT
    status, _, login_page = _get(opener, site.url(to_log_in))
    assert status == 200 and "Giriş" in login_page
    status, headers = _log_in(opener, site, login_page, to_log_in)
    assert status == 302
    status, page, seen = _followed(opener, site, headers["Location"])
    assert status == 200, seen
    if which == "judgement step as typed":
        # On to the step, then to the address that keeps 900 bytes of the words typed.
        assert seen[-2] == link and seen[-1].startswith(STEP + "?path=ui&ui=yes")
        assert "…" * 100 in unescape(page) and "<h1>Ayarlı skor</h1>" in page
    else:
        assert seen[-1] == link
        assert 'name="auction_and_play"' in page and "Kuzey: 1♣" in unescape(page)
