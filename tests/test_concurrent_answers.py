"""No lost writes (issue 10): 200 quiz answers posted at once by 20 visitors to a real gunicorn
server with 4 workers on SQLite are all answered 200 and all saved."""

import pytest

from .production_server import copy_prepared, production_env, running
from .quiz_load import answers_saved, post_answers_at_once


@pytest.fixture(scope="module")
def server_env(tmp_path_factory, production_template):
    var_dir = tmp_path_factory.mktemp("var")
    copy_prepared(production_template, var_dir)  # what `make setup` prepares
    return production_env(var_dir)


def test_two_hundred_answers_posted_at_once_are_all_saved(server_env):
    with running(server_env, workers=4) as server:
        before = answers_saved(server_env["VAR_DIR"] + "/db.sqlite3")
        outcome = post_answers_at_once(server.url(""), clients=20, answers=200)
    assert outcome.posted == 200
    assert outcome.errors == []
    assert answers_saved(server_env["VAR_DIR"] + "/db.sqlite3") - before == 200
