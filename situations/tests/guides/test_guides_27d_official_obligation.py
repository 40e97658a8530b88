"""27D's adjusted score in the official Turkish's obligation ("atamalıdır") on the insufficient-bid
Endings after a B1 correction and their read-outs (qa263, session 92; the rule since qa211: a guide
sentence that states a rule uses the official words; qa253 noticed it).

27D, TR (official): "B1'in uygulanmasını takiben oyunun sonunda hakem, yasaya aykırılıktan kaynaklanan
yardım olmadan bordun sonucunun farklı olabileceğine ve kusursuz tarafın bunun neticesinde zarar
gördüğüne (bkz. Yasa 12B1) kanaat getirirse ayarlı skor atamalıdır."
27D, WBF: "If following the application of B1 the Director judges at the end of the play that without
assistance gained through the infraction the outcome of the board could well have been different, and
in consequence the non-offending side is damaged (see Law 12B1), he shall award an adjusted score."

The guide said "ayarlı skor verir" (the present) where the official Turkish says "atamalıdır" and the
WBF "shall"; the sentence keeps its words and takes the obligation: "ayarlı skor vermelidir". The
English kept "he awards" then (qa256); qa280 gave it the WBF's "he shall award".
"""

from pathlib import Path

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says
from situations.tests.guides.test_guides_qa50 import AFTER_B1
from situations.tests.guides.test_guides_qa75 import B1_ENDINGS

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
SLUG = "insufficient-bid"
NEW = "zarar gördüğüne kanaat getirirse ayarlı skor vermelidir (Yasa 27D)."
OLD = "kanaat getirirse ayarlı skor verir (Yasa 27D)"


@pytest.mark.parametrize("keys", AFTER_B1, ids="/".join)
def test_the_page_says_27d_as_an_obligation(client, keys):
    says(client, SLUG, keys, "tr", NEW)
    never_says(client, SLUG, keys, "tr", OLD)
    says(client, SLUG, keys, "en", "he shall award an adjusted score (Law 27D).")


@pytest.mark.parametrize("keys", B1_ENDINGS, ids="/".join)
def test_the_read_out_says_27d_as_an_obligation(client, keys):
    reads(client, SLUG, keys, "tr", NEW)
    never_reads(client, SLUG, keys, "tr", OLD)


def test_the_official_turkish_says_atamalidir():
    text = TURKISH.read_text(encoding="utf-8")
    assert "zarar gördüğüne (bkz. Yasa 12B1) kanaat getirirse ayarlı skor atamalıdır." in text
