"""Where a guide quotes 9B2 (the Director's line for an irregularity the Laws leave unrectified, in the
premature-play, defective-trick and card-from-dummy guides; the insufficient-bid and inadmissible-call
guides' first steps), it says what the official Turkish says, in both languages (qa163; the editor's note translation-9B2).

9B2, the official Turkish (fixtures/laws_tr.txt): "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın
belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde
bulunmayacaktır." The WBF English: "No player shall take any action until the Director has explained
all matters in regard to rectification." The English pages said the WBF's words, and the Turkish
pages of the two auction guides said "onarmayla ilgili tüm olası durumları" (all matters regarding
rectification): neither named the penalty the Turkish has the Director explain before anyone acts."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

PLACES = [
    ("premature-play", ["before-partner", "declarer-both-hands"]),  # 57C1: common.call_though_unrectified
    ("card-from-dummy", ["incomplete", "high"]),  # 46B1(a), the same line (qa162)
    ("insufficient-bid", []),
    ("inadmissible-call", []),
]
NOW = {
    "tr": "usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu",
    "en": "until the Director has explained all the possible matters concerning the correction of the irregularity and the assessment of a penalty (Law 9B2)",
}
OLD = {
    "tr": ("onarmayla ilgili tüm olası durumları", "düzeltilmesi ve ceza konusundaki"),
    "en": ("all matters in regard to rectification",),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("slug, keys", PLACES, ids=lambda v: v if isinstance(v, str) else "/".join(v) or "start")
def test_a_guide_quoting_9b2_names_the_determination_of_a_penalty(client, slug, keys, lang):
    says(client, slug, keys, lang, NOW[lang])
    never_says(client, slug, keys, lang, *OLD[lang])
