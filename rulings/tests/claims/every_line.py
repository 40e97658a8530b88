"""The claim search within a budget of positions checked against trying every normal line: what
the tests of a claim the table page used to refuse ("too many unstated choices") ask of it. Kept
out of claim_positions.py, whose source is part of the stored references' fingerprint."""

from __future__ import annotations

from rulings.claims.claim import Claim, Ruling, rule, start
from rulings.claims.normal_play import NormalPlay
from rulings.claims.search import tricks_of
from rulings.tests.claims.claim_positions import normal_least


def ruled_as_every_line(claim: Claim, budget: int) -> Ruling:
    """`rule` within `budget` positions gives the figure of trying every normal line
    (`normal_least`; 70A: "any doubtful point ... resolved against the claimer") and, where the
    claim fails, the same losing line (70D1's "less successful" line, the first in the order the
    model tries). The ruling is returned for any further check."""
    reference, line = normal_least(NormalPlay(claim), *start(claim))
    ruling = rule(claim, budget=budget)
    assert ruling.awarded == tricks_of(reference)
    if ruling.awarded < claim.claimed:
        assert ruling.losing_line == line
    return ruling
