"""qa75: the read-outs (the script the Director reads at the table) of the auction, information and
scoring guides read sentence by sentence against the official Turkish and the WBF English
(docs/legal-review.md, "qa75"): where a read-out said less or other than the paragraph it cites.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

B1_ENDINGS = (["not-accepted", "lowest-same"], ["not-accepted", "comparable"])


@pytest.mark.parametrize("keys", B1_ENDINGS, ids=["lowest-same", "comparable"])
def test_27d_read_out_says_the_director_awards_not_may(client, keys):
    """27D, official Turkish: "B1'in uygulanmasını takiben oyunun sonunda hakem, yasaya aykırılıktan
    kaynaklanan yardım olmadan bordun sonucunun farklı olabileceğine ve kusursuz tarafın bunun
    neticesinde zarar gördüğüne (bkz. Yasa 12B1) kanaat getirirse ayarlı skor atamalıdır"; WBF: "If
    following the application of B1 the Director judges at the end of the play that without
    assistance gained through the infraction the outcome of the board could well have been
    different, and in consequence the non-offending side is damaged (see Law 12B1), he shall award
    an adjusted score." Both say "must" / "shall" once the Director so judges; the read-out of the
    two B1 Endings said "ayarlı skor verebilir" / "may award", on damage alone, while the Ending's
    own text (DAMAGE_B1) says he awards it. The guide follows the Turkish "farklı olabileceğine"
    (could have been different) in both languages, as its 27D editor's note says."""
    says(
        client,
        "insufficient-bid",
        keys,
        "tr",
        "Oyunun sonunda hakem, yasaya aykırılıktan gelen yardım olmasaydı bordun sonucunun farklı olabileceğine ve kusursuz tarafın bu yüzden zarar gördüğüne kanaat getirirse ayarlı skor vermelidir (Yasa 27D). Kimse seçmez.",
    )
    says(
        client,
        "insufficient-bid",
        keys,
        "en",
        "If at the end of play the Director judges that without the assistance gained through the infraction the outcome of the board could have been different, and that the non-offending side was damaged in consequence, he shall award an adjusted score (Law 27D). Nobody chooses.",
    )
    never_says(client, "insufficient-bid", keys, "tr", "ayarlı skor verebilir (Yasa 27D)")
    never_says(
        client, "insufficient-bid", keys, "en", "the Director may award an adjusted score at the end of play (Law 27D)"
    )


def test_91a_read_outs_keep_any_part_of_the_session(client):
    """91A, official Turkish: "puan olarak disiplin cezaları verme veya bir oyuncu veya yarışmacıyı o
    seanstan veya herhangi bir bölümünden ihraç etme yetkisi hakeme özellikle verilmiştir. Hakemin bu
    maddeye dayanan kararları nihaidir"; WBF: "the Director is empowered to assess disciplinary
    penalties in points or to suspend a player or contestant for the current session or any part
    thereof. The Director's decision under this clause is final." The read-outs of the conduct and
    disciplinary-penalty Endings said only "seanstan" / "for the session": how long a suspension
    lasts is the Director's choice, the whole session or any part of it, as both Endings' own text
    already says."""
    says(
        client,
        "penalties",
        ["conduct"],
        "tr",
        "Düzeni korumak için puan olarak disiplin cezası verebilir ya da bir oyuncuyu o seanstan ya da bir bölümünden çıkarabilirim (Yasa 91A). Kimse seçmez.",
    )
    says(
        client,
        "penalties",
        ["conduct"],
        "en",
        "To maintain order I may assess a disciplinary penalty in points or suspend a player for the current session or any part of it (Law 91A). Nobody chooses.",
    )
    says(
        client,
        "penalties",
        ["disciplinary-penalty"],
        "tr",
        "Düzeni ve disiplini korumak için puan olarak disiplin cezası verebilir ya da bir oyuncuyu o seanstan ya da bir bölümünden çıkarabilirim; bu kararım nihaidir (Yasa 91A).",
    )
    says(
        client,
        "penalties",
        ["disciplinary-penalty"],
        "en",
        "To maintain order and discipline I may assess a disciplinary penalty in points or suspend a player for the current session or any part of it; this decision is final (Law 91A).",
    )
    for keys in (["conduct"], ["disciplinary-penalty"]):
        never_says(client, "penalties", keys, "tr", "bir oyuncuyu seanstan çıkarabilirim")
        never_says(client, "penalties", keys, "en", "suspend a player for the session")


