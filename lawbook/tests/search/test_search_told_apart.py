"""search85: a story that tells one Ending far better than any other guide's keeps the paragraphs no
Ending of the bridge's guides cites lower, whichever hit is first (issue 22,
lawbook.search.bridges.APART, APART_OUTSIDE).

A player's words for a situation are in the Endings' phrasings, not always in a guide's document
nor in the paragraph: "rude remarks", "rude to his partner" are the conduct Ending's (Law 74A1 "A
player should maintain a courteous attitude at all times", 74A2 "A player should carefully avoid
any remark or extraneous action that might cause annoyance or embarrassment to another player";
TR 74A1 "Bir oyuncu her zaman nazik tavrını korumalıdır", 74A2 "Bir oyuncu bir başka oyuncuda
rahatsızlık veya mahcubiyet yaratacak ... söz veya konuyla ilgisi olmayan her türlü eylemden
dikkatle kaçınmak zorundadır"), and without the rule the story's common words ("right", "partner", "making")
put 73C1, 41B and 31A2 first and Law 74 out of the first eight. The stories are fresh, not the
bench's; each fails with APART infinite (checked when written: 74A not among the first eight).
"""

import pytest

from lawbook.search import bridges
from tests.search_index import search_index, search_index_dir  # noqa: F401
from tests.search_index import top_labels as labels


@pytest.mark.parametrize(
    "query, lang, depth",
    [
        # the depth counts the guides shown among the hits
        ("the player on my right keeps making rude remarks to his partner", "en", 5),
        ("my opponent was rude to his partner all evening", "en", 6),
    ],
)
def test_an_ending_told_apart_brings_its_paragraph_up(search_index, query, lang, depth):
    found = labels(query, lang, depth)
    assert any(label and label.startswith("74A") for label in found), (query, found)


@pytest.mark.parametrize(
    "query, lang",
    [
        ("the player on my right keeps making rude remarks to his partner", "en"),
        ("my opponent was rude to his partner all evening", "en"),
    ],
)
def test_without_the_rule_law_74_is_not_found(search_index, monkeypatch, query, lang):
    """The cases above rest on the rule, not on some other change: with APART infinite the story's
    common words win."""
    monkeypatch.setattr(bridges, "APART", float("inf"))
    found = labels(query, lang, 8)
    assert not any(label and label.startswith("74A") for label in found), (query, found)


def test_a_paragraph_the_story_names_stays_first(search_index):
    # the overheard board: 16D1 (information received "as by ... overhearing calls, results or
    # remarks") is the first paragraph with and without the rule; the rule must not push it down
    found = labels("i heard the next table talking about the slam on our board", "en", 6)
    paragraphs = [label for label in found if label and label[0].isdigit()]
    assert paragraphs and paragraphs[0] == "16D1", found
