"""Lead prohibitions under Laws 50D2(a) and 51B: several suits forbidden at once, and every
prohibition lasting while the player keeps the lead, through declarer's later choices.

The texts every test here rests on (official Turkish, `fixtures/laws_tr.txt`; WBF English):

- 51B2(b): "deklaran defans oyuncusunun ortağının bu renklerin bir veya daha fazlasını çıkmasını
  yasaklayabilir ... Eli başka bir oyuncu kazanana kadar çıkış kısıtlaması devam eder" / "declarer
  may prohibit the defender's partner from leading one or more of such suits ... The prohibition
  continues until the player loses the lead".
- 50D2(a): "çıkış kendisinde kaldığı müddetçe o rengi çıkmasını yasaklamak" / "to prohibit him from
  leading that suit for as long as he retains the lead".
- Footnote 16: "El, cezalı kartı olan defans oyuncusunun ortağında kalırsa, Yasa 51B2 hüküm ve
  seçeneklerinin tamamı bir sonraki löve için de geçerlidir" / "If the partner of the defender with
  the penalty cards retains the lead, then all the requirements and options of Law 51B2 apply again
  at the following trick".
"""

from __future__ import annotations

from rulings import answer
from rulings.tests.helpers import state

# 4H by South. West holds the top spades; East is about to expose ST DJ CJ HJ (audit16d's deal).
DEAL = "N:5432.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6.8765.8765.8765 AKQJ.432.432.432"
# The same, but West holds the top clubs instead of North: a required club wins West the trick.
CLUBS_TO_WEST = "N:5432.AKQ.AKQ.876 T987.JT9.JT9.JT9 6.8765.8765.5432 AKQJ.432.432.AKQ"
# West holds only diamonds and clubs; East, on his right, some of each (4S by South).
ONLY_TWO_SUITS = "N:T987.JT98.432.54 AKQJ.AKQ.JT9.JT9 65432.765432..32 ..AKQ8765.AKQ876"
EXPOSED = [{"act": "expose", "seat": "E", "card": card} for card in ("ST", "DJ", "CJ", "HJ")]
SPADE_TRICK = ["W:SA", "N:S2", "E:ST", "S:S6"]  # West wins; East's ST falls to it (50D1)


def st(deal: str, play: list, contract: str = "4H") -> dict:
    return state(deal, contract, "S", play)


def forbid(*suits: str) -> dict:
    if len(suits) == 1:
        return {"act": "forbid_lead", "seat": "S", "suit": suits[0]}
    return {"act": "forbid_lead", "seat": "S", "suits": list(suits)}


def require(suit: str) -> dict:
    return {"act": "require_lead", "seat": "S", "suit": suit}


FREE = {"act": "no_restriction", "seat": "S"}


def suits_of(cards: list[str]) -> set[str]:
    return {card[0] for card in cards}


def test_51b2b_a_suit_forbidden_at_the_next_trick_adds_to_the_one_forbidden_before():
    """51B2(b) with footnote 16 (module docstring): diamonds forbidden at trick 1, West wins it and
    keeps the lead, declarer forbids clubs at trick 2. Diamonds stay forbidden: the engine used to
    answer `forbid C` with D4 D3 D2 legal (audit16d)."""
    now = st(DEAL, [*EXPOSED, forbid("D"), *SPADE_TRICK, forbid("C")])
    assert now["turn"] == "W" and now["decision"] is None
    assert now["legal"] == ["SK", "SQ", "SJ", "H4", "H3", "H2"]
    assert now["lead_restriction"] == {"seat": "W", "forbid": "D", "forbidden": ["D", "C"]}
    assert "51B2(b)" in now["laws"]
    assert now["penalty_cards"] == [{"seat": "E", "card": "HJ", "kind": "major"}]


