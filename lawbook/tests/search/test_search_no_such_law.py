"""A Law the Laws do not have, said by the search API and the page as a missing paragraph is (fix62).

The Laws end at Law 93 (TR "YASA 93 – İTİRAZ PROSEDÜRÜ"; WBF "LAW 93 - PROCEDURES OF APPEAL"), and
begin at Law 1. fix58 gave the API `no_such_paragraph` for "50Z" (Law 50's sections run A to E);
"Yasa 99" had no such field: the API answered with what the word "Yasa" finds (20 paragraphs that
cite a Law), the page said "Below is what the words find" above them, and "99" or "99Z" alone
said only "Nothing in the Laws matches", where "50Z" alone says what is missing. Now the answer's
`no_such_law` says it (situations/openapi.json), the citation alone shows nothing else, and words
typed beside it are searched without it.
"""

import html
import re

import pytest

from tests.search_index import search_index, search_index_dir  # noqa: F401

NO_LAW = {"cited": 99, "first": 1, "last": 93}


def notes(client, path: str, typed: str) -> list[str]:
    """What the search page says in its status lines."""
    page = client.get(path, {"q": typed}).content.decode()
    found = re.findall(r'role="status">(.*?)</p>', page, re.S)
    return [" ".join(html.unescape(re.sub(r"<[^>]+>", "", text)).split()) for text in found]


@pytest.mark.parametrize("typed", ["Yasa 99", "Law 99", "99", "99Z", "Yasa 99Z"])
def test_the_api_says_there_is_no_such_law_and_shows_nothing_else(client, search_index, typed):
    data = client.get("/api/search/", {"q": typed}).json()
    assert data["no_such_law"] == NO_LAW
    assert data["jump"] is None and data["no_such_paragraph"] is None
    assert data["results"] == []  # not the paragraphs the word "Yasa" finds


def test_words_beside_a_law_the_laws_do_not_have_are_searched_without_it(client, search_index):
    beside = client.get("/api/search/", {"q": "Yasa 99 rönons"}).json()
    alone = client.get("/api/search/", {"q": "rönons"}).json()
    assert beside["no_such_law"] == NO_LAW
    assert [r["label"] for r in beside["results"]] == [r["label"] for r in alone["results"]]


@pytest.mark.parametrize("typed", ["Yasa 64", "64B3", "rönons", "2017", "100 puan"])
def test_a_law_the_laws_have_or_mere_words_have_no_such_note(client, search_index, typed):
    assert client.get("/api/search/", {"q": typed}).json()["no_such_law"] is None


@pytest.mark.parametrize(
    "path, typed, said",
    [
        ("/tr/ara/", "Yasa 99", "Yasa 99 diye bir yasa yok: Yasalar 1'den 93'e kadar numaralıdır."),
        ("/tr/ara/", "99Z", "Yasa 99 diye bir yasa yok: Yasalar 1'den 93'e kadar numaralıdır."),
        ("/en/search/", "Law 99", "There is no Law 99: the Laws are numbered 1 to 93."),
        ("/en/search/", "99", "There is no Law 99: the Laws are numbered 1 to 93."),
    ],
)
def test_the_page_says_it_as_it_says_a_missing_paragraph(client, search_index, path, typed, said):
    # "50Z": "Law 50 has no paragraph Z. Below is Law 50." and Law 50 alone; here the note alone.
    assert notes(client, path, typed) == [said]


def test_the_page_says_what_words_beside_it_find(client, search_index):
    said = notes(client, "/en/search/", "Law 99 revoke")
    assert said[0] == "There is no Law 99: the Laws are numbered 1 to 93. Below is what the words find."
    assert re.fullmatch(r"\d+ results", said[1])
