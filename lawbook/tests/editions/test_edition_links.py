"""The API's `url` fields point at the edition asked for (issue 11): an answer for an older edition
links to that edition's own reading pages (/tr/baski/2017/yasa/64/), not to the current text."""

import pytest

from lawbook.editions import editions
from lawbook.layers import Change, Scope, text_changed
from lawbook.models import Paragraph
from lawbook.tests.held import held_transaction

pytestmark = pytest.mark.django_db

CORRECTION_TR = "Düzeltilmiş metin: yer rönonsu için bir löve devredilir."


@pytest.fixture(scope="class")
def published_2027(django_db_setup, django_db_blocker):
    """Edition 2027 (64B3 corrected) published once for a class of tests in a held transaction;
    each test starts from it in a savepoint of its own."""
    with held_transaction(django_db_blocker):
        with django_db_blocker.unblock():
            draft = editions.open_draft("2027")
            paragraph = Paragraph.objects.get(law__edition=draft.code, label="64B3")
            paragraph.text_tr = CORRECTION_TR
            paragraph.save()
            text_changed(Change(Scope.of(paragraph=[paragraph])))
            editions.publish(draft)
        yield "2027"


def test_before_any_later_edition_2017_links_to_the_current_pages(client):
    law = client.get("/api/laws/64/", {"edition": "2017"}, HTTP_ACCEPT_LANGUAGE="tr").json()
    assert law["url"] == "/tr/yasa/64/"


class TestAfterEdition2027IsPublished:
    """Edition 2027 published once for the class (`published_2027`)."""

    def test_an_older_editions_answers_link_to_its_own_pages(self, client, published_2027):
        law = client.get("/api/laws/64/", {"edition": "2017"}, HTTP_ACCEPT_LANGUAGE="tr").json()
        assert law["url"] == "/tr/baski/2017/yasa/64/"
        by_label = {p["label"]: p["url"] for p in law["paragraphs"]}
        assert by_label["64B3"] == "/tr/baski/2017/yasa/64/#64B3"
        page = client.get(by_label["64B3"].split("#")[0]).content.decode()
        assert 'data-edition="2017"' in page and CORRECTION_TR not in page  # the old text, where it says
        listed = client.get("/api/laws/", {"edition": "2017"}, HTTP_ACCEPT_LANGUAGE="en").json()
        assert {item["url"] for item in listed if item["number"] == 64} == {"/en/edition/2017/law/64/"}
        assert all("/edition/2017/" in item["url"] for item in listed)
        paragraph = client.get("/api/paragraphs/64B3/", {"edition": "2017"}, HTTP_ACCEPT_LANGUAGE="tr").json()
        assert paragraph["url"] == "/tr/baski/2017/yasa/64/#64B3"

    def test_the_current_editions_answers_link_to_the_current_pages(self, client, published_2027):
        for query in ({}, {"edition": "2027"}):
            law = client.get("/api/laws/64/", query, HTTP_ACCEPT_LANGUAGE="tr").json()
            assert law["url"] == "/tr/yasa/64/", query
            assert {p["url"] for p in law["paragraphs"] if p["label"] == "64B3"} == {"/tr/yasa/64/#64B3"}
            page = client.get(law["url"]).content.decode()
            assert CORRECTION_TR.split(":")[0] in page

    def test_a_whole_older_edition_links_to_its_own_pages(self, client, published_2027):
        old = client.get("/api/editions/2017/", HTTP_ACCEPT_LANGUAGE="tr").json()
        law64 = next(law for law in old["laws"] if law["number"] == 64)
        assert law64["url"] == "/tr/baski/2017/yasa/64/"
        assert all(p["url"].startswith("/tr/baski/2017/yasa/64/#") for p in law64["paragraphs"])
        assert all("/baski/2017/" in law["url"] for law in old["laws"])
        current = client.get("/api/editions/2027/", HTTP_ACCEPT_LANGUAGE="tr").json()
        assert next(law for law in current["laws"] if law["number"] == 64)["url"] == "/tr/yasa/64/"

    def test_an_older_editions_law_page_keeps_its_reader_in_that_edition(self, client, published_2027):
        """On /tr/baski/2017/yasa/64/ the citations ("Yasa 62C3"...) and the Law-to-Law links lead to
        2017's own pages, and the preview asks the API for 2017: a reader of the old text stays in it."""
        from lawbook.tests.htmlparse import links, tree

        page = client.get("/tr/baski/2017/yasa/64/").content.decode()
        cited = [link.href for link in links(page, "cite")]
        assert cited and all(href.startswith("/tr/baski/2017/yasa/") for href in cited), cited
        assert "/tr/baski/2017/yasa/62/#62C3" in cited  # "Yasa 62C3" in 64 ("Onikinci lövedeki rönons")
        law_to_law = {link.attrs["rel"]: link.href for link in links(page) if link.attrs.get("rel") in ("prev", "next")}
        assert law_to_law == {"prev": "/tr/baski/2017/yasa/63/", "next": "/tr/baski/2017/yasa/65/"}
        article = tree(page).find_all("article", "law")[0]
        assert article.attrs["data-in-edition"] == "2017"

        current = client.get("/tr/yasa/64/").content.decode()
        assert all(not link.href.startswith("/tr/baski/") for link in links(current, "cite"))
        assert "data-in-edition" not in tree(current).find_all("article", "law")[0].attrs
