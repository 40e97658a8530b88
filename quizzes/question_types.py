"""The one registry of question types: each type declared once, with everything the quiz pages,
the exam, progress, review and the database need to know about it.

A type's code is used in URLs, in `quiz_sample --type`, and in the database (the `qtype`
column's choices are built from here, so the column holds at most 20 characters). Its generator
is the module `quizzes.generators.<module>` with `generate(seed) -> Question`, imported when
first asked for (`definitions` and `where` read the lawbook, which the pure types never need).
The engine types are the ones answered by the ruling engine (`rulings.answer`): they carry
`scenario` and `expected`. The order of TYPES is the order the topic picker shows them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

if TYPE_CHECKING:
    from .questions import Question


@dataclass(frozen=True)
class QuestionType:
    code: str
    label: str | Promise  # the topic's name on the pages (gettext, lazy)
    module: str  # quizzes.generators.<module> holds generate(seed)
    engine: bool  # answered by the ruling engine: the question carries scenario and expected
    colour: str  # its line on the progress chart: distinct from every other type's (tests/test_progress_chart.py)
    expected_seconds: int = 40  # how long a director typically takes (review's rating)
    trivia: bool = False  # seldom asked in a director's exam: weighted low in the default mix

    @cached_property
    def generate(self) -> Callable[[int], Question]:
        return importlib.import_module(f"quizzes.generators.{self.module}").generate


REGISTRY: tuple[QuestionType, ...] = (
    QuestionType("scoring", _("Scoring"), "scoring", engine=True, colour="#0b57d0", expected_seconds=40),
    QuestionType(
        "board", _("Boards and dealing"), "board", engine=True, colour="#7a4f00", expected_seconds=15, trivia=True
    ),
    QuestionType("imps", _("IMPs"), "imps", engine=True, colour="#d95f02", expected_seconds=30),
    QuestionType("revoke", _("Revokes"), "revoke", engine=True, colour="#a50f15", expected_seconds=120),
    QuestionType(
        "penalty_card", _("Penalty cards"), "penalty_card", engine=True, colour="#2ca02c", expected_seconds=60
    ),
    QuestionType(
        "lead_out_of_turn",
        _("Leads out of turn"),
        "lead_out_of_turn",
        engine=True,
        colour="#e7298a",
        expected_seconds=50,
    ),
    QuestionType(
        "revoke_correction",
        _("Revoke corrections"),
        "revoke_correction",
        engine=True,
        colour="#ee6677",
        expected_seconds=60,
    ),
    QuestionType(
        "opening_lead_spread",
        _("Spreading after an opening lead out of turn"),
        "opening_lead_spread",
        engine=True,
        colour="#9467bd",
        expected_seconds=40,
    ),
    QuestionType(
        "insufficient_bid",
        _("Insufficient bids"),
        "insufficient_bid",
        engine=True,
        colour="#882255",
        expected_seconds=50,
    ),
    QuestionType(
        "call_out_of_rotation",
        _("Calls out of rotation"),
        "call_out_of_rotation",
        engine=True,
        colour="#009e73",
        expected_seconds=50,
    ),
    QuestionType(
        "declarer_contract",
        _("Declarer and contract"),
        "declarer_and_contract",
        engine=True,
        colour="#000000",
        expected_seconds=40,
    ),
    QuestionType(
        "withdrawn_call_lead",
        _("Lead restrictions after a withdrawn call"),
        "withdrawn_call_lead",
        engine=True,
        colour="#999933",
        expected_seconds=40,
    ),
    QuestionType("claim", _("Contested claims"), "claim", engine=True, colour="#8c564b", expected_seconds=120),
    QuestionType("definitions", _("Definitions"), "definitions", engine=False, colour="#005a5a", expected_seconds=25),
    QuestionType("where", _("Which Law?"), "where", engine=False, colour="#1f77b4", expected_seconds=25, trivia=True),
)

BY_CODE: dict[str, QuestionType] = {t.code: t for t in REGISTRY}

TYPES: tuple[str, ...] = tuple(t.code for t in REGISTRY)
ENGINE_TYPES: frozenset[str] = frozenset(t.code for t in REGISTRY if t.engine)
TRIVIA: frozenset[str] = frozenset(t.code for t in REGISTRY if t.trivia)
TOPIC_LABELS: dict[str, str | Promise] = {t.code: t.label for t in REGISTRY}
