"""Slow play, procedural and disciplinary penalties: what a player may expect and do. Conduct and
etiquette (Law 74: 74A proper attitude, 74B etiquette, 74C violations of procedure, 74C7 varying
the tempo to disconcert), procedural penalties (Law 90: 90A the Director's authority, 90B the
offences, 90B2 unduly slow play), disciplinary penalties, suspension and disqualification (Law 91),
which an appeals committee may not overrule (93B3).

Written from the Laws' text. Whether to penalise, and how much, is the Director's judgement within
the regulations he is bound by (81B2, 81C4): the Laws fix no amount and the guide invents none.
Slow play as such is 90B2; 74C7 is varying the normal tempo "for the purpose of disconcerting an
opponent" in both texts. The Turkish 90A keeps "an adjusted score at another table" where the WBF
English has only "an adjusted score", and the Turkish 74A2 says a player "must" avoid annoying
remarks ("kaçınmak zorundadır") where the WBF English says he "should": the guide follows the
Turkish and says so.
"""

from __future__ import annotations

from ..guide import Choice, Ending, Situation, Step, Text

# 90A (TR): "Hakem, bu yasaların onarma ile ilgili hükümlerini tatbik etmeye ilaveten, nedensiz
# yere oyunu geciktiren veya engelleyen, diğer yarışmacıları rahatsız eden, doğru yöntemi ihlal
# eden veya bir başka masada ayarlı skor atanmasını gerektiren her kusurlu davranışı ayrıca
# cezalandırabilir."; (WBF) "The Director, in addition to implementing the rectifications in these
# Laws, may also assess procedural penalties for any offense that unduly delays or obstructs the
# game, inconveniences other contestants, violates correct procedure, or requires the award of an
# adjusted score."
AUTHORITY = Text(
    "Hakem, yasalardaki onarmalara ek olarak, oyunu nedensiz yere geciktiren ya da engelleyen, diğer yarışmacıları rahatsız eden, doğru yöntemi ihlal eden ya da bir başka masada ayarlı skor verilmesini gerektiren her kusurlu davranışı ayrıca cezalandırabilir (Yasa 90A).",
    "In addition to the rectifications in the Laws, the Director may assess procedural penalties for any offence that unduly delays or obstructs the game, inconveniences other contestants, violates correct procedure, or requires an adjusted score at another table (Law 90A).",
)
AT_ANOTHER_TABLE = Text(
    "Resmî metin Türkçedir: Türkçe 90A 'bir başka masada' ayarlı skor gerektiren davranışı sayar; WBF İngilizcesi yalnızca 'ayarlı skor verilmesini gerektiren' (⁅requires the award of an adjusted score⁆) der.",
    "The Turkish is the official text: its 90A names an offence that requires an adjusted score 'at another table'; the WBF English says only 'requires the award of an adjusted score'.",
)
# 81B2 (TR): "Hakem, bu yasalar ve yasalarla yetkilendirilen kuruluşlarca yayınlanan ek
# yönetmelikleri uygulamakla kısıtlıdır."; (WBF) "The Director applies, and is bound by, these Laws
# and supplementary regulations announced under authority given in these Laws."
NO_AMOUNT = Text(
    "Yasalar ceza miktarı belirtmez: ceza verip vermemek ve miktarı, hakemin bağlı olduğu yasalar ve ek yönetmelikler çerçevesinde onun kararıdır (Yasa 81B2, 81C4).",
    "The Laws fix no amount: whether to penalise, and how much, is the Director's decision within the Laws and the supplementary regulations he is bound by (Laws 81B2, 81C4).",
)
REVIEW = Text(
    "Masanızda hakemin verdiği bir karara katılmıyorsanız gözden geçirilmesini isteyebilirsiniz (Yasa 92A); yolu ve süresi itiraz rehberindedir.",
    "If you disagree with a ruling the Director made at your table, you may appeal for a review (Law 92A); the appeals guide has how and when.",
)
# 74B5: TR "Hakemi, ona veya diğer yarışmacılara karşı saygısız biçimde çağırmak ve bu biçimde hakeme
# hitap etmek"; WBF "summoning and addressing the Director in a manner discourteous to him or to other
# contestants". The Turkish line named the summoning alone (qa182). It said "is against etiquette" /
# "görgü kurallarına aykırıdır"; 74B's own verb is "should refrain from" / "kaçınmalıdır" (the
# modal rule, CONTRIBUTING.md "Add a situation guide" point 1), as the 74B4 and 74B2 lines now say
# (audit312).
POLITELY = Text(
    "Kendiniz uyarmayın ya da karşılık vermeyin; hakemi nazikçe çağırın: bir oyuncu, hakemi ona ya da diğer yarışmacılara karşı saygısız biçimde çağırmaktan ve ona bu biçimde hitap etmekten kaçınmalıdır (Yasa 74B5).",
    "Do not warn or answer back yourself; call the Director politely: a player should refrain from summoning and addressing the Director in a manner discourteous to him or to other contestants (Law 74B5).",
)

