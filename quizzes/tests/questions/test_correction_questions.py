"""The revoke-correction (Laws 62, 63) and opening-lead-spread (Law 54A/54C) questions: a
thousand of each agree with `python -m rulings`, and each right answer is the one the engine's
answer gives, the Law's paragraph named in the explanation."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[3]
NEW_TYPES = ("revoke_correction", "opening_lead_spread")


def test_a_thousand_questions_of_each_new_type_agree_with_the_command_line():
    questions = [generate(t, seed) for t in NEW_TYPES for seed in range(1000)]
    lines = "".join(json.dumps(q.scenario) + "\n" for q in questions)
    run = subprocess.run(
        [sys.executable, "-m", "rulings"], input=lines, capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert [json.loads(line) for line in run.stdout.splitlines()] == [q.expected for q in questions]
    for qtype in NEW_TYPES:
        prompts = {q.prompt_en for q in questions if q.type == qtype}
        assert len(prompts) > 990, qtype


def test_revoke_correction_answers_follow_from_the_engine():
    seen = set()
    for seed in range(300):
        q = generate("revoke_correction", seed)
        right = q.choice(q.answer).en
        revoke = q.expected["revokes"][0]
        play = q.scenario["play"]
        if right.startswith("The revoke is established"):
            assert revoke["established"] is True and "Law 63B" in q.explanation_en
            seen.add("63B")
        elif right.startswith("The revoke is not established"):
            assert revoke["established"] is False and "Law 62A" in q.explanation_en
            assert "Law 63A1" in q.explanation_en
            seen.add("62A")
        else:
            # a corrected revoke: the record ends with the `correct` act (62A/62B)
            assert play[-1]["act"] == "correct" and revoke.get("corrected") is True
            if "penalty card" in right:
                assert "major" in right and "Law 62B1" in q.explanation_en
                assert any(p["kind"] == "major" and p["seat"] == revoke["seat"] for p in q.expected["penalty_cards"])
                seen.add("62B1")
            elif "goes back" in right:
                assert "Law 62B2" in q.explanation_en
                assert not [p for p in q.expected["penalty_cards"] if p["seat"] == revoke["seat"]]
                seen.add("62B2")
            else:  # who wins the corrected trick and leads next (44E/44F)
                seat = {"North": "N", "East": "E", "South": "S", "West": "W"}[right]
                assert q.expected["turn"] == seat
                assert "Law 44E" in q.explanation_en or "Law 44F" in q.explanation_en
                seen.add("44")
    assert seen == {"63B", "62A", "62B1", "62B2", "44"}


def test_opening_lead_spread_answers_follow_from_the_engine():
    seen = set()
    for seed in range(200):
        q = generate("opening_lead_spread", seed)
        right = q.choice(q.answer).en
        exposer = q.scenario["play"][-1]["seat"]
        declarer = q.scenario["declarer"]
        if exposer == declarer:  # 54A: he has begun to spread, he becomes dummy
            assert right.startswith("Declarer must spread his whole hand")
            assert q.expected["declarer"] != declarer and q.expected["decision"] is None
            assert "Law 54A" in q.explanation_en
            seen.add("54A")
        else:  # 54C: dummy's cards could be seen, declarer must accept
            assert right.startswith("Declarer must accept the lead")
            assert q.expected["decision"] == {"by": declarer, "options": ["accept"]}
            assert "Law 54C" in q.explanation_en
            seen.add("54C")
    assert seen == {"54A", "54C"}


def test_the_winner_question_says_the_card_played_after_the_revoke_stays():
    """Law 62C1 (official Turkish): "Kusursuz tarafın her iki üyesi rönonstan sonra buna dikkat
    çekilmeden önce oynamış olabileceği her kartı geri alabilir ve eline geri koyar." WBF: "Each
    member of the non-offending side may withdraw and return to his hand any card he may have
    played after the revoke but before attention was drawn to it (see Law 16C)." Who wins a corrected revoke trick depends on that choice, so the
    question says the opponent who played after the revoke keeps his card, and cites 62C1."""
    from quizzes.generators import generate

    told = 0
    for seed in range(1, 301):
        q = generate("revoke_correction", seed)
        if not q.prompt_en.endswith("and leads to the next one?"):
            continue
        revoke = q.expected["revokes"][0]
        cards = [e for e in q.scenario["play"] if isinstance(e, str)]
        trick = [card.split(":")[0] for card in cards[4 * (revoke["trick"] - 1) : 4 * revoke["trick"]]]
        offender = revoke["seat"]
        later = trick[trick.index(offender) + 1 :]
        opponents_after = [seat for seat in later if (seat in "NS") != (offender in "NS")]
        if not opponents_after:
            assert "62C1" not in q.laws, seed
            continue
        told += 1
        assert "played after the revoke stays on the trick" in q.prompt_en, (seed, q.prompt_en)
        assert "rönonstan sonra oynadığı" in q.prompt_tr and "lövede kalır" in q.prompt_tr, (seed, q.prompt_tr)
        assert "62C1" in q.laws and "Law 62C1:" in q.explanation_en and "Yasa 62C1:" in q.explanation_tr
    assert told > 10


def test_a_revoke_not_yet_established_is_not_said_to_be_established_only_by_a_play():
    """Law 63A (official Turkish): a revoke is established when the offender or his partner leads
    or plays to the following trick (1), names or otherwise designates a card to be played to it
    (2), makes or agrees a claim or concession (3, 4); WBF 63A1-A4 the same ("when the offender or
    his partner names or otherwise designates a card to be played to the following trick", "when a
    member of the offending side makes a claim or concession of tricks", "when agreement is
    established (as per Law 69A) to an opponent's claim or concession"). The step for a revoke not yet established does not say that only a
    play establishes it; it says none of the other events happened."""
    from quizzes.generators import generate

    told = 0
    for seed in range(1, 301):
        q = generate("revoke_correction", seed)
        step_en = next((s for s in q.explanation_en.split("\n") if s.startswith("Law 63A1:")), None)
        if step_en is None or "may then no longer be corrected" in step_en:
            continue
        told += 1
        step_tr = next(s for s in q.explanation_tr.split("\n") if s.startswith("Yasa 63A1:"))
        assert not step_en.startswith("Law 63A1: only") and "yalnız" not in step_tr, seed
        assert "a claim or a concession" in step_en and "bir talep ya da terk" in step_tr, seed
    assert told > 10


def test_a_lead_to_the_next_trick_is_the_non_offenders_to_withdraw():
    """Law 62C1 (official Turkish): "Kusursuz tarafın her iki üyesi rönonstan sonra buna dikkat
    çekilmeden önce oynamış olabileceği her kartı geri alabilir ve eline geri koyar." WBF: "Each
    member of the non-offending side may withdraw and return to his hand any card he may have
    played after the revoke but before attention was drawn to it." Law 47A, TR "Oynanmış bir kart
    bir usulsüzlükten sonraki onarmayı yerine getirmek için geri alınabilir"; WBF "A card once played
    may be withdrawn when required by rectification following an irregularity". Where the
    non-offending side has led to the next trick, the explanation no longer says the cards played
    to it "are withdrawn to comply with the rectification": the lead stays unless its player takes
    it back, while he still wins the corrected trick (62C1); it goes back to his hand only where
    the corrected trick, and the lead, are another player's (44G, TR "Löveyi kazanmış olan
    oyuncunun elinden sonraki löveye çıkış yapılır"; WBF "The lead to the next trick is from the
    hand in which the last trick was won"), the engine's answer saying which. There the explanation does not say it
    "cannot stand" (neither text says so): it says what 62C1 gives him, the return "to his hand"
    (so no penalty card) and what 62C1's "see Law 16C" rules: 16C1 TR "Kusursuz taraf için, geri
    alınmış eylemden kaynaklanan tüm bilgiler ... yasaldır", WBF "For a non-offending side, all
    information arising from a withdrawn action is authorized"; 16C2 TR "Kusurlu taraf için ...
    izinsizdir", WBF "For an offending side, information ... from withdrawn actions of the
    non-offending side is unauthorized"."""
    kept = back = 0
    for seed in range(1, 401):
        q = generate("revoke_correction", seed)
        last = q.scenario["play"][-1]
        if "To trick" not in q.prompt_en or not isinstance(last, dict) or last["act"] != "correct":
            continue
        assert "withdrawn to comply with the rectification" not in q.explanation_en, seed
        assert "geri alınır." not in q.explanation_tr, seed
        leader = q.prompt_en.split("To trick ")[1].split(": ")[1].split(" ")[0]
        if "62C1" in q.expected["laws"] and "47A" not in q.expected["laws"]:
            kept += 1
            assert q.expected["turn"] != leader[0]  # his lead stands: the next player is to play
            assert "but need not" in q.explanation_en and "his lead stands" in q.explanation_en, seed
            assert "almak zorunda değildir" in q.explanation_tr, seed
        else:
            back += 1
            assert {"62C1", "16C", "47A"} <= set(q.expected["laws"]) and q.expected["turn"] != leader[0]
            assert q.expected["penalty_cards"] == [] or all(p["seat"] != leader[0] for p in q.expected["penalty_cards"])
            assert "cannot stand" not in q.explanation_en and "kalamaz" not in q.explanation_tr, seed
            assert "may withdraw the" in q.explanation_en and "is not a penalty card" in q.explanation_en, seed
            assert "unauthorized for" in q.explanation_en, seed
            assert "geri alabilir ve eline geri koyar" in q.explanation_tr and "cezalı kart olmaz" in q.explanation_tr
            assert "izinsizdir" in q.explanation_tr, seed
    assert kept > 10 and back > 0


def test_once_the_revoke_is_established_no_wrong_choice_also_says_it_can_no_longer_be_corrected():
    """63B (official Turkish): "Rönons bir kere resmileştikten sonra, artık düzeltilemez ... ve
    rönonsun meydana geldiği löve oynandığı gibi kalır"; WBF "Once a revoke is established, it may
    no longer be corrected ... and the trick on which the revoke occurred stands as played". 63A1
    (TR "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında"; WBF
    "when the offender or his partner leads or plays to the following trick"). Once established,
    "the trick has its four cards, so the revoke can no longer be corrected" reaches the ruling
    by a wrong reason: a Director could defend it, so it is no wrong choice then. Before, it
    stays one, saying why it is wrong (63A1)."""
    established = before = 0
    for seed in range(1, 301):
        q = generate("revoke_correction", seed)
        if not q.prompt_en.endswith("Attention is drawn to the revoke now. What does the Director rule?"):
            continue
        wrong = [c for c in q.choices if c.key != q.answer]
        if q.expected["revokes"][-1]["established"]:
            established += 1
            assert not any("can no longer be corrected" in c.en for c in wrong), seed
            assert not any("artık düzeltilemez" in c.tr for c in wrong), seed
            late = next(c for c in wrong if c.en.startswith("The revoke is established, but"))
            assert "Law 63B" in late.why_en and "Yasa 63B" in late.why_tr, seed
        else:
            closed = [c for c in wrong if "can no longer be corrected" in c.en]
            if closed:
                before += 1
                assert "Law 63A1" in closed[0].why_en and "Yasa 63A1" in closed[0].why_tr, seed
    assert established > 20 and before > 20
