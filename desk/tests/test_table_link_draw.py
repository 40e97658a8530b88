"""A ruling record taken from the table keeps the claim's "drawing trumps" box (branch drawtrumps;
`statement.draw_trumps`, rule 11 of docs/rulings-cli.md: 70D1, TR "talep edenin orijinal açıklama
beyanında belirtmediği hiçbir başarılı oyun tarzını kabul etmeyecektir", WBF "not embraced in the
original clarification statement"; 68C, TR "kartları hangi sıra ile oynayacağına", WBF "including the
order in which the cards will be played")."""

from urllib.parse import urlencode

import pytest

from desk.tests.test_table_link import field, record_link
from situations.tests.table.test_table_claim_draw import BOARD, TEN_TRICKS

pytestmark = pytest.mark.django_db


def test_the_record_keeps_the_stated_draw(director_client):
    """A ruling record taken from the table keeps the table's address with the box ticked, and its
    words say the statement was a draw, as the engine read it."""
    query = {**BOARD, "play": ",".join(TEN_TRICKS), "mode": "claim", "claimer": "S", "tricks": "3", "draw": "1"}
    table = director_client.get("/en/table/?" + urlencode(query)).content.decode()
    link = record_link(table)
    assert link is not None
    played = field(director_client.get(link).content.decode(), "auction_and_play")
    assert "draw=1" in played
    assert "The statement said the claimer would draw the opponents’ trump(s) first (Laws 68C, 70D1)." in played
