"""Players' questions that the phrasings of said66 (issue 22) bring to their Ending's paragraph.

said66 gave Endings of eight guides (an unintended call, a card from dummy, dummy's rights, the
penalty cards, a defective trick, an appeal, a card played on a wrong answer) players' words their
phrasings (Ending.said) lacked: a bid taken "from the box" and seen only after partner had called, a
card declarer names that dummy does not hold, a card left standing "upright" as a winner when the
trick was lost. Each question below was written for this test, in a player's words, and is in no
bench file; before those phrasings another paragraph came first (named in each test). The paragraph
the Ending rests on is quoted in the official Turkish (fixtures/laws_tr.txt) and the WBF English.
"""

from tests.search_index import assert_first_within, first_paragraph, search_index, search_index_dir  # noqa: F401


def test_a_wrong_bidding_card_seen_after_partner_called_is_law_25a(search_index):
    """Law 25A4: "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez" / "No call
    over which partner has made a call may be changed"; 25A1: "Bir oyuncu, yapmayı düşündüğü
    konuşmadan farklı bir konuşma yapmış olduğunu fark ederse; bu konuşmasını, ortağının henüz
    konuşmamış olması kaydıyla, aslında yapmak istediği konuşma ile değiştirebilir" / "If a player
    realises that he has made a call other than the one he intended to make, he may, provided his
    partner has not yet called, replace it with the call he actually intended"
    (unintended-call/slip/partner-called). Before, 75B1 (a mistaken explanation) came first."""
    assert_first_within("ortağım konuştuktan sonra kutudan yanlış deklare çektiğimi gördüm", "tr", "25A")


def test_a_card_dummy_does_not_hold_is_law_46b4(search_index):
    """Law 46B4: "Eğer deklaran yerde olmayan bir kartı tanımlarsa, çağrı yok sayılır ve deklaran
    herhangi bir yasal kartı belirtebilir" / "If declarer designates a card that is not in dummy, the
    call is void and declarer may designate any legal card" (card-from-dummy/incomplete/not-in-dummy).
    Before, 46A (the proper form of designation) came first."""
    assert_first_within("deklaran yerden karo onlusunu istedi yerde karo yok", "tr", "46B4")


def test_a_card_left_upright_on_a_lost_trick_is_law_65b3(search_index):
    """Law 65B3: "Bir oyuncu, kartların yukarıdaki şekilde yerleştirilmemiş olmasına dikkat çekebilir,
    ancak kendi tarafı bir sonraki löveye çıkış yapar veya kart verirse bu hakkı sona erer. Daha sonra
    yapıldığında Yasa 16B uygulanabilir" / "A player may draw attention to cards not placed as above,
    but this right expires when his side leads or plays to the following trick. If it is done later,
    Law 16B may apply" (defective-trick/pointed-wrong). Before, 65B1 (how a won trick's card is
    placed) came first."""
    assert_first_within("kartımı kazanmışız gibi dik koymuşum ama löveyi kaybetmiştik", "tr", "65B3")


def test_a_card_stood_up_as_a_winner_on_their_trick_is_law_65b3(search_index):
    """Law 65B3, quoted above; 65B2: "Löveyi rakipler kazanmışsa, kart uzunlamasına rakiplere doğru
    yerleştirilir" / "If the opponents have won the trick, the card is placed lengthwise pointing
    towards the opponents" (defective-trick/pointed-wrong/later). Before, 45E1 (a fifth card played
    to a trick) came first."""
    assert_first_within("I stood my card up as a winner but the trick was theirs", "en", "65B3")
