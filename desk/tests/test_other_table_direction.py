"""The other table's score at team play is asked for the same direction, not "the same side".

A side is a partnership (Definitions, TR "Taraf: Öbür iki oyuncuya karşı bir ortaklık oluşturan
iki oyuncu"; WBF "Side: two players at a table who constitute a partnership"). At team play the
other table's North-South are the other team's pair. 78B compares two scores (TR "her bord için,
iki skor arasındaki toplam puan farkı karşılaştırılır ve aşağıdaki skalaya göre IMP'ye çevrilir";
WBF "on each board the total point difference between the two scores compared is converted into
IMPs"); which two is the engine's model, not the Laws': `other` is "the score at the other table,
from the same side's point of view" (docs/rulings-cli.md), the score scored for the direction the
results are scored for. The label said "the same side's score at the other table", which a
Director could read as his own team's pair (the other direction there) and type with the wrong
sign (qa96). It now says "the same direction", on the desk's 86B2(b) step and the score calculator."""

from __future__ import annotations

import pytest

from .test_desk95 import FOULED, WRONG, _walk
from .test_judgement import text_of

pytestmark = pytest.mark.django_db

LABEL = {
    "en": "IMPs: the other table's score for the same direction (e.g. North-South's)",
    "tr": "IMP: diğer masada aynı yönün skoru (örneğin Kuzey-Güney'in)",
}
OLD = {"en": "the same side's score at the other table", "tr": "aynı tarafın diğer masadaki skoru"}


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize(
    "title, answers", [(WRONG, ("teams", "multiple", "no", "one")), (FOULED, ("fouled", "f_teams", "one"))]
)
def test_the_desk_86b2b_step_asks_for_the_same_direction_at_the_other_table(director_client, lang, title, answers):
    page = text_of(_walk(director_client, lang, title, answers))
    assert LABEL[lang].replace("'", "&#x27;") in page or LABEL[lang] in page
    assert OLD[lang] not in page


@pytest.mark.parametrize("lang, url", [("en", "/en/director/score/"), ("tr", "/tr/hakem/skor/")])
def test_the_score_calculator_asks_for_the_same_direction_at_the_other_table(client, lang, url):
    page = client.get(url).content.decode()
    assert LABEL[lang].replace("'", "&#x27;") in page or LABEL[lang] in page
    assert OLD[lang] not in page
