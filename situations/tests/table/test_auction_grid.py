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


# grid75: what became of a call ruled on by another's call, which the record does not say. 28B, TR
# "Bir konuşma, konuşma sırası kendisinde olan oyuncu tarafından, rakibin sırasız konuşması için bir
# onarma belirlenmeden önce yapıldığında sıra olarak doğru yapılmış kabul edilir; bu şekilde yapılan
# konuşma sıra dışı konuşmanın onarılması hakkının yitirilmesine sebep olur ve artırım rakip o
# konuşmayı yapmamış gibi devam eder. Yasa 26 geçerli değildir, ancak bkz. Yasa 16C2"; WBF "A call is
# considered to be in rotation when made by a player whose turn it was to call before rectification
# has been assessed for a call out of rotation by an opponent. Making such a call forfeits the right
# to rectification for the call out of rotation. The auction proceeds as though the opponent had not
# called at that turn. Law 26 does not apply, but see Law 16C2."
@pytest.mark.parametrize(
    "lang, marks",
    [
        (
            "tr",
            "usulsüz, Doğu'nun sırasındaki konuşmasıyla iptal edildi: Yasa 28B, çıkış kısıtlaması yok, "
            "bu konuşmadan gelen bilgi Kuzey-Güney için izinsizdir: Yasa 16C2",
        ),
        (
            "en",
            "irregular, cancelled by East’s call in turn: Law 28B, no lead restriction, "
            "information from this call is unauthorised for North-South: Law 16C2",
        ),
    ],
)
def test_a_call_out_of_rotation_cancelled_by_the_correct_players_call_is_marked_cancelled(client, lang, marks):
    # East, whose turn it was, calls over South's 1NT: cancelled (before grid75, no mark once he had
    # called), not accepted, and no Law 26 restriction follows.
    headers, rows, _ = grid(page(client, lang, dealer="N", vul="None", calls="N:1S,S:1NT,E:pass"))
    west, north, east, south = headers
    nt = {"tr": "1SA", "en": "1NT"}[lang]
    assert rows[0][3] == (south, f"{nt} ({marks})")
    assert all("accepted" not in text and "kabul" not in text for row in rows for _, text in row)


# 36A, TR "Kabulü olanaksız bir kontr veya sürkontrun onarılmasından önce soldaki rakip konuşursa
# kabulü olanaksız konuşma ve bundan sonraki bütün konuşmalar iptal edilir. Artırım konuşma sırası
# kendisinde olan oyuncuya geri gider ve bir usulsüzlük olmamış gibi devam eder. Yasa 26B’deki çıkış
# kısıtlamaları uygulanmaz"; WBF "If offender's LHO calls before rectification of an inadmissible
# double or redouble the inadmissible call and all subsequent calls are cancelled. The auction
# reverts to the player whose turn it was to call and proceeds as though there had been no
# irregularity. The lead restrictions in Law 26B do not apply."
@pytest.mark.parametrize(
    "lang, double, cancelled, with_it",
    [
        (
            "tr",
            "kontr (usulsüz, Batı'nın üzerine yaptığı konuşmayla iptal edildi: Yasa 36A, çıkış kısıtlaması yok)",
            "2♣ (kendinden önceki kabulü olanaksız konuşmayla birlikte iptal edildi: Yasa 36A)",
            "pas",
        ),
        (
            "en",
            "double (irregular, cancelled by West’s call over it: Law 36A, no lead restriction)",
            "2♣ (cancelled with the inadmissible call before it: Law 36A)",
            "pass",
        ),
    ],
)
def test_an_inadmissible_double_and_the_lhos_call_over_it_are_marked_cancelled(
    client, lang, double, cancelled, with_it
):
    # South doubles his partner's 1♥ (19A1: inadmissible); West calls over it before the Director
    # is called: both cancelled, and South, whose turn it is again, passes.
    headers, rows, _ = grid(page(client, lang, dealer="N", vul="None", calls="N:1H,E:pass,S:X,W:2C,S:pass"))
    west, north, east, south = headers
    assert rows[0][3] == (south, double)
    assert rows[1] == [(west, cancelled), ("", ""), ("", ""), (south, with_it)]


