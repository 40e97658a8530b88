"""Law 90A in the slow-play read-out: the offence the Director may penalise is one that delays the
game "unduly" ("nedensiz yere"), the condition the Ending's now and the list of 90B say; the
read-out said "the delay" / "Oyunu geciktiren davranışı" without it (qa182)."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db

# 90A: TR "Hakem, bu yasaların onarma ile ilgili hükümlerini tatbik etmeye ilaveten, nedensiz yere
# oyunu geciktiren veya engelleyen, diğer yarışmacıları rahatsız eden, doğru yöntemi ihlal eden veya
# bir başka masada ayarlı skor atanmasını gerektiren her kusurlu davranışı ayrıca cezalandırabilir.";
# WBF "The Director, in addition to implementing the rectifications in these Laws, may also assess
# procedural penalties for any offense that unduly delays or obstructs the game, inconveniences other
# contestants, violates correct procedure, or requires the award of an adjusted score."
UNDULY = {
    "tr": "Oyunu nedensiz yere geciktiren davranışı cezalandırıp cezalandırmayacağıma ve miktarına ben karar veririm (Yasa 90A)",
    "en": "Whether to penalise an offence that unduly delays the game, and how much, is for me to decide (Law 90A)",
}
WITHOUT_THE_CONDITION = {"tr": "Oyunu geciktiren davranışı", "en": "Whether to penalise the delay"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_slow_play_read_out_says_90a_s_unduly(client, lang):
    reads(client, "penalties", ["slow-play"], lang, UNDULY[lang])
    never_reads(client, "penalties", ["slow-play"], lang, WITHOUT_THE_CONDITION[lang])
