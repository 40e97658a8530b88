"""`imps`: the same board at the two tables of a team match, converted to IMPs (Law 78B).

Team A sits North-South at table 1 and East-West at table 2. The two Law 77 scores come from
the engine's typed `score`, the IMPs from its `imps` query on the difference (the scenario).
Distractors: the scores added instead of netted, the neighbouring band, the other team.
"""

from __future__ import annotations

from rulings import score as rulings_score
from rulings import words as names
from rulings.deal import SEAT_NAMES
from rulings.imps import STEPS as BANDS  # the Law 78B scale: the explanation names the band

from ..questions import Question
from .common import cited, engine, law, make_choices, rng_for

TYPE = "imps"


CONTRACTS = (
    "1NT",
    "2H",
    "2S",
    "3C",
    "3D",
    "2NT",
    "3NT",
    "4H",
    "4S",
    "5C",
    "5D",
    "6H",
    "6S",
    "6NT",
    "4SX",
    "3NTX",
    "5DX",
    "2HX",
    "4HX",
    "7NT",
    "6C",
)


def band(diff: int) -> tuple[int, int | None]:
    """(lowest, highest) difference of the band `diff` falls in; highest None for 4000 up."""
    magnitude = abs(diff)
    low, high = 0, BANDS[0] - 10
    for i, bound in enumerate(BANDS):
        if magnitude >= bound:
            low = bound
            high = BANDS[i + 1] - 10 if i + 1 < len(BANDS) else None
    return low, high


def _table(rng, vul_ns: bool, vul_ew: bool, base: str | None = None):
    contract = base or rng.choice(CONTRACTS)
    if base and rng.random() < 0.5:
        level = int(contract[0])
        bare = contract.rstrip("X")
        level = max(1, min(7, level + rng.choice((-1, 1))))
        contract = f"{level}{bare[1:]}"
    declarer = rng.choice(SEAT_NAMES)
    vul = vul_ns if declarer in "NS" else vul_ew
    level = int(contract[0])
    tricks = max(0, min(13, level + 6 + rng.choice((-2, -1, -1, 0, 0, 0, 1, 1, 2))))
    points = rulings_score(contract, vul, tricks)
    ns = points if declarer in "NS" else -points
    return declarer, contract, tricks, ns


def _describe(declarer, contract, tricks, ns, lang):
    mark = names.contract_short(contract, lang) + names.result_mark(int(contract[0]), tricks)
    return f"{names.seat(declarer, lang)} {mark}, {names.side('NS', lang)} {names.signed(ns)}"


def generate(seed: int) -> Question:
    rng = rng_for(TYPE, seed)
    board = rng.randint(1, 32)
    cond = engine({"q": "board", "board": board})
    vul_ns = cond["vul"] in ("NS", "All")
    vul_ew = cond["vul"] in ("EW", "All")
    first = _table(rng, vul_ns, vul_ew)
    second = _table(rng, vul_ns, vul_ew, base=first[1] if rng.random() < 0.6 else None)
    diff = first[3] - second[3]
    scenario = {"q": "imps", "diff": diff}
    expected = engine(scenario)
    won = expected["imps"]
    numeric = rng.random() < 0.3
    t1_tr, t2_tr = _describe(*first, "tr"), _describe(*second, "tr")
    t1_en, t2_en = _describe(*first, "en"), _describe(*second, "en")
    vul_tr, vul_en = names.vulnerability(cond["vul"], "tr"), names.vulnerability(cond["vul"], "en")
    ask_tr = "Kazanan takım kaç IMP alır? (Berabere ise 0.)" if numeric else "Bu bordda hangi takım kaç IMP kazanır?"
    ask_en = (
        "How many IMPs does the winning team gain? (0 if neither.)"
        if numeric
        else "Which team gains IMPs on this board, and how many?"
    )
    prompt_tr = (
        f"Takımlar maçı, {board}. bord ({vul_tr}). A takımı 1. masada Kuzey-Güney, 2. masada "
        f"Doğu-Batı oturuyor.\n1. masa: {t1_tr}.\n2. masa: {t2_tr}.\n{ask_tr}"
    )
    prompt_en = (
        f"Team match, board {board} ({vul_en}). Team A sits North-South at table 1 and "
        f"East-West at table 2.\nTable 1: {t1_en}.\nTable 2: {t2_en}.\n{ask_en}"
    )

    def result(team_imps: int) -> tuple[str, str]:
        if team_imps == 0:
            return "Berabere: 0 IMP", "A push: 0 IMPs"
        team = "A" if team_imps > 0 else "B"
        return (
            f"{team} takımı {abs(team_imps)} IMP",
            f"Team {team}, {abs(team_imps)} IMP{'s' if abs(team_imps) > 1 else ''}",
        )

    if numeric:
        choices, key = (), str(abs(won))
    else:
        added = engine({"q": "imps", "diff": first[3] + second[3]})["imps"]
        mistakes = [
            added,
            -won,
            won + (1 if won >= 0 else -1),
            won - (1 if won > 0 else -1),
            won + (2 if won >= 0 else -2),
            -added,
        ]
        choices, key = make_choices(rng, result(won), [result(m) for m in mistakes])
    low, high = band(diff)
    span = f"{low}–{high}" if high is not None else f"{low}+"
    team_tr = "A takımı" if diff > 0 else "B takımı"
    team_en = "team A" if diff > 0 else "team B"
    explanation_tr = "\n".join(
        [
            f"{law('77', 'tr')} skorları: A takımı 1. masada {names.signed(first[3])} (Kuzey-Güney), "
            f"2. masada Doğu-Batı oturduğu için {names.signed(-second[3])} alır.",
            f"Fark: {names.signed(first[3])} {'+' if -second[3] >= 0 else '−'} {abs(second[3])} = {names.signed(diff)}.",
            (
                f"{law('78B', 'tr')}: {abs(diff)} puan farkı {span} aralığında: {abs(won)} IMP, {team_tr} kazanır."
                if won
                else f"{law('78B', 'tr')}: {abs(diff)} puan farkı 0–10 aralığında: 0 IMP."
            ),
        ]
    )
    explanation_en = "\n".join(
        [
            f"{law('77', 'en')} scores: team A gets {names.signed(first[3])} at table 1 (North-South) and, "
            f"sitting East-West at table 2, {names.signed(-second[3])} there.",
            f"Difference: {names.signed(first[3])} {'+' if -second[3] >= 0 else '−'} {abs(second[3])} = {names.signed(diff)}.",
            (
                f"{law('78B', 'en')}: a difference of {abs(diff)} is in the {span} band: {abs(won)} IMP{'s' if abs(won) != 1 else ''} to {team_en}."
                if won
                else f"{law('78B', 'en')}: a difference of {abs(diff)} is in the 0–10 band: 0 IMPs."
            ),
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
        laws=cited("78B", "77"),
        scenario=scenario,
        expected=expected,
    )
