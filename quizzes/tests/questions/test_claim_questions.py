"""The `claim` questions (quizzes/generators/claim.py): contested claims and concessions in
endings of 3 to 5 cards, ruled by the engine's `claim` query (Laws 68C, 70, 71B).

Every answer here is computed in the test from `rulings.answer` on the question's own query,
never written down: the award, the paragraph that decides (70C, 70D1, 70E1; 71B for a cancelled
concession) and the losing line the explanation must show card by card.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from django.test import Client

from quizzes import diagram
from quizzes.generators import generate
from quizzes.tests.helpers import open_question
from rulings import answer
from rulings import words as names

SEEDS = range(1, 61)


@pytest.fixture(scope="module")
def questions():
    return [generate("claim", seed) for seed in SEEDS]


def _right(question, lang: str = "en") -> str:
    return question.choice(question.answer).text(lang)


def test_the_answer_is_the_engines_on_each_generated_position(questions):
    for q in questions:
        ruled = answer(q.scenario)  # the engine, asked here, on the question's own query
        assert q.expected == ruled, q.seed
        right = _right(q)
        if q.prompt_en.endswith("Which paragraph decides?"):
            assert ruled["decides"] is not None and right.startswith(f"Law {ruled['decides']}:"), q.seed
        else:
            awarded = ruled["awarded"]
            assert right == f"{awarded} trick" + ("" if awarded == 1 else "s"), q.seed
            assert _right(q, "tr") == f"{awarded} löve"


def test_positions_are_of_interest_to_a_director(questions):
    """Kept only when the claim fails under 70C, 70D1 or 70E1, a concession is cancelled under
    71B, or a claim stands although a trump is out or a finesse was stated; each kind occurs."""
    kinds = Counter()
    for q in questions:
        ruled = q.expected
        if ruled["decides"]:
            assert ruled["awarded"] < q.scenario["claimed"]
            kinds[ruled["decides"]] += 1
        elif "71B" in ruled["laws"]:
            assert ruled["awarded"] > q.scenario["claimed"]
            kinds["71B"] += 1
        else:
            assert ruled["awarded"] == q.scenario["claimed"] > 0
            kinds["stands"] += 1
    assert set(kinds) == {"70C", "70D1", "70E1", "71B", "stands"}, kinds


def _line_in(explanation: str, line: list[str], lang: str) -> bool:
    """Whether the explanation shows every card of the line, in order, each with its player."""
    at = 0
    for play in line:
        seat, card = play.split(":")
        shown = f"{names.seat(seat, lang)} {names.card(card, lang)}"
        found = explanation.find(shown, at)
        if found < 0:
            return False
        at = found + len(shown)
    return True


def test_the_explanation_names_the_deciding_paragraph_and_shows_the_losing_line(questions):
    failing = [q for q in questions if q.expected["decides"]]
    assert failing
    for q in failing:
        decides, line = q.expected["decides"], q.expected["losing_line"]
        assert f"Law {decides}" in q.explanation_en and f"Yasa {decides}" in q.explanation_tr
        assert decides in q.laws and "70A" in q.laws
        assert _line_in(q.explanation_en, line, "en") and _line_in(q.explanation_tr, line, "tr"), q.seed
        tricks = re.findall(r"^Trick (\d+): ", q.explanation_en, re.M)
        assert [int(t) for t in tricks] == list(range(1, (len(line) + 3) // 4 + 1))
        awarded = q.expected["awarded"]
        assert q.explanation_en.splitlines()[-1].endswith(f"get {awarded} trick" + ("" if awarded == 1 else "s") + ".")


def test_a_cancelled_concession_cites_71b_and_the_tricks_restored(questions):
    cancelled = [q for q in questions if "71B" in q.expected["laws"]]
    assert cancelled
    for q in cancelled:
        assert q.laws == ("70A", "71B") and q.expected["losing_line"] is None
        assert f"{q.expected['awarded']} tricks, not {q.scenario['claimed']}" in q.explanation_en


def test_the_diagram_shows_the_ending_at_the_claim():
    q = generate("claim", 3)
    for lang in ("tr", "en"):
        drawn = diagram.build(q.scenario, lang)
        assert drawn is not None and drawn.moment == "now" and drawn.tricks == []
        for seat, hand_text in zip("NESW", q.scenario["deal"][2:].split(), strict=True):
            shown = [ranks for _symbol, _red, ranks in drawn.hands[seat].suits]
            assert sum(len(r.split()) for r in shown if r != "—") == len(hand_text.replace(".", ""))
        assert drawn.contract == names.strain(q.scenario["trump"], lang)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_claim_question_page_renders_with_its_ending(lang):
    html, shown = open_question(Client(), "claim", "1", lang)
    assert 'class="deal"' in html
    q = generate("claim", 1)
    first_line = q.prompt(lang).splitlines()[0]
    assert first_line.split(",")[0] in html
    assert len(re.findall(r'name="choice"', html)) == len(q.choices)


def test_an_outstanding_trump_step_states_all_three_conditions_of_70c(questions):
    """Law 70C (official Turkish): the Director awards tricks to the opponents "1. Talep eden koz
    hakkında bir beyanda bulunmamışsa ve 2. Talep anında talep eden oyuncunun bir rakibinin elinde
    bir koz kaldığından haberi olmaması olası ise ve 3. O koza herhangi bir normal oyun ile bir löve
    kaybedilebilirse"; WBF: "1. claimer made no statement about that trump, and 2. it is at all
    likely that claimer at the time of his claim was unaware that a trump remained in an
    opponent's hand, and 3. a trick could be lost to that trump by any normal play". The step
    naming 70C keeps the second condition (the engine, asked without `aware`, counts the claimer
    unaware) and says where the WBF's bar is lower."""
    decided = 0
    for q in questions:
        if q.expected["decides"] != "70C":
            continue
        decided += 1
        step_en = next(s for s in q.explanation_en.split("\n") if s.startswith("Law 70C:"))
        step_tr = next(s for s in q.explanation_tr.split("\n") if s.startswith("Yasa 70C:"))
        assert "unaware" in step_en and "at all likely" in step_en, (q.seed, step_en)
        assert "haberi olmaması olasıdır" in step_tr and "at all likely" in step_tr, (q.seed, step_tr)
        assert "aware" not in q.scenario  # the condition the step states is the engine's default
    assert decided > 3


