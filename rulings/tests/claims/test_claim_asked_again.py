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

from rulings import answer
from rulings.claims import query

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