def test_51b2b_declarer_forbids_two_suits_in_one_choice():
    """51B2(b): "bu renklerin bir veya daha fazlasını" / "one or more of such suits"; "the defender
    then picks up every penalty card in every suit prohibited by declarer" (TR "deklaranın
    yasakladığı her renkteki bütün cezalı kartlarını eline geri koyar")."""
    now = st(DEAL, [*EXPOSED, forbid("D", "C")])
    assert now["decision"] is None and now["turn"] == "W"
    assert suits_of(now["legal"]) == {"S", "H"}
    assert now["lead_restriction"] == {"seat": "W", "forbid": "D", "forbidden": ["D", "C"]}
    assert now["penalty_cards"] == [
        {"seat": "E", "card": "ST", "kind": "major"},
        {"seat": "E", "card": "HJ", "kind": "major"},
    ]
    assert "51B2(b)" in now["laws"]


def test_51b2b_a_forbidden_suit_stays_forbidden_when_declarer_then_leaves_the_lead_free():
    """51B2(b) and footnote 16 (module docstring); 51B2(c): "defans oyuncusunun ortağı herhangi yasal
    bir kartı çıkabilir" / "the defender's partner may lead any card": any card the prohibition
    still in force allows. Both suits forbidden at once stay forbidden after `no_restriction`."""
    now = st(DEAL, [*EXPOSED, forbid("D", "C"), *SPADE_TRICK])
    assert now["decision"] == {"by": "S", "options": ["require_lead", "forbid_lead", "no_restriction"]}
    free = st(DEAL, [*EXPOSED, forbid("D", "C"), *SPADE_TRICK, FREE])
    assert suits_of(free["legal"]) == {"S", "H"}
    assert free["lead_restriction"] == {"seat": "W", "forbid": "D", "forbidden": ["D", "C"]}


def test_51b2b_a_forbidden_suit_stays_forbidden_after_a_required_lead_while_he_keeps_the_lead():
    """51B2(b) and footnote 16 (module docstring); 51B2(a): declarer "may require the defender's
    partner to lead a specified suit" (TR "renklerden birini çıkmasını isteyebilir"), a requirement
    for that lead. Diamonds forbidden at trick 1, clubs required at trick 2: West leads the CA and
    wins, so he keeps the lead, and at trick 3 diamonds are still forbidden. The engine used to
    drop every restriction after the required lead."""
    trick_two = [*EXPOSED, forbid("D"), *SPADE_TRICK, require("C")]
    now = st(CLUBS_TO_WEST, trick_two)
    assert now["legal"] == ["CA", "CK", "CQ"]
    assert now["lead_restriction"] == {"seat": "W", "require": "C", "forbidden": ["D"]}
    played = [*trick_two, "W:CA", "N:C6", "E:C9", "S:C2"]
    again = st(CLUBS_TO_WEST, played)
    assert again["turn"] == "W" and again["decision"]["options"] == ["require_lead", "forbid_lead", "no_restriction"]
    free = st(CLUBS_TO_WEST, [*played, FREE])
    assert free["lead_restriction"] == {"seat": "W", "forbid": "D"}
    assert "D" not in suits_of(free["legal"]) and free["legal"][:3] == ["SK", "SQ", "SJ"]


def test_50d2a_and_51b2b_the_prohibitions_end_when_he_loses_the_lead():
    """51B2(b): "Eli başka bir oyuncu kazanana kadar" / "until the player loses the lead"; 50D2(a):
    "çıkış kendisinde kaldığı müddetçe" / "for as long as he retains the lead". West, forbidden
    diamonds and clubs, leads a heart that North wins; when West wins the lead back at the next
    trick, nothing is forbidden any more (East's penalty cards are all gone, so no new choice)."""
    lost = st(DEAL, [*EXPOSED, forbid("D", "C"), "W:H2", "N:HA", "E:HJ", "S:H5"])
    assert lost["turn"] == "N" and lost["lead_restriction"] is None
    back = st(DEAL, [*EXPOSED, forbid("D", "C"), "W:H2", "N:HA", "E:HJ", "S:H5", "N:S2", "E:ST", "S:S6", "W:SA"])
    assert back["turn"] == "W" and back["decision"] is None and back["lead_restriction"] is None
    assert suits_of(back["legal"]) == {"S", "H", "D", "C"}


