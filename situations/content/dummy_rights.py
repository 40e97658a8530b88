"""Dummy's rights and their limits (Laws 42, 43): what dummy may do (42A, 42B: asking declarer about
a revoke, 42B1 and 61B2; trying to prevent an irregularity, 42B2 and 9A3), what he must not do
(43A: drawing attention to an irregularity during the play, 9A4 and 43A1(b); calling the Director
unprompted, 43A1(a); taking part in the play, 43A1(c); the acts of 43A2), and what follows: a
procedural penalty under Law 90 (43B1), the special rules of 43B2 and 43B3 only after dummy has
violated 43A2, and Law 45F when dummy touches or indicates a card. A defender who shows dummy his
hand breaks 43A3, which Law 43B does not rectify: the Director's general powers (90A, 12A1) remain.

Written from the Laws' text. When dummy draws attention to an irregularity during the play without
an earlier 43A2 violation, the Laws say he may not and is liable to a procedural penalty; they do
not say that the irregularity then goes unrectified, and the guide says only that the Director
rules (Laws 9B1(a), 10A).

Where the texts differ the guide follows the official Turkish and says so: 43B3 (the WBF English adds
"Play continues as though no irregularity had occurred", a sentence the Turkish does not have). 43A1(a)'s
Turkish "bulunmamalıdır" is the ungraded "-malıdır": the English says the WBF's "may not", as our English
of the paragraph does (eng337; the paragraph's editor's note).
"""

from __future__ import annotations

from ..guide import Choice, Ending, Fact, Option, Situation, Step, Text
from .common import CALL_AT_END, CALL_NOW, CALL_NOW_NO_CHOICE

# The facts that tell this guide's Endings apart (situations.guide.Fact), read in both texts.
# 42B3 (TR "Gerçekleşmiş herhangi bir usulsüzlüğe, sadece elin oynanması tamamlandıktan sonra
# dikkat çekebilir"; WBF "He may draw attention to an irregularity, but only after play of the hand
# is concluded"): the hand's play is over; not "before the hand was over" (43A1(b), 9A4).
AFTER_THE_HAND = Fact(
    (
        "oyun bittikten sonra",
        "oyun bitince",
        "oynanış bitince",
        "el bittikten sonra",
        "elin oynanması bittikten",
    ),
    (
        "after the hand is over",
        "once the hand is over",
        "after the hand",
        "once the last trick",
        "after play of the hand",
    ),
    ("42B3",),
)
# 45F (TR "deklaranın yönergesi olmaksızın herhangi bir karta dokunamaz veya işaret edemez"; WBF
# "dummy may not touch or indicate any card (except for purpose of arrangement) without instruction
# from declarer"): dummy touched, pointed at or held out a card.
DUMMY_SHOWED_A_CARD = Fact(
    ("karta dokun*", "kartı işaret", "kartı uzattı", "öne çıkardı", "öne itti", "elini bir kartın"),
    (
        "touched a card",
        "touched one of his cards",
        "indicated a card",
        "held out a card",
        "picked out a card",
        "pointed at a card",
        "pushed a card",
        "his hand on one of his cards",
    ),
    ("45F",),
)
# 43A2 (TR "(a) Yer deklaranla ellerini değiştiremez. (b) Yer deklaranın eli oynamasını izlemek için
# yerinden kalkamaz. (c) Yer, herhangi bir defans oyuncusunun elindeki bir kartın yüzüne bakamaz";
# WBF "(a) Dummy may not exchange hands with declarer. (b) Dummy may not leave his seat to watch
# declarer's play of the hand. (c) Dummy may not look at the face of a card in either defender's
# hand"), which 43B2 and 43B3 rest on (TR "A2 bendinde sayılan kısıtlamaları ihlal ettikten sonra";
# WBF "after his violation of the limitations listed in A2"): dummy left his seat, looked at a hand
# or swapped hands. Watching the play is no part of it: 43A2(b) forbids leaving his seat to watch,
# and every dummy watches the cards played, so "watched the play" alone states nothing here.
BROKE_A2 = Fact(
    (
        "yerinden kalk*",
        "masadan kalk*",
        "ayağa kalk*",
        "kalkıp",
        "kartlarına bak*",
        "kartlara bak*",
        "eline bak*",
        "elini izle*",
        "elini gözetle*",
        "göz attı",
        "elleri değiştir*",
        "ellerini değiştir*",
    ),
    (
        "left his seat",
        "left the table",
        "stood up",
        "went round",
        "walked round",
        "walked around",
        "looked at a defender*",
        "looked at the defender*",
        "looked at an opponent*",
        "peek*",
        "glanced at",
        "from behind",
        "behind declarer",
        "swapped hands",
        "exchanged hands",
    ),
    ("43A2", "43A2(a)", "43A2(b)", "43A2(c)", "43B2", "43B3"),
)
# 43A1(a) (TR "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe, yer oyun esnasında hakem
# çağırma girişiminde bulunmamalıdır"; WBF "Dummy may not initiate a call for the Director during
# play unless another player has drawn attention to an irregularity"): dummy called the Director.
DUMMY_CALLED_THE_DIRECTOR = Fact(
    ("yer ... hakem* çağır*", "yer ... hakem diye"),
    (
        "dummy called the director",
        "dummy ... called the director",
        "dummy ... called for the director",
        "dummy ... summoned the director",
    ),
    ("43A1(a)",),
)

PENALTY = Text(
    "Bu kısıtlamayı çiğneyen yer, Yasa 90'a göre yöntemsel cezayla cezalandırılabilir (Yasa 43B1).",
    "Dummy is liable to a procedural penalty under Law 90 for breaking this limit (Law 43B1).",
)
# 43A1(c), each half in its own verb (qa325). TR "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla
# hiçbir iletişimde bulunmamalıdır" (the official "-malıdır" twice); WBF "Dummy must not participate in the
# play, nor may he communicate anything about the play to declarer" (the site's English of 43A1(c) says the
# same). The English said "must not take part in the play nor communicate anything", which put the second
# half under "must not"; the WBF gives it its own modal, "nor may he" (as audit313 wrote for the
# asking-questions guide). The rights and touched-card Endings say this sentence; the prevent Ending says it
# with "still", after 42B2's right to try to prevent an irregularity.
LIMIT_43A1C = Text(
    "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde bulunmamalıdır (Yasa 43A1(c)).",
    "Dummy must not participate in the play, nor may he communicate anything about the play to declarer (Law 43A1(c)).",
)
# 9A4 (TR "Yer, elin oynanması tamamlanmadan herhangi bir usulsüzlüğe dikkat çekemez. (Ancak ortağının olası
# hatalı bir açıklamasının düzeltilmesi ile ilgili bkz Yasa 20F5)"; WBF "Dummy may not call attention to an
# irregularity until play of the hand is concluded (but see Law 20F5 for correction of declarer's apparently
# mistaken explanation)"): where a sentence states 9A4's rule, its cross-reference goes with it, in the site's
# English of the Turkish. It says only that 9A4 points there: what 20F5(b)(ii) ("after the final pass") lets a
# dummy do about an explanation declarer gives during the play neither text says (qa165, qa176).
SEE_20F5 = Text(
    "Yasa 9A4, ortağının (deklaranın) olası hatalı bir açıklamasının düzeltilmesi için Yasa 20F5'e gönderir.",
    "For the correction of a possibly mistaken explanation by partner (declarer), Law 9A4 refers to Law 20F5.",
)
NO_ATTENTION = Text(
    "Yer, elin oynanması bitmeden bir usulsüzlüğe dikkat çekemez (Yasa 9A4, 43A1(b)). " + SEE_20F5.tr,
    "Dummy may not draw attention to an irregularity until play of the hand is over (Laws 9A4, 43A1(b)). "
    + SEE_20F5.en,
)
DIRECTOR_RULES = Text(
    "Usulsüzlüğe dikkat çekildiğinde hakem hemen çağrılmalıdır; uygun olan durumlarda onarmayı yalnızca hakem belirler (Yasa 9B1(a), 10A).",
    "Once attention is drawn to an irregularity the Director should be called at once; where appropriate, he alone determines the rectification (Laws 9B1(a), 10A).",
)


