"""The bounds that let the claim search (rulings/claims/search.py) skip a position, checked against
trying every line on seeded positions (Laws 70A, 70C, 70D1, 70E1).

70A: "any doubtful point as to a claim shall be resolved against the claimer" (TR: "talep ile
ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir"), 70D1: no line is accepted "if
there is an alternative normal line of play that would be less successful": the ruling is the
least over every normal line, so a bound above that least would hide a losing line. Among lines
as bad, the paragraph a more specific one rules on (70C before 70E1 before 70D1) is shown, so a
bound on the paragraph code must hold too. The bounds here: the cards of a suit (trumps, or any
suit when the opponents cannot ruff) a hand of the claiming side keeps a trick with however the
opponents' higher cards of it fall (`unbeaten`), the tricks of a suit
the opponents can lead counted apart from those only the side can (`hand_shape`), and the code
of a line on which the side wins no more trick (`_Bounded.floor`: it leads no trick after this
one, so no finesse of its can lose after it, 70E1).
"""

from __future__ import annotations

import random

import pytest

from rulings.cards import SUIT_MASKS, cards_in
from rulings.claims.bounds import LegalLeast, hand_shape, lower_bound, unbeaten
from rulings.claims.claim import Claim, Statement, start
from rulings.claims.key import RelativeKeys
from rulings.claims.normal_play import LOST, LOST_FINESSE, NormalPlay, _beats, _winner
from rulings.claims.query import parse_deal
from rulings.claims.search import _Bounded
from rulings.tests.claims.claim_positions import legal_least, seeded_claims
from rulings.tests.claims.every_line import ruled_as_every_line
from rulings.tests.claims.stored_references import legal_reference, normal_reference

SPADES = 3


def _spades(*ranks: str) -> int:
    return sum(1 << (13 * SPADES + "23456789TJQKA".index(rank)) for rank in ranks)


def test_trumps_the_opponents_cannot_each_beat_are_the_sides():
    """A trick holding a trump is won by the highest trump (Law 44E), and each of the opponents'
    trumps falls on one trick: J-8-5 against K-Q leaves one trump of the three unbeaten."""
    assert unbeaten(_spades("J", "8", "5"), _spades("K", "Q")) == 1
    assert unbeaten(_spades("Q", "5"), _spades("K", "J")) == 0  # the king over the queen, the jack over the five
    assert unbeaten(_spades("Q", "5"), _spades("K", "3")) == 1  # the three beats neither
    assert unbeaten(_spades("A"), _spades("K", "Q", "J")) == 1
    assert unbeaten(0, _spades("K")) == 0


def test_a_hand_with_more_trumps_than_the_opponents_wins_a_trick_on_every_line():
    """Spades trumps, North J-8-5 of them, East and West a higher spade each: whatever anyone plays,
    North's third trump wins a trick; the bound counted only trumps above all of theirs (none)."""
    hands = parse_deal("N:J85... K.AK.. ...432 Q..AK.")
    assert legal_least(hands, 1, 0, SPADES) == 1
    assert lower_bound(hands, 0, SPADES, on_lead=False) == 1


def test_cards_under_one_higher_card_of_the_opponents_keep_a_trick():
    """No trumps, hearts only: North's Q-J under East's ace. Each heart North plays on a trick
    the opponents win has a higher heart of theirs on it (Law 44F), and they have one: the jack
    or the queen wins a trick on every line. The bound counted only cards above all of theirs."""
    hands = parse_deal("N:.QJ.. .A2.. .43.. .65..")
    assert legal_least(hands, 1, 0, None) == 1
    assert lower_bound(hands, 0, None, on_lead=False) == 1


@pytest.mark.parametrize("claim", seeded_claims(seed=2026, count=260, sizes=(1, 2, 3, 4)), ids=lambda c: "")
def test_the_counting_bounds_hold_on_every_legal_line(claim):
    """`lower_bound` holds for every line on which the four hands play legal cards (so whatever
    the model of normal play leaves out): never above the fewest tricks over all of them. The
    legal least of the search (LegalLeast) is exact below its limit (its cut: a trick the side
    surely wins, when it is asked for a line giving the side none)."""
    hands, seat, trick, _ = start(claim)
    if trick:
        return  # counted at the start of a trick
    side = claim.claimer & 1
    truth = legal_reference(claim)  # legal_least, stored (stored_references.py)
    assert truth is not None
    assert lower_bound(hands, side, claim.trump, seat & 1 == side) <= truth
    for limit in range(hands[0].bit_count() + 2):
        got = LegalLeast(side, claim.trump).below(hands, seat, limit)
        assert got == truth if truth < limit else got >= limit


def _floor(claim: Claim) -> tuple[int, int] | None:
    """The search's floor of the claim's starting position and the least value of every normal
    line from it (`normal_least`, trying every line), or None with a trick in progress."""
    hands, seat, trick, known = start(claim)
    if trick:
        return None
    play = NormalPlay(claim)
    search = _Bounded(play, keys=RelativeKeys(play.stated, claim.statement.finesses, play.side))
    reference, _ = normal_reference(claim)  # normal_least, stored for the seeded claims (stored_references.py)
    return search.floor(hands, seat, search.least_code(hands)), reference


