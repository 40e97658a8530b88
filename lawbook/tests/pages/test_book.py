"""The whole book as PDF (lawbook.pages.book), read back with pdftotext: after a publication that
corrects 64B3, one pass of the indexer's books process (`run_indexer --once --books-only`, what
`serve` starts once the search index is in) builds the new edition's books, which show the
correction; their contents list Law 64 with a page number and that page holds 64B3's text; pages
are numbered and stamped with the edition; the file is served with its type, name and validators,
and a book not built yet is a clear 404.

A book takes seconds of CPU to lay out (docs/benchmarks.md), so the publication and the
indexer's pass are made once for the tests that read its books (`published_books`): the Turkish
book read by most of them is one of the two that pass builds, not a third built beforehand. Each
book is read back by pdftotext once in each mode (`pages_of`), not once a test. The pass is the
books' alone: the search index rebuilt after this same publication of 64B3 is
lawbook/tests/editions/test_editions.py's test (`run_indexer --once`, then search finds the
correction), and building it here too cost some 5 s of CPU that no test of this file read."""

from __future__ import annotations

import functools
import html
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from unittest import mock

import pytest
from django.core.management import call_command
from django.test import Client, override_settings
from django.utils import timezone

from lawbook.editions import editions
from lawbook.layers import Change, Scope, text_changed
from lawbook.management.commands import run_indexer
from lawbook.models import Edition, Paragraph
from lawbook.pages import book, book_check
from lawbook.tests.held import held_transaction

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.pdf,
    pytest.mark.skipif(not shutil.which("pdftotext"), reason="pdftotext is needed (make browser)"),
]

CORRECTION_TR = "Düzeltilmiş metin: yer rönonsu için bir löve devredilir."
CORRECTION_EN = "Corrected text: one trick is transferred for dummy's revoke."
EDITION = "2017.1"
# What the last book built for 2017 stands for until the indexer builds 2017.1's: the reading site
# serves the file as it is (test_a_draft_has_no_book_for_readers does the same).
OLD_BOOK = b"%PDF-1.7 the book of edition 2017, built before the publication"


def flat(text: str) -> str:
    return " ".join(text.split())


def pages_of(pdf: Path, layout: bool = False) -> list[str]:
    """`book_check.pdf_pages`, read once per book as written (its time and size: a book laid out
    again is read again) and mode; a copy of the list each time."""
    written = pdf.stat()
    return list(_read_back(pdf, written.st_mtime_ns, written.st_size, layout))


@functools.cache
def _read_back(pdf: Path, mtime_ns: int, size: int, layout: bool) -> tuple[str, ...]:
    return tuple(_pdftotext(pdf, layout))


_pdftotext = book_check.pdf_pages  # as imported: a test gives book_check `pages_of` in its place


def books_pass() -> None:
    """One pass of the indexer's books process as `serve` starts it, in this process (the
    publication is in this test's transaction, which no other process sees). Its `nice` is asked
    for and left out: it is meant for the process apart that `serve` starts, and in this process
    it would slow every later test of the worker."""
    with mock.patch.object(run_indexer.os, "nice") as nice:
        call_command("run_indexer", "--once", "--books-only")
    nice.assert_called_once_with(run_indexer.BOOKS_NICENESS)


@dataclass(frozen=True)
class Published:
    """BOOKS_DIR after the indexer's pass, and what readers were sent between the publication and it."""

    books: Path
    stale_after_publication: bool
    served_before: str  # the Edition of /tr/kitap.pdf
    new_book_before: int  # the status of /tr/baski/2017.1/kitap.pdf


@pytest.fixture(scope="class")
def published_books(tmp_path_factory, django_db_setup, django_db_blocker) -> Published:
    """Edition 2017.1 (64B3 corrected in both languages) published once for the class in a held
    transaction (lawbook/tests/held.py), then one pass of the indexer's books process, which lays
    out its two books; each test starts from that in a savepoint of its own."""
    folder = tmp_path_factory.mktemp("published-books")
    books = folder / "books"
    (books / "2017").mkdir(parents=True)
    (books / "2017" / "tr.pdf").write_bytes(OLD_BOOK)
    settings = {"BOOKS_DIR": books, "SEARCH_INDEX_DIR": folder / "index", "INDEXER_BUILDS_BOOKS": True}
    with held_transaction(django_db_blocker), override_settings(**settings), django_db_blocker.unblock():
        draft = editions.open_draft(EDITION)
        paragraph = Paragraph.objects.get(law__edition=draft.code, label="64B3")
        paragraph.text_tr, paragraph.text_en = CORRECTION_TR, CORRECTION_EN
        paragraph.save()
        text_changed(Change(Scope.of(paragraph=[paragraph])))
        editions.publish(draft)
        stale = book.is_stale()
        reader = Client()
        served_before = reader.get("/tr/kitap.pdf")["Edition"]
        new_book_before = reader.get(f"/tr/baski/{EDITION}/kitap.pdf").status_code
        books_pass()
        yield Published(books, stale, served_before, new_book_before)


