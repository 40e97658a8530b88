"""The auction as a Director writes it (table73): a grid, a column a seat (West, North, East, South,
as bridge books print it), a row a round, blanks before the dealer's first call, each call in its
own seat's column. One function builds the rows (situations.auction_table.auction_rows): the auction
table draws them, the desk's player polls too (their HTML unchanged: desk/tests).

The marks rest on the Laws of the auction, each read in both texts:
- 27A1, TR "Herhangi bir yetersiz deklare, kusurlu oyuncunun solundaki rakibinin isteği ile kabul
  edilebilir (yasal olarak işlem görebilir)"; WBF "Any insufficient bid may be accepted (treated as
  legal) at the option of offender's LHO": the irregular call, then "accepted by South".
- 27B, TR "Sıra olarak doğru yapılmış bir yetersiz deklare kabul edilmezse (bkz. A), bu deklare
  yasal bir konuşma ile değiştirilerek (ancak bkz. aşağıda Madde 3) düzeltilmelidir"; WBF "If an
  insufficient bid in rotation is not accepted (see A) it must be corrected by the substitution of a
  legal call": the irregular call, then "the Director rectifies", and the call that replaces it in
  the same seat's column on the next row.
- 29B, TR "A maddesi uygulanmadığı takdirde, sırasız yapılan konuşma iptal edilir ve konuşma sırası,
  sırası gelen oyuncuya geri döner"; WBF "Unless A applies, a call out of rotation is cancelled and
  the auction reverts to the player whose turn it was to call": a call out of rotation is written in
  its own seat's column, the calls after it on the next row.
"""

import re
from html import unescape
from urllib.parse import urlencode

import pytest

from situations.auction_table import auction_rows
from tests.seen import seen

pytestmark = pytest.mark.django_db

PATH = {"tr": "/tr/masa/artirim/", "en": "/en/table/auction/"}
HEADERS = {"tr": ["Batı", "Kuzey", "Doğu", "Güney"], "en": ["West", "North", "East", "South"]}


def grid(html: str) -> tuple[list[str], list[list[tuple[str, str]]], str]:
    """The grid's column headers, its rows as (the column a cell names, the cell as seen), its caption."""
    table = re.search(r'<table class="auction-grid">(.*?)</table>', html, re.S).group(1)
    headers = dict(re.findall(r'<th scope="col" id="([^"]+)">([^<]+)</th>', table))
    rows = []
    for row in re.findall(r"<tr>(.*?)</tr>", table.split("<tbody>")[1], re.S):
        cells = re.findall(r'<td(?: headers="([^"]+)")?>(.*?)</td>', row, re.S)
        rows.append(
            [
                (headers.get(header, ""), " ".join(unescape(re.sub(r"<[^>]+>", " ", seen(text))).split()))
                for header, text in cells
            ]
        )
    caption = re.search(r"<caption[^>]*>(.*?)</caption>", table).group(1)
    return list(headers.values()), rows, unescape(caption)


def page(client, lang: str, **params) -> str:
    response = client.get(PATH[lang] + "?" + urlencode(params))
    assert response.status_code == 200
    return response.content.decode()


@pytest.mark.parametrize(
    "dealer, rows",
    [
        ("W", [["W1", "N1", "E1", "S1"], ["W2"]]),
        ("N", [["", "N1", "E1", "S1"], ["W1", "N2"]]),
        ("E", [["", "", "E1", "S1"], ["W1", "N1", "E2"]]),
        ("S", [["", "", "", "S1"], ["W1", "N1", "E1", "S2"]]),
    ],
)
def test_the_rows_start_with_a_blank_before_the_dealer(dealer, rows):
    seats = "WNES" * 2
    start = seats.index(dealer)
    # The n-th call of each seat, written "N1", "N2": where each falls is what a reader checks.
    counts: dict[str, int] = {}
    seated = []
    for seat in seats[start : start + 5]:
        counts[seat] = counts.get(seat, 0) + 1
        seated.append((seat, f"{seat}{counts[seat]}"))
    assert auction_rows(dealer, seated, "") == rows


