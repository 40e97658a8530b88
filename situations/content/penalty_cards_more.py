"""Two or more penalty cards (Law 51) and a penalty card not led or played (Law 52): which card the
offender plays when he holds several (51A, 50D1), declarer's lead options when the offender's
partner is on lead with penalty cards in one suit (51B1, 50D2(b)) or in several (51B2), and a
defender who leads or plays another card instead of a penalty card (52A, 52B), with the revoke
this may be (61A) and its rectification once established (64B3, 64C1), also where the offender's
side has played to the next trick before declarer chose, which establishes it (63A1, 63B).

A single penalty card, minor or major, and how a card becomes one are the guide 'A card exposed or
dropped during the play' (situations/content/penalty_card.py); this guide starts where it stops
and repeats none of it but the lines it needs.

Written from the Laws' text; each ending also shows the engine's ruling on an example on the
guides' deal (situations/content/common.py), which the tests check against the ending's text.
"""

from __future__ import annotations

from ..guide import Choice, Ending, EngineExample, Fact, Option, Situation, Step, Text
from .common import CALL_NOW_PLAY, CALL_NOW_PLAY_NO_CHOICE, play_query
from .revoke import CARD_PLAYED_UNAUTHORISED, CARD_STAYS_AUTHORISED, ONLY_THE_FORBIDDEN_SUIT

# The facts that tell this guide's Endings apart (situations.guide.Fact), read in both texts.
# 51A (TR "Sıra kendisinde olan bir defans oyuncusu ... iki veya daha fazla cezalı karta sahipse, o
# lövede hangisinin oynanacağını deklaran belirtir"; WBF "declarer designates which is to be played
# at that turn"): which of his own penalty cards the offender plays.
WHICH_ONE_HE_PLAYS = Fact(
    ("hangisini oynamalı*", "hangisini oynayaca*", "hangisini vere*", "hangisini atacak*", "deklaran* ... oyna dedi"),
    ("which one goes", "which one is played", "which one he plays", "which is played", "next to play"),
    ("51A",),
)
# 51B1 (TR "Bir defans oyuncusunun bir renkten iki veya daha fazla cezalı kartı varken"; WBF "two or
# more penalty cards in one suit").
IN_ONE_SUIT = Fact(
    ("aynı renkten", "iki pik", "iki kupa", "iki karo", "iki trefl"),
    ("in the same suit", "in one suit", "two spade", "two heart", "two diamond", "two club"),
    ("51B1(a)", "51B1(b)"),
)
# 51B2 (TR "Bir defans oyuncusunun birden çok renkte cezalı kartı varken"; WBF "penalty cards in
# more than one suit").
IN_SEVERAL_SUITS = Fact(
    ("farklı renk*", "ayrı renk*", "birden çok renk*", "birden fazla renk*"),
    ("different suits", "two suits", "more than one suit", "several suits"),
    ("51B2(a)", "51B2(b)", "51B2(c)"),
)
# 52B1 (TR "bir cezalı kartı oynamak zorunda olmasına rağmen başka bir kart çıkar veya oynarsa"; WBF
# "If a defender has led or played another card when required by law to play a penalty card"):
# another card instead of the penalty card.
ANOTHER_CARD_INSTEAD = Fact(
    (
        "başka bir kart",
        "başka kart",
        "yerine başka",
        "elinden küçük",
        "elimden başka",
        "oynamayı unuttum",
        "unutup elinden",
        "farklı bir kart",
        "farklı kart",
        "masada dururken",
    ),
    (
        "another card",
        "a different card",
        "instead of his penalty card",
        "something else",
        "a small card from his hand",
        "forgot his penalty card",
        "forgot to play my penalty card",
        "while his penalty card",
        "while her penalty card",
        "while my penalty card",
    ),
    ("52A", "52B1(a)", "52B1(b)"),
)

# 63A1 (TR "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında"; WBF
# "when the offender or his partner leads or plays to the following trick"): the offending side has
# played on, which establishes the revoke before declarer chose under 52B.
NEXT_TRICK_PLAYED = Fact(
    ("sonraki löveye", "sonraki löveyi", "sonraki lövede"),
    ("led to the next trick", "played to the next trick", "following trick"),
    ("63A1",),
)

