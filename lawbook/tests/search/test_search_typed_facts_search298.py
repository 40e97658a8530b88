"""A story's fact read as players type it (lawbook.search.stated_facts): "hasnt" without its apostrophe, and a
filler adverb between the fact's words (search298, issue 22).

25A1: TR "bu konuşmasını, ortağının henüz konuşmamış olması kaydıyla, aslında yapmak istediği konuşma ile
değiştirebilir" / WBF "he may, until his partner makes a call, substitute the call he intended for the
unintended call". 25A4: TR "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez." / WBF "No
substitution of call may be made when his partner has made a subsequent call." The unintended-call guide's facts
are written "partner hasn't called" and "partner bid over"; a player types "partner hasnt called", "partner
already bid over it". The stories are fresh, not the bench's.
"""

import pytest

from lawbook.search.stated_facts import states
from tests.search_index import search_index, search_index_dir, top_labels  # noqa: F401


def _paragraphs(query: str, lang: str, n: int = 6) -> list[str]:
    return [label for label in top_labels(query, lang, n + 4) if label[:1].isdigit()][:n]


@pytest.mark.parametrize(
    "story, phrase",
    [
        ("partner hasnt called yet, can I change my 2 hearts", "partner hasn't called"),
        ("lho changed his bid and I didnt accept it", "didn't accept"),
    ],
)
def test_a_contraction_typed_without_its_apostrophe_states_the_fact(story, phrase):
    assert states(story, {"en": (phrase,)})


@pytest.mark.parametrize(
    "story, fact",
    [
        ("said 3NT meaning 3 clubs, partner already bid over it", {"en": ("partner bid over",)}),
        ("ortağım çoktan üstüne 3SA dedi", {"tr": ("ortağım üstüne",)}),
    ],
)
def test_a_filler_adverb_between_the_facts_words_does_not_part_them(story, fact):
    assert states(story, fact)


def test_a_word_that_is_no_filler_still_parts_them():
    assert not states("partner quickly bid over it", {"en": ("partner bid over",)})
    assert not states("partner hasnt really ever called", {"en": ("partner hasn't called",)})


@pytest.mark.parametrize(
    "query, first",
    [
        # Before (main): 25A2 first (the Ending of a call meant, by "can I change").
        ("took the 3H card from the box when I meant 3S, partner hasnt called, can I change it", "25A1"),
        # Before (main): 32B first.
        ("the 5 clubs card came out of the box instead of 5 diamonds and partner hasnt called, may i change", "25A1"),
        # Before (main): 25B1 first.
        ("said 3NT meaning 3 clubs, partner already bid over it, is it too late", "25A4"),
    ],
)
def test_the_story_typed_as_players_type_it_finds_its_paragraph(search_index, query, first):
    assert _paragraphs(query, "en")[0] == first
