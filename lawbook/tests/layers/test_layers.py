"""One layer mechanism: layers stored for every kind of text, found again when a text changes
(lawbook.layers.text_changed), and drawn by one renderer with the links it is given."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from lawbook import content_version
from lawbook.editions import editions
from lawbook.layers import Change, Renderer, Scope, text_changed
from lawbook.models import Citation, Definition, Footnote, Law, Paragraph
from lawbook.queries import law_with_paragraphs
from lawbook.tests.htmlparse import links

pytestmark = pytest.mark.django_db


def test_definitions_and_footnotes_carry_stored_citations():
    # "Ayarlı Skor ... (bkz. Yasa 12)"; footnote 14: "... Yasa 50D2nin ..."
    definition = Definition.objects.get(slug="ayarlı-skor")
    cite = definition.citations.get(lang="tr")
    assert (definition.text_tr[cite.start : cite.end], cite.target.label) == ("Yasa 12", "12")
    footnote = Footnote.objects.get(number=14)
    cite = footnote.citations.get(lang="tr")
    assert (footnote.text_tr[cite.start : cite.end], cite.target.label) == ("Yasa 50D2", "50D2")


def test_a_relative_reference_outside_a_law_is_not_a_citation():
    # Outside the tree of a Law, "aşağıdaki (b)" names nothing: only absolute citations are kept.
    footnote = Footnote.objects.get(number=14)
    footnote.text_tr = "Bkz. aşağıdaki (b) bendi ve Yasa 51."
    footnote.save()
    text_changed(Change(Scope.of(footnote=[footnote])))
    assert [(c.start, c.end, c.target_label) for c in footnote.citations.filter(lang="tr")] == [(28, 35, "51")]


def test_a_footnote_saved_in_the_admin_gets_its_new_citations_and_leaves_the_readers_version(admin_client):
    # The admin changes a draft's rows only (lawbook.editions.editions): the footnote of a draft copy.
    draft = editions.open_draft("2017.1")
    footnote = Footnote.objects.get(edition=draft, number=13)
    version = content_version.current()
    data = {
        "text_tr": "Düzeltilmiş dipnot; bkz. Yasa 51.",
        "text_en": footnote.text_en,
        "seen_version": footnote.version,
    }
    assert admin_client.post(f"/tr/admin/lawbook/footnote/{footnote.pk}/change/", data).status_code == 302
    cited = [(c.start, c.end, c.target.label, c.target.law.edition_id) for c in footnote.citations.filter(lang="tr")]
    assert cited == [(25, 32, "51", "2017.1")]
    # A draft is read by its editors only: its saves do not move what readers are served (issue 27).
    assert content_version.current() == version
    page = admin_client.get("/tr/baski/2017.1/yasa/50/").content.decode()
    # On the draft's own page the new citation leads to the draft's Law 51.
    assert [link.href for link in links(page, "cite", inside="fn-13")] == ["/tr/baski/2017.1/yasa/51/#51"]


def test_a_law_title_carries_its_citations():
    law = Law.objects.get(number=12)
    law.title_en = "See Law 64 too"
    law.save()
    text_changed(Change(Scope.of(law=[law])))
    assert [(c.field, c.start, c.end, c.target_label) for c in Citation.objects.filter(law=law)] == [
        ("title", 4, 10, "64")
    ]


class TestLinks:
    """Links of another site: the renderer asks them for every URL."""

    def paragraph(self, paragraph):
        return f"https://example.org/{paragraph.label}"

    def definition(self, definition):
        return f"https://example.org/terms/{definition.slug}"


def test_the_renderer_draws_links_with_the_urls_it_is_given():
    law = law_with_paragraphs(50, footnote_layers=True)
    paragraph = next(p for p in law.ordered_paragraphs if p.label == "50D2(a)")
    html = Renderer("tr", TestLinks()).field(paragraph, "text")
    # Footnote 13 opens in place before "Yasa 51", and its own "Yasa 59" is drawn the same way.
    assert [(link.href, link.text, link.inside[-1:]) for link in links(html, "cite")] == [
        ("https://example.org/59", "Yasa 59", (f"fn-pop-13-{paragraph.footnote_markers.get().pk}",)),
        ("https://example.org/51", "Yasa 51", ()),
    ]
    terms = links(html, "term")
    assert terms and all(link.href.startswith("https://example.org/terms/") for link in terms)


def test_a_law_page_does_not_load_the_whole_book(client):
    # Footnotes and definitions carry stored layers: no page reads every paragraph to link them.
    for url in ("/tr/yasa/50/", "/en/law/70/?view=both", "/tr/tanimlar/"):
        with CaptureQueriesContext(connection) as queries:
            assert client.get(url).status_code == 200
        whole = [q["sql"] for q in queries if 'FROM "lawbook_paragraph"' in q["sql"] and "WHERE" not in q["sql"]]
        assert whole == [], url
        # The page cache reads the content version (at most once a second per process) besides
        # what rendering needs: 9 queries, one that reads the editions (lawbook.editions.editions),
        # and on a Law page the federation's interpretations and the casebook's asides (one each).
        rendering = [q for q in queries if "lawbook_contentversion" not in q["sql"]]
        assert len(rendering) <= 12, url
    assert Paragraph.objects.count() > 800
