"""The log-in's way back to a desk page whose address is too long to carry in `next=` as it is
(polish80). Django's redirect_to_login percent-encodes the address again, so every "%" of a Turkish
letter becomes "%25": a judgement step with the logical alternatives typed (2 856 bytes) went to the
log-in as 4 000-odd, past gunicorn's request line (limit_request_line, 4 094), and a logged-out
Director met a 400 he could not act on. Such an address is packed instead (zlib, then URL-safe
base64: letters, digits, "-" and "_", which `next=` carries as they are) into the address of
`after_login`, which unpacks it after the log-in and sends the Director on. Nothing is kept on the
server: Back and reload repeat the same redirects, and a link cut short says so (a 404 with its
message), never a 500."""

from __future__ import annotations

import base64
import binascii
import zlib
from urllib.parse import urlencode

from django.contrib.auth.views import redirect_to_login
from django.http import Http404
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.http import MAX_URL_LENGTH
from django.utils.translation import gettext as _

# The longest address the desk sends a browser to or draws as a link (path and query, in bytes):
# the longest `next=` Django's log-in follows (url_has_allowed_host_and_scheme refuses a longer one,
# django.utils.http.MAX_URL_LENGTH, and sends the Director to the quizzes' page instead), under
# Internet Explorer's 2 083 characters, the least any browser took, and half of gunicorn's 4 094-byte
# request line. The longest legal auction's page (316 calls, each pass written "pass") draws links
# of 2 043 bytes (desk/tests/test_link_lengths.py).
ADDRESS_LIMIT = MAX_URL_LENGTH
# The longest address unpacked: no request line longer reaches a view, whatever a token inflates to.
MOST_UNPACKED = 4094


def to_log_in(request):
    """The log-in page, then back to this request's address: in `next=` as it is where the log-in's
    address stays within ADDRESS_LIMIT, else packed (after_login); an address so long that even packed
    it does not fit (none that the desk's own links and forms make) comes back to its page without
    its query, the page's start."""
    address = request.get_full_path()
    for back in (address, reverse("desk:after_login") + "?" + urlencode({"to": pack(address)})):
        response = redirect_to_login(back, reverse("login"))
        if len(response["Location"]) <= ADDRESS_LIMIT:  # and so `back`, which the log-in checks
            return response
    return redirect_to_login(address.partition("?")[0], reverse("login"))


def pack(address: str) -> str:
    return base64.urlsafe_b64encode(zlib.compress(address.encode(), 9)).rstrip(b"=").decode()


def unpack(token: str) -> str | None:
    """The address `token` packs, or None for one that is not a whole token of a local address."""
    try:
        packed = base64.urlsafe_b64decode(token.encode("ascii") + b"=" * (-len(token) % 4))
        inflater = zlib.decompressobj()
        unpacked = inflater.decompress(packed, MOST_UNPACKED)
        if not inflater.eof or inflater.unconsumed_tail:
            return None
        address = unpacked.decode("ascii")
    except (ValueError, binascii.Error, zlib.error):  # UnicodeError is a ValueError
        return None
    # A request's own address (get_full_path) is printable ASCII starting with one "/": anything
    # else was not packed here, and "//host" or "/\\host" would leave the site. (Django's own
    # url_has_allowed_host_and_scheme refuses any address over MAX_URL_LENGTH: these are longer.)
    local = address.startswith("/") and address[1:2] not in ("/", "\\")
    return address if local and address.isprintable() and " " not in address else None


def after_login(request):
    """Where the log-in sends a Director back to a packed address: on to that address. Without one
    (the address cut back to its folder) it leads to the Director's records, the desk's first page."""
    if "to" not in request.GET:
        return redirect("desk:list")
    address = unpack(request.GET["to"])
    if address is None:
        raise Http404(
            _(
                "This address should lead back to the page you asked for, but it was cut short or changed "
                "on the way. Open the link you followed again."
            )
        )
    if not request.user.is_authenticated:
        return to_log_in(request)
    return redirect(address)
