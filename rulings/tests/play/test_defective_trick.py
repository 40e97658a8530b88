"""The defective trick (Law 67): a player omitted to play to a trick. From the paragraphs' text
and published rulings.

67A (TR): "Bir oyuncu bir löveye kart oynamayı atladığı ... zaman, her iki taraftan da birer
oyuncu sonraki löveye kart oynamadan önce usulsüzlüğe dikkat çekilmişse hata düzeltilmek
zorundadır." (EN): "When a player has omitted to play to a trick ... the error must be rectified
if attention is drawn to the irregularity before a player on each side has played to the
following trick."
"""

from __future__ import annotations

import json

from rulings import answer
from rulings.tests.helpers import deal, finish, result, state, tricks
from rulings.tests.test_cli import run_cli

# South declares 4H, West leads. South holds S 73, H AKT984, D J6, C AJ4.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")
OMIT_S = {"act": "omit", "seat": "S"}


def st(*play) -> dict:
    return state(DEAL, "4H", "S", list(play))


def ask(*play, q: str = "state") -> dict:
    return answer({"q": q, "deal": DEAL, "contract": "4H", "declarer": "S", "play": list(play), "vul": False})


def supply(seat: str, card: str) -> dict:
    return {"act": "supply", "seat": seat, "card": card}


def place(seat: str, card: str) -> dict:
    return {"act": "place", "seat": seat, "card": card}


def test_an_omission_quits_the_trick_with_three_cards_and_is_reported():
    """South's turn passes without his card: the trick is won by the best of the three cards
    (44F) and `state` names the defective trick and 67A1 while it may still be put right."""
    now = st("W:D2", "N:D4", "E:D7", OMIT_S)
    assert now["tricks"] == {"NS": 0, "EW": 1} and now["turn"] == "E"
    assert now["defective"] == [{"seat": "S", "trick": 1, "rectified": None, "may_place": []}]
    assert now["laws"][0] == "67A1"


def test_no_defective_key_in_an_ordinary_state_answer():
    assert "defective" not in st("W:D2", "N:D4")


def test_law_67a1_the_offender_supplies_a_card_he_can_legally_play():
    """67A1 (TR): "Bir löveye kart oynanması atlanmışsa bunu düzeltmek için, kusurlu oyuncu
    yasal olarak oynayabileceği bir kartı verir." (EN): "To rectify omission to play to a trick,
    the offender supplies a card he can legally play." South's DJ is played to the trick and
    wins it: 67A1, unlike 67B1, does not say the card leaves the trick's ownership alone."""
    now = st("W:D2", "N:D4", "E:D7", OMIT_S, supply("S", "DJ"))
    assert now["tricks"] == {"NS": 1, "EW": 0} and now["turn"] == "S"
    assert now["defective"][0]["rectified"] == "67A1"
    illegal = ask("W:D2", "N:D4", "E:D7", OMIT_S, supply("S", "HA"))
    assert illegal["error"] == "play[4]: card: HA is not a card S can legally play (Law 67A1)"


def test_law_67a_one_side_has_led_to_the_next_trick_the_omission_is_still_rectified():
    """67A: still before "a player on each side has played to the following trick" when only
    East has led to trick 2. South's D6 does not change who won trick 1, so East's lead stands."""
    now = st("W:D2", "N:D4", "E:DA", OMIT_S, "E:S8", supply("S", "D6"))
    assert now["tricks"] == {"NS": 0, "EW": 1} and now["turn"] == "S" and now["trick"] == 2
    assert now["legal"] == ["S7", "S3"]


def test_law_67a1_a_supplied_card_that_would_move_a_lead_already_made_is_not_decided():
    """When the supplied card wins the trick after the other side has led to the next one, the
    Laws do not say what becomes of that lead: the engine answers an error rather than guess."""
    got = ask("W:D2", "N:D4", "E:D7", OMIT_S, "E:S8", supply("S", "DJ"))
    assert got["error"].startswith("play[5]: DJ wins trick 1, but E has led to trick 2")


