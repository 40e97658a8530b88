"""The "we were asked" Ending of the asking-questions guide says 20F5(a) in the official Turkish's
words, and its English in the WBF's.

20F5(a) (TR): "Ortağı yanlış bir açıklama vermiş olan bir oyuncu, hatayı artırım sürecinde düzeltemez
veya bir yanlış yapıldığını tavır veya davranış şekli ile ima edemez."
20F5(a) (WBF): "A player whose partner has given a mistaken explanation may not correct the error
during the auction, nor may he indicate in any manner that a mistake has been made."

The Ending said "bunu artırım sırasında düzeltemez, hiçbir biçimde belli edemezsiniz" (the WBF's "in
any manner" put back into Turkish) / "you may not correct it during the auction nor indicate it in any
manner". "Artırım sırasında" stays: it is the WBF's "during the auction", the choice the 20F5(a)
editor's note explains (the Turkish's "artırım süreci" takes in the Clarification Period, where
20F5(b)(ii) has declarer and dummy correct it, as the same sentence then says). The defender's Ending
of the same guide already says the official words."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["answering"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            "Ortağınızın açıklaması yanlışsa artırım sırasında hatayı düzeltemez, bir yanlış yapıldığını tavır veya davranış şekli ile ima edemezsiniz;",
            "hiçbir biçimde belli edemezsiniz",
        ),
        (
            "en",
            "If your partner's explanation was wrong, you may not correct the error during the auction, nor indicate in any manner that a mistake has been made;",
            "nor indicate it in any manner",
        ),
    ],
)
def test_the_answering_ending_says_20f5a_in_the_texts_words(client, lang, new, old):
    says(client, SLUG, KEYS, lang, new)
    never_says(client, SLUG, KEYS, lang, old)
