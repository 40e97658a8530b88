"""No lost writes (issue 10): 200 quiz answers posted at once by 20 visitors to a real gunicorn
server with 4 workers are all answered 200 and all saved, on SQLite (the embedded default) and on
PostgreSQL (a database of its own in the cluster `make test-postgres` runs the suite against)."""

import os
import secrets
from urllib.parse import urlsplit, urlunsplit

import pytest

from .production_server import copy_prepared, prepare, production_env, running
from .quiz_load import POSTGRES_SCHEMES, answers_saved, post_answers_at_once

pytestmark = pytest.mark.server


def suite_postgres_url() -> str | None:
    url = os.environ.get("DATABASE_URL", "")
    return url if url.startswith(POSTGRES_SCHEMES) else None


@pytest.fixture(scope="module")
def server_database(request):
    """The server's DATABASE_URL: none (SQLite in its var dir), or a fresh PostgreSQL database
    created beside the suite's own and dropped afterwards."""
    if request.param == "sqlite":
        yield {}
        return
    suite_url = suite_postgres_url()
    if suite_url is None:
        pytest.skip("PostgreSQL: run by `make test-postgres`, which gives the suite a PostgreSQL cluster")
    import psycopg

    name = f"answers_{secrets.token_hex(4)}"
    with psycopg.connect(suite_url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield {"DATABASE_URL": urlunsplit(urlsplit(suite_url)._replace(path=f"/{name}"))}
    finally:
        with psycopg.connect(suite_url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="module")
def server_env(tmp_path_factory, production_template, server_database):
    var_dir = tmp_path_factory.mktemp("var")
    if not server_database:
        copy_prepared(production_template, var_dir)  # what `make setup` prepares, on SQLite
        return production_env(var_dir)
    env = production_env(var_dir, **server_database)
    prepare(env)  # the PostgreSQL database is new: migrate, import, load, collect into it
    return env


@pytest.mark.parametrize("server_database", ["sqlite", "postgres"], indirect=True)
def test_two_hundred_answers_posted_at_once_are_all_saved(server_env):
    with running(server_env, workers=4) as server:
        before = answers_saved(server_env)
        outcome = post_answers_at_once(server.url(""), clients=20, answers=200)
    assert outcome.posted == 200
    assert outcome.errors == []
    assert answers_saved(server_env) - before == 200