# 74A1 (TR): "Bir oyuncu her zaman nazik tavrını korumalıdır."; (WBF) "A player should maintain a
# courteous attitude at all times." 74A2 (TR): "Bir oyuncu bir başka oyuncuda rahatsızlık veya
# mahcubiyet yaratacak veya oyunun zevkini engelleyecek söz veya konuyla ilgisi olmayan her türlü
# eylemden dikkatle kaçınmak zorundadır."; (WBF) "A player should carefully avoid any remark or
# extraneous action that might cause annoyance or embarrassment to another player or might interfere
# with the enjoyment of the game." The official 74A2 is an obligation ("zorundadır"), the WBF's a
# "should".
COURTESY = Text(
    "Bir oyuncu her zaman nazik tavrını korumalıdır (Yasa 74A1); başka bir oyuncuda rahatsızlık ya da mahcubiyet yaratacak ya da oyunun zevkini engelleyecek her türlü söz ya da konuyla ilgisi olmayan eylemden dikkatle kaçınmak zorundadır (Yasa 74A2).",
    "A player should maintain a courteous attitude at all times (Law 74A1); he must carefully avoid any remark or extraneous action that might cause annoyance or embarrassment to another player or interfere with the enjoyment of the game (Law 74A2).",
)
MUST_AVOID = Text(
    "Resmî metin Türkçedir: Türkçe 74A2 oyuncunun bu söz ve eylemlerden 'kaçınmak zorunda' olduğunu söyler; WBF İngilizcesi 'kaçınmalıdır' (⁅should carefully avoid⁆) der.",
    "The Turkish is the official text: its 74A2 says a player 'must' avoid such remarks and actions ('⁅kaçınmak zorundadır⁆'); the WBF English says he 'should carefully avoid' them.",
)

