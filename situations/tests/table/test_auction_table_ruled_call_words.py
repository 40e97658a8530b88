"""The auction table's sentences (the engine's words beside the grid) say what became of each call
the engine's `ruled_calls` names where no guide's example has it (docs/rulings-cli.md, Additions,
"The auction: calls ruled on where no event of the record says it"): an inadmissible call replaced
by its offender's next call (36B, 37B), one made out of rotation (36B4), each pass 17D3 cancels,
and the offender who must still pass under 37A. Before, the sentences said none of it (the grid's
marks did).
"""

from html import escape

import pytest

import rulings
from tests.seen import seen

from .test_auction_grid import page

pytestmark = pytest.mark.django_db


def _events(calls: str) -> list:
    """The grid's `calls` parameter as the engine's record (its own notation: "N:accept")."""
    out = []
    for token in calls.split(","):
        seat, what = token.split(":")
        out.append({"act": what, "seat": seat} if what in ("accept", "reject") else f"{seat}:{what}")
    return out


CASES = [
    # 36B1, TR "Yasa 19’un izin vermediği her kontr ve sürkontr iptal edilir"; WBF "any double or
    # redouble not permitted by Law 19 is cancelled"; 36B2, TR "Kusurlu oyuncu konuşmasını yasal bir
    # konuşma ile değiştirmelidir"; WBF "the offender must substitute a legal call".
    (
        "N:1H,E:pass,S:X,S:pass",
        ("cancelled", "offender_called", ["36B1", "36B2"]),
        ["Güney'in kontr konuşması iptal edilir (Yasa 36B1); yerine sonraki konuşması geçer (Yasa 36B2)."],
        ["South's double is cancelled (Law 36B1); his next call replaces it (Law 36B2)."],
    ),
    # 36B4, TR "Bu konuşma sırasız ise artırım sıra kendinde olan oyuncuya geri döner"; WBF "if the
    # call is out of turn the auction reverts to the player whose turn it was to call".
    (
        "N:1H,S:X,S:pass",
        ("cancelled", "offender_called_out_of_rotation", ["36B1", "36B4"]),
        [
            "Güney'in sırasız kontr konuşması iptal edilir (Yasa 36B1); artırım sıra kendinde olan Doğu'ya geri döner (Yasa 36B4)."
        ],
        [
            "South's double out of rotation is cancelled (Law 36B1); the auction reverts to East, whose turn it was to call (Law 36B4)."
        ],
    ),
    # 17D3, TR "Böyle bir durumda, artırım, sıra kendisinde olan oyuncuya geri döner. Bundan sonraki
    # tüm paslar geçersiz kılınır"; WBF "When this occurs the auction reverts to the player who missed
    # his turn, all subsequent passes are cancelled".
    (
        "N:1H,W:pass,N:accept,N:pass,E:pass",
        ("cancelled", "subsequent_pass", ["17D3"]),
        [
            "Batı'nın pası geçersiz kılınır (Yasa 17D3).",
            "Kuzey'in pası geçersiz kılınır (Yasa 17D3).",
            "Doğu'nun pası geçersiz kılınır (Yasa 17D3).",
            "Artırım, sıra kendisinde olan Doğu'ya geri döner (Yasa 17D3).",
        ],
        [
            "West's pass is cancelled (Law 17D3).",
            "North's pass is cancelled (Law 17D3).",
            "East's pass is cancelled (Law 17D3).",
            "The auction reverts to East, who missed his turn (Law 17D3).",
        ],
    ),
    # 37A, TR "bu konuşma ve sonraki tüm yasal konuşmalar geçerli olarak kalırlar. Kusurlu oyuncunun
    # artırımın geri kalan kısmında pas geçmesi gerekiyorsa, sonraki turlarda yine pas geçmek
    # zorundadır"; WBF "that call and all subsequent calls stand. If the offender was required to pass
    # for the remainder of the auction he must still pass at subsequent turns". West is silenced to
    # the end by 27B2.
    (
        "N:1S,E:1H,S:reject,E:2D,S:pass,W:2S,N:3S",
        ("stands", "lho_called", ["37A"]),
        [
            "Kuzey, hakem bir onarma belirlemeden konuştu: Batı'nın pas geçmesi gerekirken yaptığı 2♠ konuşması "
            "geçerli olarak kalır (Yasa 37A). Batı sonraki turlarda yine pas geçmek zorundadır (Yasa 37A)."
        ],
        [
            "North called before the Director ruled on rectification: West's 2♠, made when he was required to "
            "pass, stands (Law 37A). West must still pass at subsequent turns (Law 37A)."
        ],
    ),
]


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("case", CASES, ids=[c[1][1] for c in CASES])
def test_the_auction_table_says_what_became_of_each_ruled_call(client, case, lang):
    calls, (ruling, how, laws), tr, en = case
    ruled = rulings.answer({"q": "auction", "dealer": "N", "calls": _events(calls)})["ruled_calls"]
    assert any(r["ruling"] == ruling and r["how"] == how and r["laws"] == laws for r in ruled), ruled
    text = seen(page(client, lang, dealer="N", vul="None", calls=calls))
    missing = [s for s in (tr if lang == "tr" else en) if escape(s) not in text]
    assert missing == []
