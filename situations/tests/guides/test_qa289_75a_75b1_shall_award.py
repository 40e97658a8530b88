"""qa289 (session 93): the guides' English states 75A's and 75B1's adjusted score in the WBF's own
verb, "shall award" (CONTRIBUTING.md, "Add a situation guide", point 1: a sentence that states what a
paragraph requires uses that paragraph's modal verb); the Turkish keeps the official future (qa278).

75A, WBF: "... the player must carefully avoid taking any advantage from it (see Law 73C); otherwise
the Director shall award an adjusted score."
75A, TR (official): "Oyuncu, bu izinsiz bir bilgiden (bkz. Yasa 16A) yararlanmaktan dikkatle
kaçınmalıdır, (bkz. Yasa 73C) aksi takdirde Hakem ayarlı skor atayacaktır."

75B1, WBF: "When this infraction results in damage to the non-offending side, the Director shall award
an adjusted score."
75B1, TR (official): "Bu ihlal sonucu kusursuz taraf zarar görürse, Hakem ayarlı skor atayacaktır."

21B3, beside 75B1 on the misinformation guide's opponent Ending, is the present in both texts and
stays so: WBF "When it is too late to change a call and the Director judges that the offending side
gained an advantage from the irregularity, he awards an adjusted score"; TR "Konuşmayı değiştirme
süresi geçmişse ve hakem usulsüzlük nedeniyle kusurlu tarafın avantaj sağladığına kanaat getirirse
ayarlı skor atar".

The English said "the Director awards an adjusted score (Law 75A)" / "(Laws 75A, 73C)" / "(Law
75B1)", and the read-out gave 21B3 and 75B1 one verb ("the Director adjusts the score if he judges
... (Law 21B3) or the misexplanation damaged you (Law 75B1)")."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

PAGES = {
    ("asking-questions", "answering"): (
        "carefully avoid taking any advantage from it, or the Director shall award an adjusted score (Law 75A).",
        "or the Director awards an adjusted score (Law 75A)",
    ),
    ("misinformation", "our-side"): (
        "he must carefully avoid taking any advantage from it, or the Director shall award an adjusted score (Laws 75A, 73C).",
        "or the Director awards an adjusted score (Laws 75A, 73C)",
    ),
    ("misinformation", "opponent"): (
        "if the non-offending side is damaged as a result, the Director shall award an adjusted score (Law 75B1).",
        "the Director awards an adjusted score (Law 75B1)",
    ),
}


@pytest.mark.parametrize("where", PAGES, ids=lambda where: "/".join(where))
def test_75a_and_75b1_say_shall_award_on_the_page(client, where):
    slug, key = where
    new, old = PAGES[where]
    says(client, slug, [key], "en", new)
    never_says(client, slug, [key], "en", old)


def test_21b3_keeps_the_present_beside_75b1_on_the_page(client):
    says(
        client,
        "misinformation",
        ["opponent"],
        "en",
        "the Director awards an adjusted score if he judges that the offending side gained an advantage from the "
        "irregularity (Law 21B3).",
    )


def test_the_read_out_gives_21b3_the_present_and_75b1_shall(client):
    reads(
        client,
        "misinformation",
        ["opponent"],
        "en",
        "the Director adjusts the score if he judges the offending side gained from the irregularity (Law 21B3); "
        "if the misexplanation damaged you, he shall (Law 75B1).",
    )
    never_reads(client, "misinformation", ["opponent"], "en", "or the misexplanation damaged you (Law 75B1)")
