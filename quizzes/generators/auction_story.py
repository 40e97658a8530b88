"""What the auction question types share: random legal auctions played by the engine's own
state machine (rulings.auction), calls written in both languages, and the paragraphs of Laws
17-40 described in a sentence each for the explanations.

Calls are written as at the table: "pas"/"pass", "kontr"/"double", "sürkontr"/"redouble", and
bids as level + strain symbol ("1♥", "3SA" / "3NT").
"""

from __future__ import annotations

import random

from rulings import words as names
from rulings.auction import Auction, CallEvent
from rulings.words import CALL_WORDS, call, call_noun  # noqa: F401 (the question modules take them from here)

from .common import GenerationError, law

SEATS = "NESW"


def event_text(event: str, lang: str) -> str:
    seat, code = event.split(":")
    return f"{names.seat(seat, lang)} {call(code, lang)}"


def auction_text(events: list[str], lang: str) -> str:
    return (
        ", ".join(event_text(e, lang) for e in events)
        if events
        else ("henüz konuşma yok" if lang == "tr" else "no call yet")
    )


def legal_prefix(rng: random.Random, dealer: int, calls: int, bid_first: bool = True) -> tuple[Auction, list[str]]:
    """`calls` legal calls from the dealer on, each drawn from the engine's `legal` list (a pass
    about half the time, after a first bid when `bid_first`), the auction still open."""
    auction = Auction(dealer)
    events: list[str] = []
    for i in range(calls):
        legal = auction.legal()
        bids = [c for c in legal if c.is_bid]
        if bid_first and auction.calls and all(not m.call.is_bid for m in auction.calls) and bids:
            choice = rng.choice(bids[:12])
        elif rng.random() < 0.45:
            choice = legal[0]
        else:
            choice = rng.choice(
                [c for c in legal if not c.is_bid or c.rank < (bids[0].rank + 8 if bids else 0)] or legal
            )
        auction.apply(CallEvent(auction.turn, choice), i)
        events.append(f"{SEATS[auction.calls[-1].seat]}:{choice.code}")
        if auction.over:
            raise GenerationError("the auction ended")
    return auction, events


def finish(rng: random.Random, auction: Auction, start: int, must_bid: bool = False) -> list[str]:
    """Legal calls to the end of the auction (passing often), as event strings."""
    events: list[str] = []
    while not auction.over:
        if len(events) > 40:
            raise GenerationError("a long auction")
        legal = auction.legal()
        pick = legal[0] if (rng.random() < 0.6 and not must_bid) or len(legal) == 1 else rng.choice(legal[:8])
        must_bid = False
        auction.apply(CallEvent(auction.turn, pick), start + len(events))
        events.append(f"{SEATS[auction.calls[-1].seat]}:{pick.code}")
    return events


