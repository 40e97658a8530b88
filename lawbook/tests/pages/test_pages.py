"""The reading pages: home, a Law, permalinks, definitions."""

import itertools
import re

import pytest

from lawbook import content_version
from lawbook.tests.htmlparse import links
from tests import shared_renders

pytestmark = pytest.mark.django_db


def read(client, path: str) -> str:
    """A page as it is in the session's imported state, rendered once per test process for the tests
    here that only read it (tests/shared_renders.py: several tests ask for Law 50 and the
    definitions page, each asserting something else; issue 21)."""
    return shared_renders.get(client, path).content.decode()


def test_home_lists_the_laws_by_chapter(client):
    html = read(client, "/tr/")
    assert html.count('class="law-list"') == 11
    for number in (1, 50, 93):
        assert f'href="/tr/yasa/{number}/"' in html
    assert "Artırım" in html and 'name="q"' in html


def test_law_page_anchors_links_footnotes_terms(client):
    response = shared_renders.get(client, "/tr/yasa/50/")
    assert response.status_code == 200
    html = response.content.decode()
    ids = re.findall(r'id="([^"]+)"', html)
    assert len(ids) == len(set(ids)), "ids are unique"
    for anchor in ("50A", "50D2", "50D2a", "50E4"):
        assert f'id="{anchor}"' in html
    assert 'href="/tr/yasa/51/#51"' in html  # "bkz. Yasa 51" in 50D2(a)
    assert 'data-preview="' in html
    assert 'data-footnote="13"' in html
    assert 'id="fn-13"' in html
    assert 'class="term" href="/tr/tanimlar/#cezalı-kart"' in html
    assert 'rel="prev" href="/tr/yasa/49/"' in html and 'rel="next" href="/tr/yasa/51/"' in html


def test_law_77_shows_tables_and_the_editors_note(client):
    html = read(client, "/tr/yasa/77/")
    assert html.count("<table>") == 6
    assert "<td>120</td>" in html
    assert 'class="editor-note"' in html and "120" in html


def test_tail_text_follows_the_sub_items(client):
    html = client.get("/tr/yasa/20/").content.decode()
    assert html.index('id="20F5bii"') < html.index("Kendi görüşüne göre") < html.index('id="20F6"')


def test_permalink_redirects_to_the_anchor(client):
    response = client.get("/tr/yasa/50D2a/")
    assert response.status_code == 302 and response["Location"] == "/tr/yasa/50/#50D2a"
    assert client.get("/tr/yasa/80B2(g)(i)/")["Location"] == "/tr/yasa/80/#80B2gi"
    assert client.get("/tr/yasa/50Z/").status_code == 404
    assert client.get("/tr/yasa/94/").status_code == 404


@pytest.mark.parametrize("url", ["/tr/yasa/99999999999999999999/", "/en/edition/2017/law/99999999999999999999/"])
def test_a_law_number_beyond_the_databases_integer_is_no_law(client, url):
    # Law 94 is a 404; a number beyond 2**63 was a 500 (OverflowError from SQLite, out of range
    # for PostgreSQL's integer), found by tests/test_bad_input_sweep.py.
    response = client.get(url)
    assert response.status_code == 404
    assert "99999999999999999999" in response.content.decode()


