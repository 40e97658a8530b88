"""Designating dummy's card (Law 46; Law 45B), the `designate` play event: each sub-paragraph of
46B from its text, Turkish (official) and WBF English, and the published rulings found.

Each test asserts what the `state` query answers: the card dummy plays (seen on the completed
trick, or as a revoke), or the choice left to a player (`decision` with the cards offered)."""

from __future__ import annotations

from rulings import answer
from rulings.cards import CARD_CODES
from rulings.queries import play_state
from rulings.tests.helpers import deal, state

# South declares 4H; dummy (North) holds AK52 QJ3 K84 Q96.
DEAL = deal("AK52.QJ3.K84.Q96", "QJ98.765.AQ7.K85", "73.AKT984.J6.AJ4", "T64.2.T9532.T732")
# Dummy holds all thirteen spades; South declares 3NT.
SPADES = deal("AKQJT98765432...", ".AKQJT9.T98.9876", ".5432.AKQJ.AKQJT", ".876.765432.5432")


def designate(seat: str = "S", **fields) -> dict:
    return {"act": "designate", "seat": seat, **fields}


def st(*play, deal_value: str = DEAL, contract: str = "4H") -> dict:
    return state(deal_value, contract, "S", list(play))


def last_trick(*play, deal_value: str = DEAL, contract: str = "4H") -> dict[str, str]:
    """The last completed trick as {seat: card} (the record must complete it)."""
    done = play_state(deal_value, contract, "S", list(play)).completed[-1]
    return {"NESW"[seat]: CARD_CODES[card] for seat, card in done.cards}


def error(*play, deal_value: str = DEAL, contract: str = "4H") -> str:
    got = answer({"q": "state", "deal": deal_value, "contract": contract, "declarer": "S", "play": list(play)})
    assert "error" in got, got
    return got["error"]


# ------------------------------------------------------------------ 45B, 46A
def test_law_46a_suit_and_rank_named_is_the_card_event_itself():
    """45B: "Deklaran kartın adını söyleyerek yerden kart oynar" / "Declarer plays a card from
    dummy by naming the card"; 46A: "hem rengini hem de derecesini açıkça belirtmelidir" /
    "should clearly state both the suit and the rank". The proper form is no irregularity: the
    answer is exactly that of the card event."""
    assert st("W:S4", designate(suit="S", rank="K")) == st("W:S4", "N:SK")


# ------------------------------------------------------------------ 46B1
def test_law_46b1a_high_following_suit_is_the_highest_card_of_the_suit_led():
    """46B1(a): "“büyük” veya benzer anlamlı kelimeler kullanırsa, en büyük kartı tanımlamış
    sayılır" / "calls 'high' ... deemed to have called the highest card of the suit led". Dummy
    must follow (44C), so both texts name the spade ace."""
    now = st("W:S4", designate(words="high"))
    assert now["laws"][:2] == ["46B1(a)", "46B"]
    assert last_trick("W:S4", designate(words="high"), "E:S8", "S:S3")["N"] == "SA"


def test_law_46b1c_low_following_suit_is_the_lowest_card_of_the_suit_led():
    """46B1(c): "“küçük” veya benzer anlamlı kelimeler ile çağrı yaparsa, en küçük kartı
    tanımlamış sayılır" / "calls 'low' ... deemed to have called the lowest card of the suit led"."""
    assert st("W:S4", designate(words="low"))["laws"][:2] == ["46B1(c)", "46B"]
    assert last_trick("W:S4", designate(words="low"), "E:S8", "S:S3")["N"] == "S2"


def test_law_46b1c_dummy_unable_to_follow_with_one_suit_left_the_turkish_text_decides():
    """Dummy holds only spades; West leads a heart. WBF: "the lowest card of the suit led", a
    card dummy does not hold. The official Turkish says "en küçük kartı", the lowest card, with
    no suit: dummy's lowest card is the two of spades, and the Turkish text prevails."""
    play = ["W:H8", designate(words="low")]
    now = st(*play, deal_value=SPADES, contract="3NT")
    assert now["decision"] is None and now["laws"][:2] == ["46B1(c)", "46B"]
    trick = last_trick(*play, "E:H9", "S:H2", deal_value=SPADES, contract="3NT")
    assert trick["N"] == "S2"
    high = ["W:H8", designate(words="high"), "E:H9", "S:H2"]
    assert last_trick(*high, deal_value=SPADES, contract="3NT")["N"] == "SA"