def test_law_67b_after_both_sides_played_to_the_next_trick_supply_is_too_late():
    """67B (TR): "... ve her iki taraf ta bir sonraki löveye oynamış ise, hakem işlemi aşağıdaki
    şekilde sürdürmelidir." (EN): "... both sides having played to the next trick, he proceeds
    as follows"."""
    play = ["W:D2", "N:D4", "E:DA", OMIT_S, "E:S8", "S:S3"]
    assert ask(*play, supply("S", "D6"))["error"].startswith("play[6]: both sides have played to trick 2")
    now = st(*play)
    assert now["laws"][0] == "67B"
    assert now["defective"] == [{"seat": "S", "trick": 1, "rectified": None, "may_place": ["DJ", "D6"]}]
    early = ask("W:D2", "N:D4", "E:DA", OMIT_S, place("S", "D6"))
    assert early["error"].startswith("play[4]: trick 1 may still be put right under Law 67A1")


def test_law_67b1a_a_card_of_the_suit_led_if_he_has_one_and_ownership_does_not_change():
    """67B1 (TR): "hakem kendisinden hemen bir kartını göstermesini ve bu kartı oynanmış kartları
    arasındaki uygun yere yerleştirmesini ister (bu kart bu lövenin kazanılmasını etkilemez)"
    (EN): "... place it appropriately among his played cards (this card does not affect
    ownership of the trick)"; (a) (TR): "Kusurlu oyuncunun özürlü löveye çıkılmış olan renkte
    kartı varsa, bunlardan ... birini seçmek zorundadır. Özürlü lövede rönons yapmış sayılır"
    (EN): "the offender has a card of the suit led to the defective trick; he must choose such a
    card ... He is deemed to have revoked on the defective trick". South places DJ, which would
    have beaten East's D7: East keeps the trick."""
    play = ["W:D2", "N:D4", "E:D7", OMIT_S, "E:S8", "S:S3"]
    wrong = ask(*play, place("S", "HA"))
    assert wrong["error"].startswith("play[6]: card: S holds a card of the suit led to trick 1")
    now = st(*play, place("S", "DJ"))
    assert now["tricks"] == {"NS": 0, "EW": 1}
    assert now["defective"][0]["rectified"] == "67B1(a)"
    assert now["revokes"] == [{"seat": "S", "trick": 1, "established": True}]
    assert now["laws"][:2] == ["67B1(a)", "64A2"]
    assert "DJ" not in st(*play, place("S", "DJ"), "W:S4", "N:SA")["legal"]


def test_law_67b1b_any_card_when_he_has_none_of_the_suit_led():
    """67B1(b) (TR): "Kusurlu oyuncunun özürlü löveye çıkılmış olan renkte kartı yoksa, herhangi
    bir kartını ... seçer. Özürlü lövede rönons yapmış sayılır" (EN): "the offender has no card
    of the suit led to the defective trick; he chooses any card ... He is deemed to have revoked
    on the defective trick". South's diamonds are gone by the time the Director is called."""
    play = ["W:D2", "N:D4", "E:D7", OMIT_S, *tricks("E:DA S:D6 W:D3 N:D8", "E:DQ S:DJ W:D5 N:DK")]
    now = st(*play, place("S", "C4"))
    assert now["defective"][0]["rectified"] == "67B1(b)"
    assert now["laws"][:2] == ["67B1(b)", "64A2"]


def test_law_67b1_the_deemed_revoke_costs_one_trick_under_64a2():
    """67B1 (TR): "... Yasa 64A2’ye göre aktarılan 1 löve kaybına tabidir." (EN): "... is
    subject to the loss of one trick transferred in accordance with Law 64A2." 64A2 (TR):
    "... eğer ki kusurlu taraf bu löveyi veya sonraki herhangi bir löveyi kazanmışsa, oyun sona
    erdikten sonra, kusursuz tarafa bir löve aktarılır." (EN): "... if the offending side won
    that or any subsequent trick, after play ends one trick is transferred to the non-offending
    side." South's side wins tricks after trick 1, so one goes to East-West; with the omission
    found only when play has ended, South's last card is the one he places."""
    played = finish(DEAL, "4H", "S", ["W:D2", "N:D4", "E:D7", OMIT_S])
    end = st(*played)
    assert end["turn"] is None and end["laws"] == ["67B"]
    last = end["defective"][0]["may_place"]
    assert len(last) == 1  # South alone still holds a card
    refused = ask(*played, q="result")
    assert refused["error"].startswith("play: S omitted to play to trick 1: the Director has him place a card")
    got = result(DEAL, "4H", "S", [*played, place("S", last[0])])
    assert got["transfer"] == {"to": "EW", "tricks": 1}
    assert got["tricks"] == got["tricks_played"] - 1
    assert got["laws"][:2] in (["67B1(a)", "64A2"], ["67B1(b)", "64A2"])
    # "deemed to have revoked" (TR "rönons yapmış sayılır"): the answer says which revoke, and
    # under which paragraph, so that a reader is not told it was made and established (63A)
    (revoke,) = got["revokes"]
    assert revoke["seat"] == "S" and revoke["trick"] == 1 and revoke["deemed"] == got["laws"][0]


