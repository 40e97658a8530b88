"""The reading pages: home, a Law, permalinks, definitions."""
import re

import pytest

pytestmark = pytest.mark.django_db


def test_home_lists_the_laws_by_chapter(client):
    html = client.get("/tr/").content.decode()
    assert html.count('class="law-list"') == 11
    for number in (1, 50, 93):
        assert f'href="/tr/yasa/{number}/"' in html
    assert "Artırım" in html and "name=\"q\"" in html


def test_law_page_anchors_links_footnotes_terms(client):
    response = client.get("/tr/yasa/50/")
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
    html = client.get("/tr/yasa/77/").content.decode()
    assert html.count("<table>") == 6
    assert "<td>120</td>" in html
    assert 'class="editor-note"' in html and "120" in html


def test_tail_text_follows_the_sub_items(client):
    html = client.get("/tr/yasa/20/").content.decode()
    assert html.index('id="20F5bii"') < html.index("Kendi görüşüne göre ortağının") < html.index('id="20F6"')


def test_permalink_redirects_to_the_anchor(client):
    response = client.get("/tr/yasa/50D2a/")
    assert response.status_code == 302 and response["Location"] == "/tr/yasa/50/#50D2a"
    assert client.get("/tr/yasa/80B2(g)(i)/")["Location"] == "/tr/yasa/80/#80B2gi"
    assert client.get("/tr/yasa/50Z/").status_code == 404
    assert client.get("/tr/yasa/94/").status_code == 404


def test_definitions_page_lists_uses(client):
    html = client.get("/tr/tanimlar/").content.decode()
    assert 'id="rönons"' in html and 'id="tur"' in html and 'id="tür"' in html
    assert "Geçtiği yerler" in html or "Used in" in html


def test_law_page_queries_do_not_grow_with_its_size(client, django_assert_max_num_queries):
    with django_assert_max_num_queries(12):
        client.get("/tr/yasa/80/")
    with django_assert_max_num_queries(12):
        client.get("/tr/yasa/3/")


def test_citations_in_definitions_and_footnotes_are_links(client):
    html = client.get("/tr/tanimlar/").content.decode()
    assert '<a class="cite" href="/tr/yasa/12/#12"' in html  # "Ayarlı Skor": (bkz. Yasa 12)
    assert "(bkz. Yasa 17E)" in html  # "Artırım" cites a 17E the Turkish text does not have: no link
    law = client.get("/tr/yasa/50/").content.decode()
    footnote = law[law.index('id="fn-13"'):]
    assert '<a class="cite" href="/tr/yasa/59/#59"' in footnote[: footnote.index("</li>")]
