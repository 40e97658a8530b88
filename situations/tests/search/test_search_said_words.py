"""A word the guides' Endings say is no typing error, though the Laws never write it (search68).

The "did you mean" correction (lawbook.search.suggest) replaces a typed word no document of the
index matches with the nearest indexed word, and searches the correction at once when it is close.
The index holds the Laws and the guides' titles and steps, not the players' phrasings of their
Endings (Ending.said), which the Endings' own scores read (lawbook.search.endings): a player's word
that only those phrasings say ("ran", "kağıdına") was searched as another word ("rank",
"kanısına"), and the Ending that says it lost it too.
"""

import pytest

from lawbook.search import reader
from lawbook.search.endings import say
from lawbook.search.service import search
from tests.search_index import search_index, search_index_dir  # noqa: F401

# (query, page language, the word only the Endings' phrasings say, as folded)
SAID_ONLY = [
    ("we ran over the time and lost points", "en", "ran"),
    ("skor kağıdına yanlış sonuç yazdık", "tr", "kagidina"),
]


@pytest.mark.parametrize("query, lang, word", SAID_ONLY)
def test_a_word_the_endings_say_is_not_corrected(search_index, query, lang, word):
    with reader.session() as ix:
        assert say(ix, word)
    assert search(query, lang).suggestion is None


def test_a_typing_error_no_ending_says_is_still_corrected(search_index):
    with reader.session() as ix:
        assert not say(ix, "ronnons")
    assert search("rönnons", "tr").suggestion == "rönons"
