"""Asking questions about calls and a review of the auction (Laws 20, 41B, 41C, 16B1, 40B2):
when a player may ask for an explanation of the opponents' calls or have the auction restated
(during the auction, after the final pass, during the play), who answers, what the question and
its answer tell partner, and what the side that answers must do (40B5(a), 20F4, 20F5, 75A).

Written from the Laws' text. The consequences of a wrong explanation are the misinformation guide's
(Laws 21, 47E, 75), and information from partner the hesitation guide's (Law 16B): this guide
points to them rather than repeating them.

Turkish and WBF texts read side by side for every sentence; they agree on the paragraphs used here
(20A-20G, 40B2(b), 40B2(c), 40B5(a), 41B, 41C, 42B1, 43A1(c), 73B1, 75A) but where named here and
beside the sentences (20F4(a) and 47E1 too, each with its editor's note). (73B1's Turkish
names the questions "rakiplere sorulan" (asked of the opponents), the WBF's "questions asked or not
asked" does not say of whom; the advice that cites it is of questions to the opponents.) Law 75B2 differs on a
correction found during the play (Turkish "oyun içinde ise, hemen", WBF "during the play, if
discovered later"): the answering ending says both call for a correction in the play, the Turkish's
"at once", and names the difference. Law 47E2(a), cited in the defender's advice, allows a
retraction only if no card was played "to that trick" in the Turkish ("o löveye"), after it at all in
the WBF English; the advice follows the Turkish and says so. The dummy Ending cites 43A1(a) in the
WBF's "may not" for the Turkish's ungraded "bulunmamalıdır" (eng337), as its editor's note, quoted beside it, says.
"""

from __future__ import annotations

from ..guide import Choice, Ending, Fact, Option, Situation, Step, Text

