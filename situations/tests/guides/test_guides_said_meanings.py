"""The players' phrasings (Ending.said) read against the Laws, one by one (audit13, issue 22).

A phrasing is what the search says its Ending is about: a player's question worded like it is
sent to that Ending's paragraphs (situations/search_paths.py, lawbook/search/endings.py). Each row
below is a phrasing that was not true of its Ending, with the deciding paragraph quoted in the
official Turkish and in the WBF English: it named an actor, a turn or a time for which another
Ending (or another Law) rules differently, or its Turkish and English said different things. The
test walks the guide to the Ending and checks that the corrected phrasing is there and the wrong
one is gone (docs/legal-review.md, "audit13").
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from situations.content import SITUATIONS
from situations.guide import Ending, Text


@dataclass(frozen=True)
class SaidFix:
    path: str  # the guide's slug, then the answers that lead to the Ending
    old: Text  # the phrasing as it was (tr, en)
    new: Text | None  # as it is now; None when it was removed


# The phrasing named an actor, a turn or a time for which another Ending, or another Law, rules
# differently.
ANOTHER_CASE = (
    # Law 56 (TR): "Defans oyuncusunun sırasız çıktığı kart yüzü açık oynandığında, deklaran: A. ...
    # kabul edebilr, veya B. ... geri almasını isteyebilir. Geri alınan kart majör cezalı kart haline
    # gelir"; WBF: "When a lead out of turn is faced, declarer may: A. Accept ... or B. Require the
    # defender to retract ... The withdrawn card becomes a major penalty card". Declarer's lead out
    # of turn is Law 55A (TR "herhangi bir defans oyuncusu ... kabul edebilir veya geri alınmasını
    # isteyebilir"; WBF "either defender may accept the lead ... or require its retraction"), with no
    # penalty card: "I led although I had not won the last trick" said nothing of who "I" was.
    SaidFix(
        "lead-out-of-turn/later/defender",
        Text(
            "son löveyi ben almamıştım ama sonraki löveye ben çıktım",
            "I had not won the last trick but I led to the next one",
        ),
        Text(
            "savunmadaydım son löveyi ben almamıştım ama sonraki löveye ben çıktım",
            "as a defender I led to the next trick although I had not won the last one",
        ),
    ),
    # Law 48A (TR): "deklaranın veya yerin eline ait hiçbir kart, cezalı karta dönüşmez"; WBF: "no card
    # of declarer's or dummy's hand ever becomes a penalty card". Law 51A is for a defender (TR
    # "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla cezalı
    # karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir"; WBF "If it is a defender's
    # turn to play and that defender has two or more penalty cards that can legally be played,
    # declarer designates which is to be played"): two face-up cards of declarer are not this case.
    SaidFix(
        "penalty-cards-more/two-or-more/offender-to-play",
        Text(
            "iki kartım masada açık kaldı şimdi oynama sırası bende",
            "two of my cards are lying face up on the table and now I have to play",
        ),
        Text(
            "savunmadayım iki kartım masada açık kaldı şimdi oynama sırası bende",
            "defending, it's my turn and two of my exposed cards are still on the table",
        ),
    ),
    # Law 46B3 (TR): "(a) Çıkışta deklaran yerin bir önceki löveyi kazandığı renge ... devam etmiş
    # sayılır. (b) Tüm diğer durumlarda ... yasal olarak oynanabilecek böyle iki veya daha fazla kart
    # varsa, deklaran hangisini istediğini belirtmek zorundadır"; WBF "(a) In leading, declarer is
    # deemed to have continued the suit with which dummy won the preceding trick ... (b) In all other
    # cases ... if there are two or more such cards that can be legally played declarer must designate
    # which is intended". "Declarer said ten and dummy has two tens" is also the lead of 46B3(a).
    SaidFix(
        "card-from-dummy/incomplete/rank-only/following",
        Text("deklaran sadece on dedi yerde iki tane on var", "declarer said ten and dummy has two tens"),
        Text(
            "yer renge uyacakken deklaran sadece on dedi yerde iki tane on var",
            "dummy was following when declarer said ten, and dummy has two tens",
        ),
    ),
    # Law 45C4(b) (TR "Kendi elinden veya Yerden bir kart oynanmadan önce, deklaran, istemsiz olarak
    # belirtmiş olduğu bir kartı değiştirebilir"; WBF "until he next plays a card from either his own
    # hand or from dummy"): what ends the right to correct a slip is declarer's own next card, not any: a defender's card played over the named one keeps it open
    # (TR "Deklaranın istemsiz belirttiği kartın üzerine yasal bir kart oynamış olan defans oyuncusu,
    # değişiklik yapıldıktan sonra, ilk oynadığı kartı geri alıp"; WBF "If an opponent has, in turn,
    # played a card that was legal before the change in designation, that opponent may withdraw").
    SaidFix(
        "card-from-dummy/changed/slip/played-since",
        Text(
            "dil sürçmesini düzeltmek için geç kaldı kart oynandı",
            "declarer tried to correct his slip after another card had been played",
        ),
        Text(
            "deklaran elinden ya da yerden başka kart oynadıktan sonra dil sürçmesini düzeltmeye çalıştı",
            "declarer tried to correct his slip after he had played another card from hand or dummy",
        ),
    ),
    # Law 45C4(b) (TR): "Belirtilen kartın değiştirilme sebebi dil sürçmesi olabilir, fakat
    # konsantrasyon kaybı veya durumun yeniden değerlendirilmesi olamaz"; WBF: "A change of
    # designation may be allowed after a slip of the tongue, but not after a loss of concentration or
    # a reconsideration of action". "No, not that one, play the other" is said after a slip too; the
    # change of mind is what this Ending rules on.
    SaidFix(
        "card-from-dummy/changed/rethink",
        Text("deklaran yok onu değil şunu oyna dedi", "declarer said no, not that one, play the other card"),
        Text(
            "deklaran düşünüp yok onu değil şunu oyna dedi",
            "declarer thought again and said no, not that one, play the other card",
        ),
    ),
    # Law 57D (TR): "Bir defans oyuncusu, sıra sağındaki oyuncudayken kart oynama girişiminde
    # bulunursa (löveye çıkış hariç), Yasa 16 geçerli olabilir"; WBF: "When a defender attempts to
    # play (not lead) to a trick at his RHO's turn, Law 16 may apply". Playing before the right-hand
    # opponent is also playing before partner when partner is still to play, which is Law 57A (TR
    # "ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında ... majör cezalı karta
    # dönüşür"; WBF "plays out of turn before his partner has played, the card so led or played
    # becomes a major penalty card"): the phrasings now say whose turn it was.
    SaidFix(
        "premature-play/at-rho-turn",
        Text("sağımdaki oyuncu oynamadan kartımı koydum", "I played before my right-hand opponent had played"),
        Text("sıra sağımdaki oyuncudayken kartımı koydum", "it was my right-hand opponent's turn and I played first"),
    ),
    SaidFix(
        "premature-play/at-rho-turn",
        Text(
            "deklaranın sırası gelmişken soldaki savunma erkenden kart attı",
            "declarer's left-hand opponent played before declarer did",
        ),
        Text(
            "deklaranın sırası gelmişken soldaki savunma erkenden kart attı",
            "it was declarer's turn and his left-hand opponent played first",
        ),
    ),
    # Law 58B (TR): "Bir oyuncu iki veya daha fazla kartı eşzamanlı olarak çıkar veya oynarsa: ... 2.
    # Eğer birden fazla kart görünmüşse, kusurlu oyuncu oynamak istediği kartı belirtir"; WBF: "If a
    # player leads or plays two or more cards simultaneously: ... 2. If the face of more than one card
    # is visible, the offending player designates the card he proposes to play". Cards dropped from the
    # hand, not in playing, were not played: a defender's are penalty cards by Law 49 (TR "bir defans oyuncusunun
    # kartı yüzünü partnerinin görmesi olası bir pozisyona geldiğinde ... bu kartlar cezalı karta
    # dönüşür"; WBF "when a defender's card is in a position in which his partner could possibly see
    # its face ... each such card becomes a penalty card"), and he chooses none to play (the guide
    # 'A card exposed or dropped during the play'). Of two pairs, one language said played and the
    # other fell: one now says played in both, the other that the cards fell as he played them.
    SaidFix(
        "premature-play/two-cards/several-faces",
        Text("iki kart birden oynadım ikisi de göründü", "two of my cards fell and both faces showed"),
        Text(
            "tek kart yerine iki kartı birlikte oynadım, ikisi de açıktaydı",
            "I played two cards in one go and both were seen",
        ),
    ),
    SaidFix(
        "premature-play/two-cards/several-faces",
        Text("elimden iki kart düştü ikisinin de yüzü açıldı", "I played two cards together and everyone saw both"),
        # guides73 reworded this one again (LAWS_57_58_50 below): its current words.
        Text(
            "kart verirken elimden iki kart kaydı, ikisi de açık geldi",
            "as I played, two cards fell from my hand and both faces showed",
        ),
    ),
    # Law 45E1 (TR): "Bir defans oyuncusunun bir löveye oynadığı beşinci kart, Yasa 50 hükmünce cezalı
    # karta dönüşür"; WBF: "A fifth card contributed to a trick by a defender becomes a penalty card,
    # subject to Law 50". Two cards put on a trick at once are Law 58B (TR "Bir oyuncu iki veya daha
    # fazla kartı eşzamanlı olarak çıkar veya oynarsa"; WBF "If a player leads or plays two or more
    # cards simultaneously"), another Ending with another ruling.
    SaidFix(
        "defective-trick/wrong-count/in-time/fifth-card/defender",
        Text("savunma oyuncusu aynı löveye iki kart koydu", "a defender put two cards on the same trick"),
        Text(
            "löve tamamlanmışken savunma oyuncusu kart verdiği löveye bir kart daha koydu",
            "a defender played a second card to a complete trick he had already played to",
        ),
    ),
    # Law 30A (TR): "Bir oyuncu, konuşma sırası sağındaki rakipteyken pas geçmişse, kusurlu oyuncu
    # konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır"; WBF: "When a pass out of rotation
    # is made at offender's RHO's turn to call, the offender must pass when next it is his turn".
    # Law 30B1 rules otherwise at partner's turn and, before the offender has called, at the left-hand
    # opponent's (TR "konuşma sırası ortağındayken ... veya ... konuşma sırası solundaki
    # rakipteyken"; WBF "at his partner's turn to call, or at his LHO's turn to call if the offender has
    # not previously called"): a pass "before the right-hand opponent" or "at an opponent's call" is
    # also one of those.
    SaidFix(
        "call-out-of-rotation/not-accepted/pass/rho",
        Text("sıra sağımdaki rakipteyken pas dedim", "I passed before my right-hand opponent had called"),
        Text(
            "konuşma sırası sağımdaki rakipteyken araya girip pas geçtim",
            "I passed when it was my right-hand opponent's turn to call",
        ),
    ),
    SaidFix(
        "call-out-of-rotation/not-accepted/pass/rho",
        Text("rakibin sırası gelmişti ben pas geçtim", "I passed out of turn, when it was my opponent's call"),
        Text(
            "sağımdaki rakibin sırası gelmişti ben pas geçtim",
            "I passed out of turn when my right-hand opponent should have called",
        ),
    ),
    # Law 31A1 (TR): "Kusurlu oyuncu konuşma sırası sağındaki rakipte iken konuştuğunda: 1. Bu rakip
    # pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır"; WBF: "When the offender
    # has called at his RHO's turn to call, then: 1. If that opponent passes, offender must repeat the
    # call out of rotation". A bid "before the right-hand opponent" may be at partner's turn (Law 31B).
    SaidFix(
        "call-out-of-rotation/not-accepted/bid/rho/rho-passed",
        Text(
            "sağımdaki rakibin sırasında deklare yaptım o pas geçti aynı deklareyi tekrarlamam gerekiyor mu",
            "I bid before my right-hand opponent, he passed; must I repeat my bid",
        ),
        Text(
            "sağımdaki rakibin sırasında deklare yaptım o pas geçti aynı deklareyi tekrarlamam gerekiyor mu",
            "I bid at my right-hand opponent's turn, he passed; must I repeat my bid",
        ),
    ),
    # Law 32A1 (TR): "Kusurlu oyuncunun sağındaki rakip pas geçerse, kusurlu oyuncu sırasız kontr veya
    # sürkontrunu tekrar etmek zorundadır"; WBF: "If offender's RHO passes, offender must repeat his
    # out-of-rotation double or redouble" (32A: at the right-hand opponent's turn; 32B: partner's).
    SaidFix(
        "call-out-of-rotation/not-accepted/double/rho/rho-passed",
        Text(
            "sağımdaki rakibin sırasında kontr dedim o pas geçti",
            "I doubled before my right-hand opponent called and he passed",
        ),
        Text(
            "sağımdaki rakibin sırasında kontr dedim o pas geçti",
            "I doubled at my right-hand opponent's turn and he passed",
        ),
    ),
    # Law 39B-39C (TR): "bu bir defans oyuncusunun pası veya gelecekteki deklaranın veya yerin bir
    # konuşması ise, yaptırım uygulanmaz ... bu usulsüzlük bir defans oyuncusunun deklaresi, kontru
    # veya sürkontru ise Yasa 26B'deki çıkış kısıtlamaları uygulanabilir"; WBF: "if the infraction is a
    # pass by a defender or any call by the future declarer or dummy, then there is no further
    # rectification ... the infraction is a bid, double or redouble by a defender, then the lead
    # restrictions in Law 26B may apply". "An opponent" is the declaring side to a defender who asks.
    SaidFix(
        "inadmissible-call/after-final-pass/defender-call/not-yet",
        Text("artırım kapandıktan sonra rakip kontr dedi", "an opponent doubled once the bidding was closed"),
        Text(
            "artırım kapandıktan sonra savunmadaki rakip kontr dedi",
            "once the bidding was closed one of the defenders doubled",
        ),
    ),
    SaidFix(
        "inadmissible-call/after-final-pass/defender-call/not-yet",
        Text(
            "artırım bittiği halde rakip bir deklare daha yaptı",
            "the opponent bid again once three passes had ended the auction",
        ),
        Text(
            "artırım bittiği halde savunmadaki rakip bir deklare daha yaptı",
            "the defender bid again once three passes had ended the auction",
        ),
    ),
    # Law 43A2 (TR): "(b) Yer deklaranın eli oynamasını izlemek için yerinden kalkamaz. (c) Yer, herhangi
    # bir defans oyuncusunun elindeki bir kartın yüzüne bakamaz"; WBF: "(b) Dummy may not leave his seat
    # to watch declarer's play of the hand. (c) Dummy may not look at the face of a card in either
    # defender's hand". Law 43B2-43B3 apply only "after his violation of the limitations listed in A2"
    # (TR "A2 bendinde sayılan kısıtlamaları ihlal ettikten sonra"): dummy seeing declarer's cards from
    # his seat, or a defender's card he was shown (43A3), has broken no A2 limit.
    SaidFix(
        "dummy-rights/asked-revoke/after-a2-violation",
        Text(
            "yer deklaranın elini gördükten sonra rönonsu sorguladı",
            "dummy had been looking at declarer's cards and then was first to question declarer's play",
        ),
        Text(
            "yer yerinden kalkıp deklaranın oyununu izledikten sonra rönonsu ilk soran oldu",
            "dummy had left his seat to watch declarer and then was first to ask whether declarer revoked",
        ),
    ),
    SaidFix(
        "dummy-rights/prevent/after-a2-violation",
        Text(
            "deklaranın elini izleyen yer onu yanlış elden çıkmaktan alıkoydu",
            "dummy, who had been watching declarer's hand, stopped him leading from the wrong hand",
        ),
        Text(
            "yerinden kalkıp deklaranın elini izleyen yer onu yanlış elden çıkmaktan alıkoydu",
            "dummy, who had left his seat to watch declarer's hand, stopped him leading from the wrong hand",
        ),
    ),
    SaidFix(
        "dummy-rights/irregularity/dummy/after-a2-violation/defender",
        Text(
            "savunmanın kartlarını gören yer savunmanın hatasını söyledi",
            "dummy had seen a defender's cards and then pointed out the defender's irregularity",
        ),
        Text(
            "savunmanın kartlarına bakan yer savunmanın hatasını söyledi",
            "dummy had looked at a defender's cards and then pointed out the defender's irregularity",
        ),
    ),
    # Law 43A2 (quoted above) is three limits; dummy's touching a card is Law 45F (TR "Yer, elini yere
    # açtıktan sonra, deklaranın yönergesi olmaksızın herhangi bir karta dokunamaz"; WBF "dummy may not
    # touch or indicate any card ... without instruction from declarer") and pointing out an
    # irregularity Law 43A1(b), other Endings: "dummy did something he is not allowed to do" said them
    # all. Removed.
    SaidFix(
        "dummy-rights/broke-a-limit",
        Text("yer yasak olan bir şey yaptı", "dummy did something he is not allowed to do"),
        None,
    ),
    # Law 79B3 (TR): "Hakem, oynanan turun bitmesinden önce çağırılmamış ise ... masa skorunu geçerli
    # saymalı veya taraflardan birinin skorunu düşürürken diğer tarafınkini sabit tutmalıdır"; WBF: "If
    # the Director is not called before the round ends ... he should either allow the recorded score
    # to stand, or decrease the score for one side". A trick count written down wrongly ("yanlış
    # yazıldığını") is Law 79C1, another Ending (TR "Üzerinde anlaşılan skoru hesaplarken veya
    # kaydederken yapılan hatalar"; WBF "An error in recording or computing the agreed-upon score").
    SaidFix(
        "score-correction/tricks/after-round-ends",
        Text(
            "tur bittikten sonra löve sayısının yanlış yazıldığını fark ettik",
            "after the round we realised the number of tricks was wrong",
        ),
        Text(
            "tur bittikten sonra deklaranın kaç löve aldığında anlaşamadık",
            "after the round we disagreed on the number of tricks declarer won",
        ),
    ),
    # Law 64A1-64A2 and its footnote (TR "ve rönonsun olduğu löve kusurlu oyuncu tarafından
    # kazanıldığında ... rönonsun olduğu löve ile birlikte ... lövelerden biri ... aktarılır";
    # "19 – Bu Yasaya göre, yerin kazandığı bir löve, deklaranın kazandığı löve değildir"; WBF "the
    # trick on which the revoke occurred was won by the offending player ... is transferred ...
    # together with one of any subsequent tricks"; "A trick won in dummy is not won by declarer for
    # the purposes of this Law"). Declarer leads the next trick from dummy when dummy won the revoke
    # trick, which is Law 64A2 (one trick): the phrasing now says the trick was won in his hand.
    SaidFix(
        "revoke/declarer/established/no-64b-case/offender-won",
        Text(
            "deklaran rönons yaptı sonraki löveye çıktı sonra fark ettik",
            "declarer revoked, led to the next trick, and we noticed later",
        ),
        Text(
            "deklaran rönons yaptı löveyi elinden alıp yeniden çıktı sonra fark ettik",
            "declarer revoked, won the trick in his hand and led again; we noticed later",
        ),
    ),
)


# The Turkish and the English of a pair said different things (the actor, the card, the call, the
# time); one of them, or both, now says what the other does.
LANGUAGES_DIFFER = (
    # Law 51A (TR): "o lövede hangisinin oynanacağını deklaran belirtir"; WBF: "declarer designates
    # which is to be played at that turn". The Turkish said that declarer chooses, the English only
    # that the defender has to play. Both are true of this Ending; the English now says the whole.
    SaidFix(
        "penalty-cards-more/two-or-more/offender-to-play",
        Text(
            "birden çok cezalı kartı olan oyuncu oynarken deklaran seçer",
            "a defender with several penalty cards has to play to the trick",
        ),
        Text(
            "birden çok cezalı kartı olan oyuncu oynarken deklaran seçer",
            "when a defender with several penalty cards plays, declarer chooses which",
        ),
    ),
    # Law 45C4(b) (TR): "Kendi elinden veya Yerden bir kart oynanmadan önce, deklaran, istemsiz olarak
    # belirtmiş olduğu bir kartı değiştirebilir"; WBF: "Declarer may correct an unintended designation
    # of a card from dummy until he next plays a card from either his own hand or from dummy". The
    # Turkish "sonra değiştirdi" (changed it later) reached past that limit; the English said at once.
    SaidFix(
        "card-from-dummy/changed/slip/not-yet",
        Text(
            "deklaranın dili sürçtü yanlış kartı söyledi sonra değiştirdi",
            "declarer called one card, said oops, and called the one he meant",
        ),
        Text(
            "deklaranın dili sürçtü yanlış kartı söyledi pardon deyip istediği kartı söyledi",
            "declarer called one card, said oops, and called the one he meant",
        ),
    ),
    # Law 45C3 (TR): "Deklaranın, yeri düzenleme amacı dışında veya dokunulan kart ya da kartların
    # altındaki veya üstündeki bir karta ulaşma amacı dışında, bilerek dokunduğu bir Yer kartı
    # oynanır"; WBF: "A card in the dummy is played if it has been deliberately touched by declarer
    # except for the purpose ... of reaching a card above or below". The Turkish named neither
    # declarer nor dummy; the English did.
    SaidFix(
        "card-from-dummy/touched/arranging",
        Text(
            "alttaki karta ulaşmak için üstteki kartı kaydırdı",
            "declarer moved a card aside to reach the one under it",
        ),
        Text(
            "deklaran yerde alttaki karta ulaşmak için üstteki kartı kaydırdı",
            "declarer moved a card aside to reach the one under it",
        ),
    ),
    # Law 57A1-57A2 (TR): "Kusurlu oyuncunun ortağından oynanan renkteki en büyük kartını ... en küçük
    # kartını oynamasını isteyebilir"; WBF: "require offender's partner to play the highest card ...
    # the lowest card he holds of the suit led". The Turkish said the highest only.
    SaidFix(
        "premature-play/before-partner/none",
        Text(
            "deklaran kusurlu oyuncunun ortağına en büyük kartını oynatabilir",
            "declarer can make the offender's partner play his highest or lowest card",
        ),
        Text(
            "deklaran kusurlu oyuncunun ortağına en büyük ya da en küçük kartını oynatabilir",
            "declarer can make the offender's partner play his highest or lowest card",
        ),
    ),
    # Law 58A (TR): "Bir başka oyuncunun yasal çıkışı ya da oyunu ile eşzamanlı olarak yapılan bir
    # çıkış ya da oyun, ondan sonra yapılmış sayılır"; WBF: "A lead or play made simultaneously with
    # another player's legal lead or play is deemed to be subsequent to it". The English said two
    # players led; the Turkish that "our cards fell on the table" (a card dropped is Law 49/50).
    SaidFix(
        "premature-play/same-time",
        Text(
            "kartlarımız aynı anda masaya düştü hangisi sonra sayılır",
            "two players led to the trick together, whose card counts",
        ),
        Text(
            "ikimiz löveye aynı anda çıktık hangi kart sayılır",
            "two players led to the trick together, whose card counts",
        ),
    ),
    # Law 66C (TR): "oyun sona erene kadar, kapanmış olan löveler incelenemez"; WBF: "until play
    # ceases, the cards of quitted tricks may not be inspected". The English said three tricks ago,
    # the Turkish "önceki löve" (the trick before), which may still be the current one of Law 66A-B.
    SaidFix(
        "defective-trick/see-cards/quitted",
        Text(
            "önceki lövede kimin ne oynadığını görmek için kartları açmak",
            "an opponent wanted to check what was led three tricks ago",
        ),
        Text(
            "rakip üç löve önce neyle çıkıldığını kontrol etmek istedi",
            "an opponent wanted to check what was led three tricks ago",
        ),
    ),
    # Law 65B3 (TR): "kendi tarafı bir sonraki löveye çıkış yapar veya kart verirse bu hakkı sona erer.
    # Daha sonra yapıldığında Yasa 16B uygulanabilir"; WBF: "this right expires when his side leads or
    # plays to the following trick. If done later Law 16B may apply". The English saw it at the end,
    # the Turkish a few tricks later: now both at the end.
    SaidFix(
        "defective-trick/pointed-wrong/later",
        Text(
            "löve kartı ters konmuş birkaç löve sonra gördük",
            "my played card was turned as if we lost the trick and I only saw it at the end",
        ),
        Text(
            "oynadığım kart löveyi kaybetmişiz gibi konmuş ancak oyunun sonunda gördüm",
            "my played card was turned as if we lost the trick and I only saw it at the end",
        ),
    ),
    # Law 24 (TR): "bir oyuncunun kendi hatası nedeniyle o oyuncunun elindeki bir veya birkaç kartın
    # yüzlerinin oyuncunun ortağı tarafından görülebilecek konuma gelmiş bulunduğunu belirlerse"; WBF:
    # "one or more cards of that player's hand were in position for the face to be seen by his
    # partner". A card that fell face down is not this case; the English said face up.
    SaidFix(
        "card-exposed-in-auction/small",
        Text(
            "artırım sırasında elimden küçük bir kart masaya düştü",
            "a low card fell face up from my hand during the bidding",
        ),
        Text(
            "artırım sırasında elimden küçük bir kart masaya açık düştü",
            "a low card fell face up from my hand during the bidding",
        ),
    ),
    # Law 25B1 (TR): "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın
    # solundaki rakip tarafından kabul edilebilir"; WBF: "A substituted call not permitted by A may be
    # accepted by the offender's LHO". The two Turkish phrasings were each other's: "he made a new
    # call" stood beside "I changed my call", "I replaced my call" beside "the player replaced his".
    SaidFix(
        "unintended-call/meant-it/changed",
        Text(
            "bilerek yaptığım konuşmayı fikrim değişince değiştirdim",
            "he made a new call after thinking again, the next player may accept it",
        ),
        Text(
            "oyuncu vazgeçip ilk konuşmasının yerine başkasını söyledi sıradaki oyuncu kabul edebilir",
            "he made a new call after thinking again, the next player may accept it",
        ),
    ),
    SaidFix(
        "unintended-call/meant-it/changed",
        Text(
            "oyuncu vazgeçip ilk konuşmasının yerine başkasını söyledi",
            "I replaced my call with another after changing my mind",
        ),
        Text(
            "bilerek yaptığım konuşmayı fikrim değişince değiştirdim",
            "I replaced my call with another after changing my mind",
        ),
    ),
    # Law 36C (TR): "Atak yüzü açık bir şekilde yapıldıktan sonra, kabul edilemez bir kontr veya
    # sürkontr çekilmiş olduğu fark edilirse"; WBF: "When attention is drawn to an inadmissible double
    # or redouble only after the opening lead has been faced". The English said a double, the Turkish
    # a redouble.
    SaidFix(
        "inadmissible-call/double/after-lead",
        Text(
            "atak yapıldıktan sonra sürkontrun kurallara aykırı olduğu anlaşıldı",
            "nobody noticed the inadmissible double until the lead was faced",
        ),
        Text(
            "atak açılana kadar kimse kontrun kurallara aykırı olduğunu fark etmedi",
            "nobody noticed the inadmissible double until the lead was faced",
        ),
    ),
    # Law 43A2(c) (TR): "Yer, herhangi bir defans oyuncusunun elindeki bir kartın yüzüne bakamaz"; WBF:
    # "Dummy may not look at the face of a card in either defender's hand". The English said dummy
    # looked at them, the Turkish that he saw them ("gördü"), which he may by no fault of his (43A3).
    SaidFix(
        "dummy-rights/broke-a-limit",
        Text("yer savunma oyuncusunun kartlarını gördü", "dummy looked at a defender's cards"),
        Text("yer eğilip bir rakibin elini gözetledi", "dummy peeked into an opponent's hand"),
    ),
)


# A pass is a call: what the Laws rule before the first call, a player's "before anyone bid" does
# not say.
CALL_IS_NOT_A_BID = (
    # Law 16D2-16D3 (TR): "herhangi bir konuşma olmadan ... 3. Söz konusu izinsiz bilginin ilk
    # konuşmanın yapılmasından sonra ... alınması durumunda hakem yukarıdaki 2(c) veya 2(d) maddelerine
    # uygun şekilde hareket eder"; WBF: "before any call has been made ... 3. If such extraneous
    # information is received after the first call in the auction has been made ... the Director
    # proceeds as in 2(c) or 2(d)". A pass is a call (Definitions, TR "Konuşma"; WBF "Call: Any bid,
    # double, redouble or pass"): "no bid yet" may be after a pass, when the first two courses are gone.
    SaidFix(
        "extraneous-information/overheard/before-first-call",
        Text(
            "yan masadan bordun sonucunu duydum henüz deklare yapılmadı",
            "I overheard the result of this board from the next table before the bidding",
        ),
        Text(
            "artırım başlamadan komşu masadaki sohbetten bu bordda ne yapıldığını öğrendim",
            "before the auction, chat from the table next to ours gave away how this deal went",
        ),
    ),
    SaidFix(
        "extraneous-information/overheard/before-first-call",
        Text(
            "artırım başlamadan yanlışlıkla rakibin elini gördüm",
            "I accidentally saw an opponent's hand before anyone bid",
        ),
        Text(
            "artırım başlamadan yanlışlıkla rakibin elini gördüm",
            "I accidentally saw an opponent's hand before anyone had made a call",
        ),
    ),
    # Law 6D1 (TR): "Bir bordda ilk artırım her iki taraf için de başlamadan önce kartların düzgün
    # olmayan bir şekilde dağıtıldığı ... saptanırsa, deste yeniden karıştırılmak ve tekrar dağıtılmak
    # zorundadır"; WBF: "If it is ascertained before the auction first begins on a board that the
    # cards have been incorrectly dealt ... there shall be a new shuffle and deal". The auction begins
    # with the first call (Definitions, TR "Artırım ... İlk konuşmanın yapılması ile başlar"; WBF "It
    # begins when the first call is made"): the Turkish said nobody had called, the English nobody
    # had bid. Reworded too so as not to hold the player's question "I have only twelve cards"
    # (bench/player-questions.tsv).
    SaidFix(
        "wrong-number-of-cards/before-calls",
        Text("elimde on iki kart var henüz kimse konuşmadı", "I have only twelve cards and nobody has bid yet"),
        Text(
            "kartlarımı saydım bir kart eksik çıktı henüz kimse konuşmadı",
            "I counted my cards, one is missing, and nobody has bid or passed yet",
        ),
    ),
)

# said64b: four phrasings of an established revoke were put under the Ending for a revoke not yet
# established, whose paragraphs (62A, 62B) no longer apply once the revoke is established. Law 63A1
# (TR): "Bir rönons aşağıdaki durumlarda resmileşmiş olur: 1. Kusurlu oyuncu veya ortağı bir sonraki
# löveye çıkış yaptığı ya da kart oynadığında"; WBF: "A revoke becomes established: 1. when the offender or his partner leads or
# plays to the following trick". Law 62A (TR): "Rönons resmileşmeden önce usulsüzlüğün farkına
# varılırsa, oyuncu rönonsunu düzeltmek zorundadır"; WBF: "A player must correct his revoke if
# attention is drawn to the irregularity before it becomes established." Each now stands on the
# established Ending for who won the revoke trick (64A1 or 64A2).
ESTABLISHED_NOT_YET = (
    SaidFix(
        "revoke/defender/not-established",
        Text(
            "rakip elinde o renkten kart varken kozla çakıp löveyi aldı sonra o rengi oynadı",
            "a defender trumped in and won the trick while still holding the suit, and played that suit later",
        ),
        None,
    ),
    SaidFix(
        "revoke/defender/not-established",
        Text(
            "savunma renk vermedi ama löve bize geldi rönonsu sonra fark ettik",
            "a defender showed out but we won the trick anyway, and the revoke came to light later",
        ),
        None,
    ),
    SaidFix(
        "revoke/declarer/not-established",
        Text(
            "deklaran o renkten kartı varken kozladı löveyi aldı birkaç löve sonra ortaya çıktı",
            "declarer ruffed with a card of the suit still in hand, won the trick, and it came out a few tricks later",
        ),
        None,
    ),
    SaidFix(
        "revoke/declarer/not-established",
        Text(
            "deklaran renk vermedi löveyi biz kazandık sonra elinden o renk çıktı",
            "declarer showed out, we won that trick, and later he played a card of that suit",
        ),
        None,
    ),
)

# qa118: heldout1's 79 rewritten phrasings (b35ae4b9, 29959677) read a second time, each against its
# Ending's paragraphs in the official Turkish and the WBF English; these are the ones that said more
# or less than their paragraphs, or a different story in each language (docs/legal-review.md, "qa118").
SECOND_READING = (
    # Law 57C1 (TR): "Eğer deklaran her iki elden de oynamış durumda ise, defans oyuncusunun ortağından
    # önce oynaması herhangi bir onarmaya tabi değildir"; WBF: "A defender is not subject to
    # rectification for playing before his partner if declarer has played from both hands". "Before
    # partner completed this trick" (tamamlamadan) made partner its fourth card, so declarer had
    # played from both hands: the guide's other Ending (57C1; for a lead, the Director rules), not
    # 57A's; the English said only that partner still owed a card. Both now say dummy had not played.
    SaidFix(
        "premature-play/before-partner/none",
        Text(
            "bu löveyi ortağım tamamlamadan yeni löveyi ben açtım",
            "partner still owed a card to this trick when I started the next one",
        ),
        Text(
            "yer de ortağım da bu löveye oynamamışken ben yeni löveye çıktım",
            "dummy and partner had yet to play to this trick when I led to the next one",
        ),
    ),
    # Law 66A-66C (TR): "Kendi tarafı bir sonraki löveye çıkış yapmadığı veya kart oynamadığı
    # müddetçe ... Bundan sonra, oyun sona erene kadar, kapanmış olan löveler incelenemez"; WBF: "So
    # long as his side has not led or played to the next trick ... Thereafter, until play ceases, the
    # cards of quitted tricks may not be inspected". The Turkish says partner has led (his side: 66C);
    # the English said only that the new trick was under way, which an opponent's lead also is.
    SaidFix(
        "defective-trick/see-cards/quitted",
        Text(
            "ortağım yeni löveye çıktı ama bir önceki lövede ne oynandığını görmek istiyorum",
            "with the new trick under way, I'd like a look at the previous one",
        ),
        Text(
            "ortağım yeni löveye çıktı ama bir önceki lövede ne oynandığını görmek istiyorum",
            "partner has opened the new trick and I would like to check the cards of the last one",
        ),
    ),
    # Law 92D (TR): "1. İkili turnuvada, başvuran çiftin her iki üyesinin ... itiraz konusunda hemfikir
    # olmaları gereklidir. 2. Takım maçında ise takım kaptanı, itirazın yapılması konusunda hemfikir
    # olmalıdır"; WBF: "1. in a pairs event both members of the partnership concur ... 2. in a team
    # event the team captain concurs". The Turkish says a pairs event (ikili yarışmada); the English
    # asked what "a pair" needs, and a pair in a team event needs its captain (92D2).
    SaidFix(
        "appeal/disagree/in-time/pairs",
        Text(
            "ikili yarışmada bir kararı yeniden incelettirmenin şartı ne",
            "what does a pair need before asking for a ruling to be reviewed",
        ),
        Text(
            "ikili yarışmada bir kararı yeniden incelettirmenin şartı ne",
            "in a pairs event, what do we need before asking for a ruling to be reviewed",
        ),
    ),
    # Law 93B3 (TR): "hakemin yasalar, yönetmelikler veya Yasa 91 uyarınca uygulamış olduğu disiplin
    # yetkisinin kullanılmasıyla ilgili kararını geçersiz kılamaz"; WBF: "it may not overrule the
    # Director in charge ... on exercise of his Law 91 disciplinary powers". Law 91A (TR "Düzen ve
    # disiplini koruma görevini icra ederken, puan olarak disiplin cezaları"; WBF "to maintain order and
    # discipline ... disciplinary penalties in points"). Points "for conduct" may be a procedural
    # penalty (74C, TR "Yöntemin İhlali": 74C6 "davranışta bulunmak", 74C8 leaving the table; Law 90),
    # which the committee may change: the phrasing now says disciplinary, to keep order.
    SaidFix(
        "appeal/disciplinary",
        Text(
            "hakem davranış yüzünden puan cezası verdi, komite bunu değiştirebilir mi",
            "the director fined us points for conduct; can a committee change that",
        ),
        Text(
            "hakem düzeni korumak için bize disiplin cezası olarak puan kesti, komite bunu değiştirebilir mi",
            "the director docked us points as a disciplinary penalty to keep order; can a committee change that",
        ),
    ),
    # Law 64B5 (TR): "Rönonsa ilk kez tur sona erdikten sonra dikkat çekilmişse"; WBF: "attention was
    # first drawn to the revoke after the round has ended". A round ends (sona erer, 8B1; players say
    # "tur bitti"); a trick is what "kapanır" (66C "kapanmış olan löveler").
    SaidFix(
        "revoke/defender/established/64b-case",
        Text(
            "rönonsa dikkat çekildiğinde o tur çoktan kapanmıştı",
            "nobody pointed out the revoke until the round was over",
        ),
        Text(
            "rönonsa dikkat çekildiğinde o tur çoktan bitmişti",
            "nobody pointed out the revoke until the round was over",
        ),
    ),
    # Law 46B4 (TR): "Eğer deklaran yerde olmayan bir kartı tanımlarsa, çağrı yok sayılır"; WBF: "If
    # declarer designates a card that is not in dummy, the call is void". The English says declarer
    # called for a card dummy had played; the Turkish did not say from dummy.
    SaidFix(
        "card-from-dummy/incomplete/not-in-dummy",
        Text(
            "deklaranın çağırdığı kupa damı önceki bir lövede oynanmıştı",
            "declarer called for the heart queen, a card dummy had played on an earlier trick",
        ),
        Text(
            "deklaranın yerden çağırdığı kupa damı önceki bir lövede oynanmıştı",
            "declarer called for the heart queen, a card dummy had played on an earlier trick",
        ),
    ),
    # Law 42A2 (TR): "Kazanılmış ve kaybedilmiş lövelerin sayısını takip edebilir"; WBF: "He may keep
    # count of the number of tricks won and lost". The Turkish says what dummy may do; the English was
    # a fragment ("dummy tallying tricks won and lost").
    SaidFix(
        "dummy-rights/rights",
        Text("yer kazanılan ve kaybedilen löveleri sayabilir", "dummy tallying tricks won and lost"),
        Text("yer kazanılan ve kaybedilen löveleri sayabilir", "dummy may keep a tally of the tricks won and lost"),
    ),
)

# guides73: every phrasing of the Endings of Laws 57 and 58 (premature-play), 45C-46 (card-from-dummy)
# and 49-50 (exposed-card) read against the paragraphs in the official Turkish and the WBF English;
# these told a neighbour's case as well as their own, or said it in words a player would not use
# (docs/legal-review.md, "guides73").
LAWS_57_58_50 = (
    # Law 57A (TR): "Bir defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak kart
    # oynadığında ... bu şekilde çıkılan veya oynanan kart majör cezalı karta dönüşür"; WBF: "or plays
    # out of turn before his partner has played, the card so led or played becomes a major penalty
    # card". Law 57D (TR): "sıra sağındaki oyuncudayken ... Oynadığı kart yasal olarak o lövede
    # oynanabilir durumda ise, o kart sırası geldiğinde oynanır, aksi takdirde o kart majör cezalı
    # kart haline gelir"; WBF "at his RHO's turn ... otherwise, it becomes a major penalty card". A
    # card played "too early" that became a major penalty card is 57D's as well; the English said
    # "a penalty card" where the Turkish says major.
    SaidFix(
        "premature-play/before-partner/none",
        Text("erken oynanan kart majör cezalı kart oldu", "the card a defender played too early became a penalty card"),
        Text(
            "defans oyuncusunun ortağından önce oynadığı kart majör cezalı kart oldu",
            "the card a defender played before his partner became a major penalty card",
        ),
    ),
    # Law 57D, as above, against 57A. Declarer is his left-hand opponent's right-hand opponent, but a
    # defender also plays "ahead of declarer" when he plays before his partner (dummy leads, partner
    # is next, declarer third): that is 57A. At declarer's turn his partner has already played: the
    # phrasings now say whose turn it was. ("His partner had played" drew 57A's stories, told with
    # "partner had not yet played", to this Ending: dev2 and dev3 lost 57A from first place.)
    SaidFix(
        "premature-play/at-rho-turn",
        Text("savunma deklarandan önce kartını attı", "a defender threw his card in ahead of declarer"),
        Text(
            "sıra deklarandayken savunma kartını attı",
            "it was declarer's turn when a defender threw his card in",
        ),
    ),
    SaidFix(
        "premature-play/at-rho-turn",
        Text("deklaranı beklemeden kartımı masaya açtım", "I faced my card without waiting for declarer to play"),
        Text(
            "sıra deklarandaydı, onu beklemeden kartımı masaya açtım",
            "it was declarer's turn and I faced my card without waiting for him",
        ),
    ),
    # The same for dummy: a defender plays "before dummy's card" when he plays before his partner too
    # (declarer leads, partner second, dummy third: 57A); at dummy's turn it is 57D. And declarer "still
    # to follow" is so while the defender's partner is: the phrasing now says it was declarer's turn.
    SaidFix(
        "premature-play/at-rho-turn",
        Text(
            "yerden kart oynanmadan savunma kartını attı",
            "a defender played his card before the card from dummy had been played",
        ),
        Text("sıra yerdeyken savunma kartını attı", "it was dummy's turn when a defender played his card"),
    ),
    SaidFix(
        "premature-play/at-rho-turn",
        Text(
            "deklaran daha renk vermeden ben solundan kartımı oynadım",
            "declarer on my right was still to follow when I played my card",
        ),
        Text(
            "renk verme sırası deklarandaydı ben solundan kartımı oynadım",
            "declarer on my right was next to follow when I played my card",
        ),
    ),
    # Law 58A (TR): "Bir başka oyuncunun yasal çıkışı ya da oyunu ile eşzamanlı olarak yapılan bir
    # çıkış ya da oyun, ondan sonra yapılmış sayılır"; WBF: "A lead or play made simultaneously with
    # another player's legal lead or play is deemed to be subsequent to it". Law 58B (TR): "Bir oyuncu
    # iki veya daha fazla kartı eşzamanlı olarak çıkar veya oynarsa"; WBF: "If a player leads or plays
    # two or more cards simultaneously". "Two cards were played at the same time" is 58B's story too;
    # the English said two players.
    SaidFix(
        "premature-play/same-time",
        Text("iki kart aynı anda oynandı hangisi önce sayılır", "two players played together, who counts as first"),
        Text(
            "iki oyuncu aynı anda oynadı, önce oynamış sayılan kim", "two players played together, who counts as first"
        ),
    ),
    # Law 58B1 (TR): "Eğer yalnız bir kart görünmüşse, o kart oynanır"; WBF: "If the face of only one
    # card is visible, that card is played"; 58B2 (TR): "Eğer birden fazla kart görünmüşse"; WBF "If
    # the face of more than one card is visible". "Birinin yüzü göründü" (one's face was seen) does not
    # say the other's was not; the English said "only one".
    SaidFix(
        "premature-play/two-cards/one-face",
        Text(
            "elimden iki kart yapışık çıktı birinin yüzü göründü",
            "two cards stuck together when I played, only one face showed",
        ),
        Text(
            "elimden iki kart yapışık çıktı yalnız birinin yüzü göründü",
            "two cards stuck together when I played, only one face showed",
        ),
    ),
    # Law 58B2, as above. "Bir çift kart" is a pair (of ranks) to a player, not two cards at once; the
    # plainer "iki kart birden" came within 0.7 of a held-out question (test_said_not_copied), so the
    # phrasing says "iki kart". The English stays: "as I played" keeps its "fell" from the dropped
    # card of Laws 49 and 50B.
    SaidFix(
        "premature-play/two-cards/several-faces",
        Text(
            "kart verirken elimden bir çift kart kaydı, ikisi de açık geldi",
            "as I played, two cards fell from my hand and both faces showed",
        ),
        Text(
            "kart verirken elimden iki kart kaydı, ikisi de açık geldi",
            "as I played, two cards fell from my hand and both faces showed",
        ),
    ),
    # Law 51A (TR): "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha
    # fazla cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir"; WBF: "declarer
    # designates which is to be played". "More than one of my cards lay face up on the table: which do
    # I play?" is that question; 58B2 has the offender name the card (TR "kusurlu oyuncu oynamak
    # istediği kartı belirtir"; WBF "the offending player designates the card he proposes to play"),
    # and only of cards he played at once. The Turkish now says so, as the English did.
    SaidFix(
        "premature-play/two-cards/several-faces",
        Text(
            "birden fazla kartım masada açık kaldı hangisini oynayacağım",
            "more than one card was exposed when I played to the trick",
        ),
        Text(
            "oynarken birden fazla kartım masaya açık düştü hangisini oynayacağım",
            "more than one card was exposed when I played to the trick; which one do I play",
        ),
    ),
    # Law 58B2 against Law 49 (TR "oyunun normal seyri haricinde, bir defans oyuncusunun kartı yüzünü
    # partnerinin görmesi olası bir pozisyona geldiğinde ... cezalı karta dönüşür"; WBF "Except in the
    # normal course of play ... becomes a penalty card"): two cards flying out of a hand, not in
    # playing, are the exposed cards' guide. The English said "when I played"; the Turkish now does.
    SaidFix(
        "premature-play/two-cards/several-faces",
        Text(
            "elimden iki kart fırladı ikisi de açık düştü",
            "two cards flew out of my hand when I played and both landed face up",
        ),
        Text(
            "oynarken iki kartım fırladı ikisinin de yüzü açıktı",
            "two cards flew out of my hand when I played and both landed face up",
        ),
    ),
    # Law 50B (TR): "Kasıtsız olarak gösterilen ve onör derecesinin altında tek bir kart ... minör
    # cezalı karta dönüşür ... bir defans oyuncusunun iki veya daha fazla cezalı kartı olduğunda, bütün
    # bu kartlar majör cezalı karta dönüşür"; WBF: "A single card below the rank of an honor exposed
    # unintentionally ... becomes a minor penalty card". The guide's answer says "tek bir küçük kart";
    # "ufak" is a player's word for a card to play low (46B1(c) "küçük veya benzer anlamlı kelimeler"),
    # and the phrasing said not that the card was single, as 50B asks.
    SaidFix(
        "exposed-card/defender/small",
        Text(
            "savunmadayken istemeden bir ufak kartım açığa çıktı", "defending, I accidentally exposed a low spot card"
        ),
        Text(
            "savunmadayken istemeden tek bir küçük kartım açığa çıktı",
            "defending, I accidentally exposed a single low spot card",
        ),
    ),
    # Law 48A (TR): "deklaranın veya yerin eline ait hiçbir kart, cezalı karta dönüşmez"; WBF: "no card
    # of declarer's or dummy's hand ever becomes a penalty card". "Rakibin" (an opponent's) is declarer
    # to a defender; the English said a defender and "a low spot card" where the Turkish says a two.
    SaidFix(
        "exposed-card/defender/small",
        Text("rakibin bir ikilisi yanlışlıkla açıldı", "a defender accidentally showed a low spot card"),
        Text("savunmadaki rakibin bir ikilisi yanlışlıkla açıldı", "a defender accidentally showed a two"),
    ),
    # Law 50B (TR): "Onör derecesinde herhangi bir kart veya oynamak maksadıyla gösterilen her kart
    # ... majör cezalı karta dönüşür"; WBF: "Any card of honor rank, or any card exposed through
    # deliberate play". A card shown "on purpose" is not one shown in order to play it (the guide's
    # answer: "oynamak niyetiyle gösterilen kart"); and the Turkish said an honour where the English
    # said a king.
    SaidFix(
        "exposed-card/defender/honour-or-intended",
        Text("savunma oyuncusu bir kartını bilerek gösterdi", "a defender showed one of his cards on purpose"),
        Text(
            "savunma oyuncusu bir kartını oynamak niyetiyle gösterdi", "meaning to play it, a defender showed his card"
        ),
    ),
    SaidFix(
        "exposed-card/defender/honour-or-intended",
        Text("savunmada bir honörüm masaya açık düştü", "as a defender my king fell face up on the table"),
        Text("savunmada bir honörüm masaya açık düştü", "as a defender one of my honours fell face up on the table"),
    ),
)

LAWS_24_TO_39 = (
    # Law 27B1(a) (TR): "Yetersiz deklare, geri alınan konuşma ile aynı türü(türleri) belirten yeterli
    # en düşük deklare ile düzeltilmişse, bir onarma yapılmaksızın artırma devam eder"; WBF: "if the
    # insufficient bid is corrected by the lowest sufficient bid which specifies the same
    # denomination(s) as that specified by the withdrawn call". The denomination a bid specifies, not
    # the one it names: an artificial bid corrected to the same named suit is 27B1(b)'s or 27B2's
    # (TR "Yukarıda B1 ile hükme bağlananın dışında, eğer yetersiz deklare yeterli bir deklare ile ...
    # düzeltilmişse, kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek
    # zorundadır"; WBF "except as provided in B1 above ... the offender's partner must pass whenever
    # it is his turn to call"). "The cheapest bid in the same suit" now says the suit it shows.
    SaidFix(
        "insufficient-bid/not-accepted/lowest-same",
        Text(
            "yetersiz deklaremi aynı rengin en ucuz yeterli deklaresine çıkardım",
            "I corrected my insufficient bid to the cheapest sufficient bid in the same suit",
        ),
        Text(
            "yetersiz deklaremi aynı rengi gösteren en ucuz yeterli deklareyle düzelttim",
            "I corrected my insufficient bid with the cheapest sufficient bid showing the same suit",
        ),
    ),
    # Law 27B2, as above; 27B1(b) (TR "eğer yetersiz deklare, eşdeğer bir konuşma ile değiştirilirse
    # (bkz. Yasa 23A), bir onarma yapılmaksızın artırma devam eder"; WBF "if the insufficient bid is
    # corrected with a comparable call ... the auction proceeds without further rectification"): a
    # correction with "another bid" may be comparable. The English said "unrelated", the Turkish only
    # "başka" (another); the Turkish now says "ilgisiz" too.
    SaidFix(
        "insufficient-bid/not-accepted/other/not-over",
        Text(
            "yetersiz deklaremi başka bir deklareyle değiştirdim ortağım ilk deklaremin anlamını bilse de kullanamaz mı",
            "I replaced my insufficient bid with an unrelated bid; may partner not act on what my first bid told him",
        ),
        Text(
            "yetersiz deklaremi ilgisiz bir deklareyle değiştirdim ortağım ilk deklaremin anlamını bilse de kullanamaz mı",
            "I replaced my insufficient bid with an unrelated bid; may partner not act on what my first bid told him",
        ),
    ),
    # Law 27B2 (TR "kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek
    # zorundadır"; WBF "the offender's partner must pass whenever it is his turn to call"): the English
    # said partner "had to pass", the Turkish only that he passed, which any partner may do.
    SaidFix(
        "insufficient-bid/not-accepted/other/offender-declares",
        Text(
            "yetersiz deklaremi değiştirdim ortağım pas geçti ve kontrat bizde kaldı",
            "I replaced my insufficient bid, partner had to pass and we still played the contract",
        ),
        Text(
            "yetersiz deklaremi değiştirdim ortağım pas geçmek zorunda kaldı ve kontrat yine bizde kaldı",
            "I replaced my insufficient bid, partner had to pass and we still played the contract",
        ),
    ),
    # Law 27B3 (TR "kusurlu oyuncu yetersiz deklaresini bir kontr veya sürkontr ile düzeltme
    # girişiminde bulunursa, yapılmak istenen bu konuşma iptal edilir"; WBF "if the offender attempts
    # to substitute a double or a redouble for his insufficient bid the attempted call is
    # cancelled"): the case is the attempt, as the Turkish said; the English said only that he
    # "wanted to" double.
    SaidFix(
        "insufficient-bid/not-accepted/double",
        Text("yetersiz deklaremi kontr ile düzeltmeye çalıştım", "my bid was too low and I wanted to double instead"),
        Text(
            "yetersiz deklaremi kontr ile düzeltmeye çalıştım",
            "my bid was insufficient and I attempted to substitute a double for it",
        ),
    ),
    # Law 30B2 (TR "Kusurlu oyuncu daha önce herhangi bir konuşma yapmışsa ve daha sonra konuşma sırası
    # solundaki rakipte iken sırasız pas geçerse, Yasa 25 kapsamında konuşma değişikliğine ilişkin
    # hükümler uygulanır"; WBF "If the offender has previously called, a pass out of rotation at
    # offender's LHO's turn to call is treated as a change of call"): any earlier call, a pass too;
    # the Turkish said "konuşmuştum" (called), the English "bid".
    SaidFix(
        "call-out-of-rotation/not-accepted/pass/lho-later",
        Text(
            "daha önce konuşmuştum sonra solumdaki rakibin sırasında pas dedim",
            "I had already bid and then said pass at my left-hand opponent's turn",
        ),
        Text(
            "daha önce konuşmuştum sonra solumdaki rakibin sırasında pas dedim",
            "I had already called and then said pass at my left-hand opponent's turn",
        ),
    ),
    # Law 31A (TR "1. Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek
    # zorundadır ... 2. Bu rakip yasal bir deklare verir, kontr veya sürkontr atarsa, kusurlu oyuncu
    # herhangi bir yasal konuşmayı yapabilir; bu konuşma ... (b) Eşdeğer bir konuşma (bkz. Yasa 23A)
    # değilse, kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek
    # zorundadır"; WBF "1. If that opponent passes, offender must repeat the call out of rotation ...
    # 2. If that opponent makes a legal bid, double or redouble, offender may make any legal call ...
    # (b) When the call is not a comparable call"). "My right-hand opponent called" is also his pass,
    # 31A1's case; and "a different call" may be comparable (23A, TR "aynı ya da benzer anlamda";
    # WBF "the same or similar meaning"), 31A2(a)'s. Now: he bid, and the call had another meaning,
    # as the comparable Ending's phrasing says "the same meaning". The same for a double, 32A (TR "1.
    # Kusurlu oyuncunun sağındaki rakip pas geçerse ... 2. ... deklare verir, kontr veya sürkontr
    # atarsa"; WBF "1. If offender's RHO passes ... 2. If offender's RHO bids, doubles or
    # redoubles"), and at partner's turn, 31B2 and 32B2 (TR "Hakem yukarıdaki A2(a) veya A2(b)
    # Maddelerine göre hüküm verir"; WBF "the Director rules as in A2(a) or A2(b) above").
    SaidFix(
        "call-out-of-rotation/not-accepted/bid/rho/other",
        Text(
            "sırasız deklare yaptım sağımdaki rakip de konuştu ben başka bir konuşma yaptım",
            "I bid out of turn, my right-hand opponent then called and I made a different call",
        ),
        Text(
            "sırasız deklare yaptım sağımdaki rakip deklare yaptı ben farklı anlamda bir konuşma yaptım",
            "I bid out of turn, my right-hand opponent then bid and I made a call with a different meaning",
        ),
    ),
    SaidFix(
        "call-out-of-rotation/not-accepted/double/rho/other",
        Text(
            "sırasız kontr dedim sağımdaki rakip konuştu ben başka bir konuşma yaptım",
            "I doubled out of turn, my right-hand opponent called and I then made a different call",
        ),
        Text(
            "sırasız kontr dedim sağımdaki rakip deklare yaptı ben farklı anlamda bir konuşma yaptım",
            "I doubled out of turn, my right-hand opponent bid and I then made a call with a different meaning",
        ),
    ),
    SaidFix(
        "call-out-of-rotation/not-accepted/bid/partner/other",
        Text(
            "ortağımın sırasında deklare yaptım sonra farklı bir konuşma yaptım",
            "I bid out of turn at my partner's turn and later made a different call",
        ),
        Text(
            "ortağımın sırasında deklare yaptım sonra farklı anlamda bir konuşma yaptım",
            "I bid out of turn at my partner's turn and later made a call with a different meaning",
        ),
    ),
    SaidFix(
        "call-out-of-rotation/not-accepted/double/partner/other",
        Text(
            "ortağımın sırasında kontr dedim sonra başka bir konuşma yaptım",
            "I doubled at my partner's turn and later made a different call",
        ),
        Text(
            "ortağımın sırasında kontr dedim sonra farklı anlamda bir konuşma yaptım",
            "I doubled at my partner's turn and later made a call with a different meaning",
        ),
    ),
    # Law 36C (TR "Atak yüzü açık bir şekilde yapıldıktan sonra, kabul edilemez bir kontr veya
    # sürkontr çekilmiş olduğu fark edilirse, son kontrat skoru, kabul edilmeyen konuşmanın
    # yapılmadığı şekli ile hesaplanır"; WBF "When attention is drawn to an inadmissible double or
    # redouble only after the opening lead has been faced"): the lead faced, not only made (a
    # face-down lead, 41A, is still the auction period, 17D1); and "kontranın" is not the Laws' word.
    SaidFix(
        "inadmissible-call/double/after-lead",
        Text(
            "atak yapıldıktan sonra kontranın geçersiz olduğunu fark ettik",
            "after the opening lead we realised the double was not allowed",
        ),
        Text(
            "atak açıldıktan sonra kontrun geçersiz olduğunu fark ettik",
            "after the opening lead was faced we realised the double was not allowed",
        ),
    ),
    # Laws 30A, 30B1(b)(ii), 31A2(b), 32A2(b): after a call out of rotation the offender, or his
    # partner, must pass once (TR "konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır";
    # WBF "must pass when next it is his turn to call"), never "for the rest of the bidding" (27B2's
    # and 36B2's "whenever"); the English said the latter, the Turkish only "after a call out of
    # rotation he had to pass". Law 37B (TR "Yasa gereği pas geçmesi gereken bir oyuncunun verdiği
    # bir deklare, çektiği kontr veya sürkontr iptal edilir"; WBF "any bid, double or redouble, by a
    # player required by law to pass is cancelled") holds either way.
    SaidFix(
        "inadmissible-call/must-pass/not-yet",
        Text(
            "sırasız konuşmadan sonra pas geçmesi gerekiyordu ama kontr dedi",
            "he doubled although he had been told to pass for the rest of the bidding",
        ),
        Text(
            "sırasız konuşmadan sonra pas geçmesi gerekiyordu ama kontr dedi",
            "he had to pass after a call out of rotation but doubled anyway",
        ),
    ),
    # Law 38 (TR "Yediden yüksek bir deklare sonraki konuşmalarla birlikte iptal edilir"; WBF "A bid of
    # more than seven is cancelled together with any subsequent calls"): "sanzan" is no Turkish word
    # for notrump; the players', and lawbook/search/bids.py's, is "sanzatu".
    SaidFix(
        "inadmissible-call/above-seven/not-yet",
        Text("artırımda sekiz sanzan dedi", "someone bid eight notrump in the auction"),
        Text("artırımda sekiz sanzatu dedi", "someone bid eight notrump in the auction"),
    ),
    # Law 25B1 (TR "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın
    # solundaki rakip tarafından kabul edilebilir (soldaki rakibin isteyerek konuşma yapması halinde
    # otomatikman kabul edilmiş hale gelir)"; WBF "A substituted call not permitted by A may be
    # accepted by the offender's LHO. (It is accepted if LHO calls intentionally over it.)"): any call
    # of the left-hand opponent, a pass too. The English said "bid" where the Turkish said called; said
    # "I" where the Turkish said the offender's left-hand opponent; and said "I passed" where the
    # Turkish said "we called", which is not the left-hand opponent alone.
    SaidFix(
        "unintended-call/meant-it/lho-called",
        Text("rakip deklaresini değiştirdi ben de üstüne konuştum", "I bid over my opponent's changed call"),
        Text("rakip deklaresini değiştirdi ben de üstüne konuştum", "my opponent changed his bid and I called over it"),
    ),
    SaidFix(
        "unintended-call/meant-it/lho-called",
        Text(
            "rakip konuşmasını değiştirdi solundaki de üstüne konuştu", "my opponent changed his call and I bid over it"
        ),
        Text(
            "rakip konuşmasını değiştirdi solundaki oyuncu da üstüne konuştu",
            "my opponent changed his call and the player on his left called over it",
        ),
    ),
    SaidFix(
        "unintended-call/meant-it/lho-called",
        Text(
            "fikrini değiştirip başka konuşma seçti biz de üstüne konuştuk",
            "I passed over my opponent's replacement call",
        ),
        Text(
            "rakip fikrini değiştirip başka konuşma seçti ben de üstüne pas dedim",
            "my opponent changed his mind and I passed over his replacement call",
        ),
    ),
    # Law 24 (TR "bir veya birkaç kartın yüzlerinin oyuncunun ortağı tarafından görülebilecek konuma
    # gelmiş bulunduğunu belirlerse"; WBF "one or more cards of that player's hand were in position for
    # the face to be seen by his partner") and 24C (TR "İki veya Daha Fazla Kartın Görünmesi"; WBF "Two
    # or More Cards Are Exposed"): cards spilled face down were not seen. The English said "face up",
    # the Turkish did not.
    SaidFix(
        "card-exposed-in-auction/two-or-more",
        Text(
            "konuşmalar sürerken kartlarım masaya saçıldı",
            "my cards spilled face up on the table while the auction was on",
        ),
        Text(
            "konuşmalar sürerken kartlarım masaya açık saçıldı",
            "my cards spilled face up on the table while the auction was on",
        ),
    ),
)

# guides75 (docs/legal-review.md, "guides75"): the revoke, defective-trick, dummy, lead-out-of-turn,
# penalty-card and misinformation guides' phrasings read against Laws 42-43, 47E, 51-56 and 61-67.
LAWS_42_TO_67 = (
    # Law 62B (TR): "1. Bu şekilde geri alınan kart bir defans oyuncusunun kapalı elinden oynanmışsa
    # majör cezalı karta dönüşür ... 2. Bu kart deklaranın ... veya yerin elinden oynanmışsa ... bir
    # başka onarma olmaksızın değiştirilebilir"; WBF: "1. A card so withdrawn becomes a major penalty
    # card (Law 50) if it was played from a defender's unfaced hand. 2. The card may be replaced
    # without further rectification if it was played from declarer's ... or dummy's hand". To a
    # defender "rakip" is declarer, whose corrected revoke leaves no penalty card: the Turkish now
    # says a defender, and so does the English.
    SaidFix(
        "revoke/defender/not-established",
        Text(
            "rakip renk vermedi aynı lövede pardon varmış deyip kartını değiştirdi",
            "an opponent showed out, then went oops, I have one, and changed his card on the same trick",
        ),
        Text(
            "savunmadaki rakip renk vermedi aynı lövede pardon varmış deyip kartını değiştirdi",
            "a defender showed out, then went oops, I have one, and changed his card on the same trick",
        ),
    ),
    # Law 64A1 (TR): "rönonsun olduğu löve kusurlu oyuncu tarafından kazanıldığında"; WBF: "the trick on
    # which the revoke occurred was won by the offending player" (footnote 19: "A trick won in dummy is
    # not won by declarer for the purposes of this Law"). The English said a defender, the Turkish
    # "rakip", which is declarer to a defender.
    SaidFix(
        "revoke/defender/established/no-64b-case/offender-won",
        Text(
            "rakip elinde o renkten kart varken kozla çakıp löveyi aldı sonra o rengi oynadı",
            "a defender trumped in and won the trick while still holding the suit, and played that suit later",
        ),
        Text(
            "savunmadaki rakip elinde o renkten kart varken kozla çakıp löveyi aldı sonra o rengi oynadı",
            "a defender trumped in and won the trick while still holding the suit, and played that suit later",
        ),
    ),
    # Law 64B7 (TR): "Aynı bordda her iki taraf da rönons yaparsa ve her iki rönons ta resmileşmiş ise";
    # WBF: "both sides have revoked on the same board and both revokes have become established". Law
    # 62C3 (TR): "Eğer her iki taraf ta aynı lövede rönons yaparsa, ve taraflardan yalnızca birisi bir
    # sonraki löveye kart vermiş ise, her iki rönonsun da düzeltilmesi gerekir"; WBF: "If both sides
    # revoke on the same trick and only one side has played to the subsequent trick, then both revokes
    # must be corrected". "Both sides failed to follow suit" said neither a revoke (a void player fails
    # to follow too) nor that both were established.
    SaidFix(
        "revoke/defender/established/64b-case",
        Text("iki taraf da aynı bordda renge uymadı", "both sides failed to follow suit on the same board"),
        Text(
            "iki taraf da aynı bordda rönons yaptı ve ikisi de resmileşti",
            "both sides revoked on the same board and both revokes were established",
        ),
    ),
    SaidFix(
        "revoke/declarer/established/64b-case",
        Text("iki taraf da aynı bordda renge uymadı", "both sides failed to follow suit on the same board"),
        Text(
            "iki taraf da aynı bordda rönons yaptı ve ikisi de resmileşti",
            "both sides revoked on the same board and both revokes were established",
        ),
    ),
    # Law 63A1 (TR): "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart
    # oynadığında"; WBF: "when the offender or his partner leads or plays to the following trick". Law
    # 62A (TR): "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek
    # zorundadır"; WBF: "A player must correct his revoke if attention is drawn to the irregularity
    # before it becomes established". A revoke told with nothing after its trick is as much the
    # not-yet-established Ending's: these now say the next trick was played.
    SaidFix(
        "revoke/declarer/established/no-64b-case/offender-won",
        Text(
            "deklaran elinde o renk varken çaktı ve löveyi kendi eliyle aldı",
            "declarer ruffed in his own hand while holding the suit led and won the trick",
        ),
        Text(
            "deklaran elinde o renk varken çaktı, löveyi kendi eliyle aldı, bir sonraki löveden sonra fark ettik",
            "declarer ruffed in his own hand while holding the suit led and won the trick; we noticed after the "
            "next trick",
        ),
    ),
    SaidFix(
        "revoke/declarer/established/no-64b-case/other-won",
        Text(
            "deklaran renge uymadı ama löveyi yer aldı", "declarer failed to follow suit but the trick was won in dummy"
        ),
        Text(
            "deklaran rönons yaptı, löveyi yer aldı ve yerden sonraki löveye çıkıldı",
            "declarer revoked, the trick was won in dummy and dummy led to the next one",
        ),
    ),
    SaidFix(
        "revoke/declarer/established/no-64b-case/other-won",
        Text("deklaran rönons yaptı ama o löveyi biz aldık", "declarer revoked but we won that trick"),
        Text(
            "deklaran rönons yaptı o löveyi biz aldık, fark edildiğinde sonraki löve de oynanmıştı",
            "declarer revoked and we won that trick; when it came out the next trick had been played too",
        ),
    ),
    # Law 54 is a defender's faced opening lead out of turn; Law 54E (TR): "Oynayan tarafın bir üyesi
    # bir atak yapmaya çalışırsa Yasa 24 uygulanır"; WBF: "If a player of the declaring side attempts to
    # make an opening lead Law 24 applies". "Yanlış oyuncu" (the wrong player) is also the declaring
    # side's; the English said the wrong defender.
    SaidFix(
        "lead-out-of-turn/opening/wrong-defender/faced",
        Text(
            "yanlış oyuncu ilk atağı açık yaptı deklaran elini açabilir mi",
            "the wrong defender made the opening lead face up; can declarer put his own hand down as dummy",
        ),
        Text(
            "yanlış defans oyuncusu ilk atağı açık yaptı deklaran elini açabilir mi",
            "the wrong defender made the opening lead face up; can declarer put his own hand down as dummy",
        ),
    ),
    SaidFix(
        "lead-out-of-turn/opening/wrong-defender/face-down",
        Text(
            "kapalı atak yanlış oyuncudan gelmiş kart geri alınır mı",
            "a face-down opening lead came from the wrong defender; does the card go back",
        ),
        Text(
            "kapalı atak yanlış defans oyuncusundan gelmiş kart geri alınır mı",
            "a face-down opening lead came from the wrong defender; does the card go back",
        ),
    ),
    # Law 53A (TR): "yüzü açık olarak yapılan her sırasız çıkış doğru çıkış olarak işlem görebilir";
    # WBF: "any lead faced out of turn may be treated as a correct lead". A face-down opening lead
    # out of turn is not accepted: Law 41A (WBF) "The face-down lead may be withdrawn only upon
    # instruction of the Director after an irregularity (see Laws 47E and 54)". The phrasing did not
    # say the lead was faced.
    SaidFix(
        "lead-out-of-turn/opening/wrong-defender/faced",
        Text(
            "yanlış defans oyuncusu atak yaptı kart hoşuma gitti kabul edebilir miyim",
            "the wrong defender made the opening lead and I like the card; can I accept it",
        ),
        Text(
            "yanlış defans oyuncusu atağı yüzü açık yaptı kart hoşuma gitti kabul edebilir miyim",
            "the wrong defender faced the opening lead and I like the card; can I accept it",
        ),
    ),
    # Law 55B2 (TR): "Eğer deklaran çıkış sırası kendisinin veya yerin elindeyken yanlış elden çıkış
    # yapmışsa"; WBF: "If declarer has led from the wrong hand". "Elinden kart çıktı" reads as a card
    # that came out of his hand, the dropped card of Law 48A (TR "Deklaran kazara düşürdüğü herhangi bir
    # kartı oynamak zorunda değildir"; WBF "Declarer is not required to play any card dropped
    # accidentally"); the Turkish now says he led from his own hand, as the English did.
    SaidFix(
        "lead-out-of-turn/later/declarer/wrong-hand",
        Text("deklaran yerden çıkacakken elinden kart çıktı", "declarer should have led from dummy but led from hand"),
        Text("deklaran yerden çıkacakken kendi elinden çıktı", "declarer should have led from dummy but led from hand"),
    ),
    # Law 52B1(a) (TR): "Bir defans oyuncusu, Yasalar hükmünce bir cezalı kartı oynamak zorunda olmasına
    # rağmen başka bir kart çıkar veya oynarsa"; WBF: "If a defender has led or played another card when
    # required by law to play a penalty card". Having a penalty card is not being required to play it
    # (50C, a minor one: "he is entitled to play an honor card instead"; 50D1(b), following suit comes
    # first): the English said "a penalty card to play", the Turkish now does.
    SaidFix(
        "penalty-cards-more/not-played/not-yet",
        Text(
            "cezalı kartım dururken başka bir kart oynadım",
            "I played another card although I had a penalty card to play",
        ),
        Text(
            "oynamam gereken cezalı kartım dururken başka bir kart oynadım",
            "I played another card although I had a penalty card to play",
        ),
    ),
    # Law 67A (TR): "her iki taraftan da birer oyuncu sonraki löveye kart oynamadan önce usulsüzlüğe
    # dikkat çekilmişse hata düzeltilmek zorundadır. 1. Bir löveye kart oynanması atlanmışsa bunu
    # düzeltmek için, kusurlu oyuncu yasal olarak oynayabileceği bir kartı verir"; WBF: "if attention
    # is drawn to the irregularity before a player on each side has played to the following trick. 1.
    # To rectify omission to play to a trick, the offender supplies a card he can legally play". The
    # Turkish said "we saw it at once" (67A), the English nothing of when (67A or 67B).
    SaidFix(
        "defective-trick/wrong-count/in-time/missing",
        Text("bir oyuncu löveye kart vermeyi unuttu hemen gördük", "someone did not play a card to this trick"),
        Text(
            "bir oyuncu löveye kart vermeyi unuttu hemen gördük",
            "someone forgot to play a card to the trick and we saw it at once",
        ),
    ),
    # Law 67A2 (TR): "Bir löveye birden fazla kart oynanmasının düzeltilmesi için, yasa 45E (Bir Löveye
    # Oynanan Beşinci Kart) veya Yasa 58B (Bir Elden Oynanan Eşzamanlı Kartlar) uygulanacaktır"; WBF:
    # "Law 45E (Fifth Card Played to a Trick) or Law 58B (Simultaneous Cards from One Hand)". Law 45E1
    # (TR): "Bir defans oyuncusunun bir löveye oynadığı beşinci kart"; 45E2 (WBF): "When declarer
    # contributes a fifth card to a trick from his own hand or dummy, it is returned to the hand". "Too
    # many cards on a trick", "two cards from dummy on one trick" are two cards played at once (58B) as
    # well: these now say the extra card came after the hand's own card, as 45E's fifth card does.
    SaidFix(
        "defective-trick/wrong-count/in-time/fifth-card/defender",
        Text(
            "savunma oyuncusu bir löveye fazla kart attı",
            "there were five cards in the trick, the last from a defender",
        ),
        Text(
            "lövede beş kart vardı, sonuncusunu savunma oyuncusu attı",
            "there were five cards in the trick, the last from a defender",
        ),
    ),
    SaidFix(
        "defective-trick/wrong-count/in-time/fifth-card/declarer",
        Text("deklaran löveye fazladan bir kart koydu", "declarer put one card too many on the trick"),
        Text(
            "deklaran kartını oynadığı löveye fazladan bir kart daha koydu",
            "declarer put a second card on a trick he had already played to",
        ),
    ),
    SaidFix(
        "defective-trick/wrong-count/in-time/fifth-card/declarer",
        Text("yerden aynı löveye iki kart gitti", "two cards from dummy ended up on one trick"),
        Text(
            "yerden oynanmış löveye yerden bir kart daha kondu",
            "a second card from dummy was put on a trick dummy had already played to",
        ),
    ),
    # Law 66C (TR): "Bundan sonra, oyun sona erene kadar, kapanmış olan löveler incelenemez"; WBF:
    # "Thereafter, until play ceases, the cards of quitted tricks may not be inspected". "Bundan sonra"
    # is after 66A and 66B (TR "Kendi tarafı bir sonraki löveye çıkış yapmadığı veya kart oynamadığı
    # müddetçe ... löveye henüz oynanmış olan tüm kartların gösterilmesini isteyebilir"; WBF "So long as
    # his side has not led or played to the next trick ... may ... require that all cards just played
    # to the trick be faced"): the previous trick, before one's side has played to the next, may be
    # seen. The Turkish "I wanted to see a quitted trick" said not when (66D: after play), the English
    # said "someone" and "during the play".
    SaidFix(
        "defective-trick/see-cards/quitted",
        Text(
            "önceki löveyi açıp bakmak yasak mı",
            "is it against the rules to turn over the previous trick",
        ),
        Text(
            "biz yeni löveye oynadıktan sonra önceki löveyi açıp bakmak yasak mı",
            "once our side has played to the next trick, is it against the rules to turn over the previous one",
        ),
    ),
    SaidFix(
        "defective-trick/see-cards/quitted",
        Text(
            "kapanmış bir löveyi açıp görmek istedim",
            "someone wants to turn over an earlier trick during the play",
        ),
        Text(
            "oyun sürerken kapanmış bir löveyi açıp görmek istedim",
            "during the play I wanted to turn over a quitted trick and look at it",
        ),
    ),
    # Law 65B3 (TR): "Bir oyuncu, kartların yukarıdaki şekilde yerleştirilmemiş olmasına dikkat
    # çekebilir, ancak kendi tarafı bir sonraki löveye çıkış yapar veya kart verirse bu hakkı sona erer.
    # Daha sonra yapıldığında Yasa 16B uygulanabilir"; WBF: "A player may draw attention to a card
    # pointed incorrectly, but this right expires when his side leads or plays to the following trick.
    # If done later Law 16B may apply". The Turkish "I put it right at once" (in time) was in English
    # "I saw it before partner led again", which is not the Turkish and not always in time (the
    # opponents may have led, and partner played, to the next trick).
    SaidFix(
        "defective-trick/pointed-wrong/in-time",
        Text("ters yatırdığım kartı hemen düzelttim", "I saw my card lying the wrong way before partner led again"),
        Text("ters yatırdığım kartı hemen düzelttim", "I put right at once the card I had laid the wrong way"),
    ),
    # Law 42A1 (TR): "Yer, hakemin önünde, olay veya Yasa ile ilgili bilgi verme hakkına sahiptir"; WBF:
    # "Dummy is entitled to give information, in the Director's presence, as to fact or law". The
    # English said "when the Director is at the table"; the Turkish now does.
    SaidFix(
        "dummy-rights/rights",
        Text("yer kural hakkında bilgi verebilir mi", "can dummy state the law when the Director is at the table"),
        Text(
            "hakem masadayken yer kural hakkında bilgi verebilir mi",
            "can dummy state the law when the Director is at the table",
        ),
    ),
    # Law 42B1 (TR): "Yer deklarana bir lövede renge uymadığı zaman çıkılan renkte kartı olup olmadığını
    # sorabilir"; WBF: "Dummy may ask declarer ... when he has failed to follow suit to a trick whether
    # he has a card of the suit led". The Turkish said "that suit", the English "no hearts".
    SaidFix(
        "dummy-rights/asked-revoke/no-a2-violation",
        Text(
            "yer renge uymayan deklarana o renkten kartın yok mu diye sordu",
            "dummy asked declarer no hearts when he showed out",
        ),
        Text(
            "yer renge uymayan deklarana o renkten kartın yok mu diye sordu",
            "when declarer showed out, dummy asked him whether he had none of that suit",
        ),
    ),
    # Law 47E1 (TR): "çıkış yapan oyuncu çıkış sırasının kendisinde olduğu konusunda rakipleri tarafından
    # yanlış bilgilendirilmişse"; WBF: "if the player was mistakenly informed by an opponent that it was
    # his turn". The Turkish said declarer told him, the English "the opponents".
    SaidFix(
        "card-played-on-misinformation/told-my-turn/opponent",
        Text(
            "atak bende mi diye sordum deklaran evet dedi ama atak ortağımındı",
            "I asked whether the opening lead was mine and the opponents wrongly told me yes; it was partner's",
        ),
        Text(
            "atak bende mi diye sordum deklaran evet dedi ama atak ortağımındı",
            "I asked whether the opening lead was mine and declarer wrongly told me yes; it was partner's",
        ),
    ),
)


# guides76: the claim, information and question guides (Laws 16, 20, 21, 68-71, 75), read the same way.
LAWS_16_20_21_68_75 = (
    # Law 68D2 (TR): "Herhangi bir oyuncu (yer dahil olmak üzere) için şüpheli ise, (a) Hakem derhal
    # çağrılabilir ... Yasa 70 uygulanır"; WBF: "If it is doubted by any player (dummy included);
    # either (a) the Director may immediately be summoned ... Law 70 applies". Law 68D1 (TR "Talep
    # veya terkte uzlaşılmış ise Yasa 69 uygulanır"; WBF "If the claim or concession is agreed, Law 69
    # applies"). Showing one's hand is a claim (68A, TR "kartlarını gösterdiğinde ... talepte bulunmuş
    # sayılır"; WBF "when he shows his cards"), but a claim nobody doubts is not the disputed one.
    SaidFix(
        "claim/disputed",
        Text("rakip elini açıp hepsi benim dedi", "the opponent showed his hand and said the rest are mine"),
        Text(
            "rakip elini açıp hepsi benim dedi ama biz kabul etmiyoruz",
            "the opponent showed his hand and said the rest were his, but we do not accept it",
        ),
    ),
    # Law 69B2 (TR): "Oyunun devamında muhtemelen kendi tarafının kazanacağı bir lövenin kaybında
    # anlaşmışsa"; WBF: "if a player has agreed to the loss of a trick that his side would likely have
    # won had the play continued". A trick the side "could have won" by some play is not enough.
    SaidFix(
        "claim/regret/agreed-to-opponent",
        Text(
            "rakibin iddiasını kabul ettik ama bir löveyi alabilecekmişiz",
            "we accepted the opponent's claim but we could have won a trick",
        ),
        Text(
            "rakibin iddiasını kabul ettik ama oyun sürseydi bir löveyi büyük ihtimalle biz alacaktık",
            "we accepted the opponent's claim but had play gone on we would likely have won a trick",
        ),
    ),
    # Law 69A (TR): "Taraflardan biri, rakibinin talep veya terkini kabul ederse"; WBF: "when a side
    # assents to an opponent's claim or concession". The English said "their claim"; the Turkish did
    # not say whose.
    SaidFix(
        "claim/regret/agreed-to-opponent",
        Text(
            "talebi kabul ettik sonra kartlara bakınca bir löveyi kaybetmeyeceğimizi gördük",
            "we agreed to their claim and then saw from the cards that we could not have lost a trick",
        ),
        Text(
            "rakiplerin talebini kabul ettik sonra kartlara bakınca bir löveyi kaybetmeyeceğimizi gördük",
            "we agreed to their claim and then saw from the cards that we could not have lost a trick",
        ),
    ),
    # Law 16D2 (TR): "herhangi bir konuşma olmadan, aşağıdakileri yapabilir"; WBF: "he may, before any
    # call has been made". Law 16D3 (TR "ilk konuşmanın yapılmasından sonra ve bordun oynanmasının
    # tamamlanmasından önce alınması durumunda hakem yukarıdaki 2(c) veya 2(d) maddelerine uygun
    # şekilde hareket eder"; WBF "received after the first call ... the Director proceeds as in 2(c) or
    # 2(d)"). Cards seen at another table, with no time, are 16D3's too.
    SaidFix(
        "extraneous-information/other-table/before-first-call",
        Text("başka masada bu bordun kartlarını gördüm", "I saw the cards of this board at another table"),
        Text(
            "artırıma başlamadan önce başka masada bu bordun kartlarını gördüm",
            "before our auction began I had seen this board's cards at another table",
        ),
    ),
    # Law 16D1 (TR): "oynamakta olduğu veya daha sonra oynayacağı bir bord hakkında ... başka bir
    # masada kartları görmek"; WBF: "about a board he is playing or has yet to play ... by seeing cards
    # at another table". Cards of another board are no information about this one.
    SaidFix(
        "extraneous-information/other-table/after-first-call",
        Text(
            "oyun sırasında başka masadaki kartları gördüm",
            "I saw a hand at another table while we were playing the board",
        ),
        Text(
            "oyun sırasında başka masada bu bordun kartlarını gördüm",
            "while we were playing the board I saw its cards at another table",
        ),
    ),
    # The same paragraph: the English said "on this board", the Turkish did not.
    SaidFix(
        "extraneous-information/overheard/after-first-call",
        Text(
            "oynarken yan masadan slem yaptık diye bağırdılar",
            "during the play someone at another table shouted that they made a slam on this board",
        ),
        Text(
            "oynarken yan masadan bu bordda slem yaptık diye bağırdılar",
            "during the play someone at another table shouted that they made a slam on this board",
        ),
    ),
    # Law 16B1 (TR): "Ortaktan gelen ... her türlü dış bilgi izinsizdir. Buna ... kuşkuya yer
    # bırakmayan duraksama ... dahildir"; WBF: "Any extraneous information from partner ... unmistakable
    # hesitation". The English said neither whose pause it was nor a call ("konuştu": made a call).
    SaidFix(
        "hesitation/opponent",
        Text("rakibin tereddüdünden sonra ortağı konuştu", "after a long pause his partner found a bid"),
        Text("rakibin tereddüdünden sonra ortağı konuştu", "after an opponent's hesitation his partner made a call"),
    ),
    # Law 16B1(a) (TR): "belli bir konuşma veya oyun tarzını tercih edemez"; WBF: "may not choose a call
    # or play": the Turkish asks what to do (call or play), the English asked only what to bid.
    SaidFix(
        "hesitation/partner",
        Text(
            "ortağım uzun süre tereddüt etti şimdi ne yapmalıyım",
            "my partner hesitated a long time, what may I bid now",
        ),
        Text(
            "ortağım uzun süre tereddüt etti şimdi ne yapmalıyım",
            "my partner hesitated a long time, what should I do now",
        ),
    ),
    # Law 21B1(a) (TR): "Yönetici Federasyon'ca gerekli görülen bir alert'in derhal yapılmaması yanlış
    # bilgilendirme olarak kabul edilmektedir"; WBF: "Failure to alert promptly where an alert is
    # required by the Regulating Authority is deemed misinformation" (a call based on misinformation
    # "from an opponent"). One's own partner's failure to alert is 20F5(a) (TR "alert ... yapılmamasını";
    # WBF "failure to alert"), the other Ending: "alert edilmedi" did not say whose.
    SaidFix(
        "misinformation/opponent",
        Text("alert edilmedi ve ona göre konuştum", "they failed to alert and I bid on that basis"),
        Text(
            "rakipler alert etmedi ve ona göre konuştum",
            "the opponents failed to alert and I made my call on that basis",
        ),
    ),
    # Law 75B1 (TR): "Ortaklık anlaşması, yapılan açıklamadan farklı ise, yapılan açıklama bir Yasa
    # ihlalidir"; WBF: "When the partnership agreement is different from the explanation given". The
    # Turkish says an opponent misexplained his convention, the English said the opponents, their bid.
    SaidFix(
        "misinformation/opponent",
        Text("rakip konvansiyonunu yanlış açıkladı", "the opponents explained their bid wrongly"),
        Text("rakip konvansiyonunu yanlış açıkladı", "an opponent explained their convention wrongly"),
    ),
    # Law 75B3 (TR): "Oyuncunun ortağı ... hatalı açıklamayı düzelmek için herhangi bir şey
    # yapmamalıdır"; WBF "The player's partner must do nothing to correct the mistaken explanation".
    # The Turkish says partner explained our system wrongly; the English, "my bid".
    SaidFix(
        "misinformation/our-side",
        Text("ortağım sistemimizi yanlış açıkladı", "my partner gave the wrong explanation of my bid"),
        Text("ortağım sistemimizi yanlış açıkladı", "my partner explained our system wrongly"),
    ),
    # Law 20B (TR): "Artırım süreci sırasında, bir oyuncu konuşma sırası kendisine geldiğinde ... önceki
    # tüm konuşmaların tekrarlanmasını isteme hakkına sahiptir"; WBF: "During the auction period, a
    # player is entitled to have all previous calls restated when it is his turn to call". Law 20C2
    # (TR "Deklaran veya her bir defans oyuncusu, oynama sırası kendisine ilk geldiğinde"; WBF
    # "Declarer or either defender may, at his first turn to play") is the review after the final
    # pass, another Ending: a review with no time, or at "my turn" (sıra), is also that one.
    SaidFix(
        "asking-questions/asking/auction/review",
        Text("artırımı baştan tekrar ettirmek istiyorum", "I want the whole auction repeated to me"),
        Text(
            "artırım sürerken konuşmaları baştan tekrar ettirmek istiyorum",
            "during the auction I want all the calls so far repeated to me",
        ),
    ),
    SaidFix(
        "asking-questions/asking/auction/review",
        Text(
            "sıra bende artırımı baştan tekrarlar mısınız dedim",
            "at my turn to call I asked for the whole auction to be repeated",
        ),
        Text(
            "konuşma sırası bende, artırımı baştan tekrarlar mısınız dedim",
            "at my turn to call I asked for the whole auction to be repeated",
        ),
    ),
    # Law 41B (TR): "Atak kartı açılmadan önce, atak eden oyuncunun ortağı ve deklaran olması gereken
    # oyuncu ... artırımın tekrar edilmesini ... isteyebilir"; WBF: "Before the opening lead is faced,
    # the leader's partner and the presumed declarer (but not the presumed dummy) each may require a
    # review of the auction". "Before the lead" is the presumed declarer's too (the declarer Ending);
    # the English said "my opening lead".
    SaidFix(
        "asking-questions/asking/after-final-pass/defender",
        Text(
            "atak öncesi bütün konuşmaları yeniden dinlemek istiyorum",
            "before my opening lead I want to hear all the calls again",
        ),
        Text(
            "atağımı yapmadan önce bütün konuşmaları yeniden dinlemek istiyorum",
            "before my opening lead I want to hear all the calls again",
        ),
    ),
    # Law 74C5 (TR): "rakibin istemeden görülen bir kartından edinilen bilgiye dayanarak hareket
    # edilebilir"; WBF: "it is appropriate to act on information acquired by unintentionally seeing an
    # opponent's card". A card that "showed" during the auction (göründü) is Law 24's exposed card (TR
    # "bir oyuncunun kendi hatası nedeniyle ... kartın yüzlerinin oyuncunun ortağı tarafından
    # görülebilecek konuma gelmiş"; WBF "because of a player's own error, one or more cards of that
    # player's hand were in position for the face to be seen by his partner"), left face up with its own
    # rectification; the English already said "I saw".
    SaidFix(
        "extraneous-information/card-seen-during/opponent",
        Text(
            "artırımda rakibin kartı göründü ona göre konuşabilir miyim",
            "I saw an opponent's card during the bidding, may I use it",
        ),
        Text(
            "artırımda rakibin bir kartını istemeden gördüm ona göre konuşabilir miyim",
            "I saw an opponent's card during the bidding, may I use it",
        ),
    ),
    # Law 41B (TR): "yer olması gereken oyuncu değil"; WBF "but not the presumed dummy"; 20F2 names
    # only the defenders and declarer. The Turkish asks whether dummy may ask about the opponents'
    # convention; the English said that dummy wants to ask what their bid meant.
    SaidFix(
        "asking-questions/asking/after-final-pass/dummy",
        Text("yer rakiplerin konvansiyonunu sorabilir mi", "dummy wants to ask what the opponents' bid meant"),
        Text("yer rakiplerin konvansiyonunu sorabilir mi", "may dummy ask about the opponents' convention"),
    ),
)

# The phrasings of the appeals, penalties, score-correction, wrong-board and wrong-number-of-cards
# guides read against Laws 13-15, 79, 87 and 90-93 (docs/legal-review.md, "guides77").
LAWS_13_15_79_90_93 = (
    # Law 92D (TR): "1. İkili turnuvada, başvuran çiftin her iki üyesinin (bireysel yarışmalar hariç)
    # itiraz konusunda hemfikir olmaları gereklidir. 2. Takım maçında ise takım kaptanı, itirazın
    # yapılması konusunda hemfikir olmalıdır"; WBF: "1. in a pairs event both members of the
    # partnership concur in making the appeal (but in an individual contest an appellant does not
    # require his partner's concurrence). 2. in a team event the team captain concurs in making the
    # appeal". A partner who will not agree stops an appeal in a pairs event only: in an individual
    # event the appellant needs no partner, in a team event it is the captain who concurs. The pairs
    # Ending's phrasings now say pairs (one said it in English only).
    SaidFix(
        "appeal/disagree/in-time/pairs",
        Text("ortağım razı olmazsa itiraz edemez miyim", "if my partner won't agree, is my appeal off"),
        Text(
            "ikili turnuvada ortağım razı olmazsa itiraz edemez miyim",
            "in a pairs event, if my partner won't agree, is my appeal off",
        ),
    ),
    SaidFix(
        "appeal/disagree/in-time/pairs",
        Text("itiraza ortağımın onayı şart mı", "is my partner's consent needed for an appeal in a pairs game"),
        Text(
            "ikili turnuvada itiraza ortağımın onayı şart mı",
            "is my partner's consent needed for an appeal in a pairs game",
        ),
    ),
    SaidFix(
        "appeal/disagree/in-time/pairs",
        Text(
            "ben itiraz etmek istiyorum ortağım hakemin kararından memnun",
            "I want to appeal but my partner is happy with the ruling",
        ),
        Text(
            "ikili turnuvada ben itiraz etmek istiyorum ama ortağım hakemin kararından memnun",
            "in a pairs event I want to appeal but my partner is happy with the ruling",
        ),
    ),
    # Law 93C1 (TR): "Yetkili Federasyonlar; bundan önceki yasalarda sayılan bütün yollar tüketildikten
    # sonra, tekrar itiraz başvurusunda bulunulabilmesi ile ilgili prosedürü düzenleyebilirler"; WBF:
    # "Regulating Authorities may establish procedures for further appeals after the foregoing
    # procedures have been exhausted". The English did not say to whom (the Turkish: the federation);
    # and "mercie" is not Turkish: the dative of "merci" is "merciye".
    SaidFix(
        "appeal/who-decides/committee",
        Text("itiraz komitesinin kararından sonra federasyona başvurmak", "going further than the appeals committee"),
        Text(
            "itiraz komitesinin kararından sonra federasyona başvurmak",
            "taking it to the federation after the appeals committee has ruled",
        ),
    ),
    SaidFix(
        "appeal/who-decides/committee",
        Text(
            "komite kararından sonra bir üst mercie başvurabilir miyiz",
            "is there anywhere to go after the appeals committee has ruled",
        ),
        Text(
            "komite kararından sonra bir üst merciye başvurabilir miyiz",
            "is there anywhere to go after the appeals committee has ruled",
        ),
    ),
    # Law 90A (TR): "Hakem, bu yasaların onarma ile ilgili hükümlerini tatbik etmeye ilaveten, nedensiz
    # yere oyunu geciktiren ... her kusurlu davranışı ayrıca cezalandırabilir"; WBF: "may also assess
    # procedural penalties for any offense that unduly delays or obstructs the game"; 90B2 "Bir
    # yarışmacının nedensiz yere yavaş oynaması" / "unduly slow play by a contestant". The Turkish
    # "ceza yazdı" is a penalty, not a fine of money.
    SaidFix(
        "penalties/slow-play",
        Text("masamız süreyi aştı hakem ceza yazdı", "we ran over the time for the round and the director fined us"),
        Text(
            "masamız süreyi aştı hakem ceza yazdı",
            "we ran over the time for the round and the director gave us a penalty",
        ),
    ),
    # Law 90B4 (TR): "Bir başka yarışmacıyla skorların izinsiz karşılaştırılması"; WBF: "unauthorized
    # comparison of scores with another contestant". The Turkish says a pair, the English said a table.
    SaidFix(
        "penalties/procedural-penalty",
        Text(
            "başka bir çiftle skorlarımızı karşılaştırdık ceza aldık",
            "we were penalised for checking our results with another table",
        ),
        Text(
            "başka bir çiftle skorlarımızı karşılaştırdık ceza aldık",
            "we were penalised for checking our results with another pair",
        ),
    ),
    # Law 79B (TR): "Kazanılmış Löveler Üzerinde Anlaşmazlık. Bir anlaşmazlık çıkarsa, hakem
    # çağrılmak zorundadır"; WBF: "Disagreement on Tricks Won. If a disagreement arises, the Director
    # must be called". The Turkish said the tricks "we" won, the English declarer's: the Turkish now
    # says declarer's. (The English reworded to "our side" took 79B's own questions on dev and dev12
    # to the guide's page ahead of the paragraph: not kept.)
    SaidFix(
        "score-correction/tricks/before-round-ends",
        Text("kaç löve aldığımız konusunda anlaşamadık", "we cannot agree on the tricks declarer won"),
        Text("deklaranın kaç löve aldığı konusunda anlaşamadık", "we cannot agree on the tricks declarer won"),
    ),
    # Law 15B (TR): "oyunculardan birinin o turda oynamaması gereken bir bordu oynamakta olduğunu";
    # WBF: "a contestant is playing a board not designated for him to play in the current round". The
    # Turkish says another table's board this round, the English said a board for another round.
    SaidFix(
        "wrong-board/wrong-table",
        Text("bu turda başka masanın bordunu oynadık", "we played a board meant for another round"),
        Text("bu turda başka masanın bordunu oynadık", "this round we played another table's board"),
    ),
    # Law 13D (TR): "Oyunculardan birinde 13’ten fazla kart bulunduğu, bir diğerinde ise eksik sayıda
    # kart olduğu oyun bittikten sonra fark edilirse, masa skoru iptal edilmeli"; WBF: "a player's hand
    # originally contained more than 13 cards with another player holding fewer, the result must be
    # cancelled". An extra card alone may be 13C's (TR "Dağılıma ait olmayan bir fazla kart ... Böyle
    # bir kartın geçmiş bir löveye verildiği tespit edilmedikçe ayarlı skor verilemez"; WBF "Any surplus
    # card not part of the deal ... No adjusted score may be awarded unless such a card is found to have
    # been played to a quitted trick"), where the result may stand.
    SaidFix(
        "wrong-number-of-cards/after-play",
        Text(
            "bord oynandıktan sonra bir oyuncunun fazla kartı olduğunu fark ettik",
            "after the board was played we noticed one player had an extra card",
        ),
        Text(
            "bord oynandıktan sonra bir oyuncuda fazla, bir başkasında eksik kart olduğunu fark ettik",
            "after the board was played we noticed one player had held too many cards and another too few",
        ),
    ),
)

# The readers' "unsure" items of guides73 and guides74, settled (qa120, docs/legal-review.md).
LAWS_25A_46B = (
    # Law 25A5 (TR): "Oyuncunun ortağına tekrar sıra gelmeden artırmanın bitmesi durumunda, artırım
    # sürecinin bitmesinden sonra herhangi bir değişiklik yapılamaz"; WBF: "If the auction ends before
    # it reaches the player's partner no substitution may occur after the end of the auction period".
    # 25A4 (TR "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez"; WBF "No
    # substitution of call may be made when his partner has made a subsequent call") is the other
    # Ending. After a bid the auction ends only with three passes (22A: TR "son verilen deklareyi sıralı
    # bir şekilde takiben arka arkaya üç pas geçilmesinden sonra"; WBF "three consecutive passes in
    # rotation subsequent to the last bid"), so
    # the bidder's partner has always called over a bid: "my bid was a misclick", seen once the lead
    # was faced, is 25A4's case. 25A5's is a pass after which partner had no turn.
    SaidFix(
        "unintended-call/slip/lead-faced",
        Text(
            "atak açıldıktan sonra yanlış kart çektiğimi fark ettim",
            "the opening lead was already face up when I saw my bid was a misclick from the box",
        ),
        Text(
            "ortağıma benden sonra sıra gelmedi, atak açıldıktan sonra yanlış kart çektiğimi fark ettim",
            "my partner had no turn after my call, and the opening lead was already face up when I saw it was a misclick from the box",
        ),
    ),
    # The same paragraphs: a slip noticed once the play had started says nothing of whether partner
    # called over it (25A4) or had no turn (25A5).
    SaidFix(
        "unintended-call/slip/lead-faced",
        Text(
            "elimin kaydığını ancak oyun başladıktan sonra fark ettim",
            "I only realised my hand had slipped on the bidding box once the play had started",
        ),
        Text(
            "son pasımda elim kaymış, ondan sonra kimse konuşmadı, ancak oyun başladıktan sonra fark ettim",
            "my hand slipped on my last pass and nobody called after it; I only realised once the play had started",
        ),
    ),
    # The same paragraphs: the Turkish "son pas kartı benim" is the auction's final pass; the English
    # "my last pass" may be followed by partner's pass (25A4).
    SaidFix(
        "unintended-call/slip/lead-faced",
        Text(
            "son pas kartı benim elimden yanlışlıkla çıkmış atak açıldıktan sonra gördüm",
            "my last pass was a misclick and I only saw it once the opening lead was face up",
        ),
        Text(
            "son pas kartı benim elimden yanlışlıkla çıkmış atak açıldıktan sonra gördüm",
            "my last pass was the final call of the auction and a misclick; I only saw it once the opening lead was face up",
        ),
    ),
    # Law 46B1(b) (TR): "Eğer yerin 'kazan'masını isterse, löveyi kazanacağı bilinen en küçük kartı
    # tanımlamış sayılır"; WBF: "If he directs dummy to 'win' the trick, he is deemed to have called the
    # lowest card that it is known will win the trick". Dummy does not choose: "Deklaran kartın adını
    # söyleyerek yerden kart oynar, bundan sonra yer o kartı alır" (45B; WBF "Declarer plays a card
    # from dummy by naming the card, after which dummy picks up the card"), and a card dummy places
    # that declarer did not name is 45D1's (TR "Eğer Yer, deklaranın söylemediği bir kartı oynanmış
    # konuma getirirse, bu kart ... geri alınmak zorundadır"; WBF "If dummy places in the played
    # position a card that declarer did not name, the card must be withdrawn"). "Dummy chose which
    # of his winners" told the card-from-dummy guide's wrong-card Ending as much as this one.
    SaidFix(
        "card-from-dummy/incomplete/win",
        Text(
            "deklaran yere löveyi tut dedi yer hangi büyük kartla alacağını kendisi seçti",
            "declarer just said win and dummy chose which of his winners to play",
        ),
        Text(
            "deklaran yere löveyi tut dedi ama hangi büyük kartla alınacağını söylemedi",
            "declarer just said win, without saying which of dummy's winners to play",
        ),
    ),
)

FIXES = (
    ANOTHER_CASE
    + LANGUAGES_DIFFER
    + CALL_IS_NOT_A_BID
    + ESTABLISHED_NOT_YET
    + SECOND_READING
    + LAWS_57_58_50
    + LAWS_24_TO_39
    + LAWS_42_TO_67
    + LAWS_16_20_21_68_75
    + LAWS_13_15_79_90_93
    + LAWS_25A_46B
)


def ending_at(path: str) -> Ending:
    slug, *keys = path.split("/")
    situation = next(s for s in SITUATIONS if s.slug == slug)
    walked = situation.walk(keys)
    assert walked is not None, path
    ending = walked[1]
    assert isinstance(ending, Ending), path
    return ending


@pytest.mark.parametrize("fix", FIXES, ids=lambda f: f"{f.path}:{f.old.en[:40]}")
def test_the_phrasing_is_true_of_its_ending(fix):
    said = {(t.tr, t.en) for t in ending_at(fix.path).said}
    assert (fix.old.tr, fix.old.en) not in said
    if fix.new is None:
        assert fix.old.tr not in {tr for tr, _ in said} and fix.old.en not in {en for _, en in said}
    else:
        assert (fix.new.tr, fix.new.en) in said


def test_the_shared_phrasings_are_fixed_on_every_ending_that_carries_them():
    """The before-any-call phrasings of Law 16D2 are one list on the four Endings that rule on
    information received before the first call; each carries the corrected words."""
    for path in (
        "extraneous-information/overheard/before-first-call",
        "extraneous-information/wrong-hand/before-first-call",
        "extraneous-information/other-table/before-first-call",
        "extraneous-information/card-at-my-table/from-the-board",
    ):
        said = {t.en for t in ending_at(path).said}
        assert "I accidentally saw an opponent's hand before anyone had made a call" in said, path
        assert "I accidentally saw an opponent's hand before anyone bid" not in said, path