def test_law_46b1a_leading_from_dummy_with_several_suits_declarer_must_say_which():
    """ "high" when dummy leads: neither text names a suit (WBF "of the suit led": none is led;
    Turkish "en büyük kartı": a king of hearts and an ace of spades are not ranked against each
    other), so the engine does not decide: declarer designates, `laws` names 46B1(a)."""
    won = ["W:S4", "N:SA", "E:S8", "S:S3"]  # dummy wins and leads
    now = st(*won, designate(words="high"))
    assert now["turn"] == "N" and now["legal"] == []
    assert now["decision"] == {
        "by": "S",
        "options": ["designate"],
        "cards": ["SK", "S5", "S2", "HQ", "HJ", "H3", "DK", "D8", "D4", "CQ", "C9", "C6"],
    }
    assert now["laws"] == ["46B1(a)", "46B"]
    chosen = st(*won, designate(words="high"), designate(suit="D", rank="K"))
    assert chosen["turn"] == "E" and chosen["laws"][:2] == ["46B1(a)", "46B"]
    assert chosen["legal"] == ["DA", "DQ", "D7"]


def test_law_46b1b_win_dummy_last_is_the_lowest_card_that_beats_the_trick():
    """46B1(b): "‘kazan’masını isterse, löveyi kazanacağı bilinen en küçük kartı tanımlamış
    sayılır" / "directs dummy to 'win' the trick ... the lowest card that it is known will win
    the trick". Dummy plays last: the club queen beats the ten, the nine would not."""
    east_leads = ["W:S4", "N:S2", "E:SQ", "S:S3"]  # East wins and leads a club
    play = [*east_leads, "E:C5", "S:C4", "W:CT", designate(words="win")]
    trick = last_trick(*play)
    assert trick["N"] == "CQ"
    assert st(*play)["laws"][:2] == ["46B1(b)", "46B"]


def test_law_46b1b_win_with_no_winning_card_leaves_the_choice_to_declarer():
    """No card of dummy beats the club king already on the trick: no card is "known to win",
    the text designates nothing, and declarer designates (`laws` names 46B1(b))."""
    east_leads = ["W:S4", "N:S2", "E:SQ", "S:S3"]
    now = st(*east_leads, "E:CK", "S:C4", "W:C2", designate(words="win"))
    assert now["decision"] == {"by": "S", "options": ["designate"], "cards": ["CQ", "C9", "C6"]}
    assert now["laws"] == ["46B1(b)", "46B"]


def test_law_46b1b_win_before_a_defender_plays_needs_a_card_no_defender_can_beat():
    """ "Known" to win: in notrump, dummy second to play with AK52 in spades. The ace and the king
    both win whatever East holds (every higher spade is in dummy): the lowest is the king."""
    play = ["W:S4", designate(words="win"), "E:S8", "S:S3"]
    assert last_trick(*play, contract="3NT")["N"] == "SK"


def test_law_46b1b_win_in_a_suit_contract_where_a_defender_may_ruff_is_not_known():
    """In 4H East plays after dummy and may hold no spade (declarer cannot see): no spade is
    known to win, so declarer designates."""
    now = st("W:S4", designate(words="win"))
    assert now["decision"] == {"by": "S", "options": ["designate"], "cards": ["SA", "SK", "S5", "S2"]}
    assert now["laws"] == ["46B1(b)", "46B"]


def test_law_46b1b_win_by_ruffing_when_no_trump_is_left_outside_declarers_side():
    """In 4S dummy holds all thirteen trumps and no heart: "win" on West's heart lead is a ruff,
    and no defender can overruff (no trump is outstanding), so the lowest trump is known to win."""
    play = ["W:H8", designate(words="win"), "E:H9", "S:H2"]
    assert last_trick(*play, deal_value=SPADES, contract="4S")["N"] == "S2"


# ------------------------------------------------------------------ 46B2
def test_law_46b2_suit_without_rank_is_the_lowest_card_of_that_suit():
    """46B2: "rengi belirtir ancak dereceyi belirtmezse, belirtilen rengin en küçük kartını
    çağırmış sayılır" / "designates a suit but not a rank ... the lowest card of the suit
    indicated"."""
    assert last_trick("W:S4", designate(suit="S"), "E:S8", "S:S3")["N"] == "S2"
    assert st("W:S4", designate(suit="S"))["laws"][:2] == ["46B2", "46B"]


