"""The case's "Appeal (Laws 92, 93)" heading (TR "İtiraz (Yasa 92, 93)"): Laws 92 ("İtiraz Hakkı",
WBF "Right to Appeal") and 93 ("İtiraz Prosedürü", WBF "Procedures of Appeal") linked to their
Law's page in the page's language, as the desk's record page links its own (links4, issue 22). The
same heading is the body of the casebook feed's entry, read in a feed reader away from the site: its
links there are absolute, as the entry's "Laws applied" links are."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from tests.citation_links import LINK

from .conftest import FEEDS, PAGES
from .test_visibility import ATOM

HEADING = re.compile(r'<h2 id="appeal-h">(.*?)</h2>', re.S)
LAWS = {
    "en": ("Appeal (Laws 92, 93)", ["/en/law/92/#92", "/en/law/93/#93"]),
    "tr": ("İtiraz (Yasa 92, 93)", ["/tr/yasa/92/#92", "/tr/yasa/93/#93"]),
}


def _heading(html: str) -> tuple[str, list[str]]:
    """The heading's words as read (its links' words in their place) and its links' addresses."""
    heading = HEADING.search(html).group(1)
    return re.sub(r"<[^>]+>", "", heading), [href for href, _ in LINK.findall(heading)]


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_case_page_links_laws_92_and_93_in_its_appeal_heading(client, published_ruling, lang):
    response = client.get(f"{PAGES[lang]}{published_ruling.pk}/")
    assert response.status_code == 200
    words, hrefs = _heading(response.content.decode())
    assert (words, hrefs) == LAWS[lang]
    for href in hrefs:
        assert client.get(href.split("#")[0]).status_code == 200


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_feed_entry_links_them_with_the_site_s_address(client, published_ruling, lang):
    response = client.get(FEEDS[lang])
    (entry,) = ET.fromstring(response.content).findall(f"{ATOM}entry")
    words, hrefs = _heading(entry.find(f"{ATOM}summary").text)
    expected_words, paths = LAWS[lang]
    assert words == expected_words
    assert hrefs == [f"http://testserver{path}" for path in paths]
