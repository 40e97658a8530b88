"""A card dropped "yere" (on the table or the floor) is a dropped card, not dummy (search111).

"Yer" is dummy, and a player's "yere düşürdü" (dropped it) read as "dummy" + "drop" drew 48A, declarer's
exposed card, whose "Deklaran kazayla düşürdüğü hiçbir kartı oynamak zorunda değildir" / "Declarer is not
required to play any card dropped accidentally" holds both words, above the defender's Laws: 49
"bir defans oyuncusunun kartı yüzünü partnerinin görmesi olası bir pozisyona geldiğinde ... bu kartlar
cezalı karta dönüşür" / "when a defender's card is in a position in which his partner could possibly see
its face ... each such card becomes a penalty card", and 50B, whose minor penalty card is one exposed
"bir kartı yanlışlıkla düşürmede olduğu gibi" / "in dropping a card accidentally". So "yere düşürmek" is a term of the
vocabulary's drop group. With it, a story of two dropped penalty cards whose teller is now on lead keeps
51B2 ("çıkış sırası ortağında iken" / "his partner is to lead") near the top: the turn to lead, not dummy.
"""

import pytest

from lawbook.labels import try_parse_label
from lawbook.search.query import plan
from lawbook.search.vocabulary import load
from tests.search_index import assert_first_within, search_index, search_index_dir, top_labels  # noqa: F401


@pytest.mark.parametrize(
    "query, label",
    [
        # Before, 48A (declarer's cards) first.
        ("defans oyuncusu bir kartını yere düşürdü yüzü göründü", "49"),
        # Before, 48A first.
        ("yere düşen kart cezalı mı", "50B"),
    ],
)
def test_a_card_dropped_on_the_table_finds_the_defenders_penalty_card(search_index, query, label):
    assert_first_within(query, "tr", label)


def test_two_dropped_penalty_cards_and_the_partner_on_lead_keep_51b2_second(search_index):
    # Before, 57B and 54A (an opening lead out of turn, dummy's hand) above 51B2(a).
    query = "ortağım pik papazını ve kupa valesini yere düşürdü şimdi çıkış bende"
    paragraphs = [label for label in top_labels(query, "tr", 12) if try_parse_label(label) is not None]
    assert any(label.startswith("51B2") for label in paragraphs[:2]), paragraphs


def test_dropped_on_the_table_is_not_dummy():
    concepts = plan("ortağım kupa asını yere düşürdü", load(), "tr").concepts
    searched = {word for concept in concepts for alternative in concept.alternatives for word in alternative.words}
    assert "dummy" not in searched, searched
