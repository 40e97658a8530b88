"""The call-out-of-rotation Endings where the offender's partner, whose turn it was, called before any
ruling (right-player-called/partner/pass, bid, double) say what follows the offender's own call: "if it
is comparable there is no rectification". The paragraphs that say so go on, "but see Law 23C":

30B1(b)(i), TR "Yaptığı konuşma eşdeğer bir konuşma ise (bkz. Yasa 23A), herhangi bir onarma
uygulanmaz. Yasa 26B geçerli değildir, ancak bkz. Yasa 23C."; WBF "When the call is a comparable call
(see Law 23A), there is no further rectification. Law 26B does not apply, but see Law 23C."
31A2(a) (31B2: TR "Hakem yukarıdaki A2(a) veya A2(b) Maddelerine göre hüküm verir"; WBF "the Director
rules as in A2(a) or A2(b) above"), TR "Eşdeğer bir konuşma (bkz. Yasa 23A) ise, herhangi bir onarma
gerekmez. Yasa 26B geçerli değildir, ancak bkz. Yasa 23C."; WBF "When the call is a comparable call
(see Law 23A), there is no further rectification. Law 26B does not apply, but see Law 23C."
32A2(a) (32B2, the same), TR "Eşdeğer bir konuşma (bkz. Yasa 23A) yapar ise, herhangi bir onarma
gerekmez. Yasa 26B geçerli değildir, ancak bkz. Yasa 23C."; WBF the same words as 31A2(a).
23C, TR "Hakem oyunun sonunda; usulsüz konuşma sonucu edinilen yardımın olmaması halinde bordun
sonucunun farklı olabileceğine ve bunun sonucu olarak kusursuz tarafın zarar görmüş olabileceğine
kanaat getirirse, ayarlı skor uygulayacaktır."; WBF "the Director judges at the end of the play that
without the assistance gained through the infraction the outcome of the board could well have been
different, and in consequence the non-offending side is damaged, he shall award an adjusted score".

The Endings said "no rectification" and stopped, on the page and in the read-out, read before the
offender's call. Now the read-out says the paragraph's "but see Law 23C", and the page says 23C whole
among the things to weigh, on the condition that the call is comparable, and quotes 23C (in `now` the
words moved English search sets: docs/legal-review.md, Session 89 (qa219))."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import page, reads, says

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
LAW = {"pass": "30B1(b)(i)", "bid": "31A2(a)", "double": "32A2(a)"}


def read(call: str, lang: str) -> str:
    if lang == "tr":
        return f"eşdeğerse yaptırım yoktur (Yasa {LAW[call]}), ancak bkz. Yasa 23C; değilse"
    return f"if it is comparable there is no rectification (Law {LAW[call]}), but see Law 23C; if not"


def said(call: str, lang: str) -> tuple[str, str]:
    if lang == "tr":
        return (
            "Kusurlu oyuncunun konuşması eşdeğerse yaptırım yoktur, ancak bkz. Yasa 23C: hakem oyunun sonunda",
            f"zarar görmüş olabileceğine kanaat getirirse ayarlı skor verecektir (Yasa {LAW[call]}, 23C)",
        )
    return (
        "If the offender's call is comparable there is no rectification, but see Law 23C: if at the end of play",
        f"may have been damaged in consequence, he shall award an adjusted score (Laws {LAW[call]}, 23C)",
    )


def test_the_official_turkish_says_but_see_23c():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    for label in LAW.values():
        assert "Yasa 26B geçerli değildir, ancak bkz. Yasa 23C." in paragraphs[label].text, label


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("call", ["pass", "bid", "double"])
def test_the_partner_first_endings_say_but_see_23c(client, call, lang):
    keys = ["right-player-called", "partner", call]
    says(client, SLUG, keys, lang, *said(call, lang))
    reads(client, SLUG, keys, lang, read(call, lang))


@pytest.mark.parametrize("call", ["pass", "bid", "double"])
def test_the_partner_first_endings_quote_23c(client, call):
    """The page quotes the paragraph it points to (its heading, in the official Turkish)."""
    assert "Kusursuz Tarafın Zarar Görmesi" in page(client, SLUG, ["right-player-called", "partner", call], "tr")
