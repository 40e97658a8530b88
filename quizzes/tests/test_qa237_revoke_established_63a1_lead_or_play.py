"""The revoke_correction step for an established revoke says 63A1 whole: a lead *or* a play to the
following trick establishes it (qa237).

Law 63A1 (TR, official): "Bir rönons aşağıdaki durumlarda resmileşmiş olur: 1. Kusurlu oyuncu veya
ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında"; WBF: "A revoke becomes established:
1. when the offender or his partner leads or plays to the following trick (any such play, legal or
illegal, establishes the revoke)". The step said only "bir sonraki löveye kart oynadığında" / "plays to
the following trick", while in most of these stories the offending side won the revoke trick and the
card to the next trick is a lead (seed 1: dummy revokes, declarer wins and leads the ♦A to trick 2).
The choice's own "why" already said "leads or plays".
"""

from __future__ import annotations

import pytest

from .helpers import first_citing

pytestmark = pytest.mark.django_db


def _established(count: int):
    return [q for q in first_citing("revoke_correction", "63B", count) if "63A1" in q.laws]


def test_the_established_step_names_the_lead_and_the_play_in_both_texts():
    questions = _established(4)
    assert questions
    for question in questions:
        assert (
            "Yasa 63A1: kusurlu oyuncu ya da ortağı bir sonraki löveye çıkış yaptığında ya da kart oynadığında "
            "rönons resmileşir;"
        ) in question.explanation_tr
        assert (
            "Law 63A1: the revoke is established when the offender or his partner leads or plays to the "
            "following trick;"
        ) in question.explanation_en


def test_a_story_where_the_card_to_the_next_trick_is_a_lead_is_among_them():
    # seed 1: "To trick 2: South ♦A", South the offender's partner and the trick's first card
    question = next(q for q in _established(4) if q.seed == 1)
    assert "To trick 2: South ♦A." in question.prompt_en
    assert "leads or plays to the following trick" in question.explanation_en
    assert "çıkış yaptığında ya da kart oynadığında" in question.explanation_tr
