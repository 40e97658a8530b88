"""Revoke (Laws 61-64): who revoked, whether the revoke is established (Law 63A), whether one of
the cases without automatic trick adjustment applies (Law 64B), and who won the revoke trick (64A)."""

from __future__ import annotations

from ..guide import Choice, Ending, EngineExample, Option, Situation, Step, Text
from .common import CALL_AT_END_PLAY, CALL_NOW_PLAY, play_query, with_dummy

# Law 50E2: information from a penalty card returned to the hand under 50D2(a) "is unauthorised
# for the partner of the player who had the penalty card (see Law 16C), but authorised for
# declarer"; 50E1: while it stays on the table it is authorised for all players; 50E3: once it has
# been played, the circumstances of its creation are unauthorised for partner. The Turkish line
# says the official words, TR "Cezalı kartın, Yasa 50D2(a) kapsamında, ele geri konmasından gelen
# bilgi" (what its return tells), where the English keeps the WBF's "Information derived from a
# penalty card that has been returned to hand" (qa193).
# 50E2 with its pointer: TR "... bu cezalı karta sahip oyuncunun ortağı için izinsizdir (bkz. Yasa 16C), ama
# deklaran için izinlidir"; WBF "... unauthorized for the partner of the player who had the penalty card (see Law
# 16C), but authorized for declarer" (audit327 noticed; audit335).
RETURNED_CARD = Text(
    "Cezalı kartın ele geri konmasından gelen bilgi sizin için izinli, kartın sahibinin ortağı için izinsizdir (Yasa 50E2; bkz. Yasa 16C).",
    "What the returned penalty card showed stays authorised for you but becomes unauthorised for its owner's partner (Law 50E2; see Law 16C).",
)
CARD_STAYS_AUTHORISED = Text(
    "Kart masada kaldıkça ondan gelen bilgi ortağı dahil herkes için izinlidir (Yasa 50E1).",
    "While the card stays on the table, what it shows is authorised for everybody, its owner's partner included (Law 50E1).",
)
CARD_PLAYED_UNAUTHORISED = Text(
    "Kart oynandıktan sonra, cezalı hale gelme koşullarından gelen bilgi ortağı için izinsizdir (Yasa 50E3).",
    "Once the card has been played, what the circumstances of its creation told is unauthorised for its owner's partner (Law 50E3).",
)

# Law 59, when the partner cannot comply with declarer's choice under 50D2(a) (qa135): TR "Bir oyuncu
# ister gerekli renkte kartının bulunmaması ister yalnızca çıkış yasağı uygulanan renkte kartının
# bulunması ... nedeniyle bir onarmayı yerine getirmek için gerekli olan çıkışı ya da oyunu
# gerçekleştiremiyorsa, yasal olan başka herhangi bir kartı oynayabilir"; WBF "A player may play any
# otherwise legal card if he is unable to lead or play as required to comply with a rectification,
# whether because he holds no card of the required suit, or because he has only cards of a suit he
# is prohibited from leading". The Turkish puts footnote 13 ("Eğer oyuncu kendisinden istenen çıkışı
# yapamıyorsa, bkz. Yasa 59") on "istemek" only, the WBF on "require" and "prohibit"; Law 59 names
# both cases in both texts. Every guide offering these options (a revoke's corrected card, a card
# exposed in the play) shows these lines.
# The player who cannot comply is the one on lead, the offender's partner (50D2, 51B); said to declarer,
# "Ortağın elinde" / "the partner" could be read as declarer's own partner, dummy (qa310).
NO_CARD_OF_THE_SUIT = Text(
    "Kusurlu oyuncunun ortağının elinde o renkten kart yoksa yasal başka herhangi bir kartı çıkabilir (Yasa 59).",
    "If the offender's partner holds no card of that suit, he may lead any otherwise legal card (Law 59).",
)
ONLY_THE_FORBIDDEN_SUIT = Text(
    "Kusurlu oyuncunun ortağının elinde yalnızca o renkten kartlar kalmışsa yasal başka herhangi bir kartı oynayabilir (Yasa 59).",
    "If the offender's partner has only cards of that suit left, he may play any otherwise legal card (Law 59).",
)
# Law 50D2, declarer's options when the offender's partner is on lead (the options are written to
# declarer, who chooses): TR "(a) Defans oyuncusundan cezalı kartın rengini çıkmasını istemek veya çıkış
# kendisinde kaldığı müddetçe o rengi çıkmasını yasaklamak ...; eğer deklaran bu seçeneği uygularsa,
# kart artık cezalı kart olmaktan çıkar ve ait olduğu ele geri konur. (b) Bir çıkışı istememek veya
# yasaklamamak, bu durumda defans oyuncusu herhangi bir kartı çıkabilir"; WBF "(a) to require the
# defender to lead the suit of the penalty card, or to prohibit him from leading that suit for as long
# as he retains the lead ...; if declarer exercises either of these options, the card is no longer a
# penalty card and is picked up. (b) not to require or prohibit a lead, in which case the defender may
# lead any card". The defender on lead is the offender's partner (50D: TR "hem kusurlu oyuncunun
# kendisi hem de ortağı", WBF "both the offender and his partner"); said to declarer, a bare "Partner"
# / "Ortak" named dummy, and (b)'s "may lead" / "çıkabilir" was "leads what he likes" (qa303).
DECLARER_CHOICE_LATER = (
    Option(
        Text("Cezalı kartın rengini istemek", "Require the lead of the penalty card's suit"),
        Text(
            "Kusurlu oyuncunun ortağı o rengi çıkar; cezalı kart ele döner (Yasa 50D2(a)).",
            "The offender's partner leads that suit; the penalty card goes back to the hand (Law 50D2(a)).",
        ),
        (
            Text(
                "Renk size doğru oynanır (ör. elinizde AD varken).",
                "The suit is led round to you (e.g. when you hold AQ).",
            ),
            RETURNED_CARD,
        ),
        (Text("Kısıtlama bu çıkışla biter.", "The restriction ends with this lead."), NO_CARD_OF_THE_SUIT),
    ),
    Option(
        Text("O rengi yasaklamak", "Forbid that suit"),
        Text(
            "Kusurlu oyuncunun ortağı, çıkış kendisinde kaldıkça o rengi çıkamaz; cezalı kart ele döner (Yasa 50D2(a)).",
            "The offender's partner may not lead that suit while he keeps the lead; the penalty card goes back (Law 50D2(a)).",
        ),
        (
            Text(
                "Sizi korkutan bir renkten şimdilik kurtulursunuz.", "You are spared, for now, a suit that worries you."
            ),
            RETURNED_CARD,
        ),
        (Text("Cezalı kart masadan kalkar.", "The penalty card leaves the table."), ONLY_THE_FORBIDDEN_SUIT),
    ),
    # 50D2(b) (TR "cezalı kart masa üzerinde cezalı kart olarak kalır. Bu seçenek seçildiğinde, cezalı
    # kart cezalı olarak kaldığı sürece Yasa 50D uygulanmaya devam eder"; WBF "Law 50D continues to apply
    # for as long as the penalty card remains") carries 50D1(a)'s modal: TR "ilk yasal fırsatta oynanmak
    # zorundadır", WBF "must be played at the first legal opportunity". The Turkish said "oynanır" (is
    # played) where the English said "must" (qa183's note; qa186). Footnote 14 (the options again at the
    # next trick while partner keeps the lead) is not said: no sentence here speaks past this lead.
    Option(
        Text("Kısıtlama koymamak", "Leave the lead free"),
        Text(
            "Kusurlu oyuncunun ortağı herhangi bir kartı çıkabilir; cezalı kart masada kalır ve ilk yasal fırsatta oynanmak zorundadır (Yasa 50D2(b)).",
            "The offender's partner may lead any card; the penalty card stays and must be played at the first legal opportunity (Law 50D2(b)).",
        ),
        (
            Text(
                "Cezalı kart ileride size büyük avantaj sağlayabilir.", "The penalty card may serve you better later."
            ),
            CARD_PLAYED_UNAUTHORISED,
        ),
        (
            Text("Bu çıkışta rakibi serbest bırakırsınız.", "You leave this lead to the opponent's choice."),
            CARD_STAYS_AUTHORISED,
        ),
    ),
)


