"""`definitions`: a term of the glossary (the Definitions before Law 1) and its definition, asked
both ways: which term is defined so, and which definition belongs to a term. The distractors are
the definitions closest in wording (sharing the most words), never a synonym's near-identical
text; the term is masked inside texts that would give it away.

What decides is the Definitions section itself: the explanation quotes the definition there,
says how the closest other choice differs (from its own definition), and cites a Law only where
the definition itself refers to one ("see Law 77"). Each wrong choice says whose definition it
is. Every definition is asked: seed modulo the number of definitions picks it, so any run of
that many consecutive seeds asks each once (the rest of the seed picks the direction and the
distractors); a practice session or an exam knows a question by its definition
(quizzes/distinct.py), so forty questions ask forty definitions.
"""

from __future__ import annotations

import re
from itertools import combinations

from ..lawdata import Entry, first_sentence, glossary, per_text_version
from ..questions import Question
from .common import cited, joined, law, make_choices, rng_for, spread

TYPE = "definitions"
CANDIDATES = 6  # distractors are drawn three at a time from the six closest definitions
FULL = 600  # the longest definition quoted whole in an explanation


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z’']{5,}", text.lower()))


CHOICE = 300  # the longest first item shown whole as a choice (the longest, "Play Period", is 291)


def shown(entry: Entry, lang: str, limit: int = CHOICE) -> str:
    """The definition as a choice or a prompt shows it: its first item or sentence; an entry that
    only introduces its sub-terms ("There are two kinds of penalty:") names them. The limit lets
    every first item of the 2017 Definitions through whole in both texts: cut at 200, a choice
    lost words of the Law ("Declarer" its "see Law 54A" in English alone, "Artificial Call" its
    "veya sürkontr" in Turkish alone, "Play Period" when the period ends)."""
    text = first_sentence(getattr(entry, f"text_{lang}"), limit)
    if text.endswith(":") and entry.parts:
        terms = [tr if lang == "tr" else en for tr, en in entry.parts]
        joiner = " ve " if lang == "tr" else " and "
        text = f"{text} {', '.join(terms[:-1])}{joiner}{terms[-1]}." if len(terms) > 1 else f"{text} {terms[0]}."
    return text


def _whole(entry: Entry, lang: str) -> str:
    """The whole definition on one line, for quoting in the explanation."""
    text = " ".join(getattr(entry, f"text_{lang}").split())
    if text.endswith(":") and entry.parts:
        return shown(entry, lang, FULL)
    if len(text) <= FULL:
        return text
    return text[:FULL].rsplit(" ", 1)[0] + "…"


@per_text_version
def _plan():
    entries = glossary()
    words = [_words(shown(e, "en", 400)) for e in entries]
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
    return entries, close, list(combinations(range(CANDIDATES), 3))


# Turkish case and plural endings a term may carry in running text ("löveyi", "yerin"; a term
# ending in the possessive -i takes its cases with a buffer n: "oyun sürecinde", "sürecini",
# "sürecine"); a derived word ("oyuncu" from "oyun") is another word and stays.
_TR_ENDINGS = (
    r"(?:'?(?:ler|lar)?(?:n?[ıiuü]n|y?[ıiuü]|y?[ea]|[dt][ea]|[dt][ea]n|y?l[ea]|s[ıiuü]|"
    r"s[ıiuü]n[ıiuü]|l[ea]r[ıi]|n[ıiuü]|n[ea]|nd[ea]n?)?)"
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
    entries, close, combos = _plan()
    i, lap = seed % len(entries), seed // len(entries)
    entry = entries[i]
    # the two directions alternate from lap to lap (and from term to term within one lap); the
    # distractors change every two laps
    direction = ("term", "definition")[(lap + i) % 2]
    k = spread(lap // 2, len(combos))
    others = [entries[close[i][x]] for x in combos[k]]
    if direction == "term":
        shown_tr = mask(shown(entry, "tr", 400), entry.term_tr, "tr")
        shown_en = mask(shown(entry, "en", 400), entry.term_en, "en")
        prompt_tr = f"Tanımlar bölümünde şu tanım hangi terime aittir?\n“{shown_tr}”"
        prompt_en = f"Which term do the Definitions define as follows?\n“{shown_en}”"
        wrong = [(o.term_tr, o.term_en, *_defined_otherwise(o)) for o in others]
        choices, key = make_choices(rng, (entry.term_tr, entry.term_en), wrong)
    else:
        prompt_tr = f"“{entry.term_tr}” teriminin tanımı hangisidir?"
        prompt_en = f"Which is the definition of “{entry.term_en}”?"

        def text(e):
            return (mask(shown(e, "tr"), e.term_tr, "tr"), mask(shown(e, "en"), e.term_en, "en"))

        wrong = [(*text(o), *_belongs_to(o)) for o in others]
        choices, key = make_choices(rng, text(entry), wrong)
    offered = {c.en for c in choices}
    closest = next(o for o, w in zip(others, wrong, strict=True) if w[1] in offered)
    steps_tr = [f"Tanımlar, “{entry.term_tr}”: {_whole(entry, 'tr')}"]
    steps_en = [f"Definitions, “{entry.term_en}”: {_whole(entry, 'en')}"]
    why_tr, why_en = _contrast(entry, closest, direction)
    steps_tr.append(why_tr)
    steps_en.append(why_en)
    if entry.cites:
        # "şu yasaya" (to this Law) is singular: a definition citing several ("Yasa 19A, Yasa 77")
        # refers "to these Laws", "şu yasalara"; each list ends in "ve" / "and".
        steps_tr.append(
            f"Tanım şu {'yasalara' if len(entry.cites) > 1 else 'yasaya'} gönderme yapar: {joined([law(x, 'tr') for x in entry.cites], 've')}."
        )
        steps_en.append(f"The definition refers to {joined([law(x, 'en') for x in entry.cites], 'and')}.")
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=prompt_tr,
        prompt_en=prompt_en,
        choices=choices,
        answer=key,
        explanation_tr="\n".join(steps_tr),
        explanation_en="\n".join(steps_en),
        laws=cited(*entry.cites),
        extra={"definition": entry.slug},
    )


def _defined_otherwise(other: Entry) -> tuple[str, str]:
    """Why a wrong term is wrong: the Definitions define it otherwise."""
    return (
        f"Tanımlar “{other.term_tr}” terimini başka biçimde tanımlar: “{shown(other, 'tr')}”",
        f"The Definitions define “{other.term_en}” otherwise: “{shown(other, 'en')}”",
    )


def _belongs_to(other: Entry) -> tuple[str, str]:
    """Why a wrong definition is wrong: it is another term's."""
    return (
        f"Bu, Tanımlar bölümünde “{other.term_tr}” teriminin tanımıdır.",
        f"That is the definition of “{other.term_en}” in the Definitions.",
    )


def _contrast(entry: Entry, closest: Entry, direction: str) -> tuple[str, str]:
    """The explanation's own sentence: how the closest choice offered differs (from its own
    definition)."""
    if direction == "term":
        return (
            f"Metin “{entry.term_tr}” teriminin tanımıdır; seçeneklerdeki “{closest.term_tr}” ise şöyle "
            f"tanımlanır: “{shown(closest, 'tr')}”",
            f"The text is the definition of “{entry.term_en}”; “{closest.term_en}”, also offered, is defined "
            f"as “{shown(closest, 'en')}”",
        )
    return (
        f"Seçeneklerdeki bir başka metin “{entry.term_tr}” teriminin değil, “{closest.term_tr}” teriminin tanımıdır.",
        f"Another text offered is the definition of “{closest.term_en}”, not of “{entry.term_en}”.",
    )
