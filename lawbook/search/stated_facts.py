"""Which of a guide's Endings a story tells, by the facts it states (issue 22).

The Endings of one guide share most of their words: "both defenders led at once" holds "both",
which the title of the Ending for a card played after declarer had played from both hands says
(Law 57C1), and so that Ending outscored the one for two players' simultaneous plays (58A), whose
phrasings say "at the same moment". Single words cannot tell such siblings apart (search90 tried
six ways, each lowering some set): a fact is a phrase with its roles, "both" with "hands". So each
Ending may carry the few facts that tell it from its siblings, written as data from its paragraphs
(situations.guide.Fact, stored on its path: GuidePath.facts), and here a story states a fact when
it holds one of the fact's alternatives, a phrase, word for word in its order, each word by its
stem (or by the folded beginning of a word written with "*"). A story is read as players type it: a
negative contraction without its apostrophe ("partner hasnt called") as with it (the analysis cuts
"hasn't" to "hasn"), and a filler adverb between a fact's words ("partner already bid over it",
"ortağım çoktan üstüne konuştu") not counted in the gap (search298).

Once the bridge (lawbook.search.bridges) has chosen an Ending, the facts choose again among that
guide's Endings only, never between guides (search90's lesson: a guide of few, similar Endings
otherwise won the choice by splitting them more sharply): of the guide's Endings the story tells
(its concepts' scores, lawbook.search.endings), those stating the most facts, at least one; of
them, while one states all of its told_only facts (a fact an Ending's situation has only when a
story tells it: a double made out of turn, 36B4), not one leaving such a fact unstated (search304);
of them the one told best; and it takes the guide's best score, the one it displaced taking its own,
so that the margins the bridge reads (CLEAR, DECIDING, APART, SOLE) weigh the guide as before. A
guide whose Endings' facts the story does not state is chosen from as before.
"""

from __future__ import annotations

from dataclasses import dataclass

from .analysis import LANGS, analyze_both
from .paths import GuidePath
from .reader import OpenIndex

# A word of a fact written with this at its end is matched by the folded beginning of a story's
# word, not by its stem.
PREFIX = "*"
# The words of a fact's alternative stand in its order in the story, each at most this many words
# after the one before: 1, a phrase ("both hands", "elinden ve yerden"); at 2, "iki oyuncunun
# kartı" (two players' cards, 58A) stated "iki kart" (two cards, 58B).
GAP = 1
# Written between two words of an alternative, this lets the second stand up to APART words after
# the first, where the language puts a fact's words apart: a Turkish story names what was touched
# between its subject and its verb ("deklaran yerdeki pik onluya bilerek dokundu", Law 45C3), so
# "deklaran ... dokun*" is the fact. Only the alternatives written so have it: "iki kart" (58B)
# stays a phrase, not stated by "iki oyuncunun kartı" (58A).
APART_MARK = "..."
APART = 5
# An Ending the facts choose must be told more than this share of the Ending the bridge chose (at
# 0, told at all: the story holds one of its concepts). Measured on the tuning sets (search92): at
# 0.3 two questions the facts had brought first fell out of the ten again ("dummy pushed a card
# forward before declarer said anything", 45F; dev9 tr's 57C1 story): the Ending whose facts a story
# states may share few of its other words.
LEAST_SHARE = 0.0
# Of the Endings stating the most facts, one with a fact written told_only (situations.guide.Fact:
# "out of turn", Law 36B4; "the next player called over it", 36A) that the story leaves unstated is
# not chosen while another states all of its told_only facts (search304): "I doubled my own
# partner's bid by accident" is 36B1's story, the call in turn. At 0, the most stated alone.
TOLD_ONLY = 1

# Words a story puts between a fact's words that say nothing of it: "partner already bid over it"
# states "partner bid over", "ortağım çoktan konuştu" ... Folded forms.
FILLERS = frozenset(
    {
        "already",
        "just",
        "then",
        "still",
        "also",
        "yet",
        "actually",
        "really",
        "coktan",
        "zaten",
        "artik",
        "hala",
        "bile",
        "aslinda",
        "gercekten",
    }
)

# English negative contractions whose first part the analysis keeps alone when typed with the
# apostrophe ("didn't" -> "didn"; "won't" and "can't" it joins: lawbook.search.analysis): typed
# without it, each is read as that first part (_unjoined), in the English analysis, which stems the
# first part to itself. The folded word -> (exact, stem).
_CONTRACTED = {
    first + "t": (first, first)
    for first in (
        "isn",
        "aren",
        "wasn",
        "weren",
        "hasn",
        "haven",
        "hadn",
        "doesn",
        "don",
        "didn",
        "couldn",
        "wouldn",
        "shouldn",
    )
}

