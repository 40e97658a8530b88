"""A defender's premature lead or play before his partner (Law 57A-57C), with Law 59 and the
penalty card it makes (Law 50), from the text.

Law 57A (TR, official): "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak
kart oynadığında veya bir sonraki löveye çıkış yaptığında, bu şekilde çıkılan veya oynanan kart
majör cezalı karta dönüşür ve deklaran aşağıdaki seçeneklerden birini seçer." WBF: "When a
defender leads to the next trick before his partner has played to the current trick, or plays
out of turn before his partner has played, the card so led or played becomes a major penalty
card, and declarer selects one of the following options."

South declares 4H in both deals below.
"""

from __future__ import annotations

import json

from rulings import answer
from rulings.cards import CARD_INDEX, SUIT_MASKS
from rulings.premature_play import PlayRestriction, allowed, play_before_choice
from rulings.tests.helpers import deal, state, tricks
from rulings.tests.test_cli import run_cli

# The deal of test_lead_out_of_turn.py.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")
# Trick 1 won by dummy's DK: dummy leads trick 2.
DUMMY_LEADS = tricks("W:D2 N:DK E:D7 S:D6")
# Trick 1 won by South's HA: declarer leads trick 2, and West has no heart left.
SOUTH_LEADS = tricks("W:H2 N:H3 E:H5 S:HA")
OPTIONS = ["require_highest", "require_lowest", "require_suit", "forbid_suit"]


def st(*play) -> dict:
    return state(DEAL, "4H", "S", list(play))


def act(name: str, seat: str = "S", **more) -> dict:
    return {"act": name, "seat": seat, **more}


