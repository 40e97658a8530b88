"""A card exposed or led during the auction (Law 24; 50B if the offender becomes a defender)."""

from __future__ import annotations

from ..guide import Choice, Ending, EngineExample, Situation, Step, Text
from .common import CALL_NOW, CALL_NOW_NO_CHOICE

# Law 24's opening: TR "her bir kartın artırım süreci bitene kadar masanın üzerinde açık
# bırakılmasını isteyecektir" (until the auction period ends, which is when the opening lead is
# faced, 17D1); WBF "placed face up on the table until the auction ends". The official Turkish is
# followed; the page shows the editor's note on 24 (translation-24). Its modal too: TR "isteyecektir", WBF
# "shall require" (the sentence said "the card stays face up", citing nothing; audit329). The read-outs
# (READ_AFTER) keep "stays face up": the English ones are at test_read_out.py's 90 words.
AFTER = Text(
    "Hakem, kartın artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24); kusurlu oyuncu deklaran ya da yer olursa kart ele döner (Yasa 24D), defans olursa cezalı kart olur (Yasa 24E, 50).",
    "The Director shall require that the card be placed face up on the table until the auction period ends (Law 24); if the offender becomes declarer or dummy it goes back to his hand (Law 24D), if he becomes a defender it is a penalty card (Laws 24E, 50).",
)
# Two or more cards (24C): each of them (24E: TR "bu durumdaki her kart ayrı ayrı cezalı kart
# haline gelir", WBF "every such card becomes a penalty card"; "(Bkz. Yasalar 50 ve 51.)").
AFTER_MANY = Text(
    "Hakem, kartların artırım süreci bitene kadar masanın üzerinde açık bırakılmasını isteyecektir (Yasa 24); kusurlu oyuncu deklaran ya da yer olursa kartlar ele döner (Yasa 24D), defans olursa her biri ayrı ayrı cezalı kart olur (Yasa 24E, 50, 51).",
    "The Director shall require that the cards be placed face up on the table until the auction period ends (Law 24); if the offender becomes declarer or dummy they go back to his hand (Law 24D), if he becomes a defender each of them is a penalty card (Laws 24E, 50, 51).",
)
# Law 24's opening: TR "Hakem, artırım sırasında, bir oyuncunun kendi hatası nedeniyle o oyuncunun
# elindeki bir veya birkaç kartın yüzlerinin oyuncunun ortağı tarafından görülebilecek konuma gelmiş
# bulunduğunu belirlerse"; WBF "When the Director determines that during the auction, because of a
# player's own error, one or more cards of that player's hand were in position for the face to be
# seen by his partner". "Artırım sırasında" / "during the auction" is the paragraph's condition too
# (qa218): a card seen before the auction begins is Law 16D1's (TR "artırım başlamadan ... kendi
# masasındaki başka bir oyuncuya ait bir kartı görmek"; WBF "before the auction begins"), and a
# defender's card exposed in the play Law 49's.
OWN_ERROR = Text(
    "Yasa 24, hakem artırım sırasında bir oyuncunun kendi hatası nedeniyle kartının yüzünün ortağı tarafından görülebilecek konuma geldiğini belirlediğinde uygulanır (Yasa 24).",
    "Law 24 applies when the Director determines that during the auction, because of a player's own error, a card of his was in position for its face to be seen by his partner (Law 24).",
)
# qa80: once the card is a penalty card (24E: TR "(Bkz. Yasalar 50 ve 51.)"), Law 50E1 speaks of it:
# TR "Cezalı karttan edinilen bilgi ve o kartın oynanması zorunluluğu bilgisi, cezalı kart masada
# açık olarak kaldığı sürece bütün oyuncular için izinli bir bilgidir"; WBF "Information derived
# from a penalty card and the requirements for playing that penalty card are authorized for all
# players for as long as the penalty card remains on the table". Law 24's opening sentence alone
# read as if the offender's partner could never use it, in the play too.
UI = Text(
    "Açık karttan edinilen bilgi kusursuz taraf için izinli, kusurlu taraf için izinsizdir (Yasa 24, 16C). Kart cezalı kart olursa, masada açık durduğu sürece ondan edinilen bilgi ve onu oynama zorunluluğu bütün oyuncular için izinlidir (Yasa 50E1).",
    "What the card shows is authorised for the non-offending side and unauthorised for the offending side (Laws 24, 16C). If it becomes a penalty card, what it shows and the requirement to play it are authorised for all players for as long as it stays on the table (Law 50E1).",
)

