"""The sixteenth development set of players' questions (bench/player-questions-newguides-dev16.tsv,
issue 22, search252): written blind over the new guides' situations, as dev15 was,
its first figures recorded as a blind estimate before its misses were read. These tests keep it usable
and its own: it parses, each expected label names a paragraph of the Laws (a label naming none would
count every answer wrong), each language has fifty questions, bench/search_quality.py offers it for
tuning (--misses dev16) and reports it, and none of its questions comes within 0.7 of a guide Ending's
players' phrasing or of another development, players' or shared set's question (a copy would measure
the old set twice).
"""

from __future__ import annotations

import pytest

from lawbook.tests.search import bench_sets

DEV16 = "player-questions-newguides-dev16.tsv"


def dev16_rows() -> list[tuple[str, str, list[str]]]:
    return bench_sets.rows(DEV16)


def test_every_line_is_a_question_a_language_and_labels_and_none_twice():
    assert not bench_sets.malformed_lines(DEV16)
    assert not bench_sets.repeated_questions(DEV16)


def test_each_language_has_fifty_questions():
    assert not bench_sets.short_languages(DEV16)


@pytest.mark.django_db
def test_every_expected_label_names_a_paragraph_of_the_laws():
    assert not bench_sets.labels_not_in_the_laws(DEV16)


def test_it_is_offered_for_tuning_and_reported():
    module = bench_sets.bench_module()
    assert module.TUNING_SETS["dev16"].name == DEV16  # --misses dev16
    assert module.TUNING_SETS["dev16"] in module.ALL_SETS  # a line of --brief per language


@pytest.mark.slow  # a few seconds: ~3 000 texts against 115 questions
def test_no_question_copies_a_phrasing_or_another_sets_question():
    assert not bench_sets.copies_of_other_questions(DEV16)
