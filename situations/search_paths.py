"""The situation guides' paths for the search (lawbook.search.paths): one per Ending.

The way to an Ending, in a player's words (the situation's title and summary, each question and
the answer taken, the ending's title and what happens now), describes a situation whose answer is
the paragraphs the Ending rests on (Ending.laws): "Kim rönons yaptı? Yer (dummy)", "Rönons
resmileşti mi? Evet", "Yerin resmileşmiş rönonsu" ends in Laws 63A1, 64B3 and 64C. The ways also
hold how players themselves describe the situation (Ending.said: "deklaran yere fark etmez bir
şey at dedi"; issue 22), since a player's question is worded that way rather than as the guide's
questions. The search lets those paragraphs borrow score when a query is described by the path
(lawbook.search.borrowing); the path is never a result.
"""

from __future__ import annotations

import re

from lawbook.search.paths import GuidePath

from .content import SITUATIONS
from .guide import Ending, Situation, Step, Text
from .search_documents import joined

# The players' phrasings of an ending (Ending.said) join its way there, at most this many (a bound
# on the data, that situations/tests/guides/test_guides_said.py holds). Searchrank7 feared that a
# long list would make one ending say every concept and describe queries meant for its neighbours
# (the way's words are counted with saturation, lawbook.search.borrowing) and took the first four;
# searchrank11 measured every phrasing in the way against the first four and the first two, on up to
# eight phrasings per ending: every development set equal or higher with all of them
# (docs/benchmarks.md). In the Endings' own scoring each phrasing is a part of its own
# (lawbook.search.endings.parts), so a long list does not dilute its words either.
MAX_SAID = 10


def guide_paths() -> list[GuidePath]:
    return [path for situation in SITUATIONS for path in _paths(situation)]


def _paths(situation: Situation) -> list[GuidePath]:
    found = []
    for keys, ending in situation.endings():
        steps = [situation.title, situation.summary, *_questions_and_answers(situation, keys)]
        way = [*steps, ending.title, *ending.said[:MAX_SAID]]
        found.append(
            GuidePath(
                "/".join((situation.slug, *keys)),
                joined(way),
                joined(ending.now),
                ending.laws,
                steps=joined(steps),
                title=joined([ending.title]),
                said=joined(ending.said),
                advice=_advice_only(ending),
                facts={lang: tuple(getattr(fact, lang) for fact in ending.facts) for lang in ("tr", "en")},
                options=joined([option.effect for option in ending.options]),
                told_only=tuple(k for k, fact in enumerate(ending.facts) if fact.told_only),
                fact_laws=tuple(fact.laws for fact in ending.facts),
            )
        )
    return found


def _advice_only(ending: Ending) -> tuple[str, ...]:
    """The Ending's paragraphs its advice cites and what happens now does not (46A under the
    endings of an incomplete designation, which Law 46B rules)."""
    return tuple(law for law in ending.laws if _cites(ending.advice, law) and not _cites(ending.now, law))


def _cites(texts: tuple[Text, ...], law: str) -> bool:
    # "46B" is not cited by "(Yasa 46B1(a))", nor "45C4" by "45C4(a)".
    pattern = re.compile(rf"(?<![0-9A-Za-z(]){re.escape(law)}(?![0-9A-Za-z(])")
    return any(pattern.search(f"{text.tr}\n{text.en}") for text in texts if isinstance(text, Text))


def _questions_and_answers(situation: Situation, keys: list[str]) -> list[Text]:
    node: Step | Ending = situation.start
    texts: list[Text] = []
    for key in keys:
        assert isinstance(node, Step)
        choice = node.choice(key)
        texts += [node.question, choice.label]
        node = choice.then
    return texts
