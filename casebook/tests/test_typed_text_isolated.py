"""A published ruling's title and event, typed by the Director and the publisher, are shown isolated
from the words around them (<bdi>) where they share a line: the casebook's list ("title", then
"event · Board 7 · laws · date"), the breadcrumbs, and the Law page's "cited by" line under
16B1(a). A right-to-left title, or an override (U+202E) pasted into one, would otherwise reorder
the rest of that line. The text itself is kept as typed."""

import pytest

from .conftest import PAGES

pytestmark = pytest.mark.django_db

TITLE = "\u05e4\u05e1\u05e7 \u202eA hesitation"
EVENT = "Kupa\u202e 2026"


@pytest.fixture
def ruling(published_ruling):
    published_ruling.title, published_ruling.event = TITLE, EVENT
    published_ruling.save()
    return published_ruling


def test_the_list_and_the_breadcrumbs_isolate_the_title_and_the_event(client, ruling):
    listed = client.get(PAGES["en"]).content.decode()
    assert f'<bdi lang="tr">{TITLE}</bdi></a>' in listed
    assert f'<span class="casebook-meta"><bdi lang="tr">{EVENT}</bdi> · Board 7 ·' in listed
    shown = client.get(f"{PAGES['tr']}{ruling.pk}/").content.decode()
    assert f'<span aria-current="page"><bdi lang="tr">{TITLE}</bdi></span>' in shown


def test_the_law_page_isolates_the_title_of_a_ruling_citing_its_paragraph(client, ruling):
    law = client.get("/en/law/16/").content.decode()
    assert f'<bdi lang="tr">{TITLE}</bdi></a></li>' in law  # the case's language, as on its own pages
