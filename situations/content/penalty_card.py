"""A card exposed, dropped or held during the play (Laws 45C1, 45C2, 45E1, 47F2, 48-51): a
defender's minor or major penalty card (Law 50B); a defender's card held so that his partner could
see its face, deemed played (45C1); declarer's card held face up touching or nearly touching the
table, or so as to indicate it has been played, deemed played (45C2); and declarer's or dummy's card
exposed in any other way, never a penalty card (48A).

A card deemed played may not be withdrawn except as Law 47 allows (47F2). In 45C1, 45C2, 45E1,
47F2 and 48A the official Turkish (fixtures/laws_tr.txt) and the WBF English say the same, so no
Ending of these needs an editor's note; 48B2, 50C and 50E4 differ and the Endings say so. The engine
rules on the penalty cards and on declarer's dropped card (docs/rulings-cli.md, "Play"); it does
not decide whether a card was held so as to be played (45C1, 45C2), so those two Endings are
written from the Laws' text."""

from __future__ import annotations

from ..guide import Choice, Ending, EngineExample, Fact, Situation, Step, Text
from .common import CALL_NOW_PLAY, CALL_NOW_PLAY_NO_CHOICE, play_query, with_dummy
from .revoke import DECLARER_CHOICE_LATER

# Law 50E (2017): the Turkish 50E1 and the WBF English agree that what a penalty card shows is
# authorised for everybody while it stays on the table; only once it has been played (50E3), or
# returned to the hand under 50D2(a) (50E2), is information from it unauthorised for partner. The
# last sentence of the Turkish 50C ("izinsiz bilgidir") is a 2007 leftover contradicting 50E1:
# nothing here rests on it.
PENALTY_CARD_AUTHORISED = Text(
    "Cezalı kart masada açık durduğu sürece, ondan edinilen bilgi ve onun oynanma zorunluluğu bütün oyuncular için izinlidir (Yasa 50E1).",
    "While the penalty card stays on the table, what it shows and the requirement to play it are authorised information for all players (Law 50E1).",
)
# 50E3 names whose partner (TR "cezalı karta sahip oyuncunun ortağı için izinsizdir"; WBF "unauthorized
# for the partner of the player who had the card"); the line said "for partner" / "ortağı için", which
# the page's reader (declarer too) may take for his own (audit327, as qa306 for 50C).
PENALTY_CARD_PLAYED = Text(
    "Kart oynandıktan sonra, kartın cezalı hale gelmesine yol açan koşullara ilişkin bilgi, cezalı karta sahip oyuncunun ortağı için izinsizdir (Yasa 50E3).",
    "Once the card has been played, information from the circumstances in which it became a penalty card is unauthorised for the partner of the player who had the card (Law 50E3).",
)
# Law 50E4: the Turkish has the Director adjust when he decides "görünen kartın kusursuz tarafa
# zarar veren (bkz Yasa 12B1) bir bilgiyi ilettiğine"; the WBF English when "without the assistance
# gained through the exposed card the outcome of the board could well have been different, and in
# consequence the non-offending side is damaged". The guide gives the Turkish and names the WBF's.
# Both texts name who acts: TR "Eğer hakem oyunun sonunda ... karar verirse ayarlı bir skor
# atamalıdır. Hakem, ayarlı skoru belirlerken ..."; WBF "the Director judges ... he shall award".
# The adjustment is an aim in both texts: TR "olası sonuca en yakın duruma ulaşmayı hedefler", WBF
# "he should seek to recover as nearly as possible the probable outcome" (the guide said it as done,
# "en yakın biçimde belirler" / "as near as possible to"; qa193). Both texts send "damaged" to 12B1 (TR
# "(bkz Yasa 12B1)", WBF "(see Law 12B1)"); the line left the pointer out until audit327.
PENALTY_CARD_DAMAGE = Text(
    "Yasa 50E1 uygulandıktan sonra hakem, oyunun sonunda görünen kartın kusursuz tarafa zarar veren (bkz. Yasa 12B1) bir bilgi ilettiğine karar verirse ayarlı skor vermelidir; ayarlı skoru belirlerken, cezalı kart(lar)ın söz konusu olmadığı şartlar çerçevesinde gerçekleşebilecek olası sonuca en yakın duruma ulaşmayı hedefler (Yasa 50E4). Resmî metin Türkçedir; WBF İngilizcesi koşulu 'görünen karttan edinilen yardım olmasaydı bordun sonucu pekâlâ farklı olabilecekse ve kusursuz taraf bu yüzden zarar gördüyse' diye söyler.",
    "After Law 50E1 has applied, if the Director decides at the end of play that the exposed card conveyed information that damaged the non-offending side (see Law 12B1), he shall award an adjusted score; in his adjustment he should seek to recover as nearly as possible the probable outcome of the board without the effect of the penalty card(s) (Law 50E4). The Turkish is the official text; the WBF English words the condition 'without the assistance gained through the exposed card the outcome of the board could well have been different, and in consequence the non-offending side is damaged'.",
)
# Law 50C differs: the official Turkish ends "cezalı kartın görülmesi yoluyla edinilen bilgiler,
# izinsiz bilgidir. (Ancak bkz. aşağıdaki E bendi.)"; the WBF English ends "but see E following".
MINOR_50C_NOTE = Text(
    "Resmî metin Türkçedir: Türkçe 50C'nin son cümlesi cezalı kartın görülmesiyle edinilen bilgileri izinsiz sayar ve 'Ancak bkz. aşağıdaki E bendi' diye ekler; WBF İngilizcesinin 50C'si bu cümleyi içermez, yalnızca 'ama bkz. E' der. İki metinde de 50E1, kart masada kaldıkça bilgiyi herkes için izinli sayar; bu rehber 50E'yi izler.",
    "The Turkish is the official text: the last sentence of its 50C counts the information gained by seeing the penalty card as unauthorised, adding 'but see E below'; the WBF English 50C has no such sentence and says only 'but see E following'. In both texts 50E1 makes the information authorised for all while the card stays on the table; this guide follows 50E.",
)
# 45C1's pointer is "see Law 45E" (TR "bkz. Yasa 45E"), not "applies" (qa222).
HELD_FOR_PARTNER = Text(
    "Defans oyuncusunun, yüzünü ortağının görebileceği biçimde tuttuğu kart o löveye oynanmış sayılır (Yasa 45C1); o anki löveye daha önce yasal bir kart oynamışsa bkz. Yasa 45E.",
    "A defender's card held so that his partner could see its face is deemed played to the current trick (Law 45C1); if he has already made a legal play to the current trick, see Law 45E.",
)

