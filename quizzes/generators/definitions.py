"""`definitions`: a term of the glossary (the Definitions before Law 1) and its definition, asked
both ways: which term is defined so, and which definition belongs to a term. The distractors are
the definitions closest in wording (sharing the most words), never a synonym's near-identical
text; the term is masked inside texts that would give it away. The explanation quotes the
definition and cites the paragraphs where the term is first used.
"""

from __future__ import annotations

import re
from itertools import combinations

from ..lawdata import first_sentence, glossary, per_text_version
from ..questions import Question
from .common import cited, law, make_choices, rng_for, spread

TYPE = "definitions"
CANDIDATES = 6  # distractors are drawn three at a time from the six closest definitions


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z’']{5,}", text.lower()))


@per_text_version
def _plan():
    # an entry that only introduces its sub-terms ("There are two kinds of penalty:") says
    # nothing a choice could be told by
    entries = tuple(e for e in glossary() if not first_sentence(e.text_en).endswith(":"))
    words = [_words(e.text_en) for e in entries]
    close = []
    for i, e in enumerate(entries):
        scored = []
        for j, other in enumerate(entries):
            if i == j or other.term_en.lower() == e.term_en.lower():
                continue
            union = words[i] | words[j]
            overlap = len(words[i] & words[j]) / len(union) if union else 0.0
            if overlap >= 0.6:
                continue  # synonyms ("Event", "Tournament") would both be right
            scored.append((-overlap, abs(i - j), j))
        close.append(tuple(j for _, _, j in sorted(scored)[:CANDIDATES]))
    combos = list(combinations(range(CANDIDATES), 3))
    space = [
        (i, direction, k)
        for i in range(len(entries))
        for direction in ("term", "definition")
        for k in range(len(combos))
    ]
    return entries, close, combos, space


# Turkish case and plural endings a term may carry in running text ("löveyi", "yerin"); a
# derived word ("oyuncu" from "oyun") is another word and stays.
_TR_ENDINGS = (
    r"(?:'?(?:ler|lar)?(?:n?[ıiuü]n|y?[ıiuü]|y?[ea]|[dt][ea]|[dt][ea]n|y?l[ea]|s[ıiuü]|"
    r"s[ıiuü]n[ıiuü]|l[ea]r[ıi])?)"
)
_EN_ENDINGS = r"(?:s|es|'s|’s)?"


def mask(text: str, term: str, lang: str = "en") -> str:
    """The text with the term (and an abbreviation given with it, "(IMP)") blanked out."""
    bare = re.sub(r"\s*\(.*?\)", "", term).strip()
    words = [bare] + re.findall(r"\(([^)]+)\)", term)
    endings = _TR_ENDINGS if lang == "tr" else _EN_ENDINGS
    out = text
    for word in sorted(words, key=len, reverse=True):
        phrase = r"\s+".join(re.escape(w) for w in word.split())
        out = re.sub(rf"(?i)(?<!\w){phrase}{endings}(?!\w)", "…", out)
    return out


def generate(seed: int) -> Question:
    rng = rng_for(TYPE, seed)
    entries, close, combos, space = _plan()
    i, direction, k = space[spread(seed, len(space))]
    entry = entries[i]
    others = [entries[close[i][x]] for x in combos[k]]
    if direction == "term":
        shown_tr = mask(first_sentence(entry.text_tr, 400), entry.term_tr, "tr")
        shown_en = mask(first_sentence(entry.text_en, 400), entry.term_en, "en")
        prompt_tr = f"Tanımlar bölümünde şu tanım hangi terime aittir?\n“{shown_tr}”"
        prompt_en = f"Which term do the Definitions define as follows?\n“{shown_en}”"
        choices, key = make_choices(rng, (entry.term_tr, entry.term_en), [(o.term_tr, o.term_en) for o in others])
    else:
        prompt_tr = f"“{entry.term_tr}” teriminin tanımı hangisidir?"
        prompt_en = f"Which is the definition of “{entry.term_en}”?"

        def text(e):
            return (mask(first_sentence(e.text_tr), e.term_tr, "tr"), mask(first_sentence(e.text_en), e.term_en, "en"))

        choices, key = make_choices(rng, text(entry), [text(o) for o in others])
    labels = entry.used_in[:2]
    full_tr = first_sentence(entry.text_tr, 500)
    full_en = first_sentence(entry.text_en, 500)
    steps_tr = [f"Tanımlar: “{entry.term_tr}”: {full_tr}"]
    steps_en = [f"Definitions: “{entry.term_en}”: {full_en}"]
    if labels:
        steps_tr.append("Terimin yasalarda ilk geçtiği yerler: " + ", ".join(law(x, "tr") for x in labels) + ".")
        steps_en.append("Where the Laws first use the term: " + ", ".join(law(x, "en") for x in labels) + ".")
    return Question(
        TYPE,
        seed,
        prompt_tr,
        prompt_en,
        choices,
        key,
        "\n".join(steps_tr),
        "\n".join(steps_en),
        cited(*labels),
        None,
        None,
        extra={"definition": entry.slug},
    )
