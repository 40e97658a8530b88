"""search74: a number a player types among words is a count ("elde 14 kart var", "13 cards"), not a
Law: the number in a Law's citation ("bkz Yasa 14", "see Law 14") no longer matches it, and
"iki kart birden" (two cards at once) is Law 58B's simultaneous cards.

Footnote 2 (on Law 13), TR "Bir veya daha çok sayıda elde 13'ten fazla kart varsa bu Yasa
geçerlidir. Kusurlu destenin söz konusu olduğu durumlar için bkz Yasa 14." / WBF "This Law applies
when one or more hands are found to contain more than 13 cards. See Law 14 for cases involving a
deficient deck." Its "14" names Law 14, and it came first for "elde 14 kart var" by that "14".

Law 58B, TR "Bir Elden Oynanan Eşzamanlı Kartlar. Bir oyuncu iki veya daha fazla kartı eşzamanlı
olarak çıkar veya oynarsa" / WBF "Simultaneous Cards from One Hand. If a player leads or plays two
or more cards simultaneously"."""

from lawbook.search.guides import KIND as GUIDE
from lawbook.search.service import search
from tests.search_index import search_index, search_index_dir  # noqa: F401


def found(query: str, lang: str, n: int) -> list[tuple[str, str]]:
    return [(hit.kind, hit.label) for hit in search(query, lang).hits[:n]]


FOOTNOTE_ON_LAW_13 = ("footnote", "13")


def test_a_count_of_cards_is_not_the_law_a_footnote_cites(search_index):
    """Before: footnote 2 first, the wrong-number-of-cards guide third; now the guide before it."""
    hits = found("elde 14 kart var", "tr", 5)
    assert hits[0] != FOOTNOTE_ON_LAW_13, hits
    guide = hits.index((GUIDE, "wrong-number-of-cards"))
    assert FOOTNOTE_ON_LAW_13 not in hits[:guide], hits


def test_an_english_count_of_cards_is_not_the_law_a_footnote_cites(search_index):
    """Before: footnote 2 first ("see Law 14")."""
    assert found("there were 14 cards in my hand", "en", 1) != [FOOTNOTE_ON_LAW_13]


def test_a_law_typed_as_a_citation_is_still_the_law(search_index):
    assert search("Yasa 14", "tr").jump == "14"
    assert search("Law 14", "en").jump == "14"


def test_a_number_of_the_text_still_counts(search_index):
    """Not a citation: 13B's "13'ten fazla kart" still meets "13 kart"."""
    labels = [label for _, label in found("13 kart", "tr", 3)]
    assert any(label.startswith("13") for label in labels), labels


def test_two_cards_at_once_finds_simultaneous_cards(search_index):
    """Before: "yanlışlıkla iki kart birden oynadım" had no 58B among the first 8 (the card-from-dummy
    guide, 50B, 45D2 first); "i accidentally played two cards at once" had 58B1 seventh."""
    for query, lang in (
        ("yanlışlıkla iki kart birden oynadım", "tr"),
        ("i accidentally played two cards at once", "en"),
    ):
        labels = [label for _, label in found(query, lang, 4)]
        assert any(label.startswith("58B") for label in labels), (query, labels)
