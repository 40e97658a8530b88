"""Cards from dummy: dummy plays a card declarer did not name (Law 45D), an incomplete or invalid
designation ("high", "win", "low", a suit or a rank alone, a card not in dummy, "play anything":
Law 46B), a designation changed after a slip of the tongue or after a reconsideration (Laws 45C4,
47C, 47F), a card touched in dummy (45C3) and a card dummy indicates on his own (45F).

Where the two texts differ the Turkish is official: 46B1(a) and 46B1(c) say "the highest card" and
"the lowest card" ("en büyük kartı", "en küçük kartı"), where the WBF English adds "of the suit
led"; in 45C4(b) the Turkish lets a defender who played a legal card over the unintended
designation take it back, where the WBF English says an opponent who played "in turn"; the endings
say so.

The endings of an incomplete designation show the engine's ruling on an example (Law 46 in
docs/rulings-cli.md, "Additions"; the director's table offers the same designations); the
other endings are written from the Laws' text.
"""

from __future__ import annotations

from ..guide import Choice, Ending, EngineExample, Fact, Option, Situation, Step, Text
from .common import CALL_NOW_PLAY, call_though_unrectified, play_query, with_dummy

# The facts that tell this guide's Endings apart (situations.guide.Fact), read in both texts.
# 45F (TR "Yer, elini yere açtıktan sonra, deklaranın yönergesi olmaksızın herhangi bir karta
# dokunamaz veya işaret edemez"; WBF "dummy may not touch or indicate any card (except for purpose
# of arrangement) without instruction from declarer"): dummy pointed at, pushed or held out a card.
# Not "before declarer said anything": a card dummy plays that declarer did not name is 45D's
# (TR "deklaranın söylemediği bir kartı"; WBF "a card that declarer did not name").
# 43A1(c) (TR "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde
# bulunmamalıdır"; WBF "nor may he communicate anything about the play to declarer"), which the
# Ending cites too: dummy told declarer how to play.
DUMMY_UNINSTRUCTED = Fact(
    ("işaret etti", "işaret edip", "öne sürdü", "kartı uzattı", "alıp uzattı"),
    (
        "dummy pointed",
        "pointed at",
        "dummy gestured",
        "dummy indicated",
        "dummy pushed",
        "pushed a card",
        "dummy touched",
        "dummy tapped",
        "dummy kept tapping",
        "held it up",
        "dummy told declarer",
    ),
    ("45F", "43A1(c)"),
)
# 45C3 (TR "Deklaranın, yeri düzenleme amacı dışında veya dokunulan kart ya da kartların altındaki
# veya üstündeki bir karta ulaşma amacı dışında, bilerek dokunduğu bir Yer kartı oynanır"; WBF "A
# card in the dummy is played if it has been deliberately touched by declarer except for the
# purpose either of arranging dummy's cards, or of reaching a card above or below the card or cards
# touched"). That declarer touched a card is no fact here: it is true of both Endings of 45C3, and
# "deklaran ... dokun*" (its words apart, lawbook.search.stated_facts.APART_MARK) moved no tuning
# question (search94); what tells them apart is why he touched it.
# 45C3's exception: the card was touched to arrange dummy or to reach the card above or below it.
ARRANGING_DUMMY = Fact(
    (
        "düzenlerken*",
        "düzenliyor*",
        "düzenleme amac*",
        "düzeltir*",
        "düzeltiyor*",
        "sıraya koy*",
        "dizmek*",
        "dizer*",
        "diziyor*",
        "toparla*",
        "alttaki kart*",
        "ulaşmak için",
        "uzanır*",
    ),
    (
        "arranging*",
        "rearrang*",
        "straighten*",
        "tidy*",
        "tidi*",
        "neaten*",
        "reaching",
        "to reach",
        "the one under",
        "the one below",
    ),
    ("45C3",),
)
# 45C3's rule: declarer touched it deliberately (TR "bilerek dokunduğu"; WBF "deliberately touched").
TOUCHED_DELIBERATELY = Fact(
    ("bilerek", "kasten", "isteyerek", "oynamak için", "eline aldı*", "kaldırdı*", "tuttu*"),
    ("deliberately", "on purpose", "declarer picked up", "took hold", "lifted", "halfway out"),
    ("45C3",),
)
# 45D1 (TR "Eğer Yer, deklaranın söylemediği bir kartı oynanmış konuma getirirse"; WBF "If dummy
# places in the played position a card that declarer did not name"): dummy played a card declarer
# did not name, true of both Endings of 45D.
DUMMY_PLAYED_UNNAMED = Fact(
    (
        "istenme*",
        "istemediği*",
        "söylemediği kart*",
        "söylenen kartı değil",
        "yanlış kartı koy*",
        "yer yanlış anla*",
        "yer yanlış duy*",
        "masaya koy*",
    ),
    (
        "never named",
        "never asked",
        "never called",
        "did not name",
        "did not call",
        "not the one declarer",
        "dummy misheard",
        "dummy misunderstood",
        "dummy thought",
        "dummy put down",
        "dummy put out the",
        "dummy played the wrong",
    ),
    ("45D1", "45D2"),
)
# 45D2 (TR "Yer'in hatalı olarak oynadığı kartın değiştirilmesi için geç kalınmış ise"; WBF "When
# it is too late to change dummy's wrongly placed card"), too late by 45D1's "before each side has
# played to the next trick": found tricks later.
FOUND_TRICKS_LATER = Fact(
    # "löve*": the folded beginning, so that "love" typed without the Turkish letter states it too.
    ("bir löve* sonra", "iki löve* sonra", "birkaç löve* sonra", "iki löve* önce", "birkaç löve* önce"),
    ("tricks later", "trick later", "tricks ago", "trick ago"),
    ("45D2",),
)
# 45C4(b) (TR "Belirtilen kartın değiştirilme sebebi dil sürçmesi olabilir"; WBF "A change of
# designation may be allowed after a slip of the tongue"): declarer named a card he did not mean.
SLIP_OF_THE_TONGUE = Fact(
    ("sürç*", "aslında", "diyecek*", "ağzından", "pardon"),
    ("slip", "misspoke", "misspoken", "misnamed", "meant", "sorry", "oops", "tongue"),
    ("45C4(b)",),
)
# 46B1(a) (TR "“büyük” veya benzer anlamlı kelimeler kullanırsa, en büyük kartı tanımlamış sayılır";
# WBF "calls `high', or words of like meaning").
CALLED_HIGH = Fact(
    ("en büyü*", "en yüksek*", "en üst*", "yükseğini*", "büyüğünü*"),
    ("highest", "top one", "top card", "biggest", "go up"),
    ("46B1(a)",),
)
# 46B2 (TR "Eğer deklaran rengi belirtir ancak dereceyi belirtmezse"; WBF "If declarer designates
# a suit but not a rank").
SUIT_NOT_RANK = Fact(
    (
        "renk söyledi*",
        "rengi söyledi*",
        "rengi belirt*",
        "yalnızca renk*",
        "sadece renk*",
        "yalnız renk*",
        "kart söylemedi*",
        "kartı söylemedi*",
        "değerini söylemedi*",
        "kartı belirtmedi*",
    ),
    (
        "only the suit",
        "just the suit",
        "the suit but",
        "suit but no",
        "no rank",
        "without the rank",
        "named no card",
    ),
    ("46B2",),
)
# 46B3 (TR "Eğer deklaran bir derece belirtir ancak renk belirtmezse"; WBF "If declarer designates a
# rank but not a suit"): a rank named alone ("sadece vale", "just said queen"). True of both its
# Endings, 46B3(a) in leading and 46B3(b) in all other cases.
RANK_NOT_SUIT = Fact(
    (
        "renk söylemeden*",
        "rengi söylemeden*",
        "rengini söylemeden*",
        "rengini söylemedi*",
        "rengi söylemedi*",
        "rengini belirtmedi*",
        "rengi belirtmeden*",
        "sadece as",
        "sadece papaz",
        "sadece rua",
        "sadece dam",
        "sadece kız",
        "sadece vale",
        "sadece bacak",
        "sadece on",
        "sadece dokuz",
        "yalnızca as",
        "yalnızca papaz",
        "yalnızca rua",
        "yalnızca dam",
        "yalnızca kız",
        "yalnızca vale",
        "yalnızca bacak",
        "yalnızca on",
        "yalnızca dokuz",
    ),
    (
        "no suit",
        "without the suit",
        "without a suit",
        "rank but no",
        "only the rank",
        "just the rank",
        "named no suit",
        "only said ace",
        "only said king",
        "only said queen",
        "only said jack",
        "only said ten",
        "only said nine",
        "just said ace",
        "just said king",
        "just said queen",
        "just said jack",
        "just said ten",
        "just said nine",
    ),
    ("46B3(a)", "46B3(b)"),
)
# 46B3(b) (TR "Tüm diğer durumlarda"; WBF "In all other cases"): not in leading (46B3(a)), dummy
# plays to a trick another player has led to.
DUMMY_FOLLOWING = Fact(
    ("renge uy*", "rakip* ... çıktı*", "rakip* ... çıkış yaptı*", "rakibin çıkışına*"),
    ("was following", "dummy following", "follow suit", "opponent led", "lho led", "rho led", "not leading"),
    ("46B3(b)",),
)
# 46B4 (TR "Eğer deklaran yerde olmayan bir kartı tanımlarsa"; WBF "If declarer calls for a card
# that is not in dummy"). "didn't have" is a player's word for it: without it, "dummy didn't have it"
# reached this Ending only through a near-tie that one "no" in another guide's text flipped
# (session 83, search115's reading of session 82's 13C puzzle).
NOT_IN_DUMMY_CARD = Fact(
    ("yerde olmayan", "yerde* ... yok*", "yerde kalmamış*", "yerde hiç", "önceki lövede*", "gitmiş*"),
    (
        "not in dummy",
        "no longer",
        "not on the board",
        "already been played",
        "earlier trick",
        "dummy has no",
        "dummy had no",
        "didn't have",
        "did not have",
    ),
    ("46B4",),
)
# 46B5 (TR "renk veya derece belirtmeksizin bir kartın oynanmasını isterse (örneğin, “herhangi bir
# şey oyna’’ veya benzer anlamlı kelimeler söyleyerek)"; WBF "as by saying `play anything' or words
# of like meaning").
PLAY_ANYTHING = Fact(
    ("fark etmez", "farketmez", "ne olursa*", "ne atarsan", "hangisi olursa*", "herhangi bir şey", "sen seç"),
    (
        "dont care",
        "don't care",
        "doesn't matter",
        "whatever",
        "whichever",
        "play anything",
        "any card",
        "you pick",
        "play something",
    ),
    ("46B5",),
)

