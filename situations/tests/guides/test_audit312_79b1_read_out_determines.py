"""Law 79B1 in the score-correction guide's read-out (a disagreement on the tricks won, before the
round ends): the Director determines ("saptar") whether there was a claim or concession. The Turkish
read-out said "olup olmadığına bakarım" (I look at whether), where the paragraph, the page's `now`
("Hakem önce bir talep ya da terk olup olmadığını saptar") and the English read-out ("First I
determine") say he determines it.

79B1 (TR): "Hakem, masada bir kabul veya terk talebi yapılmış olduğunu saptar ise Yasa 69B veya Yasa
71'i uygular."
79B1 (WBF): "The Director determines whether there has been a claim or concession and, if so, applies
Law 69B or Law 71."
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
KEYS = ["tricks", "before-round-ends"]
DETERMINES = {
    "tr": "Önce bir talep ya da terk olup olmadığını saptarım; olduysa Yasa 69B ya da 71'i uygularım (Yasa 79B1).",
    "en": "First I determine whether there was a claim or concession; if so, I apply Law 69B or Law 71 (Law 79B1).",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_says_79b1s_verb(client, lang):
    reads(client, "score-correction", KEYS, lang, DETERMINES[lang])
    if lang == "tr":
        never_reads(client, "score-correction", KEYS, lang, "olup olmadığına bakarım")