def test_a_call_out_of_rotation_is_written_in_its_own_seats_column():
    # North deals; East calls first, out of rotation (29B: cancelled, the auction reverts to North).
    seated = [("E", "1H"), ("N", "1S"), ("E", "2H"), ("S", "pass")]
    assert auction_rows("N", seated, "") == [["", "", "1H"], ["", "1S", "2H", "pass"]]
    # West, the dealer's right-hand opponent, calling first: in the blank before the dealer.
    assert auction_rows("N", [("W", "1C"), ("N", "1S")], "") == [["1C", "1S"]]


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("dealer", ["N", "E", "S", "W"])
def test_each_call_sits_under_its_seats_header_for_every_dealer(client, lang, dealer):
    order = "NESW"
    seats = [order[(order.index(dealer) + i) % 4] for i in range(5)]
    calls = [f"{seats[0]}:1C", *(f"{seat}:pass" for seat in seats[1:4])]
    headers, rows, caption = grid(page(client, lang, dealer=dealer, vul="None", calls=",".join(calls)))
    assert headers == HEADERS[lang]
    name = dict(zip("WNES", HEADERS[lang], strict=True))
    # The first row: blanks up to the dealer's column, then his call; every cell under its caller.
    blanks = "WNES".index(dealer)
    assert rows[0][:blanks] == [("", "")] * blanks
    assert rows[0][blanks] == (name[dealer], "1♣")
    written = [cell for row in rows for cell in row if cell[1]]
    assert written == [(name[dealer], "1♣"), *((name[seat], "pas" if lang == "tr" else "pass") for seat in seats[1:4])]
    assert all(len(row) <= 4 for row in rows)
    dealer_words = {"tr": "Dağıtan", "en": "Dealer"}[lang]
    assert caption.startswith(f"{dealer_words} {name[dealer]}, ")


@pytest.mark.parametrize(
    "lang, irregular, rectified, accepted, setting",
    [
        ("tr", "usulsüz", "hakem onarır", "Güney kabul etti", "Dağıtan Güney, kimse zonda değil"),
        ("en", "irregular", "the Director rectifies", "accepted by South", "Dealer South, neither side vulnerable"),
    ],
)
def test_the_irregular_call_and_what_became_of_it_are_marked(client, lang, irregular, rectified, accepted, setting):
    # East's insufficient 1♥ over North's 2♠ (27B): not accepted, he bids 3♣ (artificial) instead.
    calls = "S:1S,W:pass,N:2S,E:1H,S:reject,E:3C.a,S:4S,W:pass,N:pass,E:pass"
    headers, rows, caption = grid(page(client, lang, dealer="S", vul="None", calls=calls))
    west, north, east, south = headers
    artificial = {"tr": "yapay", "en": "artificial"}[lang]
    pass_ = {"tr": "pas", "en": "pass"}[lang]
    assert caption == setting
    assert rows == [
        [("", ""), ("", ""), ("", ""), (south, "1♠")],
        [(west, pass_), (north, "2♠"), (east, f"1♥ ({irregular}, {rectified})")],
        [("", ""), ("", ""), (east, f"3♣ ({artificial})"), (south, "4♠")],
        [(west, pass_), (north, pass_), (east, pass_)],
    ]
    accepted_rows = grid(page(client, lang, dealer="S", vul="None", calls="S:1S,W:pass,N:2S,E:1H,S:accept"))[1]
    assert accepted_rows[1][2] == (east, f"1♥ ({irregular}, {accepted})")


def test_the_list_keeps_the_order_of_the_events(client):
    # A call out of rotation written in its own column loses its place in time: the list keeps it.
    html = page(client, "en", dealer="N", vul="None", calls="E:1H,S:reject")
    rows = grid(html)[1]
    assert rows == [[("", ""), ("", ""), ("East", "1♥ (irregular, the Director rectifies)")]]
    listed = re.search(r'<ol class="auction-events" aria-labelledby="events-h">(.*?)</ol>', html, re.S).group(1)
    assert [
        " ".join(unescape(re.sub(r"<[^>]+>", " ", seen(li))).split()) for li in re.findall(r"<li>(.*?)</li>", listed)
    ] == [
        "East: 1♥",
        "South does not accept: the Director rectifies",
    ]


def test_an_irregular_call_awaiting_the_choice_is_marked(client):
    # 27A1: the insufficient 1♥ awaits South's choice (the offender's LHO): irregular, nothing chosen yet.
    rows = grid(page(client, "en", dealer="N", vul="None", calls="N:1S,E:1H"))[1]
    assert rows == [[("", ""), ("North", "1♠"), ("East", "1♥ (irregular)")]]


# table74: a call accepted by the chooser's calling over it. 27A1, TR "Herhangi bir yetersiz deklare,
# kusurlu oyuncunun solundaki rakibinin isteği ile kabul edilebilir (yasal olarak işlem görebilir).
# Bu oyuncu konuşursa deklare kabul edilmiş olur"; WBF "Any insufficient bid may be accepted (treated
# as legal) at the option of offender's LHO. It is accepted if that player calls." 29A, TR "Sırasız
# bir konuşmayı takiben, kusurlu oyuncunun solundaki rakip konuşma yapmayı seçebilir, böylece onarma
# hakkını yitirir"; WBF "Following a call out of rotation offender's LHO may elect to call thereby
# forfeiting the right to any rectification." The record holds no accept for it: the engine's
# `ruled_calls` (docs/rulings-cli.md, Additions) says it.
@pytest.mark.parametrize(
    "lang, irregular, accepted",
    [("tr", "usulsüz", "Güney'in konuşmasıyla kabul edildi"), ("en", "irregular", "accepted by South’s call")],
)
def test_an_insufficient_bid_accepted_by_the_lhos_call_over_it_is_marked(client, lang, irregular, accepted):
    headers, rows, _ = grid(page(client, lang, dealer="N", vul="None", calls="N:1S,E:1H,S:2S"))
    west, north, east, south = headers
    assert rows == [[("", ""), (north, "1♠"), (east, f"1♥ ({irregular}, {accepted})"), (south, "2♠")]]


