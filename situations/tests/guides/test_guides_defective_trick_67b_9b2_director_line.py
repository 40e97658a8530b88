"""The defective-trick guide's "When to call the Director" once both sides have played to the next
trick (67B: a card missing, too many, or not placed) said "kimse kartlara kendi başına dokunmasın" /
"nobody touches the cards on his own", a line no paragraph it cites says (qa169). The Law's own line
is 9B2, said as the official Turkish says it (editor's note translation-9B2).

9B2, TR "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları
açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır."; WBF "No player shall take
any action until the Director has explained all matters in regard to rectification." 67B, TR "hakem
işlemi aşağıdaki şekilde sürdürmelidir"; WBF "he proceeds as follows"."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
# In 9B2's and 67B's own verbs since audit300 (test_audit300_defective_trick_modal_verbs.py).
NOW = {
    "tr": (
        "açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır (Yasa 9B2)",
        "özürlü lövede hakem işlemi Yasa 67B'de gösterilen şekilde sürdürmelidir (Yasa 67B)",
    ),
    "en": (
        "No player shall take any action until the Director has explained all the possible matters concerning the correction of the irregularity and the assessment of a penalty (Law 9B2)",
        "the Director proceeds with the defective trick as Law 67B sets out (Law 67B)",
    ),
}
OLD = {"tr": "kimse kartlara kendi başına dokunmasın", "en": "nobody touches the cards on his own"}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("case", ["missing", "too-many", "not-placed"])
def test_the_67b_director_line_says_9b2_not_an_unwritten_rule(client, case, lang):
    keys = ["wrong-count", "later", case]
    says(client, SLUG, keys, lang, *NOW[lang])
    never_says(client, SLUG, keys, lang, OLD[lang])
