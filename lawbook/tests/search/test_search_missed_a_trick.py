"""qa109: "missed a trick" is not joined to 67A's omission (issue 22, second reading of search84).

67A, TR "Bir oyuncu bir löveye kart oynamayı atladığı" / WBF "When a player has omitted to play to a
trick": search84 joined "missed a trick" to that group, but at the table the phrase mostly means a
trick not won (declarer's play, a claim: 70). Joined, it pulled a player telling the omission itself
away from Law 67: "i missed a trick and have a card left over" put 25A6 first and no paragraph of
67 (nor the defective-trick guide) among the first six. Without it the story finds Law 67 (67B3
second, checked when written).
"""

from tests.search_index import search_index, search_index_dir  # noqa: F401
from tests.search_index import top_labels as labels


def test_a_card_left_over_after_a_missed_trick_finds_law_67(search_index):
    found = labels("i missed a trick and have a card left over", "en", 4)
    assert any(label and (label.startswith("67") or label == "defective-trick") for label in found), found
