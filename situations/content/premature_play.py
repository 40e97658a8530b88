"""A defender's premature lead or play (Law 57): before his partner has played to the trick (57A,
with declarer's four options, and 57B when partner cannot comply), no rectification after declarer
has played from both hands or dummy acted on his own (57C1, 57C2), a right forfeited by the next
hand playing on (60A), a play at the right-hand opponent's turn (57D) and declarer's own early
play (57C3); simultaneous leads or plays by two players (58A) and simultaneous cards from one hand
(58B1-58B4).

A fifth card on a trick (45E) is left to the defective-trick guide (Law 67A2 names both 45E and
58B); this guide sends a simultaneous play found after the next trick to Law 67 as 58B4 does.

The "before partner" ending shows the engine's 57A ruling on an example (rulings/premature_play.py),
the several-faces ending its 58B3 (an opponent changes his card: rulings/defective_trick.py); the
other endings are written from the Laws' text.
"""

from __future__ import annotations

from ..guide import Choice, Ending, EngineExample, Fact, Option, Situation, Step, Text
from .common import CALL_NOW_PLAY, CALL_NOW_PLAY_NO_CHOICE, call_though_unrectified, play_query

# The facts that tell this guide's Endings apart (situations.guide.Fact), read in both texts.
# 57A (TR "ortağı o löveye kart oynamadan önce"; WBF "before his partner has played"): the card went
# before partner's; 57C1 and 57C2 are cases of it, so their Endings state it too.
BEFORE_PARTNER = Fact(
    (
        "ortağımdan önce",
        "ortağından önce",
        "ortağım oynamadan",
        "ortağını beklemeden",
        "ortağımı beklemeden",
        "ortağım düşünürken",
        "sıra ortağım*",
    ),
    ("before partner", "before my partner", "ahead partner", "partner turn", "partner still thinking"),
    ("57A", "57C1", "57C2"),
)
# 57C1 (TR "deklaran her iki elden de oynamış durumda ise"; WBF "if declarer has played from both
# hands"). "Both" alone is no such fact ("both defenders led at once" is 58A's).
BOTH_HANDS_PLAYED = Fact(
    (
        "iki elden*",
        "elinden* ve yerden*",
        "elden* ve yerden*",
        "yerden* ve elden*",
        "hem elinden* hem yerden*",
        "hem elden* hem yerden*",
        "hem yerden* hem elden*",
    ),
    ("both hands", "both of declarer's cards", "both declarer's hands"),
    ("57C1",),
)
# 57C2 (TR "Yer, kendi iradesi ile ... bir kartı oynar veya oynanmasını önerecek şekilde tavır
# alırsa"; WBF "dummy has of his own volition prematurely selected a card ... or has illegally
# suggested that one be played").
DUMMY_ON_HIS_OWN = Fact(
    ("yer kendi", "kendiliğinden", "kart öner*", "yer izinsiz", "kartı göster*", "yer deklaran* beklemeden"),
    (
        "on his own",
        "own volition",
        "dummy suggest",
        "suggested a card",
        "dummy pointed",
        "dummy took out",
        "dummy pushed",
        "dummy jumped",
        "pushed out a card",
    ),
    ("57C2",),
)
# 57A (TR "deklaran aşağıdaki seçeneklerden birini seçer. Deklaran: ... isteyebilir ... yasaklayabilir";
# WBF "declarer selects one of the following options ... require ... forbid"): declarer chose what the
# offender's partner plays, as he may only under 57A (under 57C1 and 57C2 there is no such choice).
DECLARER_CHOSE_FOR_PARTNER = Fact(
    (
        "kartını oynatabilir*",
        "deklaran* ... oynatabilir*",
        "deklaran* ... oynama dedi*",
        "deklaran* ... oynamasını yasakla*",
        "deklaran* ... oynamasını iste*",
    ),
    (
        "declarer can make",
        "declarer ... told partner not to play",
        "declarer forbade",
        "declarer required",
        "declarer ... barred",
    ),
    ("57A", "57A1", "57A2", "57A3", "57A4"),
)
# 58A (TR "Bir başka oyuncunun yasal çıkışı ya da oyunu ile eşzamanlı olarak"; WBF "made
# simultaneously with another player's legal lead or play") and 58B (TR "Bir Elden Oynanan
# Eşzamanlı Kartlar"; WBF "Simultaneous Cards from One Hand"): at the same moment.
SIMULTANEOUSLY = Fact(
    ("aynı anda", "eşzaman*", "aynı zamanda", "birlikte", "beraber"),
    ("same time", "same moment", "simultaneously", "simultaneous", "at once", "together"),
    # 58B1 is read with 58B's opening, which says it (TR "Bir oyuncu iki veya daha fazla kartı
    # eşzamanlı olarak çıkar veya oynarsa: 1. ..."; WBF "If a player leads or plays two or more cards
    # simultaneously: 1. ..."), and is all the one-face Ending cites of 58B (qa212); so are 58B2 and
    # 58B4 (58B4: TR "eşzamanlı oyun", WBF "the simultaneous play"), all the several-faces and
    # found-late Endings cite of 58B (qa222).
    ("58A", "58B", "58B1", "58B2", "58B4"),
)
# 58A: two players' plays ("İki Oyuncunun Eşzamanlı Oyunu"; "Simultaneous Plays by Two Players"),
# as against one player's several cards (58B).
TWO_PLAYERS = Fact(
    (
        "iki oyuncu",
        "ikimiz*",
        "ben ve",
        "ortağım ve",
        "ortağımla*",
        "rakiple* aynı",
        "rakibimle*",
        "iki savunma",
        "ortağım ile",
        "rakibim ile",
    ),
    (
        "two players",
        "both defenders",
        "both led",
        "partner and i",
        "my opponent and i",
        "and mine",
        "partner and declarer",
    ),
    ("58A",),
)
# 58B (TR "Bir oyuncu iki veya daha fazla kartı eşzamanlı olarak çıkar veya oynarsa"; WBF "If a
# player leads or plays two or more cards simultaneously").
SEVERAL_CARDS = Fact(
    ("iki kart", "birden fazla kart", "iki kartı", "iki kartım"),
    ("two cards", "more than one card", "two of my cards"),
    ("58B", "58B1", "58B2", "58B4"),
)

NOBODY = Text("Kimse seçmez.", "Nobody chooses.")
CHOOSE = Text("Seçiminizi hepsini duyduktan sonra yapın.", "Choose once you have heard them all.")
# 57B: "he may play any card, as provided in Law 59"; 59: "any otherwise legal card". 57B names him (TR
# "Kusurlu oyuncunun ortağı deklaranın seçtiği düzeltmeyi yerine getiremediğinde", WBF "When offender's
# partner is unable to comply with the rectification selected by declarer"); read by declarer (the
# chooser), a bare "Ortak" / "the partner" could be his own, dummy (qa310).
CANNOT_COMPLY = Text(
    "Kusurlu oyuncunun ortağı seçilen düzeltmeyi yerine getiremiyorsa yasal başka herhangi bir kartı oynayabilir (Yasa 57B, 59).",
    "If the offender's partner cannot comply with the option chosen, he may play any otherwise legal card (Laws 57B, 59).",
)
FOLLOW_FIRST = Text(
    "Renge uyabiliyorsa yine renge uymak zorundadır (Yasa 44C, 59).",
    "If he can follow suit he must still do so (Laws 44C, 59).",
)