# Law 62C3: TR "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve taraflardan yalnızca birisi bir
# sonraki löveye kart vermiş ise, her iki rönonsun da düzeltilmesi gerekir (bkz.Yasa 16C2). Defans
# tarafının geri almış olduğu tüm kartlar cezalı kart durumuna dönüşür"; WBF "If both sides revoke on
# the same trick and only one side has played to the subsequent trick, then both revokes must be
# corrected (see Law 16C2). Every card withdrawn by the defending side becomes a penalty card." 63B
# excepts it (WBF "except ... as in Law 62C3"; the Turkish names 62C3 too, the editor's note on 63B).
# The 64B Ending's advice (64B8) and dummy's established Ending, whose path asks no 64B question:
# dummy's revoke is established once declarer's side plays on, a defender's on the same trick not yet
# (session 90, qa235).
BOTH_SIDES_62C3 = Text(
    "İki taraf aynı lövede rönons yaptıysa ve yalnızca bir taraf sonraki löveye kart verdiyse, her iki rönonsun da düzeltilmesi gerekir; defans tarafının geri aldığı her kart cezalı kart olur (Yasa 62C3).",
    "If both sides revoked on the same trick and only one side has played to the next trick, both revokes must be corrected; every card the defending side withdraws becomes a penalty card (Law 62C3).",
)

WON_Q = Text(
    "Rönons lövesini kim aldı?",
    "Who won the revoke trick?",
)
WON_HINT = Text(
    "Yasa 64A'nın dipnotu (64A1 ve 64A2 için): yerin aldığı löve deklaranın aldığı löve sayılmaz.",
    "The footnote to Law 64A (for 64A1 and 64A2 alike): a trick won in dummy is not won by declarer.",
)


# Law 64B: "There is no automatic trick adjustment following an established revoke (but see Law
# 64C) if:" B2 a subsequent revoke in the same suit by the same player, B3 failing to play a
# penalty card or a card of dummy, B4 attention first drawn after a call on the next deal, B5 after
# the round, B6 trick twelve, B7 both sides revoked, B8 corrected under 62C3; and B1, no trick won
# by the offending side (TR "Kusurlu rönons lövesini veya sonraki herhangi bir başka löveyi
# kazanmamışsa"; WBF "the offending side did not win either the revoke trick or any subsequent
# trick"), which the 64A2 ending also tells: the hint lists 64B whole (audit292), and either answer
# then leads to an Ending that says no trick is transferred. Asked before any transfer is stated.
CASES_Q = Text(
    "Aşağıdakilerden biri geçerli mi (Yasa 64B)?",
    "Does one of the following apply (Law 64B)?",
)
CASES_HINT = Text(
    "Otomatik löve ayarlaması yapılmaz: kusurlu tarafın ne rönons lövesini ne de sonraki herhangi bir löveyi kazanması (64B1); aynı oyuncunun, ilk rönonsu resmileştikten sonra aynı renkteki bir sonraki rönonsu (64B2); "
    "cezalı kartın ya da yerin bir kartının oynanmaması (64B3); rönonsa ilk kez, kusursuz taraftan biri sonraki bordda "
    "konuştuktan sonra (64B4) ya da tur bittikten sonra (64B5) dikkat çekilmesi; on ikinci lövedeki rönons (64B6); "
    "iki tarafın da aynı bordda rönons yapması ve iki rönonsun da resmileşmesi (64B7); Yasa 62C3'e göre düzeltilmiş rönons (64B8).",
    "There is no automatic trick adjustment for: the offending side having won neither the revoke trick nor any subsequent trick (64B1); a subsequent revoke in the same suit by the same player, his first having "
    "been established (64B2); failing to play a penalty card or a card of dummy (64B3); attention first drawn after a member of "
    "the non-offending side has called on the next deal (64B4) or after the round has ended (64B5); a revoke on the twelfth "
    "trick (64B6); both sides having revoked on the board, both revokes established (64B7); a revoke corrected under Law 62C3 (64B8).",
)
NO_TRANSFER = Ending(
    title=Text("Otomatik löve ayarlaması yok", "No automatic trick adjustment"),
    now=(
        Text(
            "Yasa 64B'deki durumlardan birinde otomatik löve ayarlaması yapılmaz.",
            "In the cases of Law 64B no trick is transferred automatically.",
        ),
        Text(
            "On ikinci lövedeki rönons, resmileşmiş olsa bile, dört el borda konmadan önce fark edilirse düzeltilmelidir (Yasa 62D1).",
            "A revoke on the twelfth trick, even if established, must be corrected if discovered before all four hands have been returned to the board (Law 62D1).",
        ),
        # Law 62D2: TR "Eğer bir defans oyuncusu onikinci lövede, ortağının oynama sırasından önce
        # rönons yaparsa, Yasa 16C geçerlidir"; WBF "If a defender revokes on the twelfth trick before
        # his partner's turn to play to the trick, Law 16C applies": the corrected card was seen.
        Text(
            "Bir defans oyuncusu on ikinci lövede ortağının oynama sırasından önce rönons yaptıysa Yasa 16C uygulanır (Yasa 62D2).",
            "If a defender revoked on the twelfth trick before his partner's turn to play to it, Law 16C applies (Law 62D2).",
        ),
        Text(
            "Hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64C1).",
            "The Director shall assign an adjusted score if he considers that the damage suffered by the non-offending side is not sufficiently compensated (Law 64C1).",
        ),
        # 64C2(a): the present in both texts (WBF "the Director adjusts the score", TR "ayarlı skor uygular");
        # 64C2(b): WBF "he shall award an adjusted scored", TR "ayarlı skor uygular": the English says the
        # WBF's "shall award", the Turkish the official present (qa290; CONTRIBUTING.md, "Add a situation
        # guide", point 1).
        Text(
            "Aynı oyuncu aynı renkte rönonsu tekrarladıysa, hakem, sonraki rönonslar olmasaydı kusursuz tarafın büyük olasılıkla daha çok löve alacağına kanaat getirirse skoru ayarlar (Yasa 64C2(a)); iki taraf da rönons yaptıysa ve hakem bir tarafın zarar gördüğüne kanaat getirirse, bordu herhangi bir rönons yapılmamış gibi değerlendirerek ayarlı skor uygular (Yasa 64C2(b)).",
            "After repeated revokes by the same player in the same suit, the Director adjusts the score if he considers that the non-offending side would very probably have won more tricks without the later revokes (Law 64C2(a)); when both sides revoked and the Director deems a contestant damaged, he shall award an adjusted score based on the likely result had no revoke occurred (Law 64C2(b)).",
        ),
    ),
    # Law 64B2 exempts the subsequent revoke only, and 62C3 (64B8) corrects both revokes: in the
    # advice, on the page but out of the search's way to this Ending (it indexes `now`). In `now`,
    # as "for that revoke" in the first sentence was, they took "when is a revoke established"
    # [63] from first to third, behind 64B and 62A (audit16a; docs/legal-review.md).
    advice=(
        Text(
            "Aynı oyuncunun aynı renkteki sonraki rönonsunda (64B2) otomatik löve ayarlaması yalnızca sonraki rönons için yapılmaz; ilk rönonsa Yasa 64A yine uygulanır.",
            "After a subsequent revoke in the same suit by the same player (64B2), only the subsequent revoke has no automatic adjustment; Law 64A still applies to the first revoke.",
        ),
        BOTH_SIDES_62C3,
    ),
    chooser=Text(
        "Kimse seçmez; gerekirse hakem ayarlı skor verir.", "Nobody chooses; the Director adjusts the score if need be."
    ),
    # Only the Law's heads: each label here is also raised in the search for "rönons" (the guide's
    # paragraphs, lawbook.search.borrowing); the sub-paragraphs are cited in the text.
    laws=("64B", "64C"),
    # Law 64B2, B7 and B5 in a player's words; not the twelfth trick (B6), whose correction is
    # Law 62D, nor a penalty card not played (B3), which is Law 52's guide.
    said=(
        Text(
            "ilk rönonsu resmileşen oyuncu o renge bir daha uymadı",
            "after his first revoke was established he failed to follow that suit again",
        ),
        Text(
            "iki taraf da aynı bordda rönons yaptı ve ikisi de resmileşti",
            "both sides revoked on the same board and both revokes were established",
        ),
        Text(
            "rönonsa dikkat çekildiğinde o tur çoktan bitmişti",
            "nobody pointed out the revoke until the round was over",
        ),
    ),
    script=(
        Text(
            "Rönons resmileşti, ama Yasa 64B'deki durumlardan birinde o rönons için otomatik löve ayarlaması yapılmaz; aynı oyuncunun aynı renkteki sonraki rönonsunda ilk rönons için aktarma kuralı yine uygulanır.",
            "The revoke is established, but in the cases of Law 64B no trick is transferred automatically for that revoke; after a subsequent revoke in the same suit by the same player, the transfer rule still applies to the first revoke.",
        ),
        Text(
            "On ikinci lövedeki rönons, resmileşmiş olsa bile, dört el de borda konmadan önce fark edilirse düzeltilmelidir (Yasa 62D1).",
            "A revoke on the twelfth trick must still be corrected if noticed before all four hands go back into the board (Law 62D1).",
        ),
        Text(
            "Hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64C1). Kimse seçmez.",
            "If the Director considers that the damage suffered by the non-offending side is not sufficiently compensated, he shall assign an adjusted score (Law 64C1). Nobody chooses.",
        ),
    ),
    # Dummy's limits in play (9A4, 43A1(a); common.DUMMY_IN_PLAY) after the call: "now" is said to whoever reads
    # (qa245).
    director=with_dummy(
        Text(
            "Şimdi hakemi çağırın (Yasa 9B1(a)); on ikinci lövedeki rönons, dört el de borda konmadan önce fark edilirse düzeltilmelidir (Yasa 62D1).",
            "Call the Director now (Law 9B1(a)); a revoke on the twelfth trick must be corrected if discovered before all four hands have been returned to the board (Law 62D1).",
        )
    ),
)


