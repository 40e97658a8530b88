"""Every link the table page, the auction page and the judgement walk draw fits in an address, and so
does the log-in a logged-out Director is sent to from the longest (polish80). The bound is
desk.login_address.ADDRESS_LIMIT, 2 048 bytes of path and query: the longest `next=` Django's log-in
follows (django.utils.http.MAX_URL_LENGTH), under the 2 083 characters of the browser that took
least, half of gunicorn's 4 094-byte request line (limit_request_line).

Before: the table's "make a ruling record of this board" carried the record's text (a full board in
Turkish 2 794 bytes, after a claim 2 861), the auction page's 3 869 bytes for a 105-call auction
(a longest legal one, 316 calls, far past the request line); the judgement walk's links carried the
logical alternatives as typed (300 "…", 2 700 bytes encoded: 3 398 with the score's rows); and a
logged-out Director's log-in address re-encoded them (every "%" as "%25"). Now each record link
carries its page's own query and the record page works the text out again; the typed alternatives
are kept to 900 bytes of an address (judgement.kept_detail, the step redirected to what it keeps);
a log-in address that would pass the bound carries the address packed (desk/login_address.py)."""

from __future__ import annotations

import random
import re
import string
import urllib.parse
from html import unescape
from urllib.parse import parse_qsl, urlencode, urlsplit

import pytest
from django.urls import reverse
from django.utils import translation

from desk.judgement import MAX_DETAIL, PATHS
from desk.login_address import ADDRESS_LIMIT
from desk.tests.test_judgement import START, text_of
from desk.tests.test_judgement_record_link import ARTIFICIAL_SCORE, DETAIL, TEAMS_SCORE, _ends, _record_link
from desk.tests.test_table_link import field, record_link
from situations.tests.table.test_table import card_links, table_url

pytestmark = pytest.mark.django_db

AUCTION_PAGE = {"en": "/en/table/auction/", "tr": "/tr/masa/artirim/"}
SEATS = "NESW"


def addresses(page: str) -> list[str]:
    """Every link of the page as the browser would ask for it: its path and query."""
    found = []
    for href in re.findall(r'<a [^>]*href="([^"]+)"', page):
        parts = urlsplit(unescape(href))
        if not parts.scheme or parts.netloc == "testserver":
            found.append(parts.path + ("?" + parts.query if parts.query else ""))
    return found


def longest(page: str) -> tuple[int, str]:
    return max((len(address.encode()), address) for address in addresses(page))


def longest_auction() -> str:
    """The longest auction the Laws allow: every bid from 1♣ to 7NT passed twice, doubled, passed
    twice, redoubled and passed twice, then the three passes that end it (316 calls)."""
    calls, seat = [], 0
    for level in range(1, 8):
        for strain in ("C", "D", "H", "S", "NT"):
            for call in (f"{level}{strain}", "P", "P", "X", "P", "P", "XX", "P", "P"):
                calls.append(f"{SEATS[seat % 4]}:{call}")
                seat += 1
    calls = calls[:-2] + [f"{SEATS[(seat - 2 + k) % 4]}:P" for k in range(3)]
    return ",".join(calls)


def _whole_board(client, lang: str) -> tuple[str, list[str]]:
    """A whole board played at the table card by card, the first card it offers each time: the
    last state's address, and the page of every state."""
    url, pages = table_url(lang), []
    while True:
        pages.append(client.get(url).content.decode())
        cards = card_links(pages[-1])
        if not cards:
            return url, pages
        url = sorted(cards.items())[0][1]


def _claimed_after(url: str, tricks: int) -> str:
    """The table's address at `url` cut back to the end of trick `tricks`, South claiming the rest
    with the 70C2 finding and the opponents' agreement."""
    query = dict(parse_qsl(urlsplit(url).query))
    query["play"] = ",".join(query["play"].split(",")[: 4 * tricks])
    claim = {"mode": "claim", "claimer": "S", "tricks": str(13 - tricks), "aware": "1", "agreed": "1"}
    return urlsplit(url).path + "?" + urlencode({**query, **claim})


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_every_link_of_the_table_along_a_whole_board_fits(director_client, lang):
    """A whole board played card by card, then a claim after nine tricks with the 70C2 finding and the
    opponents' agreement: every link of every state within the bound, and the record link opens
    the form with the board's last trick in words."""
    url, pages = _whole_board(director_client, lang)
    assert len(pages) == 53
    for page in pages:
        size, address = longest(page)
        assert size <= ADDRESS_LIMIT, address[:120]
    form = director_client.get(record_link(pages[-1])).content.decode()
    assert {"tr": "13. löve", "en": "Trick 13"}[lang] in field(form, "auction_and_play")
    page = director_client.get(_claimed_after(url, 9))
    size, address = longest(page.content.decode())
    assert page.status_code == 200 and size <= ADDRESS_LIMIT, address[:120]
    form = director_client.get(record_link(page.content.decode())).content.decode()
    assert "agreed=1" in field(form, "auction_and_play")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_auction_pages_links_fit_for_the_longest_auction(director_client, lang):
    """The longest legal auction (316 calls): the page's links, its record link included, within the
    bound; before, the record link carried each call in words (3 869 bytes for 105 calls in Turkish)."""
    query = urlencode({"dealer": "N", "vul": "EW", "calls": longest_auction()}, safe=":,")
    page = director_client.get(AUCTION_PAGE[lang] + "?" + query).content.decode()
    size, address = longest(page)
    assert size <= ADDRESS_LIMIT, address[:120]
    form = director_client.get(record_link(page)).content.decode()
    said = field(form, "auction_and_play").splitlines()
    assert (
        len([line for line in said if re.fullmatch(r"(Kuzey|Doğu|Güney|Batı|North|East|South|West): .+", line)]) == 316
    )


