"""10C1 in the official Turkish's future where the dummy's-rights guide states it: the chooser of the
Ending where declarer or a defender drew attention to an irregularity (audit287, session 93; the rule
qa263 and qa275 followed for 64C1, 70A, 92C, 16B3 and others).

10C1, TR (official): "Bu yasalar bir usulsüzlükten sonra seçim olanağı tanıyorsa, hakem mevcut olan tüm
seçenekleri açıklayacaktır."
10C1, WBF: "When these Laws provide an option after an irregularity, the Director shall explain all the
options available."

The chooser said "yasa bir seçim tanıyorsa seçenekleri açıklar" (the present); it takes the official
future "açıklayacaktır". The English keeps "he explains the options", as the English of the other
stated rules does until one rule for the English's modality is decided (session 92 (lead)).
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
KEYS = ["irregularity", "declarer-or-defender"]


def test_10c1_in_the_official_future_on_the_page(client):
    says(client, SLUG, KEYS, "tr", "yasa bir seçim tanıyorsa seçenekleri açıklayacaktır (Yasa 10C1).")
    never_says(client, SLUG, KEYS, "tr", "seçenekleri açıklar (Yasa 10C1)")


def test_10c1_english_in_the_wbf_s_verb(client):
    # qa291: the English takes the WBF's "shall explain" (CONTRIBUTING.md, "Add a situation guide" point 1).
    says(client, SLUG, KEYS, "en", "where the Laws give a choice he shall explain the options (Law 10C1).")
