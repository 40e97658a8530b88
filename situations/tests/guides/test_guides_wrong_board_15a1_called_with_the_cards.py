"""The wrong-board guide's first answer that leads to 15A says that the player called with the cards
of the other board: 15A applies to a call so made, not to cards merely taken.

15A1 (TR): "Bir oyuncunun yanlış borddan aldığı kartlar ile vermiş olduğu konuşma (ve daha sonra yaptığı
tüm konuşmalar) iptal edilir."
15A1 (WBF): "A call is cancelled (together with any subsequent call) if it is made by a player holding
cards that he has picked up from a wrong board."

The answer said only "Bir oyuncu başka bordun kartlarını aldı" / "A player took the cards of another
board" and led to an Ending every sentence of which is 15A's (cancelled call, partner's later call,
repeating the call on the right board). Taken and noticed before any call, nothing in 15A applies
(16D1 names "looking at the wrong hand" among extraneous information)."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "wrong-board"


@pytest.mark.parametrize(
    "lang, new, old",
    [
        ("tr", "Bir oyuncu başka bordun kartlarını alıp onlarla konuştu", "Bir oyuncu başka bordun kartlarını aldı"),
        # The old English is the start of the new: the new phrase alone is what a reader notices.
        ("en", "A player took the cards of another board and called with them", None),
    ],
)
def test_the_first_answer_says_a_call_was_made_with_them(client, lang, new, old):
    says(client, SLUG, [], lang, new)
    if old:
        never_says(client, SLUG, [], lang, old)