# How players describe an established revoke when the offender won the revoke trick (Law 64A1)
# and when he did not (64A2), one pair for each offender (Ending.said).
Said = tuple[Text, ...]


def _established(
    won: tuple[Text, list],
    not_won: tuple[Text, list],
    extra: Text,
    said: tuple[Said, Said],
    advice: tuple[Text, ...] = (),
) -> Step:
    """First the cases of Law 64B (no automatic adjustment); then Law 64A1 when the offender won
    the revoke trick, 64A2 when he did not."""
    return Step(
        CASES_Q,
        (
            Choice("no-64b-case", Text("Hayır, hiçbiri", "No, none of them"), _won(won, not_won, extra, said, advice)),
            Choice("64b-case", Text("Evet, biri geçerli", "Yes, one of them"), NO_TRANSFER),
        ),
        CASES_HINT,
    )


def _won(
    won: tuple[Text, list], not_won: tuple[Text, list], extra: Text, said: tuple[Said, Said], advice: tuple[Text, ...]
) -> Step:
    return Step(
        WON_Q,
        (
            Choice(
                "offender-won",
                Text("Rönonsu yapan oyuncu", "The player who revoked"),
                _established_ending(*won, ("63A1", "64A1", "64B", "64C"), extra, said[0], advice),
            ),
            Choice(
                "other-won",
                Text("Başka bir oyuncu", "Another player"),
                _established_ending(*not_won, ("63A1", "64A2", "64B", "64C"), extra, said[1], advice),
            ),
        ),
        WON_HINT,
    )


