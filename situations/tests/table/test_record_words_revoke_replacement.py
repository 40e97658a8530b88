"""A ruling record's play in words (situations/table_play_words.py) names, for a card replaced
after a revoke's correction, the paragraph that replacement rests on: 62C1 for a non-offender's,
62C2 for the offending side's next player after him (it said "Laws 62C1, 62C2" for both).

62C1, TR "Kusursuz tarafın her iki üyesi rönonstan sonra buna dikkat çekilmeden önce oynamış
olabileceği her kartı geri alabilir ve eline geri koyar"; WBF "Each member of the non-offending side
may withdraw and return to his hand any card he may have played after the revoke".
62C2, TR "Kusursuz bir oyuncu bir kartı bu şekilde geri aldıktan sonra, kusurlu tarafın sıradaki
oyuncusu da kartı değiştirebilir"; WBF "After a non-offender so withdraws a card, the player of the
offending side next in rotation may withdraw his played card".
"""

import pytest
from django.utils import translation

from situations.table import parse_play
from situations.table_play_words import play_in_words, states_along

# South declares 4H; East wins trick 1; on trick 2 East leads the ♦Q and South, holding the ♦J,
# discards the ♣4 (the revoke); West and dummy follow.
DEAL = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"
SOUTH_REVOKES = "W:D2,N:D4,E:DA,S:D6,E:DQ,S:C4,W:D3,N:D8,correct:S:DJ"


def revoke_trick(tokens: str, lang: str) -> str:
    play = parse_play(tokens)
    with translation.override(lang):
        lines = play_in_words(DEAL, "4H", "S", play, states_along(DEAL, "4H", "S", play), lang)
    return lines[1]


@pytest.mark.parametrize(
    "lang, west, dummy",
    [
        (
            "en",
            "West takes his card back and plays ♦5 instead (Law 62C1)",
            "North takes his card back and plays ♦K instead (Law 62C2)",
        ),
        (
            "tr",
            "Batı kartını geri alır ve yerine ♦5 oynar (Yasa 62C1)",
            "Kuzey kartını geri alır ve yerine ♦R oynar (Yasa 62C2)",
        ),
    ],
)
def test_each_replacement_names_its_own_paragraph(lang, west, dummy):
    said = revoke_trick(f"{SOUTH_REVOKES},replace:W:D5,replace:N:DK", lang)
    assert west in said and dummy in said
    assert "62C1, 62C2" not in said