@pytest.mark.parametrize("claim", seeded_claims(seed=2027, count=300, sizes=(2, 3, 4, 5)), ids=lambda c: "")
def test_the_floor_is_never_above_the_least_value(claim):
    """The floor (sure tricks and the least paragraph code) never exceeds the least value over
    the normal lines: tricks first, then 70C before 70E1 before the rest."""
    got = _floor(claim)
    if got is not None:
        assert got[0] <= got[1]


def test_no_finesse_is_lost_on_a_line_the_opponents_keep_the_lead_on():
    """West leads, no trumps; North holds the ace and queen of hearts over East's king. On a line
    on which North-South win no more trick they never lead again, so North's queen is never
    played third to a heart South leads: no such line loses an unstated finesse (70E1), and the
    floor is that of 70D1's code."""
    claim = Claim(
        hands=parse_deal("N:.AQ..2 .K.2.3 8.2.7. K.76.."),
        trump=None,
        lead=3,
        trick=(),
        claimer=2,
        declarer=2,
        claimed=3,
        statement=Statement(),
    )
    hands, seat, _, _ = start(claim)
    play = NormalPlay(claim)
    search = _Bounded(play, keys=RelativeKeys(play.stated, claim.statement.finesses, play.side))
    assert search.least_code(hands) == LOST_FINESSE  # a finesse position is there
    assert _floor(claim) == (LOST, LOST)  # no trick and 70D1's code on the worst line


def test_no_finesse_is_lost_by_a_card_that_cannot_beat_partners_lead():
    """No trumps; South holds the jack and eight of clubs behind North's queen, West the nine.
    70E1's unstated finesse (TR "başarısı özel bir kartı bir rakip yerine diğerinde bulmaya
    dayanan"; WBF "the success of which depends upon finding one opponent rather than the other
    with a particular card") is lost by a card of third hand that was winning the trick: South's
    eight never beats the queen North leads, so no line loses a finesse here and the least code is
    70D1's. It was 70E1's, which kept the search looking for such a line (claim62: a top-down claim
    of row 28 at 9 cards, 240 380 positions then, 6 341 now)."""
    claim = Claim(
        hands=parse_deal("N:.A..Q .KQ.. ...J8 .J..9"),
        trump=None,
        lead=0,
        trick=(),
        claimer=2,
        declarer=2,
        claimed=2,
        statement=Statement(),
    )
    hands, _, _, _ = start(claim)
    play = NormalPlay(claim)
    search = _Bounded(play, keys=RelativeKeys(play.stated, claim.statement.finesses, play.side))
    assert search.least_code(hands) == LOST


def test_a_claim_the_search_used_to_refuse_within_a_budget_is_answered_as_every_line_answers():
    """What a user notices: a six-card claim (clubs trumps, the trump mentioned) that the table
    page (a budget of positions) refused with "too many unstated choices" is answered, with the
    figure, paragraph and losing line of trying every line (70A)."""
    claim = seeded_claims(seed=5, count=30, sizes=(5, 6))[15]
    ruling = ruled_as_every_line(claim, budget=1_000)
    assert ruling.awarded < claim.claimed


