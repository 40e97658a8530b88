"""qa71: the table's mechanical rulings walked by a Director; what the page said wrongly."""

import re
from html import unescape

import pytest

from situations.tests.table.test_table import table_url
from tests.seen import seen

pytestmark = pytest.mark.django_db

# test_table's deal, 4H by South. Trick 1: West ♠2, North ♠A (wins), East ♠7, South ♠3. Trick 2:
# North leads ♥A, South plays ♥6 out of turn (57C3: it stands), West ♥2 before East (57C1: no
# rectification), then West leads ♦2 to the next trick before East has played to trick 2.
LEAD_AFTER_BOTH_HANDS = "W:S2,N:SA,E:S7,S:S3,N:HA,S:H6,W:H2,W:D2"


def words(page: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", unescape(page)).split())


@pytest.mark.parametrize(
    "lang, said, wrong",
    [
        (
            "en",
            "The play record stops at its entry 8: West led to the next trick before his partner had played to "
            "trick 2, after declarer had played from both hands. A defender is not subject to rectification for "
            "playing before his partner if declarer has played from both hands (Law 57C1); whether that reaches a "
            "lead to the next trick (Law 57A) the Laws do not say: the Director rules.",
            "cannot be replayed on this deal",
        ),
        (
            "tr",
            "Oyun kaydı 8. olayında duruyor: Batı, deklaran iki elden de oynamışken, ortağı 2. löveye kart "
            "oynamadan önce sonraki löveye çıktı. Deklaran her iki elden de oynamış durumda ise, defans "
            "oyuncusunun ortağından önce oynaması herhangi bir onarmaya tabi değildir (Yasa 57C1); bunun "
            "sonraki löveye çıkışı da kapsayıp kapsamadığını (Yasa 57A) Yasalar söylemez: hakem karar verir.",
            "yeniden oynanamıyor",
        ),
    ],
)
def test_a_lead_to_the_next_trick_after_declarer_played_from_both_hands_is_left_to_the_director(
    client, lang, said, wrong
):
    """Law 57C1, TR: "Eğer deklaran her iki elden de oynamış durumda ise, defans oyuncusunun
    ortağından önce oynaması herhangi bir onarmaya tabi değildir." WBF: "A defender is not subject to
    rectification for playing before his partner if declarer has played from both hands."
    Law 57A names the lead apart, TR "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce
    sırasız olarak kart oynadığında veya bir sonraki löveye çıkış yaptığında"; WBF "When a defender
    leads to the next trick before his partner has played to the current trick, or plays out of turn
    before his partner has played".

    The engine refuses the lead (docs/rulings-cli.md: "the Director rules"). The page said "The play
    record cannot be replayed on this deal", as for a card not in the hand, and on the Turkish page
    it gave the engine's English only ("E led to trick 3 ..."): the record is a real position the
    Laws do not decide. It now says so, in the page's language."""
    page = words(seen(client.get(table_url(lang, play=LEAD_AFTER_BOTH_HANDS)).content.decode()))
    assert said in page
    assert wrong not in page
    assert "led to trick 3 before his partner" not in page  # the engine's English