# 43A1(a) (TR "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe, yer oyun esnasında hakem çağırma
# girişiminde bulunmamalıdır"; WBF "Dummy may not initiate a call for the Director during play unless another
# player has drawn attention to an irregularity"). Where dummy himself drew attention, no other player has; so
# the Director lines of those Endings ("Call the Director at once", 9B1(a), said to whoever reads) say whose
# call it is not; 9B1(b) ("Yer dahil, her oyuncu ... hakem çağırabilir") is the general rule 43A1(a) limits for
# dummy (qa202).
def dummy_does_not_start_the_call(call: Text) -> Text:
    limit = Text(
        "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe yer, oyun sırasında hakem çağırma girişiminde bulunmamalıdır (Yasa 43A1(a)).",
        "Unless another player has drawn attention to an irregularity, dummy may not initiate a call for the Director during play (Law 43A1(a)).",
    )
    return Text(f"{call.tr} {limit.tr}", f"{call.en} {limit.en}")


NOBODY = Text("Kimse seçmez.", "Nobody chooses.")
DIRECTOR_DECIDES = Text("Hakem karar verir.", "The Director decides.")

RIGHTS = Ending(
    said=(
        Text("yer olarak oyun sırasında hangi haklarım var", "as dummy what am I allowed to do during the play"),
        Text(
            "hakem masadayken yer kural hakkında bilgi verebilir mi",
            "can dummy state the law when the Director is at the table",
        ),
        Text(
            "yer usulsüzlüğe ancak oyun bittikten sonra dikkat çekebilir",
            "dummy may point out an irregularity only after the hand is over",
        ),
        Text("yer kazanılan ve kaybedilen löveleri sayabilir", "dummy may keep a tally of the tricks won and lost"),
        Text("yer deklaranın talimatıyla yerin kartlarını oynar", "dummy plays the cards as declarer tells him"),
        Text(
            "hakem masadayken yer de söz alıp olanları anlatabilir",
            "dummy may speak up and tell the director the facts when he is at the table",
        ),
        Text(
            "deklaran yerden renge uymayan bir kart istedi yer ne yapar",
            "declarer called for a card that would make dummy revoke, what does dummy do",
        ),
        Text(
            "yer olarak oynanış bitince rakibin hatasını hakeme söyleyebilirim",
            "as dummy I can raise the opponents' irregularity once the last trick has been played",
        ),
        Text(
            "yer oyun sırasında deklarana kalan löveler senin diyebilir mi",
            "may dummy tell declarer during the play that the rest of the tricks are his",
        ),
    ),
    title=Text("Yerin hakları", "What dummy may do"),
    now=(
        Text(
            "Yer, hakemin önünde, olay ya da yasa hakkında bilgi verebilir (Yasa 42A1).",
            "Dummy may give information, in the Director's presence, as to fact or law (Law 42A1).",
        ),
        Text(
            "Kazanılan ve kaybedilen lövelerin sayısını takip edebilir (Yasa 42A2).",
            "He may keep count of tricks won and lost (Law 42A2).",
        ),
        Text(
            "Yerin kartlarını deklaranın yönergesiyle, onun görevlisi olarak oynar ve yerin renge uymasını sağlar (Yasa 42A3).",
            "He plays dummy's cards as declarer's agent, as directed, and makes sure dummy follows suit (Law 42A3).",
        ),
        Text(
            "Yasa 43'ün sınırları içinde: renge uymayan deklarana o renkten kartı olup olmadığını sorabilir, bir usulsüzlüğü önlemeye çalışabilir ve bir usulsüzlüğe ancak elin oynanması bittikten sonra dikkat çekebilir (Yasa 42B1, 42B2, 42B3).",
            "Within the limits of Law 43: he may ask declarer, when declarer fails to follow suit, whether he has a card of the suit led, try to prevent an irregularity, and draw attention to an irregularity only after play of the hand is over (Laws 42B1, 42B2, 42B3).",
        ),
        LIMIT_43A1C,
        # 20F5(b): TR "hakem çağırmalıdır", WBF "must call the Director": a duty, not what happens; and
        # at "the first legal opportunity" (TR "ilk yasal fırsatta"), which for dummy is after the final
        # pass: not any time after it, during the play, where 43A1(a) holds (qa202).
        Text(
            "Deklaranın açıklamasını hatalı buluyorsa, ilk yasal fırsatında, yani artırımın son pasından sonra, hakemi çağırıp bunu rakiplere söylemelidir (Yasa 20F5(b)).",
            "If he thinks declarer's explanation was mistaken, he must call the Director and tell the opponents at his first legal opportunity, which is after the final pass of the auction (Law 20F5(b)).",
        ),
    ),
    chooser=NOBODY,
    facts=(AFTER_THE_HAND,),
    laws=("42A1", "42A2", "42A3", "42B1", "42B2", "42B3", "43A1(a)", "43A1(c)", "20F5(b)"),
    # 20F5(b) is the one call this Ending makes dummy's duty (TR "hakem çağırmalıdır", WBF "must call
    # the Director"): "No need" alone contradicted the line above it (qa202).
    director=Text(
        "Gerekmez; ancak deklaranın açıklamasını hatalı buluyorsa ilk yasal fırsatında, yani artırımın son pasından sonra, hakemi çağırmalıdır (Yasa 20F5(b)). Oyun sırasında yer, usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe hakem çağırma girişiminde bulunmamalıdır (Yasa 43A1(a)).",
        "No need, except that if he thinks declarer's explanation was mistaken he must call the Director at his first legal opportunity, which is after the final pass of the auction (Law 20F5(b)). During the play dummy may not initiate a call for the Director unless another player has drawn attention to an irregularity (Law 43A1(a)).",
    ),
    script=(
        Text(
            "Yer olarak hakemin önünde olay ya da yasa hakkında bilgi verebilir, löveleri sayabilir ve yerin kartlarını deklaranın yönergesiyle oynarsınız (Yasa 42A1, 42A2, 42A3).",
            "As dummy you may give information as to fact or law in the Director's presence, keep count of tricks, and play dummy's cards as declarer directs (Laws 42A1, 42A2, 42A3).",
        ),
        Text(
            "Oyuna katılmamalısınız; bir usulsüzlüğe ancak oyun bitince dikkat çekebilirsiniz (Yasa 43A1(c), 42B3). Kimse seçmez.",
            "You must not take part in the play; you may draw attention to an irregularity only when play is over (Laws 43A1(c), 42B3). Nobody chooses.",
        ),
    ),
)

