"""The table page's three 70A sentences in the official Turkish's future (qa276).

70A, Turkish (official): "İtiraz edilmiş bir talep veya terk hakkında karar verirken, hakem bordun
sonucunu her iki taraf için de mümkün olduğunca eşit olarak kararlaştırır, ancak talep ile ilgili her
şüpheli durum talep edenin aleyhine çözümlenecektir."
WBF English: "In ruling on a contested claim or concession, the Director adjudicates the result of the
board as equitably as possible to both sides, but any doubtful point as to a claim shall be resolved
against the claimer."

qa263 brought the engine's 70A lines and the claim guide to "çözümlenecektir"; the table's claim form
still said "çözümlenir" in its lead-choice option ("Söylenmedi: ...") and in the two trump boxes
(70C2's "aksi hâlde bu şüpheli durum ..."). The English ("resolved against") is unchanged."""

import pytest

from .test_table_claim import page as claim_page
from .test_table_claim_51b import TWO_SUITS, options
from .test_table_claim_penalty import LEAD_BOARD
from .test_table_claim_rule10 import labels
from .test_table_claim_rule10 import page as trump_page

pytestmark = pytest.mark.django_db

FUTURE = "talep edenin aleyhine çözümlenecektir"
PRESENT = "talep edenin aleyhine çözümlenir"


def test_the_unstated_lead_choice_says_70a_in_the_official_future(client):
    offered = options(claim_page(client, "tr", TWO_SUITS, board=LEAD_BOARD, claimer="S", tricks="3"))
    assert offered[0] == "Söylenmedi: talep edenin aleyhine çözümlenecektir (Yasa 70A)", offered
    assert not any(PRESENT in option for option in offered)


@pytest.mark.parametrize(
    "claimer, box",
    [
        (
            "W",  # no opponent holds a trump: rule 10's wording
            "Hakem, talep edenin talep anında rakiplerde koz kalmadığını bildiği kanaatinde (aksi hâlde bu şüpheli "
            "durum talep edenin aleyhine çözümlenecektir, Yasa 70A)",
        ),
        (
            "N",  # his opponents hold the trumps: 70C's wording
            "Hakem, talep edenin talep anında bir rakibinin elinde koz kaldığından haberi olduğu kanaatinde (Yasa "
            "70C2; aksi hâlde bu şüpheli durum talep edenin aleyhine çözümlenecektir, Yasa 70A)",
        ),
    ],
)
def test_the_trump_box_says_70a_in_the_official_future(client, claimer, box):
    said = labels(trump_page(client, "tr", claimer=claimer))
    assert said[1] == box, said
    assert not any(PRESENT in label for label in said)
    assert FUTURE in box
