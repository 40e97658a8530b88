"""Insufficient bid (Law 27): accepted by the left-hand opponent (27A1), or corrected by the
lowest sufficient bid in the same denomination (27B1(a)), by a comparable call (27B1(b)), by
another call (27B2, then Law 26B when the auction is over), by a double (27B3) or by another
insufficient bid (27B4); a correction before the Director ruled (27C).

Every ending is engine-backed: one auction, North opens 1♠ and East bids 1♥ over it, told on to
the point the ending is about and asked as an `auction` query (docs/rulings-cli.md).
"""

from __future__ import annotations

from ..guide import Choice, Ending, EngineExample, Option, Situation, Step, Text
from .common import CALL_NOW, LEAD_BAN_26B, NOTE_26B, READ_LEAD_BAN_26B

OPENING = ["N:1S", "E:1H"]  # dealer North; East's 1♥ is insufficient over 1♠ (Law 18C)
REJECT = {"act": "reject", "seat": "S"}
STORY = "Kuzey 1♠ açtı, Doğu 1♥ dedi. "
STORY_EN = "North opened 1♠ and East bid 1♥. "
# 9B2, TR "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları
# açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır"; WBF "No player shall take
# any action until the Director has explained all matters in regard to rectification" (not "until he
# comes"); both languages say the Turkish, which names the penalty too (editor's note
# translation-9B2; qa163). 27C, TR "Hakemin bir hüküm vermesinden önce düzeltirse"; WBF "before the Director has ruled
# on rectification" (not "before he comes"): a correction made with the Director at the table, before
# his ruling, is still premature. 9B2 in its own verb, the official future "bulunmayacaktır" and the
# WBF's "shall take", as common.call_though_unrectified says it (audit295; "bulunmasın" / "takes" before).
NO_REPLACEMENT_BEFORE = Text(
    "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır (Yasa 9B2); kusurlu oyuncu hakem hüküm vermeden düzeltirse Yasa 27C uygulanır.",
    "No player shall take any action until the Director has explained all the possible matters concerning the correction of the irregularity and the assessment of a penalty (Law 9B2); if the offender corrects before the Director has ruled, Law 27C applies.",
)
# Law 27D follows B1 only ("If following the application of B1 ..."); after a correction under
# 27B2 or 27B3 the Law points to 72C instead ("The lead restrictions in Law 26B may apply, and see
# Law 72C").
# Law 27D in the official Turkish: "bordun sonucunun farklı olabileceğine ve kusursuz tarafın bunun
# neticesinde zarar gördüğüne ... kanaat getirirse" (the result could have been different); the WBF
# English sets the higher bar "could well have been different". The guide follows the Turkish in both
# languages, as it does for 23C (call_out_of_rotation.COMPARABLE_23C); the page quotes 27D with its
# editor's note (fixtures/editor_notes.json, translation-27D), which names the WBF's wording.
DAMAGE_B1 = Text(
    "Hakem oyunun sonunda, yasaya aykırılıktan gelen yardım olmasaydı bordun sonucunun farklı olabileceğine ve kusursuz tarafın bu yüzden zarar gördüğüne kanaat getirirse ayarlı skor vermelidir (Yasa 27D).",
    "If at the end of play the Director judges that without the assistance gained through the infraction the outcome of the board could have been different, and that the non-offending side is damaged in consequence, he shall award an adjusted score (Law 27D).",
)
DAMAGE_72C = Text(
    "Hakem, kusurlu oyuncunun bu usulsüzlüğün kusursuz tarafa zarar vereceğinin (resmî Türkçe metin böyle der; WBF İngilizcesi 'verebileceğinin') farkında olabileceğine kanaat getirirse, oyunun sonunda kusurlu tarafın bundan kazanç sağladığına kanaat getirirse ayarlı skor verir (Yasa 72C).",
    "If the Director determines that the offender could have been aware that his irregularity would damage the non-offending side (so the official Turkish; the WBF English says 'could well damage'), he awards an adjusted score at the end of play if he considers that the offending side gained an advantage through it (Law 72C).",
)
# A correction's damage rule by the section it falls under, for the Endings that cover any
# correction: 27D after B1 ("B1'in uygulanmasını takiben"), 72C after 27B2 or 27B3.
DAMAGE_BY_SECTION = (
    Text(
        "Düzeltme B1'e göreyse (en düşük deklare ya da eşdeğer konuşma): " + DAMAGE_B1.tr,
        "After a B1 correction (the lowest such bid, or a comparable call): " + DAMAGE_B1.en,
    ),
    Text(
        "Başka bir deklare, pas ya da kontr sonrasında (27B2, 27B3): " + DAMAGE_72C.tr,
        "After another bid, a pass or a double (27B2, 27B3): " + DAMAGE_72C.en,
    ),
)

CHOOSE = Text("Seçiminizi hepsini duyduktan sonra yapın.", "Choose once you have heard them all.")
# 27D "ayarlı skor atamalıdır" / "he shall award an adjusted score" once the Director so judges: the
# read-out keeps DAMAGE_B1's two conditions and its "vermelidir" / "shall award" (qa75, qa263, qa280; it said "verebilir" /
# "may award" on damage alone).
READ_DAMAGE_B1 = Text(
    "Oyunun sonunda hakem, yasaya aykırılıktan gelen yardım olmasaydı bordun sonucunun farklı olabileceğine ve kusursuz tarafın bu yüzden zarar gördüğüne kanaat getirirse ayarlı skor vermelidir (Yasa 27D). Kimse seçmez.",
    "If at the end of play the Director judges that without the assistance gained through the infraction the outcome of the board could have been different, and that the non-offending side was damaged in consequence, he shall award an adjusted score (Law 27D). Nobody chooses.",
)
READ_DAMAGE_72C = Text(
    "Hakem, kusurlu oyuncunun bunun kusursuz tarafa zarar vereceğinin farkında olabileceğine ve tarafının bundan kazanç sağladığına kanaat getirirse skoru ayarlar (Yasa 72C).",
    "If the Director finds the offender could have known it would damage the other side and his side gained by it, he adjusts the score (Law 72C).",
)
# The same, short, where the 90 words of a read-out leave no room (the page has DAMAGE_72C).
READ_MAY_72C = Text("Yasa 72C de uygulanabilir.", "Law 72C may apply too.")
# A read-out that states a rectification whose paragraph names Law 72C (27B2, 27B3, 30A,
# 30B1(b)(ii), 31A2(b), 32A2(b), 36B3, 36B4, 37B2, 38D: "Law 72C may apply" / "see Law 72C", TR
# "Yasa 72C uygulanabilir" / "bkz. Yasa 72C") names it too: 72C gives nobody a choice (so Law 10C1
# does not ask for it), but it is part of the rectification the read-out states, and it tells the
# offender, choosing his call, that an advantage gained through the irregularity may be taken back.


def auction(calls: list, dealer: str = "N") -> dict:
    return {"q": "auction", "dealer": dealer, "calls": calls}


def example(tr: str, en: str, calls: list, dealer: str = "N") -> EngineExample:
    return EngineExample(Text(tr, en), auction(calls, dealer))