# The score step's rows filled to their boxes' maxlength with what the step reads as a contract
# (spaces are dropped, "♠" is nine bytes in an address) and the weights to their decimals.
ROWS = {"kind": "weighted", "form": "imps", "side": "NS", "vul": "All", "other": "-1430"}
for _n in range(1, 9):
    ROWS |= {f"contract{_n}": "4 ♠ X X   ", f"declarer{_n}": "N", f"tricks{_n}": "13", f"weight{_n}": "12.5000000000"}


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_every_link_of_every_judgement_walk_fits(director_client, lang):
    """Every walk of every path with the logical alternatives typed as 300 "…" (what the box takes),
    at a score step the eight rows filled: the step's own address is past the bound and is sent to
    the one that keeps 900 bytes of the words; every link of that page within the bound, the record's
    included, and its form holds the kept words."""
    worst = 0
    for key in PATHS:
        for pairs, found in _ends(key):
            scores = [{}] if found.ending is not None else [TEAMS_SCORE] if found.teams_only else [ARTIFICIAL_SCORE]
            if found.ending is None and not found.teams_only and not found.artificial_only:
                scores.append(ROWS)
            for score in scores:
                address = START[lang] + "?" + urlencode([*pairs, *score.items()])
                page = director_client.get(address, follow=True)
                assert page.status_code == 200, address[:200]
                size, drawn = longest(page.content.decode())
                assert size <= ADDRESS_LIMIT, (key, drawn[:200])
                worst = max(worst, size)
                if any(name == "la" for name, _ in pairs):
                    assert len(address.encode()) > ADDRESS_LIMIT and page.redirect_chain
                    if found.ending is not None or score:
                        form = text_of(director_client.get(_record_link(page, lang)))
                        assert "…" * 100 in form and "…" * 101 not in form, key
    assert worst > 1600  # the rows and the words did fill the address (without the words: 400)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_sentence_of_alternatives_in_turkish_is_kept_whole(director_client, lang):
    """The cut is of an address's bytes, not of what a Director writes: 300 characters of a Turkish
    sentence (letters such as ş, ğ, ı six bytes each) are kept whole, no redirect."""
    sentence = ("Pas; 3♠ ya da kontr de düşünülebilirdi, oyuncuların çoğu şöyle düşünür: " * 5)[:MAX_DETAIL]
    pairs = [("path", "ui"), ("ui", "yes"), ("suggested", "yes"), ("alternative", "yes"), ("la", sentence)]
    page = director_client.get(START[lang] + "?" + urlencode(pairs))
    assert page.status_code == 200
    assert sentence.strip() in unescape(page.content.decode())


def _long_link(client, name: str) -> str:
    """The longest link of the kind `name` the tests above find, drawn for the Director (in Turkish).
    Only that kind's pages are asked for: the table record's is a whole board played (53 pages), which
    the other four kinds' tests drew too when every kind was drawn for each (some 0.7 s of CPU each)."""
    with translation.override("tr"):
        judgement = reverse("desk:judgement")
    pairs = [("path", "ui"), ("ui", "yes"), ("suggested", "yes"), ("alternative", "yes"), ("la", DETAIL)]
    step = judgement + "?" + urlencode([*pairs, ("damage", "yes"), *ROWS.items()])
    if name == "step as typed":
        return step
    if name == "step as kept":
        return client.get(step)["Location"]
    if name == "judgement record":
        return _record_link(client.get(client.get(step)["Location"]), "tr")
    if name == "table record":
        return record_link(client.get(_claimed_after(_whole_board(client, "tr")[0], 9)).content.decode())
    assert name == "auction record", name
    auction = client.get(AUCTION_PAGE["tr"] + "?" + urlencode({"dealer": "N", "calls": longest_auction()}, safe=":,"))
    return record_link(auction.content.decode())


