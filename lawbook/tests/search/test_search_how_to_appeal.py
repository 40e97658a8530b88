"""A player asking whom he takes an appeal to, read as 92C's "through the Director" (session 85, search117;
fixtures/search_vocabulary.tsv).

92C "Nasıl İtiraz Başvurusu Yapılır" / "How to Appeal": "Verilmiş olan bir hükme yapılacak tüm itiraz başvuruları hakem
aracılığıyla yapılacaktır" / WBF "All requests for a review of a ruling shall be made through the Director". A
player asks whether he goes "straight to the committee", "doğrudan komiteye", who he takes it to. The phrasings are
fresh, not the bench's.
"""

import pytest

from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401

from .ranks import paragraph_labels, rank_of


def test_who_do_we_take_it_to_finds_92c_first(search_index):
    # Before, 85A1 first (the Director's facts), 92C second.
    assert_first_within("the TD ruled against us, who do we take it to now", "en", "92C")


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before, 93A, 92B, 93B1, 83: 92C eighth.
        ("can I hand my appeal directly to the committee", "en"),
        # Before, 93A, 93B1, 83, 92B: no 92C among the first ten.
        ("itirazımı doğrudan komiteye verebilir miyim", "tr"),
    ],
)
def test_straight_to_the_committee_puts_92c_among_the_first_three_paragraphs(search_index, query, lang):
    assert rank_of("92C", paragraph_labels(query, lang)) <= 3
