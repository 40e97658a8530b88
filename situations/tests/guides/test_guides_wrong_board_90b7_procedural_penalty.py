"""The wrong-board guide's wrong-table Ending says that a procedural penalty may be assessed too:
Law 15B brings none of its own (15A4 does for cards from a wrong board, and the wrong-cards Ending says
it), and Law 90 names playing the wrong board among its examples.

90A (TR): "Hakem, bu yasaların onarma ile ilgili hükümlerini tatbik etmeye ilaveten, nedensiz yere oyunu
geciktiren veya engelleyen, diğer yarışmacıları rahatsız eden, doğru yöntemi ihlal eden veya bir başka
masada ayarlı skor atanmasını gerektiren her kusurlu davranışı ayrıca cezalandırabilir."
90A (WBF): "The Director, in addition to implementing the rectifications in these Laws, may also assess
procedural penalties for any offense that unduly delays or obstructs the game, inconveniences other
contestants, violates correct procedure, or requires the award of an adjusted score."
90B7 (TR): "Herhangi bir yarışmacıya ayarlı skor verilmesini gerektiren, doğru yönteme aykırı
davranışlar da bulunulması (Bir kişinin elindeki kartları saymayı ihmal etmesi, yanlış bordun
oynanması, vb. gibi)."
90B7 (WBF): "errors in procedure (such as failure to count cards in one's hand, playing the wrong board,
etc.) that require an adjusted score for any contestant."

The Ending stated 15B1-15B3 and 86B and stopped there, while its sibling Ending stated 15A4's
procedural penalty: read side by side, the wrong table looked like a case with none. The sentence and
the quotation of 90A and 90B7 (with the 90A editor's note) are now on the page. The English says
"playing this board" (the Ending's title says which) rather than 90B7's "playing the wrong board": with
those words the indexed sentence drew "the td applied the wrong law ..." (82C) off its paragraph in a
development set of the search."""

import pytest

from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "wrong-board"
KEYS = ["wrong-table"]


@pytest.mark.parametrize(
    "lang, sentence, quoted",
    [
        (
            "tr",
            "Hakem, onarmalara ek olarak, yanlış bordun oynanması için bir yöntemsel ceza da verebilir (Yasa 90A, 90B7).",
            "yanlış bordun oynanması, vb. gibi",
        ),
        (
            "en",
            "A procedural penalty may also be assessed for playing this board, in addition to the rectifications (Laws 90A, 90B7).",
            "Read 90B7 in its Law",
        ),
    ],
)
def test_the_wrong_table_ending_says_law_90(client, lang, sentence, quoted):
    says(client, SLUG, KEYS, lang, sentence, quoted)
