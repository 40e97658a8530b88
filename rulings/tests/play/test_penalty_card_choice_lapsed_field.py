"""The revoke of a penalty card not played says that declarer's 52B choice lapsed, in every answer
from then on (eng257; docs/rulings-cli.md, Additions, "Whose 52B choice lapsed"). The engine knew it
(`Revoke.choice_lapsed`, eng242) but the answer did not: only the one answer whose last card lapsed
the choice cited 63B, so a later answer read as one whose card declarer had accepted (qa244). The
first two tests fail on the engine without the field; the third (an accepted card has no such field)
passes on both: it guards what is kept.

- 52B1(a) TR "Bir defans oyuncusu, Yasalar hükmünce bir cezalı kartı oynamak zorunda olmasına rağmen
  başka bir kart çıkar veya oynarsa, deklaran bu çıkış veya oyunu kabul edebilir."; WBF "If a defender
  has led or played another card when required by law to play a penalty card, declarer may accept
  such lead or play." 52B1(b) TR "Deklaran, bundan sonra kendi elinden veya yerden bir kart oynarsa bu
  çıkış veya oyunu kabul etmek zorundadır."; WBF "Declarer must accept such lead or play if he has
  thereafter played from his own hand or dummy." Acceptance is declarer's act (a) or his card (b).
- 63A1 TR "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında (bu tür
  her oyun yasal olsun veya olmasın, rönonsu resmileştirir)."; WBF "when the offender or his partner
  leads or plays to the following trick (any such play, legal or illegal, establishes the revoke)".
- 63B TR "Rönons bir kere resmileştikten sonra, artık düzeltilemez (Onikinci lövedeki rönons için Yasa
  62C3’te belirtilen durum hariç) ve rönonsun meydana geldiği löve oynandığı gibi kalır."; WBF "Once a
  revoke is established, it may no longer be corrected (except as provided in Law 62D for a revoke on
  the twelfth trick or as in Law 62C3), and the trick on which the revoke occurred stands as played."
  The card stands by 63B, declarer never having chosen: the choice lapsed, it was not made.
"""

from __future__ import annotations

from rulings import answer
from rulings.tests.helpers import deal, result, state

# The deal and play of test_penalty_card_play_goes_on.py: East's SQ a major penalty card (50B); East,
# last to trick 2, plays the SJ instead (50D1) and wins; he leads the SQ before declarer chose.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")
FAILED = ["W:H2", "N:H3", "E:H5", "S:HA", {"act": "expose", "seat": "E", "card": "SQ"}, "S:S3", "W:S4", "N:S2", "E:SJ"]
LAPSED = {"seat": "E", "trick": 2, "established": True, "penalty_card": True, "choice_lapsed": True}


def st(play: list, **extra) -> dict:
    return (
        state(DEAL, "4H", "S", play)
        if not extra
        else answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": play, **extra})
    )


def _played_out(play: list) -> list[tuple[list, dict]]:
    """Each later answer, with its play, to the end (the first legal card each turn)."""
    seen = []
    while (now := st(play))["turn"] is not None:
        seen.append((list(play), now))
        play = [*play, f"{now['turn']}:{now['legal'][0]}"]
    return [*seen, (play, now)]


def test_the_revoke_says_the_choice_lapsed_in_every_later_answer_not_only_where_63b_is_cited():
    answers = _played_out([*FAILED, "E:SQ"])
    assert "63B" in answers[0][1]["laws"]  # the answer whose card lapsed the choice
    later = [now for _, now in answers[1:]]
    assert len(later) > 30 and all("63B" not in now["laws"] for now in later)  # 63B is no longer cited ...
    assert all(now["revokes"] == [LAPSED] for _, now in answers)  # ... but the revoke still says it


def test_the_result_and_the_status_keep_the_field():
    play = _played_out([*FAILED, "E:SQ"])[-1][0]
    done = result(DEAL, "4H", "S", play)
    assert done["revokes"] == [{**LAPSED, "transfer": 0}]  # 64B3: no transfer
    now = st([*FAILED, "E:SQ", "S:S7", "W:ST", "N:SA", "N:SK"], revoke_status=True)
    assert now["revokes"] == [
        {
            **LAPSED,
            "status": "established",
            "status_law": "63A1",
            "established_by": "63A1",
            "failed_to_play": "penalty_card",
        }
    ]


def test_a_card_declarer_accepted_has_no_such_field():
    """52B1(a): declarer accepts by saying so; 52B1(b): by playing from his hand or dummy after it.
    Either way the card stands by his acceptance, and the entry is as before, established or not."""
    said = st([*FAILED, {"act": "accept", "seat": "S"}, "E:SQ", "S:S7"])
    assert said["revokes"] == [{"seat": "E", "trick": 2, "established": True, "penalty_card": True}]
    # West's ST a major penalty card; West, second to trick 2, plays the S4; dummy's SA accepts (52B1(b))
    by_card = ["W:H2", "N:H3", "E:H5", "S:HA", {"act": "expose", "seat": "W", "card": "ST"}, "S:S3", "W:S4", "N:SA"]
    assert "52B1(b)" in st(by_card)["laws"]
    for play in (by_card, [*by_card, "E:S8", "N:SK", "E:S9"]):  # E:S9 establishes it (63A1)
        (revoke,) = st(play)["revokes"]
        assert revoke["penalty_card"] is True and "choice_lapsed" not in revoke
