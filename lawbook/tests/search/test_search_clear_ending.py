"""An Ending the query tells clearly lends more (search58, lawbook.search.bridges.CLEAR).

Law 58A, TR "Bir başka oyuncunun yasal çıkışı ya da oyunu ile eşzamanlı olarak yapılan bir çıkış ya
da oyun, ondan sonra yapılmış sayılır."; WBF "A lead or play made simultaneously with another
player's legal lead or play is deemed to be subsequent to it." A player who says that he and his
partner (or the two defenders) led at the same moment tells that, and the guide's Ending for it
(Two players played at the same time, which rests on 58A alone) says it in his words, scored far
above every other Ending; but 58A's own words are few, and Law 57's paragraphs on a premature lead
(57C1, TR "Eğer deklaran her iki elden de oynamış durumda ise, defans oyuncusunun ortağından önce
oynaması herhangi bir onarmaya tabi değildir."; WBF "A defender is not subject to rectification for playing before his
partner if declarer has played from both hands") came before it.
"""

import pytest

from lawbook.tests.search.ranks import paragraph_labels, rank_of
from tests.search_index import search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "typed",
    [
        "my partner and i both led at the same moment",
        "partner and I led at the same moment",
    ],
)
def test_two_players_leading_at_the_same_moment_find_58a_first(search_index, typed):
    labels = paragraph_labels(typed, "en")
    assert rank_of("58A", labels) == 1, labels
