"""qa74: the read-outs of the play-irregularity guides (the script the Director reads at the table)
read sentence by sentence against the official Turkish (fixtures/laws_tr.txt) and the WBF English
(docs/legal-review.md, "qa74"): where a read-out said less or other than the paragraph it cites, or
left out a card its own Ending says becomes a penalty card.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db


def test_54c_read_out_says_declarer_stays_declarer(client):
    """54C, official Turkish: "Eğer deklaran yerin kartlarından herhangi birini görmüş olabilecek
    durumda ise (...) atağı kabul etmek zorundadır ve artırmaya göre deklaran olması gereken oyuncu,
    deklaran olur"; WBF: "he must accept the lead and the presumed declarer then becomes declarer."
    The read-out named option 1 "Accept and spread your hand" (54A: he becomes dummy) and then said
    only "you must accept the lead": read as it stood, spreading his hand is an acceptance too."""
    keys = ["opening", "wrong-defender", "faced"]
    says(
        client,
        "lead-out-of-turn",
        keys,
        "tr",
        "Yerin kartlarından herhangi birini (artırımda gösterilenler hariç) görmüş olabilecekseniz atağı kabul etmek zorundasınız ve deklaran olarak kalırsınız (Yasa 54C).",
    )
    says(
        client,
        "lead-out-of-turn",
        keys,
        "en",
        "If you could have seen any of dummy's cards (other than cards exposed during the auction), you must accept the lead and you remain declarer (Law 54C).",
    )
    never_says(client, "lead-out-of-turn", keys, "tr", "atağı kabul etmek zorundasınız (Yasa 54C)")
    never_says(client, "lead-out-of-turn", keys, "en", "you must accept the lead (Law 54C)")


def test_67b2a_read_out_names_a_defender_s_exposed_extra_card(client):
    """67B2(a) and its footnote, official Turkish: "bütün fazla kartları eline geri koymasını
    ister20" / "20 – ... bir defans oyuncusunun eline geri konulacak fazladan bir kart gözükürse, bu
    kart cezalı karta dönüşür (bkz. Yasa 50)"; WBF: "requires the offender to restore to his hand all
    extra cards20" / "if an extra card to be restored to a defender's hand has been exposed, it
    becomes a penalty card (see Law 50)." The read-out said only "The extra card goes back to the
    hand": read to a defender whose extra card was seen, it sends a penalty card back to his hand."""
    keys = ["two-cards", "found-late"]
    says(
        client,
        "premature-play",
        keys,
        "tr",
        "Fazla kart ele döner ve löveyi kazanan taraf değişmez (Yasa 67B2(a)); ancak bir defans oyuncusunun fazla kartı görünmüşse cezalı kart olur (Yasa 67B2(a) dipnotu). Kimse seçmez.",
    )
    says(
        client,
        "premature-play",
        keys,
        "en",
        "The extra card goes back to the hand and the trick's ownership does not change (Law 67B2(a)); but a defender's extra card that has been exposed becomes a penalty card (footnote to Law 67B2(a)). Nobody chooses.",
    )


def test_57a_read_out_says_the_lead_and_the_first_legal_opportunity(client):
    """57A, official Turkish: "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız
    olarak kart oynadığında veya bir sonraki löveye çıkış yaptığında, bu şekilde çıkılan veya oynanan
    kart majör cezalı karta dönüşür"; WBF: "When a defender leads to the next trick before his
    partner has played to the current trick, or plays out of turn before his partner has played, the
    card so led or played becomes a major penalty card". 50D1(a): TR "bir majör cezalı kart ... ilk
    yasal fırsatta oynanmak zorundadır", WBF "a major penalty card must be played at the first legal
    opportunity". 50A (TR "masanın üstünde ... yüzü açık olarak bırakılmalıdır", WBF "must be left
    face up on the table") says it stays face up, not 57A. The read-out said "The card you played
    before your partner is a major penalty card; it stays face up (Law 57A)": not the card led to the
    next trick, nor how long it binds. qa268 added 57A's "sırasız" / "out of turn"
    (test_guides_premature_play_57a_read_out_out_of_turn.py)."""
    keys = ["before-partner", "none"]
    says(
        client,
        "premature-play",
        keys,
        "tr",
        "Ortağınız bu löveye oynamadan önce sırasız oynadığınız ya da sonraki löveye çıktığınız kart majör cezalı karttır (Yasa 57A); masada yüzü açık olarak bırakılmalıdır ve ilk yasal fırsatta oynanmak zorundadır (Yasa 50A, 50D1(a))",
    )
    says(
        client,
        "premature-play",
        keys,
        "en",
        "Your card, played out of turn or led to the next trick before your partner played to this trick, is a major penalty card (Law 57A); it must be left face up and played at the first legal opportunity (Laws 50A, 50D1(a))",
    )
    never_says(client, "premature-play", keys, "en", "it stays face up (Law 57A)")
    never_says(client, "premature-play", keys, "tr", "masada açık durur (Yasa 57A)")


