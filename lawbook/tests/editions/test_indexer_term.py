"""run_indexer and TERM (lawbook/management/commands/run_indexer.py): a TERM that arrives while the
indexer is installing its handler stops it quietly, as one that arrives later does. CI saw the
traceback once, when `serve` was stopped in the indexer's first second."""

import signal

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db


def test_term_while_the_handler_is_being_installed_stops_without_a_traceback(monkeypatch, capsys):
    real = signal.signal

    def installing(signum, handler):
        previous = real(signum, handler)
        if signum == signal.SIGTERM and getattr(handler, "__name__", "") == "raise_stopped":
            handler(signum, None)  # the signal lands before signal.signal() has returned
        return previous

    before = signal.getsignal(signal.SIGTERM)
    monkeypatch.setattr(signal, "signal", installing)
    call_command("run_indexer", "--once", "--no-books")  # raised Stopped before the fix
    assert signal.getsignal(signal.SIGTERM) == before  # TERM handled as it was before the command
    assert "search index" not in capsys.readouterr().out  # stopped before doing anything
