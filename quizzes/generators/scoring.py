"""`scoring`: the Law 77 score of a contract and its result, entered as a number or picked from
four close choices. The answer is the engine's `score` query; the distractors are the usual
slips: overtricks of a doubled contract valued as undoubled ones, the wrong vulnerability, the
part-score bonus for a doubled game, the forgotten bonus for making a doubled contract, the
no trump first trick counted at 30, the undoubled scale for a doubled undertrick.
"""
from __future__ import annotations

from rulings import score as rulings_score

from .. import names
from ..questions import Question
from .common import cited, engine, law, make_choices, rng_for, spread

TYPE = "scoring"
STRAINS = ("C", "D", "H", "S", "NT")


def _space():
    out = []
    for mode in ("choice", "number"):
        for level in range(1, 8):
            need = level + 6
            for tricks in range(max(0, need - 4), min(13, need + 3) + 1):
                for strain in STRAINS:
                    for doubled in (0, 1, 2):
                        for vul in (False, True):
                            out.append((mode, level, strain, doubled, vul, tricks))
    return out


SPACE = _space()


def breakdown(level: int, strain: str, doubled: int, vul: bool, tricks: int):
    """The parts of the Law 77 score, as (tr, en, points) lines; they add up to the score."""
    need = level + 6
    lines = []
    factor = 1 << doubled
    dbl_tr = ("", " (konturlu: ×2)", " (sürkonturlu: ×4)")[doubled]
    dbl_en = ("", " (doubled: ×2)", " (redoubled: ×4)")[doubled]
    if tricks >= need:
        if strain == "NT":
            base = 40 + 30 * (level - 1)
            how_tr = f"ilk löve 40, diğer {level - 1} löve 30'ar" if level > 1 else "ilk löve 40"
            how_en = f"first trick 40, the other {level - 1} at 30" if level > 1 else "first trick 40"
        else:
            per = 20 if strain in "CD" else 30
            base = per * level
            how_tr, how_en = f"{level} × {per}", f"{level} × {per}"
        trick_score = base * factor
        lines.append((f"Löve skoru: {how_tr}{dbl_tr} = {trick_score}.",
                      f"Trick score: {how_en}{dbl_en} = {trick_score}.", trick_score))
        if trick_score >= 100:
            bonus = 500 if vul else 300
            lines.append((f"Löve skoru 100 veya daha fazla: zon primi ({'zonda' if vul else 'zonsuz'}) {bonus}.",
                          f"Trick score of 100 or more: game bonus ({'vulnerable' if vul else 'not vulnerable'}) {bonus}.",
                          bonus))
        else:
            lines.append(("Löve skoru 100'den az: partskor primi 50.",
                          "Trick score below 100: part-score bonus 50.", 50))
        if level == 6:
            bonus = 750 if vul else 500
            lines.append((f"Küçük şlem primi: {bonus}.", f"Small slam bonus: {bonus}.", bonus))
        elif level == 7:
            bonus = 1500 if vul else 1000
            lines.append((f"Büyük şlem primi: {bonus}.", f"Grand slam bonus: {bonus}.", bonus))
        if doubled:
            insult = 50 * doubled
            lines.append(((f"Konturlu kontratı yapma primi: {insult}." if doubled == 1
                           else f"Sürkonturlu kontratı yapma primi: {insult}."),
                          (f"Bonus for making a doubled contract: {insult}." if doubled == 1
                           else f"Bonus for making a redoubled contract: {insult}."), insult))
        over = tricks - need
        if over:
            if doubled:
                each = (200 if vul else 100) * doubled
                kind_tr = "konturlu" if doubled == 1 else "sürkonturlu"
                kind_en = "doubled" if doubled == 1 else "redoubled"
                lines.append((f"{over} fazla löve, {kind_tr} ve {'zonda' if vul else 'zonsuz'} her biri {each}: {over * each}.",
                              f"{over} overtrick{'s' if over > 1 else ''}, {kind_en} and {'vulnerable' if vul else 'not vulnerable'}, {each} each: {over * each}.",
                              over * each))
            else:
                each = 20 if strain in "CD" else 30
                lines.append((f"{over} fazla löve, her biri löve değeri {each}: {over * each}.",
                              f"{over} overtrick{'s' if over > 1 else ''} at trick value {each}: {over * each}.",
                              over * each))
        return lines
    under = need - tricks
    if not doubled:
        each = 100 if vul else 50
        lines.append((f"{under} eksik löve, kontursuz ve {'zonda' if vul else 'zonsuz'} her biri {each}: {under * each}.",
                      f"{under} undertrick{'s' if under > 1 else ''}, undoubled and {'vulnerable' if vul else 'not vulnerable'}, {each} each: {under * each}.",
                      -under * each))
        return lines
    kind_tr = "konturlu" if doubled == 1 else "sürkonturlu"
    kind_en = "doubled" if doubled == 1 else "redoubled"
    steps = []
    for i in range(1, under + 1):
        if vul:
            value = 200 if i == 1 else 300
        else:
            value = 100 if i == 1 else (200 if i <= 3 else 300)
        steps.append(value * doubled)
    parts = " + ".join(str(v) for v in steps)
    total = sum(steps)
    lines.append((f"{under} eksik löve, {kind_tr} ve {'zonda' if vul else 'zonsuz'}: {parts} = {total}.",
                  f"{under} undertrick{'s' if under > 1 else ''}, {kind_en} and {'vulnerable' if vul else 'not vulnerable'}: {parts} = {total}.",
                  -total))
    return lines


