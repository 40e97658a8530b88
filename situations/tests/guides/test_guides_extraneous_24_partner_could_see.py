"""The extraneous-information guide's first step sends a card seen during the auction to Law 24 only
with Law 24's condition: the card was where the owner's partner could see its face.

24 (TR): "Hakem, artırım sırasında, bir oyuncunun kendi hatası nedeniyle o oyuncunun elindeki bir veya
birkaç kartın yüzlerinin oyuncunun ortağı tarafından görülebilecek konuma gelmiş bulunduğunu
belirlerse, bu durumdaki her bir kartın artırım süreci bitene kadar masanın üzerinde açık
bırakılmasını isteyecektir."
24 (WBF): "When the Director determines that during the auction, because of a player's own error, one
or more cards of that player's hand were in position for the face to be seen by his partner, the
Director shall require that every such card be placed face up on the table until the auction ends."

The hint said Law 24 applies to any player whose card is visible in the auction by his own error
("Kendi hatasıyla artırımda kartı görünen oyuncu için Yasa 24 uygulanır" / "A card exposed during
the auction by its owner's own error comes under Law 24"): an opponent who holds his cards
carelessly, so that only the reader sees one, is the guide's own 74C5 Ending, not Law 24's."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "extraneous-information"


@pytest.mark.parametrize(
    "lang, said, old",
    [
        (
            "tr",
            "Artırım sırasında bir oyuncunun kendi hatası nedeniyle elindeki bir kartın yüzü ortağı tarafından görülebilecek konuma geldiyse Yasa 24 uygulanır",
            "Kendi hatasıyla artırımda kartı görünen oyuncu için Yasa 24 uygulanır",
        ),
        (
            "en",
            "If during the auction, because of a player's own error, a card of his hand was in position for the face to be seen by his partner, Law 24 applies",
            "A card exposed during the auction by its owner's own error comes under Law 24",
        ),
    ],
)
def test_the_first_step_gives_law_24_s_condition(client, lang, said, old):
    says(client, SLUG, [], lang, said)
    never_says(client, SLUG, [], lang, old)
