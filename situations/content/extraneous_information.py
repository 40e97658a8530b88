"""Extraneous information from other sources (Law 16D): calls, a result or remarks overheard,
the wrong hand looked at, cards seen at another table, a card of another player at one's own table
seen before the auction; the Director's four courses before any call (16D2) and his two after the
first call (16D3); a card that could have been seen during the shuffle and deal at the table
(6D1: a new shuffle and deal); a card of another player at one's table seen during the auction or
play: an opponent's seen unintentionally (74C5, with 6D1's 16D left to the Director), a partner's
(24 in the auction, 45C1 and 49 in the play, each guide named); information from partner is Law
16B (the hesitation guide), and a card exposed during the auction Law 24 (the auction-exposure
guide), both only by reference here.

Written from the Laws' text. Where the Turkish official text and the WBF English differ (16D2's
threshold and its courses (c) and (d)), the guide follows the Turkish and says so.
"""

from __future__ import annotations

from ..guide import Choice, Ending, Situation, Step, Text
from .common import CALL_NOW_NO_CHOICE, CALL_NOW_PLAY_NO_CHOICE

# 16D1 (TR): "hakem masaya, tercihen bilginin alıcısı tarafından, derhal çağrılmalıdır"; (WBF) "the
# Director should be notified forthwith, preferably by the recipient of the information".
NOTIFY = Text(
    "Hakem derhal masaya çağrılmalıdır; tercihen bilgiyi edinen oyuncu çağırır (Yasa 16D1).",
    "The Director should be called to the table at once, preferably by the player who received the information (Law 16D1).",
)
DIRECTOR = Text(
    "Hemen; tercihen bilgiyi edinen oyuncu çağırır (Yasa 16D1).",
    "At once; preferably the player who received the information calls him (Law 16D1).",
)
# 16D2 (TR): "Eğer hakem bu bilginin normal oyunu etkileyebileceğini düşünürse" and (c) "İzinsiz
# bilginin sonucu etkileyebileceği kanısına varması halinde, ayarlı skor vermek üzere bordun
# oynanmasına izin verebilir", (d) "Bir yapay ayarlı skor atar"; WBF: "would likely interfere with
# normal play", (c) "standing ready to award an adjusted score if he judges that the extraneous
# information affected the result", (d) "award an adjusted score".
COURSE_C = Text(
    "bilginin sonucu etkileyebileceği kanısındaysa, ayarlı skor vermek üzere bordun oynanmasına izin verebilir (Yasa 16D2(c))",
    "let the board be played with a view to an adjusted score, if he judges that the information could affect the result (Law 16D2(c))",
)
COURSE_D = Text(
    "yapay ayarlı skor verebilir (Yasa 16D2(d)); takım maçında bkz. Yasa 86B",
    "award an artificial adjusted score (Law 16D2(d)); in team play see Law 86B",
)
TEXT_DIFFERS = Text(
    "Resmî metin Türkçedir: Türkçe metin 16D2'de bilginin normal oyunu 'etkileyebileceğini', (c)'de sonucu 'etkileyebileceğini' ve (d)'de 'yapay' ayarlı skoru söyler; WBF İngilizcesi 'büyük olasılıkla normal oyunu bozacağını' (⁅would likely interfere⁆), (c)'de sonucu 'etkilediğini' ve (d)'de yalnızca 'ayarlı skor' der.",
    "The Turkish is the official text: in 16D2 it says the information 'could affect' normal play, in (c) that it 'could affect' the result and in (d) an 'artificial' adjusted score; the WBF English says 'would likely interfere with normal play', in (c) 'affected the result' and in (d) just 'an adjusted score'.",
)
NO_LOUD_TALK = Text(
    "Bir bordun konuşmalarını, oyununu ya da sonucunu başka masadan duyulabilecek biçimde tartışmak, yöntemsel cezayı gerektiren kusurlu davranışlara örnektir (Yasa 90B3).",
    "Discussing the bidding, play or result of a board where it may be overheard at another table is an offence subject to procedural penalty (Law 90B3).",
)

