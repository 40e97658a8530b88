"""The dummy's-rights guide's rights Ending says 42B1 with its parenthesis: dummy may ask declarer, but
not a defender.

42B1 (TR): "Yer deklarana bir lövede renge uymadığı zaman çıkılan renkte kartı olup olmadığını
sorabilir. (Ancak defans oyuncusuna soramaz.)"
42B1 (WBF): "Dummy may ask declarer (but not a defender) when he has failed to follow suit to a trick
whether he has a card of the suit led."

The line, among dummy's qualified rights, gave the right and left out the paragraph's own limit (the
asked-revoke Ending states it with 61B2(b)). Indexed: rebuild_index and bench/search_quality.py --brief
before and after (docs/legal-review.md, Session 87 (qa202))."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "dummy-rights"
KEYS = ["rights"]


@pytest.mark.parametrize(
    "lang, said",
    [
        ("tr", "renge uymayan deklarana (bir defans oyuncusuna değil) o renkten kartı olup olmadığını sorabilir"),
        ("en", "he may ask declarer (but not a defender), when declarer fails to follow suit, whether he has a card"),
    ],
)
def test_the_rights_line_says_not_a_defender(client, lang, said):
    says(client, SLUG, KEYS, lang, said)
