"""The read-out of the card-from-dummy Ending for a card dummy touched or indicated on his own says 45F as
the Ending's page does: its exception for arranging his cards, and its two conditions for an adjusted score.

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


@pytest.mark.parametrize(
    "lang, phrase, old",
    [
        (
            "tr",
            "yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun ile zarara uğradığına karar verirse ayarlı bir skor atar (Yasa 45F). Kimse seçmez.",
            "yerin bir oyun önerdiğine ve defansın zarar gördüğüne",
        ),
        (
            "en",
            "dummy suggested a play to declarer and the defenders were damaged by it (Law 45F). Nobody chooses.",
            "dummy suggested a play and the defenders were damaged (Law 45F)",
        ),
    ],
)
def test_45f_read_out_says_the_damage_came_from_the_play_suggested(client, lang, phrase, old):
    """The read-out of the card-from-dummy Ending for a card dummy touched or indicated on his own says
    45F's two conditions for an adjusted score, as the Ending's page does: dummy suggested a play *to
    declarer*, and the defenders were damaged *by that play*.

    45F, TR (official) "Oyun sonunda hakem yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun
    ile zarara uğradığına karar verirse ayarlı bir skor atar."; WBF "At the end of the play the Director
    shall award an adjusted score if he considers dummy suggested a play to declarer and the defenders
    were damaged by the play suggested." The read-out said
    "dummy suggested a play and the defenders were damaged", which leaves out what the damage came from."""
    guide_pages.reads(client, SLUG, KEYS, lang, phrase)
    guide_pages.never_reads(client, SLUG, KEYS, lang, old)