# The refusal's con states 27B1's outcome in the words of the guide's Turkish ("yaptırım olmaz"): 27B1(a)
# and (b), TR "bir onarma yapılmaksızın artırma devam eder ... ancak bkz. aşağıdaki D" / WBF "the auction
# proceeds without further rectification ... but see D following". The English said "costs them nothing",
# which 27D's adjusted score, stated on the same pages, belies (audit295).
ACCEPT_OPTIONS = (
    Option(
        Text("Kabul etmek", "Accept"),
        Text("Deklare yasal sayılır, siz konuşursunuz.", "The bid stands and you call over it."),
        (Text("Düşük seviye sizin işinize geliyor.", "The low level suits you."),),
        (Text("Kusurlu taraf hiçbir kısıtlama olmadan sürer.", "The offending side carries on unrestricted."),),
    ),
    Option(
        Text("Kabul etmemek", "Do not accept"),
        Text(
            "Kusurlu oyuncu düzeltir; ortağı pas geçmek zorunda kalabilir.",
            "The offender corrects; his partner may have to pass.",
        ),
        # Said to the left-hand opponent, a bare "partner" was his own; 27B2 silences the offender's (qa306).
        (
            Text(
                "Kusurlu oyuncunun ortağının susması kusurlu tarafın artırımını bozabilir.",
                "Silencing the offender's partner may wreck their auction.",
            ),
        ),
        (
            Text(
                "Aynı anlamda düzeltme yaparsa yaptırım olmaz.",
                "A correction with the same meaning carries no rectification.",
            ),
        ),
    ),
)
# 27B4 sends a refused second insufficient bid to 27B3: TR "Kusurlu oyuncu, konuşmasını yukarıda
# belirlenen kriterler çerçevesinde düzeltir ve ortağı konuşma sırası kendisine her geldiğinde pas geçmek
# zorundadır"; WBF "The offender must replace it as the foregoing allows and his partner must then pass
# whenever it is his turn to call". The partner is bound whatever the correction (the engine's must_pass
# after `reject`), so ACCEPT_OPTIONS' "may have to pass" and its con, 27B1's "no rectification", do not
# hold here (qa184). The refusal's lines state 27B3's replacement in its words (qa279; "corrects" before).
# Accepting the second insufficient bid leaves the first withdrawn (27B: "bu deklare yasal bir konuşma
# ile değiştirilerek ... düzeltilmelidir" / "it must be corrected by the substitution of a legal call"),
# replaced by a call that is not a comparable one unless the Director so judges: 26B, TR "Kusurlu oyuncu,
# konuşmasını geri alıp, bunu eşdeğer bir konuşma ile değiştirmezse, ve daha sonra da defans oyuncusu
# olursa, deklaran ... yasaklayabilir" / WBF "When an offending player's call is withdrawn and it is not
# replaced by a comparable call, then if he becomes a defender, declarer may ... prohibit"; 16C2, TR
# "Kusurlu taraf için, geri alınmış eylemden ... kaynaklanan tüm bilgiler izinsizdir" / WBF "For an
# offending side, information from its own withdrawn action ... is unauthorized". The engine agrees
# (`"N:1S","E:1H",reject,"E:1D",accept`: laws 27B4, 27A1, 26B, lead_offenders East/West, nobody bound to
# pass). ACCEPT_OPTIONS[0]'s con, "The offending side carries on unrestricted", is the first acceptance's
# (27A1 alone, nothing withdrawn) and did not hold here (qa217). The pro names 26B's offender's partner
# ("his partner", after declarer, read as dummy; audit332).
ACCEPT_AGAIN_OPTIONS = (
    Option(
        ACCEPT_OPTIONS[0].name,
        ACCEPT_OPTIONS[0].effect,
        (
            *ACCEPT_OPTIONS[0].pros,
            Text(
                "İlk yetersiz deklare geri alınmış kalır: bilgisi kusurlu taraf için izinsizdir (Yasa 16C) ve kusurlu oyuncu defans oyuncusu olursa deklaran, kusurlu oyuncunun ortağının ilk çıkışında bir rengi yasaklayabilir (Yasa 26B).",
                "The first insufficient bid stays withdrawn: what it told is unauthorised for the offending side (Law 16C), and if the offender becomes a defender, declarer may forbid the offender's partner a suit at his first lead (Law 26B).",
            ),
        ),
        (
            Text(
                "Kusurlu oyuncunun ortağı pas geçmek zorunda kalmaz.",
                "The offender's partner is not bound to pass.",
            ),
        ),
    ),
    Option(
        Text("Kabul etmemek", "Do not accept"),
        Text(
            "Kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare ya da pasla düzeltir; ortağı artırımın sonuna kadar pas geçmek zorundadır (Yasa 27B4, 27B3).",
            "The offender must replace it as the foregoing allows, with a sufficient bid or a pass; his partner must pass to the end of the auction (Laws 27B4, 27B3).",
        ),
        ACCEPT_OPTIONS[1].pros,
        (),
    ),
)
# The refusal's rectification is 27B3's, which ends TR "Yasa 26B ile öngörülen çıkış kısıtlamaları
# uygulanabilir ve bkz. Yasa 72C" / WBF "The lead restrictions in Law 26B may apply, and see Law 72C": the
# read-out states all of it, as the page's `now` does (qa186), its 72C as READ_MAY_72C (the 90 words; qa217).
ACCEPT_AGAIN_READ = Text(
    "Soldaki rakip, iki seçeneğiniz var. Kabul etmek: deklare yasal sayılır, siz konuşursunuz (Yasa 27A1); ilk deklare geri alınmış kalır ve çıkış kısıtlaması olabilir (Yasa 26B). Kabul etmemek: kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare ya da pasla düzeltir ve ortağı artırımın sonuna kadar pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27B3, 26B).",
    "Left-hand opponent, you have two options. Accept: the bid stands and you call over it (Law 27A1); the first bid stays withdrawn, and lead restrictions may apply (Law 26B). Do not accept: the offender must replace it as the foregoing allows, with a sufficient bid or a pass, and his partner must pass to the end of the auction; lead restrictions may apply (Laws 27B3, 26B).",
)
# 27C: TR "yeni deklare, kurallara uygun olmak kaydı ile, geçerlidir. Hakem değiştirme ile ilgili olarak
# yukarıdaki bölümlerde belirlenen kuralları uygular"; WBF "the substitution, if legal, stands unless the
# insufficient bid is accepted as A1 allows (but see B3 above). The Director applies the relevant
# foregoing section to the substitution". After an early correction the offender has corrected already:
# not accepted, that correction stands (ACCEPT_OPTIONS said "the offender corrects", one still to come).
ACCEPT_EARLY_OPTIONS = (
    ACCEPT_OPTIONS[0],
    Option(
        Text("Kabul etmemek", "Do not accept"),
        Text(
            "Erken düzeltme, yasal ise, geçerli kalır ve hakem onu Yasa 27B'ye göre değerlendirir (Yasa 27C); kusurlu oyuncunun ortağı pas geçmek zorunda kalabilir.",
            "The early correction, if legal, stands and the Director judges it under Law 27B (Law 27C); the offender's partner may have to pass.",
        ),
        ACCEPT_OPTIONS[1].pros,
        ACCEPT_OPTIONS[1].cons,
    ),
)
ACCEPT_EARLY_READ = Text(
    "Soldaki rakip, iki seçeneğiniz var. Kabul etmek: deklare yasal sayılır, siz konuşursunuz. Kabul etmemek: erken düzeltme, yasal ise, geçerli kalır; kusurlu oyuncunun ortağı pas geçmek zorunda kalabilir.",
    "Left-hand opponent, you have two options. Accept: the bid stands and you call over it. Do not accept: the early correction stands if it is legal; the offender's partner may have to pass.",
)

