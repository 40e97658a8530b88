"""The extraneous-information guide's "when" step and its read-out before the first call give 16D2's
threshold as the Director's judgement, as the page's `now` does.

16D2 (TR): "Eğer hakem bu bilginin normal oyunu etkileyebileceğini düşünürse, herhangi bir konuşma
olmadan, aşağıdakileri yapabilir: ..."
16D2 (WBF): "If the Director considers that the information would likely interfere with normal play
he may, before any call has been made: ..." (the two texts differ on the threshold; the guide
follows the Turkish, its TEXT_DIFFERS note says so on the Endings, and the English hint says so
beside the threshold.)
16D3 (TR): "Söz konusu izinsiz bilginin ilk konuşmanın yapılmasından sonra ve bordun oynanmasının
tamamlanmasından önce alınması durumunda hakem yukarıdaki 2(c) veya 2(d) maddelerine uygun şekilde
hareket eder."
16D3 (WBF): "If such extraneous information is received after the first call in the auction has been
made and before completion of the play of the board the Director proceeds as in 2(c) or 2(d) above."

The step's hint said the Director "has four courses open" before the first call with no condition,
and the read-out made the threshold the information's ("if the information could affect normal
play"), where both texts make it the Director's: "if the Director considers"."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "extraneous-information"


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "Hakem bilginin normal oyunu etkileyebileceğini düşünürse ilk konuşmadan önce dört yolu vardır (Yasa 16D2)",
            "İlk konuşmadan önce hakemin dört yolu, sonra yalnızca ikisi vardır",
        ),
        (
            "en",
            "If the Director considers that the information could affect normal play (so the official Turkish; the WBF English says 'would likely interfere with normal play'), he has four courses open before the first call (Law 16D2)",
            "Before the first call the Director has four courses open; after it, only two",
        ),
    ],
)
def test_the_when_step_gives_the_threshold(client, lang, said, old):
    says(client, SLUG, ["overheard"], lang, said)
    never_says(client, SLUG, ["overheard"], lang, old)


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "Hakem bilginin normal oyunu etkileyebileceğini düşünürse yerlerinizi değiştirebilir",
            "Bilgi normal oyunu etkileyebilecekse, hakem",
        ),
        (
            "en",
            "If the Director considers that the information could affect normal play, he may change your seats",
            "If the information could affect normal play, the Director may",
        ),
    ],
)
def test_the_read_out_before_the_first_call_makes_the_threshold_the_director_s(client, lang, said, old):
    reads(client, SLUG, ["overheard", "before-first-call"], lang, said)
    never_reads(client, SLUG, ["overheard", "before-first-call"], lang, old)
