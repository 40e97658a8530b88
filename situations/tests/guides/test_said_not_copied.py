"""No players' phrasing of an Ending copies a held-out question (issue 22; docs/benchmarks.md,
"qa117" and "heldout1").

An Ending's phrasings (Ending.said) are search words: a question worded like one is sent to the
Ending's paragraphs. The held-out sets (bench/*heldout*.tsv) and the development set kept as a check
(dev11) measure how the search meets questions it was not shaped on; a phrasing that repeats one of
their questions makes that figure a copy's. qa117 found nine such phrasings, written after the sets,
and heldout1 found 63 within 0.7 (up to a word-for-word copy) and rewrote them: the held-out figures
fell by 0.026-0.057 MRR@10. This test keeps the next phrasing from doing it again: every phrasing,
in its language, stays below 0.7 of every such question by difflib's ratio (lower-cased), the
measure heldout1 used. A new phrasing that trips it is to be reworded from its paragraph, never the
question removed from the set.
"""

from __future__ import annotations

from dataclasses import dataclass
from difflib import SequenceMatcher
from pathlib import Path

import pytest

from lawbook.tests.search.test_search_quality import bench_rows
from situations.content import SITUATIONS

BENCH = Path(__file__).resolve().parents[3] / "bench"
# The sets the search is never tuned on: the held-out ones, and dev11, kept as a check (search85).
CHECK_SETS = sorted([*BENCH.glob("*heldout*.tsv"), BENCH / "player-questions-newguides-dev11.tsv"])
TOO_NEAR = 0.7


@dataclass(frozen=True)
class Question:
    source: str
    lang: str
    words: str


def held_out_questions() -> list[Question]:
    return [
        Question(path.name, lang, words.strip().lower())
        for path in CHECK_SETS
        for words, lang, _expected in bench_rows(path.name, None)
    ]


def phrasings() -> list[tuple[str, str, str]]:
    """(guide slug, lang, phrasing) for every Ending's players' phrasing, once each."""
    found = {}
    for situation in SITUATIONS:
        for _keys, ending in situation.endings():
            for said in ending.said:
                for lang, words in (("tr", said.tr), ("en", said.en)):
                    found[(lang, words)] = situation.slug
    return [(slug, lang, words) for (lang, words), slug in found.items()]


def too_near(said: list[str], questions: list[Question]) -> list[tuple[float, str, Question]]:
    """(ratio, phrasing, question) for each pair at `TOO_NEAR` or more. ratio is not symmetric: the
    phrasing is its first sequence and the question its second, as heldout1 measured; difflib keeps
    what it learns of the second, so each question is taken once against every phrasing."""
    near = []
    for question in questions:
        matcher = SequenceMatcher(None, "", question.words)
        for words in said:
            matcher.set_seq1(words.lower())
            # real_quick_ratio and quick_ratio are upper bounds of ratio: most pairs stop there
            if matcher.real_quick_ratio() < TOO_NEAR or matcher.quick_ratio() < TOO_NEAR:
                continue
            if (ratio := matcher.ratio()) >= TOO_NEAR:
                near.append((ratio, words, question))
    return near


def test_the_check_sets_are_read():
    questions = held_out_questions()
    assert {path.name for path in CHECK_SETS} >= {
        "player-questions-heldout.tsv",
        "player-questions-guides-heldout.tsv",
        "player-questions-newguides-heldout.tsv",
        "player-questions-newguides-dev11.tsv",
    }
    assert {question.lang for question in questions} == {"tr", "en"}
    assert len(questions) > 200  # 258 when heldout1 counted


@pytest.mark.slow  # about 9 s of CPU: 64 000 of the 185 000 pairs pass difflib's cheap bounds
def test_no_phrasing_copies_a_held_out_question():
    questions = held_out_questions()
    by_lang = {lang: [q for q in questions if q.lang == lang] for lang in ("tr", "en")}
    said = phrasings()
    copies = []
    for lang, questions_in_lang in by_lang.items():
        slugs = {words: slug for slug, said_lang, words in said if said_lang == lang}
        for ratio, words, question in too_near(list(slugs), questions_in_lang):
            copies.append(f"{slugs[words]} [{lang}] {words!r} ~ {question.source}: {question.words!r} ({ratio:.2f})")
    assert not copies, "phrasings too near a held-out question:\n" + "\n".join(copies)


def test_a_copy_is_caught():
    """The measure itself: a held-out question word for word, or with a word changed, is caught."""
    question = held_out_questions()[0]
    changed = question.words.replace(" ", "  ", 1) + "."
    assert [words for _, words, _ in too_near([question.words, changed], [question])] == [question.words, changed]
    assert not too_near(["tamamen başka bir cümle"], [question])