CHOOSE = Text("Seçiminizi hepsini duyduktan sonra yapın.", "Choose once you have heard them all.")
DECLARER = Text("Deklaran.", "Declarer.")
# 50B: TR "bir defans oyuncusunun iki veya daha fazla cezalı kartı olduğunda, bütün bu kartlar majör
# cezalı karta dönüşür"; WBF "when one defender has two or more penalty cards, all such cards become
# major penalty cards".
ALL_MAJOR = Text(
    "Bir defans oyuncusunun iki ya da daha fazla cezalı kartı varsa hepsi majör cezalı karttır (Yasa 50B).",
    "When a defender has two or more penalty cards, all of them are major penalty cards (Law 50B).",
)
# Footnotes 13 and 15 (to 50D2(a) and 51B): TR "Eğer oyuncu kendisinden istenen çıkışı yapamıyorsa,
# bkz. Yasa 59"; 59: "yasal olan başka herhangi bir kartı oynayabilir".
# The player on lead is the offender's partner (51B's heading, TR "Kusurlu Oyuncunun Ortağının Çıkışı",
# WBF "Offender's Partner to Lead"); this guide's options and `now` are read by declarer, for whom a bare
# "the partner" / "Ortak" is dummy: each names the offender's partner (qa310).
CANNOT_COMPLY = Text(
    "Kusurlu oyuncunun ortağı istenen çıkışı yapamıyorsa yasal başka herhangi bir kartı oynayabilir (Yasa 59).",
    "If the offender's partner cannot lead as required, he may play any otherwise legal card (Law 59).",
)
# Law 59 names the forbidden suit too: TR "ister yalnızca çıkış yasağı uygulanan renkte kartının
# bulunması"; WBF "or because he has only cards of a suit he is prohibited from leading" (the WBF's
# footnotes 13 and 15 stand on "prohibit" as on "require"; the Turkish's only on the requirement,
# 50D2(a) "istemek13" and 51B1(a) "isterse15"). One suit forbidden under 51B1(b):
# revoke.ONLY_THE_FORBIDDEN_SUIT; one or more under 51B2(b):
ONLY_THE_FORBIDDEN_SUITS = Text(
    "Kusurlu oyuncunun ortağının elinde yalnızca yasakladığınız renklerden kartlar kalmışsa yasal başka herhangi bir kartı oynayabilir (Yasa 59).",
    "If the offender's partner has only cards of the suits you forbid left, he may play any otherwise legal card (Law 59).",
)
# 61A: TR "yasa tarafından emredilen ... bir kartı olanak varken, çıkmamak ya da oynamamak rönons
# teşkil eder"; WBF "failure to lead or play, when able, a card or suit required by law ...
# constitutes a revoke". "Required by law" stays in the line: not every penalty card a defender could
# play is one he must (50C's honour instead of a minor one; 51A's card declarer did not designate). 64B3: TR "Rönons, cezalı bir kartın oynanmaması ... sonucu meydana gelmişse"
# otomatik löve ayarlaması yapılmaz; WBF "the revoke was made in failing to play a penalty card".
# 64C1: the Director "shall assign an adjusted score" when the non-offending side "is insufficiently
# compensated by this Law for the damage caused" (TR "yeterli derecede tazmin edilmediğine kanaat
# getirdiğinde, ayarlı skor atayacaktır").
IS_A_REVOKE = Text(
    "Yasa tarafından emredilen cezalı kartı olanak varken çıkmamak ya da oynamamak rönonstur (Yasa 61A).",
    "Failing to lead or play, when able, a penalty card required by law is a revoke (Law 61A).",
)
NO_AUTOMATIC_TRANSFER = Text(
    "Bu rönons resmileşirse otomatik löve ayarlaması yapılmaz (Yasa 64B3); hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64C1).",
    "If this revoke becomes established there is no automatic trick adjustment (Law 64B3); the Director shall assign an adjusted score if he considers that the damage suffered by the non-offending side is not sufficiently compensated (Law 64C1).",
)
# 50D2: TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz
# (eğer defans oyuncusu zamanından önce çıkış yaparsa, Yasa 49'a göre yaptırım uygulanabilir)"; WBF
# "he may not lead until declarer has stated which of the options below is selected (if the defender
# leads prematurely, he is subject to rectification under Law 49)". The partner on lead needs the
# parenthesis as much as the rule (the single-penalty-card guide says it, audit_c; here it was left out
# until qa234). Each text in its own words: TR "uygulanabilir", WBF "is subject to" (liable to Law 49's
# rectification either way; the single-card guide names both inline, which here cost a search set).
NO_LEAD_BEFORE_THE_CHOICE = Text(
    "Kusurlu oyuncunun ortağı, deklaran seçimini söyleyene kadar çıkamaz; zamanından önce çıkarsa Yasa 49'a göre yaptırım uygulanabilir (Yasa 50D2).",
    "The offender's partner may not lead until declarer has stated his choice; if he leads prematurely, he is subject to rectification under Law 49 (Law 50D2).",
)
# 52A: TR "oynamış olduğu diğer herhangi bir kartı, kendi inisiyatifiyle, geri alamaz"; WBF "he may
# not, on his own initiative, withdraw any other card he has played".
NO_OWN_WITHDRAWAL = Text(
    "Cezalı kartı Yasa 50 ya da 51'e göre çıkmayan ya da oynamayan defans oyuncusu, oynadığı başka bir kartı kendiliğinden geri alamaz (Yasa 52A).",
    "A defender who fails to lead or play a penalty card as Law 50 or 51 requires may not, on his own initiative, withdraw any other card he has played (Law 52A).",
)


def _expose(seat: str, card: str) -> dict:
    return {"act": "expose", "seat": seat, "card": card}


# The examples, on the guides' deal (South 4♥, West on lead, North dummy with every honour).
FIRST_TRICK = ["W:S2", "N:SA", "E:S7", "S:S3"]
TWO_CARDS_WEST_TO_PLAY = EngineExample(
    Text(
        "Batı tek ♠2'siyle çıktı, yer ♠A ile aldı; Batı sonra ♦5 ile ♣5'i masaya düşürdü. Yer ♠R çıktı, Doğu ve Güney oynadı; sıra Batı'da (elinde pika yok).",
        "West led his only spade, ♠2, and dummy won with ♠A; West then dropped ♦5 and ♣5 face up. Dummy led ♠K, East and South followed; West, who has no spade left, is to play.",
    ),
    play_query([*FIRST_TRICK, _expose("W", "D5"), _expose("W", "C5"), "N:SK", "E:S8", "S:S4"]),
)
# Exposed after the auction, before the opening lead: Law 49 ("Except in the normal course of play
# or application of law, when a defender's card is in a position in which his partner could
# possibly see its face ... these cards become penalty cards (Law 50)").
PARTNER_TO_LEAD_ONE_SUIT = EngineExample(
    Text(
        "Batı'nın ilk atağından önce Doğu ♠10 ile ♠9'u masaya düşürdü; çıkış Batı'da.",
        "Before West's opening lead, East dropped ♠10 and ♠9 face up; West is on lead.",
    ),
    play_query([_expose("E", "ST"), _expose("E", "S9")]),
)
PARTNER_TO_LEAD_SEVERAL_SUITS = EngineExample(
    Text(
        "Batı'nın ilk atağından önce Doğu ♠10 ile ♦V'yi masaya düşürdü; çıkış Batı'da.",
        "Before West's opening lead, East dropped ♠10 and ♦J face up; West is on lead.",
    ),
    play_query([_expose("E", "ST"), _expose("E", "DJ")]),
)
# East's ♦J, an honour, is a major penalty card (50B) and must be played at the first legal
# opportunity, here in following suit (50D1(a)); he plays ♦10 instead.
ANOTHER_CARD = [*FIRST_TRICK, _expose("E", "DJ"), "N:DA", "E:DT"]
ANOTHER_CARD_STORY = (
    "Batı ♠2 çıktı, yer ♠A ile aldı; Doğu sonra ♦V'yi masaya düşürdü. Yer ♦A çıktı; Doğu ♦V yerine ♦10 oynadı",
    "West led ♠2 and dummy won with ♠A; East then dropped ♦J face up. Dummy led ♦A; East played ♦10 instead of ♦J",
)
PENALTY_CARD_NOT_PLAYED = EngineExample(
    Text(ANOTHER_CARD_STORY[0] + ".", ANOTHER_CARD_STORY[1] + "."),
    play_query(ANOTHER_CARD),
)
DECLARER_PLAYED_ON = EngineExample(
    Text(
        ANOTHER_CARD_STORY[0] + "; Güney, hakemi çağırmadan elinden ♦6'yı oynadı.",
        ANOTHER_CARD_STORY[1] + "; South, without calling the Director, played ♦6 from his hand.",
    ),
    play_query([*ANOTHER_CARD, "S:D6"]),
)

