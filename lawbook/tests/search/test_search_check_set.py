"""The check set of players' questions (bench/player-questions-newguides-check.tsv, issue 22):
written blind over the new guides' situations after every development set had been tuned on or
read, and never tuned on. These tests keep it usable and unfitted: it parses, each expected label
names a paragraph of the Laws (a label naming none would count every answer wrong), each language
has the fifty questions the brief asked for, bench/search_quality.py reports it without offering
it for tuning, and no players' phrasing of a guide's Ending repeats one of its questions.

It has no floor: a floor is a target, and a target is tuned on.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from lawbook.labels import try_parse_label
from lawbook.models import CURRENT_EDITION, Paragraph
from lawbook.tests.search.test_search_quality import bench_rows

BENCH = Path(__file__).resolve().parents[3] / "bench"
CHECK_SET = "player-questions-newguides-check.tsv"
MINIMUM_PER_LANGUAGE = 50


def check_rows() -> list[tuple[str, str, list[str]]]:
    return bench_rows(CHECK_SET, None)


def bench_module():
    """bench/search_quality.py, loaded from its path (bench/ is a folder of scripts, not a package)."""
    spec = importlib.util.spec_from_file_location("search_quality_for_check", BENCH / "search_quality.py")
    module = importlib.util.module_from_spec(spec)
    # Its dataclasses look their module up by name while they are made.
    sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


def test_every_line_is_a_question_a_language_and_labels():
    lines = [
        line
        for line in (BENCH / CHECK_SET).read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    for line in lines:
        text, lang, expected = line.split("\t")
        assert text.strip() == text and text, line
        assert lang in ("tr", "en"), line
        assert all(try_parse_label(label) for label in expected.split(",")), line
    texts = [line.split("\t")[0].casefold() for line in lines]
    assert len(set(texts)) == len(texts)


def test_each_language_has_fifty_questions():
    rows = check_rows()
    for lang in ("tr", "en"):
        assert sum(row_lang == lang for _text, row_lang, _expected in rows) >= MINIMUM_PER_LANGUAGE, lang


@pytest.mark.django_db
def test_every_expected_label_names_a_paragraph_of_the_laws():
    labels = set(Paragraph.objects.filter(law__edition=CURRENT_EDITION).values_list("label", flat=True))
    assert labels  # the imported Laws, not an empty database
    missing = sorted({e for _text, _lang, expected in check_rows() for e in expected} - labels)
    assert not missing


def test_it_is_reported_and_never_offered_for_tuning():
    module = bench_module()
    assert module.NEW_GUIDES_CHECK_QUESTIONS.name == CHECK_SET
    assert module.NEW_GUIDES_CHECK_QUESTIONS in module.ALL_SETS  # a line of --brief per language
    assert module.NEW_GUIDES_CHECK_QUESTIONS not in module.TUNING_SETS.values()  # no --misses


@pytest.mark.slow  # 2.9 s on a loaded machine (load 15): 1 434 phrasings against 142 questions
def test_no_endings_phrasing_copies_a_check_question():
    # The measure and the threshold of situations/tests/guides/test_said_not_copied.py (heldout1):
    # a phrasing within 0.7 of a question makes the check figure a copy's. One that trips this is
    # reworded from its paragraph; the question stays.
    from situations.tests.guides.test_said_not_copied import Question, phrasings, too_near

    questions = [Question(CHECK_SET, lang, text.strip().lower()) for text, lang, _expected in check_rows()]
    said = phrasings()
    copies = [
        (round(ratio, 2), words, question.words)
        for lang in ("tr", "en")
        for ratio, words, question in too_near(
            [words for _slug, said_lang, words in said if said_lang == lang],
            [q for q in questions if q.lang == lang],
        )
    ]
    assert not copies
