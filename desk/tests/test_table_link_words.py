"""desk63: the ruling record made at the table says the play in the page's language, trick by
trick (each completed trick ending with its winner since desk64) (docs/legal-review.md "## qa61" 3c, "## desk63"). Before, the record's "auction and play"
held the table's tokens on a Turkish page too ("Masada: W:HT, N:H8, ...", "accept:S",
"correct:E:H7"): English seat letters, T for the ten. The table's address, kept below the text,
still replays the tokens."""

import re
from html import unescape
from urllib.parse import urlencode

import pytest

from desk.tests.test_table_link import field, record_link
from situations.tests.table.test_table import table_url
from situations.tests.table.test_table_claim import AGREED_BOARD, NINE_HEARTS

pytestmark = pytest.mark.django_db


def recorded_play(client, url: str) -> list[str]:
    """The new record's "auction and play" lines, as the form opened from the table shows them."""
    table = client.get(url).content.decode()
    link = record_link(table)
    assert link is not None
    return field(client.get(link).content.decode(), "auction_and_play").splitlines()


@pytest.mark.parametrize(
    "lang, tricks",
    [
        ("tr", ["1. löve: Batı ♠2, Kuzey ♠R, Doğu ♠10, Güney ♠3; Kuzey aldı", "2. löve: Kuzey ♥D"]),
        ("en", ["Trick 1: West ♠2, North ♠K, East ♠10, South ♠3; won by North", "Trick 2: North ♥Q"]),
    ],
)
def test_plain_play_is_said_trick_by_trick_in_the_page_s_words(director_client, lang, tricks):
    """Law 44B, TR "Çıkıştan sonra, diğer her oyuncu sırayla bir kart oynar ve bu şekilde oynanan dört
    kart bir löve oluşturur"; WBF "After the lead, each other player in turn plays a card, and the four
    cards so played constitute a trick". The cards as the site writes them elsewhere (rulings.words): Batı, R for the
    king, 10 for the ten; the engine's trick numbers. The winner (desk64), TR "Koz içermeyen bir löveyi
    çıkılan renkten en yüksek kartı veren oyuncu kazanır."; WBF "A trick that does not contain a trump is won by the player who has
    contributed to it the highest card of the suit led" (44F)."""
    played = recorded_play(director_client, table_url(lang, play="W:S2,N:SK,E:ST,S:S3,N:HQ"))
    assert played[1:3] == tricks
    assert "W:S2" not in "\n".join(played[:3])
    assert "play=W%3AS2%2CN%3ASK" in played[3]  # the address still replays the tokens


@pytest.mark.parametrize(
    "lang, trick",
    [
        (
            "tr",
            "1. löve: Doğu ♥V, sırasız çıkıldı; Seçimi Güney yapar: kabul etmek; Güney ♥6; Batı ♥2; Kuzey ♥A; Kuzey aldı",
        ),
        ("en", "Trick 1: East ♥J, led out of turn; South chooses: accept; South ♥6; West ♥2; North ♥A; won by North"),
    ],
)
def test_a_lead_out_of_turn_accepted_is_said_as_the_table_says_it(director_client, lang, trick):
    """Law 54B, TR "Bir defans oyuncusu yüzü açık sırasız atak yaptığında deklaran Yasa 53’de
    öngörüldüğü gibi usulsüz çıkışı kabul edebilir ... 1. O löveye ikinci kart deklaranın elinden
    oynanır."; WBF "When a defender faces the opening lead out of turn declarer may accept the
    irregular lead as provided in Law 53 ... 1. The second card to the trick is played from declarer's
    hand." The lead in the words the table shows it with ("sırasız çıkıldı" / "led out of turn"), the
    acceptance as its choice heading and button say it, not "E:HJ, accept:S"."""
    played = recorded_play(director_client, table_url(lang, play="E:HJ,accept:S,S:H6,W:H2,N:HA"))
    assert played[1] == trick
    assert "accept:S" not in played[1]


@pytest.mark.parametrize(
    "lang, tricks",
    [
        (
            "tr",
            [
                "1. löve: Batı ♠2; Kuzey ♠A; Doğu ♠7; Güney ♥6; Güney rönonsunu ♠3 ile düzeltir (Yasa 62A, 62B); Kuzey aldı",
                "2. löve: Kuzey ♥A",
            ],
        ),
        (
            "en",
            [
                "Trick 1: West ♠2; North ♠A; East ♠7; South ♥6; South corrects the revoke with ♠3 (Laws 62A, 62B); won by North",
                "Trick 2: North ♥A",
            ],
        ),
    ],
)
def test_a_revoke_corrected_is_said_on_the_revoke_trick_with_the_laws_term(director_client, lang, tricks):
    """Law 62A, TR "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu
    düzeltmek zorundadır."; WBF "A player must correct his revoke if attention is drawn to the
    irregularity before it becomes established." 62B, TR "Bir rönonsu düzeltmek için, kusurlu oyuncu
    oynadığı kartı geri alır ve yerine yasal bir kart koyar."; WBF "To correct a revoke the offender
    withdraws the card he played and substitutes a legal card." The correction is recorded after
    the trick's fourth card; it is said on the revoke trick (the engine's `revokes`), with the
    paragraphs the table's "correct the revoke" cites."""
    played = recorded_play(director_client, table_url(lang, play="W:S2,N:SA,E:S7,S:H6,correct:S:S3,N:HA"))
    assert played[1:3] == tricks


@pytest.mark.parametrize(
    "lang, path, first, last, claim",
    [
        (
            "tr",
            "/tr/masa/?",
            "1. löve: Batı ♥A, Kuzey ♥5, Doğu ♠3, Güney ♦6; Batı aldı",
            "9. löve: Batı ♥6, Kuzey ♠6, Doğu ♦7, Güney ♣5; Batı aldı",
            "Talep: Güney, kalan 4 lövenin 2 tanesini tarafı için talep etti.",
        ),
        (
            "en",
            "/en/table/?",
            "Trick 1: West ♥A, North ♥5, East ♠3, South ♦6; won by West",
            "Trick 9: West ♥6, North ♠6, East ♦7, South ♣5; won by West",
            "Claim: South claimed for his side 2 of the 4 tricks left.",
        ),
    ],
)
def test_a_claim_follows_the_tricks_played_before_it(director_client, lang, path, first, last, claim):
    """Law 68A, TR "kendi tarafının belli bir sayıda löveyi kazanacağına dair her ifadesi o löveler
    üzerindeki talebidir"; WBF "Any statement ... to the effect that a side will win a specific number of
    tricks is a claim of those tricks" (of the tricks left: the nine played are said first, in the page's
    words, then the claim as the Director entered it). The winner (desk64), TR "Koz içermeyen
    bir löveyi çıkılan renkten en yüksek kartı veren oyuncu kazanır."; WBF "A trick that does not contain a trump is won by the player who has
    contributed to it the highest card of the suit led" (44F)."""
    query = {**AGREED_BOARD, "play": ",".join(NINE_HEARTS), "mode": "claim", "claimer": "S", "tricks": "2"}
    played = recorded_play(director_client, path + urlencode(query))
    assert played[1] == first and played[9] == last
    assert played[10] == claim
    assert not re.search(r"\b[NESW]:[SHDC][AKQJT2-9]\b", unescape("\n".join(played[:-1])))
