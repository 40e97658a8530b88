"""Players' words that the phrasings of said64a (issue 22) bring to their Ending's paragraph.

said64a gave the Endings of twelve guides more players' phrasings (Ending.said) in the everyday
words the guides did not yet hold: "go up" for the highest card, a card "forgotten" on an earlier
trick, a contract "overheard" in the middle of the auction, a card called from dummy changed "after
seeing" the next player's. Each question
below was written for this test, in a player's words, and is in no bench file; before those
phrasings another paragraph came first (named in each test). The paragraph the Ending rests on is
quoted in the official Turkish (fixtures/laws_tr.txt) and the WBF English.
"""

from tests.search_index import assert_first_within, first_paragraph, search_index, search_index_dir  # noqa: F401


def test_go_up_from_dummy_is_law_46b1a(search_index):
    """Law 46B1(a): "Eğer deklaran, yerden oynarken, “büyük” veya benzer anlamlı kelimeler
    kullanırsa, en büyük kartı tanımlamış sayılır" / "If declarer in playing from dummy calls
    `high', or words of like meaning, he is deemed to have called the highest card of the suit led"
    (card-from-dummy/incomplete/high). Before, 45F (dummy indicating a card) came first."""
    assert_first_within("declarer told dummy go up", "en", "46B1(a)")


def test_a_designation_changed_after_seeing_the_next_card_is_law_45c4(search_index):
    """Law 45C4(b): "Belirtilen kartın değiştirilme sebebi dil sürçmesi olabilir, fakat
    konsantrasyon kaybı veya durumun yeniden değerlendirilmesi olamaz" / "A change of designation
    may be allowed after a slip of the tongue, but not after a loss of concentration or a
    reconsideration of action"; 45C4(a): "Bir oyuncunun, sözle veya başka herhangi bir biçimde
    belirttiği kart oynamak zorundadır" / "A card is played if a player names or otherwise
    designates it as the card he proposes to play" (card-from-dummy/changed/rethink). Before, 45D1
    (dummy placing a card declarer did not name) came first."""
    assert_first_within(
        "declarer changed the card he called from dummy after seeing the next player's card", "en", "45C4"
    )


def test_a_card_forgotten_on_an_earlier_trick_is_law_67b1(search_index):
    """Law 67B1: "Kusurlu oyuncu özürlü löveye kart oynamadığı zaman, hakem kendisinden hemen bir
    kartını göstermesini ve bu kartı oynanmış kartları arasındaki uygun yere yerleştirmesini ister"
    / "When the offender has failed to play a card to the defective trick, the Director shall
    require him forthwith to expose a card face-up in front of him and then place it appropriately
    among his played cards" (defective-trick/wrong-count/later/missing). Before, 66B (looking at
    one's own last card) came first."""
    assert_first_within("önceki löveye kart vermeyi unutmuş sonradan anlaşıldı", "tr", "67B1")


def test_a_contract_overheard_in_the_middle_of_the_auction_is_law_16d(search_index):
    """Law 16D3: "Söz konusu izinsiz bilginin ilk konuşmanın yapılmasından sonra ve bordun
    oynanmasının tamamlanmasından önce alınması durumunda hakem yukarıdaki 2(c) veya 2(d)
    maddelerine uygun şekilde hareket eder" / "If such extraneous information is received after the
    first call in the auction has been made and before completion of the play of the board the
    Director proceeds as in 2(c) or 2(d) above"; 16D1 names hearing "konuşmalar, sonuç veya yorumlar"
    / "overhearing calls, results or remarks" (extraneous-information/overheard/after-first-call).
    Before, 24 (a card exposed during the auction) came first."""
    assert_first_within("artırım ortasında yan masadan kontratı duydum", "tr", "16D")
