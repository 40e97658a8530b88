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
from quizzes.tests.helpers import generated, open_question
from rulings import answer
from rulings import words as names

SEEDS = range(1, 61)


@pytest.fixture(scope="module")
def questions():
    return [generated("claim", seed) for seed in SEEDS]


# Seeds 61-200, 304, the first beyond them whose claimer draws several outstanding trumps while
# conceding a trick (since qa64's first named card from the hand on lead, none of 1-200 does), and
# 623, the first seed whose claimer draws one outstanding trump while conceding a trick (since seed
# 72's statement went, none of 1-200 does): with the module's questions, the seeds the two
# trump-statement tests read, generated once for both.
MORE_SEEDS = (*range(SEEDS.stop, 201), 304, 623)


@pytest.fixture(scope="module")
def more_questions():
    return [generated("claim", seed) for seed in MORE_SEEDS]


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
        awarded = q.expected["awarded"]
        tricks = f"{awarded} trick" + ("" if awarded == 1 else "s")
        assert f"{tricks}, not {q.scenario['claimed']}" in q.explanation_en


def test_the_71b_step_and_choice_say_within_the_correction_period(questions):
    """Law 71, TR "Terk bir kez yapıldığında, Yasa 79C’ye göre saptanmış Düzeltme Süreci içinde,
    hakem terki aşağıdaki sebeplerle iptal etmedikçe, geçerli kalmalıdır: ... B. Bir oyuncu, kalan
    kartların herhangi bir normal şekilde oynanması sonucu kaybedemeyeceği bir löveyi terk
    etmişse"; WBF "A concession must stand, once made, except that within the Correction Period
    established under Law 79C the Director shall cancel a concession: ... B. if a player has
    conceded a trick that could not be lost by any normal play of the remaining cards". The step
    and the 71B choice said only that the concession "is cancelled"; then (until right46) the WBF's
    "shall cancel", an obligation the official Turkish does not set; then (until qa274) "the Director
    cancels the concession of a trick that ...", the same duty in the indicative: the step states 71's
    rule, and cancelling is the engine's ruling on this concession
    (test_qa274_claim_71_must_stand.py)."""
    cancelled = [q for q in questions if "71B" in q.expected["laws"]]
    assert cancelled
    for q in cancelled:
        assert (
            "within the Correction Period established under Law 79C, the Director cancels it for one of Law 71's "
            "reasons; one is the concession of a trick that could not be lost by any normal play of the remaining "
            "cards" in q.explanation_en
        ), q.seed
        assert "Yasa 79C'ye göre saptanmış Düzeltme Süreci içinde hakem" in q.explanation_tr, q.seed
        assert "shall cancel" not in q.explanation_en, q.seed
        assert "hakem onu iptal eder" in q.explanation_tr, q.seed
    offered = [
        c
        for q in questions
        for c in q.choices
        if c.text("en").startswith("Law 71B") or c.text("tr").startswith("Yasa 71B")
    ]
    assert offered
    for choice in offered:
        assert "within the Correction Period" in choice.text("en") and "Düzeltme Süreci içinde" in choice.text("tr")


def test_the_diagram_shows_the_ending_at_the_claim():
    q = generated("claim", 3)
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
    q = generated("claim", 1)
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


# --- audit14: the words of the claim questions against Laws 68-71 and footnote 21 ---------------


def test_the_70a_step_keeps_the_law_s_words_apart_from_the_engine_s_model(questions):
    """70A, TR: "talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir"; WBF: "any
    doubtful point as to a claim shall be resolved against the claimer". That is all 70A says of
    the method; 70B3 lets the Director have the cards faced ("may require players to put their
    remaining cards face up"), and the search for a line that plays "any normal card" is the
    engine's model (docs/rulings-cli.md, "Additions"). The step said, after "Law 70A:", that "the
    Director sees all four hands and looks for a line ...", as if the Law said so."""
    for q in questions:
        step_en = next(s for s in q.steps("en") if s.startswith("Law 70A:"))
        step_tr = next(s for s in q.steps("tr") if s.startswith("Yasa 70A:"))
        if _concedes_all(q):
            continue  # no claim: test_a_concession_of_every_trick_is_not_told_70a_s_doubtful_point
        assert step_en.startswith("Law 70A: any doubtful point as to a claim shall be resolved against the claimer. ")
        assert step_tr.startswith(
            "Yasa 70A: talep ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir. "
        )
        assert "(the engine's model, not the Law's words)" in step_en, q.seed
        assert "(yasanın sözleri değil, motorun modeli)" in step_tr, q.seed
        assert "the Director sees all four hands" not in step_en and "hakem dört eli görür" not in step_tr