# The read-out of an established revoke (Law 10C1), around the ending's own transfer sentence.
ESTABLISHED_READ = Text(
    "Rönons resmileşti: artık düzeltilemez; löve oynandığı gibi kalır (Yasa 63B). Oyun sürer; löve aktarmasını hakem oyun bitince yapar (Yasa 64A).",
    "Established, the revoke may no longer be corrected; the trick stands as played (Law 63B). Play goes on; the Director transfers tricks after play ends (Law 64A).",
)
ESTABLISHED_NOBODY = Text(
    "Kimse seçmez. Hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64C1).",
    "Nobody chooses. If the Director considers that the damage suffered by the non-offending side is not sufficiently compensated, he shall assign an adjusted score (Law 64C1).",
)
# Laws 62C1 and 62C2 (TR "Kusursuz bir oyuncu bir kartı bu şekilde geri aldıktan sonra, kusurlu
# tarafın sıradaki oyuncusu da kartı değiştirebilir, bu oyuncu defans oyuncusu ise bu kart cezalı
# karta dönüşür"; WBF "the player of the offending side next in rotation may withdraw his played
# card, which becomes a penalty card if the player is a defender"): after declarer's or dummy's
# revoke the offending side's card is no penalty card; after a defender's it is (qa74).
NON_OFFENDERS_TAKE_BACK = Text(
    "Kusursuz taraf, rönonstan sonra oynadığınız kartları geri alabilirsiniz; o zaman kusurlu tarafın sıradaki oyuncusu da kartını değiştirebilir (Yasa 62C1, 62C2).",
    "Non-offending side, you may take back cards you played after the revoke; the offending side's next player may then change his card (Laws 62C1, 62C2).",
)
# 62C1 and 62C2 each end "(Bkz. Yasa 16C.)" / "(see Law 16C)": the cards the non-offending side takes
# back are withdrawn actions, TR 16C1 "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm
# bilgiler, gerek kendileri, gerekse rakipleri tarafından yapmış olsun; yasaldır"; WBF "For a
# non-offending side, all information arising from a withdrawn action is authorized, whether the action
# be its own or its opponents'"; TR 16C2 "Kusurlu taraf için, geri alınmış eylemden ... kaynaklanan tüm
# bilgiler izinsizdir"; WBF "For an offending side, information arising ... from withdrawn actions of
# the non-offending side is unauthorized". A defender's card withdrawn under 62B1 or 62C2 is a penalty
# card, whose information Law 50E rules, so the line speaks of the non-offending side's cards only (qa216).
NON_OFFENDERS_CARDS_16C = Text(
    "Kusursuz tarafın geri aldığı kartlardan gelen bilgi kusursuz taraf için izinli, kusurlu taraf için izinsizdir (Yasa 62C1, 16C1, 16C2).",
    "Information from the cards the non-offending side takes back is authorised for the non-offending side and unauthorised for the offending side (Laws 62C1, 16C1, 16C2).",
)
# 62C2's "(Bkz. Yasa 16C.)" / "(see Law 16C)" for the offending side's own withdrawn cards, on the
# declarer's and dummy's paths (audit330): there no withdrawn card is a penalty card (48A, 62B2), so 16C
# rules them, TR "Herhangi bir konuşma veya oyun bu yasaların hükümlerine uygun şekilde geri alınmış
# ise" / WBF "When a call or play has been withdrawn as these laws provide": the revoke card (62B) and a
# card changed under 62C2 are authorised for the defenders (16C1, "gerek kendileri, gerekse rakipleri
# tarafından yapmış olsun" / "whether the action be its own or its opponents'") and unauthorised for
# the declaring side (16C2, "its own withdrawn action"). After a defender's revoke they are penalty
# cards, whose information Law 50E rules (NON_OFFENDERS_CARDS_16C above). In the advice.
DECLARING_SIDE_CARDS_16C = Text(
    "Deklaran tarafının geri aldığı kartlardan (rönons kartı ve Yasa 62C2'ye göre değiştirilen kart) gelen bilgi defans için izinli, deklaran tarafı için izinsizdir (Yasa 62C2, 16C1, 16C2).",
    "Information from the cards the declaring side withdraws (the revoke card, and a card changed under Law 62C2) is authorised for the defenders and unauthorised for the declaring side (Laws 62C2, 16C1, 16C2).",
)
# Who may ask after a defender failed to follow (the brief of audit292: 61B whole on the defender's
# path, which told 61B1 only). 61B3, TR "Defans oyuncuları deklarana ve (izinsiz bilgi doğması
# riskiyle beraber) birbirlerine sorabilirler"; WBF "Defenders may ask declarer and one another (at
# the risk of creating unauthorized information)"; 61B2(b), TR "Yer, defans oyuncularına soramaz ve
# Yasa 16B uygulanabilir"; WBF "Dummy may not ask a defender and Law 16B may apply". The seed's third
# worked ruling (docs/seeds/003: "Defans oyuncuları rönons konusunda birbirini uyarabilir") is this
# case. In the advice: on the page, out of the search's way (`now` is indexed).
DEFENDERS_MAY_ASK = Text(
    "Defans oyuncuları deklarana ve (izinsiz bilgi doğması riskiyle beraber) birbirlerine sorabilir (Yasa 61B3); yer, defans oyuncularına soramaz ve Yasa 16B uygulanabilir (Yasa 61B2(b)).",
    "Defenders may ask declarer and one another (at the risk of creating unauthorised information) (Law 61B3); dummy may not ask a defender, and Law 16B may apply (Law 61B2(b)).",
)
# Law 43B3, dummy's limit after a breach of 43A2, beside 43B2(b) on declarer's path: TR "Eğer Yer,
# yukarıdaki A2 bendinde sayılan kısıtlamaları ihlal eder ve daha sonra bir defans oyuncusunun kural
# ihlaline ilk kez dikkat çekerse, o an için herhangi bir onarma uygulanmaz. Oyun bittikten sonra,
# defans tarafı, kendi gerçekleştirmiş olduğu ihlalden dolayı kazanç sağlamışsa, Hakem, bu kazancın
# ortadan kalkacağı şekilde defans için ayarlı skor uygular. Deklaran tarafı için ise masa skoru
# geçerli kalır"; WBF "If dummy after his violation of the limitations listed in A2 is the first to
# draw attention to a defender's irregularity, there is no immediate rectification. Play continues as
# though no irregularity had occurred. At the end of play if the defending side has gained through its
# irregularity the Director adjusts only its score, taking away that advantage. The declaring side
# retains the score achieved at the table." The WBF's second sentence has no Turkish counterpart
# (the dummy-rights guide says so): not said here. The words are the dummy-rights guide's.
DUMMY_FIRST_AFTER_43A2 = Text(
    "Ancak yer, Yasa 43A2'deki kısıtlamaları çiğnedikten sonra rönonsa ilk dikkat çeken olduysa, o an için onarma uygulanmaz; oyun bittiğinde defans tarafı usulsüzlüğünden kazanç sağladıysa hakem yalnızca onun skorunu, bu kazancı ortadan kaldıracak biçimde ayarlar; deklaran tarafı masadaki skoru alır (Yasa 43B3).",
    "But if dummy, after breaking a limit of Law 43A2, was the first to draw attention to the revoke, there is no immediate rectification; at the end of play, if the defending side has gained through its irregularity, the Director adjusts only its score, taking that advantage away; the declaring side keeps the score achieved at the table (Law 43B3).",
)
# 50D2's first sentence, the order of events after the offender's card became a major penalty card
# (audit330): TR "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna
# geldiğinde, deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz
# (eğer defans oyuncusu zamanından önce çıkış yaparsa, Yasa 49'a göre yaptırım uygulanabilir)"; WBF
# "When a defender has the lead while his partner has a major penalty card, he may not lead until
# declarer has stated which of the options below is selected (if the defender leads prematurely, he is
# subject to rectification under Law 49)". The Ending said only that declarer may restrict the lead.
# Each text its own verb, in the penalty-cards-more guide's words (NO_LEAD_BEFORE_THE_CHOICE, qa234).
# In the advice, on the page but out of the search's way: in `now` it moved two sets of
# bench/search_quality.py.
NO_LEAD_BEFORE_THE_CHOICE = Text(
    "Kart majör cezalı kartsa, kusurlu oyuncunun ortağı, deklaran seçimini söyleyene kadar çıkamaz; zamanından önce çıkarsa Yasa 49'a göre yaptırım uygulanabilir (Yasa 50D2).",
    "If the card is a major penalty card, the offender's partner may not lead until declarer has stated his choice; if he leads prematurely, he is subject to rectification under Law 49 (Law 50D2).",
)
NON_OFFENDERS_TAKE_BACK_DEFENDER = Text(
    "Kusursuz taraf, rönonstan sonra oynadığınız kartları geri alabilirsiniz; o zaman kusurlu tarafın sıradaki oyuncusu da kartını değiştirebilir ve geri aldığı kart cezalı kart olur (Yasa 62C1, 62C2).",
    "Non-offending side, you may take back cards you played after the revoke; the offending side's next player may then change his card, which becomes a penalty card (Laws 62C1, 62C2).",
)