ASK = Ending(
    said=(
        Text(
            "yer renge uymayan deklarana o renkten kartın yok mu diye sordu",
            "when declarer showed out, dummy asked him whether he had none of that suit",
        ),
        Text("yer deklarana hiç karon yok mu ortak diye sordu", "dummy asked declarer 'no diamonds, partner?'"),
        Text(
            "yer deklarana çıkılan renkten hiç kartı kalmadı mı diye sordu",
            "dummy asked declarer whether he had none left of the suit led",
        ),
        Text(
            "deklaran renge uymayıp kart atınca yer rengin bitti mi diye sordu",
            "declarer threw a card of another suit and dummy checked whether he was out of the suit",
        ),
        Text("yer deklarana hiç yok mu ortak diyebilir mi", "can dummy say having none partner to declarer"),
        Text(
            "deklaran renk vermeyince yer olarak kupa kalmadı mı diye sordum",
            "declarer discarded and I, as dummy, asked him 'no hearts?'",
        ),
    ),
    title=Text(
        "Yer, deklarana o renkten kartı olup olmadığını sordu",
        "Dummy asked declarer whether he has a card of the suit led",
    ),
    now=(
        Text(
            "Yer, renge uymayan deklarana çıkılan renkten kartı olup olmadığını sorabilir (Yasa 42B1, 61B2(a)).",
            "Dummy may ask declarer, when he has failed to follow suit, whether he has a card of the suit led (Laws 42B1, 61B2(a)).",
        ),
        Text(
            "Aynı soruyu bir defans oyuncusuna soramaz; sorarsa Yasa 16B uygulanabilir (Yasa 61B2(b)).",
            "He may not ask a defender; if he does, Law 16B may apply (Law 61B2(b)).",
        ),
        Text(
            "Deklaran rönons yaptıysa ve bu, rönons resmileşmeden fark edildiyse deklaran onu düzeltmek zorundadır (Yasa 62A); deklaranın kartı başka onarma olmaksızın değiştirilebilir (Yasa 62B2). WBF İngilizcesi 62A'da 'dikkat çekilirse' der; resmî Türkçe metin 'farkına varılırsa' der.",
            "If declarer revoked and it is noticed before the revoke is established, declarer must correct it (Law 62A); declarer's card may be replaced without further rectification (Law 62B2). The Turkish official text of 62A says 'noticed'; the WBF English says 'if attention is drawn to the irregularity'.",
        ),
        Text(
            "Rönons düzeltilirse, rönonstan sonra ve ona dikkat çekilmeden önce kart oynamış her defans oyuncusu o kartı eline geri alabilir (Yasa 62C1).",
            "If the revoke is corrected, each defender may take back any card he played after the revoke and before attention was drawn to it (Law 62C1).",
        ),
        # 62C2 (TR "Kusursuz bir oyuncu bir kartı bu şekilde geri aldıktan sonra, kusurlu tarafın sıradaki
        # oyuncusu da kartı değiştirebilir"; WBF "After a non-offender so withdraws a card, the player of the
        # offending side next in rotation may withdraw his played card"): dummy may ask after he too has
        # played to the trick, so a card of declarer's side may follow the defender's. The penalty-card
        # clause is a defender's, and the offending side here is declarer's. Named here, 62C2 is quoted
        # beside the lines (situations.views._named); it is not in `laws`, which the search borrows for:
        # that took 42B1 off first place for "is it fine for dummy to ask declarer if he has no hearts"
        # (qa233).
        Text(
            "Bir defans oyuncusu kartını böyle geri alırsa, kusurlu tarafın (deklaranın tarafının) sıradaki oyuncusu da kartını değiştirebilir (Yasa 62C2).",
            "If a defender so withdraws a card, the player of the offending side (declarer's) next in rotation may withdraw his played card too (Law 62C2).",
        ),
    ),
    chooser=Text(
        "Kimse seçmez; rönons düzeltilirse, ondan sonra kart oynamış defans oyuncusu kartını geri alıp almamayı seçer (Yasa 62C1); alırsa kusurlu tarafın sıradaki oyuncusu da kartını değiştirip değiştirmemeyi seçer (Yasa 62C2).",
        "Nobody chooses; if a revoke is corrected, a defender who played after it chooses whether to take his card back (Law 62C1); if he does, the offending side's player next in rotation chooses whether to change his card too (Law 62C2).",
    ),
    laws=("42B1", "61B2(a)", "61B2(b)", "62A", "62B2", "62C1"),
    director=Text(
        "Rönons ortaya çıkarsa hakemi hemen çağırın (Yasa 9B1(a)).",
        "Call the Director at once if a revoke comes to light (Law 9B1(a)).",
    ),
    script=(
        Text(
            "Yer olarak renge uymayan deklarana o renkten kartı olup olmadığını sorabilirsiniz; bir defans oyuncusuna soramazsınız (Yasa 42B1, 61B2(b)).",
            "As dummy you may ask declarer, when he fails to follow suit, whether he has a card of the suit led; you may not ask a defender (Laws 42B1, 61B2(b)).",
        ),
        Text(
            "Rönons resmileşmeden fark edildiyse deklaran onu düzeltmek zorundadır (Yasa 62A); rönonstan sonra ve ona dikkat çekilmeden önce kart oynamış defans oyuncusu kartını geri alabilir (Yasa 62C1); o zaman kusurlu tarafın sıradaki oyuncusu da kartını değiştirebilir (Yasa 62C2).",
            "If the revoke is noticed before it is established, declarer must correct it (Law 62A); a defender who played after the revoke and before attention was drawn to it may take his card back (Law 62C1), and the offending side's player next in rotation may then change his card too (Law 62C2).",
        ),
    ),
)
ASK_AFTER_A2 = Ending(
    said=(
        Text(
            "yer yerinden kalkıp deklaranın oyununu izledikten sonra rönonsu ilk soran oldu",
            "dummy had left his seat to watch declarer and then was first to ask whether declarer revoked",
        ),
        Text(
            "yer savunmanın kartlarına baktıktan sonra deklaranın oynadığı kartı ilk sorgulayan oldu",
            "dummy had looked at a defender's cards and then was the first to question declarer's play to the trick",
        ),
    ),
    title=Text(
        "Kısıtlamayı çiğnemiş yer, deklaranın oynadığı kartı ilk soran oldu",
        "Dummy, having broken a limit, was the first to question declarer's play",
    ),
    now=(
        Text(
            "Yer, Yasa 43A2'deki kısıtlamaları çiğnedikten sonra deklarana elinden oynadığı kartın rönons olup olmadığını ilk soran olursa, deklaranın oynadığı kart yasadışıysa deklaran onu doğru bir kartla değiştirmek zorundadır ve Yasa 64'ün hükümleri rönons resmileşmiş gibi uygulanır (Yasa 43B2(b)).",
            "If dummy, after breaking a limit of Law 43A2, is the first to ask declarer whether a play from declarer's hand is a revoke, declarer must substitute a correct card if his play was illegal, and Law 64 then applies as if the revoke had been established (Law 43B2(b)).",
        ),
        PENALTY,
    ),
    chooser=NOBODY,
    facts=(BROKE_A2,),
    laws=("43B2(b)", "43A2", "64", "43B1"),
    director=CALL_AT_END,
    script=(
        Text(
            "Yer kısıtlamasını çiğnedikten sonra deklaranın elinden oynadığı kartın rönons olup olmadığını ilk soran oldu: deklaranın oynadığı kart yasadışıysa deklaran onu doğru kartla değiştirmek zorundadır ve Yasa 64 rönons resmileşmiş gibi uygulanır (Yasa 43B2(b)).",
            "Dummy broke a limit and then was the first to ask whether a play from declarer's hand was a revoke: if declarer's card was illegal, he must substitute a correct card, and Law 64 applies as if the revoke had been established (Law 43B2(b)).",
        ),
        Text(
            "Yer ayrıca yöntemsel ceza alabilir (Yasa 43B1). Kimse seçmez.",
            "Dummy is also liable to a procedural penalty (Law 43B1). Nobody chooses.",
        ),
    ),
)

