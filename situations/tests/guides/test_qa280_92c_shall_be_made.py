"""92C in the WBF's own modal verb wherever a guide's English states it: the appeals guide's Endings
(`now`, when to call the Director, the read-out) and the score-correction guide's wrong-ruling Ending
(`now`, the read-out) (qa280, session 93; CONTRIBUTING.md: a sentence that states what a paragraph
requires uses that paragraph's modal verb; the WBF Introduction: "shall" do "(a violation will incur a
penalty more often than not)").

92C, WBF: "All requests for a review of a ruling shall be made through the Director."
92C, TR (official): "Verilmiş olan bir hükme yapılacak tüm itiraz başvuruları hakem aracılığıyla
yapılacaktır."

The Turkish took the future in session 92 (qa263); the English said "is made through" and, in the
read-out, "you apply through me". Now "shall be made through"; the read-out follows its Turkish
("başvuru benim aracılığımla yapılacaktır": "the request shall be made through me"). The imperative
advice ("Make your appeal through the Director") is not a statement of the rule and stays.
"""

import pytest

from situations.tests.guides.english_modal import READ_FIELDS, SHOWN_FIELDS, endings_saying, ids
from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

NEW = "shall be made through"
OLD = ("is made through", "you apply through me")
# Found in the old words and the new alike: "... made through ..." on the page, "... through me (Law
# 92C)" in the read-out.
SHOWN = endings_saying("made through", SHOWN_FIELDS)
READ = endings_saying("through me (Law 92C)", READ_FIELDS)


def test_92c_is_found_where_the_guides_state_it():
    assert {slug for slug, _ in SHOWN} >= {"appeal", "score-correction"}
    assert {slug for slug, _ in READ} >= {"appeal", "score-correction"}


@pytest.mark.parametrize("slug, keys", SHOWN, ids=ids)
def test_the_page_says_shall_be_made(client, slug, keys):
    says(client, slug, keys, "en", NEW)
    never_says(client, slug, keys, "en", *OLD)


@pytest.mark.parametrize("slug, keys", READ, ids=ids)
def test_the_read_out_says_shall_be_made(client, slug, keys):
    reads(client, slug, keys, "en", "the request shall be made through me (Law 92C).")
    never_reads(client, slug, keys, "en", *OLD)


def test_the_appeals_guide_states_92c_in_the_wbf_words(client):
    says(
        client,
        "appeal",
        ["disagree", "in-time", "pairs"],
        "en",
        "Every request for a review of a ruling shall be made through the Director (Law 92C).",
        "the appeal shall be made through him (Law 92C).",
    )


def test_the_score_correction_guide_states_92c_in_the_wbf_words(client):
    keys = next(k for slug, k in SHOWN if slug == "score-correction")
    says(client, "score-correction", keys, "en", "The request shall be made through the Director (Law 92C);")
