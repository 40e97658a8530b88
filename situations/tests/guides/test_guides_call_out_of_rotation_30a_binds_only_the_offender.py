"""The call-out-of-rotation Ending of a pass at the right-hand opponent's turn said "His partner calls
freely" (the read-out: "partner calls freely"). 30A binds the offender alone, but the partner is not
free of the cancelled pass's information, which the Ending itself says is unauthorised for the
offending side (16C2 restricts his choice among logical alternatives):

30A, TR "Bir oyuncu, konuşma sırası sağındaki rakipteyken pas geçmişse, kusurlu oyuncu konuşma sırası
kendisine ilk geldiğinde pas geçmek zorundadır ve Yasa 72C uygulanabilir."; WBF "When a pass out of
rotation is made at offender's RHO's turn to call, the offender must pass when next it is his turn to
call and Law 72C may apply."
16C2, TR "Kusurlu tarafın bir oyuncusu mantıklı seçenekler arasından izinsiz bilgin tarafından açıkça
önerilen bir konuşma veya oyun tarzını tercih edemez."; WBF "A player of an offending side may not
choose a call or play that is demonstrably suggested over another by unauthorized information if the
other call or play is a logical alternative."

The page and the read-out now say what 30A says of the partner: it binds only the offender, so his
partner may call (the page tried "his partner need not pass" first: its "pass" words moved two search
sets, 0.018 and 0.008). The call-out-of-rotation quiz dropped "calls freely" for the same reason
(test_audit_q45b.py)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
KEYS = ["not-accepted", "pass", "rho"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
PAGE = {
    "tr": ("Yasa 30A yalnız kusurlu oyuncuyu bağlar; ortağı konuşabilir.", "serbestçe"),
    "en": ("Law 30A binds only the offender; his partner may call.", "calls freely"),
}
READ_OUT = {
    "tr": ("(Yasa 30A); ortağınız konuşabilir.", "serbestçe"),
    "en": ("(Law 30A); partner may call.", "calls freely"),
}


def test_the_official_turkish_30a_binds_the_offender():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "kusurlu oyuncu konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır" in paragraphs["30A"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_30a_ending_does_not_call_the_partner_free(client, lang):
    now, old = PAGE[lang]
    says(client, SLUG, KEYS, lang, now)
    never_says(client, SLUG, KEYS, lang, old)
    now, old = READ_OUT[lang]
    reads(client, SLUG, KEYS, lang, now)
    never_reads(client, SLUG, KEYS, lang, old)