BEFORE_CALL = Ending(
    said=(
        Text(
            "artırım başlamadan komşu masadaki sohbetten bu bordda ne yapıldığını öğrendim",
            "before the auction, chat from the table next to ours gave away how this deal went",
        ),
        Text(
            "artırım başlamadan yanlışlıkla rakibin elini gördüm",
            "I accidentally saw an opponent's hand before anyone had made a call",
        ),
        Text(
            "artırıma başlamadan önce başka masada bu bordun kartlarını gördüm",
            "before our auction began I had seen this board's cards at another table",
        ),
        Text(
            "bir önceki masadaki oyuncular bu bordu yüksek sesle tartışıyordu artırımdan önce duydum",
            "before we bid I heard the players who had just played this board discussing it",
        ),
        Text("masaya otururken rakibin kartlarını gördüm", "as I sat down I caught sight of an opponent's cards"),
        Text(
            "bord bize gelirken içinden bir kart düştü yüzünü gördüm",
            "a card fell out of the board as it reached us and I saw its face",
        ),
        Text(
            "bordu getiren çift eller hakkında konuşuyordu her şeyi duydum",
            "the pair who brought us the board were chatting about the hands and I heard it all",
        ),
        Text(
            "kartlarımı borddan çıkarmadan rakibin bir kartı gözüme çarptı",
            "before I had even taken my cards out of the board one of an opponent's cards caught my eye",
        ),
        Text(
            "aradan dönerken artırım başlamadan rakibin elini gördüm",
            "coming back from the break I could see an opponent's hand before we had started bidding",
        ),
    ),
    title=Text("Bilgi, ilk konuşmadan önce edinildi", "Information received before any call"),
    now=(
        NOTIFY,
        Text(
            "Hakem bilginin normal oyunu etkileyebileceğini düşünürse, henüz hiç konuşma yapılmamışken şunlardan birini yapabilir (Yasa 16D2):",
            "If the Director considers that the information could affect normal play, he may, before any call has been made (Law 16D2):",
        ),
        Text(
            "yarışmanın türü ve skorlama yöntemi uygunsa oyuncuların yerlerini, bir el hakkında bilgisi olan oyuncu o eli alacak biçimde değiştirebilir (Yasa 16D2(a));",
            "adjust the players' positions at the table, if the type of contest and scoring permit, so that the player with information about one hand will hold that hand (Law 16D2(a));",
        ),
        Text(
            "yarışmanın biçimi elveriyorsa bordun o yarışmacılar için yeniden dağıtılmasını isteyebilir (Yasa 16D2(b));",
            "order the board redealt for those contestants, if the form of competition allows it (Law 16D2(b));",
        ),
        Text(COURSE_C.tr + ";", COURSE_C.en + ";"),
        Text(COURSE_D.tr + ".", COURSE_D.en + "."),
    ),
    chooser=Text("Hakem karar verir (Yasa 16D2).", "The Director decides (Law 16D2)."),
    laws=("16D1", "16D2", "16D2(a)", "16D2(b)", "16D2(c)", "16D2(d)"),
    director=DIRECTOR,
    advice=(TEXT_DIFFERS, NO_LOUD_TALK),
    script=(
        Text(
            "Bu bord hakkında dışarıdan bilgi edindiniz ve henüz kimse konuşmadı; hakemi hemen çağırmanız doğru oldu (Yasa 16D1).",
            "You received extraneous information about this board and nobody has called yet; you were right to call the Director at once (Law 16D1).",
        ),
        Text(
            "Hakem bilginin normal oyunu etkileyebileceğini düşünürse yerlerinizi değiştirebilir, bordu yeniden dağıttırabilir, bilginin sonucu etkileyebileceği kanısındaysa ayarlı skor vermek üzere bordun oynanmasına izin verebilir ya da yapay ayarlı skor verebilir (Yasa 16D2).",
            "If the Director considers that the information could affect normal play, he may change your seats, have the board redealt, let it be played with a view to an adjusted score if he judges that the information could affect the result, or award an artificial adjusted score (Law 16D2).",
        ),
        Text("Kararı hakem verir.", "The Director decides."),
    ),
)
AFTER_CALL = Ending(
    said=(
        Text(
            "artırım sürerken yan masada bu bordun konuşulduğunu duydum",
            "during the bidding I heard the next table talk about this board",
        ),
        Text(
            "oyun sırasında başka masada bu bordun kartlarını gördüm",
            "while we were playing the board I saw its cards at another table",
        ),
        Text(
            "artırımın ortasında yan masadan bordun kontratını duydum",
            "halfway through the bidding I overheard the contract from the next table",
        ),
        Text(
            "oynarken yan masadan bu bordda slem yaptık diye bağırdılar",
            "during the play someone at another table shouted that they made a slam on this board",
        ),
        Text(
            "konuşmalar sürerken başka masadan bu bordun sonucu kulağıma geldi",
            "the result of this board reached my ears from another table while the bidding was still going on",
        ),
    ),
    title=Text("Bilgi, artırım başladıktan sonra edinildi", "Information received after the first call"),
    now=(
        NOTIFY,
        Text(
            "Bilgi artırımda ilk konuşma yapıldıktan sonra ve bordun oynanması bitmeden edinildiyse hakem iki yoldan biriyle ilerler (Yasa 16D3):",
            "When the information was received after the first call of the auction and before the play of the board was completed, the Director proceeds in one of two ways (Law 16D3):",
        ),
        Text(COURSE_C.tr + ";", COURSE_C.en + ";"),
        Text(COURSE_D.tr + ".", COURSE_D.en + "."),
        Text(
            "Yerleri değiştirmek ya da bordu yeniden dağıtmak artık seçenekler arasında değildir (Yasa 16D2, 16D3).",
            "Changing seats or redealing the board is no longer among the courses (Laws 16D2, 16D3).",
        ),
    ),
    chooser=Text("Hakem karar verir (Yasa 16D3).", "The Director decides (Law 16D3)."),
    laws=("16D1", "16D3", "16D2(c)", "16D2(d)"),
    director=DIRECTOR,
    advice=(TEXT_DIFFERS, NO_LOUD_TALK),
    script=(
        Text(
            "Bu bord hakkında artırım başladıktan sonra dışarıdan bilgi edindiniz (Yasa 16D1).",
            "You received extraneous information about this board after the auction had begun (Law 16D1).",
        ),
        Text(
            "Hakem ya, bilginin sonucu etkileyebileceği kanısındaysa ayarlı skor vermek üzere bordun oynanmasına izin verir ya da yapay ayarlı skor verir (Yasa 16D3).",
            "The Director either lets the board be played with a view to an adjusted score if he judges that the information could affect the result, or awards an artificial adjusted score (Law 16D3).",
        ),
        Text("Kararı hakem verir.", "The Director decides."),
    ),
)
REDEAL = Ending(
    said=(
        Text(
            "kartlar dağıtılırken rakibin bir kartını gördüm",
            "during the deal a card of an opponent's flashed in front of me",
        ),
        Text("karıştırırken bir kartın yüzü açıldı", "a card flipped face up during the shuffle"),
    ),
    title=Text("Karıştırma ya da dağıtma sırasında görülen kart", "A card seen during the shuffle or deal"),
    now=(
        Text(
            "Bordda artırım başlamadan önce, karıştırma ya da dağıtma sırasında bir oyuncunun başka bir ele ait bir kartın yüzünü görmüş olabileceği anlaşılırsa deste yeniden karıştırılmak ve yeniden dağıtılmak zorundadır (Yasa 6D1).",
            "If before the auction first begins on the board it is found that during the shuffle and deal a player could have seen the face of a card belonging to another hand, there shall be a new shuffle and deal (Law 6D1).",
        ),
        Text(
            "Bundan sonra, oyun bitmeden başka bir oyuncunun kartının kazara görülmesine Yasa 16D uygulanır; artırım sırasında görünen kart için Yasa 24'e bakılır (Yasa 6D1).",
            "After that, Law 16D applies to a card of another player's hand seen by accident before the end of play; for a card exposed during the auction see Law 24 (Law 6D1).",
        ),
    ),
    chooser=Text("Kimse seçmez: yeniden dağıtım zorunludur.", "Nobody chooses: the new shuffle and deal is required."),
    laws=("6D1",),
    director=CALL_NOW_NO_CHOICE,
    script=(
        Text(
            "Dağıtım sırasında bir kart görülmüş olabilir ve artırım başlamadı: deste yeniden karıştırılmak ve yeniden dağıtılmak zorundadır (Yasa 6D1).",
            "A card could have been seen during the deal and the auction has not begun: there shall be a new shuffle and deal (Law 6D1).",
        ),
        Text("Kimse seçmez.", "Nobody chooses."),
    ),
)
# 6D1: a new shuffle and deal only if it is found "before the auction first begins on a board" (TR
# "Bir bordda ilk artırım her iki taraf için de başlamadan önce ... saptanırsa"); "Thereafter Law 16D
# applies to the accidental sighting of a card belonging to another player's hand" (TR "Daha sonra
# ... başka bir oyuncunun eline ait bir kartın kazara görülmesi durumunda Yasa 16D uygulanır").
# 16D1 names "seeing a card belonging to another player at his own table before the auction
# begins"; but 16D2's courses are open "before any call has been made" (TR "herhangi bir konuşma
# olmadan") and 16D3 covers information "received after the first call" (TR "ilk konuşmanın
# yapılmasından sonra ... alınması"). A card seen in the deal and reported only after the first
# call falls between them in both texts: the guide says so and leaves the course to the Director.
# The new shuffle and deal is said in 6D1's obligation, TR "yeniden karıştırılmak ve tekrar
# dağıtılmak zorundadır", WBF "there shall be a new shuffle and deal" (audit285): in time it is
# required; too late it is no longer required, though 6D3 still lets the Director order one.
DEAL_REPORTED_LATE = Ending(
    said=(
        Text(
            "dağıtımda bir kart gördüm ama artırım başladıktan sonra söyledim",
            "I saw a card during the deal but only said so after the bidding had started",
        ),
    ),
    title=Text(
        "Dağıtımda görülen kart, ilk konuşmadan sonra bildirildi",
        "A card seen during the shuffle or deal, reported after the first call",
    ),
    now=(
        Text(
            "Deste ancak bordda ilk artırım başlamadan önce saptanırsa yeniden karıştırılmak ve yeniden dağıtılmak zorundadır (Yasa 6D1); artırım başladığı için bu yol kapanmıştır.",
            "A new shuffle and deal is required only when this is found before the auction first begins on the board (Law 6D1); the auction has begun, so that course is closed.",
        ),
        Text(
            "Bundan sonra başka bir oyuncunun eline ait bir kartın kazara görülmesine Yasa 16D uygulanır (Yasa 6D1).",
            "Thereafter Law 16D applies to a card of another player's hand seen by accident (Law 6D1).",
        ),
        NOTIFY,
        Text(
            "Yasalar bu durumda hakemin hangi yolu izleyeceğini açıkça söylemez: Yasa 16D2'deki yollar henüz hiç konuşma yapılmamışken içindir, Yasa 16D3 ise ilk konuşmadan sonra edinilen bilgi içindir. Hangi yolu izleyeceğine hakem karar verir.",
            "The Laws do not say in so many words which course the Director takes here: the courses of Law 16D2 are for before any call has been made, and Law 16D3 is for information received after the first call. The Director decides which course to take.",
        ),
    ),
    chooser=Text("Hakem karar verir (Yasa 16D).", "The Director decides (Law 16D)."),
    laws=("6D1", "16D1", "16D2", "16D3"),
    director=DIRECTOR,
    script=(
        Text(
            "Kart dağıtımda görülmüş olabilir ama artırım başladıktan sonra bildirildi: yeniden dağıtım artık zorunlu değildir (Yasa 6D1).",
            "The card may have been seen during the deal but was reported after the auction began: a new shuffle and deal is no longer required (Law 6D1).",
        ),
        Text(
            "Yasa 16D uygulanır (Yasa 6D1); hangi yolu izleyeceğine hakem karar verir (Yasa 16D).",
            "Law 16D applies (Law 6D1); the Director decides which course to take (Law 16D).",
        ),
        Text("Kararı hakem verir.", "The Director decides."),
    ),
)
# 16B1(a): the official Turkish, "mantıklı başka bir seçeneği varken ... açıkça gösterdiği
# doğrultudaki ... tercih edemez" (clearly indicated), is followed in both languages and the WBF's
# comparative "demonstrably suggested over another" named, as in the hesitation guide.
FROM_PARTNER = Ending(
    said=(Text("ortağımın söylediği bir sözden elini anladım", "my partner's comment gave away his hand"),),
    title=Text("Ortaktan gelen bilgi", "Information from partner"),
    now=(
        Text(
            "Ortaktan gelen ve belli bir konuşma ya da oyuna işaret edebilecek her türlü dış bilgi izinsizdir (Yasa 16B1); bu, Yasa 16D'nin değil Yasa 16B'nin konusudur.",
            "Any extraneous information from partner that might suggest a call or play is unauthorised (Law 16B1); that is Law 16B, not Law 16D.",
        ),
        Text(
            "Mantıklı başka bir seçenek varken, bu bilginin açıkça gösterdiği bir konuşma ya da oyun tercih edilemez (Yasa 16B1(a)).",
            "A call or play it clearly indicated (so the official Turkish; the WBF English says 'demonstrably suggested over another') may not be chosen while there is another logical alternative (Law 16B1(a)).",
        ),
    ),
    chooser=Text(
        "Bilgiyi alan oyuncu; hakem sonradan değerlendirebilir.",
        "The player who received it; the Director may review it later.",
    ),
    laws=("16B1", "16B1(a)", "16B2", "16B3"),
    advice=(
        Text(
            "Ayrıntılar 'Duraksama ya da izinsiz bilgi' rehberindedir.",
            "The guide 'A hesitation or unauthorised information' has the details.",
        ),
    ),
    # 16B2's "the opponents" are the side said to have conveyed the information: here the reader's.
    # TR "rakipler izinsiz bilgi iletilmiş olabileceği savına karşı iseler, hakemi hemen
    # çağırmalıdırlar"; WBF "the opponents should summon the Director immediately if they dispute the
    # fact that unauthorized information might have been conveyed".
    director=Text(
        "Bir rakip hakemi daha sonra çağırma hakkını saklı tuttuğunu bildirdiğinde tarafınız izinsiz bilgi iletilmiş olabileceğine karşı çıkıyorsa hemen (Yasa 16B2); değerlendirme için oyun bitince (Yasa 16B3).",
        "At once if an opponent announces that he reserves the right to call the Director later and your side disputes that unauthorised information might have been conveyed (Law 16B2); for the ruling, when play ends (Law 16B3).",
    ),
    script=(
        Text(
            "Ortağınızdan gelen ve belli bir konuşma ya da oyuna işaret edebilecek bilgi izinsizdir (Yasa 16B1).",
            "Information from your partner that might suggest a call or play is unauthorised (Law 16B1).",
        ),
        Text(
            "Mantıklı başka bir seçenek varken bu bilginin açıkça gösterdiği konuşma ya da oyunu seçemezsiniz (Yasa 16B1(a)). Seçim sizindir; hakem sonradan değerlendirebilir.",
            "You may not choose a call or play it clearly indicated while you have another logical alternative (Law 16B1(a)). The choice is yours; the Director may review it later.",
        ),
    ),
)


