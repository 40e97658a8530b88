"""The engine's result in words (situations/engine_words.py, shown by a guide's Ending that plays its
example to the end and by the table page once play is over) says of each revoke what Laws 62 and 63
say of it (qa163).

62A (TR): "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek
zorundadır." (WBF): "A player must correct his revoke if attention is drawn to the irregularity before
it becomes established." 63A (TR): "Bir rönons aşağıdaki durumlarda resmileşmiş olur: 1. Kusurlu
oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında ..." (WBF): "A revoke
becomes established: 1. when the offender or his partner leads or plays to the following trick ...".
A revoke corrected under 62A was never established; the result said "East revoked on trick 1
(established)" of it. A revoke on the last trick (a player held two cards there after omitting to play
to a trick, 67A) has no following trick: the engine holds it established once play has ended, as the
shared contract says ("or at the end of play", docs/rulings-cli.md), though no paragraph of 63A names
that moment; the words say so, as the engine's refusal to correct it does (situations/engine_errors.py)."""

from html import unescape

import pytest

import rulings
from rulings.tests.play.test_revoke_corrections import DEAL as LAST_TRICK_DEAL
from rulings.tests.play.test_revoke_corrections import OMITTED_THEN_LAST_TRICK_REVOKE
from situations import engine_words
from situations.tests.table.test_table import table_url
from tests.seen import seen

pytestmark = pytest.mark.django_db

# The table page's deal (N AKQJ.AKQ.AKQ.AKQ, E T987.JT9.JT9.JT9, S 6543.876.876.876, W 2.5432.5432.5432;
# South declares 4♥, West leads): East discards the ♣10 on the ♦2 lead while holding diamonds and
# corrects with the ♦J before anyone plays on (62A, 62B1: the ♣10 a major penalty card); play goes on
# to the end, declarer leaving the lead free at each turn of West's (50D2(b)).
CORRECTED = (
    "W:D2,N:DA,E:CT,correct:E:DJ,S:D8,N:SA,E:ST,S:S6,W:S2,N:SK,E:S9,S:S5,W:H5,no_restriction:S,W:H4,N:HA,"
    "E:HJ,S:H8,N:SQ,E:S8,S:S4,W:H3,no_restriction:S,W:H2,N:HK,E:HT,S:H7,N:SJ,E:S7,S:S3,W:D5,N:HQ,E:H9,S:H6,"
    "W:D4,N:DK,E:DT,S:D7,W:D3,N:DQ,E:D9,S:D6,W:C5,N:CA,E:CT,S:C8,W:C4,N:CK,E:CJ,S:C7,W:C3,N:CQ,E:C9,S:C6,W:C2"
)


@pytest.mark.parametrize(
    "lang, now, old",
    [
        (
            "tr",
            "Doğu 1. lövede rönons yaptı ve rönonsunu düzeltti.",
            "Doğu 1. lövede rönons yaptı (resmileşti).",
        ),
        (
            "en",
            "East revoked on trick 1 and corrected the revoke.",
            "East revoked on trick 1 (established).",
        ),
    ],
)
def test_the_table_s_result_says_a_corrected_revoke_was_corrected_not_established(client, lang, now, old):
    page = unescape(seen(client.get(table_url(lang, play=CORRECTED)).content.decode()))
    assert ("Skor (Yasa 77)" if lang == "tr" else "Score (Law 77)") in page  # play is over
    assert now in page
    assert old not in page


@pytest.mark.parametrize(
    "lang, now",
    [
        (
            "tr",
            "Güney 13. lövede rönons yaptı; rönons oyun bitmeden düzeltilmedi ve motor onu oyunun bitişinden itibaren resmileşmiş sayar, ancak Yasa 63A'nın hiçbir bendi oyunun bitişini anmaz.",
        ),
        (
            "en",
            "South revoked on trick 13; the revoke was not corrected before play ended, and the engine holds it established from then on, though no paragraph of Law 63A names the end of play.",
        ),
    ],
)
@pytest.mark.parametrize("q", ["state", "result"])
def test_a_last_trick_revoke_is_said_to_be_held_established_at_the_end_of_play_by_the_engine(lang, now, q):
    query = {"q": q, "deal": LAST_TRICK_DEAL, "contract": "4H", "declarer": "S", "vul": False}
    # 67B1: the Director has South place a card among his played cards on trick 1 (the ♠3)
    query["play"] = [*OMITTED_THEN_LAST_TRICK_REVOKE, {"act": "place", "seat": "S", "card": "S3"}]
    answer = rulings.answer(engine_words.with_revoke_status(query))  # as the page asks
    last = answer["revokes"][0]
    assert (last["seat"], last["trick"], last["established"], "corrected" in last) == ("S", 13, True, False)
    words = engine_words.describe(answer, query, lang)
    assert now in words
    assert not [
        w
        for w in words
        if w.endswith(("(resmileşti).", "(established).", "rönons resmileşti.", "the revoke is established."))
    ]