def _established_ending(
    who: Text, play: list, laws: tuple[str, ...], extra: Text, said: Said, advice: tuple[Text, ...] = ()
) -> Ending:
    transfer = (
        Text(
            "Rönons lövesini kusurlu oyuncu aldığı için o löve kusursuz tarafa geçer; kusurlu taraf sonraki bir löveyi de aldıysa bir löve daha (Yasa 64A1).",
            "The offender won the revoke trick, so that trick goes to the non-offending side, and one more if the offending side won a later trick (Law 64A1).",
        )
        if "64A1" in laws
        else Text(
            "Rönons lövesini kusurlu oyuncu almadı: kusurlu taraf o löveyi ya da sonraki bir löveyi aldıysa bir löve kusursuz tarafa geçer; hiç almadıysa aktarma yok (Yasa 64A2, 64B1).",
            "The offender did not win the revoke trick: if the offending side won that trick or a later one, one trick goes to the non-offending side; if it won none, there is no transfer (Laws 64A2, 64B1).",
        )
    )
    return Ending(
        title=Text("Resmileşmiş rönons", "Established revoke"),
        now=(
            Text(
                "Rönons artık düzeltilemez; rönonsun meydana geldiği löve oynandığı gibi kalır (Yasa 63B).",
                "The revoke may no longer be corrected; the trick on which it occurred stands as played (Law 63B).",
            ),
            Text(
                "Oyun sürer; löve aktarmasını hakem oyun bitince yapar (Yasa 64A).",
                "Play goes on; the Director transfers tricks after play has ended (Law 64A).",
            ),
            transfer,
            extra,
        ),
        chooser=Text(
            "Kimse seçmez: aktarmayı Yasa belirler. Hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64C1).",
            "Nobody chooses: the Law fixes the transfer. The Director shall assign an adjusted score if he considers that the damage suffered by the non-offending side is not sufficiently compensated (Law 64C1).",
        ),
        laws=laws,
        director=CALL_AT_END_PLAY,
        advice=advice,
        engine=EngineExample(who, play_query(play), finish=True),
        script=(ESTABLISHED_READ, transfer, ESTABLISHED_NOBODY),
        said=said,
    )


# 62B2 in its own verb on each path's page and read-out (CONTRIBUTING.md, "Add a situation guide",
# point 1): TR "Bu kart deklaranın (Yasa 43B2(b)'ye tabi) veya yerin elinden oynanmışsa ya da bir
# defans oyuncusunun gözüken kartı ise bir başka onarma olmaksızın değiştirilebilir"; WBF "The card
# may be replaced without further rectification if it was played from declarer's [subject to Law
# 43B2(b)] or dummy's hand, or if it was a defender's faced card". The lines said "değiştirilir" /
# "is replaced" and, for declarer, "eline döner" / "goes back"; each follows 62A's "must" (`now`'s
# first line; the dummy read-out now says it), so the correction itself stays required (audit292;
# the revoke_correction quiz has said "değiştirilebilir" since auditq45a).
def _before(
    who: Text,
    play: list,
    now: tuple[Text, ...],
    laws: tuple[str, ...],
    script: tuple[Text, ...],
    options=(),
    said: Said = (),
    advice: tuple[Text, ...] = (),
    declaring_side: bool = False,
) -> Ending:
    """`declaring_side`: the offender is declarer or dummy, whose withdrawn cards 16C rules."""
    return Ending(
        title=Text("Henüz resmileşmemiş rönons", "Revoke not yet established"),
        now=(
            Text(
                "Rönons düzeltilmek zorundadır (Yasa 62A): kart geri alınır ve yerine yasal bir kart konur (Yasa 62B).",
                "The revoke must be corrected (Law 62A): the card is withdrawn and a legal card put in its place (Law 62B).",
            ),
            *now,
            # 62C1, TR "rönonstan sonra buna dikkat çekilmeden önce oynamış olabileceği her kartı geri
            # alabilir"; WBF "any card he may have played after the revoke but before attention was
            # drawn to it": the time limit said, as the dummy-rights guide says it (qa163).
            Text(
                "Kusursuz taraf rönonstan sonra, buna dikkat çekilmeden önce oynadığı kartları geri alabilir (Yasa 62C1); o zaman kusurlu tarafın sıradaki oyuncusu da kartını değiştirebilir, bu oyuncu defans oyuncusuysa geri aldığı kart cezalı kart olur (Yasa 62C2).",
                "The non-offending side may take back cards it played after the revoke and before attention was drawn to it (Law 62C1); then the offending side's player next in rotation may change his card too, and if he is a defender that card becomes a penalty card (Law 62C2).",
            ),
        ),
        chooser=Text(
            "Kusurlu oyuncunun seçeneği yoktur: düzeltir. Kusursuz taraf sonradan oynadığı kartı geri alıp almamayı seçer; alırsa kusurlu tarafın sıradaki oyuncusu da kartını değiştirip değiştirmemeyi seçer (Yasa 62C2).",
            "The offender has no choice: he corrects. The non-offending side chooses whether to take back cards it played afterwards; if it does, the offending side's player next in rotation chooses whether to change his card too (Law 62C2).",
        ),
        laws=laws,
        director=CALL_NOW_PLAY,
        options=options,
        advice=(*advice, NON_OFFENDERS_CARDS_16C, *((DECLARING_SIDE_CARDS_16C,) if declaring_side else ())),
        engine=EngineExample(who, play_query(play)),
        script=script,
        said=said,
    )


ESTABLISHED_Q = Text(
    "Rönons resmileşti mi: kusurlu oyuncu ya da ortağı bir sonraki löveye çıktı ya da kart oynadı mı?",
    "Was the revoke established: has the offender or his partner led or played to the next trick?",
)
NOT_YET = Text("Hayır, henüz değil", "No, not yet")
YES = Text("Evet", "Yes")
# The last sentence is 62D1 whole, TR "resmileşmiş olsa dahi ellerin dördü de borda geri konulmadan
# önce fark edilmiş ise düzeltilmelidir"; WBF "even if established, must be corrected if discovered
# before all four hands have been returned to the board": it said "before the hands go back" and
# cited the head 62D (qa183). The 64B Ending's read-out and Director line say the same.
HINT = Text(
    "Kusurlu oyuncunun ya da ortağının sonraki löveye oynanacak bir kartı söylemesi ya da başka bir yolla belirtmesi (Yasa 63A2), kusurlu taraftan birinin talep ya da terkte bulunması (Yasa 63A3) ve rakibin talep ya da terkine Yasa 69A çerçevesinde uzlaşılması, kusurlu taraf turun bitiminden ya da sonraki bordda konuşmadan önce itiraz etmediyse (Yasa 63A4), de rönonsu resmileştirir. On ikinci lövedeki rönons, resmileşmiş olsa bile, ellerin dördü de borda geri konulmadan önce fark edilirse düzeltilmelidir (Yasa 62D1).",
    "It is established too when the offender or his partner names or otherwise designates a card to be played to the next trick (Law 63A2), when a member of the offending side claims or concedes (Law 63A3), and when agreement to an opponent's claim or concession is established under Law 69A, the offending side having raised no objection before the end of the round or before calling on a later board (Law 63A4). A revoke on the twelfth trick, even if established, must be corrected if discovered before all four hands have been returned to the board (Law 62D1).",
)

