"""50E4's own pointer to 12B1 on the exposed-card guide's penalty cards (audit327, session 96).

50E4, TR (official): "E1 maddesinin uygulanmasından sonra, Eğer hakem oyunun sonunda, görünen kartın
kusursuz tarafa zarar veren (bkz Yasa 12B1) bir bilgiyi ilettiğine karar verirse ayarlı bir skor
atamalıdır."; WBF: "If following the application of E1 the Director judges at the end of play that
without the assistance gained through the exposed card the outcome of the board could well have been
different, and in consequence the non-offending side is damaged (see Law 12B1), he shall award an
adjusted score."
12B1, TR: "Bir yasaya aykırılık nedeniyle zarar; masada kusursuz tarafın, aykırılık gerçekleşmeseydi elde
edebileceğinden daha elverişsiz bir sonuç alması durumunda meydana gelir."; WBF: "Damage exists when,
because of an infraction, an innocent side obtains a table result less favorable than would have been the
expectation had the infraction not occurred".

Both texts send the reader to 12B1 for what "damaged" means; the minor and major penalty cards' line
(PENALTY_CARD_DAMAGE) said the damage without the pointer. Now "(bkz. Yasa 12B1)" / "(see Law 12B1)"
where each text has it."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db

SLUG = "exposed-card"
ENDINGS = (["defender", "small"], ["defender", "honour-or-intended"])
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
SAID = {
    "tr": "görünen kartın kusursuz tarafa zarar veren (bkz. Yasa 12B1) bir bilgi ilettiğine karar verirse ayarlı skor vermelidir",
    "en": "the exposed card conveyed information that damaged the non-offending side (see Law 12B1), he shall award an adjusted score",
}


def test_50e4_in_the_official_turkish_points_to_12b1():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["50E4"].text
    assert "kusursuz tarafa zarar veren (bkz Yasa 12B1)" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", ENDINGS, ids="/".join)
def test_the_penalty_card_s_adjustment_points_to_12b1(client, keys, lang):
    says(client, SLUG, keys, lang, SAID[lang])
