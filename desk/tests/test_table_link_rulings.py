"""desk64: a ruling record made at the table says what the table decided, where it happened
(docs/legal-review.md "## desk64"): who won each trick, from the engine's replay of the record;
which card became a penalty card and of which kind, from the engine's penalty card list; a card
called for from dummy as a designation (Law 46), not under "South chooses". A Director reading the
record a week later (an appeal, Laws 92-93) reads the table's rulings, not only its cards. Before,
the lines named no winner ("desk63" (b)), said nothing of a withdrawn card left a penalty card
("desk63" (a)) and said "Seçimi Güney yapar: yerden oynanacak kartı belirtmek: “büyük”". A record
saved before keeps its text as stored."""

import re

import pytest

from desk.models import RulingRecord
from desk.tests.conftest import PAGES
from desk.tests.test_table_link import field, record_link
from situations.tests.table.test_table import DEAL, table_url
from tests.seen import heard, seen

pytestmark = pytest.mark.django_db
NEW = {"tr": "/tr/hakem/kayitlar/yeni/", "en": "/en/director/records/new/"}

# Law 50B, TR "Kasıtsız olarak gösterilen ve onör derecesinin altında tek bir kart (bir löveye iki
# kart oynanması veya bir kartı yanlışlıkla düşürmede olduğu gibi) minör cezalı karta dönüşür. Onör
# derecesinde herhangi bir kart veya oynamak maksadıyla gösterilen her kart (örneğin sırasız atak
# veya rönons yapılması ve daha sonra düzeltilmesinde olduğu gibi), majör cezalı karta dönüşür; bir
# defans oyuncusunun iki veya daha fazla cezalı kartı olduğunda, bütün bu kartlar majör cezalı karta
# dönüşür."; WBF "A single card below the rank of an honor exposed unintentionally (as in playing two
# cards to a trick, or in dropping a card accidentally) becomes a minor penalty card. Any card of
# honor rank, or any card exposed through deliberate play (for example in leading out of turn, or in
# revoking and then correcting), becomes a major penalty card; when one defender has two or more
# penalty cards, all such cards become major penalty cards." The record says it in 50B's words
# ("majör cezalı karta dönüşür" / "becomes a major penalty card"); the kind is the engine's.


def recorded_play(client, url: str) -> list[str]:
    """The new record's "auction and play" lines, as the form opened from the table shows them."""
    link = record_link(client.get(url).content.decode())
    assert link is not None
    return field(client.get(link).content.decode(), "auction_and_play").splitlines()


def trick(client, lang: str, play: str, number: int = 1) -> str:
    return recorded_play(client, table_url(lang, play=play))[number]


@pytest.mark.parametrize(
    "lang, line",
    [
        (
            "tr",
            "1. löve: Doğu ♥V, sırasız çıkıldı; Seçimi Güney yapar: kabul etmek; Güney ♥6; Batı ♥2; Kuzey ♥A;"
            " Kuzey aldı",
        ),
        (
            "en",
            "Trick 1: East ♥J, led out of turn; South chooses: accept; South ♥6; West ♥2; North ♥A; won by North",
        ),
    ],
)
def test_a_lead_out_of_turn_accepted_ends_with_dummy_winning_the_trick(director_client, lang, line):
    """Law 54B, TR "deklaran Yasa 53’de öngörüldüğü gibi usulsüz çıkışı kabul edebilir ... 1. O
    löveye ikinci kart deklaranın elinden oynanır."; WBF "declarer may accept the irregular lead as
    provided in Law 53 ... 1. The second card to the trick is played from declarer's hand". Law 44E,
    TR "Koz içeren bir löveyi en yüksek kozu veren oyuncu kazanır."; WBF "A trick containing a trump
    is won by the player who has contributed to it the highest trump." Hearts are trumps (4♥ by
    South): dummy's ♥A wins the trick, and the line says so (the engine's winner, not the page's)."""
    assert trick(director_client, lang, "E:HJ,accept:S,S:H6,W:H2,N:HA") == line


@pytest.mark.parametrize(
    "lang, line",
    [
        (
            "tr",
            "1. löve: Batı ♠2; Kuzey ♠A; Doğu ♥9; Güney ♠3; Doğu rönonsunu ♠7 ile düzeltir (Yasa 62A, 62B);"
            " ♥9 majör cezalı karta dönüşür; Kuzey aldı",
        ),
        (
            "en",
            "Trick 1: West ♠2; North ♠A; East ♥9; South ♠3; East corrects the revoke with ♠7 (Laws 62A, 62B);"
            " ♥9 becomes a major penalty card; won by North",
        ),
    ],
)
def test_a_defender_s_revoke_corrected_leaves_his_card_a_major_penalty_card(director_client, lang, line):
    """Law 62B1, TR "Bu şekilde geri alınan kart bir defans oyuncusunun kapalı elinden oynanmışsa
    majör cezalı karta dönüşür (Yasa 50)."; WBF "A card so withdrawn becomes a major penalty card
    (Law 50) if it was played from a defender's unfaced hand." (and 50B above: "in revoking and
    then correcting"). ♥9 is below honour
    rank and still major: the engine's kind, said where the correction is. The corrected trick's
    winner is North's ♠A, as the engine replays it."""
    assert trick(director_client, lang, "W:S2,N:SA,E:H9,S:S3,correct:E:S7") == line


