"""The asking-questions guide said of 9B1(a) that the Director "is called" ("hakem çağrılır") when
attention is drawn to an irregularity; the paragraph says he *should* be summoned ("çağrılmalıdır"),
a duty of the players, not a thing that happens by itself.

9B1(a) (TR): "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır."
9B1(a) (WBF): "The Director should be summoned at once when attention is drawn to an irregularity."
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"

DIRECTOR_LINE = {
    "tr": (
        "Bir usulsüzlüğe dikkat çekildiğinde (yanlış bir yanıt, kurala aykırı bir soru) hakem hemen çağrılmalıdır (Yasa 9B1(a)).",
        "hakem hemen çağrılır (Yasa 9B1(a))",
    ),
    "en": (
        "When attention is drawn to an irregularity (a wrong reply, an improper question), the Director should be summoned at once (Law 9B1(a)).",
        "the Director is called at once (Law 9B1(a))",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize(
    "keys",
    [["asking", "auction", "meaning"], ["asking", "play", "defender"], ["for-partner"]],
    ids="/".join,
)
def test_the_director_line_says_he_should_be_summoned(client, keys, lang):
    new, old = DIRECTOR_LINE[lang]
    says(client, SLUG, keys, lang, new)
    never_says(client, SLUG, keys, lang, old)


@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            "Bir usulsüzlüğe dikkat çekildiğinde hakem hemen çağrılmalıdır (Yasa 9B1(a))",
            "Bir usulsüzlüğe dikkat çekildiğinde hakem hemen çağrılır (Yasa 9B1(a))",
        ),
        (
            "en",
            "When attention is drawn to an irregularity, the Director should be summoned at once (Law 9B1(a))",
            "When attention is drawn to an irregularity, the Director is called at once (Law 9B1(a))",
        ),
    ],
)
def test_the_sole_purpose_read_out_says_he_should_be_summoned(client, lang, new, old):
    reads(client, SLUG, ["for-partner"], lang, new)
    never_reads(client, SLUG, ["for-partner"], lang, old)


@pytest.mark.parametrize(
    "lang, new",
    [
        ("tr", "dikkat çekildiğinde hakem çağrılmalıdır."),
        ("en", "when attention is drawn to it, the Director should be summoned."),
    ],
)
def test_the_sole_purpose_chooser_says_he_should_be_summoned(client, lang, new):
    says(client, SLUG, ["for-partner"], lang, new)
