"""Dummy keeping the tricks' tally, in a Turkish player's words (session 82, search114).

42A2 "Kazanılmış ve kaybedilmiş lövelerin sayısını takip edebilir" / "He may keep count of tricks won and
lost": a player says dummy "kept the tally" of the tricks ("lövelerin hesabını tutuyordu", "löve
hesabı"). The phrasings are fresh, not the bench's.
"""

import pytest

from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "query",
    [
        # Before, 65B1 first and 42A2 not among the first ten.
        "yer olan ortağım lövelerin hesabını tutabilir mi",
        # Before, 45D1 first and 42A2 not among the first ten.
        "yer löve hesabı tutuyor, buna izin var mı",
    ],
)
def test_dummy_keeping_the_tally_finds_42a2_first(search_index, query):
    assert_first_within(query, "tr", "42A2")