def test_the_70d1_step_gives_footnote_21_whole(questions):
    """Footnote 21, TR: "70 ve 71'inci Yasalar için “normal” söz konusu oyuncunun düzeyi için
    dikkatsiz veya düşük nitelikli oyunları kapsamaktadır"; WBF: "For the purposes of Laws 70 and
    71, “normal” includes play that would be careless or inferior for the class of player
    involved." 70D1, TR: "Hakem eğer ortada normal fakat daha az başarılı bir oyun tarzı varsa,
    talep edenin orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını kabul
    etmeyecektir"; WBF: "... any successful line of play not embraced in the original
    clarification statement if there is an alternative normal line of play that would be less
    successful". The step said "(careless play counts as normal)" inside 70D1's words, without
    "or inferior" and "for the class of player involved"."""
    found = 0
    for q in questions:
        if q.expected["decides"] != "70D1":
            continue
        found += 1
        step_en = next(s for s in q.steps("en") if s.startswith("Law 70D1:"))
        step_tr = next(s for s in q.steps("tr") if s.startswith("Yasa 70D1:"))
        assert "careless or inferior for the class of player involved (footnote 21)" in step_en, q.seed
        assert (
            "söz konusu oyuncunun düzeyi için dikkatsiz veya düşük nitelikli oyunları da kapsar (dipnot 21)" in step_tr
        )
        assert "orijinal açıklama beyanında belirtmediği" in step_tr
        assert "not embraced in the original clarification statement" in step_en
        assert "careless play counts as normal" not in step_en and "dikkatsiz oyun da normaldir" not in step_tr
    assert found >= 5


def _said(prompt: str) -> str:
    """The claimer's words as the prompt quotes them ("" when he said nothing)."""
    found = re.search(r"[«\"](.*)[»\"]", prompt)
    return found.group(1) if found else ""


def _trumps(scenario: dict, sides: tuple[int, int]) -> int:
    """How many trumps the hands `sides` away from the claimer hold (1 and 3: his opponents)."""
    if scenario["trump"] == "NT":
        return 0
    hands = scenario["deal"][2:].split()
    suit = "SHDC".index(scenario["trump"])
    seat = "NESW".index(scenario["claimer"])
    return sum(len(hands[(seat + k) % 4].split(".")[suit]) for k in sides)


def _outstanding(scenario: dict) -> int:
    return _trumps(scenario, (1, 3))


def test_what_the_claimer_says_of_the_trump_fits_the_position(questions, more_questions):
    """70C1 asks whether the claimer "made no statement about that trump" (TR "Talep eden koz
    hakkında bir beyanda bulunmamışsa"), and 70C applies "When a trump remains in one of the
    opponents' hands" (TR "Rakiplerden birinin elinde bir koz kaldığında"): the prompt had the
    claimer say "I draw the outstanding trump first" in no trumps and where no opponent held a
    trump, "trump" where they held several, and "the rest are mine" while conceding some of the
    tricks (68B1: "a claim of some number of tricks is a concession of the remainder"; TR "belli
    sayıda löve talebi de varsa, geri kalan lövelerin terkidir"). And a side holding no trump said
    it would draw the outstanding one (seed 72: North-South without a club, clubs trumps); the
    statement is a line of play (68C, TR "oyuncunun hangi oyun veya defans tarzı ile devam
    edeceğine", WBF "the line of play or defence"), and a side with no trump has none to draw with."""
    seen = Counter()
    # Seeds 1-200 and 623 (MORE_SEEDS): the module's questions, then the rest.
    for q in [*questions, *more_questions]:
        said_en, said_tr = _said(q.prompt_en), _said(q.prompt_tr)
        if not q.scenario["statement"]["trumps"]:
            assert "trump" not in said_en and "koz" not in said_tr, q.seed
            continue
        out = _outstanding(q.scenario)
        assert out >= 1, q.seed
        assert _trumps(q.scenario, (0, 2)) >= 1, q.seed
        everything = q.scenario["claimed"] == len(q.scenario["deal"][2:].split()[0].replace(".", ""))
        seen[(out > 1, everything)] += 1
        assert said_en.startswith(
            "I draw the outstanding trumps first" if out > 1 else "I draw the outstanding trump first"
        )
        assert said_tr.startswith("Önce dışarıdaki kozları alıyorum" if out > 1 else "Önce dışarıdaki kozu alıyorum")
        assert ("the rest are mine" in said_en) == everything and ("gerisi benim" in said_tr) == everything, q.seed
    assert len(seen) == 4, seen  # one trump and several, all the tricks claimed and fewer


