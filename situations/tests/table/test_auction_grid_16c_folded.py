"""qa97: what Law 16C says of a call, when it is more than one mark or 17D3's, is folded in the grid's
cell under a closed "Law 16C" / "Yasa 16C" (a <details>), its words unchanged; the cancellation itself
stays in sight. At 390 px each pass 17D3 cancels ran to some twenty-five lines of 12 px text a column a
quarter of the screen wide (grid79's marks), and the grid, the first thing a Director reads, ran off the
screen; folded, a cell is some nine lines.

17D3, TR "Böyle bir durumda, artırım, sıra kendisinde olan oyuncuya geri döner. Bundan sonraki tüm
paslar geçersiz kılınır ve artırım normal bir şekilde devam eder. Geçersiz kılınan konuşmalar için Yasa
16C uygulanır ve sırasız pas geçen oyuncu kusurlu taraftır"; WBF "When this occurs the auction reverts
to the player who missed his turn, all subsequent passes are cancelled and the auction proceeds
normally. Law 16C applies to the cancelled calls, any player who has passed out of rotation being an
offender." 16C1, TR "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek
kendileri, gerekse rakipleri tarafından yapmış olsun; yasaldır"; WBF "For a non-offending side, all
information arising from a withdrawn action is authorized, whether the action be its own or its
opponents'". 16C2, TR "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse rakipleri
tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir"; WBF "For an offending side,
information arising from its own withdrawn action and from withdrawn actions of the non-offending side
is unauthorized." 28B, TR "Yasa 26 geçerli değildir, ancak bkz. Yasa 16C2"; WBF "Law 26 does not apply,
but see Law 16C2" (one mark: not folded).
"""

import re
from html import unescape

import pytest

from .test_auction_grid import page

pytestmark = pytest.mark.django_db


def folds(html: str) -> list[tuple[str, str]]:
    """Each fold of the grid: (its summary, its words), tags taken out."""
    table = re.search(r'<table class="auction-grid">(.*?)</table>', html, re.S).group(1)
    found = re.findall(r'<details class="call-marks-16c"( open)?><summary>(.*?)</summary>(.*?)</details>', table, re.S)
    assert all(not opened for opened, _, _ in found)  # closed: the cancellation is what shows
    return [(s, " ".join(unescape(re.sub(r"<[^>]+>", " ", w)).split())) for _, s, w in found]


@pytest.mark.parametrize(
    "lang, summary, words, shown",
    [
        (
            "en",
            "Law 16C",
            "(Law 16C applies; West, who passed out of rotation, is the offending side: Law 17D3, "
            "information from this call is unauthorised for East-West: Law 16C2, "
            "information from this call is authorised for North-South: Law 16C1)",
            "cancelled, the auction reverting to East, whose turn it was: Law 17D3)",
        ),
        (
            "tr",
            "Yasa 16C",
            "(Yasa 16C uygulanır; sırasız pas geçen Batı kusurlu taraftır: Yasa 17D3, "
            "bu konuşmadan gelen bilgi Doğu-Batı için izinsizdir: Yasa 16C2, "
            "bu konuşmadan gelen bilgi Kuzey-Güney için yasaldır: Yasa 16C1)",
            "geçersiz kılındı; artırım, sıra kendisinde olan Doğu&#x27;ya geri döner: Yasa 17D3)",
        ),
    ],
)
def test_17d3_cancelled_passes_fold_what_16c_says(client, lang, summary, words, shown):
    html = page(client, lang, dealer="N", vul="None", calls="N:1H,W:pass,N:accept,N:pass,E:pass")
    assert folds(html) == [(summary, words)] * 3  # West's, North's and East's passes
    # The cancellation, outside any fold, on each of the three.
    outside = re.sub(r"<details.*?</details>", "", html, flags=re.S)
    assert outside.count(shown) == 3


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_both_sides_offending_folds_the_offenders_too(client, lang):
    # Both sides passed out of rotation: the one 16C mark names both offenders (17D3), folded too.
    html = page(client, lang, dealer="N", vul="None", calls="N:1H,W:pass,N:accept,S:pass,W:accept,W:pass")
    got = folds(html)
    assert len(got) == 3
    assert all(("Batı ve Güney" if lang == "tr" else "West and South") in words for _, words in got)


@pytest.mark.parametrize(
    "lang, mark",
    [
        ("en", "information from this call is unauthorised for North-South: Law 16C2"),
        ("tr", "bu konuşmadan gelen bilgi Kuzey-Güney için izinsizdir: Yasa 16C2"),
    ],
)
def test_one_16c2_mark_is_not_folded(client, lang, mark):
    # 28B: South's 1NT at East's turn, cancelled by East's call: one mark, left in sight.
    html = page(client, lang, dealer="N", vul="None", calls="N:1S,S:1NT,E:pass")
    assert folds(html) == []
    assert mark in html
