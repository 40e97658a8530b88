"""The model of normal play's cards (`NormalPlay.choices`, rulings/claims/normal_play.py) made
cheaper in claimspeed65 give the same cards in the same order as before, on every position.

The ruling is the least over every normal line (Law 70D1: TR "Hakem eğer ortada normal fakat
daha az başarılı bir oyun tarzı varsa, talep edenin orijinal açıklama beyanında belirtmediği hiçbir
başarılı oyun tarzını kabul etmeyecektir", EN "The Director shall not accept from claimer any
successful line of play not embraced in the original clarification statement if there is an
alternative normal line of play that would be less successful"; 70A: TR "talep ile ilgili her
şüpheli durum talep edenin aleyhine çözümlenecektir", EN "any doubtful point as to a claim shall
be resolved against the claimer"):
a card left out of the model's choices, or one added, can change the tricks awarded, and another
order changes the line the answer shows (the search returns the first least line it finds). So
the cheaper `choices` is compared here with the model as it was
(rulings/tests/claims/normal_play_before65.py, a copy of normal_play.py at 6722fca9) on seeded
random positions of 1-13 cards: the claimer and either side to play, a trick in progress or not,
statements as the claim tests draw them (some cards, a finesse, trumps mentioned), stated in
full or not at all, with and without 70E2's order (all suits, some, none), and voids shown.
"""

from __future__ import annotations

import dataclasses
import random

from rulings.cards import SUIT_MASKS, cards_in
from rulings.claims.claim import Claim, Statement, start
from rulings.claims.normal_play import NormalPlay
from rulings.tests.claims import normal_play_before65 as before
from rulings.tests.claims.claim_positions import restated_with


def _restated(claim: Claim, rng: random.Random) -> Claim:
    """The claim with another statement or order half of the time: the side's cards stated in
    full (as bench/claim_speed.py's 13-card claims), nothing stated, 70E2's order on every suit,
    on some, or off."""
    side = claim.hands[claim.claimer & 1] | claim.hands[(claim.claimer & 1) + 2]
    held = [card for card in cards_in(side) if card not in claim.trick]
    draw = rng.random()
    if draw < 0.25:
        rng.shuffle(held)
        claim = dataclasses.replace(claim, statement=Statement(cards=tuple(held), trumps=rng.random() < 0.5))
    elif draw < 0.35:
        claim = dataclasses.replace(claim, statement=Statement())
    order = rng.random()
    if order < 0.3:
        claim = dataclasses.replace(claim, top_down=True)
    elif order < 0.45:
        claim = dataclasses.replace(claim, top_down=frozenset(rng.sample(range(4), rng.randint(1, 3))))
    elif order < 0.6:
        claim = dataclasses.replace(claim, top_down=False)
    return claim


def _compare_along_lines(claim: Claim, rng: random.Random) -> int:
    """Both models' choices at every position of a few random lines of the claim (a normal card
    mostly, sometimes any legal one, sometimes a void shown at random); the positions compared."""
    now, then = NormalPlay(claim), before.NormalPlay(claim)
    compared = 0
    for _ in range(2):
        hands, seat, trick, known = start(claim)
        while hands[seat]:
            if rng.random() < 0.1:
                known = known | {(rng.choice([claim.claimer ^ 1, claim.claimer ^ 3]), rng.randrange(4))}
            got = now.choices(seat, hands, list(trick), known)
            assert got == then.choices(seat, hands, list(trick), known), (claim, hands, seat, trick, known)
            compared += 1
            if rng.random() < 0.8:
                card = rng.choice(got)
            else:
                hand = hands[seat]
                card = rng.choice(cards_in((hand & SUIT_MASKS[trick[0][1] // 13] or hand) if trick else hand))
            hands = hands[:seat] + (hands[seat] & ~(1 << card),) + hands[seat + 1 :]
            trick = trick + [(seat, card)]
            seat = (seat + 1) % 4
            if len(trick) == 4:
                seat = now.finish(trick, hands)[1]
                trick = []
    return compared


def test_the_cheaper_choices_are_the_models_cards_in_its_order():
    """1 000 seeded claims, two random lines each to the last card: some 54 000 positions where
    the cheaper `choices` (the sure winners and finesse tries of N4 counted as masks, N2's first
    stated card remembered on the stated cards held, N9 asked only with two unstated cards) gives
    exactly the list the model gave before claimspeed65."""
    rng = random.Random(65)
    claims = restated_with(65, 1000, tuple(range(1, 14)), lambda claim, rng, _: _restated(claim, rng))
    compared = sum(_compare_along_lines(claim, rng) for claim in claims)
    assert compared > 40000
