"""A player who leans over the table or wanders round it (session 81, search113).

43A2(b) "Yer deklaranın eli oynamasını izlemek için yerinden kalkamaz" / "Dummy may not leave his seat
to watch declarer's play of the hand": an English player says dummy "wandered round" or "walked
around". 43A2(c) "Yer, herhangi bir defans oyuncusunun elindeki bir kartın yüzüne bakamaz" / "Dummy may
not look at the face of a card in either defender's hand", and for any player 74C5 "kartlarını görmek
... amacıyla bir oyuncunun eline bakmak" / "looking intently ... at another player's hand as for the
purpose of seeing his cards": a player says he "leaned over" ("eğildi") to see them. The phrasings are
fresh, not the bench's.
"""

import pytest

from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "query, lang, label",
    [
        # Before, 43A2 not in the first ten (43A1(a) first): "wandered" matched nothing.
        ("dummy wandered around the table during the play", "en", "43A2(b)"),
        # Before, 74C5 first and 43A2(c) third: "eğildi" matched nothing.
        ("yer olan ortağım rakibin kartlarını görmek için eğildi", "tr", "43A2(c)"),
    ],
)
def test_leaning_over_or_wandering_round_finds_dummys_limitation(search_index, query, lang, label):
    assert_first_within(query, lang, label)
