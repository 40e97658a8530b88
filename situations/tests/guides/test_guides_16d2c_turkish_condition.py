"""The extraneous-information guide gives 16D2(c)'s course with its ground, as the Turkish
text words it, wherever it names the course: the Director may let the board be played with a view
to an adjusted score when he judges that the information could affect the result, not "have it
played and award an adjusted score if need be" ("oynatıp gerekirse ayarlı skor verebilir", "izin
verip gerekirse ayarlı skor verir"), a ground neither text gives. The English already followed the
Turkish in the Ending's own sentences but left the ground out of these two; both now give it. qa132
mended the same Turkish words in the read-out after the first call.

16D2(c), TR "İzinsiz bilginin sonucu etkileyebileceği kanısına varması halinde, ayarlı skor vermek
üzere bordun oynanmasına izin verebilir"; WBF "allow completion of the play of the board standing
ready to award an adjusted score if he judges that the extraneous information affected the result"
(the two differ, and the paragraph's editor's note says so). 16D3, TR "hakem yukarıdaki 2(c) veya
2(d) maddelerine uygun şekilde hareket eder"; WBF "the Director proceeds as in 2(c) or 2(d) above".
Since audit285 the ground is worded as the Director's judgement ("kanısındaysa" / "if he judges"),
as 16D2(c) says it: test_guides_extraneous_16d2c_directors_judgement.py."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "extraneous-information"


def test_the_read_out_before_the_first_call_gives_16d2c_its_ground(client):
    keys = ["overheard", "before-first-call"]
    guide_pages.reads(
        client,
        SLUG,
        keys,
        "tr",
        "bilginin sonucu etkileyebileceği kanısındaysa ayarlı skor vermek üzere bordun oynanmasına izin verebilir ya da yapay ayarlı skor verebilir (Yasa 16D2)",
    )
    guide_pages.never_reads(client, SLUG, keys, "tr", "gerekirse")
    guide_pages.reads(
        client,
        SLUG,
        keys,
        "en",
        "let it be played with a view to an adjusted score if he judges that the information could affect the result, or award an artificial adjusted score (Law 16D2)",
    )


def test_the_opponents_card_page_gives_16d3s_first_course_its_ground(client):
    keys = ["card-seen-during", "opponent"]
    guide_pages.says(
        client,
        SLUG,
        keys,
        "tr",
        "hakem ya, bilginin sonucu etkileyebileceği kanısındaysa ayarlı skor vermek üzere bordun oynanmasına izin verir ya da yapay ayarlı skor verir (Yasa 16D3)",
    )
    guide_pages.never_says(client, SLUG, keys, "tr", "gerekirse")
    guide_pages.says(
        client,
        SLUG,
        keys,
        "en",
        "either lets the board be played with a view to an adjusted score if he judges that the information could affect the result, or awards an artificial adjusted score (Law 16D3)",
    )
