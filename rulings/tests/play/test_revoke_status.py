"""Each revoke's `status` and `status_law` in the `state` and `result` answers: what the Laws say
becomes of it now, with the paragraph (docs/rulings-cli.md, Additions, "Each revoke's status").
A reader (the table page) says it from these two fields instead of working it out from `laws`.

62A, TR "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek
zorundadır."; WBF "A player must correct his revoke if attention is drawn to the irregularity
before it becomes established."
63A1, TR "Bir rönons aşağıdaki durumlarda resmileşmiş olur: 1. Kusurlu oyuncu veya ortağı bir
sonraki löveye çıkış yaptığı ya da kart oynadığında"; WBF "A revoke becomes established: 1. when
the offender or his partner leads or plays to the following trick".
63B, TR "Rönons bir kere resmileştikten sonra, artık düzeltilemez"; WBF "Once a revoke is
established, it may no longer be corrected".
"""

from __future__ import annotations

from rulings import answer
from rulings.tests.helpers import tricks
from rulings.tests.play import test_penalty_card as penalty
from rulings.tests.play import test_revoke_corrections as last_trick
from rulings.tests.play import test_revoke_late_corrections as late


def status(revoke: dict) -> tuple[str, str | None]:
    return revoke["status"], revoke["status_law"]


def state(deal_value: str, contract: str, declarer: str, play: list) -> dict:
    return _asked({"q": "state", "deal": deal_value, "contract": contract, "declarer": declarer, "play": play})


def result(deal_value: str, contract: str, declarer: str, play: list) -> dict:
    query = {"q": "result", "deal": deal_value, "contract": contract, "declarer": declarer, "vul": False}
    return _asked({**query, "play": play})


def _asked(query: dict) -> dict:
    got = answer({**query, "revoke_status": True})
    assert "error" not in got, got
    return got


def st(*play) -> dict:
    return state(late.DEAL, "3NT", "S", list(play))


def correct(seat: str, card: str) -> dict:
    return {"act": "correct", "seat": seat, "card": card}


# 3NT by South, West leads the ♦10; East, holding the ♦7 ♦6 ♦5, discards the ♣5.
EAST_REVOKES = ["W:DT", "N:D3", "E:C5"]


def test_a_revoke_not_yet_established_must_be_corrected_62a():
    """62A: before it is established the revoke must be corrected, on the trick in progress and
    once the trick has its four cards (the next trick not yet reached by his side)."""
    assert status(st(*EAST_REVOKES)["revokes"][0]) == ("must_be_corrected", "62A")
    four = st(*EAST_REVOKES, "S:DQ")
    assert four["trick"] == 2 and status(four["revokes"][0]) == ("must_be_corrected", "62A")


def test_a_revoke_corrected_before_it_is_established_is_corrected_under_62a():
    """62A's correction, made as 62B says (TR "Bir rönonsu düzeltmek için, kusurlu oyuncu oynadığı
    kartı geri alır ve yerine yasal bir kart koyar"; WBF "To correct a revoke the offender withdraws
    the card he played and substitutes a legal card"): corrected, in `state` and in `result`."""
    corrected = [*EAST_REVOKES, correct("E", "D7"), "S:DQ"]
    assert status(st(*corrected)["revokes"][0]) == ("corrected", "62A")
    done = result(late.DEAL, "3NT", "S", late._play_out(corrected))
    assert status(done["revokes"][0]) == ("corrected", "62A")


def test_a_revoke_established_by_a_play_to_the_following_trick_63a1():
    """63A1: East's partner West plays to trick 2; from then on 63B, and in `result` too."""
    played_on = [*EAST_REVOKES, "S:DQ", "S:DJ", "W:D8"]
    assert status(st(*played_on)["revokes"][0]) == ("established", "63A1")
    done = result(late.DEAL, "3NT", "S", late._play_out(played_on))
    assert status(done["revokes"][0]) == ("established", "63A1")