# 37A, TR "Kabulü olanaksız konuşma yasa gereği pas geçmesi gereken bir oyuncunun yaptığı bir deklare,
# çektiği kontr veya sürkontr ise (ancak Yasa 19A1 veya 19B1’e aykırı bir hareket değilse) ve soldaki
# rakip hakem bir onarma belirlemeden konuşursa, bu konuşma ve sonraki tüm yasal konuşmalar geçerli
# olarak kalırlar. Kusurlu oyuncunun artırımın geri kalan kısmında pas geçmesi gerekiyorsa, sonraki
# turlarda yine pas geçmek zorundadır. Yasa 26B’deki çıkış kısıtlamaları uygulanmaz"; WBF "If the
# inadmissible call was a bid or a double or redouble by a player required by law to pass (but not an
# action contrary to Law 19A1 or Law 19B1) and offender's LHO calls before the Director has ruled on
# rectification, that call and all subsequent calls stand. If the offender was required to pass for
# the remainder of the auction he must still pass at subsequent turns. The lead restrictions in Law
# 26B do not apply."
@pytest.mark.parametrize(
    "lang, marks",
    [
        (
            "tr",
            "usulsüz, Kuzey'in üzerine yaptığı konuşmayla geçerli kaldı: Yasa 37A, çıkış kısıtlaması yok, "
            "Batı yine pas geçmek zorunda",
        ),
        ("en", "irregular, stands after North’s call over it: Law 37A, no lead restriction, West must still pass"),
    ],
)
def test_a_call_by_a_player_required_to_pass_stands_once_the_lho_calls_over_it(client, lang, marks):
    # East's 1♥ is rejected and corrected by 2♦ (27B2: West, his partner, must pass to the end); West
    # bids 2♠, North calls 3♠ over it before the Director is called.
    calls = "N:1S,E:1H,S:reject,E:2D,S:pass,W:2S,N:3S"
    headers, rows, _ = grid(page(client, lang, dealer="N", vul="None", calls=calls))
    west, north, east, south = headers
    assert rows[2] == [(west, f"2♠ ({marks})"), (north, "3♠")]


def test_a_call_by_a_player_to_pass_at_his_next_turn_only_stands_and_he_is_free(client):
    # 37A's second sentence is for a player required to pass "for the remainder of the auction":
    # East, who passed at North's turn (30A: "the offender must pass when next it is his turn to
    # call"), bids 1♠ at that turn; South calls over it. It stands, and nothing says he must pass.
    rows = grid(page(client, "en", dealer="N", vul="None", calls="E:pass,S:reject,N:1H,E:1S,S:2H"))[1]
    assert rows[1][2] == ("East", "1♠ (irregular, stands after South’s call over it: Law 37A, no lead restriction)")


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


# grid76: a call the Director's rectification cancels before its chooser called, which the record
# does not say. 29B, TR "A maddesinin uygun olmadığı durumlarda, sırasız konuşma iptal edilir ve
# artırım konuşma sırası kendisinde olan oyuncuya geri gider. Kusurlu oyuncunun tarafı, Yasalar 30,
# 31 ve 32 hükümlerine tabidir"; WBF "Unless A applies, a call out of rotation is cancelled and the
# auction reverts to the player whose turn it was to call. The offending side is subject to the
# provisions of Law 30, 31 or 32." 31B1, TR "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde
# kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanabilir"; WBF
# "Offender's partner may make any legal call at his proper turn, but Law 16C2 applies."
@pytest.mark.parametrize(
    "lang, marks",
    [
        (
            "tr",
            "1SA (usulsüz, iptal edildi: Yasa 29B, Kuzey sıra kendisine geldiğinde kurallar çerçevesinde "
            "herhangi bir yeterli konuşma yapabilir: Yasa 31B1, bu konuşmadan gelen bilgiye Yasa 16C2 uygulanıp "
            "uygulanmayacağı Güney'in yerine yapacağı konuşmaya bağlıdır: Yasa 23B)",
        ),
        (
            "en",
            "1NT (irregular, cancelled: Law 29B, North may make any sufficient call, within the rules, at his own turn: "
            "Law 31B1, "
            "whether Law 16C2 applies to information from this call waits on South’s replacement call: Law 23B)",
        ),
    ],
)
def test_a_call_out_of_rotation_at_partners_turn_is_marked_cancelled_once_the_partner_calls(client, lang, marks):
    # South bids 1NT at North's turn; North, his partner, calls 1♠ at his own turn (not 28B: North
    # is no opponent). Before grid76 the 1NT lost its mark once North had called.
    headers, rows, _ = grid(page(client, lang, dealer="N", vul="None", calls="S:1NT,N:1S"))
    west, north, east, south = headers
    assert rows[0][3] == (south, marks)
    assert rows[1][1] == (north, "1♠")


