"""qa317: the table page's top-down box says 70E2 with its verb, and as the Regulating Authority's
option.

70E2, official Turkish: "Yetkili Federasyon, talep ifadesinde açıklanmamış ise, hakemin, bir rengin
hangi şekilde oynanacağını öngördüğü bir sıra (örnek; büyükten küçüğe) belirleyebilir. (Ancak
uygulanan her yöntemin bu Yasalar çerçevesinde gerçekleşmesi zorunludur.)"; WBF: "The Regulating
Authority may specify an order (e.g. "from the top down") in which the Director shall deem a suit
played if this was not clarified in the statement of claim (but always subject to any other
requirement of this Law)".

The box said "A suit whose order was not stated is played from the top down ... (where the
Regulating Authority specifies such an order, Law 70E2)" / "... büyükten küçüğe oynanır ...": a
rule in the present that neither text states (the paragraph lets the Regulating Authority specify
an order, "may" / "belirleyebilir", in which the Director "shall deem" / "öngördüğü" a suit
played). It now says what the Director ticks (the Regulating Authority has specified such an
order), 70E2's "may" and the Director's "shall deem" / "öngördüğü", then the order the engine
plays (`top_down`, docs/rulings-cli.md, "Additions", rule 7: the ruff with the lowest trump that
wins the trick is part of the order it takes)."""

import re

import pytest

from situations.tests.table.test_table_claim import page, played

pytestmark = pytest.mark.django_db

BOX = {
    "en": "The Regulating Authority has specified an order in which the Director shall deem a suit played if this "
    "was not clarified in the statement of claim (it may, Law 70E2): from the top down, and a hand that ruffs does "
    "so with the lowest trump that wins the trick",
    "tr": "Yetkili Federasyon, talep ifadesinde açıklanmamış ise hakemin bir rengin hangi şekilde oynanacağını "
    "öngördüğü bir sıra belirlemiştir (belirleyebilir, Yasa 70E2): büyükten küçüğe; koz kesen el de löveyi alan en "
    "küçük kozla keser",
}
OLD = {"en": "is played from the top down", "tr": "büyükten küçüğe oynanır"}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_top_down_box_says_70e2_s_may_and_shall_deem(client, lang):
    html = page(client, lang, played(2), claimer="S")
    found = re.search(r'<input type="checkbox" name="topdown" value="1"> (.*?)</label>', html)
    assert found, "no top-down box"
    assert found.group(1) == BOX[lang]
    assert OLD[lang] not in found.group(1)