def test_defective_trick_errors_name_the_field():
    assert ask(OMIT_S)["error"].startswith("play[0]: S cannot omit to play to trick 1 before it is led")
    assert ask("W:D2", OMIT_S)["error"] == "play[1]: seat: it is not S's turn to play to trick 1"
    assert ask("W:D2", supply("N", "D4"))["error"] == "play[1]: N has not omitted to play to any trick (Law 67)"
    assert ask("W:D2", {"act": "supply", "seat": "N"})["error"].startswith("play[1].card:")
    assert ask("W:D2", {"act": "place", "seat": "N", "card": "X9"})["error"].startswith("play[1].card:")
    assert ask("W:D2", {"act": "omit", "seat": "Q"})["error"].startswith("play[1].seat:")


# ---------------------------------------------------------------- published rulings
def test_published_ebu_forum_declarer_omitted_to_play_to_trick_six():
    """EBU TDs forum, "After trick 8, Declarer has 6 cards, others 5 cards"
    (https://forums.ebu.co.uk/discussion/1792/after-trick-8-declarer-has-6-cards-others-5-cards):
    "at trick 6 declarer had failed to follow suit and either not put a card down ... The Ace
    had won in dummy ... The extra card was then removed and replaced into declarers quitted
    cards. Play then resumes and director rules equivalent to a non winning revoke by declarer
    and adjusts the score by minus one trick." The reply: "it's specifically 67 B 1 applies here
    and the ruling is broadly correct, declarer has to place a card to make up the missing trick
    and is considered to have revoked". The source gives no deal; here dummy's SA wins trick 6
    while South, holding S7, plays nothing; the omission is found after trick 8 (the ruling does
    not depend on the other cards)."""
    play: list = tricks(
        "W:H2 N:H3 E:H5 S:H8",
        "S:HA W:D2 N:HJ E:H6",
        "S:HK W:D3 N:HQ E:H7",
        "S:S3 W:S4 N:SK E:S8",
        "N:C9 E:C5 S:C4 W:C2",
    )
    play += ["N:SA", "E:SJ", OMIT_S, "W:S6", *tricks("N:C6 E:C8 S:CA W:C3", "S:CJ W:C7 N:CQ E:CK")]
    found = st(*play)
    assert found["defective"] == [{"seat": "S", "trick": 6, "rectified": None, "may_place": ["S7"]}]
    now = st(*play, place("S", "S7"))
    assert now["tricks"] == {"NS": 7, "EW": 1}  # trick 6 stays dummy's: NS won tricks 1-7, EW trick 8
    got = result(DEAL, "4H", "S", finish(DEAL, "4H", "S", [*play, place("S", "S7")]))
    assert got["transfer"] == {"to": "EW", "tricks": 1}  # "minus one trick"
    assert got["tricks"] == got["tricks_played"] - 1
    assert got["laws"][:2] == ["67B1(a)", "64A2"]