# West's ♦5 becomes a major penalty card when declarer does not accept his lead out of turn (56B, TR
# "Defans oyuncusundan sırasız çıkışını geri almasını isteyebilir. Geri alınan kart majör cezalı kart
# haline gelir"; WBF "The withdrawn card becomes a major penalty card"); void in spades, West must
# discard it (50D1(a)) but ruffs instead, last to the trick, and leads to the next before declarer has
# chosen under 52B (docs/rulings-cli.md, Additions, "A penalty card not played, and the offender's side
# plays on before declarer chooses", eng242).
OFFENDING_SIDE_PLAYED_ON = EngineExample(
    Text(
        "Batı ♠2 çıktı, yer ♠A ile aldı. Sıra yerdeyken Batı ♦5 ile çıktı; deklaran bu sırasız çıkışı kabul etmedi ve ♦5 majör cezalı kart oldu. Yer ♠R çıktı, Doğu ve Güney oynadı; Batı ♦5'i oynaması gerekirken ♥2 ile çaktı, löveyi aldı ve deklaran seçimini söylemeden ♦5 ile çıktı.",
        "West led ♠2 and dummy won with ♠A. With the lead in dummy, West led ♦5; declarer did not accept this lead out of turn, and ♦5 became a major penalty card. Dummy led ♠K, East and South followed; West, who had to play ♦5, ruffed with ♥2 instead, won the trick and, before declarer had chosen, led ♦5.",
    ),
    play_query([*FIRST_TRICK, "W:D5", {"act": "reject", "seat": "S"}, "N:SK", "E:S8", "S:S4", "W:H2", "W:D5"]),
)

# 51A: TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla
# cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir." WBF "If it is a
# defender's turn to play and that defender has two or more penalty cards that can legally be
# played, declarer designates which is to be played at that turn."
OFFENDER_TO_PLAY = Ending(
    said=(
        Text(
            "önümde birden fazla cezalı kart duruyor sıra bende hangisini oynamalıyım",
            "I have several penalty cards face up and I am next to play, which one goes first",
        ),
        Text(
            "savunmadayım iki kartım masada açık kaldı şimdi oynama sırası bende",
            "defending, it's my turn and two of my exposed cards are still on the table",
        ),
        Text(
            "savunmanın iki cezalı kartı var hangisini oynayacağını deklaran söyler",
            "declarer chooses which of the defender's penalty cards is played",
        ),
        Text(
            "birden çok cezalı kartı olan oyuncu oynarken deklaran seçer",
            "when a defender with several penalty cards plays, declarer chooses which",
        ),
        Text(
            "iki açık kartı masada kalan savunmacının sırası geldi oynayacağı kartı deklaran mı söyler",
            "a defender with two exposed cards is next to play; does declarer say which one",
        ),
        Text(
            "savunmacının önünde iki cezalı kart duruyor ikisi de oynanabilir hangisini verecek",
            "a defender has two penalty cards that could both be played; which one goes",
        ),
        Text(
            "cezalı iki kartın ikisi de çıkılan renkten hangisini oynayacağını deklaran seçer",
            "both of the defender's penalty cards are in the suit led; declarer picks which one he plays",
        ),
    ),
    title=Text("Cezalı kartları olan oyuncu oynayacak", "The player with the penalty cards is to play"),
    now=(
        ALL_MAJOR,
        Text(
            "Majör cezalı kart ilk yasal fırsatta oynanmak zorundadır; ama renge uyma ya da bir çıkış veya oyun kısıtlamasına uyma zorunluluğu önce gelir (Yasa 50D1(a), 50D1(b)).",
            "A major penalty card must be played at the first legal opportunity; but following suit, or a lead or play restriction, comes first (Laws 50D1(a), 50D1(b)).",
        ),
        Text(
            "Sıra kendisindeyken bu löveye yasal olarak oynanabilecek iki ya da daha fazla cezalı kartı varsa, hangisinin oynanacağını deklaran belirtir (Yasa 51A).",
            "If, at his turn, two or more of his penalty cards can legally be played to this trick, declarer designates which one is played (Law 51A).",
        ),
        Text(
            "Oynanmayan cezalı kartlar masada yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır (Yasa 50D1(a), 50D1(b)).",
            "The penalty cards not played must be left face up on the table and played at the next legal opportunity (Laws 50D1(a), 50D1(b)).",
        ),
    ),
    chooser=DECLARER,
    facts=(WHICH_ONE_HE_PLAYS,),
    laws=("51A", "50B", "50D1(a)", "50D1(b)"),
    director=CALL_NOW_PLAY,
    engine=TWO_CARDS_WEST_TO_PLAY,
    # 51A and 50D1(a) give declarer the designation only when two or more can legally be played; with
    # one, 50D1(a) plays it (TR "ilk yasal fırsatta oynanmak zorundadır"; WBF "must be played at the first
    # legal opportunity") and there is nothing to wait for (qa234; the read-out says so since qa212).
    advice=(
        Text(
            "Defans oyuncusu: cezalı kartlarınızdan birden çoğu bu löveye yasal olarak oynanabiliyorsa, deklaran hangisini söylemeden hiçbirini oynamayın.",
            "Defender: if more than one of your penalty cards can legally be played to this trick, do not play any of them before declarer has said which.",
        ),
        CARD_PLAYED_UNAUTHORISED,
    ),
    # 50D1(b) read out whole: its closing clause keeps the card passed over face up and to be played
    # (TR "ancak cezalı kart masanın üstünde yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta
    # oynanmak zorundadır"; WBF "but the penalty card must still be left face up on the table and played
    # at the next legal opportunity"); the read-out stopped at "takes precedence" (qa215, lead).
    script=(
        Text(
            "Cezalı kartlarınızın hepsi majördür (Yasa 50B); renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu, majör cezalı kartı oynama zorunluluğundan önce gelir, ancak cezalı kart masanın üstünde yüzü açık olarak bırakılmak ve bir sonraki yasal fırsatta oynanmak zorundadır (Yasa 50D1(b)).",
            "All your penalty cards are major (Law 50B); the obligation to follow suit, or to comply with a lead or play restriction, takes precedence over the obligation to play a major penalty card, but it must be left face up on the table and played at the next legal opportunity (Law 50D1(b)).",
        ),
        Text(
            "Bu löveye birden çoğu yasal olarak oynanabiliyorsa, hangisini oynayacağınızı deklaran belirtir (Yasa 51A).",
            "If more than one of them can legally be played to this trick, declarer designates which you play (Law 51A).",
        ),
        # 51A and 50D1(a) give declarer the designation only when two or more can legally be played;
        # with one, 50D1(a)'s "ilk yasal fırsatta oynanmak zorundadır" / "must be played at the first
        # legal opportunity" plays it, and declarer has nothing to name (qa204, qa212). The defender is
        # told first, while he is the one addressed: after "declarer, please name the card" the "you
        # must play it" read as declarer's, who has no penalty card (audit336).
        Text(
            "Yalnızca biri yasal olarak oynanabiliyorsa onu oynamak zorundasınız (Yasa 50D1(a)); birden çoğu oynanabiliyorsa deklaran, kartı söyleyin.",
            "If only one can, you must play it (Law 50D1(a)); if more can, declarer, please name the card.",
        ),
    ),
)