# The facts that tell this guide's Endings apart (situations.guide.Fact), read in both texts.
# 20A (TR "Açıkça Anlaşılamayan Konuşma. Bir oyuncu hangi konuşmanın yapıldığı ile ilgili tereddütte
# ise hemen açıklık getirilmesini talep edebilir"; WBF "Call Not Clearly Recognized. A player may
# require clarification forthwith if he is in doubt what call has been made"): the player did not
# hear, or is unsure, which call was made; not what it means (20F).
CALL_NOT_CLEAR = Fact(
    ("duyamadı*", "duymadı*", "duyulmadı*", "net duyama*", "hangi konuşmayı yaptığını duy*"),
    (
        "could not hear",
        "couldn't hear",
        "did not hear",
        "didn't hear",
        "misheard",
        "did not catch",
        "didn't catch",
        "in doubt what call",
        "not sure what call",
    ),
    ("20A",),
)
# 20F1 (TR): "rakiplerinin artırımlarının açıklamasını isteyebilir ... yapılmış konuşmalara ek
# olarak, ilintili olup da yapılmamış olası konuşmalar hakkında ve ortaklık anlaşmalarına bağlı
# olarak varılan çıkarımlar konusunda da bilgi alma hakkı vardır"; (WBF) "He is entitled to know
# about calls actually made, about relevant alternative calls available that were not made, and
# about inferences from the choice of action where these are matters of partnership understanding".
ENTITLED = Text(
    "Yapılan konuşmaları, yapılabilecekken yapılmamış ilintili konuşmaları ve ortaklık anlaşmasına dayanan çıkarımları öğrenme hakkınız vardır (Yasa 20F1).",
    "You are entitled to know about the calls actually made, about relevant alternative calls that were not made, and about inferences from the choice of action where these are matters of partnership understanding (Law 20F1).",
)
# 20F1 (TR): "Hakemin aksi yönde bir talimatı hariç, sorular, söz konusu konuşmayı yapan oyuncunun
# ortağı tarafından yanıtlanmalıdır"; (WBF) "Except on the instruction of the Director, replies
# should be given by the partner of the player who made the call in question". 20F2: "eylemi
# açıklanan oyuncunun ortağı tarafından verilmelidir" / "should be given ... by the partner of the
# player whose action is explained". Both say "should" ("-malıdır"), not that it is so (qa153).
WHO_ANSWERS = Text(
    "Hakem aksini söylemedikçe soruyu, açıklanan konuşmayı yapan oyuncunun ortağı yanıtlamalıdır (Yasa 20F1, 20F2).",
    "Except on the Director's instruction, replies should be given by the partner of the player whose call is explained (Laws 20F1, 20F2).",
)
# On the Ending of the side asked, the question may be declarer's about the defenders' card play
# understandings (20F2, TR "deklaran, defans oyuncularının konuşmalarının veya kart oyunu anlaşmalarının
# açıklanmasını isteyebilir"; WBF "declarer may request an explanation of a defender's call or card play
# understandings"), and 20F2 has the reply given by the partner of the player whose "action" ("eylemi") is
# explained: there "call" alone would narrow it. "Konuşması ya da oyunu" / "call or play", as 40B5(a) says
# it on the same Ending (qa267). The askers' Endings keep WHO_ANSWERS: what they may ask about is calls.
WHO_ANSWERS_CALL_OR_PLAY = Text(
    "Hakem aksini söylemedikçe soruyu, konuşması ya da oyunu açıklanan oyuncunun ortağı yanıtlamalıdır (Yasa 20F1, 20F2).",
    "Except on the Director's instruction, replies should be given by the partner of the player whose call or play is explained (Laws 20F1, 20F2).",
)
# 20F3 (TR): "bir oyuncu tek bir konuşmaya ilişkin soru sorabilir ancak bu durumda Yasa 16B1
# uygulanabilir"; (WBF) "a player may ask concerning a single call but Law 16B1 may apply".
SINGLE_CALL = Text(
    "Tek bir konuşmayı da sorabilirsiniz, ancak bu durumda Yasa 16B1 uygulanabilir (Yasa 20F3).",
    "You may ask about a single call, but Law 16B1 may apply (Law 20F3).",
)
# 16B1 (TR): "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret edebilecek her türlü dış
# bilgi izinsizdir. Buna, söz, soru, bir soruya yanıt ... dahildir"; (WBF) "Any extraneous
# information from partner that might suggest a call or play is unauthorized. This includes
# remarks, questions, replies to questions". The Turkish in the official words ("belli bir ... işaret
# edebilecek her türlü", as the hesitation and extraneous-information guides say it), not the WBF's
# "suggest" put back into Turkish ("düşündürebilecek"; qa176).
QUESTION_IS_UI = Text(
    "Ortaktan gelen ve belli bir konuşma ya da oyuna işaret edebilecek her türlü dış bilgi izinsizdir; buna soru ve bir soruya verilen yanıt da dahildir (Yasa 16B1). Bunun sonuçları 'Duraksama ya da izinsiz bilgi' rehberindedir.",
    "Any extraneous information from partner that might suggest a call or play is unauthorised; this includes questions and replies to questions (Law 16B1). What follows from it is in the guide 'A hesitation or unauthorised information'.",
)
# 20G1/20G2 (TR): "tek amacı ortağının yararlanması olan bir soru soramaz" / "tek amacı bir rakipten
# yanlış bir cevap almak olan bir soru soramaz"; (WBF) "if his sole purpose is to benefit partner" /
# "to elicit an incorrect response from an opponent".
IMPROPER = Text(
    "Tek amacı ortağınıza yarar sağlamak ya da rakipten yanlış bir yanıt almak olan bir soru soramazsınız (Yasa 20G1, 20G2).",
    "You may not ask a question whose sole purpose is to benefit partner, or to elicit an incorrect response from an opponent (Laws 20G1, 20G2).",
)
# 40B2(c) (TR): "Yetkili Federasyon aksine karar almadıkça, bir oyuncu rakiplerin konvansiyon kartını
# ... inceleyebilir: (i) Artırım başlamadan önce, (ii) Belirginleştirme Süreci esnasında, (iii)
# Artırım ve oyun sürecinde, sadece konuşma veya oynama sırası kendisindeyken"; (WBF) "Unless the
# Regulating Authority provides otherwise a player may consult his opponent's system card: (i.)
# prior to the commencement of the auction, (ii.) during the Clarification Period, (iii.) during the
# auction and during the play but only at his turn to call or play". Both texts go on: TR "(iv) Bir
# rakibin Yasa 20F çerçevesinde istemiş olduğu bir açıklama üzerine, ortağının konuşma veya oyun
# tarzının önemini doğru bir şekilde açıklamak amacıyla"; WBF "(iv.) following an opponent's request
# for an explanation, pursuant to Law 20F, for the purpose of correctly explaining the significance
# of his partner's call or play".
OPPONENTS_CARD = Text(
    "Yetkili Federasyon aksine karar vermedikçe rakiplerin konvansiyon kartına artırım başlamadan önce, Açıklama Evresi'nde, artırımla oyun sırasında yalnızca konuşma ya da oynama sırası sizdeyken ve bir rakibin Yasa 20F çerçevesinde istediği bir açıklama üzerine, ortağınızın konuşmasının ya da oyununun anlamını doğru açıklamak amacıyla bakabilirsiniz (Yasa 40B2(c)).",
    "Unless the Regulating Authority provides otherwise, you may consult the opponents' system card before the auction begins, during the Clarification Period, during the auction and play only at your own turn to call or play, and following an opponent's request for an explanation under Law 20F, to explain correctly the significance of your partner's call or play (Law 40B2(c)).",
)
# 20F6 (TR): "Hakem, bir oyuncunun rakibi tarafından kendisine verilen yanlış bilgiye dayanarak bir
# tavır aldığına kanaat getirmesi durumunda, Yasa 21 veya Yasa 47E'den masadaki duruma uygun olanı
# uygulanmalıdır"; (WBF) "If the Director judges that a player has based an action on misinformation
# given to him by an opponent see, as appropriate, Law 21 or Law 47E." It is the Director's judgement.
# The Turkish in the official obligation, "uygulanmalıdır" (it said "uygular"; audit313); the WBF has no
# verb of its own there ("see, as appropriate"), so the English describes: "he applies".
MISINFORMATION = Text(
    "Yanıt yanlış ya da eksik çıkarsa ve hakem bir konuşmanızı ya da oyununuzu bu yanlış bilgiye dayanarak yaptığınıza kanaat getirirse, Yasa 21'den ya da Yasa 47E'den masadaki duruma uygun olanı uygulanmalıdır (Yasa 20F6): 'Yanlış bilgi (hatalı açıklama)' rehberine bakın.",
    "If the reply turns out wrong or incomplete and the Director judges that you based a call or play on that misinformation, he applies Law 21 or Law 47E, whichever fits the table (Law 20F6): see the guide 'Misinformation (a wrong explanation)'.",
)
# 41B (TR): "Deklaran veya her bir defans oyuncusu, bir kart oynama sırası ilk kendilerine geldiğinde,
# artırımın tekrar edilmesini isteyebilir; bu hak oyuncu bir kart oynadığında sonra erer"; (WBF)
# "Declarer or either defender may, at his first turn to play a card, require a review of the
# auction; this right expires when he plays a card." 20C2: no partial restatement, no halting it.
FIRST_TURN_REVIEW = Text(
    "Artırımın tamamının tekrarını ilk kart oynama sıranızda isteyebilirsiniz; bu hak bir kart oynadığınızda sona erer. Kısmi tekrar isteyemez, tekrarı tamamlanmadan kesemezsiniz (Yasa 41B, 20C2).",
    "You may require all previous calls to be restated at your first turn to play a card; this right expires when you play a card. You may not ask for only a partial restatement, nor halt the review (Laws 41B, 20C2).",
)
# 41C (TR): "Konuşmaların tekrarlatılmasının zamanı geçtikten sonra ... oynama sırası kendisinde iken,
# kontratın ne olduğunun ve kontr veya sürkontr atılıp atılmadığının kendisine bildirilmesi hakkına
# sahiptir ancak bu oyuncu, kontr veya sürkontru kimin attığını soramaz"; (WBF) "After it is too late
# to have previous calls restated ... at his own turn to play, is entitled to be informed as to what
# the contract is and whether, but not by whom, it was doubled or redoubled".
AFTER_REVIEW = Text(
    "Tekrarın zamanı geçtikten sonra, oynama sıranız geldiğinde kontratın ne olduğunu ve kontr ya da sürkontr edilip edilmediğini öğrenebilirsiniz; kimin kontr ya da sürkontr ettiğini soramazsınız (Yasa 41C).",
    "After it is too late to have the calls restated, at your own turn to play you are entitled to be told what the contract is and whether, but not by whom, it was doubled or redoubled (Law 41C).",
)
# 20F5(b) (TR): "Oyuncu ilk yasal fırsatta ki bu yasal fırsat; (i) bir defans oyuncusu için oyun
# sonu, ve (ii) deklaran ya da yer için artırmanın son pasından sonradır ... hakem çağırmalıdır";
# (WBF) "(i) for a defender, at the end of the play. (ii) for declarer or dummy, after the final pass
# of the auction". 20F5(a): not during the auction, nor by manner. "Then", not "now": the dummy Ending
# shows it during the play too (DUMMY_NO_CALL_IN_PLAY, below).
PARTNER_MISEXPLAINED_DECLARING = Text(
    "Ortağınız artırımda sizin konuşmanızı yanlış açıkladıysa, deklaran ya da yer olarak ilk yasal fırsatınız son pastan sonradır: o zaman hakemi çağırıp rakiplere, kendi görüşünüze göre ortağınızın açıklamasının yanlış olduğunu söylemelisiniz (Yasa 20F5(b), 75B3).",
    "If your partner misexplained your call during the auction, your first legal opportunity as declarer or dummy is after the final pass: then you must call the Director and tell the opponents that, in your opinion, partner's explanation was wrong (Laws 20F5(b), 75B3).",
)
# The dummy Ending is reached before the lead is faced (the presumed dummy) and during the play, so
# the sentence says when 20F5(b)(ii) puts the chance ("after the final pass": "then"), not "now":
# during the play 43A1(a) (TR "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe, yer oyun
# esnasında hakem çağırma girişiminde bulunmamalıdır"; WBF "Dummy may not initiate a call for the
# Director during play unless another player has drawn attention to an irregularity"; our English says
# the WBF's "may not" for the ungraded "-malıdır", eng337) is against dummy's calling the Director. What a
# dummy who let the chance pass must do neither text says, so neither do we (qa153). 43A1(a) is the
# dummy Ending's advice: in what happens now its words ("dummy", "call for the Director") drew a
# story of 42A1's ("as dummy can I explain the law to the Director") to the Ending in the search
# (docs/benchmarks.md, Session 82 (qa153)).
DUMMY_NO_CALL_IN_PLAY = Text(
    "Oyun sırasında yer, usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe hakem çağırma girişiminde bulunmamalıdır (Yasa 43A1(a)).",
    "During play, dummy may not initiate a call for the Director unless another player has drawn attention to an irregularity (Law 43A1(a)).",
)
# 20F5(a) (TR): "hatayı artırım sürecinde düzeltemez veya bir yanlış yapıldığını tavır veya davranış
# şekli ile ima edemez"; (WBF) "may not correct the error during the auction period nor may he
# indicate in any manner that a mistake has been made". 20F5(b)(i): the first legal opportunity of a
# defender is the end of the play. Neither text says more about the play itself, so neither do we.
# "Must" ("hakem çağırmalıdır" / "must call the Director"): a duty, not what happens (qa153). The
# answering Ending says it "söylemek zorundasınız": with "söylemelisiniz" there, a tuning question on
# 20F5 ("rakiplere ne zaman söylemeliyim") left the first ten (docs/benchmarks.md, Session 82 (qa153)).
# Whom he informs and what (TR "Kendi görüşüne göre ortağının açıklamasının hatalı olduğu ile ilgili
# rakiplerini bilgilendirerek hakem çağırmalıdır"; WBF "must call the Director and inform his opponents
# that, in his opinion, his partner's explanation was erroneous"): the sentence said "bunu söylemelisiniz"
# / "say so" without the opponents, as the declaring side's sentence above says them (search255; qa248
# measured it, docs/benchmarks.md, Session 91 (search255)).
PARTNER_MISEXPLAINED_DEFENDER = Text(
    "Ortağınız artırımda sizin konuşmanızı yanlış açıkladıysa, defans oyuncusu olarak ancak oyun bitince hakemi çağırıp rakiplere, kendi görüşünüze göre ortağınızın açıklamasının yanlış olduğunu söylemelisiniz (Yasa 20F5(b)); artırım sürecinde hatayı düzeltemez, bir yanlış yapıldığını tavır veya davranışla ima edemezsiniz (Yasa 20F5(a)).",
    "If your partner misexplained your call during the auction, as a defender you must call the Director and tell the opponents that, in your opinion, partner's explanation was wrong, but only at the end of the play (Law 20F5(b)); during the auction period you may not correct the error nor indicate in any manner that a mistake has been made (Law 20F5(a)).",
)
# 20F4(a): TR "Bir oyuncu, artırım esnasında yapmış olduğu açıklamanın yanlış ya da eksik olduğunu fark
# ederse" (the explanation given during the auction), WBF "If a player realizes during the auction that
# his own explanation was erroneous" (the realising during the auction): the guide follows the
# official Turkish and says the WBF differs (the editor's note on 20F4(a); qa93). Then TR
# "Belirginleştirme Süreci'nin bitiminden önce hakemi çağırmalı ve hatalı açıklamasını
# düzeltmelidir"; (WBF) "he must summon the Director before the end of the Clarification Period and
# correct the misexplanation". 75B2 agrees: before the opening lead is faced.
OWN_MISEXPLANATION = Text(
    "Artırımda kendi verdiğiniz açıklamanın yanlış ya da eksik olduğunu fark ettiyseniz, Açıklama Evresi bitmeden (atak kartının yüzü açılmadan) hakemi çağırıp düzeltmelisiniz (Yasa 20F4(a), 75B2). Resmî metin Türkçedir; WBF İngilizcesi bu noktada farklıdır (Yasa 20F4(a), editörün notu).",
    "If you realise that an explanation you gave during the auction was wrong or incomplete, you must call the Director and correct it before the end of the Clarification Period, before the opening lead is faced (Laws 20F4(a), 75B2). The Turkish is the official text; in the WBF English it is the realising that falls during the auction.",
)
# 75B2 (TR): "Bir oyuncu kendi hatasının farkına varırsa, atak kartı açılmadan önce (veya oyun içinde
# ise, hemen) Hakemi çağırmalı ve hatasını düzeltmelidir"; (WBF) "he must summon the Director before
# the opening lead is faced (or during the play, if discovered later), and then provide a correction".
# 20F4(a) points there too: "(Kart oyunu esnasındaki düzeltmeler için bkz. Yasa 75B2.)" / "(For a
# correction during the play period, see Law 75B2.)". Without it the Clarification Period read as a
# deadline past which a player who finds his mistake in the play need do nothing.
OWN_MISEXPLANATION_IN_PLAY = Text(
    "Hatanızı ancak oyun sırasında fark ederseniz hakemi hemen çağırıp düzeltmelisiniz (Yasa 75B2). Resmî metin Türkçedir: Türkçe 75B2 'oyun içinde ise, hemen' der; WBF İngilizcesi 'sonradan fark edilirse oyun sırasında' (⁅during the play, if discovered later⁆) der.",
    "If you become aware of your mistake only during the play, you must call the Director and correct it immediately (Law 75B2). The Turkish is the official text: its 75B2 says 'if during the play, immediately'; the WBF English says 'during the play, if discovered later'.",
)
# 9B1(a) (TR): "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır"; (WBF) "The Director should
# be summoned at once when attention is drawn to an irregularity": "should", not "is" (qa153).
NO_DIRECTOR_NEEDED = Text(
    "Soru sormak için hakem gerekmez. Bir usulsüzlüğe dikkat çekildiğinde (yanlış bir yanıt, kurala aykırı bir soru) hakem hemen çağrılmalıdır (Yasa 9B1(a)).",
    "Asking needs no Director. When attention is drawn to an irregularity (a wrong reply, an improper question), the Director should be summoned at once (Law 9B1(a)).",
)

