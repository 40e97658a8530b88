"""The whole book as PDF (lawbook.pages.book), read back with pdftotext: the contents list Law 64 with a
page number and that page holds 64B3's text; pages are numbered and stamped with the edition; the
file is served with its type, name and validators, and a book not built yet is a clear 404. After
a publication that corrects 64B3, one pass of the indexer (run_indexer --once) builds the new
edition's books, which show the correction.

A book takes tens of seconds to lay out (docs/benchmarks.md), so the 2017 Turkish book is built
once per test session."""

from __future__ import annotations

import html
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from django.core.management import call_command
from django.test import override_settings

from lawbook.editions import editions
from lawbook.layers import Change, Scope, text_changed
from lawbook.models import Edition, Paragraph
from lawbook.pages import book

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.pdf,
    pytest.mark.skipif(not shutil.which("pdftotext"), reason="pdftotext is needed (make browser)"),
]

CORRECTION_TR = "Düzeltilmiş metin: yer rönonsu için bir löve devredilir."
CORRECTION_EN = "Corrected text: one trick is transferred for dummy's revoke."


def pdf_pages(pdf: Path) -> list[str]:
    text = subprocess.run(["pdftotext", str(pdf), "-"], check=True, capture_output=True, text=True).stdout
    pages = text.split("\f")  # one form feed after each page
    return pages[:-1] if pages and not pages[-1].strip() else pages


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture(scope="session")
def books_2017(tmp_path_factory, django_db_setup, django_db_blocker) -> Path:
    """The Turkish book of edition 2017, built once for the session; returns its BOOKS_DIR."""
    folder = tmp_path_factory.mktemp("books")
    with django_db_blocker.unblock(), override_settings(BOOKS_DIR=folder):
        book.build(Edition.objects.get(code="2017"), "tr")
    return folder


def test_the_contents_give_law_64_a_page_and_that_page_holds_64b3(books_2017):
    pages = pdf_pages(books_2017 / "2017" / "tr.pdf")
    contents = flat(" ".join(pages[1:6]))
    title = Paragraph.objects.get(law__edition="2017", label="64").law.title_tr
    found = re.search(rf"Yasa 64 {re.escape(flat(title))}[ .]*?(\d+)\b", contents)
    assert found, contents[:2000]
    page = pages[int(found.group(1)) - 1]  # the contents' numbers are the PDF's pages
    text_64b3 = flat(Paragraph.objects.get(law__edition="2017", label="64B3").text_tr)
    law_64 = flat(" ".join(pages[int(found.group(1)) - 1 : int(found.group(1)) + 2]))
    assert f"Yasa 64 {flat(title)}" in flat(page)
    assert "64B3" in law_64 and text_64b3 in law_64