def test_an_established_revoke_on_the_twelfth_trick_must_still_be_corrected_62d1():
    """62D1, TR "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda geri
    konulmadan önce fark edilmiş ise düzeltilmelidir."; WBF "On the twelfth trick, a revoke, even if
    established, must be corrected if discovered before all four hands have been returned to the
    board." East played to trick 13: established, yet to be corrected, until play ends. A `result`
    without the correction is the board scored (64B6, found too late): established."""
    for thirteenth in (["N:SQ", "E:ST"], late.THIRTEEN):
        now = st(*late.TWELVE, *thirteenth)
        assert now["revokes"][0]["established"] is True
        assert status(now["revokes"][0]) == ("must_be_corrected", "62D1")
        corrected = st(*late.TWELVE, *thirteenth, late.CORRECT_EAST)
        assert status(corrected["revokes"][0]) == ("corrected", "62D1")
    uncorrected = result(late.DEAL, "3NT", "S", [*late.TWELVE, *late.THIRTEEN])
    assert status(uncorrected["revokes"][0]) == ("established", "63A1")
    again = tricks("N:SQ E:HA S:DA W:CJ")
    done = result(late.DEAL, "3NT", "S", [*late.TWELVE, *late.THIRTEEN, late.CORRECT_EAST, *again])
    assert status(done["revokes"][0]) == ("corrected", "62D1")


def test_both_sides_revoked_on_one_trick_and_one_side_played_on_both_must_be_corrected_62c3():
    """62C3, TR "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve taraflardan yalnızca birisi
    bir sonraki löveye kart vermiş ise, her iki rönonsun da düzeltilmesi gerekir"; WBF "If both sides
    revoke on the same trick and only one side has played to the subsequent trick, then both revokes
    must be corrected". Dummy's revoke (not established) and East's (established by West's lead)
    both; each corrected under 62C3, in either order; once both sides have played on, 63B."""
    led = [*late.BOTH, "W:CK"]
    now = st(*led)
    assert [r["established"] for r in now["revokes"]] == [False, True]
    assert [status(r) for r in now["revokes"]] == [("must_be_corrected", "62C3")] * 2
    dummy_first = st(*led, correct("N", "C2"))
    assert [status(r) for r in dummy_first["revokes"]] == [("corrected", "62C3"), ("must_be_corrected", "62C3")]
    both = st(*led, correct("E", "C5"), correct("N", "C2"))
    assert [status(r) for r in both["revokes"]] == [("corrected", "62C3")] * 2
    played_on = st(*led, "N:C3")
    assert [status(r) for r in played_on["revokes"]] == [("established", "63A1")] * 2


def test_a_revoke_on_the_last_trick_is_held_established_at_the_end_of_play_with_no_paragraph():
    """63A (above) names no moment a revoke on the last trick could reach (it has no following
    trick): before the fourth card it must be corrected (62A); once play has ended the engine holds
    it established, as the shared contract says ("or at the end of play"), and names no paragraph
    for it (`status_law` null). South omitted to play to trick 1 (67) and holds two cards at the
    last; 67B1: the Director has him place the ♠3 there, a revoke he is deemed to have made."""
    deal, play = last_trick.DEAL, last_trick.OMITTED_THEN_LAST_TRICK_REVOKE
    before = state(deal, "4H", "S", play[:-1])
    assert status(before["revokes"][0]) == ("must_be_corrected", "62A")
    end = state(deal, "4H", "S", play)
    assert status(end["revokes"][0]) == ("held_established_at_end", None)
    placed = [*play, {"act": "place", "seat": "S", "card": "S3"}]
    for got in (state(deal, "4H", "S", placed), result(deal, "4H", "S", placed)):
        by_trick = {r["trick"]: status(r) for r in got["revokes"]}
        assert by_trick[13] == ("held_established_at_end", None)
        # 67B1, TR "Özürlü lövede rönons yapmış sayılır"; WBF "He is deemed to have revoked on the
        # defective trick"
        assert by_trick[1][0] == "deemed" and by_trick[1][1] in ("67B1(a)", "67B1(b)")


