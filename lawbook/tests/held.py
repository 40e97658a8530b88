"""Set-up done once for several tests and rolled back after them (the root conftest.py's
`module_draft`, the changelog's published edition 2027): the project's "expensive set-up is done
once and copied, never shared by reference" (CONTRIBUTING.md) for database rows, where a
transaction's savepoints are the copy."""

from contextlib import contextmanager


@contextmanager
def held_transaction(django_db_blocker):
    """A transaction held open around a module's or a class's tests and rolled back after them:
    what is set up inside it once (a draft opened, an edition published) is there for each of
    their tests, whose own transactions nest in it as savepoints, so each starts from that set-up
    whatever an earlier test did (what Django's TestCase.setUpTestData does for a class)."""
    from django.db import transaction

    outer = transaction.atomic()
    with django_db_blocker.unblock():
        outer.__enter__()
    try:
        yield
    finally:
        with django_db_blocker.unblock():
            transaction.set_rollback(True)
            outer.__exit__(None, None, None)
