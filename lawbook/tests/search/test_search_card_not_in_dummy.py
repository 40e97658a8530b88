"""A card called from dummy that dummy does not hold, in an English player's words (session 82, search114).

46B4 "Eğer deklaran yerde olmayan bir kartı tanımlarsa, çağrı yok sayılır ve deklaran herhangi bir yasal
kartı belirtebilir" / "If declarer calls for a card that is not in dummy the call is invalid and declarer
may designate any legal card": a player says dummy "didn't have" it, or "there was no ace there". The
phrasings are fresh, not the bench's.
"""

import pytest

from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "query",
    [
        # Before, 46B2 first and 46B4 not among the first ten.
        "declarer asked for the queen of clubs but dummy didn't have it, what now",
        # Before, 26A first and 46B4 third among the paragraphs.
        "declarer called for the ace of spades but there was no ace there",
    ],
)
def test_a_card_dummy_does_not_hold_finds_46b4_first(search_index, query):
    assert_first_within(query, "en", "46B4")
