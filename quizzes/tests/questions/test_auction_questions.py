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
from rulings import answer
from rulings.words import SEATS, contract

ROOT = Path(__file__).resolve().parents[3]
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
        # 30A: "must pass when next it is his turn to call and Law 72C may apply"; no "no other
        # rectification" (Law 26 may still restrict the lead: test_official_turkish_notes).
        "30A": "must pass at his next turn",
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


def test_seed_2_the_partners_call_at_his_turn_does_not_cancel_the_rectification():
    """28B cancels without rectification "a call out of rotation by an opponent" ("rakibin
    sırasız konuşması"). Seed 2: West passed at his partner East's turn and East then bid 1♣:
    East's call stands, West's pass is cancelled (29B) and 30B1 governs: "(a) Offender's partner
    may make any legal call at his proper turn ... (b) Offender may make any legal call at his
    correct turn and ... (ii.) When the call is not a comparable call ... offender's partner
    must pass when next it is his turn to call." (The old question offered no right answer.)"""
    q = generate("call_out_of_rotation", 2)
    assert q.scenario["calls"] == ["N:pass", "W:pass", "E:1C"]
    assert q.expected["laws"][:2] == ["30B1", "30B1(a)"] and "28B" not in q.expected["laws"]
    right = q.choice(q.answer).en
    assert "East's 1♣ stands" in right and "West may make any legal call at his turn" in right
    assert "East must pass at his next turn" in right
    wrong = {c.en: c.why_en for c in q.choices if c.key != q.answer}
    assert (
        "Law 28B is only for an opponent's call out of rotation"
        in wrong[
            "The auction continues as though the call out of rotation had not been made; there is no "
            "rectification (unauthorised information rules apply)"
        ]
    )


def _offender_and_caller(calls: list) -> tuple[str, str | None]:
    """The call out of rotation's maker, and who called straight after it (None: a reject)."""
    if isinstance(calls[-1], dict):
        return calls[-2].split(":")[0], None
    return calls[-2].split(":")[0], calls[-1].split(":")[0]


def test_a_thousand_call_out_of_rotation_questions_tell_the_engines_ruling_and_why_the_others_are_wrong():
    """Checked against the engine's own answer: 28B only when the player who called first is an
    opponent of the offender (28B "by an opponent"); his partner's call stands and the offender's
    side is still rectified (29B, 30B1/31B/32B); where there is no rectification (29A: the
    left-hand opponent's call accepted it; 28B), every offered rectification is wrong for that
    reason, not because it belongs to another position at the table."""
    counts = {"partner": 0, "29A": 0, "28B": 0}
    for seed in range(1000):
        q = generate("call_out_of_rotation", seed)
        got = answer(q.scenario)
        assert got == q.expected
        first = got["laws"][0]
        if first.startswith("25"):
            continue  # a change of call (Law 25)
        offender, caller = _offender_and_caller(q.scenario["calls"])
        right = q.choice(q.answer).en
        wrong = [c for c in q.choices if c.key != q.answer]
        partners = caller == "NESW"[("NESW".index(offender) + 2) % 4]
        if partners:
            counts["partner"] += 1
            assert "28B" not in got["laws"] and first in ("30B1", "31B", "32B"), seed
            assert f"{SEATS['en'][caller]}'s" in right and "stands" in right, seed
            assert f"{SEATS['en'][caller]} must pass at his next turn" in right, seed
        if first == "28B":
            counts["28B"] += 1
            assert caller is not None and not partners, seed
            assert "as though the call out of rotation had not been made" in right, seed
        if first in ("28B", "29A"):
            counts[first] += first == "29A"
            for choice in wrong:
                if "must pass" in choice.en or "must repeat" in choice.en or "may make any" in choice.en:
                    assert f"(Law {first})" in choice.why_en and f"(Yasa {first})" in choice.why_tr, seed
    assert min(counts.values()) > 20, counts


def test_an_insufficient_bid_after_seven_notrump_is_another_story_not_a_server_error():
    """Seed 18150's story first reached an insufficient bid after 7NT, where no bid is sufficient
    (Law 27: "any bid ... lower than the last bid"); the replacement bid was drawn from an empty list,
    so the exam that drew this seed (quizzes.bank.next_ref draws seeds below 2**31) answered 500.
    The generator now tells another story for the seed, and its replacement is a call the auction
    allows."""
    q = generate("insufficient_bid", 18150)
    assert q.scenario and q.choices
    assert answer(q.scenario) is not None


@pytest.mark.parametrize("seed", [4902, 8662, 1572557259])
def test_a_bid_out_of_rotation_after_seven_notrump_is_another_story_not_a_server_error(seed):
    """Law 18A: a bid names a number of odd tricks from one to seven and a denomination, and each
    must supersede the last (18B); after 7NT there is none. These seeds' stories first reached a bid
    out of rotation after 7NT and drew it from an empty list (about one seed in 1 700, found by
    sweeping 20 000 seeds of every type). The generator now tells another story for the seed."""
    q = generate("call_out_of_rotation", seed)
    assert q.scenario and q.choices
    assert answer(q.scenario) is not None
