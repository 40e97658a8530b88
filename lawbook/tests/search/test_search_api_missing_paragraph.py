"""The search API says, as the page does, that a paragraph cited is not in the Laws (fix58).

search57 made the results page say "Law 50 has no paragraph Z. Below is Law 50." for "50Z"; the
API's `jump` still named Law 50 with nothing saying it differs from what was cited, so a client
took Law 50 for 50Z. Law 50's sections run from A to E (TR "A. Cezalı Kart Açık Durur" ... "E.
Cezalı Karttan Edinilen Bilgi"; WBF "A. Penalty Card Remains Exposed" ... "E. Information from a
Penalty Card"), Law 12's from A to C (TR "C. Ayarlı Skor Verilmesi"; WBF "C. Awarding an Adjusted
Score"). The answer's `no_such_paragraph` (documented in situations/openapi.json) holds what the
page says.
"""

import pytest

from tests.search_index import search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "typed, lang, cited, shown, part",
    [
        ("50Z", "tr", "50Z", "50", "Z"),
        ("Law 12Q", "en", "12Q", "12", "Q"),
    ],
)
def test_the_api_says_the_paragraph_cited_is_not_in_the_laws(client, search_index, typed, lang, cited, shown, part):
    data = client.get("/api/search/", {"q": typed, "lang": lang}).json()
    assert data["no_such_paragraph"] == {"cited": cited, "shown": shown, "part": part}
    assert data["jump"] == shown  # the nearest paragraph, as before: the page shows it too


def test_a_paragraph_the_laws_have_has_no_such_note(client, search_index):
    for typed in ("50E", "Yasa 12C2", "rönons"):
        data = client.get("/api/search/", {"q": typed}).json()
        assert data["no_such_paragraph"] is None, typed