UI_MANY = Text(
    "Açık kartlardan edinilen bilgi kusursuz taraf için izinli, kusurlu taraf için izinsizdir (Yasa 24, 16C). Kartlar cezalı kart olursa, masada açık durdukları sürece onlardan edinilen bilgi ve onları oynama zorunluluğu bütün oyuncular için izinlidir (Yasa 50E1).",
    "What the cards show is authorised for the non-offending side and unauthorised for the offending side (Laws 24, 16C). If they become penalty cards, what they show and the requirement to play them are authorised for all players for as long as they stay on the table (Law 50E1).",
)


# Laws 24B and 24C end "(see Law 72C when a pass damages the non-offending side)"; Law 72C, both its
# sentences: TR "Hakem, bir oyuncunun yaptığı kural ihlalinin kusursuz tarafa zarar vereceğinin farkında
# olabileceğine kanaat getirirse, artırma ve oyunun devam etmesi (henüz bitmemiş ise) talimatını verir.
# Oyunun sonunda, Hakem, kusurlu tarafın kendi ihlali sonucu kazanç sağladığına kanaat getirirse ayarlı
# skor uygular"; WBF "could have been aware at the time of his irregularity that it could well damage the
# non-offending side, he shall require the auction and play to continue (if not completed). At the
# conclusion of play the Director awards an adjusted score if he considers the offending side has gained
# an advantage through the irregularity". The first sentence's Turkish present is the WBF's "shall" in
# our English (CONTRIBUTING.md, point 1), the second's present in both; the line had left the first
# sentence's consequence out and said "ayarlı skor verir" (audit329); it points to 72C as 24B and
# 24C do ("bkz. Yasa 72C" / "see Law 72C"), not "Law 72C applies", more than the paragraphs say (qa326).
FORCED_PASS_DAMAGE = Text(
    "Bu pas kusursuz tarafa zarar verirse bkz. Yasa 72C: hakem, kusurlu oyuncunun bu usulsüzlüğün kusursuz tarafa zarar vereceğinin farkında olabileceğine kanaat getirirse artırma ve oyunun devam etmesi talimatını verir; oyunun sonunda kusurlu tarafın kendi ihlali sonucu kazanç sağladığına kanaat getirirse ayarlı skor uygular.",
    "If that pass damages the non-offending side, see Law 72C: when the Director determines that the offender could have been aware that the irregularity would damage the non-offending side, he shall require the auction and play to continue; he awards an adjusted score at the end of play if he considers that the offending side gained an advantage through the irregularity.",
)


