"""A score entered wrongly (Law 79): a disagreement on the tricks won (79B), found at the table or
after the round (79B3); an error in computing or recording the agreed score, corrected within the
Correction Period (79C1) or, after it, only with the Tournament Organizer's approval (79C2); the
Director's own error (82C, within the periods of 81C3); a ruling a player thinks wrong is an appeal
(92A-92C, the appeals guide). A fouled board (Law 87) is touched only by reference.

Written from the Laws' text. Both texts give the Correction Period to the Tournament Organizer
("Organizasyon Komitesi"), not to the Regulating Authority, and both end it 30 minutes after the
official score is made available for inspection unless a later time is specified (79C1; its
footnote allows an earlier one). Where they differ, the guide follows the official Turkish and says
so: 66D (the WBF English adds that "only one side has mixed its cards"), 71 (the Turkish has a
concession stand "unless the Director cancels it", the WBF English has him "cancel" it) and 92A/92B
(the Turkish has the contestant apply to the Appeals Committee; the appeals guide's sentences and
note).
"""

from __future__ import annotations

from ..guide import Choice, Ending, Fact, Option, Situation, Step, Text
from .appeals import RIGHT, RIGHT_DIFFERS, TIME, WITHOUT_MERIT
from .common import CALL_NOW_NO_CHOICE
from .defective_trick import MIXED_CARDS