ACCEPTED = Ending(
    said=(
        Text(
            "rakibin yetersiz deklaresini fark etmeden üstüne konuştum",
            "I called over the opponent's insufficient bid without noticing it",
        ),
        Text(
            "yetersiz deklare yapıldı ama sıradaki oyuncu yine de konuştu",
            "an insufficient bid was made but the next player called anyway",
        ),
        Text(
            "yetersiz deklaremin üstüne solumdaki rakip fark etmeden pas dedi",
            "my left-hand opponent passed over my insufficient bid without noticing it",
        ),
        Text(
            "ortağım bir sinek dedi rakip bir karo demişti solundaki oyuncu fark etmeden konuştu",
            "partner bid one club over one diamond and the next player called without noticing",
        ),
    ),
    title=Text("Yetersiz deklare kabul edildi", "The insufficient bid is accepted"),
    now=(
        Text(
            "Soldaki rakip konuştuysa deklare kabul edilmiştir ve yasal sayılır; artırım sürer (Yasa 27A1).",
            "If the left-hand opponent has called, the bid is accepted and treated as legal; the auction goes on (Law 27A1).",
        ),
        Text(
            "Sonraki deklareler kabul edilen deklarenin üstünde olmalıdır.",
            "Later bids must be sufficient over the accepted bid.",
        ),
    ),
    chooser=Text("Kimse: kabul, konuşmakla olur.", "Nobody: calling over it accepted it."),
    laws=("27A1", "9B1(a)"),
    script=(
        Text(
            "Soldaki rakip üstüne konuştuğu için yetersiz deklare kabul edilmiştir ve yasal sayılır; artırım sürer (Yasa 27A1).",
            "The left-hand opponent called over the insufficient bid, so it is accepted and treated as legal; the auction goes on (Law 27A1).",
        ),
        Text(
            "Sonraki deklareler onun üstünde olmalıdır. Kimse seçmez.",
            "Later bids must be sufficient over it. Nobody chooses.",
        ),
    ),
    director=Text(
        "Usulsüzlüğe dikkat çekildiğinde hemen hakemi çağırın (Yasa 9B1(a)).",
        "Call the Director at once when attention is drawn to the irregularity (Law 9B1(a)).",
    ),
    engine=example(
        STORY + "Güney hakemi çağırmadan 2♠ dedi.",
        STORY_EN + "South bid 2♠ without calling the Director.",
        [*OPENING, "S:2S"],
    ),
)
LHO_DECIDES = Ending(
    said=(
        Text(
            "sağımdaki rakip bir önceki deklareden daha düşük bir deklare yaptı",
            "my right-hand opponent bid lower than the last bid",
        ),
        Text(
            "düşük deklareden sonra henüz kimse konuşmadı",
            "nobody has called yet after the bid that was too low",
        ),
        Text("rakip iki kupanın üstüne iki karo dedi", "an opponent bid two diamonds over two hearts"),
        Text(
            "sağımdaki rakip yetersiz deklare yaptı kabul edebilir miyim",
            "my right-hand opponent made an insufficient bid, may I accept it",
        ),
    ),
    title=Text("Soldaki rakip karar verir", "The left-hand opponent decides"),
    now=(
        Text(
            "Kusurlu oyuncunun solundaki rakip deklareyi kabul edebilir (Yasa 27A1).",
            "The offender's left-hand opponent may accept the bid (Law 27A1).",
        ),
        Text(
            "Kabul edilmezse kusurlu oyuncunun deklaresi yasal bir konuşmayla düzeltilmelidir (Yasa 27B):",
            "If not accepted, the offender's bid must be corrected by a legal call (Law 27B):",
        ),
        Text(
            "Geri alınan deklareyle aynı tür(ler)i belirten en düşük yeterli deklare: yaptırım yok (Yasa 27B1(a)).",
            "The lowest sufficient bid specifying the same denomination(s) as the withdrawn bid: no rectification (Law 27B1(a)).",
        ),
        Text(
            "Eşdeğer bir konuşma (Yasa 23A): yaptırım yok (Yasa 27B1(b)).",
            "A comparable call (Law 23A): no rectification (Law 27B1(b)).",
        ),
        # 27B2: TR "kusurlu oyuncunun ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır";
        # WBF "the offender's partner must pass whenever it is his turn to call". Read by the left-hand
        # opponent (the chooser), a bare "partner" / "ortak" was his own (qa310).
        Text(
            "Başka bir yeterli deklare ya da pas: kusurlu oyuncunun ortağı artırımın sonuna kadar pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27B2, 26B).",
            "Any other sufficient bid or a pass: the offender's partner must pass at every turn; lead restrictions may apply (Laws 27B2, 26B).",
        ),
        # 27B3 ends as 27B2 does: TR "Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa
        # 72C"; WBF "The lead restrictions in Law 26B may apply, and see Law 72C" (72C: DAMAGE_BY_SECTION).
        # The line stated 27B3's consequences without the lead restrictions; qa184 added them and took
        # them back for a search figure; a line that states 27B3's consequences states all of them (qa186).
        Text(
            "Kontr ya da sürkontr denerse, hakem eşdeğer saymadıkça (Yasa 27B1(b)) iptal edilir; kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı her sırasında pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27B3, 26B).",
            "An attempted double or redouble, unless the Director judges it comparable (Law 27B1(b)), is cancelled; the offender must replace it as the foregoing allows and his partner must pass at every turn; lead restrictions may apply (Laws 27B3, 26B).",
        ),
        *DAMAGE_BY_SECTION,
    ),
    chooser=Text(
        "Önce kusurlu oyuncunun solundaki rakip (kabul ya da ret); sonra kusurlu oyuncu, düzeltmeyi.",
        "First the offender's left-hand opponent (accept or not); then the offender, how to correct.",
    ),
    laws=("27A1", "27B", "27B1(a)", "27B1(b)", "27B2", "27B3", "27D", "72C", "23A", "26B"),
    script=(
        Text(
            "Yetersiz bir deklare yaptınız.",
            "You made an insufficient bid.",
        ),
        Text(
            "Soldaki rakip, iki seçeneğiniz var. Kabul etmek: deklare yasal sayılır, siz konuşursunuz (Yasa 27A1). Kabul etmemek: kusurlu oyuncunun deklaresi yasal bir konuşmayla düzeltilmelidir (Yasa 27B).",
            "Left-hand opponent, two options. Accept: the bid stands and you call over it (Law 27A1). Do not accept: the offender's bid must be corrected by a legal call (Law 27B).",
        ),
        # 27B2 ends TR "Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa 72C" / WBF
        # "The lead restrictions in Law 26B may apply, and see Law 72C": the read-out that states 27B2's
        # pass states both, 72C as READ_MAY_72C for the 90 words (qa236; the early-correction one too).
        Text(
            "Aynı tür(ler)i belirten en düşük yeterli deklareyle ya da eşdeğer bir konuşmayla düzeltirse yaptırım yoktur (Yasa 27B1(a), 27B1(b)); başka bir deklare ya da pasla düzeltirse ortağı her sırasında pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27B2, 26B).",
            "Corrected by the lowest sufficient bid specifying the same denomination(s) or by a comparable call, there is no rectification (Laws 27B1(a), 27B1(b)); by any other bid or a pass, his partner must pass at every turn; lead restrictions may apply (Laws 27B2, 26B).",
        ),
        READ_MAY_72C,
        CHOOSE,
    ),
    director=Text(
        "Kimse konuşmadan hakemi çağırın; kusurlu oyuncu hakem hüküm vermeden düzeltirse Yasa 27C uygulanır.",
        "Call the Director before anyone calls; if the offender corrects before the ruling, Law 27C applies.",
    ),
    options=ACCEPT_OPTIONS,
    engine=example(
        STORY + "Kimse konuşmadı, hakem çağrıldı.",
        STORY_EN + "Nobody has called since; the Director was called.",
        OPENING,
    ),
)


