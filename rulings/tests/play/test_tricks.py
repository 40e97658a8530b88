"""Who wins a trick (rulings.tricks), from Law 44:

44E "Koz içeren bir löveyi en yüksek kozu veren oyuncu kazanır." (a trick containing a trump
is won by the player who contributed the highest trump)
44F "Koz içermeyen bir löveyi çıkılan renkten en yüksek kartı veren oyuncu kazanır." (a trick
that does not contain a trump is won by the highest card of the suit led)
"""

from rulings.cards import parse_card
from rulings.deal import Seat
from rulings.tricks import beats, trick_winner


def trick(*plays: str) -> list[tuple[int, int]]:
    """("N", "SA") pairs written "N:SA", in the order they were played."""
    return [(Seat.parse(p[0]), parse_card(p[2:])) for p in plays]


def test_44f_highest_card_of_the_suit_led_wins_without_trumps():
    assert trick_winner(trick("W:S4", "N:SK", "E:HA", "S:S9"), None) == Seat.N


def test_44f_a_higher_card_of_another_suit_does_not_win():
    assert trick_winner(trick("W:C2", "N:SA", "E:HA", "S:DA"), None) == Seat.W


def test_44e_a_trump_beats_the_suit_led():
    assert trick_winner(trick("W:SA", "N:H2", "E:SK", "S:SQ"), trump=2) == Seat.N


def test_44e_the_highest_trump_wins():
    assert trick_winner(trick("W:SA", "N:H2", "E:H9", "S:SQ"), trump=2) == Seat.E


def test_44e_trumps_led_the_highest_trump_wins():
    assert trick_winner(trick("E:H5", "S:HJ", "W:SA", "N:H3"), trump=2) == Seat.S


def test_a_lower_trump_does_not_overruff():
    assert not beats(parse_card("H2"), parse_card("H9"), trump=2)
    assert beats(parse_card("HT"), parse_card("H9"), trump=2)


def test_tricks_41a_opening_leader_44g_winner_leads_next():
    """41A: declarer's left-hand opponent makes the opening lead; 44G: the player who won the
    trick leads to the next one."""
    from rulings.tricks import Tricks

    tricks = Tricks(trump=None, declarer=Seat.S)
    assert tricks.turn() == Seat.W and tricks.trick_no == 1
    for seat, card in trick("W:S4", "N:SK", "E:SA", "S:S9"):
        assert tricks.turn() == seat
        record = tricks.place(seat, card)
    assert record is not None  # the fourth card completes the trick
    assert record.winner == Seat.E and record.number == 1 and record.leader == Seat.W
    assert tricks.turn() == Seat.E and tricks.trick_no == 2
    assert tricks.won == [0, 1]  # one trick to East-West
    assert not tricks.complete
