"""A paragraph quoted beside a guide's Ending is quoted to its last words, the words that close it
after its sub-paragraphs included (docs/legal-review.md, Session 86 (qa191)).

Three paragraphs of the Laws end after their sub-paragraphs, and the quotation (lawbook.quoting)
stopped before those words, where the Law page (templates/lawbook/block.html, a `tail` block)
shows them:

20F5(b), official Turkish: "Oyuncu ilk yasal fırsatta ki bu yasal fırsat; (i) bir defans oyuncusu
için oyun sonu, ve (ii) deklaran ya da yer için artırmanın son pasından sonradır. Kendi görüşüne göre
ortağının açıklamasının hatalı olduğu ile ilgili rakiplerini bilgilendirerek hakem çağırmalıdır.
(Bkz. Yasa 75B.)"; WBF "(b) The player must call the Director and inform his opponents that, in his
opinion, his partner's explanation was erroneous (see Law 75B) but only at his first legal
opportunity, which is: (i) for a defender, at the end of the play. (ii) for declarer or dummy, after
the final pass of the auction." The misinformation page quoted "The player, at his first legal
opportunity, which is: ... after the final pass of the auction," and no more: the paragraph's duty
(to call the Director and inform the opponents) was not on the page.

69B, official Turkish: "... geri alınabilir: 1. ... veya 2. ...; Bu löve iade edilerek bord yeniden
skorlanır."; WBF "... may be withdrawn within the Correction Period ...: 1. ...; or 2. ... The board
is rescored with such trick awarded to his side." 71, official Turkish: "... hakem terki aşağıdaki
sebeplerle iptal etmedikçe, geçerli kalmalıdır: A. ... veya B. ...; Bu löve iade edilerek bord
yeniden skorlanır."; WBF "... the Director shall cancel a concession: A. ...; or B. ... The board is
rescored with such trick awarded to his side." The score-correction page quoted both without what
follows the withdrawal or the cancellation.
"""

import pytest

from situations.tests.guides.guide_pages import page, says

pytestmark = pytest.mark.django_db

MISINFORMATION_OUR_SIDE = ("misinformation", ["our-side"])
TRICKS_AT_TABLE = ("score-correction", ["tricks", "before-round-ends"])


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "tr",
            "Kendi görüşüne göre ortağının açıklamasının hatalı olduğu ile ilgili rakiplerini bilgilendirerek"
            " hakem çağırmalıdır.",
        ),
        ("en", "must call the Director and inform his opponents that, in his opinion, his partner"),
    ],
)
def test_20f5b_is_quoted_with_the_call_to_the_director(client, lang, words):
    slug, keys = MISINFORMATION_OUR_SIDE
    says(client, slug, keys, lang, words)


@pytest.mark.parametrize(
    "lang, words",
    [
        ("tr", "Bu löve iade edilerek bord yeniden skorlanır."),
        ("en", "The board is rescored with that trick restored."),
    ],
)
def test_69b_and_71_are_quoted_with_the_rescoring(client, lang, words):
    """Once under each: the Ending's `now` says neither sentence, so both are the quotations'."""
    slug, keys = TRICKS_AT_TABLE
    says(client, slug, keys, lang, words)
    assert page(client, slug, keys, lang).count(words) == 2


def test_the_closing_words_follow_the_last_sub_paragraph(client):
    """Where the words stand: after 20F5(b)(ii), the sentence they close, not before 20F5(b)(i)."""
    text = page(client, *MISINFORMATION_OUR_SIDE, "tr")
    last_sub = text.index("deklaran ya da yer için artırmanın son pasından sonradır.")
    closing = text.index("rakiplerini bilgilendirerek hakem çağırmalıdır")
    assert last_sub < closing
    assert closing < text.index("75A", last_sub)
