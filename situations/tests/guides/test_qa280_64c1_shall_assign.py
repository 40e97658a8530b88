"""64C1's adjusted score in the WBF's own modal verb on every guide page and read-out whose English
states it, and in the engine's 64C line (qa280, session 93; CONTRIBUTING.md: a sentence that states
what a paragraph requires uses that paragraph's modal verb, the WBF Introduction: "shall" do "(a
violation will incur a penalty more often than not)").

64C1, WBF: "When, after any established revoke, including those not subject to trick adjustment, the
Director deems that the non-offending side is insufficiently compensated by this Law for the damage
caused, he shall assign an adjusted score."
64C1, TR (official): "Onarmaya tabi olmayanlar da dahil olmak üzere, her resmileşmiş rönonstan sonra,
hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede tazmin
edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır."

The Turkish took the future in session 92 (qa263: "verecektir" / "atayacaktır"); the English said
"assigns". Now "shall assign", the words otherwise kept.
"""

import pytest

import rulings
from situations.engine_words import describe, with_revoke_status
from situations.tests.guides.english_modal import READ_FIELDS, SHOWN_FIELDS, endings_saying, ids
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says
from situations.tests.test_engine_words_audit import REVOKE_64C

pytestmark = pytest.mark.django_db

CLAUSE = "not sufficiently compensated"
OLD = ("the Director assigns an adjusted score if he considers", "he assigns an adjusted score (Law")
SHOWN = endings_saying(CLAUSE, SHOWN_FIELDS)
READ = endings_saying(CLAUSE, READ_FIELDS)


def test_the_clause_is_found_where_the_guides_state_it():
    assert len(SHOWN) >= 8 and len(READ) >= 4
    assert {slug for slug, _ in SHOWN} >= {"revoke", "penalty-cards-more", "card-from-dummy"}


@pytest.mark.parametrize("slug, keys", SHOWN, ids=ids)
def test_the_page_says_shall_assign(client, slug, keys):
    says(client, slug, keys, "en", "shall assign an adjusted score")
    never_says(client, slug, keys, "en", *OLD)


@pytest.mark.parametrize("slug, keys", READ, ids=ids)
def test_the_read_out_says_shall_assign(client, slug, keys):
    reads(client, slug, keys, "en", "shall assign an adjusted score")
    never_reads(client, slug, keys, "en", *OLD)


def test_the_engine_line_says_shall_assign():
    answer = rulings.answer(with_revoke_status(REVOKE_64C))
    said_en = next(s for s in describe(answer, REVOKE_64C, "en") if "(Law 64C)" in s)
    assert said_en.endswith("is not sufficiently compensated, he shall assign an adjusted score (Law 64C).")
