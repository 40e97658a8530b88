"""A ruling record taken from the table says the top-down order as the Regulating Authority's
(Law 70E2), with all the engine did under it, as the form's box does.

70E2, official Turkish: "Yetkili Federasyon, talep ifadesinde açıklanmamış ise, hakemin, bir
rengin hangi şekilde oynanacağını öngördüğü bir sıra (örnek; büyükten küçüğe) belirleyebilir.";
WBF: "The Regulating Authority may specify an order (e.g. “from the top down”) in which the
Director shall deem a suit played if this was not clarified in the statement of claim". The
paragraph deems nothing by itself: it lets the Regulating Authority specify an order. The form's
box says so ("where the Regulating Authority specifies such an order, Law 70E2") and says the
ruff too (the engine's `top_down` also has a hand that ruffs use the lowest trump that wins the
trick: docs/rulings-cli.md, "Additions", rule 7). The record, which players read printed, said
only "A suit whose order was not stated was deemed played from the top down (Law 70E2)": as if
70E2 itself deemed it, and without the ruff the ruling rested on.
"""

import pytest
from django.http import QueryDict
from django.test import RequestFactory
from django.utils import translation

from situations.table_views import board_at_table
from situations.tests.table.test_table_claim import AGREED_BOARD, NINE_HEARTS

pytestmark = pytest.mark.django_db


def record_lines(lang: str, **claim) -> tuple[str, ...]:
    """The claim's lines of the record the desk takes from the table at this query."""
    params = QueryDict(mutable=True)
    params.update(
        {**AGREED_BOARD, "play": ",".join(NINE_HEARTS), "mode": "claim", "claimer": "S", "tricks": "2", **claim}
    )
    with translation.override(lang):
        board = board_at_table(RequestFactory().get("/"), params)
    assert board is not None
    return board.claim


@pytest.mark.parametrize(
    "lang, line, old",
    [
        (
            "en",
            "As an order the Regulating Authority specifies (Law 70E2), a suit whose order was not stated was "
            "deemed played from the top down, and a hand that ruffed did so with the lowest trump that won the trick.",
            "A suit whose order was not stated was deemed played from the top down (Law 70E2).",
        ),
        (
            "tr",
            "Yetkili Federasyonun belirlediği bir sıra olarak (Yasa 70E2), oynanış sırası söylenmemiş bir renk "
            "büyükten küçüğe oynanmış sayıldı ve koz kesen el, löveyi alan en küçük kozla kesti.",
            "Oynanış sırası söylenmemiş bir renk büyükten küçüğe oynanmış sayıldı (Yasa 70E2).",
        ),
    ],
)
def test_the_record_says_the_top_down_order_is_the_regulating_authority_s(lang, line, old):
    ticked = record_lines(lang, topdown="1")
    assert line in ticked, ticked
    assert old not in ticked
    # Not ticked, the record says nothing of an order.
    assert not any("70E2" in words for words in record_lines(lang))