def test_the_70e1_step_gives_both_exceptions_and_what_the_engine_decided_on_each(questions):
    """70E1, TR: "Hakem, bir rakip, talep ileri sürülmeden önce o kartın rengine uymamış veya daha
    sonra herhangi bir normal oyun tarzı ile o renge uyamayacak olmadıkça, başarısı özel bir kartı
    bir rakip yerine diğerinde bulmaya dayanan, talep eden tarafından belirtilmemiş, hiçbir oyun
    tarzını kabul etmeyecektir." WBF: "... unless an opponent failed to follow to the suit of that
    card before the claim was made, or would subsequently fail to follow to that suit on any
    normal line of play." The engine answers "70E1" only when neither saves the line: the query
    reports no void, and its losing line (a normal line) loses the finesse with both opponents
    following to the suit. The step says so, naming the trick of the engine's line where the
    claiming side's card is beaten, and that trick is the engine's."""
    found = 0
    for q in questions:
        ruled = answer(q.scenario)
        if ruled["decides"] != "70E1":
            continue
        found += 1
        assert "shown_out" not in q.scenario
        step_en = next(s for s in q.steps("en") if s.startswith("Law 70E1"))
        step_tr = next(s for s in q.steps("tr") if s.startswith("Yasa 70E1"))
        assert (
            "before the claim, or would subsequently fail to follow to that suit on any normal line of play" in step_en
        )
        assert "Neither exception applies here" in step_en
        assert "talepten önce o kartın rengine uymamış veya daha sonra herhangi bir normal oyun tarzında" in step_tr
        assert "Burada iki istisna da yoktur" in step_tr
        where = re.search(r"up to and including trick (\d+), where (\w+)'s (\S+) beats (\w+)'s (\S+)\.$", step_en)
        assert where, step_en
        number, fourth, fourth_card, third, third_card = where.groups()
        # The trick named is the engine's: in its losing line, the claiming side's card played
        # third and the opponent's card that beats it, as the explanation shows that trick.
        trick = ruled["losing_line"][4 * (int(number) - 1) : 4 * int(number)]
        seats = [names.seat(play[0], "en") for play in trick]
        cards = [names.card(play[2:], "en") for play in trick]
        assert (seats[2], cards[2], seats[3], cards[3]) == (third, third_card, fourth, fourth_card), q.seed
        assert f"Trick {number}: " in q.explanation_en and f"{fourth} wins it." in q.explanation_en
    assert found >= 5