# 79A2 (TR): "Bir oyuncu, kazanmadığı bir löveye ilişkin skorun kendi tarafına kaydedilmesini veya
# rakibin kaybedemeyeceği bir lövenin terkini bilerek kabul etmemelidir"; (WBF) "A player must not
# knowingly accept either the score for a trick that his side did not win or the concession of a
# trick that his opponents could not lose." On the trick-count Endings the whole paragraph, both its
# halves (the second is the concession 79B1 sends the Director to Law 71 for); until qa213 the advice
# said the first half only.
NOT_KNOWINGLY = Text(
    "Hata sizin lehinize olsa da söyleyin: bir oyuncu, kazanmadığı bir löveye ilişkin skorun kendi tarafına kaydedilmesini veya rakibin kaybedemeyeceği bir lövenin terkini bilerek kabul etmemelidir (Yasa 79A2).",
    "Say so even when the error is in your favour: a player must not knowingly accept either the score for a trick that his side did not win or the concession of a trick that his opponents could not lose (Law 79A2).",
)
# On the score-entry Endings (79C: an error in computing or recording the agreed score) 79A2 speaks
# only where the error credits a side with a trick it did not win: no paragraph bids a player report
# every scoring error in his favour, so the advice says 79A2's case, not "the error" (qa209's doubt).
NOT_KNOWINGLY_IN_SCORE = Text(
    "Kaydedilen skor tarafınıza kazanmadığınız bir lövenin skorunu veriyorsa, lehinize olsa da söyleyin: bir oyuncu, kazanmadığı bir löveye ilişkin skorun kendi tarafına kaydedilmesini bilerek kabul etmemelidir (Yasa 79A2).",
    "If the recorded score gives your side the score for a trick it did not win, say so even though it is in your favour: a player must not knowingly accept the score for a trick that his side did not win (Law 79A2).",
)
# 79C1 (TR): "Organizasyon Komitesi daha geç bir zaman belirtmemişse bu düzeltme süresi resmi
# skorların incelemeye açılmasından 30 dakika sonra sona erer" (footnote 25: "bu süre daha kısa
# olarak belirlenebilir"); (WBF) "Unless the Tournament Organizer specifies a later time, this
# Correction Period expires 30 minutes after the official score has been made available for
# inspection" (footnote: "An earlier time may be specified when required by the special nature of
# a contest").
PERIOD = Text(
    "Organizasyon Komitesi daha geç bir zaman belirtmediyse Düzeltme Süresi, resmi skorlar incelemeye açıldıktan 30 dakika sonra biter (Yasa 79C1); yarışmanın özel şartları gerektirirse daha kısa bir süre de belirlenebilir (79C1'in dipnotu).",
    "Unless the Tournament Organizer specifies a later time, the Correction Period ends 30 minutes after the official score has been made available for inspection (Law 79C1); an earlier time may be specified when the special nature of a contest requires it (79C1's footnote).",
)
# 69B (TR): "Talep veya terk üzerindeki anlaşma ... Yasa 79C'de belirlenmiş düzeltme dönemi içinde
# geri alınabilir"; (WBF) "Agreement with a claim or concession ... may be withdrawn within the
# Correction Period established under Law 79C". 71 (TR): "Terk bir kez yapıldığında, Yasa 79C'ye
# göre saptanmış Düzeltme Süreci içinde, hakem terki aşağıdaki sebeplerle iptal etmedikçe, geçerli
# kalmalıdır"; (WBF) "A concession must stand, once made, except that within the Correction Period
# established under Law 79C the Director shall cancel a concession". The official Turkish sets the
# Director no obligation (the editor's note on 71, and claim.py's concession Ending, say so); the
# WBF's "shall cancel" is named as the WBF's. 69B's subject is the agreement (TR "Talep veya terk
# üzerindeki anlaşma ... geri alınabilir"; WBF "Agreement with a claim or concession ... may be
# withdrawn"), as the Turkish line and the claim guide say; the English said "An agreed claim or
# concession may be withdrawn", the claim itself, which the claimer does not take back (audit312).
CLAIM_OR_CONCESSION = Text(
    "Talep ya da terkte anlaşılmışsa, oyuncu tarafının aslında kazandığı ya da oyun sürseydi muhtemelen kazanacağı bir lövenin kaybını kabul ettiyse anlaşma Düzeltme Süresi içinde geri alınabilir (Yasa 69B); tarafın aslında kazandığı ya da kalan kartların herhangi bir normal oynanışıyla kaybedemeyeceği bir löve terk edildiyse terk, hakem onu bu süre içinde iptal etmedikçe geçerli kalmalıdır (Yasa 71; resmî metin Türkçedir, WBF İngilizcesinde bu durumlarda hakem terki iptal etmek zorundadır: “⁅shall cancel⁆”). Anlaşma geri alınır ya da terk iptal edilirse bord, o löve o tarafa verilerek yeniden skorlanır.",
    "Agreement with a claim or concession may be withdrawn within the Correction Period if a player agreed to the loss of a trick his side had in fact won, or would likely have won had play continued (Law 69B); the concession of a trick the side had in fact won or could not lose by any normal play of the remaining cards must stand unless the Director cancels it within that period (Law 71; so says the official Turkish, “⁅hakem terki ... iptal etmedikçe⁆”: in the WBF English the Director shall cancel it in these cases). If the agreement is withdrawn or the concession cancelled, the board is rescored with that trick awarded to that side.",
)
# 66D (TR): "Oyun sona erdikten sonra ... kazanılan ya da kaybedilen lövelerin sayısı konusundaki bir
# talebi çözümlemek için oynanmış veya oynanmamış kartlar incelenebilir ... Eğer, böyle bir talep
# ileri sürüldüğünde, taraflardan birisi hakemin artık olayları tespit edemeyeceği şekilde
# kartlarını karıştırmışsa, hakem diğer tarafın lehine karar verecektir"; (WBF) "After play ceases,
# the played and unplayed cards may be inspected to settle a claim of ... the number of tricks won
# or lost ... If the Director can no longer ascertain the facts after such a claim has been made,
# and only one side has mixed its cards, the Director shall rule in favor of the other side." The
# condition "only one side" is the WBF's alone: the guide states the Turkish and says so. Neither
# text times the mixing after the claim (the Turkish looks at the cards when the claim is made): the
# words are defective_trick.py's MIXED_CARDS (qa167), taken from it so that the two stay one.
# MIXED_CARDS' "such a claim" ("Böyle bir talep") needs 66D's claim before it: the first sentence said
# "anlaşmazlığı" / "a disagreement on the tricks won", so on this page, after 79B1-79B2's claim or
# concession, "such a claim" read as a claim of tricks (Law 68). It now says 66D's claim on the tricks
# won (TR "kazanılan ya da kaybedilen lövelerin sayısı konusundaki bir talebi"; WBF "a claim ... of
# the number of tricks won or lost"), without its revoke, which is not this guide's. "Kazanılan ya da
# kaybedilen löve sayısı" and "a claim of the number of tricks won" moved a search set by 0.010
# (docs/legal-review.md, Session 88 (qa209)); these words moved none (qa209).
INSPECT = Text(
    "Oyun bittikten sonra kazanılan löve sayısı konusundaki bir talebi çözmek için oynanmış ve oynanmamış kartlar incelenebilir; kimse kendi kartları dışındakilere dokunmamalıdır. "
    + MIXED_CARDS.tr,
    "After play has ended, the played and unplayed cards may be inspected to settle a claim about the tricks won; no player should handle cards other than his own. "
    + MIXED_CARDS.en,
)
# 87A (TR): "bir ya da daha çok kartın borda yanlış yerleştirilmesi veya aynı olması gereken bordun
# iki kopyası arasında farklı dağıtan veya zon durumu bulunması sonucu"; (WBF) "a card (or more than
# one) was displaced in the board, or ... the dealer or vulnerability differed between copies of the
# same board" (the words of wrong_cards.py's fouled-board Ending). 87B (TR "her grubu ayrı olarak
# turnuva yönetmeliğinde belirtilen şekilde ... değerlendirir"; WBF "rates each group separately as
# provided in the regulations for the tournament") is for pairs and individual events, with its
# exception (TR "açıkça belirtilmiş bir yöntem olmaması halinde hakem yöntemi belirleyerek duyurur";
# WBF "In the absence of a relevant regulation the Director selects and announces his method"), which
# the hint left out (qa182); 87C: "Bkz
# Yasa 86B2" / "Teams Scoring See Law 86B2". The wrong-number-of-cards guide's 'fouled' Ending covers it.
FOULED = Text(
    "Hakem, bir ya da daha çok kartın borda yanlış yerleştirildiğini ya da aynı bordun kopyaları arasında dağıtan veya zon farklı olduğunu ve bu yüzden doğrudan skor karşılaştırması yapılacak çiftlerin bordu özdeş biçimde oynamadığını tespit ederse bord karışmış sayılır (Yasa 87A): ikili ve bireysel turnuvalarda hakem skorları gruplara ayırıp her grubu turnuva yönetmeliğine göre ayrı değerlendirir, yönetmelikte bir yöntem yoksa yöntemi kendisi belirleyip duyurur (Yasa 87B); takım maçlarında Yasa 86B2 uygulanır (Yasa 87C). Bu rehber onu ele almaz: 'Yanlış sayıda kart ya da karışmış bord' rehberine bakın.",
    "If the Director determines that a card (or more) was displaced in the board, or the dealer or vulnerability differed between copies of it, and that for that reason pairs whose scores are to be compared directly did not play it in identical form, the board is fouled (Law 87A): in pairs and individual events the Director groups the scores and rates each group separately as the tournament regulations provide, or in the absence of a relevant regulation by a method he selects and announces (Law 87B); in team play Law 86B2 applies (Law 87C). This guide does not cover it: see the guide 'Wrong number of cards or a fouled board'.",
)