# One sentence per paragraph the auction questions cite: (Turkish, English).
SUFFICIENT_NOTE = (
    (
        " (resmî metin olan Türkçe böyle der; WBF İngilizcesi 'herhangi bir yasal konuşma' der ve hakem "
        "motoru da WBF gibi ortağa pas dahil her yasal konuşmayı açık tutar)"
    ),
    (
        " (so says the Turkish, the official text; the WBF English says 'any legal call', and the ruling "
        "engine, like the WBF, leaves partner every legal call, pass included)"
    ),
)
# "No rectification" after a comparable call or the lowest sufficient bid is never the whole
# ruling: 27B1(a) and (b) end "ancak bkz. aşağıdaki D" / "but see D following", and 26A, 30B1(b)(i),
# 31A2(a) and 32A2(a) "ancak bkz. Yasa 23C" / "but see Law 23C": at the end of play the Director
# may still adjust the score for the non-offending side. The pointer names the paragraph by its
# heading (Kusursuz Tarafın Zarar Görmesi, Non-Offending Side Damaged) and is cited with it.
SEE_27D = (" (ancak bkz. Yasa 27D: kusursuz tarafın zarar görmesi)", " (but see Law 27D: non-offending side damaged)")
SEE_23C = (" (ancak bkz. Yasa 23C: kusursuz tarafın zarar görmesi)", " (but see Law 23C: non-offending side damaged)")
# The last sentence of 27B2 and 27B3 (TR "Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve
# bkz. Yasa 72C"; WBF "The lead restrictions in Law 26B may apply, and see Law 72C") and of
# 30B1(b)(ii), 31A2(b), 32A2(b) (TR "Yasalar 16C, 26B ve 72C uygulanabilir"; WBF "Laws 16C, 26B and
# 72C may apply"): part of the rectification those paragraphs state (qa226).
LEAD_26B_72C = (
    "; Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa 72C",
    "; the lead restrictions in Law 26B may apply, and see Law 72C",
)
MAY_16C_26B_72C = ("; Yasalar 16C, 26B ve 72C uygulanabilir", "; Laws 16C, 26B and 72C may apply")
SEE_ALSO = {"27B1(a)": "27D", "27B1(b)": "27D", "26A": "23C", "30B1(b)(i)": "23C", "31A2(a)": "23C", "32A2(a)": "23C"}
PARAGRAPHS = {
    "17D3": (
        "sırasız bir pas bir oyuncuyu konuşma hakkından yoksun bırakmışsa üç pas artırımı bitirmez",
        "three passes do not end the auction when a pass out of rotation deprived a player of his turn",
    ),
    # Consecutive: a double or redouble after the last bid puts the count of passes back to none
    # (TR "son verilen deklareyi sıralı bir şekilde takiben arka arkaya üç pas", WBF "three
    # consecutive passes in rotation subsequent to the last bid").
    "22A": (
        "son deklareden sonra sırayla arka arkaya üç pas artırımı bitirir; son deklare kontrat olur",
        "three consecutive passes in rotation after the last bid end the auction; the last bid is the contract",
    ),
    "22B": ("dört oyuncu da pas geçerse eller oynanmaz", "if all four players pass, the hands are not played"),
    "23A": ("Hakem değiştirilen konuşmayı eşdeğer sayar", "the Director judges the replacement a comparable call"),
    # Law 25 rules changes of call; it is 30B2, 31C and 32C (cited before it) that make a call at
    # the left-hand opponent's turn a change of call, "and Law 25 applies".
    "25": (
        "Hakem konuşma değişikliğine bu Yasayı uygular",
        "the Director applies this Law to the change of call",
    ),
    # 25B1 and 25B2 end TR "(Yasa 26 uygulanabilir)", WBF "(Law 26 may apply)"; 25B3, in both texts
    # the third sub-paragraph of 25B: TR "Geri alınan ya da iptal edilen herhangi bir konuşma ile
    # ilgili olarak Yasa 16C uygulanır", WBF "Law 16C applies to any call withdrawn or cancelled" (qa228).
    # 25B1's parenthesis: TR "(soldaki rakibin isteyerek konuşma yapması halinde otomatikman kabul edilmiş
    # hale gelir)", WBF "(It is accepted if LHO calls intentionally over it.)" (qa238).
    "25B1": (
        "soldaki rakip değişikliği kabul edebilir (üstüne isteyerek konuşursa kabul etmiş olur); ilk konuşma "
        "geri alınır, ikincisi kalır ve artırım devam eder (Yasa 26 uygulanabilir)",
        "the left-hand opponent may accept the change (it is accepted if he calls intentionally over it): the "
        "first call is withdrawn, the second stands and the auction continues (Law 26 may apply)",
    ),
    "25B2": (
        "kabul edilmezse değiştirilen konuşma iptal edilir ve ilk konuşma kalır (Yasa 26 uygulanabilir)",
        "otherwise the changed call is cancelled and the first call stands (Law 26 may apply)",
    ),
    "25B3": (
        "geri alınan ya da iptal edilen herhangi bir konuşma için Yasa 16C uygulanır",
        "Law 16C applies to any call withdrawn or cancelled",
    ),
    "26A": (
        "eşdeğer konuşmadan sonra çıkış kısıtlaması yoktur" + SEE_23C[0],
        "after a comparable call there is no lead restriction" + SEE_23C[1],
    ),
    # 26B's suits in each text's words: TR "artırımda kusurlu oyuncu tarafından konuşulmamış herhangi
    # bir rengi", WBF "any (one) suit which has not been specified in the legal auction by the
    # offender"; whether a withdrawn call's suit counts the Turkish does not say (first_lead.WBF_READING).
    # Its last sentence, how long the ban lasts: TR "Bu yasak, çıkış kusurlu oyuncunun ortağında
    # kaldığı sürece devam eder", WBF "Such prohibition continues for as long as the offender's
    # partner retains the lead" (qa226).
    "26B": (
        "kusurlu oyuncu defans olursa deklaran, kusurlu oyuncunun ortağına, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi yasaklayabilir; "
        "bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece devam eder",
        "if the offender becomes a defender, declarer may forbid the offender's partner any one suit the offender did not specify in the legal auction; "
        "such prohibition continues for as long as the offender's partner retains the lead",
    ),
    "27A1": (
        "yetersiz deklareyi soldaki rakip kabul edebilir; o oyuncu konuşursa deklare kabul edilmiş olur",
        "the left-hand opponent may accept the insufficient bid; if he calls, it is accepted",
    ),
    "27A2": (
        "sırasız yetersiz deklare için Yasa 31 uygulanır",
        "an insufficient bid out of rotation falls under Law 31",
    ),
    "27B": (
        "kabul edilmeyen yetersiz deklare yasal bir konuşmayla düzeltilmelidir",
        "an insufficient bid not accepted must be corrected by a legal call",
    ),
    # 27B1(a): "geri alınan konuşma ile aynı türü(türleri) belirten yeterli en düşük deklare" / "the
    # lowest sufficient bid which specifies the same denomination(s) as that specified by the
    # withdrawn call": the strains the bids specify, not the symbol they name.
    "27B1(a)": (
        "geri alınan deklareyle aynı tür(ler)i belirten en düşük yeterli deklareyle düzeltilirse onarma yoktur"
        + SEE_27D[0],
        "corrected by the lowest sufficient bid specifying the same strain(s) as the withdrawn bid: no rectification"
        + SEE_27D[1],
    ),
    "27B1(b)": (
        "eşdeğer bir konuşmayla düzeltilirse onarma yoktur" + SEE_27D[0],
        "replaced by a comparable call: no rectification" + SEE_27D[1],
    ),
    # 27B2 and 27B3 bind the partner (TR "ortağı konuşma sırası kendisine her geldiğinde pas geçmek
    # zorundadır"; WBF "partner must (then) pass whenever it is his turn to call"): "pas geçmek
    # zorundadır", never "pas geçer" (qa172). 27B3's offender: TR "Kusurlu oyuncu, konuşmasını yukarıda
    # belirlenen kriterler çerçevesinde düzeltir" ("düzeltir" is the official Turkish's word), WBF "The
    # offender must replace it as the foregoing allows and his partner must then pass" (qa272: it said
    # "yeniden düzeltir" / "corrects again", without the criteria or the WBF's "must").
    # Both end TR "Yasa 26B ile öngörülen çıkış kısıtlamaları uygulanabilir ve bkz. Yasa 72C", WBF "The
    # lead restrictions in Law 26B may apply, and see Law 72C" (qa226).
    "27B2": (
        "başka bir yeterli deklare ya da pasla düzeltilirse ortak her sırasında pas geçmek zorundadır"
        + LEAD_26B_72C[0],
        "corrected by another sufficient bid or a pass: partner must pass whenever it is his turn" + LEAD_26B_72C[1],
    ),
    "27B3": (
        "kontr ya da sürkontrla düzeltme girişimi iptal edilir; kusurlu oyuncu konuşmasını yukarıda belirlenen kriterler "
        "çerçevesinde düzeltir ve ortağı her sırasında pas geçmek zorundadır" + LEAD_26B_72C[0],
        "a double or redouble is cancelled; the offender must replace it as the foregoing allows and his partner must then "
        "pass whenever it is his turn" + LEAD_26B_72C[1],
    ),
    "27B4": (
        "başka bir yetersiz deklareyle düzeltme girişimini soldaki rakip kabul etmezse B3 uygulanır",
        "an attempt to correct by another insufficient bid, not accepted, is ruled under B3",
    ),
    # 27C, official Turkish: "Kusurlu oyuncu, yetersiz deklaresini Hakemin bir hüküm vermesinden önce
    # düzeltirse ve eğer daha önceki yetersiz deklare Madde A1'de belirtilen şekilde soldaki oyuncu
    # tarafından kabul edilmemişse (ancak bkz. yukarıda B3), yeni deklare, kurallara uygun olmak
    # kaydı ile, geçerlidir. Hakem değiştirme ile ilgili olarak yukarıdaki bölümlerde belirlenen
    # kuralları uygular." WBF: "the substitution, if legal, stands unless the insufficient bid is
    # accepted as A1 allows (but see B3 above). The Director applies the relevant foregoing section
    # to the substitution."
    "27C": (
        "Hakem hüküm vermeden yapılan düzeltme, yetersiz deklare soldaki rakip tarafından A1'e göre kabul "
        "edilmemişse (ancak bkz. B3) kurallara uygun olmak kaydıyla geçerlidir; Hakem değiştirmeye yukarıdaki "
        "bölümlerin kurallarını uygular",
        "a correction made before the Director's ruling stands, if legal, unless the left-hand opponent "
        "accepts the insufficient bid as A1 allows (but see B3); the Director applies the foregoing sections "
        "to the substitution",
    ),
    "28A": (
        "pas geçmesi gereken sağdaki rakibin sırasında yapılan konuşma sırasında sayılır",
        "a call at the turn of a right-hand opponent required to pass is in rotation",
    ),
    "28B": (
        "sırası gelen oyuncu kusurlunun rakibiyse ve onarma belirlenmeden konuşursa sırasız konuşma hiç yapılmamış gibi artırım sürer",
        "if the player whose turn it was, an opponent of the offender, calls before any rectification, the auction continues as if the call out of rotation had not been made",
    ),
    "29A": (
        "soldaki rakip konuşarak sırasız konuşmayı kabul edebilir",
        "the left-hand opponent may call and so accept the call out of rotation",
    ),
    # 29B TR "A maddesinin uygun olmadığı durumlarda, sırasız konuşma iptal edilir ... Kusurlu
    # oyuncunun tarafı, Yasalar 30, 31 ve 32 hükümlerine tabidir"; WBF "Unless A applies, ... The
    # offending side is subject to the provisions of Law 30, 31 or 32". Said without "otherwise"
    # since the explanations read it first (qa65), before the case of Law 30, 31 or 32.
    "29B": (
        "soldaki rakip konuşarak kabul etmemişse (A maddesi) sırasız konuşma iptal edilir, artırım sırası gelen oyuncuya döner ve kusurlu taraf Yasa 30, 31 ve 32 hükümlerine tabidir",
        "unless the left-hand opponent accepted it by calling (A), the call out of rotation is cancelled, the auction reverts to the player whose turn it was and the offending side is subject to Law 30, 31 or 32",
    ),
    "29C": (
        "sırasız konuşma yapaysa belirttiği türler esas alınır",
        "an artificial call is judged by the strains it specifies",
    ),
    "30A": (
        "sağdaki rakibin sırasında pas geçen oyuncu ilk sırasında pas geçmek zorundadır ve Yasa 72C uygulanabilir",
        "a player who passed at his right-hand opponent's turn must pass at his next turn, and Law 72C may apply",
    ),
    "30B1": (
        "ortağın sırasında (ya da henüz konuşmamışken soldakinin sırasında) pas geçildiyse",
        "a pass at partner's turn (or, before any call of his own, at the left-hand opponent's turn)",
    ),
    # 30B1(a) and 31B1, official Turkish: "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar
    # çerçevesinde herhangi bir yeterli konuşma yapabilir"; WBF "Offender's partner may make any legal
    # call at his proper turn". The English follows the Turkish and says where the WBF (and the
    # engine, fixtures/editor_notes.json "translation-30B1(a)") differ.
    # Each ends as its paragraph does (qa228): 30B1(a) TR "ancak Yasa 16C2 uygulanır", WBF "but Law
    # 16C2 applies"; 31B1 TR "ancak Yasa 16C2 uygulanabilir", WBF "but Law 16C2 applies" (the
    # Turkish is followed: fixtures/editor_notes.json "translation-31B1"); 32B1 TR "ancak Yasa 16C2
    # geçerlidir", WBF "but Law 16C2 applies".
    "30B1(a)": (
        "ortak sırasında kurallar çerçevesinde herhangi bir yeterli konuşmayı yapabilir"
        + SUFFICIENT_NOTE[0]
        + ", ancak Yasa 16C2 uygulanır",
        "partner may make any sufficient call, within the rules, at his turn"
        + SUFFICIENT_NOTE[1]
        + ", but Law 16C2 applies",
    ),
    # 30B1(b), official Turkish: "Kusurlu oyuncu, sıra kendisine geldiğinde herhangi bir yasal konuşma
    # yapabilir ve:"; WBF "Offender may make any legal call at his correct turn and:" (then (i), (ii)).
    "30B1(b)": (
        "kusurlu sırasında herhangi bir yasal konuşma yapabilir",
        "the offender may make any legal call at his turn",
    ),
    "30B1(b)(i)": (
        "kusurlunun konuşması eşdeğerse onarma yoktur" + SEE_23C[0],
        "if the offender's call is comparable, no rectification" + SEE_23C[1],
    ),
    "30B1(b)(ii)": (
        "eşdeğer değilse ortak ilk sırasında pas geçmek zorundadır" + MAY_16C_26B_72C[0],
        "if it is not comparable, partner must pass at his next turn" + MAY_16C_26B_72C[1],
    ),
    "30B2": (
        "daha önce konuşmuş oyuncunun soldakinin sırasındaki pası konuşma değişikliğidir",
        "a pass at the left-hand opponent's turn by a player who has called is a change of call",
    ),
    "30C": ("yapay pas için Yasa 31 uygulanır", "an artificial pass falls under Law 31"),
    "31A": ("sağdaki rakibin sırasında yapılan sırasız deklare", "a bid at the right-hand opponent's turn"),
    "31A1": (
        "o rakip pas geçerse kusurlu deklaresini tekrarlamak zorundadır",
        "if that opponent passes, the offender must repeat his bid",
    ),
    "31A2": (
        "o rakip yasal bir deklare verir, kontr ya da sürkontr derse kusurlu herhangi bir yasal konuşma yapabilir",
        "if that opponent makes a legal bid, double or redouble, the offender may make any legal call",
    ),
    # 31A2(a) and 32A2(a) follow A2's condition, a bid, double or redouble by that opponent (31A2,
    # TR "Bu rakip yasal bir deklare verir, kontr veya sürkontr atarsa" / WBF "If that opponent makes
    # a legal bid, double or redouble"; 32A2, TR "Kusurlu oyuncunun sağındaki rakip deklare verir,
    # kontr veya sürkontr atarsa" / WBF "If offender's RHO bids, doubles or redoubles"), never his
    # pass, which is A1's ("Bu rakip pas geçerse" / "If that opponent passes"): not "if he calls".
    "31A2(a)": (
        "o rakip yasal bir deklare verir, kontr ya da sürkontr derse kusurlu herhangi bir yasal konuşma yapabilir; "
        "eşdeğerse onarma yoktur" + SEE_23C[0],
        "if that opponent makes a legal bid, double or redouble, the offender may make any legal call; comparable: "
        "no rectification" + SEE_23C[1],
    ),
    "31A2(b)": (
        "eşdeğer değilse ortak ilk sırasında pas geçmek zorundadır" + MAY_16C_26B_72C[0],
        "not comparable: partner must pass at his next turn" + MAY_16C_26B_72C[1],
    ),
    "31B": (
        "ortağın sırasında (ya da henüz konuşmamışken soldakinin sırasında) yapılan sırasız deklare",
        "a bid at partner's turn (or, before any call of his own, at the left-hand opponent's turn)",
    ),
    "31B1": (
        "ortak kurallar çerçevesinde herhangi bir yeterli konuşmayı yapabilir"
        + SUFFICIENT_NOTE[0]
        + ", ancak Yasa 16C2 uygulanabilir",
        "partner may make any sufficient call, within the rules" + SUFFICIENT_NOTE[1] + ", but Law 16C2 may apply",
    ),
    "31B2": (
        "kusurlu sırasında herhangi bir yasal konuşma yapabilir ve Hakem A2'ye göre karar verir",
        "the offender may make any legal call at his turn, ruled under A2",
    ),
    "31C": (
        "artırımın ilerisinde soldakinin sırasındaki deklare konuşma değişikliğidir",
        "a later bid at the left-hand opponent's turn is a change of call",
    ),
    "32A": (
        "sağdaki rakibin sırasında sırasız kontr ya da sürkontr",
        "a double or redouble at the right-hand opponent's turn",
    ),
    "32A1": (
        "o rakip pas geçerse kusurlu kontr ya da sürkontrunu tekrarlamak zorundadır",
        "if that opponent passes, the offender must repeat his double or redouble",
    ),
    "32A2": (
        "sağdaki rakip deklare verir, kontr ya da sürkontr derse kusurlu herhangi bir yasal konuşma yapabilir",
        "if the right-hand opponent bids, doubles or redoubles, the offender may make any legal call",
    ),
    "32A2(a)": (
        "sağdaki rakip deklare verir, kontr ya da sürkontr derse kusurlu herhangi bir yasal konuşma yapabilir; "
        "eşdeğerse onarma yoktur" + SEE_23C[0],
        "if the right-hand opponent bids, doubles or redoubles, the offender may make any legal call; comparable: "
        "no rectification" + SEE_23C[1],
    ),
    "32A2(b)": (
        "eşdeğer değilse ortak ilk sırasında pas geçmek zorundadır" + MAY_16C_26B_72C[0],
        "not comparable: partner must pass at his next turn" + MAY_16C_26B_72C[1],
    ),
    "32B": ("ortağın sırasında sırasız kontr ya da sürkontr", "a double or redouble at partner's turn"),
    "32B1": (
        "ortak herhangi bir yasal konuşmayı yapabilir, ancak Yasa 16C2 geçerlidir",
        "partner may make any legal call, but Law 16C2 applies",
    ),
    # 32B2, official Turkish: "Kusurlu oyuncunun ortağı konuşma sırası kendisine geldiğinde herhangi
    # yasal bir konuşmayı yapabilir ve Hakem ... A2(a) veya A2(b) maddeleri uyarınca hüküm verir";
    # WBF: "Offender may make any legal call at his proper turn and the Director rules as in A2(a)
    # or A2(b) above". The engine judges the offender's call (as the Turkish 31B2 and the WBF do);
    # the explanation says the official text names the partner.
    "32B2": (
        (
            "kusurlu sırasında herhangi bir yasal konuşma yapabilir ve Hakem A2'ye göre karar verir (resmî Türkçe "
            "metin bu cümleyi 'kusurlu oyuncunun ortağı' için kurar; burada, Türkçe 31B2'deki ve WBF "
            "İngilizcesindeki gibi, kusurlu oyuncunun konuşması değerlendirilir)"
        ),
        (
            "the offender may make any legal call at his turn, ruled under A2 (the official Turkish frames "
            "this sentence for 'the offender's partner'; here, as in the Turkish 31B2 and the WBF English, "
            "the offender's call is the one judged)"
        ),
    ),
    "32C": (
        "artırımın ilerisinde soldakinin sırasındaki kontr konuşma değişikliğidir",
        "a later double at the left-hand opponent's turn is a change of call",
    ),
    "34": (
        "üç pastan biri sırasızsa Yasa 17D3 uygulanır",
        "when one of three passes was out of rotation, Law 17D3 applies",
    ),
}