SITUATION = Situation(
    slug="revoke",
    title=Text("Rönons (renge uymamak)", "Revoke"),
    summary=Text(
        "Bir oyuncu (yer de olabilir) elinde oynanan renkten kart varken başka renk oynadı.",
        "A player (dummy too) did not follow suit although he held a card of the suit led.",
    ),
    start=Step(
        Text("Kim rönons yaptı?", "Who revoked?"),
        (
            Choice(
                "defender",
                Text("Bir defans oyuncusu", "A defender"),
                Step(
                    ESTABLISHED_Q,
                    (
                        Choice(
                            "not-established",
                            NOT_YET,
                            _before(
                                Text(
                                    "Batı ♠2 çıktı, yer ♠A, Doğu ♥V oynadı (elinde pik var) ve sonra ♠10 ile düzeltti.",
                                    "West led ♠2, dummy played ♠A, East played ♥J (holding spades) and then corrected with ♠10.",
                                ),
                                ["W:S2", "N:SA", "E:HJ", "E:ST"],
                                (
                                    Text(
                                        "Defans oyuncusunun geri aldığı kart, kapalı elinden oynanmışsa majör cezalı kart olur (Yasa 62B1, 50B); defans oyuncusunun açık duran (gösterilmiş) bir kartıysa başka onarma olmaksızın değiştirilebilir (Yasa 62B2).",
                                        "The card the defender withdraws becomes a major penalty card if it was played from his unfaced hand (Laws 62B1, 50B); if it was a defender's faced card, it may be replaced without further rectification (Law 62B2).",
                                    ),
                                    # 50D1(a), TR "Aşağıdaki (b) bendinde belirtilen durum dışında, bir majör cezalı
                                    # kart ... ilk yasal fırsatta oynanmak zorundadır"; WBF "Except as in (b) below,
                                    # a major penalty card must be played at the first legal opportunity"; 50D1(b),
                                    # TR "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu,
                                    # bir majör cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı kart
                                    # masanın üstünde yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta
                                    # oynanmak zorundadır"; WBF "The obligation to follow suit, or to comply with a
                                    # lead or play restriction, takes precedence ..., but the penalty card must still
                                    # be left face up on the table and played at the next legal opportunity". The
                                    # Ending said declarer's options (50D2) and not the offender's own duty (qa216);
                                    # the lead-out-of-turn guide's words.
                                    Text(
                                        "Kart majör cezalı kartsa kusurlu oyuncu onu ilk yasal fırsatta oynamak zorundadır (Yasa 50D1(a)); renge uyma ya da bir çıkış veya oyun kısıtlamasına uyma zorunluluğu önce gelir, kart yine de masada yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır (Yasa 50D1(b)).",
                                        "If the card is a major penalty card, the offender must play it at his first legal opportunity (Law 50D1(a)); following suit, or a lead or play restriction, comes first, but the card must still be left face up on the table and played at the next legal opportunity (Law 50D1(b)).",
                                    ),
                                    # 50D2's options are for a major penalty card (TR "partnerinin bir
                                    # majör cezalı kartı bulunan"; WBF "while his partner has a major
                                    # penalty card"); a faced card replaced under 62B2 may be none (qa183).
                                    # Whose lead: 50D2, TR "Çıkış sırası partnerinin bir majör cezalı kartı
                                    # bulunan bir defans oyuncusuna geldiğinde"; WBF "When a defender has the
                                    # lead while his partner has a major penalty card": the offender's partner,
                                    # not declarer's, as "his partner" after "declarer" read (audit292).
                                    Text(
                                        "Kart majör cezalı kartsa, kusurlu oyuncunun ortağı çıkışa geldiğinde deklaran çıkışı kısıtlayabilir (Yasa 50D2).",
                                        "If the card is a major penalty card, declarer may restrict the lead when the offender's partner is on lead (Law 50D2).",
                                    ),
                                ),
                                (
                                    "61A",
                                    "62A",
                                    "62B1",
                                    "62B2",
                                    "62C1",
                                    "62C2",
                                    "50B",
                                    "50D2",
                                    "50E1",
                                    "50E2",
                                    "50E3",
                                    "59",
                                ),
                                (
                                    # 62B: "substitutes a legal card" (TR "yerine yasal bir kart koyar"):
                                    # a revoke may be a failure to lead a required suit (61A), so not
                                    # "of the suit led"; the read-out keeps to 90 words with 62C2 in it.
                                    # 50D1(a), the offender's own duty with the major penalty card, as
                                    # `now` says it (qa216 added it there; session 90, qa235): TR "bir
                                    # majör cezalı kart ... ilk yasal fırsatta oynanmak zorundadır"; WBF
                                    # "a major penalty card must be played at the first legal
                                    # opportunity". The English's 90 words made room for it in its
                                    # first and fourth lines.
                                    Text(
                                        "Rönons yaptınız ve henüz resmileşmedi: düzeltmek zorundasınız; kartı geri alıp yerine yasal bir kart koyun (Yasa 62A, 62B).",
                                        "You must correct your revoke with a legal card (Laws 62A, 62B).",
                                    ),
                                    Text(
                                        "Kapalı elinizden oynadığınız kart geri alınınca majör cezalı kart olur (Yasa 62B1); onu ilk yasal fırsatta oynamak zorundasınız (Yasa 50D1(a)).",
                                        "A card withdrawn from your unfaced hand becomes a major penalty card you must play at your first legal opportunity (Laws 62B1, 50D1(a)).",
                                    ),
                                    NON_OFFENDERS_TAKE_BACK_DEFENDER,
                                    Text(
                                        "Deklaran, kusurlu oyuncunun ortağı çıkışa geldiğinde üç seçeneğiniz olacak: Cezalı kartın rengini istemek; O rengi yasaklamak; Kısıtlama koymamak.",
                                        "Declarer, when the offender's partner is on lead: Require the lead of the penalty card's suit; Forbid that suit; Leave the lead free.",
                                    ),
                                    Text("Seçiminizi o zaman yapın.", "Choose then."),
                                ),
                                DECLARER_CHOICE_LATER,
                                advice=(NO_LEAD_BEFORE_THE_CHOICE, DUMMY_FIRST_AFTER_43A2, DEFENDERS_MAY_ASK),
                                said=(
                                    Text(
                                        "defansta rönons yaptım ama sonraki löveye kimse oynamadan fark ettim",
                                        "I revoked as a defender but noticed before anyone played to the next trick",
                                    ),
                                    Text(
                                        "defans oyuncusu renk varken başka renk attı ve hemen düzeltti geri aldığı kart cezalı mı",
                                        "a defender discarded while holding the suit and corrected it at once; is the card he took back a penalty card",
                                    ),
                                    Text(
                                        "savunmadaki rakip renk vermedi aynı lövede pardon varmış deyip kartını değiştirdi",
                                        "a defender showed out, then went oops, I have one, and changed his card on the same trick",
                                    ),
                                ),
                            ),
                        ),
                        Choice(
                            "established",
                            YES,
                            _established(
                                (
                                    Text(
                                        "Batı ♠2 çıktı, yer ♠A, Doğu ♥V ile çaktı (elinde pik var), Güney pik verdi; Doğu sonraki löveye çıktı.",
                                        "West led ♠2, dummy played ♠A, East ruffed with ♥J (holding spades), South followed; East led to the next trick.",
                                    ),
                                    ["W:S2", "N:SA", "E:HJ", "S:S3", "E:D9"],
                                ),
                                (
                                    Text(
                                        "Batı ♠2 çıktı, yer ♠A, Doğu ♦9 attı (elinde pik var), Güney pik verdi; yer sonraki löveye çıktı ve Doğu oynadı.",
                                        "West led ♠2, dummy played ♠A, East discarded ♦9 (holding spades), South followed; dummy led to the next trick and East played to it.",
                                    ),
                                    ["W:S2", "N:SA", "E:D9", "S:S3", "N:SK"],
                                ),
                                Text(
                                    "Deklaran, renge uymamış olan bir defans oyuncusuna çıkılan renkte kartı olup olmadığını sorabilir (Yasa 61B1).",
                                    "Declarer may ask a defender who has failed to follow whether he has a card of the suit led (Law 61B1).",
                                ),
                                (
                                    (
                                        Text(
                                            "defans oyuncusu elinde renk varken çakıp löveyi aldı sonra fark edildi",
                                            "a defender ruffed and won the trick while he still held the suit; we found out later",
                                        ),
                                        Text(
                                            "rakip rönons yaptığı löveyi kendisi aldı kaç löve bize geçer",
                                            "the opponent won the trick he revoked on; how many tricks do we get",
                                        ),
                                        Text(
                                            "savunmadaki rakip elinde o renkten kart varken kozla çakıp löveyi aldı sonra o rengi oynadı",
                                            "a defender trumped in and won the trick while still holding the suit, and played that suit later",
                                        ),
                                    ),
                                    (
                                        Text(
                                            "rakip defans rönons yaptı ama o löveyi ben aldım",
                                            "a defender revoked but I won that trick anyway",
                                        ),
                                        Text(
                                            "defans renge uymadı löveyi ortağı aldı oyun devam etti",
                                            "a defender failed to follow suit, his partner won the trick and play went on",
                                        ),
                                    ),
                                ),
                                (DEFENDERS_MAY_ASK,),
                            ),
                        ),
                    ),
                    HINT,
                ),
            ),
            Choice(
                "declarer",
                Text("Deklaran", "Declarer"),
                Step(
                    ESTABLISHED_Q,
                    (
                        Choice(
                            "not-established",
                            NOT_YET,
                            _before(
                                Text(
                                    "Yer ♦A çıktı, Doğu ♦9, Güney ♥6 oynadı (elinde karo var) ve sonra ♦6 ile düzeltti.",
                                    "Dummy led ♦A, East played ♦9, South played ♥6 (holding diamonds) and then corrected with ♦6.",
                                ),
                                ["W:S2", "N:SA", "E:S7", "S:S3", "N:DA", "E:D9", "S:H6", "S:D6"],
                                (
                                    Text(
                                        "Deklaranın kartı başka onarma olmaksızın değiştirilebilir; deklaranın ya da yerin kartı hiçbir zaman cezalı kart olmaz (Yasa 62B2, 48A).",
                                        "Declarer's card may be replaced without further rectification; no card of declarer or dummy ever becomes a penalty card (Laws 62B2, 48A).",
                                    ),
                                ),
                                ("61A", "62A", "62B2", "62C1", "62C2", "48A", "43B2(b)"),
                                (
                                    Text(
                                        "Rönons yaptınız ve henüz resmileşmedi: düzeltmek zorundasınız; kartı geri alıp oynanan renkten yasal bir kart koyun (Yasa 62A, 62B).",
                                        "You revoked and it is not yet established: you must correct it with a legal card of the suit led (Laws 62A, 62B).",
                                    ),
                                    Text(
                                        "Kartınız başka onarma olmaksızın değiştirilebilir; deklaranın kartı cezalı kart olmaz (Yasa 62B2, 48A).",
                                        "Your card may be replaced without further rectification; no card of declarer becomes a penalty card (Laws 62B2, 48A).",
                                    ),
                                    NON_OFFENDERS_TAKE_BACK,
                                ),
                                # 62B2's "subject to Law 43B2(b)", in the advice: in `now`, out of which
                                # the search reads this Ending, its "as if established" put 62A before
                                # 63A1 for "when is a revoke established" (audit16a).
                                advice=(
                                    Text(
                                        "Ancak yer, Yasa 43A2'deki kısıtlamalardan birini ihlal ettikten sonra oynanan kartın rönons olup olmadığını deklarana ilk soran olduysa, deklaran doğru kartı koymak zorundadır ve Yasa 64 rönons resmileşmiş gibi uygulanır (Yasa 62B2, 43B2(b)).",
                                        "But if dummy, after breaking one of the limitations of Law 43A2, was the first to ask declarer whether his play was a revoke, declarer must substitute a correct card and Law 64 applies as if the revoke had been established (Laws 62B2, 43B2(b)).",
                                    ),
                                ),
                                said=(
                                    Text(
                                        "deklaran renge uymadı sonra hemen kartını değiştirdi",
                                        "declarer failed to follow suit and changed his card straight away",
                                    ),
                                    Text(
                                        "deklaran olarak rönons yaptım kartım cezalı kart olur mu",
                                        "I revoked as declarer; does my card become a penalty card",
                                    ),
                                    Text(
                                        "deklaran başka renk attı hemen elinde o renkten kart olduğunu gördü",
                                        "declarer discarded and straight away saw he still held the suit led",
                                    ),
                                ),
                                declaring_side=True,
                            ),
                        ),
                        Choice(
                            "established",
                            YES,
                            _established(
                                (
                                    Text(
                                        "Batı ♣5 çıktı, yer ♣A, Doğu ♣9, Güney ♥6 ile çaktı (elinde trefl var) ve sonraki löveye çıktı.",
                                        "West led ♣5, dummy played ♣A, East ♣9, South ruffed with ♥6 (holding clubs) and led to the next trick.",
                                    ),
                                    ["W:C5", "N:CA", "E:C9", "S:H6", "S:D6"],
                                ),
                                (
                                    Text(
                                        "Batı ♣5 çıktı, yer ♣A, Doğu ♣9, Güney ♦6 attı (elinde trefl var); löveyi yer aldı ve sonraki löveye çıktı.",
                                        "West led ♣5, dummy played ♣A, East ♣9, South discarded ♦6 (holding clubs); dummy won and led to the next trick.",
                                    ),
                                    ["W:C5", "N:CA", "E:C9", "S:D6", "N:CK"],
                                ),
                                Text(
                                    "Yer, deklarana renkte kartı olup olmadığını sorabilir (Yasa 61B2(a)). Defans oyuncuları da deklarana sorabilir (Yasa 61B3).",
                                    "Dummy may ask declarer whether he has a card of the suit led (Law 61B2(a)). So may the defenders (Law 61B3).",
                                ),
                                (
                                    (
                                        Text(
                                            "deklaran elinde o renk varken çaktı, löveyi kendi eliyle aldı, bir sonraki löveden sonra fark ettik",
                                            "declarer ruffed in his own hand while holding the suit led and won the trick; we noticed after the next trick",
                                        ),
                                        Text(
                                            "deklaran rönons yaptı löveyi elinden alıp yeniden çıktı sonra fark ettik",
                                            "declarer revoked, won the trick in his hand and led again; we noticed later",
                                        ),
                                        Text(
                                            "deklaran o renkten kartı varken kozladı löveyi aldı birkaç löve sonra ortaya çıktı",
                                            "declarer ruffed with a card of the suit still in hand, won the trick, and it came out a few tricks later",
                                        ),
                                    ),
                                    (
                                        Text(
                                            "deklaran rönons yaptı, löveyi yer aldı ve yerden sonraki löveye çıkıldı",
                                            "declarer revoked, the trick was won in dummy and dummy led to the next one",
                                        ),
                                        Text(
                                            "deklaran rönons yaptı o löveyi biz aldık, fark edildiğinde sonraki löve de oynanmıştı",
                                            "declarer revoked and we won that trick; when it came out the next trick had been played too",
                                        ),
                                        Text(
                                            "deklaran renk vermedi löveyi biz kazandık sonra elinden o renk çıktı",
                                            "declarer showed out, we won that trick, and later he played a card of that suit",
                                        ),
                                    ),
                                ),
                            ),
                        ),
                    ),
                    HINT,
                ),
            ),
            Choice(
                "dummy",
                Text("Yer (⁅dummy⁆)", "Dummy"),
                Step(
                    ESTABLISHED_Q,
                    (
                        Choice(
                            "not-established",
                            NOT_YET,
                            _before(
                                Text(
                                    "Batı ♠2 çıktı, yerden ♥A oynandı (yerde pik var) ve sonra ♠A ile düzeltildi.",
                                    "West led ♠2, ♥A was played from dummy (which holds spades) and then corrected with ♠A.",
                                ),
                                ["W:S2", "N:HA", "N:SA"],
                                (
                                    Text(
                                        "Yerin kartı başka onarma olmaksızın değiştirilebilir (Yasa 62B2).",
                                        "Dummy's card may be replaced without further rectification (Law 62B2).",
                                    ),
                                ),
                                ("61A", "62A", "62B2", "62C1", "62C2"),
                                (
                                    Text(
                                        "Yerin rönonsu henüz resmileşmedi ve düzeltilmek zorundadır (Yasa 62A); yerin kartı, oynanan renkten yasal bir kartla başka onarma olmaksızın değiştirilebilir (Yasa 62B2).",
                                        "Dummy's revoke is not yet established and must be corrected (Law 62A); dummy's card may be replaced by a legal card of the suit led without further rectification (Law 62B2).",
                                    ),
                                    NON_OFFENDERS_TAKE_BACK,
                                ),
                                said=(
                                    Text(
                                        "yerde o renkten kart varken başka renk oynandı hemen fark ettik",
                                        "a card of another suit was played from dummy although dummy had the suit; we noticed at once",
                                    ),
                                    Text(
                                        "yerden renk verilmedi ama yerde o renk varmış sonraki löveye oynanmadan düzelttik",
                                        "a discard came from dummy though dummy had the suit; we put it right before anyone played to the next trick",
                                    ),
                                ),
                                declaring_side=True,
                            ),
                        ),
                        Choice(
                            "established",
                            YES,
                            Ending(
                                title=Text("Yerin resmileşmiş rönonsu", "Dummy's established revoke"),
                                # 63B, TR "Rönons bir kere resmileştikten sonra, artık düzeltilemez ... ve
                                # rönonsun meydana geldiği löve oynandığı gibi kalır"; WBF "Once a revoke is
                                # established, it may no longer be corrected (except as provided in Law 62D
                                # for a revoke on the twelfth trick or as in Law 62C3), and the trick on which
                                # the revoke occurred stands as played"; 62D1 as the 64B Ending says it. This
                                # path asks no 64B question, so the twelfth trick is not set aside before it
                                # (qa216). Both lines are the guide's own words elsewhere; 62D1 is in the advice.
                                now=(
                                    Text(
                                        "Löve aktarılmaz: rönons, yere ait kartlardan birinin oynanmaması sonucu meydana geldi (Yasa 64B3).",
                                        "No trick is transferred: the revoke was a failure to play a card belonging to dummy (Law 64B3).",
                                    ),
                                    Text(
                                        "Rönons artık düzeltilemez; rönonsun meydana geldiği löve oynandığı gibi kalır (Yasa 63B).",
                                        "The revoke may no longer be corrected; the trick on which it occurred stands as played (Law 63B).",
                                    ),
                                    Text(
                                        "Hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64C1).",
                                        "If the Director considers that the damage suffered by the non-offending side is not sufficiently compensated, he shall assign an adjusted score (Law 64C1).",
                                    ),
                                ),
                                # 62D1 in the advice, on the page but out of the search's way: in `now` it
                                # put this path's 63A1 before 62D for "my partner revoked on trick 12, can he
                                # still correct it" (test_search_trick_numbers).
                                advice=(
                                    Text(
                                        "On ikinci lövedeki rönons, resmileşmiş olsa bile, dört el borda konmadan önce fark edilirse düzeltilmelidir (Yasa 62D1).",
                                        "A revoke on the twelfth trick, even if established, must be corrected if discovered before all four hands have been returned to the board (Law 62D1).",
                                    ),
                                    BOTH_SIDES_62C3,
                                ),
                                chooser=Text(
                                    "Kimse seçmez; gerekirse hakem ayarlı skor verir.",
                                    "Nobody chooses; the Director adjusts the score if need be.",
                                ),
                                laws=("63A1", "64B3", "64C"),
                                said=(
                                    Text(
                                        "yerde renk vardı başka renk oynandı sonraki löveden sonra fark edildi",
                                        "dummy still held the suit led but another card was played from it; noticed a trick later",
                                    ),
                                    Text(
                                        "yer rönons yaptı löve aktarılır mı",
                                        "dummy revoked; are any tricks transferred",
                                    ),
                                    Text(
                                        "yerin kartları arasında bir kart saklı kalmış yer renk vermemiş sonradan gördük",
                                        "a card was hidden behind another in dummy so dummy failed to follow, and we saw it later",
                                    ),
                                ),
                                script=(
                                    Text(
                                        "Yerin rönonsu resmileşti: artık düzeltilemez; löve oynandığı gibi kalır (Yasa 63B). Löve aktarılmaz: rönons, yere ait kartlardan birinin oynanmaması sonucu meydana geldi (Yasa 64B3).",
                                        "Dummy's revoke is established: it may no longer be corrected; the trick stands as played (Law 63B). No trick is transferred: the revoke was a failure to play a card belonging to dummy (Law 64B3).",
                                    ),
                                    Text(
                                        "On ikinci lövedeki rönons, resmileşmiş olsa bile, dört el de borda konmadan önce fark edilirse düzeltilmelidir (Yasa 62D1).",
                                        "A revoke on the twelfth trick must still be corrected if noticed before all four hands go back into the board (Law 62D1).",
                                    ),
                                    Text(
                                        "Hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64C1). Kimse seçmez.",
                                        "If the Director considers that the damage suffered by the non-offending side is not sufficiently compensated, he shall assign an adjusted score (Law 64C1). Nobody chooses.",
                                    ),
                                ),
                                director=CALL_AT_END_PLAY,
                                engine=EngineExample(
                                    Text(
                                        "Batı ♠2 çıktı, yerden ♥A oynandı (yerde pik var), löveyi yer aldı ve sonraki löveye çıktı.",
                                        "West led ♠2, ♥A was played from dummy (which holds spades), won the trick, and dummy led to the next trick.",
                                    ),
                                    play_query(["W:S2", "N:HA", "E:S7", "S:S3", "N:SK"]),
                                    finish=True,
                                ),
                            ),
                        ),
                    ),
                    HINT,
                ),
            ),
        ),
    ),
)
