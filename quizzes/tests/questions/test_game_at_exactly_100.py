"""A trick score of exactly 100 (five of a minor, undoubled) and the game premium.

Law 77 (official Turkish): "Löve skoru 100 den fazla ise ZON olarak adlandırılır." WBF: "A trick
score of 100 points or more, made on one board, is GAME." The Turkish Definitions: "Zon ... Tek
dağıtımda elde edilen en az 100 löve puanı". The engine scores 100 as a game, as the WBF and the
Definitions do; the explanation that gives the game premium for exactly 100 says the official
Turkish Law 77 reads otherwise.
"""

import pytest

from quizzes.generators import generate
from rulings.contract import Contract
from rulings.scoring import trick_score

pytestmark = pytest.mark.django_db


def test_a_game_of_exactly_100_names_the_turkish_law_77():
    exactly, above = 0, 0
    for seed in range(1000):
        q = generate("scoring", seed)
        contract = Contract.parse(q.scenario["contract"])
        game_en = next((s for s in q.explanation_en.split("\n") if "game premium" in s), None)
        if game_en is None:
            continue
        game_tr = next(s for s in q.explanation_tr.split("\n") if "zon ödülü" in s)
        if trick_score(contract) == 100:
            exactly += 1
            assert "the official Turkish Law 77 says 'more than 100'" in game_en, (seed, game_en)
            assert "resmî Türkçe Yasa 77 ise '100 den fazla' der" in game_tr, (seed, game_tr)
        else:
            above += 1
            assert "exactly 100" not in game_en and "tam 100" not in game_tr, seed
    assert exactly > 5 and above > 50
