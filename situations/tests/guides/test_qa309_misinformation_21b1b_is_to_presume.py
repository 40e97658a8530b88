"""qa309: Law 21B1(b) in its own verb on the misinformation guide.

21B1(b), official Turkish (fixtures/laws_tr.txt): "Aksini ispatlayan bir kanıt olmadıkça hakem Yanlış
Konuşmadan ziyade Yanlış Açıklama olduğunu varsaymalıdır."
WBF: "The Director is to presume Mistaken Explanation rather than Mistaken Call in the absence of
evidence to the contrary."

Both Endings stated it in the present ("the Director presumes" / "hakem ... varsayar"): the
opponent's Ending's `now`, our side's `now` and its read-out. A sentence stating what a paragraph
requires says that paragraph's verb (CONTRIBUTING.md, "Add a situation guide", point 1): the WBF's
"is to presume" in English (as our English of 21B1(b) says since eng301), the official "varsaymalıdır"
in Turkish."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "misinformation"

PAGE = [
    (
        ["opponent"],
        "Without evidence to the contrary the Director is to presume mistaken explanation, not mistaken call "
        "(Law 21B1(b)).",
        "Aksi kanıtlanmadıkça hakem hatalı konuşma değil hatalı açıklama olduğunu varsaymalıdır (Yasa 21B1(b)).",
    ),
    (
        ["our-side"],
        "but without evidence to the contrary the Director is to presume mistaken explanation, not mistaken call "
        "(Laws 75C, 21B1(b)).",
        "ancak aksini ispatlayan bir kanıt olmadıkça hakem hatalı konuşma değil hatalı açıklama olduğunu "
        "varsaymalıdır (Yasa 75C, 21B1(b)).",
    ),
]
OLD = {"en": "the Director presumes", "tr": "açıklama olduğunu varsayar "}


@pytest.mark.parametrize("keys, en, tr", PAGE, ids=lambda v: "/".join(v) if isinstance(v, list) else "")
def test_the_page_says_the_director_is_to_presume(client, keys, en, tr):
    says(client, SLUG, keys, "en", en)
    says(client, SLUG, keys, "tr", tr)
    never_says(client, SLUG, keys, "en", OLD["en"])
    never_says(client, SLUG, keys, "tr", OLD["tr"])


def test_the_read_out_says_the_director_is_to_presume(client):
    reads(
        client,
        SLUG,
        ["our-side"],
        "en",
        "but without evidence to the contrary the Director is to presume mistaken explanation (Law 21B1(b)).",
    )
    reads(
        client,
        SLUG,
        ["our-side"],
        "tr",
        "ancak aksini ispatlayan bir kanıt yoksa hakem hatalı açıklama olduğunu varsaymalıdır (Yasa 21B1(b)).",
    )
    never_reads(client, SLUG, ["our-side"], "en", OLD["en"])
    never_reads(client, SLUG, ["our-side"], "tr", OLD["tr"])


def test_the_75c_editor_s_note_beside_it_says_the_director_is_to_presume(client):
    """The editor's note on 75C (fixtures/editor_notes.json), drawn beside the quoted 75C on our side's
    Ending, ends on 21B1(b); it said "the Director presumes" / "hakem ... varsayar"."""
    says(
        client,
        SLUG,
        ["our-side"],
        "en",
        "By Law 21B1(b), in the absence of evidence to the contrary, the Director is to presume a Mistaken "
        "Explanation rather than a Mistaken Call.",
    )
    says(
        client,
        SLUG,
        ["our-side"],
        "tr",
        "Yasa 21B1(b)'ye göre aksine kanıt yoksa hakem hatalı konuşma değil hatalı açıklama varsaymalıdır.",
    )
    never_says(client, SLUG, ["our-side"], "tr", "hatalı açıklama varsayar.")