# The facts that tell this guide's Endings apart (situations.guide.Fact), read in both texts.
# 82C (TR "Hakem, daha sonradan yanlış olduğunu saptadığı bir karar vermişse"; WBF "If a ruling has
# been given that the Director subsequently determines to be incorrect"): the Director's own ruling
# was wrong, as against a player who thinks so (92A, the Ending of a disputed ruling).
DIRECTORS_OWN_ERROR = Fact(
    (
        "hakem kendi hata*",
        "hakemin hatası*",
        "hakem yanlış kural*",
        "hakem yanlış karar verdi*",
        "hakem kararının yanlış olduğunu",
        "hakem hata yaptı*",
        # 82C (TR "Hakem, daha sonradan yanlış olduğunu saptadığı bir karar vermişse"): the Turkish of
        # the English alternatives "wrong law" and "director erred" (TR "yanıldı").
        "hakem ... yanlış yasa*",
        "hakem ... yanıl*",
    ),
    (
        "director admits",
        "director admitted",
        "director realised",
        "director realized",
        "director's mistake",
        "director's own error",
        "his own mistake",
        "td erred",
        "director erred",
        "wrong law",
        "director ruled wrongly",
        "said his ruling was wrong",
    ),
    ("82C",),
)

TRICKS_AT_TABLE = Ending(
    said=(
        Text("deklaranın kaç löve aldığı konusunda anlaşamadık", "we cannot agree on the tricks declarer won"),
        Text("rakip on löve diyor biz dokuz diyoruz", "they say ten tricks, we say nine"),
        Text(
            "löve sayısında anlaşamadık eller daha borda konmadı",
            "we disagree on the tricks won and the hands are not back in the board yet",
        ),
        Text(
            "deklaran dokuz löve aldığını söylüyor biz sekiz sayıyoruz",
            "declarer says he made nine tricks, we count eight",
        ),
        Text(
            "deklaran bir löve fazla sayıyor löveler hâlâ önümüzde sıralı duruyor",
            "declarer counts one trick more than we do and the quitted tricks are still in front of us",
        ),
        Text(
            "oyun bitti ama kaç löve yapıldığında rakiple tartışıyoruz",
            "play is over and we are arguing with the opponents about how many tricks were made",
        ),
    ),
    title=Text(
        "Kazanılan löve sayısında anlaşmazlık, tur bitmeden", "A disagreement on the tricks won, before the round ends"
    ),
    # 79A1 (TR "anlaşmaya varılacaktır"; WBF "shall be agreed upon"): the Laws' "shall", not "must", which
    # the WBF's Introduction calls "the strongest word" ("varılmalıdır" / "must" until qa209).
    now=(
        Text(
            "Kazanılan löve sayısında, ellerin dördü de borda geri konmadan önce anlaşmaya varılacaktır (Yasa 79A1).",
            "The number of tricks won shall be agreed upon before all four hands have been returned to the board (Law 79A1).",
        ),
        Text(
            "Anlaşmazlık çıkarsa hakem çağrılmak zorundadır (Yasa 79B).",
            "If a disagreement arises, the Director must be called (Law 79B).",
        ),
        Text(
            "Hakem önce bir talep ya da terk olup olmadığını saptar; olduysa Yasa 69B ya da 71'i uygular (Yasa 79B1).",
            "The Director first determines whether there has been a claim or concession and, if so, applies Law 69B or Law 71 (Law 79B1).",
        ),
        Text(
            "Talep ya da terk yoksa kaydedilecek skoru hakem belirler (Yasa 79B2).",
            "If there was none, the Director rules what score is to be recorded (Law 79B2).",
        ),
        INSPECT,
        CLAIM_OR_CONCESSION,
    ),
    # 69B (TR "Talep veya terk üzerindeki anlaşma ... geri alınabilir: 1. ... anlaşmışsa"; WBF
    # "Agreement with a claim or concession ... may be withdrawn ... if a player has agreed"): the
    # agreement is the player's, and so is its withdrawal; "Nobody chooses" denied it (qa209's doubt).
    # Naming the withdrawal here as well ("You may withdraw your agreement ... under Law 69B") moved
    # newguides-dev4 tr and dev10 en down 0.010 each (qa213); `now` says it, so the chooser only stops
    # denying it.
    chooser=Text("Kaydedilecek skoru hakem belirler.", "The Director rules the score."),
    laws=("79B1", "79B2", "79B", "79A1", "66D", "69B", "71"),
    director=CALL_NOW_NO_CHOICE,
    advice=(
        NOT_KNOWINGLY,
        Text(
            "Kartları borda koymadan önce löve sayısında anlaşın; anlaşılana kadar oynanmış kartlarınızın sırasını bozmayın (Yasa 65D) ve hakemi çağırın.",
            "Agree on the tricks before the cards go back into the board; until you agree, do not disturb the order of your played cards (Law 65D), and call the Director.",
        ),
    ),
    # 79B1 (TR "Hakem, masada bir kabul veya terk talebi yapılmış olduğunu saptar ise Yasa 69B veya Yasa
    # 71'i uygular"; WBF "The Director determines whether there has been a claim or concession and, if
    # so, applies Law 69B or Law 71"): the Turkish read-out said "bakarım" (I look), the page and the
    # English "saptar" / "determine"; now the paragraph's verb (audit312).
    script=(
        Text(
            "Kazanılan löve sayısında anlaşamadınız; bu yüzden hakem çağrıldı (Yasa 79B).",
            "You disagree on the number of tricks won, so the Director has been called (Law 79B).",
        ),
        Text(
            "Önce bir talep ya da terk olup olmadığını saptarım; olduysa Yasa 69B ya da 71'i uygularım (Yasa 79B1).",
            "First I determine whether there was a claim or concession; if so, I apply Law 69B or Law 71 (Law 79B1).",
        ),
        Text(
            "Yoksa kaydedilecek skoru ben belirlerim (Yasa 79B2).",
            "If not, I rule what score is to be recorded (Law 79B2).",
        ),
    ),
)
TRICKS_AFTER_ROUND = Ending(
    said=(
        Text(
            "tur bittikten sonra deklaranın kaç löve aldığında anlaşamadık",
            "after the round we disagreed on the number of tricks declarer won",
        ),
        Text(
            "hakemi ancak tur bitince çağırdık löve sayısı tartışmalı",
            "we only called the Director once the round was over; the trick count is in dispute",
        ),
        Text(
            "tur bittikten sonra rakipler bir löve daha aldıklarını söyledi",
            "after the round was over the opponents said they had taken one more trick",
        ),
        Text(
            "masadan kalktıktan sonra lövelerin yanlış sayıldığını düşündük",
            "after we had moved on we thought the tricks had been counted wrongly",
        ),
        Text(
            "sonraki tura geçtikten sonra rakip bir lövesinin eksik sayıldığını söyledi",
            "after we had moved for the next round an opponent told us he had been given a trick too few",
        ),
    ),
    title=Text(
        "Kazanılan löve sayısında anlaşmazlık, tur bittikten sonra",
        "A disagreement on the tricks won, after the round has ended",
    ),
    # 79B (TR): "Bir anlaşmazlık çıkarsa, hakem çağrılmak zorundadır. Daha sonra, ... 3. Hakem,
    # oynanan turun bitmesinden önce çağırılmamış ise"; (WBF) "If a disagreement arises, the Director
    # must be called, then: ... 3. If the Director is not called before the round ends". The Ending
    # cited 79B and said nothing of it: a disagreement found after the round is the Director's too.
    # 79B3's last sentence (TR "Aksi takdirde, masa skorunu geçerli saymalı veya taraflardan birinin
    # skorunu düşürürken diğer tarafınkini sabit tutmalıdır"; WBF "Otherwise he should either allow
    # the recorded score to stand, or decrease the score for one side without increasing it for the
    # other") is said in the Turkish's words, modal included (qa159): the guide's Turkish had the
    # WBF's "recorded score" and "without increasing" ("kayıtlı skor", "artırmaz").
    now=(
        Text(
            "Anlaşmazlık çıkarsa hakem çağrılmak zorundadır (Yasa 79B).",
            "If a disagreement arises, the Director must be called (Law 79B).",
        ),
        Text(
            "Hakem tur bitmeden çağrılmadıysa skoru iki taraf için de ancak masada alınan sonuca ilişkin net bir kanaate varabilirse değiştirebilir (Yasa 79B3).",
            "If the Director was not called before the round ended, he may change the score for both sides only when he is clearly convinced of the result obtained at the table (Law 79B3).",
        ),
        Text(
            "Varamazsa ya masa skorunu geçerli saymalı ya da bir tarafın skorunu düşürürken diğer tarafınkini sabit tutmalıdır (Yasa 79B3).",
            "Otherwise he should either let the table score stand or decrease the score for one side while leaving the other side's unchanged (Law 79B3).",
        ),
        CLAIM_OR_CONCESSION,
    ),
    # 69B: as on the at-the-table Ending, the chooser no longer says "Nobody chooses" (qa213).
    chooser=Text("Hakem karar verir.", "The Director decides."),
    laws=("79B3", "79B", "69B", "71"),
    # 79B (TR "Bir anlaşmazlık çıkarsa, hakem çağrılmak zorundadır"; WBF "If a disagreement arises,
    # the Director must be called"). The line said "the later it is, the harder it is to establish the
    # result at the table", which no paragraph says: 79B3's condition is the Director's being "clearly
    # convinced" ("net bir kanaat"), not the delay (qa159's doubt, removed by qa161).
    director=Text(
        "Fark eder etmez hakeme gidin (Yasa 79B).",
        "Go to the Director as soon as you notice (Law 79B).",
    ),
    advice=(
        NOT_KNOWINGLY,
        Text(
            "Löve sayısında anlaşamadığınızda hakemi tur bitmeden çağırın: tur bittikten sonra hakemin elindeki olanaklar daralır (Yasa 79B3).",
            "When you disagree on the tricks, call the Director before the round ends: afterwards his options narrow (Law 79B3).",
        ),
    ),
    script=(
        Text(
            "Hakem tur bitmeden çağrılmadı. Skoru iki taraf için de ancak masadaki sonuca ilişkin net bir kanaate varırsam değiştirebilirim (Yasa 79B3).",
            "The Director was not called before the round ended. I may change the score for both sides only if I am clearly convinced of the result at the table (Law 79B3).",
        ),
        # 79B3's "should" (TR "geçerli saymalı ... sabit tutmalıdır"; WBF "he should either allow ... or
        # decrease"): the read-out said "the table score stands, or I decrease", as if the Law said so (qa209).
        Text(
            "Varamazsam ya masa skorunu geçerli saymalı ya da bir tarafın skorunu düşürürken diğer tarafınkini sabit tutmalıyım.",
            "Otherwise I should either let the table score stand or decrease one side's score while leaving the other side's unchanged.",
        ),
    ),
)
WITHIN_PERIOD = Ending(
    said=(
        Text("bridgemate'e yanlış sonuç girilmiş", "the wrong result was entered in the bridgemate"),
        Text("sonuç listesinde skorumuz hatalı", "our score on the results sheet is wrong"),
        Text("kontrat yapıldı ama bridgemate'e bir down girmişiz", "the contract made but we keyed it in as one down"),
        Text("sonuç girilirken kontr unutulmuş", "the double was left off when the result was entered"),
        Text(
            "skor kağıdında sonuç yanlış yazılmış puanlar düzeltilir mi",
            "the wrong score went on the traveller, can the scores be put right",
        ),
        Text("puanımız yanlış hesaplanmış", "our points were worked out wrong"),
        Text("skor kâğıdına yanlış rakam yazmışız", "we wrote the wrong figure on the score sheet"),
    ),
    title=Text("Skor hatası, Düzeltme Süresi içinde", "A scoring error within the Correction Period"),
    now=(
        Text(
            "Üzerinde anlaşılan skorun hesaplanmasında ya da kaydedilmesinde yapılan hata, ister oyuncu ister görevli yapmış olsun, Organizasyon Komitesinin belirlediği süre dolana kadar düzeltilebilir (Yasa 79C1).",
            "An error in recording or computing the agreed-upon score, whether made by a player or an official, may be corrected until the period specified by the Tournament Organizer expires (Law 79C1).",
        ),
        PERIOD,
        # 81C: TR "Normal şartlarda hakemin görev ve yetkileri aşağıdakileri de kapsar: ... 3. Herhangi
        # bir şekilde farkına vardığı hata veya usulsüzlükleri, Yasa 79C ve 92B'ye göre belirtilen
        # düzeltme süreci içinde düzeltmek"; WBF "The Director's duties and powers normally include
        # also the following: ... 3. to rectify an error or irregularity of which he becomes aware in
        # any manner, within the periods established in accordance with Laws 79C and 92B". The guide
        # said "rectifies" flatly (qa159's doubt); it now says what 81C says (qa161).
        Text(
            "Normal şartlarda hakemin görev ve yetkileri, herhangi bir şekilde farkına vardığı hata veya usulsüzlükleri bu süre içinde düzeltmeyi de kapsar (Yasa 81C3).",
            "Under normal circumstances the Director's duties and powers also include correcting, within that period, any error or irregularity of which he becomes aware in any manner (Law 81C3).",
        ),
    ),
    chooser=Text(
        "Kimse seçmez; düzeltmek normal şartlarda hakemin görev ve yetkileri arasındadır.",
        "Nobody chooses; correcting it is normally among the Director's duties and powers.",
    ),
    laws=("79C1", "81C3"),
    director=Text(
        "Hatayı görür görmez, süre dolmadan hakeme bildirin.",
        "Tell the Director as soon as you see the error, before the period ends.",
    ),
    advice=(
        NOT_KNOWINGLY_IN_SCORE,
        Text(
            "Resmi skorlar incelemeye açılınca kendi sonuçlarınızı hemen kontrol edin: başka bir zaman belirtilmediyse Düzeltme Süresi bundan 30 dakika sonra biter (Yasa 79C1).",
            "Check your own results as soon as the official scores are available for inspection: unless another time is specified, the Correction Period ends 30 minutes after that (Law 79C1).",
        ),
    ),
    script=(
        # 79C1 (TR "ister oyuncu ister resmi bir görevli tarafından yapılmış olsun"; WBF "whether made by a
        # player or an official"): the read-out said "kim yapmış olursa olsun" / "whoever made it" (qa209).
        Text(
            "Anlaşılan skorun hesaplanmasında ya da kaydedilmesinde yapılan hata, ister oyuncu ister görevli yapmış olsun, Düzeltme Süresi dolana kadar düzeltilebilir (Yasa 79C1).",
            "An error in recording or computing the agreed score, whether made by a player or an official, may be corrected until the Correction Period expires (Law 79C1).",
        ),
        Text(
            "Süre, başka bir zaman belirtilmediyse resmi skorlar incelemeye açıldıktan 30 dakika sonra biter. Düzeltmek normal şartlarda benim görev ve yetkilerim arasındadır (Yasa 81C3); kimse seçmez.",
            "Unless another time is specified, it ends 30 minutes after the official scores are available for inspection. Under normal circumstances correcting it is among my duties and powers (Law 81C3); nobody chooses.",
        ),
    ),
)
AFTER_PERIOD = Ending(
    said=(
        Text(
            "düzeltme süresi geçtikten sonra skor hatası bulduk",
            "we found a scoring error after the correction period ended",
        ),
        Text(
            "düzeltme süresi dolduktan sonra yanlış yazılmış skor düzeltilebilir mi",
            "can a wrongly recorded score still be corrected once the correction period is over",
        ),
        Text(
            "sonuçlar kesinleştikten sonra skorumuzun yanlış girildiğini gördük",
            "we spotted a wrong entry only after the results had become final",
        ),
    ),
    title=Text("Skor hatası, Düzeltme Süresi dolduktan sonra", "A scoring error after the Correction Period"),
    now=(
        Text(
            "Düzeltme Süresi dolduktan sonra bir skor hatası ancak Organizasyon Komitesinin onayıyla ve hakem kaydın yanlış olduğuna makul şüphenin ötesinde kanaat getirirse düzeltilebilir (Yasa 79C2).",
            "After the Correction Period has expired, a scoring error may be corrected only subject to the Tournament Organizer's approval and if the Director is satisfied beyond reasonable doubt that the record is wrong (Law 79C2).",
        ),
        Text(
            "Bu koşullar yoksa yasa süre dolduktan sonra düzeltmeye yer vermez (Yasa 79C1).",
            "Without them the Laws allow no correction once the period has expired (Law 79C1).",
        ),
    ),
    chooser=Text(
        "Kimse seçmez; hakem, Organizasyon Komitesinin onayıyla karar verir.",
        "Nobody chooses; the Director decides, subject to the Tournament Organizer's approval.",
    ),
    laws=("79C1", "79C2"),
    director=Text(
        "Yine de hemen hakeme gidin ve kaydın yanlış olduğunu gösteren her şeyi (skor kağıdı, rakiplerin onayı) götürün.",
        "Go to the Director at once all the same, with whatever shows that the record is wrong (the score slip, the opponents' agreement).",
    ),
    advice=(NOT_KNOWINGLY_IN_SCORE,),
    script=(
        Text(
            "Düzeltme Süresi doldu. Skor hatası artık ancak Organizasyon Komitesi onaylarsa ve ben kaydın yanlış olduğuna makul şüphenin ötesinde kanaat getirirsem düzeltilebilir (Yasa 79C2).",
            "The Correction Period has expired. The error may now be corrected only with the Tournament Organizer's approval and if I am satisfied beyond reasonable doubt that the record is wrong (Law 79C2).",
        ),
        Text("Kimse seçmez.", "Nobody chooses."),
    ),
)
DIRECTOR_ERROR = Ending(
    facts=(DIRECTORS_OWN_ERROR,),
    said=(
        Text(
            "hakem yanlış kural uyguladığını kabul etti skor ne olacak",
            "the director admits he gave us a wrong ruling, what happens to the score",
        ),
        Text(
            "hakem kendi hatasını fark etti ama bord artık normal skorlanamıyor",
            "the director realised his own mistake and the board can no longer be scored normally",
        ),
        Text(
            "hakemin hatası yüzünden bord normal skorlanamıyor",
            "the director's mistake means the board cannot be scored normally",
        ),
        Text(
            "hakem kendi hatası için iki tarafa da ayarlı skor verdi",
            "the td erred in his ruling and both sides get an adjusted score",
        ),
        Text(
            "hakem yanlış kuralı okumuş sonuç bozuldu", "the director read out the wrong law and it wrecked the result"
        ),
    ),
    title=Text("Hakemin kendi hatası", "The Director's own error"),
    now=(
        Text(
            "Hakem verdiği bir kararın yanlış olduğunu sonradan saptarsa ve hiçbir düzeltme bordun normal biçimde skorlanmasına izin vermiyorsa, iki tarafı da kusursuz kabul ederek ayarlı skor verecektir (Yasa 82C).",
            "If the Director subsequently determines that a ruling he gave was incorrect, and no rectification will allow the board to be scored normally, he shall award an adjusted score, treating both sides as non-offending for that purpose (Law 82C).",
        ),
        # 81C3 among the duties 81C's opening says the Director's powers "normally include" (TR
        # "Normal şartlarda ... kapsar"; WBF "normally include also"), as the within-period Ending.
        Text(
            "Normal şartlarda hakemin görev ve yetkileri, hatayı Yasa 79C ve 92B'ye göre belirlenen süreler içinde düzeltmeyi de kapsar (Yasa 81C3).",
            "Under normal circumstances the Director's duties and powers also include rectifying the error within the periods established in accordance with Laws 79C and 92B (Law 81C3).",
        ),
    ),
    chooser=Text("Kimse seçmez; hakem karar verir.", "Nobody chooses; the Director decides."),
    laws=("82C", "81C3"),
    director=Text(
        "Hakemin yeni kararını dinleyin; ona da katılmıyorsanız gözden geçirilmesi için İtiraz Komitesi'ne başvurabilirsiniz (Yasa 92A).",
        "Hear the Director's new ruling; if you disagree with it too, you may apply to the Appeals Committee for a review (Law 92A).",
    ),
    script=(
        Text(
            "Verdiğim kararın yanlış olduğunu saptadım.",
            "I have determined that my ruling was incorrect.",
        ),
        Text(
            "Hiçbir düzeltme bordun normal skorlanmasına izin vermiyorsa, iki tarafı da kusursuz sayarak ayarlı skor vereceğim (Yasa 82C). Kimse seçmez.",
            "If no rectification allows the board to be scored normally, I shall award an adjusted score, treating both sides as non-offending (Law 82C). Nobody chooses.",
        ),
    ),
)
RULING_DISPUTED = Ending(
    said=(
        Text("hakemin kararına katılmıyorum", "I disagree with the director's ruling"),
        Text(
            "hakemin verdiği karar bence yanlış ne yapabilirim",
            "I think the Director got the ruling wrong, what can I do",
        ),
        Text("hakemin kararını yeniden gözden geçirtmek istiyorum", "I want the Director's ruling reviewed"),
        Text(
            "masamızda verilen karar bence yanlış, bunu kim yeniden inceler",
            "I think the ruling we got at our table is wrong; who reviews it",
        ),
        Text(
            "kararı beğenmedik itiraz için ne kadar süremiz var",
            "we don't like the ruling; how long do we have to appeal",
        ),
        Text(
            "ikili turnuvada itiraz için ortağımın da onayı gerekir mi",
            "in a pairs event do I need my partner to agree before appealing",
        ),
    ),
    title=Text("Hakemin kararı size yanlış görünüyor", "You think the Director's ruling was wrong"),
    now=(
        RIGHT,
        TIME,
        Text(
            "Başvuru hakem aracılığıyla yapılacaktır (Yasa 92C); ayrıntılar itiraz rehberindedir.",
            "The request shall be made through the Director (Law 92C); the appeals guide has the details.",
        ),
    ),
    chooser=Text(
        "Siz; ikili turnuvada ortağınızla birlikte, takım maçında kaptanınızın onayıyla (Yasa 92D).",
        "You; in a pairs event together with your partner, in a team event with your captain's concurrence (Law 92D).",
    ),
    laws=("92A", "92B", "92C", "92D"),
    director=Text("Süre dolmadan hakemle konuşun.", "Speak to the Director before the time runs out."),
    advice=(RIGHT_DIFFERS,),
    options=(
        Option(
            Text("İtiraz etmek", "Appeal"),
            # 92D sets a condition without which the appeal is not heard (TR "aşağıdaki şartlar
            # gerçekleşmeden işleme konmaz", WBF "shall not be heard unless"), not one with which it
            # is: it must also be made in time (92B) and through the Director (92C). Said as the
            # appeals guide says it (appeals.py, 92D1 and 92D2): the English in the WBF's "shall not be
            # heard unless ... concur(s) in making the appeal" (it said "must concur ..., or it is not
            # heard"; audit300 mended the appeals guide's, qa307 these two), the Turkish in the official
            # text's "işleme konmaz" (it said "yoksa itiraz dinlenmez"; qa317).
            Text(
                "İkili turnuvada ortağınız, takım maçında kaptanınız da itirazda hemfikir olmalıdır; yoksa itiraz başvurusu işleme konmaz. İşleme konursa karar gözden geçirilir (Yasa 92A, 92D).",
                "An appeal shall not be heard unless your partner (in a pairs event) or your captain (in a team event) concurs in making the appeal; if it is heard, the ruling is reviewed (Laws 92A, 92D).",
            ),
            (Text("Yanlış bir karar düzeltilebilir.", "A wrong ruling may be put right."),),
            (WITHOUT_MERIT,),
        ),
        Option(
            Text("Kararı kabul etmek", "Accept the ruling"),
            Text("Kararın gözden geçirilmesini istemezsiniz.", "You do not ask for the ruling to be reviewed."),
            (Text("Zaman ve emek harcamazsınız.", "It costs no time or effort."),),
            (
                Text(
                    "Süre dolunca itiraz hakkı sona erer (Yasa 92B).",
                    "Once the time expires, so does the right (Law 92B).",
                ),
            ),
        ),
    ),
    options_after_irregularity=False,  # an appeal is a right (92A), not a rectification: no 9B2
    script=(
        Text(
            "Masanızda verdiğim kararın gözden geçirilmesi için İtiraz Komitesi'ne başvurabilirsiniz (Yasa 92A); başvuru benim aracılığımla yapılacaktır (Yasa 92C).",
            "You may apply to the Appeals Committee for a review of the ruling I made at your table (Law 92A); the request shall be made through me (Law 92C).",
        ),
        Text(
            "Başka bir süre belirtilmediyse bu hak, resmi skor incelemeye açıldıktan 30 dakika sonra sona erer (Yasa 92B).",
            "Unless another time is specified, the right expires 30 minutes after the official score is made available for inspection (Law 92B).",
        ),
        # 92D (TR "İtiraz başvurusu aşağıdaki şartlar gerçekleşmeden işleme konmaz"; WBF "An appeal
        # shall not be heard unless"): the condition of the Appeal option, said on the page and in the
        # appeals guide's read-outs; this read-out offered the appeal without it (qa250). English in the
        # WBF's verb as on the page (qa307), "in pairs" / "in teams" to keep the 90 words.
        Text(
            "İkili turnuvada ortağınız, takım maçında kaptanınız da itirazda hemfikir olmalıdır; yoksa itiraz başvurusu işleme konmaz (Yasa 92D).",
            "An appeal shall not be heard unless your partner (in pairs) or your captain (in teams) concurs in making the appeal (Law 92D).",
        ),
        Text(
            "İki seçeneğiniz var: İtiraz etmek ya da Kararı kabul etmek.",
            "You have two options: Appeal, or Accept the ruling.",
        ),
        Text("Seçiminizi süre dolmadan yapın.", "Make your choice before the time runs out."),
    ),
)

