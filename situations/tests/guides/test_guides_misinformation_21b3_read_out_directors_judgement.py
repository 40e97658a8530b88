"""The misinformation guide's read-out to the misinformed player: 21B3's adjusted score rests on the
Director's judgement (docs/legal-review.md, Session 87 (qa201); qa191 noticed it, Session 86).

21B3, official Turkish: "Konuşmayı değiştirme süresi geçmişse ve hakem usulsüzlük nedeniyle kusurlu
tarafın avantaj sağladığına kanaat getirirse ayarlı skor atar." WBF: "When it is too late to change a
call and the Director judges that the offending side gained an advantage from the irregularity, he
awards an adjusted score."

The Ending's page said it ("hakem ... kanaat getirirse" / "if he judges"); the read-out said "kusurlu
taraf usulsüzlükten avantaj sağladıysa" / "if the offending side gained from the irregularity", a fact,
not the Director's judgement. The English read-out is at the guides' 90 words (test_read_out.py), so
its last line keeps the choice only ("You choose whether to change.": the Director's part, 21B1(a)'s
judgement and 21B3's, is in the two lines above it); 21B2's "any call he made after it" (review43's
words) stays."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db

SLUG, KEYS = "misinformation", ["opponent"]
READ = {
    "tr": (
        "Değiştirme zamanı geçtiyse, hakem kusurlu tarafın usulsüzlükten avantaj sağladığına kanaat getirirse (Yasa 21B3)",
        "değişen konuşmadan sonra yaptığı her konuşmayı değiştirebilir (Yasa 21B2)",
    ),
    "en": (
        "Too late to change: the Director adjusts the score if he judges the offending side gained from the irregularity (Law 21B3)",
        "your left-hand opponent may change any call he made after it (Law 21B2)",
    ),
}
BEFORE = {
    "tr": "Değiştirme zamanı geçtiyse, kusurlu taraf usulsüzlükten avantaj sağladıysa",
    "en": "the Director adjusts the score if the offending side gained",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_gives_21b3_the_directors_judgement(client, lang):
    reads(client, SLUG, KEYS, lang, *READ[lang])
    never_reads(client, SLUG, KEYS, lang, BEFORE[lang])