# 46B: "the following restrictions apply (except when declarer's different intention is
# incontrovertible)" (TR "deklaranın değişik niyetinin kesin olduğu durumlar istisnadır").
UNLESS_INTENT = Text(
    "Deklaranın başka bir kartı kastettiği kesinse bu kural uygulanmaz (Yasa 46B).",
    "This does not apply when declarer's different intention is incontrovertible (Law 46B).",
)
# 46A: "declarer should clearly state both the suit and the rank of the desired card."
NAME_BOTH = Text(
    "Deklaran: yerden kart isterken hem rengini hem derecesini açıkça söyleyin (Yasa 46A).",
    "Declarer: when calling a card from dummy, clearly state both its suit and its rank (Law 46A).",
)
# Said during the play, to whoever reads: dummy's limits follow (9A4, 43A1(a); common.DUMMY_IN_PLAY; qa245).
PLAY_ON = with_dummy(
    Text(
        "Oyun sürer; ne söylendiği ya da kastedildiği konusunda anlaşamazsanız hakemi çağırın.",
        "Play goes on; call the Director if you disagree about what was said or meant.",
    )
)
# 46A names the proper form (TR "Yerin Kartını Belirtmenin Doğru Biçimi ... deklaran istediği kartın
# hem rengini hem de derecesini açıkça belirtmelidir"; WBF "Proper Form for Designating Dummy's Card
# ... declarer should clearly state both the suit and the rank of the desired card"); an incomplete
# or invalid designation departs from it, so it is an irregularity by the Definitions (TR "Bu
# yasalarla konulan doğru yöntemlerden sapma"; WBF "A deviation from correct procedure"; the WBF's
# Introduction: "should" do, "failure to do it is an infraction"). 46B's restrictions say what
# follows, but 9B1(a) asks for the Director whenever attention is drawn to an irregularity, not only
# on a dispute (PLAY_ON's condition); and whether declarer's different intention is incontrovertible
# (46B) is the Director's to judge (10A). qa162's reading, docs/legal-review.md.
DESIGNATION_IRREGULAR = call_though_unrectified(
    Text(
        "Ardından ne olacağını Yasa 46B kendisi söylese de, eksik veya geçersiz tanımlama Yasa 46A'nın koyduğu doğru biçimden bir sapma, yani bir usulsüzlüktür.",
        "An incomplete or invalid designation departs from the proper form of Law 46A, so it is an irregularity, even though Law 46B itself says what follows.",
    ),
    in_play=True,
)
NOBODY = Text("Kimse seçmez.", "Nobody chooses.")
CHOOSE = Text("Seçiminizi hepsini duyduktan sonra yapın.", "Choose once you have heard them all.")


def designation(
    key_title: tuple[str, str],
    now: tuple[Text, ...],
    laws: tuple[str, ...],
    script: tuple[Text, ...],
    engine: EngineExample | None = None,
    said: tuple[Text, ...] = (),
    facts: tuple[Fact, ...] = (),
    chooser: Text = NOBODY,
    closing: Text = NOBODY,
) -> Ending:
    """An ending of Law 46B: what declarer is deemed to have called; nobody chooses, unless the
    paragraph leaves declarer a card to designate (46B3(b), 46B4: `chooser`, and the read-out's
    last line, `closing`)."""
    return Ending(
        engine=engine,
        said=said,
        facts=facts,
        title=Text(*key_title),
        now=(*now, UNLESS_INTENT),
        chooser=chooser,
        laws=(*laws, "46B", "46A"),
        director=DESIGNATION_IRREGULAR,
        advice=(NAME_BOTH,),
        script=(*script, closing),
    )


