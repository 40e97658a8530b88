"""Revokes corrected after they are established, where the Laws say so: on the twelfth trick
(62D1) and when both sides revoked on one trick and only one side has played on (62C3); Law 63B
excepts both from "it may no longer be corrected"."""

from __future__ import annotations

from rulings import answer
from rulings.tests.helpers import deal, result, state, tricks

# South declares 3NT; West leads.
DEAL = deal("AKQJ.T98.432.432", "T98.AKQJ.765.765", "765.765.AKQJ.T98", "432.432.T98.AKQJ")
ELEVEN = tricks(
    "W:DT N:D3 E:D7 S:DQ",
    "S:DJ W:D8 N:D2 E:D5",
    "S:DK W:D9 N:D4 E:D6",
    "S:H6 W:H4 N:HT E:HQ",
    "E:C5 S:C8 W:CK N:C3",
    "W:S3 N:SA E:S8 S:S6",
    "N:H9 E:HJ S:H7 W:H2",
    "E:HK S:H5 W:H3 N:H8",
    "E:C7 S:C9 W:CA N:C4",
    "W:S4 N:SJ E:S9 S:S7",
    "N:C2 E:C6 S:CT W:CQ",
)
# Left: N SK SQ, E ST HA, S S5 DA, W S2 CJ. Trick 12: East, holding the ST, discards the HA.
TWELVE = ELEVEN + tricks("W:S2 N:SK E:HA S:S5")
THIRTEEN = tricks("N:SQ E:ST S:DA W:CJ")
CORRECT_EAST = {"act": "correct", "seat": "E", "card": "ST"}


def st(*play) -> dict:
    return state(DEAL, "3NT", "S", list(play))


def test_law_62d1_a_revoke_on_the_twelfth_trick_is_corrected_even_if_established():
    """62D1. TR: "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda geri
    konulmadan önce fark edilmiş ise düzeltilmelidir." EN: "On the twelfth trick, a revoke, even
    if established, must be corrected if discovered before all four hands have been returned to
    the board." 63B: "except as provided in Law 62D" (TR "... durum hariç")."""
    established = st(*TWELVE, "N:SQ", "E:ST")  # East played to trick 13 (63A1)
    assert established["revokes"] == [{"seat": "E", "trick": 12, "established": True}]
    assert "62D1" in established["laws"]
    for later in (["N:SQ", "E:ST"], THIRTEEN):  # during the thirteenth trick, or after it
        corrected = st(*TWELVE, *later, CORRECT_EAST)
        assert corrected["revokes"] == [{"seat": "E", "trick": 12, "established": False, "corrected": True}]
        # 62B1: the card from a defender's unfaced hand becomes a major penalty card; the cards
        # played to the thirteenth trick go back to the hands and are played again (47A).
        assert corrected["penalty_cards"] == [{"seat": "E", "card": "HA", "kind": "major"}]
        assert corrected["trick"] == 13 and corrected["turn"] == "N" and corrected["legal"] == ["SQ"]
        assert corrected["laws"][:2] == ["62D1", "62B1"] and "47A" in corrected["laws"]
    done = result(DEAL, "3NT", "S", [*TWELVE, *THIRTEEN, CORRECT_EAST, *tricks("N:SQ E:HA S:DA W:CJ")])
    assert done["revokes"] == [{"seat": "E", "trick": 12, "established": False, "corrected": True, "transfer": 0}]
    assert done["laws"] == ["62D1"]
    # Not corrected (found after the hands went back to the board): no transfer, 64B6.
    assert result(DEAL, "3NT", "S", [*TWELVE, *THIRTEEN])["laws"] == ["64B6", "64C"]
    # An established revoke on an earlier trick stays uncorrected (63B).
    earlier = [*tricks("W:CA N:C2 E:D5 S:C8", "W:CK"), {"act": "correct", "seat": "E", "card": "C5"}]
    assert "may no longer be corrected (Law 63B)" in refused(*earlier)