def test_published_bridge_winners_declarer_did_not_play_to_trick_ten():
    """Bridge Winners, "Peculiar Situation - What's your Ruling?"
    (http://bridgewinners.com/article/view/peculiar-situation-whats-your-ruling/): "declarer has
    two cards while everyone else has only one. Examination of the play reveals that declarer
    simply did not play a card to trick 10. Law 67 appears to apply. ... He is required to play
    a card that he could legally have played to that trick, if he still has one. He is deemed
    to have revoked and one trick will be transferred at the end of play." The source gives no
    deal; here South omits to play to trick 10 and the Director is called with one card each
    left (South two). The source's own question (whether 64C should add more) is the
    Director's: the engine does not decide it."""
    play = finish(DEAL, "4H", "S", [], until_trick=10)
    now = st(*play)
    leader = now["turn"]
    play.append(f"{leader}:{now['legal'][-1]}")
    while st(*play)["turn"] != "S":
        turn = st(*play)
        play.append(f"{turn['turn']}:{turn['legal'][-1]}")
    play.append(OMIT_S)
    play = finish(DEAL, "4H", "S", play, until_trick=13)
    at_twelve_end = st(*play)
    assert at_twelve_end["trick"] == 13 and at_twelve_end["defective"][0]["trick"] == 10
    choice = at_twelve_end["defective"][0]["may_place"]
    play = finish(DEAL, "4H", "S", [*play, place("S", choice[0])])
    got = result(DEAL, "4H", "S", play)
    assert got["revokes"] == [{"seat": "S", "trick": 10, "established": True, "deemed": "67B1(b)", "transfer": 1}]
    assert got["transfer"] == {"to": "EW", "tricks": 1}


def test_published_gbu_declarer_played_two_cards_stuck_together_at_trick_five():
    """Gauteng Bridge Union laws column, "2 Cards that stuck together"
    (http://gbu.co.za/laws/archive/13.htm): "The declarer - North - ... at about the 5th trick
    played 2 cards that were stuck together ... She played a heart but the Queen of clubs was
    stuck behind the heart. With 3 tricks left to play ... the other 3 players had 3 cards in their
    hands." The answer: "Law 67 now applies. Basically, you, as a TD, must now establish whether
    the player revoked on a club play prior to and including trick 10 ... If yes, and I see it is a
    NT contract so never 2 tricks, there will be a 1-trick revoke penalty". 58B4 (TR): "Her iki
    taraf da sonraki löveye oynayıncaya kadar eşzamanlı oyun fark edilmemişse Yasa 67 uygulanır."
    (EN) "If the simultaneous play remains undiscovered until both sides have played to the next
    trick, Law 67 applies." 67B2(b): a restored card "is deemed to have belonged continuously to
    the offender's hand" (TR "sürekli olarak kusurlu oyuncunun elinde olduğu varsayılır").
    The source gives no deal; here North (3NT) has the CQ as his only club, it goes with the HJ
    at trick 5, and at trick 8, a club trick dummy wins, North discards: the "yes" case. The
    source's claim is played out instead (its merits are the Director's, 70)."""
    dealt = deal("AKQ2.AKQJ8.432.Q", "JT9.T9.JT98.9876", "543.432.AKQ.AKJT", "876.765.765.5432")
    stuck = {"act": "simultaneous", "seat": "N", "cards": ["HJ", "CQ"], "visible": ["HJ"], "unnoticed": True}
    play = [
        *tricks("E:DJ S:DA W:D5 N:D2", "S:H2 W:H5 N:HA E:H9", "N:HK E:HT S:H3 W:H6", "N:HQ E:D8 S:H4 W:H7"),
        stuck,
        *tricks("E:D9 S:S3 W:S6", "N:H8 E:DT S:S4 W:S7", "N:D3 E:S9 S:DK W:D6"),
        *tricks("S:CA W:C2 N:S2 E:C6", "S:S5 W:S8 N:SA E:SJ", "N:SK E:ST S:CT W:C3"),
    ]
    found = state(dealt, "3NT", "N", play)
    assert found["trick"] == 11 and found["legal"] == ["SQ", "D4"]  # North has 2 cards, the others 3
    assert found["defective"] == [{"seat": "N", "trick": 5, "rectified": None, "may_place": [], "extra": ["CQ"]}]
    restored = [*play, {"act": "restore", "seat": "N"}]
    now = state(dealt, "3NT", "N", restored)
    assert now["revokes"] == [{"seat": "N", "trick": 8, "established": True}]
    assert now["tricks"] == {"NS": 10, "EW": 0}  # trick 5 stays North's (67B2(a))
    done = result(dealt, "3NT", "N", finish(dealt, "3NT", "N", restored))
    assert done["transfer"] == {"to": "EW", "tricks": 1}  # "a 1-trick revoke penalty"
    assert done["laws"] == ["64A2"]