HIGH = designation(
    ("\u201cBüyük\u201d dendi", "\u201cHigh\u201d"),
    (
        Text(
            "Deklaran \u201cbüyük\u201d ya da benzer anlamda bir söz söylediyse en büyük kartı tanımlamış sayılır (Yasa 46B1(a)).",
            "If declarer said \u201chigh\u201d or words of like meaning, he is deemed to have called the highest card (Law 46B1(a)).",
        ),
        Text(
            "Türkçe resmî metin \u201cen büyük kartı\u201d der; WBF İngilizcesi \u201coynanan rengin en büyük kartını\u201d der.",
            "The official Turkish text says \u201cthe highest card\u201d; the WBF English says \u201cthe highest card of the suit led\u201d.",
        ),
    ),
    ("46B1(a)",),
    (
        Text(
            "\u201cBüyük\u201d dediniz: en büyük kartı tanımlamış sayılırsınız (Yasa 46B1(a)).",
            "You said \u201chigh\u201d: you are deemed to have called the highest card (Law 46B1(a)).",
        ),
    ),
    EngineExample(
        Text(
            "Batı ♦2 ile çıktı; deklaran yerden \u201cbüyük\u201d dedi.",
            "West led ♦2; declarer said \u201chigh\u201d for dummy's card.",
        ),
        play_query(["W:D2", {"act": "designate", "seat": "S", "words": "high"}]),
    ),
    facts=(CALLED_HIGH,),
    said=(
        Text("deklaran yere büyük at dedi, başka bir şey söylemedi", "declarer just said high to dummy"),
        Text(
            "deklaran yerden en büyüğünü oyna dedi hangi kart oynanır",
            "declarer said play the top one from dummy, which card is it",
        ),
        Text("deklaran yerden yükseğini oyna dedi", "declarer called for the highest card in dummy"),
        Text("deklaran yere en büyük kartı at dedi", "declarer asked dummy for the top card"),
        Text("deklaran yere büyüğünü ver dedi", "declarer said go up from dummy"),
        Text("deklaran yere en yüksek kartını koy dedi", "declarer told dummy to play his biggest card"),
    ),
)
WIN = designation(
    ("\u201cKazan\u201d dendi", "\u201cWin it\u201d"),
    (
        Text(
            "Deklaran yerin löveyi kazanmasını istediyse, löveyi kazanacağı bilinen en küçük kartı tanımlamış sayılır (Yasa 46B1(b)).",
            "If declarer told dummy to win the trick, he is deemed to have called the lowest card that it is known will win the trick (Law 46B1(b)).",
        ),
    ),
    ("46B1(b)",),
    (
        Text(
            "Yerin löveyi kazanmasını istediniz: löveyi kazanacağı bilinen en küçük kartı tanımlamış sayılırsınız (Yasa 46B1(b)).",
            "You told dummy to win: you are deemed to have called the lowest card known to win the trick (Law 46B1(b)).",
        ),
    ),
    said=(
        Text("deklaran yere löveyi al dedi", "declarer said take it from dummy"),
        Text("deklaran kazan dedi yerde birkaç büyük kart var", "declarer said win it and dummy has several winners"),
        Text("deklaran yere löveyi kazan dedi", "declarer said win this one on the board"),
        Text("deklaran yerden alsın dedi", "declarer said dummy takes this one"),
        Text(
            "deklaran yere al dedi yer hangi kartla almalı",
            "declarer just said win, which of dummy's cards is played",
        ),
        Text("deklaran yerden löveyi alacak bir kart oyna dedi", "declarer said play a winner from dummy"),
        Text(
            "deklaran yere löveyi tut dedi ama hangi büyük kartla alınacağını söylemedi",
            "declarer just said win, without saying which of dummy's winners to play",
        ),
        Text(
            "deklaran yerden kazanan bir kart oyna dedi en küçük kazanan kart mı oynanmış sayılır",
            "declarer asked dummy for a winner; does dummy play the lowest card that wins",
        ),
    ),
)
LOW = designation(
    ("\u201cKüçük\u201d dendi", "\u201cLow\u201d or \u201csmall\u201d"),
    (
        Text(
            "Deklaran \u201cküçük\u201d ya da benzer anlamda bir söz söylediyse en küçük kartı tanımlamış sayılır (Yasa 46B1(c)).",
            "If declarer said \u201clow\u201d or words of like meaning, he is deemed to have called the lowest card (Law 46B1(c)).",
        ),
        Text(
            "Türkçe resmî metin \u201cen küçük kartı\u201d der; WBF İngilizcesi \u201coynanan rengin en küçük kartını\u201d der.",
            "The official Turkish text says \u201cthe lowest card\u201d; the WBF English says \u201cthe lowest card of the suit led\u201d.",
        ),
    ),
    ("46B1(c)",),
    (
        Text(
            "\u201cKüçük\u201d dediniz: en küçük kartı tanımlamış sayılırsınız (Yasa 46B1(c)).",
            "You said \u201clow\u201d: you are deemed to have called the lowest card (Law 46B1(c)).",
        ),
    ),
    EngineExample(
        Text(
            "Batı ♦2 ile çıktı; deklaran yerden \u201cküçük\u201d dedi.",
            "West led ♦2; declarer said \u201clow\u201d for dummy's card.",
        ),
        play_query(["W:D2", {"act": "designate", "seat": "S", "words": "low"}]),
    ),
    said=(
        Text("deklaran yerden ufak bir tane dedi", "declarer said a small one from dummy"),
        Text("deklaran küçük at dedi hangi küçük kart oynanır", "declarer called low, which low card does dummy play"),
        Text(
            "deklaran yerden küçük oyna dedi yer en küçüğünü mü oynar",
            "declarer said play low from dummy, does dummy play the lowest",
        ),
        Text("deklaran yere en ufağını ver dedi", "declarer told dummy to give him the smallest one"),
        Text(
            "deklaran yere sadece ufak dedi yerde üç küçük kart var",
            "declarer just said small to dummy and dummy has three small cards",
        ),
    ),
)
SUIT_ONLY = designation(
    ("Yalnızca renk söylendi", "A suit but no rank"),
    (
        Text(
            "Deklaran rengi söyleyip dereceyi söylemediyse o rengin en küçük kartını çağırmış sayılır (Yasa 46B2).",
            "If declarer named a suit but not a rank, he is deemed to have called the lowest card of that suit (Law 46B2).",
        ),
    ),
    ("46B2",),
    (
        Text(
            "Yalnızca rengi söylediniz: o rengin en küçük kartını çağırmış sayılırsınız (Yasa 46B2).",
            "You named only the suit: you are deemed to have called its lowest card (Law 46B2).",
        ),
    ),
    EngineExample(
        Text(
            "Batı ♦2 ile çıktı; deklaran yalnızca \u201ckaro\u201d dedi.",
            "West led ♦2; declarer said only \u201cdiamond\u201d.",
        ),
        play_query(["W:D2", {"act": "designate", "seat": "S", "suit": "D"}]),
    ),
    facts=(SUIT_NOT_RANK,),
    said=(
        Text("deklaran yalnızca karo dedi kartın değerini söylemedi", "declarer only said diamond and named no card"),
        Text("deklaran yerden koz dedi hangi koz oynanır", "declarer said a trump from dummy, which trump is played"),
        Text(
            "deklaranın yerden istediği karonun değeri söylenmedi",
            "declarer named only the suit from dummy",
        ),
        Text("deklaran yerden pik dedi ama kart söylemedi", "declarer's call from dummy was just 'spade', no rank"),
        Text("deklaran yere bir kör oyna dedi", "declarer called a heart from dummy without the rank"),
        Text("deklaran yerden bir trefl istedi kartı belirtmedi", "declarer said play a club from dummy"),
        Text(
            "deklaran yalnız rengi belirtti savunma hangi kartın oynanacağına itiraz ediyor",
            "declarer only named the suit and the defenders dispute which card dummy plays",
        ),
        Text(
            "deklaran sadece sinek dedi yerde üç sinek var",
            "declarer said just club and dummy has three of them",
        ),
    ),
)
# 46B3(b)'s own verb (TR "hangisini istediğini belirtmek zorundadır"; WBF "must designate which is
# intended"), as RANK_CHOOSER says it; the line said "söylemek" / "say" (qa198).
RANK_FOLLOWING = Text(
    "Deklaran, yerden o derecede bir kartı yasal olarak oynayabiliyorsa oynamak zorundadır; yasal olarak oynanabilecek böyle iki ya da daha fazla kart varsa hangisini istediğini belirtmek zorundadır (Yasa 46B3(b)).",
    "Declarer must play a card of that rank from dummy if he can legally do so; if two or more such cards can legally be played, he must designate which he means (Law 46B3(b)).",
)
# 46B3(b): TR "yasal olarak oynanabilecek böyle iki veya daha fazla kart varsa, deklaran hangisini
# istediğini belirtmek zorundadır"; WBF "if there are two or more such cards that can be legally
# played declarer must designate which is intended". Then declarer chooses dummy's card: the engine
# says so ("South chooses: designate dummy's card (♠A, ♥A, ♣A)", a decision by S citing 46B3(b)),
# where the chooser said "Nobody chooses" beside the `now` that says he must (qa178).
RANK_CHOOSER = Text(
    "Kimse seçmez; ancak yasal olarak oynanabilecek o derecede iki ya da daha fazla kart varsa, hangisini istediğini deklaran belirtmek zorundadır (Yasa 46B3(b)).",
    "Nobody chooses; but if two or more cards of that rank can legally be played, declarer must designate which he means (Law 46B3(b)).",
)
RANK_CLOSING = Text("Bunun dışında kimse seçmez.", "Otherwise nobody chooses.")
RANK_LEAD = designation(
    ("Yalnızca derece söylendi, yerden çıkışta", "A rank but no suit, leading from dummy"),
    (
        # 46B3(a) in the official Turkish's words (TR "yerin bir önceki löveyi kazandığı renge"; our English
        # "the suit in which dummy won the preceding trick"), which may be the trick's suit or that of
        # dummy's winning card (the editor's note on 46B3(a)); the English said the WBF's "the suit with
        # which dummy won", settling what the Turkish leaves open (qa198).
        Text(
            "Çıkışta deklaran, yerin bir önceki löveyi kazandığı renge devam etmiş sayılır; yeter ki o renkte söylenen derecede bir kart olsun (Yasa 46B3(a)).",
            "In leading, declarer is deemed to have continued the suit in which dummy won the preceding trick, provided there is a card of the named rank in that suit (Law 46B3(a)).",
        ),
        Text(
            "O renkte o derecede kart yoksa: " + RANK_FOLLOWING.tr,
            "If there is no such card in that suit: " + RANK_FOLLOWING.en,
        ),
    ),
    ("46B3(a)", "46B3(b)"),
    (
        Text(
            "Yalnızca dereceyi söylediniz: yerin son löveyi kazandığı renge, o renkte bu derecede kart varsa, devam etmiş sayılırsınız (Yasa 46B3(a)).",
            "You named only the rank: you are deemed to continue the suit in which dummy won the last trick, if it holds that rank (Law 46B3(a)).",
        ),
        # 46B3(b), "in all other cases" (TR "Tüm diğer durumlarda"), the Ending's `now` says it (fix77).
        Text(
            "O renkte bu derecede kart yoksa, yerden bu derecede bir kartı yasal olarak oynayabiliyorsanız oynamak zorundasınız; böyle iki ya da daha fazla kart varsa hangisini istediğinizi belirtmek zorundasınız (Yasa 46B3(b)).",
            "If that suit holds no card of that rank, you must play a card of that rank from dummy if you can legally do so; if two or more such cards can legally be played, you must designate which you mean (Law 46B3(b)).",
        ),
    ),
    EngineExample(
        Text(
            "Yer ilk löveyi ♦A ile kazandı ve çıkış yerde; deklaran rengi söylemeden \u201crua\u201d dedi.",
            "Dummy won the first trick with ♦A and is on lead; declarer said \u201cking\u201d without a suit.",
        ),
        play_query(["W:D2", "N:DA", "E:D9", "S:D6", {"act": "designate", "seat": "S", "rank": "K"}]),
    ),
    facts=(RANK_NOT_SUIT,),
    chooser=RANK_CHOOSER,
    closing=RANK_CLOSING,
    said=(
        Text(
            "deklaran yerden çıkarken sadece vale dedi rengini söylemedi",
            "declarer led from dummy saying jack without the suit",
        ),
        Text("yer löveyi aldı deklaran renk söylemeden dam dedi", "dummy won the trick and declarer just said queen"),
        Text(
            "yerden çıkış sırası deklarandaydı renk söylemeden as dedi",
            "leading from dummy declarer only said ace, which suit is it",
        ),
    ),
)
RANK_FOLLOW = designation(
    ("Yalnızca derece söylendi, çıkış dışında", "A rank but no suit, not leading"),
    (RANK_FOLLOWING,),
    ("46B3(b)",),
    (
        Text(
            "Yalnızca dereceyi söylediniz: yasal olarak oynayabiliyorsanız yerden o derecede bir kart oynamak zorundasınız; birden çoğu yasal olarak oynanabiliyorsa hangisini istediğinizi belirtmek zorundasınız (Yasa 46B3(b)).",
            "You named only the rank: you must play a card of that rank from dummy if you legally can; if more than one can legally be played, you must designate which you mean (Law 46B3(b)).",
        ),
    ),
    EngineExample(
        Text(
            "Batı ♦2 ile çıktı; deklaran rengi söylemeden \u201cdam\u201d dedi.",
            "West led ♦2; declarer said \u201cqueen\u201d without a suit.",
        ),
        play_query(["W:D2", {"act": "designate", "seat": "S", "rank": "Q"}]),
    ),
    facts=(RANK_NOT_SUIT, DUMMY_FOLLOWING),
    chooser=RANK_CHOOSER,
    closing=RANK_CLOSING,
    said=(
        Text(
            "yer renge uyacakken deklaran sadece on dedi yerde iki tane on var",
            "dummy was following when declarer said ten, and dummy has two tens",
        ),
        Text(
            "deklaran renk söylemeden dokuz dedi yer renge uyuyordu",
            "declarer named a nine but no suit when dummy was following",
        ),
    ),
)
NOT_IN_DUMMY = designation(
    ("Yerde bulunmayan bir kart istendi", "A card missing from dummy"),
    (
        Text(
            # 46B4's own verb (TR "herhangi bir yasal kartı belirtebilir"; WBF "may designate any legal
            # card"), as the chooser says it; the Turkish said "isteyebilir" (qa198).
            "Deklaran yerde olmayan bir kartı istediyse bu istek yok sayılır ve deklaran herhangi bir yasal kartı belirtebilir (Yasa 46B4).",
            "If declarer called for a card that is not in dummy, the call is invalid and declarer may designate any legal card (Law 46B4).",
        ),
    ),
    ("46B4",),
    (
        Text(
            "İstediğiniz kart yerde yok: istek yok sayılır ve herhangi bir yasal kartı belirtebilirsiniz (Yasa 46B4).",
            "The card you called is not in dummy: the call is invalid and you may designate any legal card (Law 46B4).",
        ),
    ),
    EngineExample(
        Text(
            "Batı ♦2 ile çıktı; deklaran yerden ♦2'yi istedi; yerde ♦2 yok.",
            "West led ♦2; declarer called for dummy's ♦2; dummy has no ♦2.",
        ),
        play_query(["W:D2", {"act": "designate", "seat": "S", "suit": "D", "rank": "2"}]),
    ),
    facts=(NOT_IN_DUMMY_CARD,),
    # 46B4: TR "çağrı yok sayılır ve deklaran herhangi bir yasal kartı belirtebilir"; WBF "the call is
    # invalid and declarer may designate any legal card": declarer chooses dummy's card, as the engine
    # says ("South chooses: designate dummy's card", decision by S citing 46B4); the chooser and the
    # read-out said "Nobody chooses" (qa178).
    chooser=Text(
        "Deklaran: yerden herhangi bir yasal kartı belirtebilir (Yasa 46B4).",
        "Declarer: he may designate any legal card from dummy (Law 46B4).",
    ),
    closing=Text("Deklaran, kartı siz belirtirsiniz.", "Declarer, you designate the card."),
    said=(
        Text("deklaran yerde olmayan bir kartı istedi", "declarer called for a card that is not in dummy"),
        Text("deklaran as dedi ama yerde as yok", "declarer asked for the ace but dummy has no ace"),
        Text(
            "deklaranın söylediği kart yerde yoktu başka kart seçebilir mi",
            "the card declarer named was not in dummy, can he choose another",
        ),
        Text(
            "deklaranın yerden çağırdığı kupa damı önceki bir lövede oynanmıştı",
            "declarer called for the heart queen, a card dummy had played on an earlier trick",
        ),
        Text("deklaranın istediği kart yerde kalmamış", "declarer named a card dummy no longer holds"),
        Text("deklaran papazı istedi ama yerde papaz yoktu", "declarer asked for the king but dummy didn't have it"),
        Text(
            "deklaran karo onlu dedi, oysa yerde tek karo bile kalmamıştı",
            "declarer named the ten of diamonds but dummy has no diamonds at all",
        ),
        Text(
            "deklaranın söylediği kart yerde hiç olmayan bir kart",
            "declarer called a card that isn't on the board",
        ),
        Text(
            "deklaran yerden pik sekizlisini istedi ama yerde pik kalmamıştı",
            "declarer called for dummy's eight of spades but dummy had no spades left",
        ),
    ),
)
ANYTHING = Ending(
    facts=(PLAY_ANYTHING,),
    said=(
        Text("deklaran yere fark etmez bir şey at dedi", "declarer said doesn't matter, play whatever"),
        Text(
            "deklaran kart söylemeden oyna dedi yerin kartını kim seçer",
            "declarer said just play something, who picks dummy's card",
        ),
        Text(
            "deklaran hangisi olursa dedi savunma yerden kart seçebilir mi",
            "declarer said whichever, may a defender pick dummy's card",
        ),
        Text("deklaran yere ne atarsan at dedi", "declarer told dummy to throw any card"),
        Text("deklaran yere sen seç dedi", "declarer told dummy you pick"),
    ),
    title=Text("\u201cHerhangi bir şey oyna\u201d dendi", "\u201cPlay anything\u201d"),
    now=(
        Text(
            "Deklaran renk de derece de söylemeden bir oyun istediyse (\u201cherhangi bir şey oyna\u201d gibi), defans oyuncularından herhangi biri yerden oynanacak kartı belirtebilir (Yasa 46B5).",
            "If declarer asked for a play without naming either a suit or a rank (as by saying \u201cplay anything\u201d), either defender may designate the play from dummy (Law 46B5).",
        ),
        UNLESS_INTENT,
    ),
    chooser=Text(
        "Defans oyuncularından herhangi biri: yerden oynanacak kartı.",
        "Either defender: the card dummy plays.",
    ),
    laws=("46B5", "46B", "46A"),
    director=DESIGNATION_IRREGULAR,
    engine=EngineExample(
        Text(
            "Batı ♦2 ile çıktı; deklaran \u201cherhangi bir şey oyna\u201d dedi.",
            "West led ♦2; declarer said \u201cplay anything\u201d.",
        ),
        play_query(["W:D2", {"act": "designate", "seat": "S", "words": "any"}]),
    ),
    advice=(NAME_BOTH,),
    script=(
        Text(
            "Renk ya da derece söylemeden bir oyun istediniz; defans oyuncularından herhangi biri yerden oynanacak kartı belirtebilir (Yasa 46B5).",
            "You asked for a play naming neither suit nor rank; either defender may designate the card dummy plays (Law 46B5).",
        ),
        Text(
            "Defans oyuncuları, yerden oynanacak kartı siz seçersiniz.",
            "Defenders, you choose the card dummy plays.",
        ),
    ),
)