# Who chooses once the offender has corrected. After 27B1 nobody else: TR "Yasalar 26B ve 16C
# uygulanmaz" / WBF "Laws 26B and 16C do not apply" (27B1(a)); 26A TR "kendi tarafı için herhangi bir
# çıkış kısıtlaması söz konusu değildir" / WBF "there are no lead restrictions for his side" (27B1(b)).
# After 27B2, TR "Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir" / WBF "The lead restrictions
# in Law 26B may apply": declarer's choice may come at the lead (26B "declarer may ... prohibit"), as
# call_out_of_rotation.REJECTED_DECLARER_LATER says; "nobody else chooses" denied it (qa184). At whose
# lead, as 26B names him (TR "kusurlu oyuncunun ortağının ilk oynaması sırasında"; WBF "at the offender's
# partner's first turn to lead"): "his partner's" / "ortağının", after declarer, read as dummy (audit332,
# as audit328 on the unintended-call guide); "first lead" kept, as there, for the search.
CHOSEN_NOBODY_ELSE = Text(
    "Kusurlu oyuncu düzeltmesini seçti; başka seçim yok.",
    "The offender chose his correction; nobody else chooses.",
)
CHOSEN_DECLARER_LATER = Text(
    "Kusurlu oyuncu düzeltmesini seçti; şimdi başka kimse seçmez. Kusurlu oyuncu defans oyuncusu olursa, kusurlu oyuncunun ortağının ilk çıkışında bir rengi yasaklayıp yasaklamayacağını deklaran seçer (Yasa 26B).",
    "The offender chose his correction; nobody else chooses now. If the offender becomes a defender, declarer chooses at the offender's partner's first lead whether to forbid a suit (Law 26B).",
)


def _corrected(
    title: Text,
    now: tuple[Text, ...],
    laws: tuple[str, ...],
    story: Text,
    calls: list,
    script: tuple[Text, ...],
    said: tuple[Text, ...],
) -> Ending:
    """A correction after the bid was not accepted; the damage paragraph is 27D after B1, 72C after B2."""
    after_b1 = any(law.startswith("27B1") for law in laws)
    return Ending(
        title=title,
        now=(*now, DAMAGE_B1 if after_b1 else DAMAGE_72C),
        laws=(*laws, "27D" if after_b1 else "72C"),
        chooser=CHOSEN_DECLARER_LATER if "26B" in laws else CHOSEN_NOBODY_ELSE,
        director=Text(
            "Hakem masadayken düzeltme yapılır; oyun bitince zarar gördüğünüzü düşünüyorsanız yeniden çağırın.",
            "The correction is made with the Director at the table; call him again at the end if you think you were damaged.",
        ),
        engine=EngineExample(story, auction(calls)),
        script=script,
        said=said,
    )