# Each read-out opens with Law 24's condition, the partner could see the card (OWN_ERROR; TR "ortağı
# tarafından görülebilecek konuma gelmiş", WBF "in position for the face to be seen by his partner"),
# not "was seen": Law 24 asks no one to have seen it (qa166).
# "Unauthorised for your side" is Law 24's own sentence (TR "kusurlu taraf için izinsiz bilgidir. (Bkz.
# Yasa 16C)"): cited with the 16C it sends to, which speaks of withdrawn calls and plays (qa166).
# The read-out (Law 10C1) after each ending's own first sentence: AFTER and UI, to the offender.
# UI's second sentence (50E1) is read too: a player told only "unauthorised for your side" would
# not know that, once a defender's card lies on the table as a penalty card, what it shows is
# authorised for all players, his partner included (qa133).
READ_AFTER = Text(
    "Kart artırım süreci bitene kadar masada açık kalır; deklaran ya da yer olursanız elinize döner (Yasa 24D), defans olursanız cezalı kart olur (Yasa 24E). Ondan edinilen bilgi sizin tarafınız için izinsizdir (Yasa 24, 16C); ama cezalı kart olarak masada açık durduğu sürece bütün oyuncular için izinlidir (Yasa 50E1). Kimse seçmez.",
    "The card stays face up until the auction period ends; if you become declarer or dummy it goes back to your hand (Law 24D), if you become a defender it is a penalty card (Law 24E). What it shows is unauthorised for your side (Laws 24, 16C), but authorised for all players while it lies on the table as a penalty card (Law 50E1). Nobody chooses.",
)
# The same where declarer's choice is still to come (a major penalty card: 50D2, 51).
READ_AFTER_LATER = Text(
    READ_AFTER.tr.replace("Kimse seçmez.", "Şimdi kimse seçmez."),
    READ_AFTER.en.replace("Nobody chooses.", "Nobody chooses now."),
)
READ_AFTER_MANY = Text(
    "Kartlar artırım süreci bitene kadar masada açık kalır; deklaran ya da yer olursanız elinize döner (Yasa 24D), defans olursanız her biri cezalı kart olur (Yasa 24E). Onlardan edinilen bilgi sizin tarafınız için izinsizdir (Yasa 24, 16C); ama cezalı kart olarak masada açık durdukları sürece bütün oyuncular için izinlidir (Yasa 50E1). Şimdi kimse seçmez.",
    "The cards stay face up until the auction period ends; if you become declarer or dummy they go back to your hand (Law 24D), if you become a defender each of them is a penalty card (Law 24E). What they show is unauthorised for your side (Laws 24, 16C), but authorised for all players while they lie on the table as penalty cards (Law 50E1). Nobody chooses now.",
)

NOBODY = Text("Kimse seçmez.", "Nobody chooses.")
# 24E: TR "Artırmanın sonunda kusurlu oyuncunun defansta kalması halinde, bu durumdaki her kart ayrı
# ayrı cezalı kart haline gelir" / WBF "every such card becomes a penalty card"; 50B: an honour, a
# card exposed through deliberate play (TR "oynamak maksadıyla gösterilen her kart") and two or more
# penalty cards of a defender are major (TR "bütün bu kartlar majör cezalı karta dönüşür"). Declarer
# then chooses: 50D2 (TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar
# çıkış yapamaz"; WBF "he may not lead until declarer has stated which of the options below is
# selected"), with 51B's options for two or more (50D2(a): "iki veya daha fazla cezalı kart için,
# bkz. Yasa 51" / "for two or more penalty cards, see Law 51"), and 51A (TR "o lövede hangisinin
# oynanacağını deklaran belirtir"; WBF "declarer designates which is to be played at that turn"), with
# its condition, TR "Sıra kendisinde olan bir defans oyuncusu", WBF "If it is a defender's turn to play"
# (qa296: the chooser had left it out, audit286). The page quotes 50D2, which the chooser names, as a
# paragraph a sentence names (situations.views._named); the two-or-more Ending's `laws` (what the
# search reads) need not list it.
# The offender's own lead (qa135): 50D1(a), TR "bir majör cezalı kart ister çıkışta, renge uyarken,
# defos yaparken veya çakarken olsun ilk yasal fırsatta oynanmak zorundadır"; WBF "a major penalty
# card must be played at the first legal opportunity, whether in leading, following suit,
# discarding or trumping". If the opening lead is his, that is his first legal opportunity and
# nobody chooses; 50D1(b), TR "bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu, bir
# majör cezalı kartı oynama zorunluluğundan önce gelir" / WBF "to comply with a lead or play
# restriction, takes precedence", keeps a lead restriction first. One of this Ending's phrasings is
# the opening lead put on the table before the auction was over.
DECLARER_50D2 = Text(
    "Şimdi kimse seçmez. Kusurlu oyuncu defans oyuncusu olursa kart majör cezalı kart olur (Yasa 24E, 50B). Atak sırası kendisindeyse, bir çıkış kısıtlaması önce gelmedikçe atağını bu kartla yapmak zorundadır: majör cezalı kart, çıkışta da ilk yasal fırsatta oynanmak zorundadır (Yasa 50D1(a), 50D1(b)). Ortağına çıkış sırası geldiğinde seçeneklerden hangisini seçtiğini deklaran belirtir (Yasa 50D2).",
    "Nobody chooses now. If the offender becomes a defender the card is a major penalty card (Laws 24E, 50B). If the opening lead is then his, he must lead that card unless a lead restriction comes first: a major penalty card must be played at the first legal opportunity, in leading too (Laws 50D1(a), 50D1(b)). When his partner is to lead, declarer states which of the options he selects (Law 50D2).",
)
DECLARER_51 = Text(
    "Şimdi kimse seçmez. Kusurlu oyuncu defans oyuncusu olursa kartlar majör cezalı kart olur (Yasa 24E, 50B); ortağına çıkış sırası geldiğinde seçeneklerden hangisini seçtiğini deklaran belirtir (Yasa 50D2, 51B); sıra kendisindeyken kusurlu oyuncunun yasal olarak oynanabilecek iki veya daha fazla cezalı kartı varsa, o lövede hangisinin oynanacağını da deklaran belirtir (Yasa 51A).",
    "Nobody chooses now. If the offender becomes a defender the cards are major penalty cards (Laws 24E, 50B); when his partner is to lead, declarer states which of the options he selects (Laws 50D2, 51B), and if it is the offender's turn to play and he has two or more penalty cards that can legally be played, declarer designates which is to be played at that turn (Law 51A).",
)


