"""Printing a Law page (static/css/print.css): Debian's Chromium prints Law 64 from the live server
to PDF, as a reader's "Print" would, and pdftotext (poppler-utils, `make browser` installs it)
reads the paper: the text of 64B3 is there; the search box, the menus and the buttons are not;
every page carries the edition stamp and its page number; page 1 is not blank."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.chromium import CHROMIUM

pytestmark = [
    pytest.mark.browser,
    pytest.mark.pdf,
    pytest.mark.skipif(
        not (shutil.which(CHROMIUM) and shutil.which("pdftotext")),
        reason="chromium and pdftotext are needed (make browser)",
    ),
]


@pytest.fixture
def lawbook_live(live_server, imported_laws):
    """The live server with the Laws in its (transactional, emptied after each test) database,
    put back by conftest.imported_laws."""
    return live_server


def print_to_pdf(url: str) -> Path:
    """What Chromium's "Print" makes of a page, as a PDF file (without Chromium's own header and footer)."""
    folder = Path(tempfile.mkdtemp(prefix="print-"))
    pdf = folder / "page.pdf"
    subprocess.run(
        [
            CHROMIUM,
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            f"--user-data-dir={folder / 'profile'}",
            "--no-pdf-header-footer",
            f"--print-to-pdf={pdf}",
            url,
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )
    return pdf


def pages_of(pdf: Path, half: str = "") -> list[str]:
    """The text of each page; of its left or right half only (a column of the side-by-side view)."""
    crop = {"left": ["-x", "0", "-W", "298"], "right": ["-x", "298", "-W", "298"]}.get(half, [])
    if crop:
        crop += ["-y", "0", "-H", "842"]  # an A4 page, in points
    command = ["pdftotext", *crop, str(pdf), "-"]
    text = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    pages = text.split("\f")  # one form feed after each page
    return pages[:-1] if pages and not pages[-1].strip() else pages


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(
    "url, lang, stamp, search_label, menu",
    [
        ("/tr/yasa/64/", "tr", "Briç Yasaları · 2017 baskısı", "Yasalarda ara", "Testler"),
        ("/en/law/64/?view=both", "en", "Laws of Duplicate Bridge · Edition 2017", "Search the Laws", "Quizzes"),
    ],
)
def test_printing_law_64_prints_its_text_with_the_edition_on_every_page_and_no_navigation(
    lawbook_live, url, lang, stamp, search_label, menu
):
    from lawbook.models import Paragraph

    pdf = print_to_pdf(lawbook_live.url + url)
    pages = pages_of(pdf)
    whole = flat(" ".join(pages))
    paragraph = Paragraph.objects.get(law__edition="2017", label="64B3")
    if lang == "tr":
        assert flat(paragraph.text_tr) in whole
    else:  # the side-by-side view prints both columns
        assert flat(paragraph.text_tr) in flat(" ".join(pages_of(pdf, "left")))
        assert flat(paragraph.text_en) in flat(" ".join(pages_of(pdf, "right")))
    assert "64B3" in whole
    for absent in (search_label, menu, "Ara: rönons", "Search: revoke", "Tanımlar" if lang == "tr" else "Definitions"):
        assert absent not in whole, absent
    assert len(pages) >= 2
    # Page 1 starts with the Law, not a blank page; every page ends with the stamp and its number.
    assert "64A" in flat(pages[0])
    for number, page in enumerate(pages, start=1):
        assert stamp in flat(page), (number, page[-300:])
        assert re.search(rf"(?m)^\s*{number}\s*$", page), (number, page[-300:])