@pytest.mark.parametrize(
    "lang, minor, major",
    [
        ("tr", "Doğu ♠8 kartını gösterir (Yasa 49); ♠8 minör cezalı karta dönüşür", "♠8 majör cezalı karta dönüşür"),
        ("en", "East exposes ♠8 (Law 49); ♠8 becomes a minor penalty card", "♠8 becomes a major penalty card"),
    ],
)
def test_a_minor_penalty_card_is_said_minor_and_major_once_a_second_comes(director_client, lang, minor, major):
    """Law 50B above (a single card below an honour exposed unintentionally: minor; two or more
    penalty cards: all major). Law 50C, TR "Bir defans oyuncusunun bir minör cezalı kartı varken,
    cezalı kartı oynayıncaya kadar, aynı renkten onör derecesinin altında hiçbir kartı oynayamaz";
    WBF "When a defender has a minor penalty card, he may not play any other card of the same suit
    below the rank of an honor until he has first played the penalty card". East's ♠8 exposed is
    minor; when ♠9 follows, the engine makes both major, and the record says the change there."""
    line = trick(director_client, lang, "W:S2,expose:E:S8,expose:E:S9")
    assert minor in line
    assert line.endswith(major)
    assert line.count(major) == 1


@pytest.mark.parametrize(
    "lang, said",
    [
        ("tr", "Batı ♥2; Kuzey ♥A; Batı ♠2; ♠2 majör cezalı karta dönüşür; Seçimi Güney yapar"),
        ("en", "West ♥2; North ♥A; West ♠2; ♠2 becomes a major penalty card; South chooses"),
    ],
)
def test_a_premature_play_is_said_a_major_penalty_card_before_declarer_s_choice(director_client, lang, said):
    """Law 57A, TR "bu şekilde çıkılan veya oynanan kart majör cezalı karta dönüşür"; WBF "the card so
    led or played becomes a major penalty card". West plays ♠2 before his partner has played to the
    trick; the record says it became a penalty card at that card, before declarer's 57A choice."""
    line = trick(director_client, lang, "W:H2,N:HA,W:S2,require_highest:S")
    assert said in line
    assert "aldı" not in line and "won by" not in line  # the trick is not complete: nobody won it


@pytest.mark.parametrize(
    "lang, incomplete, won",
    [
        ("tr", "Batı ♠2; Deklaran yerin kartını eksik tanımladı (Yasa 46B): “büyük”, Kuzey ♠A; Doğu ♠7", "Kuzey aldı"),
        (
            "en",
            "West ♠2; Declarer called dummy's card incompletely (Law 46B): “high”, North ♠A; East ♠7",
            "won by North",
        ),
    ],
)
def test_a_designation_from_dummy_is_said_as_the_table_says_it_not_as_a_choice(director_client, lang, incomplete, won):
    """Law 46B1(a), TR "Eğer deklaran, yerden oynarken, “büyük” veya benzer anlamlı kelimeler
    kullanırsa, en büyük kartı tanımlamış sayılır."; WBF "If declarer in playing from dummy calls
    `high', or words of like meaning, he is deemed to have called the highest card of the suit led."
    The table's own line over its links ("Deklaran yerin kartını eksik tanımladı (Yasa 46B):"), the
    word declarer said, the card the engine played from dummy; not "Seçimi Güney yapar"."""
    line = trick(director_client, lang, "W:S2,designate:S:high,E:S7,S:S3")
    assert incomplete in line and line.endswith(won)
    assert "Seçimi" not in line and "chooses" not in line


@pytest.mark.parametrize(
    "lang, designated",
    [
        ("tr", "Doğu yerden oynanacak kartı belirtti: ♠V; Doğu ♠7; Güney ♠3; Kuzey aldı"),
        ("en", "East designated dummy's card: ♠J; East ♠7; South ♠3; won by North"),
    ],
)
def test_a_defender_s_designation_after_play_anything_is_a_designation(director_client, lang, designated):
    """Law 46B5, TR "Eğer deklaran renk veya derece belirtmeksizin bir kartın oynanmasını isterse
    (örneğin, “herhangi bir şey oyna’’ veya benzer anlamlı kelimeler söyleyerek) herhangi bir defans
    oyuncusu yerden oynanacak kartı belirtebilir."; WBF "If declarer indicates a play without
    designating either a suit or a rank (as by saying `play anything' or words of like meaning)
    either defender may designate the play from dummy." The table's button for it is "yerden
    oynanacak kartı belirtmek" / "designate dummy's card"; the record says the act, not the choice."""
    line = trick(director_client, lang, "W:S2,designate:S:any,designate:E:SJ,E:S7,S:S3")
    assert line.endswith(designated)
    assert "Seçimi" not in line and "chooses" not in line