def test_59_only_cards_of_the_forbidden_suits_any_card_may_be_led():
    """59: "Bir oyuncu ister gerekli renkte kartının bulunmaması ister yalnızca çıkış yasağı
    uygulanan renkte kartının bulunması ... nedeniyle bir onarmayı yerine getirmek için gerekli olan
    çıkışı ya da oyunu gerçekleştiremiyorsa, yasal olan başka herhangi bir kartı oynayabilir" / "A
    player may play any otherwise legal card if he is unable to lead or play as required to comply
    with a rectification, whether because ... he has only cards of a suit he is prohibited from
    leading". West holds only diamonds and clubs, both forbidden (51B2(b), module docstring): he
    cannot comply, and has no penalty card of his own, so every card is legal."""
    now = st(
        ONLY_TWO_SUITS,
        [{"act": "expose", "seat": "E", "card": "DJ"}, {"act": "expose", "seat": "E", "card": "CJ"}, forbid("D", "C")],
        "4S",
    )
    assert len(now["legal"]) == 13
    assert now["lead_restriction"] == {"seat": "W", "forbid": "D", "forbidden": ["D", "C"]}
    assert "59" in now["laws"] and "51B2(b)" in now["laws"]


def _error(play: list) -> str:
    got = answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": play})
    assert set(got) == {"error"}, got
    return got["error"]


def test_51b2_several_suits_bad_input_is_an_error_naming_the_field():
    """51B2(b) forbids "one or more of such suits" (TR "bu renklerin"): suits in which the defender
    has a penalty card; 51B2(a) requires one "specified suit" (TR "renklerden birini")."""
    no_card = _error([EXPOSED[1], EXPOSED[2], forbid("D", "S")])
    assert no_card.startswith("play[2]: suits:") and "(C, D)" in no_card and no_card.endswith("not S")
    twice = _error([*EXPOSED, forbid("D", "D")])
    assert twice.startswith("play[4].suits:") and "twice" in twice
    required = _error([*EXPOSED, {"act": "require_lead", "seat": "S", "suits": ["D", "C"]}])
    assert required.startswith("play[4].suits:") and "forbid_lead" in required
    both = _error([*EXPOSED, {"act": "forbid_lead", "seat": "S", "suit": "D", "suits": ["C"]}])
    assert both.startswith("play[4].suits:")
    empty = _error([*EXPOSED, {"act": "forbid_lead", "seat": "S", "suits": []}])
    assert empty.startswith("play[4].suits:")


def test_51b2_a_suit_still_forbidden_is_not_required_the_director_rules():
    """51B2(b): the prohibition "continues until the player loses the lead" (TR "Eli başka bir
    oyuncu kazanana kadar çıkış kısıtlaması devam eder"); footnote 16: while he keeps it "all the
    requirements and options of Law 51B2 apply again" (TR "hüküm ve seçeneklerinin tamamı bir
    sonraki löve için de geçerlidir"), and 51B2(a) lets declarer require a suit of a penalty card.
    East exposes a new diamond after diamonds were forbidden: whether declarer may now require the
    suit he forbade, the texts do not say, so the engine refuses it and names the Director."""
    refused = _error([*EXPOSED, forbid("D"), *SPADE_TRICK, EXPOSED[1] | {"card": "DT"}, require("D")])
    assert refused.startswith("play[10]: suit: W may not lead D while he keeps the lead")
    assert refused.endswith("the Director rules")
    allowed = st(DEAL, [*EXPOSED, forbid("D"), *SPADE_TRICK, EXPOSED[1] | {"card": "DT"}, forbid("D")])
    assert allowed["lead_restriction"] == {"seat": "W", "forbid": "D"} and "D" not in suits_of(allowed["legal"])


# West holds no club; East's clubs are still penalty cards at trick 2 (review44).
NO_CLUB_WEST = "N:5432.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6.876.87.8765432 AKQJ.5432.65432."


