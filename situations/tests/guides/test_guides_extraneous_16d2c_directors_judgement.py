"""Extraneous information: 16D2(c)'s ground is the Director's judgement, wherever the guide words the
course (audit285, session 93).

16D2(c), TR (official): "İzinsiz bilginin sonucu etkileyebileceği kanısına varması halinde, ayarlı
skor vermek üzere bordun oynanmasına izin verebilir"; WBF: "allow completion of the play of the board
standing ready to award an adjusted score if he judges that the extraneous information affected the
result" (the two differ on when he judges; the editor's note on 16D2(c) says so). 16D3, TR "hakem
yukarıdaki 2(c) veya 2(d) maddelerine uygun şekilde hareket eder"; WBF "the Director proceeds as in
2(c) or 2(d) above".

In both texts the ground is what the Director judges ("kanısına varması halinde" / "if he judges").
The Endings' own course (COURSE_C: "bilginin sonucu etkileyebileceği kanısındaysa" / "if he judges
that the information could affect the result") said it; the two read-outs and the opponent's-card
Ending said "bilgi sonucu etkileyebilecekse" / "if the information could affect the result", a fact
about the information (qa148 and qa132 gave the course its ground; qa165 made 16D2's own threshold
the Director's judgement the same way).
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

SLUG = "extraneous-information"
OLD = {"tr": "bilgi sonucu etkileyebilecekse", "en": "if the information could affect the result"}


@pytest.mark.parametrize(
    "keys, lang, new",
    [
        (
            ["overheard", "before-first-call"],
            "tr",
            "bilginin sonucu etkileyebileceği kanısındaysa ayarlı skor vermek üzere bordun oynanmasına izin verebilir ya da yapay ayarlı skor verebilir (Yasa 16D2).",
        ),
        (
            ["overheard", "before-first-call"],
            "en",
            "let it be played with a view to an adjusted score if he judges that the information could affect the result, or award an artificial adjusted score (Law 16D2).",
        ),
        (
            ["overheard", "after-first-call"],
            "tr",
            "Hakem ya, bilginin sonucu etkileyebileceği kanısındaysa ayarlı skor vermek üzere bordun oynanmasına izin verir ya da yapay ayarlı skor verir (Yasa 16D3).",
        ),
        (
            ["overheard", "after-first-call"],
            "en",
            "The Director either lets the board be played with a view to an adjusted score if he judges that the information could affect the result, or awards an artificial adjusted score (Law 16D3).",
        ),
    ],
)
def test_the_read_outs_give_the_directors_judgement(client, keys, lang, new):
    reads(client, SLUG, keys, lang, new)
    never_reads(client, SLUG, keys, lang, OLD[lang])


@pytest.mark.parametrize(
    "lang, new",
    [
        (
            "tr",
            "hakem ya, bilginin sonucu etkileyebileceği kanısındaysa ayarlı skor vermek üzere bordun oynanmasına izin verir ya da yapay ayarlı skor verir (Yasa 16D3).",
        ),
        (
            "en",
            "the Director either lets the board be played with a view to an adjusted score if he judges that the information could affect the result, or awards an artificial adjusted score (Law 16D3).",
        ),
    ],
)
def test_the_opponents_card_page_gives_the_directors_judgement(client, lang, new):
    keys = ["card-seen-during", "opponent"]
    says(client, SLUG, keys, lang, new)
    never_says(client, SLUG, keys, lang, OLD[lang])
