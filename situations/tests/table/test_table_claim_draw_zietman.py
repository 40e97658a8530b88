"""The Zietman report's 7S at the table page, with the words he omitted (issue 24, branch
claimdraw2): a Director who ticks "drawing trumps" gets the ruling, not "state more of the line".

Brian Zietman, Israel Seniors semi-final, 7S by East (magazine.rotemltd.co.il/august2013/54): East
"claimed, stating that he will discard his losing club on the high diamonds. What he omitted was: 'I
draw the last trump!'" With the draw stated the claim stands (rulings/tests/claims/
test_claim_stated_draw.py, `test_zietman_7s_had_he_said_i_draw_the_last_trump`): 70D1 (TR "Hakem
eğer ortada normal fakat daha az başarılı bir oyun tarzı varsa, talep edenin orijinal açıklama
beyanında belirtmediği hiçbir başarılı oyun tarzını kabul etmeyecektir"; WBF "The Director shall not
accept from claimer any successful line of play not embraced in the original clarification
statement if there is an alternative normal line of play that would be less successful") and 68C's
order (TR "kartları hangi sıra ile oynayacağına"; WBF "including the order in which the cards will
be played"). The page searches within its budget (situations.table_claim.WEB_BUDGET, 100 000
positions): before rule 8's floor (rulings/claims/sweep_floor.py) this claim took 789 773 and the
page answered "too many unstated choices"; it takes 91 366 now (90 923 in claimdraw2).

The board: a deal whose last eight cards are the report's ending (West, dummy, on lead after five
tricks East-West won, every player following suit or showing out): North S9 DQ93 CQ953, East SQJ6
HQT D6 CA6, South DJ842 CKJ72, West DAKT75 CT84.
"""

import pytest

from rulings.tests.helpers import tricks
from situations.tests.table.test_table_claim import page, said

pytestmark = [pytest.mark.django_db, pytest.mark.slow]
DEAL = "N:9874.J4.Q93.Q953 AKQJT6.AQT8.6.A6 52.962.J842.KJ72 3.K753.AKT75.T84"
BOARD = {"deal": DEAL, "contract": "7S", "declarer": "E", "vul": "0"}
FIVE_TRICKS = tricks(
    "S:H2 W:H3 N:H4 E:HA",
    "E:SA S:S2 W:S3 N:S4",
    "E:SK S:S5 W:H5 N:S8",  # West out of spades
    "E:ST S:H6 W:H7 N:S7",  # South out of spades
    "E:H8 S:H9 W:HK N:HJ",  # dummy wins: West on lead in the report's ending
)


@pytest.mark.parametrize(
    "lang, gets, law",
    [
        ("en", "The claim stands: the claimer's side gets 8 tricks.", "Law"),
        ("tr", "Talep geçerli: talep eden taraf 8 löve alır.", "Yasa"),
    ],
)
def test_the_stated_draw_is_ruled_within_the_pages_budget(client, lang, gets, law):
    """Stated "the diamond ace, the king, throwing the club", with "drawing trumps" ticked: the
    page rules the claim (all 8, with 70A's sentence), where it asked for more of the line before.
    Without the box, the statement as made: 7 of 8, a heart ruffed by the nine (70C)."""
    html = page(client, lang, FIVE_TRICKS, board=BOARD, claimer="E", tricks="8", stated="DA,DK,C6", draw="1")
    sentences = said(html)
    assert sentences[-1] == gets, sentences
    assert any(s.endswith(f"({law} 70A).") for s in sentences), sentences
    made = said(page(client, lang, FIVE_TRICKS, board=BOARD, claimer="E", tricks="8", stated="DA,DK,C6"))
    assert gets not in made and any(s.startswith(f"{law} 70C:") for s in made), made