def _side_leads_while_a_trump_is_out(scenario: dict, line: list[str]) -> list[str]:
    """The cards the claiming side leads on `line` while an opponent still holds a trump."""
    hands = scenario["deal"][2:].split()  # N E S W
    claimer = "NESW".index(scenario["claimer"])
    theirs = {
        scenario["trump"] + rank
        for k in (1, 3)
        for rank in hands[(claimer + k) % 4].split(".")["SHDC".index(scenario["trump"])]
    }
    leads = []
    for at in range(0, len(line), 4):
        trick = [play.split(":") for play in line[at : at + 4]]
        leader, led = trick[0]
        if theirs and "NESW".index(leader) % 2 == claimer % 2:
            leads.append(led)
        theirs -= {card for _seat, card in trick}
    return leads


def test_the_line_shown_carries_out_i_draw_the_outstanding_trump_first(questions, more_questions):
    """The statement is the line of play: 68C, TR "Bir talebe, oyuncunun hangi oyun veya defans
    tarzı ile devam edeceğine, kartları hangi sıra ile oynayacağına, talepte bulunduğu löveleri
    hangi oyun veya defans tarzı ile kazanmayı düşündüğüne ilişkin düzgün bir açıklama eşlik
    etmelidir", WBF "a clear statement of the line of play or defense through which the claimer
    proposes to win the tricks claimed, including the order in which the cards will be played";
    the Director rules on it as repeated (70B1, TR "talep anındaki açıklama ifadesini tekrar
    etmesini ister", WBF "repeat the clarification statement he made at the time of his claim")
    and accepts no successful line it does not embrace where a less successful normal one exists
    (70D1, TR "talep edenin orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını
    kabul etmeyecektir", WBF "not embraced in the original clarification statement"). The claim
    quiz had the claimer say "I draw the outstanding trump(s) first" and then showed, as the line
    ruled, one where his side led another suit while an opponent still held a trump: in 140 of
    the 197 such questions of seeds 1-1000 (seed 5: East, on lead without a trump, leads a heart
    while North holds the D3; seed 6: West, out of trumps after the first round, leads a club while
    South keeps the H3). On the line shown, every lead of the claiming side while an opponent holds
    a trump is a trump."""
    drawn = 0
    for q in [*questions, *more_questions]:
        if not q.scenario["statement"]["trumps"]:
            continue
        line = q.expected["losing_line"] or []  # none where the claim stands
        assert _line_in(q.explanation_en, line, "en") and _line_in(q.explanation_tr, line, "tr"), q.seed
        leads = _side_leads_while_a_trump_is_out(q.scenario, line)
        assert all(card[0] == q.scenario["trump"] for card in leads), (q.seed, leads)
        drawn += bool(leads)
    assert drawn >= 10, drawn  # positions where the side does lead its trumps, not only vacuous ones


