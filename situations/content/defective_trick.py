"""Quitted and defective tricks (Laws 65-67, 45E): a card pointed the wrong way (65B), looking at
the cards of a trick (66A-66D), keeping the played cards until the result is agreed (65C, 65D), a
trick with a card missing or too many before both sides have played to the next trick (67A, with
45E for a fifth card and 58B for cards played at once) and after it (67B1 with its one-trick
transfer under 64A2, 67B2 with a restored card that may be a revoke, 67B3).

Where the Turkish and the WBF English differ, the guide follows the Turkish and says so: 65D
("bozamaz", WBF "should not disturb") and 66D (WBF adds "only one side has mixed its cards").
On 61C the Turkish page says the official "gives no player the right" (hiçbir oyuncuya ... hakkını
vermez) and the English the WBF's "does not by itself give the right" (WBF "does not automatically
warrant"; our English 61C renders the Turkish, "does not entitle any player").

The endings of a card missing from a trick found late (67B1), of too many cards found late
(58B4, 67B2) and of several cards at once (58B2) show the engine's ruling on an example; the
others are written from the Laws' text (the engine does not decide 45E).
"""

from __future__ import annotations

from ..guide import Choice, Ending, EngineExample, Fact, Option, Situation, Step, Text
from .common import CALL_NOW_PLAY, call_though_unrectified, play_query, with_dummy

# The facts that tell this guide's Endings apart (situations.guide.Fact), read in both texts.
# 66A (TR "kendi kartını masanın üzerine yüzü aşağı gelecek biçimde çevirinceye kadar"; WBF "until
# he has turned his own card face down on the table"): the player's own card is not yet turned; so
# too while the trick is not yet complete, since no player should turn his card before all four have
# played to it (45G, TR "Dört oyuncu da löveye kart verinceye kadar hiçbir oyuncu kendi kartını
# kapatmamalıdır"; WBF "No player should turn his card face down until all four players have played
# to the trick").
OWN_CARD_NOT_YET_TURNED = Fact(
    ("kapatmadan", "kapatmamış*", "kapatmadım", "çevirmeden", "löve bitmeden", "löve tamamlanmadan"),
    (
        "before turning",
        "haven't turned",
        "havent turned",
        "hadn't turned",
        "not turned",
        "before partner turned",
        "before the trick was done",
        "before the trick was over",
        "before the trick was complete",
    ),
    ("66A",),
)
# 66B (TR "kendisinin son oynadığı kartı, inceleyebilir"; WBF "may inspect ... his own last card
# played"): the card the player himself has just played.
OWN_LAST_CARD_PLAYED = Fact(
    ("az önce verdiğim kart*", "son attığım kart*", "son oynadığım kart*", "az önce oynadığım kart*"),
    ("the card i just played", "the card i had just played", "my own last card", "my last card"),
    ("66B",),
)
# 65B (TR "kart uzunlamasına ortağına doğru ... rakiplere doğru yerleştirilir"; WBF "pointed
# lengthwise toward his partner ... toward the opponents") and 65B3 (TR "kartların yukarıdaki
# şekilde yerleştirilmemiş olmasına"; WBF "a card pointed incorrectly"): a card pointed the wrong way.
POINTED_WRONG = Fact(
    (
        "ters yön*",
        "yanlış yön*",
        "ters koy*",
        "ters yatır*",
        "yatay koy*",
        "rakibe doğru",
        "kaybetmiş gibi",
        "kaybetmişiz gibi",
    ),
    ("the wrong way", "pointing the wrong", "pointed the wrong", "crosswise", "as if we had lost", "as if we lost"),
    ("65B3", "65B1", "65B2"),
)
# 67B (TR "Her İki Taraf da Sonraki Löveye Kart Oynadıktan Sonra"; WBF "After Both Sides Play to
# Next Trick") and 65B3 (TR "kendi tarafı bir sonraki löveye çıkış yapar veya kart verirse bu hakkı
# sona erer"; WBF "this right expires when his side leads or plays to the following trick"): found
# only tricks later. Not "at the end": after play ceases is 66D's time (TR "Oyun Bittikten Sonra";
# WBF "After the Conclusion of Play"), when the cards may be inspected.
FOUND_TRICKS_LATER = Fact(
    ("löve sonra", "sonra anlaşıldı", "sonlara doğru", "geç ortaya"),
    (
        "tricks later",
        "trick later",
        "found later",
        "found out later",
        "near the end",
        "later in the play",
    ),
    ("67B", "67B1", "67B2(a)", "65B3"),
)
# 67A (TR "her iki taraftan da birer oyuncu sonraki löveye kart oynamadan önce usulsüzlüğe dikkat
# çekilmişse"; WBF "if attention is drawn to the irregularity before a player on each side has
# played to the following trick"): the error was seen before the trick was over or the next one
# begun. Written on the Ending of a missing card only, whose phrasings say it.
SEEN_IN_TIME = Fact(
    (
        "löve* bitmeden",
        "löve* tamamlanmadan",
        "hemen fark*",
        "hemen gördü*",
        "sonraki löveye oynamadan",
        "sonraki löveye kart oynamadan",
        "sonraki löve başlamadan",
    ),
    (
        "before the trick was over",
        "before the trick ended",
        "before the next trick",
        "before anyone played to the next",
        "noticed at once",
        "noticed immediately",
        "noticed straight away",
        "spotted at once",
        "spotted it at once",
        "saw it at once",
    ),
    ("67A",),
)
# 67A (TR "Bir oyuncu bir löveye kart oynamayı atladığı"; WBF "When a player has omitted to play to a
# trick") and 67B1 (TR "Kusurlu oyuncu özürlü löveye kart oynamadığı zaman"; WBF "When the offender
# has failed to play a card to the defective trick"): a player did not play to a trick, seen in time
# or later.
OMITTED_TO_PLAY = Fact(
    (
        "kart vermemi*",
        "kart vermedi*",
        "kart koymamı*",
        "kart koymadı*",
        "kart oynamamı*",
        "kart oynamadı*",
        "vermeyi unut*",
        "koymayı unut*",
        "oynamayı unut*",
        "oynamayı atla*",
    ),
    (
        "did not play to",
        "didn't play to",
        "had not played to",
        "hadn't played to",
        "never played to",
        "failed to play",
        "forgot to play",
        "omitted to play",
        "missed a trick",
    ),
    ("67A", "67B1"),
)
# 67B (TR "bir oyuncunun elinde az ya da çok sayıda kart bulunması"; WBF "one player has too few or
# too many cards in his hand"), with 67B1: a player holding a card too many did not play to a trick.
# Not "an extra card" alone: a fifth card put on a trick is one too (45E).
HOLDS_A_CARD_TOO_MANY = Fact(
    ("kartı fazla", "bir fazla kart", "elinde fazla*"),
    (
        "one card more than",
        "a card more than",
        "had one card too many",
        "has one card too many",
        "had a card too many",
        "has a card too many",
        "kept an extra card",
        "extra card in his hand",
        "extra card in hand",
        "card left over",
        "cards left over",
    ),
    ("67B", "67B1"),
)
# 45E (TR "Bir Löveye Oynanan Beşinci Kart"; WBF "Fifth Card Played to Trick"): a trick of five
# cards, the fifth put on it by a defender (45E1) or by declarer from either hand (45E2).
FIVE_CARDS = Fact(
    ("beş kart", "5 kart", "beşinci kart*", "beşinci bir kart*"),
    ("five cards", "5 cards", "fifth card"),
    ("45E1", "45E2"),
)

