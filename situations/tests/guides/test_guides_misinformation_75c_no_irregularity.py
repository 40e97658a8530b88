"""75C, a mistaken call: the official Turkish says there is no irregularity, not only no infraction.

75C: TR "Ortaklık anlaşması doğru şekilde açıklandığı takdirde, hata yapılan açıklamada değil yapılan
konuşmanın kendisinde ise, herhangi bir usulsüzlük söz konusu değildir"; our English "there is no
irregularity"; WBF "there is no infraction". By the Definitions an irregularity is wider than an
infraction, and the editor's note translation-75C says so. The guide's English said the WBF's "no
infraction" in its page and its read-out, where its Turkish said "usulsüzlük yoktur"."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
KEYS = ["our-side"]


def test_the_page_says_no_irregularity_in_english_as_in_turkish(client):
    says(client, "misinformation", KEYS, "en", "the call was the mistake, there is no irregularity and")
    says(client, "misinformation", KEYS, "tr", "konuşma hatalıysa usulsüzlük yoktur")
    never_says(client, "misinformation", KEYS, "en", "there is no infraction and")


def test_the_read_out_says_no_irregularity_in_english_as_in_turkish(client):
    reads(client, "misinformation", KEYS, "en", "A mistaken call is no irregularity (Law 75C)")
    reads(client, "misinformation", KEYS, "tr", "Hata konuşmadaysa usulsüzlük yoktur (Yasa 75C)")
    never_reads(client, "misinformation", KEYS, "en", "no infraction")