def test_37b_read_out_cites_37b2_for_the_substituted_pass(client):
    """37B1, official Turkish: "Yasa gereği pas geçmesi gereken bir oyuncunun verdiği bir deklare,
    çektiği kontr veya sürkontr iptal edilir"; WBF: "any bid, double or redouble, by a player required
    by law to pass is cancelled." 37B2, TR: "Kusurlu oyuncu konuşmasını pas ile değiştirmelidir,
    artırım devam eder ve kusurlu tarafın her üyesi konuşma sırası her kendilerine geldiğinde pas
    geçmek zorundadır"; WBF: "a pass is substituted, the auction continues and each member of the
    offending side must pass whenever it is his turn to call." The read-out cited 37B1 for "and a pass
    is substituted" (now, after the official Turkish, "you must replace it with a pass"), which 37B1
    does not say; the Ending's own text cites each paragraph for its
    half."""
    keys = ["must-pass", "not-yet"]
    says(
        client,
        "inadmissible-call",
        keys,
        "tr",
        "Bu konuşma iptal edilir (Yasa 37B1). Onu pasla değiştirmelisiniz ve artırım sürer; siz ve ortağınız her sıranızda pas geçmek zorundasınız (Yasa 37B2).",
    )
    says(
        client,
        "inadmissible-call",
        keys,
        "en",
        "This call is cancelled (Law 37B1). You must replace it with a pass and the auction goes on; you and your partner must pass at every turn (Law 37B2).",
    )
    never_says(client, "inadmissible-call", keys, "tr", "pasla değiştirmelisiniz (Yasa 37B1)")
    never_says(client, "inadmissible-call", keys, "en", "replace it with a pass (Law 37B1)")


def test_68d_read_out_cites_68d_for_what_it_says(client):
    """68D, official Turkish: "Her talep veya terkten sonra, oyun durur"; WBF: "After any claim or
    concession, play is suspended." The paragraph stops play; it says nothing of the cards' being mixed.
    The read-out put "(Yasa 68D)" / "(Law 68D)" after "kartları karıştırmayın" / "do not mix the
    cards", as if 68D said that too; the Ending's own text (STOP) cites 68D for the stop alone."""
    keys = ["disputed"]
    says(client, "claim", keys, "tr", "Oyun durur (Yasa 68D); kartları karıştırmayın.")
    says(client, "claim", keys, "en", "Play is suspended (Law 68D); do not mix the cards.")
    never_says(client, "claim", keys, "tr", "kartları karıştırmayın (Yasa 68D)")
    never_says(client, "claim", keys, "en", "do not mix the cards (Law 68D)")


def test_6d1_read_out_before_any_call_says_what_happens_once_the_board_was_bid(client):
    """6D1, official Turkish: "Bir bordda ilk artırım her iki taraf için de başlamadan önce
    kartların düzgün olmayan bir şekilde dağıtıldığı ... saptanırsa, deste yeniden karıştırılmak ve
    tekrar dağıtılmak zorundadır"; WBF: "If it is ascertained before the auction first begins on a
    board that the cards have been incorrectly dealt ... there shall be a new shuffle and deal." The
    first auction on the board, at any table. 13A1 (no call made with the wrong hand), TR: "Hakem
    gerekli düzeltmeyi yapar, ve eğer hiçbir oyuncu başka bir oyuncunun kart(lar)ını görmedi ise
    bordun normal şekilde oynanmasına devam edilir"; WBF: "The Director shall correct the
    discrepancy and, if no player has seen another's card, he shall require that the board be
    played normally." 13A2, TR "bir oyuncu rakibe ait bir veya daha fazla sayıda kartı görmüş ise,
    Hakem bordun oynanmasına ve skorun ortaya çıkmasına izin verir. Eğer ortaya çıkan dış bilginin
    bordun sonucunu etkilemiş olduğuna karar verirse, Hakem skoru ... ayarlar"; WBF "the Director
    allows the board to be played and scored. If he then considers the extraneous information has
    affected the outcome of the board the Director shall adjust the score". 14A1/14A2 for a short
    hand: the card restored if found, otherwise the deal reconstructed with another pack.
    The read-out of "before any call" said "Artırım başladıysa ne olacağına hakem karar verir" /
    "If the auction has begun, the Director decides what happens": at a table where nobody has
    called, on a board bid at earlier tables (the usual case), it read as if the redeal applied,
    and it left out what 13A1 and 14A do, which the Ending's own text says. Since qa208 13A1's
    condition is said of a hand of more than 13 cards only (footnote 2; 14A3 has no such condition).
    Since qa291 the 6D1 line says its paragraph's verb: "zorundadır" / "there shall be"."""
    keys = ["before-calls"]
    says(
        client,
        "wrong-number-of-cards",
        keys,
        "tr",
        "Bord henüz hiçbir masada konuşulmadıysa deste yeniden karıştırılmak ve tekrar dağıtılmak zorundadır (Yasa 6D1)",
        "Bord başka bir masada konuşulduysa hakem gerekli düzeltmeyi yapar (Yasa 13A1, 14A1, 14A2); bir elde 13'ten fazla kart varsa, kimse başka bir elin kartını görmediyse bord normal oynanır (rakibe ait bir kartı gördüyse Yasa 13A2).",
    )
    says(
        client,
        "wrong-number-of-cards",
        keys,
        "en",
        "If no table has bid the board yet, there shall be a new shuffle and deal (Law 6D1)",
        "If it was bid elsewhere, it is corrected (Laws 13A1, 14A1, 14A2); with over 13 cards in a hand, the board shall be played normally if nobody has seen another's card (if an opponent's card was seen, Law 13A2).",
    )
    never_says(client, "wrong-number-of-cards", keys, "tr", "Artırım başladıysa ne olacağına hakem karar verir.")
    never_says(
        client, "wrong-number-of-cards", keys, "en", "If the auction has begun, the Director decides what happens."
    )
