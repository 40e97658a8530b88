"""A claim asked again is ruled from the ruling kept the first time (rulings/claims/query.py,
`ruled`): the table page asks the same claim when its reader switches language or comes back to
it, and a search is milliseconds to seconds of CPU. The answer is the same; a different budget is
searched again (a smaller budget may refuse what a larger one answers, Law 70 being ruled either
way only within it).

The claim (test_claim.py's 70E1 position): South, on lead with the ♠5 4, claims both tricks with
the ♠A Q in dummy and the ♠K behind them with East; the finesse he did not state (70E1, TR
"başarısı özel bir kartı bir rakip yerine diğerinde bulmaya dayanan", WBF "the success of which
depends upon finding one opponent rather than the other with a particular card") loses one.
"""

import copy
from dataclasses import replace

from rulings import answer
from rulings.claims import query
from rulings.claims.claim import ClaimError, rule, validate
from rulings.claims.query import ruling_answer
from rulings.claims.search import NODE_BUDGET
from rulings.tests.claims.claim_positions import seeded_claims

CLAIM = {"q": "claim", "deal": "N:AQ... K2... 54... J3...", "trump": "NT", "lead": "S", "claimer": "S", "declarer": "S"}


def test_the_same_claim_asked_again_is_answered_without_a_second_search(monkeypatch):
    searched = []

    def counted(*args):
        searched.append(args)
        return rule(*args)

    rule = query.rule
    monkeypatch.setattr(query, "rule", counted)
    query.ruled.cache_clear()
    first = answer(dict(CLAIM, claimed=2))
    assert first["awarded"] == 1 and first["decides"] == "70E1", first
    kept = copy.deepcopy(first)
    first["laws"].append("changed by its reader")  # an answer's reader may change it: not kept
    again = answer({"claimed": 2, **dict(reversed(CLAIM.items()))})  # its fields in another order
    assert again == kept
    assert len(searched) == 1
    answer(dict(CLAIM, claimed=1))  # another claim: searched
    answer(dict(CLAIM, claimed=2), claim_budget=50)  # another budget: searched
    assert len(searched) == 3


def _variants(claim):
    """The claim with one thing changed that may change its ruling: each field of the statement
    (68C, 70C1, 70C2, 70E1), 70E2's order, the cards of the trick in progress, the claimer (his
    partner; a defender's claim, 70D2), the declarer."""
    statement = claim.statement
    out = [
        replace(claim, statement=replace(statement, aware=not statement.aware)),
        replace(claim, statement=replace(statement, trumps=not statement.trumps)),
        replace(claim, statement=replace(statement, cards=statement.cards[::-1])),
        replace(claim, statement=replace(statement, cards=statement.cards[:-1])),
        replace(claim, statement=replace(statement, finesses=frozenset())),
        replace(claim, top_down=not claim.top_down),
        replace(claim, claimer=claim.claimer ^ 2),
        replace(claim, declarer=claim.declarer ^ 1),
        replace(claim, claimed=max(0, claim.claimed - 1)),
    ]
    if claim.trump is not None:
        out.append(replace(claim, statement=replace(statement, draw_trumps=not statement.draw_trumps)))
    if claim.trick:
        # another card to the trick in progress: the last one's hand's other legal card, if any
        seat = (claim.lead + len(claim.trick) - 1) % 4
        hand = claim.hands[seat]
        led = claim.trick[0] // 13
        legal = [c for c in range(52) if hand >> c & 1 and (c // 13 == led or not hand >> (13 * led) & 0x1FFF)]
        others = [c for c in legal if c != claim.trick[-1] and c not in claim.trick]
        if others and len(claim.trick) > 1:
            out.append(replace(claim, trick=claim.trick[:-1] + (others[0],)))
        out.append(replace(claim, trick=()))
    return out


def test_a_claim_changed_in_any_field_is_ruled_on_its_own_not_from_the_one_kept():
    """The kept rulings are keyed by the whole claim as read: a reader who asks a claim, then the
    same deal with the claimer's statement, the Director's finding (`aware`), 70E2's order, the
    trick in progress or the claimer changed, gets the ruling of what he asked, as a fresh search
    gives it. A key that left any of these out would give him the first claim's ruling (70A's
    figure and paragraph of another claim)."""
    query.ruled.cache_clear()
    differing = 0
    for claim in seeded_claims(seed=119, count=25, sizes=(3, 4)):
        first = ruling_answer(query.ruled(claim, NODE_BUDGET, True))
        for variant in (v for v in _variants(claim) if _valid(v)):
            got = ruling_answer(query.ruled(variant, NODE_BUDGET, True))
            fresh = ruling_answer(rule(variant))
            assert got == fresh, variant
            differing += fresh != first
    assert differing >= 60  # the changes asked do change rulings: the comparison has teeth


def _valid(claim) -> bool:
    try:
        validate(claim)
    except ClaimError:
        return False
    return True
