"""75B1 in the official Turkish's future where the misinformation guide states it: the opponent Ending
(a wrong explanation received), its `now` and its read-out (qa278, session 93; qa263's and qa275's
list).

75B1, TR (official): "Ortaklık anlaşması, yapılan açıklamadan farklı ise, yapılan açıklama bir Yasa
ihlalidir. Bu ihlal sonucu kusursuz taraf zarar görürse, Hakem ayarlı skor atayacaktır."
75B1, WBF: "When the partnership agreement is different from the explanation given, the explanation is
an infraction of Law. When this infraction results in damage to the non-offending side, the Director
shall award an adjusted score."

21B3, in the same sentences, is the official present and stays so: TR "Konuşmayı değiştirme süresi
geçmişse ve hakem usulsüzlük nedeniyle kusurlu tarafın avantaj sağladığına kanaat getirirse ayarlı skor
atar"; WBF "When it is too late to change a call and the Director judges that the offending side gained
an advantage from the irregularity, he awards an adjusted score".

The page said "... zarar görürse hakem ayarlı skor verir (Yasa 75B1)"; the read-out gave 21B3 and 75B1
one verb, "... kanaat getirirse (Yasa 21B3) ya da ... zarar gördüyseniz (Yasa 75B1) ayarlı skor verir".
Each now takes its own paragraph's tense: 21B3 "verir", 75B1 "verecektir". The English was left as it
was; qa289 gave 75B1 the WBF's "shall award" (test_qa289_75a_75b1_shall_award.py).
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG, KEYS = "misinformation", ["opponent"]


def test_75b1_in_the_official_future_on_the_page(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "kanaat getirirse ayarlı skor verir (Yasa 21B3).",
        "kusursuz taraf bu ihlal sonucu zarar görürse hakem ayarlı skor verecektir (Yasa 75B1).",
    )
    never_says(client, SLUG, KEYS, "tr", "zarar görürse hakem ayarlı skor verir (Yasa 75B1)")


def test_75b1_in_the_official_future_in_the_read_out(client):
    reads(
        client,
        SLUG,
        KEYS,
        "tr",
        "kanaat getirirse (Yasa 21B3) ayarlı skor verir;",
        "bu yanlış açıklama yüzünden zarar gördüyseniz de ayarlı skor verecektir (Yasa 75B1).",
    )
    never_reads(client, SLUG, KEYS, "tr", "(Yasa 75B1) ayarlı skor verir")
