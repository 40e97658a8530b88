"""An opponent telling a Turkish player "sen çıkacaksın" (you lead) or "çıkış sende" (the lead is yours), read as
47E1's misinformation like "atak bende" and "çıkış sırası sende" (search252; lawbook.search.story_words.told_turn).

47E1 TR "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının kendisinde olduğu
konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım olmaksızın geri alınabilir." / WBF "A
lead out of turn (or the play of a card) may be withdrawn without any sanction if the player who led was misinformed
by his opponents that it was his turn to lead." A Turkish player tells it with the opponent's words: "sen
çıkacaksın dedi", "çıkış sende dedi". On main neither was read as the turn to lead, and the lead out of turn's and
the defective trick's paragraphs came first. The phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.search.analysis import exact_form, words
from lawbook.search.story_words import told_turn
from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


def _folded(query: str) -> list[str]:
    return [exact_form(word.text) for word in words(query)]


@pytest.mark.parametrize(
    "query",
    [
        "solumdaki rakip sen çıkacaksın dedi",
        "deklaran bize dönüp çıkış sende dedi",
        "rakipler siz çıkıyorsunuz dediler",
        "yer sen çık dedi",
    ],
)
def test_the_turkish_whose_lead_words_are_read(query):
    folded = _folded(query)
    [(start, end)] = told_turn.find(folded)
    assert folded[start].startswith("de")  # "dedi", "dediler": the saying verb


@pytest.mark.parametrize(
    "query",
    [
        # Partner is no opponent.
        "ortağım sen çıkacaksın dedi",
        # "çıkardın" is a card taken out, not the lead; "çıktı" a card that came out.
        "rakip sen kartı erken çıkardın dedi",
        "rakip senin kartın çıktı dedi",
    ],
)
def test_nothing_else_is_read(query):
    assert told_turn.find(_folded(query)) == []


@pytest.mark.parametrize(
    "query",
    [
        "rakipler bana sen çıkacaksın dedi, pik asını açtım, sonra çıkışın eşimde olduğu anlaşıldı",
        "deklaran çıkış sende dedi ben de kupa çıktım ama aslında sıra ortağımdaymış, kartımı geri alabilir miyim",
    ],
)
def test_the_opponents_word_finds_47e1_first(search_index, query):
    assert_first_within(query, "tr", "47E1")
