"""The hesitation guide's Ending for an opponent's hesitation cites 16B3 for the Director's adjusted
score, and 12C1 as 16B3's own reference to it ("see"), not as a second source, on the page and in the
read-out.

16B3 (TR): "Hakem yasaya aykırılık bulunduğu ve bunun da kusurlu taraf lehine bir avantaj yarattığı
kanısına varırsa bir ayarlı skor vermelidir (bkz. Yasa 12C1)."
16B3 (WBF): "The Director shall assign an adjusted score (see Law 12C1) if he considers that an
infraction of law has resulted in an advantage for the offender."
12C1(a) (TR): "Bir usulsüzlükten sonra hakem bu yasalar çerçevesinde bir skor ayarlaması yapmaya yetkili
ise ve atamalı bir ayarlı skor verebiliyorsa vermelidir"; (WBF) "When after an irregularity the
Director is empowered by these laws to adjust a score and is able to award an assigned adjusted score,
he does so."

The condition the lines state (an infraction that resulted in an advantage for the offender) is 16B3's;
12C1 says how a score the Laws allow to be adjusted is adjusted. The lines said "(Yasa 16B3, 12C1)" /
"(Laws 16B3, 12C1)", as if both paragraphs said it. The page now says the paragraph's own "see"; the
read-out, short, cites 16B3 alone."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "hesitation"
KEYS = ["opponent"]


def test_the_page_cites_16b3_and_sees_12c1(client):
    says(client, SLUG, KEYS, "tr", "kanısına varırsa ayarlı skor vermelidir (Yasa 16B3; bkz. Yasa 12C1).")
    never_says(client, SLUG, KEYS, "tr", "(Yasa 16B3, 12C1)")
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "he shall assign an adjusted score if he considers that an infraction of law resulted in an advantage for the offender (Law 16B3; see Law 12C1).",
    )
    never_says(client, SLUG, KEYS, "en", "(Laws 16B3, 12C1)")


def test_the_read_out_cites_16b3_for_its_condition(client):
    """The read-out (at most 90 words, test_read_out.py) cites 16B3 alone: the sentence is 16B3's."""
    reads(client, SLUG, KEYS, "tr", "kanısına varırsa ayarlı skor vermelidir (Yasa 16B3).")
    never_reads(client, SLUG, KEYS, "tr", "(Yasa 16B3, 12C1)")
    reads(
        client,
        SLUG,
        KEYS,
        "en",
        "he shall adjust the score if he considers an infraction gave the offender an advantage (Law 16B3).",
    )
    never_reads(client, SLUG, KEYS, "en", "(Laws 16B3, 12C1)")
