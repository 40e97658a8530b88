"""The card-from-dummy guide's Ending for a card dummy touched or indicated on his own keeps 45F's
modal: the Director *should* be summoned and informed, where the guide stated it as a fact.

45F, TR "Eğer yaparsa, hakem derhal çağrılmalı ve olay hakkında bilgilendirilmelidir. Oyun devam
eder."; WBF "If he does so the Director should be summoned forthwith and informed of the action.
Play continues." Before, the Ending read "Hakem hemen çağrılır ve olanlar anlatılır" / "The
Director is called at once and told what happened", a description of what happens rather than
what the paragraph asks of the players (the dummy-rights guide already says "çağrılmalı")."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"
KEYS = ["dummy-indicated"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "Hakem derhal çağrılmalı ve olay hakkında bilgilendirilmelidir; oyun devam eder (Yasa 45F).",
            "Hakem hemen çağrılır ve olanlar anlatılır",
        ),
        (
            "en",
            "The Director should be summoned at once and informed of what happened; play continues (Law 45F).",
            "The Director is called at once and told what happened",
        ),
    ],
)
def test_45f_the_director_should_be_summoned(client, lang, phrase, old):
    guide_pages.says(client, SLUG, KEYS, lang, phrase)
    guide_pages.never_says(client, SLUG, KEYS, lang, old)
