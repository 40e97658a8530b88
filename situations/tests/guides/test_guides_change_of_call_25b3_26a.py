"""The unintended-call guide's changed-call Endings against 25B3 and 26A, which pull apart for one
case both texts reach: a change accepted under 25B1 (the first call withdrawn, the second standing
in its place) to a comparable call.

25B1: TR "Bu durumda ilk konuşma geri alınır ve ikinci konuşma kalır ve artırım devam eder (Yasa 26
uygulanabilir)."; WBF "The first call is then withdrawn, the second call stands and the auction
continues (Law 26 may apply)."
25B3: TR "Geri alınan ya da iptal edilen herhangi bir konuşma ile ilgili olarak Yasa 16C uygulanır.";
WBF "Law 16C applies to any call withdrawn or cancelled."
26A: TR "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma (bkz. Yasa 23A) ile
değiştirirse, ve daha sonra da defans oyuncusu olursa, kendi tarafı için herhangi bir çıkış
kısıtlaması söz konusu değildir. Yasa 16C uygulanmaz, ancak bkz. Yasa 23C."; WBF "When an offending
player's call is withdrawn and it is replaced by a comparable call (see Law 23A), then if he becomes
a defender there are no lead restrictions for his side. Law 16C does not apply, but see Law 23C."

Neither text says which governs. The Endings said 16C's consequences with no word of 26A; they now
give 16C as 25B3's and name 26A beside it."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
CHANGED = (["meant-it", "changed"], ["meant-it", "lho-called"])
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

SAYS_26A = {
    "en": ("Law 26A says 'Law 16C does not apply, but see Law 23C'", "the Laws do not say which governs"),
    "tr": ("Yasa 26A 'Yasa 16C uygulanmaz, ancak bkz. Yasa 23C' der", "Yasalar hangisinin geçerli olduğunu söylemez"),
}
SAYS_25B3 = {"en": "By Law 25B3, Law 16C applies", "tr": "Yasa 25B3'e göre Yasa 16C uygulanır"}


def test_the_official_turkish_says_both_sentences_the_guide_sets_side_by_side():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "Geri alınan ya da iptal edilen herhangi bir konuşma ile ilgili olarak Yasa 16C uygulanır" in (
        paragraphs["25B3"].text
    )
    assert "Yasa 16C uygulanmaz, ancak bkz. Yasa 23C" in paragraphs["26A"].text
    assert "ilk konuşma geri alınır ve ikinci konuşma kalır" in paragraphs["25B1"].text


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("keys", CHANGED, ids="/".join)
def test_the_changed_call_pages_name_26a_beside_25b3(client, keys, lang):
    guide_pages.says(client, SLUG, keys, lang, *SAYS_26A[lang])


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("keys", CHANGED, ids="/".join)
def test_the_read_out_gives_16c_as_25b3s_and_names_26a(client, keys, lang):
    """The Director reads this aloud: the flat "the withdrawn call's information is unauthorised"
    (Law 16C) went beyond 25B3 where the new call is comparable with the withdrawn one."""
    guide_pages.reads(client, SLUG, keys, lang, SAYS_25B3[lang], *SAYS_26A[lang])
