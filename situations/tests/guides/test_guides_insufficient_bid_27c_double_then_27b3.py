"""The insufficient-bid guide's early correction (replaced-early/reject): a double or redouble made
before the Director ruled comes under 27B3 whole, not only its cancellation.

27C, Turkish (official): "Kusurlu oyuncu, yetersiz deklaresini Hakemin bir hüküm vermesinden önce
düzeltirse ve eğer daha önceki yetersiz deklare Madde A1'de belirtilen şekilde soldaki oyuncu tarafından
kabul edilmemişse (ancak bkz. yukarıda B3), yeni deklare, kurallara uygun olmak kaydı ile, geçerlidir";
WBF English: "the substitution, if legal, stands unless the insufficient bid is accepted as A1 allows (but
see B3 above)".
27B3, Turkish: "... kusurlu oyuncu yetersiz deklaresini bir kontr veya sürkontr ile düzeltme girişiminde
bulunursa, yapılmak istenen bu konuşma iptal edilir. Kusurlu oyuncu, konuşmasını yukarıda belirlenen
kriterler çerçevesinde düzeltir ve ortağı konuşma sırası kendisine her geldiğinde pas geçmek
zorundadır"; WBF: "... the attempted call is cancelled. The offender must replace it as the foregoing
allows and his partner must then pass whenever it is his turn to call".

The page said the double "is cancelled" and, on the next line, that the lowest sufficient bid in the
same denomination(s) "costs nothing": after a cancelled double it does not. The engine agrees with the
Law: `"N:1S","E:1H","E:X",reject,"E:2H"` leaves West bound to pass to the end (27B3, 27C)."""

import pytest

from rulings.queries import answer
from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
KEYS = ["replaced-early", "reject"]

LINE = {
    "tr": "hakem eşdeğer saymadıkça iptal edilir, kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı, yeni düzeltme ne olursa olsun, her sırasında pas geçmek zorundadır.",
    "en": "unless the Director judges it comparable, it is cancelled, the offender must replace it as the foregoing allows and his partner must pass at every turn, whatever the new correction.",
}


def test_the_engine_binds_the_partner_after_a_cancelled_early_double_whatever_the_replacement():
    calls = ["N:1S", "E:1H", "E:X", {"act": "reject", "seat": "S"}, "E:2H"]
    reply = answer({"q": "auction", "dealer": "N", "calls": calls})
    assert reply["must_pass"] == [{"seat": "W", "until": "end"}], reply
    assert "27B3" in reply["laws"] and "27B1(a)" not in reply["laws"], reply


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_early_double_line_states_27b3_s_correction_and_partner_s_pass(client, lang):
    says(client, SLUG, KEYS, lang, LINE[lang])