# 51B1: TR "(a) ... deklaran defans oyuncusunun ortağının o rengi çıkmasını isterse o renkteki kartlar
# artık cezalı kart olmaktan çıkarlar ve ait oldukları ele geri konulurlar; defans oyuncusu o löveye
# herhangi bir yasal kartı oynayabilir. (b) ... o rengi çıkmasını yasaklarsa, defans oyuncusu o
# renkteki her cezalı kartı eline geri koyar ve löveye herhangi bir yasal kartı oynayabilir. Eli
# başka bir oyuncu kazanana kadar çıkış kısıtlaması devam eder." WBF "(a) ... the cards of that suit
# are no longer penalty cards and are picked up; the defender may make any legal play to the trick.
# (b) ... The prohibition continues until the player loses the lead."
# 50D2(b), the option not to require or prohibit: TR "Bir çıkışı istememek veya yasaklamamak, bu
# durumda defans oyuncusu herhangi bir kartı çıkabilir; cezalı kart masa üzerinde cezalı kart olarak
# kalır."
ONE_SUIT_OPTIONS = (
    Option(
        Text("O rengi istemek", "Require that suit"),
        Text(
            "Kusurlu oyuncunun ortağı o rengi çıkar; o renkteki kartlar artık cezalı kart değildir ve ele geri konur; kartların sahibi löveye yasal herhangi bir kartı oynayabilir (Yasa 51B1(a)).",
            "The offender's partner leads that suit; the cards of that suit are no longer penalty cards and are picked up; their owner may make any legal play to the trick (Law 51B1(a)).",
        ),
        (Text("Renk size doğru oynanır.", "The suit is led round to you."),),
        (
            Text(
                "Cezalı kartlar masadan kalkar; sahibi onları artık oynamak zorunda değildir.",
                "The penalty cards leave the table; their owner no longer has to play them.",
            ),
            CANNOT_COMPLY,
        ),
    ),
    Option(
        Text("O rengi yasaklamak", "Forbid that suit"),
        Text(
            "Kusurlu oyuncunun ortağı o rengi çıkamaz; kartların sahibi o renkteki her cezalı kartı eline geri koyar ve löveye yasal herhangi bir kartı oynayabilir; yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder (Yasa 51B1(b)).",
            "The offender's partner may not lead that suit; their owner picks up every penalty card of that suit and may make any legal play to the trick; the prohibition continues until the offender's partner loses the lead (Law 51B1(b)).",
        ),
        (
            Text(
                "Sizi korkutan bir renkten, kusurlu oyuncunun ortağı çıkışı kaybedene kadar kurtulursunuz.",
                "You are spared a suit that worries you until the offender's partner loses the lead.",
            ),
        ),
        (
            Text(
                "Cezalı kartlar masadan kalkar.",
                "The penalty cards leave the table.",
            ),
            ONLY_THE_FORBIDDEN_SUIT,
        ),
    ),
    Option(
        Text("Kısıtlama koymamak", "Leave the lead free"),
        Text(
            "Kusurlu oyuncunun ortağı herhangi bir kartı çıkabilir; cezalı kartlar masada cezalı kart olarak kalır ve Yasa 50D uygulanmaya devam eder (Yasa 50D2(b)).",
            "The offender's partner may lead any card; the penalty cards stay on the table as penalty cards and Law 50D goes on applying (Law 50D2(b)).",
        ),
        (
            Text(
                "Kartların sahibi onları ilk yasal fırsatlarda oynamak zorunda kalır.",
                "Their owner must play them at his first legal opportunities.",
            ),
            # Footnote 14 (to 50D2(b)): TR "Eğer el cezalı kart sahibinin ortağında kalırsa ve cezalı
            # kart hala oynanmamışsa Yasa 50D2nin bütün kısıtlamaları ve seçenekleri gelecek lövede
            # uygulanır."; WBF "If the partner of the defender with the penalty card retains the
            # lead, and the penalty card has not yet been played, then all the requirements and
            # options of Law 50D2 apply again at the following trick."
            Text(
                "Çıkış kusurlu oyuncunun ortağında kalırsa ve cezalı kartlar henüz oynanmadıysa, sonraki lövede Yasa 50D2'nin bütün kısıtlamaları ve seçenekleri yeniden uygulanır (Yasa 50D2(b) dipnotu).",
                "If the offender's partner keeps the lead and the penalty cards have not yet been played, all the requirements and options of Law 50D2 apply again at the next trick (footnote to Law 50D2(b)).",
            ),
        ),
        # 50E1: what a penalty card left on the table shows is authorised for every player, the
        # leader included; picked up (50D2(a), 51B1), it is unauthorised for him (50E2). Against
        # declarer, as in revoke.DECLARER_CHOICE_LATER.
        (Text("Bu çıkışı rakibe bırakırsınız.", "You leave this lead to the opponent."), CARD_STAYS_AUTHORISED),
    ),
)
ONE_SUIT = Ending(
    said=(
        Text(
            "ortağımın önünde aynı renkten iki cezalı kart var çıkış bende",
            "partner has two penalty cards in the same suit and I am on lead",
        ),
        Text(
            "deklaran ortağımın cezalı kartlarının renginden çıkmamı istedi",
            "declarer wants me to lead the suit of my partner's penalty cards",
        ),
        Text(
            "ortağımın masada iki pik cezalı kartı var ve çıkış sırası bende",
            "my partner's two spade penalty cards are lying face up and I am to lead the next trick",
        ),
        Text(
            "ortağımın aynı renkten iki açık kartı var deklaran o rengi yasaklarsa ne olur",
            "partner has two penalty cards in one suit; what if declarer forbids me that suit",
        ),
    ),
    # 51B's heading: TR "Kusurlu Oyuncunun Ortağının Çıkışı", WBF "Offender's Partner to Lead". Read by
    # declarer (the chooser) and by the offender's partner (the `said` lines: "partner has two penalty
    # cards ... I am on lead"), a bare "Partner" / "Ortak" named either one's own partner (qa310).
    title=Text(
        "Kusurlu oyuncunun ortağının çıkışı; cezalı kartlar tek renkte",
        "The offender's partner to lead; the penalty cards are in one suit",
    ),
    now=(
        ALL_MAJOR,
        NO_LEAD_BEFORE_THE_CHOICE,
        Text(
            "Deklaran kusurlu oyuncunun ortağından o rengi isteyebilir (Yasa 51B1(a)), o rengi yasaklayabilir (Yasa 51B1(b)) ya da bir kısıtlama koymayabilir (Yasa 50D2(b)).",
            "Declarer may require the offender's partner to lead that suit (Law 51B1(a)), forbid it (Law 51B1(b)) or leave the lead free (Law 50D2(b)).",
        ),
    ),
    chooser=DECLARER,
    facts=(IN_ONE_SUIT,),
    laws=("51B1(a)", "51B1(b)", "50D2", "50D2(b)", "50B"),
    director=CALL_NOW_PLAY,
    engine=PARTNER_TO_LEAD_ONE_SUIT,
    options=ONE_SUIT_OPTIONS,
    script=(
        Text(
            "Cezalı kartların hepsi majördür (Yasa 50B). Kusurlu oyuncunun ortağı, deklaran seçene kadar çıkamaz (Yasa 50D2).",
            "All the penalty cards are major (Law 50B). The offender's partner may not lead until declarer has chosen (Law 50D2).",
        ),
        Text(
            "Deklaran, üç seçeneğiniz var: O rengi istemek; O rengi yasaklamak; Kısıtlama koymamak.",
            "Declarer, you have three options: Require that suit; Forbid that suit; Leave the lead free.",
        ),
        CHOOSE,
    ),
)

