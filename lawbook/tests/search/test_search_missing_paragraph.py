"""A citation of a paragraph the Laws do not have ("50Z", "Law 12Q") says so, and shows the Law.

Law 50's sections run from A to E (TR "A. Cezalı Kart Açık Durur" ... "E. Cezalı Karttan Edinilen
Bilgi"; WBF "A. Penalty Card Remains Exposed" ... "E. Information from a Penalty Card"), Law 12's
from A to C (TR "C. Ayarlı Skor Verilmesi"; WBF "C. Awarding an Adjusted Score"). Before, "50Z"
redirected to Law 50 as if 50Z were Law 50, and the reader was never told that no 50Z exists.
"""

from html import unescape

import pytest

from lawbook.search.service import search
from tests.search_index import search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "path, typed, says, shown",
    [
        ("/tr/ara/", "50Z", "Yasa 50 içinde Z paragrafı yok. Aşağıda Yasa 50 var.", "/tr/yasa/50/#50"),
        ("/tr/ara/", "Yasa 50Z", "Yasa 50 içinde Z paragrafı yok.", "/tr/yasa/50/#50"),
        ("/en/search/", "Law 12Q", "Law 12 has no paragraph Q. Below is Law 12.", "/en/law/12/#12"),
        ("/en/search/", "50D9", "Paragraph 50D has no paragraph 9. Below is 50D.", "/en/law/50/#50D"),
    ],
)
def test_a_paragraph_the_laws_do_not_have_is_said_above_the_nearest_one(client, search_index, path, typed, says, shown):
    response = client.get(path, {"q": typed})
    assert response.status_code == 200  # not redirected as if the paragraph were there
    page = unescape(response.content.decode())
    assert says in page
    assert f'href="{shown}"' in page


def test_a_paragraph_the_laws_have_still_redirects(client, search_index):
    response = client.get("/en/search/", {"q": "50E"})
    assert (response.status_code, response["Location"]) == (302, "/en/law/50/#50E")
    page = unescape(client.get("/en/search/", {"q": "Law 12C"}, follow=True).content.decode())
    # The sentence said, not the Law page's offline template of it (a data attribute, fix58).
    assert "Law 12 has no paragraph" not in page and "12C has no paragraph" not in page
    assert "Law %(law)s has no paragraph" in page  # that template is there: the check above reads the page


def test_words_cited_under_a_missing_paragraph_are_searched_under_its_law(search_index):
    outcome = search("yasa 50Z kart", "tr")
    assert str(outcome.no_such_paragraph.shown) == "50"
    assert outcome.hits and outcome.hits[0].label.startswith("50")


@pytest.mark.parametrize(
    "path, typed, says",
    [
        ("/en/search/", "Law 99", "There is no Law 99: the Laws are numbered 1 to 93."),
        ("/tr/ara/", "Yasa 99Z", "Yasa 99 diye bir yasa yok"),
    ],
)
def test_a_law_number_that_does_not_exist_says_so(client, search_index, path, typed, says):
    """TR "YASA 93 – İTİRAZ PROSEDÜRÜ" is the last Law; WBF "LAW 93 APPEAL PROCEDURE"."""
    assert says in unescape(client.get(path, {"q": typed}).content.decode())
