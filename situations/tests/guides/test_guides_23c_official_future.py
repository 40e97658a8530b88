"""23C's adjusted score in the official Turkish's future ("uygulayacaktır") on the call-out-of-rotation
guide: the Endings' 23C sentence, the comparable-call read-outs and the engine's 23C line (qa263,
session 92; the rule since qa211: a guide sentence that states a rule uses the official words).

23C, TR (official): "İptal edilen bir konuşmanın yerini eşdeğer bir konuşmanın alması sonucu [...]
Hakem oyunun sonunda; usulsüz konuşma sonucu edinilen yardımın olmaması halinde bordun sonucunun
farklı olabileceğine ve bunun sonucu olarak kusursuz tarafın zarar görmüş olabileceğine kanaat
getirirse, ayarlı skor uygulayacaktır."
23C, WBF: "If following the substitution of a comparable call [...] the Director judges at the end of
the play that without the assistance gained through the infraction the outcome of the board could well
have been different, and in consequence the non-offending side is damaged, he shall award an adjusted
score [see Law 12C1(b)]."

The guide said "ayarlı skor verir", the read-out "skoru ayarlar", the engine "ayarlı skor uygular"
(the present) where the official Turkish has the future and the WBF "shall"; each sentence keeps its
words and takes the future. The English kept "he awards" / "he adjusts" then (qa256; qa280 gave it the WBF's "shall"; the English modals
left for a search question).
"""

import dataclasses
from pathlib import Path

import pytest

from situations.content import BY_SLUG
from situations.guide import Text
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says
from situations.tests.guides.test_guides_call_out_of_rotation_23c_read_out_names_the_cause import COMPARABLE

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
SLUG = "call-out-of-rotation"
CLAUSE = "zarar görmüş olabileceğine kanaat getirirse ayarlı skor ver"
NEW = "zarar görmüş olabileceğine kanaat getirirse ayarlı skor verecektir (Yasa "
OLD = "zarar görmüş olabileceğine kanaat getirirse ayarlı skor verir (Yasa "


def _turkish(obj) -> list[str]:
    if isinstance(obj, Text):
        return [obj.tr]
    if isinstance(obj, (tuple, list)):
        return [s for item in obj for s in _turkish(item)]
    if dataclasses.is_dataclass(obj):
        return [s for f in dataclasses.fields(obj) if f.name != "script" for s in _turkish(getattr(obj, f.name))]
    return []


SHOWN = [keys for keys, ending in BY_SLUG[SLUG].endings() if any(CLAUSE in s for s in _turkish(ending))]


def test_the_23c_sentence_is_found():
    assert len(SHOWN) >= 5


@pytest.mark.parametrize("keys", SHOWN, ids="/".join)
def test_the_page_says_23c_in_the_official_future(client, keys):
    says(client, SLUG, keys, "tr", NEW)
    never_says(client, SLUG, keys, "tr", OLD)


@pytest.mark.parametrize("keys", COMPARABLE, ids="/".join)
def test_the_read_out_and_the_engine_line_say_the_future(client, keys):
    reads(client, SLUG, keys, "tr", "kanaat getirirse oyunun sonunda skoru ayarlayacaktır (Yasa 23C).")
    never_reads(client, SLUG, keys, "tr", "skoru ayarlar (Yasa 23C)")
    says(client, SLUG, keys, "tr", "kanaat getirirse ayarlı skor uygulayacaktır (Yasa 23C).")
    never_says(client, SLUG, keys, "tr", "ayarlı skor uygular (Yasa 23C)")
    says(client, SLUG, keys, "en", "he shall award an adjusted score (Law 23C).")


def test_the_official_turkish_says_uygulayacaktir():
    text = TURKISH.read_text(encoding="utf-8")
    assert "zarar görmüş olabileceğine kanaat getirirse, ayarlı skor uygulayacaktır." in text
