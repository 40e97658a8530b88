"""The auction question types (insufficient_bid, call_out_of_rotation, declarer_contract):
1 000 questions of each agree with `python -m rulings`, and the right choice follows from the
engine's answer (Laws 22, 26B, 27, 28-32)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from quizzes.generators import generate
from quizzes.generators.auction_story import call
from quizzes.names import SEATS, contract

ROOT = Path(__file__).resolve().parents[2]
AUCTION_TYPES = ("insufficient_bid", "call_out_of_rotation", "declarer_contract", "withdrawn_call_lead")


@pytest.mark.parametrize("qtype", AUCTION_TYPES)
def test_a_thousand_questions_agree_with_the_command_line(qtype):
    questions = [generate(qtype, seed) for seed in range(1000)]
    lines = "".join(json.dumps(q.scenario) + "\n" for q in questions)
    run = subprocess.run(
        [sys.executable, "-m", "rulings"], input=lines, capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert [json.loads(line) for line in run.stdout.splitlines()] == [q.expected for q in questions]


def test_declarer_and_contract_choice_is_the_engines():
    for seed in range(300):
        q = generate("declarer_contract", seed)
        right = q.choice(q.answer).en
        assert right == f"{contract(q.expected['contract'], 'en')} by {SEATS['en'][q.expected['declarer']]}"


def test_insufficient_bid_choice_follows_the_engines_pass_obligations():
    for seed in range(300):
        q = generate("insufficient_bid", seed)
        right = q.choice(q.answer).en
        expected = q.expected
        must = {m["seat"]: m["until"] for m in expected["must_pass"]}
        if expected["lead_restriction"] is not None:  # 26B
            suits = expected["lead_restriction"]["declarer_may_forbid_one_of"]
            assert all(call(f"1{s}", "en")[1:] in right for s in suits)
        elif expected["decision"] is not None:  # 27B4
            assert "chooses whether to accept" in right
        elif "end" in must.values():  # 27B2, 27B3
            assert "whenever it is his turn" in right
        else:  # 27A1, 27B1
            assert "stands as legal" in right or "No rectification" in right


def test_call_out_of_rotation_choice_names_the_engines_rectification():
    words = {
        "30A": "must pass at his next turn; there is no other",
        "29A": "accepted and stands",
        "28B": "as though the call out of rotation had not been made",
        "25B1": "change of call",
        "31A": "must repeat his",
        "32A": "must repeat his double",
    }
    for seed in range(300):
        q = generate("call_out_of_rotation", seed)
        first = q.expected["laws"][0]
        if first in words:
            assert words[first] in q.choice(q.answer).en, (seed, first)
        assert first in q.laws


def test_withdrawn_call_lead_choice_is_exactly_the_engines_suits_and_the_withdrawn_strain_counts_for_nothing():
    """Law 26B: declarer may prohibit the lead of a suit the offender did not specify in the legal
    auction; a withdrawn call is not part of it."""
    from quizzes.generators.common import KEYS

    withdrawn_strain_left = 0
    for seed in range(300):
        q = generate("withdrawn_call_lead", seed)
        suits = q.expected["lead_restriction"]["declarer_may_forbid_one_of"]
        right = q.choice(q.answer).en
        shown = [s for s in "CDHS" if call(f"1{s}", "en")[1:] in right]
        assert shown == sorted(suits, key="CDHS".index), seed
        assert "26B" in q.laws
        assert all(c.why_en and c.why_tr for c in q.choices if c.key != q.answer)
        assert q.answer in KEYS
        withdrawn = next(e for e in q.scenario["calls"] if isinstance(e, dict))  # the reject act follows it
        index = q.scenario["calls"].index(withdrawn) - 1
        offender, code = q.scenario["calls"][index].split(":")
        assert q.expected["lead_restriction"]["seat"] == "NESW"[("NESW".index(offender) + 2) % 4]
        if code[0].isdigit() and code[-1] in suits:
            withdrawn_strain_left += 1
    assert withdrawn_strain_left > 50  # the withdrawn bid's strain stays forbiddable in many stories