NOBODY = Text("Kimse seçmez.", "Nobody chooses.")
CHOOSE = Text("Seçiminizi hepsini duyduktan sonra yapın.", "Choose once you have heard them all.")
# 66A and 66B give a player rights; using one deviates from no procedure, so 9B1(a) (TR "Bir
# usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır"; WBF "The Director should be summoned
# at once when attention is drawn to an irregularity") asks for no Director (qa157).
RIGHT_NO_IRREGULARITY = Text(
    "Oyun sürer: bu hakkı kullanmak bir usulsüzlük değildir, bu yüzden hakem çağırmak gerekmez (Yasa 9B1(a) hakemi bir usulsüzlüğe dikkat çekildiğinde ister).",
    "Play goes on: using this right is no irregularity, so there is no need to call the Director (Law 9B1(a) asks for him when attention is drawn to an irregularity).",
)
# "Nobody touches the cards on his own" was in no paragraph; 9B2 is the Law's own line (TR "Hakem
# usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları açıklayıncaya
# kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır"; WBF "No player shall take any action until
# the Director has explained all matters in regard to rectification"), said in both languages as the
# Turkish says it (editor's note translation-9B2), as insufficient_bid.NO_REPLACEMENT_BEFORE does, in
# 9B2's own verb ("bulunmayacaktır" / "shall take"; it said "bulunmasın" / "takes": audit300).
# 67B's lead-in, TR "... hakem işlemi aşağıdaki şekilde sürdürmelidir." (a sentence of its own, ended
# by a full stop); WBF "... he proceeds as follows:". Each language says its own text's verb: the
# official obligation in the Turkish, the WBF's present in the English (it said "düzeltir" /
# "rectifies": audit300).
# Dummy's limits in play follow the call, as in common.CALL_NOW_PLAY (9A4, 43A1(a); qa245).
CALL_67B = with_dummy(
    Text(
        "Hakemi hemen (Yasa 9B1(a)) ve nazikçe (Yasa 74B5) çağırın. Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır (Yasa 9B2); özürlü lövede hakem işlemi Yasa 67B'de gösterilen şekilde sürdürmelidir (Yasa 67B).",
        "Call the Director at once (Law 9B1(a)) and politely (Law 74B5). No player shall take any action until the Director has explained all the possible matters concerning the correction of the irregularity and the assessment of a penalty (Law 9B2); the Director proceeds with the defective trick as Law 67B sets out (Law 67B).",
    )
)
# 65C: "so as to permit review of the play after its completion" (TR "oyun tamamlandıktan sonra
# yeniden incelenmesine izin verecek şekilde").
KEEP_IN_ORDER = Text(
    "Oynadığınız kartları oynanma sırasıyla, üst üste gelecek biçimde önünüzde düzenli tutun; kimin kaç löve aldığı ve kartların oynanma sırası oyun bittikten sonra bu sıradan incelenebilir (Yasa 65C).",
    "Keep your played cards in front of you in an orderly overlapping row in the order played, so that the play can be reviewed after it ends to find the number of tricks each side won or the order of play (Law 65C).",
)
# 65D: TR "Bir oyuncu, kazanılmış olan lövelerin sayısında anlaşmaya varılıncaya kadar, oynanmış
# kartlarının sırasını bozamaz ... talep (veya ret) haklarını tehlikeye sokar." WBF "A player should
# not disturb the order of his played cards until agreement has been reached ... jeopardizes his
# right to claim ownership of doubtful tricks or to claim (or deny) a revoke." The second sentence's
# player is one who fails to comply with any of Law 65 (TR "Bu Yasanın getirdiği hükümlere uymayan her
# oyuncu"; WBF "A player who fails to comply with the provisions of this Law"): the card pointed the
# wrong way (65B) too, not only one who disturbs the order (session 87, qa201).
DO_NOT_DISTURB = Text(
    "Kazanılan löve sayısında anlaşmaya varılana kadar oynanmış kartlarınızın sırasını bozamazsınız; Yasa 65'in hükümlerine uymayan her oyuncu kuşkulu lövelerin kazanılması ya da rönons konusundaki talep (veya ret) haklarını tehlikeye sokar (Yasa 65D).",
    "You may not disturb the order of your played cards until the number of tricks won has been agreed; a player who fails to comply with the provisions of Law 65 jeopardises his right to claim ownership of doubtful tricks or to claim (or deny) a revoke (Law 65D).",
)
DO_NOT_DISTURB_NOTE = Text(
    "Türkçe resmî metin 'bozamaz' der; WBF İngilizcesi 'bozmamalıdır' (⁅should not⁆) der. Bu rehber resmî metni izler.",
    "The official Turkish text says 'may not'; the WBF English says 'should not'. This guide follows the official text.",
)
# 66D: TR "Eğer, böyle bir talep ileri sürüldüğünde, taraflardan birisi hakemin artık olayları
# tespit edemeyeceği şekilde kartlarını karıştırmışsa, hakem diğer tarafın lehine karar verecektir."
# WBF "If the Director can no longer ascertain the facts after such a claim has been made, and only
# one side has mixed its cards, the Director shall rule in favor of the other side." Neither text
# times the mixing after the claim: the Turkish looks at the cards when the claim is made (cards
# already mixed count), the WBF at the Director's finding after it. MIXED_CARDS said "after such a
# claim, one side has mixed" (qa167); the Turkish now says the Turkish's words, the English the WBF's
# order ("when such a claim is made" moved a search set: docs/legal-review.md, Session 83 (qa167)).
# The ruling in 66D's modal (TR "karar verecektir", WBF "shall rule"; it said "karar verir" / "rules"):
# qa224 noticed it, the lead mended it as qa209 did 79A1's "shall" (newguides-dev10 en -0.009, check
# en +0.012: the WBF's word stands).
AFTER_PLAY_INSPECTION = Text(
    "Oyun bittikten sonra, rönons ya da kazanılan veya kaybedilen löve sayısı konusundaki bir talebi çözmek için oynanmış ve oynanmamış kartlar incelenebilir; ancak hiçbir oyuncu kendi kartları dışındaki kartlara el sürmemelidir (Yasa 66D).",
    "After play has ended, the played and unplayed cards may be inspected to settle a claim of a revoke or of the number of tricks won or lost; but no player should handle cards other than his own (Law 66D).",
)
MIXED_CARDS = Text(
    "Böyle bir talep ileri sürüldüğünde taraflardan biri kartlarını hakemin olayları artık tespit edemeyeceği biçimde karıştırmışsa, hakem diğer tarafın lehine karar verecektir (Yasa 66D). Türkçe resmî metin böyledir; WBF İngilizcesi ayrıca 'yalnızca bir taraf karıştırmışsa' koşulunu ekler.",
    "If, after such a claim, the Director can no longer establish the facts because one side has mixed its cards, he shall rule in favour of the other side (Law 66D). So says the official Turkish; the WBF English adds the condition that only one side has mixed its cards.",
)
# 79B: TR "Bir anlaşmazlık çıkarsa, hakem çağrılmak zorundadır." WBF "If a disagreement arises, the
# Director must be called".
CALL_ON_DISAGREEMENT = Text(
    "Kazanılan löve sayısında anlaşamazsanız hakem çağrılmak zorundadır (Yasa 79B).",
    "If you disagree about the number of tricks won, the Director must be called (Law 79B).",
)
# 45G: TR "Dört oyuncu da löveye kart verinceye kadar hiçbir oyuncu kendi kartını kapatmamalıdır."
DO_NOT_TURN_EARLY = Text(
    "Dört oyuncu da löveye kart vermeden kimse kendi kartını kapatmamalıdır (Yasa 45G).",
    "No player should turn his card face down until all four players have played to the trick (Law 45G).",
)

# 65B: TR "1. Löveyi oyuncunun tarafı kazanmışsa, kart uzunlamasına ortağına doğru yerleştirilir.
# 2. Löveyi rakipler kazanmışsa, kart uzunlamasına rakiplere doğru ... 3. Bir oyuncu, kartların
# yukarıdaki şekilde yerleştirilmemiş olmasına dikkat çekebilir, ancak kendi tarafı bir sonraki
# löveye çıkış yapar veya kart verirse bu hakkı sona erer. Daha sonra yapıldığında Yasa 16B
# uygulanabilir." WBF "A player may draw attention to a card pointed incorrectly, but this right
# expires when his side leads or plays to the following trick. If done later Law 16B may apply."
POINTING = Text(
    "Tamamlanmış bir lövede her oyuncu kendi kartını yüzü kapalı önüne koyar; löveyi kendi tarafı aldıysa kartı uzunlamasına ortağına, rakipler aldıysa rakiplere doğru yerleştirir (Yasa 65A, 65B1, 65B2).",
    "When a trick is complete each player turns his own card face down near him, pointed lengthwise towards his partner if his side won the trick, towards the opponents if they won it (Laws 65A, 65B1, 65B2).",
)
POINTED_NOW = Ending(
    said=(
        Text(
            "kapattığım kart ters yönü gösteriyordu, yeni löve başlamadan gördüm",
            "I pointed my card the wrong way and noticed before the next lead",
        ),
        Text(
            "kazandığımız lövenin kartını kaybetmiş gibi koymuşum", "I placed my card as if we had lost a trick we won"
        ),
        Text(
            "ters yatırdığım kartı hemen düzelttim",
            "I put right at once the card I had laid the wrong way",
        ),
        Text(
            "löveyi biz kazandık ama kartımı yatay koymuşum ortağım çıkmadan fark ettim",
            "I laid my card crosswise though we had won the trick, and noticed before we led again",
        ),
    ),
    title=Text("Yanlış yöne konmuş kart: hemen fark edildi", "A card pointed the wrong way, seen in time"),
    now=(
        POINTING,
        Text(
            "Yanlış yerleştirilmiş bir karta dikkat çekebilirsiniz; bu hakkınız, kendi tarafınız sonraki löveye çıkış yapana ya da kart verene kadar sürer (Yasa 65B3).",
            "You may draw attention to a card pointed incorrectly; this right lasts until your side leads or plays to the next trick (Law 65B3).",
        ),
    ),
    chooser=NOBODY,
    # 65B3 first: it is what this ending rules (the right to point out a card pointed the wrong way,
    # until one's side plays again); 65A and 65B1-65B2 say how cards are turned. The search lends
    # most to an ending's first paragraph (lawbook.search.bridges; searchrank11).
    facts=(POINTED_WRONG,),
    laws=("65B3", "65A", "65B1", "65B2"),
    # 9A2 names the card pointed the wrong way among the irregularities of the play period (TR "oyun
    # süreci içinde oluşan bir usulsüzlüğe dikkat çekebilir. Yanlış yöne doğrultulmuş bir kart için
    # bkz. Yasa 65B3"; WBF "may draw attention to an irregularity that occurs during the play period.
    # For an incorrectly pointed card see Law 65B3"), so 9B1(a) asks for the Director.
    director=call_though_unrectified(
        Text(
            "Yanlış yöne konmuş kart, Yasa 65B3 bir onarmadan söz etmese de dikkat çekilebilecek bir usulsüzlüktür (Yasa 9A2).",
            "A card pointed the wrong way is an irregularity one may draw attention to (Law 9A2), even though Law 65B3 names no rectification for it.",
        )
    ),
    advice=(KEEP_IN_ORDER,),
    script=(
        Text(
            "Löveyi tarafınız aldıysa kartınız ortağınıza, rakipler aldıysa rakiplere doğru yerleştirilir (Yasa 65B1, 65B2).",
            "Your card points towards your partner if your side won the trick, towards the opponents if they won it (Laws 65B1, 65B2).",
        ),
        Text(
            "Tarafınız sonraki löveye oynamadan yanlış yerleştirilmiş karta dikkat çekebilirsiniz (Yasa 65B3). Kimse seçmez.",
            "You may draw attention to a card pointed incorrectly until your side plays to the next trick (Law 65B3). Nobody chooses.",
        ),
    ),
)
POINTED_LATE = Ending(
    said=(
        Text(
            "birkaç löve sonra bir kartın yanlış yönde durduğunu gördük",
            "several tricks later we saw a card pointed the wrong way",
        ),
        Text(
            "oynadığım kart löveyi kaybetmişiz gibi konmuş ancak oyunun sonunda gördüm",
            "my played card was turned as if we lost the trick and I only saw it at the end",
        ),
        Text(
            "kartlar yanlış yöne dönük löve sayısı tutmuyor",
            "cards facing the wrong way so the trick count does not add up",
        ),
        Text(
            "oyun bitince kartımın yanlış yönde durduğunu gördüm",
            "only when the hand was over did I see my card facing the wrong way",
        ),
        Text(
            "birkaç löve önce kartımı ters koymuşum şimdi fark ettim",
            "I noticed only now that my card from a few tricks ago is turned the wrong way",
        ),
        Text(
            "kartımı kazanılmış löve gibi dik koymuşum ama o löveyi kaybetmiştik oyun sonunda fark ettim",
            "I stood my card up as a winner though the trick was theirs, and saw it only when we counted at the end",
        ),
    ),
    title=Text("Yanlış yöne konmuş kart: sonraki löveden sonra", "A card pointed the wrong way, seen later"),
    now=(
        Text(
            "Tarafınız sonraki löveye çıkış yaptı ya da kart verdi: yanlış yerleştirilmiş karta dikkat çekme hakkınız sona erdi; daha sonra dikkat çekilirse Yasa 16B uygulanabilir (Yasa 65B3).",
            "Your side has led or played to the next trick: your right to draw attention to the card pointed incorrectly has expired; if attention is drawn to it later, Law 16B may apply (Law 65B3).",
        ),
        DO_NOT_DISTURB,
        AFTER_PLAY_INSPECTION,
        CALL_ON_DISAGREEMENT,
    ),
    chooser=NOBODY,
    facts=(
        POINTED_WRONG,
        FOUND_TRICKS_LATER,
    ),
    laws=("65B3", "16B", "65D", "66D", "79B"),
    # 65B3 ends the right to draw attention, not the irregularity: drawn later, 9B1(a) still asks for
    # the Director, who is the one to apply 16B (65B3, TR "Daha sonra yapıldığında Yasa 16B
    # uygulanabilir"; WBF "If done later Law 16B may apply").
    director=Text(
        "Dikkat çekme hakkı sona erse de yanlış yöne konmuş karta dikkat çekilirse hakem hemen çağrılmalıdır (Yasa 9B1(a)); Yasa 16B uygulanabilir (Yasa 65B3). Oyun bittikten sonra löve sayısında anlaşamazsanız hakem çağrılmak zorundadır (Yasa 79B).",
        "Though the right has expired, if attention is drawn to the card pointed the wrong way the Director should be summoned at once (Law 9B1(a)); Law 16B may apply (Law 65B3). If, after play, you disagree about the number of tricks won, the Director must be called (Law 79B).",
    ),
    advice=(KEEP_IN_ORDER, DO_NOT_DISTURB_NOTE),
    script=(
        Text(
            "Tarafınız sonraki löveye oynadığı için yanlış yerleştirilmiş karta dikkat çekme hakkınız sona erdi; şimdi dikkat çekilirse Yasa 16B uygulanabilir (Yasa 65B3).",
            "Your side has played to the next trick, so your right to point out the wrongly placed card has expired; if attention is drawn now, Law 16B may apply (Law 65B3).",
        ),
        # 66D lets the cards be inspected for a purpose (TR "rönons veya kazanılan ya da kaybedilen
        # lövelerin sayısı konusundaki bir talebi çözümlemek için"; WBF "to settle a claim of a revoke,
        # or of the number of tricks won or lost"); the read-out said only "may be inspected" (qa167).
        Text(
            "Löve sayısında anlaşana kadar oynanmış kartlarınızın sırasını bozmayın (Yasa 65D); oyun bitince, rönons ya da löve sayısı konusundaki bir talebi çözmek için kartlar incelenebilir (Yasa 66D). Kimse seçmez.",
            "Do not disturb the order of your played cards until the tricks are agreed (Law 65D); after play the cards may be inspected to settle a claim of a revoke or of the number of tricks (Law 66D). Nobody chooses.",
        ),
    ),
)