def test_published_nbb_delft_north_played_two_cards_at_trick_two_found_after_trick_nine():
    """NBB District Delft, "Arbitrages": "teveel kaarten in 1 slag"
    (https://nbbdelft.nl/Arbitrage/teveel%20kaarten%20gespeeld%20in%201%20slag.htm), a club's
    Director asks: "West is leider in een 3 SA contract, en na 9 slagen claimt Noord de laatste
    slagen. want hij heeft, als laatste 3 kaarten Ruiten Aas, Heer en Vrouw. Echter Oost, West en
    Zuid hebben allen nog 4 kaarten ... Bij nazoeken blijkt dat Noord in slag 2 (per ongeluk) 2
    kaarten heeft gespeeld en weggelegd (kaart zat kennelijk ... vastgeplakt aan een andere kaart".
    The district's answer: "De arbiter constateert dat Noord in slag 2 een kaart teveel gespeeld
    heeft. Dat betekent dat slag 2 zoals dat heet een onjuiste slag was. Dit wordt behandeld in art
    67 ... In dit geval moet je in art 67B2 zijn. De teveel gespeelde kaart in slag 2 wordt geacht
    steeds tot de Noordhand behoord te hebben. Het niet spelen van die kaart toen er om gevraagd werd
    in een volgende slag (dus na slag 2) is dan ... een voldongen verzaking ... voor voldongen
    verzakingen moet je in art 64 zijn". 67B2(b) (TR): "Geri konulan bir kartın sürekli olarak
    kusurlu oyuncunun elinde olduğu varsayılır ve bu kartın daha önceki bir löveye oynanmamış olması
    bir rönons teşkil edebilir." (EN): "A restored card is deemed to have belonged continuously to
    the offender's hand, and a failure to have played it to an earlier trick may constitute a
    revoke." The source gives no deal and no card ("Ik neem uit je verhaal aan dat er een verzaking
    was"); here North's only spade, the S2, is stuck behind his C2 at trick 2, faces unseen, and North
    discards on West's spade tricks 3-6, keeping the DAKQ; the claim is played out instead (its
    merits are the Director's, 70). The source names no number of tricks, only Law 64: the test asks
    that Law 64 rectify the established revoke, not for the engine's count."""
    dealt = deal("2.65432.AKQ.5432", "9876.987.5432.76", "T543.JT.876.JT98", "AKQJ.AKQ.JT9.AKQ")
    stuck = {"act": "simultaneous", "seat": "N", "cards": ["C2", "S2"], "visible": ["C2"], "unnoticed": True}
    play = [
        *tricks("N:H6 E:H7 S:HT W:HA"),
        *["W:CA", stuck, "E:C6", "S:C8"],
        *tricks("W:SA N:H5 E:S6 S:S3", "W:SK N:H4 E:S7 S:S4", "W:SQ N:H3 E:S8 S:S5", "W:SJ N:H2 E:S9 S:ST"),
        *tricks("W:HK N:C5 E:H8 S:HJ", "W:HQ N:C4 E:H9 S:C9", "W:CK N:C3 E:C7 S:CT"),
    ]
    found = state(dealt, "3NT", "W", play)
    assert found["trick"] == 10 and len(found["legal"]) == 4  # West, East and South hold 4 cards
    assert found["defective"] == [{"seat": "N", "trick": 2, "rectified": None, "may_place": [], "extra": ["S2"]}]
    restored = [*play, {"act": "restore", "seat": "N"}]
    now = state(dealt, "3NT", "W", restored)
    assert now["defective"][0]["rectified"] == "67B2(a)" and now["tricks"] == {"NS": 0, "EW": 9}
    assert now["revokes"][0] == {"seat": "N", "trick": 3, "established": True}  # "een voldongen verzaking"
    assert now["laws"][:2] == ["67B2(a)", "67B2(b)"]
    done = result(dealt, "3NT", "W", finish(dealt, "3NT", "W", restored))
    assert any(law.startswith("64") for law in done["laws"])  # "voor voldongen verzakingen ... art 64"
    # The engine's count, which the source leaves to Law 64: one trick (64A2); tricks 4-6 are later
    # revokes in the same suit (64B2).