# 20F1 (TR): "Artırım sırasında ve sonuncu pastan önce, herhangi bir oyuncu, konuşma sırası kendisine
# geldiğinde, rakiplerinin artırımlarının açıklamasını isteyebilir" with footnote 7 "Yasa gereği pas
# geçmek zorunda olmamak kaydıyla"; (WBF) "During the auction and before the final pass any player
# may request, at his own turn to call, an explanation of the opponents' auction", footnote 7
# "Unless that player is required by law to pass". "Soruyu soran oyuncunun ortağı konuşma ya da oyun
# sırası kendisine gelmeden önce ek bir soru soramaz" / "The partner of a player who asks a question
# may not ask a supplementary question until his turn to call or play".
WHOLE = Text("Tüm artırımı sorun", "Ask about the whole auction")
SINGLE = Text("Tek bir konuşmayı sorun", "Ask about a single call")
AUCTION_EXPLANATION = Ending(
    said=(
        Text(
            "artırımda rakibin deklaresinin ne anlama geldiğini sorabilir miyim",
            "can I ask what the opponent's bid means during the bidding",
        ),
        Text(
            "konuşma sırası bende, rakiplerin deklaresinin ne demek olduğunu sordum",
            "at my turn to call I asked what the opponents' bids mean",
        ),
        Text(
            "rakiplerin bir deklaresini tek başına sorabilir miyim",
            "may I ask about one call rather than the whole auction",
        ),
        Text(
            "sıram gelmeden rakibin konuşmasını sordum", "I asked about an opponent's bid before it was my turn to call"
        ),
        Text(
            "konuşma sırası bende değilken açıklama istedim",
            "I asked for an explanation when it was not my turn to call",
        ),
        Text(
            "rakip alert edilen deklareyi sordu ortağı da araya girip ek soru sordu",
            "after an opponent asked about our alert his partner chipped in with a question of his own",
        ),
    ),
    title=Text("Artırım sırasında bir konuşmanın anlamını sormak", "Asking what a call means during the auction"),
    now=(
        Text(
            "Artırım sırasında, son pastan önce, konuşma sıranız geldiğinde rakiplerin artırımının açıklamasını isteyebilirsiniz; yasa gereği pas geçmek zorundaysanız isteyemezsiniz (Yasa 20F1).",
            "During the auction, before the final pass, you may ask at your own turn to call for an explanation of the opponents' auction, unless you are required by law to pass (Law 20F1).",
        ),
        ENTITLED,
        WHO_ANSWERS,
        Text(
            "Ortağınız, kendi konuşma ya da oynama sırası gelmeden ek bir soru soramaz (Yasa 20F1).",
            "Your partner may not ask a supplementary question until his own turn to call or play (Law 20F1).",
        ),
        QUESTION_IS_UI,
        IMPROPER,
        Text(
            "Hangi konuşmanın yapıldığından emin değilseniz hemen açıklık getirilmesini isteyebilirsiniz (Yasa 20A).",
            "If you are in doubt what call has been made, you may require clarification forthwith (Law 20A).",
        ),
    ),
    chooser=Text(
        "Soran oyuncu (neyi soracağını); yanıtı, konuşmayı yapanın ortağı verir.",
        "The player who asks (what to ask); the partner of the player who made the call replies.",
    ),
    laws=("20F1", "20F3", "20A", "16B1", "20G1", "20G2", "40B2(c)", "20F6"),
    director=NO_DIRECTOR_NEEDED,
    options=(
        Option(
            WHOLE,
            Text(
                "Sıranız geldiğinde rakiplerin artırımının açıklamasını istersiniz (Yasa 20F1).",
                "At your turn you ask for an explanation of the opponents' auction (Law 20F1).",
            ),
            pros=(ENTITLED,),
            # 16B1's "reply to a question" is one from partner; the reply here is an opponent's (20F1),
            # so the con names the question only, in 16B1's official Turkish words (qa176).
            cons=(
                Text(
                    "Sorunuz ortağınıza yine de belli bir konuşma ya da oyuna işaret edebilir; o zaman bu onun için izinsiz bilgidir (Yasa 16B1).",
                    "Your question may still suggest a call or play to your partner; then it is unauthorised information for him (Law 16B1).",
                ),
            ),
        ),
        Option(
            SINGLE,
            Text(
                "Yalnızca bir konuşmanın anlamını sorarsınız (Yasa 20F3).",
                "You ask only what one call means (Law 20F3).",
            ),
            pros=(
                Text(
                    "Yasa buna açıkça izin verir (Yasa 20F3).",
                    "The Law expressly allows it (Law 20F3).",
                ),
            ),
            cons=(
                Text(
                    "Yasa bu durumda Yasa 16B1'in uygulanabileceğini ayrıca söyler: hangi konuşmayı sorduğunuz ortağınıza belli bir konuşma ya da oyuna işaret edebilir (Yasa 20F3, 16B1).",
                    "The Law adds that Law 16B1 may then apply: which call you ask about may suggest a call or play to your partner (Laws 20F3, 16B1).",
                ),
            ),
        ),
    ),
    advice=(OPPONENTS_CARD, MISINFORMATION),
    script=(
        Text(
            "Konuşma sıranız geldiğinde, yasa gereği pas geçmek zorunda değilseniz rakiplerin artırımının açıklamasını isteyebilirsiniz (Yasa 20F1).",
            "At your own turn to call, unless you are required to pass, you may ask for an explanation of the opponents' auction (Law 20F1).",
        ),
        Text(
            "Hakemin aksi yönde bir talimatı hariç, yanıtı konuşmayı yapan oyuncunun ortağı vermelidir; ortağınız ek soruyu ancak kendi sırasında sorabilir (Yasa 20F1).",
            "Except on the Director's instruction, the partner of the player who made the call should reply; your partner may ask a supplementary question only at his own turn (Law 20F1).",
        ),
        Text(
            f"İki seçeneğiniz var: {WHOLE.tr} ya da {SINGLE.tr}; tek bir konuşmayı sorarsanız Yasa 16B1 uygulanabilir (Yasa 20F3).",
            f"You have two options: {WHOLE.en}, or {SINGLE.en}; if you ask about a single call, Law 16B1 may apply (Law 20F3).",
        ),
        Text("Hangisini soracağınızı siz seçersiniz.", "The choice of what to ask is yours."),
    ),
    # Asking at one's own turn is a right (20F1), not the rectification of an irregularity: 9B2
    # stands under 9B "Bir Usulsüzlüğe Dikkat Çekildikten Sonra" / "After Attention Is Drawn to an
    # Irregularity" (TR "Hakem usulsüzlüğün düzeltilmesi ... konusundaki tüm olası durumları
    # açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır"; WBF "No player shall
    # take any action until the Director has explained all matters in regard to rectification"), and
    # 10C1 is for "an option after an irregularity" (TR "bir usulsüzlükten sonra seçim olanağı").
    options_after_irregularity=False,
)

