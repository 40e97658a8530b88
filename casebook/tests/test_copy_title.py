"""A copy's default title names the board as the desk does, in the language the case is written
in: "Kış Ligi · Bord 7" or "Winter League · Board 7", not "Kış Ligi · 7" (polish75): the
record's language where it says it, else the Publisher's page's (as `text_language` is set)."""

import pytest

from casebook.models import PublishedRuling

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "page, record_language, title",
    [
        ("tr", "", "Istanbul Pairs Cup · Bord 7"),
        ("en", "", "Istanbul Pairs Cup · Board 7"),
        ("en", "tr", "Istanbul Pairs Cup · Bord 7"),  # the record's language, not the admin's
        ("tr", "en", "Istanbul Pairs Cup · Board 7"),
    ],
)
def test_a_copys_title_names_the_board_in_the_cases_language(client, publisher, record, page, record_language, title):
    record.language = record_language
    record.save()
    client.force_login(publisher)
    started = client.post(f"/{page}/admin/casebook/publishedruling/add/", {"record": record.pk})
    assert started.status_code == 302
    copy = PublishedRuling.objects.get()
    assert copy.title == title
    assert copy.text_language == (record_language or page)