SITUATION = Situation(
    slug="score-correction",
    title=Text("Skor yanlış yazıldı", "A score entered wrongly"),
    summary=Text(
        "Skor yanlış girildi ya da yanlış hesaplandı, löve sayısında anlaşılamadı ya da verilen bir kararın yanlış olduğu sonradan anlaşıldı: Düzeltme Süresi.",
        "A score was entered or computed wrongly, the tricks won are disputed, or a ruling turned out to be wrong: the Correction Period.",
    ),
    start=Step(
        Text("Ne yanlış?", "What is wrong?"),
        (
            Choice(
                "tricks",
                Text("Kazanılan löve sayısında anlaşamıyoruz", "We disagree on the number of tricks won"),
                Step(
                    Text("Hakem ne zaman çağrıldı?", "When was the Director called?"),
                    (
                        Choice(
                            "before-round-ends",
                            Text("Tur bitmeden, masadayken", "Before the round ended, at the table"),
                            TRICKS_AT_TABLE,
                        ),
                        Choice(
                            "after-round-ends",
                            Text("Tur bittikten sonra", "After the round had ended"),
                            TRICKS_AFTER_ROUND,
                        ),
                    ),
                ),
            ),
            Choice(
                "entry",
                Text(
                    "Anlaştığımız sonuç yanlış yazıldı ya da yanlış hesaplandı",
                    "The result we agreed was entered or computed wrongly",
                ),
                Step(
                    Text("Hata ne zaman fark edildi?", "When was the error noticed?"),
                    (
                        Choice("at-the-table", Text("Hâlâ masadayken", "Still at the table"), WITHIN_PERIOD),
                        Choice(
                            "within-period",
                            Text(
                                "Resmi skorlar açıklandıktan sonra, Düzeltme Süresi içinde",
                                "After the official scores were posted, within the Correction Period",
                            ),
                            WITHIN_PERIOD,
                        ),
                        Choice(
                            "after-period",
                            Text("Düzeltme Süresi dolduktan sonra", "After the Correction Period had expired"),
                            AFTER_PERIOD,
                        ),
                    ),
                    PERIOD,
                ),
            ),
            Choice(
                "ruling",
                Text("Hakemin verdiği karar yanlıştı", "The Director's ruling was wrong"),
                Step(
                    Text("Yanlışı kim saptadı?", "Who found it wrong?"),
                    (
                        Choice(
                            "director",
                            Text("Hakemin kendisi", "The Director himself"),
                            DIRECTOR_ERROR,
                        ),
                        Choice(
                            "player",
                            Text("Biz; hakem kararının arkasında", "We did; the Director stands by his ruling"),
                            RULING_DISPUTED,
                        ),
                    ),
                ),
            ),
        ),
        FOULED,
    ),
)
