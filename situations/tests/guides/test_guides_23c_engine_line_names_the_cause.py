"""The engine's line after a comparable call said "but at the end of play, if the non-offending side
was damaged, see Law 23C": any damage, as the call-out-of-rotation read-outs said it before qa190.
23C asks for damage through the help the irregularity gave:

23C, TR "Hakem oyunun sonunda; usulsüz konuşma sonucu edinilen yardımın olmaması halinde bordun
sonucunun farklı olabileceğine ve bunun sonucu olarak kusursuz tarafın zarar görmüş olabileceğine
kanaat getirirse, ayarlı skor uygulayacaktır."; WBF "the Director judges at the end of the play that
without the assistance gained through the infraction the outcome of the board could well have been
different, and in consequence the non-offending side is damaged, he shall award an adjusted score".

The line now names the cause as the read-outs do, in the official Turkish's "may have" (the editor's
note on 23C says where the WBF differs). It is the engine's answer in words (`laws` naming 23A), shown
on every Ending whose example replaces a call by a comparable one."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import never_says, says

# the five */comparable Endings, as qa190's read-out test names them
from situations.tests.guides.test_guides_call_out_of_rotation_23c_read_out_names_the_cause import COMPARABLE

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
SAID = {
    "tr": "ancak oyunun sonunda hakem, usulsüzlükten gelen yardımın kusursuz tarafa zarar vermiş olabileceğine "
    "kanaat getirirse ayarlı skor uygulayacaktır (Yasa 23C).",
    "en": "but if at the end of play the Director judges the irregularity's help may have damaged the non-offending "
    "side, he shall award an adjusted score (Law 23C).",
}
OLD = {
    "tr": "kusursuz taraf zarar gördüyse Yasa 23C'ye bakılır",
    "en": "if the non-offending side was damaged, see Law 23C",
}


def test_the_official_turkish_23c_names_the_help_gained_and_may_have():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["23C"].text
    assert "usulsüz konuşma sonucu edinilen yardımın olmaması halinde" in text
    assert "kusursuz tarafın zarar görmüş olabileceğine kanaat getirirse, ayarlı skor uygulayacaktır" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", COMPARABLE, ids=lambda keys: "-".join(keys[1:3]))
def test_the_comparable_endings_engine_line_names_the_cause(client, keys, lang):
    says(client, SLUG, keys, lang, SAID[lang])
    never_says(client, SLUG, keys, lang, OLD[lang])
