"""The question generators, one module per type (quizzes.question_types says which), and
`generate(type, seed)`.

`generate(type, seed)` is a pure function of its arguments: the same type and seed always give
the same Question (tests hold every type to it), so a link to a question stays valid. The
answers of the play, auction and scoring types are the ruling engine's (rulings.answer); `definitions`
and `where` read the glossary and the headings of the lawbook, loaded once per process; a
generator module is imported when its type is first asked for.
"""

from __future__ import annotations

from ..question_types import BY_CODE
from ..questions import Question
from .common import GenerationError


def generate(qtype: str, seed: int) -> Question:
    """The question of this type and seed; KeyError for an unknown type."""
    return BY_CODE[qtype].generate(seed)


__all__ = ["GenerationError", "generate"]
