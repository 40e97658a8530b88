"""23C's adjusted score in the WBF's own modal verb wherever the call-out-of-rotation guide's English
states it (COMPARABLE_23C, the partner-first sentence, the comparable read-out) and in the engine's 23C
line (qa280, session 93; CONTRIBUTING.md: a sentence that states what a paragraph requires uses that
paragraph's modal verb; the WBF Introduction: "shall" do "(a violation will incur a penalty more often
than not)").

23C, WBF: "If following the substitution of a comparable call [see Laws 27B1(b), 30B1(b)(i), 31A2(a)
and 32A2(a)] the Director judges at the end of the play that without the assistance gained through the
infraction the outcome of the board could well have been different, and in consequence the
non-offending side is damaged, he shall award an adjusted score [see Law 12C1(b)]."
23C, TR (official): "... hakem oyunun sonunda, usulsüzlükten kaynaklanan yardım olmadan bordun
sonucunun farklı olabileceğine ve bunun sonucu olarak kusursuz tarafın zarar görmüş olabileceğine
kanaat getirirse, ayarlı skor uygulayacaktır."

The Turkish took the future in session 92 (qa263); the English said "he awards" / "he adjusts the
score". Now "he shall award" / "he shall adjust the score", the words otherwise kept.
"""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides.english_modal import SHOWN_FIELDS, english
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says
from situations.tests.guides.test_guides_call_out_of_rotation_23c_read_out_names_the_cause import COMPARABLE

pytestmark = pytest.mark.django_db
SLUG = "call-out-of-rotation"
CLAUSE = "may have been damaged in consequence, he"
SHOWN = [
    list(keys)
    for keys, ending in BY_SLUG[SLUG].endings()
    if any(CLAUSE in s for name in SHOWN_FIELDS for s in english(getattr(ending, name)))
]
OLD = ("he awards an adjusted score (Law", "he awards an adjusted score (Laws", "he adjusts the score after play")


def test_the_23c_sentence_is_found():
    assert len(SHOWN) >= 5


@pytest.mark.parametrize("keys", SHOWN, ids="/".join)
def test_the_page_says_shall_award(client, keys):
    says(client, SLUG, keys, "en", "may have been damaged in consequence, he shall award an adjusted score (Law")
    never_says(client, SLUG, keys, "en", *OLD)


@pytest.mark.parametrize("keys", COMPARABLE, ids="/".join)
def test_the_read_out_and_the_engine_line_say_shall(client, keys):
    reads(client, SLUG, keys, "en", "may have damaged the other side, he shall adjust the score after play (Law 23C).")
    never_reads(client, SLUG, keys, "en", *OLD)
    says(
        client,
        SLUG,
        keys,
        "en",
        "may have damaged the non-offending side, he shall award an adjusted score (Law 23C).",
    )
