"""fix76: the table page's claim section offers the two 70C boxes only where Law 70C can apply.

Law 70C, official Turkish: "Rakiplerden birinin elinde bir koz kaldığında, hakem aşağıdaki
durumlarda bir veya daha fazla löveyi rakiplere verir: 1. Talep eden koz hakkında bir beyanda
bulunmamışsa ve 2. Talep anında talep eden oyuncunun bir rakibinin elinde bir koz kaldığından haberi
olmaması olası ise"; WBF: "When a trump remains in one of the opponents' hands, the Director shall
award a trick or tricks to the opponents if: 1. claimer made no statement about that trump, and 2.
it is at all likely that claimer at the time of his claim was unaware that a trump remained in an
opponent's hand". In notrump, or once no trump is left in any hand, no claimer has an opponent
holding one: the boxes "the statement mentioned the opponents' trumps" and "the claimer knew an
opponent still held a trump" asked about nothing (qa73 left them on the page)."""

import pytest

from .test_table_claim import AGREED_BOARD, NINE_HEARTS, page, played

pytestmark = pytest.mark.django_db

BOXES = ('name="trumps"', 'name="aware"')


def boxes(html: str) -> list[str]:
    return [box for box in BOXES if box in html]


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("contract", ["1NT", "1H"])  # 1H: West has run all nine hearts, none is left
def test_no_70c_boxes_where_no_trump_remains(client, lang, contract):
    html = page(client, lang, NINE_HEARTS, {**AGREED_BOARD, "contract": contract}, claimer="S")
    assert 'name="agreed"' in html  # the claim form is there
    assert boxes(html) == []


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_70c_boxes_stay_where_a_trump_remains(client, lang):
    assert boxes(page(client, lang, NINE_HEARTS, {**AGREED_BOARD, "contract": "1S"}, claimer="S")) == list(BOXES)
    # 4S, North holding every spade: a claim by East or West has an opponent holding trumps.
    assert boxes(page(client, lang, played(2), claimer="S")) == list(BOXES)