# 66A: TR "Kendi tarafı bir sonraki löveye çıkış yapmadığı veya kart oynamadığı müddetçe, deklaran
# ya da her defans oyuncusu, kendi kartını masanın üzerine yüzü aşağı gelecek biçimde çevirinceye
# kadar, löveye henüz oynanmış olan tüm kartların gösterilmesini isteyebilir." WBF "... may, until he
# has turned his own card face down on the table, require that all cards just played to the trick be
# faced."
CURRENT_TRICK = Ending(
    said=(
        Text(
            "az önce oynanan lövenin kartlarını açtırabilir miyim",
            "can I ask to see the cards of the trick just played",
        ),
        Text("rakip kartını ben görmeden kapattı", "the opponent flipped his card face down before I saw it"),
        Text(
            "kartımı kapatmadan önce lövede oynanan kartları gösterin dedim",
            "before turning my card over I asked to see the cards played to the trick",
        ),
        # search87: what tells 66A from 66C is whether the player has turned his own card face down
        # (and his side not played on); a player's words for wanting to see the cards and for a
        # trick just finished were said by the quitted trick's phrasings alone.
        Text(
            "kendi kartımı yüzü kapalı çevirmeden önce löveye oynanan dört kartın gösterilmesini istedim",
            "the trick had just finished and I wanted all four cards shown before turning my own card face down",
        ),
    ),
    title=Text("Oynanmakta olan löveyi görmek", "Seeing the trick just played"),
    now=(
        Text(
            "Deklaran ya da defans oyuncularından biri, kendi kartını yüzü kapalı çevirene kadar ve tarafı sonraki löveye çıkış yapmadığı ya da kart oynamadığı sürece, löveye oynanmış bütün kartların gösterilmesini isteyebilir (Yasa 66A).",
            "Declarer or either defender may require that all cards just played to the trick be faced, until he has turned his own card face down and so long as his side has not led or played to the next trick (Law 66A).",
        ),
        Text(
            "Yasa 66A bu hakkı deklarana ve defans oyuncularına tanır; yerin hakları Yasa 42 ve 43'tedir ('Yerin hakları ve sınırları' rehberi).",
            "Law 66A gives this right to declarer and the defenders; dummy's rights are in Laws 42 and 43 (the guide 'Dummy's rights and limits').",
        ),
    ),
    chooser=NOBODY,
    facts=(OWN_CARD_NOT_YET_TURNED,),
    laws=("66A",),
    director=RIGHT_NO_IRREGULARITY,
    advice=(DO_NOT_TURN_EARLY,),
    # 66A's actors (TR "deklaran ya da her defans oyuncusu"; WBF "declarer or either defender"): `now`
    # names them; the read-out, said to whoever asked, did not, as 66B's did not before qa192.
    script=(
        Text(
            "Deklaran ya da defans oyuncusuysanız, kendi kartınızı kapatmadıysanız ve tarafınız sonraki löveye oynamadıysa, bu löveye oynanan bütün kartların gösterilmesini isteyebilirsiniz (Yasa 66A).",
            "If you are declarer or a defender, until you have turned your own card face down, and so long as your side has not played to the next trick, you may require all cards just played to be faced (Law 66A).",
        ),
        NOBODY,
    ),
)
# 66B: TR "Kendi tarafının bir sonraki löveye kart çıkmasından veya kart vermesinden önce, deklaran
# veya her defans oyuncusu kendisinin son oynadığı kartı, inceleyebilir, ancak gösteremez." WBF "...
# may inspect, but not expose, his own last card played." Dummy is not among them: the page and the
# read-out say so, as CURRENT_TRICK does for 66A (qa192).
OWN_LAST_CARD = Ending(
    said=(
        Text("az önce verdiğim kartı bir daha görmem mümkün mü", "may I look at the card I just played"),
        Text(
            "son attığım karta bir daha bakmak istedim ama rakibe göstermedim",
            "I wanted to look again at the card I had just played without showing it",
        ),
    ),
    title=Text("Kendi son kartınıza bakmak", "Looking at your own last card"),
    now=(
        Text(
            "Deklaran ya da defans oyuncusuysanız, tarafınız sonraki löveye çıkış yapana ya da kart verene kadar, son oynadığınız kendi kartınıza bakabilirsiniz, ama onu gösteremezsiniz (Yasa 66B).",
            "If you are declarer or a defender, until your side has led or played to the next trick, you may look at your own last card played, but not expose it (Law 66B).",
        ),
        Text(
            "Tarafınız sonraki löveye oynadıktan sonra kapanmış löveler, oyun bitene kadar hakemin kesin talimatı olmadan incelenemez (Yasa 66C).",
            "Once your side has played to the next trick, quitted tricks may not be inspected until play ends, except at the Director's specific instruction (Law 66C).",
        ),
    ),
    chooser=NOBODY,
    facts=(OWN_LAST_CARD_PLAYED,),
    laws=("66B", "66C"),
    director=RIGHT_NO_IRREGULARITY,
    script=(
        Text(
            "Deklaran ya da defans oyuncusuysanız, tarafınız sonraki löveye oynamadan kendi son kartınıza bakabilirsiniz, ama onu gösteremezsiniz (Yasa 66B).",
            "If you are declarer or a defender, until your side plays to the next trick you may look at your own last card, but not expose it (Law 66B).",
        ),
        NOBODY,
    ),
)
# 66C: TR "Bundan sonra, oyun sona erene kadar, kapanmış olan löveler incelenemez (hakemin kesin
# talimatı hariç; örneğin, bir rönons talebinin teyidi için gerekli ise)." 61C: TR "Rönons yapılmış
# olduğunun iddia edilmesi, hiçbir oyuncuya geçmiş lövelerin incelenmesi hakkını vermez." WBF 61C "A
# claim of a revoke does not automatically warrant inspection of quitted tricks (see Law 66C)."
QUITTED = Ending(
    said=(
        Text(
            "çoktan kapanmış bir lövenin kartlarını kontrol etmek istiyorum",
            "can we look at an old trick to check what was played",
        ),
        Text("kapanan löveleri açıp bakmak", "checking the cards of earlier tricks"),
        Text(
            "oyun sürerken kapanmış bir löveyi açıp görmek istedim",
            "during the play I wanted to turn over a quitted trick and look at it",
        ),
        Text(
            "oyun sırasında eski bir löveye bakılabilir mi",
            "can we inspect a quitted trick before the hand is finished",
        ),
        Text(
            "rakip üç löve önce neyle çıkıldığını kontrol etmek istedi",
            "an opponent wanted to check what was led three tricks ago",
        ),
        Text("kapanan löveler oyun bitene kadar incelenemez", "looking back at old tricks in the middle of play"),
        Text(
            "ortağım yeni löveye çıktı ama bir önceki lövede ne oynandığını görmek istiyorum",
            "partner has opened the new trick and I would like to check the cards of the last one",
        ),
        Text(
            "biz yeni löveye oynadıktan sonra önceki löveyi açıp bakmak yasak mı",
            "once our side has played to the next trick, is it against the rules to turn over the previous one",
        ),
    ),
    title=Text("Kapanmış bir löveyi görmek istemek", "Wanting to see a quitted trick"),
    now=(
        Text(
            "Oyun bitene kadar kapanmış löveler incelenemez; hakemin kesin talimatıyla (örneğin bir rönons iddiasını doğrulamak için) incelenebilir (Yasa 66C).",
            "Until play ends, quitted tricks may not be inspected, except at the Director's specific instruction (for example to verify a claim of a revoke) (Law 66C).",
        ),
        Text(
            "Rönons yapıldığını iddia etmek, hiçbir oyuncuya kapanmış löveleri inceleme hakkı vermez (Yasa 61C).",
            "Claiming a revoke does not by itself give the right to inspect quitted tricks (Law 61C).",
        ),
        AFTER_PLAY_INSPECTION,
    ),
    chooser=Text(
        "Kimse seçmez; kapanmış lövenin oyun sırasında incelenip incelenmeyeceğine hakem karar verir.",
        "Nobody chooses; the Director decides whether a quitted trick is inspected during the play.",
    ),
    laws=("66C", "61C", "66D"),
    # Said during the play (66C, "until play ends"): dummy's limits follow (9A4, 43A1(a); qa245).
    director=with_dummy(
        Text(
            "Kapanmış bir löveyi görmek gerekiyorsa (örneğin bir rönons şüphesinde) hakemi çağırın; kartlara kendiniz bakmayın.",
            "If a quitted trick needs to be seen (for example when you suspect a revoke), call the Director; do not look at the cards yourselves.",
        )
    ),
    advice=(KEEP_IN_ORDER,),
    script=(
        Text(
            "Oyun bitene kadar kapanmış löveler yalnızca hakemin kesin talimatıyla incelenebilir (Yasa 66C).",
            "Until play ends, quitted tricks may be inspected only at the Director's specific instruction (Law 66C).",
        ),
        Text(
            "Rönons iddiası kimseye bu hakkı vermez (Yasa 61C). Kimse seçmez; buna hakem karar verir.",
            "Claiming a revoke does not by itself give that right (Law 61C). Nobody chooses; the Director decides.",
        ),
    ),
)
AFTER_PLAY = Ending(
    said=(
        Text(
            "oyun bitince kartları açıp rönonsu kontrol etmek istiyoruz",
            "after the hand we want to check the cards for a revoke",
        ),
        Text(
            "löve sayısında anlaşamadık oyundan sonra kartlara bakabilir miyiz",
            "we disagree on the tricks, can we look at the cards after play",
        ),
        Text(
            "löve sayısına itiraz ettik ama rakipler kartlarını çoktan karıştırmıştı",
            "we disputed the trick count but the opponents had already mixed their cards together",
        ),
        Text(
            "löve sayısında anlaşmadan rakip oynadığı kartları toplayıp karıştırdı",
            "an opponent gathered up and mixed his played cards before the tricks were agreed",
        ),
    ),
    title=Text("Oyun bittikten sonra kartlara bakmak", "Looking at the cards after play"),
    now=(AFTER_PLAY_INSPECTION, MIXED_CARDS, DO_NOT_DISTURB, CALL_ON_DISAGREEMENT),
    chooser=Text(
        "Kimse seçmez; anlaşamazsanız hakem karar verir.", "Nobody chooses; if you disagree, the Director rules."
    ),
    laws=("66D", "65D", "79B"),
    director=Text(
        "Löve sayısında ya da bir rönonsta anlaşamazsanız hakemi çağırın ve kartları karıştırmayın.",
        "If you disagree about the number of tricks or a revoke, call the Director and do not mix your cards.",
    ),
    advice=(DO_NOT_DISTURB_NOTE,),
    script=(
        # 66D's modal (TR "hiçbir oyuncu kendi eline ait olmayan kartlara el sürmemelidir"; WBF "no
        # player should handle cards other than his own"), not a description (qa167).
        Text(
            "Oyun bitti: rönons ya da löve sayısı konusundaki bir talebi çözmek için kartlar incelenebilir, ama hiçbir oyuncu kendi kartları dışındaki kartlara el sürmemelidir (Yasa 66D).",
            "Play has ended: the cards may be inspected to settle a claim of a revoke or of the number of tricks, but no player should handle cards other than his own (Law 66D).",
        ),
        # 66D ties the ruling to the claim (TR "böyle bir talep ileri sürüldüğünde ... karıştırmışsa"; WBF
        # "after such a claim has been made, and only one side has mixed its cards"), as MIXED_CARDS
        # says it; the read-out left the claim out (qa192).
        Text(
            "Böyle bir talep ileri sürüldüğünde taraflardan biri kartlarını hakemin olayları artık tespit edemeyeceği biçimde karıştırmışsa, hakem diğer tarafın lehine karar verecektir (Yasa 66D). Kimse seçmez.",
            "If, after such a claim, the Director can no longer establish the facts because one side has mixed its cards, he shall rule for the other side (Law 66D). Nobody chooses.",
        ),
    ),
)

