"""Realistic deals, contracts and card play for the play questions (revoke, penalty card, lead
out of turn).

This module only makes the *story*: a shuffled deal, a contract the hands could reach, and the
cards the four players put on the table, chosen by plain heuristics (second hand low, win
cheaply, draw trumps, cash winners, ruff when the opponents win) so that the record reads like
a real board. It rules on nothing: every question asks the ruling engine (`rulings.answer`)
about the record, and its answer is the question's answer. The bridge model is the engine's:
cards, masks and the PBN value come from rulings.cards and rulings.deal, and who wins each trick
(Law 44E, 44F) from rulings.tricks, so the story's tricks are the ones the engine counts; a
record the engine refuses is simply not used.

Cards are ints 0-51, suit * 13 + rank (clubs 2 = 0, spades ace = 51): a hand is a 52-bit mask,
so a suit is one AND and the lowest card of a holding is its lowest bit.
"""

from __future__ import annotations

import random

from rulings.cards import (
    CARD_CODES,
    SUIT_MASKS,
    cards_in,
    higher_in_suit,
    highest_card,
    lowest_card,
)
from rulings.contract import STRAIN_CODES, Contract
from rulings.deal import SEAT_NAMES, Deal, Seat
from rulings.tricks import Tricks

HCP = {12: 4, 11: 3, 10: 2, 9: 1}  # the bidding heuristic's high-card points (not a Law)
EVENTS = tuple(tuple(f"{SEAT_NAMES[seat]}:{CARD_CODES[c]}" for c in range(52)) for seat in range(4))
_HONOURS = sum(1 << (13 * s + r) for s in range(4) for r in (9, 10, 11, 12))


def hcp(mask: int) -> int:
    return sum(HCP.get(c % 13, 0) for c in cards_in(mask & _HONOURS))


def length(mask: int, suit: int) -> int:
    return (mask & SUIT_MASKS[suit]).bit_count()


def shuffle_deal(rng: random.Random) -> list[int]:
    cards = list(range(52))
    rng.shuffle(cards)
    return [sum(1 << c for c in cards[i * 13 : (i + 1) * 13]) for i in range(4)]


def pbn(hands: list[int], first: int = 0) -> str:
    """The PBN Deal value of docs/rulings-cli.md, starting with `first` (written by rulings)."""
    return Deal(tuple(hands)).pbn(Seat(first))


# ----------------------------------------------------------------- contract


def bid(rng: random.Random, hands: list[int]) -> tuple[int, str]:
    """(declarer seat, contract code) that the hands could plausibly reach: the stronger side
    plays its best fit, or no trump without one, at a level its points justify."""
    ns, ew = hcp(hands[0]) + hcp(hands[2]), hcp(hands[1]) + hcp(hands[3])
    side = 0 if ns > ew or ns == ew and rng.random() < 0.5 else 1
    points = max(ns, ew)
    a, b = hands[side], hands[side + 2]
    strain = _strain(a, b)
    level, strain = _level(rng, points, strain)
    if strain == 4:
        declarer = max((side, side + 2), key=lambda s: (hcp(hands[s]), s == side))
    else:
        declarer = max((side, side + 2), key=lambda s: (length(hands[s], strain), hcp(hands[s])))
    return declarer, f"{level}{STRAIN_CODES[strain]}" + _doubling(rng, level, points)


def _strain(a: int, b: int) -> int:
    """A major fit of eight, else no trump unless a short suit calls for a minor fit of eight."""
    fits = [length(a, s) + length(b, s) for s in range(4)]
    major = max((3, 2), key=lambda s: (fits[s], s))
    minor = max((1, 0), key=lambda s: (fits[s], s))
    shortness = any(min(length(h, s) for h in (a, b)) <= 1 and fits[s] <= 6 for s in range(4))
    if fits[major] >= 8:
        return major
    if not shortness or fits[minor] < 8:
        return 4
    return minor


def _level(rng: random.Random, points: int, strain: int) -> tuple[int, int]:
    """(level, strain) for the side's points: slams, games, part-scores."""
    if points >= 37:
        return 7, strain
    if points >= 33:
        return 6, strain
    if points >= 26 or points >= 24 and rng.random() < 0.5:
        level = {4: 3, 3: 4, 2: 4}.get(strain, 5 if points >= 28 else 3)
        if strain in (0, 1) and level == 3:
            strain = 4  # a minor game at the three level is 3NT
        return level, strain
    if points >= 23:
        return (2 if strain == 4 else 3), strain
    if points >= 20:
        return (1 if strain == 4 else 2), strain
    return (1 if strain == 4 else rng.choice((1, 2))), strain


