"""Shared pytest fixtures: the test database holds the imported official text for every test."""

import pytest


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    from lawbook.importer import import_text

    with django_db_blocker.unblock():
        import_text()


@pytest.fixture(scope="session")
def parsed_lawbook():
    from django.conf import settings

    from lawbook.parser import parse_lawbook

    return parse_lawbook(settings.LAWS_FIXTURE.read_text(encoding="utf-8"))


@pytest.fixture(autouse=True)
def empty_page_cache():
    """Each test starts with no cached page: a page cached by one test (under the same content
    version, in a transaction since rolled back) must not answer another."""
    from django.core.cache import cache

    from lawbook.page_cache import forget_stamp

    cache.clear()
    forget_stamp()