@pytest.mark.parametrize(
    "lang, seen_line, heard_line",
    [
        (
            "tr",
            "♥9 majör cezalı karta dönüşür; Kuzey aldı",
            "Kör 9 majör cezalı karta dönüşür; Kuzey aldı",
        ),
        (
            "en",
            "♥9 becomes a major penalty card; won by North",
            "Hearts 9 becomes a major penalty card; won by North",
        ),
    ],
)
def test_the_saved_record_reads_the_rulings_on_the_desk_with_suits_said_in_words(
    director_client, lang, seen_line, heard_line
):
    """The record made at the table, saved and read on the desk: the penalty card and the winner as
    the form held them; a screen reader hears the suit's name, not "black heart suit" (a11y61)."""
    url = table_url(lang, play="W:S2,N:SA,E:H9,S:S3,correct:E:S7")
    link = record_link(director_client.get(url).content.decode())
    form = director_client.get(link).content.decode()
    data = {
        "event": "Club pairs",
        "session": "",
        "board": "5",
        "deal_source": field(form, "deal_source"),
        "auction_and_play": field(form, "auction_and_play"),
        "facts": "East revoked and corrected it.",
        "laws": field(form, "laws"),
        "ruling": "Law 62B1.",
        "adjusted_score": "",
        "appeal": "none",
        "appeal_notes": "",
    }
    assert director_client.post(NEW[lang], data).status_code == 302
    record = RulingRecord.objects.get()
    page = director_client.get(PAGES[lang] + f"{record.pk}/").content.decode()
    shown = re.search(r'<pre class="desk-text">(.*?)</pre>', page, re.S).group(1)
    assert seen_line in seen(shown)
    assert heard_line in heard(shown)


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize(
    "stored",
    [
        "Masada: W:S2, N:SA, E:H9, S:S3, correct:E:S7",  # before desk63: the table's tokens
        "Trick 1: West ♠2; North ♠A; East ♥9; South ♠3; East corrects the revoke with ♠7 (Laws 62A, 62B)",  # desk63
    ],
)
def test_a_record_saved_before_shows_as_it_was_saved(director, director_client, record_data, lang, stored):
    """A record's text is what the Director saved; nothing rewrites it when the words for a new
    record change (the tokens stay tokens, a desk63 line gains no winner)."""
    record = RulingRecord.objects.create(
        **{**record_data, "deal": DEAL, "auction_and_play": stored, "laws": "62B1"}, director=director
    )
    page = director_client.get(PAGES[lang] + f"{record.pk}/").content.decode()
    shown = re.search(r'<pre class="desk-text">(.*?)</pre>', page, re.S).group(1)
    assert seen(shown) == stored.replace("'", "&#x27;")
    assert "aldı" not in shown and "won by" not in shown and "penalty" not in shown


def test_the_laws_applied_keep_a_ruling_made_earlier_in_the_play(director_client):
    """East's revoke corrected at trick 1 (62A TR "oyuncu rönonsunu düzeltmek zorundadır"; EN "A
    player must correct his revoke"; 62B1 TR "Bu şekilde geri alınan kart bir defans oyuncusunun
    kapalı elinden oynanmışsa majör cezalı karta dönüşür (Yasa 50)"; EN "A card so withdrawn becomes
    a major penalty card (Law 50) if it was played from a defender's unfaced hand") and North plays
    on: the table's answer now cites what applies at trick 2 (50D1(b), 50D, 44C), and the record's
    "Laws applied" lost the correction's paragraphs (desk64's check in Chromium)."""
    play = "W:S2,N:SA,E:H9,S:S3,correct:E:S7,N:SK"
    page = director_client.get(table_url("en", play=play)).content.decode()
    form = director_client.get(record_link(page)).content.decode()
    laws = [label.strip() for label in field(form, "laws").split(",")]
    assert {"62A", "62B1", "50B"} <= set(laws), laws
    assert laws[:3] == ["50D1(b)", "50D", "44C"], laws  # the table's own answer first, as it shows it
    assert laws.count("44C") == 1 and "44A" not in laws, laws  # Law 44: the procedure every card follows


@pytest.mark.parametrize(
    "lang, second",
    [("tr", "Doğu ♠9 kartını gösterir (Yasa 49)"), ("en", "East exposes ♠9 (Law 49)")],
)
def test_a_second_exposure_is_said_under_49_not_the_paragraph_it_adds(director_client, lang, second):
    """A defender's second card exposed becomes a penalty card under 49 as the first did (TR "bir
    defans oyuncusunun kartı yüzünü partnerinin görmesi olası bir pozisyona geldiğinde ... bu kartlar
    cezalı karta dönüşür (Yasa 50)"; WBF "when a defender's card is in a position in which his partner
    could possibly see its face ... each such card becomes a penalty card (Law 50)"); the record said
    "(Law 50D)", the first paragraph the engine newly cited after it (desk64's item c)."""
    line = trick(director_client, lang, "W:S2,expose:E:S8,expose:E:S9")
    assert second in line, line