# 45D1: "the card must be withdrawn if attention is drawn to it before each side has played to
# the next trick" (TR "her iki taraf ta bir sonraki löveye kart oynamadan önce buna dikkat
# çekilirse geri alınmak zorundadır"); the card declarer named is the card played (45C4(a)), if he
# named one: the first answer also reaches a card dummy played before declarer named any (qa230), and
# then 45B leaves declarer to name dummy's card (TR "Deklaran kartın adını söyleyerek yerden kart
# oynar"; WBF "Declarer plays a card from dummy by naming the card") (qa241).
#
# 16C, where both paragraphs send the defender who takes his card back (45D1 TR "(Bkz. Yasa 16C.)", WBF
# "(See Law 16C.)"; 45C4(b) TR "bkz. Yasalar 47D ve 16C1", WBF "see Laws 47D and 16C1"), with its second
# half, the opponents' withdrawn cards (qa297's table line, qa302's premature-play option; audit319): he
# is of the non-offending side in both Endings (45C4(b) names 16C1, the non-offending side's rule), and
# the cards withdrawn before his are his opponents' (dummy's unnamed card, declarer's changed
# designation). 16C1 TR "Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler, gerek
# kendileri, gerekse rakipleri tarafından yapmış olsun; yasaldır."; WBF "For a non-offending side, all
# information arising from a withdrawn action is authorized, whether the action be its own or its
# opponents'". 16C2 (TR "Kusurlu taraf için, geri alınmış eylemden – gerek kendileri gerekse rakipleri
# tarafından yapılmış olsun – kaynaklanan tüm bilgiler izinsizdir."; WBF "For an offending side,
# information arising from its own withdrawn action and from withdrawn actions of the non-offending side
# is unauthorized") is said after 45D1 only, where dummy's unnamed card makes declarer's side the
# offending side; after a slip of the tongue 45C4(b) names 16C1 alone, and whether declarer's side then
# offends neither text says.
TAKE_BACK_INFORMATION = Text(
    "Geri aldığınız karttan ve rakiplerinizin geri aldığı kartlardan gelen bilgi sizin tarafınız için izinlidir (Yasa 16C1).",
    "Information arising from the card you withdraw and from any card your opponents have withdrawn is authorised for your side (Law 16C1).",
)
TAKE_BACK_SLIP = Option(
    Text("Kartınızı geri almak", "Take your card back"),
    Text(
        "Kartı elinize alır, yerine başka bir kart oynarsınız.",
        "You return it to your hand and play another card.",
    ),
    (
        Text("Kartınızı yerin gerçek kartını görerek seçersiniz.", "You choose your card seeing dummy's real card."),
        TAKE_BACK_INFORMATION,
    ),
    (),
)
TAKE_BACK = Option(
    TAKE_BACK_SLIP.name,
    TAKE_BACK_SLIP.effect,
    (
        TAKE_BACK_SLIP.pros[0],
        Text(
            "Geri aldığınız karttan ve rakiplerinizin geri aldığı kartlardan gelen bilgi sizin tarafınız için izinlidir; geri aldığınız karttan gelen bilgi kusurlu taraf (deklaranın tarafı) için izinsizdir (Yasa 16C1, 16C2).",
            "Information arising from the card you withdraw and from any card your opponents have withdrawn is authorised for your side; information arising from the card you withdraw is unauthorised for the offending side (declarer's) (Laws 16C1, 16C2).",
        ),
    ),
    (),
)
KEEP = Option(
    Text("Kartınızı bırakmak", "Keep your card"),
    Text("Oynadığınız kart oynanmış olarak kalır.", "The card you played stays played."),
    (Text("Kartınız hâlâ en iyisiyse.", "If your card is still the best one."),),
    (),
)
WRONG_CARD_BACK = Ending(
    facts=(DUMMY_PLAYED_UNNAMED,),
    said=(
        Text(
            "yer deklaranın istediğinden başka kart koydu hemen fark ettik",
            "dummy put down a different card from the one declarer called and we spotted it at once",
        ),
        Text(
            "deklaran kupa ası dedi yer kupa papazını oynadı",
            "declarer asked for the ace of hearts but dummy played the king",
        ),
        Text(
            "yer yanlış kartı koydu sonraki löveye geçmeden fark ettik",
            "dummy played a card declarer never named and we spotted it before the next trick",
        ),
        Text("yer söylenen kartı değil yanındakini oynadı", "dummy misheard the call and played the card beside it"),
        Text(
            "yerin oynadığı kart deklaranın söylediği kart değil",
            "the card dummy played was not the one declarer named",
        ),
        Text(
            "yer deklaranı yanlış anlayıp başka renkten kart koydu",
            "dummy misunderstood declarer and played from another suit",
        ),
        Text(
            "yer yanlış kart verince savunma da üstüne kart atmıştı",
            "dummy played the wrong card and an opponent had already followed to it",
        ),
        Text(
            "yer koz oynadı, deklaranın istediği kart o değildi",
            "dummy ruffed instead of playing the card declarer called",
        ),
        Text(
            "yer kendi kafasına göre başka kart oynadı, deklaran onu istememişti",
            "dummy put a card on the trick on his own, one declarer never named",
        ),
    ),
    title=Text("Yer başka kart oynadı: kart geri alınır", "Dummy played another card: it is withdrawn"),
    now=(
        Text(
            "Yerin deklaranın söylemediği kartı, her iki taraf da sonraki löveye kart oynamadan dikkat çekildiği için geri alınmak zorundadır (Yasa 45D1); deklaran bir kart söylediyse o kart oynanmış olur (Yasa 45C4(a)).",
            "Dummy's card that declarer did not name must be withdrawn, since attention was drawn to it before each side played to the next trick (Law 45D1); the card declarer named, if he named one, is played (Law 45C4(a)).",
        ),
        Text(
            # 45D1's "(Bkz. Yasa 16C.)" / "(See Law 16C.)" is a cross-reference: 16C says what the
            # information from a withdrawn card is, not who may withdraw it (qa198).
            "Hatadan sonra, dikkat çekilmeden önce kart oynamış bir defans oyuncusu kartını eline geri alıp başka bir kart oynayabilir; deklaranın sağındaki rakip kartını değiştirirse deklaran o löveye sonradan oynadığı kartı geri alabilir (Yasa 45D1; bkz. Yasa 16C).",
            "A defender who played a card after the error, before attention was drawn to it, may take it back and play another; if declarer's right-hand opponent changes his card, declarer may take back the card he then played to that trick (Law 45D1; see Law 16C).",
        ),
    ),
    # 45D1's defender is one who played "after the error but before attention was drawn to it" (TR
    # "yanlışlıktan sonra ancak buna dikkat çekilmeden önce"): `now`, just above the chooser, and the
    # read-out say it. Said here too (qa203), it put 46B1(a) above 57B for a premature-play question
    # (lawbook/tests/search/test_search_unable_to_comply.py) beside search121's diversity rule; the
    # Law does not need it said twice on one page (session 87, lead).
    chooser=Text(
        "Hatadan sonra kart oynamış defans oyuncusu: kartını değiştirip değiştirmemeyi; sonra, deklaranın sağındaki rakip kartını değiştirdiyse deklaran: o löveye sonradan oynadığı kartı geri alıp almamayı.",
        "A defender who played after the error: whether to change his card; then, if declarer's right-hand opponent changed his card, declarer: whether to take back the card he then played to that trick.",
    ),
    laws=("45D1", "45C4(a)", "45B"),
    director=CALL_NOW_PLAY,
    options=(TAKE_BACK, KEEP),
    # If declarer had named no card, 45B (TR "Deklaran kartın adını söyleyerek yerden kart oynar, ...";
    # WBF "Declarer plays a card from dummy by naming the card, ...") is what follows 45D1's withdrawal:
    # said in its own words as advice (the page quotes it; an advice-only paragraph lends less score,
    # lawbook.search.borrowing; 45B cited in `now` moved a dozen search sets down, qa241) and in the
    # read-out (qa253).
    advice=(
        Text(
            "Deklaran kartın adını söyleyerek yerden kart oynar, bundan sonra yer o kartı alır ve masanın üzerine yüzü yukarı gelecek şekilde koyar (Yasa 45B).",
            "Declarer plays a card from dummy by naming the card, after which dummy picks up the card and faces it on the table (Law 45B).",
        ),
    ),
    script=(
        # 45D1's own verb (TR "geri alınmak zorundadır"; WBF "must be withdrawn"; audit319: it said "geri
        # alınır" / "is withdrawn"; the defenders' line lost "a card" to stay within 90 words).
        # 45D1 withdraws dummy's card; that declarer's named card is played is 45C4(a)'s, as in `now`,
        # "if he named one" (qa241); if he named none, he names dummy's card now (45B, qa253).
        # 45D1's time limit in its own words (TR "her iki taraf ta bir sonraki löveye kart oynamadan önce
        # buna dikkat çekilirse"; WBF "if attention is drawn to it before each side has played to the next
        # trick"): one side may have played already; "each side has not yet played" / "henüz her iki taraf
        # oynamadığı için" read as neither side (qa230).
        Text(
            "Yerin oynadığı kartı deklaran söylememişti; her iki taraf da sonraki löveye kart oynamadan önce dikkat çekildiği için kart geri alınmak zorundadır (Yasa 45D1); deklaran bir kart söylediyse o kart oynanır (Yasa 45C4(a)), söylemediyse yerden oynanacak kartın adını şimdi söyler (Yasa 45B).",
            "Dummy's unnamed card must be withdrawn: attention was drawn before each side had played to the next trick (Law 45D1). Declarer's named card is played (Law 45C4(a)), else he names one (Law 45B).",
        ),
        # 45D1 gives these options to "a defender" for a card played "after the error but before
        # attention was drawn to it"; declarer's own card comes back only after his RHO's (below).
        Text(
            "Defans oyuncuları: hatadan sonra, dikkat çekilmeden önce kart oynadıysanız iki seçeneğiniz var: Kartınızı geri almak ya da Kartınızı bırakmak (Yasa 45D1).",
            "Defenders: if you played after the error, before attention was drawn to it, you have two options: Take your card back, or Keep your card (Law 45D1).",
        ),
        Text(
            "Deklaran, sağınızdaki rakip kartını değiştirirse o löveye sonradan oynadığınız kartı geri alabilirsiniz (Yasa 45D1).",
            "Declarer, if your right-hand opponent changes his card, you may take back the card you then played to that trick (Law 45D1).",
        ),
        CHOOSE,
    ),
)
WRONG_CARD_STANDS = Ending(
    facts=(
        DUMMY_PLAYED_UNNAMED,
        FOUND_TRICKS_LATER,
    ),
    said=(
        Text(
            "yerin yanlış kart oynadığını bir löve sonra fark ettik",
            "we noticed dummy had played the wrong card only a trick later",
        ),
        Text(
            "yer yanlış kart koymuş ama iki taraf da sonraki löveye oynadı",
            "dummy played the wrong card and both sides have played to the next trick",
        ),
        Text(
            "yerin yanlış kartını ancak iki löve sonra gördük",
            "nobody noticed dummy's wrong card until several tricks later",
        ),
        Text(
            "yanlış oynanan kart fark edildiğinde herkes sonraki löveye kart vermişti",
            "too late to fix dummy's card because both sides had played to the next trick",
        ),
        Text(
            "yer istenmeyen kartı oynamış kimse zamanında söylemedi",
            "we only realised afterwards that dummy had played a card declarer did not call",
        ),
        Text(
            "yer başka kart koymuştu ama çok geç fark ettik",
            "dummy's misplayed card was discovered after the following trick",
        ),
        Text(
            "yer yanlışlıkla kozla çakmış sonraki löve oynandıktan sonra anlaşıldı",
            "dummy had ruffed by mistake and we only found out after the next trick was played",
        ),
        Text(
            "yer iki löve önce yanlış kart oynamış hâlâ değiştirilebilir mi",
            "dummy played the wrong card two tricks ago, can it still be changed",
        ),
    ),
    title=Text("Yer başka kart oynadı: değiştirmek için geç", "Dummy played another card: too late to change"),
    now=(
        Text(
            "Her iki taraf da sonraki löveye oynadığı için yerin kartı değiştirilemez; oyun, o löveye ve sonraki lövelere oynanan kartlar değişmeden sürer (Yasa 45D2).",
            "Each side has played to the next trick, so dummy's card can no longer be changed; play goes on without changing the cards played to that or any later trick (Law 45D2).",
        ),
        # 45D2's "(Bkz. Yasalar 64A, 64B7 ve 64C.)" / "(see Laws 64A, 64B7 and 64C)" is a cross-reference to
        # what follows a revoke; that the failure may be one is 45D2's own sentence (qa198).
        Text(
            "Yanlış kart lövenin ilk kartıysa, ona renk vermemek artık rönons olabilir (Yasa 45D2; bkz. Yasa 64A, 64B7, 64C).",
            "If the wrong card was the first card of the trick, a failure to follow suit to it may now be a revoke (Law 45D2; see Laws 64A, 64B7, 64C).",
        ),
        Text(
            "Yanlış kart süren bir löveye verildiyse ve yer böylece rönons yaptıysa Yasa 64B3 ve 64C uygulanır: otomatik löve ayarlaması yapılmaz, ama hakem, kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse ayarlı skor verecektir.",
            "If the wrong card was played to a trick in progress and dummy thereby revoked, Laws 64B3 and 64C apply: there is no automatic trick adjustment, but the Director shall assign an adjusted score if he considers that the damage suffered by the non-offending side is not sufficiently compensated.",
        ),
    ),
    chooser=NOBODY,
    laws=("45D2", "64B3", "64C"),
    director=with_dummy(
        Text(
            "Hakemi şimdi çağırın; rönons varsa hakem oyunun sonunda skoru belirler.",
            "Call the Director now; if there was a revoke he settles the score at the end of play.",
        )
    ),
    script=(
        Text(
            "Her iki taraf da sonraki löveye oynadı; yerin kartı artık değiştirilemez ve oyun olduğu gibi sürer (Yasa 45D2).",
            "Each side has played to the next trick; dummy's card can no longer be changed and play goes on as it is (Law 45D2).",
        ),
        Text(
            "Bu bir rönons olduysa hakem oyunun sonunda karar verir (Yasa 64A, 64B3, 64C). Kimse seçmez.",
            "If this made a revoke, the Director settles it at the end of play (Laws 64A, 64B3, 64C). Nobody chooses.",
        ),
    ),
)
# 45C4(b): "Declarer may correct an unintended designation of a card from dummy until he next
# plays a card from either his own hand or from dummy. A change of designation may be allowed
# after a slip of the tongue, but not after a loss of concentration or a reconsideration of
# action." (TR "Kendi elinden veya Yerden bir kart oynanmadan önce, deklaran, istemsiz olarak
# belirtmiş olduğu bir kartı değiştirebilir. ... dil sürçmesi olabilir, fakat konsantrasyon kaybı
# veya durumun yeniden değerlendirilmesi olamaz.") The rule is the unintended designation; the slip
# of the tongue is the cause the paragraph names as one that may be allowed, not the only one, so
# neither language says "only" (TR "yalnızca" was in the line and the read-out: qa198, qa212).
SLIP_MAY_BE_ALLOWED = Text(
    "Söylenen kart dil sürçmesinden sonra değiştirilebilir; konsantrasyon kaybından ya da durumu yeniden değerlendirmekten sonra değiştirilemez (Yasa 45C4(b)). Hangisi olduğuna hakem karar verir.",
    "A designation may be changed after a slip of the tongue, not after a loss of concentration or a reconsideration (Law 45C4(b)). The Director rules which it was.",
)
# 47C in its own verb (TR "Oynanmış kart Yasa 45C4(b) bendinin izin verdiği çağrı değişiklikleri durumunda
# geri alınabilir ve herhangi bir onarma olmaksızın ele geri döner"; WBF "A played card may be withdrawn and
# returned to the hand without further rectification after a change of designation permitted by Law
# 45C4(b)"): the lines said "ele döner" / "goes back" (audit319).
SLIP_CHANGED = Ending(
    facts=(SLIP_OF_THE_TONGUE,),
    said=(
        Text(
            "deklaranın ağzından yanlış kart çıktı hemen pardon papaz dedi",
            "declarer misspoke dummy's card and corrected it in the same breath",
        ),
        Text("yerden kart isterken dilim sürçtü", "slip of the tongue when calling a card from dummy"),
        Text(
            "deklaran yanlış kartı söyledi ve hemen doğrusunu söyledi",
            "declarer's tongue slipped on dummy's card and he named the right one at once",
        ),
        Text(
            "deklaran bir kartı diyecekken başka kartın adı ağzından çıktı anında düzeltti",
            "declarer meant one card, said another and corrected himself",
        ),
        Text(
            "ağzından yanlış kart çıktı elinden oynamadan düzeltti",
            "declarer misnamed dummy's card and fixed it before playing from his hand",
        ),
        Text(
            "deklaranın dili sürçtü yanlış kartı söyledi pardon deyip istediği kartı söyledi",
            "declarer called one card, said oops, and called the one he meant",
        ),
        Text(
            "deklaran yerden kart isterken karıştırdı sürçme olduğunu hemen söyledi",
            "declarer mixed up the card he called from dummy and said at once it was a slip",
        ),
        Text(
            "deklaran yerden bir kart isterken yanlış söyledi durmadan doğrusunu söyledi",
            "declarer misnamed dummy's card and gave the right one without a pause",
        ),
    ),
    title=Text("Dil sürçmesi: kart değiştirilebilir", "A slip of the tongue: the card may be changed"),
    now=(
        SLIP_MAY_BE_ALLOWED,
        Text(
            "Deklaran, kendi elinden ya da yerden bir sonraki kartı oynamadan önce, istemeden söylediği kartı değiştirebilir (Yasa 45C4(b)); kart geri alınabilir ve herhangi bir onarma olmaksızın ele geri döner (Yasa 47C).",
            "Declarer may change a card he named unintentionally until he next plays a card from his own hand or from dummy (Law 45C4(b)); the card may be withdrawn and returned to the hand without further rectification (Law 47C).",
        ),
        Text(
            # 47D says the withdrawal (TR "oynanmış bir kart geri alınabilir"); 16C1 is 45C4(b)'s own
            # cross-reference (TR "bkz. Yasalar 47D ve 16C1"; WBF "see Laws 47D and 16C1"), cited as one (qa198).
            "O kartın üzerine yasal bir kart oynamış defans oyuncusu, değişiklikten sonra kartını geri alıp başka bir kart oynayabilir (Yasa 45C4(b), 47D; bkz. Yasa 16C1).",
            "A defender who had played a legal card over it may, after the change, take his card back and play another (Laws 45C4(b), 47D; see Law 16C1).",
        ),
        Text(
            "Resmî metin Türkçedir: Türkçe 45C4(b) bu hakkı 'deklaranın istemsiz belirttiği kartın üzerine yasal bir kart oynamış olan' defans oyuncusuna tanır; WBF İngilizcesi kartı 'sırasında' (⁅in turn⁆) oynamış olmasını da söyler.",
            "The Turkish is the official text: its 45C4(b) gives this right to a defender who 'played a legal card over the unintentionally designated card'; the WBF English adds that he played it 'in turn'.",
        ),
    ),
    # 45C4(b): the defender who "played a legal card" over it (TR "yasal bir kart oynamış olan").
    chooser=Text(
        "Söylenen kartın üzerine yasal bir kart oynamış defans oyuncusu: kartını değiştirip değiştirmemeyi.",
        "A defender who had played a legal card over the named card: whether to change his card.",
    ),
    laws=("45C4(b)", "47C", "47D", "16C1"),
    director=CALL_NOW_PLAY,
    options=(TAKE_BACK_SLIP, KEEP),
    script=(
        Text(
            "İstemeden söylenen kart değiştirilebilir: sebebi dil sürçmesi olabilir, konsantrasyon kaybı ya da yeniden düşünmek olamaz (Yasa 45C4(b)); değiştirilen kart geri alınabilir ve ele döner (Yasa 47C).",
            "A card named unintentionally may be changed: a slip of the tongue may be the reason, a loss of concentration or a rethink may not (Law 45C4(b)); the changed card may be withdrawn and returned to the hand (Law 47C).",
        ),
        # 45C4(b): a defender who played "a legal card" over it (TR "yasal bir kart"; WBF "a card
        # that was legal before the change").
        Text(
            "Söylenen kartın üzerine yasal bir kart oynadıysanız iki seçeneğiniz var: Kartınızı geri almak ya da Kartınızı bırakmak (Yasa 45C4(b), 47D).",
            "If you played a legal card over the named card, you have two options: Take your card back, or Keep your card (Laws 45C4(b), 47D).",
        ),
        CHOOSE,
    ),
)
NAMED_IS_PLAYED = Text(
    "Söylenen ya da başka biçimde belirtilen kart oynanmış olur (Yasa 45C4(a)); Yasa 47'nin izin verdikleri dışında oynanmış kart geri alınamaz (Yasa 47F2).",
    "A card named or otherwise designated is played (Law 45C4(a)); except as Law 47 allows, a played card may not be withdrawn (Law 47F2).",
)
SLIP_TOO_LATE = Ending(
    facts=(SLIP_OF_THE_TONGUE,),
    said=(
        Text(
            "deklaran elinden oynadıktan sonra yerden yanlış kart söylediğini fark etti",
            "declarer noticed he had misnamed dummy's card only after playing from his hand",
        ),
        Text(
            "deklaran elinden ya da yerden başka kart oynadıktan sonra dil sürçmesini düzeltmeye çalıştı",
            "declarer tried to correct his slip after he had played another card from hand or dummy",
        ),
        Text(
            "deklaran yanlış kartı söylediğini elinden oynadıktan sonra anladı",
            "declarer noticed his slip only after he had played from his own hand",
        ),
        Text(
            "yanlış söylenen kart artık değişmez deklaran başka kart oynadı",
            "too late to change the misnamed card, declarer had already played another",
        ),
        Text(
            "deklaran hatasını bir kart daha oynadıktan sonra düzeltmeye kalktı",
            "declarer wanted to correct his misspoken card after playing to the trick from hand",
        ),
    ),
    title=Text("Dil sürçmesi, ama değiştirmek için geç", "A slip of the tongue, but too late"),
    now=(
        Text(
            "Deklaran o zamandan beri kendi elinden ya da yerden bir kart oynadığı için söylenen kart artık değiştirilemez (Yasa 45C4(b)).",
            "Declarer has played a card from his hand or from dummy since, so the card named can no longer be changed (Law 45C4(b)).",
        ),
        NAMED_IS_PLAYED,
    ),
    chooser=NOBODY,
    laws=("45C4(b)", "45C4(a)", "47F2"),
    director=PLAY_ON,
    script=(
        Text(
            "O zamandan beri bir kart daha oynadınız; söylediğiniz kart artık değiştirilemez ve oynanmış olarak kalır (Yasa 45C4(b), 47F2).",
            "You have played another card since; the card you named can no longer be changed and stays played (Laws 45C4(b), 47F2).",
        ),
        NOBODY,
    ),
)
RETHINK = Ending(
    said=(
        Text(
            "deklaran yerden kart söyledi sonra fikrini değiştirdi",
            "declarer called a card from dummy then changed his mind",
        ),
        Text(
            "deklaran düşünüp yok onu değil şunu oyna dedi",
            "declarer thought again and said no, not that one, play the other card",
        ),
        Text(
            "deklaran yerden söylediği kartı beğenmeyip değiştirmeye çalıştı",
            "declarer called a card then reconsidered and asked for another",
        ),
        Text(
            "deklaran yerden kartı söyledi biraz düşünüp vazgeçti",
            "declarer named a card from dummy and then thought of a better play",
        ),
        Text(
            "deklaran söylediği kartı düşünerek geri almaya çalıştı",
            "declarer wanted to change the card he called after thinking again",
        ),
        Text(
            "deklaran yerden kozla çak dedi sonra vazgeçip başka renkten atmaya karar verdi",
            "declarer called a trump from dummy, then changed his mind and wanted to discard instead",
        ),
        Text(
            "deklaran sonraki oyuncunun kartını görünce yerden söylediği kartı değiştirmeye kalktı",
            "declarer wanted a different card from dummy after seeing what the next player played",
        ),
        Text(
            "deklaran yanlış hesap yaptığını anlayıp söylediği kartı değiştirmeye çalıştı",
            "declarer realised he had miscounted and wanted another card from dummy",
        ),
    ),
    title=Text("Fikir değiştirme: söylenen kart oynanır", "A change of mind: the named card is played"),
    now=(NAMED_IS_PLAYED, SLIP_MAY_BE_ALLOWED),
    chooser=NOBODY,
    laws=("45C4(a)", "45C4(b)", "47F2"),
    director=PLAY_ON,
    script=(
        Text(
            "Söylediğiniz kart oynanmıştır (Yasa 45C4(a)); konsantrasyon kaybı ya da yeniden düşünmek bir değişiklik gerekçesi değildir (Yasa 45C4(b)).",
            "The card you named is played (Law 45C4(a)); a loss of concentration or a rethink is no reason to change it (Law 45C4(b)).",
        ),
        NOBODY,
    ),
)
# 45C3: "A card in the dummy is played if it has been deliberately touched by declarer except for
# the purpose either of arranging dummy's cards, or of reaching a card above or below the card or
# cards touched." (TR "... bilerek dokunduğu bir Yer kartı oynanır.")
TOUCHED_PLAYED = Ending(
    facts=(TOUCHED_DELIBERATELY,),
    said=(
        Text(
            "deklaran yerde bir karta bilerek dokundu, ardından fikrini değiştirdi",
            "declarer deliberately touched a dummy card, then changed his mind",
        ),
        Text("deklaran oynamak için yerin kartını eline aldı", "declarer picked up a dummy card on purpose"),
        Text("deklaran yerdeki bir kartı oynamak için tuttu", "declarer took hold of a card in dummy to play it"),
        Text(
            "deklaran düzenlemek için değil, oynamak için yerdeki karta dokundu; şimdi başkasını istiyor",
            "declarer touched a dummy card on purpose, not to arrange it, and now prefers another",
        ),
        Text(
            "deklaran yerde bir kartı kaldırdı ama vazgeçti",
            "declarer lifted one of dummy's cards, then asked to swap it",
        ),
        Text(
            "deklaran yerin kartını yarıya kadar çekip başka kart oynamaya karar verdi",
            "declarer had a dummy card halfway out and decided to play another",
        ),
    ),
    title=Text("Yerde bilerek dokunulan kart oynanır", "A card in dummy touched deliberately is played"),
    now=(
        Text(
            "Deklaranın yerde bilerek dokunduğu kart oynanmıştır (Yasa 45C3).",
            "A card in dummy that declarer deliberately touched is played (Law 45C3).",
        ),
        Text(
            "Yerin kartlarını düzenlemek ya da dokunulan kartın altındaki veya üstündeki bir karta ulaşmak için dokunmak bu kuralın dışındadır (Yasa 45C3).",
            "Touching to arrange dummy's cards, or to reach a card above or below the card touched, does not count (Law 45C3).",
        ),
    ),
    chooser=NOBODY,
    laws=("45C3",),
    director=PLAY_ON,
    advice=(
        Text(
            "Deklaran: yerin kartını kendiniz almak yerine söyleyin; gerekirse kendiniz alabilirsiniz, ama bilerek dokunduğunuz kart oynanmış olur (Yasa 45B, 45C3).",
            "Declarer: name dummy's card rather than pick it up; you may pick it up yourself if necessary, but a card you deliberately touch is played (Laws 45B, 45C3).",
        ),
    ),
    script=(
        Text(
            "Yerde bilerek dokunduğunuz kart oynanmıştır (Yasa 45C3).",
            "The card in dummy that you deliberately touched is played (Law 45C3).",
        ),
        NOBODY,
    ),
)
TOUCHED_NOT_PLAYED = Ending(
    facts=(ARRANGING_DUMMY,),
    said=(
        Text(
            "deklaran yerin kartlarını düzeltirken bir karta dokundu",
            "declarer touched a dummy card while straightening dummy's cards",
        ),
        Text(
            "deklaran yerde alttaki karta ulaşmak için üstteki kartı kaydırdı",
            "declarer moved a card aside to reach the one under it",
        ),
        Text(
            "deklaran yerin kartlarını düzenlerken birine dokundu",
            "declarer was only tidying dummy when his finger brushed a card",
        ),
        Text(
            "deklaran alttaki karta uzanırken üsttekine dokundu",
            "declarer brushed a card in dummy reaching for the one below it",
        ),
        Text(
            "deklaran yerdeki renkleri düzeltirken bir kart kaydı",
            "declarer straightened dummy's cards and one of them moved",
        ),
        Text(
            "deklaran yerin kartlarını toparlarken bir karta dokundu oynanmış sayılır mı",
            "declarer was just neatening dummy and touched a card, does that count as played",
        ),
    ),
    title=Text("Düzenlemek için dokunulan kart oynanmaz", "A card touched to arrange dummy is not played"),
    now=(
        Text(
            "Yerin kartlarını düzenlemek ya da dokunulan kartın altındaki veya üstündeki bir karta ulaşmak için dokunulan kart oynanmış olmaz (Yasa 45C3).",
            "A card touched to arrange dummy's cards, or to reach a card above or below it, is not played (Law 45C3).",
        ),
    ),
    chooser=NOBODY,
    laws=("45C3",),
    director=PLAY_ON,
    script=(
        Text(
            "Kartlara, düzenlemek ya da dokunduğunuz kartın altındaki veya üstündeki bir karta ulaşmak için dokundunuz; dokunduğunuz kart oynanmış olmaz (Yasa 45C3).",
            "You touched to arrange the cards or to reach a card above or below the one touched; the card touched is not played (Law 45C3).",
        ),
        NOBODY,
    ),
)
# 45F: "dummy may not touch or indicate any card (except for purpose of arrangement) without
# instruction from declarer. If he does so the Director should be summoned forthwith ... Play
# continues." (TR "Eğer yaparsa, hakem derhal çağrılmalı ve olay hakkında bilgilendirilmelidir.
# Oyun devam eder.")
DUMMY_INDICATED = Ending(
    said=(
        Text("yer deklarana hangi kartı oynayacağını gösterdi", "dummy pointed at a card for declarer to play"),
        Text(
            "yer, deklaranın talimatı yokken kartlarından birini gösterdi",
            "without any word from declarer, dummy pointed at one of his cards",
        ),
        Text("yer deklarana oynanacak kartı parmağıyla işaret etti", "dummy indicated which card declarer should play"),
        Text("yer kendi kendine bir kartı öne sürdü", "dummy moved a card towards the middle without being told"),
        Text("yer deklaran bir şey demeden kartı çekti", "dummy's hand went to a card while declarer was still silent"),
        Text("yer sıradaki kartı kendisi hazırladı", "dummy had the next card lined up on his own"),
        Text(
            "yer talimat beklemeden kartlarından birini kavradı",
            "dummy grabbed a card with no instruction from declarer",
        ),
        Text(
            "yer bir kartı işaret edip deklarana bunu oyna der gibi yaptı",
            "dummy gestured at a card as if telling declarer to play it",
        ),
    ),
    title=Text("Yer kendiliğinden bir kart gösterdi", "Dummy indicated a card on his own"),
    now=(
        Text(
            "Yer, elini açtıktan sonra deklaranın yönergesi olmadan (düzenleme dışında) hiçbir karta dokunamaz ya da işaret edemez (Yasa 45F).",
            "Once his hand is faced, dummy may not touch or indicate any card (except to arrange them) without declarer's instruction (Law 45F).",
        ),
        # 45F's "should" (TR "çağrılmalı ve ... bilgilendirilmelidir"), as the dummy-rights guide says it.
        Text(
            "Hakem derhal çağrılmalı ve olay hakkında bilgilendirilmelidir; oyun devam eder (Yasa 45F).",
            "The Director should be summoned at once and informed of what happened; play continues (Law 45F).",
        ),
        Text(
            "Oyun sonunda hakem, yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun ile zarara uğradığına karar verirse ayarlı bir skor atar (Yasa 45F).",
            "At the end of play the Director shall award an adjusted score if he considers that dummy suggested a play to declarer and the defenders were damaged by it (Law 45F).",
        ),
        Text(
            "Yer oyuna katılmamalıdır; bu kısıtlamayı ihlal ederse Yasa 90'a göre cezalandırılabilir (Yasa 43A1(c), 43B1).",
            "Dummy must not participate in the play; for breaking this limitation he is liable to a penalty under Law 90 (Laws 43A1(c), 43B1).",
        ),
    ),
    chooser=Text(
        "Kimse seçmez; hakem oyunun sonunda karar verir.", "Nobody chooses; the Director decides at the end of play."
    ),
    facts=(DUMMY_UNINSTRUCTED,),
    laws=("45F", "43A1(c)", "43B1"),
    director=Text(
        "Defans oyuncuları: hakemi hemen çağırın ve yerin ne yaptığını anlatın (Yasa 45F). Oyun sürer.",
        "Defenders: call the Director at once and tell him what dummy did (Law 45F). Play continues.",
    ),
    script=(
        Text(
            # 45F's exception, as `now` says it: TR "(Düzenleme amacı hariç.)"; WBF "(except for
            # purpose of arrangement)" (qa178).
            # 43A1(c)'s second half, the one a pointed card breaks (TR "veya oyun hakkında deklaranla
            # hiçbir iletişimde bulunmamalıdır"; WBF "nor may he communicate anything about the play to
            # declarer"): here, not in the indexed `now`, whose search sets it moved (qa198).
            "Yer, deklaranın yönergesi olmadan (düzenleme dışında) bir karta dokunamaz ya da işaret edemez (Yasa 45F). Yer oyun hakkında deklaranla hiçbir iletişimde bulunmamalıdır (Yasa 43A1(c)). Oyun sürer.",
            "Dummy may not touch or indicate a card (except to arrange his cards) without declarer's instruction (Law 45F). Dummy may not communicate anything about the play to declarer (Law 43A1(c)). Play continues.",
        ),
        Text(
            # 45F's two conditions, as `now` says them: TR "yerin deklarana bir oyun önerdiğine ve
            # defansın önerilen oyun ile zarara uğradığına"; WBF "dummy suggested a play to declarer
            # and the defenders were damaged by the play suggested" (qa179 noticed).
            "Oyun sonunda hakem, yerin deklarana bir oyun önerdiğine ve defansın önerilen oyun ile zarara uğradığına karar verirse ayarlı bir skor atar (Yasa 45F). Kimse seçmez.",
            "At the end of play the Director shall award an adjusted score if he finds that dummy suggested a play to declarer and the defenders were damaged by it (Law 45F). Nobody chooses.",
        ),
    ),
)

