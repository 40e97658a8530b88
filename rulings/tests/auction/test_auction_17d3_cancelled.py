"""17D3's cancelled passes (grid79): the `auction` answer lists them in `ruled_calls` (`cancelled`,
`how` `subsequent_pass`) and, asked with `"withdrawn": true`, in `withdrawn_calls` with what Law 16C
says of them (docs/rulings-cli.md, Additions). Before, the engine dropped them without a word.

17D3, TR "Bir konuşmanın ardından üç pas geldiğinde, bu paslardan herhangi biri, sıra kendisinde olan
bir oyuncuyu konuşma hakkından yoksun bırakarak sırasız olarak söylenmişse, artırım sona ermez. Böyle
bir durumda, artırım, sıra kendisinde olan oyuncuya geri döner. Bundan sonraki tüm paslar geçersiz
kılınır ve artırım normal bir şekilde devam eder. Geçersiz kılınan konuşmalar için Yasa 16C uygulanır
ve sırasız pas geçen oyuncu kusurlu taraftır"; WBF "When a call has been followed by three passes the
auction does not end if any of those passes was out of rotation, depriving a player of his right to
call. When this occurs the auction reverts to the player who missed his turn, all subsequent passes
are cancelled and the auction proceeds normally. Law 16C applies to the cancelled calls, any player
who has passed out of rotation being an offender."

16C1, TR "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek kendileri, gerekse
rakipleri tarafından yapmış olsun; yasaldır"; WBF "For a non-offending side, all information arising
from a withdrawn action is authorized, whether the action be its own or its opponents'". 16C2, TR
"Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse rakipleri tarafından yapılmış olsun
– kaynaklanan tüm bilgiler izinsizdir"; WBF "For an offending side, information arising from its own
withdrawn action and from withdrawn actions of the non-offending side is unauthorized."
"""

from __future__ import annotations

from .auction_helpers import accept, auction

# North opens 1H; West passes at East's turn (skipping East and South), North accepts; North and
# East pass: three passes after 1H, the first out of rotation.
SKIPPED_EAST = ["N:1H", "W:pass", accept("N"), "N:pass", "E:pass"]
# Dealer West passes, North 1H, East and South pass; North passes at West's turn and East passes
# over it, accepting it (29A): the WBF Commentary's "East, passing after the pass out of rotation,
# is not an offender". West's and South's passes came before West's missed turn: they stand.
SKIPPED_WEST = ["W:pass", "N:1H", "E:pass", "S:pass", "N:pass", "E:pass"]


def cancelled(got: dict) -> list[tuple[int, str]]:
    return [(r["at"], r["seat"]) for r in got.get("ruled_calls", []) if r["how"] == "subsequent_pass"]


def test_17d3_lists_every_pass_it_cancels_the_pass_out_of_rotation_first():
    # "the auction reverts to the player who missed his turn, all subsequent passes are cancelled":
    # West's pass and the two after it; the auction goes back to East.
    got = auction(SKIPPED_EAST)
    assert got["turn"] == "E" and cancelled(got) == [(1, "W"), (3, "N"), (4, "E")]
    entry = next(r for r in got["ruled_calls"] if r["at"] == 4)
    assert entry == {
        "at": 4,
        "seat": "E",
        "call": "pass",
        "ruling": "cancelled",
        "how": "subsequent_pass",
        "laws": ["17D3"],
        "reverts_to": "E",
    }


def test_17d3_the_pass_over_the_pass_out_of_rotation_that_accepts_it_is_cancelled_too():
    # East's pass accepts North's (29A) and is the third pass: it is one of the "subsequent passes"
    # (TR "Bundan sonraki tüm paslar geçersiz kılınır"). The passes before West's turn stand.
    got = auction(SKIPPED_WEST, dealer="W")
    assert got["turn"] == "W" and cancelled(got) == [(4, "N"), (5, "E")]
    # North's pass was first accepted (29A), then cancelled (17D3): both said, in that order.
    assert [(r["ruling"], r["laws"]) for r in got["ruled_calls"] if r["at"] == 4] == [
        ("accepted", ["29A"]),
        ("cancelled", ["17D3"]),
    ]


def test_17d3_16c_applies_to_each_cancelled_pass_with_its_offender_named():
    # "Law 16C applies to the cancelled calls, any player who has passed out of rotation being an
    # offender" (TR "sırasız pas geçen oyuncu kusurlu taraftır"): West, so East-West is the
    # offending side; 16C2 makes the information unauthorised for it, 16C1 authorised for
    # North-South, for North's pass as for West's and East's.
    got = auction(SKIPPED_EAST, withdrawn=True)
    assert got["withdrawn_calls"] == [
        {
            "at": at,
            "seat": seat,
            "call": "pass",
            "information": "applies",
            "law": "16C",
            "laws": ["17D3"],
            "offenders": ["W"],
            "unauthorized_for": "EW",
            "authorized_for": "NS",
        }
        for at, seat in ((1, "W"), (3, "N"), (4, "E"))
    ]
    # East, whose pass came after the pass out of rotation, is no offender (WBF Commentary on Law 17).
    got = auction(SKIPPED_WEST, dealer="W", withdrawn=True)
    assert {
        (w["at"], tuple(w["offenders"]), w["unauthorized_for"], w["authorized_for"]) for w in got["withdrawn_calls"]
    } == {(4, ("N",), "NS", "EW"), (5, ("N",), "NS", "EW")}


def test_17d3_passes_out_of_rotation_by_both_sides_name_both_and_no_single_offending_side():
    # West passes at East's turn (North accepts), South at North's (West accepts), West passes: three
    # passes after 1H, two out of rotation, one by each side. Both are offenders; which side 16C1 and
    # 16C2 speak for is left (the Turkish 16C2 covers the opponents' action "gerek kendileri gerekse
    # rakipleri", the WBF only "withdrawn actions of the non-offending side", and here there is none).
    got = auction(["N:1H", "W:pass", accept("N"), "S:pass", accept("W"), "W:pass"], withdrawn=True)
    assert got["turn"] == "E" and cancelled(got) == [(1, "W"), (3, "S"), (5, "W")]
    assert {tuple(w["offenders"]) for w in got["withdrawn_calls"]} == {("W", "S")}
    assert all("unauthorized_for" not in w and "authorized_for" not in w for w in got["withdrawn_calls"])


def test_17d3_after_the_reversion_the_auction_proceeds_normally_and_the_list_stays():
    # "and the auction proceeds normally": East, South and West pass in turn, 1H by North; the
    # cancelled passes are still listed, the later ones are not.
    got = auction([*SKIPPED_EAST, "E:pass", "S:pass", "W:pass"], withdrawn=True)
    assert got["over"] and got["contract"] == "1H"
    assert cancelled(got) == [(1, "W"), (3, "N"), (4, "E")]
    assert [w["at"] for w in got["withdrawn_calls"]] == [1, 3, 4]


def test_no_17d3_entry_for_passes_in_rotation():
    got = auction(["N:1H", "E:pass", "S:pass", "W:pass"], withdrawn=True)
    assert "ruled_calls" not in got and "withdrawn_calls" not in got
