"""27D's adjusted score in the WBF's own modal verb on the insufficient-bid Endings after a B1
correction and their read-outs (qa280, session 93; CONTRIBUTING.md: a sentence that states what a
paragraph requires uses that paragraph's modal verb; the WBF Introduction: "shall" do "(a violation
will incur a penalty more often than not)").

27D, WBF: "If following the application of B1 the Director judges at the end of the play that without
assistance gained through the infraction the outcome of the board could well have been different, and
in consequence the non-offending side is damaged (see Law 12B1), he shall award an adjusted score."
27D, TR (official): "B1'in uygulanmasını takiben oyunun sonunda hakem, yasaya aykırılıktan
kaynaklanan yardım olmadan bordun sonucunun farklı olabileceğine ve kusursuz tarafın bunun neticesinde
zarar gördüğüne (bkz. Yasa 12B1) kanaat getirirse ayarlı skor atamalıdır."

The Turkish took the obligation in session 92 (qa263: "vermelidir"); the English said "he awards".
Now "he shall award". The 72C sentence beside it keeps "awards": the WBF's 72C says "the Director
awards an adjusted score".
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says
from situations.tests.guides.test_guides_qa50 import AFTER_B1
from situations.tests.guides.test_guides_qa75 import B1_ENDINGS

pytestmark = pytest.mark.django_db
SLUG = "insufficient-bid"
NEW = "and that the non-offending side is damaged in consequence, he shall award an adjusted score (Law 27D)."
READ = "and that the non-offending side was damaged in consequence, he shall award an adjusted score (Law 27D)."
OLD = "he awards an adjusted score (Law 27D)"


@pytest.mark.parametrize("keys", AFTER_B1, ids="/".join)
def test_the_page_says_shall_award(client, keys):
    says(client, SLUG, keys, "en", NEW)
    never_says(client, SLUG, keys, "en", OLD)


@pytest.mark.parametrize("keys", B1_ENDINGS, ids="/".join)
def test_the_read_out_says_shall_award(client, keys):
    reads(client, SLUG, keys, "en", READ)
    never_reads(client, SLUG, keys, "en", OLD)
