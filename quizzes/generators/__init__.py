"""The question generators, one module per type, and the registry by type name.

`generate(type, seed)` is a pure function of its arguments: the same type and seed always give
the same Question (tests hold every type to it), so a link to a question stays valid. The
answers of the play, auction and scoring types are the ruling engine's (rulings.answer); `definitions`
and `where` read the glossary and the headings of the lawbook, loaded once per process.
"""

from __future__ import annotations

from ..questions import TYPES, Question
from . import (
    board,
    call_out_of_rotation,
    declarer_and_contract,
    imps,
    insufficient_bid,
    lead_out_of_turn,
    opening_lead_spread,
    penalty_card,
    revoke,
    revoke_correction,
    scoring,
    withdrawn_call_lead,
)
from .common import GenerationError

GENERATORS = {
    "scoring": scoring.generate,
    "board": board.generate,
    "imps": imps.generate,
    "revoke": revoke.generate,
    "penalty_card": penalty_card.generate,
    "lead_out_of_turn": lead_out_of_turn.generate,
    "revoke_correction": revoke_correction.generate,
    "opening_lead_spread": opening_lead_spread.generate,
    "insufficient_bid": insufficient_bid.generate,
    "call_out_of_rotation": call_out_of_rotation.generate,
    "declarer_contract": declarer_and_contract.generate,
    "withdrawn_call_lead": withdrawn_call_lead.generate,
}


def _lawbook_generators():
    from . import definitions, where

    GENERATORS.setdefault("definitions", definitions.generate)
    GENERATORS.setdefault("where", where.generate)


def generate(qtype: str, seed: int) -> Question:
    """The question of this type and seed; KeyError for an unknown type."""
    if qtype not in TYPES:
        raise KeyError(qtype)
    if qtype not in GENERATORS:
        _lawbook_generators()
    return GENERATORS[qtype](seed)


__all__ = ["GENERATORS", "GenerationError", "TYPES", "generate"]
