"""A Law as its page reads it, kept per content version (lawbook.queries.kept_law_with_paragraphs):
the other language and the side-by-side view read none of its paragraphs and layers again; a
change readers see moves the version and is read at once; what is kept is not written on by the
pages that read it (their footnotes are drawn beside it, lawbook.pages.views.FootnoteShown)."""

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from lawbook import content_version, queries
from lawbook.editions import editions
from lawbook.layers import Change, Scope, text_changed
from lawbook.models import Paragraph

pytestmark = pytest.mark.django_db

LAYERS = ("paragraph", "citation", "footnote", "footnotemarker", "termmention", "editornote")
CORRECTION = "Düzeltilmiş metin: bu paragraf yalnız bu sınamada böyle okunur."


def layer_queries(queries_read) -> list[str]:
    return [q["sql"] for q in queries_read if any(f'FROM "lawbook_{table}"' in q["sql"] for table in LAYERS)]


def test_the_other_language_and_the_side_by_side_view_read_the_kept_law(client):
    content_version.bump()  # a version no earlier test of this process read Law 50 under
    with CaptureQueriesContext(connection) as first:
        turkish = client.get("/tr/yasa/50/").content.decode()
    assert layer_queries(first.captured_queries)  # the first page of Law 50 reads it
    for url in ("/en/law/50/", "/tr/yasa/50/?view=both"):
        cache.clear()  # no page cached: each is rendered, from the Law kept
        with CaptureQueriesContext(connection) as again:
            html = client.get(url).content.decode()
        assert layer_queries(again.captured_queries) == [], url
        assert 'data-footnote="13"' in html and 'id="fn-13"' in html, url
    assert 'id="50D2a"' in turkish and 'class="term" href="/tr/tanimlar/#cezalı-kart"' in turkish


def test_a_change_readers_see_is_shown_at_once(client):
    assert CORRECTION not in client.get("/tr/yasa/64/").content.decode()
    paragraph = Paragraph.objects.get(law__edition=editions.current().code, label="64B3")
    paragraph.text_tr = CORRECTION
    paragraph.save()
    text_changed(Change(Scope.of(paragraph=[paragraph])))  # moves the content version
    assert CORRECTION in client.get("/tr/yasa/64/").content.decode()


def test_a_page_writes_nothing_on_the_kept_law(client):
    """Law 13's footnote 2 is drawn in Turkish on the English page (it has no English text) and in
    Turkish on the Turkish one: two threads drawing the two pages from one kept Law must not see
    each other's drawing."""
    for url in ("/tr/yasa/13/", "/en/law/13/", "/en/law/13/?view=both"):
        assert client.get(url).status_code == 200
    law = queries.kept_law_with_paragraphs(13, editions.current())
    footnotes = [m.footnote for p in law.ordered_paragraphs for m in p.footnote_markers.all()]
    assert footnotes
    assert not any(hasattr(footnote, "rendered") or hasattr(footnote, "untranslated") for footnote in footnotes)