# 36B1, TR "Yasa 19’un izin vermediği her kontr ve sürkontr iptal edilir"; WBF "any double or redouble
# not permitted by Law 19 is cancelled." 36B2, TR "Kusurlu oyuncu konuşmasını yasal bir konuşma ile
# değiştirmelidir, artırım devam eder ve kusurlu oyuncunun ortağı konuşma sırası her kendine
# geldiğinde pas geçmek zorundadır"; WBF "the offender must substitute a legal call, the auction
# continues, and the offender's partner must pass whenever it is his turn to call." 37B1, TR "Yasa
# gereği pas geçmesi gereken bir oyuncunun verdiği bir deklare, çektiği kontr veya sürkontr iptal
# edilir"; WBF "any bid, double or redouble, by a player required by law to pass is cancelled." 37B2,
# TR "Kusurlu oyuncu konuşmasını pas ile değiştirmelidir, artırım devam eder ve kusurlu tarafın her
# üyesi konuşma sırası her kendilerine geldiğinde pas geçmek zorundadır"; WBF "a pass is substituted,
# the auction continues and each member of the offending side must pass whenever it is his turn to
# call."
@pytest.mark.parametrize(
    "lang, marks",
    [
        (
            "tr",
            "kontr (usulsüz, iptal edildi: Yasa 36B1, yerine sonraki konuşması geçti: Yasa 36B2, Kuzey "
            "konuşma sırası her kendine geldiğinde pas geçmek zorunda)",
        ),
        (
            "en",
            "double (irregular, cancelled: Law 36B1, replaced by his next call: Law 36B2, North must pass "
            "whenever it is his turn)",
        ),
    ],
)
def test_an_inadmissible_double_replaced_by_the_offenders_next_call_is_marked_cancelled(client, lang, marks):
    # South doubles his partner's 1♥ (19A1) and passes before West calls: the pass replaces it.
    headers, rows, _ = grid(page(client, lang, dealer="N", vul="None", calls="N:1H,E:pass,S:X,S:pass"))
    west, north, east, south = headers
    assert rows[0][3] == (south, marks)


@pytest.mark.parametrize(
    "lang, marks",
    [
        (
            "tr",
            "kontr (usulsüz, iptal edildi: Yasa 36B1, artırım, sıra kendisinde olan Doğu'ya geri döner: Yasa "
            "36B4, Kuzey konuşma sırası her kendine geldiğinde pas geçmek zorunda)",
        ),
        (
            "en",
            "double (irregular, cancelled: Law 36B1, the auction reverts to East, whose turn it was: Law 36B4, "
            "North must pass whenever it is his turn)",
        ),
    ],
)
def test_an_inadmissible_double_out_of_turn_is_not_replaced_the_auction_reverts(client, lang, marks):
    """36B4, TR "Bu konuşma sırasız ise artırım sıra kendinde olan oyuncuya geri döner"; WBF "If this
    call was out of rotation, the auction reverts to the player whose turn it was to call". South
    doubles his partner's 1♥ at East's turn and passes before West calls: no substitute (the grid
    said "replaced by his next call: Law 36B4" before), the pass another call out of rotation."""
    headers, rows, _ = grid(page(client, lang, dealer="N", vul="None", calls="N:1H,S:X,S:pass"))
    west, north, east, south = headers
    assert (south, marks) in rows[0]
    assert "replaced by his next call" not in str(rows) and "yerine sonraki konuşması geçti" not in str(rows)


@pytest.mark.parametrize(
    "lang, marks",
    [
        (
            "tr",
            "2♠ (usulsüz, iptal edildi: Yasa 37B1, yerine sonraki konuşması geçti: Yasa 37B2, Batı konuşma "
            "sırası her kendine geldiğinde pas geçmek zorunda, Doğu konuşma sırası her kendine geldiğinde "
            "pas geçmek zorunda)",
        ),
        (
            "en",
            "2♠ (irregular, cancelled: Law 37B1, replaced by his next call: Law 37B2, West must pass whenever "
            "it is his turn, East must pass whenever it is his turn)",
        ),
    ],
)
def test_a_bid_by_a_player_required_to_pass_replaced_by_his_pass_is_marked_cancelled(client, lang, marks):
    # East's 1♥ is rejected and corrected by 2♦ (27B2: West must pass to the end); West bids 2♠ and
    # passes before North calls: the pass is substituted, and both East and West pass from then on.
    calls = "N:1S,E:1H,S:reject,E:2D,S:pass,W:2S,W:pass"
    headers, rows, _ = grid(page(client, lang, dealer="N", vul="None", calls=calls))
    west, north, east, south = headers
    assert rows[2] == [(west, marks)]
    assert rows[3] == [(west, {"tr": "pas", "en": "pass"}[lang])]