def test_law_44c_a_designated_card_dummy_may_not_play_is_not_played_declarer_designates():
    """ "Diamond" (46B2: the four of diamonds), or "king of diamonds" in full, while dummy can
    follow in spades. 45C4(a) would make a designated card played, but 44C: "Bu yükümlülük bu
    Yasaların diğer tüm gereklerinden önce gelir" / "This obligation takes precedence over all
    other requirements of these Laws", and dummy "yerin oynanan renge uymasını sağlar" / "ensures
    that dummy follows suit" (42A3). So no card is played and there is no revoke; declarer
    designates one of dummy's legal cards."""
    now = st("W:S4", designate(suit="D"))
    assert now["revokes"] == [] and now["turn"] == "N"
    assert now["decision"] == {"by": "S", "options": ["designate"], "cards": ["SA", "SK", "S5", "S2"]}
    assert now["laws"] == ["44C", "46B2", "46B", "42A3"]
    assert st("W:S4", designate(suit="D", rank="K"))["laws"] == ["44C", "42A3"]
    assert last_trick("W:S4", designate(suit="D"), designate(suit="S", rank="5"), "E:S8", "S:S3")["N"] == "S5"


def test_law_61a_only_dummy_actually_playing_the_card_of_another_suit_is_a_revoke():
    """The designated diamond is a revoke question only if dummy actually plays it (the card
    event): 61A, to be corrected (62A) before it is established; dummy's card goes back (62B2)."""
    now = st("W:S4", "N:D4")
    assert now["revokes"] == [{"seat": "N", "trick": 1, "established": False}]
    assert now["laws"][:2] == ["61A", "62A"]
    corrected = st("W:S4", "N:D4", {"act": "correct", "seat": "N", "card": "S2"})
    assert corrected["revokes"][0]["corrected"] is True and "62B2" in corrected["laws"]


def test_law_46b2_a_suit_dummy_does_not_hold_names_a_card_not_in_dummy_46b4():
    """The lowest heart of a dummy with no heart is a card "yerde olmayan" / "not in dummy":
    46B4, declarer designates any legal card."""
    now = st("W:H8", designate(suit="H"), deal_value=SPADES, contract="3NT")
    assert now["decision"]["by"] == "S" and len(now["decision"]["cards"]) == 13
    assert now["laws"] == ["46B4", "46B2", "46B"]


# ------------------------------------------------------------------ 46B3
def test_law_46b3a_leading_a_rank_continues_the_suit_with_which_dummy_won():
    """46B3(a): "Çıkışta deklaran yerin bir önceki löveyi kazandığı renge, o renkte belirtilen
    derecede bir kart bulunması koşuluyla, devam etmiş sayılır" / "In leading, declarer is deemed
    to have continued the suit with which dummy won the preceding trick provided there is a card
    of the designated rank in that suit". Dummy won with the spade ace and holds two kings."""
    won = ["W:S4", "N:SA", "E:S8", "S:S3"]
    now = st(*won, designate(rank="K"))
    assert now["turn"] == "E" and now["laws"][:2] == ["46B3(a)", "46B"]
    assert now["legal"] == ["SQ", "SJ", "S9"]  # East follows to a spade: the king was led


def test_law_46b3b_leading_a_rank_not_in_that_suit_two_cards_declarer_says_which():
    """46B3(b): "Tüm diğer durumlarda ... belirtilen derecede bir kartı yasal olarak
    oynayabiliyorsa oynamak zorundadır; ancak yasal olarak oynanabilecek böyle iki veya daha
    fazla kart varsa, deklaran hangisini istediğini belirtmek zorundadır" / "if there are two or
    more such cards that can be legally played declarer must designate which is intended". No
    spade queen in dummy: the heart and club queens are both legal leads."""
    won = ["W:S4", "N:SA", "E:S8", "S:S3"]
    now = st(*won, designate(rank="Q"))
    assert now["decision"] == {"by": "S", "options": ["designate"], "cards": ["HQ", "CQ"]}
    assert now["laws"] == ["46B3(b)", "46B"]
    assert st(*won, designate(rank="Q"), designate(suit="C", rank="Q"))["legal"] == ["CK", "C8", "C5"]
    assert st(*won, designate(rank="Q"), "N:HQ")["legal"] == ["H7", "H6", "H5"]
    assert "one of HQ, CQ (Law 46B3(b))" in error(*won, designate(rank="Q"), designate(suit="S", rank="K"))