# A card of another player at one's own table seen during the auction or play. Of an opponent:
# 74C5 (TR) "Artırım veya oyun sırasında kasıtlı olarak bir oyuncuya veya kartlarını görmek veya bir
# kartı nereden çıkardığını gözlemlemek amacıyla bir oyuncunun eline bakmak (Ancak rakibin istemeden
# görülen bir kartından edinilen bilgiye dayanarak hareket edilebilir23.)", footnote 23 "Rakibin
# kartlarını kasıtlı olarak göstermiş olabilmesi ile ilgili olarak bkz. Yasa 73D2"; (WBF) "looking
# intently at any other player during the auction and play, or at another player's hand as for the
# purpose of seeing his cards ... (but it is appropriate to act on information acquired by
# unintentionally seeing an opponent's card23)", "23 See Law 73D2 when a player may have shown his
# cards intentionally". 6D1 also says that after the deal "Law 16D applies to the accidental
# sighting of a card belonging to another player's hand before completion of the play of the board"
# (TR "Daha sonra bordun oynanmasının tamamlanmasından önce başka bir oyuncunun eline ait bir kartın
# kazara görülmesi durumunda Yasa 16D uygulanır"), and 16D1's own example at the player's table is a
# card seen "before the auction begins". Neither text says how 6D1's 16D and 74C5's "appropriate to
# act" meet for an opponent's card seen during the auction or play: the Ending says both and leaves
# it to the Director. Where the players do not agree how the card was seen, he determines it on the
# balance of probabilities (85, TR "oluşunda anlaşma sağlanamayan bir olayda"; 85A1 TR "Gerçeklerin
# saptanabilmesi için, hakem kendi görüşünü ihtimallerin değerlendirilmesi sonucu oluşturur. Yani,
# hakem toplayabildiği delillerin önem ve ağırlığını göz önünde bulundurur"; WBF "in which the facts
# are not agreed upon", "In determining the facts the Director shall base his view on the balance of
# probabilities, which is to say in accordance with the weight of the evidence he is able to
# collect"); agreed facts are ruled on as in Law 84. The English line says 85A1's "shall", the Turkish the
# official present "saptar" (audit320).
# 16D2(c)'s ground is the Director's judgement (TR "kanısına varması halinde", WBF "if he judges"),
# here and in both read-outs as in COURSE_C (audit285).
OPPONENT_CARD = Ending(
    said=(
        Text(
            "rakip kartlarını dikkatsiz tuttu bir kartını gördüm",
            "my opponent held his cards carelessly and I saw one",
        ),
        Text(
            "oyun sırasında deklaranın elindeki bir kartı istemeden gördüm",
            "I accidentally saw a card in declarer's hand during the play",
        ),
        Text(
            "artırımda rakibin bir kartını istemeden gördüm ona göre konuşabilir miyim",
            "I saw an opponent's card during the bidding, may I use it",
        ),
    ),
    title=Text(
        "Rakibin kartı artırım ya da oyun sırasında istemeden görüldü",
        "An opponent's card seen unintentionally during the auction or play",
    ),
    now=(
        Text(
            "Rakibin istemeden görülen bir kartından edinilen bilgiye dayanarak hareket edilebilir (Yasa 74C5).",
            "It is appropriate to act on information acquired by unintentionally seeing an opponent's card (Law 74C5).",
        ),
        Text(
            "Artırım veya oyun sırasında kartlarını görmek amacıyla kasıtlı olarak bir oyuncunun eline bakmak ise yöntem ihlalidir (Yasa 74C5).",
            "Looking at another player's hand during the auction or play for the purpose of seeing his cards is, by contrast, a violation of procedure (Law 74C5).",
        ),
        Text(
            "Rakip kartlarını kasıtlı olarak göstermiş olabilirse bkz. Yasa 73D2 (Yasa 74C5'in dipnotu).",
            "If the opponent may have shown his cards intentionally, see Law 73D2 (the footnote to Law 74C5).",
        ),
        Text(
            "Yasa 6D1 ayrıca, dağıtımdan sonra, bordun oynanması tamamlanmadan başka bir oyuncunun eline ait bir kartın kazara görülmesine Yasa 16D'nin uygulanacağını söyler; ilk konuşmadan sonra edinilen bilgide hakem ya, bilginin sonucu etkileyebileceği kanısındaysa ayarlı skor vermek üzere bordun oynanmasına izin verir ya da yapay ayarlı skor verir (Yasa 16D3). Yasalar bunun Yasa 74C5 ile nasıl birleştiğini söylemez: kartın nasıl görüldüğünü ve Yasa 16D'nin uygulanıp uygulanmayacağını hakem değerlendirir.",
            "Law 6D1 also says that, after the deal, Law 16D applies to the accidental sighting of a card belonging to another player's hand before completion of the play of the board; for information received after the first call the Director either lets the board be played with a view to an adjusted score if he judges that the information could affect the result, or awards an artificial adjusted score (Law 16D3). The Laws do not say how this meets Law 74C5: how the card was seen, and whether Law 16D applies, is for the Director to judge.",
        ),
    ),
    chooser=Text(
        "Kimse seçmez: kartı gören oyuncu bu bilgiye dayanarak hareket edebilir (Yasa 74C5); Yasa 16D'nin uygulanıp uygulanmayacağına hakem karar verir.",
        "Nobody chooses: the player who saw the card may act on it (Law 74C5); whether Law 16D applies as well, the Director decides.",
    ),
    laws=("74C5", "73D2", "6D1", "16D1", "16D3", "85A1"),
    director=Text(
        "Hakemi çağırın: Yasa 16D'de hakem derhal çağrılmalıdır (Yasa 6D1, 16D1). Kartın istemeden mi görüldüğü yoksa bakılarak mı görüldüğü konusunda anlaşma yoksa, hakem bunu toplayabildiği delillerin ağırlığına göre, ihtimalleri değerlendirerek saptar (Yasa 85A1).",
        "Call the Director: under Law 16D he should be called to the table forthwith (Laws 6D1, 16D1). If the players do not agree whether the card was seen unintentionally or looked at, he shall determine it on the balance of probabilities, by the weight of the evidence he is able to collect (Law 85A1).",
    ),
    script=(
        Text(
            "Rakibinizin bir kartını artırım ya da oyun sırasında istemeden gördünüz: bu bilgiye dayanarak hareket edebilirsiniz (Yasa 74C5).",
            "You saw an opponent's card unintentionally during the auction or play: it is appropriate to act on that information (Law 74C5).",
        ),
        Text(
            "Kartlarını görmek amacıyla bir oyuncunun eline bakmak ise yöntem ihlalidir (Yasa 74C5).",
            "Looking at a player's hand to see his cards is a violation of procedure (Law 74C5).",
        ),
        Text(
            "Kartın nasıl görüldüğünü ve Yasa 16D'nin uygulanıp uygulanmayacağını hakem değerlendirir. Kimse seçmez.",
            "The Director judges how the card was seen and whether Law 16D applies. Nobody chooses.",
        ),
    ),
)
# Partner's card during the auction: 24 (TR) "Hakem, artırım sırasında, bir oyuncunun kendi hatası
# nedeniyle o oyuncunun elindeki bir veya birkaç kartın yüzlerinin oyuncunun ortağı tarafından
# görülebilecek konuma gelmiş bulunduğunu belirlerse, bu durumdaki her bir kartın artırım süreci
# bitene kadar masanın üzerinde açık bırakılmasını isteyecektir. Açık kartlardan edinilen bilgi
# kusursuz taraf için izinli ancak kusurlu taraf için izinsiz bilgidir."; (WBF) "When the Director
# determines that during the auction, because of a player's own error, one or more cards of that
# player's hand were in position for the face to be seen by his partner, the Director shall require
# that every such card be placed face up on the table until the auction ends. Information from cards
# thus exposed is authorized for the non-offending side but unauthorized for the offending side".
# The texts differ on how long (translation-24, docs/translation-notes.md): until the auction period
# ends (17D1: the opening lead is faced) in the Turkish, until the auction ends in the WBF's. The
# Turkish is official; the English and both read-outs said the WBF's until qa191 (the auction-exposure
# guide already says the Turkish's). The page and the read-out say the Director "will require" it, the
# official future "isteyecektir" (audit285), the English the WBF's "shall require" (qa291). The information sentence keeps 24's own "(Bkz. Yasa 16C)" /
# "(see Law 16C)" (audit285; the auction-exposure guide cites 16C there since qa166). The read-out in
# each text's words: the WBF's "placed face up" (it said "left face up", the site's English of 24) and
# the official "masanın üzerinde açık bırakılmasını" (qa296).
PARTNER_CARD_AUCTION = Ending(
    said=(
        Text(
            "artırımda ortağım kartlarını dikkatsiz tuttu bir kartını gördüm",
            "during the bidding my partner held his cards carelessly and I saw one",
        ),
    ),
    title=Text("Ortağın kartı artırım sırasında görüldü", "Partner's card seen during the auction"),
    now=(
        Text(
            "Hakem, artırım sırasında bir oyuncunun kendi hatası nedeniyle elindeki bir veya birkaç kartın yüzünün ortağı tarafından görülebilecek konuma geldiğini belirlerse, bu kartların her birinin artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24).",
            "When the Director determines that during the auction, because of a player's own error, one or more cards of his hand were in position for the face to be seen by his partner, the Director shall require that every such card be placed face up on the table until the auction period ends (Law 24).",
        ),
        Text(
            "Açık kartlardan edinilen bilgi kusursuz taraf için izinli, kusurlu taraf için izinsizdir (Yasa 24; bkz. Yasa 16C).",
            "Information from cards thus exposed is authorised for the non-offending side but unauthorised for the offending side (Law 24; see Law 16C).",
        ),
        Text(
            "Bu Yasa 74C5'in konusu değildir: Yasa 74C5 rakibin istemeden görülen kartından söz eder.",
            "This is not Law 74C5's case: Law 74C5 speaks of an opponent's card seen unintentionally.",
        ),
    ),
    chooser=Text(
        "Şimdi kimse seçmez: hakem belirler ve Yasa 24 uygulanır.",
        "Nobody chooses now: the Director determines it and Law 24 applies.",
    ),
    laws=("24", "24A", "24B", "24C", "74C5"),
    director=CALL_NOW_NO_CHOICE,
    advice=(
        Text(
            "Kartın türüne göre ne olacağı 'Artırımda görünen kart' rehberindedir (Yasa 24A-24E).",
            "What follows for each kind of card is in the guide 'A card exposed during the auction' (Laws 24A-24E).",
        ),
    ),
    script=(
        Text(
            "Ortağınızın kartı artırım sırasında görülebilecek konumdaydı: hakem belirlerse kartın artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24).",
            "Your partner's card was in position to be seen during the auction: if the Director so determines, he shall require that it be placed face up on the table until the auction period ends (Law 24).",
        ),
        Text("Şimdi kimse seçmez.", "Nobody chooses now."),
    ),
)
# Partner's card during the play, the two being defenders: 49 (TR) "Yasanın uygulanması ... veya
# oyunun normal seyri haricinde, bir defans oyuncusunun kartı yüzünü partnerinin görmesi olası bir
# pozisyona geldiğinde ... bu kartlar cezalı karta dönüşür (Yasa 50)"; (WBF) "Except in the normal
# course of play or application of law ..., when a defender's card is in a position in which his
# partner could possibly see its face ... each such card becomes a penalty card (Law 50)". 45C1 (TR)
# "Bir defans oyuncusunun, yüzünü ortağının görebileceği biçimde tuttuğu kart, o löveye oynanmış
# sayılır. (Eğer defans oyuncusu o anki löveye daha önce yasal bir kart oynamışsa, bkz. Yasa 45E.)";
# (WBF) "A defender's card held so that it is possible for his partner to see its face is deemed
# played to the current trick (if the defender has already made a legal play to the current trick,
# see Law 45E)" (qa89: the page said "must be played", neither text's words; qa191: the page left
# out the parenthesis, where the card is a fifth card to the trick, not one deemed played). 48A: no
# card of declarer's or dummy's hand ever becomes a penalty card.
PARTNER_CARD_PLAY = Ending(
    said=(
        Text(
            "oyunda ortağımın elindeki kartı gördüm ikimiz de defanstayız",
            "during the play I saw a card in my partner's hand, we are defending",
        ),
    ),
    title=Text(
        "Defans ortağının kartı oyun sırasında görüldü",
        "A defending partner's card seen during the play",
    ),
    now=(
        Text(
            "Yasanın uygulanması veya oyunun normal seyri dışında, bir defans oyuncusunun kartı yüzünü ortağının görmesi olası bir konuma geldiğinde cezalı kart olur (Yasa 49, 50).",
            "Except in the normal course of play or application of law, a defender's card in a position in which his partner could possibly see its face becomes a penalty card (Laws 49, 50).",
        ),
        Text(
            "Bir defans oyuncusunun yüzünü ortağının görebileceği biçimde tuttuğu kart ise o löveye oynanmış sayılır; daha önce yasal bir kart oynamışsa bkz. Yasa 45E (Yasa 45C1).",
            "A defender's card held so that it is possible for his partner to see its face is deemed played to the current trick; if he has already made a legal play to the current trick, see Law 45E (Law 45C1).",
        ),
        Text(
            "Deklaranın ya da yerin eline ait hiçbir kart cezalı kart olmaz (Yasa 48A).",
            "No card of declarer's or dummy's hand ever becomes a penalty card (Law 48A).",
        ),
    ),
    chooser=Text(
        "Şimdi kimse seçmez: kartın nasıl göründüğünü hakem saptar ve Yasa 45C1 ya da 49 uygulanır.",
        "Nobody chooses now: the Director establishes how the card was seen, and Law 45C1 or Law 49 applies.",
    ),
    # 45E1, not 45E: of 45E only 45E1 is a defender's (TR "Bir defans oyuncusunun bir löveye oynadığı
    # beşinci kart"; WBF "A fifth card contributed to a trick by a defender"); 45E2 is declarer's. The
    # sentence keeps 45C1's own "see Law 45E", which the page then quotes no second time (session 87).
    laws=("49", "45C1", "45E1", "50", "48A"),
    director=CALL_NOW_PLAY_NO_CHOICE,
    advice=(
        Text(
            "Cezalı kartın ne olacağı 'Oyunda görünen ya da düşen kart' rehberindedir.",
            "What becomes of a penalty card is in the guide 'A card exposed or dropped during the play'.",
        ),
    ),
    script=(
        Text(
            "Bir defans oyuncusunun kartı, yüzünü ortağının görebileceği konumdaydı: cezalı kart olur (Yasa 49); yüzünü ortağının görebileceği biçimde tuttuğu kart ise o löveye oynanmış sayılır, o löveye daha önce yasal bir kart oynamamışsa (Yasa 45C1, 45E).",
            "A defender's card was where his partner could see its face: it becomes a penalty card (Law 49); a card he held so that his partner could see its face is deemed played to the current trick, unless he had already made a legal play to it (Laws 45C1, 45E).",
        ),
        Text("Şimdi kimse seçmez.", "Nobody chooses now."),
    ),
)