@pytest.mark.parametrize(
    "name", ["step as typed", "step as kept", "judgement record", "table record", "auction record"]
)
def test_a_logged_out_director_logs_in_and_lands_on_the_long_link(director_client, client, director, name):
    """Logged out, the longest link of each kind goes to the log-in, whose address is within the
    bound (the step as typed, 3 400 bytes, was 5 600 in `next=`); the log-in form sends the Director
    on to the page the link named, as logged in he reaches it directly."""
    link = _long_link(director_client, name)
    direct = director_client.get(link, follow=True)
    assert direct.status_code == 200
    director_client.logout()
    sent = client.get(link)
    assert sent.status_code == 302 and len(sent["Location"].encode()) <= ADDRESS_LIMIT, len(sent["Location"])
    login = client.get(sent["Location"])
    assert login.status_code == 200
    after = unescape(re.search(r'name="next" value="([^"]*)"', login.content.decode()).group(1))
    landed = client.post(reverse("login"), {"username": "ayse", "password": "pw-ayse", "next": after}, follow=True)
    assert landed.status_code == 200
    assert landed.redirect_chain[-1][0] == link if name != "step as typed" else direct.redirect_chain[-1][0]
    assert _without_tokens(landed) == _without_tokens(direct)


def _without_tokens(response) -> str:
    """The page as drawn, less the form's CSRF token (one per session) and the addresses of its links
    (the page's own among them: the test client sends a redirect's query again re-encoded, ":" as
    "%3A", where a browser sends the Location as it is; the address followed is checked above)."""
    page = re.sub(r'name="csrfmiddlewaretoken" value="[^"]+"', "", text_of(response))
    return re.sub(r'href="[^"]*"', "", page)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_cut_record_link_goes_to_its_page_which_says_what_is_wrong(director_client, lang):
    """A record link cut short (a mail that wraps it, a copy that loses its end) opens no form of a
    board the page does not show: the table or the auction page at that query, which says what is
    wrong (400) in the page's language; never a 500."""
    table = record_link(director_client.get(table_url(lang, play="W:H2,N:HA")).content.decode())
    cut = table[: table.index("deal=") + 20]
    sent = director_client.get(cut)
    assert sent.status_code == 302 and sent["Location"].startswith({"tr": "/tr/masa/?", "en": "/en/table/?"}[lang])
    refused = director_client.get(sent["Location"])
    assert refused.status_code == 400
    alert = re.search(r'<p class="form-error" role="alert">([^<]+)', refused.content.decode()).group(1)
    assert {"tr": "bir kontrat değil", "en": "is not a contract"}[lang] in unescape(alert)  # the cut lost it
    auction = record_link(director_client.get(AUCTION_PAGE[lang] + "?dealer=N&calls=N:1S,E:1H").content.decode())
    sent = director_client.get(auction[: auction.index("E:1H") + 3])
    assert sent.status_code == 302 and sent["Location"].startswith(AUCTION_PAGE[lang] + "?")
    refused = director_client.get(sent["Location"])
    assert refused.status_code == 400
    assert {"tr": "deklare", "en": "bid"}[lang] in text_of(refused)
    assert director_client.post(table).status_code == director_client.post(auction).status_code == 405


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_cut_or_changed_way_back_from_the_log_in_says_so(director_client, lang):
    """The log-in's way back (after_login) holding a packed address cut short, not packed at all, or
    packing an address off the site: a 404 saying to open the link again, never a redirect away."""
    from desk.login_address import pack

    with translation.override(lang):
        back = reverse("desk:after_login")
    whole = pack(START[lang] + "?" + urlencode({"path": "ui", "la": DETAIL}))
    said = {"tr": "İzlediğiniz bağlantıyı yeniden açın", "en": "Open the link you followed again"}[lang]
    for token in (whole[:-5], whole[5:], "x", "", "%00", pack("//example.org/"), pack("/\\example.org/")):
        page = director_client.get(back + "?" + urlencode({"to": token}))
        assert page.status_code == 404, token
        assert said in text_of(page)
    assert director_client.get(back + "?" + urlencode({"to": whole}))["Location"].startswith(START[lang])
    with translation.override(lang):
        assert director_client.get(back)["Location"] == reverse("desk:list")  # its folder: the desk


def test_the_log_in_address_of_any_address_stays_within_the_bound(client):
    """300 characters none of which repeats much (CJK, three bytes each: what the box lets through
    that packs worst) with the eight rows filled: packed, 1 821-1 848 bytes, the address kept whole.
    An address longer than the desk's forms make, 3 000 random letters typed into the address
    itself: the log-in brings the Director back to the page's start, and its address is still
    within the bound."""
    from desk.login_address import unpack

    rng = random.Random(80)
    pairs = [("path", "ui"), ("ui", "yes"), ("suggested", "yes"), ("alternative", "yes")]
    words = "".join(chr(rng.randint(0x4E00, 0x9FFF)) for _ in range(MAX_DETAIL))
    letters = "".join(rng.choice(string.ascii_letters) for _ in range(3000))
    for typed, back in ((words, True), (letters, False)):
        address = START["tr"] + "?" + urlencode([*pairs, ("la", typed), ("damage", "yes"), *ROWS.items()])
        sent = client.get(address)
        assert sent.status_code == 302 and len(sent["Location"].encode()) <= ADDRESS_LIMIT
        after = urllib.parse.parse_qs(urlsplit(sent["Location"]).query)["next"][0]
        if back:
            assert unpack(urllib.parse.parse_qs(urlsplit(after).query)["to"][0]) == address
        else:
            assert after == START["tr"]
