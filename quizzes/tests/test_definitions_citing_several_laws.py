"""A definition that refers to several Laws is said to refer to them in the plural, listed as the
definition lists them (qa173).

Definitions, "Double" (TR, official): "Bir rakibin deklaresi üzerine söylenen, yapılmış veya batırılmış
kontratların skor değerlerini artıran konuşma (bkz. Yasa 19A ve Yasa 77)"; WBF: "A call made over an
opponent's bid that increases the scoring values of fulfilled or defeated contracts (see Law 19A and
Law 77)". "Session" (TR): "(Yasalar 4, 12C2 ve 91 kapsamında farklı anlamları olabilir)"; WBF "(It may
have different meanings in Laws 4, 12C2 and 91)". The explanation said "Tanım şu yasaya gönderme yapar:
Yasa 19A, Yasa 77" ("to this Law", singular, over two) and "refers to Law 19A, Law 77".
"""

from __future__ import annotations

import pytest

from quizzes.generators import generate

pytestmark = pytest.mark.django_db


def _by_laws(laws: tuple) -> object:
    seed = 0
    while True:
        question = generate("definitions", seed)
        if question.laws == laws:
            return question
        seed += 1


def test_a_definition_citing_two_laws_names_them_in_the_plural():
    question = _by_laws(("19A", "77"))
    assert "Tanım şu yasalara gönderme yapar: Yasa 19A ve Yasa 77." in question.explanation_tr
    assert "The definition refers to Law 19A and Law 77." in question.explanation_en


def test_a_definition_citing_three_laws_lists_them_with_ve_and_and():
    question = _by_laws(("4", "12C2", "91"))
    assert "Tanım şu yasalara gönderme yapar: Yasa 4, Yasa 12C2 ve Yasa 91." in question.explanation_tr
    assert "The definition refers to Law 4, Law 12C2 and Law 91." in question.explanation_en


def test_a_definition_citing_one_law_keeps_the_singular():
    question = _by_laws(("12",))
    assert "Tanım şu yasaya gönderme yapar: Yasa 12." in question.explanation_tr
    assert "The definition refers to Law 12." in question.explanation_en
