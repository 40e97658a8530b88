"""Law 72C in the read-outs of the auction Endings whose rectification names it.

72C, Turkish (official): "Hakem, bir oyuncunun yaptığı kural ihlalinin kusursuz tarafa zarar
vereceğinin farkında olabileceğine kanaat getirirse, artırma ve oyunun devam etmesi (henüz bitmemiş
ise) talimatını verir. Oyunun sonunda, Hakem, kusurlu tarafın kendi ihlali sonucu kazanç sağladığına
kanaat getirirse ayarlı skor uygular"; WBF English: "If the Director determines that an offender
could have been aware at the time of his irregularity that it could well damage the non-offending
side, he shall require the auction and play to continue (if not completed). At the conclusion of play
the Director awards an adjusted score if he considers the offending side has gained an advantage
through the irregularity."

72C gives no player a choice, so Law 10C1 ("hakem mevcut olan tüm seçenekleri açıklayacaktır" / "the
Director shall explain all the options available") does not ask for it. But where the paragraph an
Ending's read-out states ends "Law 72C may apply" (27B2 and 27B3 "see Law 72C", 36B4, 37B2, 38D; TR
"Yasa 72C uygulanabilir", "bkz. Yasa 72C"), the read-out names it too, as double/in-turn and the
call-out-of-rotation read-outs already did: it is part of that rectification, and it tells the
offender, who may still choose his call, that an advantage gained through the irregularity may be
taken back. Three of these read-outs (inadmissible-call double/out-of-turn, must-pass/not-yet,
above-seven/not-yet) and two of the insufficient bid's (a double instead, the lead ban) left it out."""

import pytest

from situations.tests.guides.guide_pages import read_out

pytestmark = pytest.mark.django_db

NAMES_72C = [
    ("inadmissible-call", "double/in-turn"),
    ("inadmissible-call", "double/out-of-turn"),
    ("inadmissible-call", "must-pass/not-yet"),
    ("inadmissible-call", "above-seven/not-yet"),
    ("insufficient-bid", "not-accepted/double"),
    ("insufficient-bid", "not-accepted/insufficient"),
    ("insufficient-bid", "not-accepted/other/not-over"),
    ("insufficient-bid", "not-accepted/other/offender-defends"),
    ("insufficient-bid", "not-accepted/other/offender-declares"),
]


@pytest.mark.parametrize("slug, path", NAMES_72C, ids=lambda v: v)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_names_72c_where_the_rectification_does(client, slug, path, lang):
    words = "Yasa 72C" if lang == "tr" else "Law 72C"
    assert words in read_out(client, slug, path.split("/"), lang)