def _no_trick_line(hands: tuple, seat: int, trick: list, side: int, trump: int | None) -> bool:
    """Whether some legal line (Law 44C) from within a trick gives `side` no trick: every card
    tried, then `legal_least` from the next trick (the reference of the search's legal least)."""
    if len(trick) == 4:
        winner = _winner(trick, trump)[0]
        return winner & 1 != side and legal_least(hands, winner, side, trump) == 0
    hand = hands[seat]
    legal = (hand & SUIT_MASKS[trick[0][1] // 13] or hand) if trick else hand
    return any(
        _no_trick_line(
            hands[:seat] + (hand & ~(1 << card),) + hands[seat + 1 :],
            (seat + 1) % 4,
            trick + [(seat, card)],
            side,
            trump,
        )
        for card in cards_in(legal)
    )


def _positions_within_a_trick(count: int) -> list[tuple]:
    """Seeded positions after one to three cards of a trick, the claimer's side to play next
    (its cards are what the legal least leaves out), with the side and the strain."""
    out: list[tuple] = []
    for claim in seeded_claims(seed=4646, count=count, sizes=(2, 3, 4)):
        hands, seat, trick, _ = start(claim)
        rng = random.Random(len(out))
        while len(trick) < 3 and (seat & 1 != claim.claimer & 1 or not trick):
            hand = hands[seat]
            legal = (hand & SUIT_MASKS[trick[0][1] // 13] or hand) if trick else hand
            card = rng.choice(cards_in(legal))
            hands = hands[:seat] + (hand & ~(1 << card),) + hands[seat + 1 :]
            trick, seat = trick + [(seat, card)], (seat + 1) % 4
        if trick and seat & 1 == claim.claimer & 1:
            out.append((hands, seat, trick, claim.claimer & 1, claim.trump))
    return out


POSITIONS_WITHIN_A_TRICK = _positions_within_a_trick(400)


class _Keeping(LegalLeast):
    """The legal least with another choice of the side's cards it tries (a wrong one, to show
    that the test below tells it from the right one)."""

    def __init__(self, side: int, trump: int | None, keep) -> None:
        super().__init__(side, trump)
        self.keep = keep

    def _highest_losing(self, legal: int, trick: list) -> int:
        return self.keep(self, legal, trick)


def _asked_for_no_trick(keep) -> list[bool]:
    """The legal least's answer to "is there a line giving the side no trick?" at each position,
    with `keep` choosing which of the side's cards it tries (None: its own `_highest_losing`)."""
    out = []
    for hands, seat, trick, side, trump in POSITIONS_WITHIN_A_TRICK:
        least = LegalLeast(side, trump) if keep is None else _Keeping(side, trump, keep)
        out.append(least._trick(hands, seat, list(trick), 1) == 0)
    return out


def test_the_legal_least_tries_only_the_highest_card_of_a_suit_that_loses_the_trick():
    """Asked for a line giving the claimer's side no trick (the only question the claim search
    asks it), the legal least tries, of each suit's cards of the side that do not beat the
    trick's winning card, only the highest (`LegalLeast._highest_losing`; Law 44E/44F: a trick's
    winning card only rises, Law 44C: a lower card of the suit is legal where the higher was):
    its answer is trying every legal line's on the 381 positions within a trick drawn from 400 seeded claims, the side to
    play. Trying the lowest instead, or leaving out the cards that beat the winning card too,
    changes the answer of some of them: the test tells a wrong choice from the right one."""
    truth = [
        _no_trick_line(hands, seat, list(trick), side, trump)
        for hands, seat, trick, side, trump in POSITIONS_WITHIN_A_TRICK
    ]
    assert 100 < sum(truth) < len(truth) - 100  # both answers are asked
    assert _asked_for_no_trick(None) == truth

    def lowest(least, legal, trick):
        beating = _beating(least, legal, trick)
        kept = beating
        for suit in range(4):
            losing = legal & ~beating & SUIT_MASKS[suit]
            kept |= losing & -losing  # the lowest card of the suit that loses the trick
        return kept

    def only_the_highest_of_each_suit(least, legal, trick):
        kept = 0
        for suit in range(4):
            in_suit = legal & SUIT_MASKS[suit]
            kept |= 1 << (in_suit.bit_length() - 1) if in_suit else 0
        return kept

    assert _asked_for_no_trick(lowest) != truth
    assert _asked_for_no_trick(only_the_highest_of_each_suit) != truth


def _beating(least: LegalLeast, legal: int, trick: list) -> int:
    """The side's legal cards that beat the trick's winning card."""
    winning = _winner(trick, least.trump)[1]
    return sum(1 << card for card in cards_in(legal) if _beats(card, winning, least.trump))


def _shape_of_whole_hands(hands: tuple, seat: int, trump: int | None) -> tuple:
    """`hand_shape` as it was counted before claimspeed64, over the whole hands at once: the
    reference its suit-by-suit count, remembered on each suit's holdings, must give."""
    hand, partner, theirs = hands[seat], hands[seat ^ 2], (hands[seat ^ 1], hands[seat ^ 3])
    sure = free = ours = 0
    held = []
    for suit in range(4):
        mask = SUIT_MASKS[suit]
        opponents = max((h & mask).bit_count() for h in theirs)
        longest = max(opponents, (partner & mask).bit_count())
        mine = hand & mask
        if suit == trump or not mine:
            sure += mine.bit_count()
            free += opponents
            ours += longest - opponents
        else:
            held.append((mine.bit_count(), unbeaten(mine, (theirs[0] | theirs[1]) & mask), opponents, longest))
    return sure, free, ours, tuple(sorted(held))


def test_the_tops_count_suit_by_suit_is_the_count_over_the_whole_hands():
    """The tops bound (`hand_bound`, 44C/44F) reads a hand's shape; counting it suit by suit and
    remembering each suit's four holdings (the count was a quarter of a 13-card claim's CPU) must
    give, on every position, what counting the whole hands gives: 3 000 seeded positions of 1-13
    cards a hand, every seat, every strain. A suit remembered without the partner's holding, or
    without whether it is trumps, gives another shape on some of them."""
    rng = random.Random(64)
    for _ in range(3000):
        size = rng.randint(1, 13)
        cards = rng.sample(range(52), 52)
        hands = tuple(sum(1 << c for c in cards[13 * i : 13 * i + size]) for i in range(4))
        trump = rng.choice([None, 0, 1, 2, 3])
        seat = rng.randrange(4)
        assert hand_shape(hands, seat, trump) == _shape_of_whole_hands(hands, seat, trump), (hands, seat, trump)