# 51B2: TR "(a) ... deklaran defans oyuncusunun ortağından defans oyuncusunun cezalı kartlarının
# bulunduğu renklerden birini çıkmasını isteyebilir (ancak bundan önceki B1(a) bendi uygulanır). (b)
# ... bu renklerin bir veya daha fazlasını çıkmasını yasaklayabilir; ancak bunun üzerine defans
# oyuncusu deklaranın yasakladığı her renkteki bütün cezalı kartlarını eline geri koyar ... (c) ...
# herhangi bir rengin çıkılmasını isteme veya yasaklama hakkını kullanmamayı tercih edebilir. Bu
# durumda defans oyuncusunun ortağı herhangi yasal bir kartı çıkabilir ve tüm cezalı kartlar masa
# üzerinde yüzleri açık şekilde kalır." (WBF "may lead any card": a prohibition chosen at an
# earlier trick under (b) still holds while he keeps the lead, in both texts.) Footnote 16: TR "El, cezalı kartı
# olan defans oyuncusunun ortağında kalırsa, Yasa 51B2 hüküm ve seçeneklerinin tamamı bir sonraki
# löve için de geçerlidir."
# "any legal play" (51B1(a), 51B2(b)) leaves the owner's penalty cards of the other suits to 50D1(a)
# (TR "ilk yasal fırsatta oynanmak zorundadır"; WBF "must be played at the first legal opportunity"),
# as the engine has it: the WBF Laws Committee, "This Law defines what to do with two [or more]
# penalty cards but the relevant parts of Law 50 still apply" (minutes 2000-01-12 #7, the EBU White
# Book 2004, 51.1; docs/legal-review.md, Session 85 (law187)).
SEVERAL_SUITS_OPTIONS = (
    Option(
        Text("Bir rengi istemek", "Require one of the suits"),
        Text(
            "Kusurlu oyuncunun ortağı, cezalı kartların bulunduğu renklerden sizin söyleyeceğiniz birini çıkar; o renkteki cezalı kartlar ele geri konur ve sahibi löveye herhangi bir yasal kartı oynayabilir (Yasa 51B2(a), 51B1(a)); diğer renklerdeki cezalı kartları masada kalır ve ilk yasal fırsatta oynanmak zorundadır (Yasa 50D1(a)).",
            "The offender's partner leads the suit you name among those of the penalty cards; the penalty cards of that suit are picked up and their owner may make any legal play to the trick (Laws 51B2(a), 51B1(a)); his penalty cards of the other suits stay on the table and must be played at the first legal opportunity (Law 50D1(a)).",
        ),
        (Text("Renk size doğru oynanır.", "The suit is led round to you."),),
        (CANNOT_COMPLY,),
    ),
    Option(
        Text("Renkleri yasaklamak", "Forbid one or more suits"),
        Text(
            "Kusurlu oyuncunun ortağı, sizin yasakladığınız bir ya da daha fazla rengi çıkamaz; yasaklanan her renkteki bütün cezalı kartlar ele geri konur ve sahibi löveye herhangi bir yasal kartı oynayabilir; yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder (Yasa 51B2(b)); diğer renklerdeki cezalı kartları masada kalır ve ilk yasal fırsatta oynanmak zorundadır (Yasa 50D1(a)).",
            "The offender's partner may not lead the suit or suits you forbid; every penalty card in every forbidden suit is picked up and their owner may make any legal play to the trick; the prohibition continues until the offender's partner loses the lead (Law 51B2(b)); his penalty cards of the other suits stay on the table and must be played at the first legal opportunity (Law 50D1(a)).",
        ),
        (
            Text(
                "Birden çok rengi aynı anda yasaklayabilirsiniz.",
                "You may forbid more than one suit at once.",
            ),
        ),
        (
            Text(
                "Yasaklanan renklerin cezalı kartları masadan kalkar.",
                "The penalty cards of the forbidden suits leave the table.",
            ),
            ONLY_THE_FORBIDDEN_SUITS,
        ),
    ),
    Option(
        Text("Kısıtlama koymamak", "Leave the lead free"),
        Text(
            "Kusurlu oyuncunun ortağı yasal herhangi bir kartı çıkabilir; bütün cezalı kartlar masada açık kalır ve Yasa 50 ile 51 uygulanmaya devam eder (Yasa 51B2(c)).",
            "The offender's partner may lead any legal card; all the penalty cards stay face up on the table and Laws 50 and 51 go on applying (Law 51B2(c)).",
        ),
        (
            Text(
                "Çıkış kusurlu oyuncunun ortağında kalırsa sonraki lövede Yasa 51B2'nin bütün seçenekleri yeniden sizindir (Yasa 51B2(c) dipnotu).",
                "If the offender's partner keeps the lead, all the options of Law 51B2 are yours again at the next trick (footnote to Law 51B2(c)).",
            ),
        ),
        (Text("Bu çıkışı rakibe bırakırsınız.", "You leave this lead to the opponent."), CARD_STAYS_AUTHORISED),
    ),
)
SEVERAL_SUITS = Ending(
    said=(
        Text(
            "ortağımın farklı renklerden cezalı kartları var ben çıkacağım",
            "partner has penalty cards in two different suits and it is my lead",
        ),
        Text(
            "deklaran ortağımın açık kartlarından hangi rengi çıkmamı seçebilir",
            "can declarer choose which of partner's penalty card suits I lead",
        ),
        Text(
            "ortağımın önünde bir kupa bir karo cezalı kart var çıkış bende",
            "my partner has a heart and a diamond penalty card in front of him and I am on lead",
        ),
        Text(
            "ortağımın iki ayrı renkte açık kartı var deklaran hiçbir renk istemedi",
            "partner has penalty cards in two suits and declarer chose not to name any suit for my lead",
        ),
    ),
    title=Text(
        "Kusurlu oyuncunun ortağının çıkışı; cezalı kartlar birden çok renkte",
        "The offender's partner to lead; the penalty cards are in several suits",
    ),
    now=(
        ALL_MAJOR,
        NO_LEAD_BEFORE_THE_CHOICE,
        Text(
            "Deklaran, cezalı kartların renklerinden birini isteyebilir (Yasa 51B2(a)), bir ya da daha fazlasını yasaklayabilir (Yasa 51B2(b)) ya da hiçbir kısıtlama koymayabilir (Yasa 51B2(c)).",
            "Declarer may require one of the penalty cards' suits (Law 51B2(a)), forbid one or more of them (Law 51B2(b)) or impose no restriction (Law 51B2(c)).",
        ),
    ),
    chooser=DECLARER,
    facts=(IN_SEVERAL_SUITS,),
    laws=("51B2(a)", "51B2(b)", "51B2(c)", "51B1(a)", "50D2", "50B"),
    director=CALL_NOW_PLAY,
    engine=PARTNER_TO_LEAD_SEVERAL_SUITS,
    options=SEVERAL_SUITS_OPTIONS,
    script=(
        Text(
            "Cezalı kartların hepsi majördür (Yasa 50B). Kusurlu oyuncunun ortağı, deklaran seçene kadar çıkamaz (Yasa 50D2).",
            "All the penalty cards are major (Law 50B). The offender's partner may not lead until declarer has chosen (Law 50D2).",
        ),
        Text(
            "Deklaran, üç seçeneğiniz var: Bir rengi istemek; Renkleri yasaklamak; Kısıtlama koymamak (Yasa 51B2).",
            "Declarer, you have three options: Require one of the suits; Forbid one or more suits; Leave the lead free (Law 51B2).",
        ),
        CHOOSE,
    ),
)

