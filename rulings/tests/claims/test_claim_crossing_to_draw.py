"""Rule 9 of the claim model does not cross to draw a known trump (Laws 70C, 70D1; issue 24).

The present answers, pinned (branch claimprobe; docs/legal-review.md, "claimprobe"). Rule 9
(docs/rulings-cli.md, "Additions"; `_draws_trumps` in rulings/claims/normal_play.py) has a hand of
the claiming side on lead lead its master trump when the claimer mentioned the opponents' trump
(`statement.trumps`, 70C1) or the Director finds he knew of it (`statement.aware`, 70C2). When the
hand on lead holds no trump and the master trump is in the other hand, nothing makes it cross: the
line that cashes its winners into the ruff stays normal, and the trick is 70D1's where it was 70C's.
The trick count is the same with and without the finding.

Whether the Laws give the trick is not settled here, so these are plain tests of what the engine
answers, not strict xfails. 70C (TR "Rakiplerden birinin elinde bir koz kaldığında, hakem aşağıdaki
durumlarda bir veya daha fazla löveyi rakiplere verir: 1. Talep eden koz hakkında bir beyanda
bulunmamışsa ve 2. ... haberi olmaması olası ise ve 3. O koza herhangi bir normal oyun ile bir löve
kaybedilebilirse"; WBF "When a trump remains in one of the opponents' hands, the Director shall
award a trick or tricks to the opponents if: 1. claimer made no statement about that trump, and 2.
... and 3. ...") does not decide with either field. 70D1 (TR "Hakem eğer ortada normal fakat daha
az başarılı bir oyun tarzı varsa, talep edenin orijinal açıklama beyanında belirtmediği hiçbir
başarılı oyun tarzını kabul etmeyecektir"; WBF "The Director shall not accept from claimer any
successful line of play not embraced in the original clarification statement if there is an
alternative normal line of play that would be less successful") then asks whether cashing the
winners first is "normal" (footnote 21, TR "dikkatsiz veya düşük nitelikli"; WBF "careless or
inferior") for a claimer who knew of the trump, which neither text says. A statement that names
the crossing is followed (rule 2) and the claim stands.
"""

from __future__ import annotations

import pytest

from rulings.tests.helpers import claim, deal

# P1: South on lead, SA SK D2; dummy HA DA S2; East H2 D3 C4 (void in spades); West SQ SJ DQ.
# D2 to the DA, the HA draws East's H2, S2 back to the SA: 3 tricks. SK, SA first: East ruffs.
P1 = deal("2.A.A.", ".2.3.4", "AK..2.", "QJ..Q.")
# P4: the same with two trumps out (East H3 H2) and dummy HA HK: 4 tricks by crossing first.
P4 = deal("2.AK.A.", ".32.3.4", "AKQ..2.", "JT..QJ.")
KNEW = {"cards": [], "finesse": [], "aware": True}
SAID = {"cards": [], "finesse": [], "trumps": True}


@pytest.mark.parametrize(
    "position, lead, claimed",
    [(P1, "S", 3), (deal("AK..2.", ".2.3.4", "2.A.A.", "QJ..Q."), "N", 3), (P4, "S", 4)],
    ids=["south-on-lead", "dummy-on-lead", "two-trumps-out"],
)
@pytest.mark.parametrize("statement", [KNEW, SAID], ids=["aware", "trumps"])
def test_a_hand_without_a_trump_does_not_cross_to_draw_the_known_trump(position, lead, claimed, statement):
    """With the finding or the mention the trick is still lost, now under 70D1: the line shown
    cashes side winners while East still holds a trump, and East ruffs."""
    got = claim(position, trump="H", lead=lead, claimer="S", declarer="S", claimed=claimed, statement=statement)
    assert got["dd_tricks"] == claimed
    assert (got["awarded"], got["decides"]) == (claimed - 1, "70D1")
    assert _east_ruffs(got["losing_line"])


def _east_ruffs(line: list[str]) -> bool:
    """Whether East plays a heart (trumps) to a trick led in another suit on the line shown."""
    tricks = [line[i : i + 4] for i in range(0, len(line), 4)]
    return any(play[2] != "H" and "E:H" in {card[:3] for card in trick} for trick in tricks for play in trick[:1])


@pytest.mark.parametrize("position, claimed", [(P1, 3), (P4, 4)], ids=["one-trump", "two-trumps"])
def test_without_the_finding_the_same_trick_is_70c(position, claimed):
    """The same count without `aware` or `trumps`: only the paragraph changes (70C)."""
    got = claim(position, trump="H", lead="S", claimer="S", declarer="S", claimed=claimed)
    assert (got["awarded"], got["decides"]) == (claimed - 1, "70C")


def test_the_hand_holding_the_master_trump_on_lead_draws_it():
    """Rule 9 itself: with dummy (HA) on lead in P1 and the finding, the HA is led and the claim
    stands; without it, 70C."""
    assert claim(P1, trump="H", lead="N", claimer="S", claimed=3, statement=KNEW)["awarded"] == 3
    assert claim(P1, trump="H", lead="N", claimer="S", claimed=3)["decides"] == "70C"


def test_a_statement_naming_the_crossing_is_followed():
    """ "Diamond to the ace, heart ace": rule 2 plays the stated cards in order and the claim stands.
    Naming only the HA does not: rule 2 plays a stated card at its hand's first turn to lead, and
    South may cash his spades before dummy gets the lead."""
    named = {"cards": ["D2", "DA", "HA"], "finesse": [], "trumps": True}
    assert claim(P1, trump="H", lead="S", claimer="S", claimed=3, statement=named)["awarded"] == 3
    only_the_ace = {"cards": ["HA"], "finesse": [], "trumps": True}
    got = claim(P1, trump="H", lead="S", claimer="S", claimed=3, statement=only_the_ace)
    assert (got["awarded"], got["decides"]) == (2, "70D1")