# Law 27B1(a): "corrected by the lowest sufficient bid which specifies the same denomination(s) as
# that specified by the withdrawn call" (Turkish: "aynı türü(türleri) belirten"): what counts is the
# denominations the bids specify, natural or artificial, not the suit named.
# Its second sentence, TR "Yasalar 26B ve 16C uygulanmaz" / WBF "Laws 26B and 16C do not apply", is said whole:
# the page said the lead restriction only, and OTHER's page beside it says what 16C does (audit332; qa217's and
# audit295's omission). COMPARABLE says 27B1(b)'s and 26A's "Yasa 16C uygulanmaz" / "Law 16C does not apply".
# "the offender's partner calls freely": the partner 27B2 would silence; a bare "partner" was the reader's own,
# and the page is read by all four ("nobody else chooses"; audit332, qa310 had left it). The read-out says
# "your partner" to the offender.
LOWEST = _corrected(
    Text(
        "Aynı tür(ler)i belirten en düşük yeterli deklare",
        "The lowest sufficient bid specifying the same denomination(s)",
    ),
    (
        Text(
            "Artırım yaptırımsız sürer; kusurlu oyuncunun ortağı serbestçe konuşur ve çıkış kısıtlaması yoktur: Yasalar 26B ve 16C uygulanmaz (Yasa 27B1(a)).",
            "The auction goes on without rectification; the offender's partner calls freely and there is no lead restriction: Laws 26B and 16C do not apply (Law 27B1(a)).",
        ),
        Text(
            "Ölçüt, deklarelerin belirttiği tür(ler)dir, söylenen renk değil: düzeltme, yetersiz deklarenin belirttiği tür(ler)i belirten en düşük yeterli deklare olmalıdır. Yapay bir deklare, adını taşıdığı renkten başka türleri belirtebilir; o zaman aynı rengin bir üst deklaresi bu koşulu sağlamayabilir ve hakem eşdeğer konuşmaya (Yasa 27B1(b)) bakar.",
            "What counts is the denomination(s) the bids specify, not the suit named: the correction must be the lowest sufficient bid specifying the same denomination(s) as the insufficient bid. An artificial bid may specify other denominations than the one it names; then the same suit one level higher may not qualify, and the Director looks at whether the call is comparable (Law 27B1(b)).",
        ),
    ),
    ("27B1(a)", "27B"),
    Text(STORY + "Güney kabul etmedi; Doğu 2♥ ile düzeltti.", STORY_EN + "South did not accept; East corrected to 2♥."),
    [*OPENING, REJECT, "E:2H"],
    (
        Text(
            "Kabul edilmeyen deklareyi, aynı tür(ler)i belirten en düşük yeterli deklareyle düzelttiniz.",
            "You corrected the bid that was not accepted by the lowest sufficient bid specifying the same denomination(s).",
        ),
        Text(
            "Artırım yaptırımsız sürer; ortağınız serbestçe konuşur ve çıkış kısıtlaması yoktur: Yasalar 26B ve 16C uygulanmaz (Yasa 27B1(a)).",
            "The auction goes on without rectification; your partner calls freely and there is no lead restriction: Laws 26B and 16C do not apply (Law 27B1(a)).",
        ),
        READ_DAMAGE_B1,
    ),
    (
        Text(
            "yetersiz deklaremi aynı rengi gösteren en ucuz yeterli deklareyle düzelttim",
            "I corrected my insufficient bid with the cheapest sufficient bid showing the same suit",
        ),
        Text(
            "bir pik üstüne bir kupa dedim sonra iki kupaya çevirdim",
            "I bid one heart over one spade and then made it two hearts",
        ),
        Text(
            "yetersiz deklaremi aynı renkte yeterli en düşük seviyeye çıkardım ortağım konuşabilir mi",
            "I corrected my insufficient bid to the lowest sufficient level of the same suit; may my partner still bid",
        ),
    ),
)
# Law 23A2 differs: the official Turkish makes a call comparable if it "Geri alınan konuşmaya
# verilebilecek olası anlamları içeren bir konuşma ise" (encompasses the possible meanings of the
# withdrawn call); the WBF English if it "defines a subset of the possible meanings attributable to
# the withdrawn call". The guide follows the Turkish; the Ending's page quotes 23A with the editor's
# note on 23A2 (fixtures/editor_notes.json) that names the WBF's, and the step's hint names it.
COMPARABLE = _corrected(
    Text("Eşdeğer konuşma", "A comparable call"),
    (
        Text(
            "Hakem yeni konuşmanın geri alınanla aynı ya da benzer anlamda olduğuna, geri alınan konuşmaya verilebilecek olası anlamları içerdiğine ya da aynı amacı taşıdığına karar verirse (Yasa 23A), artırım yaptırımsız sürer (Yasa 27B1(b)).",
            "If the Director judges that the new call has the same or a similar meaning as the withdrawn one, encompasses the possible meanings attributable to it, or has the same purpose (Law 23A), the auction goes on without rectification (Law 27B1(b)).",
        ),
        Text(
            "Çıkış kısıtlaması yoktur ve Yasa 16C uygulanmaz (Yasa 26A, 27B1(b)).",
            "There is no lead restriction, and Law 16C does not apply (Laws 26A, 27B1(b)).",
        ),
    ),
    ("27B1(b)", "23A", "26A"),
    Text(
        "Kuzey 1SA açtı; onu görmeyen Doğu da 1SA (15-17) açtı. Güney kabul etmedi. Doğu kontr dedi; sistemlerinde bu da güçlü bir el gösterir ve hakem eşdeğer saydı.",
        "North opened 1NT; East, who had not seen it, opened 1NT (15-17) as well. South did not accept. East doubled, which in their methods also shows a strong hand, and the Director judged it comparable.",
    ),
    ["N:1NT", "E:1NT", REJECT, {"seat": "E", "call": "X", "comparable": True}],
    (
        Text(
            "Hakem yeni konuşmanızı geri alınanla eşdeğer saydı (Yasa 23A): artırım yaptırımsız sürer (Yasa 27B1(b)); çıkış kısıtlaması yoktur ve Yasa 16C uygulanmaz (Yasa 26A, 27B1(b)).",
            "The Director judged your new call comparable with the withdrawn one (Law 23A): the auction goes on without rectification (Law 27B1(b)); there is no lead restriction, and Law 16C does not apply (Laws 26A, 27B1(b)).",
        ),
        READ_DAMAGE_B1,
    ),
    (
        Text(
            "yetersiz deklarem yerine aynı anlama gelen başka bir konuşma yaptım",
            "instead of my insufficient bid I made another call with the same meaning",
        ),
        Text(
            "yetersiz deklaremi aynı anlamı taşıyan başka bir deklareyle değiştirdim artırım serbest mi",
            "I replaced my insufficient bid with another bid of the same meaning; does the auction go on freely",
        ),
    ),
)
# 16C2, TR "Kusurlu taraf için, geri alınmış eylemden ... kaynaklanan tüm bilgiler izinsizdir"; WBF "For an offending
# side, information arising from its own withdrawn action ... is unauthorized": after 27B2 (no "16C does not
# apply" there, as in 27B1), and with no end in time, so on the two Endings after the auction too (audit332; they
# said nothing of it, qa217's and audit295's omission).
WITHDRAWN_16C = Text(
    "Geri alınan konuşmadan edinilen bilgi kusurlu taraf için izinsizdir (Yasa 16C).",
    "What the withdrawn call told is unauthorised for the offending side (Law 16C).",
)
OTHER_CALL_NOW = Text(
    "Başka bir yeterli deklare ya da pas: kusurlu oyuncunun ortağı artırımın sonuna kadar her sırasında pas geçmek zorundadır (Yasa 27B2).",
    "Another sufficient bid or a pass: the offender's partner must pass at every turn to the end of the auction (Law 27B2).",
)
OTHER = _corrected(
    Text("Başka bir deklare ya da pas", "Another bid, or a pass"),
    (
        OTHER_CALL_NOW,
        LEAD_BAN_26B,
        WITHDRAWN_16C,
    ),
    ("27B2", "26B", "16C"),
    Text(
        STORY + "Güney kabul etmedi; Doğu 3♥ ile düzeltti (en düşüğü 2♥ olurdu).",
        STORY_EN + "South did not accept; East corrected to 3♥ (the lowest would have been 2♥).",
    ),
    [*OPENING, REJECT, "E:3H"],
    (
        Text(
            "Başka bir deklare ya da pasla düzelttiniz: ortağınız artırımın sonuna kadar her sırasında pas geçmek zorundadır (Yasa 27B2).",
            "You corrected with another bid or a pass: your partner must pass at every turn to the end of the auction (Law 27B2).",
        ),
        Text(
            READ_LEAD_BAN_26B.tr + " Geri alınan konuşmanın bilgisi tarafınız için izinsizdir (Yasa 16C).",
            READ_LEAD_BAN_26B.en + " What the withdrawn call told is unauthorised for your side (Law 16C).",
        ),
        READ_DAMAGE_72C,
    ),
    (
        Text(
            "yetersiz deklaremi başka bir deklareyle düzelttim ortağım artık hep pas mı diyecek",
            "I corrected my insufficient bid with a different bid; must my partner pass for the rest of the auction",
        ),
        Text(
            "yetersiz deklaremi pas ile düzelttim",
            "I replaced my insufficient bid with a pass",
        ),
        Text(
            "yetersiz deklaremi ilgisiz bir deklareyle değiştirdim ortağım ilk deklaremin anlamını bilse de kullanamaz mı",
            "I replaced my insufficient bid with an unrelated bid; may partner not act on what my first bid told him",
        ),
        Text(
            "ortağım yetersiz deklaresini başka bir renge çevirdi geri aldığı deklareye göre atak yapabilir miyim",
            "partner switched his insufficient bid to another suit; may I lead on the strength of the bid he took back",
        ),
        Text(
            "rakibin iki karosu üstüne iki sinek dedim sonra üç sanzaya çevirdim ortağım artık konuşamıyor mu",
            "I bid two clubs over two diamonds and then changed it to three notrump; is my partner barred now",
        ),
    ),
)
LEAD_BANNED = Ending(
    said=(
        Text(
            "yetersiz deklareden sonra defansa düştük deklaran ortağıma bir renk yasakladı",
            "after my insufficient bid we ended up defending and declarer forbade my partner a suit",
        ),
        Text(
            "yetersiz deklareden sonra ortağım hep pas geçti rakip kontratı aldı atakta kısıtlama var mı",
            "after my insufficient bid partner had to pass throughout and the opponents won the contract; is there a lead restriction",
        ),
    ),
    title=Text("Artırım bitti, kusurlu oyuncu defansta", "The auction is over, the offender defends"),
    now=(
        Text(
            LEAD_BAN_26B.tr,
            "When the offender's partner first has the lead (the opening lead included), declarer may forbid him any one suit the offender did not specify in the legal auction; the ban lasts as long as that player keeps the lead (Law 26B).",
        ),
        # WBF 26B "specified in the legal auction", with 29C telling the denomination named from the
        # denomination(s) specified: the English says what the WBF's words mean here; the Turkish
        # ("artırımda kusurlu oyuncu tarafından konuşulmamış") does not say whether the withdrawn 1♥
        # counts (NOTE_26B), so the Turkish sentence reports the WBF's and settles nothing.
        Text(
            "WBF İngilizcesinde yalnız yasal artırım (⁅legal auction⁆) sayılır ve sayılan, kusurlu oyuncunun konuşmalarının belirttiği (⁅specified⁆) renklerdir, söylenen renk değil: yapay bir konuşma (SA, kontr ya da başka bir rengin deklaresi de olsa) renk belirtebilir.",
            "Only the legal auction counts: the withdrawn bid (1♥) specifies nothing. What counts is the suits the offender's legal calls specified, not the suits they named: an artificial call (a notrump bid, a double, or a bid in another suit) can specify suits.",
        ),
        NOTE_26B,
        WITHDRAWN_16C,
        DAMAGE_72C,
    ),
    chooser=Text("Deklaran: bir renk yasaklar ya da yasaklamaz.", "Declarer: he forbids one suit, or none."),
    laws=("27B2", "26B", "22A", "16C", "72C"),
    # 26B's time in both languages: TR "ilk oynaması sırasında (atak dahil)", WBF "at the offender's
    # partner's first turn to lead (which may be the opening lead)"; the English said only "first turn
    # to lead". "(the opening lead included)" is this Ending's `now` line's, and fits the 90 words (qa326).
    script=(
        Text(
            "Deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) iki seçeneğiniz var. Bir renk yasaklamak: artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir renk (Yasa 26B). Yasaklamamak: çıkış serbesttir.",
            "Declarer, at the offender's partner's first turn to lead (the opening lead included), you have two options. Forbid a suit: any one suit not specified in the legal auction by the offender (Law 26B). Forbid nothing: the lead is free.",
        ),
        Text(
            "Yasak, çıkış o oyuncuda kaldığı sürece devam eder.",
            "The prohibition continues for as long as that player retains the lead.",
        ),
        READ_DAMAGE_72C,
        Text(
            "Seçiminizi hepsini duyduktan sonra hakeme söyleyin.",
            "Choose once you have heard them all, and tell the Director.",
        ),
    ),
    director=Text(
        "Atak yapılmadan önce hakemi çağırın; deklaran seçimini hakeme söyler.",
        "Call the Director before the opening lead; declarer states his choice to him.",
    ),
    options=(
        Option(
            Text("Bir renk yasaklamak", "Forbid a suit"),
            # 26B restricts the offender's partner; written to declarer, a bare "Partner" named dummy (qa306).
            Text("Kusurlu oyuncunun ortağı o rengi çıkamaz.", "The offender's partner may not lead that suit."),
            (
                # 26B's list in each language's own words (TR "artırımda kusurlu oyuncu tarafından
                # konuşulmamış"; WBF "not been specified in the legal auction by the offender"): the English
                # said "the suit the offender named", against the line above ("specified, not the suits they
                # named"), and both languages one suit where the offender may have bid several (audit332).
                Text(
                    "En çok korktuğunuz atağı yasaklayın; artırımda kusurlu oyuncu tarafından konuşulmuş renkler listede yoktur.",
                    "Forbid the lead you fear most; the suits the offender specified in the legal auction are not on the list.",
                ),
            ),
            (),
        ),
        Option(Text("Yasaklamamak", "Forbid nothing"), Text("Çıkış serbesttir.", "The lead is free."), (), ()),
    ),
    engine=example(
        STORY + "Güney kabul etmedi; Doğu 3♥ dedi. Güney 3SA dedi, Batı (zorunlu), Kuzey ve Doğu pas geçti.",
        STORY_EN
        + "South did not accept; East corrected to 3♥. South bid 3NT; West (as he had to), North and East passed.",
        [*OPENING, REJECT, "E:3H", "S:3NT", "W:pass", "N:pass", "E:pass"],
    ),
)
OFFENDER_DECLARES = Ending(
    said=(
        Text(
            "yetersiz deklare yapan taraf kontratı aldı çıkış kısıtlaması olur mu",
            "the side that made the insufficient bid ended up declaring; is there a lead restriction",
        ),
        Text(
            "yetersiz deklaremi değiştirdim ortağım pas geçmek zorunda kaldı ve kontrat yine bizde kaldı",
            "I replaced my insufficient bid, partner had to pass and we still played the contract",
        ),
    ),
    title=Text("Artırım bitti, kusurlu taraf deklaran", "The auction is over, the offending side declares"),
    now=(
        Text(
            "Kusurlu oyuncu defansta değilse Yasa 26B'nin çıkış kısıtlaması uygulanmaz.",
            "When the offender is not a defender, the lead restriction of Law 26B does not apply.",
        ),
        WITHDRAWN_16C,
        DAMAGE_72C,
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("27B2", "22A", "26B", "16C", "72C"),
    script=(
        Text(
            "Kusurlu oyuncu defansta olmadığı için çıkış kısıtlaması yoktur (Yasa 26B).",
            "The offender is not a defender, so there is no lead restriction (Law 26B).",
        ),
        READ_DAMAGE_72C,
        Text(
            "Kimse seçmez.",
            "Nobody chooses.",
        ),
    ),
    director=Text(
        "Oyun bitince zarar gördüğünüzü düşünüyorsanız hakemi yeniden çağırın.",
        "Call the Director again at the end of play if you think you were damaged.",
    ),
    engine=example(
        STORY + "Güney kabul etmedi; Doğu 3♥ dedi. Güney, Batı (zorunlu) ve Kuzey pas geçti.",
        STORY_EN + "South did not accept; East corrected to 3♥. South, West (as he had to) and North passed.",
        [*OPENING, REJECT, "E:3H", "S:pass", "W:pass", "N:pass"],
    ),
)
DOUBLE = Ending(
    said=(
        Text(
            "yetersiz deklaremi kontr ile düzeltmeye çalıştım",
            "my bid was insufficient and I attempted to substitute a double for it",
        ),
        Text(
            "yetersiz deklaremi düzeltmek yerine kontr yaptım hakem kabul etmedi",
            "I doubled instead of correcting my insufficient bid and the Director did not allow it",
        ),
    ),
    title=Text("Kontr ya da sürkontr ile düzeltme", "A double or redouble instead"),
    now=(
        Text(
            "Kontr (ya da sürkontr) iptal edilir; kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare ya da pasla düzeltir (Yasa 27B3).",
            "The double (or redouble) is cancelled; the offender must replace it as the foregoing allows, with a sufficient bid or a pass (Law 27B3).",
        ),
        Text(
            "Ortağı artırımın sonuna kadar her sırasında pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27B3, 26B).",
            "His partner must pass at every turn to the end of the auction; lead restrictions may apply (Laws 27B3, 26B).",
        ),
        Text(
            "Hakem kontrun eşdeğer olduğuna karar verirse bunun yerine Yasa 27B1(b) (ve ardından Yasa 27D) uygulanır.",
            "If the Director judges the double comparable, Law 27B1(b) applies instead (and then Law 27D).",
        ),
        DAMAGE_72C,
    ),
    chooser=Text("Kusurlu oyuncu, yeni düzeltmesini.", "The offender, his new correction."),
    laws=("27B3", "26B", "27B1(b)", "72C", "27D"),
    script=(
        Text(
            "Kontr (ya da sürkontr) iptal edilir; konuşmanızı yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare ya da pasla düzeltirsiniz (Yasa 27B3).",
            "The double (or redouble) is cancelled; you must replace it as the foregoing allows, with a sufficient bid or a pass (Law 27B3).",
        ),
        Text(
            "Ortağınız artırımın sonuna kadar her sırasında pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 26B).",
            "Your partner must pass at every turn to the end of the auction; lead restrictions may apply (Law 26B).",
        ),
        READ_DAMAGE_72C,
        Text(
            "Hakem kontrunuzu eşdeğer sayarsa Yasa 27B1(b) uygulanır. Yeni düzeltmenizi siz seçersiniz.",
            "If the Director judges your double comparable, Law 27B1(b) applies instead. You choose your new correction.",
        ),
    ),
    director=CALL_NOW,
    engine=example(
        STORY + "Güney kabul etmedi; Doğu kontr dedi.",
        STORY_EN + "South did not accept; East doubled.",
        [*OPENING, REJECT, "E:X"],
    ),
)
INSUFFICIENT_AGAIN = Ending(
    said=(
        Text(
            "yetersiz deklaremi yine yetersiz bir deklareyle değiştirdim",
            "I replaced my insufficient bid with another bid that was still too low",
        ),
        Text(
            "yetersiz deklaremi düzeltirken yine yetersiz bir deklare yaptım",
            "while correcting my insufficient bid I made another insufficient bid",
        ),
    ),
    title=Text("Yine yetersiz bir deklare", "Another insufficient bid"),
    now=(
        Text(
            "Soldaki rakip yeni yetersiz deklareyi de kabul edebilir (Yasa 27B4, 27A1).",
            "The left-hand opponent may accept the new insufficient bid too (Laws 27B4, 27A1).",
        ),
        # 27B4 sends a refused second insufficient bid to 27B3, which ends TR "Yasa 26B ile öngörülen
        # çıkış kısıtlamaları uygulanabilir ve bkz. Yasa 72C"; WBF "The lead restrictions in Law 26B
        # may apply, and see Law 72C". The Ending stated 27B3's rules without that last sentence. The
        # replacement in 27B3's words ("konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir" /
        # "must replace it as the foregoing allows"; qa279).
        Text(
            "Kabul etmezse Yasa 27B3'ün kuralları uygulanır: kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde, yeterli bir deklare ya da pasla düzeltir, ortağı artırımın sonuna kadar pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 26B).",
            "If he does not, the rules of Law 27B3 apply: the offender must replace it as the foregoing allows, with a sufficient bid or a pass, and his partner must pass to the end of the auction; lead restrictions may apply (Law 26B).",
        ),
        DAMAGE_72C,
    ),
    chooser=Text("Kusurlu oyuncunun solundaki rakip.", "The offender's left-hand opponent."),
    laws=("27B4", "27A1", "27B", "27B3", "26B", "72C"),
    script=(
        Text(
            "Yine yetersiz bir deklare yaptınız.",
            "You made another insufficient bid.",
        ),
        ACCEPT_AGAIN_READ,
        READ_MAY_72C,
        CHOOSE,
    ),
    director=CALL_NOW,
    options=ACCEPT_AGAIN_OPTIONS,
    engine=example(
        STORY + "Güney kabul etmedi; Doğu 1♦ ile düzeltmeye çalıştı.",
        STORY_EN + "South did not accept; East tried to correct to 1♦.",
        [*OPENING, REJECT, "E:1D"],
    ),
)
EARLY_ACCEPTED = Ending(
    said=(
        Text(
            "hakem gelmeden yetersiz deklaremi değiştirdim ama solumdaki rakip ilkini kabul etti",
            "I changed my insufficient bid before the Director came but my left-hand opponent accepted the first one",
        ),
        Text(
            "hakem gelmeden deklaremi değiştirdim ama solumdaki rakip yetersiz ilk deklaremi kabul etti",
            "I changed my bid before the Director came, but my left-hand opponent accepted my first, insufficient bid",
        ),
    ),
    title=Text("Erken düzeltme, yetersiz deklare kabul edildi", "Early correction, the insufficient bid accepted"),
    now=(
        Text(
            "Soldaki rakip yetersiz deklareyi kabul ederse o geçerli olur; erken yapılan düzeltme iptal edilir (Yasa 27A1, 27C).",
            "If the left-hand opponent accepts the insufficient bid, it stands and the early correction is cancelled (Laws 27A1, 27C).",
        ),
    ),
    chooser=Text("Kusurlu oyuncunun solundaki rakip.", "The offender's left-hand opponent."),
    laws=("27A1", "27C"),
    script=(
        Text(
            "Hakem hüküm vermeden düzelttiniz.",
            "You corrected before the Director ruled.",
        ),
        ACCEPT_EARLY_READ,
        Text(
            "Yetersiz deklare kabul edilirse o geçerli olur ve erken düzeltme iptal edilir (Yasa 27A1, 27C).",
            "If the insufficient bid is accepted, it stands and the early correction is cancelled (Laws 27A1, 27C).",
        ),
        CHOOSE,
    ),
    director=CALL_NOW,
    options=ACCEPT_EARLY_OPTIONS,
    engine=example(
        STORY + "Doğu hakem gelmeden 2♥ dedi; Güney 1♥'yi kabul etti.",
        STORY_EN + "East said 2♥ before the Director came; South accepted 1♥.",
        [*OPENING, "E:2H", {"act": "accept", "seat": "S"}],
    ),
)
EARLY_REJECTED = Ending(
    said=(
        Text(
            "hakem gelmeden yetersiz deklaremi kendim düzelttim",
            "I corrected my insufficient bid myself before the Director arrived",
        ),
        Text(
            "yetersiz deklare yaptığımı fark edip hakem gelmeden yeterli bir deklare yaptım",
            "I saw my bid was insufficient and put a sufficient one in its place before the Director came",
        ),
    ),
    title=Text("Erken düzeltme geçerli", "The early correction stands"),
    now=(
        # 27C "(ancak bkz. yukarıda B3)" / "(but see B3 above)"; 27B3, TR "Kusurlu oyuncu, konuşmasını
        # yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı konuşma sırası kendisine her
        # geldiğinde pas geçmek zorundadır" / WBF "The offender must replace it as the foregoing allows and
        # his partner must then pass whenever it is his turn to call": the partner's pass follows any
        # replacement of a cancelled double, the lowest bid in the same denomination too (the engine:
        # `"N:1S","E:1H","E:X",reject,"E:2H"` keeps West's must_pass, laws 27B3, 27C, 26B). The line said
        # "cancelled" only, and the next one gives the lowest such bid "costs nothing" (qa217; in the
        # English "carries no rectification" since audit295, as the Turkish "yaptırım yok").
        Text(
            "Yetersiz deklare kabul edilmezse, hakem hüküm vermeden yapılan yasal düzeltme geçerlidir (Yasa 27C); düzeltme kontr ya da sürkontr ise Yasa 27B3 uygulanır: hakem eşdeğer saymadıkça iptal edilir, kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı, yeni düzeltme ne olursa olsun, her sırasında pas geçmek zorundadır.",
            "If the insufficient bid is not accepted, a legal correction made before the Director ruled stands (Law 27C); a double or redouble comes under Law 27B3: unless the Director judges it comparable, it is cancelled, the offender must replace it as the foregoing allows and his partner must pass at every turn, whatever the new correction.",
        ),
        # 27B2 silences the offender's partner (TR "kusurlu oyuncunun ortağı", WBF "the offender's
        # partner"); the chooser is the left-hand opponent, for whom a bare "partner" was his own (qa310).
        Text(
            "Hakem onu Yasa 27B'ye göre değerlendirir: aynı tür(ler)i belirten en düşük yeterli deklare ya da eşdeğer bir konuşmaysa yaptırım yok; başka bir deklare ya da pas ise kusurlu oyuncunun ortağı sonuna kadar pas geçmek zorundadır.",
            "The Director judges it under Law 27B: the lowest sufficient bid specifying the same denomination(s), or a comparable call, carries no rectification; after any other bid or a pass, the offender's partner must pass to the end.",
        ),
        OTHER_CALL_NOW,
        # 27B2 and 27B3 end TR "Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir" / WBF "The lead
        # restrictions in Law 26B may apply"; the page stated both sections' pass and their 72C
        # (DAMAGE_BY_SECTION), not their lead restrictions (qa217). After B1 there are none (27B1(a)
        # "Laws 26B and 16C do not apply"; 26A after a comparable call).
        Text(
            "Başka bir deklare, pas ya da kontr sonrasında (Yasa 27B2, 27B3) çıkış kısıtlaması olabilir (Yasa 26B).",
            "After another bid, a pass or a double (Laws 27B2, 27B3), lead restrictions may apply (Law 26B).",
        ),
        # 27C: "Hakem değiştirme ile ilgili olarak yukarıdaki bölümlerde belirlenen kuralları uygular"
        # (WBF "the Director applies the relevant foregoing section to the substitution").
        *DAMAGE_BY_SECTION,
    ),
    chooser=Text(
        "Kusurlu oyuncunun solundaki rakip (kabul ya da ret).", "The offender's left-hand opponent (accept or not)."
    ),
    laws=("27B2", "27C", "26B", "27B", "27B1(a)", "27B1(b)", "27B3", "27D", "72C"),
    script=(
        Text(
            "Hakem hüküm vermeden düzelttiniz.",
            "You corrected before the Director ruled.",
        ),
        ACCEPT_EARLY_READ,
        Text(
            "Kabul edilmezse erken düzeltme, yasal ise, geçerlidir ve hakem onu Yasa 27B'ye göre değerlendirir: başka bir deklare ya da pas ise ortağınız her sırasında pas geçmek zorundadır; çıkış kısıtlaması olabilir (Yasa 27C, 27B2, 26B).",
            "If it is not accepted, the early correction stands if it is legal, and the Director applies Law 27B: after another bid or pass, your partner must pass at every turn; lead restrictions may apply (Laws 27C, 27B2, 26B).",
        ),
        READ_MAY_72C,
        CHOOSE,
    ),
    director=CALL_NOW,
    options=ACCEPT_EARLY_OPTIONS,
    engine=example(
        STORY + "Doğu hakem gelmeden 3♥ dedi; Güney 1♥'yi kabul etmedi.",
        STORY_EN + "East said 3♥ before the Director came; South did not accept 1♥.",
        [*OPENING, "E:3H", REJECT],
    ),
)

SITUATION = Situation(
    slug="insufficient-bid",
    title=Text("Yetersiz deklare", "Insufficient bid"),
    summary=Text(
        "Bir oyuncu bir önceki deklareden yüksek olmayan bir deklare yaptı (ör. 1♠'nin üstüne 1♥).",
        "A player bid no higher than the previous bid (e.g. 1♥ over 1♠).",
    ),
    start=Step(
        Text("Yetersiz deklareden sonra ne oldu?", "What has happened since the insufficient bid?"),
        (
            Choice(
                "lho-called", Text("Soldaki rakip üstüne konuştu", "The left-hand opponent called over it"), ACCEPTED
            ),
            Choice("not-yet", Text("Henüz kimse konuşmadı", "Nobody has called yet"), LHO_DECIDES),
            Choice(
                "not-accepted",
                Text(
                    "Soldaki rakip kabul etmedi, kusurlu oyuncu düzeltiyor",
                    "The left-hand opponent did not accept; the offender corrects",
                ),
                Step(
                    Text("Kusurlu oyuncu yerine ne dedi?", "What did the offender say instead?"),
                    (
                        Choice(
                            "lowest-same",
                            Text(
                                "Aynı tür(ler)i belirten en düşük yeterli deklare (doğal 1♥ yerine doğal 2♥)",
                                "The lowest sufficient bid specifying the same denomination(s) (a natural 2♥ for a natural 1♥)",
                            ),
                            LOWEST,
                        ),
                        Choice(
                            "comparable",
                            Text(
                                "Hakemin eşdeğer saydığı başka bir konuşma",
                                "Another call the Director judges comparable",
                            ),
                            COMPARABLE,
                        ),
                        Choice(
                            "other",
                            Text("Başka bir deklare ya da pas", "Another bid, or a pass"),
                            Step(
                                Text("Artırım bitti mi?", "Is the auction over?"),
                                (
                                    Choice("not-over", Text("Henüz değil", "Not yet"), OTHER),
                                    Choice(
                                        "offender-defends",
                                        Text("Bitti; kusurlu oyuncu defansta", "Yes; the offender is a defender"),
                                        LEAD_BANNED,
                                    ),
                                    Choice(
                                        "offender-declares",
                                        Text("Bitti; kusurlu taraf oynuyor", "Yes; the offending side declares"),
                                        OFFENDER_DECLARES,
                                    ),
                                ),
                                Text(
                                    "Çıkış kısıtlaması (Yasa 26B) artırım bitince, kusurlu oyuncu defansta kalırsa gündeme gelir.",
                                    "The lead restriction (Law 26B) arises when the auction is over, if the offender is a defender.",
                                ),
                            ),
                        ),
                        Choice("double", Text("Kontr ya da sürkontr", "A double or redouble"), DOUBLE),
                        Choice(
                            "insufficient",
                            Text("Yine yetersiz bir deklare", "Another insufficient bid"),
                            INSUFFICIENT_AGAIN,
                        ),
                    ),
                    Text(
                        "Eşdeğer konuşma (Yasa 23A): aynı ya da benzer anlam, geri alınan konuşmaya verilebilecek olası anlamları içeren bir konuşma (WBF İngilizcesinde: o anlamların bir alt kümesini tanımlayan) ya da aynı amaç; hakem karar verir.",
                        "A comparable call (Law 23A): the same or a similar meaning, a call encompassing the possible meanings of the withdrawn call (in the WBF English: defining a subset of them), or the same purpose; the Director judges.",
                    ),
                ),
            ),
            Choice(
                "replaced-early",
                Text(
                    "Kusurlu oyuncu hakem hüküm vermeden düzeltti", "The offender corrected before the Director ruled"
                ),
                Step(
                    Text(
                        "Soldaki rakip yetersiz deklareyi kabul ediyor mu?",
                        "Does the left-hand opponent accept the insufficient bid?",
                    ),
                    (
                        Choice("accept", Text("Evet, kabul ediyor", "Yes, he accepts it"), EARLY_ACCEPTED),
                        Choice("reject", Text("Hayır", "No"), EARLY_REJECTED),
                    ),
                ),
            ),
        ),
        Text(
            "Sırasız yapılan yetersiz deklare için Yasa 31 uygulanır (Yasa 27A2). " + NO_REPLACEMENT_BEFORE.tr,
            "An insufficient bid out of rotation comes under Law 31 (Law 27A2). " + NO_REPLACEMENT_BEFORE.en,
        ),
    ),
)
