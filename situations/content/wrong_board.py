"""A board played at the wrong table, or cards taken from the wrong board (Law 15), written from
the Laws' text."""

from __future__ import annotations

from ..guide import Choice, Ending, Situation, Step, Text

# Law 15A1: the WBF English cancels the call "together with any subsequent call"; the official
# Turkish cancels the call "(ve daha sonra yaptığı tüm konuşmalar)", the calls the offender himself
# made after it. The Turkish is official; the guide says what each text says.
# 81C2: TR "Bu Yasaları uygulamak, yorumlamak"; WBF "to administer and interpret these Laws", among the
# duties 81C's opening says the Director's powers "normally include" (TR "Normal şartlarda hakemin görev
# ve yetkileri aşağıdakileri de kapsar"; WBF "The Director's duties and powers normally include also the
# following"): said in the words the penalties guide uses for 81C1 and 81C2 (qa182, qa186).
LHO_CALL_UNSAID = Text(
    "Resmî Türkçe metin, kusurlu oyuncunun konuşmasından sonra soldaki rakibin yaptığı bir konuşmanın ne olacağını söylemez (WBF İngilizcesinde o da 'sonraki konuşma' olarak iptal edilir); hakem karar verir: normal şartlarda hakemin görev ve yetkileri, bu Yasaları uygulamayı ve yorumlamayı da kapsar (Yasa 81C2).",
    "The official Turkish does not say what becomes of a call the left-hand opponent made after the offender's (in the WBF English it is cancelled too, as a 'subsequent call'); the Director decides: under normal circumstances the Director's duties and powers also include administering and interpreting these Laws (Law 81C2).",
)
# 15A2(c) in each text's own words (our English of it: "all calls withdrawn or cancelled"; the WBF's
# "any call withdrawn or cancelled" says the same).
WITHDRAWN_OR_CANCELLED = Text(
    "Geri alınan veya iptal edilen tüm konuşmalar için Yasa 16C geçerlidir (Yasa 15A2(c)).",
    "Law 16C applies to any call withdrawn or cancelled (Law 15A2(c)).",
)
WRONG_CARDS = Ending(
    said=(
        Text("yanlış borddan kart alıp konuştum", "I bid with cards taken from the wrong board"),
        Text(
            "kartları başka bordun cebinden alıp deklare yaptım",
            "I took my cards out of another board's pocket and bid with them",
        ),
        Text(
            "yanlış bordun kartlarıyla açış yaptım ortağım da cevap verdi",
            "I opened with cards from the wrong board and my partner responded",
        ),
        Text(
            "ortağım yanlış bordun kartlarını almış konuştuktan sonra anladık",
            "partner had taken the cards from the wrong board and we only found out after he bid",
        ),
        Text(
            "bordlar karıştı başka bordun elini alıp pas dedim",
            "the boards got mixed up and I passed holding the hand from another board",
        ),
    ),
    title=Text("Yanlış borddan alınan kartlarla konuşma", "A call made with cards from the wrong board"),
    now=(
        Text(
            "Bir oyuncunun yanlış borddan aldığı kartlarla yaptığı konuşma ve daha sonra yaptığı tüm konuşmalar iptal edilir (Yasa 15A1). Resmî metin Türkçedir; WBF İngilizcesi ise o konuşmayla birlikte sonraki her konuşmanın (kimin yaptığı fark etmeksizin) iptal edildiğini söyler.",
            "A call made by a player holding cards he picked up from another board is cancelled, and in the official Turkish so are all the calls he made after it (Law 15A1). The Turkish is the official text; the WBF English cancels the call 'together with any subsequent call', whoever made it.",
        ),
        Text(
            "Ortağı sonradan konuştuysa hakem ayarlı skor verecektir; konuşmadıysa doğru kartları alıp konuşur ve artırım normal akışında devam eder (Yasa 15A2).",
            "If his partner has called since, the Director shall award an adjusted score; otherwise he takes the right cards and calls, and the auction continues normally from that point (Law 15A2).",
        ),
        # 15A2(b) (TR "Bunun dışında, kusurlu oyuncu doğru kartları eline alarak konuşmasını yapar ve
        # artırma normal akışında devam eder") applies when his partner has not called since, so the
        # only later call in question is his left-hand opponent's: the WBF cancels it as "any
        # subsequent call", the Turkish 15A1 names only the offender's own calls and is silent on it.
        LHO_CALL_UNSAID,
        # 15A2(c): TR "Geri alınan veya iptal edilen tüm konuşmalar için Yasa 16C geçerlidir"; WBF "Law
        # 16C applies to any call withdrawn or cancelled". The guide said "the cancelled calls" alone
        # (qa159); both texts name withdrawn calls too (qa161).
        WITHDRAWN_OR_CANCELLED,
        Text(
            "Kusurlu oyuncu kartlarını aldığı bordda aynı konuşmayı yaparsa hakem bordun normal oynanmasına izin verebilir; farklı (anlamı çok farklı ya da psişik) konuşursa hakem ayarlı skor verecektir (Yasa 15A3).",
            "If the offender later repeats his call on the board from which he wrongly took his cards, the Director may let that board be played normally; if his call differs (much different in meaning, or psychic), he shall award an adjusted score (Law 15A3).",
        ),
        # 15A4 (TR): "Yukarıda belirtilen onarmalara ek olarak, bir prosedür cezası (Yasa 90)
        # öngörülebilir"; (WBF) "A procedural penalty (Law 90) may be assessed in addition to the
        # rectifications above."
        Text(
            "Bu onarmalara ek olarak bir prosedür cezası (Yasa 90) verilebilir (Yasa 15A4).",
            "A procedural penalty (Law 90) may be assessed in addition to these rectifications (Law 15A4).",
        ),
    ),
    chooser=Text("Hakem.", "The Director."),
    laws=("15A1", "15A2(a)", "15A2(b)", "15A2(c)", "15A3", "15A4", "81C2"),
    director=Text("Hemen.", "At once."),
    # The read-out says 15A3 and 15A4 too (qa208 noticed them missing): what the offender's call on
    # the board he took the cards from brings is his to know before that board is played. For the
    # 90 words it says 15A1 as the official Turkish does, the WBF's "any subsequent call" left to
    # the page (its `now` and the editor's note on 15A1).
    script=(
        Text(
            "Başka bordun kartlarıyla konuştunuz: bu konuşmanız ve daha sonra yaptığınız tüm konuşmalar iptal edilir (Yasa 15A1).",
            "Your call with another board's cards, and all your later calls, are cancelled (Law 15A1).",
        ),
        Text(
            "Ortağınız sonradan konuştuysa hakem ayarlı skor verecektir; konuşmadıysa doğru kartlarınızı alıp konuşursunuz ve artırım normal akışında devam eder (Yasa 15A2).",
            "If your partner has called since, the Director shall award an adjusted score; otherwise take the right cards and call, and the auction continues normally from that point (Law 15A2).",
        ),
        Text(
            "Geri alınan veya iptal edilen tüm konuşmalar için Yasa 16C geçerlidir (Yasa 15A2(c)).",
            "Law 16C applies to any call withdrawn or cancelled (Law 15A2(c)).",
        ),
        Text(
            "Kartlarınızı yanlışlıkla aldığınız bord oynandığında önceki konuşmanızı aynen tekrarlarsanız hakem bordun normal oynanmasına izin verebilir; farklı bir konuşma yaparsanız hakem ayarlı skor verecektir (Yasa 15A3).",
            "If you repeat your call on that board, the Director may allow normal play; if it differs, he shall award an adjusted score (Law 15A3).",
        ),
        Text(
            "Bu onarmalara ek olarak bir prosedür cezası (Yasa 90) öngörülebilir (Yasa 15A4).",
            "A procedural penalty may also be assessed (Law 15A4).",
        ),
    ),
)
# Cards taken from a wrong board, found before any call with them (qa266 drafted it; qa282 wrote
# it). 15A1 (TR) "Bir oyuncunun yanlış borddan aldığı kartlar ile vermiş olduğu konuşma (ve daha
# sonra yaptığı tüm konuşmalar) iptal edilir"; (WBF) "A call is cancelled (together with any
# subsequent call) if it is made by a player holding cards that he has picked up from a wrong
# board": 15A2-15A4 all follow that call, so before it nothing of 15A applies, 15A4's procedural
# penalty included ("Yukarıda belirtilen onarmalara ek olarak" / "in addition to the rectifications
# above"). 7B1 (TR) "Her oyuncu kendi yön konumu ile bağlantılı cepteki eli alır"; (WBF) "Each
# player takes a hand from the pocket corresponding to his compass position". 16D1 (TR) "Bir
# oyuncu oynamakta olduğu veya daha sonra oynayacağı bir bord hakkında kazara yanlış ele bakmak ...
# gibi yollardan izinsiz bilgi edindiği zaman, hakem masaya, tercihen bilginin alıcısı tarafından,
# derhal çağrılmalıdır"; (WBF) "When a player accidentally receives extraneous information about a
# board he is playing or has yet to play, as by looking at the wrong hand ... the Director should be
# notified forthwith, preferably by the recipient of the information" (the site's English follows
# the Turkish's "unauthorised", the note on 16D1). 16D2 (TR) "Eğer hakem bu bilginin normal oyunu
# etkileyebileceğini düşünürse, herhangi bir konuşma olmadan, aşağıdakileri yapabilir"; (WBF) "If
# the Director considers that the information would likely interfere with normal play he may,
# before any call has been made": said as the extraneous-information guide says it (its notes name
# the WBF's words). No options: the courses are the Director's (16D2; 10A TR "Uygun olan durumlarda,
# onarma belirleme hakkı yalnızca hakeme verilmiştir"; WBF "The Director alone has the right to
# determine rectifications when applicable"). Search: qa266's version lost three search tests and
# three English development sets ~0.01; the words here are measured in docs/legal-review.md,
# "Session 93 (qa282)".
NO_CALL_YET = Ending(
    said=(
        Text(
            "yanlış bordun kartlarını aldım ama henüz konuşmadım",
            "the hand I took out was from another board, noticed it before making a call",
        ),
    ),
    title=Text(
        "Başka bordun eli alındı, onunla konuşma yapılmadı",
        "Another board's hand taken, no call made with it",
    ),
    now=(
        Text(
            "Oyuncu başka bordun kartlarına baktıysa ve o bordu daha sonra oynayacaksa, o bord hakkında kazara izinsiz bilgi edinmiştir: hakem derhal masaya çağrılmalıdır; tercihen bilgiyi edinen oyuncu çağırır (Yasa 16D1).",
            "If the player looked at the other board's cards and is to play that board later, he has accidentally received unauthorised information about it: the Director should be called to the table at once, preferably by the player who received it (Law 16D1).",
        ),
        Text(
            "Hakem bu bilginin normal oyunu etkileyebileceğini düşünürse, o bordda herhangi bir konuşma yapılmadan Yasa 16D2'deki yollardan birini izleyebilir: oyuncuların yerlerini ayarlamak, bordu o yarışmacılar için yeniden dağıtmak, bilginin sonucu etkileyebileceği kanısındaysa ayarlı skor vermek üzere bordun oynanmasına izin vermek ya da yapay ayarlı skor vermek ('Dışarıdan gelen bilgi' rehberi).",
            "If the Director considers that the information could affect normal play, he may, before any call on that board, take one of the courses of Law 16D2: adjust the players' positions, have the board redealt for those contestants, allow it to be played with a view to an adjusted score if he judges that the information could affect the result, or award an artificial adjusted score (the guide 'Extraneous information').",
        ),
        Text(
            "Her oyuncu kendi yön konumu ile bağlantılı cepteki eli alır (Yasa 7B1): oyuncu kendi elini oynanan bordun kendi cebinden alır.",
            "Each player takes a hand from the pocket corresponding to his compass position (Law 7B1): the player takes his own from the board being played.",
        ),
        Text(
            "Yasa 15A, oyuncunun yanlış borddan aldığı kartlarla yaptığı konuşmayı iptal eder (Yasa 15A1); o kartlarla konuşma yapılmadıysa iptal edilecek bir konuşma yoktur.",
            "Law 15A cancels a call made by a player holding cards he picked up from another board (Law 15A1); if no call was made with them, there is none to cancel.",
        ),
    ),
    chooser=Text("Hakem karar verir (Yasa 16D2).", "The Director decides (Law 16D2)."),
    laws=("16D1", "16D2", "7B1", "15A1"),
    director=Text(
        "Hemen; tercihen kartlara bakan oyuncu çağırır (Yasa 16D1).",
        "At once; preferably the player who looked at the cards calls him (Law 16D1).",
    ),
    script=(
        Text(
            "Başka bordun kartlarıyla konuşma yapmadınız, iptal edilecek bir konuşma yok (Yasa 15A1); elinizi bu bordun kendi cebinizden alın (Yasa 7B1).",
            "You made no call with the other board's cards: none is cancelled (Law 15A1); take your own hand from this board (Law 7B1).",
        ),
        Text(
            "O bordu daha sonra oynayacaksanız, kartlarından gördükleriniz o bord hakkında izinsiz bilgidir (Yasa 16D1).",
            "If you play that board later, what you saw of it is unauthorised information (Law 16D1).",
        ),
        Text(
            "Hakem bunun normal oyunu etkileyebileceğini düşünürse, o bordda konuşma yapılmadan yerlerinizi ayarlayabilir, bordu yeniden dağıttırabilir, bilgi sonucu etkileyebilecekse ayarlı skor vermek üzere bordun oynanmasına izin verebilir ya da yapay ayarlı skor verebilir (Yasa 16D2).",
            "If the Director considers it could affect normal play, he may, before any call on that board, adjust your seats, have it redealt, let it be played with a view to an adjusted score if it could affect the result, or award an artificial adjusted score (Law 16D2).",
        ),
        Text("Kararı hakem verir.", "The Director decides."),
    ),
)
# 15B3 (TR) "Hakem ... yarışmacılara yapay bir ayarlı skor verecektir [bkz. Yasa 12C2(a)]"; (WBF) "The
# Director shall award an artificial adjusted score [see Law 12C2(a)] to any contestant deprived of the
# opportunity to earn a valid score". The obligation is 15B3's; 12C2(a), which the Turkish words as a
# "may" (TR "verebilir", the editor's note on 12C2(a)), is what 15B3 points to: "see", not a second
# source (qa208). The read-out says 15B's condition and 15B3, as the `now` does.
# Law 15B applies when the Director finds the wrong board after the auction has begun: TR "Hakem,
# artırmanın başlamasından sonra, oyunculardan birinin o turda oynamaması gereken bir bordu
# oynamakta olduğunu belirlerse"; WBF "If, after the commencement of the auction period, the
# Director discovers" (the auction period begins when a player takes his cards from the board, 17A).
# The guide follows the Turkish; the page quotes 15B1 with the editor's note on 15B that names the
# WBF's.
# 15B2 (TR) "Hakem artırma ve oyunun normal olarak devam ederek tamamlanması talimatını verir. Hakem
# skoru geçerli sayar ve ... doğru bordun daha sonra oynanmasını isteyebilir"; (WBF) "the Director shall
# require the auction and play to be completed. He allows the score to stand and may require both pairs
# to play the correct board against one another later". Said as the Director's instruction, the WBF's
# "shall require" in English, the official present in Turkish; it said "the auction and play go on to
# the end" / "artırım ve oyun normal biter" (audit311). The read-out's "he" is the Director of its
# sentence before, for its 90 words.
WRONG_TABLE = Ending(
    said=(
        Text("bu turda başka masanın bordunu oynadık", "this round we played another table's board"),
        Text(
            "bu bordu zaten oynamıştık yine masamıza geldi ve artırıma başladık",
            "this board had already been played by us; it came to our table again and we started bidding",
        ),
        Text(
            "bu turda bize gelmemesi gereken bordu oynamaya başladık",
            "we started playing a board that was not meant for us this round",
        ),
        Text("aynı bordu ikinci kez oynuyormuşuz", "it turned out we were playing the same board for the second time"),
    ),
    title=Text("Bu turda oynanmaması gereken bord", "A board that should not be played in this round"),
    now=(
        Text(
            "Hakem bunu artırım başladıktan sonra belirlerse (Yasa 15B): masadakilerden biri bordu daha önce oynadıysa bord iki taraf için de iptal edilecektir (Yasa 15B1).",
            "When the Director finds it after the auction has begun (Law 15B): if a player at the table has played the board before, it is cancelled for both sides (Law 15B1).",
        ),
        Text(
            "Kimse oynamadıysa hakem artırım ve oyunun normal olarak tamamlanması talimatını verir; skoru geçerli sayar ve doğru bordun sonra oynanmasını isteyebilir (Yasa 15B2).",
            "If nobody has, the Director shall require the auction and play to be completed; he allows the score to stand and may have the right board played later (Law 15B2).",
        ),
        Text(
            "Geçerli skor alma şansını kaybedenlere yapay ayarlı skor verilecektir (Yasa 15B3; bkz. Yasa 12C2(a)).",
            "Contestants deprived of a valid score shall be awarded an artificial adjusted score (Law 15B3; see Law 12C2(a)).",
        ),
        Text(
            "Yasa 15B yalnızca ikili ve bireysel turnuvalarda geçerlidir (dipnotu); takım maçında yanlış masada oynanan bord için Yasa 86B uygulanır: ayarlı skor diğer masadaki sonuca ve kusura bağlıdır.",
            "Law 15B applies only to pair and individual events (its footnote); in team play Law 86B applies to a board played at the wrong table: the adjusted score depends on the result at the other table and on who was at fault.",
        ),
        # 86B3: TR "Yönetici Federasyon, yalnızca tek bir masada ... oynanan bordlar söz konusuyken farklı
        # uygulama yolu seçebilir ... ancak yayınlanmış bir yönetmeliğin bulunmadığı durumlarda Hakem
        # yukarıda belirtilen şekilde hareket eder"; WBF "The Regulating Authority may provide
        # differently for circumstances where boards have been played at only one table ... in the
        # absence of a relevant regulation, the Director proceeds as above". A board played at the
        # wrong table may be one played at only one table.
        Text(
            "Yalnızca tek bir masada oynanan bordlar için Yönetici Federasyon farklı bir yol seçebilir; yayınlanmış bir yönetmelik yoksa hakem Yasa 86B'deki gibi hareket eder (Yasa 86B3).",
            "The Regulating Authority may provide differently for boards played at only one table; in the absence of a relevant regulation the Director proceeds as Law 86B says (Law 86B3).",
        ),
        # 15B brings no penalty of its own (15A4 does for 15A); Law 90 does. 90A TR "Hakem, bu yasaların
        # onarma ile ilgili hükümlerini tatbik etmeye ilaveten, ... ayrıca cezalandırabilir"; WBF "The
        # Director, in addition to implementing the rectifications in these Laws, may also assess
        # procedural penalties". 90B7 TR "Herhangi bir yarışmacıya ayarlı skor verilmesini gerektiren,
        # doğru yönteme aykırı davranışlar da bulunulması (Bir kişinin elindeki kartları saymayı ihmal
        # etmesi, yanlış bordun oynanması, vb. gibi)"; WBF "errors in procedure (such as failure to count
        # cards in one's hand, playing the wrong board, etc.) that require an adjusted score for any
        # contestant". Said last: Law 90 is not limited to pairs events as 15B is (footnote 4). The
        # English says "playing this board" (the Ending's title says which): with 90B7's "playing the
        # wrong board" in this indexed sentence a development query on a Director's error left 82C
        # (qa249).
        Text(
            "Hakem, onarmalara ek olarak, yanlış bordun oynanması için bir yöntemsel ceza da verebilir (Yasa 90A, 90B7).",
            "A procedural penalty may also be assessed for playing this board, in addition to the rectifications (Laws 90A, 90B7).",
        ),
    ),
    chooser=Text("Hakem.", "The Director."),
    laws=("15B1", "15B2", "15B3", "12C2(a)", "86B", "86B3", "90A", "90B7"),
    director=Text("Fark eder etmez.", "As soon as you notice."),
    script=(
        Text(
            "Bu bord bu turda bu masada oynanmamalıydı.",
            "This board should not be played at this table this round.",
        ),
        Text(
            "Hakem bunu artırım başladıktan sonra belirlediyse (Yasa 15B): biriniz bordu daha önce oynadıysa bord iki taraf için de iptal edilecektir (Yasa 15B1). Kimse oynamadıysa hakem artırım ve oyunun normal olarak tamamlanması talimatını verir ve skor geçerlidir (Yasa 15B2).",
            "When the Director finds it after the auction has begun (Law 15B): if one of you has played the board before, it is cancelled for both sides (Law 15B1). If nobody has, he shall require the auction and play to be completed; the score stands (Law 15B2).",
        ),
        Text(
            "Geçerli skor alma şansını kaybedenlere yapay ayarlı skor verilecektir (Yasa 15B3).",
            "Contestants deprived of a valid score shall be awarded an artificial adjusted score (Law 15B3).",
        ),
        Text(
            "Bu kural ikili ve bireysel turnuvalar içindir; takım maçında Yasa 86B uygulanır. Kararı hakem verir.",
            "This is for pair and individual events; in team play Law 86B applies. The Director decides.",
        ),
    ),
)

