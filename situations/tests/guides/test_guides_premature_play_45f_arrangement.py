"""The premature-play guide's "dummy had played or suggested a card on his own" Ending (57C2) states
dummy's limitation of Law 45F with the exception the paragraph makes for arranging his cards.

45F (TR, official): "Yer, elini yere açtıktan sonra, deklaranın yönergesi olmaksızın herhangi bir
karta dokunamaz veya işaret edemez. (Düzenleme amacı hariç.)"
45F (WBF): "After dummy's hand is faced, dummy may not touch or indicate any card (except for
purpose of arrangement) without instruction from declarer."
The Ending said "Dummy may not touch or indicate a card without declarer's instruction", leaving
the exception out: a dummy who straightens his cards has broken no limit."""

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
            "Yer, deklaranın yönergesi olmadan (düzenleme amacı dışında) bir karta dokunamaz ya da işaret edemez",
            "Yer, deklaranın yönergesi olmadan bir karta dokunamaz",
        ),
        (
            "en",
            "Dummy may not touch or indicate a card (except for the purpose of arrangement) without declarer's instruction",
            "Dummy may not touch or indicate a card without declarer's instruction",
        ),
    ],
)
def test_the_45f_limit_keeps_its_exception_for_arranging_the_cards(client, lang, phrase, old):
    says(client, SLUG, KEYS, lang, phrase)
    never_says(client, SLUG, KEYS, lang, old)