def test_the_line_shown_plays_the_named_cards_in_the_order_the_claimer_named_them(questions, more_questions):
    """A statement gives "the order in which the cards will be played" (68C, TR "kartları hangi sıra
    ile oynayacağına", WBF "including the order in which the cards will be played"). The claim quiz
    had claimers say "I play the ♥10, ♥9, in that order" and then showed, as the line ruled, one
    where the ♥9 fell before the ♥10 (qa54: West discards the ♥2 and must follow with the ♥9 under
    South's heart before dummy's ♥10 on the same trick): 30 of seeds 1-1000, 10 of them here (seeds
    10, 30, 33, 37, 99, 100, 112, 118, 134, 139 among the first). Whether that line is normal is
    the Director's judgement; the question shows only lines that keep the order named."""
    named_twice = 0
    for q in [*questions, *more_questions]:
        named = q.scenario["statement"]["cards"]
        if len(named) < 2:
            continue
        named_twice += 1
        played = [play.split(":")[1] for play in q.expected["losing_line"] or []]
        seen = [card for card in played if card in named]
        assert seen == named[: len(seen)], (q.seed, named, played)
    assert named_twice >= 10, named_twice


def test_the_claim_stands_choice_speaks_of_claimed_tricks(questions):
    """A claim of fewer tricks than are left concedes the rest (68B1: "a claim of some number of
    tricks is a concession of the remainder"), so a claim stands when no normal line loses a trick
    it claimed (70D1, 70C3, 71B all ask what "any normal play" would lose of them), not when no
    normal line loses any trick: the choice said "no normal play loses a trick"."""
    offered = [
        (c.text("en"), c.text("tr"))
        for q in questions  # seeds 1-60
        if q.prompt_en.endswith("Which paragraph decides?")
        for c in q.choices
        if c.text("en").startswith("The claim stands")
    ]
    assert len(offered) >= 5
    assert set(offered) == {
        (
            "The claim stands (Law 70A): no normal play loses a claimed trick",
            "Talep geçerlidir (Yasa 70A): hiçbir normal oyun talep edilen bir löveyi kaybetmez",
        )
    }


def test_70d1_decides_only_where_a_more_successful_line_is_refused(questions):
    """70D1: "the Director shall not accept from claimer any successful line of play not embraced in
    the original clarification statement if there is an alternative normal line of play that would
    be less successful" (TR "Hakem eğer ortada normal fakat daha az başarılı bir oyun tarzı varsa,
    talep edenin orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını kabul
    etmeyecektir"). Where the best line (double dummy) takes no more than the worst normal line, no
    line is refused: the claim falls short on every line, and a question asking which paragraph
    decides had 70D1 as its answer (seeds 6, 15, 37, 38, 39 and 50 of 1-60: West claiming four tricks
    that North-South win on every line)."""
    ruled_70d1 = [q for q in questions if q.expected["decides"] == "70D1"]
    assert len(ruled_70d1) >= 10
    for q in ruled_70d1:
        assert q.expected["worst_tricks"] < q.expected["dd_tricks"], q.seed


def test_a_claimer_on_lead_first_names_a_card_of_the_hand_on_lead(questions, more_questions):
    """qa64's seed 137: North, on lead in his own hand, said "I play the ♦J first" with the ♦J in
    South's hand, a story that cannot be played as told. The first card of a trick is led from the
    hand on lead (44A: TR "Löveye çıkış yapacak oyuncu elindeki herhangi bir kartı oynayabilir";
    WBF "The player who leads to a trick may play any card in his hand"), and the statement is the
    order in which the cards will be played (68C: TR "kartları hangi sıra ile oynayacağına"; WBF
    "the order in which cards will be played")."""
    named_first = 0
    for q in (*questions, *more_questions):
        scenario = q.scenario
        cards = scenario["statement"]["cards"]
        claimer, lead = "NESW".index(scenario["claimer"]), "NESW".index(scenario["lead"])
        if not cards or lead not in (claimer, claimer ^ 2):
            continue
        named_first += 1
        suits = dict(zip("SHDC", scenario["deal"][2:].split()[lead].split("."), strict=True))
        assert cards[0][1] in suits[cards[0][0]], (q.seed, scenario["lead"], cards)
    assert named_first > 10  # the claimer's side on lead with an order named: the case is met


# qa65: the seeds of 1-1000 whose line threw a named card under another by choice (none of 1-300).
THROWN_UNDER_SEEDS = (348, 604, 642, 747, 833)


