"""16B3 in the official Turkish's obligation where the hesitation guide states it: the opponent's-
hesitation Ending's `now` and its read-out (qa275, session 92; qa263's list).

16B3, TR (official): "... oyun bittikten sonra hakemi çağırmalıdır. Hakem yasaya aykırılık bulunduğu ve
bunun da kusurlu taraf lehine bir avantaj yarattığı kanısına varırsa bir ayarlı skor vermelidir (bkz.
Yasa 12C1)."
16B3, WBF: "... he should summon the Director when play ends. The Director shall assign an adjusted score
(see Law 12C1) if he considers that an infraction of law has resulted in an advantage for the offender."

The guide said "kanısına varırsa ayarlı skor verir" (the present); it takes the obligation
"vermelidir", as qa263 did for 27D and 50E4. The English keeps "assigns" / "adjusts the score".
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "hesitation"
KEYS = ["opponent"]
OLD = "kanısına varırsa ayarlı skor verir"


def test_16b3_in_the_official_obligation_on_the_page(client):
    says(client, SLUG, KEYS, "tr", "kanısına varırsa ayarlı skor vermelidir (Yasa 16B3; bkz. Yasa 12C1).")
    never_says(client, SLUG, KEYS, "tr", OLD)


def test_16b3_in_the_official_obligation_in_the_read_out(client):
    reads(client, SLUG, KEYS, "tr", "kanısına varırsa ayarlı skor vermelidir (Yasa 16B3).")
    never_reads(client, SLUG, KEYS, "tr", OLD)
