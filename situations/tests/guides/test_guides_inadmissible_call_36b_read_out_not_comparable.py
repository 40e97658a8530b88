"""After an inadmissible double or redouble cancelled under 36B, the read-out gives declarer his 26B
options only if the offender's new call is not comparable.

36B3 (TR, official): "Yasa 72C uygulanabilir. Yasa 26B’deki çıkış kısıtlamaları uygulanabilir."; 36B4
closes with the same two sentences. WBF: "Law 72C may apply. The lead restrictions in Law 26B may
apply." 26B applies to a call "not replaced by a comparable call" (TR "bunu eşdeğer bir konuşma ile
değiştirmezse"); 26A to one that is (TR "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir
konuşma (bkz. Yasa 23A) ile değiştirirse, ve daha sonra da defans oyuncusu olursa, kendi tarafı için
herhangi bir çıkış kısıtlaması söz konusu değildir."; WBF "When an offending player's call is withdrawn
and it is replaced by a comparable call (see Law 23A), then if he becomes a defender there are no lead
restrictions for his side.").

The pages of double/in-turn and double/out-of-turn say so (COMPARABLE_NO_BAN); their read-outs, read to
the offender before he chooses his call, said "If the offender defends, declarer has two options (Law
26B)" whatever that call. The call-out-of-rotation guide's read-out for a repeated inadmissible double
says the paragraph's "may apply", and its chooser "bu konuşma eşdeğer değilse". The read-outs' 72C
line is now 36B3's and 36B4's own "Law 72C may apply" (the 90 words)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "inadmissible-call"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

NOT_COMPARABLE = {
    "tr": "Yeni konuşmanız eşdeğer değilse (Yasa 23A) ve defansta kalırsanız deklaranın",
    # "declarer has, at partner's first turn to lead (the opening lead included), two options" since qa326.
    "en": "If your new call is not comparable (Law 23A) and you defend, declarer has,",
}
MAY_72C = {"tr": "Yasa 72C de uygulanabilir.", "en": "Law 72C may apply too."}
OLD = {
    "tr": "Kusurlu oyuncu defans oyuncusu olursa deklaranın iki seçeneği olur",
    "en": "If the offender defends, declarer has two options",
}


def test_the_official_turkish_36b_and_26():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert paragraphs["36B3"].text.endswith("Yasa 26B’deki çıkış kısıtlamaları uygulanabilir.")
    assert paragraphs["36B4"].text.endswith("Yasa 26B’deki çıkış kısıtlamaları uygulanabilir.")
    assert "bunu eşdeğer bir konuşma ile değiştirmezse" in paragraphs["26B"].text
    assert "kendi tarafı için herhangi bir çıkış kısıtlaması söz konusu değildir" in paragraphs["26A"].text


@pytest.mark.parametrize("path", ["double/in-turn", "double/out-of-turn"])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_gives_26b_only_to_a_call_not_comparable(client, path, lang):
    reads(client, SLUG, path.split("/"), lang, NOT_COMPARABLE[lang], MAY_72C[lang])
    never_reads(client, SLUG, path.split("/"), lang, OLD[lang])