def error(*play) -> str:
    got = answer({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": list(play)})
    assert list(got) == ["error"], got
    return got["error"]


# ------------------------------------------------------------------ 57A: the card and the choice
def test_57a_a_play_before_partner_is_a_major_penalty_card_not_played_to_the_trick():
    """57A: "bu şekilde çıkılan veya oynanan kart majör cezalı karta dönüşür" / "the card so led or
    played becomes a major penalty card, and declarer selects one of the following options"."""
    now = st(*DUMMY_LEADS, "N:SA", "W:S4")  # East, West's partner, has not played to trick 2
    assert now["penalty_cards"] == [{"seat": "W", "card": "S4", "kind": "major"}]
    assert now["decision"] == {"by": "S", "options": OPTIONS}
    assert now["turn"] == "E" and now["legal"] == []  # East plays next: W's card is not on the trick
    assert now["laws"][:2] == ["57A", "50D"]


def test_57a1_require_the_highest_card_of_the_suit_led():
    """57A1: "Kusurlu oyuncunun ortağından oynanan renkteki en büyük kartını oynamasını isteyebilir"
    / "require offender's partner to play the highest card he holds of the suit led"."""
    now = st(*DUMMY_LEADS, "N:SA", "W:S4", act("require_highest"))
    assert now["decision"] is None and now["turn"] == "E"
    assert now["legal"] == ["SQ"]
    assert now["laws"][0] == "57A1"


def test_57a2_require_the_lowest_card_of_the_suit_led():
    """57A2: "en küçük kartını oynamasını isteyebilir" / "require offender's partner to play the
    lowest card he holds of the suit led"."""
    now = st(*DUMMY_LEADS, "N:SA", "W:S4", act("require_lowest"))
    assert now["legal"] == ["S8"]
    assert now["laws"][0] == "57A2"


def test_57a3_require_another_suit_from_a_partner_void_in_the_suit_led():
    """57A3: "deklaran tarafından belirtilecek başka bir rengi oynamasını isteyebilir" / "require
    offender's partner to play a card of another suit specified by declarer"."""
    now = st(*SOUTH_LEADS, "S:HK", "E:H6", act("require_suit", suit="C"))  # West has no heart
    assert now["penalty_cards"] == [{"seat": "E", "card": "H6", "kind": "major"}]
    assert now["turn"] == "W" and now["legal"] == ["CT", "C7", "C3", "C2"]
    assert now["laws"][0] == "57A3"


def test_57a4_forbid_another_suit():
    """57A4: "başka bir renkten bir kart oynamasını yasaklayabilir" / "forbid offender's partner to
    play a card of another suit specified by declarer"."""
    now = st(*SOUTH_LEADS, "S:HK", "E:H6", act("forbid_suit", suit="D"))
    assert now["legal"] == ["ST", "S6", "S4", "CT", "C7", "C3", "C2"]
    assert now["laws"][0] == "57A4"


def test_57a3_another_suit_is_a_suit_other_than_the_suit_led():
    """57A1/57A2 speak of "the suit led" ("oynanan renk"), 57A3/57A4 of "another suit" ("başka bir
    renk"): other than the suit led. Naming the suit led is refused, naming the suit."""
    message = error(*DUMMY_LEADS, "N:SA", "W:S4", act("require_suit", suit="S"))
    assert message.startswith("play[6]: suit: must be a suit other than the suit led (S)")
    message = error(*DUMMY_LEADS, "N:SA", "W:S4", act("forbid_suit", suit="S"))
    assert message.startswith("play[6]: suit: must be a suit other than the suit led (S)")


def test_57a3_a_partner_who_can_follow_suit_must_follow():
    """57B: "Yasa 59 uyarınca herhangi bir kartı oynayabilir" / "he may play any card, as provided
    in Law 59"; 59: "renge uyma zorunluluğu altında oluşu nedeniyle" / "because he is obliged to
    follow suit"."""
    now = st(*DUMMY_LEADS, "N:SA", "W:S4", act("require_suit", suit="H"))
    assert now["legal"] == ["SQ", "SJ", "S9", "S8"]
    assert now["laws"][:3] == ["57A3", "57B", "59"]
    forbid = st(*DUMMY_LEADS, "N:SA", "W:S4", act("forbid_suit", suit="H"))
    assert forbid["legal"] == ["SQ", "SJ", "S9", "S8"]
    assert "57B" not in forbid["laws"]  # following suit complies with a forbidden other suit


# ------------------------------------------------------------------ 57B: cannot comply
def test_57b_a_partner_with_no_card_of_the_suit_led_plays_any_card():
    """57B: "Kusurlu oyuncunun ortağı deklaranın seçtiği düzeltmeyi yerine getiremediğinde ... Yasa
    59 uyarınca herhangi bir kartı oynayabilir" / "When offender's partner is unable to comply
    with the rectification selected by declarer ... he may play any card, as provided in Law 59"."""
    now = st(*SOUTH_LEADS, "S:HK", "E:H6", act("require_highest"))
    assert len(now["legal"]) == 12  # West has no heart: every card he holds
    assert now["laws"][:3] == ["57A1", "57B", "59"]
    no_club = st(*SOUTH_LEADS, "S:HK", "E:H6", act("require_suit", suit="C"), "W:C2")
    assert no_club["revokes"] == []


def test_57b_forbidden_suit_when_the_partner_holds_nothing_else():
    """59: "yalnızca çıkış yasağı uygulanan renkte kartının bulunması" / "because he has only cards
    of a suit he is prohibited from leading": a partner void in the suit led holding only the
    forbidden suit plays any of them."""
    diamonds = SUIT_MASKS[1] & (1 << CARD_INDEX["D2"] | 1 << CARD_INDEX["D9"])
    forbid = PlayRestriction(seat=3, option="forbid_suit", suit=1, law="57A4")
    assert allowed(diamonds, 3, forbid) == (diamonds, False)


def test_57a_not_playing_as_required_when_able_is_a_revoke_and_may_be_corrected():
    """61A: "bir usulsüzlüğün düzeltilmesi için bir seçeneğin uygulanması sırasında bir rakip
    tarafından belirtilen bir rengi veya kartı olanak varken ... oynamamak rönons teşkil eder" /
    "failure to lead or play, when able, a card or suit ... specified by an opponent when
    exercising an option in rectification of an irregularity, constitutes a revoke"."""
    played = [*DUMMY_LEADS, "N:SA", "W:S4", act("require_lowest"), "E:SQ"]
    now = st(*played)
    assert now["revokes"] == [{"seat": "E", "trick": 2, "established": False}]
    fixed = st(*played, act("correct", "E", card="S8"))
    assert fixed["revokes"] == [{"seat": "E", "trick": 2, "established": False, "corrected": True}]
    assert {"seat": "E", "card": "SQ", "kind": "major"} in fixed["penalty_cards"]  # 62B1


# ------------------------------------------------------------------ the penalty card afterwards
def test_57a_the_offender_plays_his_penalty_card_at_his_turn_to_the_same_trick():
    """57A makes the card a major penalty card; 50D1(a): "a major penalty card must be played at
    the first legal opportunity" ("ilk yasal fırsatta oynanmalıdır")."""
    now = st(*DUMMY_LEADS, "N:SA", "W:S4", act("require_lowest"), "E:S8", "S:S3")
    assert now["turn"] == "W" and now["legal"] == ["S4"]
    done = st(*DUMMY_LEADS, "N:SA", "W:S4", act("require_lowest"), "E:S8", "S:S3", "W:S4")
    assert done["penalty_cards"] == [] and done["tricks"] == {"NS": 2, "EW": 0}


def test_57a_option_before_the_partners_own_major_penalty_card():
    """50D1(b): "The obligation to follow suit, or to comply with a lead or play restriction,
    takes precedence over the obligation to play a major penalty card, but the penalty card must
    still be left face up" (TR "bir çıkış ya da oyun kısıtlamasına uyma zorunluluğu ... önceliklidir")."""
    exposed = act("expose", "E", card="SJ")  # East's SJ: a major penalty card (an honour, 50B)
    now = st(*DUMMY_LEADS, exposed, "N:SA", "W:S4", act("require_lowest"))
    assert now["legal"] == ["S8"]
    assert now["laws"][:2] == ["57A2", "50D1(b)"]
    after = st(*DUMMY_LEADS, exposed, "N:SA", "W:S4", act("require_lowest"), "E:S8")
    assert {"seat": "E", "card": "SJ", "kind": "major"} in after["penalty_cards"]
    highest = st(*DUMMY_LEADS, exposed, "N:SA", "W:S4", act("require_highest"))
    assert highest["legal"] == ["SQ"]


def test_57a_a_second_penalty_card_makes_the_first_major():
    """50B: "when one defender has two or more penalty cards, all such cards become major penalty
    cards" ("bir defans oyuncusunun iki veya daha fazla cezalı kartı varsa hepsi majör ...")."""
    now = st(*DUMMY_LEADS, act("expose", "W", card="C3"), "N:SA", "W:S4")
    assert now["penalty_cards"] == [
        {"seat": "W", "card": "S4", "kind": "major"},
        {"seat": "W", "card": "C3", "kind": "major"},
    ]


# ------------------------------------------------------------------ the lead to the next trick
def test_57a_lead_to_the_next_trick_before_partner_played():
    """57A: "veya bir sonraki löveye çıkış yaptığında" / "When a defender leads to the next trick
    before his partner has played to the current trick": West, who led D2, faces C2 before East
    has played to trick 1. The options bind East's play to trick 1."""
    now = st("W:D2", "N:D4", "W:C2")
    assert now["penalty_cards"] == [{"seat": "W", "card": "C2", "kind": "major"}]
    assert now["decision"] == {"by": "S", "options": OPTIONS} and now["turn"] == "E"
    chosen = st("W:D2", "N:D4", "W:C2", act("require_highest"))
    assert chosen["legal"] == ["DA"]


def test_57a_lead_to_the_next_trick_then_50d2_when_partner_gets_the_lead():
    """50D2: "When a defender has the lead while his partner has a major penalty card, he may not
    lead until declarer has stated which of the options below is selected" (TR "ortağının majör
    cezalı kartı varken ... deklaran ... seçeneği belirtmeden çıkış yapamaz")."""
    now = st("W:D2", "N:D4", "W:C2", act("require_highest"), "E:DA", "S:D6")
    assert now["tricks"] == {"NS": 0, "EW": 1} and now["turn"] == "E"
    assert now["decision"] == {"by": "S", "options": ["require_lead", "forbid_lead", "no_restriction"]}
    assert now["penalty_cards"] == [{"seat": "W", "card": "C2", "kind": "major"}]


def test_a_lead_to_the_next_trick_after_declarer_played_both_hands_is_left_to_the_director():
    """57C1 speaks of "playing before his partner" ("ortağından önce oynaması"), 57A of leading to
    the next trick as a separate case: whether 57C1 also exempts the lead is not decided here."""
    message = error(*SOUTH_LEADS, "S:HK", "W:S4", "N:HJ", "W:C2")
    assert message.startswith("play[7]: W led to trick 3 before his partner played to trick 2")
    assert "the Director rules" in message


# ------------------------------------------------------------------ 57C
def test_57c1_declarer_has_played_from_both_hands():
    """57C1: "Eğer deklaran her iki elden de oynamış durumda ise, defans oyuncusunun ortağından önce
    oynaması herhangi bir onarmaya tabi değildir" / "A defender is not subject to rectification for
    playing before his partner if declarer has played from both hands"."""
    now = st(*DUMMY_LEADS, "N:SA", "S:S3", "W:S4")  # dummy led, declarer played early (57C3)
    assert now["penalty_cards"] == [] and now["decision"] is None
    assert now["turn"] == "E" and now["legal"] == ["SQ", "SJ", "S9", "S8"]
    assert now["laws"][0] == "57C1" and "57C2" not in now["laws"]
    done = st(*DUMMY_LEADS, "N:SA", "S:S3", "W:S4", "E:S8")
    assert done["tricks"] == {"NS": 2, "EW": 0}


def test_57c2_dummy_played_before_his_right_hand_opponent():
    """57C2: "Eğer Yer, kendi iradesi ile, sağındaki rakipten önce bir kartı oynar ... defans
    oyuncusunun ortağından önce oynaması herhangi bir onarmaya tabi değildir" / "if dummy has of his
    own volition prematurely selected a card before his RHO". The record does not say whether
    declarer called dummy's card (57C1) or dummy chose it (57C2): both exempt, both are cited."""
    now = st(*SOUTH_LEADS, "S:HK", "N:HJ", "E:H6")  # dummy before West, East before West
    assert now["penalty_cards"] == [] and now["decision"] is None and now["turn"] == "W"
    assert now["laws"][:2] == ["57C1", "57C2"]


def test_57c_does_not_apply_while_declarer_has_played_from_one_hand_only():
    """57C1 needs both hands: declarer's lead alone leaves 57A in force."""
    now = st(*SOUTH_LEADS, "S:HK", "E:H6")
    assert now["decision"] == {"by": "S", "options": OPTIONS}


# ------------------------------------------------------------------ events and errors
def test_the_choice_is_declarers_and_comes_before_play_goes_on():
    base = [*DUMMY_LEADS, "N:SA", "W:S4"]
    assert error(*base, act("require_lowest", "N")) == "play[6]: seat: the choice belongs to S"
    assert error(*base, "E:S8") == (
        "play[6]: S must first choose (require_highest, require_lowest, require_suit, forbid_suit)"
    )
    assert error(*DUMMY_LEADS, act("require_lowest")).startswith("play[4]: there is no choice to make now")
    assert error(*base, act("no_restriction")).startswith("play[6]: act: 'no_restriction' is not an option now")


def test_the_restriction_binds_this_trick_only():
    """57A: "require offender's partner to play" (TR "oynamasını"): his play to the current trick."""
    played = [*DUMMY_LEADS, "N:SA", "W:S4", act("require_lowest"), "E:S8", "S:S3", "W:S4"]
    now = st(*played, "N:S2")  # dummy won trick 2 and leads a spade again
    assert now["turn"] == "E" and now["legal"] == ["SQ", "SJ", "S9"]
    assert "57A2" not in now["laws"]


def test_cli_names_the_field_of_a_malformed_57a_choice():
    prefix = [*DUMMY_LEADS, "N:SA", "W:S4"]
    lines = [
        json.dumps({"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": [*prefix, extra]})
        for extra in (
            {"act": "require_suit", "seat": "S"},
            {"act": "forbid_suit", "seat": "S", "suit": "NT"},
            {"act": "require_highest", "seat": "X"},
            {"act": "require_suit", "seat": "S", "suit": "S"},
        )
    ]
    done = run_cli(lines)
    assert done.returncode == 0 and "Traceback" not in done.stderr
    out = [json.loads(line)["error"] for line in done.stdout.splitlines()]
    assert out[0].startswith("play[6].suit: must be a suit C, D, H or S, not None")
    assert out[1].startswith("play[6].suit: must be a suit C, D, H or S, not 'NT'")
    assert out[2].startswith("play[6].seat: must be a seat")
    assert out[3].startswith("play[6]: suit: must be a suit other than the suit led (S)")


# ------------------------------------------------------------------ 53C
def test_53c_the_defender_on_the_right_of_declarers_irregular_lead_plays_to_it():
    """53C: "sırasız çıkış yapılan elin sağındaki defans oyuncusu deklaranın usulsüz çıkışı üzerine
    kart oynarsa (ancak bkz. B) çıkış geçerli kalır ve Yasa 57 uygulanır" / "the defender to the
    right of the irregular lead plays a card (but see B), the lead stands and Law 57 applies"."""
    now = st(*DUMMY_LEADS, "S:HA", "E:H5")  # dummy was to lead; East is on South's right
    assert now["decision"] == {"by": "S", "options": OPTIONS} and now["turn"] == "W"
    assert now["laws"][:3] == ["57A", "53C", "53A"]


def test_53c_not_when_that_defender_was_the_one_to_lead():
    """ "(but see B)": 53B lets the opponent whose turn it was make his proper lead, which the record
    cannot tell from a play to declarer's card: no 53C then, the choice stays pending."""
    east_leads = tricks("W:D2 N:D4 E:DA S:D6")  # East won trick 1
    message = error(*east_leads, "S:HA", "E:H5")
    assert message == "play[5]: W must first choose (accept, reject)"


def test_a_card_played_before_declarers_57a_choice_is_60a1s_or_60cs():
    """60A1 TR "Kusursuz tarafın bir üyesi sağındaki rakibin sırasız ya da vaktinden önce çıkması
    veya oynamasından sonra ve bir onarma belirlenmeden önce, bir oyun oynarsa, o kusuru onarma
    hakkını yitirir" / WBF "A play by a member of the non-offending side after his RHO has led or
    played out of turn or prematurely, and before rectification has been assessed, forfeits the
    right to rectification of that offense"; 60C TR "Kusurlu tarafın bir üyesinin düzeltme
    belirlenmeden önce oynaması rakiplerinin haklarını etkilemez" / WBF "A play by a member of the
    offending side before rectification has been assessed does not affect the rights of the
    opponents". West (3) leads prematurely: dummy North (0), his left-hand opponent, forfeits; East
    (1), his partner, is 60C's; South (2), not after his right-hand opponent, is neither's."""
    assert play_before_choice(3, 0) == "60A1"
    assert play_before_choice(3, 1) == "60C"
    assert play_before_choice(3, 2) is None
