"""The auction table records an unintended call replaced by the one intended (table74): a box finding
beside "artificial" and "comparable", the record's token "S:2S.i", and the engine deciding Law 25A
(docs/rulings-cli.md, "an unintended call replaced by the intended one"); its three refusals said in
the page's language.

- 25A1, TR "Bir oyuncu, yapmayı düşündüğü konuşmadan farklı bir konuşma yapmış olduğunu fark ederse;
  bu konuşmasını, ortağının henüz konuşmamış olması kaydıyla, aslında yapmak istediği konuşma ile
  değiştirebilir. İkinci yapılan (istemli) konuşması geçerli kalır ve uygun olan Yasaya tabidir,
  ancak Yasa 26’da belirtilen atak kısıtlamaları geçerli değildir"; WBF "If a player discovers that
  he has not made the call he intended to make, he may, until his partner makes a call, substitute
  the call he intended for the unintended call. The second (intended) call stands and is subject to
  the appropriate Law, but the lead restrictions in Law 26 do not apply."
- 25A4, TR "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez"; WBF "No
  substitution of call may be made when his partner has made a subsequent call."
- 25A6, TR "Eğer bir değişiklik yapılmasına izin verilirse, soldaki oyuncu ilk konuşmanın üzerine
  yapmış olduğu herhangi bir konuşmasını geri alabilir"; WBF "If a substitution is allowed the LHO
  may withdraw any call he made over the first call."
"""

import re
from html import unescape
from urllib.parse import urlencode

import pytest

from situations.tests.table.test_auction_grid import grid
from tests.seen import seen

pytestmark = pytest.mark.django_db

PATH = {"tr": "/tr/masa/artirim/", "en": "/en/table/auction/"}


def tap(client, lang: str, calls: str, seat: str, call: str):
    """The bidding box's call for `seat`, with the finding that it is the call he intended."""
    params = {"dealer": "N", "vul": "None", "calls": calls, "seat": seat, "call": call, "intended": "1"}
    return client.get(PATH[lang] + "?" + urlencode(params))


def said_error(html: str) -> str:
    text = re.search(r'<p class="form-error" role="alert">(.*?)</p>', html, re.S).group(1)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", seen(text))).split())


@pytest.mark.parametrize(
    "lang, box, unintended, intended",
    [
        (
            "tr",
            "İstem dışı konuşma: dokunulan konuşma, son konuşmasının yerine aslında yapmak istediği konuşmadır (Yasa 25A)",
            "istem dışı: değiştirildi",
            "istemli konuşma",
        ),
        (
            "en",
            "Unintended call: the call tapped is the one he intended, in place of his last call (Law 25A)",
            "unintended: replaced",
            "intended call",
        ),
    ],
)
def test_the_intended_call_replaces_the_unintended_one(client, lang, box, unintended, intended):
    page = client.get(PATH[lang] + "?" + urlencode({"dealer": "N", "vul": "None", "calls": "N:1H,E:pass,S:2H"}))
    # the box's words in its <label>, its citation linked right after it (links3)
    drawn = re.sub(r" \(((?:Law|Yasa) 25A)\)$", r"</label> (\1)", box)
    assert f'<input type="checkbox" name="intended" value="1"> {drawn}' in unescape(seen(page.content.decode()))
    # South bid 2♥ meaning 2♠ (a slip, 25A2); West has not called: 2♠ stands (25A1).
    response = tap(client, lang, "N:1H,E:pass,S:2H", "S", "2S")
    assert response.status_code == 302 and response["Location"].endswith("calls=N:1H,E:pass,S:2H,S:2S.i")
    html = client.get(response["Location"]).content.decode()
    headers, rows, _ = grid(html)
    south = headers[3]
    assert rows[0][3] == (south, f"2♥ ({unintended})") and rows[1][3] == (south, f"2♠ ({intended})")
    assert 'href="/' in html and "25A1" in html  # the engine cites 25A1, the page links it


@pytest.mark.parametrize(
    "lang, calls, seat, said",
    [
        ("en", "N:1H", "E", "East has made no call to replace as unintended (Law 25A1)."),
        ("tr", "N:1H", "E", "Doğu, istem dışı diye değiştirilecek bir konuşma yapmadı (Yasa 25A1)."),
        (
            "en",
            "N:1H,E:pass,S:2H,W:pass,N:pass",
            "S",
            "North, his partner, has called since South's last call: no substitution of an unintended call may be made (Law 25A4); a change of call is Law 25B.",
        ),
        (
            "tr",
            "N:1H,E:pass,S:2H,W:pass,N:pass",
            "S",
            "Ortağı Kuzey, Güney'in son konuşmasından sonra konuştu: istem dışı konuşma değiştirilemez (Yasa 25A4); konuşma değişikliği Yasa 25B'ye tabidir.",
        ),
        (
            "en",
            "N:1H,E:pass,S:2H,W:pass",
            "S",
            "West has called over South's unintended call and may withdraw that call (Law 25A6), which this page cannot record: undo his call, record the intended call, then his call again if he keeps it.",
        ),
        (
            "tr",
            "N:1H,E:pass,S:2H,W:pass",
            "S",
            "Batı, Güney'in istem dışı konuşmasının üzerine konuştu ve bu konuşmasını geri alabilir (Yasa 25A6); bu sayfa bunu kaydedemez: onun konuşmasını geri alın, istemli konuşmayı kaydedin, sonra konuşmasını koruyorsa onu yeniden kaydedin.",
        ),
    ],
)
def test_the_engines_25a_refusals_are_said_in_the_pages_language(client, lang, calls, seat, said):
    response = tap(client, lang, calls, seat, "2S")
    assert response.status_code == 400
    lead = {"tr": "Bu olay kaydedilmedi:", "en": "That event was not recorded:"}[lang]
    assert said_error(response.content.decode()) == f"{lead} {said}"
    assert 'lang="en"' not in re.search(r'<p class="form-error".*?</p>', response.content.decode(), re.S).group(0)