# 67A: TR "Bir oyuncu bir löveye kart oynamayı atladığı veya bir löveye birden fazla kart oynadığı
# zaman, her iki taraftan da birer oyuncu sonraki löveye kart oynamadan önce usulsüzlüğe dikkat
# çekilmişse hata düzeltilmek zorundadır. 1. ... kusurlu oyuncu yasal olarak oynayabileceği bir
# kartı verir." WBF "the error must be rectified if attention is drawn to the irregularity before a
# player on each side has played to the following trick. 1. To rectify omission to play to a trick,
# the offender supplies a card he can legally play."
MISSING_EARLY = Ending(
    said=(
        Text(
            "löveye bir oyuncu kart koymamış hemen fark ettik",
            "a trick was one card short and it was spotted at once",
        ),
        Text("lövede sadece üç kart var", "there are only three cards in the trick"),
        Text(
            "bir oyuncu löveye kart vermeyi unuttu hemen gördük",
            "someone forgot to play a card to the trick and we saw it at once",
        ),
    ),
    title=Text("Löveye kart verilmedi: zamanında fark edildi", "A card missing from a trick, seen in time"),
    now=(
        Text(
            "Her iki taraftan birer oyuncu sonraki löveye kart oynamadan usulsüzlüğe dikkat çekildiyse hata düzeltilmek zorundadır (Yasa 67A).",
            "If attention is drawn to the irregularity before a player of each side has played to the next trick, the error must be rectified (Law 67A).",
        ),
        Text(
            "Kart vermeyi atlayan oyuncu, o löveye yasal olarak oynayabileceği bir kartı verir (Yasa 67A1).",
            "The player who omitted to play supplies a card he can legally play to the trick (Law 67A1).",
        ),
    ),
    # Dummy's card: declarer's to play (45B, TR "Deklaran kartın adını söyleyerek yerden kart oynar";
    # WBF "Declarer plays a card from dummy by naming the card"; 42A3, 43A1(c)), as AT_ONCE's chooser
    # says for 58B2 (session 87, qa201).
    chooser=Text(
        "Kart vermeyi atlayan oyuncu, yasal olarak oynayabileceği kartlardan birini seçer (atlanan kart yerinse deklaran seçer, Yasa 45B).",
        "The player who omitted to play chooses one of the cards he can legally play (declarer chooses if the card is dummy's, Law 45B).",
    ),
    facts=(SEEN_IN_TIME, OMITTED_TO_PLAY),
    laws=("67A", "67A1"),
    director=CALL_NOW_PLAY,
    advice=(DO_NOT_TURN_EARLY,),
    script=(
        # 67A's condition is attention drawn, not noticing, and its modal "must" (TR "usulsüzlüğe dikkat
        # çekilmişse hata düzeltilmek zorundadır"; WBF "the error must be rectified if attention is drawn
        # to the irregularity") (qa167).
        Text(
            "Bu löveye kart vermediniz; her iki taraftan birer oyuncu sonraki löveye oynamadan buna dikkat çekildiği için hata düzeltilmek zorundadır (Yasa 67A).",
            "You did not play to this trick; attention was drawn to it before a player of each side played to the next trick, so the error must be rectified (Law 67A).",
        ),
        Text(
            "Bu löveye yasal olarak oynayabileceğiniz bir kartı verin; hangisi olacağını siz seçersiniz, kart yerinse deklaran seçer (Yasa 67A1, 45B).",
            "Supply a card you can legally play to this trick; you choose which, or declarer if the card is dummy's (Laws 67A1, 45B).",
        ),
    ),
)

