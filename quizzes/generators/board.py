"""`board`: the dealer and the vulnerability of board N (Law 2), asked five ways: both at once,
the dealer, the vulnerability, "are we vulnerable?" from a seat, and which of four boards has a
given dealer and vulnerability. The answer is the engine's `board` query; the distractors are
the neighbouring boards' conditions, the usual misreading of the 16-board table.
"""

from __future__ import annotations

from rulings import words as names
from rulings.deal import SEAT_NAMES

from ..questions import Question
from .common import cited, engine, law, make_choices, rng_for, spread

TYPE = "board"
BOARDS = 144
VARIANTS = ("both", "dealer", "vul", "seat:N", "seat:E", "seat:S", "seat:W", "which")
SPACE = [(variant, board) for variant in VARIANTS for board in range(1, BOARDS + 1)]


def _conditions(board: int) -> tuple[str, str]:
    got = engine({"q": "board", "board": board})
    return got["dealer"], got["vul"]


def _both(dealer: str, vul: str) -> tuple[str, str]:
    return (
        f"Dağıtan {names.seat(dealer, 'tr')}; {names.vulnerability(vul, 'tr')}",
        f"Dealer {names.seat(dealer, 'en')}; {names.vulnerability(vul, 'en')}",
    )


def _ours(seat: str, vul: str) -> str:
    if vul in ("None", "All"):
        return vul
    return "we" if names.side_of(seat) == vul else "they"


OURS_TEXT = {
    "we": ("Biz zondayız, rakipler zonsuz", "We are vulnerable, they are not"),
    "they": ("Rakipler zonda, biz zonsuzuz", "They are vulnerable, we are not"),
    "All": ("Herkes zonda", "Both sides vulnerable"),
    "None": ("Kimse zonda değil", "Neither side vulnerable"),
}


def generate(seed: int) -> Question:
    rng = rng_for(TYPE, seed)
    variant, board = SPACE[spread(seed, len(SPACE))]
    scenario = {"q": "board", "board": board}
    expected = engine(scenario)
    dealer, vul = expected["dealer"], expected["vul"]
    neighbours = [
        b
        for b in (board + 1, board - 1, board + 4, board - 4, board + 8, board + 2, board - 2, board + 5, board + 3)
        if b >= 1
    ]
    if variant == "both":
        prompt_tr = f"{board}. bordda dağıtan kim, zon durumu ne?"
        prompt_en = f"Board {board}: who is the dealer, and who is vulnerable?"
        choices, key = make_choices(rng, _both(dealer, vul), [_both(*_conditions(b)) for b in neighbours])
    elif variant == "dealer":
        prompt_tr = f"{board}. bordda dağıtan kim?"
        prompt_en = f"Who deals board {board}?"
        others = [s for s in SEAT_NAMES if s != dealer]
        rng.shuffle(others)
        choices, key = make_choices(
            rng,
            (names.seat(dealer, "tr"), names.seat(dealer, "en")),
            [(names.seat(s, "tr"), names.seat(s, "en")) for s in others],
        )
    elif variant == "vul":
        prompt_tr = f"{board}. bordda zon durumu ne?"
        prompt_en = f"Board {board}: who is vulnerable?"
        others = [v for v in ("None", "NS", "EW", "All") if v != vul]
        choices, key = make_choices(
            rng,
            (names.capitalize(names.vulnerability(vul, "tr")), names.capitalize(names.vulnerability(vul, "en"))),
            [
                (names.capitalize(names.vulnerability(v, "tr")), names.capitalize(names.vulnerability(v, "en")))
                for v in others
            ],
        )
    elif variant.startswith("seat:"):
        seat = variant[5:]
        prompt_tr = f"{board}. bordda {names.seat(seat, 'tr')} oturuyorsunuz. Zon durumunuz ne?"
        prompt_en = f"You sit {names.seat(seat, 'en')} on board {board}. What is the vulnerability?"
        ours = _ours(seat, vul)
        choices, key = make_choices(rng, OURS_TEXT[ours], [OURS_TEXT[k] for k in OURS_TEXT if k != ours])
    else:
        prompt_tr = (
            f"Aşağıdaki bordlardan hangisinde dağıtan {names.seat(dealer, 'tr')} ve {names.vulnerability(vul, 'tr')}?"
        )
        prompt_en = (
            f"On which of these boards does {names.seat(dealer, 'en')} deal with {names.vulnerability(vul, 'en')}?"
        )
        pool = [b for b in range(max(1, board - 10), board + 11) if _conditions(b) != (dealer, vul)]
        rng.shuffle(pool)
        choices, key = make_choices(rng, (str(board), str(board)), [(str(b), str(b)) for b in pool])
    position = (board - 1) % 16 + 1
    same_tr = (
        f"bordlar 16'lık bir döngüyle tekrar eder; {board}. bord, {position}. bordla aynı konumdadır"
        if board > 16
        else f"{board}. bord, Yasa 2 tablosunun ilk 16 bordu arasındadır"
    )
    same_en = (
        f"boards repeat in cycles of 16; board {board} stands where board {position} does"
        if board > 16
        else f"board {board} is among the first 16 boards of the Law 2 table"
    )
    explanation_tr = "\n".join(
        [
            f"{law('2', 'tr')}: {same_tr}.",
            f"Dağıtan sırayla Kuzey, Doğu, Güney, Batı'dır (1, 5, 9, 13. bordlarda Kuzey): "
            f"{position}. bordda dağıtan {names.seat(dealer, 'tr')}.",
            f"Yasa 2 tablosuna göre {position}. bordda {names.vulnerability(vul, 'tr')}.",
        ]
    )
    explanation_en = "\n".join(
        [
            f"{law('2', 'en')}: {same_en}.",
            f"The dealer rotates North, East, South, West (North deals boards 1, 5, 9 and 13): "
            f"on board {position} {names.seat(dealer, 'en')} deals.",
            f"By the table of Law 2, board {position} has {names.vulnerability(vul, 'en')}.",
        ]
    )
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=prompt_tr,
        prompt_en=prompt_en,
        choices=choices,
        answer=key,
        explanation_tr=explanation_tr,
        explanation_en=explanation_en,
        laws=cited("2"),
        scenario=scenario,
        expected=expected,
    )
