"""The commands an operator types (`manage.py serve`, `rebuild_index`) answer a bad argument with
one error line, before anything starts: `serve --port 99999999999` ran the indexer, then died in
gunicorn with an OverflowError traceback; `rebuild_index --dir` a folder it cannot write was a
FileNotFoundError traceback."""

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError


@pytest.mark.parametrize(
    "args, said",
    [
        (["--port", "99999999999"], "a port is from 0 to 65535"),
        (["--port", "-1"], "a port is from 0 to 65535"),
        (["--port", "abc"], "not a whole number"),
        (["--workers", "0"], "must be 1 or more"),
        (["--threads", "-2"], "must be 1 or more"),
        (["--index-every", "nan"], "seconds are 0 or more"),
        (["--clear-sessions-every", "-5"], "seconds are 0 or more"),
    ],
)
def test_serve_refuses_an_argument_out_of_range_before_starting(args, said, monkeypatch):
    from lawbook.management.commands import serve

    started = []
    monkeypatch.setattr(serve.subprocess, "Popen", lambda *a, **k: started.append(a))
    with pytest.raises(CommandError, match=said):
        call_command("serve", *args)
    assert started == []


@pytest.mark.django_db
def test_rebuild_index_in_a_folder_it_cannot_make_is_one_error_line(tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    with pytest.raises(CommandError, match="search index: cannot build in"):
        call_command("rebuild_index", "--dir", str(blocked / "index"))