# 45E1: TR "Bir defans oyuncusunun bir löveye oynadığı beşinci kart, Yasa 50 hükmünce cezalı karta
# dönüşür, ancak hakem bu kartın çıkılmış olduğuna karar verirse Yasa 53 veya 56 uygulanır." WBF "A
# fifth card contributed to a trick by a defender becomes a penalty card, subject to Law 50, unless
# the Director deems that it was led, in which case Law 53 or 56 applies."
# 56: TR "deklaran: A. Yasa 53 uyarınca ... sırasız çıkışı kabul edebilir, veya B. ... geri almasını
# isteyebilir. Geri alınan kart majör cezalı kart haline gelir ve Yasa 50D geçerlidir."
FIFTH_DEFENDER = Ending(
    said=(
        Text(
            "löve tamamlanmışken savunma oyuncusu kart verdiği löveye bir kart daha koydu",
            "a defender played a second card to a complete trick he had already played to",
        ),
        Text(
            "lövede beş kart var fazlası savunmanın", "there are five cards in the trick, the extra one from a defender"
        ),
        Text("savunmanın löveye fazladan koyduğu kart", "after the four cards, a defender put down one more"),
        Text(
            "lövede beş kart vardı, sonuncusunu savunma oyuncusu attı",
            "there were five cards in the trick, the last from a defender",
        ),
        Text(
            "savunma löve bittikten sonra bir kart daha oynadı cezalı kart mı olur",
            "a defender played one more card after the trick was complete, is it a penalty card",
        ),
        Text(
            "defans oyuncusu dolu löveye bir kart daha koydu",
            "a defender played again to a trick that was already full",
        ),
    ),
    title=Text("Defans oyuncusunun beşinci kartı", "A fifth card from a defender"),
    now=(
        Text(
            "Hakem kartın çıkılmış olduğuna karar vermedikçe, bir defans oyuncusunun löveye verdiği beşinci kart, Yasa 50 hükmünce cezalı kart olur (Yasa 45E1).",
            "Unless the Director deems that it was led, a fifth card contributed to a trick by a defender becomes a penalty card, subject to Law 50 (Law 45E1).",
        ),
        Text(
            "Kartın minör mü majör mü cezalı kart olduğunu ve bundan sonrasını Yasa 50 belirler (Yasa 50B); tek cezalı kart için 'Oyunda görünen ya da düşen kart' rehberine, birden çoğu için 'İki ya da daha fazla cezalı kart; oynanmayan cezalı kart' rehberine bakın.",
            "Law 50 decides whether it is a minor or a major penalty card and what follows (Law 50B); for a single one see the guide 'A card exposed or dropped during the play', for more the guide 'Two or more penalty cards; a penalty card not played'.",
        ),
        Text(
            "Hakem kartın çıkılmış olduğuna karar verirse Yasa 53 ya da 56 uygulanır (Yasa 45E1): sırasız çıkışı deklaran kabul edebilir ya da geri aldırabilir (Yasa 56).",
            "If the Director deems that the card was led, Law 53 or 56 applies (Law 45E1): declarer may accept the lead out of turn or require it to be retracted (Law 56).",
        ),
    ),
    chooser=Text(
        "Hakem kartın çıkılıp çıkılmadığına karar verir; çıkılmış sayılırsa deklaran seçer.",
        "The Director decides whether the card was led; if it was, declarer chooses.",
    ),
    facts=(FIVE_CARDS,),
    laws=("45E1", "50B", "56"),
    director=CALL_NOW_PLAY,
    options=(
        Option(
            Text("Çıkışı kabul etmek", "Accept the lead"),
            Text(
                "Yalnızca hakem kartı çıkılmış saydıysa: çıkış doğru çıkış olarak işlem görür (Yasa 56A, 53A).",
                "Only if the Director deems the card led: the lead is treated as a correct lead (Laws 56A, 53A).",
            ),
            (Text("Çıkılan renk işinize geliyorsa.", "If the suit led suits you."),),
            (Text("Defansa bir kısıtlama gelmez.", "The defence is not restricted."),),
        ),
        Option(
            Text("Çıkışı geri aldırmak", "Require the lead to be retracted"),
            Text(
                "Yalnızca hakem kartı çıkılmış saydıysa: geri alınan kart majör cezalı kart olur ve Yasa 50D uygulanır (Yasa 56B).",
                "Only if the Director deems the card led: the withdrawn card becomes a major penalty card and Law 50D applies (Law 56B).",
            ),
            # 50D2's defender on lead is the offender's partner (TR "Çıkış sırası partnerinin bir majör
            # cezalı kartı bulunan bir defans oyuncusuna geldiğinde ... Deklaran aşağıdakilerden birini
            # seçebilir"; WBF "When a defender has the lead while his partner has a major penalty card
            # ... Declarer may choose"): named for declarer, who reads this option; it said "Ortağı" /
            # "his partner" with no one named before it (audit333).
            (
                Text(
                    "Kusurlu oyuncunun ortağı çıkışa geldiğinde Yasa 50D2'nin seçenekleri size geçer.",
                    "When the offender's partner is on lead, the options of Law 50D2 are yours.",
                ),
            ),
            (
                Text(
                    "Masada kalan cezalı kart, bilgi olarak herkes için izinlidir (Yasa 50E1).",
                    "While it stays on the table, the penalty card is authorised information for everybody (Law 50E1).",
                ),
            ),
        ),
    ),
    script=(
        Text(
            "Hakem kartın çıkılmış olduğuna karar vermedikçe, löveye verdiğiniz beşinci kart cezalı kart olur (Yasa 45E1).",
            "Unless the Director deems that it was led, the fifth card you contributed to the trick becomes a penalty card (Law 45E1).",
        ),
        Text(
            "Hakem kartı çıkılmış sayarsa, deklaran, iki seçeneğiniz var: Çıkışı kabul etmek ya da Çıkışı geri aldırmak (Yasa 56).",
            "If the Director deems it led, declarer, you have two options: Accept the lead, or Require the lead to be retracted (Law 56).",
        ),
        CHOOSE,
    ),
)
# 45E2: TR "Deklaran kendi veya yerin elinden bir löveye beşinci kartı oynandığında, hakem bu kartın
# çıkılmış olmadığına karar verirse bu kart başka bir onarma olmaksızın ele geri döner, aksi halde
# Yasa 55 uygulanır." WBF "it is returned to the hand without further rectification unless the
# Director deems that it was led, in which case Law 55 applies." The two name opposite findings; the
# official Turkish is followed (the editor's note on 45E2 says so).
# 55A: TR "herhangi bir defans oyuncusu ... çıkışı kabul edebilir veya geri alınmasını isteyebilir
# ... Defans oyuncuları farklı seçimler yaparlarsa sıradaki defans oyuncusunun seçimi geçerli olur."
# WBF "If the defenders choose differently then the option expressed by the player next in turn to the
# irregular lead shall prevail": the English says the WBF's "shall prevail" (it said "prevails":
# audit300), the Turkish the official present.
FIFTH_DECLARER = Ending(
    said=(
        Text(
            "deklaran kartını oynadığı löveye fazladan bir kart daha koydu",
            "declarer put a second card on a trick he had already played to",
        ),
        Text(
            "yerden oynanmış löveye yerden bir kart daha kondu",
            "a second card from dummy was put on a trick dummy had already played to",
        ),
        Text(
            "yer beşinci bir kartı löveye koydu geri mi alınır", "dummy put a fifth card on the trick, does it go back"
        ),
        Text(
            "deklaran tamamlanmış löveye elinden bir kart daha attı",
            "declarer dropped another card from his hand onto a trick that was already complete",
        ),
        Text(
            "deklaran dört kartlı löveye bir kart daha koydu", "declarer added a card to a trick that already had four"
        ),
    ),
    title=Text("Deklaranın ya da yerin beşinci kartı", "A fifth card from declarer or dummy"),
    now=(
        Text(
            "Deklaranın kendi elinden ya da yerden löveye verdiği beşinci kart, hakem bu kartın çıkılmış olmadığına karar verirse başka bir onarma olmaksızın ele geri döner (Yasa 45E2).",
            "A fifth card declarer contributed to a trick from his own hand or dummy goes back to the hand without further rectification if the Director decides that it was not led (Law 45E2).",
        ),
        Text(
            "Deklaranın ya da yerin hiçbir kartı cezalı kart olmaz (Yasa 48A).",
            "No card of declarer or dummy ever becomes a penalty card (Law 48A).",
        ),
        Text(
            "Aksi halde Yasa 55 uygulanır (Yasa 45E2): defans oyuncularından biri sırasız çıkışı kabul edebilir ya da geri alınmasını isteyebilir; farklı seçerlerse sıradaki defans oyuncusunun seçimi geçerlidir (Yasa 55A).",
            "Otherwise Law 55 applies (Law 45E2): either defender may accept the lead out of turn or require its retraction; if they choose differently, the choice of the defender next in turn shall prevail (Law 55A).",
        ),
    ),
    chooser=Text(
        "Hakem kartın çıkılıp çıkılmadığına karar verir; çıkılmamış olduğuna karar vermezse defans oyuncuları seçer.",
        "The Director decides whether the card was led; unless he decides that it was not, the defenders choose.",
    ),
    facts=(FIVE_CARDS,),
    laws=("45E2", "48A", "55A", "55B"),
    director=CALL_NOW_PLAY,
    options=(
        Option(
            Text("Çıkışı kabul etmek", "Accept the lead"),
            Text(
                "Yalnızca hakem kartın çıkılmamış olduğuna karar vermediyse: çıkış doğru çıkış olarak işlem görür (Yasa 55A, 53A).",
                "Only if the Director has not decided that the card was not led: the lead is treated as a correct lead (Laws 55A, 53A).",
            ),
            (Text("Çıkılan renk işinize geliyorsa.", "If the suit led suits you."),),
            (),
        ),
        # 55B2, TR "Deklaran doğru elden çıkış yapmak zorundadır"; WBF "He must lead from the correct
        # hand": the Turkish said "doğru elden çıkar", a description (qa192).
        Option(
            Text("Çıkışı geri aldırmak", "Require the lead to be retracted"),
            Text(
                "Yalnızca hakem kartın çıkılmamış olduğuna karar vermediyse: deklaran kartı geri alır; çıkış sırası bir defans oyuncusundaysa başka onarma yoktur, sıra kendisinde ya da yerdeyse doğru elden çıkış yapmak zorundadır (Yasa 55B1, 55B2).",
                "Only if the Director has not decided that the card was not led: declarer takes the card back; if it was a defender's turn to lead there is no further rectification, and if it was his own or dummy's turn he must lead from the correct hand (Laws 55B1, 55B2).",
            ),
            (Text("Çıkış doğru elden yapılır.", "The lead is made from the correct hand."),),
            (
                Text(
                    "Geri alınan kart cezalı kart olmaz (Yasa 48A).",
                    "The card taken back is no penalty card (Law 48A).",
                ),
            ),
        ),
    ),
    script=(
        # 45E2 returns the card "ele" / "to the hand" it came from, declarer's own or dummy's (TR "kendi
        # veya yerin elinden"; WBF "from his own hand or dummy"); "elinize" / "your hand" was wrong for
        # dummy's card (qa192).
        Text(
            "Hakem olarak kartın çıkılmış olmadığına karar verirsem, löveye verdiğiniz beşinci kart başka bir onarma olmaksızın oynandığı ele geri döner (Yasa 45E2).",
            "If I decide that the card was not led, the fifth card you contributed is returned to the hand it was played from without further rectification (Law 45E2).",
        ),
        # 55A's player in each text's words (TR "sıradaki defans oyuncusunun seçimi geçerli olur"; WBF
        # "the option expressed by the player next in turn to the irregular lead shall prevail"): it said
        # "sıradaki oyuncunun" / "the player next in turn", next to nothing named (audit333).
        Text(
            "Aksi halde Yasa 55 uygulanır: defans oyuncuları, iki seçeneğiniz var: Çıkışı kabul etmek ya da Çıkışı geri aldırmak; farklı seçerseniz sıradaki defans oyuncusunun seçimi geçerlidir (Yasa 55A).",
            "Otherwise Law 55 applies: defenders, you have two options: Accept the lead, or Require the lead to be retracted; if you choose differently, the option of the player next in turn to the irregular lead shall prevail (Law 55A).",
        ),
        CHOOSE,
    ),
)
# 67A2: TR "Bir löveye birden fazla kart oynanmasının düzeltilmesi için, yasa 45E ... veya Yasa 58B
# ... uygulanacaktır."; WBF "To rectify the play of too many cards to a trick, Law 45E ... or Law 58B
# ... shall be applied." Said in that verb on the page and in the read-out (they said "düzeltilir" /
# "are rectified", "Yasa 58B uygulanır" / "Law 58B applies": audit300). 58B1/58B2 as in the
# premature-play guide.
AT_ONCE = Ending(
    said=(Text("bir oyuncu löveye iki kartı birden oynadı", "one hand played two cards at once to the trick"),),
    title=Text("Bir elden aynı anda birden çok kart", "Several cards at once from one hand"),
    now=(
        Text(
            "Bir löveye birden fazla kart oynanmasının düzeltilmesi için Yasa 45E ya da Yasa 58B uygulanacaktır (Yasa 67A2); kartlar aynı anda oynandıysa Yasa 58B uygulanır.",
            "To rectify the play of too many cards to a trick, Law 45E or Law 58B shall be applied (Law 67A2); cards played at the same time come under Law 58B.",
        ),
        Text(
            "Yalnızca bir kartın yüzü göründüyse o kart oynanmıştır, diğerleri ele döner (Yasa 58B1); birden çok kartın yüzü göründüyse kusurlu oyuncu oynamak istediği kartı belirtir ve defans oyuncusuysa görünen diğer kartlar cezalı kart olur (Yasa 58B2).",
            "If the face of only one card was visible, that card is played and the others are picked up (Law 58B1); if more than one face was visible, the offending player designates the card he proposes to play and, if he is a defender, each other card exposed becomes a penalty card (Law 58B2).",
        ),
        # 58B3 (TR): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine daha
        # sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın
        # değiştirebilir. (Ancak bkz. Yasa 16C.)"; (WBF) "After an offending player withdraws a
        # visible card, an opponent who subsequently played to that trick may withdraw his play and
        # substitute another card without further rectification (but see Law 16C)."
        Text(
            "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, o löveye ondan sonra oynamış olan rakip kendi kartını geri alıp başka onarma olmaksızın değiştirebilir (Yasa 58B3; ancak bkz. Yasa 16C).",
            "After the offender withdraws a visible card, an opponent who subsequently played to that trick may withdraw his card and substitute another without further rectification (Law 58B3; but see Law 16C).",
        ),
        # 47D (TR): "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri alınabilir
        # ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 16C ve Yasa 62C2
        # uygulanabilir.)"; (WBF) "After an opponent's change of play a played card may be withdrawn and
        # returned to the hand without further rectification and another card may be substituted. (Laws
        # 16C and 62C2 may apply.)". The engine gives it to a card played to the trick after the changed
        # card and before the change, the offender's partner's among them (eng264; docs/rulings-cli.md,
        # Additions), and names "47D", "16C": the example below. 62C2 is the revoke's and is not said, as
        # on the table page (qa273). Only an opponent of the player who changed: 47D's "Rakibin" / "an
        # opponent's"; the engine refuses the changer's partner a 47D change (his own first change is
        # 58B3's, a second one is refused: qa288).
        Text(
            "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri alınabilir ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 47D; Yasa 16C uygulanabilir): kartı değiştirenin rakibi olup o löveye değiştirilen karttan sonra oynamış olan oyuncu da, kusurlu oyuncunun ortağı dahil, kendi kartını değiştirebilir.",
            "After an opponent's change of play a played card may be withdrawn and returned to the hand without further rectification and another card may be substituted (Law 47D; Law 16C may apply): an opponent of the player who changed, who played to that trick after the changed card, the offender's partner among them, may change his own card too.",
        ),
        Text(
            "Ayrıntılar 'Zamanından önce oyun ve eşzamanlı kartlar' rehberindedir.",
            "The guide 'Premature play and simultaneous cards' has the details.",
        ),
    ),
    # 45B: TR "Deklaran kartın adını söyleyerek yerden kart oynar"; WBF "Declarer plays a card from
    # dummy by naming the card". 42A3: dummy plays them "as declarer's agent as directed". 47D's
    # chooser as the engine gives the change (a card that followed a card an opponent has since
    # changed; "47D", "16C"), the offender's partner's among them: the example below (qa281).
    chooser=Text(
        "Birden çok kartın yüzü göründüyse kartları oynayan oyuncu; kartlar yerin elindense deklaran, çünkü yerin kartlarını deklaran oynar (Yasa 45B); yoksa kimse. Kusurlu oyuncu görünen bir kartı geri aldıysa, löveye ondan sonra oynamış rakip kartını değiştirip değiştirmeyeceğini seçer (Yasa 58B3); bir kart değiştirilince, onu değiştirenin rakibi olup o karttan sonra oynamış oyuncu da, kusurlu oyuncunun ortağı dahil, kendi kartını değiştirip değiştirmeyeceğini seçer (Yasa 47D).",
        "The player who played them, if more than one face was visible (declarer, if they came from dummy's hand: declarer plays dummy's cards, Law 45B); otherwise nobody. If the offender withdrew a visible card, an opponent who played to the trick after him chooses whether to change his card (Law 58B3); once a card is changed, an opponent of the player who changed it who played after that card, the offender's partner included, chooses whether to change his own (Law 47D).",
    ),
    laws=("67A2", "58B1", "58B2", "58B3", "47D"),
    director=CALL_NOW_PLAY,
    # 58B2, 58B3 and 47D as the engine decides them (docs/rulings-cli.md, Additions, "An opponent
    # changes his card after cards played at once (Law 58B3)"): West's ♦2 is a penalty card (58B2);
    # dummy's ♦Q, played after it, is changed (58B3); East, West's partner, played after dummy's
    # changed card and changes his ♦9 with no rectification (47D): the answer names "47D" and "16C",
    # and ♦2 is the only penalty card (qa273).
    engine=EngineExample(
        Text(
            "Batı ♦5 ile ♦2'yi birlikte, ikisinin de yüzü görünerek çıktı ve ♦5'i oynadığını belirtti; yer ♦D, Doğu ♦9, Güney ♦6 oynadı. Deklaran yerin ♦D'sini geri alıp yerine ♦A oynadı; ardından Doğu da ♦9'u geri alıp yerine ♦V oynadı.",
            "West led ♦5 and ♦2 together, both faces visible, and designated ♦5; dummy played ♦Q, East ♦9, South ♦6. Declarer took back dummy's ♦Q and played ♦A instead; East then took back ♦9 and played ♦J instead.",
        ),
        play_query(
            [
                {"act": "simultaneous", "seat": "W", "cards": ["D5", "D2"], "visible": ["D5", "D2"], "plays": "D5"},
                *("N:DQ", "E:D9", "S:D6"),
                {"act": "substitute", "seat": "N", "card": "DA"},
                {"act": "substitute", "seat": "E", "card": "DJ"},
            ]
        ),
    ),
    script=(
        Text(
            "Aynı anda birden çok kart oynadınız: Yasa 58B uygulanacaktır (Yasa 67A2).",
            "You played more than one card at once: Law 58B shall be applied (Law 67A2).",
        ),
        # 58B2: TR "görünen diğer her kart cezalı karta dönüşür"; WBF "each other card exposed becomes a
        # penalty card": a card played with them whose face was not seen is none (qa192).
        Text(
            "Yalnızca birinin yüzü göründüyse o kart oynanmıştır (Yasa 58B1); birden çoğu göründüyse hangisini oynadığınızı söyleyin, defans oyuncusuysanız görünen diğer kartlar cezalı kart olur (Yasa 58B2).",
            "If only one face was visible, that card is played (Law 58B1); if more were visible, say which you play, and if you are a defender each other card exposed becomes a penalty card (Law 58B2).",
        ),
    ),
)