# 20B (TR): "Artırım süreci sırasında, bir oyuncu konuşma sırası kendisine geldiğinde, yasa gereği pas
# geçmesi gereken oyunculardan değil ise önceki tüm konuşmaların tekrarlanmasını isteme hakkına
# sahiptir. Talebe cevap verirken alertler de yinelemeye dahil edilmelidir. Bir oyuncu ... kısmi
# tekrar yapılmasını talep edemez ve tamamlanmadan önce tekrarı yarıda kesemez"; (WBF) "During the
# auction period, a player is entitled to have all previous calls restated when it is his turn to
# call, unless he is required by law to pass. Alerts should be included ... may not ask for a
# partial review ... and may not halt the review before it is completed."
AUCTION_REVIEW = Ending(
    said=(
        Text(
            "artırım sürerken konuşmaları baştan tekrar ettirmek istiyorum",
            "during the auction I want all the calls so far repeated to me",
        ),
        Text(
            "konuşma sırası bende, artırımı baştan tekrarlar mısınız dedim",
            "at my turn to call I asked for the whole auction to be repeated",
        ),
        Text(
            "soldaki oyuncunun hangi konuşmayı yaptığını duyamadım, açıklık getirilmesini isteyebilir miyim",
            "I did not hear which call my opponent made; may I ask him to make it clear",
        ),
    ),
    title=Text("Artırım sırasında artırımın tekrarını istemek", "A review of the auction during the auction"),
    now=(
        Text(
            "Artırım sürecinde, konuşma sıranız geldiğinde ve yasa gereği pas geçmek zorunda değilseniz önceki bütün konuşmaların tekrarlanmasını isteyebilirsiniz (Yasa 20B).",
            "During the auction period, when it is your turn to call and unless you are required by law to pass, you are entitled to have all previous calls restated (Law 20B).",
        ),
        Text(
            "Yanıt verilirken alertler de tekrara dahil edilmelidir. Kısmi tekrar isteyemez, tekrarı tamamlanmadan kesemezsiniz (Yasa 20B).",
            "Alerts should be included in the reply. You may not ask for a partial review, nor halt the review before it is completed (Law 20B).",
        ),
        # 20D (TR): "Konuşmaların tekrarlanması talebi yalnızca bir rakip oyuncu tarafından
        # cevaplandırılabilir"; (WBF) "shall be responded to only by an opponent". Each language in its
        # own text's verb (CONTRIBUTING.md, "Add a situation guide", point 1): "yanıtlayabilir", "shall be
        # responded to" (audit313; the English said "is responded to").
        Text(
            "Tekrar isteğini yalnızca bir rakip yanıtlayabilir (Yasa 20D).",
            "A request to have the calls restated shall be responded to only by an opponent (Law 20D).",
        ),
        # 20E (TR): "Yer veya yasa gereği pas geçmesi gereken bir oyuncu da dahil tüm oyuncular,
        # yinelemedeki yanlışlıkların gecikmeksizin düzeltilmesinden sorumludur (düzeltilmeyen
        # yineleme zarara yol açarsa bkz. Yasa 12C1)"; (WBF) "All players, including dummy or a
        # player required by law to pass, are responsible for prompt correction of errors in
        # restatement (see Law 12C1 when an uncorrected review causes damage)". The bracket is a
        # pointer in both texts, said as one (qa213): "Law 12C1 (adjusted scores) applies" stated a rule
        # neither text states (12C1 sets its own conditions for an adjusted score).
        Text(
            "Yer ve yasa gereği pas geçmesi gereken oyuncu da dahil bütün oyuncular tekrardaki yanlışları gecikmeden düzeltmekten sorumludur; düzeltilmeyen bir tekrar zarara yol açarsa bkz. Yasa 12C1 (Yasa 20E).",
            "All players, including dummy or a player required by law to pass, are responsible for promptly correcting errors in the restatement; see Law 12C1 when an uncorrected review causes damage (Law 20E).",
        ),
        Text(
            "Hangi konuşmanın yapıldığından emin değilseniz hemen açıklık getirilmesini isteyebilirsiniz (Yasa 20A).",
            "If you are in doubt what call has been made, you may require clarification forthwith (Law 20A).",
        ),
    ),
    chooser=Text(
        "Soran oyuncu; tekrarı bir rakip yapar.",
        "The player who asks; an opponent restates the calls.",
    ),
    facts=(CALL_NOT_CLEAR,),
    laws=("20A", "20B", "20D", "20E", "12C1"),
    # 20E names no Director; 12A does, on a player's application (TR "Hakem bir oyuncunun ...
    # başvurusu üzerine ... ayarlı bir skor verebilir"; WBF "On the application of a player ... the
    # Director may award an adjusted score"), and 20E's own pointer is 12C1 (qa206, qa213, qa222).
    director=Text(
        "Tekrar için hakem gerekmez. Tekrardaki bir yanlış düzeltilmedi ve zarara yol açtıysa hakemi çağırın: hakem bir oyuncunun başvurusu üzerine, yasalar kendisine bu yönde yetki tanıyorsa ayarlı skor verebilir (Yasa 12A; bkz. Yasa 12C1).",
        "A review needs no Director. If an error in the restatement was not corrected and caused damage, call the Director: on a player's application he may award an adjusted score when these Laws empower him to do so (Law 12A; see Law 12C1).",
    ),
    script=(
        Text(
            "Konuşma sıranız geldiğinde, yasa gereği pas geçmek zorunda değilseniz önceki bütün konuşmaların tekrarını isteyebilirsiniz; kısmi tekrar isteyemez, tekrarı kesemezsiniz (Yasa 20B).",
            "At your turn to call, unless you are required to pass, you may have all previous calls restated; you may not ask for part of it, nor halt it (Law 20B).",
        ),
        # 20D "cevaplandırılabilir" / "shall be responded to only by", 20B "dahil edilmelidir" / "should
        # be included": in their modals, as the page says them (qa176; the English 20D "shall", audit313).
        Text(
            "Tekrarı yalnızca bir rakip yapabilir; alertler de tekrara dahil edilmelidir (Yasa 20D, 20B).",
            "A request to have the calls restated shall be responded to only by an opponent, and alerts should be included (Laws 20D, 20B).",
        ),
        # 20E whole as the `now` says it: "sorumludur" / "are responsible for", and the player required
        # by law to pass beside dummy (the read-out said "must correct", dummy only; qa213, lead).
        Text(
            "Yer ve yasa gereği pas geçmesi gereken oyuncu da dahil herkes, tekrardaki yanlışların gecikmeden düzeltilmesinden sorumludur (Yasa 20E).",
            "Everyone, including dummy or a player required by law to pass, is responsible for the prompt correction of errors in the restatement (Law 20E).",
        ),
    ),
)

# 20C1 (TR): "Sonuncu pastan sonra her bir defans oyuncusu, atağın kendisinde olup olmadığını sorma
# hakkına sahiptir"; (WBF) "After the final pass either defender has the right to ask if it is his
# opening lead". 41B (TR): "Atak kartı açılmadan önce, atak eden oyuncunun ortağı ve deklaran olması
# gereken oyuncu (ancak yer olması gereken oyuncu değil) artırımın tekrar edilmesini veya bir
# rakibinin konuşmasının açıklanmasını isteyebilir"; (WBF) "Before the opening lead is faced, the
# leader's partner and the presumed declarer (but not the presumed dummy) each may require a review
# of the auction, or request explanation of an opponent's call". 20F2 (TR): "Sonuncu pastan sonra ve
# oyun süreci boyunca, her defans oyuncusu oynama sırası kendisine geldiğinde rakip artırımının
# açıklanmasını isteyebilir"; (WBF) "After the final pass and throughout the play period, either
# defender at his own turn to play may request an explanation of the opposing auction".
LEAD_QUESTION = Text(
    "Son pastan sonra her iki defans oyuncusu da atağın kendisinde olup olmadığını sorabilir (Yasa 20C1).",
    "After the final pass either defender has the right to ask whether it is his opening lead (Law 20C1).",
)
CLARIFICATION_DEFENDER = Ending(
    said=(
        Text("atak yapmadan önce rakiplerin konuşmalarını sordum", "before the opening lead I asked about their bids"),
        Text(
            "son pastan sonra atak bende mi diye sordum", "after the final pass I asked whether it was my opening lead"
        ),
        Text(
            "atak yapmadan önce artırımı tekrar ettirebilir miyim",
            "before making the opening lead can I have the bidding repeated",
        ),
        Text(
            "atağımı yapmadan önce bütün konuşmaları yeniden dinlemek istiyorum",
            "before my opening lead I want to hear all the calls again",
        ),
    ),
    title=Text(
        "Son pastan sonra, atak açılmadan önce: defans oyuncusu soruyor",
        "After the final pass, before the opening lead is faced: a defender asks",
    ),
    now=(
        LEAD_QUESTION,
        Text(
            "Atak kartının yüzü açılmadan önce, atak yapacak oyuncunun ortağı artırımın tekrarını ya da bir rakip konuşmasının açıklamasını isteyebilir (Yasa 41B).",
            "Before the opening lead is faced, the opening leader's partner may require a review of the auction or ask for an explanation of an opponent's call (Law 41B).",
        ),
        Text(
            "Atak yapacak oyuncu, oynama sırası kendisindeyken rakip artırımının açıklamasını isteyebilir (Yasa 20F2) ve ilk kart oynama sırasında artırımın tamamının tekrarını isteyebilir; bu hak bir kart oynadığında sona erer (Yasa 41B, 20C2).",
            "The opening leader may ask, at his own turn to play, for an explanation of the opposing auction (Law 20F2), and at his first turn to play a card may require all previous calls to be restated; this right expires when he plays a card (Laws 41B, 20C2).",
        ),
        WHO_ANSWERS,
        QUESTION_IS_UI,
        PARTNER_MISEXPLAINED_DEFENDER,
    ),
    chooser=Text(
        "Soran defans oyuncusu; yanıtı rakip verir.",
        "The defender who asks; an opponent replies.",
    ),
    laws=(
        "20C1",
        "20C2",
        "41B",
        "20F1",
        "20F2",
        "20F3",
        "16B1",
        "20F5(a)",
        "20F5(b)",
        "20F4(a)",
        "75B2",
        "40B2(c)",
        "47E1",
        "20F6",
    ),
    director=NO_DIRECTOR_NEEDED,
    # 41B's "(see Law 20F2 and 20F3)" (TR "(bkz. Yasa 20F2 ve 20F3)"): the leader's partner asks about an
    # opponent's call, and 20F3 (TR "bir oyuncu tek bir konuşmaya ilişkin soru sorabilir ancak bu durumda
    # Yasa 16B1 uygulanabilir"; WBF "a player may ask concerning a single call but Law 16B1 may apply")
    # says what may follow. In the advice, not in `now`: there the English sentence moved
    # newguides-dev3 en 0.835 -> 0.826 (a 37A story found 20F1 second) and the new guides' held-out en
    # 0.813 -> 0.802 (qa248, session 91; again qa262, session 92, under the rewritten search tests), while
    # QUESTION_IS_UI in `now` already says that a question is unauthorised information (16B1); 20F3
    # among the laws alone moved nothing.
    advice=(
        # 20F4(a) and 75B2 bind any player ("Bir oyuncu" / "a player"), a defender too, and this is their
        # time: before the end of the Clarification Period, before the opening lead is faced (qa267). In
        # the advice, as 20F3 above and for the same measured reason: in `now` this English sentence too
        # moved newguides-dev3 en 0.835 -> 0.826 and the new guides' held-out en 0.813 -> 0.802 (one
        # near-tied story each; any English sentence added to this `now` does it), while the Ending's
        # subject is the defender who asks; the page says the duty either way (lead, session 92).
        OWN_MISEXPLANATION,
        SINGLE_CALL,
        OPPONENTS_CARD,
        # 47E1's misinforming side in the official words, "rakipleri tarafından" (the WBF "by an
        # opponent"), as the translation-47E1 note says the guides follow the Turkish (qa206, qa222).
        Text(
            "Atağın sizde olduğu konusunda rakipleriniz tarafından yanlış bilgilendirildiyseniz ve atak yaptıysanız, kart herhangi bir yaptırım olmaksızın geri alınabilir (Yasa 47E1; resmî Türkçe metin 'alınabilir', WBF İngilizcesi 'alınır' der): 'Kartı geri almak' rehberine bakın.",
            "If you were misinformed by your opponents that it was your lead and you led, the card may be retracted without any sanction (Law 47E1; the official Turkish says 'may be', the WBF English 'is retracted'): see the guide 'Taking a card back'.",
        ),
        MISINFORMATION,
    ),
    script=(
        Text(
            "Son pastan sonra her iki defans oyuncusu da atağın kendisinde olup olmadığını sorabilir (Yasa 20C1).",
            "After the final pass either of you defenders may ask whether it is his opening lead (Law 20C1).",
        ),
        Text(
            "Atak açılmadan önce atak yapacak oyuncunun ortağı artırımın tekrarını ya da bir açıklama isteyebilir (Yasa 41B); atak yapacak oyuncu da sırası geldiğinde açıklama ve tekrar isteyebilir (Yasa 20F2, 20C2).",
            "Before the lead is faced, the leader's partner may ask for a review or an explanation (Law 41B); the leader too may ask for an explanation and a review at his turn to play (Laws 20F2, 20C2).",
        ),
        Text(
            "Yanıtı, konuşmayı yapan oyuncunun ortağı vermelidir (Yasa 20F2).",
            "The partner of the player who made the call should reply (Law 20F2).",
        ),
    ),
)