PREVENT = Ending(
    said=(
        Text(
            "yer deklaranı yanlış elden çıkmaması için uyardı",
            "dummy warned declarer he was about to lead from the wrong hand",
        ),
        Text(
            "yer deklaranın yanlış elden oynamasını engellemeye çalıştı",
            "dummy stopped declarer before he led from the wrong hand",
        ),
        Text(
            "deklaran çıkmak üzereyken yer elindesin dedi", "dummy said you are in hand as declarer was about to lead"
        ),
        Text(
            "yer bir usulsüzlüğü önlemek için deklarana seslendi", "dummy tried to prevent an irregularity by declarer"
        ),
        Text("yer deklaranı usulsüzlük yapmadan durdurdu", "dummy warned declarer before the mistake happened"),
        Text(
            "deklaran elden çıkacakken yer onu uyardı, çıkış yerde",
            "dummy said wait, you are on the table, just before declarer led from hand",
        ),
        Text(
            "yer, deklaranı yanlış elden çıkmaması için ikaz etti",
            "dummy warned declarer he was about to lead from the wrong hand; is dummy allowed to do that",
        ),
        Text(
            "yer deklaranı yanlış elden çıkmadan önce uyarabilir mi",
            "may dummy stop his partner leading from the wrong hand",
        ),
    ),
    title=Text("Yer bir usulsüzlüğü önlemeye çalıştı", "Dummy tried to prevent an irregularity"),
    now=(
        Text(
            "Yer dahil her oyuncu bir usulsüzlüğü önlemeye çalışabilir; yerin bu hakkı Yasa 42 ve 43'e tabidir (Yasa 9A3, 42B2).",
            "Any player, dummy included, may try to prevent an irregularity; for dummy this right is subject to Laws 42 and 43 (Laws 9A3, 42B2).",
        ),
        Text(
            "Yer yine de oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde bulunmamalıdır (Yasa 43A1(c)).",
            "Dummy still must not participate in the play, nor may he communicate anything about the play to declarer (Law 43A1(c)).",
        ),
        Text(
            "Gerçekleşmiş bir usulsüzlüğe ise oyun bitmeden dikkat çekemez (Yasa 42B3, 43A1(b)).",
            "An irregularity that has already happened he may not point out until play is over (Laws 42B3, 43A1(b)).",
        ),
    ),
    chooser=NOBODY,
    laws=("42B2", "9A3", "43A1(c)", "42B3", "43A1(b)"),
    director=Text(
        "Usulsüzlük önlendiyse gerekmez.",
        "No need if the irregularity was prevented.",
    ),
    script=(
        Text(
            "Yer bir usulsüzlüğü önlemeye çalışabilir (Yasa 42B2); ama oyuna katılmamalıdır (Yasa 43A1(c)).",
            "Dummy may try to prevent an irregularity (Law 42B2); but he must not take part in the play (Law 43A1(c)).",
        ),
        Text(
            "Gerçekleşmiş bir usulsüzlüğe oyun bitmeden dikkat çekemez (Yasa 43A1(b)). Kimse seçmez.",
            "He may not point out an irregularity that has happened until play is over (Law 43A1(b)). Nobody chooses.",
        ),
    ),
)
HAND_OPTIONS = (
    Option(
        Text("Deklaranın elinden çıkılsın", "Lead from declarer's hand"),
        Text("Deklaran bu löveye kendi elinden çıkar.", "Declarer leads to this trick from his own hand."),
    ),
    Option(
        Text("Yerden çıkılsın", "Lead from dummy"),
        Text("Deklaran bu löveye yerden çıkar.", "Declarer leads to this trick from dummy."),
    ),
)
PREVENT_AFTER_A2 = Ending(
    said=(
        Text(
            "yerinden kalkıp deklaranın elini izleyen yer onu yanlış elden çıkmaktan alıkoydu",
            "dummy, who had left his seat to watch declarer's hand, stopped him leading from the wrong hand",
        ),
        Text(
            "savunmanın kartlarına bakan yer deklaranı çıkış yerde diye uyardı hangi elden çıkılacağını kim seçer",
            "dummy had looked at a defender's cards and then warned declarer that the lead was in dummy; who chooses the hand declarer leads from",
        ),
    ),
    title=Text(
        "Kısıtlamayı çiğnemiş yer, deklaranı yanlış elden çıkışa karşı uyardı",
        "Dummy, having broken a limit, warned declarer not to lead from the wrong hand",
    ),
    now=(
        Text(
            "Yer, Yasa 43A2'deki kısıtlamaları çiğnedikten sonra deklaranı yanlış elden çıkmaması için uyardıysa, defans oyuncularından herhangi biri deklaranın hangi elden çıkacağını seçebilir (Yasa 43B2(a)).",
            "If dummy, after breaking a limit of Law 43A2, warned declarer not to lead from the wrong hand, either defender may choose the hand from which declarer shall lead (Law 43B2(a)).",
        ),
        Text(
            "Yasa 43B2(a) yalnızca yanlış elden çıkış uyarısını düzenler.",
            "Law 43B2(a) covers only a warning against leading from the wrong hand.",
        ),
        PENALTY,
    ),
    chooser=Text(
        "Defans oyuncularından biri: deklaranın çıkacağı eli seçer.",
        "Either defender: he chooses the hand declarer leads from.",
    ),
    facts=(BROKE_A2,),
    laws=("43B2(a)", "43A2", "43B1"),
    director=CALL_NOW,
    options=HAND_OPTIONS,
    # 10C3 is advice on the choice between the hands, not a reason for either of them.
    advice=(
        Text(
            "Hangi elden çıkış deklaranın işine daha az geliyorsa onu seçin (Yasa 10C3).",
            "Pick the hand that suits declarer less (Law 10C3).",
        ),
        Text(
            "Seçeneği, ortağınıza danışmadan siz yapın (Yasa 10C2).",
            "Make the choice without consulting your partner (Law 10C2).",
        ),
    ),
    script=(
        Text(
            "Yer kısıtlamasını çiğnedikten sonra deklaranı yanlış elden çıkışa karşı uyardı (Yasa 43B2(a)). Yer ayrıca yöntemsel ceza alabilir (Yasa 43B1).",
            "Dummy broke a limit and then warned declarer not to lead from the wrong hand (Law 43B2(a)). Dummy is also liable to a procedural penalty (Law 43B1).",
        ),
        Text(
            "Defans oyuncuları, iki seçeneğiniz var: Deklaranın elinden çıkılsın ya da Yerden çıkılsın.",
            "Defenders, you have two options: Lead from declarer's hand, or Lead from dummy.",
        ),
        Text(
            # 10C2 in its own verb (TR "seçimini ortağına danışmadan yapmak zorundadır"; WBF "he must make
            # his selection without consulting partner"); it said "seçsin" (a wish) and the present (audit319).
            "Biriniz seçer; seçimini ortağına danışmadan yapmak zorundadır (Yasa 10C2).",
            "One of you chooses; he must make his selection without consulting partner (Law 10C2).",
        ),
    ),
)

