"""An insufficient bid replaced by an attempted double (Law 27B3) is told only where Law 19 would
allow that double, so the story has one defect, the one the question asks about.

Law 27B3 (Turkish, official): "kusurlu oyuncu yetersiz deklaresini bir kontr veya sürkontr ile
düzeltme girişiminde bulunursa, yapılmak istenen bu konuşma iptal edilir." WBF: "if the offender
attempts to substitute a double or a redouble for his insufficient bid the attempted call is
cancelled."

Law 19A1 (Turkish): "Bir oyuncu yalnızca son deklareye kontr atabilir. Bu deklare bir rakip
tarafından yapılmış olmalıdır; araya pastan başka bir konuşma girmemiş olmalıdır." WBF: "A player
may double only the last preceding bid. That bid must have been made by an opponent; calls other
than pass must not have intervened."

A double 19A1 does not allow is inadmissible too, and Law 36 rules it (36B1, Turkish "Yasa 19'un
izin vermediği her kontr ve sürkontr iptal edilir", WBF "any double or redouble not permitted by Law
19 is cancelled"; 36A when the left-hand opponent calls over it). insufficient_bid seed 8 had West
"replace" his 2♠ with a double of his partner's 3♦, and the Director "does not judge the new call
comparable", a judgement no inadmissible double asks for.
"""

import pytest

from quizzes.generators import generate
from rulings import answer

pytestmark = pytest.mark.django_db
SEEDS = range(1, 301)


def _attempted_doubles(qtype):
    """(seed, question, the calls before the insufficient bid) of each story with a double put in
    place of an insufficient bid."""
    for seed in SEEDS:
        q = generate(qtype, seed)
        calls = q.scenario["calls"]
        rejected = next((i for i, e in enumerate(calls) if isinstance(e, dict) and e.get("act") == "reject"), None)
        if rejected is None or rejected + 1 >= len(calls):
            continue
        offender = calls[rejected - 1].split(":")[0]
        if calls[rejected + 1] == f"{offender}:X":
            yield seed, q, calls[: rejected - 1]


@pytest.mark.parametrize("qtype", ["insufficient_bid", "withdrawn_call_lead"])
def test_the_attempted_double_is_one_law_19_allows(qtype):
    told = 0
    for seed, q, before in _attempted_doubles(qtype):
        told += 1
        # The engine's legal calls at the offender's turn, before his insufficient bid: a double
        # is among them only where 19A1 allows it.
        legal = answer({"q": "auction", "dealer": q.scenario["dealer"], "calls": before})["legal"]
        assert "X" in legal, (seed, q.prompt_en)
    assert told > 5, told


def test_seed_8_no_longer_doubles_partners_bid():
    q = generate("insufficient_bid", 8)
    assert "replaces it with a double" not in q.prompt_en
    assert "kontr ile değiştirir" not in q.prompt_tr
