"""manage.py quiz_sweep: seeds spread over the exam's whole range, swept for server errors."""

import pytest
from django.core.management import CommandError, call_command

from quizzes.generators import GenerationError
from quizzes.management.commands import quiz_sweep


def test_a_sweep_of_every_type_finds_no_defect(capsys):
    call_command("quiz_sweep", "--seeds", "40")
    out = capsys.readouterr().out
    assert "insufficient_bid: 40 seeds" in out and "claim: 4 seeds" in out
    assert " 0 defects" in out and " 1 defects" not in out


def test_a_generator_error_other_than_a_refusal_is_named_with_its_seed(monkeypatch, capsys):
    """What the sweep exists for: the IndexError an empty list of bids after 7NT raised, which an
    exam answered with a 500 (insufficient_bid seed 18150)."""
    real = quiz_sweep.generate

    def broken(qtype, seed):
        if qtype == "call_out_of_rotation" and seed == 2:
            return [].pop()
        if qtype == "call_out_of_rotation" and seed == 4:
            raise GenerationError("another story")
        return real(qtype, seed)

    monkeypatch.setattr(quiz_sweep, "generate", broken)
    with pytest.raises(CommandError, match="1 seeds raised"):
        call_command("quiz_sweep", "--seeds", "10", "--only", "call_out_of_rotation")
    out = capsys.readouterr().out
    assert "call_out_of_rotation seed 2: IndexError" in out
    assert "10 seeds, 1 refused, 1 defects" in out


def test_a_database_without_the_laws_is_one_clear_error_not_a_defect_per_seed(monkeypatch):
    """CI's first run of the sweep had no `make setup`: the definitions questions, which read the
    imported Laws, gave 20 000 'defects' of 'no such table'."""
    from django.db import OperationalError

    def unset(qtype, seed):
        raise OperationalError("no such table: lawbook_contentversion")

    monkeypatch.setattr(quiz_sweep, "generate", unset)
    with pytest.raises(CommandError, match=r"definitions: no such table.*make setup"):
        call_command("quiz_sweep", "--seeds", "10", "--only", "definitions")
