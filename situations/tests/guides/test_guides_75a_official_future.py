"""75A in the official Turkish's future where the guides state it: the asking-questions guide's
answering Ending and the misinformation guide's our-side Ending, on the page (qa278, session 93;
qa263's and qa275's list).

75A, TR (official): "... Oyuncu, bu izinsiz bir bilgiden (bkz. Yasa 16A) yararlanmaktan dikkatle
kaçınmalıdır, (bkz. Yasa 73C) aksi takdirde Hakem ayarlı skor atayacaktır."
75A, WBF: "... the player must carefully avoid taking any advantage from it (see Law 73C); otherwise
the Director shall award an adjusted score."

The guides said "yoksa / aksi halde hakem ayarlı skor verir" (the present); the sentence keeps its
words and takes the official future "verecektir", as qa263 did for 64C1. The English ("the Director
awards an adjusted score") was left as it was; qa289 gave it the WBF's "shall award"
(test_qa289_75a_75b1_shall_award.py). The
read-outs cite 75A only for the partner's duty ("dikkatle kaçının"), not the adjusted score.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

PAGES = {
    ("asking-questions", "answering"): (
        "ondan yararlanmaktan dikkatle kaçınmalısınız, yoksa hakem ayarlı skor verecektir (Yasa 75A).",
        "yoksa hakem ayarlı skor verir (Yasa 75A)",
    ),
    ("misinformation", "our-side"): (
        "ondan yararlanmaktan dikkatle kaçınmalıdır; aksi halde hakem ayarlı skor verecektir (Yasa 75A, 73C).",
        "aksi halde hakem ayarlı skor verir (Yasa 75A, 73C)",
    ),
}


@pytest.mark.parametrize("where", PAGES, ids=lambda where: "/".join(where))
def test_75a_in_the_official_future_on_the_page(client, where):
    slug, key = where
    new, old = PAGES[where]
    says(client, slug, [key], "tr", new)
    never_says(client, slug, [key], "tr", old)
