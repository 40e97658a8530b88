"""The read-out of the lead-out-of-turn guide's "a defender leads out of turn during the play" Ending
tells declarer of 53B, as its sibling for declarer's lead at a defender's turn already does (qa170).

The Ending's own page states 53B (`proper_lead`), but what the Director read aloud was only 56's two
options and 53A's "if the next player plays to this lead, it is accepted", with nothing of 53B: when
it was declarer's or dummy's turn (the engine's example: dummy to lead, `proper_leader` "N"), the
player next in rotation may be declarer, and his card is then his proper lead, not a play to the
irregular lead. Law 10C1 (TR "hakem mevcut olan tüm seçenekleri açıklayacaktır"; WBF "the Director
shall explain all the options available").

53A (TR): "... veya sırasız çıkıştan sonra sıradaki oyuncu bu çıkışa bir kart oynarsa (ancak bkz. B)
bu çıkış doğru çıkış halini alır." (WBF: "or if a play is made from the hand next in rotation to the
irregular lead (but see B)".)
53B (TR): "doğru çıkış sırası sırasız çıkış yapan oyuncunun rakiplerinden birinde ise bu rakip,
oynadığı kart usulsüz çıkışa verilmiş bir kart sayılmaksızın aykırılığın gerçekleştiği löveye doğru
çıkışı yapabilir. Böyle bir olay olduğunda, doğru çıkış geçerli kalır" (WBF: "if it was properly the
turn to lead of an opponent of the player who led out of turn, that opponent may make his proper lead
to the trick of the infraction without his card being deemed played to the irregular lead. When this
occurs, the proper lead stands")."""

import pytest

from rulings.queries import answer
from situations.content.lead_out_of_turn import LATER_DEFENDER
from situations.tests.guides.guide_pages import reads

pytestmark = pytest.mark.django_db
SLUG = "lead-out-of-turn"
KEYS = ["later", "defender"]


def test_the_engine_s_example_is_one_where_53b_is_declarer_s():
    """The engine: declarer decides, and the proper leader is dummy, an opponent of the offender."""
    decision = answer(LATER_DEFENDER.engine.query)["decision"]
    assert decision["by"] == "S"
    assert decision["proper_leader"] in ("N", "S")


@pytest.mark.parametrize(
    "lang, phrases",
    [
        (
            "tr",
            (
                "(Yasa 53A; ancak bkz. Yasa 53B)",
                "çıkış sırası sizde ya da yerdeyse, bunun yerine doğru çıkışınızı yapabilirsiniz",
                "o çıkış geçerli kalır (Yasa 53B)",
            ),
        ),
        (
            "en",
            (
                "(Law 53A, but see Law 53B)",
                "if it was your turn or dummy's, you may instead make your proper lead",
                "that lead stands (Law 53B)",
            ),
        ),
    ],
)
def test_the_read_out_tells_declarer_he_may_make_his_proper_lead(client, lang, phrases):
    reads(client, SLUG, KEYS, lang, *phrases)