# The facts a story states, per (story, guide): a function of the two and the index generation,
# some 120 phrase look-ups a query the bridge chooses an Ending for, asked again whenever the
# story is (search120).
STATED_KEPT = 4096

# An alternative: per word, (is a prefix, the folded form: a stem, or a beginning, how many words
# after the one before it may stand: GAP, or APART after APART_MARK).
Alternative = tuple[tuple[bool, str, int], ...]


def chosen_by_facts(
    ix: OpenIndex, text: str, told: dict[int, float], chosen: list[int]
) -> tuple[list[int], dict[int, float]]:
    """`chosen` (the bridge's Endings, of one guide) and `told` (every Ending's score), with the
    choice moved to the sibling stating the most facts of the story `text` when one does."""
    if not chosen:
        return chosen, told
    found = _stated_in_guide(ix, text, ix.paths[chosen[0]].guide)
    if found is None:
        return chosen, told
    stated, untold, _places = found
    siblings = list(stated)
    most = max(stated.values())
    if not most:
        return chosen, told
    best = max(told.get(index, 0.0) for index in chosen)
    candidates = [index for index in siblings if stated[index] == most and told.get(index, 0.0) > LEAST_SHARE * best]
    if TOLD_ONLY and any(index not in untold for index in candidates):
        candidates = [index for index in candidates if index not in untold]
    if not candidates or any(index in candidates for index in chosen):
        return chosen, told
    new = max(candidates, key=lambda index: told[index])
    moved = dict(told)
    moved[new], moved[chosen[0]] = best, told[new]
    return [new], moved


def stated_places(ix: OpenIndex, text: str, index: int) -> tuple[int, ...]:
    """The places (in GuidePath.facts) of the facts of the Ending `index` that the story `text`
    states: lawbook.search.bridges lends more to the paragraph such a fact rests on (search322)."""
    found = _stated_in_guide(ix, text, ix.paths[index].guide)
    return found[2].get(index, ()) if found is not None else ()


Stated = tuple[dict[int, int], frozenset[int], dict[int, tuple[int, ...]]]


def _stated_in_guide(ix: OpenIndex, text: str, guide: str) -> Stated | None:
    """_stated of the guide's Endings that have facts, kept per (story, guide); None when none has."""
    written = _facts(ix)
    siblings = [index for index in _guide_endings(ix).get(guide, ()) if written.of_path[index]]
    if not siblings:
        return None
    return ix.kept("facts-stated", (text, guide), lambda: _stated(written, text, siblings), STATED_KEPT)


def _stated(written: _Written, text: str, siblings: list[int]) -> Stated:
    """How many of its facts the story `text` states, per Ending of `siblings`; the Endings with a
    told_only fact it leaves unstated; per Ending, the places of its facts it states (kept by
    _stated_in_guide: shared, not to be changed)."""
    story = _story(text)
    # A fact several siblings carry (58A's and 58B's simultaneity) is looked for once.
    found = {key: _states(story, written.facts[key]) for index in siblings for key in written.of_path[index]}
    counts = {index: sum(found[key] for key in written.of_path[index]) for index in siblings}
    untold = frozenset(index for index in siblings if any(not found[key] for key in written.told_only[index]))
    places = {index: tuple(k for k, key in enumerate(written.of_path[index]) if found[key]) for index in siblings}
    return counts, untold, places


def states(text: str, fact: dict[str, tuple[str, ...]]) -> bool:
    """Whether the story `text` states the fact (lang -> its alternatives, as written on a path)."""
    return _states(
        _story(text), {lang: tuple(_alternative(p, lang) for p in phrases) for lang, phrases in fact.items()}
    )


class _Told:
    """A story's words in one language, looked up by the forms a fact's words are written in: the
    positions of each word's stem and folded form, and of each folded beginning asked so far."""

    def __init__(self, exact: list[str], stems: list[str]) -> None:
        self.exact = exact
        self.at: dict[str, set[int]] = {}
        for position, (word, stem) in enumerate(zip(exact, stems, strict=True)):
            self.at.setdefault(word, set()).add(position)
            self.at.setdefault(stem, set()).add(position)
        self.begun: dict[str, set[int]] = {}
        # How many of the words before each position are fillers (FILLERS): between two words of a
        # fact they do not count in its gap.
        self.fillers_before = [0]
        for word in exact:
            self.fillers_before.append(self.fillers_before[-1] + (word in FILLERS))

    def apart(self, i: int, j: int) -> int:
        """How many words the word at j stands after the one at i, the fillers between not counted."""
        return j - i - (self.fillers_before[j] - self.fillers_before[i + 1])

    def positions(self, prefix: bool, form: str) -> set[int]:
        """Where the word stands (not to be changed: shared by every fact looked up)."""
        if not prefix:
            return self.at.get(form, _NOWHERE)
        found = self.begun.get(form)
        if found is None:
            found = self.begun[form] = {i for i, word in enumerate(self.exact) if word.startswith(form)}
        return found