def test_the_title_page_names_the_edition_and_every_other_page_is_numbered_and_stamped(books_2017):
    pages = pdf_pages(books_2017 / "2017" / "tr.pdf")
    edition = Edition.objects.get(code="2017")
    assert len(pages) > 50  # 93 Laws and the definitions
    assert "Briç Yasaları" in pages[0] and "2017 baskısı" in pages[0]
    assert "İçindekiler" in pages[1]
    stamp = "2017 baskısı, " + edition.published_at.strftime("%d")
    for number in (2, 10, len(pages) // 2, len(pages)):
        page = pages[number - 1]
        assert re.search(rf"(?m)^{number}$", page), (number, page[-200:])
        assert stamp in page, (number, page[-200:])


def test_the_book_is_served_as_a_pdf_with_a_name_and_validators(books_2017, client, settings):
    settings.BOOKS_DIR = books_2017
    response = client.get("/tr/kitap.pdf")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    body = b"".join(response.streaming_content)
    assert body.startswith(b"%PDF") and body == (books_2017 / "2017" / "tr.pdf").read_bytes()
    assert response["Content-Disposition"] == 'inline; filename="bric-yasalari-2017-tr.pdf"'
    assert response["ETag"] and response["Last-Modified"] and response["Edition"] == "2017"
    again = client.get("/tr/kitap.pdf", headers={"if-none-match": response["ETag"]})
    assert again.status_code == 304
    assert client.get("/tr/baski/2017/kitap.pdf").status_code == 200
    # A phone asking for gzip gets the PDF as it is: its length (a progress bar, a resumed
    # download) and its strong ETag, not a gzipped stream of a file that is compressed already.
    zipped = client.get("/tr/kitap.pdf", headers={"accept-encoding": "gzip, br"})
    assert "Content-Encoding" not in zipped
    assert zipped["Content-Length"] == str(len(body)) and zipped["ETag"] == response["ETag"]
    assert not zipped["ETag"].startswith("W/")
    page = client.get("/tr/yasa/64/", headers={"accept-encoding": "gzip"})
    assert page["Content-Encoding"] == "gzip"  # the pages still are


def test_a_book_not_built_yet_or_of_no_edition_is_a_clear_404(client, settings, tmp_path):
    settings.BOOKS_DIR = tmp_path
    response = client.get("/en/book.pdf")
    assert response.status_code == 404 and response["Content-Type"].startswith("text/html")
    assert "The PDF of edition 2017 is not ready yet" in response.content.decode()
    turkish = html.unescape(client.get("/tr/kitap.pdf").content.decode())
    assert "2017 baskısının PDF'i henüz hazır değil" in turkish
    assert "There is no edition 1999." in client.get("/en/edition/1999/book.pdf").content.decode()
    assert client.post("/en/book.pdf").status_code == 405


def test_a_draft_has_no_book_for_readers(client, settings, tmp_path):
    settings.BOOKS_DIR = tmp_path
    draft = editions.open_draft("2017.1")
    (tmp_path / draft.code).mkdir()
    (tmp_path / draft.code / "tr.pdf").write_bytes(b"%PDF-1.7 a draft's book")
    assert client.get(f"/tr/baski/{draft.code}/kitap.pdf").status_code == 404


def test_the_home_page_links_both_books(client):
    html = client.get("/en/").content.decode()
    assert 'href="/tr/kitap.pdf"' in html and 'href="/en/book.pdf"' in html


def test_after_a_publication_one_pass_of_the_indexer_builds_books_that_show_the_correction(
    books_2017, client, settings, tmp_path
):
    settings.BOOKS_DIR = tmp_path / "books"
    (tmp_path / "books" / "2017").mkdir(parents=True)
    shutil.copy(books_2017 / "2017" / "tr.pdf", tmp_path / "books" / "2017" / "tr.pdf")
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    settings.INDEXER_BUILDS_BOOKS = True
    draft = editions.open_draft("2017.1")
    paragraph = Paragraph.objects.get(law__edition=draft.code, label="64B3")
    paragraph.text_tr, paragraph.text_en = CORRECTION_TR, CORRECTION_EN
    paragraph.save()
    text_changed(Change(Scope.of(paragraph=[paragraph])))
    editions.publish(draft)
    assert book.is_stale()
    # Until the indexer has built the new book, the current book's address serves the last one built.
    assert client.get("/tr/kitap.pdf")["Edition"] == "2017"
    assert client.get("/tr/baski/2017.1/kitap.pdf").status_code == 404

    call_command("run_indexer", "--once")

    response = client.get("/tr/kitap.pdf")
    assert response["Edition"] == "2017.1" and response["Content-Disposition"].endswith('2017.1-tr.pdf"')

    assert not book.is_stale()
    for lang, correction in (("tr", CORRECTION_TR), ("en", CORRECTION_EN)):
        text = flat(" ".join(pdf_pages(tmp_path / "books" / "2017.1" / f"{lang}.pdf")))
        assert correction in text, lang
        assert ("2017.1 baskısı" if lang == "tr" else "Edition 2017.1") in text
    # A second pass finds nothing to do; an edit of another draft moves neither the readers' version
    # nor the published text: the book is left as it was.
    before = (tmp_path / "books" / "2017.1" / "tr.pdf").stat().st_mtime_ns
    other = editions.open_draft("2027")
    note = Paragraph.objects.get(law__edition=other.code, label="64B3")
    note.text_tr = "Başka bir taslak."
    note.save()
    text_changed(Change(Scope.of(paragraph=[note])))
    assert not book.is_stale()  # a draft's edit leaves the readers' content version (issue 27)
    call_command("run_indexer", "--once")
    assert not book.is_stale()
    assert (tmp_path / "books" / "2017.1" / "tr.pdf").stat().st_mtime_ns == before