def _mistakes(level, strain, doubled, vul, tricks, correct):
    """Scores a director gets by the usual slips, as the points the question asks for
    (`correct` is positive: the declaring side's score if made, the defenders' if defeated)."""
    code = f"{level}{strain}" + "X" * doubled
    need = level + 6
    sign = 1 if tricks >= need else -1
    out = []
    if tricks >= need:
        over = tricks - need
        per = 20 if strain in "CD" else 30
        if doubled and over:
            out.append(correct - over * (200 if vul else 100) * doubled + over * per)  # undoubled overtricks
            out.append(correct - over * (200 if vul else 100) * doubled + over * per * (1 << doubled))
        if doubled:
            out.append(correct - 50 * doubled)  # forgot the bonus for making it doubled
            trick_score = (40 + 30 * (level - 1) if strain == "NT" else per * level) * (1 << doubled)
            undoubled_ts = trick_score >> doubled
            if trick_score >= 100 > undoubled_ts:
                out.append(correct - (500 if vul else 300) + 50)  # part-score bonus for a doubled game
        if strain == "NT":
            out.append(correct - 10 * (1 << doubled))  # first trick at 30
        if level >= 6:
            out.append(correct - (750 if vul else 500) * (1 if level == 6 else 2))
    else:
        under = need - tricks
        if doubled:
            out.append(under * (100 if vul else 50))  # the undoubled scale
            if not vul and under >= 4:
                out.append(correct - 100 * (under - 3) * doubled)  # 200 for every trick after the first
            if doubled == 2:
                out.append(correct // 2)  # redoubled counted as doubled
    out.append(sign * rulings_score(code, not vul, tricks))  # the wrong vulnerability
    out += [correct + 10, correct - 10, correct + 50, correct - 50, correct + 100, correct - 100]
    return out


def generate(seed: int) -> Question:
    rng = rng_for(TYPE, seed)
    mode, level, strain, doubled, vul, tricks = SPACE[spread(seed, len(SPACE))]
    code = f"{level}{strain}" + "X" * doubled
    declarer = rng.choice("NESW")
    decl_side = names.side_of(declarer)
    defenders = "EW" if decl_side == "NS" else "NS"
    scenario = {"q": "score", "contract": code, "vul": vul, "tricks": tricks}
    expected = engine(scenario)
    points = expected["score"]
    made = points > 0
    asked_side = decl_side if made else defenders
    value = abs(points)
    mark = names.contract_short(code, "en") + " " + names.result_mark(level, tricks)
    mark_tr = names.contract_short(code, "tr") + " " + names.result_mark(level, tricks)
    zone_tr = "zonda" if vul else "zonsuz"
    zone_en = "vulnerable" if vul else "not vulnerable"
    prompt_tr = (f"{names.seat(declarer, 'tr')} {names.contract(code, 'tr')} oynuyor; deklaran tarafı "
                 f"{zone_tr}. Deklaran tarafı {tricks} löve aldı ({mark_tr}). "
                 f"{names.side(asked_side, 'tr')} kaç puan yazar?")
    prompt_en = (f"{names.seat(declarer, 'en')} plays {names.contract(code, 'en')}; declarer's side is "
                 f"{zone_en}. Declarer's side takes {tricks} tricks ({mark}). "
                 f"How many points do {names.side(asked_side, 'en')} score?")
    steps = breakdown(level, strain, doubled, vul, tricks)
    assert sum(p for _, _, p in steps) == points, (code, vul, tricks)
    total_tr = (f"{law('77', 'tr')}: toplam {value}; {names.side(asked_side, 'tr')} {value} yazar"
                f"{'' if made else ' (kontrat battığı için puanı rakipler alır)'}.")
    total_en = (f"{law('77', 'en')}: {value} in all, scored by {names.side(asked_side, 'en')}"
                f"{'' if made else ' (the contract is defeated, so the opponents score)'}.")
    explanation_tr = "\n".join([s[0] for s in steps] + [total_tr])
    explanation_en = "\n".join([s[1] for s in steps] + [total_en])
    if mode == "number":
        choices, key = (), str(value)
    else:
        wrong = [v for v in _mistakes(level, strain, doubled, vul, tricks, value) if v > 0 and v != value]
        first = wrong[:3]
        rest = wrong[3:]
        rng.shuffle(rest)
        choices, key = make_choices(rng, (str(value), str(value)),
                                    [(str(v), str(v)) for v in first + rest])
    return Question(TYPE, seed, prompt_tr, prompt_en, choices, key, explanation_tr, explanation_en,
                    cited("77"), scenario, expected)