def test_59_a_required_suit_he_does_not_hold_leaves_him_any_card_the_prohibition_allows():
    """59: "ister gerekli renkte kartının bulunmaması ... yasal olan başka herhangi bir kartı
    oynayabilir" / "whether because he holds no card of the required suit ... any otherwise legal
    card"; the prohibition of trick 1 still holds (51B2(b), module docstring), so a diamond is not
    an "otherwise legal" card. Diamonds forbidden at trick 1, West wins it, clubs required at trick
    2: West has no club and may lead a spade or a heart, not a diamond. The engine before lead51
    dropped the prohibition at the requirement and let him lead a diamond."""
    now = st(NO_CLUB_WEST, [*EXPOSED, forbid("D"), *SPADE_TRICK, require("C")])
    assert now["turn"] == "W" and now["decision"] is None
    assert now["legal"] == ["SK", "SQ", "SJ", "H5", "H4", "H3", "H2"]
    assert now["lead_restriction"] == {"seat": "W", "require": "C", "forbidden": ["D"]}
    assert "59" in now["laws"] and "51B2(a)" in now["laws"] and "51B2(b)" in now["laws"]


def test_61a_leading_a_suit_forbidden_at_an_earlier_trick_is_a_revoke():
    """61A: "yasa tarafından emredilen ya da bir usulsüzlüğün düzeltilmesi için bir seçeneğin
    uygulanması sırasında bir rakip tarafından belirtilen bir rengi veya kartı olanak varken,
    çıkmamak ya da oynamamak rönons teşkil eder" / "failure to lead or play, when able, a card or
    suit required by law or specified by an opponent when exercising an option in rectification of
    an irregularity, constitutes a revoke"; the prohibition of trick 1 holds while West keeps the
    lead (51B2(b), module docstring). Diamonds forbidden at trick 1, clubs at trick 2: West's D4,
    with spades and hearts in hand, is a revoke. Before lead51 the clubs replaced the diamonds and
    the D4 was a legal lead."""
    now = st(DEAL, [*EXPOSED, forbid("D"), *SPADE_TRICK, forbid("C"), "W:D4"])
    assert now["revokes"] == [{"seat": "W", "trick": 2, "established": False}]
    assert "61A" in now["laws"]
    assert now["turn"] == "N" and now["legal"] == ["DA", "DK", "DQ"]


def test_51b2b_any_legal_play_leaves_his_penalty_cards_of_the_other_suits_to_be_played():
    """51B2(b) ends TR "ancak bunun üzerine defans oyuncusu deklaranın yasakladığı her renkteki bütün
    cezalı kartlarını eline geri koyar ve löveye herhangi bir yasal kartı oynayabilir" / WBF "the
    defender then picks up every penalty card in every suit prohibited by declarer and makes any
    legal play to the trick". His penalty cards of the suits not forbidden are still on the table,
    and a play is legal only if it plays one at the first legal opportunity (50D1(a): TR "bir majör
    cezalı kart ister çıkışta, renge uyarken, defos yaparken veya çakarken olsun ilk yasal fırsatta
    oynanmak zorundadır"; WBF "A major penalty card must be played at the first legal opportunity,
    whether in leading, following suit, discarding or trumping"). The WBF Laws Committee: "This Law
    [51] defines what to do with two [or more] penalty cards but the relevant parts of Law 50 still
    apply" (WBFLC minutes 2000-01-12 #7, as the EBU White Book 2004, 51.1, quotes it:
    https://www.yumpu.com/en/document/view/38590954/white-book-2004-ebu-tournament-directors-guide-edited-by-/48).
    So "any legal play" does not free him from the spade ten: diamonds forbidden, West leads the
    spade ace and East, who holds T987 of spades, may play only the ten (session 85, law187)."""
    now = st(DEAL, [*EXPOSED, forbid("D"), "W:SA", "N:S2"])
    assert now["turn"] == "E"
    assert now["legal"] == ["ST"]
    assert now["laws"][0] == "50D1(a)"
    assert {p["card"] for p in now["penalty_cards"]} == {"ST", "HJ", "CJ"}
