"""The check set of players' questions (bench/player-questions-newguides-check.tsv, issue 22):
written blind over the new guides' situations after every development set had been tuned on or
read. Sessions 81 and 82 read its misses, so it is a tuning set now (`--misses check`). These tests
keep it usable: it parses, each expected label names a paragraph of the Laws (a label naming none
would count every answer wrong), each language has the fifty questions the brief asked for,
bench/search_quality.py reports it and offers it for tuning, and no players' phrasing of a guide's
Ending repeats one of its questions (a copy would fit the set, not the players).

It has no floor: its figures are read beside the others'.
"""

from __future__ import annotations

import pytest

from lawbook.tests.search import bench_sets

CHECK_SET = "player-questions-newguides-check.tsv"


def check_rows() -> list[tuple[str, str, list[str]]]:
    return bench_sets.rows(CHECK_SET)


def test_every_line_is_a_question_a_language_and_labels_and_none_twice():
    assert not bench_sets.malformed_lines(CHECK_SET)
    assert not bench_sets.repeated_questions(CHECK_SET)


def test_each_language_has_fifty_questions():
    assert not bench_sets.short_languages(CHECK_SET)


@pytest.mark.django_db
def test_every_expected_label_names_a_paragraph_of_the_laws():
    assert not bench_sets.labels_not_in_the_laws(CHECK_SET)


def test_it_is_reported_and_offered_for_tuning_since_it_was_read():
    module = bench_sets.bench_module()
    assert module.NEW_GUIDES_CHECK_QUESTIONS.name == CHECK_SET
    assert module.NEW_GUIDES_CHECK_QUESTIONS in module.ALL_SETS  # a line of --brief per language
    assert module.TUNING_SETS["check"] == module.NEW_GUIDES_CHECK_QUESTIONS  # --misses check


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
