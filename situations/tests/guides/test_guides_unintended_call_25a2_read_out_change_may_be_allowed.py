"""audit328: the read-out of "A call that was meant stands" (meant-it/nothing-yet) states 25A2's rule in
25A2's own verbs (CONTRIBUTING.md, "Add a situation guide" point 1). It said "a loss of concentration is no
reason to change it" / "konsantrasyon kaybı bir değişiklik gerekçesi değildir": the rule as a fact, and of a
loss of concentration only, though the player who meant his call may simply have changed his mind; 25A2 allows
a change for a mechanical error or a slip of the tongue alone.

25A2, the official Turkish: "Oyuncunun asıl amacı seçtiği veya söylediği konuşmayı yapmak idi ise, yapılmış
olan konuşma geçerlidir. Yalnızca mekanik hata veya dil sürçmesinden kaynaklanan konuşmaların değiştirilmesine
izin verilebilir. Konsantrasyon kaybından kaynaklanan yanlış konuşmalar değiştirilemez."
25A2, the WBF English: "If the player's original intent was to make the call selected or voiced, that call
stands. A change of call may be allowed because of a mechanical error or a slip of the tongue, but not because
of a loss of concentration regarding the intent of the action."
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
KEYS = ["meant-it", "nothing-yet"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
NEW = {
    "tr": "Konuşmayı yapmak istediğiniz için o konuşma geçerlidir: yalnızca mekanik hata veya dil sürçmesinden kaynaklanan konuşmaların değiştirilmesine izin verilebilir; konsantrasyon kaybından kaynaklanan yanlış konuşmalar değiştirilemez (Yasa 25A2).",
    "en": "You meant the call, so it stands: a change of call may be allowed because of a mechanical error or a slip of the tongue, but not because of a loss of concentration (Law 25A2).",
}
OLD = {"tr": "bir değişiklik gerekçesi değildir", "en": "is no reason to change it"}


def test_the_official_turkish_25a2_says_izin_verilebilir_and_degistirilemez():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["25A2"].text
    assert (
        "Yalnızca mekanik hata veya dil sürçmesinden kaynaklanan konuşmaların değiştirilmesine izin verilebilir."
        in text
    )
    assert "Konsantrasyon kaybından kaynaklanan yanlış konuşmalar değiştirilemez." in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_25a2_in_its_verbs(client, lang):
    reads(client, SLUG, KEYS, lang, NEW[lang])
    never_reads(client, SLUG, KEYS, lang, OLD[lang])
