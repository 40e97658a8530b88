"""The premature-play guide's "dummy had played or suggested a card on his own" Ending (57C2) gives
45F's adjusted score with the paragraph's two conditions whole: a play suggested to declarer, and
damage done by that play.

45F (TR, official): "Oyun sonunda hakem yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun
ile zarara uğradığına karar verirse ayarlı bir skor atar."
45F (WBF): "At the end of the play the Director shall award an adjusted score if he considers dummy
suggested a play to declarer and the defenders were damaged by the play suggested."
The Ending said "if he considers dummy suggested a play and the defenders were damaged": any damage
the defenders suffered, whatever its cause, and a suggestion to no one in particular. The
dummy-rights and dummy-cards guides' now already say it whole. The English says "damaged by it" (as
the dummy-cards guide's) and leaves "to declarer" to the Turkish: with "declarer" or "by the play
suggested" in this indexed sentence, situations/tests/search/test_search_bridges.py's 57A1 query
found 57A first."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["before-partner", "dummy-acted"]


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun ile zarara uğradığına karar verirse ayarlı bir skor atar (Yasa 45F)",
            "yerin bir oyun önerdiğine ve defansın zarar gördüğüne",
        ),
        (
            "en",
            "if he considers dummy suggested a play and the defenders were damaged by it (Law 45F)",
            "the defenders were damaged (Law 45F)",
        ),
    ],
)
def test_45f_adjusts_for_damage_done_by_the_play_suggested_to_declarer(client, lang, phrase, old):
    says(client, SLUG, KEYS, lang, phrase)
    never_says(client, SLUG, KEYS, lang, old)