def test_a_permalink_redirects_without_reading_the_paragraph_s_layers(client):
    """A permalink only says where its paragraph is (a guide's ending links a dozen, the service
    worker saves them all): it reads the paragraph and its Law, not the citations, footnotes,
    terms and notes drawn on the Law's page it leads to (issue 21)."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as read:
        response = client.get("/en/law/64A1/")
    assert response.status_code == 302 and response["Location"] == "/en/law/64/#64A1"
    layers = ("citation", "footnote", "termmention", "editornote")
    assert [q["sql"] for q in read.captured_queries if any(f"lawbook_{t}" in q["sql"] for t in layers)] == []


def test_definitions_page_lists_uses(client):
    html = read(client, "/tr/tanimlar/")
    assert 'id="rönons"' in html and 'id="tur"' in html and 'id="tür"' in html
    assert "Geçtiği yerler" in html or "Used in" in html


def test_law_page_queries_do_not_grow_with_its_size(client, django_assert_max_num_queries):
    """The longest Law and one of the shortest cost at most the same few queries: the text with its
    layers, the footnotes, the federation's interpretations (one query) and the casebook's asides
    (one query)."""
    with django_assert_max_num_queries(13):
        client.get("/tr/yasa/80/")
    with django_assert_max_num_queries(13):
        client.get("/tr/yasa/3/")


def test_citations_in_definitions_and_footnotes_are_links(client):
    html = read(client, "/tr/tanimlar/")
    # "Ayarlı Skor": (bkz. Yasa 12)
    assert [(a.href, a.text) for a in links(html, "cite", inside="ayarlı-skor")] == [("/tr/yasa/12/#12", "Yasa 12")]
    # "Artırım" cites a 17E the Turkish text does not have: no link, the words stay
    assert links(html, "cite", inside="artırım") == [] and "(bkz. Yasa 17E)" in html
    law = read(client, "/tr/yasa/50/")
    assert [(a.href, a.text) for a in links(law, "cite", inside="fn-13")] == [("/tr/yasa/59/#59", "Yasa 59")]


def block(html, anchor):
    """The HTML of one paragraph's block on a Law page."""
    start = html.index(f'id="{anchor}"')
    return html[start : html.index("</section>", start)]


def test_law_page_has_breadcrumbs(client):
    html = read(client, "/tr/yasa/50/")
    crumbs = html[html.index('class="breadcrumbs"') : html.index("</nav>", html.index('class="breadcrumbs"'))]
    assert 'href="/tr/"' in crumbs and "VI. Oyun" in crumbs
    assert '<span aria-current="page">Yasa 50</span>' in crumbs
    english = read(client, "/en/law/50/")
    assert '<span aria-current="page">Law 50</span>' in english


def test_citations_carry_a_preview_of_the_cited_paragraph(client):
    html = read(client, "/tr/yasa/50/")
    link = re.search(r'<a class="cite" href="/tr/yasa/50/#50D2a" data-label="50D2\(a\)" data-preview="([^"]*)">', html)
    assert link and link.group(1).startswith("Defans oyuncusundan cezalı kartın rengini çıkmasını istemek")
    # A Law that opens with its sections previews its title.
    assert 'data-label="51" data-preview="İKİ VEYA DAHA FAZLA CEZALI KART">Yasa 51</a>' in html
    assert '<div id="preview" class="preview" role="dialog"' in html


def test_footnotes_open_in_place_and_are_listed_at_the_end(client):
    html = read(client, "/tr/yasa/41/")
    b = block(html, "41B")
    assert b.index('data-footnote="10"') < b.index('data-footnote="11"')
    assert b.index("Deklaran<button") < b.index('data-footnote="10"')
    assert '<span class="fn-pop" id="fn-pop-11-' in b and "açıklama talep edebilir" in b
    listed = html[html.index('class="footnotes"') :]
    assert listed.index('id="fn-10"') < listed.index('id="fn-11"') < listed.index("</section>")
    # Footnote 14's "Yasa 50D2nin" links 50D2, in the list and where the footnote opens.
    law50 = read(client, "/tr/yasa/50/")
    assert [(a.href, a.text) for a in links(law50, "cite", inside="fn-14")] == [("/tr/yasa/50/#50D2", "Yasa 50D2")]
    in_place = [a for a in links(law50, "cite") if any(i.startswith("fn-pop-14-") for i in a.inside)]
    assert [(a.href, a.attrs["data-label"], a.text) for a in in_place] == [("/tr/yasa/50/#50D2", "50D2", "Yasa 50D2")]


def test_side_by_side_columns_have_their_own_footnotes(client):
    html = client.get("/tr/yasa/50/?view=both").content.decode()
    ids = re.findall(r'id="([^"]+)"', html)
    assert len(ids) == len(set(ids)), "ids are unique"
    controls = re.findall(r'aria-controls="([^"]+)"', html)
    assert set(controls) <= set(ids) and len(controls) == len(set(controls)) == 4
    english = html[html.index('id="fn-pop-13-') :]
    english = english[english.index('id="fn-pop-13-', 5) :]
    assert english.index("If the player cannot make the lead") < english.index("</span>")


