"""Each revoke entry's `failed_to_play` (with `"revoke_status": true`; docs/rulings-cli.md,
Additions, "What a revoke failed to play (Law 64B3)"): `dummy_card` for a revoke from dummy's hand,
`penalty_card` for one made in failing to play a penalty card, absent otherwise. 64B3, TR "Rönons,
cezalı bir kartın oynanmaması veya yere ait kartlardan herhangi birinin oynanmaması sonucu meydana
gelmişse"; WBF "the revoke was made in failing to play a penalty card or any card belonging to
dummy". The engine exempted both (64B3) in `result` already; the entry did not say which revoke was
dummy's, so a reader could not say 64B3's dummy half without working it out from the seat.
"""

from __future__ import annotations

from rulings import answer
from rulings.tests.helpers import finish
from rulings.tests.play.test_revoke_exemptions import DEAL

# South declares 4H; West leads the ♦2 and dummy, holding three diamonds, discards the ♣6.
DUMMY_REVOKES = ["W:D2", "N:C6"]
# West's only heart, the ♥2, is on the table as a penalty card; he discards the ♣2 on East's ♥5.
PENALTY_CARD_ONLY = [
    {"act": "expose", "seat": "W", "card": "H2"},
    "W:D2",
    "N:D4",
    "E:DA",
    "S:D6",
    "E:H5",
    "S:HA",
    "W:C2",
]
# East, holding diamonds, discards the ♣5 on the ♦2: an ordinary revoke, 64A's.
EAST_REVOKES = ["W:D2", "N:D4", "E:C5"]


def _asked(q: str, play: list, **more) -> dict:
    got = answer({"q": q, "deal": DEAL, "contract": "4H", "declarer": "S", "play": play, **more})
    assert "error" not in got, got
    return got


def test_a_revoke_from_dummys_hand_failed_to_play_a_card_belonging_to_dummy():
    (revoke,) = _asked("state", DUMMY_REVOKES, revoke_status=True)["revokes"]
    assert revoke["seat"] == "N" and revoke["failed_to_play"] == "dummy_card"


def test_the_result_says_it_beside_the_64b3_exemption():
    got = _asked("result", finish(DEAL, "4H", "S", DUMMY_REVOKES), vul=False, revoke_status=True)
    (revoke,) = got["revokes"]
    assert revoke["failed_to_play"] == "dummy_card" and revoke["transfer"] == 0
    assert "64B3" in got["laws"]


def test_a_revoke_in_failing_to_play_a_penalty_card_failed_to_play_a_penalty_card():
    (revoke,) = _asked("state", PENALTY_CARD_ONLY, revoke_status=True)["revokes"]
    assert revoke["seat"] == "W" and revoke["failed_to_play"] == "penalty_card"


def test_a_defenders_ordinary_revoke_has_no_failed_to_play():
    (revoke,) = _asked("state", EAST_REVOKES, revoke_status=True)["revokes"]
    assert "failed_to_play" not in revoke


def test_without_revoke_status_the_entry_is_as_before():
    (revoke,) = _asked("state", DUMMY_REVOKES)["revokes"]
    assert revoke == {"seat": "N", "trick": 1, "established": False}
