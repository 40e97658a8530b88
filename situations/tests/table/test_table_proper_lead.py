"""Law 53B on the table page: after a defender's lead out of turn, while declarer's choice (56) is
pending, the one whose turn it was to lead may make his proper lead instead. The engine answers that
lead with an error naming 53B (it leaves what becomes of the card led out of turn to the Director),
so since the table made a card a link only where the engine records it, that card was not tappable
and nothing on the page said what 53B allows. The page now says it in its language, with 53B's text
one tap away, and keeps every card that is not recorded out of reach of a tap (the record stays).

53B, TR: "Yasa 53A'da dikkate alınarak, doğru çıkış sırası sırasız çıkış yapan oyuncunun
rakiplerinden birinde ise bu rakip, oynadığı kart usulsüz çıkışa verilmiş bir kart sayılmaksızın
aykırılığın gerçekleştiği löveye doğru çıkışı yapabilir. Böyle bir olay olduğunda, doğru çıkış
geçerli kalır ve bu löveye yanlışlıkla oynanan bütün kartlar geri alınabilir, ancak Yasa 16C
uygulanır." WBF: "Subject to Law 53A, if it was properly the turn to lead of an opponent of the
player who led out of turn, that opponent may make his proper lead to the trick of the infraction
without his card being deemed played to the irregular lead. When this occurs, the proper lead
stands and all cards played in error to this trick may be withdrawn, but Law 16C applies."
53A: the lead becomes correct "if a play is made from the hand next in rotation to the irregular
lead (but see B)" / "sırasız çıkıştan sonra sıradaki oyuncu bu çıkışa bir kart oynarsa (ancak bkz. B)".
"""

import re
from html import unescape

import pytest

from situations.tests.table.test_table import table_url
from tests.seen import seen

pytestmark = pytest.mark.django_db

# rulings/tests/play/test_lead_out_of_turn.py's deal: 4H by South.
DEAL = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"
SOUTH_WON = "W:H2,N:H3,E:H5,S:HA"  # South, declarer, is to lead trick 2
DUMMY_WON = "W:D2,N:DK,E:D7,S:D6"  # North, dummy, is to lead trick 2
EAST_WON = "W:D2,N:D4,E:DA,S:DJ"  # East, a defender, is to lead trick 2
SOUTH_CARDS = {"S7", "S3", "HK", "HT", "H9", "H8", "H4", "DJ", "D6", "CA", "CJ", "C4"}  # after SOUTH_WON


def page_of(client, lang: str, play: str) -> str:
    response = client.get(table_url(lang, deal=DEAL, contract="4H", declarer="S", play=play))
    assert response.status_code == 200
    return unescape(response.content.decode())


def line_53b(page: str) -> str:
    found = re.search(r'<p class="proper-lead" data-law="53B">(.*?)</p>', page, re.S)
    return found.group(1) if found else ""


def tappable(page: str) -> set[str]:
    """The cards that are links (any card a tap records, legal or not)."""
    return set(re.findall(r'<a class="card[^"]*" href="[^"]+" data-card="(\w\w)"', page))


def words(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", seen(html)).split())


@pytest.mark.parametrize(
    "lang, said",
    [
        ("tr", "Doğru çıkış sırası Güney oyuncusundaydı: önce bir seçim yapılmadan"),
        ("en", "South was the one to lead: without choosing first, he may now make his proper lead"),
    ],
)
def test_the_proper_leader_after_a_defenders_lead_out_of_turn_is_told_what_53b_allows(client, lang, said):
    """West leads ♠4 when South (declarer) was to lead: South is not next in rotation (North is),
    so his card cannot be read as a play to West's lead; the engine does not record it (53B), and
    the page says what 53B lets him do, with the paragraph linked and its text in the list below."""
    page = page_of(client, lang, SOUTH_WON + ",W:S4")
    line = line_53b(page)
    assert said in words(line)
    assert ("♠4" in line) and ("16C" in line)
    url = re.search(r'<a class="guide-cite" href="([^"]+)">(?:Law|Yasa) 53B</a>', line).group(1)
    assert "53B" in url
    assert '<details class="cited" data-label="53B">' in page
    assert not tappable(page) & SOUTH_CARDS, "South's cards are not links: the engine does not record his lead"
    assert 'class="big-button"' in page, "declarer's choice (accept, reject) is still offered"


def test_the_53b_line_is_in_turkish_on_the_turkish_page(client):
    line = words(line_53b(page_of(client, "tr", DUMMY_WON + ",E:SQ")))
    assert "Doğru çıkış sırası Kuzey oyuncusundaydı" in line and "Doğu oyuncusunun sırasız çıkışına" in line
    assert "hakem karar verir" in line
    assert not re.search(r"\b(the|proper|lead|Director)\b", line)


def test_where_the_proper_leader_is_next_in_rotation_the_page_says_a_tap_accepts_and_53b_is_the_other_reading(client):
    """West leads ♠4 when North (dummy), next in rotation after West, was to lead. A card of North's
    is a play to West's lead, accepting it (53A), and the engine records it so; 53B ("but see B")
    lets North make his proper lead instead, which the engine does not record: the page says both."""
    page = page_of(client, "en", DUMMY_WON + ",W:S4")
    line = words(line_53b(page))
    assert "North was the one to lead, and he is next after West's lead out of turn" in line
    assert "accepts it (Law 53A)" in line and "Law 53B lets him instead make his proper lead" in line
    assert "S2" in tappable(page), "North's cards are links: a tap records a play to the lead, accepting it"


@pytest.mark.parametrize(
    "play",
    [
        "E:S8",  # an opening lead out of turn: its proper leader, West, is the offender's partner (54)
        EAST_WON + ",W:S4",  # West leads when his partner East was to lead: no opponent's proper lead
        SOUTH_WON + ",N:S2",  # dummy leads out of turn (55): not a defender's lead
        SOUTH_WON,  # no lead out of turn
    ],
)
def test_no_53b_line_where_53b_cannot_apply(client, play):
    assert line_53b(page_of(client, "en", play)) == ""