def test_52b_read_out_cites_the_paragraph_of_each_option(client):
    """52B1(a), official Turkish: "Bir defans oyuncusu, Yasalar hükmünce bir cezalı kartı oynamak
    zorunda olmasına rağmen başka bir kart çıkar veya oynarsa, deklaran bu çıkış veya oyunu kabul
    edebilir"; WBF: "declarer may accept such lead or play". 52B2: TR "Deklaran ... kabul etmezse,
    defans oyuncusu bu kartı cezalı kart ile değiştirmek zorundadır", WBF "If declarer does not accept
    ... the defender must substitute the penalty card". The read-out named both options and cited
    52B2 alone: accepting the card is 52B1(a)."""
    keys = ["not-played", "not-yet"]
    says(
        client,
        "penalty-cards-more",
        keys,
        "tr",
        "Deklaran, iki seçeneğiniz var: Oynanan kartı kabul etmek ya da Cezalı kartı istemek (Yasa 52B1(a), 52B2).",
    )
    says(
        client,
        "penalty-cards-more",
        keys,
        "en",
        "Declarer, you have two options: Accept the card played, or Require the penalty card (Laws 52B1(a), 52B2).",
    )


@pytest.mark.parametrize(
    "keys, tr, en",
    [
        (
            ["defender", "not-established"],
            "Kusursuz taraf, rönonstan sonra oynadığınız kartları geri alabilirsiniz; o zaman kusurlu tarafın sıradaki oyuncusu da kartını değiştirebilir ve geri aldığı kart cezalı kart olur (Yasa 62C1, 62C2).",
            "Non-offending side, you may take back cards you played after the revoke; the offending side's next player may then change his card, which becomes a penalty card (Laws 62C1, 62C2).",
        ),
        (
            ["declarer", "not-established"],
            "Kusursuz taraf, rönonstan sonra oynadığınız kartları geri alabilirsiniz; o zaman kusurlu tarafın sıradaki oyuncusu da kartını değiştirebilir (Yasa 62C1, 62C2).",
            "Non-offending side, you may take back cards you played after the revoke; the offending side's next player may then change his card (Laws 62C1, 62C2).",
        ),
        (
            ["dummy", "not-established"],
            "Kusursuz taraf, rönonstan sonra oynadığınız kartları geri alabilirsiniz; o zaman kusurlu tarafın sıradaki oyuncusu da kartını değiştirebilir (Yasa 62C1, 62C2).",
            "Non-offending side, you may take back cards you played after the revoke; the offending side's next player may then change his card (Laws 62C1, 62C2).",
        ),
    ],
)
def test_62c2_read_out_says_the_offending_side_may_change_too(client, keys, tr, en):
    """62C2, official Turkish: "Kusursuz bir oyuncu bir kartı bu şekilde geri aldıktan sonra,
    kusurlu tarafın sıradaki oyuncusu da kartı değiştirebilir, bu oyuncu defans oyuncusu ise bu kart
    cezalı karta dönüşür"; WBF: "After a non-offender so withdraws a card, the player of the
    offending side next in rotation may withdraw his played card, which becomes a penalty card if the
    player is a defender". Each Ending's own text states it; the read-outs stopped at 62C1, so a
    defender who changed his card after declarer took his back was not told it became a penalty
    card (and declarer's side was not told it could change at all)."""
    says(client, "revoke", keys, "tr", tr)
    says(client, "revoke", keys, "en", en)
    never_says(client, "revoke", keys, "en", "you may take back cards you played after the revoke (Law 62C1).")


def test_47e1_partner_read_out_keeps_law_55(client):
    """The Ending's own text: TR "Sırasız çıkış kabul edilebilir ya da edilmeyebilir: Yasa 53-56
    uygulanır", EN "Laws 53-56 apply". 55A, official Turkish: "Deklaran kendisinin veya yerin elinden
    sırasız çıkış yapmışsa, herhangi bir defans oyuncusu Yasa 53'te öngörüldüğü gibi çıkışı kabul
    edebilir veya geri alınmasını isteyebilir"; WBF: "If declarer has led out of turn from his or
    dummy's hand then either defender may accept the lead as provided in Law 53 or require its
    retraction". The read-out listed "53A, 54, 56": a declarer told by dummy that it was his lead
    (Law 42B2 lets dummy warn him) leads under Law 55, which it left out."""
    keys = ["told-my-turn", "partner"]
    says(
        client,
        "card-played-on-misinformation",
        keys,
        "tr",
        "Sırasız çıkış kuralları uygulanır (Yasa 53-56); çıkış değil de sıra gelmeden oynanmış bir kartsa Yasa 57. Kararı hakem verir.",
    )
    says(
        client,
        "card-played-on-misinformation",
        keys,
        "en",
        "The rules for a lead out of turn apply (Laws 53-56); for a card played, not led, before its turn, Law 57. The Director decides.",
    )
    never_says(client, "card-played-on-misinformation", keys, "en", "(Laws 53A, 54, 56)")