OTHER_DREW = Ending(
    said=(
        Text(
            "oyun sırasında bir usulsüzlüğe kim dikkat çekebilir", "who can point out an irregularity during the play"
        ),
        Text(
            "rakibin hatasını söyledim hakemi çağırmalı mıyım",
            "I pointed out the opponent's irregularity, must I call the Director",
        ),
        Text(
            "deklaran savunmanın hatasına dikkat çekti hakemi kim çağırmalı",
            "declarer drew attention to a defender's irregularity; who should call the Director",
        ),
        Text(
            "savunmada deklaranın bir hatasını gördüm dikkat çekebilir miyim",
            "as a defender I noticed an irregularity by declarer; may I point it out",
        ),
    ),
    title=Text(
        "Usulsüzlüğe deklaran ya da bir defans oyuncusu dikkat çekti",
        "Declarer or a defender drew attention to the irregularity",
    ),
    now=(
        Text(
            "Yasa ile yasaklanmış olmadıkça deklaran ya da bir defans oyuncusu, oyun sırasında olan bir usulsüzlüğe dikkat çekebilir (Yasa 9A2).",
            "Unless the Laws prohibit it, declarer or either defender may draw attention to an irregularity during the play (Law 9A2).",
        ),
        Text(
            "Dikkat çekildikten sonra yer dahil her oyuncu hakemi çağırabilir (Yasa 9B1(b), 43A1(a)).",
            "Once attention has been drawn, any player, dummy included, may call the Director (Laws 9B1(b), 43A1(a)).",
        ),
        DIRECTOR_RULES,
    ),
    chooser=Text(
        # 10C1 in its own verb: TR "hakem mevcut olan tüm seçenekleri açıklayacaktır" (audit287), WBF "the
        # Director shall explain all the options available" (qa291).
        "Hakem onarmayı belirler; yasa bir seçim tanıyorsa seçenekleri açıklayacaktır (Yasa 10C1).",
        "The Director determines the rectification; where the Laws give a choice he shall explain the options (Law 10C1).",
    ),
    laws=("9B1(b)", "9A2", "9B1(a)", "43A1(a)", "10A", "10C1"),
    director=CALL_NOW,
    script=(
        Text(
            "Usulsüzlüğe deklaran ya da bir defans oyuncusu dikkat çekti; yasa ile yasaklanmış olmadıkça buna dikkat çekebilirler (Yasa 9A2). Artık yer de hakemi çağırabilir (Yasa 9B1(b)).",
            "Declarer or a defender drew attention to the irregularity, which, unless prohibited by Law, they may do (Law 9A2). Now dummy too may call the Director (Law 9B1(b)).",
        ),
        Text(
            "Onarmayı hakem belirler (Yasa 10A). Kararı hakem verir.",
            "The Director determines the rectification (Law 10A). The Director decides.",
        ),
    ),
)
DUMMY_DREW = Ending(
    said=(
        Text(
            "yer savunmanın rönonsunu oyun sırasında söyledi", "dummy pointed out a defender's revoke during the play"
        ),
        Text(
            "yer oyun bitmeden bir hataya dikkat çekti",
            "dummy drew attention to an irregularity before the hand was over",
        ),
        Text(
            "yer olarak rakibin hatasını gördüm oyun bitene kadar söyleyemez miyim",
            "as dummy I saw a defender's mistake; must I wait until the play is over to say so",
        ),
        Text("yer savunmanın sırasız çıkışını hemen söyledi", "dummy spoke up at once when a defender led out of turn"),
        Text(
            "kimse bir şey demeden yer hakemi çağırdı",
            "dummy called the Director before anyone had drawn attention to anything",
        ),
        Text("yer oyun bitmeden rönons var dedi", "dummy called out a revoke before the hand was over"),
    ),
    title=Text(
        "Usulsüzlüğe oyun sırasında yer dikkat çekti", "Dummy drew attention to an irregularity during the play"
    ),
    now=(
        NO_ATTENTION,
        Text(
            "Başka bir oyuncu bir usulsüzlüğe dikkat çekmedikçe yer hakemi çağırma girişiminde de bulunmamalıdır (Yasa 43A1(a)).",
            "Nor may dummy start a call for the Director unless another player has drawn attention to an irregularity (Law 43A1(a)).",
        ),
        PENALTY,
        Text(
            "Yasa 43B2 ve 43B3'teki özel kurallar yalnızca yer daha önce Yasa 43A2'deki kısıtlamaları çiğnediyse uygulanır.",
            "The special rules of Laws 43B2 and 43B3 apply only if dummy had already broken a limit of Law 43A2.",
        ),
        Text(
            "Yasalar, usulsüzlüğün bu yüzden düzeltilmeden kalacağını söylemez: " + DIRECTOR_RULES.tr,
            "The Laws do not say that the irregularity then goes unrectified: " + DIRECTOR_RULES.en,
        ),
    ),
    chooser=DIRECTOR_DECIDES,
    facts=(DUMMY_CALLED_THE_DIRECTOR,),
    laws=("43A1(b)", "9A4", "43A1(a)", "43B1", "90A", "9B1(a)", "10A"),
    director=dummy_does_not_start_the_call(CALL_NOW),
    script=(
        Text(
            "Yer, oyun bitmeden bir usulsüzlüğe dikkat çekemez (Yasa 43A1(b)) ve bunun için yöntemsel ceza alabilir (Yasa 43B1).",
            "Dummy may not draw attention to an irregularity before play is over (Law 43A1(b)) and is liable to a procedural penalty for it (Law 43B1).",
        ),
        Text(
            "Yasalar usulsüzlüğün bu yüzden düzeltilmeden kalacağını söylemez. Kararı hakem verir (Yasa 10A).",
            "The Laws do not say the irregularity then goes unrectified. The Director decides (Law 10A).",
        ),
    ),
)
DREW_AFTER_A2_DEFENDER = Ending(
    said=(
        Text(
            "savunmanın kartlarına bakan yer savunmanın hatasını söyledi",
            "dummy had looked at a defender's cards and then pointed out the defender's irregularity",
        ),
        Text(
            "savunmanın elindeki kartlara bakmış olan yer onların hatasını ilk söyleyen oldu",
            "dummy, who had looked at a defender's cards, was the first to point out that side's irregularity",
        ),
        Text(
            "deklaranla elleri değiştiren yer savunmanın sırasız çıktığını söyledi",
            "dummy, who had swapped hands with declarer, pointed out that a defender had led out of turn",
        ),
    ),
    title=Text(
        "Kısıtlamayı çiğnemiş yer, bir defans oyuncusunun usulsüzlüğüne dikkat çekti",
        "Dummy, having broken a limit, drew attention to a defender's irregularity",
    ),
    now=(
        Text(
            "Yer, Yasa 43A2'deki kısıtlamaları çiğnedikten sonra bir defans oyuncusunun usulsüzlüğüne ilk dikkat çeken olursa, o an için onarma uygulanmaz (Yasa 43B3). WBF İngilizcesi ayrıca 'oyun usulsüzlük olmamış gibi sürer' der; resmî Türkçe metinde bu cümle yoktur.",
            "If dummy, after breaking a limit of Law 43A2, is the first to draw attention to a defender's irregularity, there is no immediate rectification (Law 43B3). The WBF English adds 'Play continues as though no irregularity had occurred'; the official Turkish has no such sentence.",
        ),
        Text(
            "Oyun bittiğinde defans tarafı usulsüzlüğünden kazanç sağladıysa hakem yalnızca onun skorunu, bu kazancı ortadan kaldıracak biçimde ayarlar; deklaran tarafı masadaki skoru alır (Yasa 43B3).",
            "At the end of play, if the defending side has gained through its irregularity, the Director adjusts only its score, taking that advantage away; the declaring side keeps the score achieved at the table (Law 43B3).",
        ),
        PENALTY,
    ),
    chooser=Text(
        "Kimse seçmez; hakem oyunun sonunda değerlendirir.",
        "Nobody chooses; the Director reviews it at the end of play.",
    ),
    facts=(BROKE_A2,),
    laws=("43B3", "43A2", "43B1", "43A1(a)"),
    director=dummy_does_not_start_the_call(CALL_AT_END),
    script=(
        Text(
            "Yer kısıtlamasını çiğnedikten sonra bir defans oyuncusunun usulsüzlüğüne ilk dikkat çeken oldu: şimdi onarma yoktur, oyun sürer (Yasa 43B3).",
            "Dummy broke a limit and then was the first to point out a defender's irregularity: there is no rectification now, and play goes on (Law 43B3).",
        ),
        Text(
            "Defans bundan kazanç sağladıysa hakem oyunun sonunda yalnızca defansın skorunu ayarlar; deklaran tarafı masadaki skoru alır. Kimse seçmez.",
            "If the defenders gained from it, at the end of play the Director adjusts only their score; declarer's side keeps the table score. Nobody chooses.",
        ),
    ),
)
DREW_AFTER_A2_DECLARER = Ending(
    said=(
        Text(
            "yer kalkıp deklaranın elini izledi sonra deklaranın hatasını söyledi",
            "dummy watched declarer's play from behind him and pointed out declarer's mistake",
        ),
        Text(
            "deklaranla elleri değiştirmiş olan yer sıra savunmadayken deklaranın çıktığını söyledi",
            "dummy, who had exchanged hands with declarer, said declarer had led when it was the defenders' lead",
        ),
        Text(
            "bir rakibin elini gözetlemiş olan yer sonra deklaranın kendi hatasını söyledi",
            "having peeked into an opponent's hand, dummy then pointed out declarer's own irregularity",
        ),
    ),
    title=Text(
        "Kısıtlamayı çiğnemiş yer, deklaranın usulsüzlüğüne dikkat çekti",
        "Dummy, having broken a limit, drew attention to declarer's irregularity",
    ),
    now=(
        NO_ATTENTION,
        Text(
            "Yasa 43B3 yalnızca bir defans oyuncusunun usulsüzlüğü için; Yasa 43B2 yalnızca deklaranı yanlış elden çıkışa karşı uyarmak ve deklaranın elinden oynadığı kartın rönons olup olmadığını sormak için özel kural koyar.",
            "Law 43B3 sets a special rule only for a defender's irregularity, and Law 43B2 only for a warning against leading from the wrong hand and for asking whether a play from declarer's hand is a revoke.",
        ),
        PENALTY,
        DIRECTOR_RULES,
    ),
    chooser=DIRECTOR_DECIDES,
    facts=(BROKE_A2,),
    laws=("9A4", "43A1(b)", "43B2", "43B3", "43B1", "10A", "43A1(a)"),
    director=dummy_does_not_start_the_call(CALL_NOW),
    script=(
        Text(
            "Yer, oyun bitmeden bir usulsüzlüğe dikkat çekemez (Yasa 43A1(b)) ve yöntemsel ceza alabilir (Yasa 43B1).",
            "Dummy may not draw attention to an irregularity before play is over (Law 43A1(b)) and is liable to a procedural penalty (Law 43B1).",
        ),
        Text(
            "Onarmayı hakem belirler (Yasa 10A). Kararı hakem verir.",
            "The Director determines the rectification (Law 10A). The Director decides.",
        ),
    ),
)
A2_VIOLATION = Ending(
    said=(
        Text("yer yerinden kalkıp deklaranın oyununu izledi", "dummy left his seat to watch declarer play"),
        Text("yer eğilip bir rakibin elini gözetledi", "dummy peeked into an opponent's hand"),
        Text("yer deklaranla ellerini değiştirdi", "dummy and declarer swapped hands"),
        Text(
            "yer olarak ortağım oynarken elini görmek için yanına geçtim",
            "as dummy I went round to see my partner's hand while he played it",
        ),
        Text(
            "yer masadan kalkıp deklaranın omzunun üstünden oyunu izledi",
            "dummy left the table and watched the play over declarer's shoulder",
        ),
        Text(
            "yer ayağa kalkıp defans oyuncusunun kartlarına göz attı", "dummy stood up and glanced at a defender's hand"
        ),
    ),
    title=Text("Yer, yasak bir şey yaptı (Yasa 43A2)", "Dummy did something Law 43A2 forbids"),
    now=(
        Text(
            "Yer deklaranla ellerini değiştiremez, deklaranın oynayışını izlemek için yerinden kalkamaz ve bir defans oyuncusunun elindeki kartın yüzüne bakamaz (Yasa 43A2).",
            "Dummy may not exchange hands with declarer, leave his seat to watch declarer's play, or look at the face of a card in either defender's hand (Law 43A2).",
        ),
        PENALTY,
        Text(
            "Bundan sonra yer deklaranı yanlış elden çıkışa karşı uyarırsa defans oyuncularından herhangi biri deklaranın çıkacağı eli seçebilir (Yasa 43B2(a)).",
            "If dummy after that warns declarer not to lead from the wrong hand, either defender may choose the hand declarer leads from (Law 43B2(a)).",
        ),
        # 43B2(b): TR "elinden oynadığı bir kartın", WBF "a play from declarer's hand": not a card
        # declarer plays from dummy.
        Text(
            "Deklaranın elinden oynadığı kartın rönons olup olmadığını ilk soran o olursa, deklaranın oynadığı kart yasadışıysa deklaran onu doğru kartla değiştirmek zorundadır ve Yasa 64 rönons resmileşmiş gibi uygulanır (Yasa 43B2(b)).",
            "If he is the first to ask declarer whether a play from declarer's hand is a revoke, declarer must substitute a correct card if his play was illegal, and Law 64 then applies as if the revoke had been established (Law 43B2(b)).",
        ),
        Text(
            "Bir defans oyuncusunun usulsüzlüğüne ilk dikkat çeken o olursa, o an onarma yapılmaz; hakem oyunun sonunda yalnızca defansın bu usulsüzlükten sağladığı kazancı alır (Yasa 43B3).",
            "If he is the first to draw attention to a defender's irregularity, there is no immediate rectification; at the end of play the Director takes away only the defenders' gain from it (Law 43B3).",
        ),
        Text(
            "Bir defans oyuncusu da yere elini gösteremez (Yasa 43A3).",
            "A defender, for his part, may not show dummy his hand (Law 43A3).",
        ),
    ),
    chooser=DIRECTOR_DECIDES,
    facts=(BROKE_A2,),
    laws=("43A2(a)", "43A2(b)", "43A2(c)", "43B1", "43B2", "43B2(a)", "43B2(b)", "43B3", "43A3"),
    director=CALL_NOW_NO_CHOICE,
    script=(
        Text(
            "Yer deklaranla elini değiştiremez, oyunu izlemek için yerinden kalkamaz ve defansın kartlarına bakamaz (Yasa 43A2); yöntemsel ceza alabilir (Yasa 43B1).",
            "Dummy may not exchange hands with declarer, leave his seat to watch the play, or look at a defender's cards (Law 43A2); he is liable to a procedural penalty (Law 43B1).",
        ),
        Text(
            "Bundan sonra deklaranı yanlış elden çıkışa karşı uyarırsa, deklaranın elinden oynadığı kartın rönons olup olmadığını ilk soran olursa ya da bir defans oyuncusunun usulsüzlüğüne ilk dikkat çeken olursa Yasa 43B2 ve 43B3'ün özel kuralları uygulanır. Kararı hakem verir.",
            "If he then warns declarer not to lead from the wrong hand, is the first to ask whether a play from declarer's hand is a revoke, or is the first to point out a defender's irregularity, the special rules of Laws 43B2 and 43B3 apply. The Director decides.",
        ),
    ),
)
TOUCHED = Ending(
    said=(
        Text("yer deklarana bir kartı işaret etti", "dummy indicated a card to declarer"),
        Text("yer kendiliğinden bir karta dokundu", "dummy touched a card without being asked"),
        Text(
            "yer deklaranın talimatı olmadan bir karta dokundu",
            "dummy touched one of his cards without declarer's instruction",
        ),
        Text("yer elini bir kartın üstüne koydu", "dummy put his hand on one of his cards"),
        Text("yer kendi başına kart seçip öne çıkardı", "dummy picked out a card on his own"),
        Text("yer bir kartı uzattı deklaran da o kartı oynadı", "dummy held out a card and declarer played it"),
    ),
    title=Text("Yer bir karta dokundu ya da işaret etti", "Dummy touched or indicated a card"),
    now=(
        Text(
            "Yer, eli açıldıktan sonra deklaranın yönergesi olmadan (düzenleme amacı dışında) hiçbir karta dokunamaz ya da işaret edemez (Yasa 45F).",
            "Once his hand is faced, dummy may not touch or indicate any card (except to arrange them) without declarer's instruction (Law 45F).",
        ),
        Text(
            "Yaparsa hakem derhal çağrılmalı ve olay ona bildirilmelidir; oyun sürer (Yasa 45F).",
            "If he does, the Director should be called at once and told what happened; play goes on (Law 45F).",
        ),
        Text(
            "Oyunun sonunda hakem, yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun ile zarara uğradığına karar verirse ayarlı bir skor atar (Yasa 45F).",
            "At the end of play the Director shall award an adjusted score if he considers that dummy suggested a play to declarer and the defenders were damaged by it (Law 45F).",
        ),
        Text(f"{LIMIT_43A1C.tr} {PENALTY.tr}", f"{LIMIT_43A1C.en} {PENALTY.en}"),
    ),
    chooser=Text(
        "Kimse seçmez; hakem oyunun sonunda değerlendirir.",
        "Nobody chooses; the Director reviews it at the end of play.",
    ),
    facts=(DUMMY_SHOWED_A_CARD,),
    laws=("45F", "43A1(c)", "43B1"),
    director=Text(
        "Hemen; oyun sürer, hakem oyunun sonunda değerlendirir (Yasa 45F).",
        "At once; play goes on and the Director reviews it at the end of play (Law 45F).",
    ),
    script=(
        Text(
            "Yer, deklaranın yönergesi olmadan (düzenleme amacı dışında) bir karta dokunamaz ya da işaret edemez (Yasa 45F). Oyun sürer.",
            "Dummy may not touch or indicate a card (except to arrange his cards) without declarer's instruction (Law 45F). Play goes on.",
        ),
        Text(
            "Oyun sonunda hakem, yerin bir oyun önerdiğine ve defansın bundan zarar gördüğüne karar verirse ayarlı skor verir. Kimse seçmez.",
            "At the end of play the Director shall award an adjusted score if dummy suggested a play and the defenders were damaged by it. Nobody chooses.",
        ),
    ),
)