# 67B1: TR "hakem kendisinden hemen bir kartını göstermesini ve bu kartı oynanmış kartları arasındaki
# uygun yere yerleştirmesini ister (bu kart bu lövenin kazanılmasını etkilemez); eğer (a) Kusurlu
# oyuncunun özürlü löveye çıkılmış olan renkte kartı varsa, bunlardan ... birini seçmek zorundadır.
# Özürlü lövede rönons yapmış sayılır ve Yasa 64A2'ye göre aktarılan 1 löve kaybına tabidir. (b) ...
# herhangi bir kartını ... seçer. Özürlü lövede rönons yapmış sayılır ve Yasa 64A2'ye göre aktarılan
# 1 löve kaybına tabidir." WBF (a)/(b) "He is deemed to have revoked on the defective trick and is
# subject to the loss of one trick transferred in accordance with Law 64A2."
# 64A2: TR "kusurlu taraf bu löveyi veya sonraki herhangi bir löveyi kazanmışsa, oyun sona erdikten
# sonra, kusursuz tarafa bir löve aktarılır." WBF "if the offending side won that or any subsequent
# trick, after play ends one trick is transferred to the non-offending side."
MISSING_LATE = Ending(
    said=(
        Text(
            "oyun ilerleyince bir oyuncunun bir kartı fazla kaldı",
            "later in the play one player has one card more than the others",
        ),
        Text("eski bir löveye hiç oynamamış", "a player never played to an earlier trick"),
        Text(
            "bir löveye oynamadığı ortaya çıktı rönons sayılır mı",
            "it turned out he had not played to a trick, does that count as a revoke",
        ),
        Text(
            "bir oyuncu önceki bir löveye kart koymayı unutmuş sonra anlaşıldı",
            "we found out later that a player had skipped an earlier trick",
        ),
        Text(
            "yer bir löveye kart vermemiş lövede üç kart kalmış birkaç löve sonra fark ettik",
            "a trick had only three cards because dummy never played to it, found a few tricks later",
        ),
        Text(
            "önceki lövelerden birinde üç kart varmış",
            "one of the earlier tricks turned out to have only three cards in it",
        ),
    ),
    title=Text("Özürlü löve: bir oyuncu kart vermemiş", "Defective trick: a player did not play to it"),
    now=(
        Text(
            "Hakem, kart vermeyi atlayan oyuncudan hemen bir kartını açmasını ve onu oynanmış kartları arasında uygun yere koymasını ister; bu kart lövenin kimde olduğunu değiştirmez (Yasa 67B1).",
            # 67B1 in the WBF's verb (WBF "the Director shall require him forthwith to expose a card face-up in
            # front of him and then place it appropriately among his played cards"; it said "requires":
            # audit300); the official Turkish's present "ister" stays in the Turkish.
            "The Director shall require the player who failed to play to face a card at once and place it appropriately among his played cards; this card does not affect the ownership of the trick (Law 67B1).",
        ),
        Text(
            "Özürlü löveye çıkılan renkten kartı varsa o renkten birini seçmek zorundadır (Yasa 67B1(a)); yoksa herhangi bir kartını seçer (Yasa 67B1(b)).",
            "If he has a card of the suit led to the defective trick, he must choose one of that suit (Law 67B1(a)); if he has none, he chooses any card (Law 67B1(b)).",
        ),
        Text(
            "İki durumda da özürlü lövede rönons yapmış sayılır ve Yasa 64A2'ye göre aktarılan bir löve kaybına tabidir (Yasa 67B1(a), 67B1(b)).",
            "Either way he is deemed to have revoked on the defective trick and is subject to the loss of one trick, transferred in accordance with Law 64A2 (Laws 67B1(a), 67B1(b)).",
        ),
        Text(
            "Yasa 64A2: kusurlu taraf o löveyi ya da sonraki herhangi bir löveyi kazandıysa, oyun bittikten sonra kusursuz tarafa bir löve aktarılır.",
            "Law 64A2: if the offending side won that trick or any later trick, one trick is transferred to the non-offending side after play ends.",
        ),
    ),
    # Dummy's card: declarer's choice, as in MISSING_EARLY (45B with 42A3: dummy plays his cards "as
    # declarer's agent as directed", and 43A1(c): "Dummy must not participate in the play"); 67B1
    # names only "the offender" (session 87, qa201).
    chooser=Text(
        "Kart vermeyi atlayan oyuncu, hangi kartı koyacağını seçer, çıkılan renkten kartı varsa o renkten (atlanan kart yerinse deklaran seçer, Yasa 45B).",
        "The player who failed to play chooses the card he places, one of the suit led if he has one (declarer chooses if the card is dummy's, Law 45B).",
    ),
    facts=(FOUND_TRICKS_LATER, OMITTED_TO_PLAY, HOLDS_A_CARD_TOO_MANY),
    laws=("67B1", "67B1(a)", "67B1(b)", "64A2", "67B"),
    director=CALL_67B,
    engine=EngineExample(
        Text(
            "Batı ♦2 ile çıktı, yer ♦A'yı oynadı, Doğu kart vermedi; Güney ♦6'yı oynadı ve herkes ikinci löveye oynadıktan sonra fark edildi.",
            "West led ♦2, dummy played ♦A, East did not play; South played ♦6, and it was noticed after everyone had played to the second trick.",
        ),
        play_query(["W:D2", "N:DA", {"act": "omit", "seat": "E"}, "S:D6", "N:SA", "E:S7", "S:S3", "W:S2"]),
    ),
    script=(
        Text(
            "Özürlü löveye kart vermediniz: şimdi bir kartınızı açıp oynanmış kartlarınızın arasına koyun; lövenin kimde olduğu değişmez (Yasa 67B1).",
            "You did not play to the defective trick: face a card now and place it among your played cards; the trick's ownership does not change (Law 67B1).",
        ),
        # 64A2's side (TR "kusursuz tarafa bir löve aktarılır"; WBF "one trick is transferred to the
        # non-offending side"), named for the offender this is read to: it said only "bir löve
        # aktarılır" / "one trick is transferred" (audit333).
        Text(
            "Çıkılan renkten kartınız varsa o renkten birini seçmek zorundasınız (kart yerinse deklaran seçer, Yasa 45B). Rönons yapmış sayılırsınız; tarafınız o löveyi ya da sonraki bir löveyi kazandıysa, oyun bitince Yasa 64A2'ye göre rakiplerinize bir löve aktarılır.",
            "If you have a card of the suit led, you must choose one of that suit (declarer chooses if the card is dummy's, Law 45B). You are deemed to have revoked; if your side won that trick or a later one, one trick is transferred to your opponents under Law 64A2 after play ends.",
        ),
    ),
)
# 67B2: TR "(a) ... hakem oynanmış kartları inceler ve kusurlu oyuncudan özürlü löveye oynarken
# görünen kartını oynanan kartlar arasında bırakarak, bütün fazla kartları eline geri koymasını ister
# (Eğer hakem hangi kartın göründüğünü tespit edemiyorsa, kusurlu oyuncu bu löveye yasal olarak
# oynamış olabileceği kartların en büyüğünü bırakır). Özürlü lövenin kazanmış olan taraf değişmez.
# (b) Geri konulan bir kartın sürekli olarak kusurlu oyuncunun elinde olduğu varsayılır ve bu kartın
# daha önceki bir löveye oynanmamış olması bir rönons teşkil edebilir." Footnote 20: "bir defans
# oyuncusunun eline geri konulacak fazladan bir kart gözükürse, bu kart cezalı karta dönüşür".
TOO_MANY_LATE = Ending(
    said=(
        Text("sonlara doğru bir oyuncunun kartı eksik çıktı", "near the end a player is a card short"),
        Text(
            "eski bir lövede onun iki kartı olduğu geç ortaya çıktı",
            "we found later that he had put two cards on an earlier trick",
        ),
        Text(
            "bir oyuncu bir löveye fazladan kart vermiş elindeki kartlar azaldı",
            "a player ended up with fewer cards because he played two to one trick",
        ),
        Text("bir oyuncunun kartları diğerlerinden önce bitti", "one player ran out of cards before the others"),
    ),
    title=Text("Özürlü löve: bir oyuncu fazla kart vermiş", "Defective trick: a player played too many cards"),
    # 67B2(a)'s actor as both texts have him (TR "hakem oynanmış kartları inceler ve kusurlu oyuncudan ...
    # bütün fazla kartları eline geri koymasını ister"; WBF "the Director inspects the played cards and
    # requires the offender to restore to his hand all extra cards"), in their present: it said the
    # offender "restores" of himself (audit333).
    now=(
        Text(
            "Hakem oynanmış kartları inceler ve kusurlu oyuncudan, löveye oynarken yüzü görünen kartını oynanmış kartlar arasında bırakarak bütün fazla kartları eline geri koymasını ister (Yasa 67B2(a)).",
            "The Director inspects the played cards and requires the offender to restore all extra cards to his hand, leaving among the played cards the card he faced in playing to the defective trick (Law 67B2(a)).",
        ),
        Text(
            "Hakem hangi kartın göründüğünü tespit edemezse, kusurlu oyuncu o löveye yasal olarak oynayabileceği kartların en büyüğünü bırakır; özürlü lövenin kimde olduğu değişmez (Yasa 67B2(a)).",
            "If the Director cannot tell which card was faced, the offender leaves the highest-ranking card he could legally have played to the trick; the ownership of the defective trick does not change (Law 67B2(a)).",
        ),
        Text(
            "Bir defans oyuncusunun eline geri konacak fazla kart görünmüşse cezalı kart olur (Yasa 67B2(a) dipnotu, Yasa 50).",
            "If an extra card to be restored to a defender's hand has been exposed, it becomes a penalty card (footnote to Law 67B2(a), Law 50).",
        ),
        Text(
            "Ele geri konan kartın hep kusurlu oyuncunun elinde olduğu varsayılır; onu daha önceki bir löveye oynamamış olması rönons olabilir (Yasa 67B2(b)). Öyleyse rönons Yasaları uygulanır (Yasa 64; 'Rönons (renge uymamak)' rehberi).",
            "A restored card is deemed to have belonged to the offender's hand throughout; not having played it to an earlier trick may be a revoke (Law 67B2(b)). If so, the revoke Laws apply (Law 64; the guide 'Revoke').",
        ),
    ),
    chooser=Text("Kimse seçmez; hakem karar verir.", "Nobody chooses; the Director rules."),
    facts=(FOUND_TRICKS_LATER,),
    laws=("67B2(a)", "67B2(b)", "67B", "50", "64"),
    director=CALL_67B,
    # Footnote 20's first half (TR "Hakem, mümkün olduğunca, defans oyuncusunun oynanmış kartlarını
    # göstermekten kaçınmalıdır, ancak ..."; WBF "The Director should avoid, when possible, exposing a
    # defender's played cards, but ..."): it qualifies the inspection `now` says; `now` gave only the
    # "but" half. In advice, which the search does not read: in `now` it cost newguides-dev13 en
    # 0.751 -> 0.735 (qa224).
    advice=(
        Text(
            "Hakem, mümkün olduğunca, defans oyuncusunun oynanmış kartlarını göstermekten kaçınmalıdır (Yasa 67B2(a) dipnotu).",
            "The Director should avoid, when possible, exposing a defender's played cards (footnote to Law 67B2(a)).",
        ),
    ),
    # 58B4: TR "Her iki taraf da sonraki löveye oynayıncaya kadar eşzamanlı oyun fark edilmemişse
    # Yasa 67 uygulanır"; WBF "If the simultaneous play remains undiscovered until both sides have
    # played to the next trick, Law 67 applies". The ♠2 lay among West's played cards while he
    # discarded on a spade trick (67B2(b)); East's card to the next trick establishes it (63A1).
    engine=EngineExample(
        Text(
            "Batı ♦2 ile çıktı; arkasına ♠2 yapışmıştı, yüzü görünmedi ve kimse fark etmedi. Kuzey ikinci löveye ♠A ile çıktı, Batı ♣2 attı. Kuzey ♠R ile çıkıp Doğu ♠8'i oynadıktan sonra Batı'nın bir kartı eksik çıktı; hakem ♠2'yi Batı'nın eline geri koydurdu.",
            "West led ♦2 with ♠2 stuck behind it, its face not seen, and nobody noticed. North led ♠A to the second trick and West discarded ♣2. After North led ♠K and East played ♠8, West was found a card short; the Director had ♠2 restored to his hand.",
        ),
        play_query(
            [
                {"act": "simultaneous", "seat": "W", "cards": ["D2", "S2"], "visible": ["D2"], "unnoticed": True},
                *("N:DA", "E:D9", "S:D8", "N:SA", "E:S7", "S:S3", "W:C2", "N:SK", "E:S8"),
                {"act": "restore", "seat": "W"},
            ]
        ),
    ),
    script=(
        Text(
            "Özürlü löveye fazla kart verdiniz: yüzü görünen kartınız lövede kalır, fazla kartlar elinize döner; lövenin kimde olduğu değişmez (Yasa 67B2(a)).",
            "You played too many cards to the defective trick: the card you faced stays, the extra cards go back to your hand; the trick's ownership does not change (Law 67B2(a)).",
        ),
        # Footnote 20 (TR "bir defans oyuncusunun eline geri konulacak fazladan bir kart gözükürse, bu
        # kart cezalı karta dönüşür"; WBF "if an extra card to be restored to a defender's hand has been
        # exposed, it becomes a penalty card"): `now` says it, the read-out did not (qa192).
        Text(
            "Defans oyuncusuysanız, elinize geri konacak fazla bir kart görünmüşse cezalı kart olur (Yasa 67B2(a) dipnotu).",
            "If you are a defender, an extra card to be restored to your hand that has been exposed becomes a penalty card (footnote to Law 67B2(a)).",
        ),
        Text(
            "Geri konan kartı daha önceki bir löveye oynamamanız rönons olabilir (Yasa 67B2(b)). Kimse seçmez.",
            "Not having played a restored card to an earlier trick may be a revoke (Law 67B2(b)). Nobody chooses.",
        ),
    ),
)
# 67B3: TR "Hakem, kusurlu oyuncunun löveye kart vermiş olduğunu, ancak bu kartı oynanan kartlarının
# arasına koymadığını belirlerse, Hakem kartı bulur ve kusurlu oyuncunun oynanmış kartları arasına
# doğru bir şekilde yerleştirir. Hakem, aynı kartın daha sonraki bir lövede oynanmış olduğunu
# belirlerse ve artık gerekli düzeltmenin yapılması için geç kalınmışsa, ayarlı skor uygular."
NOT_PLACED = Ending(
    said=(
        Text(
            "oyuncu kartını oynamış ama oynanmış kartlarının arasında yok",
            "a player did play but his card is not among his played cards",
        ),
        Text("oynanan kart kaybolmuş kartları sayınca eksik", "a played card has gone missing from the quitted cards"),
        Text(
            "kartını oynamış ama oynanmış kartlarının arasına koymamış sonra aynı kartı tekrar oynadı",
            "he played a card but never placed it with his quitted cards and played the same card again later",
        ),
    ),
    title=Text("Oynanan kart, oynanmış kartların arasında değil", "A played card missing from the played cards"),
    now=(
        Text(
            "Hakem, oyuncunun löveye kart verdiğini ama kartı oynanmış kartlarının arasına koymadığını belirlerse, kartı bulur ve oynanmış kartlarının arasına doğru biçimde yerleştirir (Yasa 67B3).",
            "When the Director finds that the player did play a card to the trick but did not place it among his played cards, he finds the card and places it correctly among them (Law 67B3).",
        ),
        Text(
            "Aynı kart daha sonraki bir löveye de oynanmışsa ve bunu düzeltmek için artık geç kalınmışsa, hakem ayarlı skor verir (Yasa 67B3).",
            # 67B3's last sentence in its own verb: WBF "The Director shall award an adjusted score if the same
            # card was played to a subsequent trick and it is too late to correct the illegal play" (qa291);
            # the official Turkish's present "ayarlı skor uygular" stays in the Turkish.
            "If the same card was played to a later trick and it is too late to correct that illegal play, the Director shall award an adjusted score (Law 67B3).",
        ),
    ),
    chooser=Text("Kimse seçmez; hakem karar verir.", "Nobody chooses; the Director rules."),
    laws=("67B3", "67B"),
    director=CALL_67B,
    script=(
        Text(
            "Kartı löveye verdiniz ama oynanmış kartlarınızın arasına koymadınız: hakem kartı bulup doğru yere koyar (Yasa 67B3).",
            "You played the card but did not place it among your played cards: the Director finds it and places it correctly (Law 67B3).",
        ),
        # 67B3's last sentence as `now` says it (WBF "The Director shall award an adjusted score"; TR "ayarlı
        # skor uygular", the present): the read-out said "awards" and cited nothing (audit300).
        Text(
            "Aynı kart sonra yeniden oynandıysa ve düzeltmek için geç kalındıysa hakem ayarlı skor verir (Yasa 67B3). Kimse seçmez.",
            "If the same card was played again later and it is too late to correct, the Director shall award an adjusted score (Law 67B3). Nobody chooses.",
        ),
    ),
)

