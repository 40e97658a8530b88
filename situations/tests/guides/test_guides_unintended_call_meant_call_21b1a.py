"""The unintended-call guide's Ending for a meant call (25A2: it stands) said only that a call may be
changed for a mechanical error or a slip of the tongue; it did not say that a call an opponent's
misinformation could have influenced may be changed under 21B1(a), which the misinformation guide
covers (qa169).

25A2, TR "Oyuncunun asıl amacı seçtiği veya söylediği konuşmayı yapmak idi ise, yapılmış olan konuşma
geçerlidir."; WBF "If the player's original intent was to make the call selected or voiced, that call
stands." 21B1(a), TR "Artırım Sürecinin sonuna kadar, bir oyuncu, ortağının daha sonra konuşma yapmamış
olması koşuluyla, Hakemin, yaptığı konuşmanın bir rakip tarafından verilen yanlış bilgiden etkilenmiş
olabileceğine kanaat getirmesi durumunda; kendi tarafı için başka bir onarma olmaksızın konuşmasını
değiştirebilir."; WBF "Until the end of the auction period (see Law 17D) and provided that his partner
has not subsequently called, a player may change a call without other rectification for his side when
the Director judges that the decision to make the call could well have been influenced by
misinformation given to the player by an opponent." The Ending names 21B1(a)'s conditions and the
guide that says them (on the Turkish "could have been", docs/translation-notes.md)."""

import pytest

from situations.content.misinformation import SITUATION as MISINFORMATION
from situations.tests.guides.guide_pages import says

pytestmark = pytest.mark.django_db
SLUG = "unintended-call"
KEYS = ["meant-it", "nothing-yet"]
SAYS = {
    "tr": (
        "Konuşma yalnızca mekanik bir hata ya da dil sürçmesiyse değiştirilebilir",
        "Rakibin yanlış bilgilendirmesinden kaynaklanan bir konuşma ise Yasa 21B1(a)'nın koşullarıyla değiştirilebilir",
    ),
    "en": (
        "A call may be changed only because of a mechanical error or a slip of the tongue",
        "A call based on misinformation from an opponent, though, may be changed on the conditions of Law 21B1(a)",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_meant_call_ending_points_to_21b1a_for_an_opponents_misinformation(client, lang):
    # The guide it names is the one whose Ending quotes 21B1(a), by that guide's own title.
    title = getattr(MISINFORMATION.title, lang)
    named = f"bkz. '{title}' rehberi." if lang == "tr" else f"see the guide '{title}'."
    says(client, SLUG, KEYS, lang, *SAYS[lang], named)