SITUATION = Situation(
    slug="card-from-dummy",
    title=Text("Yerden oynanan kart", "A card from dummy"),
    summary=Text(
        "Yer deklaranın söylemediği bir kartı oynadı; deklaran kartı eksik söyledi, yanlış söyleyip düzeltti ya da yerde bir karta dokundu; yer bir kart gösterdi.",
        "Dummy played a card declarer did not name; declarer named a card incompletely, named one by mistake and changed it, or touched a card in dummy; dummy pointed at a card.",
    ),
    start=Step(
        Text("Yerden oynanan kartta ne oldu?", "What happened with the card from dummy?"),
        (
            # 45D1 is any card "that declarer did not name" (TR "deklaranın söylemediği bir kartı"; WBF "a
            # card that declarer did not name"), one dummy played before declarer named any included; the
            # answer said only "declarer named a card and dummy played another", and a dummy who played on
            # his own went to 45F's Ending, where the card stays (qa230). The English keeps its old words
            # first: "Dummy played a card declarer did not name" alone put 45D above 45F for "dummy touched
            # a card and declarer played it" (newguides-dev en 1.000 -> 0.990), "..., or dummy played one
            # unnamed" and "..., or declarer had named nothing" 46B1(a) above 57B in
            # lawbook/tests/search/test_search_unable_to_comply.py, "..., or none was named" 42B1 below
            # another paragraph for "... asked if he had none" (newguides-dev10 en 0.699 -> 0.690).
            Choice(
                "wrong-card",
                Text(
                    "Yer, deklaranın söylemediği bir kartı oynadı",
                    "Declarer named a card and dummy played another, or nothing was named",
                ),
                Step(
                    Text(
                        "Her iki taraf da sonraki löveye kart oynadı mı?",
                        "Has each side played to the next trick?",
                    ),
                    (
                        Choice("not-yet", Text("Hayır, henüz değil", "No, not yet"), WRONG_CARD_BACK),
                        Choice(
                            "too-late", Text("Evet, iki taraf da oynadı", "Yes, both sides have"), WRONG_CARD_STANDS
                        ),
                    ),
                ),
            ),
            Choice(
                "incomplete",
                Text(
                    "Deklaran kartı eksik söyledi (\u201cküçük\u201d, \u201cbüyük\u201d, yalnızca renk ya da derece, \u201cherhangi bir şey\u201d)",
                    "Declarer named the card incompletely (\u201clow\u201d, \u201chigh\u201d, a suit or a rank alone, \u201canything\u201d)",
                ),
                Step(
                    Text("Deklaran ne dedi?", "What did declarer say?"),
                    (
                        Choice("high", Text("\u201cBüyük\u201d ya da benzeri", "\u201cHigh\u201d or the like"), HIGH),
                        Choice("win", Text("\u201cKazan\u201d", "\u201cWin it\u201d"), WIN),
                        Choice(
                            "low",
                            Text("\u201cKüçük\u201d ya da benzeri", "\u201cLow\u201d, \u201csmall\u201d or the like"),
                            LOW,
                        ),
                        Choice(
                            "suit-only",
                            Text("Yalnızca bir renk (\u201ckupa\u201d)", "A suit only (\u201ca heart\u201d)"),
                            SUIT_ONLY,
                        ),
                        Choice(
                            "rank-only",
                            Text("Yalnızca bir derece (\u201cdam\u201d)", "A rank only (\u201cthe queen\u201d)"),
                            Step(
                                Text("Yerden çıkış mı yapılıyordu?", "Was declarer leading from dummy?"),
                                (
                                    Choice("leading", Text("Evet, yerden çıkış", "Yes, a lead from dummy"), RANK_LEAD),
                                    Choice(
                                        "following",
                                        Text(
                                            "Hayır, yer bir löveye kart veriyordu", "No, dummy was playing to a trick"
                                        ),
                                        RANK_FOLLOW,
                                    ),
                                ),
                            ),
                        ),
                        Choice(
                            "not-in-dummy", Text("Yerde bulunmayan bir kart", "A card missing from dummy"), NOT_IN_DUMMY
                        ),
                        Choice(
                            "anything",
                            Text(
                                "\u201cHerhangi bir şey oyna\u201d (ne renk ne derece)",
                                "\u201cPlay anything\u201d (neither suit nor rank)",
                            ),
                            ANYTHING,
                        ),
                    ),
                    Text(
                        "Doğrusu, hem rengi hem dereceyi açıkça söylemektir (Yasa 46A).",
                        "The proper form is to state both the suit and the rank clearly (Law 46A).",
                    ),
                ),
            ),
            Choice(
                "changed",
                Text(
                    "Deklaran bir kart söyledi, sonra başka bir kart istedi",
                    "Declarer named a card, then wanted another",
                ),
                Step(
                    Text("Neden değiştirmek istedi?", "Why did he want to change it?"),
                    (
                        Choice(
                            "slip",
                            Text(
                                "Dil sürçmesi: kastetmediği kartı söyledi",
                                "A slip of the tongue: he said a card he did not mean",
                            ),
                            Step(
                                Text(
                                    "Deklaran o zamandan beri elinden ya da yerden bir kart oynadı mı?",
                                    "Has declarer played a card from either hand since?",
                                ),
                                (
                                    Choice("not-yet", Text("Hayır", "No"), SLIP_CHANGED),
                                    Choice("played-since", Text("Evet", "Yes"), SLIP_TOO_LATE),
                                ),
                            ),
                        ),
                        Choice(
                            "rethink",
                            Text(
                                "Yeniden düşündü ya da dalgınlıkla söylemişti",
                                "He thought again, or had named it through a loss of concentration",
                            ),
                            RETHINK,
                        ),
                    ),
                ),
            ),
            Choice(
                "touched",
                Text("Deklaran yerde bir karta dokundu", "Declarer touched a card in dummy"),
                Step(
                    Text("Karta neden dokundu?", "Why did he touch it?"),
                    (
                        Choice(
                            "deliberately",
                            Text(
                                "Bilerek (kartları düzenlemek ya da altındaki veya üstündeki bir karta ulaşmak için değil)",
                                "Deliberately (not to arrange the cards or to reach a card above or below it)",
                            ),
                            TOUCHED_PLAYED,
                        ),
                        Choice(
                            "arranging",
                            Text(
                                "Kartları düzeltmek ya da altındaki veya üstündeki bir karta ulaşmak için",
                                "To arrange the cards, or to reach a card above or below it",
                            ),
                            TOUCHED_NOT_PLAYED,
                        ),
                    ),
                ),
            ),
            Choice(
                "dummy-indicated",
                Text(
                    "Yer, deklaran istemeden bir karta dokundu ya da onu gösterdi",
                    "Dummy touched or pointed at a card without declarer's instruction",
                ),
                DUMMY_INDICATED,
            ),
        ),
        Text(
            "Deklaran yerden kartın adını söyleyerek oynar, yer kartı alıp yüzü açık koyar; deklaran gerekirse kartı kendisi alabilir (Yasa 45B).",
            "Declarer plays from dummy by naming the card, then dummy picks it up and faces it; declarer may pick up the card himself if necessary (Law 45B).",
        ),
    ),
)