FIFTH_CARD = Step(
    Text("Beşinci kart kimden geldi?", "Whose was the fifth card?"),
    (
        Choice("defender", Text("Bir defans oyuncusunun", "A defender's"), FIFTH_DEFENDER),
        Choice("declarer", Text("Deklaranın ya da yerin", "Declarer's or dummy's"), FIFTH_DECLARER),
    ),
    Text(
        "Beşinci kart: dört kartı tamamlanmış bir löveye eklenen kart (Yasa 45E).",
        "A fifth card: a card added to a trick that already had its four cards (Law 45E).",
    ),
)
SEEN_IN_TIME = Step(
    Text("Lövede ne yanlıştı?", "What was wrong with the trick?"),
    (
        Choice(
            "missing",
            Text("Bir oyuncu löveye kart vermeyi atladı", "A player omitted to play to it"),
            MISSING_EARLY,
        ),
        Choice(
            "fifth-card",
            Text("Löveye beşinci bir kart verildi", "A fifth card was contributed to it"),
            FIFTH_CARD,
        ),
        Choice(
            "at-once",
            Text(
                "Bir oyuncu aynı anda iki ya da daha fazla kart oynadı",
                "A player played two or more cards at the same time",
            ),
            AT_ONCE,
        ),
    ),
)
SEEN_LATE = Step(
    Text("Özürlü lövede ne yanlıştı?", "What was wrong with the defective trick?"),
    (
        Choice(
            "missing",
            Text(
                "Bir oyuncu ona kart vermemiş (elinde bir kart fazla)",
                "A player did not play to it (he has a card too many)",
            ),
            MISSING_LATE,
        ),
        Choice(
            "too-many",
            Text(
                "Bir oyuncu ona birden fazla kart vermiş (elinde bir kart eksik)",
                "A player played more than one card to it (he has a card too few)",
            ),
            TOO_MANY_LATE,
        ),
        Choice(
            "not-placed",
            Text(
                "Kart oynanmış ama oynanmış kartların arasına konmamış",
                "A card was played to it but not placed among the played cards",
            ),
            NOT_PLACED,
        ),
    ),
    # 14B: a short hand (none over 13) found after the opening lead is faced comes to Law 67 only if
    # the missing card is among the played cards (TR "1. Kayıp kart oynanmış kartlar arasında
    # bulunursa, Yasa 67 uygulanır. 2. Kayıp kart başka bir yerde bulunursa, eksik olan ele geri
    # konulur ... 3. Kayıp kart bulunamazsa, başka bir deste kullanılarak, özgün dağıtım yeniden
    # kurulur"; WBF "1. if the card is found among the played cards, Law 67 applies. 2. if the card is
    # found elsewhere, it is restored to the deficient hand ... 3. if the card cannot be found, the deal
    # is reconstructed using another pack"). The start's "a player has too few cards" reaches both.
    Text(
        "Hakem özürlü löveyi, bir oyuncunun elindeki kartların az ya da çok olmasından ve oynanmış kartların sayısının da buna uygun biçimde yanlış olmasından anlar (Yasa 67B). Bir elde 13'ten az kart olup hiçbir elde fazla yoksa hakem kayıp kartı arar: kart oynanmış kartlar arasında bulunursa Yasa 67 uygulanır (Yasa 14B1); başka bir yerde bulunursa ya da bulunamazsa Yasa 14B2 ya da 14B3 uygulanır ('Yanlış sayıda kart ya da karışmış bord' rehberi).",
        "The Director finds a defective trick from one player having too few or too many cards in his hand and a correspondingly incorrect number of played cards (Law 67B). When a hand has fewer than 13 cards and none has more, the Director searches for the missing card: if it is found among the played cards, Law 67 applies (Law 14B1); if it is found elsewhere or cannot be found, Law 14B2 or 14B3 applies (the guide 'Wrong number of cards or a fouled board').",
    ),
)

