"""A double of the player's own side's call read as Law 36's inadmissible double (search283;
lawbook.search.story_words.own_side_double).

36 TR "KABULÜ OLANAKSIZ KONTR VEYA SÜRKONTR" / WBF "INADMISSIBLE DOUBLES AND REDOUBLES"; 36B1 TR "Yasa 19'un izin
vermediği her kontr ve sürkontr iptal edilir." / WBF "any double or redouble not permitted by Law 19 is cancelled";
19A1 TR "Bu deklare bir rakip tarafından yapılmış olmalıdır" / WBF "That bid must have been made by an opponent".
A player tells whose call he doubled with "own" / "kendi", words apart from the double, or by who doubled
and whose partner it was ("I doubled my partner's", "eşinin açışına kontr dedi"). The phrasings are fresh,
not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import own_side_double
from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query, double",
    [
        ("kendi ortağımın deklaresini kontrladım, ne olacak", "kontrladim"),
        ("kendi eşimin açtığı 2 karoyu dalgınlıkla kontr ettim", "kontr"),
        ("I redoubled my own partner's double", "redoubled"),
        ("partner doubled our own opening bid", "doubled"),
        # Without "own": the one who doubles owns the partner.
        ("ortağımın deklaresine yanlışlıkla kontr çektim", "kontr"),
        ("rakip eşinin açışına kontr dedi", "kontr"),
        ("I doubled my partner's 1 heart", "doubled"),
        ("my partner doubled my double", "doubled"),
    ],
)
def test_a_double_of_the_own_sides_call_is_read(query, double):
    folded = _folded(query)
    [(start, end)] = own_side_double.find(folded)
    assert folded[start:end] == [double]


@pytest.mark.parametrize(
    "query",
    [
        # "own" of something else.
        "I doubled with my own hand full of trumps",
        "kontr dedim kendi elime bakmadan",
        # Partner without "own": an opponent's legal double of partner's bid.
        "rho doubled my partner's opening bid",
        "rakip eşimin açışına kontr dedi",
        # The contract, not a double.
        "kendi eşimin kontratında yer oldum",
    ],
)
def test_nothing_else_is_read(query):
    assert own_side_double.find(_folded(query)) == []


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before (main): 19A1 first.
        ("kendi tarafımızın açılışına kontr dedim", "tr"),
        # Before: 32B first.
        ("rakip kendi eşinin açışını kontrladı, kimse konuşmadı", "tr"),
        # Before: 41C (the opening lead) first, 32B second.
        ("my partner doubled our own 1NT opening by accident", "en"),
        # Before: 32B first.
        ("I redoubled my own partner's double, nobody has called yet", "en"),
        # Before: 32B first.
        ("ortağımın 2 kupasına dalgınlıkla kontr dedim", "tr"),
        ("I doubled my partner's 2 spades without thinking", "en"),
        # Before: 26B first.
        ("lho doubled his partner's opening 1 club", "en"),
    ],
)
def test_the_story_finds_law_36_first(search_index, query, lang):
    assert_first_within(query, lang, "36")