# 57A: "the card so led or played becomes a major penalty card, and declarer selects one of the
# following options" (TR "majör cezalı karta dönüşür ve deklaran aşağıdaki seçeneklerden birini
# seçer").
OPTIONS_57A = (
    Option(
        Text("Oynanan rengin en büyük kartı", "Highest card of the suit led"),
        Text(
            "Kusurlu oyuncunun ortağı elindeki, oynanan rengin en büyük kartını oynamak zorundadır (Yasa 57A1).",
            "The offender's partner must play the highest card he holds of the suit led (Law 57A1).",
        ),
        (Text("Onun büyük kartını şimdi düşürmek istiyorsanız.", "If you want his high card out now."),),
        (
            Text(
                "O renkte kartı yoksa yasal herhangi bir kartı oynayabilir (Yasa 57B).",
                "If he has none of the suit, he may play any legal card (Law 57B).",
            ),
        ),
    ),
    Option(
        Text("Oynanan rengin en küçük kartı", "Lowest card of the suit led"),
        Text(
            "Kusurlu oyuncunun ortağı elindeki, oynanan rengin en küçük kartını oynamak zorundadır (Yasa 57A2).",
            "The offender's partner must play the lowest card he holds of the suit led (Law 57A2).",
        ),
        (
            Text(
                "Büyük kartının bu löveyi almasını önlemek istiyorsanız.",
                "If you want to stop his high card winning this trick.",
            ),
        ),
        (
            Text(
                "O renkte kartı yoksa yasal herhangi bir kartı oynayabilir (Yasa 57B).",
                "If he has none of the suit, he may play any legal card (Law 57B).",
            ),
        ),
    ),
    Option(
        Text("Başka bir rengi istemek", "Require another suit"),
        Text(
            "Kusurlu oyuncunun ortağı, sizin söyleyeceğiniz başka bir renkten kart oynamak zorundadır (Yasa 57A3).",
            "The offender's partner must play a card of another suit that you name (Law 57A3).",
        ),
        (
            Text(
                "Renge uyamıyorsa hangi renkten oynayacağını siz seçersiniz.",
                "If he cannot follow suit, you choose the suit he plays.",
            ),
        ),
        (FOLLOW_FIRST,),
    ),
    Option(
        Text("Başka bir rengi yasaklamak", "Forbid another suit"),
        Text(
            "Kusurlu oyuncunun ortağı, sizin söyleyeceğiniz başka bir renkten kart oynayamaz (Yasa 57A4).",
            "The offender's partner may not play a card of another suit that you name (Law 57A4).",
        ),
        (
            Text(
                "Renge uyamıyorsa, örneğin koz çakmasını yasaklayabilirsiniz.",
                "If he cannot follow suit, you may for example stop him trumping.",
            ),
        ),
        (FOLLOW_FIRST,),
    ),
)
# 57C1 (TR "Eğer deklaran her iki elden de oynamış durumda ise, defans oyuncusunun ortağından önce
# oynaması herhangi bir onarmaya tabi değildir"; WBF "if declarer has played from both hands") and
# 57C2 (TR "Eğer Yer, kendi iradesi ile, sağındaki rakipten önce bir kartı oynar veya oynanmasını
# önerecek şekilde tavır alırsa"; WBF "if dummy has of his own volition prematurely selected a card
# before his RHO or has illegally suggested that one be played"): this Ending is the step's "none of
# them", and a page opened from the search shows that answer without the question (qa118): the
# Ending says what "none of them" excluded, among the things to weigh (not searched: said in what
# happens now, its mention of dummy drew a 57C2 story to this Ending, dev8 en 0.542 -> 0.532).
NOT_57C = Text(
    "Bu hüküm, deklaran bu löveye henüz iki elden de oynamamışken ve yer kendiliğinden bir kart oynamamış ya da önermemişken geçerlidir; bunlardan biri olduysa bkz. Yasa 57C1 ve 57C2.",
    "This is the ruling while declarer has not yet played to this trick from both hands and dummy has not, on his own, played or suggested a card; if either has happened, see Laws 57C1 and 57C2.",
)
PREMATURE = Ending(
    said=(
        Text("ortağım oynamadan önce kartımı attım", "I played my card before my partner had played to the trick"),
        Text(
            "yer de ortağım da bu löveye oynamamışken ben yeni löveye çıktım",
            "dummy and partner had yet to play to this trick when I led to the next one",
        ),
        Text(
            "savunma oyuncusu ortağından önce kart oynadı",
            "a defender played to the trick ahead of his partner",
        ),
        Text(
            "bir defans oyuncusu, eşi bu löveye kart vermeden yeniden çıktı",
            "a defender led again while his partner still owed a card to the trick",
        ),
        Text(
            "deklaran kusurlu oyuncunun ortağına en büyük ya da en küçük kartını oynatabilir",
            "declarer can make the offender's partner play his highest or lowest card",
        ),
        Text(
            "defans oyuncusunun ortağından önce oynadığı kart majör cezalı kart oldu",
            "the card a defender played before his partner became a major penalty card",
        ),
        Text("defans sırası gelmeden ortağından önce oynadı", "my opponent played out of turn ahead of his partner"),
        Text(
            "rakiplerden biri löve bitmeden yeni löveye kart açtı ortağı henüz oynamamıştı",
            "one of the defenders led to the next trick while his partner still had to play to this one",
        ),
        Text(
            "savunmada acele ettim ortağımı beklemeden kartımı attım",
            "on defence I rushed and threw my card in before partner had played",
        ),
        # search87: a player's "still thinking" is said of whoever's turn it is; the card played at
        # the right-hand opponent's turn (57D) said it alone, so a partner still thinking (57A: the
        # offender's partner had not played) was told as 57D's.
        Text(
            "ortağım düşünürken ondan önce davranıp oynadım",
            "partner hadn't decided yet and I'd already put my card down",
        ),
    ),
    title=Text("Ortağından önce oynanan kart", "A card played before partner"),
    now=(
        # 57A's condition is a play "out of turn" before partner (TR "sırasız olarak"): a second-hand
        # defender plays before his fourth-hand partner in turn. The engine rules the same (a card
        # event before partner is one not at the defender's turn). Said here and in the first question's
        # hint (qa179), and in the read-out (qa268).
        Text(
            "Defans oyuncusunun, ortağı bu löveye oynamadan önce sırasız olarak oynadığı ya da sonraki löveye çıktığı kart majör cezalı kart olur (Yasa 57A).",
            "The card a defender played out of turn, or led to the next trick, before his partner had played to this trick becomes a major penalty card (Law 57A).",
        ),
        Text(
            "Deklaran, kusurlu oyuncunun ortağının bu löveye oynayacağı kart için dört seçenekten birini seçer (Yasa 57A).",
            "Declarer selects one of four options for the offender's partner's play to this trick (Law 57A).",
        ),
        CANNOT_COMPLY,
        Text(
            "Cezalı kart masada yüzü açık olarak bırakılmalıdır (Yasa 50A) ve ilk yasal fırsatta oynanmak zorundadır (Yasa 50D1(a)); kusurlu oyuncunun ortağı çıkışa geldiğinde Yasa 50D2 uygulanır.",
            "The penalty card must be left face up (Law 50A) and must be played at the first legal opportunity (Law 50D1(a)); when the offender's partner is on lead, Law 50D2 applies.",
        ),
    ),
    chooser=Text("Deklaran.", "Declarer."),
    facts=(BEFORE_PARTNER, DECLARER_CHOSE_FOR_PARTNER),
    laws=("57A", "57A1", "57A2", "57A3", "57A4", "57B", "59", "50D1(a)"),
    director=CALL_NOW_PLAY,
    options=OPTIONS_57A,
    engine=EngineExample(
        Text(
            "Yer ♣A ile çıktı; Doğu oynamadan Batı ♣2'yi oynadı.",
            "Dummy led ♣A; West played ♣2 before East had played.",
        ),
        play_query(["W:D2", "N:DA", "E:D9", "S:D6", "N:CA", "W:C2"]),
    ),
    advice=(
        NOT_57C,
        # 60A1 forfeits the right by a play "after his RHO has led or played out of turn or
        # prematurely" (TR "sağındaki rakibin sırasız ya da vaktinden önce çıkması veya oynamasından
        # sonra"). 57A's play out of turn before partner is fourth hand's before second hand's: the
        # hand on the offender's left led this trick and plays next only to the next one, so 60A1's
        # reason is the premature lead's; the rest is 9B2's "no player shall take any action" (qa197,
        # qa212).
        Text(
            "Deklaran: hakem hüküm vermeden kart oynamayın; sonraki löveye zamanından önce çıkıldıysa, kusurlu oyuncunun solundaki el o löveye oynarsa onarma hakkı yitirilir (Yasa 60A1).",
            "Declarer: play no card before the Director has ruled; after a premature lead to the next trick, if the hand on the offender's left plays to it, the right to rectification is lost (Law 60A1).",
        ),
        # 60C (TR "Kusurlu tarafın bir üyesinin düzeltme belirlenmeden önce oynaması rakiplerinin
        # haklarını etkilemez ve oynanan bu kart da onarmaya tabi olabilir"; WBF "A play by a member of
        # the offending side before rectification has been assessed does not affect the rights of the
        # opponents, and may itself be subject to rectification"): after a play out of turn before
        # partner, the offender's partner is the next to play to this trick, and declarer's option is
        # for his card; the advice gave the non-offending side's 60A1 alone (qa231; the table names both).
        Text(
            "Kusurlu oyuncunun ortağı: hakem hüküm vermeden kart oynamayın; kusurlu tarafın bir üyesinin düzeltme belirlenmeden önce oynaması rakiplerinin haklarını etkilemez ve oynanan bu kart da onarmaya tabi olabilir (Yasa 60C).",
            "Offender's partner: play no card before the Director has ruled; a play by a member of the offending side before rectification has been assessed does not affect the rights of the opponents, and may itself be subject to rectification (Law 60C).",
        ),
    ),
    script=(
        # 57A's play is one "out of turn" (TR "ortağı o löveye kart oynamadan önce sırasız olarak kart
        # oynadığında"; WBF "plays out of turn before his partner has played"), as the engine rules
        # it: second hand's card played in turn before his partner's is no penalty card. The
        # read-out said "the card you played ... before your partner played to this trick" (qa268);
        # its English keeps 90 words by two shorter turns of phrase below. 50A's "must be left face up"
        # (TR "yüzü açık olarak bırakılmalıdır"), not "stays" (audit335): "applies to your partner's lead"
        # for "applies when your partner is to lead" keeps the 90 words.
        Text(
            "Ortağınız bu löveye oynamadan önce sırasız oynadığınız ya da sonraki löveye çıktığınız kart majör cezalı karttır (Yasa 57A); masada yüzü açık olarak bırakılmalıdır ve ilk yasal fırsatta oynanmak zorundadır (Yasa 50A, 50D1(a)); ortağınız çıkışa geldiğinde Yasa 50D2 uygulanır.",
            "Your card, played out of turn or led to the next trick before your partner played to this trick, is a major penalty card (Law 57A); it must be left face up and played at the first legal opportunity (Laws 50A, 50D1(a)); Law 50D2 applies to your partner's lead.",
        ),
        # fix77: 50D2 said within the 90 words, the options' sentence and the invitation shortened.
        # 57B in its own verb (TR "Yasa 59 uyarınca herhangi bir kartı oynayabilir", WBF "he may play any
        # card, as provided in Law 59"): the line said "plays" / "oynar"; "If unable" for "Unable to
        # comply" keeps the English at 90 words (audit314).
        Text(
            "Deklaran, ortağının oynayacağı kart için dört seçeneğiniz var: Oynanan rengin en büyük kartı; Oynanan rengin en küçük kartı; Başka bir rengi istemek; Başka bir rengi yasaklamak.",
            "Declarer, your four options for his partner's card: Highest card of the suit led; Lowest card of the suit led; Require another suit; Forbid another suit.",
        ),
        Text(
            "Ortağı seçtiğinizi yapamıyorsa yasal herhangi bir kartı oynayabilir (Yasa 57B).",
            "If unable, his partner may play any legal card (Law 57B).",
        ),
        Text("Şimdi seçin.", "Choose now."),
    ),
)
# 57C3: TR "Deklaran veya yer tarafından zamanından önce oynanan (löveye çıkış hariç) herhangi bir
# kart, oynanmış kart sayılır, ve eğer yasalara uygun kart ise geri alınamaz"; WBF "A premature play
# (not a lead) by declarer from either hand is a played card and if legal may not be withdrawn."
PLAYED_57C3 = Text(
    "Deklaran ya da yer tarafından zamanından önce oynanan kart (löveye çıkış hariç) oynanmış karttır ve yasalsa geri alınamaz (Yasa 57C3).",
    "A card played prematurely (not a lead) by declarer or dummy is a played card and, if legal, may not be withdrawn (Law 57C3).",
)
TEXT_57C3 = Text(
    "Resmî metin Türkçedir: Türkçe 57C3 'deklaran veya yer tarafından' oynanan karttan söz eder; WBF İngilizcesi 'deklaranın iki elden birinden' (⁅by declarer from either hand⁆) oynadığı kart der.",
    "The Turkish is the official text: its 57C3 speaks of a card played prematurely 'by declarer or dummy'; the WBF English says 'by declarer from either hand'.",
)
# 57C1: "A defender is not subject to rectification for playing before his partner if declarer has
# played from both hands. However, a card is not considered to be played from dummy until declarer
# has instructed (or otherwise indicated) the play." (TR "Ancak, deklaran bir kartın oynanmasını
# belirtmeden (veya başka şekilde işaret etmeden), o kart yerden oynanmış olarak kabul edilmez.")
# 57C1 speaks of "playing before his partner" (TR "ortağından önce oynaması"); 57A names a lead to
# the next trick apart ("or leads to the next trick", TR "veya bir sonraki löveye çıkış yaptığında").
# The engine does not decide whether the exemption reaches such a lead and answers that the
# Director rules (docs/rulings-cli.md, "Premature play by a defender"): the ending says the same.
LEAD_AFTER_BOTH_HANDS = Text(
    "Defans oyuncusu bu löveye oynamak yerine sonraki löveye çıktıysa: Yasa 57C1 'ortağından önce oynaması' der, Yasa 57A ise sonraki löveye çıkışı ayrıca sayar; muafiyetin bu çıkışı da kapsayıp kapsamadığını Yasalar açıkça söylemez. Buna hakem karar verir.",
    "If the defender led to the next trick rather than played to this one: Law 57C1 speaks of playing before his partner, while Law 57A names a lead to the next trick apart; the Laws do not say plainly whether the exemption covers that lead. The Director rules on it.",
)
BOTH_HANDS = Ending(
    said=(
        Text(
            "deklaran elinden ve yerden oynamıştı ben ortağımdan önce oynadım",
            "declarer had played from both hands when I played before my partner",
        ),
        Text(
            "deklaran hem elinden hem yerden oynamıştı savunma ortağından önce oynadı",
            "declarer had already played from hand and dummy when a defender played ahead of his partner",
        ),
        Text(
            "deklaran iki elden de kart verdikten sonra ortağımdan önce kart attım",
            "both of declarer's hands had played to the trick before I played ahead of my partner",
        ),
    ),
    title=Text("Deklaran iki elden de oynamıştı", "Declarer had played from both hands"),
    now=(
        Text(
            "Deklaran her iki elden de oynamışsa, defans oyuncusunun ortağından önce oynaması onarmaya tabi değildir (Yasa 57C1).",
            "When declarer has played from both hands, a defender is not subject to rectification for playing before his partner (Law 57C1).",
        ),
        Text(
            "Deklaran kartı söylemeden ya da başka biçimde işaret etmeden yerden kart oynanmış sayılmaz (Yasa 57C1).",
            "A card is not considered to be played from dummy until declarer has instructed or otherwise indicated the play (Law 57C1).",
        ),
        LEAD_AFTER_BOTH_HANDS,
        PLAYED_57C3,
        TEXT_57C3,
    ),
    chooser=Text(
        "Kimse seçmez; defans oyuncusu sonraki löveye çıktıysa hakem karar verir.",
        "Nobody chooses; if the defender led to the next trick, the Director rules.",
    ),
    facts=(BEFORE_PARTNER, BOTH_HANDS_PLAYED),
    laws=("57C1", "57C3"),
    # 57C1 exempts the play from rectification, not from being an irregularity: a card played before
    # partner is out of the order of 44B (TR "diğer her oyuncu sırayla bir kart oynar"; WBF "each
    # other player in turn plays a card"), so 9B1(a) asks for the Director once attention is drawn.
    director=call_though_unrectified(
        Text(
            "Ortağından önce oynamak, onarmaya tabi olmasa da (Yasa 57C1) bir usulsüzlüktür.",
            "Playing before partner is an irregularity, even though it is not subject to rectification (Law 57C1).",
        ),
        Text(
            "Defans oyuncusu sonraki löveye çıktıysa, muafiyetin çıkışı da kapsayıp kapsamadığına hakem karar verir.",
            "If the defender led to the next trick, the Director rules whether the exemption covers the lead.",
        ),
        in_play=True,
    ),
    script=(
        Text(
            "Deklaran bu löveye iki elden de oynamıştı; ortağınızdan önce oynamanız onarmaya tabi değildir (Yasa 57C1).",
            "Declarer had played from both hands to this trick; playing before your partner is not subject to rectification (Law 57C1).",
        ),
        Text(
            "Bu löveye oynamak yerine sonraki löveye çıktıysanız, muafiyetin çıkışı da kapsayıp kapsamadığına hakem karar verir. Kimse seçmez.",
            "If you led to the next trick rather than played to this one, the Director rules whether the exemption covers the lead. Nobody chooses.",
        ),
    ),
)
# 57C2: "... if dummy has of his own volition prematurely selected a card before his RHO or has
# illegally suggested that one be played." (TR "Eğer Yer, kendi iradesi ile, sağındaki rakipten
# önce bir kartı oynar veya oynanmasını önerecek şekilde tavır alırsa").
# 45F (TR "deklaranın yönergesi olmaksızın herhangi bir karta dokunamaz veya işaret edemez. (Düzenleme
# amacı hariç.)"; WBF "may not touch or indicate any card (except for purpose of arrangement) without
# instruction from declarer"): the limit is stated with its exception (qa155). Its adjusted score (TR
# "yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun ile zarara uğradığına karar
# verirse"; WBF "dummy suggested a play to declarer and the defenders were damaged by the play
# suggested") is said with its condition that the damage be done by the play suggested (qa179). The
# English says "damaged by it" and leaves "to declarer" to the Turkish: in this indexed sentence
# either "declarer" or "the play suggested" tips situations/tests/search/test_search_bridges.py's
# "can declarer make me play my highest card" from 57A1 to 57A (the two within 0.1 of a point).
# The Director's verb is the WBF's in the English, "shall award" (it said "awards"), and the official
# present in the Turkish, "atar" (CONTRIBUTING.md, point 1; audit314).
DUMMY_ACTED = Ending(
    said=(
        Text(
            "yerin izinsiz koyduğu karttan sonra eşim oynamadan kartımı verdim",
            "dummy played a card on his own and then I played before partner",
        ),
        Text(
            "yer bir kart önerdi savunma da ortağından önce oynadı",
            "dummy suggested a card and a defender played ahead of his partner",
        ),
        Text(
            "yer deklaranı beklemeden bir kart çekti ben de ortağımdan önce oynadım",
            "dummy took out a card without waiting for declarer, so I played ahead of partner",
        ),
        Text(
            "yer kendi başına bir kartı gösterdi, ardından bir defans oyuncusu ortağını beklemeden oynadı",
            "dummy pointed at a card on his own, and then a defender played ahead of his partner",
        ),
    ),
    title=Text("Yer kendiliğinden kart oynamış ya da önermişti", "Dummy had played or suggested a card on his own"),
    now=(
        Text(
            "Yer kendi iradesiyle, sağındaki rakipten önce bir kart oynadıysa ya da bir kartın oynanmasını önerdiyse, defans oyuncusunun ortağından önce oynaması onarmaya tabi değildir (Yasa 57C2).",
            "If dummy of his own volition played a card before his right-hand opponent, or suggested that one be played, a defender is not subject to rectification for playing before his partner (Law 57C2).",
        ),
        Text(
            "Yer, deklaranın yönergesi olmadan (düzenleme amacı dışında) bir karta dokunamaz ya da işaret edemez; oyun sonunda hakem, yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun ile zarara uğradığına karar verirse ayarlı bir skor atar (Yasa 45F).",
            "Dummy may not touch or indicate a card (except for the purpose of arrangement) without declarer's instruction; at the end of play the Director shall award an adjusted score if he considers dummy suggested a play and the defenders were damaged by it (Law 45F).",
        ),
    ),
    chooser=NOBODY,
    facts=(BEFORE_PARTNER, DUMMY_ON_HIS_OWN),
    laws=("57C2", "45F"),
    director=CALL_NOW_PLAY_NO_CHOICE,
    script=(
        # 57C2's card is one dummy played before his right-hand opponent (TR "sağındaki rakipten önce
        # bir kartı oynar"; WBF "prematurely selected a card before his RHO"): the read-out said "played
        # ... a card on his own", which takes in a card dummy played at his own turn unbidden, which
        # 57C2 does not name (qa268).
        Text(
            "Yer kendi iradesiyle, sağındaki rakipten önce bir kart oynadı ya da bir kartın oynanmasını önerdi; ortağınızdan önce oynamanız onarmaya tabi değildir (Yasa 57C2).",
            "Dummy of his own volition played a card before his right-hand opponent, or suggested one; playing before your partner is not subject to rectification (Law 57C2).",
        ),
        Text(
            "Yerin yaptığını hakem oyun sonunda değerlendirir (Yasa 45F). Kimse seçmez.",
            "The Director weighs what dummy did at the end of play (Law 45F). Nobody chooses.",
        ),
    ),
)
# 60A1: "A play by a member of the non-offending side after his RHO has led or played out of turn or
# prematurely, and before rectification has been assessed, forfeits the right to rectification";
# 60A2: "the illegal play is treated as though it were in turn (except when Law 53B applies)" (TR "o
# kusuru onarma hakkını yitirir"; "sıra içinde yapılmış gibi muamele görür (Yasa 53B'nin uygulandığı
# durumlar dışında)"); the ending keeps the exception in the Law's own words, its read-out too (qa179:
# a premature lead to the next trick may meet 53B's proper lead by the player whose lead it was).
# 60A1's sentence names the lead, out of turn and prematurely, as 60A1 does (qa197: it said "played
# prematurely" only, and the hand on the offender's left, which led the trick his partner has not
# played to, plays again after a premature lead to the next trick); 60A3 says "at future turns" (TR
# "oynama sırası yeniden kendisine geldiğinde"; those words here moved newguides-dev3 tr by 0.017).
# The way here and the 57A Ending's advice date the forfeit by the ruling (TR "bir onarma
# belirlenmeden önce"), not the Director's arrival ("hakem gelmeden", qa197).
FORFEITED = Ending(
    said=(
        Text(
            "savunma erken oynadı deklaran hakemi çağırmadan oynamaya devam etti",
            "a defender played too soon but declarer played on without calling the Director",
        ),
        Text(
            "rakip zamanından önce oynadı biz de üstüne oynadık",
            "the opponent played early and we just played after him",
        ),
    ),
    title=Text("Sonraki el oynadı: düzeltme hakkı yitirildi", "The next hand played on: the right is lost"),
    now=(
        Text(
            "Kusursuz tarafın bir oyuncusu, sağındaki rakibin sırasız ya da zamanından önce çıkmasından veya oynamasından sonra ve onarma belirlenmeden önce kart oynadıysa, o kusuru onarma hakkı yitirilir (Yasa 60A1).",
            "A play by a member of the non-offending side after his right-hand opponent led or played out of turn or prematurely, before rectification was assessed, forfeits the right to rectification of that offence (Law 60A1).",
        ),
        Text(
            "Zamanından önce oynanan kart sıra içinde oynanmış gibi sayılır; Yasa 53B'nin uygulandığı durumlar bunun dışındadır (Yasa 60A2).",
            "The premature card is treated as though it had been played in turn, except when Law 53B applies (Law 60A2).",
        ),
        Text(
            "Kusurlu tarafın önceden var olan cezalı kart oynama ya da çıkış veya oyun cezasını yerine getirme yükümlülüğü sonraki sıralarında da sürer (Yasa 60A3).",
            "Any obligation the offending side already had, to play a penalty card or to comply with a lead or play restriction, remains at future turns (Law 60A3).",
        ),
    ),
    chooser=NOBODY,
    laws=("60A1", "60A2", "60A3"),
    # 60A1 takes away the rectification, not the irregularity (its own words: "the illegal play").
    director=call_though_unrectified(
        Text(
            "Zamanından önce oynanan kart, onu onarma hakkı yitirilmiş olsa da (Yasa 60A1) bir usulsüzlüktür.",
            "The premature card is an irregularity, even though the right to its rectification is lost (Law 60A1).",
        ),
        in_play=True,
    ),
    script=(
        # 60A1 forfeits by a play of the non-offending side's member on the offender's left (TR
        # "Kusursuz tarafın bir üyesi sağındaki rakibin ... oynamasından sonra"; WBF "a member of the
        # non-offending side after his RHO has ...") made "before rectification has been assessed"
        # (TR "bir onarma belirlenmeden önce"). The read-out said "You played after the premature
        # card" to the table, where the offender's partner may have played after it too (60C: no
        # forfeit; the engine's `play_before_choice` tells the two apart) (qa268).
        Text(
            "Deklaran, zamanından önce oynanan karttan sonra ve onarma belirlenmeden önce kusurlu oyuncunun solundaki elden oynadınız; onarma hakkı yitirildi ve o kart, Yasa 53B'nin uygulandığı durumlar dışında, sıra içinde oynanmış sayılır (Yasa 60A1, 60A2).",
            "Declarer, you played from the hand on the offender's left after the premature card, before rectification was assessed; the right to rectification is lost and that card counts as played in turn, except when Law 53B applies (Laws 60A1, 60A2).",
        ),
        NOBODY,
    ),
)
# 57D: "When a defender attempts to play (not lead) to a trick at his RHO's turn, Law 16 may apply.
# If his card can be legally played to the trick, it must be played at his proper turn: otherwise,
# it becomes a major penalty card." (TR "o kart sırası geldiğinde oynanır, aksi takdirde o kart
# majör cezalı kart haline gelir"). Each language says its own text's verb (CONTRIBUTING.md, "Add a
# situation guide", point 1): the English the WBF's "must be played", the Turkish the official present
# "oynanır" (the site's English of 57D says the WBF's "must be played" since eng323); the Turkish said
# "oynanmak zorundadır" / "oynamak zorundasınız", the WBF's "must" (audit314).
AT_RHO_TURN = Ending(
    said=(
        Text("sıra sağımdaki oyuncudayken kartımı koydum", "it was my right-hand opponent's turn and I played first"),
        Text(
            # search87: "attı" said in English ("threw"), as the card played before partner's
            # phrasing says it; "played" left "threw" to that Ending alone. qa117: the English says
            # what the Turkish says ("deklarandan önce": ahead of declarer), no more; its former
            # "while declarer was still to play from his hand" added words the Turkish lacks.
            "sıra deklarandayken savunma kartını attı",
            "it was declarer's turn when a defender threw his card in",
        ),
        Text(
            "savunma sağındaki oyuncunun sırasında kart oynadı", "a defender played at his right-hand opponent's turn"
        ),
        Text(
            "deklaranın sırası gelmişken soldaki savunma erkenden kart attı",
            "it was declarer's turn and his left-hand opponent played first",
        ),
        Text(
            "savunma sağındaki oyuncu düşünürken erken oynadı",
            "the defender put his card down while declarer was still thinking",
        ),
        Text(
            "sıra deklarandaydı, onu beklemeden kartımı masaya açtım",
            "it was declarer's turn and I faced my card without waiting for him",
        ),
        Text(
            "sıra yerdeyken savunma kartını attı",
            "it was dummy's turn when a defender played his card",
        ),
        Text(
            "deklaran daha karar vermeden solundaki rakip kartını bıraktı",
            "declarer was still deciding when the defender on his left dropped his card",
        ),
        Text(
            "renk verme sırası deklarandaydı ben solundan kartımı oynadım",
            "declarer on my right was next to follow when I played my card",
        ),
    ),
    title=Text("Sıra sağdaki rakipteyken oynanan kart", "A card played at the right-hand opponent's turn"),
    now=(
        Text(
            "Defans oyuncusu, sıra sağındaki oyuncudayken bir löveye kart oynamaya kalkarsa (çıkış hariç) Yasa 16 uygulanabilir (Yasa 57D).",
            "When a defender tries to play (not lead) to a trick at his right-hand opponent's turn, Law 16 may apply (Law 57D).",
        ),
        Text(
            "Kart o löveye yasal olarak oynanabiliyorsa sırası geldiğinde oynanır; oynanamıyorsa majör cezalı kart olur (Yasa 57D).",
            "If his card can legally be played to the trick, it must be played at his proper turn; otherwise it becomes a major penalty card (Law 57D).",
        ),
    ),
    chooser=NOBODY,
    laws=("57D", "16"),
    director=CALL_NOW_PLAY_NO_CHOICE,
    script=(
        Text(
            "Kartınız bu löveye yasal olarak oynanabiliyorsa, sıranız geldiğinde oynanır; oynanamıyorsa majör cezalı kart olur (Yasa 57D).",
            "If your card can legally be played to this trick, you must play it at your proper turn; otherwise it becomes a major penalty card (Law 57D).",
        ),
        Text("Yasa 16 uygulanabilir. Kimse seçmez.", "Law 16 may apply. Nobody chooses."),
    ),
)
DECLARER_EARLY = Ending(
    said=(
        Text("deklaran sırası gelmeden yerden oynadı", "declarer played from dummy too soon"),
        Text(
            "deklaran sırası gelmeden kart verdi, o kart geri alınır mı",
            "declarer played too early, can he take the card back",
        ),
        Text(
            "deklaran sırası gelmeden elinden kart oynadı o kart oynanmış sayılır mı",
            "declarer played from his hand before his turn, does that card count as played",
        ),
        Text(
            "deklaran savunmayı beklemeden yerden kart çekti",
            "declarer pulled a card from dummy before the defender had played",
        ),
    ),
    title=Text("Deklaranın zamanından önce oyunu", "Declarer played early"),
    now=(
        PLAYED_57C3,
        TEXT_57C3,
        Text(
            "Deklaran iki elden de oynamışsa, ortağından önce oynayan defans oyuncusu onarmaya tabi değildir (Yasa 57C1).",
            "Once declarer has played from both hands, a defender who plays before his partner is not subject to rectification (Law 57C1).",
        ),
    ),
    chooser=NOBODY,
    laws=("57C3", "57C1"),
    # 57C3 says what the premature card is ("a played card"), and names no rectification; the play is
    # still out of the order of 44B.
    director=call_though_unrectified(
        Text(
            "Deklaranın zamanından önce oyunu, Yasa 57C3 bir onarmadan söz etmese de bir usulsüzlüktür.",
            "Declarer's premature play is an irregularity, even though Law 57C3 names no rectification for it.",
        ),
        in_play=True,
    ),
    script=(
        # 57C3 excepts a lead (TR "(löveye çıkış hariç)"; WBF "(not a lead)"), as PLAYED_57C3 and the
        # question leading here say; the read-out did not (qa268).
        Text(
            "Zamanından önce oynadığınız kart (löveye çıkış hariç) oynanmış karttır ve yasalsa geri alınamaz (Yasa 57C3).",
            "Your premature card (not a lead) is a played card and, if legal, may not be withdrawn (Law 57C3).",
        ),
        NOBODY,
    ),
)
# 58A: "A lead or play made simultaneously with another player's legal lead or play is deemed to
# be subsequent to it." (TR "ondan sonra yapılmış sayılır"). It orders the cards and no more: unlike
# 58B1 (TR "başka bir onarma yoktur"; WBF "there is no further rectification") it says nothing of
# rectification. Fourth hand's card at the moment of declarer's lead is, so ordered, a defender's
# play "before his partner has played" and "out of turn": 57A's words (TR "ortağı o löveye kart
# oynamadan önce sırasız olarak kart oynadığında"), and the engine rules it so (a record lists the
# card after the lead; docs/rulings-cli.md, "Premature play by a defender"). qa162's reading,
# docs/legal-review.md (Session 83).
FOURTH_HAND_WITH_THE_LEAD = Text(
    "Deklaran (elinden ya da yerden) çıkış yaptığı anda çıkış yapılan elin sağındaki defans oyuncusu (dördüncü el) da bir kart oynadıysa, bu kart çıkıştan sonra, ama ortağı o löveye kart oynamadan önce oynanmış sayılır: ortağından önce sırasız oynanmış karttır, majör cezalı karta dönüşür ve deklaran Yasa 57A'daki dört seçenekten birini seçer.",
    "If, as declarer led (from his hand or dummy), the defender on the right of the hand that led (fourth hand) played a card at the same moment, that card is deemed played after the lead but before his partner had played to the trick: it is a play out of turn before partner, it becomes a major penalty card and declarer selects one of the four options of Law 57A.",
)
# 58A: "A lead or play made simultaneously with another player's legal lead or play is deemed to
# be subsequent to it." (TR "ondan sonra yapılmış sayılır").
SIMULTANEOUS = Ending(
    said=(
        Text("rakiple aynı anda kartımızı masaya koyduk", "my opponent and I put our cards down at the same moment"),
        Text(
            "iki oyuncu aynı anda oynadı, önce oynamış sayılan kim", "two players played together, who counts as first"
        ),
        Text("iki oyuncunun kartı aynı anda masaya indi", "two players put their cards down at the very same moment"),
        Text("ortağım ve ben aynı anda çıkış yaptık", "my partner and I both led simultaneously"),
        Text(
            "ikimiz löveye aynı anda çıktık hangi kart sayılır",
            "two players led to the trick together, whose card counts",
        ),
        Text("iki savunma oyuncusu aynı anda kart koydu", "the defenders played to the trick at the same time"),
        Text("rakibimle beraber aynı anda oynadık", "my opponent and I played at once"),
        Text(
            "ortağımla ikimiz aynı anda kart açtık kimin kartı geçerli",
            "partner and I played simultaneously; whose card stands",
        ),
    ),
    title=Text("İki oyuncu aynı anda oynadı", "Two players played at the same time"),
    now=(
        Text(
            "Başka bir oyuncunun yasal çıkışı ya da oyunuyla aynı anda yapılan çıkış ya da oyun, ondan sonra yapılmış sayılır (Yasa 58A).",
            "A lead or play made at the same time as another player's legal lead or play is deemed to be made after it (Law 58A).",
        ),
        FOURTH_HAND_WITH_THE_LEAD,
    ),
    chooser=Text(
        "Deklaranın çıkışıyla aynı anda dördüncü el oynadıysa deklaran, Yasa 57A'daki seçeneklerden birini; başka durumlarda kimse seçmez.",
        "If fourth hand played at the moment of declarer's lead, declarer, one of the options of Law 57A; otherwise nobody chooses.",
    ),
    facts=(SIMULTANEOUSLY, TWO_PLAYERS),
    # 58A decides the Ending; 57A, what follows in one case, is cited (and linked) in `now`. Listing
    # it among the Ending's paragraphs moved eleven search sets (dev7 en 0.778 -> 0.758), only-58A two
    # up and one down (qa162, docs/benchmarks.md).
    laws=("58A",),
    # 58A deems the order and gives no rectification: a card it deems played after a legal one at
    # its player's turn is in turn. A card still out of turn so ordered (two defenders leading at
    # once: the one deemed later played before his right-hand opponent) is out of 44B's order.
    director=call_though_unrectified(
        Text(
            "Yasa 58A hangi kartın önce oynandığını belirler: sonra oynanmış sayılan kart oyuncusunun sırasındaysa onarılacak bir şey yoktur ve oyun sürer. O kart böyle sıralandığında da oyuncusunun sırası değilse (örneğin iki defans oyuncusu birlikte çıktıysa) bu bir usulsüzlüktür.",
            "Law 58A settles which card came first: if the card it deems played after the other was at its player's turn, there is nothing to rectify and play goes on. If, so ordered, that card was still not its player's turn (both defenders led together, say), that is an irregularity.",
        ),
        in_play=True,
    ),
    script=(
        Text(
            "Yasal bir çıkış ya da oyunla aynı anda yapılan çıkış ya da oyun, ondan sonra yapılmış sayılır (Yasa 58A).",
            "A lead or play made at the same time as a legal lead or play counts as made after it (Law 58A).",
        ),
        Text(
            "Deklaranın çıkışıyla aynı anda dördüncü el oynadıysa, kartı ortağından önce oynanmıştır: majör cezalı karttır ve deklaran Yasa 57A'daki seçeneklerden birini seçer. Başka durumlarda kimse seçmez.",
            "If fourth hand played at the moment of declarer's lead, his card came before his partner's: it is a major penalty card and declarer selects one of the options of Law 57A. Otherwise nobody chooses.",
        ),
    ),
)
# 58B1: "If the face of only one card is visible, that card is played; all other cards are picked
# up and there is no further rectification" (TR "Eğer yalnız bir kart görünmüşse, o kart oynanır"),
# then "(see Law 47F)" (TR "(bkz Yasa 47F)"): 47F says only that a played card is withdrawn as the
# Law allows, so the Ending points to it with "see", as 58B1 does (qa197).
ONE_FACE = Ending(
    said=(
        Text(
            "elimden iki kart yapışık çıktı yalnız birinin yüzü göründü",
            "two cards stuck together when I played, only one face showed",
        ),
        Text("aynı anda iki kart oynadım biri kapalı kaldı", "I played two cards together and one stayed face down"),
        Text(
            "iki kart yapıştı arkadaki kartın yüzü görünmedi", "two cards stuck together and the one behind was hidden"
        ),
        Text(
            "kartlar yapışmış iki kart birden masaya gitti ama yalnız biri açıktı",
            "two cards went down stuck together but only one was face up",
        ),
    ),
    title=Text("Birden çok kart, biri görünür", "Several cards, one face visible"),
    now=(
        Text(
            "Yalnızca bir kartın yüzü göründüyse o kart oynanmıştır; diğer kartlar ele geri alınır ve başka onarma yoktur (Yasa 58B1; bkz. Yasa 47F).",
            "If the face of only one card was visible, that card is played; the other cards are picked up and there is no further rectification (Law 58B1; see Law 47F).",
        ),
    ),
    chooser=NOBODY,
    facts=(SIMULTANEOUSLY, SEVERAL_CARDS),
    laws=("58B1", "47F"),
    # 58B1's "no further rectification" is for an irregularity: 58B2 and 58B3 name the player
    # "kusurlu oyuncu" / "offending player", and 67A2 corrects such a play by 58B.
    director=call_though_unrectified(
        Text(
            "Birden fazla kartı aynı anda oynamak, Yasa 58B1 başka bir onarma öngörmese de bir usulsüzlüktür.",
            "Playing several cards at once is an irregularity, even though Law 58B1 gives no further rectification.",
        ),
        in_play=True,
    ),
    script=(
        Text(
            "Yalnızca bir kartın yüzü göründü: o kart oynanmıştır, diğerleri ele döner ve başka onarma yoktur (Yasa 58B1).",
            "Only one face was visible: that card is played, the others go back to the hand, and there is no further rectification (Law 58B1).",
        ),
        NOBODY,
    ),
)
# 58B3 ends "(but see Law 16C)" (TR "(Ancak bkz. Yasa 16C.)"): said with its "but" where the
# opponent's change is "without further rectification" (qa197; the defective-trick guide says it so).
# 47D (TR "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri alınabilir ve yerine
# başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 16C ve Yasa 62C2 uygulanabilir.)";
# WBF "After an opponent's change of play a played card may be withdrawn and returned to the hand
# without further rectification and another card may be substituted. (Laws 16C and 62C2 may
# apply.)"): the engine gives the same change to a player whose card followed a card an opponent has
# since changed, the offender's partner among them, and names "47D", "16C" (eng264; the example
# below): the option is his too, and its effect cites 47D beside 58B3, each with its own reference to
# 16C (qa281). Said as a sentence of its own ("If your card followed a card an opponent has since
# changed, you may do the same, even as the offender's partner") it lowered newguides-dev13 en's MRR
# 0.735 -> 0.725: who may is said by the chooser, the read-out and the option's 16C lines instead.
TAKE_BACK = Option(
    Text("Kartınızı geri almak", "Take your card back"),
    Text(
        "Kartınızı elinize alır, bir onarma olmaksızın başka bir kart oynarsınız (Yasa 58B3, ancak bkz. Yasa 16C; ya da Yasa 47D, Yasa 16C uygulanabilir).",
        "You take your card back and play another, without further rectification (Law 58B3, but see Law 16C; or Law 47D, Law 16C may apply).",
    ),
    (
        Text(
            "Kartınızı, gerçekten oynanan kartı görerek seçersiniz.",
            "You choose your card seeing the card actually played.",
        ),
        # 16C, the "but" of 58B3 and what 47D says "may apply", for the card he takes back: 16C1 TR
        # "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek kendileri,
        # gerekse rakipleri tarafından yapmış olsun; yasaldır."; WBF "For a non-offending side, all
        # information arising from a withdrawn action is authorized, whether the action be its own or
        # its opponents'". 16C2 TR "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse
        # rakipleri tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir."; WBF "For an
        # offending side, information arising from its own withdrawn action and from withdrawn actions
        # of the non-offending side is unauthorized." The opponent who changes under 58B3 (TR "rakip",
        # WBF "an opponent" of the offending player), or again under 47D, is of the non-offending side:
        # 16C1 for his side, 16C2 for the other. 16C1's "yasaldır" is said "izinli", as the revoke
        # guide says it (qa216) (qa254). The offender's partner who changes under 47D is of the
        # offending side: 16C2 for his side, 16C1 for his opponents; an "Against" (qa281). Each
        # line says 16C's second half too, as the table's does (qa297, table_views
        # `_withdrawn_card_information`): whoever changes here does so after an opponent's withdrawn
        # card (58B3 "after an offending player withdraws a visible card", 47D "after an opponent's
        # change of play"), whose information is authorised for the non-offending side (16C1: "its
        # opponents'", TR "rakipleri") and unauthorised for the offending side (16C2: "from withdrawn
        # actions of the non-offending side", TR "rakipleri tarafından"). Not said: that the
        # offending side's own withdrawn cards are unauthorised for it (a defender's is a penalty
        # card, 58B2, authorised for all players while it remains on the table, 50E1) (qa302).
        Text(
            "Kusurlu oyuncunun rakibiyseniz, geri aldığınız karttan ve rakiplerinizin geri aldığı kartlardan gelen bilgi sizin tarafınız için izinlidir; geri aldığınız karttan gelen bilgi kusurlu taraf için izinsizdir (Yasa 16C1, 16C2).",
            "If you are the offender's opponent, information arising from the card you withdraw and from any card your opponents have withdrawn is authorised for your side; information arising from the card you withdraw is unauthorised for the offending side (Laws 16C1, 16C2).",
        ),
    ),
    (
        Text(
            "Kusurlu oyuncunun ortağıysanız, geri aldığınız karttan ve rakiplerinizin geri aldığı kartlardan gelen bilgi sizin tarafınız için izinsiz, rakipleriniz için izinlidir (Yasa 16C2, 16C1).",
            "If you are the offender's partner, information arising from the card you withdraw and from any card your opponents have withdrawn is unauthorised for your side and authorised for your opponents (Laws 16C2, 16C1).",
        ),
    ),
)
KEEP = Option(
    Text("Kartınızı bırakmak", "Keep your card"),
    Text("Oynadığınız kart oynanmış olarak kalır.", "The card you played stays played."),
    (Text("Kartınız hâlâ en iyisiyse.", "If your card is still the best one."),),
    (),
)
SEVERAL_FACES = Ending(
    said=(
        Text("aynı anda iki kart oynadım ikisi de açık göründü", "I played two cards at once and both were face up"),
        Text(
            "tek kart yerine iki kartı birlikte oynadım, ikisi de açıktaydı",
            "I played two cards in one go and both were seen",
        ),
        Text(
            "kart verirken elimden iki kart kaydı, ikisi de açık geldi",
            "as I played, two cards fell from my hand and both faces showed",
        ),
        Text(
            "oynarken birden fazla kartım masaya açık düştü hangisini oynayacağım",
            "more than one card was exposed when I played to the trick; which one do I play",
        ),
        Text(
            "oynarken iki kartım fırladı ikisinin de yüzü açıktı",
            "two cards flew out of my hand when I played and both landed face up",
        ),
        Text(
            "deklaran tek kart oynarken iki kart birden bıraktı ikisi de göründü",
            "declarer let go of two cards instead of one and both were face up",
        ),
    ),
    title=Text("Birden çok kart göründü", "Several cards visible"),
    now=(
        Text(
            "Birden çok kartın yüzü göründüyse kusurlu oyuncu oynamak istediği kartı belirtir (Yasa 58B2).",
            "If the faces of more than one card were visible, the offender designates the card he proposes to play (Law 58B2).",
        ),
        Text(
            "Kusurlu oyuncu defans oyuncusuysa görünen diğer her kart cezalı kart olur (Yasa 58B2, 50); onör altındaki tek bir kart minör, onör derecesindeki her kart majördür ve iki ya da daha fazla cezalı kartın hepsi majördür (Yasa 50B).",
            "If the offender is a defender, each other card exposed becomes a penalty card (Laws 58B2, 50); a single card below honour rank is a minor one, any card of honour rank is a major one, and with two or more penalty cards all are major (Law 50B).",
        ),
        Text(
            "Deklaranın ya da yerin hiçbir kartı cezalı kart olmaz (Yasa 48A).",
            "No card of declarer or dummy ever becomes a penalty card (Law 48A).",
        ),
        # 58B3 in each text's words (qa254): TR "Kusurlu oyuncu görünen bir kartını geri aldıktan
        # sonra, bu kart üzerine daha sonra oynamış olan rakip kendi kartını geri alabilir ve bir
        # onarma olmaksızın değiştirebilir. (Ancak bkz. Yasa 16C.)"; WBF "After an offending player
        # withdraws a visible card, an opponent who subsequently played to that trick may withdraw his
        # play and substitute another card without further rectification (but see Law 16C)". The
        # Turkish said the WBF's "to that trick" ("bu löveye") where the official text has "bu kart
        # üzerine"; the engine decides the same (`substitute`, the example below). The English says
        # the WBF's "an offending player" as "the offender", as the lines above do: with "player"
        # (read by its prefix "play") the story "an opponent failed to play his penalty card and i
        # played from dummy before noticing have i accepted it" found 57A first, not 52B1
        # (lawbook/tests/search/test_search_cited_sentences.py). Read again under the rewritten test
        # (qa262, session 92): "an offending player" now moves no --brief figure and no pinned test,
        # and "the offender" is kept for what it says: the player of 58B's opening who played the
        # cards, as 58B2's "the offending player" is said in the lines above; "Offender" is no defined
        # term of either text, and 58B3's TR "Kusurlu oyuncu" has no article. No difference in meaning.
        Text(
            "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine daha sonra oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir (Yasa 58B3; ancak bkz. Yasa 16C).",
            "After the offender withdraws a visible card, an opponent who subsequently played to that trick may withdraw his play and substitute another card without further rectification (Law 58B3; but see Law 16C).",
        ),
        # 47D in each text's words: TR "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir
        # kart geri alınabilir ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir
        # (Yasa 16C ve Yasa 62C2 uygulanabilir.)"; WBF "After an opponent's change of play a played card
        # may be withdrawn and returned to the hand without further rectification and another card may
        # be substituted. (Laws 16C and 62C2 may apply.)". The engine gives it to a card played to the
        # trick after the changed card and before the change, the offender's partner's among them
        # (eng264; docs/rulings-cli.md, Additions), and names "47D", "16C": the example below. 62C2 is
        # the revoke's and is not said, as on the table page (qa273). The line gives 47D's own words;
        # who may change (here the offender's partner, after the opponent's changed card) is shown by
        # the engine's example below.
        Text(
            "Rakibin oynadığı kartı değiştirmesinden sonra, oynanmış bir kart geri alınabilir ve yerine başka bir kart herhangi bir onarma olmaksızın oynanabilir (Yasa 47D; Yasa 16C uygulanabilir).",
            "After an opponent's change of play a played card may be withdrawn and returned to the hand without further rectification and another card may be substituted (Law 47D; Law 16C may apply).",
        ),
    ),
    # 45B: TR "Deklaran kartın adını söyleyerek yerden kart oynar"; WBF "Declarer plays a card from
    # dummy by naming the card". 42A3: dummy plays them "as declarer's agent as directed".
    chooser=Text(
        "Önce kusurlu oyuncu (hangi kartı oynadığını; kartlar yerin elindense deklaran, çünkü yerin kartlarını deklaran oynar, Yasa 45B), sonra ondan sonra oynamış rakip (kartını değiştirip değiştirmemeyi); bir kart değiştirilince, onu değiştirenin rakibi olup o karttan sonra oynamış oyuncu, kusurlu oyuncunun ortağı dahil (kendi kartını değiştirip değiştirmemeyi, Yasa 47D).",
        "First the offender (which card he plays; declarer, if the cards came from dummy's hand: declarer plays dummy's cards, Law 45B), then an opponent who played after him (whether to change his card); once a card is changed, an opponent of the player who changed it who played after that card, the offender's partner included (whether to change his own, Law 47D).",
    ),
    facts=(SIMULTANEOUSLY, SEVERAL_CARDS),
    # 58B2 and 58B3 are what the lines state; 58B1 (one face) and 58B4 (found after the next trick)
    # do not apply, and the quotations of 58B2 and 58B3 read on from 58B's opening (qa222). 47D is
    # the line after 58B3's and the example's last change (qa273).
    laws=("58B2", "58B3", "47D"),
    director=CALL_NOW_PLAY,
    options=(TAKE_BACK, KEEP),
    # 58B2, 58B3 and 47D as the engine decides them (docs/rulings-cli.md, Additions, "An opponent
    # changes his card after cards played at once (Law 58B3)"; qa254, qa273): East played ♠9 and ♠8 at
    # once, both seen, and designated ♠9 (♠8 a minor penalty card, 58B2, 50B). South, his opponent,
    # played after them and changes his ♠5 (58B3); West, East's partner, played after South's changed
    # card and before the change: he takes his ♣2 back with no rectification (it is no penalty card:
    # TR "herhangi bir onarma olmaksızın", WBF "without further rectification") and his ♥2 is in the
    # trick instead, ruffing it: West wins it and leads. The answer cites 47D and 16C.
    engine=EngineExample(
        Text(
            "Batı ♦2 ile çıktı, ilk löveyi yer ♦A ile kazandı. Kuzey ♠A ile çıktı, Batı tek piki olan ♠2'yi oynadı. Kuzey ♠R ile çıktı; Doğu ♠9 ile ♠8'i birlikte bıraktı, ikisinin de yüzü göründü, ve ♠9'u oynadığını belirtti; Güney ♠5'i oynadı, Batı ♣2 attı. Güney ♠5'i geri alıp yerine ♠4 oynadı; ardından Batı da ♣2'yi geri alıp yerine ♥2 ile kesti.",
            "West led ♦2 and dummy's ♦A won the first trick. North led ♠A and West played his only spade, ♠2. North led ♠K; East let ♠9 and ♠8 go together, both faces seen, and designated ♠9; South played ♠5 and West discarded ♣2. South took back ♠5 and played ♠4 instead; West then took back ♣2 and ruffed with ♥2 instead.",
        ),
        play_query(
            [
                *("W:D2", "N:DA", "E:D9", "S:D6"),
                *("N:SA", "E:S7", "S:S3", "W:S2"),
                "N:SK",
                {"act": "simultaneous", "seat": "E", "cards": ["S9", "S8"], "visible": ["S9", "S8"], "plays": "S9"},
                "S:S5",
                "W:C2",
                {"act": "substitute", "seat": "S", "card": "S4"},
                {"act": "substitute", "seat": "W", "card": "H2"},
            ]
        ),
    ),
    script=(
        Text(
            "Birden çok kartın yüzü göründü; hangi kartı oynadığınızı söyleyin (Yasa 58B2). Defans oyuncusuysanız görünen diğer kartlar cezalı kart olur.",
            "More than one face was visible; say which card you play (Law 58B2). If you are a defender, the other cards exposed become penalty cards.",
        ),
        # 58B3 gives the change to "an opponent" (TR "rakip") who played after him, not to his partner;
        # 47D gives it, after that change, to a player whose card followed the changed card, his
        # partner among them (the engine's `substitute`, eng264) (qa281).
        Text(
            "Rakibiyseniz ve bu löveye ondan sonra oynadıysanız iki seçeneğiniz var: Kartınızı geri almak ya da Kartınızı bırakmak (Yasa 58B3). Bir kart değiştirilince, onu değiştirenin rakibi olup o karttan sonra oynamış oyuncunun, kusurlu oyuncunun ortağı dahil, aynı iki seçeneği var (Yasa 47D).",
            "If you are his opponent and played to this trick after him, you have two options: Take your card back, or Keep your card (Law 58B3). After a change, an opponent of the player who changed who played after the changed card, the offender's partner included, has the same two options (Law 47D).",
        ),
        CHOOSE,
    ),
)
# 58B4: "If the simultaneous play remains undiscovered until both sides have played to the next
# trick, Law 67 applies." (TR "Her iki taraf da sonraki löveye oynayıncaya kadar eşzamanlı oyun fark
# edilmemişse Yasa 67 uygulanır.")
FOUND_LATE = Ending(
    said=(
        Text(
            "iki kartı birlikte oynadığım bir löve sonra anlaşıldı",
            "we found out I had played two cards together only after the next trick",
        ),
        Text(
            "iki kartı birlikte oynadığım son lövelerde elimde kart kalmayınca ortaya çıktı",
            "we only found out I had played two cards at once near the end, when my hand was a card short",
        ),
    ),
    title=Text("Sonraki löveden sonra fark edildi", "Found after the next trick"),
    now=(
        Text(
            "Eşzamanlı oyun, her iki taraf da sonraki löveye oynayana kadar fark edilmediyse Yasa 67 (özürlü löve) uygulanır (Yasa 58B4).",
            "If the simultaneous play was not discovered until both sides had played to the next trick, Law 67 (defective trick) applies (Law 58B4).",
        ),
        Text(
            "Hakem oynanmış kartları inceler ve fazla kartları kusurlu oyuncunun eline geri koydurur; löveye oynarken görünen kart oynanmış kartlar arasında kalır (hakem hangisinin göründüğünü tespit edemezse, kusurlu oyuncunun o löveye yasal olarak oynayabileceği kartların en büyüğü kalır); özürlü löveyi kazanan taraf değişmez (Yasa 67B2(a)). Bir defans oyuncusunun ele geri konulacak fazla kartı görünmüşse cezalı kart olur (Yasa 67B2(a) dipnotu, Yasa 50).",
            "The Director inspects the played cards and has the offender restore the extra cards to his hand, leaving among his played cards the one faced in playing to the trick (if the Director cannot tell which, the highest-ranking card he could legally have played to it); the ownership of the defective trick does not change (Law 67B2(a)). A defender's extra card that has been exposed becomes a penalty card (footnote to Law 67B2(a), Law 50).",
        ),
        Text(
            "Ele geri konulan kartın hep kusurlu oyuncunun elinde olduğu varsayılır; onu daha önceki bir löveye oynamamış olması rönons olabilir (Yasa 67B2(b)).",
            "A restored card is deemed to have belonged to the offender's hand throughout; not having played it to an earlier trick may be a revoke (Law 67B2(b)).",
        ),
    ),
    chooser=Text("Kimse seçmez; hakem karar verir.", "Nobody chooses; the Director rules."),
    facts=(SIMULTANEOUSLY, SEVERAL_CARDS),
    # 58B4 sends to Law 67; 58B1-58B3 (cards noticed in time) do not apply, but without "58B" here a
    # one-face question ("two cards came out together and only one could be seen") found 58B4 first
    # and "i accidentally played two cards at once" lost 58B from the first four (lawbook/tests/search:
    # test_search_questions, test_search_card_counts): left whole for the lead (qa222).
    laws=("58B4", "67B2(a)", "67B2(b)", "58B"),
    director=CALL_NOW_PLAY_NO_CHOICE,
    script=(
        # 58B4's moment is "both sides have played to the next trick" (TR "Her iki taraf da sonraki
        # löveye oynayıncaya kadar"), not the next trick's end: the English said "found after the next
        # trick" where the Turkish read-out said it (qa268).
        Text(
            "Fazla kart, iki taraf da sonraki löveye oynadıktan sonra fark edildi; Yasa 67 (özürlü löve) uygulanır (Yasa 58B4).",
            "The extra card was found only after both sides had played to the next trick; Law 67 (defective trick) applies (Law 58B4).",
        ),
        Text(
            "Fazla kart ele döner ve löveyi kazanan taraf değişmez (Yasa 67B2(a)); ancak bir defans oyuncusunun fazla kartı görünmüşse cezalı kart olur (Yasa 67B2(a) dipnotu). Kimse seçmez.",
            "The extra card goes back to the hand and the trick's ownership does not change (Law 67B2(a)); but a defender's extra card that has been exposed becomes a penalty card (footnote to Law 67B2(a)). Nobody chooses.",
        ),
    ),
)

