"""16B3's adjusted score in the WBF's own modal verb on the hesitation guide's opponent Ending (`now`
and read-out) (qa280, session 93; CONTRIBUTING.md: a sentence that states what a paragraph requires
uses that paragraph's modal verb; the WBF Introduction: "shall" do "(a violation will incur a penalty
more often than not)").

16B3, WBF: "When a player has substantial reason to believe that an opponent who had a logical
alternative has chosen an action suggested by such information, he should summon the Director when
play ends. The Director shall assign an adjusted score (see Law 12C1) if he considers that an
infraction of law has resulted in an advantage for the offender."
16B3, TR (official): "... hakem yasaya aykırılık bulunduğu ve bunun kusurlu tarafa avantaj sağladığı
kanısına varırsa bir ayarlı skor vermelidir (bkz. Yasa 12C1)."

The Turkish took the obligation in session 92 (qa275: "vermelidir"); the English said "he assigns" /
"he adjusts the score". Now "he shall assign" / "he shall adjust the score", the words otherwise kept.
The player's "call the Director" (the WBF's "he should summon") was left an imperative here; audit334
put it in 16B3's "should" (test_guides_hesitation_16b3_should_call.py), and this test reads those words.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG, KEYS = "hesitation", ["opponent"]


def test_the_page_says_shall_assign(client):
    says(
        client,
        SLUG,
        KEYS,
        "en",
        "you should call the Director when play ends; he shall assign an adjusted score if he considers that an "
        "infraction of "
        "law resulted in an advantage for the offender (Law 16B3; see Law 12C1).",
    )
    never_says(client, SLUG, KEYS, "en", "he assigns an adjusted score")


def test_the_read_out_says_shall_adjust(client):
    reads(
        client,
        SLUG,
        KEYS,
        "en",
        "you should call the Director when play ends; he shall adjust the score if he considers an infraction gave the "
        "offender an advantage (Law 16B3).",
    )
    never_reads(client, SLUG, KEYS, "en", "he adjusts the score")