def _doubling(rng: random.Random, level: int, points: int) -> str:
    """ "", "X" or "XX": now and then the opponents double, mostly a thin game."""
    roll = rng.random()
    if level >= 3 and points < 27 and roll < 0.25 or roll < 0.06:
        return "XX" if rng.random() < 0.15 else "X"
    return ""


# --------------------------------------------------------------------- play
ANY = -1  # a revoke plan for whichever player (not dummy) first can


class Table(Tricks):
    """The cards on the table, trick by trick, with the events in the notation of
    docs/rulings-cli.md ("W:SK", {"act": ...}). Players choose by `choose` unless a plan of
    irregularities says otherwise. The tricks and who won them are counted by rulings.tricks."""

    def __init__(self, hands: list[int], contract: str, declarer: int):
        super().__init__(Contract.parse(contract).strain.trump_suit, declarer)
        self.hands = list(hands)
        self.events: list = []
        self.revokes: list[dict] = []  # {"seat", "trick", "card", "suit"} as made by plan

    @property
    def dummy(self) -> int:
        return self.declarer ^ 2

    def declaring(self, seat: int) -> bool:
        return (seat ^ self.declarer) & 1 == 0

    def legal(self, seat: int) -> int:
        hand = self.hands[seat]
        if self.current:
            same = hand & SUIT_MASKS[self.current[0][1] // 13]
            return same or hand
        return hand

    def winning(self) -> tuple[int, int]:
        return self.best

    # ---------------------------------------------------------------- events
    def play(self, seat: int, card: int) -> None:
        bit = 1 << card
        assert self.hands[seat] & bit, (seat, card)
        self.hands[seat] ^= bit
        self.events.append(EVENTS[seat][card])
        self.place(seat, card)

    def act(self, name: str, seat: int, **more) -> None:
        event = {"act": name, "seat": SEAT_NAMES[seat]}
        event.update(more)
        self.events.append(event)

    def play_on(self, rng: random.Random, until_trick: int = 14, revoke_plans=(), deadline: int = 13) -> bool:
        """Play by the heuristics until trick `until_trick` is about to start. Each plan
        (seat, first trick, mode) makes that seat (ANY: the first player but dummy who can)
        revoke at its first chance from that trick on. False, as soon as it is known, if a plan
        could not be carried out by trick `deadline`."""
        plans = [list(p) + [False] for p in revoke_plans]
        dummy = self.dummy
        while not self.complete and self.trick_no < until_trick:
            if self.trick_no > deadline and not all(plan[3] for plan in plans):
                return False
            seat = self.turn()
            card = None
            if self.current:
                for plan in plans:
                    if (
                        not plan[3]
                        and self.trick_no >= plan[1]
                        and (plan[0] == seat or plan[0] == ANY and seat != dummy)
                    ):
                        card = self.revoke_card(seat, plan[2])
                        if card is not None:
                            plan[3] = True
                            plan[0] = seat
                            led = self.current[0][1] // 13
                            self.revokes.append({"seat": seat, "trick": self.trick_no, "card": card, "suit": led})
                            break
            if card is None:
                card = self.choose(rng, seat)
            self.play(seat, card)
        return all(plan[3] for plan in plans)

    # ------------------------------------------------------------ heuristics
    def is_top(self, seat: int, card: int) -> bool:
        """No opponent holds a higher card of the suit."""
        opponents = self.hands[(seat + 1) % 4] | self.hands[(seat + 3) % 4]
        return not opponents & higher_in_suit(card)

    def choose(self, rng: random.Random, seat: int) -> int:
        legal = self.legal(seat)
        if not self.current:
            return self.lead(rng, seat, legal)
        led = self.current[0][1] // 13
        win_seat, win_card = self.winning()
        partner_wins = (win_seat ^ seat) & 1 == 0
        position = len(self.current)
        follow = legal & SUIT_MASKS[led]
        if follow:
            if partner_wins and (position == 3 or self.is_top(win_seat, win_card)):
                return lowest_card(follow)
            if win_card // 13 != led:
                return lowest_card(follow)  # already ruffed
            beating = follow & higher_in_suit(win_card)
            if beating and position > 1:
                return lowest_card(beating)
            if beating and position == 1 and self.is_top(seat, highest_card(beating)) and rng.random() < 0.3:
                return highest_card(beating)
            return lowest_card(follow)
        trumps = legal & SUIT_MASKS[self.trump] if self.trump is not None else 0
        if trumps and not partner_wins:
            if win_card // 13 == self.trump:
                over = trumps & higher_in_suit(win_card)
                if over:
                    return lowest_card(over)
            else:
                return lowest_card(trumps)
        return self.discard(legal)

    def discard(self, legal: int) -> int:
        """The lowest card of the longest side suit (the one a player can best spare)."""
        best, best_len = 0, 0
        for suit in range(4):
            if suit == self.trump:
                continue
            holding = legal & SUIT_MASKS[suit]
            n = holding.bit_count()
            if n > best_len:
                best, best_len = holding, n
        return lowest_card(best or legal)

    def lead(self, rng: random.Random, seat: int, legal: int) -> int:
        opponents = self.hands[(seat + 1) % 4] | self.hands[(seat + 3) % 4]
        drawn = self._draw_trumps(seat, legal, opponents)
        if drawn is not None:
            return drawn
        best_winner, best_suit = self._lead_suits(rng, legal, opponents)
        if best_winner >= 0 and (self.trick_no > 1 or rng.random() < 0.4):
            return best_winner
        return _card_to_lead(legal & SUIT_MASKS[self.trump if best_suit < 0 else best_suit])

    def _draw_trumps(self, seat: int, legal: int, opponents: int) -> int | None:
        """Declarer's side leads trumps while the opponents have some: the top one if it is the
        best trump out, else a low one; None when it does not."""
        trump = self.trump
        opp_trumps = opponents & SUIT_MASKS[trump] if trump is not None else 0
        ours = legal & SUIT_MASKS[trump] if opp_trumps and self.declaring(seat) else 0
        if not ours:
            return None
        top = highest_card(ours)
        return top if top > highest_card(opp_trumps) else lowest_card(ours)

    def _lead_suits(self, rng: random.Random, legal: int, opponents: int) -> tuple[int, int]:
        """(the top card of the longest suit headed by a winner, the longest side suit); -1 where none."""
        trump = self.trump
        best_winner, best_len = -1, -1
        best_suit, best_suit_len = -1, -1
        for suit in range(4):
            holding = legal & SUIT_MASKS[suit]
            if not holding:
                continue
            n = holding.bit_count()
            top = highest_card(holding)
            theirs = opponents & SUIT_MASKS[suit]
            # a winner, unless the opponents are void and would ruff it
            if (theirs and top > highest_card(theirs) or suit == trump and not theirs) and n > best_len:
                best_winner, best_len = top, n
            if suit != trump and (n > best_suit_len or n == best_suit_len and rng.random() < 0.5):
                best_suit, best_suit_len = suit, n
        return best_winner, best_suit

    def revoke_card(self, seat: int, mode: str) -> int | None:
        """The card `seat` plays instead of following suit, or None if he cannot revoke here."""
        if not self.current:
            return None
        led = self.current[0][1] // 13
        hand = self.hands[seat]
        if not hand & SUIT_MASKS[led] or not hand & ~SUIT_MASKS[led]:
            return None
        others = hand & ~SUIT_MASKS[led]
        if mode == "ruff":
            return self._revoke_by_ruffing(led, others)
        if not self._revoke_wanted(seat, mode, led):
            return None
        plain = others & ~SUIT_MASKS[self.trump] if self.trump is not None else others
        return self.discard(plain or others)

    def _revoke_by_ruffing(self, led: int, others: int) -> int | None:
        """The lowest trump that wins the trick, played instead of a card of the suit led."""
        if self.trump is None or led == self.trump or not others & SUIT_MASKS[self.trump]:
            return None
        trumps = others & SUIT_MASKS[self.trump]
        win_card = self.winning()[1]
        if win_card // 13 == self.trump:
            trumps &= higher_in_suit(win_card)
            if not trumps:
                return None
        return lowest_card(trumps)

    def _revoke_wanted(self, seat: int, mode: str, led: int) -> bool:
        """Whether a discarding revoke of this plan's kind can be made here."""
        win_seat = self.winning()[0]
        if mode == "under_dummy":
            # declarer discards while dummy's card wins: the trick is won by dummy, not by him
            return seat == self.declarer and win_seat == self.dummy
        if mode == "again":
            # a subsequent revoke in the suit of this player's first one (Law 64B2)
            return any(r["seat"] == seat and r["suit"] == led for r in self.revokes)
        if mode == "partner_wins":
            return not ((win_seat ^ seat) & 1 or win_seat == seat)
        return True


def _card_to_lead(holding: int) -> int:
    """Top of a sequence of honours, else low from three or fewer, else fourth best."""
    top = highest_card(holding)
    if top % 13 >= 9 and holding >> (top - 1) & 1 and (top - 1) // 13 == top // 13:
        return top
    if holding.bit_count() < 4:
        return lowest_card(holding)
    return cards_in(holding)[-4]