# The facts that tell this guide's Endings apart (situations.guide.Fact), read in both texts.
# 45C1 (TR "Bir defans oyuncusunun, yüzünü ortağının görebileceği biçimde tuttuğu kart, o löveye
# oynanmış sayılır"; WBF "A defender's card held so that it is possible for his partner to see its
# face is deemed played to the current trick"): the card was held towards partner.
HELD_FOR_PARTNER_TO_SEE = Fact(
    ("ortağım görebilecek*", "ortağı görecek*", "benim görebileceğim", "ortağına dönük", "ortağına doğru"),
    ("partner could see", "so his partner", "so that i could see", "towards his partner", "towards partner"),
    ("45C1",),
)


MINOR = Ending(
    said=(
        Text(
            "savunmadayken istemeden tek bir küçük kartım açığa çıktı",
            "defending, I accidentally exposed a single low spot card",
        ),
        Text("savunmadaki rakibin bir ikilisi yanlışlıkla açıldı", "a defender accidentally showed a two"),
        Text("savunmada elimden bir üçlü masaya açık düştü", "as a defender I dropped a three face up on the table"),
        Text(
            "defansta elimden bir yedili kaydı açık kaldı", "on defence a seven slipped out of my hand and lay face up"
        ),
    ),
    title=Text("Minör cezalı kart", "Minor penalty card"),
    now=(
        # 50A in its own verb (TR "yüzü açık olarak bırakılmalıdır"; WBF "must be left face up on the table
        # immediately before the player to whom it belongs"): the line said it in the present, "durur" /
        # "stays" (audit327; CONTRIBUTING.md "Add a situation guide", point 1).
        Text(
            "Kart masada yüzü açık olarak bırakılmalıdır (Yasa 50A).",
            "The card must be left face up on the table (Law 50A).",
        ),
        Text(
            "Sahibi, onu oynayana kadar aynı renkten onör altı başka kart oynayamaz; onör oynayabilir (Yasa 50C).",
            "Until he plays it, its owner may not play another card below honour rank of that suit; he may play an honour (Law 50C).",
        ),
        # 50C's own words (TR "Kusurlu oyuncunun ortağı çıkış kısıtlamasına tabi değildir", WBF "Offender's
        # partner is not subject to lead restriction"): a bare "Partner" read as the reader's own (qa306).
        Text(
            "Kusurlu oyuncunun ortağı çıkış kısıtlamasına tabi değildir (Yasa 50C).",
            "The offender's partner is not subject to lead restriction (Law 50C).",
        ),
        PENALTY_CARD_AUTHORISED,
        MINOR_50C_NOTE,
        PENALTY_CARD_PLAYED,
        PENALTY_CARD_DAMAGE,
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("50C", "49", "50A", "50B", "50E1", "50E3", "50E4"),
    director=CALL_NOW_PLAY_NO_CHOICE,
    engine=EngineExample(
        Text("Batı ♠2 çıktı; Doğu ♦9'u masaya düşürdü.", "West led ♠2; East dropped ♦9 face up."),
        play_query(["W:S2", {"act": "expose", "seat": "E", "card": "D9"}]),
    ),
    script=(
        Text(
            "Bu kart minör cezalı karttır ve masada yüzü açık olarak bırakılmalıdır (Yasa 50A).",
            "This card is a minor penalty card and must be left face up on the table (Law 50A).",
        ),
        Text(
            "Onu oynayana kadar aynı renkten onör altı başka bir kart oynayamazsınız; onör oynayabilirsiniz (Yasa 50C).",
            "Until you play it, you may not play another card below honour rank of that suit; you may play an honour (Law 50C).",
        ),
        Text(
            "Ortağınızın çıkış kısıtlaması yoktur. Kimse seçmez.",
            "Your partner has no lead restriction. Nobody chooses.",
        ),
    ),
)
# 50D1(b) with its closing clause (TR "ancak cezalı kart masanın üstünde yüzü açık olarak bırakılmak ve
# bir sonraki yasal fırsatta oynanmak zorundadır"; WBF "but the penalty card must still be left face up
# on the table and played at the next legal opportunity"); this Ending had dropped it (qa215). The
# line says it without the WBF's "still" (the Turkish has no "yine de"; with "still", an unrelated
# 66A question lost its first place, bench dev3 en 0.835 -> 0.816) and without "face up" again (the
# line opens with it; with it the dev13 Turkish set fell 0.726 -> 0.719).
MAJOR = Ending(
    said=(
        Text("savunmada bir honörüm masaya açık düştü", "as a defender one of my honours fell face up on the table"),
        Text(
            "savunma oyuncusu bir kartını oynamak niyetiyle gösterdi",
            "meaning to play it, a defender showed his card",
        ),
        Text(
            "savunmadayken valem elimden kayıp masaya açık düştü",
            "as a defender my jack slipped out of my hand face up",
        ),
        Text(
            "savunmadaki rakibin elinden papaz düştü herkes gördü", "a defender's king dropped face up for all to see"
        ),
    ),
    title=Text("Majör cezalı kart", "Major penalty card"),
    now=(
        Text(
            "Kart masada yüzü açık olarak bırakılmalıdır (Yasa 50A) ve ilk yasal fırsatta (çıkışta, renge uyarken, atarken ya da çakarken) oynanmak zorundadır (Yasa 50D1(a)); renge uyma ya da bir çıkış veya oyun kısıtlamasına uyma zorunluluğu önce gelir, ancak kart bir sonraki yasal fırsatta oynanmak zorundadır (Yasa 50D1(b)).",
            "The card must be left face up (Law 50A) and must be played at the first legal opportunity, whether leading, following suit, discarding or trumping (Law 50D1(a)); following suit, or a lead or play restriction, comes first, but the card must be played at the next legal opportunity (Law 50D1(b)).",
        ),
        # 50D2 (TR "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde
        # ... çıkış yapamaz"; WBF "When a defender has the lead while his partner has a major penalty card,
        # he may not lead"): the one who may not lead is the offender's partner. "When his partner is on
        # lead, he may not lead" named nobody before "his" (audit327; the revoke guide's audit292).
        Text(
            "Kusurlu oyuncunun ortağı çıkışa geldiğinde, deklaran seçimini söyleyene kadar çıkamaz; zamanından önce çıkarsa Yasa 49'a göre yaptırım uygulanabilir (Yasa 50D2).",
            "When the offender's partner is on lead, he may not lead until declarer has chosen; if he leads prematurely, rectification under Law 49 may apply (Law 50D2; the official Turkish says '⁅uygulanabilir⁆', may apply, where the WBF English says 'he is subject to rectification under Law 49').",
        ),
        # 51A: TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha
        # fazla cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir."; WBF "If it is
        # a defender's turn to play and that defender has two or more penalty cards that can legally be
        # played, declarer designates which is to be played at that turn." The line and the chooser said
        # neither the turn nor the time; now in the words of auction_exposure's DECLARER_51 (qa296, qa305).
        # 50B's condition is one defender's cards (TR "bir defans oyuncusunun iki veya daha fazla cezalı
        # kartı olduğunda"; WBF "when one defender has two or more penalty cards"): "With two or more
        # penalty cards" made both defenders' single minor cards major (audit327).
        Text(
            "Bir defans oyuncusunun iki ya da daha fazla cezalı kartı varsa hepsi majördür (Yasa 50B); sıra kendisindeyken defans oyuncusunun yasal olarak oynanabilecek iki veya daha fazla cezalı kartı varsa, o lövede hangisinin oynanacağını deklaran belirtir (Yasa 50D1(a), 51A).",
            "When one defender has two or more penalty cards, all are major (Law 50B); if it is a defender's turn to play and that defender has two or more penalty cards that can legally be played, declarer designates which is to be played at that turn (Laws 50D1(a), 51A).",
        ),
        # 50D2(a): TR "(iki veya daha fazla cezalı kart için, bkz. Yasa 51)"; WBF "(for two or more penalty
        # cards, see Law 51)". The options below are 50D2's for one penalty card; with more, 51B1 and
        # 51B2 (TR "Kusurlu Oyuncunun Ortağının Çıkışı"; WBF "Offender's Partner to Lead") say which
        # cards are picked up, which the penalty-cards-more guide states. This Ending is reached by "a
        # second penalty card" too (qa183's note; qa186).
        Text(
            "Kusurlu oyuncunun iki ya da daha fazla cezalı kartı varken ortağı çıkışa gelirse bkz. Yasa 51B (Yasa 50D2(a)): 'İki ya da daha fazla cezalı kart; oynanmayan cezalı kart' rehberine bakın.",
            "If the offender has two or more penalty cards when his partner is on lead, see Law 51B (Law 50D2(a)): see the guide 'Two or more penalty cards; a penalty card not played'.",
        ),
        PENALTY_CARD_AUTHORISED,
        PENALTY_CARD_DAMAGE,
    ),
    chooser=Text(
        "Deklaran: kusurlu oyuncunun ortağı çıkışa geldiğinde; sıra kendisindeyken kusurlu oyuncunun yasal olarak oynanabilecek iki veya daha fazla cezalı kartı varsa, o lövede hangisinin oynanacağını da.",
        "Declarer: when the offender's partner is on lead; and, if it is the offender's turn to play and he has two or more penalty cards that can legally be played, which is to be played at that turn.",
    ),
    # The paragraphs the ending rests on; 50E2 and 50E3 are cited in the options. Each label here
    # is raised for the search queries this path describes (lawbook.search.borrowing).
    laws=("50D1", "49", "50A", "50B", "50D2", "50E1", "50E4"),
    director=CALL_NOW_PLAY,
    options=DECLARER_CHOICE_LATER,
    engine=EngineExample(
        Text("Batı ♠2 çıktı; Doğu ♦V'yi masaya düşürdü.", "West led ♠2; East dropped ♦J face up."),
        play_query(["W:S2", {"act": "expose", "seat": "E", "card": "DJ"}]),
    ),
    # The read-out said 50D1(a) alone, without its "Aşağıdaki (b) bendinde belirtilen durum dışında" /
    # "Except as provided in (b) below" (qa247): 50D1(b) in the `now` line's words, one citation for both
    # to keep the English within the read-out's 90 words.
    script=(
        Text(
            "Bu kart majör cezalı karttır: masada yüzü açık olarak bırakılmalıdır ve ilk yasal fırsatta oynanmak zorundadır; renge uyma ya da bir çıkış veya oyun kısıtlamasına uyma zorunluluğu önce gelir, ancak kart bir sonraki yasal fırsatta oynanmak zorundadır (Yasa 50A, 50D1(a), 50D1(b)).",
            "This card is a major penalty card: it must be left face up and played at the first legal opportunity; following suit, or a lead or play restriction, comes first, but the card must be played at the next legal opportunity (Laws 50A, 50D1(a), 50D1(b)).",
        ),
        Text(
            "Ortağınız çıkışa geldiğinde, deklaran seçimini söyleyene kadar çıkamaz (Yasa 50D2).",
            "When your partner is on lead, he may not lead until declarer has chosen (Law 50D2).",
        ),
        Text(
            "Deklaran, o zaman üç seçeneğiniz olacak: Cezalı kartın rengini istemek; O rengi yasaklamak; Kısıtlama koymamak.",
            "Declarer, you will then have three options: Require the lead of the penalty card's suit; Forbid that suit; Leave the lead free.",
        ),
        # "then" left out of the English for 50A's citation, within the 90 words (audit327).
        Text("Seçiminizi o zaman, hepsini duyduktan sonra yapın.", "Choose once you have heard them all."),
    ),
)
# Law 48A: TR "Deklaran kazayla düşürdüğü hiçbir kartı oynamak zorunda değildir"; WBF "Declarer is
# not required to play any card dropped accidentally": the card must have been dropped by accident
# (a card held face up near the table is played, 45C2).
# Law 48B2 differs: the official Turkish excepts the time "sırasız çıkışın hemen sonrası" (just after
# a lead out of turn, any lead), the WBF English "immediately after an opening lead out of turn";
# 48B1 is about an opening lead out of turn in both ("sırasız ataktan sonra"). The guide follows the
# Turkish; the page quotes 48B2 with its editor's note (fixtures/editor_notes.json), which names the
# WBF's. The bracket differs too: TR "(löve terki ya da talebinde bulunmadığı açık değilse)", unless
# it is clear he was neither conceding nor claiming; WBF "(unless he demonstrably did not intend to
# claim)", no concession named. The English said the WBF's words until qa183; both now the Turkish's.
# The read-out says 48B2's time and bracket as the `now` line does (it said neither until qa215).
# 48A's first clause with its pointer (TR "Deklaranın bir kartını göstermesi kısıtlamaya tabi değildir
# (ancak bkz. Yasa 45C2)"; WBF "Declarer is not subject to restriction for exposing a card (but see Law
# 45C2)"), as the table page says it: the `now` line said only the clauses after it (qa247).
DECLARER = Ending(
    said=(
        Text(
            "deklaranın bir kartı kazara elinden kaydı ve açık kaldı",
            "a card slipped out of declarer's hand and landed face up",
        ),
        Text("deklaran bir kartını gösterdi ceza var mı", "declarer exposed one of his cards, is it a penalty card"),
        Text(
            "deklaranın elinden bir as açık düştü cezalı kart olur mu",
            "declarer dropped an ace face up; does it become a penalty card",
        ),
    ),
    title=Text("Deklaranın ya da yerin kartı", "A card of declarer or dummy"),
    now=(
        Text(
            "Deklaranın bir kartını göstermesi kısıtlamaya tabi değildir (ancak bkz. Yasa 45C2) ve deklaranın ya da yerin hiçbir kartı cezalı kart olmaz; deklaran kazayla düşürdüğü kartı oynamak zorunda değildir (Yasa 48A).",
            "Declarer is not subject to restriction for exposing a card (but see Law 45C2), and no card of declarer or dummy ever becomes a penalty card; declarer need not play a card he dropped accidentally (Law 48A).",
        ),
        Text(
            "Deklaran kartlarını sırasız çıkışın hemen ardından değil de başka bir zaman açarsa, löve talebi ya da terkinde bulunmadığı açık değilse talep ya da terkte bulunmuş sayılabilir ve Yasa 68 uygulanır (Yasa 48B2); sırasız ataktan sonra açarsa Yasa 54 uygulanır (Yasa 48B1).",
            "If declarer faces his cards at any time other than immediately after a lead out of turn, he may be deemed to have made a claim or concession, unless it is clear that he was not claiming or conceding, and Law 68 applies (Law 48B2); after an opening lead out of turn, Law 54 applies (Law 48B1).",
        ),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("48A", "48B2", "48B1"),
    director=Text(
        # 48A: no restriction, no penalty card; "Gerek yoksa" (if there is no need) had no English and
        # no paragraph (qa215, qa222).
        "Oyun sürer; kartlarını açtıysa hakemi çağırın.",
        "Play goes on; call the Director if declarer faced his cards.",
    ),
    engine=EngineExample(
        Text("Batı ♠2 çıktı; Güney ♦8'i düşürdü.", "West led ♠2; South dropped ♦8."),
        play_query(["W:S2", {"act": "expose", "seat": "S", "card": "D8"}]),
    ),
    script=(
        Text(
            "Deklaranın ya da yerin hiçbir kartı cezalı kart olmaz; kazayla düşürdüğünüz kartı oynamak zorunda değilsiniz (Yasa 48A).",
            "No card of declarer or dummy becomes a penalty card; you need not play a card you dropped accidentally (Law 48A).",
        ),
        Text(
            "Kartlarınızı sırasız çıkışın hemen ardından değil de başka bir zaman açarsanız, löve talebi ya da terkinde bulunmadığınız açık değilse talep ya da terkte bulunmuş sayılabilirsiniz ve Yasa 68 uygulanır (Yasa 48B2). Kimse seçmez.",
            "If you face your cards at any time other than immediately after a lead out of turn, you may be deemed to have made a claim or concession, unless it is clear that you were not claiming or conceding, and Law 68 applies (Law 48B2). Nobody chooses.",
        ),
    ),
)

# Law 47F2: TR "Bu Yasanın izin verdikleri haricinde oynanmış bir kart geri alınamaz."; WBF "Except as
# this Law specifies, a card once played may not be withdrawn." The cases Law 47 allows: in the
# course of a rectification (47A), to correct an illegal play (47B), after a change of designation
# of dummy's card (47C), after an opponent's change of play (47D), on misinformation (47E), as Law
# 53B provides (47F1). A change of mind is none of them.
NOT_WITHDRAWN = Text(
    "Oynanmış bir kart, Yasa 47'nin izin verdikleri dışında geri alınamaz (Yasa 47F2). İzin verilenler arasında bir usulsüzlüğün onarılması (Yasa 47A), yasalara aykırı bir oyunun düzeltilmesi (Yasa 47B), rakibin oynadığı kartı değiştirmesi (Yasa 47D) ve koşullarıyla rakibin yanlış bilgilendirmesi (Yasa 47E) vardır; fikir değiştirmek yoktur.",
    "A played card may not be withdrawn except as Law 47 allows (Law 47F2). What it allows includes a rectification (Law 47A), correcting an illegal play (Law 47B), an opponent's change of play (Law 47D) and, on its terms, an opponent's misinformation (Law 47E); a change of mind is not among them.",
)
# Said during the play, to whoever reads: dummy's limits follow (9A4, 43A1(a); common.DUMMY_IN_PLAY; qa245).
HOW_IT_WAS_HELD = with_dummy(
    Text(
        "Oyun sürer; kartın nasıl tutulduğu konusunda anlaşamazsanız hakemi çağırın.",
        "Play goes on; call the Director if you disagree about how the card was held.",
    )
)
NOBODY = Text("Kimse seçmez.", "Nobody chooses.")

# Law 45C2: TR "Deklaran elden belirli bir kartı oynamış sayılır, eğer bu kart: a) yüzü açık biçimde,
# masaya değer veya neredeyse değer şekilde tutulduysa veya b) oynandığını işaret eder bir şekilde
# tutulduysa."; WBF "Declarer is deemed to have played a card from his hand if it is: (a) held face
# up, touching or nearly touching the table; or (b) maintained in such a position as to indicate
# that it has been played." Law 48A, the contrast: TR "Deklaranın bir kartını göstermesi
# kısıtlamaya tabi değildir (ancak bkz. Yasa 45C2) ve deklaranın veya yerin eline ait hiçbir kart,
# cezalı karta dönüşmez. Deklaran kazayla düşürdüğü hiçbir kartı oynamak zorunda değildir."; WBF
# "Declarer is not subject to restriction for exposing a card (but see Law 45C2), and no card of
# declarer's or dummy's hand ever becomes a penalty card. Declarer is not required to play any card
# dropped accidentally." The two texts agree in both paragraphs.
# The English of the guide says "on or nearly on the table" for the Law's "touching or nearly
# touching the table" (quoted as it is beside the Ending): players say "touched a card on the table"
# of a card in dummy (45C3), and with "touching" in it this Ending described that question and took
# 45C3's place (situations/tests/search/test_search_bridges.py).
DECLARER_HELD = Ending(
    said=(
        Text(
            "deklaran elindeki kartı yüzü açık masaya neredeyse değdirdi sonra geri almak istedi",
            "declarer held one of his own cards face up all but on the table and then wanted it back",
        ),
        Text(
            "deklaranın masaya neredeyse değen açık kartı oynanmış sayılır mı",
            "does declarer's card count as played when he held it face up almost on the table",
        ),
        Text(
            "deklaran kartını oynamış gibi tuttu ama başka kart oynamak istedi",
            "declarer held his card as if he had played it but then wanted to play a different one",
        ),
        Text(
            "deklaran elinden çektiği kartı açık olarak masanın hemen üstünde tuttu fikrini değiştirdi",
            "declarer pulled a card from his hand and held it face up just over the table, then changed his mind",
        ),
        Text(
            "deklaran yüzü açık masaya değecek kadar indirdiği kartı eline geri koyabilir mi",
            "can declarer put back in his hand a card he had lowered face up to the table",
        ),
        Text(
            "deklaran elinden kartı masaya bıraktı sonra vazgeçip başka kart oynamak istedi",
            "declarer put down a card from his hand, then thought again and wanted to play another",
        ),
    ),
    title=Text(
        "Deklaranın masaya yakın açık tuttuğu kart oynanmış sayılır",
        "Declarer's card held face up near the table is deemed played",
    ),
    now=(
        Text(
            "Deklaranın elinden, yüzü açık biçimde masaya değer ya da neredeyse değer şekilde tuttuğu kart, ya da oynandığını işaret eden bir şekilde tuttuğu kart oynanmış sayılır (Yasa 45C2).",
            "A card from declarer's hand held face up, on or nearly on the table, or held in a position that indicates it has been played, is deemed played (Law 45C2).",
        ),
        NOT_WITHDRAWN,
    ),
    chooser=NOBODY,
    laws=("45C2(a)", "45C2(b)", "47F2", "48A"),
    director=HOW_IT_WAS_HELD,
    advice=(
        Text(
            "Deklaranın kartı başka bir biçimde görünürse (düşerse ya da gösterilirse) durum farklıdır: deklaran bunun için hiçbir kısıtlamaya tabi değildir, kart cezalı kart olmaz ve kazayla düşürdüğü kartı oynamak zorunda değildir (Yasa 48A).",
            "A card of declarer's exposed in any other way (dropped, or shown) is different: declarer is not subject to any restriction for it, the card is not a penalty card, and he need not play a card he dropped accidentally (Law 48A).",
        ),
        Text(
            "Deklaran: kartı oynamak istediğinizde elinizden çıkarıp önünüze açık koyun (Yasa 45A); masaya değer ya da neredeyse değer biçimde açık tuttuğunuz kart artık oynanmıştır (Yasa 45C2).",
            "Declarer: when you mean to play a card, detach it and face it on the table before you (Law 45A); a card you hold face up on or nearly on the table is already played (Law 45C2).",
        ),
    ),
    script=(
        Text(
            "Kartınızı yüzü açık, masaya değer ya da neredeyse değer biçimde, ya da oynandığını gösterecek şekilde tuttunuz; bu kart oynanmış sayılır (Yasa 45C2).",
            "You held your card face up, on or nearly on the table, or so as to show it had been played; it is deemed played (Law 45C2).",
        ),
        Text(
            "Yasa 47'nin izin verdikleri dışında geri alınamaz; fikir değiştirmek bunlardan biri değildir (Yasa 47F2).",
            "It may not be withdrawn except as Law 47 allows; a change of mind is not one of them (Law 47F2).",
        ),
        NOBODY,
    ),
)

# Law 45C1: TR "Bir defans oyuncusunun, yüzünü ortağının görebileceği biçimde tuttuğu kart, o löveye
# oynanmış sayılır. (Eğer defans oyuncusu o anki löveye daha önce yasal bir kart oynamışsa, bkz.
# Yasa 45E.)"; WBF "A defender's card held so that it is possible for his partner to see its face is
# deemed played to the current trick (if the defender has already made a legal play to the current
# trick, see Law 45E)." Law 45E1: TR "Bir defans oyuncusunun bir löveye oynadığı beşinci kart, Yasa
# 50 hükmünce cezalı karta dönüşür, ancak hakem bu kartın çıkılmış olduğuna karar verirse Yasa 53
# veya 56 uygulanır."; WBF "A fifth card contributed to a trick by a defender becomes a penalty card,
# subject to Law 50, unless the Director deems that it was led, in which case Law 53 or 56 applies."
# The two texts agree. Law 49 is the contrast: a defender's card in a position where partner could
# see its face, except in the application of law or the normal course of play (TR "Yasanın
# uygulanması (örneğin bkz. Yasa 47E) veya oyunun normal seyri haricinde"; WBF "Except in the normal
# course of play or application of law (see for example Law 47E)"), becomes a penalty card. The line
# said only the second exception until qa215.
DEFENDER_HELD = Ending(
    facts=(HELD_FOR_PARTNER_TO_SEE,),
    said=(
        Text(
            "savunmada kartımı, yüzünü ortağım görebilecek şekilde tuttum",
            "I was defending and held my card up so that my partner could see what it was",
        ),
        Text(
            "defans oyuncusu oynayacağı kartı ortağı görecek biçimde tuttu oynanmış mı",
            "a defender held the card he was about to play so his partner could see it, is it played",
        ),
        Text(
            "savunmada ortağım kartını benim görebileceğim şekilde tuttu sonra başka kart oynamak istedi",
            "on defence my partner held his card so that I could see its face, then wanted to play another",
        ),
        Text(
            "defans oyuncusu kartını yüzü ortağına dönük tuttu geri alabilir mi",
            "can a defender take back a card he held with its face towards his partner",
        ),
    ),
    title=Text(
        "Defans oyuncusunun ortağına görünür tuttuğu kart oynanmış sayılır",
        "A defender's card held so that partner could see it is deemed played",
    ),
    now=(
        Text(
            "Bir defans oyuncusunun, yüzünü ortağının görebileceği biçimde tuttuğu kart o löveye oynanmış sayılır (Yasa 45C1).",
            "A defender's card held so that his partner could see its face is deemed played to the current trick (Law 45C1).",
        ),
        NOT_WITHDRAWN,
        # 45C1 sends this case to 45E with "see" (TR "bkz. Yasa 45E"; WBF "see Law 45E"), and 45E1
        # speaks of "a fifth card" (TR "beşinci kart"): the line gives the pointer and 45E1's words,
        # not 45E1's ruling as this case's outcome (qa191, qa215 unsure; qa222).
        Text(
            "Defans oyuncusu o anki löveye daha önce yasal bir kart oynamışsa bkz. Yasa 45E (Yasa 45C1): bir defans oyuncusunun bir löveye oynadığı beşinci kart Yasa 50 hükmünce cezalı karta dönüşür, ancak hakem bu kartın çıkılmış olduğuna karar verirse Yasa 53 veya 56 uygulanır (Yasa 45E1).",
            "If the defender had already made a legal play to the current trick, see Law 45E (Law 45C1): a fifth card contributed to a trick by a defender becomes a penalty card, subject to Law 50, unless the Director deems that it was led, in which case Law 53 or 56 applies (Law 45E1).",
        ),
        Text(
            "Defans oyuncusunun kartı başka bir biçimde, yasanın uygulanması ya da oyunun normal seyri dışında (örneğin düşerek) yüzünü ortağının görebileceği bir konuma gelirse cezalı karta dönüşür (Yasa 49): bu rehberin 'düştü ya da başka biçimde göründü' cevabına bakın.",
            "A defender's card that comes in some other way, outside the normal course of play or the application of law (dropped, for instance), into a position where his partner could see its face becomes a penalty card (Law 49): see this guide's answer 'dropped or exposed some other way'.",
        ),
    ),
    chooser=NOBODY,
    laws=("45C1", "47F2", "45E1"),
    # A card deemed played (45C1) is no irregularity; a fifth card (45E1) is one, and 9B1(a) (TR "Bir
    # usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır"; WBF "The Director should be
    # summoned at once when attention is drawn to an irregularity") asks for the Director at once.
    # Dummy's limits in play (9A4, 43A1(a)) at the end, after both calls (qa245).
    director=with_dummy(
        Text(
            "Defans oyuncusu o löveye zaten kart oynamışsa bu bir usulsüzlüktür (Yasa 45E1): buna dikkat çekildiğinde hakem hemen çağrılmalıdır (Yasa 9B1(a)). Değilse oyun sürer; kartın nasıl tutulduğu konusunda anlaşamazsanız hakemi çağırın.",
            "If the defender had already played to that trick, that is an irregularity (Law 45E1): when attention is drawn to it, the Director should be summoned at once (Law 9B1(a)). Otherwise play goes on; call the Director if you disagree about how the card was held.",
        ),
        at_end=True,
    ),
    advice=(
        Text(
            "Defans oyuncuları: kartınızı, oynayana kadar yüzünü ortağınız göremeyecek biçimde tutun (Yasa 45C1).",
            "Defenders: hold your card so that your partner cannot see its face until you play it (Law 45C1).",
        ),
    ),
    script=(
        Text(
            "Kartınızı, yüzünü ortağınız görebilecek biçimde tuttunuz; bu kart o löveye oynanmış sayılır (Yasa 45C1).",
            "You held your card so that your partner could see its face; it is deemed played to the current trick (Law 45C1).",
        ),
        Text(
            "Yasa 47'nin izin verdikleri dışında geri alınamaz; fikir değiştirmek bunlardan biri değildir (Yasa 47F2).",
            "It may not be withdrawn except as Law 47 allows; a change of mind is not one of them (Law 47F2).",
        ),
        NOBODY,
    ),
)

SITUATION = Situation(
    slug="exposed-card",
    title=Text("Oyunda görünen ya da düşen kart", "A card exposed or dropped during the play"),
    # 49's partner is the card owner's (TR "yüzünü partnerinin görmesi olası"; WBF "his partner could
    # possibly see its face"): the Turkish "ortağın" read as "your partner" (audit327). The English keeps
    # the bridge idiom "partner": "its owner's partner", "the owner's partner", "the defender's partner"
    # and "the partner of its holder" each moved player-questions en MRR 0.928 -> 0.916.
    summary=Text(
        "Oyun sırasında bir kart kazara masaya düştü ya da sahibinin ortağının görebileceği duruma geldi; bir defans oyuncusunun böyle bir kartı, hakem aksini belirtmedikçe cezalı karttır (Yasa 49, 50). Belirli biçimlerde tutulan kart ise oynanmış sayılır: deklaranın yüzü açık, masaya değer ya da neredeyse değer biçimde tuttuğu kart (Yasa 45C2); defans oyuncusunun, yüzünü ortağının görebileceği biçimde tuttuğu kart (Yasa 45C1).",
        "During the play a card was dropped, or exposed where partner could see its face; such a card of a defender is a penalty card unless the Director designates otherwise (Laws 49, 50). A card held in certain ways is deemed played instead: declarer's, held face up on or nearly on the table (Law 45C2); a defender's, held so that his partner could see its face (Law 45C1).",
    ),
    start=Step(
        Text("Kimin kartıydı, nasıl göründü?", "Whose card was it, and how was it seen?"),
        (
            Choice(
                "defender",
                Text(
                    "Bir defans oyuncusunun: düştü ya da başka biçimde göründü",
                    "A defender's: dropped or exposed some other way",
                ),
                Step(
                    Text("Ne tür bir kart?", "What kind of card?"),
                    (
                        Choice(
                            "small",
                            Text(
                                "Tek bir küçük kart (10'un altında: 2-9), kazara",
                                "A single small card (below the ten: 2 to 9), by accident",
                            ),
                            MINOR,
                        ),
                        Choice(
                            "honour-or-intended",
                            Text(
                                "Bir onör, oynamak niyetiyle gösterilen kart ya da ikinci cezalı kart",
                                "An honour, a card shown meaning to play it, or a second penalty card",
                            ),
                            MAJOR,
                        ),
                    ),
                    Text(
                        "Onörler: A, R, D, V, 10 (Tanımlar). Tek bir 10 da onördür, majör cezalı kart olur (Yasa 50B). "
                        + HELD_FOR_PARTNER.tr,
                        "Honours: A, K, Q, J, 10 (Definitions). A single ten is an honour and becomes a major penalty card (Law 50B). "
                        + HELD_FOR_PARTNER.en,
                    ),
                ),
            ),
            Choice(
                "defender-held",
                Text(
                    "Bir defans oyuncusunun: kartı, yüzünü ortağı görebilecek biçimde tuttu",
                    "A defender's: he held it so that his partner could see its face",
                ),
                DEFENDER_HELD,
            ),
            Choice(
                "declarer-held",
                Text(
                    "Deklaranın: elindeki kartı yüzü açık, masaya değer ya da neredeyse değer biçimde ya da oynanmış gibi tuttu",
                    "Declarer's: he held a card from his hand face up, on or nearly on the table, or as if played",
                ),
                DECLARER_HELD,
            ),
            Choice(
                "declarer",
                Text(
                    "Deklaranın (düştü ya da başka biçimde göründü) ya da yerin",
                    "Declarer's (dropped or exposed some other way) or dummy's",
                ),
                DECLARER,
            ),
        ),
    ),
)