SITUATION = Situation(
    slug="premature-play",
    title=Text("Zamanından önce oyun ve eşzamanlı kartlar", "Premature play and simultaneous cards"),
    summary=Text(
        "Bir oyuncu ortağından önce oynadı ya da sonraki löveye erken çıktı; iki oyuncu aynı anda ya da bir oyuncu iki kartı birden oynadı.",
        "A player played before his partner, or led to the next trick too early; two players played at once, or one player played two cards at once.",
    ),
    start=Step(
        Text("Ne oldu?", "What happened?"),
        (
            Choice(
                "before-partner",
                Text(
                    "Bir defans oyuncusu, ortağı bu löveye oynamadan oynadı ya da sonraki löveye çıktı",
                    "A defender played, or led to the next trick, before his partner had played to this trick",
                ),
                Step(
                    Text("Bunlardan biri oldu mu?", "Did any of these happen?"),
                    (
                        Choice(
                            "none",
                            Text("Hayır, hiçbiri", "No, none of them"),
                            PREMATURE,
                        ),
                        Choice(
                            "declarer-both-hands",
                            Text(
                                "Deklaran bu löveye hem kendi elinden hem yerden zaten oynamıştı",
                                "Declarer had already played to this trick from both his hand and dummy",
                            ),
                            BOTH_HANDS,
                        ),
                        Choice(
                            "dummy-acted",
                            Text(
                                "Yer kendiliğinden, sırası gelmeden bir kart oynamış ya da önermişti",
                                "Dummy had played a card before his turn, or suggested one, on his own",
                            ),
                            DUMMY_ACTED,
                        ),
                        Choice(
                            "next-hand-played",
                            Text(
                                "Sonra, hakem hüküm vermeden, kusurlu oyuncunun solundaki el (deklaran ya da yer) löveye oynadı",
                                "Then, before the Director ruled, the hand on the offender's left (declarer or dummy) played to the trick",
                            ),
                            FORFEITED,
                        ),
                    ),
                ),
            ),
            Choice(
                "at-rho-turn",
                Text(
                    "Ortağı oynamıştı; defans oyuncusu sıra sağındaki rakipteyken oynadı",
                    "His partner had played; the defender played at his right-hand opponent's turn",
                ),
                AT_RHO_TURN,
            ),
            Choice(
                "declarer-early",
                Text(
                    "Deklaran elinden ya da yerden sırası gelmeden oynadı (çıkış değil)",
                    "Declarer played early from his hand or dummy (not a lead)",
                ),
                DECLARER_EARLY,
            ),
            Choice(
                "same-time",
                Text("İki oyuncu aynı anda kart oynadı", "Two players played at the same time"),
                SIMULTANEOUS,
            ),
            Choice(
                "two-cards",
                Text(
                    "Bir oyuncu iki ya da daha fazla kartı birden çıktı ya da oynadı",
                    "A player led or played two or more cards at once",
                ),
                # 58B1/58B2 apply to cards noticed in time; 58B4 sends a play found only after both
                # sides have played to the next trick to Law 67. One question holds both (the keys,
                # and so the shared links, stay as they were).
                Step(
                    Text(
                        "Ne zaman fark edildi ve kaç kartın yüzü göründü?",
                        "When was it noticed, and how many of the cards' faces were visible?",
                    ),
                    (
                        Choice(
                            "one-face",
                            Text(
                                "İki taraf da sonraki löveye oynamadan fark edildi; yalnızca birinin yüzü göründü",
                                "Noticed before both sides had played to the next trick; only one face was visible",
                            ),
                            ONE_FACE,
                        ),
                        Choice(
                            "several-faces",
                            Text(
                                "İki taraf da sonraki löveye oynamadan fark edildi; birden fazlasının yüzü göründü",
                                "Noticed before both sides had played to the next trick; more than one face was visible",
                            ),
                            SEVERAL_FACES,
                        ),
                        Choice(
                            "found-late",
                            Text(
                                "Her iki taraf da sonraki löveye oynayana kadar fark edilmedi",
                                "Nobody noticed until both sides had played to the next trick",
                            ),
                            FOUND_LATE,
                        ),
                    ),
                ),
            ),
        ),
        # 57A names two cases, a play out of turn and a lead to the next trick (TR "sırasız olarak
        # kart oynadığında veya bir sonraki löveye çıkış yaptığında"; WBF "leads to the next trick
        # ... or plays out of turn"); 57D a play, "not lead" (TR "löveye çıkış hariç"). The hint
        # gave 57A's play alone, so a premature lead found itself under neither (qa212, qa222).
        # A lead to the next trick after partner has played to this one, declarer's side not yet:
        # 57A's lead is "before his partner has played" (TR "ortağı o löveye kart oynamadan önce"),
        # 57D's play "(not lead)" (TR "löveye çıkış hariç"), and Law 50's opening sends a card "led"
        # to Law 57 (TR "ancak çıkılmayan, bkz. Yasa 57"; WBF "but not led, see Law 57"): no paragraph
        # names this card, so the guide does not guess; it is an irregularity (44B: TR "diğer her
        # oyuncu sırayla bir kart oynar", WBF "each other player in turn plays a card"), and 9B1(a)
        # calls the Director (session 90, qa235).
        Text(
            "Ortağı bu löveye oynamadan sırasız oynamak ya da sonraki löveye çıkmak Yasa 57A'dır; ortağı oynadıktan sonra, sıra sağdaki rakipteyken oynamak (çıkış hariç) Yasa 57D'dir. Ortağı bu löveye oynadıktan sonra ama deklaranın tarafı oynamadan önce sonraki löveye çıkmayı ne Yasa 57A ne 57D anar: bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır (Yasa 9B1(a)).",
            "Playing out of turn, or leading to the next trick, before partner has played to this trick is Law 57A; after partner has played, playing (not leading) at the right-hand opponent's turn is Law 57D. Leading to the next trick after partner has played to this trick, but before declarer's side has, is named by neither Law 57A nor 57D: the Director should be summoned at once when attention is drawn to an irregularity (Law 9B1(a)).",
        ),
    ),
)
