"""70A's doubtful point in the WBF's own modal verb on the claim guide's disputed Ending (its `now`,
the engine's answer under it, the read-out) and in the engine's other 70A line (qa280, session 93;
CONTRIBUTING.md: a sentence that states what a paragraph requires uses that paragraph's modal verb;
the WBF Introduction: "shall" do "(a violation will incur a penalty more often than not)").

70A, WBF: "In ruling on a contested claim or concession, the Director adjudicates the result of the
board as equitably as possible to both sides, but any doubtful point as to a claim shall be resolved
against the claimer."
70A, TR (official): "İtiraz edilmiş bir talep veya terk hakkında karar verirken, hakem bordun sonucunu
her iki taraf için de mümkün olduğunca eşit olarak kararlaştırır, ancak talep ile ilgili her şüpheli
durum talep edenin aleyhine çözümlenecektir."

The Turkish took the future in session 92 (qa263); the English said "is resolved" / "being
resolved". Now "shall be resolved". The first clause ("adjudicates" / "kararlaştırır") is the present
in both texts and stays.
"""

import pytest

from situations.engine_words import NO_LINE_KNOWN
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG, KEYS = "claim", ["disputed"]

NOW = "Any doubtful point shall be resolved against the claimer (Law 70A)."
ENGINE = "against any defence; any doubtful point shall be resolved against the claimer (Law 70A)."
READ = "any doubtful point shall be resolved against you (Laws 70B, 70A)."
OLD = ("doubtful point is resolved against", "doubtful point being resolved against")


def test_the_disputed_ending_says_shall_be_resolved(client):
    says(client, SLUG, KEYS, "en", NOW, ENGINE)
    never_says(client, SLUG, KEYS, "en", *OLD)


def test_the_read_out_says_shall_be_resolved(client):
    reads(client, SLUG, KEYS, "en", READ)
    never_reads(client, SLUG, KEYS, "en", *OLD)


def test_the_engine_s_no_line_known_says_shall_be_resolved():
    said = NO_LINE_KNOWN[1]
    assert "the Director adjudicates the result as equitably as possible to both sides" in said
    assert "and any doubtful point shall be resolved against the claimer (Law 70A)" in said
    assert not any(old in said for old in OLD)
