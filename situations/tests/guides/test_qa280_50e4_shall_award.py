"""50E4's adjusted score in the WBF's own modal verb on the exposed-card guide's penalty-card Endings
(qa280, session 93; CONTRIBUTING.md: a sentence that states what a paragraph requires uses that
paragraph's modal verb; the WBF Introduction: "shall" do "(a violation will incur a penalty more
often than not)", "should" do "(failure to do it is an infraction jeopardising the infractor's rights
but not often penalized)").

50E4, WBF: "If following the application of E1 the Director judges at the end of play that without the
assistance gained through the exposed card the outcome of the board could well have been different,
and in consequence the non-offending side is damaged (see Law 12B1), he shall award an adjusted score.
In his adjustment, he should seek to recover as nearly as possible the probable outcome of the board
without the effect of the penalty card(s)."
50E4, TR (official): "... görünen kartın kusursuz tarafa zarar veren bir bilgiyi ilettiğine karar
verirse ayarlı bir skor atamalıdır. ..."

The Turkish took the obligation in session 92 (qa263: "vermelidir"); the English said "he awards". Now
"he shall award"; the second sentence already had the WBF's "should seek".
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "exposed-card"
ENDINGS = (["defender", "small"], ["defender", "honour-or-intended"])
NEW = (
    "damaged the non-offending side (see Law 12B1), he shall award an adjusted score; in his adjustment he should seek to "
    "recover as nearly as possible the probable outcome of the board without the effect of the penalty card(s) "
    "(Law 50E4)."
)
OLD = "damaged the non-offending side, he awards an adjusted score"


@pytest.mark.parametrize("keys", ENDINGS, ids="/".join)
def test_the_page_says_shall_award(client, keys):
    says(client, SLUG, keys, "en", NEW)
    never_says(client, SLUG, keys, "en", OLD)