def test_law_46b3b_following_the_only_legal_card_of_that_rank_is_played():
    """Following in spades, "king": the diamond king cannot legally be played, the spade king
    can, and must be (46B3(b))."""
    assert last_trick("W:S4", designate(rank="K"), "E:S8", "S:S3")["N"] == "SK"
    assert st("W:S4", designate(rank="K"))["laws"][:2] == ["46B3(b)", "46B"]


def test_law_46b3b_no_card_of_that_rank_that_may_legally_be_played_declarer_designates():
    """Following in spades, "eight": dummy's only eight is a diamond, which it may not play.
    46B3(b) binds declarer to the rank only "if he can legally do so" and says no more, so the
    engine leaves the card to declarer among the legal ones, citing 46B3(b)."""
    now = st("W:S4", designate(rank="8"))
    assert now["decision"] == {"by": "S", "options": ["designate"], "cards": ["SA", "SK", "S5", "S2"]}
    assert now["laws"] == ["46B3(b)", "46B"]


# ------------------------------------------------------------------ 46B4
def test_law_46b4_a_card_not_in_dummy_is_void_and_declarer_designates_any_legal_card():
    """46B4: "deklaran yerde olmayan bir kartı tanımlarsa, çağrı yok sayılır ve deklaran herhangi
    bir yasal kartı belirtebilir" / "If declarer calls for a card that is not in dummy the call is
    invalid and declarer may designate any legal card"."""
    now = st("W:S4", designate(suit="S", rank="Q"))
    assert now["decision"] == {"by": "S", "options": ["designate"], "cards": ["SA", "SK", "S5", "S2"]}
    assert now["turn"] == "N" and now["legal"] == [] and now["laws"] == ["46B4", "46B"]
    after = st("W:S4", designate(suit="S", rank="Q"), designate(suit="S", rank="5"))
    assert after["turn"] == "E" and after["laws"][:2] == ["46B4", "46B"]
    refused = error("W:S4", designate(suit="S", rank="Q"), "E:S8")
    # "belirtebilir" / "may designate": 46B4 gives declarer a right, as 46B5 gives the defenders.
    assert "S may designate any legal card from dummy by suit and rank, one of SA, SK, S5, S2 (Law 46B4)" in refused
    assert "must designate" not in refused


def test_law_46b3b_s_refusal_says_its_must():
    """46B3(b) (TR "deklaran hangisini istediğini belirtmek zorundadır"; WBF "declarer must designate
    which is intended"): a duty, unlike 46B4's "may" and 46B5's "may"."""
    won = ["W:S4", "N:SA", "E:S8", "S:S3"]
    refused = error(*won, designate(rank="Q"), designate(suit="S", rank="K"))
    assert "S must designate dummy's card by suit and rank, one of HQ, CQ (Law 46B3(b))" in refused


# ------------------------------------------------------------------ 46B5
def test_law_46b5_play_anything_either_defender_designates():
    """46B5: "renk veya derece belirtmeksizin bir kartın oynanmasını isterse (örneğin, “herhangi
    bir şey oyna’’ ...) herhangi bir defans oyuncusu yerden oynanacak kartı belirtebilir" / "either
    defender may designate the play from dummy". `by` is dummy's left-hand opponent; the text
    gives neither defender precedence, so the first designation recorded, by either, stands."""
    now = st("W:S4", designate(words="any"))
    assert now["decision"] == {"by": "E", "options": ["designate"], "cards": ["SA", "SK", "S5", "S2"]}
    assert now["laws"] == ["46B5", "46B"]
    for defender in ("E", "W"):
        play = ["W:S4", designate(words="any"), designate(defender, suit="S", rank="A"), "E:S8", "S:S3"]
        assert last_trick(*play)["N"] == "SA"
    carried_out = ["W:S4", designate(words="any"), "N:S5", "E:S8", "S:S3"]  # dummy plays the card named
    assert last_trick(*carried_out)["N"] == "S5"
    refused = error("W:S4", designate(words="any"), designate("S", suit="S", rank="A"))
    # "belirtebilir" / "may designate": the refusal says the right the Law gives, not a duty.
    assert "either defender (E or W) may designate dummy's card" in refused and "(Law 46B5)" in refused
    illegal = error("W:S4", designate(words="any"), designate("E", suit="D", rank="K"))
    assert "one of SA, SK, S5, S2" in illegal