SLOW_PLAY = Ending(
    said=(
        Text("rakipler her bordda çok uzun düşünüyor", "our opponents take forever on every board"),
        Text("masamız hep geç bitiyor puan kesilir mi", "our table keeps finishing late, can we lose points"),
        Text(
            "rakip her kartı oynamadan önce dakikalarca bekliyor", "an opponent waits minutes before playing every card"
        ),
        Text("çok yavaş oynayan çifte ceza verilir mi", "can a pair that plays very slowly be penalised"),
        Text("yavaş oynadığımız için hakem puan kesti", "the Director took points off us for slow play"),
        Text(
            "rakip her kartta oyalanıyor tur yetişmiyor",
            "an opponent dawdles over every card and the round never finishes in time",
        ),
        Text(
            "masamız süreyi aştı hakem ceza yazdı",
            "we ran over the time for the round and the director gave us a penalty",
        ),
    ),
    title=Text("Yavaş oyun", "Slow play"),
    now=(
        # 90B, TR "Aşağıdakiler, yöntemsel cezayı gerektiren kusurlu davranışlara ilişkin örneklerdir";
        # WBF "examples of offenses subject to procedural penalty": the official word, not the guide's
        # "gerektirebilecek"; AUTHORITY beside it gives 90A's "cezalandırabilir" / "may" (qa193).
        Text(
            "Bir yarışmacının nedensiz yere yavaş oynaması, yöntemsel cezayı gerektiren kusurlu davranışlara örnektir (Yasa 90B2).",
            "Unduly slow play by a contestant is an example of an offence subject to procedural penalty (Law 90B2).",
        ),
        AUTHORITY,
        # 74B (TR "Nezaket gereği olarak bir oyuncu şunlardan kaçınmalıdır: ... 4. Rakibi sıkıntıya sokmak
        # amacıyla oyunu gereksiz yere uzatmak"; WBF "As a matter of courtesy a player should refrain from:
        # ... 4. prolonging play unnecessarily ... for the purpose of disconcerting an opponent") in its own
        # verb; it said "is against etiquette" (audit312). 74C7 keeps 74C's "yöntem ihlali sayılır" (note).
        # 74B's lead-in ("as a matter of courtesy") here moved newguides-dev9 en 0.598 -> 0.593: left out.
        Text(
            "Bir oyuncu, rakibi sıkıntıya sokmak için oyunu gereksiz yere uzatmaktan kaçınmalıdır (Yasa 74B4); rakibi sıkıntıya sokmak için artırımın ya da oyunun normal ritmini değiştirmek yöntem ihlalidir (Yasa 74C7).",
            "A player should refrain from prolonging play unnecessarily for the purpose of disconcerting an opponent (Law 74B4); varying the normal tempo of bidding or play for the purpose of disconcerting an opponent is a violation of procedure (Law 74C7).",
        ),
        NO_AMOUNT,
    ),
    chooser=Text("Kimse seçmez; hakem karar verir.", "Nobody chooses; the Director decides."),
    laws=("90B2", "90A", "74B4", "74C7", "81B2", "81C4"),
    director=POLITELY,
    advice=(
        Text(
            "Oyunun temposu üzerine rakiple tartışmayın; hakem gecikmeyi kendisi değerlendirir.",
            "Do not argue about the tempo with the opponents; the Director judges the delay himself.",
        ),
        AT_ANOTHER_TABLE,
    ),
    script=(
        Text(
            "Nedensiz yere yavaş oynamak, yöntemsel cezayı gerektiren kusurlu davranışlara örnektir (Yasa 90B2).",
            "Unduly slow play is an offence subject to procedural penalty (Law 90B2).",
        ),
        # 90A: TR "nedensiz yere oyunu geciktiren veya engelleyen ... her kusurlu davranışı ayrıca
        # cezalandırabilir"; WBF "may also assess procedural penalties for any offense that unduly
        # delays or obstructs the game". The read-out said "Oyunu geciktiren davranışı" / "the delay",
        # without 90A's "nedensiz yere" / "unduly" (qa182).
        Text(
            "Oyunu nedensiz yere geciktiren davranışı cezalandırıp cezalandırmayacağıma ve miktarına ben karar veririm (Yasa 90A); yasalar bir miktar belirtmez.",
            "Whether to penalise an offence that unduly delays the game, and how much, is for me to decide (Law 90A); the Laws fix no amount.",
        ),
        Text("Kimse seçmez.", "Nobody chooses."),
    ),
)
# 90B3: TR "Bir bordun konuşmalarının, oyunun veya sonucunun, başka bir masadan duyulabilecek şekilde
# tartışılması"; WBF "discussion of the bidding, play or result of a board, which may be overheard at
# another table". The list's Turkish said "duyulacak" (will be heard) for the Turkish's "duyulabilecek"
# (may be heard), as the English always said (qa182).
PROCEDURAL = Ending(
    said=(
        Text("bir kartı bordun yanlış cebine koyduk", "we put a card in the wrong pocket of the board"),
        Text(
            "bordu yüksek sesle tartıştılar yan masa duydu", "they discussed the board so loudly the next table heard"
        ),
        Text(
            "başlama saatinden sonra gelen çifte ceza verilir mi",
            "can a pair that turns up after the starting time be penalised",
        ),
        Text("turnuvaya geç kaldık puanımızdan düşüldü", "the director deducted points because we were late"),
        Text(
            "başka bir çiftle skorlarımızı karşılaştırdık ceza aldık",
            "we were penalised for checking our results with another pair",
        ),
        Text("başka oyuncunun kartlarına dokunmanın cezası", "a penalty for touching another player's cards"),
        Text(
            "oyun sırasında başka masadakilerle sonuçları konuştuk",
            "we talked results over with another pair during the session",
        ),
        Text(
            "hakemin talimatına hemen uymadık ceza verdi",
            "we did not do what the director told us straight away and got a penalty",
        ),
    ),
    title=Text("Yöntemsel ceza", "A procedural penalty"),
    now=(
        AUTHORITY,
        Text(
            "Örnekler, liste bunlarla sınırlı olmadan (Yasa 90B): geç gelmek (90B1), nedensiz yere yavaş oynamak (90B2), bordu başka bir masadan duyulabilecek biçimde konuşmak (90B3), skorları izinsiz karşılaştırmak (90B4), başka bir oyuncunun kartlarına dokunmak ya da onları tutmak (90B5; bkz. Yasa 7), kartları bordun yanlış cebine koymak (90B6), ayarlı skor gerektiren yöntem hataları, örneğin elindeki kartları saymamak, yanlış bordu oynamak (90B7) ve yönetmeliğe ya da hakemin talimatlarına zamanında uymamak (90B8).",
            "Examples, the list not being limited to them (Law 90B): arriving late (90B1), unduly slow play (90B2), discussing a board where it may be overheard at another table (90B3), unauthorised comparison of scores (90B4), touching or handling another player's cards (90B5; see Law 7), putting cards in the wrong pocket of the board (90B6), errors in procedure that require an adjusted score, such as failing to count one's cards or playing the wrong board (90B7), and failing to comply promptly with regulations or with the Director's instructions (90B8).",
        ),
        NO_AMOUNT,
        AT_ANOTHER_TABLE,
    ),
    chooser=Text("Kimse seçmez; hakem karar verir.", "Nobody chooses; the Director decides."),
    laws=("90A", "90B", "90B1", "90B2", "90B3", "90B4", "90B5", "90B6", "90B7", "90B8", "81B2", "81C4"),
    # 81C: TR "Normal şartlarda hakemin görev ve yetkileri aşağıdakileri de kapsar: ... 2. Bu Yasaları
    # uygulamak, yorumlamak ve oyuncuları hakları ve sorumlulukları konusunda bilgilendirmek"; WBF "The
    # Director's duties and powers normally include also the following: ... 2. to administer and
    # interpret these Laws and to advise the players of their rights and responsibilities thereunder".
    # The line said "is his duty" flatly, as the score-correction guide said 81C3 until qa161 (qa182).
    director=Text(
        "Hakem kararını kendisi verir; haklarınızı ondan öğrenebilirsiniz: normal şartlarda hakemin görev ve yetkileri, oyuncuları hakları ve sorumlulukları konusunda bilgilendirmeyi de kapsar (Yasa 81C2).",
        "The Director decides himself; ask him about your rights: under normal circumstances the Director's duties and powers also include advising the players of their rights and responsibilities (Law 81C2).",
    ),
    advice=(REVIEW,),
    script=(
        # 90A names four kinds of offence (TR "nedensiz yere oyunu geciktiren veya engelleyen, diğer
        # yarışmacıları rahatsız eden, doğru yöntemi ihlal eden veya bir başka masada ayarlı skor
        # atanmasını gerektiren her kusurlu davranışı"; WBF "any offense that unduly delays or
        # obstructs the game, inconveniences other contestants, violates correct procedure, or
        # requires the award of an adjusted score"); the read-out named two, so a penalty for a board
        # discussed where another table could hear it (90B3) was read out on grounds that did not
        # name it (qa268). "At another table" is the official Turkish's (AT_ANOTHER_TABLE).
        Text(
            "Yasalardaki onarmalara ek olarak, oyunu nedensiz yere geciktiren ya da engelleyen, diğer yarışmacıları rahatsız eden, doğru yöntemi ihlal eden ya da bir başka masada ayarlı skor verilmesini gerektiren her kusurlu davranış için yöntemsel ceza verebilirim (Yasa 90A).",
            "In addition to the rectifications in the Laws, I may assess a procedural penalty for any offence that unduly delays or obstructs the game, inconveniences other contestants, violates correct procedure, or requires an adjusted score at another table (Law 90A).",
        ),
        Text(
            "Ceza verip vermemek ve miktarı benim kararımdır; yasalar bir miktar belirtmez. Kimse seçmez.",
            "Whether to penalise, and how much, is my decision; the Laws fix no amount. Nobody chooses.",
        ),
    ),
)
CONDUCT = Ending(
    said=(
        Text("rakip masada bağırdı kaba davrandı", "an opponent was rude and shouted at the table"),
        Text("oyuncu masada ortağını sürekli azarlıyor", "a player keeps berating his partner at the table"),
        Text(
            "rakip kötü oynadığım bir kart için alaycı bir yorum yaptı",
            "an opponent made a sarcastic remark about a card I played",
        ),
        Text(
            "ortağım kartımı beğenmediğini yüzünü buruşturarak gösterdi",
            "my partner pulled a face to show he did not like my play",
        ),
        Text("masada küfür eden oyuncuya hakem ne yapar", "a player swore at the table, what can the Director do"),
        Text(
            "rakip her iyi bordda bize hava atıyor laf sokuyor",
            "an opponent crows over us and makes digs after every good board",
        ),
        Text("rakipler masada bizimle alay ediyor", "the opponents keep mocking us"),
        Text("rakip bana ağır sözler söyledi kırıcı davrandı", "an opponent was abusive and said hurtful things to me"),
        Text("hakaret eden oyuncuya ceza verilir mi", "is there a penalty for a player who insults others"),
        Text(
            "rakip iyi bir skor alınca böbürlenip bizi küçümsüyor",
            "an opponent gloats and belittles us whenever he gets a good score",
        ),
    ),
    title=Text("Masada kaba ya da uygunsuz davranış", "Discourteous or improper conduct at the table"),
    now=(
        COURTESY,
        MUST_AVOID,
        # 74B2 (TR "... kaçınmalıdır: ... 2. Artırım veya oyun esnasında gereksiz yorumlarda bulunmak"; WBF
        # "should refrain from: ... 2. making gratuitous comments during the auction and play") in its own
        # verb; it said "are against etiquette" (audit312).
        Text(
            "Bir oyuncu, artırım ve oyun sırasında gereksiz yorum yapmaktan kaçınmalıdır (Yasa 74B2); bir konuşmayı ya da oyunu onayladığını ya da onaylamadığını belli etmek yöntem ihlalidir (Yasa 74C2).",
            "A player should refrain from making gratuitous comments during the auction and play (Law 74B2); indicating approval or disapproval of a call or play is a violation of procedure (Law 74C2).",
        ),
        Text(
            "Düzeni ve disiplini korurken hakem puan olarak disiplin cezası verebilir ya da bir oyuncuyu veya yarışmacıyı o seanstan ya da bir bölümünden çıkarabilir (Yasa 91A).",
            "To maintain order and discipline, the Director may assess disciplinary penalties in points or suspend a player or contestant for the current session or any part of it (Law 91A).",
        ),
        NO_AMOUNT,
    ),
    chooser=Text("Kimse seçmez; hakem karar verir.", "Nobody chooses; the Director decides."),
    laws=("74A1", "74A2", "74B2", "74C2", "91A", "81C1"),
    director=POLITELY,
    advice=(
        # 81C1 (TR "Disiplini ve oyunun düzenini sağlamak"; WBF "to maintain discipline and to ensure
        # the orderly progress of the game") is among the duties 81C's opening says the Director's
        # duties and powers "normally include" (TR "Normal şartlarda ... kapsar"); the line said "is the
        # Director's duty" flatly (qa182).
        Text(
            "Normal şartlarda hakemin görev ve yetkileri, disiplini ve oyunun düzenini sağlamayı da kapsar (Yasa 81C1): kendiniz karşılık vermek yerine onu çağırın.",
            "Under normal circumstances the Director's duties and powers also include maintaining discipline and ensuring the orderly progress of the game (Law 81C1): call him rather than answer back yourself.",
        ),
        # 90A (TR "... doğru yöntemi ihlal eden ... her kusurlu davranışı ayrıca cezalandırabilir"; WBF
        # "may also assess procedural penalties for any offense that ... violates correct procedure"):
        # 74C's violations of procedure (TR "yöntem ihlali sayılır") are such offences, and the Ending
        # named the disciplinary penalty (91A) alone (qa250). In `now` the line moved
        # newguides-dev13 en 0.751 -> 0.740 and dev9 en 0.604 -> 0.600 (recall 0.727 -> 0.710): the
        # advice is not indexed.
        Text(
            "Doğru yöntemi ihlal eden her kusurlu davranışı hakem yöntemsel cezayla da cezalandırabilir (Yasa 90A).",
            "The Director may also assess a procedural penalty for any offence that violates correct procedure (Law 90A).",
        ),
    ),
    script=(
        # 74A2 (COURTESY above, in both texts) names remarks or actions that might cause annoyance
        # or embarrassment to another player or interfere with the enjoyment of the game, to be
        # avoided "dikkatle" / "carefully"; the read-out said "that might annoy others" alone, so a
        # mocking or belittling remark (this Ending's stories) was not plainly one (qa250 noticed
        # it, qa268). "Kaçınmak zorundadır" / "must" is the official Turkish's (MUST_AVOID).
        Text(
            "Her oyuncu nazik davranmalıdır (Yasa 74A1) ve bir başka oyuncuda rahatsızlık ya da mahcubiyet yaratacak ya da oyunun zevkini engelleyecek her türlü söz ya da konuyla ilgisi olmayan eylemden dikkatle kaçınmak zorundadır (Yasa 74A2).",
            "Every player should be courteous (Law 74A1), and must carefully avoid any remark or extraneous action that might cause annoyance or embarrassment to another player or interfere with the enjoyment of the game (Law 74A2).",
        ),
        Text(
            "Düzeni korumak için puan olarak disiplin cezası verebilir ya da bir oyuncuyu o seanstan ya da bir bölümünden çıkarabilirim (Yasa 91A). Kimse seçmez.",
            "To maintain order I may assess a disciplinary penalty in points or suspend a player for the current session or any part of it (Law 91A). Nobody chooses.",
        ),
    ),
)
DISCIPLINARY = Ending(
    said=(
        Text("hakem oyuncuyu seanstan çıkardı", "a player was suspended for the rest of the session"),
        Text("disiplin cezası olarak puan kesildi", "we were docked points as a disciplinary penalty"),
        Text(
            "hakem kavga çıkaran oyuncuyu turnuvadan diskalifiye etti",
            "the Director disqualified a player who started a quarrel",
        ),
        Text(
            "hakem oyuncuyu seansın geri kalanında oynatmadı",
            "the Director did not let a player play the rest of the session",
        ),
        Text(
            "hakem kavga eden oyuncuyu masadan kaldırdı",
            "the director sent off a player who had been quarrelling",
        ),
    ),
    title=Text(
        "Disiplin cezası, seanstan çıkarma ya da diskalifiye", "A disciplinary penalty, suspension or disqualification"
    ),
    now=(
        Text(
            "Hakem, düzeni ve disiplini korurken puan olarak disiplin cezası verebilir ya da bir oyuncuyu veya yarışmacıyı o seanstan ya da bir bölümünden çıkarabilir; bu kararları nihaidir (Yasa 91A).",
            "To maintain order and discipline, the Director may assess disciplinary penalties in points or suspend a player or contestant for the current session or any part of it; his decision under this clause is final (Law 91A).",
        ),
        Text(
            "Hakem, sebep varsa bir oyuncuyu ya da yarışmacıyı, Organizasyon Komitesinin onayıyla diskalifiye edebilir (Yasa 91B).",
            "The Director may disqualify a player or contestant for cause, subject to approval by the Tournament Organizer (Law 91B).",
        ),
        Text(
            "İtiraz Komitesi hakemin Yasa 91'e göre verdiği disiplin kararını geçersiz kılamaz; hakeme değiştirmesini tavsiye edebilir (Yasa 93B3).",
            "An appeals committee may not overrule the Director's exercise of his Law 91 disciplinary powers; it may recommend that he change the ruling (Law 93B3).",
        ),
    ),
    chooser=Text(
        "Kimse seçmez; hakem karar verir, diskalifiyeyi Organizasyon Komitesi onaylar.",
        "Nobody chooses; the Director decides, and a disqualification needs the Tournament Organizer's approval.",
    ),
    laws=("91A", "91B", "93B3"),
    director=Text(
        "Hakemin kararına uyun; itiraz komitesi yalnızca hakeme tavsiyede bulunabilir (Yasa 93B3).",
        "Comply with the Director's decision; an appeals committee may only make a recommendation to him (Law 93B3).",
    ),
    script=(
        Text(
            "Düzeni ve disiplini korumak için puan olarak disiplin cezası verebilir ya da bir oyuncuyu o seanstan ya da bir bölümünden çıkarabilirim; bu kararım nihaidir (Yasa 91A).",
            "To maintain order and discipline I may assess a disciplinary penalty in points or suspend a player for the current session or any part of it; this decision is final (Law 91A).",
        ),
        # 91B: TR "Hakem, sebep varsa, Organizasyon Komitesinin onaylaması şartıyla bir oyuncu veya
        # yarışmacıyı diskalifiye etmekle özellikle yetkilendirilmiştir."; WBF "The Director is
        # empowered to disqualify a player or contestant for cause, subject to approval by the
        # Tournament Organizer." The read-out said the approval alone, without "sebep varsa" / "for
        # cause" and without who disqualifies (qa250 noticed it, qa268).
        Text(
            "Sebep varsa, Organizasyon Komitesinin onaylaması şartıyla bir oyuncuyu ya da yarışmacıyı diskalifiye edebilirim (Yasa 91B). Kimse seçmez.",
            "I may disqualify a player or contestant for cause, subject to approval by the Tournament Organizer (Law 91B). Nobody chooses.",
        ),
    ),
)

