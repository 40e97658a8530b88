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
