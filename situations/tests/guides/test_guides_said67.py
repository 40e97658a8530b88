"""Players' questions that the phrasings of said67 (issue 22) bring to their Ending's paragraph.

said67 gave Endings of seven guides (the cards after play, a card from dummy, the penalty cards and
others) players' words their phrasings (Ending.said) lacked: played cards "gathered up and mixed"
before the tricks were agreed, declarer asking dummy for "a winner", a penalty king in the suit led
while the defender "followed with" another card. Each question below was written for this test, in
a player's words, and is in no bench file; before those phrasings another paragraph came first
(named in each test). The paragraph the Ending rests on is quoted in the official Turkish
(fixtures/laws_tr.txt) and the WBF English.
"""

from tests.search_index import assert_first_within, first_paragraph, search_index, search_index_dir  # noqa: F401


def test_played_cards_mixed_before_the_tricks_were_agreed_is_law_65d(search_index):
    """Law 65D: "Bir oyuncu, kazanılmış olan lövelerin sayısında anlaşmaya varılıncaya kadar, oynanmış
    kartlarının sırasını bozamaz" / "A player may not disturb the order of his played cards until
    agreement has been reached on the number of tricks won" (defective-trick/see-cards/after-play).
    Before, 66A (the current trick) came first."""
    assert_first_within(
        "the opponent collected and shuffled his played cards before we agreed how many tricks", "en", "65D"
    )


def test_play_the_winning_card_from_dummy_is_law_46b1(search_index):
    """Law 46B1(b): "Eğer yerin ‘kazan’masını isterse, löveyi kazanacağı bilinen en küçük kartı
    tanımlamış sayılır" / "If he asks dummy to ‘win’, he is deemed to have designated the lowest card
    known to win the trick" (card-from-dummy/incomplete/win). Before, 45D2 (dummy's wrong card, too
    late to change) came first."""
    assert_first_within("deklaran yerden kazanacak kartı oyna dedi hangisi oynanır", "tr", "46B1")


def test_a_winner_asked_of_dummy_is_law_46b1(search_index):
    """Law 46B1(b), quoted above (card-from-dummy/incomplete/win). Before, 46B4 (a card that is not in
    dummy) came first."""
    assert_first_within("declarer asked dummy for a winner but did not say which card", "en", "46B1")


def test_a_penalty_card_not_played_when_following_suit_is_law_52(search_index):
    """Law 52B1(a): "Bir defans oyuncusu, Yasalar hükmünce bir cezalı kartı oynamak zorunda olmasına
    rağmen başka bir kart çıkar veya oynarsa, deklaran bu çıkış veya oyunu kabul edebilir" / "If a
    defender leads or plays another card although the Laws require him to play a penalty card,
    declarer may accept that lead or play"; a queen is a major penalty card (50B), played at the
    first legal opportunity, following suit too (50D1(a)) (penalty-cards-more/not-played/not-yet).
    Before, 51B1(b) (penalty cards in one suit, partner's lead prohibited) came first."""
    assert_first_within("defender had a penalty queen in the suit led and followed with another card", "en", "52")
