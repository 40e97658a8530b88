"""Citation jump: a query that is a paragraph label goes straight to that paragraph."""

import pytest

from lawbook.search.query import citation, plan
from lawbook.search.service import search
from lawbook.search.vocabulary import load
from tests.search_index import search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "typed, label",
    [
        ("64", "64"),
        ("Yasa 64B", "64B"),
        ("50D2a", "50D2(a)"),
        ("Yasa 50D2a", "50D2(a)"),
        ("50 d 2 a", "50D2(a)"),
        ("50 D 2 (a)", "50D2(a)"),
        ("law 64b", "64B"),
        ("madde 12", "12"),
        ("LAW 12C1B", "12C1(b)"),
        ("Yasa 64.", "64"),
        ("  80B2(g)(i) ", "80B2(g)(i)"),
        ("Yasa 64’e", "64"),  # Turkish case endings after an apostrophe
        ("Yasa 50D2a'da", "50D2(a)"),
        ("50D2(a)’nın", "50D2(a)"),
    ],
)
def test_the_lawbook_label_parser_reads_the_query(typed, label):
    assert str(citation(typed)) == label
    assert str(plan(typed, load()).citation) == label


@pytest.mark.parametrize("typed", ["rönons", "64 rönons", "2017", "99", "Yasa", "50D2a kart", "", "kart'ı", "Yasa'nın"])
def test_other_queries_are_not_citations(typed):
    assert citation(typed) is None


@pytest.mark.parametrize(
    "typed, label, url",
    [
        ("64", "64", "/tr/yasa/64/#64"),
        ("50 d 2 a", "50D2(a)", "/tr/yasa/50/#50D2a"),
        ("law 12c1b", "12C1(b)", "/tr/yasa/12/#12C1b"),
        ("Yasa 64B", "64B", "/tr/yasa/64/#64B"),
    ],
)
def test_search_answers_the_jump_with_the_anchor(search_index, typed, label, url):
    outcome = search(typed, "tr")
    assert (outcome.jump, outcome.jump_url) == (label, url)
    assert [h.label for h in outcome.hits] == [label]


@pytest.mark.parametrize(
    "typed, label, searched",
    [
        ("yasa 64 rönons", "64", ["rönons"]),
        ("50D2a nedir", "50D2(a)", ["nedir"]),
        ("revoke law 64", "64", ["revoke"]),
        ("law 64b revoke", "64B", ["revoke"]),
    ],
)
def test_a_citation_with_words_is_a_scope_and_the_words_are_searched(typed, label, searched):
    made = plan(typed, load())
    assert made.citation is None
    assert str(made.scope) == label
    assert [w.text for w in made.words] == searched


@pytest.mark.parametrize(
    "typed", ["2 kart", "13 kart", "kart 13", "rönons", "64", "Yasa 29B uyarınca iptal edilmesi ve"]
)
def test_a_bare_number_with_words_is_no_scope(typed):
    assert plan(typed, load()).scope is None


def test_hits_under_the_cited_paragraph_come_first(search_index):
    outcome = search("yasa 64 rönons", "tr")
    assert outcome.jump is None
    first = [h.label for h in outcome.hits[:3]]
    assert all(label.startswith("64") for label in first), first
    # The other Laws' hits still follow.
    assert any(not h.label.startswith("64") for h in outcome.hits)


def test_a_scope_whose_words_match_nothing_under_it_shows_the_cited_paragraph_first(search_index):
    outcome = search("50D2a nedir", "tr")
    assert outcome.hits[0].label == "50D2(a)"


def test_a_label_below_the_text_jumps_to_the_nearest_paragraph_above(search_index):
    outcome = search("50D9", "tr")  # 50D has no subsection 9
    assert outcome.jump == "50D"


def test_a_number_that_is_no_law_is_searched_as_text(search_index):
    outcome = search("99", "tr")
    assert outcome.jump is None


def test_the_api_says_where_and_the_page_redirects_to_the_anchor(client, search_index):
    data = client.get("/api/search/", {"q": "Yasa 50D2a"}).json()
    assert data["jump"] == "50D2(a)"
    assert data["jump_url"].endswith("/50/#50D2a")
    response = client.get("/tr/ara/", {"q": "50 d 2 a"})
    assert response.status_code == 302
    assert response["Location"] == "/tr/yasa/50/#50D2a"


@pytest.mark.parametrize(
    "path, typed, says",
    [
        ("/tr/ara/", "Yasa 99", "Yasa 99 diye bir yasa yok: Yasalar 1'den 93'e kadar numaralıdır."),
        ("/en/search/", "law 0", "There is no Law 0: the Laws are numbered 1 to 93."),
        ("/en/search/", "Law 94B", "There is no Law 94: the Laws are numbered 1 to 93."),
    ],
)
def test_a_law_the_laws_do_not_have_is_said_above_the_words_results(client, search_index, path, typed, says):
    """The Laws run from Law 1 to Law 93 (TR "YASA 93 – İTİRAZ PROSEDÜRÜ" is the last; WBF "LAW 93
    PROCEDURES OF APPEAL"). "Yasa 99" reads as no label, so its words are searched, and the page
    showed thirty results for "yasa" without saying that no Law 99 exists."""
    from html import unescape

    page = unescape(client.get(path, {"q": typed}).content.decode())
    assert says in page


# "99" alone was here: fix62 reads it as "50Z" alone is read, a citation (test_search_no_such_law.py).
@pytest.mark.parametrize("typed", ["Yasa 64", "Laws 2017", "yasalar 2017", "2017", "100 puan", "rönons"])
def test_a_law_of_the_laws_or_no_law_number_says_nothing_of_it(client, search_index, typed):
    page = client.get("/en/search/", {"q": typed})
    assert "There is no Law" not in page.content.decode()
