"""The call-out-of-rotation Endings where the offender's partner, whose turn it was, called before any
ruling said "the partner's call is not restricted". The paragraphs that let him call say "but Law
16C2 applies", and 16C2 restricts him:

30B1(a), TR "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar çerçevesinde herhangi bir
yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır."; WBF "Offender's partner may make any legal call
at his proper turn, but Law 16C2 applies."
31B1, TR "... herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanabilir."; WBF "Offender's
partner may make any legal call at his proper turn, but Law 16C2 applies." (editor's note
translation-31B1: the Turkish, official, says "may apply").
32B1, TR "Kusurlu oyuncunun ortağı herhangi yasal bir konuşmayı yapabilir, ancak Yasa 16C2 geçerlidir.";
WBF "Offender's partner may make any legal call, but Law 16C2 applies."
16C2, TR "Kusurlu tarafın bir oyuncusu mantıklı seçenekler arasından izinsiz bilgin tarafından açıkça
önerilen bir konuşma veya oyun tarzını tercih edemez."; WBF "A player of an offending side may not
choose a call or play that is demonstrably suggested over another by unauthorized information if the
other call or play is a logical alternative."

The Endings now say each paragraph's "but"."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
SAID = {
    "pass": {
        "tr": "Kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır (Yasa 30B1(a))",
        "en": "The offender's partner may make any sufficient call at his turn, within the rules, but Law 16C2 applies (Law 30B1(a))",
    },
    "bid": {
        "tr": "Kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanabilir (Yasa 31B1)",
        "en": "The offender's partner may make any sufficient call at his turn, within the rules, but Law 16C2 may apply (Law 31B1)",
    },
    "double": {
        "tr": "Kusurlu oyuncunun ortağı herhangi bir yasal konuşmayı yapabilir, ancak Yasa 16C2 geçerlidir (Yasa 32B1)",
        "en": "The offender's partner may make any legal call, but Law 16C2 applies (Law 32B1)",
    },
}
OLD = {"tr": "Ortağın konuşması kısıtlanmaz", "en": "The partner's call is not restricted"}


def test_the_official_turkish_keeps_16c2_for_the_partner():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır" in paragraphs["30B1(a)"].text
    assert "herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanabilir" in paragraphs["31B1"].text
    assert "herhangi yasal bir konuşmayı yapabilir, ancak Yasa 16C2 geçerlidir" in paragraphs["32B1"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("call", ["pass", "bid", "double"])
def test_the_partner_first_endings_say_16c2_applies(client, call, lang):
    keys = ["right-player-called", "partner", call]
    says(client, SLUG, keys, lang, SAID[call][lang])
    never_says(client, SLUG, keys, lang, OLD[lang])