# 40B2(b) (TR): "Yetkili Federasyon aksine karar almadıkça, bir oyuncu artırım süreci başladıktan
# oyun sona erene kadar kendi konvansiyon kartını inceleyemez, ancak (yalnızca) deklaran taraf
# oyuncuları sadece Belirginleştirme Sürecinde kendi konvansiyon kartlarına bakabilirler"; (WBF)
# "Unless the Regulating Authority provides otherwise a player may not consult his own system card
# between the commencement of the auction period and the end of play, except that players of the
# declaring side (only) may consult their own system card during the Clarification Period." "Artırım
# süreci" / "auction period" (17A-17D1: from the cards taken out to the lead faced, the Clarification
# Period in it), not "artırım" (the auction: first call to final pass); qa206.
OWN_CARD_CLARIFICATION = Text(
    "Yetkili Federasyon aksine karar vermedikçe artırım süreci başladıktan oyun bitene kadar kimse kendi konvansiyon kartına bakamaz; yalnızca deklaran tarafın oyuncuları, yalnızca Açıklama Evresi'nde kendi kartlarına bakabilir (Yasa 40B2(b)).",
    "Unless the Regulating Authority provides otherwise, no player may consult his own system card from the start of the auction period to the end of play, except that players of the declaring side (only) may consult theirs during the Clarification Period (Law 40B2(b)).",
)
CLARIFICATION_DECLARER = Ending(
    said=(
        Text(
            "deklaran atak gelmeden savunmanın konuşmasını sordu",
            "declarer asked about a defender's bid before the opening lead",
        ),
        Text(
            "atak gelmeden önce deklaran savunma oyuncusunun kontrunu sordu",
            "before the opening lead declarer asked about a defender's double",
        ),
    ),
    title=Text(
        "Son pastan sonra, atak açılmadan önce: deklaran soruyor",
        "After the final pass, before the opening lead is faced: declarer asks",
    ),
    now=(
        Text(
            "Atak kartının yüzü açılmadan önce, deklaran olacak oyuncu artırımın tekrarını ya da bir rakip konuşmasının açıklamasını isteyebilir; yer olacak oyuncu isteyemez (Yasa 41B).",
            "Before the opening lead is faced, the presumed declarer may require a review of the auction or ask for an explanation of an opponent's call; the presumed dummy may not (Law 41B).",
        ),
        WHO_ANSWERS,
        OWN_CARD_CLARIFICATION,
        PARTNER_MISEXPLAINED_DECLARING,
        OWN_MISEXPLANATION,
    ),
    chooser=Text(
        "Deklaran olacak oyuncu (sorup sormamayı); yanıtı rakip verir.",
        "The presumed declarer (whether to ask); an opponent replies.",
    ),
    laws=("41B", "20F1", "20F2", "20F3", "16B1", "40B2(b)", "20F5(b)", "75B3", "20F4(a)", "75B2"),
    director=Text(
        "Soru için hakem gerekmez. Ortağınızın ya da sizin bir açıklamanız yanlışsa şimdi, atak açılmadan çağırın (Yasa 20F5(b), 20F4(a)).",
        "A question needs no Director. If an explanation by your partner or by you was wrong, call him now, before the lead is faced (Laws 20F5(b), 20F4(a)).",
    ),
    # 41B's "(see Law 20F2 and 20F3)" (TR "(bkz. Yasa 20F2 ve 20F3)") follows the sentence that gives the
    # right to the leader's partner and the presumed declarer alike; 20F3 (TR "bir oyuncu tek bir konuşmaya
    # ilişkin soru sorabilir ancak bu durumda Yasa 16B1 uygulanabilir"; WBF "a player may ask concerning a
    # single call but Law 16B1 may apply") in the advice, as the defender's Ending has it (qa262; qa274).
    advice=(SINGLE_CALL, MISINFORMATION),
    script=(
        Text(
            "Atak açılmadan önce, deklaran olarak artırımın tekrarını ya da bir rakip konuşmasının açıklamasını isteyebilirsiniz; yer olacak oyuncu isteyemez (Yasa 41B).",
            "Before the lead is faced, as declarer you may require a review of the auction or an explanation of an opponent's call; the presumed dummy may not (Law 41B).",
        ),
        Text(
            "Ortağınız konuşmanızı yanlış açıkladıysa, hakemi şimdi çağırıp rakiplere söylemelisiniz (Yasa 20F5(b)).",
            "If your partner misexplained your call, you must call the Director now and tell the opponents (Law 20F5(b)).",
        ),
    ),
)

