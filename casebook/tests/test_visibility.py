"""Only a published ruling is shown: a draft and a withdrawn one are a 404 and absent from the
list, the feed, the API, the search documents and the Law page; a published one is in all of
them, anonymised (the director's name nowhere), its labels linking to their paragraphs."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from html import unescape

import pytest

from casebook import publication
from casebook.copying import copy_record
from casebook.models import PublishedRuling
from casebook.search_documents import case_documents
from lawbook import content_version
from lawbook.search.documents import collect

from .conftest import DIRECTOR_NAME, FEEDS, PAGES

pytestmark = pytest.mark.django_db

ATOM = "{http://www.w3.org/2005/Atom}"
LAW_16 = {"en": "/en/law/16/", "tr": "/tr/yasa/16/"}


def text_of(response) -> str:
    return unescape(response.content.decode())


def feed_entries(client, lang="en") -> list[ET.Element]:
    response = client.get(FEEDS[lang])
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/atom+xml")
    root = ET.fromstring(response.content)  # well-formed XML, or this raises
    assert root.tag == f"{ATOM}feed"
    assert root.find(f"{ATOM}title").text and root.find(f"{ATOM}id").text and root.find(f"{ATOM}updated") is not None
    return root.findall(f"{ATOM}entry")


def paragraph_section(page: str, anchor: str) -> str:
    """The HTML of one paragraph's section on a Law page, up to the next paragraph's."""
    start = page.index(f'id="{anchor}"')
    end = page.find("<section", start)
    return page[start : end if end != -1 else len(page)]


def everything_public(client, ruling_pk: int) -> list[str]:
    pages = []
    for lang in ("en", "tr"):
        pages += [
            text_of(client.get(PAGES[lang])),
            text_of(client.get(f"{PAGES[lang]}{ruling_pk}/")),
            text_of(client.get(FEEDS[lang])),
            text_of(client.get(LAW_16[lang])),
        ]
    pages += [text_of(client.get("/api/casebook/")), text_of(client.get(f"/api/casebook/{ruling_pk}/"))]
    return pages


@pytest.mark.parametrize("state", ["draft", "withdrawn"])
def test_a_ruling_not_published_is_nowhere(client, draft_ruling, publisher, state):
    if state == "withdrawn":
        publication.publish(draft_ruling, publisher)
        publication.withdraw(draft_ruling, publisher)
    pk = draft_ruling.pk
    for lang in ("en", "tr"):
        assert client.get(f"{PAGES[lang]}{pk}/").status_code == 404
        assert draft_ruling.title not in text_of(client.get(PAGES[lang]))
        assert feed_entries(client, lang) == []
        assert 'class="paragraph-asides"' not in text_of(client.get(LAW_16[lang]))
    assert client.get("/api/casebook/").json() == []
    missing = client.get(f"/api/casebook/{pk}/")
    assert missing.status_code == 404 and "error" in missing.json()
    assert case_documents() == []
    assert not [d for d in collect().documents if d.id == f"c:{pk}"]


def test_the_published_ruling_is_listed_and_shown_with_its_laws_as_links(client, published_ruling):
    pk = published_ruling.pk
    listed = text_of(client.get(PAGES["tr"]))
    assert published_ruling.title in listed and f"/tr/kararlar/{pk}/" in listed
    page = text_of(client.get(f"{PAGES['tr']}{pk}/"))
    assert published_ruling.facts in page
    assert "Federasyonun yorumu: duraksama izinsiz bilgidir." in page
    # Each label a link to its paragraph on its Law's page (lawbook.layers.SiteLinks).
    assert '<a href="/tr/yasa/16/#16B1a" data-label="16B1(a)">16B1(a)</a>' in page
    assert '<a href="/tr/yasa/12/#12C1e" data-label="12C1(e)">12C1(e)</a>' in page
    english = text_of(client.get(f"{PAGES['en']}{pk}/"))
    assert "the hesitation is unauthorised information" in english
    assert '<a href="/en/law/16/#16B1a"' in english


def test_the_law_page_shows_the_ruling_under_the_paragraph_it_cites(client, published_ruling):
    for lang in ("tr", "en"):
        page = text_of(client.get(LAW_16[lang]))
        under = paragraph_section(page, "16B1a")
        assert published_ruling.title in under
        assert f'href="{PAGES[lang]}{published_ruling.pk}/"' in under
        # Only under the paragraph it cites (casebook.asides): not under 16B1 above it.
        assert published_ruling.title not in paragraph_section(page, "16B1")
    side_by_side = text_of(client.get(LAW_16["en"] + "?view=both"))
    assert side_by_side.count(f'href="/en/casebook/{published_ruling.pk}/"') == 1


def test_publication_and_withdrawal_bump_the_content_version(draft_ruling, publisher):
    before = content_version.current()
    publication.publish(draft_ruling, publisher)
    assert content_version.current() == before + 1
    publication.withdraw(draft_ruling, publisher)
    assert content_version.current() == before + 2


def test_the_search_document_carries_the_text_and_the_labels(published_ruling):
    (document,) = [d for d in collect().documents if d.id == f"c:{published_ruling.pk}"]
    assert document.shown.kind == "case"
    assert document.shown.route == ["casebook:detail", published_ruling.pk]
    fields = document.fields()
    assert "16B1(a), 12C1(e)" in fields["context_tr_x"]
    assert "hesitated" in fields["body_en_x"] and "duraksama" in fields["body_tr_x"]
    assert "unauthorised" in fields["body_en_x"]
    assert "hesitation before a pass" in fields["title_en_x"].lower()


def test_the_feed_is_atom_and_lists_the_ruling(client, published_ruling):
    (entry,) = feed_entries(client, "en")
    # The English feed says beside a Turkish title that it is Turkish (fix77).
    assert entry.find(f"{ATOM}title").text == f"{published_ruling.title} (in Turkish)"
    link = entry.find(f"{ATOM}link").get("href")
    assert link.endswith(f"/en/casebook/{published_ruling.pk}/")
    assert {c.get("term") for c in entry.findall(f"{ATOM}category")} == {"16B1(a)", "12C1(e)"}
    summary = entry.find(f"{ATOM}summary").text
    assert "http://testserver/en/law/16/#16B1a" in summary  # absolute: read away from the site


def test_the_api_lists_and_returns_the_ruling_with_its_links(client, published_ruling):
    (listed,) = client.get("/api/casebook/").json()
    assert listed["number"] == published_ruling.pk
    assert [{"label": law["label"], "url": law["url"]} for law in listed["laws"]] == [
        {"label": "16B1(a)", "url": "/tr/yasa/16/#16B1a"},
        {"label": "12C1(e)", "url": "/tr/yasa/12/#12C1e"},
    ]
    answer = client.get(f"/api/casebook/{published_ruling.pk}/")
    assert answer.status_code == 200
    data = json.loads(answer.content)
    assert data["facts"] == published_ruling.facts
    assert data["commentary_en"] == published_ruling.commentary_en


def test_the_directors_name_appears_nowhere_public(client, published_ruling, director):
    for page in everything_public(client, published_ruling.pk):
        assert DIRECTOR_NAME not in page
        assert "Zeynep" not in page and director.username not in page


def test_the_list_keeps_the_rulings_citing_a_paragraph_or_one_within_it(client, published_ruling):
    title = published_ruling.title
    assert title in text_of(client.get(PAGES["en"], {"law": "16b1a"}))
    assert title in text_of(client.get(PAGES["en"], {"law": "Law 16B"}))
    absent = client.get(PAGES["en"], {"law": "16C"})
    assert absent.status_code == 200 and title not in text_of(absent)
    assert "No published ruling cites 16C." in text_of(absent)
    assert [r["number"] for r in client.get("/api/casebook/", {"law": "12C1"}).json()] == [published_ruling.pk]
    assert client.get("/api/casebook/", {"law": "73C"}).json() == []


@pytest.mark.parametrize(
    "typed, said",
    [("16Z9", "The Laws have no paragraph 16Z9."), ("abc", "is not a Law label"), ("99", "is not a Law label")],
)
def test_a_filter_that_is_no_paragraph_is_a_400(client, published_ruling, typed, said):
    page = client.get(PAGES["en"], {"law": typed})
    assert page.status_code == 400
    assert said in text_of(page)
    answer = client.get("/api/casebook/", {"law": typed}, HTTP_ACCEPT_LANGUAGE="en")
    assert answer.status_code == 400
    # The API's errors name the parameter at fault (situations/openapi.json), as the search's do.
    assert answer.json()["error"].startswith("Parameter law: ") and said in answer.json()["error"]


def test_the_schemas_casebook_examples_answer(client, published_ruling, publisher):
    """The OpenAPI document's casebook paths (situations/openapi.json) answer as described once a
    ruling numbered as the example is published (situations' schema test leaves that to us)."""
    doc = client.get("/api/schema/").json()
    for path in ("/api/casebook/", "/api/casebook/{pk}/"):
        operation = doc["paths"][path]["get"]
        url = path
        for parameter in operation.get("parameters", []):
            if parameter["in"] == "path":
                url = url.replace("{" + parameter["name"] + "}", str(published_ruling.pk))
        assert client.get(url).status_code == 200
    assert re.search(r"published ruling", json.dumps(doc["paths"]["/api/casebook/{pk}/"]))


@pytest.mark.parametrize("number", ["0", "99999999999999999999999"])
def test_a_number_out_of_range_is_a_404_not_a_500(client, published_ruling, number):
    assert client.get(f"{PAGES['en']}{number}/").status_code == 404
    assert client.get(f"/api/casebook/{number}/").status_code == 404


def test_the_newest_publication_comes_first(client, published_ruling, record, publisher):
    from casebook.copying import copy_record
    from casebook.models import PublishedRuling

    later = copy_record(PublishedRuling(title="A later case", names_no_player=True), record)
    later.record = None  # one ruling per record; this one stands alone
    later.names_no_player = True
    later.save()
    publication.publish(later, publisher)
    page = text_of(client.get(PAGES["en"]))
    assert page.index("A later case") < page.index(published_ruling.title)
    assert [r["title"] for r in client.get("/api/casebook/").json()] == ["A later case", published_ruling.title]
    assert [e.find(f"{ATOM}title").text for e in feed_entries(client, "tr")] == ["A later case", published_ruling.title]


def test_a_case_keeps_the_language_of_its_records_play(client, record, publisher):
    """A case copied from a record made on the Turkish table is read in Turkish on the English
    casebook too (desk65 stores the record's language; the copy keeps it): its auction and play is
    marked lang="tr" on both pages and the API says so. A case whose language is not known carries
    no lang, as before."""
    record.language = "tr"
    record.auction_and_play = "1. löve: Batı ♠2, Kuzey ♠A, Doğu ♠3, Güney ♠4; Kuzey aldı"
    record.save()
    ruling = copy_record(PublishedRuling(), record)
    ruling.title, ruling.names_no_player = "A lead", True
    ruling.save()
    published = publication.publish(ruling, publisher)
    assert published.language == "tr"
    for lang in ("tr", "en"):
        page = text_of(client.get(f"{PAGES[lang]}{published.pk}/"))
        assert '<pre class="desk-text" lang="tr">1. löve: Batı' in page
    assert client.get(f"/api/casebook/{published.pk}/").json()["language"] == "tr"


def test_a_case_whose_language_is_not_known_carries_no_lang(client, published_ruling):
    """A record saved before desk65 has no language; its case shows as before, unmarked."""
    assert published_ruling.language == ""
    page = text_of(client.get(f"{PAGES['en']}{published_ruling.pk}/"))
    assert f'<pre class="desk-text">{published_ruling.auction_and_play}</pre>' in page