def test_a_penalty_card_not_played_whose_card_was_accepted_may_not_be_corrected_52a():
    """52A, TR "Bir defans oyuncusu bir cezalı kartı Yasa 50 veya 51’e göre çıkmaz veya oynamazsa,
    oynamış olduğu diğer herhangi bir kartı, kendi inisiyatifiyle, geri alamaz."; WBF "When a defender
    fails to lead or play a penalty card as required by Law 50 or Law 51, he may not, on his own
    initiative, withdraw any other card he has played." West led the ♠6 instead of his ♠10 (50D1)
    and declarer accepted it (52B1): a revoke (61A) that stands, until established (63A1)."""
    failed = [penalty.expose("W", "ST"), "W:S6", "N:S2"]
    assert status(state(penalty.DEAL, "4H", "S", failed)["revokes"][0]) == ("may_not_be_corrected", "52A")
    played_on = [*failed, "E:S8", "S:S3", {"act": "no_restriction", "seat": "S"}, "E:SQ"]
    assert status(state(penalty.DEAL, "4H", "S", played_on)["revokes"][0]) == ("established", "63A1")


def test_the_status_is_given_only_when_the_query_asks():
    """Without `"revoke_status": true` every answer is as the shared contract shows it (its
    `revokes` entries have no status); any other value is an error naming the field."""
    query = {"q": "state", "deal": late.DEAL, "contract": "3NT", "declarer": "S", "play": EAST_REVOKES}
    assert answer(query)["revokes"] == [{"seat": "E", "trick": 1, "established": False}]
    assert answer({**query, "revoke_status": False})["revokes"] == [{"seat": "E", "trick": 1, "established": False}]
    assert answer({**query, "revoke_status": "yes"}) == {"error": "revoke_status: must be true or false, not 'yes'"}


def test_a_correction_is_accepted_exactly_where_the_status_says_must_be_corrected():
    """The status says what `correct` does: each revoke above, asked to be corrected with a card
    of the suit it kept back, is corrected when `must_be_corrected` and refused otherwise (63B for
    `established`, 52A, the end of play, a revoke already corrected)."""
    east_diamond = correct("E", "D7")
    cases: list[tuple[str, str, list, dict]] = [
        (late.DEAL, "3NT", [*EAST_REVOKES], east_diamond),
        (late.DEAL, "3NT", [*EAST_REVOKES, "S:DQ"], east_diamond),
        (late.DEAL, "3NT", [*EAST_REVOKES, east_diamond], east_diamond),
        (late.DEAL, "3NT", [*EAST_REVOKES, "S:DQ", "S:DJ", "W:D8"], east_diamond),
        (late.DEAL, "3NT", [*late.TWELVE, "N:SQ", "E:ST"], late.CORRECT_EAST),
        (late.DEAL, "3NT", [*late.BOTH, "W:CK"], correct("N", "C2")),
        (late.DEAL, "3NT", [*late.BOTH, "W:CK"], correct("E", "C5")),
        (late.DEAL, "3NT", [*late.BOTH, "W:CK", "N:C3"], correct("E", "C5")),
        (last_trick.DEAL, "4H", list(last_trick.OMITTED_THEN_LAST_TRICK_REVOKE), correct("S", "S3")),
        (penalty.DEAL, "4H", [penalty.expose("W", "ST"), "W:S6", "N:S2"], correct("W", "ST")),
    ]
    seen = set()
    for deal, contract, play, correction in cases:
        now = state(deal, contract, "S", play)
        revoke = next(r for r in now["revokes"] if r["seat"] == correction["seat"])
        query = {"q": "state", "deal": deal, "contract": contract, "declarer": "S", "play": [*play, correction]}
        accepted = "error" not in answer(query)
        assert accepted == (revoke["status"] == "must_be_corrected"), (play, revoke)
        seen.add(revoke["status"])
    assert seen == {"must_be_corrected", "corrected", "established", "held_established_at_end", "may_not_be_corrected"}