_NOWHERE: set[int] = set()
Story = dict[str, _Told]


def _story(text: str) -> Story:
    story = {}
    for lang in LANGS:
        exact, stems = analyze_both(text, lang)
        story[lang] = _Told(*_unjoined(exact, stems)) if lang == "en" else _Told(exact, stems)
    return story


def _unjoined(exact: list[str], stems: list[str]) -> tuple[list[str], list[str]]:
    """A negative contraction typed without its apostrophe ("hasnt", "didnt", "dont") read as the
    analysis reads it with one ("hasn't" -> "hasn", lawbook.search.analysis.words), so that a fact
    written "partner hasn't called" is stated by "partner hasnt called" (issue 22)."""
    found = [_CONTRACTED.get(word) for word in exact]
    if not any(found):
        return exact, stems
    return (
        [first[0] if first else word for word, first in zip(exact, found, strict=True)],
        [first[1] if first else stem for stem, first in zip(stems, found, strict=True)],
    )


def _states(story: Story, fact: dict[str, tuple[Alternative, ...]]) -> bool:
    return any(_holds(story[lang], alternative) for lang, alternatives in fact.items() for alternative in alternatives)


def _holds(told: _Told, alternative: Alternative) -> bool:
    """Whether the story holds the alternative's words in its order, each at most its gap after the
    one before: "both hands", not "both faces showed from my hand"."""
    if not alternative:
        return False
    ends = told.positions(*alternative[0][:2])
    for prefix, form, gap in alternative[1:]:
        if not ends:
            return False
        found = told.positions(prefix, form)
        ends = {j for j in found if any(j > i and told.apart(i, j) <= gap for i in ends)}
    return bool(ends)


@dataclass(frozen=True)
class _Written:
    facts: tuple[dict[str, tuple[Alternative, ...]], ...]  # each fact once: lang -> its alternatives
    of_path: tuple[tuple[int, ...], ...]  # per path, its facts (indexes into `facts`)
    told_only: tuple[tuple[int, ...], ...]  # per path, its told_only facts (indexes into `facts`)


def _facts(ix: OpenIndex) -> _Written:
    """The paths' facts analysed, each written fact once; once per index generation."""
    return ix.once("ending-facts", lambda: _written(ix.paths))


def _written(paths: tuple[GuidePath, ...]) -> _Written:
    keys: dict[tuple, int] = {}
    facts: list[dict[str, tuple[Alternative, ...]]] = []
    of_path = []
    told_only = []
    for path in paths:
        count = max((len(written) for written in path.facts.values()), default=0)
        mine = []
        for k in range(count):
            fact = {
                lang: tuple(_alternative(phrase, lang) for phrase in path.facts[lang][k])
                for lang in LANGS
                if k < len(path.facts.get(lang, ()))
            }
            key = tuple(sorted(fact.items()))
            if key not in keys:
                keys[key] = len(facts)
                facts.append(fact)
            mine.append(keys[key])
        of_path.append(tuple(mine))
        told_only.append(tuple(mine[k] for k in path.told_only if k < len(mine)))
    return _Written(tuple(facts), tuple(of_path), tuple(told_only))


def _alternative(phrase: str, lang: str) -> Alternative:
    """The phrase's words as a story's are analysed: "hasn't" is the story's "hasn" (the analysis
    splits a word at its apostrophe or hyphen), so a fact written "partner hasn't called" is
    stated by "partner hasn't called yet"."""
    words: list[tuple[bool, str, int]] = []
    gap = GAP
    for word in phrase.split():
        if word == APART_MARK:
            gap = APART
            continue
        prefix = word.endswith(PREFIX)
        exact, stems = analyze_both(word[: -len(PREFIX)] if prefix else word, lang)
        # A word written with PREFIX is matched by its last part's folded beginning, its other parts
        # by their folded forms; any other word by its parts' stems.
        parts = [(False, form) for form in (exact[:-1] if prefix else stems)]
        if prefix and exact:
            parts.append((True, exact[-1]))
        for is_prefix, form in parts:
            words.append((is_prefix, form, gap))
            gap = GAP
    return tuple(words)


def _guide_endings(ix: OpenIndex) -> dict[str, tuple[int, ...]]:
    """Each guide's Endings (their indexes in ix.paths), once per index generation."""

    def grouped() -> dict[str, tuple[int, ...]]:
        found: dict[str, list[int]] = {}
        for index, path in enumerate(ix.paths):
            found.setdefault(path.guide, []).append(index)
        return {guide: tuple(indexes) for guide, indexes in found.items()}

    return ix.once("guide-endings", grouped)