# -------------------------------------------------------- order of events
def test_a_designation_only_at_dummys_turn_and_only_by_declarer():
    assert "it is not dummy's turn (W is to play)" in error(designate(rank="5"))
    assert "designated by declarer (S), not E (Law 45B)" in error("W:S4", designate("E", rank="5"))
    pending = error("E:SQ", designate(rank="5"))  # a lead out of turn awaits declarer's choice
    assert "S must first choose (accept, spread, reject)" in pending


# ------------------------------------------------------------------ published rulings
def test_published_bbo_46b3a_dummy_won_by_ruffing_the_queen_is_the_trump_queen():
    """BBO Forums, "Interpretation of law 46B3a" (January 2017,
    https://www4.dal13.sl.bridgebase.com/forums/topic/75934-director-error-on-ib/page__view__new):
    "Assume ♥ is trump and dummy has ♥Q3, ♣Q. Declarer play ♦3 from his hand and let dummy ruff
    with the ♥3. Dummy winds the trick, and declarer asks for the queen." The replies read 46B3(a)
    as the poster does: the heart queen (the Danish translation had led some TDs to read the suit
    as the suit led; "I interpret the English and Danish text as you do"). The rest of the deal
    is ours: nothing in it bears on the reading."""
    queen = deal("A87654.Q3..Q8765", ".76542.87654.943", "32.AKJT9.AK32.A2", "KQJT9.8.QJT9.KJT")
    play = ["W:SK", "N:SA", "E:C3", "S:S2", "N:C5", "E:C4", "S:CA", "W:CT", "S:D3", "W:D9", "N:H3", "E:D4"]
    now = st(*play, designate(rank="Q"), deal_value=queen)
    assert now["laws"][:2] == ["46B3(a)", "46B"]
    assert now["turn"] == "E" and now["legal"] == ["H7", "H6", "H5", "H4", "H2"]  # a heart was led


def test_published_bbo_rr_wins_win_it_in_third_seat_is_the_ace():
    """BBO Forums, "RR 'Wins'" (2017, https://www1.dal13.sl.bridgebase.com/forums/topic/76192-rr-wins/
    page__view__findpost__p__914826): 6NT by South; South leads a diamond, West plays the six,
    declarer says "Win it" with AQT8 in dummy, and dummy plays the eight ("RR had a complete
    count"). The replies reject that: "'win it' means to play the highest card available ...
    I would say -1" (the ace, not the eight). The deal is the thread's; the first six tricks are
    ours, to reach its seven-card ending (West keeps the clubs the ending shows)."""
    rr = deal("A54.A54.AQT8.K54", "JT9876.JT9876..6", "KQ2.KQ2.5432.A32", "3.3.KJ976.QJT987")
    tricks = "W:CT N:C5 E:C6 S:CA S:C3 W:C9 N:CK E:S8 N:SA E:S6 S:S2 W:S3 N:S5 E:S7 S:SQ W:C8"
    tricks += " S:H2 W:H3 N:HA E:H6 N:H5 E:H7 S:HQ W:C7"
    play = [*tricks.split(), "S:D2", "W:D6", designate(words="win"), "E:S9"]
    assert last_trick(*play, deal_value=rr, contract="6NT")["N"] == "DA"


def test_published_blml_small_with_no_card_of_the_suit_led_declarer_designates():
    """BLML, Steve Willner, "No diamonds in dummy" (2012,
    http://lists.rtflb.org/pipermail/blml/2012-April/012484.html): "At notrump, declarer leads a
    diamond in which dummy is void. LHO discards, declarer says 'small' ... L46B1c: 'small' means
    dummy's lowest diamond; L46B4: no diamonds in dummy, call is void, declarer designates any
    legal card"; and "if dummy has exactly one deuce, is declarer obliged to play that card? My
    opinion would be 'no'". The engine agrees: no card is designated and declarer chooses,
    `laws` naming 46B1(c) and 46B4. The deal is ours."""
    void = deal("AK52.QJ32..Q9652", ".876.T98765432.T", "743.AK4.AKQJ.AJ4", "QJT986.T95..K873")
    play = ["W:SQ", "N:SA", "E:H6", "S:S3", "N:C2", "E:CT", "S:CA", "W:C3", "S:DA", "W:S6"]
    now = st(*play, designate(words="low"), deal_value=void, contract="3NT")
    assert now["decision"]["by"] == "S" and len(now["decision"]["cards"]) == 11
    assert now["laws"] == ["46B1(c)", "46B4", "46B"]


