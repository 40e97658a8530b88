"""Law 81C3 as the guides state it: a duty among those the Director's duties and powers "normally
include" (81C's opening), not a flat "the Director rectifies" (qa159's doubt, qa161). The
score-correction guide's "within the Correction Period" Ending (its now, chooser and read-out) and its
"Director's own error" Ending, and the wrong-number-of-cards guide's fouled-board director line."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

# 81C: TR "Usulsüzlüklerin onarımı ve zararın giderilmesi yetkileri yalnızca hakem'e (oyunculara
# değil) aittir. Normal şartlarda hakemin görev ve yetkileri aşağıdakileri de kapsar: ... 3. Herhangi
# bir şekilde farkına vardığı hata veya usulsüzlükleri, Yasa 79C ve 92B'ye göre belirtilen düzeltme
# süreci içinde düzeltmek."; WBF "The Director (not the players) has the responsibility for
# rectifying irregularities and redressing damage. The Director's duties and powers normally include
# also the following: ... 3. to rectify an error or irregularity of which he becomes aware in any
# manner, within the periods established in accordance with Laws 79C and 92B."
# (Without the first word, which a sentence's opening capitalises.)
NORMALLY = {
    "tr": "şartlarda hakemin görev ve yetkileri",
    "en": "circumstances the Director's duties and powers also include",
}
WITHIN_PERIOD = {
    "tr": "Normal şartlarda hakemin görev ve yetkileri, herhangi bir şekilde farkına vardığı hata veya usulsüzlükleri bu süre içinde düzeltmeyi de kapsar (Yasa 81C3).",
    "en": "Under normal circumstances the Director's duties and powers also include correcting, within that period, any error or irregularity of which he becomes aware in any manner (Law 81C3).",
}
FLAT = {
    "tr": ("bu süre içinde düzeltir (Yasa 81C3)", "süreler içinde düzeltir (Yasa 81C3)", "düzeltmeyi hakem yapar"),
    "en": ("The Director rectifies", "the Director rectifies", "the Director corrects it"),
}
READ_OUT = {
    "tr": "Düzeltmek normal şartlarda benim görev ve yetkilerim arasındadır (Yasa 81C3)",
    "en": "Under normal circumstances correcting it is among my duties and powers (Law 81C3)",
}
FLAT_READ_OUT = {"tr": "Düzeltmeyi ben yaparım", "en": "I make the correction"}


@pytest.mark.parametrize("keys", [["entry", "within-period"], ["entry", "at-the-table"]])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_within_the_period_81c3_is_among_the_duties_81c_normally_includes(client, lang, keys):
    says(client, "score-correction", keys, lang, WITHIN_PERIOD[lang])
    never_says(client, "score-correction", keys, lang, *FLAT[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_within_period_read_out_says_normally(client, lang):
    keys = ["entry", "within-period"]
    reads(client, "score-correction", keys, lang, READ_OUT[lang])
    never_reads(client, "score-correction", keys, lang, FLAT_READ_OUT[lang])


@pytest.mark.parametrize(
    "slug, keys", [("score-correction", ["ruling", "director"]), ("wrong-number-of-cards", ["fouled"])]
)
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_other_81c3_sentences_say_normally(client, lang, slug, keys):
    says(client, slug, keys, lang, NORMALLY[lang])
    never_says(client, slug, keys, lang, *FLAT[lang])