def test_cli_answers_each_malformed_58b_or_67_event_with_an_error_line_naming_the_field():
    """Through `python -m rulings`: one JSON error line per malformed event, never a traceback."""
    base = {"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S"}
    bad_events = [
        ({"act": "simultaneous", "seat": "W", "visible": ["D2"]}, "play[0].cards:"),
        ({"act": "simultaneous", "seat": "W", "cards": ["D2", "D3"]}, "play[0].visible:"),
        ({"act": "simultaneous", "seat": "W", "cards": ["D2", "D3"], "visible": ["D2"], "plays": 7}, "play[0].plays:"),
        ({"act": "simultaneous", "seat": "W", "cards": ["D2", "ZZ"], "visible": ["D2"]}, "play[0].cards[1]:"),
        ({"act": "choose_card", "seat": "W"}, "play[0].card:"),
        ({"act": "omit"}, "play[0].seat:"),
        ({"act": "supply", "seat": "S", "card": ["DJ"]}, "play[0].card:"),
        ({"act": "place", "seat": "S"}, "play[0].card:"),
    ]
    lines = [json.dumps({**base, "play": [event]}) for event, _ in bad_events]
    done = run_cli(lines)
    assert done.returncode == 0 and "Traceback" not in done.stderr
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert [o["error"].split(" ")[0] for o in out] == [prefix for _, prefix in bad_events]


def test_no_omission_while_a_penalty_card_must_replace_the_card_played():
    """52B2 (TR): "Deklaran defans oyuncusundan yasaya aykırı olarak oynanan veya çıkılan kartını
    kabul etmezse, defans oyuncusu bu kartı cezalı kart ile değiştirmek zorundadır." (EN): "If
    declarer does not accept the card illegally played or led the defender must substitute the
    penalty card for the card illegally played or led.": East's turn cannot pass without it."""
    play = [
        {"act": "expose", "seat": "E", "card": "DQ"},
        {"act": "no_restriction", "seat": "S"},
        *tricks("W:D2 N:D4 E:D7"),
        {"act": "reject", "seat": "S"},
    ]
    assert st(*play)["legal"] == ["DQ"]
    assert ask(*play, {"act": "omit", "seat": "E"})["error"] == "play[6]: E must play the penalty card (Law 52B2)"


# ------------------------------------------------------------ too many cards (58B4, 67B2)
def unnoticed(seat: str, cards: list[str], visible: list[str]) -> dict:
    return {"act": "simultaneous", "seat": seat, "cards": cards, "visible": visible, "unnoticed": True}


RESTORE_W = {"act": "restore", "seat": "W"}
# West leads C2 with H2 stuck to it, face hidden, and nobody notices: H2 goes with the trick.
TWO_CARDS: list = [unnoticed("W", ["C2", "H2"], ["C2"]), "N:C6", "E:CK", "S:CA"]


def test_law_58b4_unnoticed_cards_wait_for_law_67():
    """58B4 (TR): "Her iki taraf da sonraki löveye oynayıncaya kadar eşzamanlı oyun fark
    edilmemişse Yasa 67 uygulanır." (EN): "If the simultaneous play remains undiscovered until
    both sides have played to the next trick, Law 67 applies." Before that, 67A2 (TR): "Bir
    löveye birden fazla kart oynanmasının düzeltilmesi için, yasa 45E ... veya Yasa 58B ...
    uygulanacaktır." (EN): "To rectify the play of too many cards to a trick, Law 45E ... or
    Law 58B ... shall be applied." """
    now = st(*TWO_CARDS)
    assert now["defective"] == [{"seat": "W", "trick": 1, "rectified": None, "may_place": [], "extra": ["H2"]}]
    assert now["laws"][0] == "67A2"
    assert ask(*TWO_CARDS, RESTORE_W)["error"].startswith("play[4]: a player of each side has not yet played")


