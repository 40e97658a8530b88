"""The table page's "drawing trumps" box (branch drawtrumps): a statement that the claimer would draw
the opponents' trump(s) first, the query's `statement.draw_trumps` (rule 11 of docs/rulings-cli.md,
"Additions").

70D1: TR "Hakem eğer ortada normal fakat daha az başarılı bir oyun tarzı varsa, talep edenin orijinal
açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını kabul etmeyecektir"; WBF "The Director
shall not accept from claimer any successful line of play not embraced in the original clarification
statement if there is an alternative normal line of play that would be less successful". 68C: TR
"kartları hangi sıra ile oynayacağına"; WBF "including the order in which the cards will be played".

The board: 4H by South; after ten tricks of small cards (every player following suit) South is on
lead in branch claimprobe's P1: South SA SK D2, dummy HA DA S2, East H2 D3 C4 (no spade), West SQ SJ
DQ. A stated draw crosses with the D2 to the DA and draws East's trump: all three tricks. A word about
the trump without the draw lets South cash his spades into East's ruff: two (70D1).
"""

import re

import pytest

import rulings
from rulings.tests.helpers import tricks
from situations.table import parse_play, view
from situations.table_claim import ClaimInput, claim_query
from situations.tests.table.test_table_claim import page, said

pytestmark = pytest.mark.django_db
DEAL = "N:872.AQ98.AT9.T98 65.7632.873.7654 AK43.54.6542.A32 QJT9.KJT.KQJ.KQJ"
BOARD = {"deal": DEAL, "contract": "4H", "declarer": "S", "vul": "0"}
TEN_TRICKS = tricks(
    "W:HK N:HQ E:H3 S:H5",
    "W:ST N:S8 E:S6 S:S4",
    "W:S9 N:S7 E:S5 S:S3",
    "W:HJ N:H9 E:H7 S:H4",
    "W:HT N:H8 E:H6 S:D4",  # South, out of hearts, discards
    "W:DK N:DT E:D8 S:D6",
    "W:DJ N:D9 E:D7 S:D5",
    "W:CK N:CT E:C7 S:C3",
    "W:CQ N:C9 E:C6 S:C2",
    "W:CJ N:C8 E:C5 S:CA",
)


def _query(**entered) -> dict:
    shown = view(DEAL, "4H", "S", False, parse_play(",".join(TEN_TRICKS)))
    return claim_query(DEAL, "4H", "S", parse_play(",".join(TEN_TRICKS)), shown, ClaimInput("S", 3, **entered))


def test_the_box_reaches_the_query_as_a_statement_about_the_trump():
    """The box sends `draw_trumps` with `trumps` (a stated draw is a statement about the trump,
    70C1: TR "Talep eden koz hakkında bir beyanda bulunmamışsa"), and the engine then lets the
    claim stand; unticked, the statement says nothing of a draw."""
    query = _query(draw_trumps=True)
    assert query["statement"]["draw_trumps"] is True and query["statement"]["trumps"] is True
    assert rulings.answer(query)["awarded"] == 3
    assert "draw_trumps" not in _query()["statement"]
    mentioned = rulings.answer(_query(trumps=True))
    assert (mentioned["awarded"], mentioned["decides"]) == (2, "70D1")


@pytest.mark.parametrize(
    "lang, words, gets",
    [
        ("en", "The statement said he would draw the opponents’ trump(s) first", "The claim stands"),
        (
            "tr",
            "Açıklama ifadesi, gerekirse diğer ele geçerek önce rakiplerin kozunu çekeceğini söyledi",
            "Talep geçerli",
        ),
    ],
)
def test_ticking_the_box_rules_the_stated_draw_and_keeps_it(client, lang, words, gets):
    """The box is worded with its paragraphs (68C, 70D1) in the page's language, comes back ticked,
    is kept in the statement builder's links, and the ruling is the stated draw's."""
    html = page(client, lang, TEN_TRICKS, board=BOARD, claimer="S", tricks="3", draw="1")
    assert words in html
    assert re.search(r'<input type="checkbox" name="draw" value="1" checked>', html)
    assert any(gets in sentence for sentence in said(html)), said(html)
    taps = re.findall(r'<a class="card[^"]*" href="([^"]+)" data-card="S\w"', html)
    assert taps and all("draw=1" in href for href in taps)
    unticked = page(client, lang, TEN_TRICKS, board=BOARD, claimer="S", tricks="3")
    assert 'name="draw" value="1" checked' not in unticked
    assert not any(gets in sentence for sentence in said(unticked))
