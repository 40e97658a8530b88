"""The insufficient-bid guide's not-yet read-out names 27B1(a)'s correction by the denomination(s) the
bids specify, in English as in Turkish.

27B1(a), Turkish (official): "Yetersiz deklare, geri alınan konuşma ile aynı türü(türleri) belirten
yeterli en düşük deklare ile düzeltilmişse, bir onarma yapılmaksızın artırma devam eder"; WBF English:
"if the insufficient bid is corrected by the lowest sufficient bid which specifies the same
denomination(s) as that specified by the withdrawn call, the auction proceeds without further
rectification".

The English read-out said "the lowest sufficient bid in the same denomination(s)": a bid *in* a
denomination is the one it names, which the guide's own 27B1(a) Ending says is not what counts ("What
counts is the denomination(s) the bids specify, not the suit named"). The Turkish said "Aynı tür(ler)i
belirten" already."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"


def test_the_english_read_out_says_specifying_not_in(client):
    reads(client, SLUG, ["not-yet"], "en", "Corrected by the lowest sufficient bid specifying the same denomination(s)")
    never_reads(client, SLUG, ["not-yet"], "en", "lowest sufficient bid in the same denomination")


def test_the_turkish_read_out_already_said_belirten(client):
    reads(client, SLUG, ["not-yet"], "tr", "Aynı tür(ler)i belirten en düşük yeterli deklareyle")
