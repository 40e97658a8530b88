"""The card-from-dummy guide's step on a card declarer touched in dummy, and the read-out of the
Ending where the touch does not play it, keep 45C3's exception as narrow as the paragraph: reaching
a card *above or below* the card touched, not any other card.

45C3, TR "Deklaranın, yeri düzenleme amacı dışında veya dokunulan kart ya da kartların altındaki veya
üstündeki bir karta ulaşma amacı dışında, bilerek dokunduğu bir Yer kartı oynanır"; WBF "A card in
the dummy is played if it has been deliberately touched by declarer except for the purpose either of
arranging dummy's cards, or of reaching a card above or below the card or cards touched". The
Ending's `now` and the other answer said "above or below"; the "deliberately" answer read "ya da
başka bir karta ulaşmak için değil" / "or to reach another card", and the read-out "ya da başka bir
karta ulaşmak için dokundunuz" / "or to reach another card", a wider exception than the paragraph's."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-from-dummy"


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "Bilerek (kartları düzenlemek ya da altındaki veya üstündeki bir karta ulaşmak için değil)",
            "başka bir karta ulaşmak için",
        ),
        ("en", "Deliberately (not to arrange the cards or to reach a card above or below it)", "to reach another card"),
    ],
)
def test_45c3_the_deliberately_answer_excepts_only_a_card_above_or_below(client, lang, phrase, old):
    guide_pages.says(client, SLUG, ["touched"], lang, phrase)
    guide_pages.never_says(client, SLUG, ["touched"], lang, old)


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "düzenlemek ya da dokunduğunuz kartın altındaki veya üstündeki bir karta ulaşmak için dokundunuz",
            "başka bir karta ulaşmak için",
        ),
        (
            "en",
            "to reach a card above or below the one touched; the card touched is not played",
            "to reach another card",
        ),
    ],
)
def test_45c3_the_read_out_excepts_only_a_card_above_or_below(client, lang, phrase, old):
    keys = ["touched", "arranging"]
    guide_pages.reads(client, SLUG, keys, lang, phrase)
    guide_pages.never_reads(client, SLUG, keys, lang, old)