# 20F2 (TR): "Sonuncu pastan sonra ve oyun süreci boyunca, her defans oyuncusu ... Elden ya da yerden
# oynama sırası kendisinde iken, deklaran ..." — the right to ask during the play is given to the
# defenders and declarer; dummy is not named. 41B: "(ancak yer olması gereken oyuncu değil)" /
# "(but not the presumed dummy)". 43A1(c) (TR): "Yer oyuna katılmamalıdır veya oyun hakkında
# deklaranla hiçbir iletişimde bulunmamalıdır"; (WBF) "Dummy must not participate in the play, nor
# may he communicate anything about the play to declarer". 42B1 (TR): "Yer deklarana bir lövede
# renge uymadığı zaman çıkılan renkte kartı olup olmadığını sorabilir. (Ancak defans oyuncusuna
# soramaz.)"; (WBF) "Dummy may ask declarer (but not a defender) when he has failed to follow suit
# to a trick whether he has a card of the suit led." 43A1(c) in the official modal ("-mamalıdır", not
# "-amaz"), as the dummy's-rights and dummy's-cards guides have it; "deklarana hiçbir şey iletmemelidir"
# (the WBF's "communicate anything ... to declarer") rather than the paragraph's "deklaranla hiçbir
# iletişimde bulunmamalıdır", which moved a 43A2(a) question out of the first five (qa206). The English
# is the WBF's, each clause in its own verb: "must not participate ..., nor may he communicate" (the
# Introduction ranks "may not" just short of "must not"; audit313).
DUMMY = Ending(
    said=(
        Text("yer rakiplerin konvansiyonunu sorabilir mi", "may dummy ask about the opponents' convention"),
        Text(
            "yer olacak oyuncu atak açılmadan açıklama isteyebilir mi",
            "may the presumed dummy ask for explanations before the opening lead is faced",
        ),
    ),
    title=Text("Yer (ya da yer olacak oyuncu) soruyor", "Dummy (or the presumed dummy) asks"),
    now=(
        Text(
            "Yer olacak oyuncu, atak kartının yüzü açılmadan önce artırımın tekrarını ya da açıklama isteyemez (Yasa 41B).",
            "The presumed dummy may not require a review of the auction or ask for an explanation before the opening lead is faced (Law 41B).",
        ),
        Text(
            "Oyun sırasında Yasa 20F2 açıklama isteme hakkını defans oyuncularına ve deklarana verir; yeri saymaz (Yasa 20F2).",
            "During the play, Law 20F2 gives the right to ask for explanations to the defenders and declarer; it does not name dummy (Law 20F2).",
        ),
        Text(
            "Yer oyuna katılmamalıdır ve oyun hakkında deklarana hiçbir şey iletmemelidir (Yasa 43A1(c)).",
            "Dummy must not participate in the play, nor may he communicate anything about the play to declarer (Law 43A1(c)).",
        ),
        Text(
            "Deklaran bir löveye renk vermediğinde yer ona çıkılan renkten kartı olup olmadığını sorabilir; defans oyuncusuna soramaz (Yasa 42B1). Yerin öteki hakları 'Yerin hakları ve sınırları' rehberindedir.",
            "When declarer has failed to follow suit to a trick, dummy may ask him whether he has a card of the suit led, but may not ask a defender (Law 42B1). Dummy's other rights are in the guide 'Dummy's rights and limits'.",
        ),
        PARTNER_MISEXPLAINED_DECLARING,
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("41B", "20F2", "43A1(c)", "42B1", "20F5(b)", "75B3", "43A1(a)"),
    # "before the lead is faced": 20F5(b)(ii)'s "after the final pass", and 43A1(a) once the play
    # has begun (41C: the opening lead faced, "the play period begins irrevocably").
    director=Text(
        "Deklaran konuşmanızı yanlış açıkladıysa son pastan sonra, atak açılmadan hakemi çağırın (Yasa 20F5(b), 43A1(a)).",
        "If declarer misexplained your call, call the Director after the final pass, before the lead is faced (Laws 20F5(b), 43A1(a)).",
    ),
    advice=(DUMMY_NO_CALL_IN_PLAY,),
    script=(
        Text(
            "Yer olacak oyuncu olarak atak açılmadan önce artırımın tekrarını ya da açıklama isteyemezsiniz (Yasa 41B); oyun sırasında da Yasa 20F2 bu hakkı yalnızca defans oyuncularına ve deklarana verir.",
            "As the presumed dummy you may not ask for a review or an explanation before the lead is faced (Law 41B); during the play too, Law 20F2 gives that right only to the defenders and declarer.",
        ),
        Text(
            "Ortağınız konuşmanızı yanlış açıkladıysa, son pastan sonra hakemi çağırıp rakiplere söylemelisiniz (Yasa 20F5(b)).",
            "If your partner misexplained your call, you must call the Director after the final pass and tell the opponents (Law 20F5(b)).",
        ),
        Text("Kimse seçmez.", "Nobody chooses."),
    ),
)

# 41B (TR): "Defans oyuncuları (Yasa 16'ya tabi olarak) ve deklaran, her biri oynama sırası
# kendisinde iken oyun süreci boyunca açıklama talep etme haklarını korurlar"; (WBF) "The defenders
# (subject to Law 16) and the declarer retain the right to request explanations throughout the play
# period, each at his own turn to play."
PLAY_DEFENDER = Ending(
    said=(
        Text(
            "oyun sırasında deklaranın konuşmasının anlamını sordum",
            "during the play I asked what declarer's bid meant",
        ),
        Text(
            "oyun sırasında sıram gelince deklaranın açış deklaresini sordum",
            "during the play I asked at my turn what declarer's opening bid meant",
        ),
    ),
    title=Text("Oyun sırasında defans oyuncusu soruyor", "A defender asks during the play"),
    now=(
        Text(
            "Oyun boyunca, oynama sıranız geldiğinde rakip artırımının açıklamasını isteyebilirsiniz; bu hak Yasa 16'ya tabidir (Yasa 20F2, 41B).",
            "Throughout the play, at your own turn to play, you may ask for an explanation of the opposing auction; this right is subject to Law 16 (Laws 20F2, 41B).",
        ),
        WHO_ANSWERS,
        FIRST_TURN_REVIEW,
        AFTER_REVIEW,
        SINGLE_CALL,
        QUESTION_IS_UI,
        IMPROPER,
    ),
    chooser=Text(
        "Soran defans oyuncusu; yanıtı, açıklanan konuşmayı yapanın ortağı verir.",
        "The defender who asks; the partner of the player whose call is explained replies.",
    ),
    laws=("20F2", "41B", "41C", "20C2", "20F1", "20F3", "16B1", "20G1", "20G2", "40B2(c)", "47E2(a)", "20F6"),
    director=NO_DIRECTOR_NEEDED,
    advice=(
        OPPONENTS_CARD,
        # 47E2(a) (TR): "sadece o löveye daha sonra başka kart oynanmamışsa herhangi bir onarma
        # olmaksızın geri alabilir ... Yer herhangi bir kartını gösterdikten sonra atak geri
        # alınamaz"; (WBF) "without further rectification, but only if no card was subsequently played
        # ... An opening lead may not be retracted after dummy has faced any card." Both the "only if"
        # ("sadece") and the "without rectification" are said (qa248).
        Text(
            "Yanlış bir açıklama yüzünden oynadığınız kartı, düzeltilmiş açıklamadan önce oynadıysanız, sadece o löveye sonra başka kart oynanmamışsa herhangi bir onarma olmaksızın geri alabilirsiniz (resmî Türkçe metin 'o löveye' der; WBF İngilizcesi 'sonradan hiç kart oynanmamışsa'); ancak yer herhangi bir kartını gösterdikten sonra atak geri alınamaz (Yasa 47E2(a)): 'Kartı geri almak' rehberi.",
            "A card you played because of a mistaken explanation, before a corrected one, may be retracted without further rectification, but only if no card was played to that trick after it (so the official Turkish, '⁅o löveye⁆'; the WBF English says 'only if no card was subsequently played'); but an opening lead may not be retracted after dummy has faced any card (Law 47E2(a)): see the guide 'Taking a card back'.",
        ),
    ),
    script=(
        Text(
            "Oynama sıranız geldiğinde rakip artırımının açıklamasını isteyebilirsiniz; bu hak Yasa 16'ya tabidir ve yanıtı, konuşmayı yapanın ortağı vermelidir (Yasa 20F2, 41B).",
            "At your own turn to play you may ask for an explanation of the opposing auction; this is subject to Law 16, and the partner of the player who made the call should reply (Laws 20F2, 41B).",
        ),
        # 41C's "oynama sırası kendisinde iken" / "at his own turn to play", as AFTER_REVIEW says it (qa248).
        Text(
            "Artırımın tekrarını yalnızca ilk kart oynama sıranızda isteyebilirsiniz (Yasa 41B); sonra, oynama sıranız geldiğinde yalnızca kontratı ve kontr ya da sürkontr olup olmadığını, kimin yaptığını değil, öğrenebilirsiniz (Yasa 41C).",
            "You may have the auction restated only at your first turn to play a card (Law 41B); after that, at your own turn to play, you may learn only the contract and whether, not by whom, it was doubled or redoubled (Law 41C).",
        ),
    ),
)

# 20F2 (TR): "Elden ya da yerden oynama sırası kendisinde iken, deklaran, defans oyuncularının
# konuşmalarının veya kart oyunu anlaşmalarının açıklanmasını isteyebilir"; (WBF) "At his turn to
# play from his hand or from dummy declarer may request an explanation of a defender's call or card
# play understandings". Footnote 10 to 41B (TR): "Sırasız bir atağın kabulü dışında, Deklaran'ın ilk
# oyunu yerden kart vermektir"; (WBF) "Declarer's first turn to play is from dummy unless accepting
# an opening lead out of turn".
PLAY_DECLARER = Ending(
    said=(
        Text(
            "deklaran oyun sırasında savunmanın işaretlerini sordu",
            "declarer asked about the defenders' signals during the play",
        ),
        Text(
            "deklaran oyunda savunmanın atak anlaşmalarını sordu",
            "declarer asked during the play about the defenders' leading agreements",
        ),
        Text(
            "deklaran yerden oynayacakken rakiplerin konuşmalarını sorabilir mi",
            "may declarer ask about the defenders' bidding when it is dummy's turn to play",
        ),
    ),
    title=Text("Oyun sırasında deklaran soruyor", "Declarer asks during the play"),
    now=(
        Text(
            "Elden ya da yerden oynama sıranız geldiğinde, defans oyuncularının konuşmalarının ya da kart oyunu anlaşmalarının açıklanmasını isteyebilirsiniz (Yasa 20F2).",
            "At your turn to play from your hand or from dummy, you may ask for an explanation of a defender's call or of the defenders' card play understandings (Law 20F2).",
        ),
        Text(
            "Yanıtı, eylemi açıklanan defans oyuncusunun ortağı vermelidir (Yasa 20F2).",
            "The reply should be given by the partner of the defender whose action is explained (Law 20F2).",
        ),
        FIRST_TURN_REVIEW,
        Text(
            "Sırasız bir atağı kabul etmediyseniz ilk oynama sıranız yerden kart vermektir (Yasa 41B).",
            "Unless you accepted an opening lead out of turn, your first turn to play is from dummy (Law 41B).",
        ),
        AFTER_REVIEW,
        SINGLE_CALL,
        OWN_CARD_CLARIFICATION,
    ),
    chooser=Text(
        "Deklaran (sorup sormamayı); yanıtı defans oyuncusu verir.",
        "Declarer (whether to ask); a defender replies.",
    ),
    laws=("20F2", "41B", "41C", "20C2", "20F3", "16B1", "40B2(b)", "40B2(c)"),
    director=NO_DIRECTOR_NEEDED,
    advice=(OPPONENTS_CARD, MISINFORMATION),
    script=(
        Text(
            "Elden ya da yerden oynama sıranız geldiğinde defans oyuncularının konuşmalarını ya da kart oyunu anlaşmalarını sorabilirsiniz; yanıtı açıklanan oyuncunun ortağı vermelidir (Yasa 20F2).",
            "At your turn to play from hand or dummy you may ask about a defender's call or the defenders' card play understandings; the partner of the player explained should reply (Law 20F2).",
        ),
        Text(
            "Artırımın tekrarını ilk kart oynama sıranızda isteyebilirsiniz (Yasa 41B); sonra, oynama sıranız geldiğinde yalnızca kontratı ve kontr ya da sürkontr olup olmadığını öğrenebilirsiniz (Yasa 41C).",
            "You may have the auction restated at your first turn to play a card (Law 41B); after that, at your own turn to play, you may learn only the contract and whether it was doubled or redoubled (Law 41C).",
        ),
    ),
)

# 40B5(a) (TR): "ortaklık uzlaşmaları ve ortaklık deneyimince kendisinde oluşan tüm özel bilgileri
# açıklamalıdır, ancak briç oyuncularınca genel olarak bilinen konularda kendi bilgi ve deneyimine
# bağlı çıkarımları açıklamak zorunda değildir"; (WBF) "shall disclose all special information
# conveyed to him through partnership agreement or partnership experience but he need not disclose
# inferences drawn from his knowledge and experience of matters generally known to bridge players".
# 75A (TR): "bir oyuncu, ortağının açıklamasını duyunca, kendi konuşmasının yanlış anlaşıldığını
# anlar. Oyuncu, bu izinsiz bir bilgiden ... yararlanmaktan dikkatle kaçınmalıdır ... aksi takdirde
# Hakem ayarlı skor atayacaktır"; (WBF) "This knowledge is unauthorized information ... the player
# must carefully avoid taking any advantage from it ... otherwise the Director shall award an
# adjusted score". 20G3 (TR): "Yönetici Federasyon'un izin verdiği durumlar haricinde, bir oyuncu
# artırım ya da oyun sürecinde kendi sistem kartı ve notlarına başvuramaz"; (WBF) "Except as the
# Regulating Authority allows, a player may not consult his own system card and notes during the
# auction period and play".
ANSWERING = Ending(
    said=(
        Text(
            "rakip deklaremi sordu kim açıklamalı ben mi ortağım mı",
            "the opponent asked about my bid, who should explain it",
        ),
        Text(
            "rakip ortağımın deklaresini sordu açıklamayı ben yapıyorum",
            "the opponents asked about my partner's bid, so I explain it",
        ),
        Text(
            "ortağımın açıklaması yanlıştı ne zaman düzeltmeliyim",
            "my partner's explanation was wrong, when must I correct it",
        ),
        Text(
            "rakip deklaremi sordu ortağım yerine ben açıkladım olur mu",
            "an opponent asked about my call and I answered myself instead of my partner, is that ok",
        ),
    ),
    title=Text("Bize soruldu: kim, nasıl yanıtlar", "We were asked: who replies, and how"),
    now=(
        WHO_ANSWERS_CALL_OR_PLAY,
        Text(
            "Ortağınızın konuşmasını ya da oyununu açıklarken, ortaklık anlaşmasıyla ya da ortaklık deneyiminizle edindiğiniz bütün özel bilgiyi açıklamalısınız; briç oyuncularınca genel olarak bilinen konulardaki kendi çıkarımlarınızı açıklamak zorunda değilsiniz (Yasa 40B5(a)).",
            "When explaining your partner's call or play, you shall disclose all special information conveyed to you through partnership agreement or partnership experience; you need not disclose inferences drawn from your knowledge and experience of matters generally known to bridge players (Law 40B5(a)).",
        ),
        # 20G3 ends "[Ancak bkz. Yasa 40B2(b).]" / "[but see Law 40B2(b)]": the declaring side may
        # consult its own card during the Clarification Period, when it may well be asked.
        Text(
            "Yönetici Federasyon izin vermedikçe artırım ya da oyun sürecinde kendi sistem kartınıza ve notlarınıza bakamazsınız (Yasa 20G3); ancak yalnızca deklaran tarafın oyuncuları, yalnızca Açıklama Evresi'nde kendi konvansiyon kartlarına bakabilir (Yasa 40B2(b)).",
            "Except as the Regulating Authority allows, you may not consult your own system card and notes during the auction period and play (Law 20G3); but players of the declaring side (only) may consult their own system card during the Clarification Period (Law 40B2(b)).",
        ),
        Text(
            "Ortağınızın açıklamasını duyunca kendi konuşmanızın yanlış anlaşıldığını öğrenirseniz, bu izinsiz bilgidir: ondan yararlanmaktan dikkatle kaçınmalısınız, yoksa hakem ayarlı skor verecektir (Yasa 75A).",
            "If, hearing your partner's explanation, you learn that your own call has been misinterpreted, that is unauthorised information: you must carefully avoid taking any advantage from it, or the Director shall award an adjusted score (Law 75A).",
        ),
        OWN_MISEXPLANATION,
        OWN_MISEXPLANATION_IN_PLAY,
        # 20F5(a) in the official words ("tavır veya davranış şekli ile ima edemez") and the WBF's ("nor
        # may he indicate in any manner that a mistake has been made"), as PARTNER_MISEXPLAINED_DEFENDER;
        # "artırım sırasında" is the WBF's "during the auction" (the 20F5(a) editor's note): the Turkish's
        # "artırım süreci" takes in the Clarification Period, where 20F5(b)(ii) has declarer or dummy tell.
        Text(
            "Ortağınızın açıklaması yanlışsa artırım sırasında hatayı düzeltemez, bir yanlış yapıldığını tavır veya davranış şekli ile ima edemezsiniz; deklaran ya da yer olursanız son pastan sonra, defans oyuncusu olursanız oyun bitince hakemi çağırıp rakiplere söylemek zorundasınız (Yasa 20F5(a), 20F5(b)).",
            "If your partner's explanation was wrong, you may not correct the error during the auction, nor indicate in any manner that a mistake has been made; as declarer or dummy after the final pass, as a defender at the end of the play, you must call the Director and tell the opponents (Laws 20F5(a), 20F5(b)).",
        ),
    ),
    chooser=Text(
        "Kimse seçmez: doğru yanıtlamak ve yanlış bir açıklamayı zamanında düzeltmek yükümlülüktür.",
        "Nobody chooses: replying fully and correcting a wrong explanation at the right time are duties.",
    ),
    laws=("20F1", "20F2", "40B5(a)", "20G3", "40B2(b)", "75A", "20F4(a)", "75B2", "20F5(a)", "20F5(b)"),
    director=Text(
        "Kendi açıklamanız yanlışsa Açıklama Evresi bitmeden, bunu oyun sırasında fark ettiyseniz hemen; ortağınızınki yanlışsa son pastan sonra (deklaran ya da yer) ya da oyun bitince (defans) (Yasa 20F4(a), 75B2, 20F5(b)).",
        "If your own explanation was wrong, before the end of the Clarification Period, or immediately if you notice it only during the play; if partner's, after the final pass (declarer or dummy) or at the end of the play (defender) (Laws 20F4(a), 75B2, 20F5(b)).",
    ),
    advice=(
        Text(
            "Yanlış bir açıklamanın sonuçları (konuşmayı değiştirme, kartı geri alma, ayarlı skor) 'Yanlış bilgi (hatalı açıklama)' rehberindedir.",
            "What a wrong explanation leads to (changing a call, taking a card back, an adjusted score) is in the guide 'Misinformation (a wrong explanation)'.",
        ),
    ),
    # The read-out says 20F1's exception too (TR "Hakemin aksi yönde bir talimatı hariç", WBF "Except on
    # the instruction of the Director"): the Director reading it is the one who may instruct otherwise.
    # "Call or play" with 20F2, as the page says it (WHO_ANSWERS_CALL_OR_PLAY; qa267).
    script=(
        Text(
            "Hakemin aksi yönde bir talimatı hariç, soruyu konuşması ya da oyunu açıklanan oyuncunun ortağı yanıtlamalı ve ortaklık anlaşmasıyla ya da ortaklık deneyimiyle edindiği bütün özel bilgiyi açıklamalıdır (Yasa 20F1, 20F2, 40B5(a)).",
            "Except on the Director's instruction, the partner of the player whose call or play is explained should reply, and shall disclose all special information conveyed to him through partnership agreement or partnership experience (Laws 20F1, 20F2, 40B5(a)).",
        ),
        Text(
            "Kendi açıklamanız yanlışsa atak açılmadan, oyun sırasında fark ettiyseniz hemen hakemi çağırıp düzeltin (Yasa 20F4(a), 75B2); ortağınızınki yanlışsa artırımda belli etmeyin, Yasa 20F5(b)'nin söylediği anda hakemi çağırın.",
            "If your own explanation was wrong, call the Director and correct it before the lead is faced, or immediately if you notice it during the play (Laws 20F4(a), 75B2); if partner's was wrong, do not show it during the auction, and call the Director when Law 20F5(b) says.",
        ),
        Text("Kimse seçmez.", "Nobody chooses."),
    ),
)

# 20G1 (TR): "Bir oyuncu, tek amacı ortağının yararlanması olan bir soru soramaz"; (WBF) "A player may
# not ask a question if his sole purpose is to benefit partner". The facts of a story that tell this
# Ending from its siblings: the question was asked only so that partner would benefit ("sırf ... diye",
# "just so"), not what was asked nor when (the siblings' steps). On the tuning sets the facts moved no
# question (search108, docs/benchmarks.md).
SOLE_PURPOSE = Fact(
    # Not "sadece ... diye": "sadece ne demek diye sordum" is a question asked in a few words.
    ("sırf ... diye", "ortağı* ... duysun diye", "tek amacı*"),
    (
        "sole purpose",
        "only for his partner",
        "solely to",
        "only so",
        "just so",
        "purely so",
        "so his partner",
        "so that his partner",
        "benefit his partner",
        "benefit partner",
    ),
    ("20G1",),
)
# 16B1 (TR): "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret edebilecek her türlü dış
# bilgi izinsizdir. Buna, söz, soru ... dahildir"; (WBF) "Any extraneous information from partner that
# might suggest a call or play is unauthorized. This includes remarks, questions ...". What follows
# for the asker's partner and the opponents (16B1(a), 16B2, 16B3, 73C) is the hesitation guide's, to
# which this guide points (QUESTION_IS_UI) rather than repeating it, as its docstring says. 9B1(a) (TR
# "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır"; WBF "The Director should be summoned
# at once when attention is drawn to an irregularity", as NO_DIRECTOR_NEEDED already says). Neither
# text says who judges a question's purpose nor names a rectification for 20G1 itself: the Ending says
# neither. Written with 73A1, 73B1,
# 16B1(a), 73C1, 73C2, 16B2 and 16B3 in it too, the Ending's text and paragraphs moved three stories of
# other guides off their paragraphs in the search tests ("my opponent was rude to his partner all
# evening", 74A; "they say ten tricks, we say nine", 79B; search108, docs/benchmarks.md). 73B1, the
# question as a means partners may not communicate by, is its advice (search111): in what happens now
# its sentence moved the same three tests (the guide's document is longer), and cited at all it kept
# its score beside 74A until a paragraph only advice cites stopped counting as one the guide rests on
# (lawbook.search.borrowing.guides_paragraphs). 16B2 and 16B3 (what the opponents may do) stay the
# hesitation guide's, to which QUESTION_IS_UI points: no sentence here rests on them.
FOR_PARTNER = Ending(
    said=(
        Text(
            "rakip sırf ortağı duysun diye soru sordu",
            "the opponent's question was only for his partner's ears",
        ),
    ),
    title=Text(
        "Tek amacı ortağa yarar sağlamak olan soru",
        "A question whose sole purpose is to benefit partner",
    ),
    now=(
        Text(
            "Bir oyuncu, tek amacı ortağının yararlanması olan bir soru soramaz (Yasa 20G1).",
            "A player may not ask a question if his sole purpose is to benefit partner (Law 20G1).",
        ),
        # The same sentence as the Endings for asking during the auction and the play: 16B1's list.
        QUESTION_IS_UI,
    ),
    chooser=Text(
        "Kimse seçmez: böyle bir soru sorulamaz; dikkat çekildiğinde hakem çağrılmalıdır.",
        "Nobody chooses: such a question may not be asked; when attention is drawn to it, the Director should be summoned.",
    ),
    laws=("20G1", "16B1", "9B1(a)", "73B1"),
    facts=(SOLE_PURPOSE,),
    director=NO_DIRECTOR_NEEDED,
    # 73B1 (TR): "Ortaklar; ... rakiplere sorulan veya sorulmayan sorular ... aracılığıyla iletişim
    # kurmazlar"; (WBF) "Partners shall not communicate by means such as ... questions asked or not
    # asked". The Turkish says "of the opponents", the WBF English does not; a question to the
    # opponents either way. Advice, not what happens now: not a search document (search111). Each in its
    # own text's verb: the official present "kurmaz" (it said "kuramaz"; audit313), the WBF's "shall not".
    advice=(
        Text(
            "Ortaklar, rakiplere sorulan ya da sorulmayan sorular aracılığıyla iletişim kurmaz (Yasa 73B1).",
            "Partners shall not communicate by means of questions asked or not asked (Law 73B1).",
        ),
    ),
    script=(
        Text(
            "Tek amacı ortağının yararlanması olan bir soru sorulamaz (Yasa 20G1); soru, ortak için izinsiz bilgi olabilir (Yasa 16B1).",
            "No question may be asked whose sole purpose is to benefit partner (Law 20G1); a question may be unauthorised information for partner (Law 16B1).",
        ),
        Text(
            "Bir usulsüzlüğe dikkat çekildiğinde hakem hemen çağrılmalıdır (Yasa 9B1(a)); izinsiz bilginin sonuçları 'Duraksama ya da izinsiz bilgi' rehberindedir.",
            "When attention is drawn to an irregularity, the Director should be summoned at once (Law 9B1(a)); what unauthorised information leads to is in the guide 'A hesitation or unauthorised information'.",
        ),
        Text("Kimse seçmez.", "Nobody chooses."),
    ),
)

SITUATION = Situation(
    slug="asking-questions",
    title=Text(
        "Soru sormak: konuşmaların açıklanması ve artırımın tekrarı",
        "Asking questions: explanation of calls and a review of the auction",
    ),
    summary=Text(
        "Rakiplerin konuşmalarının anlamını ya da artırımın tekrarını ne zaman, kime sorabilirsiniz; kim yanıtlar; soru ortağa ne söyler.",
        "When you may ask what an opponent's bid or other call means or have the auction restated, who replies, and what a question tells partner.",
    ),
    start=Step(
        Text("Soruyu siz mi soruyorsunuz, yoksa size mi soruldu?", "Are you asking, or were you asked?"),
        (
            Choice(
                "asking",
                Text("Ben soruyorum (ya da sormak istiyorum)", "I am asking (or want to ask)"),
                Step(
                    Text("Ne zaman?", "When?"),
                    (
                        Choice(
                            "auction",
                            Text("Artırım sürerken", "While the auction is in progress"),
                            Step(
                                Text("Ne soruyorsunuz?", "What are you asking about?"),
                                (
                                    Choice(
                                        "meaning",
                                        Text(
                                            "Rakiplerin bir konuşmasının anlamını",
                                            "What an opponent's call means",
                                        ),
                                        AUCTION_EXPLANATION,
                                    ),
                                    Choice(
                                        "review",
                                        Text(
                                            "Artırımın tekrarını (hangi konuşmalar yapıldı)",
                                            "A review of the auction (which calls were made)",
                                        ),
                                        AUCTION_REVIEW,
                                    ),
                                ),
                            ),
                        ),
                        Choice(
                            "after-final-pass",
                            Text(
                                "Son pastan sonra, atak kartının yüzü açılmadan önce",
                                "After the final pass, before the opening lead is faced",
                            ),
                            Step(
                                Text("Masadaki yeriniz ne?", "What is your place at the table?"),
                                (
                                    Choice(
                                        "defender",
                                        Text("Defans oyuncusuyum", "I am a defender"),
                                        CLARIFICATION_DEFENDER,
                                    ),
                                    Choice("declarer", Text("Deklaranım", "I am declarer"), CLARIFICATION_DECLARER),
                                    Choice("dummy", Text("Yer olacağım", "I am to be dummy"), DUMMY),
                                ),
                            ),
                        ),
                        Choice(
                            "play",
                            Text("Oyun sırasında", "During the play"),
                            Step(
                                Text("Masadaki yeriniz ne?", "What is your place at the table?"),
                                (
                                    Choice("defender", Text("Defans oyuncusuyum", "I am a defender"), PLAY_DEFENDER),
                                    Choice("declarer", Text("Deklaranım", "I am declarer"), PLAY_DECLARER),
                                    Choice("dummy", Text("Yerim", "I am dummy"), DUMMY),
                                ),
                            ),
                        ),
                    ),
                ),
            ),
            Choice(
                "answering",
                Text(
                    "Rakip bize sordu; ben ya da ortağım yanıtlıyoruz",
                    "An opponent asked us; my partner or I reply",
                ),
                ANSWERING,
            ),
            Choice(
                "for-partner",
                Text(
                    "Sorunun tek amacı soranın ortağına yarar sağlamaktı",
                    "The question's sole purpose was to benefit the asker's partner",
                ),
                FOR_PARTNER,
            ),
        ),
        Text(
            "Yanlış bir açıklamanın sonuçları için 'Yanlış bilgi (hatalı açıklama)' rehberine bakın.",
            "For what follows a wrong explanation, see the guide 'Misinformation (a wrong explanation)'.",
        ),
    ),
)