def explain(labels, lang: str) -> list[str]:
    """One step per paragraph the engine cited and this module describes."""
    i = 0 if lang == "tr" else 1
    return [f"{law(label, lang)}: {PARAGRAPHS[label][i]}." for label in labels if label in PARAGRAPHS]


# The paragraphs of a call out of rotation not accepted, in the order the Laws apply them: 29B
# cancels the call and hands the offending side to Laws 30, 31 or 32 (TR "sırasız konuşma iptal
# edilir ... Kusurlu oyuncunun tarafı, Yasalar 30, 31 ve 32 hükümlerine tabidir", WBF "a call out of
# rotation is cancelled ... The offending side is subject to the provisions of Law 30, 31 or 32");
# the case of Law 30, 31 or 32 comes next, at RHO's turn (A, A2) or at partner's (B, B1 partner's
# call, B2 the offender's, "ruled as in A2(a) or A2(b) above"); A2(b), the call not comparable,
# last, since it is where B2 leads and it names 26B (qa65). The engine lists them the other way round.
LAWS_ORDER = (
    "29B",
    "30A",
    "30B1",
    "30B1(a)",
    "30B1(b)",
    "30B1(b)(ii)",
    "31A",
    "32A",
    "31A1",
    "32A1",
    "31A2",
    "32A2",
    "31B",
    "32B",
    "31B1",
    "32B1",
    "31B2",
    "32B2",
    "31A2(b)",
    "32A2(b)",
)


def in_the_laws_order(labels: tuple[str, ...]) -> tuple[str, ...]:
    """The labels with those of LAWS_ORDER, where they stand together, put in its order; the others
    (27B2, 27B3, 26B, 22A, 28B, 25: already as the Laws apply them) keep their places. The same
    labels."""
    ours = [label for label in labels if label in LAWS_ORDER]
    ordered = iter(sorted(ours, key=LAWS_ORDER.index))
    return tuple(next(ordered) if label in LAWS_ORDER else label for label in labels)


def described(labels) -> tuple[str, ...]:
    """The labels this module describes, then the paragraphs their sentences point to (SEE_ALSO)."""
    own = [label for label in labels if label in PARAGRAPHS]
    return tuple(dict.fromkeys([*own, *(SEE_ALSO[label] for label in own if label in SEE_ALSO)]))


def dealer_line(dealer: str, lang: str) -> str:
    return f"Dağıtan {names.seat(dealer, 'tr')}." if lang == "tr" else f"Dealer {names.seat(dealer, 'en')}."
