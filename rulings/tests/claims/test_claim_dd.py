"""The double-dummy figure a claim's answer shows (`dd_tricks`, rulings/claims/claim.py): the most
tricks the claimer's side can take from the claim on, the opponents too playing their best, shown
beside the tricks the Director awards. Law 70A, WBF: "In ruling on a contested claim or concession,
the Director adjudicates the result of the board as equitably as possible to both sides, but any
doubtful point as to a claim shall be resolved against the claimer"; TR (the official text):
"İtiraz edilmiş bir talep veya terk hakkında karar verirken, hakem bordun sonucunu her iki taraf
için de mümkün olduğunca eşit olarak kararlaştırır, ancak talep ile ilgili her şüpheli durum talep
edenin aleyhine çözümlenecektir". The figure is no ruling: the ruling is the least over the normal
lines (rulings/claims/search.py); the figure shows how far it lies below the best play.

DDS is asked for one card taking the most tricks (endplay's `SolveMode.OptimalOne`) rather than for
every card's figure: only the most is read, and on a 13-card claim that halves DDS's time
(docs/benchmarks.md, claimspeed64). The figure must be the one every card's figures give.
"""

from __future__ import annotations

from endplay.dds import solve_board

from rulings.claims.claim import claimers_tricks, dd_tricks, dds_deal
from rulings.tests.claims.claim_positions import seeded_claims


def _most_over_every_card(claim) -> int:
    """The claimer's side's double-dummy tricks read from DDS's figure for every card of the hand
    to play (the way `dd_tricks` asked before claimspeed64)."""
    return claimers_tricks(claim, max(tricks for _, tricks in solve_board(dds_deal(claim))))


def test_the_double_dummy_figure_is_the_most_any_card_takes():
    """120 seeded claims of 1-8 cards a hand (a trick in progress in some, the claimer's side or
    the opponents to play): the figure from one best card is the figure over every card."""
    claims = seeded_claims(64, 120, (1, 2, 3, 4, 5, 6, 7, 8))
    assert any(claim.trick for claim in claims)
    assert {(claim.lead + len(claim.trick)) % 4 & 1 == claim.claimer & 1 for claim in claims} == {True, False}
    for claim in claims:
        assert dd_tricks(claim) == _most_over_every_card(claim), claim