# 43A3 (TR "Defans oyuncusu Yer'e elini gösteremez"; WBF "A defender may not show dummy his hand") is
# a defender's limit, and Law 43 rectifies no breach of it: 43B1 makes dummy liable for "the
# limitations listed in A1 and A2" (TR "A1 ve A2 bentlerinde sayılan kısıtlamaların ihlali halinde"),
# and 43B2 and 43B3 apply only "after his violation of the limitations listed in A2" (TR "A2 bendinde
# sayılan kısıtlamaları ihlal ettikten sonra"). What is left is the Director's general powers: a
# procedural penalty for an offence that "violates correct procedure" (90A, TR "doğru yöntemi ihlal
# eden") and an adjusted score under 12A1, whose two texts differ (its editor's note says how).
DEFENDER_SHOWED = Ending(
    said=(
        Text("defans oyuncusu elini yere gösterdi", "a defender showed his hand to dummy"),
        Text("yer olarak otururken rakibim kartlarını bana gösterdi", "I was dummy and a defender showed me his cards"),
    ),
    title=Text("Bir defans oyuncusu elini yere gösterdi (Yasa 43A3)", "A defender showed dummy his hand (Law 43A3)"),
    now=(
        Text(
            "Defans oyuncusu yere elini gösteremez (Yasa 43A3).", "A defender may not show dummy his hand (Law 43A3)."
        ),
        Text(
            "Yasa 43B bunu onarmaz: 43B1'deki ceza yerin A1 ve A2'deki kısıtlamaları çiğnemesi içindir; 43B2 ve 43B3 de ancak yer kendisi A2'deki bir kısıtlamayı çiğnedikten sonra uygulanır.",
            "Law 43B does not rectify it: its penalty (43B1) is for dummy's own breaches of A1 and A2, and 43B2 and 43B3 apply only after dummy himself has broken a limit of A2.",
        ),
        Text(
            "Hakem, bu yasaların onarmalarına ek olarak doğru yöntemi ihlal eden bir kusurlu davranışı yöntemsel cezayla cezalandırabilir (Yasa 90A).",
            "In addition to the rectifications in these Laws, the Director may assess a procedural penalty for an offence that violates correct procedure (Law 90A).",
        ),
        Text(
            "Yasaların bu ihlalden doğan mağduriyeti gidermekte yetersiz kaldığına hükmederse kusursuz yarışmacı lehine ayarlı skor verebilir (Yasa 12A1); resmî metin Türkçedir, WBF İngilizcesinde ölçüt Yasaların bu tür ihlal için hiçbir onarma öngörmemesidir.",
            "If he judges that the Laws are inadequate to redress the damage from this violation, he may award the non-offending contestant an adjusted score (Law 12A1); the Turkish is the official text, and in the WBF English the test is that the Laws prescribe no rectification for this type of violation.",
        ),
    ),
    chooser=Text("Kimse seçmez; hakem karar verir.", "Nobody chooses; the Director decides."),
    laws=("43A3", "43B", "43B1", "90A", "12A1", "9A2", "9B1(a)", "9A4"),
    director=Text(
        "Deklaran (ya da bir defans oyuncusu) buna dikkat çekebilir ve hakem hemen çağrılmalıdır (Yasa 9A2, 9B1(a)); yer, elin oynanması bitmeden dikkat çekemez (Yasa 9A4).",
        "Declarer (or either defender) may draw attention to it, and the Director should then be summoned at once (Laws 9A2, 9B1(a)); dummy may not draw attention to it before play of the hand is over (Law 9A4).",
    ),
    script=(
        Text(
            "Defans oyuncusu yere elini gösteremez (Yasa 43A3). Yasa 43B'nin cezası ve özel kuralları yalnızca yerin kendi ihlallerinden sonra uygulanır (Yasa 43B1).",
            "A defender may not show dummy his hand (Law 43A3). Law 43B's penalty and special rules follow only dummy's own breaches (Law 43B1).",
        ),
        Text(
            "Hakem yöntemsel ceza verebilir (Yasa 90A) ve Yasaların zararı gidermekte yetersiz kaldığına hükmederse kusursuz yarışmacı lehine ayarlı skor verebilir (Yasa 12A1). Kimse seçmez; hakem karar verir.",
            "The Director may assess a procedural penalty (Law 90A) and, if he judges the Laws inadequate to redress the damage, award the non-offending contestant an adjusted score (Law 12A1). Nobody chooses; the Director decides.",
        ),
    ),
)