SITUATION = Situation(
    slug="defective-trick",
    title=Text(
        "Özürlü löve, kapanmış löveler ve yanlış yöne konmuş kart",
        "Defective and quitted tricks, cards pointed the wrong way",
    ),
    summary=Text(
        "Löveye kart verilmedi ya da fazla (beşinci) kart verildi; bir oyuncunun elinde kart eksik ya da fazla çıktı; kapanmış bir löveye bakmak istendi; löve kartı yanlış yöne kondu.",
        "A card was not played to a trick, or too many (a fifth card) were; a player has too few or too many cards; someone wants to see a quitted trick; a card was pointed the wrong way.",
    ),
    start=Step(
        Text("Ne oldu?", "What happened?"),
        (
            Choice(
                "wrong-count",
                Text(
                    "Bir löveye kart verilmedi ya da fazla kart verildi; bir oyuncunun elinde kart eksik ya da fazla",
                    "A trick has a card missing or too many; a player has too few or too many cards",
                ),
                Step(
                    Text("Ne zaman fark edildi?", "When was it noticed?"),
                    (
                        Choice(
                            "in-time",
                            Text(
                                "Her iki taraftan birer oyuncu sonraki löveye kart oynamadan önce",
                                "Before a player of each side had played to the next trick",
                            ),
                            SEEN_IN_TIME,
                        ),
                        Choice(
                            "later",
                            Text(
                                "İki taraf da sonraki löveye oynadıktan sonra",
                                "After both sides had played to the next trick",
                            ),
                            SEEN_LATE,
                        ),
                    ),
                    # 67A (TR "usulsüzlüğe dikkat çekilmişse hata düzeltilmek zorundadır"; WBF "the error must
                    # be rectified if attention is drawn to the irregularity"): the hint said "Yasa 67A hatayı
                    # ... düzelttirir" / "Law 67A has the error rectified" (audit300).
                    Text(
                        "Her iki taraftan birer oyuncu sonraki löveye oynamadan usulsüzlüğe dikkat çekildiyse hata düzeltilmek zorundadır (Yasa 67A); sonrası Yasa 67B'dir.",
                        "The error must be rectified if attention is drawn to the irregularity before a player of each side has played to the next trick (Law 67A); after that, Law 67B applies.",
                    ),
                ),
            ),
            Choice(
                "see-cards",
                Text("Bir oyuncu lövenin kartlarını görmek istiyor", "A player wants to see the cards of a trick"),
                Step(
                    Text("Hangi kartları?", "Which cards?"),
                    (
                        Choice(
                            "current",
                            Text(
                                "Az önce tamamlanan lövenin kartlarını (kendi kartı henüz kapanmadı)",
                                "The trick just played (his own card not yet turned)",
                            ),
                            CURRENT_TRICK,
                        ),
                        Choice(
                            "own-last",
                            Text("Kendi son oynadığı kartı", "His own last card played"),
                            OWN_LAST_CARD,
                        ),
                        Choice(
                            "quitted",
                            Text("Daha önce kapanmış bir löveyi", "An earlier, quitted trick"),
                            QUITTED,
                        ),
                        Choice(
                            "after-play",
                            Text("Oyun bittikten sonra kartları", "The cards after play has ended"),
                            AFTER_PLAY,
                        ),
                    ),
                ),
            ),
            Choice(
                "pointed-wrong",
                Text(
                    "Löve kartı yanlış yöne konmuş (löveyi kimin aldığını yanlış gösteriyor)",
                    "A card was pointed the wrong way (it shows the wrong side winning the trick)",
                ),
                Step(
                    Text("Ne zaman fark edildi?", "When was it noticed?"),
                    (
                        Choice(
                            "in-time",
                            Text(
                                "Tarafınız sonraki löveye oynamadan önce",
                                "Before your side had played to the next trick",
                            ),
                            POINTED_NOW,
                        ),
                        Choice(
                            "later",
                            Text(
                                "Tarafınız sonraki löveye oynadıktan sonra",
                                "After your side had played to the next trick",
                            ),
                            POINTED_LATE,
                        ),
                    ),
                ),
            ),
        ),
    ),
)