def _whose_card() -> Step:
    return Step(
        Text("Kimin kartıydı?", "Whose card was it?"),
        (
            Choice(
                "opponent",
                Text(
                    "Bir rakibimin; kartı kendisi göstermedi (örneğin elini dikkatsizce tutuyordu)",
                    "An opponent's; he did not show it (he held his hand carelessly, say)",
                ),
                OPPONENT_CARD,
            ),
            Choice(
                "partner-auction",
                Text("Ortağımın, artırım sırasında", "My partner's, during the auction"),
                PARTNER_CARD_AUCTION,
            ),
            Choice(
                "partner-play",
                Text(
                    "Ortağımın, oyun sırasında; ikimiz de defans oyuncusuyuz",
                    "My partner's, during the play; we are the defenders",
                ),
                PARTNER_CARD_PLAY,
            ),
        ),
        Text(
            "Başka bir masadaki kartlar 'Başka bir masada kartları gördüm' yolundadır (Yasa 16D1).",
            "Cards at another table are under 'I saw cards at another table' (Law 16D1).",
        ),
    )


def _when() -> Step:
    return Step(
        Text(
            "Bilgiyi edindiğinizde masanızda artırımın ilk konuşması yapılmış mıydı?",
            "When you received it, had the first call of the auction been made at your table?",
        ),
        (
            Choice(
                "before-first-call", Text("Hayır, henüz kimse konuşmamıştı", "No, nobody had called yet"), BEFORE_CALL
            ),
            Choice(
                "after-first-call",
                Text("Evet; artırım ya da oyun sürüyordu", "Yes; the auction or the play was under way"),
                AFTER_CALL,
            ),
        ),
        Text(
            "Hakem bilginin normal oyunu etkileyebileceğini düşünürse ilk konuşmadan önce dört yolu vardır (Yasa 16D2); ilk konuşmadan sonra edinilen bilgide yalnızca ikisi (Yasa 16D3).",
            "If the Director considers that the information could affect normal play (so the official Turkish; the WBF English says 'would likely interfere with normal play'), he has four courses open before the first call (Law 16D2); for information received after the first call, only two (Law 16D3).",
        ),
    )