A2_QUESTION = Text(
    "Yer bundan önce Yasa 43A2'deki kısıtlamalardan birini çiğnemiş miydi?",
    "Had dummy already broken one of the limits of Law 43A2?",
)
A2_HINT = Text(
    "Yasa 43A2: yer deklaranla ellerini değiştiremez, deklaranın oynayışını izlemek için yerinden kalkamaz, bir defans oyuncusunun elindeki kartın yüzüne bakamaz. Yasa 43B2 ve 43B3 yalnızca bundan sonra uygulanır.",
    "Law 43A2: dummy may not exchange hands with declarer, leave his seat to watch declarer's play, or look at a defender's cards. Laws 43B2 and 43B3 apply only after such a violation.",
)


def _after_a2(no: Ending | Step, yes: Ending | Step) -> Step:
    return Step(
        A2_QUESTION,
        (
            Choice("no-a2-violation", Text("Hayır", "No"), no),
            Choice(
                "after-a2-violation",
                Text(
                    "Evet (ör. deklaranın elini görmek için yerinden kalktı)",
                    "Yes (e.g. he left his seat to look at declarer's hand)",
                ),
                yes,
            ),
        ),
        A2_HINT,
    )


SITUATION = Situation(
    slug="dummy-rights",
    title=Text("Yerin hakları ve sınırları", "Dummy's rights and limits"),
    summary=Text(
        "Yer ne yapabilir, ne yapamaz: deklarana soru sormak, usulsüzlüğü önlemeye çalışmak, oyun sırasında bir usulsüzlüğe dikkat çekmek, bir karta dokunmak; bir defans oyuncusu ona elini gösterirse.",
        "What dummy may and may not do: ask declarer a question, try to prevent an irregularity, point out an irregularity during the play, touch a card; and when a defender shows him his hand.",
    ),
    start=Step(
        Text("Yer ne yaptı ya da ne yapmak istiyor?", "What did dummy do, or want to do?"),
        (
            Choice("rights", Text("Ne yapabileceğini soruyor", "He asks what he may do"), RIGHTS),
            Choice(
                "asked-revoke",
                Text(
                    "Deklaran çıkılan rengi oynamayınca, o renkten kartı olup olmadığını sordu",
                    "When declarer showed out of the suit led, he asked whether declarer has a card of it",
                ),
                _after_a2(ASK, ASK_AFTER_A2),
            ),
            Choice(
                "prevent",
                Text(
                    "Bir usulsüzlüğü önlemeye çalıştı (ör. deklaranı yanlış elden çıkmaması için uyardı)",
                    "He tried to prevent an irregularity (e.g. warned declarer not to lead from the wrong hand)",
                ),
                _after_a2(PREVENT, PREVENT_AFTER_A2),
            ),
            Choice(
                "irregularity",
                Text(
                    "Oyun sırasında bir usulsüzlük oldu (bir rönons, yanlış elden bir çıkış...)",
                    "An irregularity happened during the play (a revoke, a lead from the wrong hand...)",
                ),
                Step(
                    Text("Usulsüzlüğe kim dikkat çekti?", "Who drew attention to the irregularity?"),
                    (
                        Choice(
                            "declarer-or-defender",
                            Text("Deklaran ya da bir defans oyuncusu", "Declarer or a defender"),
                            OTHER_DREW,
                        ),
                        Choice(
                            "dummy",
                            Text("Yer", "Dummy"),
                            _after_a2(
                                DUMMY_DREW,
                                Step(
                                    Text("Usulsüzlüğü kim yapmıştı?", "Whose irregularity was it?"),
                                    (
                                        Choice(
                                            "defender",
                                            Text("Bir defans oyuncusu", "A defender's"),
                                            DREW_AFTER_A2_DEFENDER,
                                        ),
                                        Choice("declarer", Text("Deklaran", "Declarer's"), DREW_AFTER_A2_DECLARER),
                                    ),
                                ),
                            ),
                        ),
                    ),
                    Text(
                        "Yer, elin oynanması bitmeden bir usulsüzlüğe dikkat çekemez (Yasa 9A4). " + SEE_20F5.tr,
                        "Dummy may not draw attention to an irregularity until play of the hand is over (Law 9A4). "
                        + SEE_20F5.en,
                    ),
                ),
            ),
            Choice(
                "broke-a-limit",
                Text(
                    "Deklaranın elini görmek için yerinden kalktı, bir defans oyuncusunun kartına baktı ya da deklaranla elini değiştirdi",
                    "He left his seat to watch declarer's hand, looked at a defender's card, or exchanged hands with declarer",
                ),
                A2_VIOLATION,
            ),
            Choice(
                "touched-card",
                Text(
                    "Deklaran söylemeden yerdeki bir karta dokundu ya da bir kartı işaret etti",
                    "He touched or pointed to a card in dummy without declarer's instruction",
                ),
                TOUCHED,
            ),
            Choice(
                "defender-showed-hand",
                Text("Bir defans oyuncusu elini yere gösterdi", "A defender showed his hand to dummy"),
                DEFENDER_SHOWED,
            ),
        ),
    ),
)
