"""The auction grid marks each pass 17D3 cancels (grid79), from the engine's `ruled_calls` (`how`
subsequent_pass) and `withdrawn_calls` (`information` applies; docs/rulings-cli.md, Additions): the
pass cancelled and the auction reverting, then Law 16C with the offender named, then what 16C2 and
16C1 say for each side (`unauthorized_for`, `authorized_for`). Before, those passes were shown with no
mark at all.

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
is unauthorized."
"""

import pytest

from .test_auction_grid import grid, page

pytestmark = pytest.mark.django_db

# North opens 1♥; West passes at East's turn and North accepts; North and East pass: the auction
# reverts to East, and West's, North's and East's passes are cancelled.
SKIPPED_EAST = "N:1H,W:pass,N:accept,N:pass,E:pass"


def cells(client, lang: str, calls: str, dealer: str = "N") -> dict[tuple[int, str], str]:
    """Each call's cell as seen, by (row, the column it names)."""
    rows = grid(page(client, lang, dealer=dealer, vul="None", calls=calls))[1]
    return {(r, column): seen for r, row in enumerate(rows) for column, seen in row if column}


@pytest.mark.parametrize(
    "lang, west, north",
    [
        (
            "en",
            "pass (irregular, accepted by North, cancelled, the auction reverting to East, whose turn it was: "
            "Law 17D3) Law 16C (Law 16C applies; West, who passed out of rotation, is the offending side: Law 17D3, "
            "information from this call is unauthorised for East-West: Law 16C2, "
            "information from this call is authorised for North-South: Law 16C1)",
            "pass (cancelled, the auction reverting to East, whose turn it was: Law 17D3) "
            "Law 16C (Law 16C applies; West, who passed out of rotation, is the offending side: Law 17D3, "
            "information from this call is unauthorised for East-West: Law 16C2, "
            "information from this call is authorised for North-South: Law 16C1)",
        ),
        (
            "tr",
            "pas (usulsüz, Kuzey kabul etti, geçersiz kılındı; artırım, sıra kendisinde olan Doğu'ya geri döner: "
            "Yasa 17D3) Yasa 16C (Yasa 16C uygulanır; sırasız pas geçen Batı kusurlu taraftır: Yasa 17D3, "
            "bu konuşmadan gelen bilgi Doğu-Batı için izinsizdir: Yasa 16C2, "
            "bu konuşmadan gelen bilgi Kuzey-Güney için yasaldır: Yasa 16C1)",
            "pas (geçersiz kılındı; artırım, sıra kendisinde olan Doğu'ya geri döner: Yasa 17D3) "
            "Yasa 16C (Yasa 16C uygulanır; sırasız pas geçen Batı kusurlu taraftır: Yasa 17D3, "
            "bu konuşmadan gelen bilgi Doğu-Batı için izinsizdir: Yasa 16C2, "
            "bu konuşmadan gelen bilgi Kuzey-Güney için yasaldır: Yasa 16C1)",
        ),
    ],
)
def test_each_cancelled_pass_is_marked_with_16c_and_the_offender_west(client, lang, west, north):
    # West's pass out of rotation: accepted first (the record's accept), then cancelled (17D3);
    # North's pass, the non-offending side's, is cancelled too, and 16C2 reaches it for East-West.
    seen = cells(client, lang, SKIPPED_EAST)
    west_name, north_name, east_name = ("West", "North", "East") if lang == "en" else ("Batı", "Kuzey", "Doğu")
    assert seen[(1, west_name)] == west
    assert seen[(1, north_name)] == north
    assert seen[(1, east_name)] == north  # East's pass, after the pass out of rotation: the same marks


@pytest.mark.parametrize(
    "lang, east",
    [
        (
            "en",
            "pass (cancelled, the auction reverting to West, whose turn it was: Law 17D3) "
            "Law 16C (Law 16C applies; North, who passed out of rotation, is the offending side: Law 17D3, "
            "information from this call is unauthorised for North-South: Law 16C2, "
            "information from this call is authorised for East-West: Law 16C1)",
        ),
        (
            "tr",
            "pas (geçersiz kılındı; artırım, sıra kendisinde olan Batı'ya geri döner: Yasa 17D3) "
            "Yasa 16C (Yasa 16C uygulanır; sırasız pas geçen Kuzey kusurlu taraftır: Yasa 17D3, "
            "bu konuşmadan gelen bilgi Kuzey-Güney için izinsizdir: Yasa 16C2, "
            "bu konuşmadan gelen bilgi Doğu-Batı için yasaldır: Yasa 16C1)",
        ),
    ],
)
def test_the_pass_that_accepts_the_pass_out_of_rotation_is_cancelled_and_not_an_offence(client, lang, east):
    # Dealer West: West, 1♥ North, East and South pass; North passes at West's turn, East passes over
    # it (29A accepts; WBF Commentary on Law 17: "East, passing after the pass out of rotation, is not
    # an offender"). East's and South's first passes came before West's missed turn: no mark.
    seen = cells(client, lang, "W:pass,N:1H,E:pass,S:pass,N:pass,E:pass", dealer="W")
    east_name, south_name = ("East", "South") if lang == "en" else ("Doğu", "Güney")
    assert seen[(1, east_name)] == east
    assert seen[(0, east_name)] == ("pass" if lang == "en" else "pas")
    assert seen[(0, south_name)] == ("pass" if lang == "en" else "pas")


@pytest.mark.parametrize(
    "lang, mark",
    [
        ("en", "Law 16C applies; West and South passed out of rotation, each of them the offending side: Law 17D3)"),
        ("tr", "Yasa 16C uygulanır; Batı ve Güney sırasız pas geçti, her biri kusurlu taraftır: Yasa 17D3)"),
    ],
)
def test_offenders_of_both_sides_are_named_and_no_side_is_marked(client, lang, mark):
    # West passes at East's turn, South at North's: both sides offend. The two texts of 16C2 differ on
    # the opponents' action (TR "gerek kendileri gerekse rakipleri"; WBF "of the non-offending side"),
    # and there is no non-offending side for 16C1: neither side's information is marked.
    seen = cells(client, lang, "N:1H,W:pass,N:accept,S:pass,W:accept,W:pass")
    marked = [cell for cell in seen.values() if "17D3" in cell]
    assert len(marked) == 3  # West's, South's and West's second pass
    for cell in marked:
        assert cell.endswith(mark)
        assert "16C2" not in cell and "16C1" not in cell