def test_a_call_out_of_rotation_accepted_by_the_lhos_call_over_it_is_marked(client):
    # North deals and bids 1♠; South bids 1NT at East's turn; West, South's left-hand opponent, passes
    # over it (29A): accepted, the auction goes on from there.
    rows = grid(page(client, "en", dealer="N", vul="None", calls="N:1S,S:1NT,W:pass"))[1]
    assert rows == [
        [("", ""), ("North", "1♠"), ("", ""), ("South", "1NT (irregular, accepted by West’s call)")],
        [("West", "pass")],
    ]


def test_a_call_out_of_rotation_cancelled_by_the_correct_players_call_is_not_marked_accepted(client):
    # 28B (TR "bu şekilde yapılan konuşma sıra dışı konuşmanın onarılması hakkının yitirilmesine sebep
    # olur ve artırım rakip o konuşmayı yapmamış gibi devam eder"; WBF "The auction proceeds as though
    # the opponent had not called at that turn"): East, whose turn it was, calls over South's 1NT.
    rows = grid(page(client, "en", dealer="N", vul="None", calls="N:1S,S:1NT,E:pass"))[1]
    assert all("accepted" not in text for row in rows for _, text in row)


# table74: a call after the final pass. 39A, TR "Artırımın sonuncu pasından sonra yapılan konuşmalar
# iptal edilir"; WBF "All calls after the final pass of the auction are cancelled." 39B, TR "Eğer
# kusurlu oyuncunun solundaki rakip onarmadan önce bir konuşma yaparsa veya bu bir defans oyuncusunun
# pası veya gelecekteki deklaranın veya yerin bir konuşması ise, yaptırım uygulanmaz"; WBF "If
# offender's LHO calls before rectification, or if the infraction is a pass by a defender or any call
# by the future declarer or dummy, then there is no further rectification." 39C, TR "Eğer kusurlu
# oyuncunun solundaki rakip usulsüzlükten sonra bir konuşma yapmazsa ve bu usulsüzlük bir defans
# oyuncusunun deklaresi, kontru veya sürkontru ise Yasa 26B’deki çıkış kısıtlamaları uygulanabilir";
# WBF "If offender's LHO has not called subsequent to the infraction and the infraction is a bid,
# double or redouble by a defender, then the lead restrictions in Law 26B may apply."
AUCTION_OVER = "N:1S,E:pass,S:2S,W:pass,N:pass,E:pass"


@pytest.mark.parametrize(
    "lang, cancelled, pass_",
    [("tr", "sonuncu pastan sonra: iptal edildi", "pas"), ("en", "after the final pass: cancelled", "pass")],
)
def test_a_call_after_the_final_pass_is_marked_cancelled(client, lang, cancelled, pass_):
    # South, the future dummy, bids 3♠ after the final pass (39A, 39B: no further rectification).
    headers, rows, _ = grid(page(client, lang, dealer="N", vul="None", calls=AUCTION_OVER + ",S:3S"))
    west, north, east, south = headers
    # The final passes unmarked, South's 3♠ after them in his own column.
    assert rows[-1] == [(west, pass_), (north, pass_), (east, pass_), (south, f"3♠ ({cancelled})")]


def test_a_defenders_bid_after_the_final_pass_is_cancelled_and_awaits_the_director(client):
    # West, a defender, bids 3♥ after the final pass (39C): cancelled, irregular while North (his
    # left-hand opponent) has not called; then North passes over it (39B): his pass is cancelled too.
    rows = grid(page(client, "en", dealer="N", vul="None", calls=AUCTION_OVER + ",W:3H"))[1]
    assert rows[-1] == [("West", "3♥ (irregular, after the final pass: cancelled)")]
    rows = grid(page(client, "en", dealer="N", vul="None", calls=AUCTION_OVER + ",W:3H,N:pass"))[1]
    assert rows[-1] == [
        ("West", "3♥ (after the final pass: cancelled)"),
        ("North", "pass (after the final pass: cancelled)"),
    ]
    rows = grid(page(client, "en", dealer="N", vul="None", calls=AUCTION_OVER + ",W:3H,N:reject"))[1]
    assert rows[-1] == [("West", "3♥ (irregular, after the final pass: cancelled, the Director rectifies)")]