def test_law_62d2_a_defender_revoked_on_the_twelfth_trick_before_his_partner_played():
    """62D2. TR: "Eğer bir defans oyuncusu onikinci lövede, ortağının oynama sırasından önce
    rönons yaparsa, Yasa 16C geçerlidir." EN: "If a defender revokes on the twelfth trick before
    his partner's turn to play to the trick, Law 16C applies." West, holding the S3, discards the
    CJ on South's S6 before East plays; corrected during the thirteenth trick (62D1)."""
    eleven = tricks(
        "W:H4 N:H8 E:HK S:H6",
        "E:C7 S:C9 W:CA N:C2",
        "W:S4 N:SJ E:S9 S:S5",
        "N:HT E:HA S:H5 W:H2",
        "E:D5 S:DK W:DT N:D2",
        "S:H7 W:H3 N:H9 E:HQ",
        "E:S8 S:S7 W:S2 N:SA",
        "N:D4 E:D6 S:DJ W:D8",
        "S:CT W:CQ N:C3 E:C6",
        "W:CK N:C4 E:C5 S:C8",
        "W:D9 N:D3 E:D7 S:DQ",
    )
    play = [*eleven, *tricks("S:S6 W:CJ N:SK E:ST", "N:SQ E:HJ S:DA W:S3")]
    corrected = st(*play, {"act": "correct", "seat": "W", "card": "S3"})
    assert corrected["penalty_cards"] == [{"seat": "W", "card": "CJ", "kind": "major"}]
    assert corrected["laws"][0] == "62D1" and "62D2" in corrected["laws"]


# Trick 1: West leads the CA; dummy (holding clubs) discards the D2, East (holding clubs) the D5.
BOTH = tricks("W:CA N:D2 E:D5 S:C8")


def test_law_62c3_both_sides_revoked_on_one_trick_and_one_side_played_on_both_are_corrected():
    """62C3. TR: "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve taraflardan yalnızca
    birisi bir sonraki löveye kart vermiş ise, her iki rönonsun da düzeltilmesi gerekir (bkz.
    Yasa 16C2). Defans tarafının geri almış olduğu tüm kartlar cezalı kart durumuna dönüşür."
    EN: "If both sides revoke on the same trick and only one side has played to the subsequent
    trick, then both revokes must be corrected (see Law 16C2). Every card withdrawn by the
    defending side becomes a penalty card." 64B8 (TR "Yapılan rönons Yasa 62C3 kapsamında
    düzeltilmiş ise"; EN "the revoke has been corrected as per Law 62C3"): no automatic
    adjustment."""
    led = [*BOTH, "W:CK"]  # West led to trick 2: East's revoke is established, dummy's is not
    now = st(*led)
    assert [r["established"] for r in now["revokes"]] == [False, True]
    assert "62C3" in now["laws"]
    east = st(*led, {"act": "correct", "seat": "E", "card": "C5"})
    # East's revoke card (62B1) and West's lead to trick 2, withdrawn by the defending side
    # (62C3's second sentence; audit58: it went back to West's hand before).
    assert east["penalty_cards"] == [
        {"seat": "E", "card": "D5", "kind": "major"},
        {"seat": "W", "card": "CK", "kind": "major"},
    ]
    assert "62C3" in east["laws"] and "47A" in east["laws"]
    both = [*led, {"act": "correct", "seat": "E", "card": "C5"}, {"act": "correct", "seat": "N", "card": "C2"}]
    after = st(*both)
    assert [r.get("corrected") for r in after["revokes"]] == [True, True]
    assert "62C3" in after["laws"]
    # Dummy's revoke corrected first: East's, no longer established, is corrected next.
    dummy_first = st(*led, {"act": "correct", "seat": "N", "card": "C2"})
    assert dummy_first["revokes"][1] == {"seat": "E", "trick": 1, "established": False}
    play = _play_out(both)
    done = answer({"q": "result", "deal": DEAL, "contract": "3NT", "declarer": "S", "vul": False, "play": play})
    assert "error" not in done, done
    assert done["transfer"] == {"to": None, "tricks": 0} and done["laws"] == ["64B8"]
    # Once both sides have played to the next trick both revokes are established: 63B.
    assert "may no longer be corrected (Law 63B)" in refused(
        *led, "N:C3", {"act": "correct", "seat": "E", "card": "C5"}
    )


def refused(*play) -> str:
    got = answer({"q": "state", "deal": DEAL, "contract": "3NT", "declarer": "S", "play": list(play)})
    assert set(got) == {"error"}, got
    return got["error"]