def test_law_67b2_extra_cards_go_back_and_a_failure_to_play_them_is_a_revoke():
    """67B2(a) (TR): "hakem ... kusurlu oyuncudan özürlü löveye oynarken görünen kartını oynanan
    kartlar arasında bırakarak, bütün fazla kartları eline geri koymasını ister ... Özürlü
    lövenin kazanmış olan taraf değişmez." (EN): "... requires the offender to restore to his
    hand all extra cards, leaving among the played cards the one faced in playing to the
    defective trick ... Ownership of the defective trick does not change." 67B2(b) (TR): "Geri
    konulan bir kartın sürekli olarak kusurlu oyuncunun elinde olduğu varsayılır ve bu kartın
    daha önceki bir löveye oynanmamış olması bir rönons teşkil edebilir." (EN): "A restored card
    is deemed to have belonged continuously to the offender's hand, and a failure to have played
    it to an earlier trick may constitute a revoke." West discarded on two heart tricks while
    H2 lay among his played cards; the second revoke, in the same suit, transfers nothing
    (64B2)."""
    play = [*TWO_CARDS, *tricks("S:HA W:D2 N:H3 E:H5", "S:HK W:D3 N:HJ E:H6"), "S:C4", "W:C3"]
    now = st(*play, RESTORE_W)
    assert now["tricks"] == {"NS": 3, "EW": 0}  # trick 1 stays South's
    assert now["defective"][0]["rectified"] == "67B2(a)"
    assert now["revokes"] == [
        {"seat": "W", "trick": 2, "established": True},
        {"seat": "W", "trick": 3, "established": True},
    ]
    assert now["laws"][:2] == ["67B2(a)", "67B2(b)"]
    done = result(DEAL, "4H", "S", finish(DEAL, "4H", "S", [*play, RESTORE_W]))
    assert [r["transfer"] for r in done["revokes"]] == [1, 0]
    assert done["laws"][:2] == ["64A2", "64B2"]


def test_law_67b2_footnote_an_exposed_extra_card_of_a_defender_becomes_a_penalty_card():
    """Footnote 20 (TR): "bir defans oyuncusunun eline geri konulacak fazladan bir kart
    gözükürse, bu kart cezalı karta dönüşür (bkz. Yasa 50)." (EN): "if an extra card to be
    restored to a defender's hand has been exposed, it becomes a penalty card (see Law 50)."
    West's D3 was seen with his D2 (`plays` names the card the table took as played)."""
    seen = {**unnoticed("W", ["D2", "D3"], ["D2", "D3"]), "plays": "D2"}
    play = [seen, *tricks("N:D4 E:DA S:D6", "E:S8 S:S3 W:S4 N:SA")]
    now = st(*play, RESTORE_W)
    assert now["penalty_cards"] == [{"seat": "W", "card": "D3", "kind": "minor"}]
    assert "50" in now["laws"]  # "(see Law 50)"


def test_law_67b2a_the_highest_card_he_could_legally_have_played_when_the_faced_one_is_unknown():
    """67B2(a) (TR): "(Eğer hakem hangi kartın göründüğünü tespit edemiyorsa, kusurlu oyuncu bu
    löveye yasal olarak oynamış olabileceği kartların en büyüğünü bırakır)" (EN): "(if the
    Director is unable to determine which card was faced, the offender leaves the highest
    ranking of the cards that he could legally have played to the trick)". North's D8 and SA
    went to a diamond trick; only the D8 could legally be played."""
    play = ["W:D2", unnoticed("N", ["D8", "SA"], ["D8", "SA"])]
    now = st(*play)
    assert now["defective"][0]["extra"] == ["SA"] and now["turn"] == "E"
    tie = ask(unnoticed("W", ["C2", "H2"], ["C2", "H2"]))
    assert tie["error"].startswith("play[0]: plays: name the card faced in playing (Law 67B2(a))")


def test_too_many_cards_errors():
    assert ask({**TWO_CARDS[0], "unnoticed": "yes"})["error"].startswith("play[0].unnoticed:")
    assert ask("W:D2", RESTORE_W)["error"] == "play[1]: W has not played too many cards to any trick (Law 67)"
    short = finish(DEAL, "4H", "S", [*TWO_CARDS, *tricks("S:HA W:D2 N:H3 E:H5")], until_trick=13)
    while st(*short)["turn"] != "W":
        short.append(f"{st(*short)['turn']}:{st(*short)['legal'][-1]}")
    out_of_cards = st(*short)
    assert out_of_cards["trick"] == 13 and out_of_cards["legal"] == []  # West has no card left
    assert out_of_cards["laws"][0] == "67B"
