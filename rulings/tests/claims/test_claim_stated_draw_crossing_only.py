"""A second reading of rule 11 (`statement.draw_trumps`; branch drawtrumps, issue 24): the crossing
and the entry an opponent could ruff (qa113).

- 70D1: TR "Hakem eğer ortada normal fakat daha az başarılı bir oyun tarzı varsa, talep edenin
  orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını kabul etmeyecektir"; WBF
  "The Director shall not accept from claimer any successful line of play not embraced in the
  original clarification statement if there is an alternative normal line of play that would be
  less successful".
- 70A: TR "talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir"; WBF "any
  doubtful point as to a claim shall be resolved against the claimer".
- 68C: TR "kartları hangi sıra ile oynayacağına"; WBF "including the order in which the cards will
  be played".

Rule 11 makes the partner of a hand that crosses on a sure entry win that trick (`_crossing`). It
fired on every side-suit lead while the partner held the master trump, a lead that was no crossing
too: the partner was then made to ruff his side's card, the master trump that was to draw included,
and a claimer who said he would draw got fewer tricks than one who only mentioned the trump.
"""

from __future__ import annotations

from rulings.tests.helpers import claim, deal

DRAW = {"draw_trumps": True}
SAID = {"trumps": True}

# Hearts trumps, South declarer and claimer on lead. North HJ H3 DK C6; East S6 S5 D9 C2; South SK
# H6 DT C9; West H9 H5 D6 C3. South holds a lower trump only, so rule 11 makes no crossing (rule 9's
# "nor a lower trump" stays): his SK is a side winner, not a way into dummy.
LOWER_TRUMP = deal(".J3.K.6", "65..9.2", "K.6.T.9", ".95.6.3")
# North (dummy) on lead with DQ DT D6; East SQ S4 CT; South HJ H6 C6; West H4 D4 CJ. No sure entry
# to South: rule 11 leaves every lead normal (70A), "as with `trumps`" (drawtrumps's P3).
NO_ENTRY = deal("..QT6.", "Q4...T", ".J6..6", ".4.4.J")
# North S6 HA H5 CA; East S4 HK DA D3; South ST S3 DT CJ; West SK DK D8 D6. South's only way to
# dummy is the CJ to the CA, and East, who holds the HK, has no club: he can ruff the entry.
RUFFABLE = deal("6.A5..A", "4.K.A3.", "T3..T.J", "K..K86.")


def test_a_side_winner_led_is_no_crossing_and_dummy_is_not_made_to_ruff_it():
    """South's SK is no crossing (he holds the H6, a lower trump). Before qa113 dummy had to ruff it
    with the HJ, the master trump that was to draw, and lead the H3 into West's H9: 1 trick of 4
    with the draw stated, against 2 with the trump only mentioned. The line a stated draw embraces
    (70D1) cannot be worse than a mention's where rule 11 adds nothing: the same 2 (70D1)."""
    drawn = claim(LOWER_TRUMP, trump="H", lead="S", claimer="S", claimed=4, statement=DRAW)
    mentioned = claim(LOWER_TRUMP, trump="H", lead="S", claimer="S", claimed=4, statement=SAID)
    assert drawn["dd_tricks"] == 3
    assert (drawn["awarded"], drawn["decides"]) == (mentioned["awarded"], mentioned["decides"]) == (2, "70D1")
    assert drawn["losing_line"][:3] != ["S:SK", "W:C3", "N:HJ"]


def test_without_a_sure_entry_the_partner_follows_as_with_trumps():
    """Dummy has no sure entry to South (70A: every lead stays normal, as with `trumps`). Before
    qa113 South was made to ruff dummy's winning D6 (the only card rule 11 let him play), leaving
    his C6 to West's CJ: 2 of 3; the diamonds run with the C6 thrown, as with `trumps`: 3."""
    drawn = claim(NO_ENTRY, trump="H", lead="N", claimer="S", claimed=3, statement=DRAW)
    mentioned = claim(NO_ENTRY, trump="H", lead="N", claimer="S", claimed=3, statement=SAID)
    assert (drawn["awarded"], drawn["decides"]) == (mentioned["awarded"], mentioned["decides"]) == (3, None)


def test_an_entry_the_trump_holder_can_ruff_is_the_stated_line_and_the_ruff_counts():
    """The brief's position (item 2): the only entry, the CJ to the CA, can be ruffed by East's HK.
    The statement can be followed as made (South leads the club, as he said he would cross), so the
    line is the stated one (70D1, 68C: the draw first) and the search, which tries every card of the
    defenders, counts East's ruff against it: 2 of 4, double dummy 3. Lines that begin with a side
    card instead (the DT, into dummy's HA ruff and the H5 to East's HK: 1 trick, as `trumps` alone
    gives) are not the stated order; 70A's "no sure entry: every lead normal" is for a statement
    that cannot be followed at all (drawtrumps's P3), which this one can."""
    drawn = claim(RUFFABLE, trump="H", lead="S", claimer="S", claimed=4, statement=DRAW)
    assert (drawn["dd_tricks"], drawn["awarded"], drawn["decides"]) == (3, 2, "70D1")
    assert drawn["losing_line"][:4] == ["S:CJ", "W:D6", "N:CA", "E:HK"]
    mentioned = claim(RUFFABLE, trump="H", lead="S", claimer="S", claimed=4, statement=SAID)
    assert (mentioned["awarded"], mentioned["losing_line"][0]) == (1, "S:DT")


def test_a_defenders_stated_draw_rests_on_his_partner_and_70d2_does_not_accept_it():
    """70D2, a position of qa113's own: spades trumps, South declares, West claims 3 on lead with HA
    HK D2 C9; his partner East holds SA DA D5 H2; North S2 CJ C4 C3 (void in the red suits), South
    HQ HJ DK DQ. West's statement binds his own hand: he crosses with the D2 (not the C9, which a
    mention alone lets him lead first: 1, 70D1). East, having won with the DA, plays his own cards
    (his SA, D5 and H2 are all normal) and may lead the D5 rather than draw North's S2, which then
    ruffs a heart: the claim rests on his choice, so 2 of 3, 70D2 (double dummy 3)."""
    position = deal("2...J43", "A.2.A5.", ".QJ.KQ.", ".AK.2.9")
    drawn = claim(position, trump="S", lead="W", claimer="W", declarer="S", claimed=3, statement=DRAW)
    assert (drawn["dd_tricks"], drawn["awarded"], drawn["decides"]) == (3, 2, "70D2")
    assert drawn["losing_line"][:5] == ["W:D2", "N:C3", "E:DA", "S:DQ", "E:D5"]
    mentioned = claim(position, trump="S", lead="W", claimer="W", declarer="S", claimed=3, statement=SAID)
    assert (mentioned["awarded"], mentioned["decides"], mentioned["losing_line"][0]) == (1, "70D1", "W:C9")
