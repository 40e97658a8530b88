"""The fourteenth development set of players' questions (bench/player-questions-newguides-dev14.tsv,
issue 22): written blind over the new guides' situations, as the check set was, for the next sessions
to tune on. These tests keep it usable and its own: it parses, each expected label names a paragraph
of the Laws (a label naming none would count every answer wrong), each language has the fifty
questions its brief asked for, bench/search_quality.py offers it for tuning (--misses dev14) and
reports it, and none of its questions comes within 0.7 of a guide Ending's players' phrasing or of
another development, players' or shared set's question (a copy would measure the old set twice).
"""

from __future__ import annotations

import pytest

from lawbook.tests.search import bench_sets

DEV14 = "player-questions-newguides-dev14.tsv"


def dev14_rows() -> list[tuple[str, str, list[str]]]:
    return bench_sets.rows(DEV14)


def test_every_line_is_a_question_a_language_and_labels_and_none_twice():
    assert not bench_sets.malformed_lines(DEV14)
    assert not bench_sets.repeated_questions(DEV14)


def test_each_language_has_fifty_questions():
    assert not bench_sets.short_languages(DEV14)


@pytest.mark.django_db
def test_every_expected_label_names_a_paragraph_of_the_laws():
    assert not bench_sets.labels_not_in_the_laws(DEV14)


def test_it_is_offered_for_tuning_and_reported():
    module = bench_sets.bench_module()
    assert module.TUNING_SETS["dev14"].name == DEV14  # --misses dev14
    assert module.TUNING_SETS["dev14"] in module.ALL_SETS  # a line of --brief per language


@pytest.mark.slow  # a few seconds: ~3 000 texts against 111 questions
def test_no_question_copies_a_phrasing_or_another_sets_question():
    assert not bench_sets.copies_of_other_questions(DEV14)


def test_removal_from_the_tournament_expects_91b_beside_91a():
    """The question asks whether the Director may remove a player "from the tournament" (TR
    "turnuvadan uzaklaştırma"). 91A reaches the session only (TR "bir oyuncu veya yarışmacıyı o
    seanstan veya herhangi bir bölümünden ihraç etme yetkisi"; WBF "to suspend a player or contestant
    for the current session or any part thereof"); the tournament is 91B's (TR "Hakem, sebep varsa,
    Organizasyon Komitesinin onaylaması şartıyla bir oyuncu veya yarışmacıyı diskalifiye etmekle
    özellikle yetkilendirilmiştir"; WBF "The Director is empowered to disqualify a player or contestant
    for cause, subject to approval by the Tournament Organizer"). Both answer it."""
    [expected] = [labels for text, _lang, labels in dev14_rows() if "turnuvadan uzaklaştırma" in text]
    assert "91B" in expected and "91A" in expected


def test_a_bid_of_more_than_seven_corrected_expects_38c():
    """Both questions ask how a bid of more than seven is dealt with; the Turkish one in 38C's own
    verb ("nasıl düzeltilir"): 38C, TR "Konuşma pas ile düzeltilir, eğer bitmediyse artırım devam
    eder ve kusurlu tarafın her üyesi konuşma sırası kendilerine her geldiğinde pas geçmek
    zorundadır"; WBF "A pass must be substituted; the auction continues unless completed and each
    member of the offending side must pass whenever it is his turn to call". 38A and 38B (no play of
    such a contract; the bid and later calls cancelled) stay expected beside it."""
    labels = [labels for text, _lang, labels in dev14_rows() if "38B" in labels]
    assert len(labels) == 2 and all("38C" in found and "38A" in found for found in labels)
