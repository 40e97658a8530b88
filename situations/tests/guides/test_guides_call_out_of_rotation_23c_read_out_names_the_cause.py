"""The call-out-of-rotation read-outs after a comparable call said the Director adjusts the score "if
he judges the other side may have been damaged": one of 23C's two conditions, so that read aloud any
damage seemed to do. 23C asks that the result could have been different without the help gained
through the irregularity, and that the non-offending side may have been damaged in consequence:

23C, TR "Hakem oyunun sonunda; usulsüz konuşma sonucu edinilen yardımın olmaması halinde bordun
sonucunun farklı olabileceğine ve bunun sonucu olarak kusursuz tarafın zarar görmüş olabileceğine
kanaat getirirse, ayarlı skor uygulayacaktır."; WBF "the Director judges at the end of the play that
without the assistance gained through the infraction the outcome of the board could well have been
different, and in consequence the non-offending side is damaged, he shall award an adjusted score".

The read-outs now name the damage's cause, the help gained through the irregularity (within the
read-out's 90 words; the Endings' own 23C sentence, on the page, says both conditions in full, and the
page quotes 23C with its editor's note)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
COMPARABLE = [
    ["not-accepted", "pass", "partner", "comparable"],
    ["not-accepted", "bid", "rho", "comparable"],
    ["not-accepted", "bid", "partner", "comparable"],
    ["not-accepted", "double", "rho", "comparable"],
    ["not-accepted", "double", "partner", "comparable"],
]
SAID = {
    "tr": "hakem usulsüzlükten gelen yardımın kusursuz tarafa zarar vermiş olabileceğine kanaat getirirse oyunun sonunda skoru ayarlayacaktır (Yasa 23C)",
    "en": "if the Director judges the irregularity's help may have damaged the other side, he shall adjust the score after play (Law 23C)",
}
OLD = {
    "tr": "hakem kusursuz tarafın zarar görmüş olabileceğine kanaat getirirse oyunun sonunda skoru ayarlar",
    "en": "if the Director judges the other side may have been damaged, he adjusts the score",
}


def test_the_official_turkish_23c_has_both_conditions():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    text = paragraphs["23C"].text
    assert "yardımın olmaması halinde bordun sonucunun farklı olabileceğine" in text
    assert "bunun sonucu olarak kusursuz tarafın zarar görmüş olabileceğine" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", COMPARABLE, ids=lambda keys: "-".join(keys[1:3]))
def test_the_comparable_read_outs_say_both_conditions(client, keys, lang):
    reads(client, SLUG, keys, lang, SAID[lang])
    never_reads(client, SLUG, keys, lang, OLD[lang])
