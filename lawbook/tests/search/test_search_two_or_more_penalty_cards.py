"""Two or more penalty cards, and the moment of play, in a player's words (session 83, search115).

51A "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla cezalı karta
sahipse, o lövede hangisinin oynanacağını deklaran belirtir" / "If it is a defender's turn to play and that
defender has two or more penalty cards that can legally be played, declarer designates which is to be played
at that turn": a player counts them ("more than one penalty card", "both are penalty cards") and asks which one
must be played. 43A1(a) "yer oyun esnasında hakem çağırma girişiminde bulunmamalıdır" / "Dummy may not
initiate a call for the Director during play unless another player has drawn attention to an irregularity": a player says "in the middle of play". The phrasings are
fresh, not the bench's.
"""

import pytest

from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "query, lang, label",
    [
        # Before, 51B2(b) first (penalty cards in more than one suit).
        ("my LHO has more than one penalty card on the table and it is his turn, which one does he play", "en", "51A"),
        # Before, 62C3 first (both sides revoke).
        ("both are penalty cards and either can follow suit, which one must be played", "en", "51A"),
        # Before, 45F first.
        ("can dummy call the director in the middle of play", "en", "43A1(a)"),
    ],
)
def test_the_players_words_find_the_paragraph_first(search_index, query, lang, label):
    assert_first_within(query, lang, label)
