"""What every generator shares: the seeded random source, the engine call, choices and citations.

Each generator is a pure function (seed) -> Question. Everything random comes from
random.Random(f"{type}:{seed}"), so a type and a seed always give the same question and a link
to it stays valid. Where a type has a small space of distinct questions (a board number, a
contract and a result), the seed picks its point of that space through a fixed permutation
(`spread`), so that the first thousand seeds are a thousand different questions instead of
random draws that repeat.
"""

from __future__ import annotations

import math
import random

from rulings import answer

from ..questions import Choice

KEYS = "abcdefgh"


class GenerationError(Exception):
    """A story the engine refused or that cannot be told; the generator tries another one."""


def rng_for(qtype: str, seed: int) -> random.Random:
    return random.Random(f"{qtype}:{seed}")


def spread(seed: int, size: int) -> int:
    """A bijection of 0..size-1 (seed taken modulo size): consecutive seeds land far apart."""
    step = 7919
    while math.gcd(step, size) != 1:
        step += 2
    return (seed * step + 104729) % size


def engine(query: dict) -> dict:
    """The ruling engine's whole answer; a refusal means the story was not well formed."""
    got = answer(query)
    if "error" in got:
        raise GenerationError(got["error"])
    return got


def make_choices(rng: random.Random, correct: tuple[str, str], distractors, count: int = 4):
    """(choices, answer key): the right text and the first distinct distractors, shuffled.
    Distractors equal to the answer in either language are dropped. A distractor may carry,
    after its texts, why it is wrong (why_tr, why_en), shown to whoever chooses it."""
    seen_tr, seen_en = {correct[0]}, {correct[1]}
    options = [tuple(correct[:2])]
    for distractor in distractors:
        tr, en = distractor[:2]
        if tr in seen_tr or en in seen_en:
            continue
        seen_tr.add(tr)
        seen_en.add(en)
        options.append(tuple(distractor))
        if len(options) == count:
            break
    if len(options) < 3:
        raise GenerationError("not enough distinct choices")
    order = list(range(len(options)))
    rng.shuffle(order)
    choices = tuple(Choice(KEYS[i], *options[j]) for i, j in enumerate(order))
    return choices, KEYS[order.index(0)]


def retrying(build, rng, attempts: int = 12):
    """The first story `build(rng)` can tell; the same rng goes on, so the result stays a
    function of the seed."""
    for _ in range(attempts - 1):
        try:
            return build(rng)
        except GenerationError:
            continue
    return build(rng)


def law(label: str, lang: str) -> str:
    """A citation as the explanations write it; the pages turn it into a link."""
    return f"Yasa {label}" if lang == "tr" else f"Law {label}"


def joined(items: list[str], word: str) -> str:
    """A list in running text, its last item joined by `word` ("ve", "and"): "A, B ve C"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {word} {items[-1]}"


def except_50d1b(lang: str) -> str:
    """50D1(a)'s exception, said with it wherever a step says a major penalty card "must be played at the
    first legal opportunity" (fix80): 50D1(a) opens TR "Aşağıdaki (b) bendinde belirtilen durum dışında",
    WBF "Except as provided in (b) below"; 50D1(b), TR "Renge uyma veya bir çıkış veya oyun kısıtlamasını
    yerine getirme zorunluluğu, bir majör cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı
    kart masanın üstünde yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır",
    WBF "The obligation to follow suit, or to comply with a lead or play restriction, takes precedence
    over the obligation to play a major penalty card, but the penalty card must still be left face up
    on the table and played at the next legal opportunity". Its end is said with the paragraph's modal
    ("zorundadır" / "must"), not as a description ("kalır ... oynanır", qa187's note; qa188)."""
    if lang == "tr":
        return (
            f"ancak {law('50D1(b)', 'tr')} uyarınca renge uyma veya bir çıkış ya da oyun kısıtlamasını yerine "
            "getirme zorunluluğu önce gelir; cezalı kart yine de masada yüzü açık olarak bırakılmak ve bir sonraki "
            "yasal fırsatta oynanmak zorundadır."
        )
    return (
        f"but by {law('50D1(b)', 'en')} the obligation to follow suit, or to comply with a lead or play "
        "restriction, comes first; the penalty card must still be left face up on the table and played at the "
        "next legal opportunity."
    )


def cited(*labels: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(label for label in labels if label))