def _play_out(play: list) -> list:
    """The record continued with the lowest legal card, declarer leaving the lead free (50D2(b))."""
    play = list(play)
    while (now := st(*play))["turn"] is not None:
        d = now["decision"]
        play.append({"act": "no_restriction", "seat": d["by"]} if d else f"{now['turn']}:{now['legal'][-1]}")
    return play


# audit58. 4H by South; West leads. Trick 2, led by South: West (holding clubs) ruffs with the
# H2 and dummy (holding clubs) discards the D8; West wins and leads the S4 to trick 3: West's
# revoke is established, dummy's is not (only the defending side has played on).
D62C3 = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")
DEFENDERS_PLAYED_ON = tricks("W:D2 N:D4 E:D7 S:DJ", "S:C4 W:H2 N:D8 E:C5", "W:S4")
BOTH_CORRECTED = [
    *DEFENDERS_PLAYED_ON,
    {"act": "correct", "seat": "W", "card": "C2"},
    {"act": "correct", "seat": "N", "card": "C6"},
]


def test_law_62c3_a_defenders_card_on_the_next_trick_withdrawn_becomes_a_penalty_card():
    """62C3, its second sentence. TR: "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve
    taraflardan yalnızca birisi bir sonraki löveye kart vermiş ise, her iki rönonsun da
    düzeltilmesi gerekir (bkz. Yasa 16C2). Defans tarafının geri almış olduğu tüm kartlar cezalı
    kart durumuna dönüşür." EN: "If both sides revoke on the same trick and only one side has
    played to the subsequent trick, then both revokes must be corrected (see Law 16C2). Every
    card withdrawn by the defending side becomes a penalty card." The defending side played on,
    so its card on the next trick is withdrawn with the corrections: a penalty card, major as a
    card exposed with intent to play (50B, TR "oynamak maksadıyla gösterilen her kart"). Before,
    it went back to West's hand as though nothing had happened, and West could lead it again
    freely. Dummy's card so withdrawn (the declaring side played on) goes back to his hand."""
    for order in (BOTH_CORRECTED, [*DEFENDERS_PLAYED_ON, BOTH_CORRECTED[-1], BOTH_CORRECTED[-2]]):
        now = state(D62C3, "4H", "S", order)
        assert {"seat": "W", "card": "S4", "kind": "major"} in now["penalty_cards"], now
        assert {"seat": "W", "card": "H2", "kind": "major"} in now["penalty_cards"], now
        assert "62C3" in now["laws"]
    # One correction made: the S4 is already withdrawn, a penalty card.
    first = state(D62C3, "4H", "S", BOTH_CORRECTED[:-1])
    assert {"seat": "W", "card": "S4", "kind": "major"} in first["penalty_cards"], first
    # The declaring side played on: t2 West discards the D3 and dummy ruffs with the H3, both
    # holding clubs; dummy wins and leads the S2. Corrected, the S2 goes back with no penalty.
    declarer_side = tricks("W:D2 N:D4 E:D7 S:DJ", "S:C4 W:D3 N:H3 E:C5", "N:S2")
    corrections = [{"act": "correct", "seat": "W", "card": "C2"}, {"act": "correct", "seat": "N", "card": "C6"}]
    back = state(D62C3, "4H", "S", [*declarer_side, *corrections])
    assert back["penalty_cards"] == [{"seat": "W", "card": "D3", "kind": "major"}], back
    assert "S2" in back["legal"] and "62C3" in back["laws"]


def test_law_62c3_a_defenders_card_withdrawn_from_the_revoke_trick_becomes_a_penalty_card():
    """62C3: "Every card withdrawn by the defending side becomes a penalty card" (TR "Defans
    tarafının geri almış olduğu tüm kartlar cezalı kart durumuna dönüşür"), whichever revoke he
    played after. East played the C5 after dummy's revoke; once both revokes are corrected he
    may take it back (62C1, TR "Kusursuz tarafın her iki üyesi ... oynamış olabileceği her kartı
    geri alabilir"; EN "Each member of the non-offending side may withdraw ... any card he may
    have played after the revoke"), but under 62C3 it becomes a penalty card, where after a
    single revoke (62C1) a non-offender's card goes back to his hand."""
    now = state(D62C3, "4H", "S", [*BOTH_CORRECTED, {"act": "replace", "seat": "E", "card": "CK"}])
    assert {"seat": "E", "card": "C5", "kind": "major"} in now["penalty_cards"], now
    assert "62C3" in now["laws"]