def test_published_ebu_forum_four_after_dummy_won_with_the_club_ace_is_the_club_four():
    """EBU TDs forum, "Penalty card - can director apply discretion?"
    (https://www.ebu.co.uk/forum/discussion/comment/5980/): "Declarer (E) wins the trick with AC in
    dummy. Declarer points toward dummy and says "4". There is 4C in dummy. N believes declarer is
    pointing to 4H and plays a heart ... Clearly the 4C has been played"; Gordon Rainsford, the
    EBU's chief TD, in reply: "L46B3a tells us the card called for is the C4 (unless declarer's
    different intention was incontrovertible)". 46B3(a) (TR "Çıkışta deklaran yerin bir önceki
    löveyi kazandığı renge, o renkte belirtilen derecede bir kart bulunması koşuluyla, devam etmiş
    sayılır"; WBF "In leading, declarer is
    deemed to have continued the suit with which dummy won the preceding trick provided there is
    a card of the designated rank in that suit"). The deal is ours (dummy West holds the C4 and
    the H4); the forum's question, whether North's heart is a penalty card, is not tested."""
    dealt = deal("43.KJ65.QJT9.KQ7", "QJT987.A3.AK.853", "62.T982.754.JT96", "AK5.Q74.8632.A42")
    now = state(dealt, "4S", "E", ["S:CJ", "W:CA", "N:C7", "E:C3", designate("E", rank="4")])
    assert now["laws"][:2] == ["46B3(a)", "46B"]
    assert now["turn"] == "N" and now["legal"] == ["CK", "CQ"]  # the C4 was led: North follows


def test_published_welsh_bu_jack_following_to_a_heart_is_the_heart_jack():
    """Welsh Bridge Union directors, "June 2020 - Declarer's Inadvertent Play" (based on a
    simulation at an EBL workshop, https://directors.welshbridgeunion.org/june-2020-declarers-inadvertant-play):
    "With South the declarer in 1NT, West leads ♥3. Declarer calls for the 'Jack' from dummy,
    East plays ♥Q, and declarer plays ♦K. North now says 'No hearts partner'"; the Director
    "will apply Law 46 ... [declarer] can replace that card with ♥J ... declarer must now withdraw
    the ♦K and follow suit with a heart." 46B3(b) (TR "Tüm diğer durumlarda, deklaran yerden,
    belirtilen derecede bir kartı yasal olarak oynayabiliyorsa oynamak zorundadır"; WBF "In all
    other cases, declarer must play a card from dummy of the designated rank if he can legally
    do so"): dummy, following to a heart, plays the heart jack. 62A/62B2: declarer's unestablished
    revoke is corrected and his card goes back to his hand (TR "Rönons resmileşmeden önce usulsüzlüğün
    farkına varılırsa, oyuncu rönonsunu düzeltmek zorundadır"; WBF "A player must correct his
    revoke if attention is drawn to the irregularity before it becomes established"). The
    source gives the cards of that trick only; the deal is ours (dummy holds both red jacks)."""
    dealt = deal("A52.J74.J632.A42", "KQ9.AQ9.T98.J986", "J76.K52.AKQ.KQT3", "T843.T863.754.75")
    called = state(dealt, "1NT", "S", ["W:H3", designate(rank="J")])
    assert called["laws"][:2] == ["46B3(b)", "46B"] and called["turn"] == "E"
    revoked = ["W:H3", designate(rank="J"), "E:HQ", "S:DK"]
    assert state(dealt, "1NT", "S", revoked)["revokes"] == [{"seat": "S", "trick": 1, "established": False}]
    corrected = [*revoked, {"act": "correct", "seat": "S", "card": "H2"}]
    assert last_trick(*corrected, deal_value=dealt, contract="1NT") == {"W": "H3", "N": "HJ", "E": "HQ", "S": "H2"}
    assert state(dealt, "1NT", "S", corrected)["penalty_cards"] == []  # 62B2: declarer's DK back to hand
