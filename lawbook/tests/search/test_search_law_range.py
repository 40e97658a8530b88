"""A range of Laws typed into search ("Yasa 61-64", "Laws 68 to 71") lists its Laws, in order.

The Laws are numbered 1 to 93: TR "YASA 93 – İTİRAZ PROSEDÜRÜ" is the last, WBF "LAW 93 PROCEDURES
OF APPEAL". Laws 61 to 64 are the revoke's (TR "YASA 61 – RENGE UYMAMAK – RÖNONS İLE İLGİLİ
ARAŞTIRMALAR" ... "YASA 64 – RÖNONSUN RESMİLEŞMESİNDEN SONRA YÖNTEM"), 68 to 71 the claims' (TR
"YASA 68 – LÖVE TALEBİ VEYA TERKİ" ... "YASA 71 – İPTAL EDİLEN TERK"; the English page titles them
"Claim or Concession of Tricks" ... "Concession Cancelled"). Before, such a range jumped nowhere
and none of its Laws was among the first twelve results: its words ("yasa", "laws") were searched.
"""

from html import unescape

import pytest

from lawbook.search.service import search
from tests.search_index import search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "typed, lang, laws",
    [
        ("Yasa 61-64", "tr", ["61", "62", "63", "64"]),
        ("Yasalar 61-64", "tr", ["61", "62", "63", "64"]),
        ("61-64. Yasalar", "tr", ["61", "62", "63", "64"]),
        ("yasa 61 ila 64", "tr", ["61", "62", "63", "64"]),
        # By the numbers' cases, from ... to: the ablative as the number is spoken (altmış bir -> 61'den,
        # altmış -> 60'tan), the dative on the last, "kadar" (until) after it.
        ("Yasa 61'den 64'e", "tr", ["61", "62", "63", "64"]),
        ("Yasalar 61'den 64'e kadar", "tr", ["61", "62", "63", "64"]),
        ("60'tan 64'e kadar Yasalar", "tr", ["60", "61", "62", "63", "64"]),
        ("yasa 61den 64'e", "tr", ["61", "62", "63", "64"]),
        ("Laws 68-71", "en", ["68", "69", "70", "71"]),
        ("Law 68 to 71", "en", ["68", "69", "70", "71"]),
        ("Laws 68–71", "tr", ["68", "69", "70", "71"]),  # an en dash, on the Turkish page
    ],
)
def test_a_range_lists_its_laws_first_in_order(search_index, typed, lang, laws):
    outcome = search(typed, lang)
    assert outcome.jump is None
    assert [hit.label for hit in outcome.hits[: len(laws)]] == laws
    assert all(hit.kind == "paragraph" for hit in outcome.hits[: len(laws)])


def test_the_range_page_shows_the_laws_titles_in_order(client, search_index):
    page = unescape(client.get("/en/search/", {"q": "Law 68 to 71"}).content.decode())
    titles = ["Claim or Concession of Tricks", "Concession Cancelled"]
    assert all(title in page for title in titles)
    assert page.index(titles[0]) < page.index(titles[1])
    assert "Laws 68 to 71, in order." in page


@pytest.mark.parametrize(
    "path, typed, says",
    [
        ("/tr/ara/", "Yasa 64-61", "“Yasa 64-61” bir Yasa aralığı değil: ilk sayı (64) sondakinden (61) büyük."),
        ("/en/search/", "Laws 71-68", "“Laws 71-68” is not a range of Laws: the first number (71) is larger"),
        (
            "/tr/ara/",
            "Yasa 90-95",
            "Yasa 95 diye bir yasa yok: Yasalar 1'den 93'e kadar numaralıdır, bu yüzden “Yasa 90-95” bir Yasa aralığı değil.",
        ),
        ("/en/search/", "Laws 0-3", "There is no Law 0: the Laws are numbered 1 to 93"),
    ],
)
def test_a_range_that_is_none_says_why(client, search_index, path, typed, says):
    page = unescape(client.get(path, {"q": typed}).content.decode())
    assert says in page
    assert "Nothing in the Laws matches" not in page and "eşleşen bir şey yok" not in page


def test_a_reversed_range_is_offered_the_right_way_round(search_index):
    assert search("Yasa 64-61", "tr").suggestion == "Yasalar 61-64"
    assert search("Law 71 to 68", "en").suggestion == "Laws 68-71"


@pytest.mark.parametrize("typed", ["17-32", "61-64", "2-3 kart", "Yasa 64", "Yasa 2017-2018", "yasa 61-64 rönons"])
def test_numbers_without_the_word_for_a_law_are_no_range(typed):
    """ "17-32 no’lu bordlar" (2B): two numbers alone are boards, a score, a deal's cards."""
    from lawbook.citations import typed_law_range

    assert typed_law_range(typed) is None


@pytest.mark.parametrize(
    "typed, lang, laws",
    [
        ("yasa 61-64 rönons", "tr", {"61", "62", "63", "64"}),
        ("rönons Yasa 61'den 64'e kadar", "tr", {"61", "62", "63", "64"}),
        ("revoke laws 61 to 64", "en", {"61", "62", "63", "64"}),
        ("claim laws 68-71", "en", {"68", "69", "70", "71"}),
    ],
)
def test_a_range_beside_words_puts_the_hits_in_its_laws_first(search_index, typed, lang, laws):
    """A range with a player's words is a scope of whole Laws, as "yasa 64 rönons" is one of Law 64.
    Before, "yasa 61" was read as the citation and "-64" as a word, or the revoke guide came first."""
    outcome = search(typed, lang)
    assert outcome.jump is None
    first = outcome.hits[:4]
    assert len(first) == 4
    assert all(hit.kind == "paragraph" and hit.label[:2] in laws for hit in first)  # "61A", "64B3"