# 52B: TR "1. (a) Bir defans oyuncusu, Yasalar hükmünce bir cezalı kartı oynamak zorunda olmasına
# rağmen başka bir kart çıkar veya oynarsa, deklaran bu çıkış veya oyunu kabul edebilir. (b)
# Deklaran, bundan sonra kendi elinden veya yerden bir kart oynarsa bu çıkış veya oyunu kabul etmek
# zorundadır. (c) Oynanmış kart ... kabul edilirse, oynanmayan her cezalı kart cezalı kart olarak
# kalır. 2. Deklaran ... kartını kabul etmezse, defans oyuncusu bu kartı cezalı kart ile değiştirmek
# zorundadır. Defans oyuncusu tarafından usulsüzlüğü işlerken yasaya aykırı biçimde çıkılan veya
# oynanan her kart majör cezalı karta dönüşür." WBF 52B1(a)-(c), 52B2 alike.
NOT_PLAYED_OPTIONS = (
    Option(
        Text("Oynanan kartı kabul etmek", "Accept the card played"),
        Text(
            "Defans oyuncusunun oynadığı ya da çıktığı kart geçerli kalır; oynanmayan her cezalı kart cezalı kart olarak kalır (Yasa 52B1(a), 52B1(c)).",
            "The card the defender led or played stands; every unplayed penalty card remains a penalty card (Laws 52B1(a), 52B1(c)).",
        ),
        (
            Text(
                "Oynanan kart işinize geliyorsa; cezalı kart masada kalır.",
                "If the card played suits you; the penalty card stays on the table.",
            ),
        ),
        (
            Text(
                "Rönons resmileşirse otomatik löve ayarlaması yoktur (Yasa 64B3; ancak bkz. Yasa 64C).",
                "If the revoke becomes established, there is no automatic trick adjustment (Law 64B3; but see Law 64C).",
            ),
        ),
    ),
    Option(
        Text("Cezalı kartı istemek", "Require the penalty card"),
        Text(
            "Defans oyuncusu oynadığı kartın yerine cezalı kartı koymak zorundadır; usulsüzlük sırasında yasaya aykırı olarak çıktığı ya da oynadığı her kart majör cezalı kart olur (Yasa 52B2).",
            "The defender must substitute the penalty card for the card he played; every card he illegally led or played in committing the irregularity becomes a major penalty card (Law 52B2).",
        ),
        (
            Text(
                "Cezalı kart oynanır ve yanlış oynanan kart da cezalı kart olur.",
                "The penalty card is played, and the card wrongly played becomes a penalty card too.",
            ),
        ),
        (
            Text(
                "Sonra kendi elinizden ya da yerden bir kart oynadıysanız bu seçenek yoktur (Yasa 52B1(b)).",
                "Not available once you have played a card from your hand or dummy (Law 52B1(b)).",
            ),
        ),
    ),
)
NOT_PLAYED = Ending(
    said=(
        Text(
            "oynamam gereken cezalı kartım dururken başka bir kart oynadım",
            "I played another card although I had a penalty card to play",
        ),
        Text(
            "rakip önündeki cezalı kartı oynaması gerekirken başka kart attı",
            "the defender should have played his penalty card but discarded something else",
        ),
        Text(
            "savunma, oynaması gereken cezalı kart yerine elinden başka kart verdi, deklaran henüz oynamadı",
            "a defender played a card from his hand when his penalty card had to be played, and declarer has not played since",
        ),
        Text(
            "rakip oynayabileceği cezalı papazı yerine elinden küçük bir kart attı deklaran kabul etmek zorunda mı",
            "a defender played a small card from his hand when he could have played his penalty king; must declarer accept it",
        ),
        Text(
            "önümdeki cezalı kartı oynamam gerekirken elimden başka kart verdim",
            "I played a card from my hand when I should have played the penalty card in front of me",
        ),
        Text(
            "rakip açık duran cezalı kartını unutup elinden oynadı",
            "an opponent forgot his penalty card and played from his hand instead",
        ),
        Text(
            "rakibin cezalı papazı çıkılan renkteydi ama elinden küçük bir kartla renge uydu deklaran daha oynamadı",
            "the defender's penalty king was in the suit led but he followed with a small card from his hand, and declarer has not played yet",
        ),
    ),
    title=Text("Cezalı kart yerine başka kart oynandı", "Another card played instead of a penalty card"),
    now=(
        NO_OWN_WITHDRAWAL,
        Text(
            "Deklaran, bu çıkışı ya da oyunu kabul edebilir (Yasa 52B1(a)) ya da cezalı kartın oynanmasını isteyebilir (Yasa 52B2).",
            "Declarer may accept that lead or play (Law 52B1(a)) or require the penalty card instead (Law 52B2).",
        ),
        IS_A_REVOKE,
        NO_AUTOMATIC_TRANSFER,
    ),
    chooser=DECLARER,
    facts=(ANOTHER_CARD_INSTEAD,),
    laws=("52A", "52B1(a)", "52B1(c)", "52B2", "61A", "64B3", "64C1"),
    director=CALL_NOW_PLAY,
    engine=PENALTY_CARD_NOT_PLAYED,
    options=NOT_PLAYED_OPTIONS,
    advice=(
        Text(
            "Deklaran: hakem gelmeden elinizden ya da yerden kart oynamayın; oynarsanız kartı kabul etmek zorunda kalırsınız (Yasa 52B1(b)).",
            "Declarer: do not play from your hand or dummy before the Director has ruled; if you do, you must accept the card (Law 52B1(b)).",
        ),
    ),
    script=(
        Text(
            "Cezalı kartınızı oynamanız gerekirken başka bir kart oynadınız; onu kendiliğinizden geri alamazsınız (Yasa 52A).",
            "You played another card when you had to play your penalty card; you may not withdraw it on your own (Law 52A).",
        ),
        Text(
            "Deklaran, iki seçeneğiniz var: Oynanan kartı kabul etmek ya da Cezalı kartı istemek (Yasa 52B1(a), 52B2).",
            "Declarer, you have two options: Accept the card played, or Require the penalty card (Laws 52B1(a), 52B2).",
        ),
        CHOOSE,
    ),
)
MUST_ACCEPT = Ending(
    said=(
        Text(
            "cezalı kartı oynamadığını deklaran oynadıktan sonra fark ettik",
            "we noticed the penalty card had not been played only after declarer played",
        ),
        Text(
            "savunma cezalı kartını atmadı deklaran da üstüne oynadı",
            "a defender skipped his penalty card and declarer has already played to the trick",
        ),
        Text(
            "savunma oynaması gereken cezalı kartı oynamadı deklaran fark etmeden kendi kartını oynadı",
            "a defender did not play the penalty card he had to play and declarer played his own card without noticing",
        ),
        Text(
            "cezalı kart yerine başka kart oynandı ama deklaran da yerden oynadı artık geç mi",
            "a defender played another card instead of his penalty card, but declarer has since played from dummy; is it too late",
        ),
        Text(
            "cezalı kartımı oynamayı unuttum deklaran da benden sonra oynadı",
            "I forgot to play my penalty card and declarer has already played after me",
        ),
    ),
    title=Text(
        "Cezalı kart yerine başka kart oynandı; deklaran da oynadı",
        "Another card played instead of a penalty card; declarer has played since",
    ),
    now=(
        Text(
            "Deklaran bundan sonra kendi elinden ya da yerden bir kart oynadığı için bu çıkışı ya da oyunu kabul etmek zorundadır (Yasa 52B1(b)).",
            "Declarer has played from his own hand or dummy since, so he must accept that lead or play (Law 52B1(b)).",
        ),
        Text(
            "Oynanmayan her cezalı kart cezalı kart olarak kalır (Yasa 52B1(c)).",
            "Every unplayed penalty card remains a penalty card (Law 52B1(c)).",
        ),
        NO_OWN_WITHDRAWAL,
        IS_A_REVOKE,
        NO_AUTOMATIC_TRANSFER,
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    facts=(ANOTHER_CARD_INSTEAD,),
    laws=("52B1(b)", "52B1(c)", "52A", "61A", "64B3", "64C1"),
    director=CALL_NOW_PLAY_NO_CHOICE,
    engine=DECLARER_PLAYED_ON,
    script=(
        Text(
            "Deklaran, sonra elinizden ya da yerden oynadığınız için oynanan kartı kabul etmek zorundasınız (Yasa 52B1(b)).",
            "Declarer, since you have played from your hand or dummy, you must accept the card played (Law 52B1(b)).",
        ),
        Text(
            "Cezalı kart cezalı kart olarak kalır (Yasa 52B1(c)). Rönons resmileşirse otomatik löve ayarlaması yoktur; hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64B3, 64C1). Kimse seçmez.",
            "The penalty card remains a penalty card (Law 52B1(c)). If the revoke becomes established there is no automatic trick adjustment; the Director shall assign an adjusted score if he considers that the damage suffered by the non-offending side is not sufficiently compensated (Laws 64B3, 64C1). Nobody chooses.",
        ),
    ),
)

# The offending side played to the next trick before declarer chose under 52B: the revoke (61A) is
# established (63A1, TR "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart
# oynadığında (bu tür her oyun yasal olsun veya olmasın, rönonsu resmileştirir)"; WBF "when the
# offender or his partner leads or plays to the following trick (any such play, legal or illegal,
# establishes the revoke)"); 63B, TR "Rönons bir kere resmileştikten sonra, artık düzeltilemez ... ve
# rönonsun meydana geldiği löve oynandığı gibi kalır"; WBF "Once a revoke is established, it may no
# longer be corrected ... and the trick on which the revoke occurred stands as played": 52B2's
# substitution would change that trick, so declarer's choice has lapsed (the engine's answer since
# eng242: no decision, `laws` 63B, 64B3, 64C, 61A, 63A1). 63B's exceptions (TR 62C3 alone; WBF 62D
# and 62C3) are for a revoke on the twelfth trick and a revoke of both sides, not this path. 64B3 and
# 64C1 as in NO_AUTOMATIC_TRANSFER, said as done: the revoke is established. The engine cites "64C";
# the Ending 64C1, the sub-paragraph for any established revoke (64C2 is for repeated revokes and a
# revoke of both sides).
ESTABLISHED_BEFORE_THE_CHOICE = Ending(
    said=(
        Text(
            "cezalı kartını oynamadı ve ortağı sonraki löveye çıktı deklaran daha seçim yapmamıştı",
            "he did not play his penalty card and his partner has led to the next trick before declarer chose",
        ),
        Text(
            "rakip cezalı kart yerine başka kart oynadı löveyi aldı ve sonraki löveye çıktı",
            "a defender ruffed instead of playing his penalty card, and his side then led to the next trick before declarer chose",
        ),
        Text(
            "cezalı kartımı oynamadım sonraki löveye de çıktım artık düzeltilebilir mi",
            "I did not play my penalty card when I had to and then led to the next trick; can declarer still choose",
        ),
        Text(
            "savunma cezalı kartı yerine başka kartla çaktı ve sonraki lövede oynamaya devam etti",
            "the defender ruffed with another card instead of his penalty card, and his partner then played to the next trick",
        ),
    ),
    title=Text(
        "Cezalı kart yerine başka kart oynandı; kusurlu taraf sonraki löveye oynadı",
        "Another card played instead of a penalty card; the offender's side has played to the next trick",
    ),
    now=(
        IS_A_REVOKE,
        Text(
            "Kusurlu oyuncu ya da ortağı bir sonraki löveye çıkış yaptığında ya da kart oynadığında rönons resmileşir; bu oyun yasal olsun olmasın (Yasa 63A1).",
            "The revoke became established when the offender or his partner led or played to the following trick, whether that play was legal or not (Law 63A1).",
        ),
        Text(
            "Resmileşen rönons artık düzeltilemez ve rönonsun meydana geldiği löve oynandığı gibi kalır (Yasa 63B): oynanan kart geçerlidir, deklaranın cezalı kartı isteme seçeneği kalmamıştır.",
            "Once established, the revoke may no longer be corrected, and the trick on which it occurred stands as played (Law 63B): the card played stands, and declarer can no longer require the penalty card.",
        ),
        Text(
            "Otomatik löve ayarlaması yapılmaz (Yasa 64B3); hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64C1).",
            "There is no automatic trick adjustment (Law 64B3); the Director shall assign an adjusted score if he considers that the damage suffered by the non-offending side is not sufficiently compensated (Law 64C1).",
        ),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    facts=(ANOTHER_CARD_INSTEAD, NEXT_TRICK_PLAYED),
    laws=("63B", "63A1", "61A", "64B3", "64C1", "52B1(a)", "52B2"),
    director=CALL_NOW_PLAY_NO_CHOICE,
    engine=OFFENDING_SIDE_PLAYED_ON,
    # 52B1(a) and 52B2 give declarer the choice while the revoke is not established; 63A1 ends it when
    # the offending side plays on, and 9B1(a) has the Director called at once. 64C1: the Director
    # judges the damage (TR "hakem ... kanaat getirdiğinde"; WBF "the Director deems").
    advice=(
        Text(
            "Deklaran: cezalı kart yerine başka bir kartın oynandığını görünce hakemi hemen çağırın (Yasa 9B1(a)); kusurlu taraf sonraki löveye oynayınca rönons resmileşir ve seçiminiz (Yasa 52B1(a), 52B2) kalmaz (Yasa 63A1, 63B).",
            "Declarer: when you see another card played instead of a penalty card, call the Director at once (Law 9B1(a)); once the offending side has played to the next trick, the revoke is established and your choice (Laws 52B1(a), 52B2) has lapsed (Laws 63A1, 63B).",
        ),
        Text(
            "Kusursuz taraf: rönonsun verdiği zararın tazmin edilmediğini düşünüyorsanız bunu hakeme söyleyin; ayarlı skora hakem karar verir (Yasa 64C1).",
            "Non-offending side: if you think the damage the revoke caused has not been made good, tell the Director; the adjusted score is his to decide (Law 64C1).",
        ),
    ),
    script=(
        Text(
            "Cezalı kartınızı oynamanız gerekirken başka bir kart oynadınız; bu bir rönonstur (Yasa 61A).",
            "You played another card when you had to play your penalty card; this is a revoke (Law 61A).",
        ),
        Text(
            "Siz ya da ortağınız sonraki löveye oynadığınız için rönons resmileşti; artık düzeltilemez ve löve oynandığı gibi kalır (Yasa 63A1, 63B).",
            "You or your partner have played to the next trick, so the revoke is established; it may no longer be corrected and the trick stands as played (Laws 63A1, 63B).",
        ),
        Text(
            "Deklaran, cezalı kartı isteme seçeneğiniz kalmadı. Otomatik löve ayarlaması yoktur; hakem, zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir (Yasa 64B3, 64C1). Kimse seçmez.",
            "Declarer, you can no longer require the penalty card. There is no automatic trick adjustment; the Director shall assign an adjusted score if he considers the damage not sufficiently compensated (Laws 64B3, 64C1). Nobody chooses.",
        ),
    ),
)

SITUATION = Situation(
    slug="penalty-cards-more",
    title=Text(
        "İki ya da daha fazla cezalı kart; oynanmayan cezalı kart",
        "Two or more penalty cards; a penalty card not played",
    ),
    summary=Text(
        "Bir defans oyuncusunun masada birden çok cezalı kartı var, ya da cezalı kartını oynaması gerekirken başka bir kart oynadı.",
        "A defender has more than one penalty card on the table, or played another card when he had to play his penalty card.",
    ),
    start=Step(
        Text("Ne oldu?", "What happened?"),
        (
            Choice(
                "two-or-more",
                Text(
                    "Bir defans oyuncusunun masada iki ya da daha fazla cezalı kartı var",
                    "A defender has two or more penalty cards on the table",
                ),
                Step(
                    Text("Sıra kimde?", "Whose turn is it?"),
                    (
                        Choice(
                            "offender-to-play",
                            Text(
                                "Cezalı kartları olan oyuncu oynayacak",
                                "The player with the penalty cards is to play",
                            ),
                            OFFENDER_TO_PLAY,
                        ),
                        Choice(
                            "partner-to-lead",
                            Text("Onun ortağı çıkış yapacak", "His partner is to lead"),
                            Step(
                                Text("Cezalı kartlar kaç renkte?", "In how many suits are the penalty cards?"),
                                (
                                    Choice("one-suit", Text("Tek bir renkte", "One suit"), ONE_SUIT),
                                    Choice(
                                        "several-suits",
                                        Text("Birden çok renkte", "More than one suit"),
                                        SEVERAL_SUITS,
                                    ),
                                ),
                            ),
                        ),
                    ),
                ),
            ),
            Choice(
                "not-played",
                Text(
                    "Bir defans oyuncusu cezalı kartını çıkması ya da oynaması gerekirken başka bir kart çıktı ya da oynadı",
                    "A defender led or played another card when he had to lead or play his penalty card",
                ),
                Step(
                    Text(
                        "Deklaran o zamandan beri kendi elinden ya da yerden kart oynadı mı?",
                        "Has declarer played a card from his own hand or dummy since?",
                    ),
                    (
                        Choice("not-yet", Text("Hayır", "No"), NOT_PLAYED),
                        Choice("declarer-played", Text("Evet", "Yes"), MUST_ACCEPT),
                        Choice(
                            "next-trick",
                            Text(
                                "Hayır, ama kusurlu oyuncu ya da ortağı sonraki löveye çıktı ya da kart oynadı",
                                "No, but the offender or his partner has already led or played to the next trick",
                            ),
                            ESTABLISHED_BEFORE_THE_CHOICE,
                        ),
                    ),
                ),
            ),
        ),
        Text(
            "Tek bir cezalı kart, minör ya da majör, ve bir kartın nasıl cezalı kart olduğu 'Oyunda görünen ya da düşen kart' rehberindedir.",
            "A single penalty card, minor or major, and how a card becomes one, are in the guide 'A card exposed or dropped during the play'.",
        ),
    ),
)
