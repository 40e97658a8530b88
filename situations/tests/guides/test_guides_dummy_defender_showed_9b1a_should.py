"""When a defender shows dummy his hand (43A3), the dummy's-rights guide's Director line says 9B1(a) in
its modal: the Director *should* be summoned at once, not "is called".

9B1(a) (TR): "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır."
9B1(a) (WBF): "The Director should be summoned at once when attention is drawn to an irregularity."

The line said "hakem hemen çağrılır" / "the Director is then called at once", what happens rather
than what should (the asking-questions guide's 9B1(a) lines were mended the same way, qa153)."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
KEYS = ["defender-showed-hand"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        ("tr", "buna dikkat çekebilir ve hakem hemen çağrılmalıdır (Yasa 9A2, 9B1(a))", "hakem hemen çağrılır"),
        (
            "en",
            "may draw attention to it, and the Director should then be summoned at once (Laws 9A2, 9B1(a))",
            "the Director is then called at once",
        ),
    ],
)
def test_the_director_line_says_should(client, lang, new, old):
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
