"""desk65: a card declarer names for dummy that the engine does not play is said so in the ruling
record made at the table (docs/legal-review.md "## desk65"). Before, "Güney yerden oynanacak kartı
belirtti: ♥A; Güney yerden oynanacak kartı belirtti: ♠R" read as if dummy had played the ♥A and
then the ♠K (desk64's item d). What happened is the engine's: after the designation it asks
declarer to designate again (its `decision`), citing 44C or 46B4; the record says why in those
paragraphs' words (situations.engine_words.DESIGNATION_NOT_PLAYED). Nothing is decided in the page.

Law 46A, TR "Yerden oynanacak kartı tanımlarken, deklaran istediği kartın hem rengini hem de
derecesini açıkça belirtmelidir."; WBF "When calling for a card to be played from dummy declarer
should clearly state both the suit and the rank of the desired card." Law 44C, TR "Bir löveye kart
oynarken, her oyuncu eğer mümkünse renge uymak zorundadır. Bu yükümlülük bu Yasaların diğer tüm
gereklerinden önce gelir."; WBF "In playing to a trick, each player must follow suit if possible.
This obligation takes precedence over all other requirements of these Laws." Law 42A3, TR "Yerin
kartlarını deklaranın yönergesi doğrultusunda onun görevlisi olarak oynar ve yerin oynanan renge
uymasını sağlar."; WBF "He plays the cards of the dummy as declarer's agent as directed and ensures
that dummy follows suit." Law 46B4, TR "Eğer deklaran yerde olmayan bir kartı tanımlarsa, çağrı yok
sayılır ve deklaran herhangi bir yasal kartı belirtebilir."; WBF "If declarer calls for a card that
is not in dummy the call is invalid and declarer may designate any legal card." Law 46B2, TR "Eğer
deklaran rengi belirtir ancak dereceyi belirtmezse, belirtilen rengin en küçük kartını çağırmış
sayılır."; WBF "If declarer designates a suit but not a rank he is deemed to have called the lowest
card of the suit indicated." (The official Turkish "yok sayılır", is disregarded, where the WBF
has "is invalid": either way no card is played and declarer designates again.)"""

import pytest

from desk.tests.test_table_link_rulings import trick

pytestmark = pytest.mark.django_db
THEN_SK = {
    "tr": "; Güney yerden oynanacak kartı belirtti: ♠R; Doğu ♠7; Güney ♠3; Kuzey aldı",
    "en": "; South designated dummy's card: ♠K; East ♠7; South ♠3; won by North",
}


@pytest.mark.parametrize(
    "lang, refused",
    [
        (
            "tr",
            "Batı ♠2; Güney yerden oynanacak kartı belirtti: ♥A, oynanamaz: yer renge uymak zorunda (Yasa 44C, 42A3)",
        ),
        ("en", "West ♠2; South designated dummy's card: ♥A, not playable: dummy must follow suit (Laws 44C, 42A3)"),
    ],
)
def test_a_card_of_another_suit_while_dummy_can_follow_is_said_not_played(director_client, lang, refused):
    """West leads ♠2; declarer names dummy's ♥A while dummy holds spades (44C, 42A3): the engine
    does not play it and asks declarer again; he names ♠K, which dummy plays and which wins."""
    line = trick(director_client, lang, "W:S2,designate:S:HA,designate:S:SK,E:S7,S:S3")
    assert line.endswith(refused + THEN_SK[lang]), line


@pytest.mark.parametrize(
    "lang, refused",
    [
        ("tr", "Güney yerden oynanacak kartı belirtti: ♣5, yerde yok: çağrı yok sayılır (Yasa 46B4)"),
        ("en", "South designated dummy's card: ♣5, not in dummy: the call is invalid (Law 46B4)"),
    ],
)
def test_a_card_not_in_dummy_is_said_void(director_client, lang, refused):
    """Declarer names ♣5, which dummy does not hold (46B4): the call is void, he designates again."""
    line = trick(director_client, lang, "W:S2,designate:S:C5,designate:S:SK,E:S7,S:S3")
    assert line.endswith(refused + THEN_SK[lang]), line


@pytest.mark.parametrize(
    "lang, refused",
    [
        (
            "tr",
            "Deklaran yerin kartını eksik tanımladı (Yasa 46B): ♥, oynanamaz: yer renge uymak zorunda (Yasa 44C, 42A3)",
        ),
        (
            "en",
            "Declarer called dummy's card incompletely (Law 46B): ♥, not playable: dummy must follow suit (Laws 44C, 42A3)",
        ),
    ],
)
def test_a_suit_named_alone_that_dummy_may_not_play_is_said_not_played(director_client, lang, refused):
    """46B2: a suit alone is its lowest card, here a heart while dummy can follow in spades (44C):
    not played, as the engine answers (docs/rulings-cli.md, Designating dummy's card)."""
    line = trick(director_client, lang, "W:S2,designate:S:H,designate:S:SK,E:S7,S:S3")
    assert line.endswith(refused + THEN_SK[lang]), line


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_designation_dummy_plays_is_said_as_before(director_client, lang):
    """A guard (passes before too): the card named that dummy may play is played (46A, 44C), and the
    line says nothing more of it."""
    line = trick(director_client, lang, "W:S2,designate:S:SK,E:S7,S:S3")
    assert line.endswith(THEN_SK[lang][2:]), line
    assert "oynanamaz" not in line and "not playable" not in line