SITUATION = Situation(
    slug="penalties",
    title=Text("Yavaş oyun, yöntemsel ve disiplin cezaları", "Slow play, procedural and disciplinary penalties"),
    summary=Text(
        "Rakipler çok yavaş oynuyor, bir oyuncu kaba davranıyor ya da ceza aldınız: oyuncunun bekleyebileceği ve yapabileceği.",
        "The opponents play very slowly, a player is discourteous, or you were given a penalty: what a player may expect and do.",
    ),
    start=Step(
        Text("Ne oldu?", "What happened?"),
        (
            Choice(
                "slow-play",
                Text("Bir oyuncu çok yavaş oynuyor", "A player is playing very slowly"),
                SLOW_PLAY,
            ),
            Choice(
                "procedural-penalty",
                Text(
                    "Hakem bize yöntemsel ceza verdi (geç geldik, bordu yüksek sesle konuştuk, kartları saymadık...)",
                    "The Director gave us a procedural penalty (we were late, discussed a board aloud, did not count our cards...)",
                ),
                PROCEDURAL,
            ),
            Choice(
                "conduct",
                Text(
                    "Bir oyuncu kaba davranıyor ya da masada yorum yapıyor",
                    "A player is discourteous or makes comments at the table",
                ),
                CONDUCT,
            ),
            Choice(
                "disciplinary-penalty",
                Text(
                    "Hakem disiplin cezası verdi, bir oyuncuyu seanstan çıkardı ya da diskalifiye etti",
                    "The Director gave a disciplinary penalty, suspended or disqualified a player",
                ),
                DISCIPLINARY,
            ),
        ),
        Text(
            "Yöntemsel ceza yasalardaki onarmalara ek olarak verilir (Yasa 90A); disiplin cezası düzeni ve disiplini korumak içindir (Yasa 91A). İkisine de hakem karar verir.",
            "A procedural penalty comes in addition to the rectifications of the Laws (Law 90A); a disciplinary penalty serves to maintain order and discipline (Law 91A). The Director decides both.",
        ),
    ),
)