SITUATION = Situation(
    slug="wrong-board",
    title=Text("Yanlış masada oynanan bord", "A board played at the wrong table"),
    summary=Text(
        "Bir bord yanlış masada ya da yanlış rakiplerle oynandı, ya da kartlar başka borddan alındı.",
        "A board was played at the wrong table or against the wrong pair, or cards were taken from another board.",
    ),
    start=Step(
        Text("Ne oldu?", "What happened?"),
        (
            Choice(
                "wrong-cards",
                # 15A is about a call made with the cards (TR "yanlış borddan aldığı kartlar ile vermiş
                # olduğu konuşma"; WBF "if it is made by a player holding cards that he has picked up
                # from a wrong board"): the answer says he called, as the Ending's title does.
                Text(
                    "Bir oyuncu başka bordun kartlarını alıp onlarla konuştu",
                    "A player took the cards of another board and called with them",
                ),
                WRONG_CARDS,
            ),
            Choice(
                "no-call-yet",
                # 15A1 follows a call made with the cards; taken and noticed before one, 7B1 and 16D1.
                Text(
                    "Bir oyuncu başka bordun kartlarını almış, ama onlarla konuşma yapmadı",
                    "A player took the cards of another board but has made no call with them",
                ),
                NO_CALL_YET,
            ),
            Choice(
                "wrong-table",
                Text(
                    "Bord bu masada bu turda oynanmamalıydı", "The board should not be played at this table this round"
                ),
                WRONG_TABLE,
            ),
        ),
    ),
)
