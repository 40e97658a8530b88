"""What the Director reads aloud (the read-out) when extraneous information came after the first
call gives 16D3's first course as 16D2(c) words it, in Turkish as in English: the judgement that the
information could affect the result is the ground for letting the board be played with a view to
an adjusted score, not a ground for awarding one.

16D3, TR "Söz konusu izinsiz bilginin ilk konuşmanın yapılmasından sonra ve bordun oynanmasının
tamamlanmasından önce alınması durumunda hakem yukarıdaki 2(c) veya 2(d) maddelerine uygun şekilde
hareket eder"; 16D2(c), TR "İzinsiz bilginin sonucu etkileyebileceği kanısına varması halinde, ayarlı
skor vermek üzere bordun oynanmasına izin verebilir". WBF 16D3 "If such extraneous information is
received after the first call in the auction has been made and before completion of the play of the
board the Director proceeds as in 2(c) or 2(d) above"; 16D2(c) "allow completion of the play of the
board standing ready to award an adjusted score if he judges that the extraneous information
affected the result". The English read-out ("lets the board be played with a view to an adjusted
score if the information could affect the result") already followed the Turkish; the Turkish one
said the Director "allows the board to be played and, if the information could affect the result,
awards an adjusted score" ("... izin verir ve bilgi sonucu etkileyebilecekse ayarlı skor verir"),
an adjusted score on a mere "could", which neither text says.
Since audit285 the ground is worded as the Director's judgement ("kanısındaysa" / "if he judges"),
as 16D2(c) says it: test_guides_extraneous_16d2c_directors_judgement.py."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "extraneous-information"
KEYS = ["overheard", "after-first-call"]


def test_the_turkish_read_out_words_16d2c_as_the_turkish_text_does(client):
    guide_pages.reads(
        client,
        SLUG,
        KEYS,
        "tr",
        "Hakem ya, bilginin sonucu etkileyebileceği kanısındaysa ayarlı skor vermek üzere bordun oynanmasına izin verir ya da yapay ayarlı skor verir (Yasa 16D3).",
    )
    guide_pages.never_reads(client, SLUG, KEYS, "tr", "izin verir ve bilgi sonucu etkileyebilecekse ayarlı skor verir")
