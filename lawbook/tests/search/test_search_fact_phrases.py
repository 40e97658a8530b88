"""How a story states a fact's phrase (lawbook.search.stated_facts, issue 22): side by side by
default, a few words apart only where the fact is written with "..." (APART_MARK), and read as the
story is read, so that a phrase written with an apostrophe ("partner hasn't called") is stated by
the story that says it."""

import pytest

from lawbook.search.stated_facts import states


def test_a_phrase_written_apart_is_stated_by_a_story_that_puts_its_words_apart():
    # Law 51A: "o lövede hangisinin oynanacağını deklaran belirtir" / "declarer designates which is
    # to be played at that turn": a Turkish story names the card between declarer and the verb.
    assert states("deklaran kupa dokuzluyu oyna dedi", {"tr": ("deklaran* ... oyna dedi",)})


def test_a_phrase_written_apart_is_not_stated_by_words_far_apart():
    assert not states("deklaran bir iki üç dört beş oyna dedi", {"tr": ("deklaran* ... oyna dedi",)})


def test_a_phrase_not_written_apart_stays_a_phrase():
    # Law 58A ("İki Oyuncunun Eşzamanlı Oyunu" / "Simultaneous Plays by Two Players") against 58B
    # ("Bir Elden Oynanan Eşzamanlı Kartlar" / "Simultaneous Cards from One Hand"): two players'
    # cards are not two cards of one hand.
    assert not states("iki oyuncunun kartı aynı anda düştü", {"tr": ("iki kart",)})
    assert states("iki kart aynı anda düştü", {"tr": ("iki kart",)})


@pytest.mark.parametrize(
    "story, phrase",
    [
        ("i pulled the wrong card and partner hasn't called yet", "partner hasn't called"),
        ("declarer said doesn't matter, play whatever", "doesn't matter"),
    ],
)
def test_a_phrase_with_an_apostrophe_is_read_as_the_story_is(story, phrase):
    assert states(story, {"en": (phrase,)})
