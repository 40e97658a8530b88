"""A fact an Ending's situation has only when a story tells it (situations.guide.Fact.told_only,
lawbook.search.stated_facts.TOLD_ONLY; search304, issue 22).

Law 36's Endings all carry the fact of an inadmissible double (19A1: TR "Bir oyuncu yalnızca son
deklareye kontr atabilir. Bu deklare bir rakip tarafından yapılmış olmalıdır" / WBF "A player may double
only the last preceding bid. That bid must have been made by an opponent"), so that fact could not tell
them apart, and a story of a double of one's own partner's bid that says nothing of a turn went to the
out-of-turn Ending (36B4: TR "Bu konuşma sırasız ise artırım sıra kendinde olan oyuncuya geri döner" / WBF
"if the call is out of turn the auction reverts to the player whose turn it was to call"). 36B4's "out of
turn", 36A's "LHO calls before rectification" (TR "onarılmasından önce soldaki rakip konuşursa" / WBF "If
offender's LHO calls before rectification") and 36C's "only after the opening lead has been faced" (TR
"Atak yüzü açık bir şekilde yapıldıktan sonra ... fark edilirse") would be facts those Endings have only
when the story tells them (36B4's and 36C's by search304; 36A's, shared with 37A and 38D, by search315:
test_search_lho_called_facts_search315.py). The stories are fresh, not the bench's.
"""

import pytest

from lawbook.search.paths import GuidePath
from lawbook.search.stated_facts import states
from situations.content import inadmissible_call
from tests.search_index import search_index, search_index_dir, top_labels  # noqa: F401


def _paragraphs(query: str, lang: str, n: int = 6) -> list[str]:
    return [label for label in top_labels(query, lang, n + 4) if label[:1].isdigit()][:n]


def test_a_story_that_tells_the_turn_still_finds_the_out_of_turn_ending(search_index):
    assert "36B4" in _paragraphs("out of turn he doubled his own partner's 1 heart, what now", "en", 3)


@pytest.mark.parametrize(
    "name, story, stated",
    [
        # Main: INADMISSIBLE_DOUBLE held "doubled his own" and "kendi ortağının*", not the players' "my own", "eşimin".
        ("INADMISSIBLE_DOUBLE", "I doubled my own partner's bid", True),
        ("INADMISSIBLE_DOUBLE", "kendi eşimin 1 kupasına kontr dedim", True),
        ("DOUBLE_OUT_OF_TURN_FACT", "sıram değilken yanlışlıkla kontr dedim", True),
        # Another player's call out of turn is no double out of turn (Law 37's stories).
        ("DOUBLE_OUT_OF_TURN_FACT", "partner's out of turn bid, then I doubled", False),
        ("NOTICED_AFTER_LEAD", "the illegal double was only noticed when dummy came down", True),
    ],
)
def test_the_guides_facts_read_the_players_words(name, story, stated):
    fact = getattr(inadmissible_call, name)
    assert states(story, {"tr": fact.tr, "en": fact.en}) is stated
    if name != "INADMISSIBLE_DOUBLE":
        assert fact.told_only


def test_a_paths_told_only_facts_are_stored():
    path = GuidePath("g/x", {}, {}, ("36B4",), facts={"en": (("out of turn",),)}, told_only=(0,))
    assert GuidePath.from_stored(path.stored()).told_only == (0,)