def test_a_term_is_linked_at_its_first_use_in_each_paragraph(client):
    html = read(client, "/tr/yasa/50/")
    b = block(html, "50D2b")
    assert b.count("cezalı kart") >= 3
    assert b.count('href="/tr/tanimlar/#cezalı-kart"') == 1
    assert b.index('href="/tr/tanimlar/#cezalı-kart"') < b.index("cezalı kart<button")
    assert '#ceza"' not in b  # "cezalı olarak" is the penalty card, not "Ceza"
    # Inflected forms: "ortağı" (Ortak), "rakibin" (Rakip), "renge uyma" (Renge Uymak).
    assert 'href="/tr/tanimlar/#ortak" title="Tanım">ortağı</a>' in block(html, "50C")
    law61 = read(client, "/tr/yasa/61/")
    assert 'href="/tr/tanimlar/#renge-uymak"' in law61


def test_a_term_on_a_page_in_either_language_links_that_language_s_definitions(client):
    """The definitions page's address is asked once per request and language
    (lawbook.layers.render.SiteLinks): a Turkish page then an English one each link their own."""
    for path, own in (("/tr/yasa/50/", "/tr/tanimlar/#"), ("/en/law/50/", "/en/definitions/#")):
        terms = re.findall(r'class="term" href="([^"]*)"', client.get(path).content.decode())
        assert terms and all(href.startswith(own) for href in terms), (path, terms[:3])


def test_definitions_page_links_each_use(client):
    html = read(client, "/tr/tanimlar/")
    entry = html[html.index('id="rönons"') : html.index("</div>", html.index('id="rönons"'))]
    uses = re.findall(
        r'<a href="(/tr/yasa/\d+/#\w+)"(?: aria-label="[^"]*")?>([^<]+)</a>', entry[entry.index('class="used-in"') :]
    )
    assert ("/tr/yasa/61/#61A", "61A") in uses and ("/tr/yasa/64/#64C2a", "64C2(a)") in uses
    labels = [label for _, label in uses]
    assert len(labels) == len(set(labels))  # each paragraph once
    laws = [int(url.split("/")[3]) for url, _ in uses]
    assert laws == sorted(laws)  # in reading order


BOUNDED_PAGES = ("/tr/tanimlar/", "/en/definitions/", "/tr/yasa/77/", "/en/law/80/?view=both", "/tr/")


def test_other_pages_queries_are_bounded(client, django_assert_max_num_queries):
    for url in BOUNDED_PAGES:
        with django_assert_max_num_queries(12):
            assert client.get(url).status_code == 200


def test_other_pages_queries_are_bounded_however_slow_the_machine(client, django_assert_max_num_queries, monkeypatch):
    """Under load a page may start after the process's copy of the content version has expired
    (it is read again once a second) and read it once more: the bound holds then too. Law 80 read
    12 queries of its own (its neighbours apart from itself), 13 with the version's (issue 21)."""
    ticks = itertools.count(start=10_000.0, step=2.0)  # each look at the clock two seconds on
    monkeypatch.setattr(content_version.time, "monotonic", lambda: next(ticks))
    for url in BOUNDED_PAGES:
        with django_assert_max_num_queries(12):
            assert client.get(url).status_code == 200


@pytest.mark.parametrize("path", ["/tr/yasa/{n}/", "/en/law/{n}/", "/en/law/{n}/?view=both"])
def test_every_footnote_listed_on_a_law_page_has_its_marker_in_the_text(client, path):
    """All 28 footnotes of the Turkish text open from a marker in both languages. Footnote 2 stands
    on the title of Law 13 (TR "YANLIŞ SAYIDA KART", its note "Bir veya daha çok sayıda elde
    13’ten fazla kart varsa bu Yasa geçerlidir"): the English page listed it at the end with no
    marker, since paragraph 13 has no English text for the marker to follow."""
    seen = set()
    for number in range(1, 94):
        # Rendered once per test process (tests/shared_renders.py): the service worker's walk
        # (test_offline.py) opens the same Law pages.
        html = shared_renders.get(client, path.format(n=number)).content.decode()
        listed = set(re.findall(r'<li value="(\d+)" id="fn-', html))
        marked = set(re.findall(r'data-footnote="(\d+)"', html))
        assert listed <= marked, f"Law {number}: footnotes {sorted(listed - marked)} have no marker"
        seen |= listed
    assert seen == {str(n) for n in range(1, 29)}