class TestAfterAPublication:
    """Edition 2017.1 published and its books built by the indexer's books process once for the class."""

    def test_the_indexer_builds_books_that_show_the_correction(self, published_books, client, settings):
        # Until the indexer had built the new book, the current book's address served the last one built.
        assert published_books.stale_after_publication
        assert published_books.served_before == "2017" and published_books.new_book_before == 404
        response = client.get("/tr/kitap.pdf")
        assert response["Edition"] == EDITION and response["Content-Disposition"].endswith(f'{EDITION}-tr.pdf"')
        assert not book.is_stale()
        for lang, correction in (("tr", CORRECTION_TR), ("en", CORRECTION_EN)):
            text = flat(" ".join(pages_of(published_books.books / EDITION / f"{lang}.pdf")))
            assert correction in text, lang
            assert (f"{EDITION} baskısı" if lang == "tr" else f"Edition {EDITION}") in text
        # A second pass finds nothing to do; an edit of another draft moves neither the readers' version
        # nor the published text: the book is left as it was.
        before = (published_books.books / EDITION / "tr.pdf").stat().st_mtime_ns
        other = editions.open_draft("2027")
        note = Paragraph.objects.get(law__edition=other.code, label="64B3")
        note.text_tr = "Başka bir taslak."
        note.save()
        text_changed(Change(Scope.of(paragraph=[note])))
        assert not book.is_stale()  # a draft's edit leaves the readers' content version (issue 27)
        books_pass()
        assert not book.is_stale()
        assert (published_books.books / EDITION / "tr.pdf").stat().st_mtime_ns == before

    def test_the_contents_give_law_64_a_page_and_that_page_holds_64b3(self, published_books):
        pages = pages_of(published_books.books / EDITION / "tr.pdf")
        contents = flat(" ".join(pages[1:6]))
        title = Paragraph.objects.get(law__edition=EDITION, label="64").law.title_tr
        found = re.search(rf"Yasa 64 {re.escape(flat(title))}[ .]*?(\d+)\b", contents)
        assert found, contents[:2000]
        page = pages[int(found.group(1)) - 1]  # the contents' numbers are the PDF's pages
        text_64b3 = flat(Paragraph.objects.get(law__edition=EDITION, label="64B3").text_tr)
        law_64 = flat(" ".join(pages[int(found.group(1)) - 1 : int(found.group(1)) + 2]))
        assert f"Yasa 64 {flat(title)}" in flat(page)
        assert "64B3" in law_64 and text_64b3 in law_64

    def test_the_title_page_names_the_edition_and_every_other_page_is_numbered_and_stamped(self, published_books):
        pages = pages_of(published_books.books / EDITION / "tr.pdf")
        edition = Edition.objects.get(code=EDITION)
        assert len(pages) > 50  # 93 Laws and the definitions
        assert "Briç Yasaları" in pages[0] and f"{EDITION} baskısı" in pages[0]
        assert "İçindekiler" in pages[1]
        # The day as the reader's clock has it (TIME_ZONE, Istanbul): in UTC it is the day before
        # from 21:00 to midnight, when this test failed.
        stamp = f"{EDITION} baskısı, " + timezone.localtime(edition.published_at).strftime("%d")
        for number in (2, 10, len(pages) // 2, len(pages)):
            page = pages[number - 1]
            assert re.search(rf"(?m)^{number}$", page), (number, page[-200:])
            assert stamp in page, (number, page[-200:])

    def test_each_book_read_back_whole_holds_every_law_paragraph_footnote_and_note_in_order(
        self, published_books, monkeypatch
    ):
        # Every Law 1-93 and paragraph with its label and whole text, the Definitions, the 28
        # footnotes and each editor's note after its paragraph, and each Law's contents page the
        # page of its heading, each page's running head the Law its text begins in
        # (lawbook/pages/book_check.py). An editor's note with a suit symbol printed the suit's
        # name meant for the ear: 26B's note read "3♥ Kör )" on paper; a page opening chapter III
        # was headed "Yasa 5 YERLERİN BELİRLENMESİ" above Law 6.
        edition = Edition.objects.get(code=EDITION)
        monkeypatch.setattr(book_check, "pdf_pages", pages_of)  # the books as the other tests read them
        for lang in book.LANGS:
            for layout in (False, True):
                report = book_check.check(published_books.books / EDITION / f"{lang}.pdf", edition, lang, layout)
                assert report.ok, (report.lang, report.problems[:5])

    def test_no_line_of_either_book_ends_inside_a_label(self, published_books):
        # A reader sees every label whole: 23C's editor's note printed "30B1(b)" at one line's end and
        # "(ii)'yi" at the next's start (WeasyPrint breaks between ")" and "("; the note writes the
        # label in words, with no element of its own). Each book in both of pdftotext's modes.
        for lang in book.LANGS:
            for layout in (False, True):
                pages = pages_of(published_books.books / EDITION / f"{lang}.pdf", layout)
                assert book_check.broken_labels(pages) == [], (lang, layout)
                # The check finds a label at a line end: it reads the book's text, not an empty file.
                assert "30B1(b)(ii)" in flat(" ".join(pages)), (lang, layout)

    def test_the_book_is_served_as_a_pdf_with_a_name_and_validators(self, published_books, client):
        response = client.get("/tr/kitap.pdf")
        assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
        body = b"".join(response.streaming_content)
        assert body.startswith(b"%PDF") and body == (published_books.books / EDITION / "tr.pdf").read_bytes()
        assert response["Content-Disposition"] == f'inline; filename="bric-yasalari-{EDITION}-tr.pdf"'
        assert response["ETag"] and response["Last-Modified"] and response["Edition"] == EDITION
        again = client.get("/tr/kitap.pdf", headers={"if-none-match": response["ETag"]})
        assert again.status_code == 304
        assert client.get(f"/tr/baski/{EDITION}/kitap.pdf").status_code == 200
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
