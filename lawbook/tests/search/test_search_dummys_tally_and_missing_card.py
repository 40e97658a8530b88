"""Two things of dummy in a player's words (session 82, search114).

42A2 "Kazanılmış ve kaybedilmiş lövelerin sayısını takip edebilir" / "He may keep count of tricks won and
lost": a Turkish player says dummy "kept the tally" of the tricks ("lövelerin hesabını tutuyordu", "löve
hesabı"). 46B4 "Eğer deklaran yerde olmayan bir kartı tanımlarsa, çağrı yok sayılır ve deklaran herhangi bir
yasal kartı belirtebilir" / "If declarer calls for a card that is not in dummy the call is invalid and
declarer may designate any legal card": an English player says dummy "didn't have" it, or "there was no ace
there". The phrasings are fresh, not the bench's.
"""

import pytest

from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "query, lang, label",
    [
        # Before, 65B1 first and 42A2 not among the first ten.
        ("yer olan ortağım lövelerin hesabını tutabilir mi", "tr", "42A2"),
        # Before, 45D1 first and 42A2 not among the first ten.
        ("yer löve hesabı tutuyor, buna izin var mı", "tr", "42A2"),
        # Before, 46B2 first and 46B4 not among the first ten.
        ("declarer asked for the queen of clubs but dummy didn't have it, what now", "en", "46B4"),
        # Before, 26A first and 46B4 third among the paragraphs.
        ("declarer called for the ace of spades but there was no ace there", "en", "46B4"),
    ],
)
def test_the_players_words_find_the_paragraph_first(search_index, query, lang, label):
    assert_first_within(query, lang, label)
