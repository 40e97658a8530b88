"""Printing a Law page (static/css/print.css): Debian's Chromium prints Law 64 from the live server
to PDF, as a reader's "Print" would, and pdftotext (poppler-utils, `make browser` installs it)
reads the paper: the text of 64B3 is there; the search box, the menus and the buttons are not;
every page carries the edition stamp and its page number; page 1 is not blank."""

from __future__ import annotations

import base64
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.chromium import CHROMIUM, needs_chromium

pytestmark = [
    pytest.mark.browser,
    pytest.mark.pdf,
    needs_chromium,  # and chromedriver: the print is made in the session's window
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


@pytest.fixture
def window(lawbook_live, chromium_windows):
    """The session's 1280 x 900 window (conftest.chromium_windows), not a Chromium started for each
    print: after the live server, so that it is given back before the tables are emptied."""
    with chromium_windows.window("print-chrome-", 1280, 900) as driver:
        yield driver


def print_to_pdf(driver, url: str) -> Path:
    """What Chromium's "Print" makes of a page, as a PDF file (without Chromium's own header and
    footer): the page loaded, then printed on the paper its @page asks for (DevTools'
    Page.printToPDF, what `chromium --headless --print-to-pdf` runs in a process of its own; the two
    gave the same pages, the same text on each and A4 for both pages below: docs/benchmarks.md,
    suite32)."""
    driver.get(url)
    printed = driver.execute_cdp_cmd("Page.printToPDF", {"preferCSSPageSize": True, "displayHeaderFooter": False})
    pdf = Path(tempfile.mkdtemp(prefix="print-")) / "page.pdf"
    pdf.write_bytes(base64.b64decode(printed["data"]))
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
    lawbook_live, window, url, lang, stamp, search_label, menu
):
    from lawbook.models import Paragraph

    pdf = print_to_pdf(window, lawbook_live.url + url)
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