def _ending(
    title: Text,
    first: Text,
    laws: tuple[str, ...],
    story: Text,
    cards: list[str],
    led: bool,
    read: Text,
    said: tuple[Text, ...],
    director: Text = CALL_NOW,
    chooser: Text = NOBODY,
) -> Ending:
    forced_pass = "24B" in laws or "24C" in laws
    several = "24C" in laws  # two or more cards: the sentences after the first speak of each
    after, ui = (AFTER_MANY, UI_MANY) if several else (AFTER, UI)
    read_after = READ_AFTER_MANY if several else READ_AFTER if chooser is NOBODY else READ_AFTER_LATER
    return Ending(
        title=title,
        now=(OWN_ERROR, first, *((FORCED_PASS_DAMAGE,) if forced_pass else ()), after, ui),
        chooser=chooser,
        laws=laws,
        director=director,
        engine=EngineExample(story, {"q": "auction_exposure", "cards": cards, "led": led}),
        script=(read, read_after),
        said=said,
    )


SITUATION = Situation(
    slug="card-exposed-in-auction",
    title=Text("Artırımda görünen kart", "A card exposed during the auction"),
    summary=Text(
        "Artırım sırasında bir oyuncunun kartı ortağının görebileceği duruma geldi ya da erken çıkıldı.",
        "During the auction a player's card could be seen by his partner, or was led too early.",
    ),
    start=Step(
        Text("Ne görüldü?", "What was seen?"),
        (
            Choice(
                "small",
                Text("Tek bir küçük kart (10'un altı), çıkılmadan", "One small card (below the ten), not led"),
                _ending(
                    Text("Tek küçük kart", "One small card"),
                    # 24A: TR "başka onarma yapılmaz"; WBF "there is no further rectification": 24B's
                    # and 24C's pass of the offender's partner is not required; the page names him, as
                    # all four players read it ("ortak" / "partner" alone did not; audit329).
                    # 50B/50C: the minor penalty card's own paragraph; the official Turkish 50C ends
                    # "cezalı kartın görülmesi yoluyla edinilen bilgiler, izinsiz bilgidir", against
                    # UI's 50E1 sentence, so the Ending cites it and its page shows the 50C note.
                    Text(
                        "Başka onarma yapılmaz; kusurlu oyuncunun ortağı pas geçmek zorunda değildir (Yasa 24A). Kusurlu oyuncu defans oyuncusu olursa, kasıtsız olarak gösterilen kart minör cezalı kart olur (Yasa 50B): ortağı çıkış kısıtlamasına tabi değildir (Yasa 50C).",
                        "There is no further rectification; the offender's partner need not pass (Law 24A). If the offender becomes a defender, a card exposed unintentionally is a minor penalty card (Law 50B): his partner is not subject to lead restriction (Law 50C).",
                    ),
                    ("24A", "24D", "24E", "50B", "50C", "50E1"),
                    Text("Kuzey'in ♠2'si masaya düştü.", "North dropped ♠2 face up."),
                    ["S2"],
                    False,
                    Text(
                        "Küçük bir kartınız ortağınızın görebileceği konuma geldi. Başka onarma yapılmaz; ortağınız pas geçmek zorunda değildir (Yasa 24A).",
                        "Your partner could see one small card of yours. There is no further rectification; your partner need not pass (Law 24A).",
                    ),
                    (
                        Text(
                            "artırım sırasında elimden küçük bir kart masaya açık düştü",
                            "a low card fell face up from my hand during the bidding",
                        ),
                        Text(
                            "konuşmalar sürerken ortağım benim küçük bir kartımı gördü",
                            "partner saw one of my small cards while the auction was still going",
                        ),
                        Text(
                            "artırım sırasında bir ikilim masaya açık düştü",
                            "during the auction a two fell face up from my hand",
                        ),
                    ),
                    # 24A: no further rectification; a defender's card becomes a minor penalty card
                    # (24E, 50B), whose partner has no lead restriction (50C): nobody ever chooses.
                    director=CALL_NOW_NO_CHOICE,
                ),
            ),
            Choice(
                "honour-or-led",
                Text("Tek bir onör ya da erken çıkılmış bir kart", "One honour, or a card led too early"),
                _ending(
                    Text("Onör ya da erken çıkış", "An honour, or a premature lead"),
                    # 24B in the official words: TR "kusurlu oyuncunun ortağı konuşma sırası kendisine ilk
                    # geldiğinde pas geçmek zorundadır"; WBF "offender's partner must pass when next it is
                    # his turn to call" (the Turkish said "sıra ilk geldiğinde": whose turn, to call, unsaid;
                    # audit329). 24C says the same.
                    Text(
                        "Kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır (Yasa 24B).",
                        "The offender's partner must pass at his next turn to call (Law 24B).",
                    ),
                    ("24B", "72C", "24D", "24E", "50B", "50D1(a)", "50D1(b)", "50D2", "50E1"),
                    Text("Kuzey'in ♠R'si görüldü.", "North's ♠K was seen."),
                    ["SK"],
                    False,
                    Text(
                        "Bir onörünüz ortağınızın görebileceği konuma geldi ya da erken çıktınız. Ortağınız, konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır (Yasa 24B).",
                        "Your partner could see your honour, or you led too early. Your partner must pass at his next turn to call (Law 24B).",
                    ),
                    (
                        Text(
                            "artırım sırasında ortağım asımı gördü",
                            "partner saw my ace during the bidding",
                        ),
                        Text(
                            "artırım bitmeden atak kartını masaya koydum",
                            "I put my opening lead on the table before the auction was over",
                        ),
                        Text(
                            "konuşmalar sırasında papazım masaya düştü ortağım gördü",
                            "during the bidding my king fell on the table and partner saw it",
                        ),
                    ),
                    chooser=DECLARER_50D2,
                ),
            ),
            Choice(
                "two-or-more",
                Text("İki ya da daha fazla kart", "Two or more cards"),
                _ending(
                    Text("İki ya da daha fazla kart", "Two or more cards"),
                    Text(
                        "Kusurlu oyuncunun ortağı konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır (Yasa 24C).",
                        "The offender's partner must pass at his next turn to call (Law 24C).",
                    ),
                    ("24C", "72C", "24D", "24E", "50B", "51A", "51B", "50E1"),
                    Text("Kuzey'in ♠2 ve ♥3'ü görüldü.", "North's ♠2 and ♥3 were seen."),
                    ["S2", "H3"],
                    False,
                    Text(
                        "İki ya da daha fazla kartınız ortağınızın görebileceği konuma geldi. Ortağınız, konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır (Yasa 24C).",
                        "Your partner could see two or more of your cards. Your partner must pass at his next turn to call (Law 24C).",
                    ),
                    (
                        Text(
                            "konuşmalar sürerken ortağım iki kartımı görebildi",
                            "two of my cards were exposed to partner during the bidding",
                        ),
                        Text(
                            "konuşmalar sürerken kartlarım masaya açık saçıldı",
                            "my cards spilled face up on the table while the auction was on",
                        ),
                    ),
                    chooser=DECLARER_51,
                ),
            ),
        ),
    ),
)
