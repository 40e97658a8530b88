"""The read-out of the card-from-dummy Ending for a card dummy touched or indicated on his own keeps
45F's exception for arranging his cards, as the Ending's page does.

45F, TR "Yer, elini yere açtıktan sonra, deklaranın yönergesi olmaksızın herhangi bir karta
dokunamaz veya işaret edemez. (Düzenleme amacı hariç.)"; WBF "After dummy's hand is faced, dummy may
not touch or indicate any card (except for purpose of arrangement) without instruction from
declarer." The read-out said "Dummy may not touch or indicate a card without declarer's instruction",
wider than the paragraph: dummy may touch his cards to arrange them."""

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
            "Yer, deklaranın yönergesi olmadan (düzenleme dışında) bir karta dokunamaz ya da işaret edemez (Yasa 45F).",
            "Yer, deklaranın yönergesi olmadan bir karta dokunamaz",
        ),
        (
            "en",
            "Dummy may not touch or indicate a card (except to arrange his cards) without declarer's instruction (Law 45F).",
            "Dummy may not touch or indicate a card without declarer's instruction",
        ),
    ],
)
def test_45f_read_out_keeps_the_arrangement_exception(client, lang, phrase, old):
    guide_pages.reads(client, SLUG, KEYS, lang, phrase)
    guide_pages.never_reads(client, SLUG, KEYS, lang, old)