def test_a_named_card_is_not_thrown_under_another_by_choice(questions, more_questions):
    """68C (TR, official): "Bir talebe, oyuncunun hangi oyun veya defans tarzı ile devam edeceğine,
    kartları hangi sıra ile oynayacağına, talepte bulunduğu löveleri hangi oyun veya defans tarzı
    ile kazanmayı düşündüğüne ilişkin düzgün bir açıklama eşlik etmelidir." WBF: "A claim should be
    accompanied at once by a clear statement of the line of play or defense through which the
    claimer proposes to win the tricks claimed, including the order in which the cards will be
    played." 44C (TR): "Bir löveye kart oynarken, her oyuncu eğer mümkünse renge uymak
    zorundadır." WBF: "In playing to a trick, each player must follow suit if possible."

    Seed 642: North claims saying "I play the ♠K, ♠Q, in that order" and the line shown drops
    North's ♠Q under South's ♠K with the ♠9 beside it: both cards he named, one trick. A named card
    may share a trick with an earlier one only where its hand has no other legal card than cards
    he named (a singleton ♣K under the ♣A: the statement played as told, the blockage the claimer
    overlooked)."""
    extra = [generated("claim", seed) for seed in THROWN_UNDER_SEEDS]
    forced = 0
    for q in (*questions, *more_questions, *extra):
        named = q.scenario["statement"]["cards"]
        if len(named) < 2 or not q.expected["losing_line"]:
            continue
        held = {
            seat: {suit + rank for suit, ranks in zip("SHDC", hand.split("."), strict=True) for rank in ranks}
            for seat, hand in zip("NESW", q.scenario["deal"][2:].split(), strict=True)
        }
        plays = [play.split(":") for play in q.expected["losing_line"]]
        for start in range(0, len(plays), 4):
            trick = plays[start : start + 4]
            for index, (seat, card) in enumerate(trick):
                if card in named and any(earlier in named for _s, earlier in trick[:index]):
                    led = trick[0][1][0]
                    legal = {c for c in held[seat] if c[0] == led} or held[seat]
                    assert legal <= set(named), (q.seed, named, trick, sorted(legal))
                    forced += 1
            for seat, card in trick:
                held[seat].discard(card)
    assert forced >= 5, forced  # crossings the Laws force are still asked


def _concedes_all(q) -> bool:
    return "concedes all the remaining tricks" in q.prompt_en


def test_a_concession_of_every_trick_is_not_told_70a_s_doubtful_point(questions):
    """70A's doubtful point is "as to a claim" (TR "talep ile ilgili her şüpheli durum talep edenin
    aleyhine çözümlenecektir"; WBF "any doubtful point as to a claim shall be resolved against the
    claimer"); its first clause names a concession too (TR "İtiraz edilmiş bir talep veya terk
    hakkında karar verirken, hakem bordun sonucunu her iki taraf için de mümkün olduğunca eşit
    olarak kararlaştırır"; WBF "In ruling on a contested claim or concession, the Director
    adjudicates the result of the board as equitably as possible to both sides"; qa289 replaced the
    2007 wording, "the Director's objective is to determine the result").
    A player who concedes every trick left claims none, and his question said the claim sentence
    (qa91 found it; session 63)."""
    conceded = [q for q in questions if _concedes_all(q)]
    assert len(conceded) >= 3
    for q in conceded:
        step_en = next(s for s in q.steps("en") if s.startswith("Law 70A:"))
        step_tr = next(s for s in q.steps("tr") if s.startswith("Yasa 70A:"))
        assert step_en.startswith(
            "Law 70A: in ruling on a contested claim or concession, the Director adjudicates the result of the "
            "board as equitably as possible to both sides. "
        ), q.seed
        assert step_tr.startswith(
            "Yasa 70A: itiraz edilmiş bir talep veya terk hakkında karar verirken hakem, bordun sonucunu her iki "
            "taraf için de mümkün olduğunca eşit olarak kararlaştırır. "
        ), q.seed
        assert "doubtful point" not in q.explanation_en and "şüpheli durum" not in q.explanation_tr, q.seed
        assert "(the engine's model, not the Law's words)" in step_en, q.seed
