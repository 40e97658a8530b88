"""The fouled-board Ending's team-play sentence says 86B2(b)'s average plus in the official Turkish's
words, "ortalama üstü", as the paragraph quoted under it does.

86B2(b) (TR): "Yalnızca bir tek yarışmacı kusurlu ise, Hakem kusursuz tarafa, söz konusu durum kapsamına
giren her bord için suni ayarlı skor ortalama üstü şeklinde suni ayarlı skor (bkz Yasa 12C2(b)), veya
atanmış bir ayarlı bir skor verir (hangisi daha yüksek ise)."; (WBF) "If only one contestant was at
fault, the Director shall award to the non-offending side, for each board in question, either an
artificial adjusted score of average plus [see Law 12C2(b)] or an assigned adjusted score, whichever is
more favorable."

The Turkish sentence said "ortalama artı", a word of neither text: 86B2(b) says "ortalama üstü", 12C2
"averaj artı". The ruling desk's 86B2(b) step says "ortalama üstü (averaj artı)". The English ("average
plus") is the WBF's and our English's word and stays."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-number-of-cards"
KEYS = ["fouled"]


def test_86b2b_says_ortalama_ustu(client):
    says(
        client,
        SLUG,
        KEYS,
        "tr",
        "yalnızca biri kusurluysa kusursuz tarafa ortalama üstü ile atanmış ayarlı skordan hangisi daha yüksekse onu verir",
    )
    never_says(client, SLUG, KEYS, "tr", "ortalama artı")


def test_the_english_keeps_average_plus(client):
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "he shall award the non-offending side the more favourable of average plus and an assigned adjusted score",
    )
