"""Rule 11's crossing (`statement.draw_trumps`; docs/rulings-cli.md, "Additions"; issue 24): the
lead the partner must win is the lead `_stated_draw` makes, one definition of a sure entry
(`_sure_entries`) for both (claimcross).

- 70D1: TR "Hakem eğer ortada normal fakat daha az başarılı bir oyun tarzı varsa, talep edenin
  orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını kabul etmeyecektir"; WBF
  "The Director shall not accept from claimer any successful line of play not embraced in the
  original clarification statement if there is an alternative normal line of play that would be
  less successful".
- 68C: TR "kartları hangi sıra ile oynayacağına"; WBF "including the order in which the cards will
  be played".

The stated draw's crossing is one line: the hand without a trump leads a sure entry and its partner
wins it to draw. `_crossing` (the partner's half) asked its own arithmetic of the hands after the
second hand's card, and so read two leads otherwise than `_stated_draw` (the leader's half): a card
led *above* the partner's highest card of the suit (no entry, a winner of its own), and a lead the
second hand ruffed (here a sure entry ruffed with the opponents' last trump: an entry when led). In
both the partner, following suit, has no card that beats the trick, so no answer changed
(docs/legal-review.md, "claimcross", shows why and gives the probe); these tests pin the one
definition.
"""

from __future__ import annotations

from rulings.cards import parse_card
from rulings.claims.normal_play import NormalPlay
from rulings.claims.query import parse_claim
from rulings.tests.helpers import claim, deal

DRAW = {"draw_trumps": True}
NORTH, EAST, SOUTH = 0, 1, 2

# Hearts trumps, South claims 3, dummy (North) on lead with SA D2 C3 and no trump; South HA (the
# master trump: East holds the H2) SK D3; East S3 H2 DK; West S4 DQ C5. Dummy has no sure entry
# (his SA is above South's SK; South's D3 is beaten by East's DK), so every lead stays normal (70A).
ABOVE = deal("A..2.3", "3.2.K.", "K.A.3.", "4..Q.5")
# Hearts trumps, South claims 3, dummy on lead with S2 D2 C2; South HA DA SA; East S3 H2 C3 (no
# diamond: he can ruff with the opponents' only trump); West DK DQ C4. The D2 and the S2 are sure
# entries to South.
RUFFED = deal("2..2.2", "3.2..3", "A.A.A.", "..KQ.4")


def _third_hand(position: str, led: str, second: str) -> tuple[NormalPlay, tuple, list]:
    """The model of the claim with the draw stated, dummy on lead, and the hands and trick when
    South, third hand, is to play to dummy's `led` and East's `second`."""
    query = {"q": "claim", "deal": position, "trump": "H", "lead": "N", "claimer": "S", "declarer": "S"}
    model = NormalPlay(parse_claim({**query, "claimed": 3, "statement": DRAW}))
    hands = list(model.claim.hands)
    trick = [(NORTH, parse_card(led)), (EAST, parse_card(second))]
    for seat, card in trick:
        hands[seat] &= ~(1 << card)
    return model, tuple(hands), trick


def _leads_as_entry(model: NormalPlay, card: str) -> bool:
    """Whether rule 11 has dummy lead `card` to cross (`_stated_draw` on the hands as dealt)."""
    hands = model.claim.hands
    return parse_card(card) in model._stated_draw(NORTH, hands, [parse_card(card)])


def test_a_card_led_above_the_partners_is_no_crossing():
    """Dummy's SA is above South's SK: no sure entry, and rule 11 does not lead it as one. Before
    claimcross `_crossing` still called it a crossing (South's SK above every opponent's spade);
    South cannot beat his side's ace, so the answer was the same: 1 of 3 (70D1), as with `trumps`."""
    model, hands, trick = _third_hand(ABOVE, "SA", "S3")
    assert not _leads_as_entry(model, "SA")
    assert not model._crossing(SOUTH, hands, trick)
    drawn = claim(ABOVE, trump="H", lead="N", claimer="S", claimed=3, statement=DRAW)
    assert (drawn["awarded"], drawn["decides"]) == (1, "70D1")


def test_a_sure_entry_ruffed_by_the_second_hand_is_still_the_crossing():
    """Dummy's D2 is a sure entry to South's DA and rule 11 leads it; East ruffs with the H2, the
    opponents' last trump. Before claimcross `_crossing` read the master trump after East's card
    (none left to draw) and called it no crossing; it is the crossing the lead made, lost to the
    ruff, which the search counts against the stated line (qa113: "sure" is sure by rank): 2 of 3,
    70D1, the line D2 ruffed."""
    model, hands, trick = _third_hand(RUFFED, "D2", "H2")
    assert _leads_as_entry(model, "D2")
    assert model._crossing(SOUTH, hands, trick)
    drawn = claim(RUFFED, trump="H", lead="N", claimer="S", claimed=3, statement=DRAW)
    assert (drawn["awarded"], drawn["decides"]) == (2, "70D1")
    assert drawn["losing_line"][:2] == ["N:D2", "E:H2"]