SITUATION = Situation(
    slug="extraneous-information",
    title=Text(
        "Dışarıdan gelen bilgi: duyulan sonuç, görülen kart",
        "Extraneous information: an overheard result, a card seen",
    ),
    summary=Text(
        "Oynadığınız ya da oynayacağınız bir bord hakkında başka masadan bir sonuç, konuşma ya da yorum duydunuz, yanlış ele baktınız ya da masanızda başka bir oyuncunun kartını gördünüz (artırımdan önce ya da artırım veya oyun sırasında).",
        "You overheard a result, calls or remarks about a board you are playing or have yet to play, looked at the wrong hand, or saw another player's card at your table (before the auction, or during the auction or play).",
    ),
    start=Step(
        Text("Bilgi nereden geldi?", "Where did the information come from?"),
        (
            Choice(
                "overheard",
                Text(
                    "Bu bord hakkında konuşmalar, bir sonuç ya da yorum duydum",
                    "I overheard calls, a result or remarks about the board",
                ),
                _when(),
            ),
            Choice(
                "wrong-hand",
                Text("Yanlışlıkla başka bir ele baktım", "I looked at the wrong hand by accident"),
                _when(),
            ),
            Choice(
                "other-table",
                Text("Başka bir masada kartları gördüm", "I saw cards at another table"),
                _when(),
            ),
            Choice(
                "card-at-my-table",
                Text(
                    "Artırım başlamadan masamdaki başka bir oyuncunun kartını gördüm",
                    "Before the auction began I saw a card of another player at my table",
                ),
                Step(
                    Text("Kart ne zaman görüldü?", "When was the card seen?"),
                    (
                        Choice(
                            "shuffle-or-deal",
                            Text(
                                "Masada karıştırılırken ya da dağıtılırken; henüz kimse konuşmadı",
                                "While the cards were being shuffled or dealt at the table; nobody has called yet",
                            ),
                            REDEAL,
                        ),
                        Choice(
                            "shuffle-or-deal-reported-late",
                            Text(
                                "Karıştırılırken ya da dağıtılırken; ama ilk konuşmadan sonra bildirildi",
                                "While the cards were being shuffled or dealt; but it was reported after the first call",
                            ),
                            DEAL_REPORTED_LATE,
                        ),
                        Choice(
                            "from-the-board",
                            Text(
                                "Kartlar borddan alınırken ya da alındıktan sonra",
                                "When or after the hands were taken from the board",
                            ),
                            BEFORE_CALL,
                        ),
                    ),
                    # 6F: TR "normalde bir bordun yeniden dağıtılması söz konusu değildir"; WBF "there shall
                    # normally be no redeal of a board": the English in the WBF's "shall" (audit320).
                    # 16D1 names this case with "(Ayrıca bkz. Yasa 13A)" / "(see also Law 13A)": where a
                    # pocket held a wrong number of cards, 13A2 has the board played and scored, not
                    # 16D2's courses.
                    Text(
                        "Bordlar hakemin talimatıyla çoğaltılmışsa normalde yeniden dağıtım olmaz; hakemin bunu isteme yetkisi vardır (Yasa 6F). Bord ceplerinden biri yanlış sayıda kart içeriyorsa ayrıca bkz. Yasa 13A (Yasa 16D1); 'Yanlış sayıda kart ya da karışmış bord' rehberine bakın.",
                        "When boards have been duplicated under the Director's instructions there shall normally be no redeal, although the Director has powers to order it (Law 6F). If a pocket of the board held a wrong number of cards, see also Law 13A (Law 16D1); see the guide 'Wrong number of cards or a fouled board'.",
                    ),
                ),
            ),
            Choice(
                "card-seen-during",
                Text(
                    "Artırım ya da oyun sırasında masamdaki başka bir oyuncunun kartını gördüm",
                    "During the auction or play I saw a card of another player at my table",
                ),
                _whose_card(),
            ),
            Choice("partner", Text("Ortağımdan geldi", "It came from my partner"), FROM_PARTNER),
        ),
        # 24 (TR "bir oyuncunun kendi hatası nedeniyle o oyuncunun elindeki bir veya birkaç kartın
        # yüzlerinin oyuncunun ortağı tarafından görülebilecek konuma gelmiş bulunduğunu belirlerse"; WBF
        # "because of a player's own error, one or more cards of that player's hand were in position for
        # the face to be seen by his partner"): a card only an opponent could see is 74C5's, below.
        Text(
            "Artırım sırasında bir oyuncunun kendi hatası nedeniyle elindeki bir kartın yüzü ortağı tarafından görülebilecek konuma geldiyse Yasa 24 uygulanır ('Artırımda görünen kart' rehberi).",
            "If during the auction, because of a player's own error, a card of his hand was in position for the face to be seen by his partner, Law 24 applies (the guide 'A card exposed during the auction').",
        ),
    ),
)
