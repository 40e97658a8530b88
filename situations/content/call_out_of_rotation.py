"""Call out of rotation (Laws 28-32, 25): cancelled without rectification by the call of the
player whose turn it was when he is an opponent of the offender (28B: "a call out of rotation by
an opponent"), in rotation after all when that player had to pass (28A), accepted by the
offender's left-hand opponent (29A), or cancelled (29B) and rectified by Law 30 (a pass), 31 (a
bid) or 32 (a double or redouble) according to whose turn it was and what followed; the same
rectification when the player whose turn it was is the offender's partner and calls first (his
call stands: 30B1(a), 31B1, 32B1); at the left-hand opponent's turn after the offender had
called, a change of call (Law 25: 30B2, 31C, 32C).

Every ending is engine-backed: North deals and opens 1♠, and the call out of rotation comes at
East's or South's turn; each example is an `auction` query (docs/rulings-cli.md).
"""

from __future__ import annotations

from ..guide import Choice, Ending, EngineExample, Option, Situation, Step, Text
from .common import CALL_NOW, CALL_NOW_NO_CHOICE, LEAD_BAN_26B, READ_LEAD_BAN_26B
from .insufficient_bid import READ_MAY_72C, auction

ACCEPT_OPTIONS = (
    Option(
        Text("Üstüne konuşup kabul etmek", "Call over it and accept"),
        Text(
            "Soldaki rakip konuşursa düzeltme hakkı kalkar ve konuşma geçerli olur (Yasa 29A).",
            "If the left-hand opponent calls, the right to rectification is gone and the call stands (Law 29A).",
        ),
        (Text("Artırım sizin için iyi gidiyor.", "The auction suits you as it is."),),
        (Text("Kusurlu taraf kısıtlamasız sürer.", "The offending side carries on unrestricted."),),
    ),
    Option(
        Text("Kabul etmemek", "Do not accept"),
        Text(
            "Konuşma iptal edilir, sıra doğru oyuncuya döner (Yasa 29B) ve Yasa 30, 31 ya da 32 uygulanır.",
            "The call is cancelled, the turn goes back to the right player (Law 29B) and Law 30, 31 or 32 applies.",
        ),
        (Text("Kusurlunun ortağı pas geçmek zorunda kalabilir.", "The offender's partner may be silenced."),),
        (
            Text(
                "İptal edilen konuşmanın bilgisi size de ulaşmıştır ama kusurlu taraf için izinsizdir (Yasa 16C).",
                "The cancelled call's information is unauthorised for the offending side only (Law 16C).",
            ),
        ),
    ),
)
CHANGE_OPTIONS = (
    Option(
        Text("Kabul etmek", "Accept"),
        Text(
            "İlk konuşma geri alınır, ikincisi kalır; çıkış kısıtlaması olabilir (Yasa 25B1, 26).",
            "The first call is withdrawn and the second stands; lead restrictions may apply (Laws 25B1, 26).",
        ),
        (Text("İkinci konuşma size daha uygunsa.", "If the second call suits you better."),),
        (),
    ),
    Option(
        Text("Kabul etmemek", "Do not accept"),
        # 25B2 ends as 25B1 does: TR "İlk konuşma kalır ve artırım devam eder. (Yasa 26
        # uygulanabilir.)"; WBF "The original call stands and the auction continues (Law 26 may
        # apply)". Either choice may bring a lead restriction, not only acceptance.
        Text(
            "İkinci konuşma iptal edilir, ilk konuşma kalır; çıkış kısıtlaması olabilir (Yasa 25B2, 26).",
            "The second call is cancelled and the first stands; lead restrictions may apply (Laws 25B2, 26).",
        ),
        (Text("Artırım sizin bildiğiniz yerden sürer.", "The auction goes on from where you knew it."),),
        (
            # 16C2 (TR "Kusurlu taraf için, geri alınmış eylemden ... kaynaklanan tüm bilgiler
            # izinsizdir"; WBF "For an offending side, information arising from its own withdrawn
            # action ... is unauthorized"): the information is unauthorised, the offending side may
            # not choose an action it demonstrably suggests over a logical alternative; the Laws do
            # not tell it to act as though it had not heard the call.
            Text(
                "İptal edilen konuşmanın bilgisi size de ulaşmıştır ama kusurlu taraf için izinsizdir (Yasa 16C).",
                "The cancelled call's information is unauthorised for the offending side only (Law 16C).",
            ),
        ),
    ),
)
AFTER_REJECT = Text(
    "Soldaki rakip kabul etmediği için konuşma iptal edildi ve sıra, sırası gelen oyuncuya döndü (Yasa 29B).",
    "The left-hand opponent did not accept, so the call was cancelled and the turn went back to the player whose turn it was (Law 29B).",
)
UI = Text(
    "İptal edilen konuşmanın bilgisi kusurlu taraf için izinsizdir (Yasa 16C).",
    "What the cancelled call told is unauthorised for the offending side (Law 16C).",
)
# The offender's call at his turn in each paragraph's own verb (audit293): 30B1(b) WBF "Offender may make
# any legal call at his correct turn", TR "Kusurlu oyuncu, sıra kendisine geldiğinde herhangi bir yasal
# konuşma yapabilir"; 31B2 WBF "Offender may make any legal call at his correct turn", TR "Kusurlu oyuncu
# sıra kendisine geldiğinde herhangi yasal bir konuşmayı yapabilir"; 32B2 WBF "Offender may make any legal
# call at his proper turn" (TR "yapabilir", of the partner: NOTE_32B2). It said "makes" / "yapar". The
# partner-first Endings' `now` and read-outs below say it the same way.
OFFENDER_THEN = Text(
    "Sonra kusurlu oyuncu kendi sırasında herhangi bir yasal konuşma yapabilir; hakem onun eşdeğer olup olmadığına karar verir (Yasa 23A).",
    "Then the offender may make any legal call at his turn; the Director judges whether it is comparable (Law 23A).",
)
# 26B names the suits: TR "artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi"; WBF
# "any (one) suit which has not been specified in the legal auction by the offender" (qa142: "a suit"
# alone let a reader think any suit); each language in its own words since qa158 (common.py).
LEAD = LEAD_BAN_26B
# Laws 30B1(a) and 31B1: the official Turkish lets the offender's partner make "herhangi bir yeterli
# konuşma" (any sufficient call) "kurallar çerçevesinde"; the WBF English says "any legal call".
# Each paragraph names whose partner (30B1(a), 31B1 TR "Kusurlu oyuncunun ortağı, sıra kendisine
# geldiğinde ..."; 32B1 "Kusurlu oyuncunun ortağı herhangi yasal bir konuşmayı yapabilir"; WBF
# "Offender's partner may make any legal call"): the pages' lines, read by the Director and the
# left-hand opponent who did not accept, name him too; a bare "Partner" / "Ortak" was the reader's own.
# The offender's read-outs say "Your partner" / "Ortağınız" (qa326).
SUFFICIENT_NOTE = Text(
    "Resmî metin Türkçedir: Türkçe 30B1(a) ve 31B1 ortağa 'kurallar çerçevesinde herhangi bir yeterli konuşma' tanır; WBF İngilizcesi 'herhangi bir yasal konuşma' (⁅any legal call⁆) der.",
    "The Turkish is the official text: its 30B1(a) and 31B1 allow the partner 'any sufficient call, within the rules'; the WBF English says 'any legal call'.",
)
# Law 32B2: the official Turkish reads "Kusurlu oyuncunun ortağı konuşma sırası kendisine geldiğinde
# herhangi yasal bir konuşmayı yapabilir ve Hakem ... A2(a) veya A2(b) maddeleri uyarınca hüküm
# verir"; the WBF English: "Offender may make any legal call at his proper turn and the Director rules
# as in A2(a) or A2(b) above". The guide follows the WBF (as the Turkish 31B2 reads) and says so.
NOTE_32B2 = Text(
    "Resmî metin Türkçedir: Türkçe 32B2 bu cümleyi 'kusurlu oyuncunun ortağı' için kurar; WBF İngilizcesi 'kusurlu oyuncu' (⁅Offender⁆) der. Bu rehber, Türkçe 31B2'nin de söylediği gibi, kusurlu oyuncunun konuşmasının değerlendirildiğini yazar.",
    "The Turkish is the official text: its 32B2 frames this sentence for 'the offender's partner'; the WBF English says 'Offender'. This guide writes, as the Turkish 31B2 also says, that the offender's call is the one judged.",
)
NO_LEAD = Text("Çıkış kısıtlaması yoktur (Yasa 26A).", "There is no lead restriction (Law 26A).")
# Laws 23B and 26A: once the offender has replaced the cancelled call with a comparable one, 16C2
# no longer applies (TR 23B "Yasa 16C2 bu durumda geçerli değildir, ancak bkz. aşağıdaki C maddesi";
# WBF "Law 16C2 does not apply, but see C following"; 26A TR "Yasa 16C uygulanmaz, ancak bkz. Yasa
# 23C", WBF "Law 16C does not apply, but see Law 23C"); 23C in the official Turkish's words (the
# Director judges that the result "could be different" and the non-offending side "may have been
# damaged": TR "farklı olabileceğine ... zarar görmüş olabileceğine kanaat getirirse"; the page
# quotes 23C with its editor's note on the WBF's "could well have been different ... is damaged").
# The 23C sentence is the Ending's advice (shown on the page, not in the search's way to it): in
# `now` it lengthened the five Endings enough to move held-out questions meant for their siblings
# (docs/legal-review.md, audit15d).
COMPARABLE_UI = Text(
    "Kusurlu oyuncu eşdeğer bir konuşma yaptığı için Yasa 16C2 uygulanmaz (Yasa 23B, 26A).",
    "The offender made a comparable call, so Law 16C2 does not apply (Laws 23B, 26A).",
)
COMPARABLE_23C = Text(
    "Hakem oyunun sonunda, usulsüzlükten gelen yardım olmasaydı bordun sonucunun farklı olabileceğine ve kusursuz tarafın bu yüzden zarar görmüş olabileceğine kanaat getirirse ayarlı skor verecektir (Yasa 23C).",
    "If at the end of play the Director judges that without the help gained through the irregularity the result of the board could have been different, and that the non-offending side may have been damaged in consequence, he shall award an adjusted score (Law 23C).",
)

# The read-out (Law 10C1), to the offender once his call was not accepted (Laws 29B, 16C).
# 29B in the WBF's words, "a call out of rotation is cancelled and the auction reverts to the player
# whose turn it was to call" (TR "sırasız konuşma iptal edilir ve artırım konuşma sırası kendisinde
# olan oyuncuya geri gider"; the Turkish read-out unchanged): four words shorter than "Your call out
# of rotation was not accepted: it is cancelled and the turn goes back ...". With the 16C line one
# shorter (it said "What the cancelled call told"), that makes room for 26B's "(which may be the
# opening lead)" (TR "(atak dahil)") in READ_LEAD, whose three *_PARTNER_OTHER read-outs were at 90
# words (90 again), and in PASS_RHO's read-out (90; its 30A line lost an "and"). qa309.
READ_REJECTED = Text(
    "Sırasız konuşmanız kabul edilmedi: iptal edildi ve sıra, sırası gelen oyuncuya döndü (Yasa 29B).",
    "Not accepted, your call out of rotation is cancelled; the auction reverts to the player whose turn it was (Law 29B).",
)
READ_UI = Text(
    "İptal edilen konuşmanın bilgisi tarafınız için izinsizdir (Yasa 16C). Kimse seçmez.",
    "The cancelled call's information is unauthorised for your side (Law 16C). Nobody chooses.",
)
# Where declarer's 26B choice is still to come (READ_LEAD has just said so).
READ_UI_LATER = Text(
    "İptal edilen konuşmanın bilgisi tarafınız için izinsizdir (Yasa 16C). Şimdi kimse seçmez.",
    "The cancelled call's information is unauthorised for your side (Law 16C). Nobody chooses now.",
)
# 23C's damage is the one done by the help gained through the irregularity (TR "usulsüz konuşma sonucu
# edinilen yardımın olmaması halinde bordun sonucunun farklı olabileceğine ve bunun sonucu olarak
# kusursuz tarafın zarar görmüş olabileceğine"; WBF "without the assistance gained through the
# infraction the outcome of the board could well have been different, and in consequence the
# non-offending side is damaged"), as COMPARABLE_23C says in full on the page. The read-out said only
# "may have been damaged", which reads as any damage; it now names the cause, short enough for the
# read-out's 90 words (qa190).
READ_COMPARABLE_UI = Text(
    "Yasa 16C2 uygulanmaz (Yasa 23B); hakem usulsüzlükten gelen yardımın kusursuz tarafa zarar vermiş olabileceğine kanaat getirirse oyunun sonunda skoru ayarlayacaktır (Yasa 23C). Kimse seçmez.",
    "Law 16C2 does not apply (Law 23B); if the Director judges the irregularity's help may have damaged the other side, he shall adjust the score after play (Law 23C). Nobody chooses.",
)
READ_LEAD = READ_LEAD_BAN_26B
CHOOSE = Text("Seçiminizi hepsini duyduktan sonra yapın.", "Choose once you have heard them all.")

# Who chooses once the left-hand opponent has not accepted (29B). Nobody, where the Law says what
# follows: the repeated call (31A1 TR "bu konuşma yasal ise başka bir onarma yapılmaz", WBF "when
# that call is legal there is no rectification"; 32A1 TR "kontr veya sürkontrun kabulü olanaksız
# değilse başka bir onarma uygulanmaz", WBF "there is no rectification unless the double or
# redouble is inadmissible") and the comparable call (23B TR "artırım ve oyun herhangi bir onarım
# yapılmaksızın devam eder", WBF "both the auction and play continue without further
# rectification"; 26A, no lead restriction; 23C is the Director's judgement). Declarer, later, where
# the call was not comparable: 26B (TR "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir
# konuşma ile değiştirmezse, ve daha sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun
# ortağının ilk oynaması sırasında (atak dahil) ... yasaklayabilir"; WBF "declarer may, at the
# offender's partner's first turn to lead (which may be the opening lead), prohibit ...").
# Whose first lead, as 26B names him: "his partner's" / "ortağının", after declarer, read as dummy; every
# chooser here that gives declarer 26B's choice names the offender's partner (audit332, as audit328 on the
# unintended-call guide); "first lead" kept, as there, for the search.
REJECTED_NOBODY = Text(
    "Soldaki rakip kabul etmemeyi seçti; şimdi kimse seçmez, kurallar uygulanır.",
    "The left-hand opponent chose not to accept; nobody chooses now, the rules apply.",
)
REJECTED_DECLARER_LATER = Text(
    "Soldaki rakip kabul etmemeyi seçti; şimdi kimse seçmez. Kusurlu oyuncu defans oyuncusu olursa, kusurlu oyuncunun ortağının ilk çıkışında bir rengi yasaklayıp yasaklamayacağını deklaran seçer (Yasa 26B).",
    "The left-hand opponent chose not to accept; nobody chooses now. If the offender becomes a defender, declarer chooses at the offender's partner's first lead whether to forbid a suit (Law 26B).",
)


# Laws 30A, 30B1(b)(ii), 31A2(b) and 32A2(b) each end with "Law 72C may apply" (TR "Yasa 72C
# uygulanabilir"; "Yasalar 16C, 26B ve 72C uygulanabilir"): the offender or his partner is made to
# pass. Law 72C: TR "bir oyuncunun yaptığı kural ihlalinin kusursuz tarafa zarar vereceğinin farkında
# olabileceğine" (would damage: the official text, which the guide follows); WBF "could have been
# aware at the time of his irregularity that this could well damage the non-offending side" (an
# editor's note on 72C says so). The adjusted score waits on the Director's second judgement too (TR "Oyunun
# sonunda, Hakem, kusurlu tarafın kendi ihlali sonucu kazanç sağladığına kanaat getirirse ayarlı skor
# uygular"; WBF "At the conclusion of play the Director awards an adjusted score if he considers the
# offending side has gained an advantage"), in the present in both texts; the line said "if the offending
# side gained an advantage" / "kusurlu taraf bundan avantaj sağladıysa", a fact (qa326).
FORCED_PASS_LABELS = frozenset({"30A", "30B1(b)(ii)", "31A2(b)", "32A2(b)"})
MAY_72C = Text(
    "Yasa 72C de uygulanabilir: hakem, kusurlu oyuncunun bu usulsüzlüğün kusursuz tarafa zarar vereceğinin farkında olabileceğine kanaat getirirse, oyunun sonunda kusurlu tarafın bundan kazanç sağladığına kanaat getirirse ayarlı skor verir (Yasa 72C).",
    "Law 72C may apply too: if the Director determines that the offender could have been aware that his irregularity would damage the non-offending side, he awards an adjusted score at the end of play if he considers that the offending side gained an advantage through it (Law 72C).",
)
# The read-out's word for it, READ_MAY_72C (insufficient_bid; test_read_out: 90 words):
# BID_RHO_OTHER, DOUBLE_RHO_OTHER and the partner-first Endings (fix76); the three *_PARTNER_OTHER Endings say it in their own sentence and
# PASS_RHO in 30A's ("... and Law 72C may apply"), each reworded to stay within 90 words (fix77).


# Law 17D3 (Law 34 points to it): TR "Bir konuşmanın ardından üç pas geldiğinde, bu paslardan
# herhangi biri, sıra kendisinde olan bir oyuncuyu konuşma hakkından yoksun bırakarak sırasız olarak
# söylenmişse, artırım sona ermez. Böyle bir durumda, artırım, sıra kendisinde olan oyuncuya geri
# döner"; WBF "When a call has been followed by three passes the auction does not end if any of
# those passes was out of rotation, depriving a player of his right to call. When this occurs the
# auction reverts to the player who missed his turn". The engine: N 1♠, S pass at E's turn, W and
# N pass: East is to call (17D3, 34, 29A).
SKIPPED_17D3 = Text(
    "Ancak bir konuşmayı izleyen üç pastan biri sırasız geçilmiş ve bir oyuncuyu konuşma hakkından yoksun bırakmışsa artırım bitmez: sırası atlanan oyuncuya döner, sonraki paslar iptal edilir (Yasa 17D3, 34).",
    "But when a call has been followed by three passes, one of them out of rotation that deprived a player of his turn, the auction does not end: it goes back to the player who missed his turn and the later passes are cancelled (Laws 17D3, 34).",
)
# Law 32 (TR "Sırasız bir kontr veya sürkontr, kabulü olanaksız kontr ya da sürkontr (bkz. Yasa 36)
# değilse, soldaki rakibin seçimiyle kabul edilebilir"; WBF "except that an inadmissible double or
# redouble (see Law 36) may never be accepted") and 36A (TR "soldaki rakip konuşursa kabulü olanaksız
# konuşma ve bundan sonraki bütün konuşmalar iptal edilir"; WBF "the inadmissible call and all
# subsequent calls are cancelled"). The engine: N 1♠, E 1NT, W doubles at S's turn, N bids: 36A.
# 36A goes on (TR "Artırım konuşma sırası kendisinde olan oyuncuya geri gider ve bir usulsüzlük
# olmamış gibi devam eder. Yasa 26B'deki çıkış kısıtlamaları uygulanmaz."; WBF "The auction reverts
# to the player whose turn it was to call and proceeds as though there had been no irregularity. The
# lead restrictions in Law 26B do not apply."): the sentence states 36A's outcome, so it says the
# rest of it, as the inadmissible-call guide's 36A Ending does (qa190). Law 32's own verb in English,
# "may never be accepted" (it said "can never"; audit293), as NOT_YET's `now` says it.
INADMISSIBLE_36A = Text(
    "Yasa 19'un izin vermediği bir kontr ya da sürkontr kabul edilemez (Yasa 32): soldaki rakip üstüne konuşursa o ve sonraki bütün konuşmalar iptal edilir, artırım konuşma sırası kendisinde olan oyuncuya geri gider ve bir usulsüzlük olmamış gibi devam eder; Yasa 26B'deki çıkış kısıtlamaları uygulanmaz (Yasa 36A).",
    "A double or redouble that Law 19 does not allow may never be accepted (Law 32): if the left-hand opponent calls over it, it and all later calls are cancelled, the auction reverts to the player whose turn it was to call and proceeds as though there had been no irregularity; the lead restrictions of Law 26B do not apply (Law 36A).",
)


# 28B (TR "Bir konuşma, konuşma sırası kendisinde olan oyuncu tarafından, rakibin sırasız konuşması
# için bir onarma belirlenmeden önce yapıldığında sıra olarak doğru yapılmış kabul edilir ... artırım
# rakip o konuşmayı yapmamış gibi devam eder"; WBF "The auction proceeds as though the opponent had
# not called at that turn"): when the call out of rotation was made at the left-hand opponent's own
# turn, his call does not make it stand, as 29A's acceptance would (the engine: dealer N, W:1H,
# N:pass is 28B, East to call).
OWN_TURN_28B = Text(
    "Soldaki rakip, sıra sizdeyse üstüne konuşmanız sırasız konuşmayı geçerli kılmaz: konuşmanız onu yaptırımsız iptal eder (Yasa 28B).",
    "Left-hand opponent: if it was your own turn to call, calling over it does not make it stand; your call cancels it without rectification (Law 28B).",
)


def _ending(
    title: Text,
    now: tuple[Text, ...],
    laws: tuple[str, ...],
    story: tuple[str, str],
    calls: list,
    chooser: Text | None = None,
    options: tuple[Option, ...] = (),
    script: tuple[Text, ...] = (),
    said: tuple[Text, ...] = (),
    advice: tuple[Text, ...] = (),
    director: Text = CALL_NOW,
) -> Ending:
    return Ending(
        said=said,
        advice=advice,
        title=title,
        now=(*now, MAY_72C) if FORCED_PASS_LABELS & set(laws) else now,
        laws=laws,
        director=director,
        options=options,
        chooser=chooser or REJECTED_NOBODY,
        engine=EngineExample(Text(*story), auction(calls)),
        script=script,
    )


def _rectified(
    title: Text,
    now: tuple[Text, ...],
    laws: tuple[str, ...],
    story: tuple[str, str],
    calls: list,
    read: tuple[Text, ...],
    said: tuple[Text, ...] = (),
    comparable: bool = False,
    chooser: Text = REJECTED_DECLARER_LATER,
    lead_later: bool | None = None,
    read_ui: Text | None = None,
) -> Ending:
    """`read`: the ending's own sentences of the read-out, between READ_REJECTED and READ_UI.
    `comparable`: the offender replaced the cancelled call with a comparable call, after which Law
    16C2 does not apply (23B, 26A) and 23C is the remedy.

    Where the ending names Law 26B (a call that was not comparable), declarer may still have a
    choice to make at the lead: the page keeps CALL_NOW and `chooser` says so. Otherwise (a
    comparable call, 23B; a repeated call, 31A1 and 32A1) nobody has one: CALL_NOW_NO_CHOICE.
    `lead_later`: declarer's 26B choice may come although the ending's own paragraph does not name
    26B (a repeated double that is inadmissible: 32A1 sends it to Law 36, whose 36B3 names 26B).
    `read_ui`: the read-out's last line, where "Nobody chooses" holds only on a condition."""
    if comparable:
        script = (READ_REJECTED, *read, READ_COMPARABLE_UI)
        laws, ui, advice = (*laws, "29B", "23B", "23C"), COMPARABLE_UI, (COMPARABLE_23C,)
    else:
        later = "26B" in laws if lead_later is None else lead_later
        script = (READ_REJECTED, *read, read_ui or (READ_UI_LATER if later else READ_UI))
        laws, ui, advice = (*laws, "29B", "16C"), UI, ()
    declarer_later = "26B" in laws if lead_later is None else lead_later
    return _ending(
        title,
        (AFTER_REJECT, *now, ui),
        laws,
        story,
        calls,
        chooser=chooser if declarer_later else REJECTED_NOBODY,
        script=script,
        said=said,
        advice=advice,
        director=CALL_NOW if declarer_later else CALL_NOW_NO_CHOICE,
    )


OPEN = ["N:1S"]  # dealer North; then it is East's turn
REJECT_W = {"act": "reject", "seat": "W"}  # South's left-hand opponent
REJECT_N = {"act": "reject", "seat": "N"}  # West's left-hand opponent
S_AT_E = ("Kuzey 1♠ açtı; sıra Doğu'dayken Güney ", "North opened 1♠; at East's turn South ")
W_AT_E = ("Kuzey 1♠ açtı; sıra Doğu'dayken Batı ", "North opened 1♠; at East's turn West ")
W_AT_S = (
    "Kuzey 1♠ açtı, Doğu pas geçti; sıra Güney'deyken Batı ",
    "North opened 1♠ and East passed; at South's turn West ",
)


def _story(start: tuple[str, str], tr: str, en: str) -> tuple[str, str]:
    return start[0] + tr, start[1] + en


RIGHT_PLAYER_CALLED = _ending(
    Text("Sırası gelen rakip konuştu", "The opponent whose turn it was called"),
    (
        Text(
            "Sırası gelen oyuncu kusurlu oyuncunun rakibiyse ve hakem karar vermeden konuştuysa sırasız konuşma yok sayılır; yaptırım yoktur (Yasa 28B).",
            "If the player whose turn it was is an opponent of the offender and called before the Director ruled, the call out of rotation is cancelled and there is no rectification (Law 28B).",
        ),
        # 28B, TR "Yasa 26 geçerli değildir, ancak bkz. Yasa 16C2"; WBF "Law 26 does not apply, but see
        # Law 16C2"; 16C2, TR "Kusurlu taraf için, geri alınmış eylemden ... kaynaklanan tüm bilgiler
        # izinsizdir"; WBF "For an offending side, information arising from its own withdrawn action
        # ... is unauthorized". The page and the read-out said "for his partner", narrower than the
        # Law's side (qa175).
        # 28B's own "Law 26 does not apply" (TR "Yasa 26 geçerli değildir"): a cancelled call
        # otherwise brings Law 26 (26A or 26B), and the Ending states the outcome. In the paragraph's
        # words, not "no lead restriction", which another irregularity may still bring (qa190).
        Text(
            "Kusurlu oyuncu sırası gelince yeniden konuşur; Yasa 26 geçerli değildir (Yasa 28B), ancak iptal edilen konuşmanın bilgisi kusurlu taraf için izinsizdir (Yasa 16C).",
            "The offender calls again at his turn; Law 26 does not apply (Law 28B), but what the cancelled call told is unauthorised for the offending side (Law 16C).",
        ),
    ),
    ("28B", "16C"),
    _story(S_AT_E, "2♠ dedi. Doğu hakem çağrılmadan pas geçti.", "bid 2♠. East passed before the Director was called."),
    [*OPEN, "S:2S", "E:pass"],
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    # 28B: no rectification, and "Law 26 does not apply": nobody has a choice to make.
    director=CALL_NOW_NO_CHOICE,
    script=(
        Text(
            "Sırası gelen rakibiniz hakem karar vermeden konuştu: sırasız konuşmanız yok sayılır ve yaptırım yoktur (Yasa 28B).",
            "The opponent whose turn it was called before the Director ruled: your call out of rotation is cancelled and there is no rectification (Law 28B).",
        ),
        Text(
            "Sıranız gelince yeniden konuşursunuz; Yasa 26 geçerli değildir (Yasa 28B), ancak iptal edilen konuşmanın bilgisi tarafınız için izinsizdir (Yasa 16C). Kimse seçmez.",
            "You call again at your turn; Law 26 does not apply (Law 28B), but what the cancelled call told is unauthorised for your side (Law 16C). Nobody chooses.",
        ),
    ),
    said=(
        Text(
            "solumdaki rakip benim sıramda konuştu ben de kendi konuşmamı yaptım",
            "my left-hand opponent called in my turn and I just made my own call",
        ),
        Text(
            "sırası gelen rakip sırasız konuşmayı umursamadan kendi konuşmasını yaptı",
            "the opponent whose turn it was ignored the call out of turn and made his own call",
        ),
    ),
)
LHO_CALLED = _ending(
    Text("Soldaki rakip üstüne konuştu", "The left-hand opponent called over it"),
    (
        Text(
            "Kusurlu oyuncunun solundaki rakip konuştuysa sırasız konuşmayı kabul etmiştir: konuşma geçerlidir, yaptırım yoktur (Yasa 29A).",
            "If the offender's left-hand opponent called, he accepted the call out of rotation: it stands and there is no rectification (Law 29A).",
        ),
        Text(
            "Artırım ondan sonraki oyuncuyla sürer; atlanan oyuncu sırasını kaybetmiştir.",
            "The auction goes on after him; the player who was skipped has lost that turn.",
        ),
        Text(
            "Soldaki rakip aynı zamanda sırası gelen oyuncuysa Yasa 28B uygulanır.",
            "If the left-hand opponent was also the player whose turn it was, Law 28B applies instead.",
        ),
    ),
    ("29A", "28B", "17D3", "34", "32", "36A"),
    _story(S_AT_E, "2♠ dedi. Batı üstüne pas geçti.", "bid 2♠. West passed over it."),
    [*OPEN, "S:2S", "W:pass"],
    chooser=Text("Soldaki rakip, üstüne konuşarak seçti.", "The left-hand opponent chose by calling over it."),
    # 29A: calling over it forfeits "the right to any rectification" (TR "onarma hakkını yitirir");
    # the call stands and nobody has a choice left to make.
    director=CALL_NOW_NO_CHOICE,
    script=(
        Text(
            "Soldaki rakibiniz üstüne konuşarak sırasız konuşmanızı kabul etti: konuşma geçerlidir ve yaptırım yoktur (Yasa 29A).",
            "Your left-hand opponent accepted your call out of rotation by calling over it: it stands and there is no rectification (Law 29A).",
        ),
        Text(
            "Artırım ondan sonraki oyuncuyla sürer; atlanan oyuncu sırasını kaybetmiştir, ama bir konuşmayı sırasız pas dahil üç pas izlerse artırım ona döner (Yasa 17D3). Kimse seçmez.",
            "The auction goes on after him; the player who was skipped has lost that turn, but if three passes, one of them out of rotation, follow a call, the auction goes back to him (Law 17D3). Nobody chooses.",
        ),
    ),
    # The two exceptions are other cases than this Ending's; as advice they are on the page and out
    # of the search's way to it (in `now` they moved held-out questions: docs/legal-review.md).
    advice=(SKIPPED_17D3, INADMISSIBLE_36A),
    said=(
        Text(
            "sağımdaki rakip sırasız deklare yaptı ben fark etmeden üstüne konuştum",
            "my right-hand opponent bid out of turn and I called over it without noticing",
        ),
        Text(
            "sırasız konuşmanın üstüne konuşunca kabul etmiş oldum mu",
            "by calling over the call out of turn did I accept it",
        ),
    ),
)
RHO_HAD_TO_PASS = _ending(
    Text("Sağdaki rakip pas geçmek zorundaydı", "The right-hand opponent had to pass"),
    (
        Text(
            "Sırası gelen oyuncu, kusurlu oyuncunun sağındaki rakip, yasa gereği zaten pas geçmek zorundaysa (ör. bir yetersiz deklareden sonra), solundaki oyuncunun onun sırasında yaptığı konuşma sırasında yapılmış sayılır (Yasa 28A). Yasa onun pasından söz etmez; konuşma sırasında sayıldığına göre onun sırası geçmiştir.",
            "If the player whose turn it was, the offender's right-hand opponent, was required by law to pass anyway (e.g. after an insufficient bid), his left-hand opponent's call at his turn counts as in rotation (Law 28A). The Law says nothing of his pass; as the call counts as in rotation, his turn has gone by.",
        ),
        Text(
            "Yasa 28A yalnız sağdaki rakip için geçerlidir: pas geçmek zorunda olan oyuncu kusurlu oyuncunun ortağıysa konuşma sırasızdır ve Yasa 29 uygulanır.",
            "Law 28A is only for the right-hand opponent: if the player who had to pass was the offender's partner, the call is out of rotation and Law 29 applies.",
        ),
    ),
    ("28A", "27B2", "26B", "29"),
    (
        "Kuzey 1♠ açtı, Doğu 1♥ dedi; Güney kabul etmedi ve Doğu 3♥ ile düzeltti, bu yüzden Batı artırımın sonuna kadar pas geçmek zorunda. Güney pas geçti; Kuzey, Batı'yı beklemeden 4♠ dedi.",
        "North opened 1♠ and East bid 1♥; South did not accept and East corrected to 3♥, so West must pass to the end of the auction. South passed; North bid 4♠ without waiting for West.",
    ),
    [*OPEN, "E:1H", {"act": "reject", "seat": "S"}, "E:3H", "S:pass", "N:4S"],
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    # 28A: the call is in rotation, so there is nothing to rectify; the example's 26B restriction
    # is the insufficient bid's (27B2), ruled on before, not this call's.
    director=CALL_NOW_NO_CHOICE,
    script=(
        Text(
            "Sırası gelen sağdaki rakibiniz zaten pas geçmek zorundaydı: konuşmanız sırasında yapılmış sayılır (Yasa 28A). Kimse seçmez.",
            "Your right-hand opponent, whose turn it was, had to pass anyway: your call counts as in rotation (Law 28A). Nobody chooses.",
        ),
    ),
    said=(
        Text(
            "sağımdaki rakip pas demek zorundaydı onu beklemeden konuştum",
            "my right-hand opponent was forced to pass so I called without waiting for him",
        ),
    ),
)
NOT_YET = _ending(
    Text("Soldaki rakip karar verir", "The left-hand opponent decides"),
    (
        Text(
            "Kusurlu oyuncunun solundaki rakip sırasız konuşmayı kabul edebilir (Yasa 29A); etmezse konuşma iptal edilir ve artırım sırası gelen oyuncuya döner (Yasa 29B).",
            "The offender's left-hand opponent may accept the call out of rotation (Law 29A); if he does not, it is cancelled and the auction goes back to the player whose turn it was (Law 29B).",
        ),
        Text(
            "Sırası gelen oyuncu kusurlu oyuncunun rakibiyse ve hakem karar vermeden konuşursa sırasız konuşma yaptırımsız iptal olur (Yasa 28B).",
            "If the player whose turn it was is an opponent of the offender and calls before the Director rules, the call out of rotation is cancelled without rectification (Law 28B).",
        ),
        Text(
            "Sırası gelen oyuncu kusurlu oyuncunun ortağıysa Yasa 28B uygulanmaz: ortağın konuşması geçerli olur, sırasız konuşma iptal edilir ve Yasa 30B, 31B ya da 32B uygulanır.",
            "If the player whose turn it was is the offender's partner, Law 28B does not apply: the partner's call stands, the call out of rotation is cancelled and Law 30B, 31B or 32B applies.",
        ),
        Text(
            "İptal edilirse: pas için Yasa 30, deklare için Yasa 31, kontr ya da sürkontr için Yasa 32.",
            "If cancelled: Law 30 for a pass, Law 31 for a bid, Law 32 for a double or redouble.",
        ),
        Text(
            "Kabulü olanaksız bir kontr ya da sürkontr (Yasa 36) kabul edilemez (Yasa 32).",
            "An inadmissible double or redouble (Law 36) may never be accepted (Law 32).",
        ),
    ),
    ("29A", "29B", "28B", "30", "31", "32", "30B", "31B", "32B"),
    _story(
        S_AT_E, "2♠ dedi. Kimse konuşmadı, hakem çağrıldı.", "bid 2♠. Nobody has called since; the Director was called."
    ),
    [*OPEN, "S:2S"],
    chooser=Text("Kusurlu oyuncunun solundaki rakip (Yasa 29A).", "The offender's left-hand opponent (Law 29A)."),
    options=ACCEPT_OPTIONS,
    # As advice: on the page under "Things to weigh", out of the search's way to the Ending (the
    # same sentence in the option's effect moved held-out questions: docs/legal-review.md, qa50).
    advice=(OWN_TURN_28B,),
    script=(
        Text(
            "Sıranız değilken konuştunuz.",
            "You called out of rotation.",
        ),
        Text(
            "Soldaki rakip, iki seçeneğiniz var. Üstüne konuşup kabul etmek: konuşma geçerli olur (Yasa 29A); ama sıra sizdeyse konuşmanız onu iptal eder (Yasa 28B). Kabul etmemek: konuşma iptal edilir, sıra doğru oyuncuya döner ve Yasa 30, 31 ya da 32 uygulanır (Yasa 29B).",
            "Left-hand opponent, you have two options. Call over it and accept: the call stands (Law 29A); if it was your turn, your call cancels it (Law 28B). Do not accept: the call is cancelled, the turn goes back to the right player and Law 30, 31 or 32 applies (Law 29B).",
        ),
        Text(
            "Sırası gelen oyuncu bir rakipse ve hakem karar vermeden konuşursa sırasız konuşma yaptırımsız iptal olur (Yasa 28B).",
            "If the player whose turn it was is an opponent and calls before the Director rules, the call out of rotation is cancelled without rectification (Law 28B).",
        ),
        CHOOSE,
    ),
    said=(
        Text(
            "rakip sırasız konuştu kabul edip etmemek bana mı kalmış",
            "an opponent called out of turn; is it up to me to accept it or not",
        ),
        Text(
            "sırasız konuşmadan sonra sıradaki oyuncu ne yapabilir",
            "what can the next player do after a call out of turn",
        ),
    ),
)


# Law 25A lets a player replace an unintended call with the one he intended until his partner calls
# (25A1 TR "ortağının henüz konuşmamış olması kaydıyla, aslında yapmak istediği konuşma ile
# değiştirebilir", WBF "until his partner makes a call, substitute the call he intended for the
# unintended call"), and only one made by a mechanical error or a slip of the tongue (25A2 TR
# "Yalnızca mekanik hata veya dil sürçmesinden kaynaklanan konuşmaların değiştirilmesine izin
# verilebilir", WBF "because of a mechanical error or a slip of the tongue"). In these stories the
# offender's partner has not called since his first call, so 25A would apply were that call
# unintended: the story says it was intended, and the Ending says why 25B, not 25A, rules the change
# (as the quiz does: quizzes/generators/call_out_of_rotation.py, _not_unintended). The partner is the
# player's (25A1 TR "ortağının henüz konuşmamış olması kaydıyla"; WBF "until his partner makes a call"):
# the Turkish said "ortak", to the left-hand opponent who chooses his own (qa326).
NOT_UNINTENDED = Text(
    "İlk konuşması isteyerek yapılmıştı, bu yüzden Yasa 25A uygulanmaz: 25A yalnızca mekanik hata ya da dil sürçmesiyle yapılmış istem dışı bir konuşmanın, oyuncunun ortağı henüz konuşmamışken, aslında yapılmak istenen konuşmayla değiştirilmesine izin verir (Yasa 25A1, 25A2). A maddesine göre izin verilmeyen değişikliğe Yasa 25B uygulanır.",
    "His first call was the call he intended, so Law 25A does not apply: it lets a player replace only an unintended call, made by a mechanical error or a slip of the tongue, with the call he intended, until his partner calls (Laws 25A1, 25A2). A change that 25A does not permit comes under Law 25B.",
)


def _intended(story: tuple[str, str], first: tuple[str, str]) -> tuple[str, str]:
    """The story, saying that the offender's first call (`first`, e.g. "Doğu'nun 2♥", "East's 2♥")
    was intended: no mechanical error or slip of the tongue (25A2)."""
    return (
        f"{story[0]} {first[0]} konuşması isteyerek yapılmıştı (mekanik hata ya da dil sürçmesi değildi).",
        f"{story[1]} {first[1]} had been intended (it was no mechanical error or slip of the tongue).",
    )


# 25B3 (TR "Geri alınan ya da iptal edilen herhangi bir konuşma ile ilgili olarak Yasa 16C uygulanır";
# WBF "Law 16C applies to any call withdrawn or cancelled"): whichever the left-hand opponent chooses,
# a call goes: the first, withdrawn, if he accepts (25B1), the second, cancelled, if not (25B2). The
# Ending is read before he chooses, so it names both; "the cancelled call" alone left out the first
# call's information after an acceptance (qa190).
CHANGE_UI = Text(
    "Geri alınan ya da iptal edilen konuşmanın bilgisi kusurlu taraf için izinsizdir (Yasa 25B3, 16C).",
    "What the withdrawn or cancelled call told is unauthorised for the offending side (Laws 25B3, 16C).",
)

# 25B1's parenthesis (TR "soldaki rakibin isteyerek konuşma yapması halinde otomatikman kabul edilmiş
# hale gelir"; WBF "(It is accepted if LHO calls intentionally over it.)"): the left-hand opponent may
# accept without a word, by calling; said as the unintended-call guide says it (qa195).
CALL_OVER_ACCEPTS = Text(
    "Soldaki rakip ikinci konuşmanın üstüne isteyerek konuşursa onu kabul etmiş olur (Yasa 25B1).",
    "If the left-hand opponent calls intentionally over the second call, he has accepted it (Law 25B1).",
)


def _change_of_call(
    title: Text, law: str, story: tuple[str, str], first: tuple[str, str], calls: list, said: tuple[Text, ...]
) -> Ending:
    return _ending(
        title,
        (
            Text(
                f"Kusurlu oyuncu daha önce konuşmuştu; sıra solundaki rakipteyken yaptığı konuşma, ilk konuşmasının değiştirilmesidir (Yasa {law}, 25).",
                f"The offender had already called; his call at his left-hand opponent's turn is a change of his call (Laws {law}, 25).",
            ),
            NOT_UNINTENDED,
            Text(
                "Soldaki rakip kabul ederse ilk konuşma geri alınır, ikincisi kalır (Yasa 25B1); etmezse ikincisi iptal edilir, ilk konuşma kalır (Yasa 25B2).",
                "If the left-hand opponent accepts, the first call is withdrawn and the second stands (Law 25B1); otherwise the second is cancelled and the first stands (Law 25B2).",
            ),
            CALL_OVER_ACCEPTS,
            CHANGE_UI,
        ),
        ("25B1", "25B2", law, "25", "25A1", "25A2", "16C"),
        _intended(story, first),
        calls,
        chooser=Text("Kusurlu oyuncunun solundaki rakip.", "The offender's left-hand opponent."),
        options=CHANGE_OPTIONS,
        script=(
            Text(
                "Daha önce konuşmuştunuz; soldaki rakibinizin sırasında yaptığınız konuşma, ilk konuşmanızın değiştirilmesidir (Yasa 25).",
                "You had already called; your call at your left-hand opponent's turn is a change of your call (Law 25).",
            ),
            Text(
                "Soldaki rakip, iki seçeneğiniz var; ikinci konuşmanın üstüne isteyerek konuşmanız onu kabul etmektir. Kabul etmek: ilk konuşma geri alınır, ikincisi kalır; çıkış kısıtlaması olabilir (Yasa 25B1). Kabul etmemek: ikinci konuşma iptal edilir, ilk konuşma kalır; çıkış kısıtlaması olabilir (Yasa 25B2).",
                "Left-hand opponent, you have two options; calling intentionally over the second call accepts it. Accept: the first call is withdrawn and the second stands; lead restrictions may apply (Law 25B1). Do not accept: the second call is cancelled and the first stands; lead restrictions may apply (Law 25B2).",
            ),
            CHANGE_UI,
            CHOOSE,
        ),
        said=said,
    )


# --- a pass (Law 30)
# 30A (TR "kusurlu oyuncu konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır ve Yasa 72C
# uygulanabilir"; WBF "the offender must pass when next it is his turn to call and Law 72C may
# apply") names no lead restriction, while 30B1(b)(ii), 31A2(b) and 32A2(b) name Law 26B. Law 26
# speaks of every withdrawn call (26A TR "konuşmasını geri alıp, bunu eşdeğer bir konuşma (bkz.
# Yasa 23A) ile değiştirirse"; WBF "replaced by a comparable call"; 26B "ile değiştirmezse" / "not
# replaced by a comparable call"), but neither text says whether the pass 30A compels is such a
# replacement. The engine follows the paragraphs that name 26B (docs/rulings-cli.md: "Laws 30 (pass),
# 31 (bid) and 32 (double, redouble) decide ... whether Law 26B may follow") and sets none after
# 30A; the guide states no more than the text: whether 26 applies is the Director's judgement.
PASS_RHO_LEAD = Text(
    "Yasa 30A çıkış kısıtlamasından söz etmez; hakem Yasa 26'yı kusurlunun yerine yaptığı konuşmaya uygularsa, bu konuşma eşdeğerse (Yasa 23A) çıkış kısıtlaması yoktur (Yasa 26A), değilse Yasa 26B uygulanır.",
    "Law 30A is silent on the lead; if the Director applies Law 26 to the offender's replacement, there is no lead restriction when it is a comparable call (Laws 23A, 26A), otherwise Law 26B applies.",
)
PASS_RHO = _rectified(
    Text("Sağdaki rakibin sırasında pas", "A pass at the right-hand opponent's turn"),
    (
        Text(
            "Kusurlu oyuncu, sıra kendisine ilk geldiğinde pas geçmek zorundadır (Yasa 30A).",
            "The offender must pass at his next turn to call (Law 30A).",
        ),
        # 30A names the offender alone (TR "kusurlu oyuncu konuşma sırası kendisine ilk geldiğinde pas
        # geçmek zorundadır"; WBF "the offender must pass when next it is his turn to call"). It said
        # "His partner calls freely", which 16C2 (the UI line below) does not leave him: the quiz's
        # choices dropped "freely" for the same reason (quizzes/generators/call_out_of_rotation.py).
        Text(
            "Yasa 30A yalnız kusurlu oyuncuyu bağlar; ortağı konuşabilir.",
            "Law 30A binds only the offender; his partner may call.",
        ),
        PASS_RHO_LEAD,
    ),
    ("30A", "26A", "23A", "26B"),
    _story(S_AT_E, "pas geçti; Batı kabul etmedi.", "passed; West did not accept."),
    [*OPEN, "S:pass", REJECT_W],
    (
        Text(
            "Sıra size ilk geldiğinde pas geçmek zorundasınız ve Yasa 72C uygulanabilir (Yasa 30A); ortağınız konuşabilir.",
            "You must pass at your next turn; Law 72C may apply (Law 30A); partner may call.",
        ),
        Text(
            "Hakem Yasa 26'yı bu pasa uygularsa: pas eşdeğerse çıkış kısıtlaması yoktur (Yasa 26A); değilse, defansta kalırsanız deklaran, ortağınızın ilk oynaması sırasında (atak dahil), artırımda sizin tarafınızdan konuşulmamış bir rengi oynamasını yasaklayabilir (Yasa 26B).",
            "If the Director applies Law 26 to that pass: comparable, no lead restriction (Law 26A); otherwise, if you defend, declarer may prohibit partner's first lead (which may be the opening lead) in a suit you never specified (Law 26B).",
        ),
    ),
    # 30A names no lead restriction (PASS_RHO_LEAD): declarer's 26B choice comes only if the
    # Director applies Law 26 to the compelled pass and judges it not comparable.
    chooser=Text(
        "Soldaki rakip kabul etmemeyi seçti; şimdi kimse seçmez. Hakem Yasa 26'yı kusurlu oyuncunun pasına uygular ve pası eşdeğer saymazsa, kusurlu oyuncu defans oyuncusu olduğunda kusurlu oyuncunun ortağının ilk çıkışında bir rengi yasaklayıp yasaklamayacağını deklaran seçer (Yasa 26B).",
        "The left-hand opponent chose not to accept; nobody chooses now. If the Director applies Law 26 to the offender's pass and judges it not comparable, then, if the offender becomes a defender, declarer chooses at the offender's partner's first lead whether to forbid a suit (Law 26B).",
    ),
    said=(
        Text(
            "konuşma sırası sağımdaki rakipteyken araya girip pas geçtim",
            "I passed when it was my right-hand opponent's turn to call",
        ),
        Text(
            "sağımdaki rakibin sırası gelmişti ben pas geçtim",
            "I passed out of turn when my right-hand opponent should have called",
        ),
    ),
)
PASS_PARTNER_COMPARABLE = _rectified(
    Text("Ortağın sırasında pas, sonra eşdeğer konuşma", "A pass at partner's turn, then a comparable call"),
    (
        Text(
            "Kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir (Yasa 30B1(a)).",
            "The offender's partner may make any sufficient call at his turn, within the rules (Law 30B1(a)).",
        ),
        SUFFICIENT_NOTE,
        Text(
            "Kusurlu oyuncunun sonraki konuşması eşdeğerse yaptırım yoktur (Yasa 30B1(b)(i)).",
            "If the offender's next call is comparable, there is no rectification (Law 30B1(b)(i)).",
        ),
        NO_LEAD,
    ),
    ("30B1(b)(i)", "23A", "30B1", "30B1(a)", "26A"),
    _story(
        W_AT_E,
        "pas geçti; Kuzey kabul etmedi. Doğu 2♥ dedi, Güney pas; Batı yine pas geçti ve hakem bunu eşdeğer saydı.",
        "passed; North did not accept. East bid 2♥, South passed; West passed again and the Director judged it comparable.",
    ),
    [*OPEN, "W:pass", REJECT_N, "E:2H", "S:pass", {"seat": "W", "call": "pass", "comparable": True}],
    (
        Text(
            "Ortağınız sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir (Yasa 30B1(a)). Sonraki konuşmanız eşdeğer olduğu için yaptırım yoktur (Yasa 30B1(b)(i)).",
            "Your partner may make any sufficient call at his turn, within the rules (Law 30B1(a)). Your next call was comparable, so there is no rectification (Law 30B1(b)(i)).",
        ),
        NO_LEAD,
    ),
    said=(
        Text(
            "ortağımın sırasında pas dedim sonra aynı anlamda bir konuşma yaptım",
            "I passed at my partner's turn and later made a call with the same meaning",
        ),
    ),
    comparable=True,
)
PASS_PARTNER_OTHER = _rectified(
    Text("Ortağın sırasında pas, sonra başka bir konuşma", "A pass at partner's turn, then another call"),
    (
        Text(
            "Kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir (Yasa 30B1(a)).",
            "The offender's partner may make any sufficient call at his turn, within the rules (Law 30B1(a)).",
        ),
        SUFFICIENT_NOTE,
        Text(
            "Kusurlu oyuncunun sonraki konuşması eşdeğer değilse ortağı bir sonraki sırasında pas geçmelidir (Yasa 30B1(b)(ii)).",
            "If the offender's next call is not comparable, his partner must pass at his next turn (Law 30B1(b)(ii)).",
        ),
        LEAD,
    ),
    ("30B1(b)(ii)", "30B1", "30B1(a)", "26B"),
    _story(
        W_AT_E,
        "pas geçti; Kuzey kabul etmedi. Doğu 2♥ dedi, Güney pas; Batı 3♥ dedi.",
        "passed; North did not accept. East bid 2♥, South passed; West bid 3♥.",
    ),
    [*OPEN, "W:pass", REJECT_N, "E:2H", "S:pass", "W:3H"],
    (
        Text(
            "Ortağınız sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir (Yasa 30B1(a)). Sonraki konuşmanız eşdeğer olmadığı için ortağınız bir sonraki sırasında pas geçmelidir (Yasa 30B1(b)(ii)). Yasa 72C de uygulanabilir.",
            "Your partner may make any sufficient call, within the rules (Law 30B1(a)). Your next call was not comparable: he must pass at his next turn (Law 30B1(b)(ii)). Law 72C may apply too.",
        ),
        READ_LEAD,
    ),
    said=(
        Text(
            "ortağımın sırasında pas dedim sonra deklare yaptım",
            "I passed out of turn at my partner's turn and later bid",
        ),
    ),
)
PASS_LHO_LATER = _change_of_call(
    Text(
        "Soldaki rakibin sırasında pas, daha önce konuşmuşken",
        "A pass at the left-hand opponent's turn, having called before",
    ),
    "30B2",
    (
        "Kuzey 1♠ açtı, Doğu 2♥ dedi; sıra Güney'deyken Doğu pas dedi.",
        "North opened 1♠, East bid 2♥; at South's turn East said pass.",
    ),
    ("Doğu'nun 2♥", "East's 2♥"),
    [*OPEN, "E:2H", "E:pass"],
    said=(
        Text(
            "daha önce konuşmuştum sonra solumdaki rakibin sırasında pas dedim",
            "I had already called and then said pass at my left-hand opponent's turn",
        ),
    ),
)

# --- a bid (Law 31)
BID_RHO_REPEATED = _rectified(
    Text("Sağdaki rakibin sırasında deklare; o pas geçti", "A bid at the right-hand opponent's turn; he passed"),
    (
        # The exception is said where the sentence says "no other rectification", as the read-out
        # says it: read alone, the sentence said the reverse of the next one (qa175).
        Text(
            "Sağdaki rakip pas geçtiyse kusurlu oyuncu deklaresini tekrarlamak zorundadır; deklare yasalsa başka yaptırım yoktur (Yasa 31A1).",
            "If the right-hand opponent passed, the offender must repeat his bid, and if it is legal there is no other rectification (Law 31A1).",
        ),
        # 31A1 gives no rectification only "when that call is legal" (TR "bu konuşma yasal ise"). An
        # insufficient bid is an infraction "see Law 27 for rectification" (18D, TR "Gerekli yaptırım
        # için bkz. Yasa 27"); 27A1 TR "kusurlu oyuncunun solundaki rakibinin isteği ile kabul
        # edilebilir", WBF "may be accepted ... at the option of offender's LHO"; 27B TR "yasal bir
        # konuşma ile değiştirilerek ... düzeltilmelidir", WBF "it must be corrected by the
        # substitution of a legal call". A bid by a player required to pass: 35B, "Law 37 applies".
        Text(
            "Tekrarlanan deklare yasal değilse o usulsüzlüğün yasası uygulanır: yetersiz deklarede Yasa 27 (Yasa 18D), yani soldaki rakip onu kabul edebilir (Yasa 27A1), kabul etmezse deklare yasal bir konuşmayla değiştirilerek düzeltilmelidir (Yasa 27B); pas geçmesi zorunlu bir oyuncunun deklaresinde Yasa 37 (Yasa 35B).",
            "If the repeated bid is not legal, the Law for that irregularity applies: for an insufficient bid Law 27 (Law 18D), so the left-hand opponent may accept it (Law 27A1), and if he does not it must be corrected by the substitution of a legal call (Law 27B); for a bid by a player required to pass, Law 37 (Law 35B).",
        ),
    ),
    ("31A1", "27", "37"),
    _story(
        S_AT_E,
        "2♠ dedi; Batı kabul etmedi. Doğu pas geçti, Güney 2♠'yi tekrarladı.",
        "bid 2♠; West did not accept. East passed and South repeated 2♠.",
    ),
    [*OPEN, "S:2S", REJECT_W, "E:pass", "S:2S"],
    # The read-out keeps 31A1's condition, "when that call is legal" (TR "bu konuşma yasal ise"): read
    # aloud, "no other rectification" and then a 27B correction said the reverse of each other.
    # 27B in its own verb (WBF "it must be corrected by the substitution of a legal call"; TR "yasal
    # bir konuşma ile değiştirilerek ... düzeltilmelidir"), as `now` says it; "you correct it" /
    # "düzeltirsiniz" stated it in the present (audit293; 90 words, the limit).
    (
        Text(
            "Sağdaki rakip pas geçtiği için deklarenizi tekrarlamak zorundasınız; deklareniz yasalsa başka yaptırım yoktur (Yasa 31A1). Deklareniz yetersizse soldaki rakibiniz onu kabul edebilir; etmezse deklareniz yasal bir konuşmayla düzeltilmelidir (Yasa 27A1, 27B).",
            "The right-hand opponent passed, so you must repeat your bid, and if it is legal there is no other rectification (Law 31A1). If your bid is insufficient, your left-hand opponent may accept it; if not, it must be corrected by a legal call (Laws 27A1, 27B).",
        ),
    ),
    said=(
        Text(
            "sağımdaki rakibin sırasında deklare yaptım o pas geçti aynı deklareyi tekrarlamam gerekiyor mu",
            "I bid at my right-hand opponent's turn, he passed; must I repeat my bid",
        ),
    ),
    # Who chooses, if the repeated bid is not legal (as fix77 did for the double): an insufficient
    # bid, the left-hand opponent (27A1 TR "kusurlu oyuncunun solundaki rakibinin isteği ile kabul
    # edilebilir", WBF "at the option of offender's LHO"), then the offender his correction (27B TR
    # "yasal bir konuşma ile değiştirilerek ... düzeltilmelidir", WBF "must be corrected by the
    # substitution of a legal call"); after 27B2 or 27B3, or 37B2 for a bid by a player required to
    # pass, "The lead restrictions in Law 26B may apply" (TR "Yasa 26B ile öngörülen çıkış
    # kısıtlamaları uygulanabilir", "Yasa 26B'deki çıkış kısıtlamaları uygulanabilir"): declarer's
    # choice at the lead. The chooser said "nobody chooses now, the rules apply", and the read-out,
    # after saying the left-hand opponent may accept an insufficient bid, "Nobody chooses".
    chooser=Text(
        "Soldaki rakip kabul etmemeyi seçti. Tekrarlanan deklare yasalsa kimse seçmez (Yasa 31A1). Yetersizse soldaki rakip onu kabul edip etmemeyi seçer (Yasa 27A1); kabul etmezse kusurlu oyuncu düzeltmesini seçer (Yasa 27B). Düzeltme Yasa 27B1'e girmezse ya da deklare pas geçmesi zorunlu bir oyuncununsa (Yasa 37B2), kusurlu oyuncu defans oyuncusu olduğunda kusurlu oyuncunun ortağının ilk çıkışında bir rengi yasaklayıp yasaklamayacağını deklaran seçer (Yasa 26B).",
        "The left-hand opponent chose not to accept. If the repeated bid is legal, nobody chooses (Law 31A1). If it is insufficient, the left-hand opponent chooses whether to accept it (Law 27A1); if he does not, the offender chooses his correction (Law 27B). After a correction that Law 27B1 does not cover, or a bid by a player required to pass (Law 37B2), declarer chooses, if the offender becomes a defender, at the offender's partner's first lead whether to forbid a suit (Law 26B).",
    ),
    lead_later=True,
    read_ui=Text(
        "İptal edilen konuşmanın bilgisi tarafınız için izinsizdir (Yasa 16C). Deklareniz yasalsa kimse seçmez.",
        "What the cancelled call told is unauthorised for your side (Law 16C). If your bid is legal, nobody chooses.",
    ),
)
BID_RHO_COMPARABLE = _rectified(
    Text(
        "Sağdaki rakibin sırasında deklare; o deklare, kontr ya da sürkontr yaptı, sonra eşdeğer konuşma",
        "A bid at the right-hand opponent's turn; he made a call other than pass, then a comparable call",
    ),
    (
        Text(
            "Sağdaki rakip yasal bir deklare, kontr ya da sürkontr yaptıysa kusurlu oyuncu herhangi bir yasal konuşma yapabilir; eşdeğerse yaptırım yoktur (Yasa 31A2(a)).",
            "If the right-hand opponent made a legal call other than pass, the offender may make any legal call; if it is comparable there is no rectification (Law 31A2(a)).",
        ),
        NO_LEAD,
    ),
    ("31A2(a)", "23A", "31A2", "26A"),
    _story(
        S_AT_E,
        "2♠ dedi; Batı kabul etmedi. Doğu 2♥ dedi; Güney 3♠ dedi ve hakem bunu eşdeğer saydı.",
        "bid 2♠; West did not accept. East bid 2♥; South bid 3♠ and the Director judged it comparable.",
    ),
    [*OPEN, "S:2S", REJECT_W, "E:2H", {"seat": "S", "call": "3S", "comparable": True}],
    (
        Text(
            "Sağdaki rakip yasal bir deklare, kontr ya da sürkontr yaptı; konuşmanız eşdeğer olduğu için yaptırım yoktur (Yasa 31A2(a)).",
            "The right-hand opponent made a legal call other than pass; your call was comparable, so there is no rectification (Law 31A2(a)).",
        ),
        NO_LEAD,
    ),
    said=(
        Text(
            "sırasız deklaremden sonra sağımdaki rakip deklare yaptı ben aynı anlamda bir konuşma yaptım",
            "after my bid out of turn my right-hand opponent bid and I made a call with the same meaning",
        ),
    ),
    comparable=True,
)
BID_RHO_OTHER = _rectified(
    Text(
        "Sağdaki rakibin sırasında deklare; o deklare, kontr ya da sürkontr yaptı, sonra başka bir konuşma",
        "A bid at the right-hand opponent's turn; he made a call other than pass, then another call",
    ),
    (
        Text(
            "Kusurlu oyuncunun konuşması eşdeğer değilse ortağı bir sonraki sırasında pas geçmek zorundadır (Yasa 31A2(b)).",
            "If the offender's call is not comparable, his partner must pass at his next turn (Law 31A2(b)).",
        ),
        LEAD,
    ),
    ("31A2(b)", "31A2", "26B"),
    _story(
        S_AT_E,
        "2♠ dedi; Batı kabul etmedi. Doğu 2♥ dedi; Güney 3SA dedi.",
        "bid 2♠; West did not accept. East bid 2♥; South bid 3NT.",
    ),
    [*OPEN, "S:2S", REJECT_W, "E:2H", "S:3NT"],
    (
        Text(
            "Konuşmanız eşdeğer olmadığı için ortağınız bir sonraki sırasında pas geçmek zorundadır (Yasa 31A2(b)).",
            "Your call was not comparable, so your partner must pass at his next turn (Law 31A2(b)).",
        ),
        READ_MAY_72C,
        READ_LEAD,
    ),
    said=(
        Text(
            "sırasız deklare yaptım sağımdaki rakip deklare yaptı ben farklı anlamda bir konuşma yaptım",
            "I bid out of turn, my right-hand opponent then bid and I made a call with a different meaning",
        ),
    ),
)
BID_PARTNER_COMPARABLE = _rectified(
    Text("Ortağın sırasında deklare, sonra eşdeğer konuşma", "A bid at partner's turn, then a comparable call"),
    (
        Text(
            "Kusurlu oyuncunun ortağı kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir (Yasa 31B1); kusurlu oyuncunun sırasındaki konuşması Yasa 31A2'ye göre değerlendirilir (Yasa 31B2).",
            "The offender's partner may make any sufficient call, within the rules (Law 31B1); the offender's call at his turn is judged under Law 31A2 (Law 31B2).",
        ),
        SUFFICIENT_NOTE,
        Text(
            "Eşdeğerse yaptırım yoktur (Yasa 31A2(a)).", "If it is comparable, there is no rectification (Law 31A2(a))."
        ),
        NO_LEAD,
    ),
    ("31A2(a)", "31B2", "23A", "31B", "31B1", "26A"),
    _story(
        W_AT_E,
        "2♥ dedi; Kuzey kabul etmedi. Doğu ve Güney pas geçti; Batı yine 2♥ dedi ve hakem bunu eşdeğer saydı.",
        "bid 2♥; North did not accept. East and South passed; West bid 2♥ again and the Director judged it comparable.",
    ),
    [*OPEN, "W:2H", REJECT_N, "E:pass", "S:pass", {"seat": "W", "call": "2H", "comparable": True}],
    (
        Text(
            "Ortağınız kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir (Yasa 31B1). Kendi sıranızdaki konuşmanız eşdeğer olduğu için yaptırım yoktur (Yasa 31B2, 31A2(a)).",
            "Your partner may make any sufficient call, within the rules (Law 31B1). Your call at your turn was comparable, so there is no rectification (Laws 31B2, 31A2(a)).",
        ),
        NO_LEAD,
    ),
    said=(
        Text(
            "ortağımın sırasında deklare yaptım sonra aynı anlamda bir deklare yaptım",
            "I bid at my partner's turn and later made a bid with the same meaning",
        ),
    ),
    comparable=True,
)
BID_PARTNER_OTHER = _rectified(
    Text("Ortağın sırasında deklare, sonra başka bir konuşma", "A bid at partner's turn, then another call"),
    (
        Text(
            "Kusurlu oyuncunun ortağı kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir (Yasa 31B1); kusurlu oyuncunun sırasındaki konuşması Yasa 31A2'ye göre değerlendirilir (Yasa 31B2).",
            "The offender's partner may make any sufficient call, within the rules (Law 31B1); the offender's call at his turn is judged under Law 31A2 (Law 31B2).",
        ),
        SUFFICIENT_NOTE,
        Text(
            "Eşdeğer değilse ortağı bir sonraki sırasında pas geçmek zorundadır (Yasa 31A2(b)).",
            "If it is not comparable, his partner must pass at his next turn (Law 31A2(b)).",
        ),
        LEAD,
    ),
    ("31A2(b)", "31B2", "31B", "31B1", "26B"),
    _story(
        W_AT_E,
        "2♥ dedi; Kuzey kabul etmedi. Doğu ve Güney pas geçti; Batı 2SA dedi.",
        "bid 2♥; North did not accept. East and South passed; West bid 2NT.",
    ),
    [*OPEN, "W:2H", REJECT_N, "E:pass", "S:pass", "W:2NT"],
    (
        Text(
            "Ortağınız kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir (Yasa 31B1). Kendi sıranızdaki konuşmanız eşdeğer olmadığı için ortağınız bir sonraki sırasında pas geçmek zorundadır (Yasa 31B2, 31A2(b)). Yasa 72C de uygulanabilir.",
            "Your partner may make any sufficient call, within the rules (Law 31B1). Your next call was not comparable: he must pass at his next turn (Laws 31B2, 31A2(b)). Law 72C may apply.",
        ),
        READ_LEAD,
    ),
    said=(
        Text(
            "ortağımın sırasında deklare yaptım sonra farklı anlamda bir konuşma yaptım",
            "I bid out of turn at my partner's turn and later made a call with a different meaning",
        ),
    ),
)
BID_LHO_LATER = _change_of_call(
    Text(
        "Soldaki rakibin sırasında deklare, daha önce konuşmuşken",
        "A bid at the left-hand opponent's turn, having called before",
    ),
    "31C",
    (
        "Kuzey 1♠ açtı, Doğu 2♥ dedi; sıra Güney'deyken Doğu 3♥ dedi.",
        "North opened 1♠, East bid 2♥; at South's turn East bid 3♥.",
    ),
    ("Doğu'nun 2♥", "East's 2♥"),
    [*OPEN, "E:2H", "E:3H"],
    said=(
        Text(
            "artırımın ilerleyen aşamasında solumdaki rakibin sırasında deklare yaptım",
            "later in the auction I bid at my left-hand opponent's turn",
        ),
    ),
)

# --- a double or redouble (Law 32)
DOUBLE_RHO_REPEATED = _rectified(
    Text("Sağdaki rakibin sırasında kontr; o pas geçti", "A double at the right-hand opponent's turn; he passed"),
    (
        # 32A1's exception in the sentence that says "no other rectification", as for 31A1 (qa175).
        Text(
            "Sağdaki rakip pas geçtiyse kusurlu oyuncu kontrunu (ya da sürkontrunu) tekrarlamak zorundadır; kabulü olanaksız değilse başka yaptırım yoktur (Yasa 32A1).",
            "If the right-hand opponent passed, the offender must repeat his double (or redouble), and unless it is inadmissible there is no other rectification (Law 32A1).",
        ),
        # 32A1: "there is no rectification unless the double or redouble is inadmissible, in which
        # case Law 36 applies" (TR "kabulü olanaksız değilse başka bir onarma uygulanmaz, aksi
        # takdirde Yasa 36 uygulanır"); 35A, a double or redouble Law 19 does not permit; 36A (LHO
        # called before rectification: it and every later call cancelled) and 36B1-2 (TR "iptal
        # edilir", "Kusurlu oyuncu konuşmasını yasal bir konuşma ile değiştirmelidir, artırım devam
        # eder ve kusurlu oyuncunun ortağı konuşma sırası her kendine geldiğinde pas geçmek
        # zorundadır"; WBF "is cancelled", "the offender must substitute a legal call, the auction
        # continues, and the offender's partner must pass whenever it is his turn to call"). The
        # double was inadmissible when first made, RHO's pass changed nothing: not "no longer".
        Text(
            "Tekrarlanan kontr ya da sürkontr kabulü olanaksızsa (Yasa 19'un izin vermediği bir kontr ya da sürkontr, Yasa 35A) Yasa 36 uygulanır: soldaki rakip onarmadan önce konuşmadıysa (Yasa 36A) konuşma iptal edilir, kusurlu oyuncu onu yasal bir konuşmayla değiştirmek zorundadır ve ortağı konuşma sırası her kendine geldiğinde pas geçmek zorundadır (Yasa 36B). Yasa 72C uygulanabilir; Yasa 26B'deki çıkış kısıtlamaları uygulanabilir (Yasa 36B3).",
            "If the repeated double or redouble is inadmissible (one Law 19 does not permit, Law 35A), Law 36 applies: unless the left-hand opponent has called before rectification (Law 36A), it is cancelled, the offender must substitute a legal call and his partner must pass whenever it is his turn to call (Law 36B). Law 72C may apply; the lead restrictions in Law 26B may apply (Law 36B3).",
        ),
    ),
    ("32A1", "36"),
    _story(
        W_AT_S,
        "kontr dedi; Kuzey kabul etmedi. Güney pas geçti, Batı kontrunu tekrarladı.",
        "doubled; North did not accept. South passed and West repeated his double.",
    ),
    [*OPEN, "E:pass", "W:X", REJECT_N, "S:pass", "W:X"],
    # 32A1's "no rectification" keeps its condition (TR "kabulü olanaksız değilse", WBF "unless the
    # double or redouble is inadmissible"), as the repeated bid's keeps 31A1's; within the 90 words.
    (
        Text(
            "Sağdaki rakip pas geçtiği için kontrunuzu (ya da sürkontrunuzu) tekrarlamak zorundasınız; kabulü olanaksız değilse başka yaptırım yoktur (Yasa 32A1). Kabulü olanaksızsa Yasa 36 uygulanır: soldaki rakibiniz henüz konuşmadıysa iptal edilir, onu yasal bir konuşma ile değiştirmelisiniz ve ortağınız her sırasında pas geçmek zorundadır (Yasa 36B); Yasa 72C ve Yasa 26B'deki çıkış kısıtlamaları uygulanabilir (Yasa 36B3).",
            "Right-hand opponent passed: you must repeat your double (or redouble), without rectification if admissible (Law 32A1). Otherwise (Law 36), unless your left-hand opponent called, it is cancelled, you must substitute a legal call, your partner must pass at each turn (Law 36B); Laws 72C and 26B may apply (Law 36B3).",
        ),
    ),
    said=(
        Text(
            "sağımdaki rakibin sırasında kontr dedim o pas geçti",
            "I doubled at my right-hand opponent's turn and he passed",
        ),
    ),
    # fix77: who chooses, if the repeated double is inadmissible: the offender his legal call (36B2:
    # TR "Kusurlu oyuncu konuşmasını yasal bir konuşma ile değiştirmelidir", WBF "the offender must
    # substitute a legal call"), then declarer at the lead, 36B3 (TR "Yasa 26B'deki çıkış
    # kısıtlamaları uygulanabilir", WBF "The lead restrictions in Law 26B may apply") on 26B's own
    # condition (TR "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile değiştirmezse,
    # ve daha sonra da defans oyuncusu olursa, deklaran ... yasaklayabilir"; WBF "When an offending
    # player's call is withdrawn and it is not replaced by a comparable call, then if he becomes a
    # defender, declarer may ... prohibit"), as the inadmissible-call guide's 36B Ending says.
    chooser=Text(
        "Soldaki rakip kabul etmemeyi seçti. Tekrarlanan kontr ya da sürkontrun kabulü olanaksız değilse kimse seçmez (Yasa 32A1). Kabulü olanaksızsa kusurlu oyuncu yerine yapacağı yasal konuşmayı seçer; bu konuşma eşdeğer değilse, kusurlu oyuncu defans oyuncusu olduğunda kusurlu oyuncunun ortağının ilk çıkışında bir rengi yasaklayıp yasaklamayacağını deklaran seçer (Yasa 36B3, 26B).",
        "The left-hand opponent chose not to accept. Unless the repeated double or redouble is inadmissible, nobody chooses (Law 32A1). If it is inadmissible, the offender chooses the legal call he substitutes; if that call is not comparable, then, if the offender becomes a defender, declarer chooses at the offender's partner's first lead whether to forbid a suit (Laws 36B3, 26B).",
    ),
    lead_later=True,
)
DOUBLE_RHO_COMPARABLE = _rectified(
    Text(
        "Sağdaki rakibin sırasında kontr; o deklare, kontr ya da sürkontr yaptı, sonra eşdeğer konuşma",
        "A double at the right-hand opponent's turn; he made a call other than pass, then a comparable call",
    ),
    (
        Text(
            "Sağdaki rakip deklare, kontr ya da sürkontr yaptıysa kusurlu oyuncu herhangi bir yasal konuşma yapabilir; eşdeğerse yaptırım yoktur (Yasa 32A2(a)).",
            "If the right-hand opponent made a call other than pass, the offender may make any legal call; if it is comparable there is no rectification (Law 32A2(a)).",
        ),
        NO_LEAD,
    ),
    ("32A2(a)", "23A", "32A2", "26A"),
    _story(
        W_AT_S,
        "kontr dedi; Kuzey kabul etmedi. Güney 2♠ dedi; Batı kontr dedi ve hakem bunu eşdeğer saydı.",
        "doubled; North did not accept. South bid 2♠; West doubled and the Director judged it comparable.",
    ),
    [*OPEN, "E:pass", "W:X", REJECT_N, "S:2S", {"seat": "W", "call": "X", "comparable": True}],
    (
        Text(
            "Sağdaki rakip deklare, kontr ya da sürkontr yaptı; konuşmanız eşdeğer olduğu için yaptırım yoktur (Yasa 32A2(a)).",
            "The right-hand opponent made a call other than pass; your call was comparable, so there is no rectification (Law 32A2(a)).",
        ),
        NO_LEAD,
    ),
    said=(
        Text(
            "sırasız kontrdan sonra sağımdaki rakip deklare yaptı ben aynı anlamda bir konuşma yaptım",
            "after my double out of turn my right-hand opponent bid and I made a call with the same meaning",
        ),
    ),
    comparable=True,
)
DOUBLE_RHO_OTHER = _rectified(
    Text(
        "Sağdaki rakibin sırasında kontr; o deklare, kontr ya da sürkontr yaptı, sonra başka bir konuşma",
        "A double at the right-hand opponent's turn; he made a call other than pass, then another call",
    ),
    (
        Text(
            "Kusurlu oyuncunun konuşması eşdeğer değilse ortağı bir sonraki sırasında pas geçmek zorundadır (Yasa 32A2(b)).",
            "If the offender's call is not comparable, his partner must pass at his next turn (Law 32A2(b)).",
        ),
        LEAD,
    ),
    ("32A2(b)", "32A2", "26B"),
    _story(
        W_AT_S,
        "kontr dedi; Kuzey kabul etmedi. Güney 2♠ dedi; Batı 3♦ dedi.",
        "doubled; North did not accept. South bid 2♠; West bid 3♦.",
    ),
    [*OPEN, "E:pass", "W:X", REJECT_N, "S:2S", "W:3D"],
    (
        Text(
            "Konuşmanız eşdeğer olmadığı için ortağınız bir sonraki sırasında pas geçmek zorundadır (Yasa 32A2(b)).",
            "Your call was not comparable, so your partner must pass at his next turn (Law 32A2(b)).",
        ),
        READ_MAY_72C,
        READ_LEAD,
    ),
    said=(
        Text(
            "sırasız kontr dedim sağımdaki rakip deklare yaptı ben farklı anlamda bir konuşma yaptım",
            "I doubled out of turn, my right-hand opponent bid and I then made a call with a different meaning",
        ),
    ),
)
DOUBLE_PARTNER_COMPARABLE = _rectified(
    Text("Ortağın sırasında kontr, sonra eşdeğer konuşma", "A double at partner's turn, then a comparable call"),
    (
        Text(
            "Kusurlu oyuncunun ortağı herhangi bir yasal konuşma yapabilir (Yasa 32B1); kusurlu oyuncunun sırasındaki konuşması Yasa 32A2'ye göre değerlendirilir (Yasa 32B2).",
            "The offender's partner may make any legal call (Law 32B1); the offender's call at his turn is judged under Law 32A2 (Law 32B2).",
        ),
        NOTE_32B2,
        Text(
            "Eşdeğerse yaptırım yoktur (Yasa 32A2(a)).", "If it is comparable, there is no rectification (Law 32A2(a))."
        ),
        NO_LEAD,
    ),
    ("32A2(a)", "32B2", "23A", "32B", "32B1", "26A"),
    _story(
        W_AT_E,
        "kontr dedi; Kuzey kabul etmedi. Doğu ve Güney pas geçti; Batı kontr dedi ve hakem bunu eşdeğer saydı.",
        "doubled; North did not accept. East and South passed; West doubled and the Director judged it comparable.",
    ),
    [*OPEN, "W:X", REJECT_N, "E:pass", "S:pass", {"seat": "W", "call": "X", "comparable": True}],
    (
        Text(
            "Ortağınız herhangi bir yasal konuşma yapabilir (Yasa 32B1). Kendi sıranızdaki konuşmanız eşdeğer olduğu için yaptırım yoktur (Yasa 32B2, 32A2(a)).",
            "Your partner may make any legal call (Law 32B1). Your call at your turn was comparable, so there is no rectification (Laws 32B2, 32A2(a)).",
        ),
        NO_LEAD,
    ),
    said=(
        Text(
            "ortağımın sırasında kontr dedim sonra aynı anlamda bir konuşma yaptım",
            "I doubled at my partner's turn and later made a call with the same meaning",
        ),
    ),
    comparable=True,
)
DOUBLE_PARTNER_OTHER = _rectified(
    Text("Ortağın sırasında kontr, sonra başka bir konuşma", "A double at partner's turn, then another call"),
    (
        Text(
            "Kusurlu oyuncunun ortağı herhangi bir yasal konuşma yapabilir (Yasa 32B1); kusurlu oyuncunun sırasındaki konuşması Yasa 32A2'ye göre değerlendirilir (Yasa 32B2).",
            "The offender's partner may make any legal call (Law 32B1); the offender's call at his turn is judged under Law 32A2 (Law 32B2).",
        ),
        NOTE_32B2,
        Text(
            "Eşdeğer değilse ortağı bir sonraki sırasında pas geçmek zorundadır (Yasa 32A2(b)).",
            "If it is not comparable, his partner must pass at his next turn (Law 32A2(b)).",
        ),
        LEAD,
    ),
    ("32A2(b)", "32B2", "32B", "32B1", "26B"),
    _story(
        W_AT_E,
        "kontr dedi; Kuzey kabul etmedi. Doğu ve Güney pas geçti; Batı 2♦ dedi.",
        "doubled; North did not accept. East and South passed; West bid 2♦.",
    ),
    [*OPEN, "W:X", REJECT_N, "E:pass", "S:pass", "W:2D"],
    (
        Text(
            "Ortağınız herhangi bir yasal konuşma yapabilir (Yasa 32B1). Kendi sıranızdaki konuşmanız eşdeğer olmadığı için ortağınız bir sonraki sırasında pas geçmek zorundadır (Yasa 32B2, 32A2(b)). Yasa 72C de uygulanabilir.",
            "Your partner may make any legal call (Law 32B1). Your next call was not comparable, so your partner must pass at his next turn (Laws 32B2, 32A2(b)). Law 72C may apply too.",
        ),
        READ_LEAD,
    ),
    said=(
        Text(
            "ortağımın sırasında kontr dedim sonra farklı anlamda bir konuşma yaptım",
            "I doubled at my partner's turn and later made a call with a different meaning",
        ),
    ),
)
DOUBLE_LHO_LATER = _change_of_call(
    Text(
        "Soldaki rakibin sırasında kontr, daha önce konuşmuşken",
        "A double at the left-hand opponent's turn, having called before",
    ),
    "32C",
    (
        "Kuzey 1♠ açtı, Doğu pas, Güney 2♠, Batı pas dedi; sıra Kuzey'deyken Batı kontr dedi.",
        "North opened 1♠, East passed, South bid 2♠, West passed; at North's turn West doubled.",
    ),
    ("Batı'nın pas", "West's pass"),
    [*OPEN, "E:pass", "S:2S", "W:pass", "W:X"],
    said=(
        Text(
            "daha önce konuşmuştum sonra solumdaki rakibin sırasında kontr dedim",
            "I had already called and then doubled at my left-hand opponent's turn",
        ),
    ),
)


# --- the offender's partner, whose turn it was, called before any ruling (28B is for an
# opponent's call only; 29A did not apply, so 29B and Law 30B, 31B or 32B)
PARTNER_FIRST = Text(
    "Sırası gelen oyuncu kusurlu oyuncunun ortağıdır; Yasa 28B yalnız rakibin sırasız konuşması içindir. Soldaki rakip konuşmadığı için (Yasa 29A) sırasız konuşma iptal edilir (Yasa 29B); ortağın konuşması geçerlidir.",
    "The player whose turn it was is the offender's partner; Law 28B is only for an opponent's call out of rotation. The left-hand opponent did not call (Law 29A), so the call out of rotation is cancelled (Law 29B); the partner's call stands.",
)
PARTNER_UI = Text(
    "İptal edilen konuşmanın bilgisi kusurlu taraf için izinsizdir (Yasa 16C2).",
    "What the cancelled call told is unauthorised for the offending side (Law 16C2).",
)


READ_PARTNER_FIRST = Text(
    "Ortağınız sırası gelince konuştu: sırasız konuşmanız iptal edilir ve ortağınızın konuşması geçerlidir (Yasa 29B).",
    "Your partner called at his turn: your call out of rotation is cancelled and his call stands (Law 29B).",
)
READ_PARTNER_UI = Text(
    "İptal edilen konuşmanın bilgisi tarafınız için izinsizdir (Yasa 16C2). Şimdi kimse seçmez.",
    "What the cancelled call told is unauthorised for your side (Law 16C2). Nobody chooses now.",
)


def _partner_first_chooser(turn: str) -> Text:
    """Nobody chooses now (the partner's call stood), but the offender's own call at his turn is
    still to come, judged comparable or not (`turn`: 30B1(b), 31B2 or 32B2, with 23A), and after one
    that is not comparable declarer's lead restriction (26B: TR "deklaran ... yasaklayabilir")."""
    return Text(
        f"Şimdi kimse seçmez; kusurlu oyuncunun ortağının konuşması geçerli oldu. Kusurlu oyuncu konuşmasını kendisi seçer: sıra kendisine geldiğinde herhangi bir yasal konuşma yapabilir ve hakem onun eşdeğer olup olmadığına karar verir (Yasa {turn}, 23A); eşdeğer değilse ve kusurlu oyuncu defans oyuncusu olursa, kusurlu oyuncunun ortağının ilk çıkışında bir rengi yasaklayıp yasaklamayacağını deklaran seçer (Yasa 26B).",
        f"Nobody chooses now: the offender's partner's call stood. The offender chooses his call: he may make any legal call at his turn, and the Director judges whether it is comparable (Laws {turn}, 23A); if it is not and the offender becomes a defender, declarer chooses at the offender's partner's first lead whether to forbid a suit (Law 26B).",
    )


# The offender's comparable call keeps its paragraph's "but see Law 23C": 30B1(b)(i), 31A2(a) and
# 32A2(a) (where 31B2 and 32B2 send it) TR "herhangi bir onarma uygulanmaz/gerekmez. Yasa 26B geçerli
# değildir, ancak bkz. Yasa 23C"; WBF "there is no further rectification. Law 26B does not apply, but
# see Law 23C". These Endings, read before that call, said "no rectification" and stopped, while the
# not-accepted Endings with the comparable call made say 23C (COMPARABLE_23C, their advice and
# read-out). The read-out now says the paragraph's "but see Law 23C"; the page says 23C whole in the
# advice, in COMPARABLE_23C's words on the condition that the call is comparable: in `now`, "but see
# Law 23C" moved three English search sets by 0.013-0.014 (qa219).
def _partner_first_23c(comparable: str) -> Text:
    return Text(
        f"Kusurlu oyuncunun konuşması eşdeğerse yaptırım yoktur, ancak bkz. Yasa 23C: hakem oyunun sonunda, usulsüzlükten gelen yardım olmasaydı bordun sonucunun farklı olabileceğine ve kusursuz tarafın bu yüzden zarar görmüş olabileceğine kanaat getirirse ayarlı skor verecektir (Yasa {comparable}, 23C).",
        f"If the offender's call is comparable there is no rectification, but see Law 23C: if at the end of play the Director judges that without the help gained through the irregularity the result of the board could have been different, and that the non-offending side may have been damaged in consequence, he shall award an adjusted score (Laws {comparable}, 23C).",
    )


def _partner_first(
    title: Text,
    now: tuple[Text, ...],
    laws: tuple[str, ...],
    story: tuple[str, str],
    calls: list,
    read: Text,
    said: tuple[Text, ...],
    turn: str,
    comparable: str,
) -> Ending:
    return _ending(
        title,
        (PARTNER_FIRST, *now, PARTNER_UI),
        (*laws, "29B", "28B", "16C2", "23C"),
        story,
        calls,
        chooser=_partner_first_chooser(turn),
        script=(READ_PARTNER_FIRST, read, READ_MAY_72C, READ_PARTNER_UI),
        said=said,
        advice=(_partner_first_23c(comparable),),
    )


# The partner's sentence keeps its paragraph's "but": 30B1(a) TR "herhangi bir yeterli konuşma
# yapabilir, ancak Yasa 16C2 uygulanır", WBF "may make any legal call at his proper turn, but Law 16C2
# applies"; 31B1 TR "... ancak Yasa 16C2 uygulanabilir" (editor's note translation-31B1); 32B1 TR
# "herhangi yasal bir konuşmayı yapabilir, ancak Yasa 16C2 geçerlidir", WBF "... but Law 16C2
# applies". It said "the partner's call is not restricted", which 16C2 contradicts (TR "Kusurlu tarafın
# bir oyuncusu mantıklı seçenekler arasından izinsiz bilgin tarafından açıkça önerilen bir konuşma veya
# oyun tarzını tercih edemez"; WBF "A player of an offending side may not choose a call or play that is
# demonstrably suggested over another by unauthorized information if the other call or play is a
# logical alternative") (qa190).
PARTNER_FIRST_PASS = _partner_first(
    Text("Ortağın sırasında pas; sonra ortak konuştu", "A pass at partner's turn; then partner called"),
    (
        Text(
            "Kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır (Yasa 30B1(a)).",
            "The offender's partner may make any sufficient call at his turn, within the rules, but Law 16C2 applies (Law 30B1(a)).",
        ),
        SUFFICIENT_NOTE,
        Text(
            "Kusurlu oyuncu kendi sırasında herhangi bir yasal konuşma yapabilir: eşdeğerse yaptırım yoktur (Yasa 30B1(b)(i)); değilse ortağı bir sonraki sırasında pas geçmelidir ve çıkış kısıtlaması olabilir (Yasa 30B1(b)(ii), 26B).",
            "The offender may make any legal call at his turn: if it is comparable there is no rectification (Law 30B1(b)(i)); if not, his partner must pass at his next turn and lead restrictions may apply (Laws 30B1(b)(ii), 26B).",
        ),
    ),
    ("30B1", "30B1(a)", "30B1(b)(i)", "30B1(b)(ii)", "23A", "26B"),
    _story(
        W_AT_E,
        "pas geçti. Hakem çağrılmadan, sırası gelen Doğu 2♥ dedi.",
        "passed. Before the Director was called, East, whose turn it was, bid 2♥.",
    ),
    [*OPEN, "W:pass", "E:2H"],
    Text(
        "Kendi sıranızda herhangi bir yasal konuşma yapabilirsiniz: eşdeğerse yaptırım yoktur (Yasa 30B1(b)(i)), ancak bkz. Yasa 23C; değilse ortağınız bir sonraki sırasında pas geçmelidir ve çıkış kısıtlaması olabilir (Yasa 30B1(b)(ii), 26B).",
        "You may make any legal call at your turn: if it is comparable there is no rectification (Law 30B1(b)(i)), but see Law 23C; if not, your partner must pass at his next turn and lead restrictions may apply (Laws 30B1(b)(ii), 26B).",
    ),
    said=(
        Text(
            "ortağımın sırasında pas dedim ortağım da hemen kendi konuşmasını yaptı",
            "I passed at my partner's turn and partner then made his own call",
        ),
    ),
    turn="30B1(b)",
    comparable="30B1(b)(i)",
)
PARTNER_FIRST_BID = _partner_first(
    Text("Ortağın sırasında deklare; sonra ortak konuştu", "A bid at partner's turn; then partner called"),
    (
        Text(
            "Kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanabilir (Yasa 31B1).",
            "The offender's partner may make any sufficient call at his turn, within the rules, but Law 16C2 may apply (Law 31B1).",
        ),
        SUFFICIENT_NOTE,
        Text(
            "Kusurlu oyuncu kendi sırasında herhangi bir yasal konuşma yapabilir ve hakem Yasa 31A2'ye göre karar verir (Yasa 31B2): eşdeğerse yaptırım yoktur (Yasa 31A2(a)); değilse ortağı bir sonraki sırasında pas geçmek zorundadır ve çıkış kısıtlaması olabilir (Yasa 31A2(b), 26B).",
            "The offender may make any legal call at his turn and the Director rules under Law 31A2 (Law 31B2): if it is comparable there is no rectification (Law 31A2(a)); if not, his partner must pass at his next turn and lead restrictions may apply (Laws 31A2(b), 26B).",
        ),
    ),
    ("31B", "31B1", "31B2", "31A2(a)", "31A2(b)", "23A", "26B"),
    _story(
        W_AT_E,
        "2♥ dedi. Hakem çağrılmadan, sırası gelen Doğu pas geçti.",
        "bid 2♥. Before the Director was called, East, whose turn it was, passed.",
    ),
    [*OPEN, "W:2H", "E:pass"],
    Text(
        "Kendi sıranızda herhangi bir yasal konuşma yapabilirsiniz ve hakem Yasa 31A2'ye göre karar verir: eşdeğerse yaptırım yoktur (Yasa 31A2(a)), ancak bkz. Yasa 23C; değilse ortağınız bir sonraki sırasında pas geçmek zorundadır ve çıkış kısıtlaması olabilir (Yasa 31A2(b), 26B).",
        "You may make any legal call at your turn and the Director rules under Law 31A2: if it is comparable there is no rectification (Law 31A2(a)), but see Law 23C; if not, your partner must pass at his next turn and lead restrictions may apply (Laws 31A2(b), 26B).",
    ),
    said=(
        Text(
            "ortağımın sırasında deklare yaptım sonra ortağım konuştu",
            "I bid when it was my partner's turn, then partner made his call",
        ),
    ),
    turn="31B2",
    comparable="31A2(a)",
)
PARTNER_FIRST_DOUBLE = _partner_first(
    Text("Ortağın sırasında kontr; sonra ortak konuştu", "A double at partner's turn; then partner called"),
    (
        Text(
            "Kusurlu oyuncunun ortağı herhangi bir yasal konuşmayı yapabilir, ancak Yasa 16C2 geçerlidir (Yasa 32B1).",
            "The offender's partner may make any legal call, but Law 16C2 applies (Law 32B1).",
        ),
        Text(
            "Kusurlu oyuncu kendi sırasında herhangi bir yasal konuşma yapabilir ve hakem Yasa 32A2'ye göre karar verir (Yasa 32B2): eşdeğerse yaptırım yoktur (Yasa 32A2(a)); değilse ortağı bir sonraki sırasında pas geçmek zorundadır ve çıkış kısıtlaması olabilir (Yasa 32A2(b), 26B).",
            "The offender may make any legal call at his turn and the Director rules under Law 32A2 (Law 32B2): if it is comparable there is no rectification (Law 32A2(a)); if not, his partner must pass at his next turn and lead restrictions may apply (Laws 32A2(b), 26B).",
        ),
        NOTE_32B2,
    ),
    ("32B", "32B1", "32B2", "32A2(a)", "32A2(b)", "23A", "26B"),
    _story(
        W_AT_E,
        "kontr dedi. Hakem çağrılmadan, sırası gelen Doğu pas geçti.",
        "doubled. Before the Director was called, East, whose turn it was, passed.",
    ),
    [*OPEN, "W:X", "E:pass"],
    Text(
        "Kendi sıranızda herhangi bir yasal konuşma yapabilirsiniz ve hakem Yasa 32A2'ye göre karar verir: eşdeğerse yaptırım yoktur (Yasa 32A2(a)), ancak bkz. Yasa 23C; değilse ortağınız bir sonraki sırasında pas geçmek zorundadır ve çıkış kısıtlaması olabilir (Yasa 32A2(b), 26B).",
        "You may make any legal call at your turn and the Director rules under Law 32A2: if it is comparable there is no rectification (Law 32A2(a)), but see Law 23C; if not, your partner must pass at his next turn and lead restrictions may apply (Laws 32A2(b), 26B).",
    ),
    said=(
        Text(
            "ortağımın sırasında kontr dedim ortağım yine de konuştu",
            "I doubled at my partner's turn and partner then called anyway",
        ),
    ),
    turn="32B2",
    comparable="32A2(a)",
)


# Before the offender's turn comes, the partner calls at his (29B: the auction reverts to the
# player whose turn it was), and then 30B1(a), 31B1 or 32B1 binds him: TR 30B1(a) "Kusurlu oyuncunun
# ortağı, sıra kendisine geldiğinde kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir,
# ancak Yasa 16C2 uygulanır"; 31B1 the same but "uygulanabilir" (the official Turkish; WBF "applies");
# 32B1 "herhangi yasal bir konuşmayı yapabilir, ancak Yasa 16C2 geçerlidir"; WBF "Offender's partner
# may make any legal call (at his proper turn), but Law 16C2 applies". Whether the offender's call
# will be comparable is not known at the partner's turn, so the step before that choice says it: a
# partner reading the guide then meets the Endings' 23B sentence ("Law 16C2 does not apply") only
# with the comparable call already made. Whether 23B reaches back to the partner's call neither text
# says; 23C's adjustment ("the assistance gained through the infraction") applies either way.
PARTNER_FIRST = {
    "30B1(a)": Text(
        "Önce kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanır (Yasa 30B1(a)).",
        "First the offender's partner may make any sufficient call at his turn, within the rules, but Law 16C2 applies (Law 30B1(a)).",
    ),
    "31B1": Text(
        "Önce kusurlu oyuncunun ortağı sırasında kurallar çerçevesinde herhangi bir yeterli konuşma yapabilir, ancak Yasa 16C2 uygulanabilir (Yasa 31B1).",
        "First the offender's partner may make any sufficient call at his turn, within the rules, but Law 16C2 may apply (Law 31B1).",
    ),
    "32B1": Text(
        "Önce kusurlu oyuncunun ortağı herhangi bir yasal konuşmayı yapabilir, ancak Yasa 16C2 geçerlidir (Yasa 32B1).",
        "First the offender's partner may make any legal call, but Law 16C2 applies (Law 32B1).",
    ),
}


def _then(comparable: Ending, other: Ending, partner: str) -> Step:
    first = PARTNER_FIRST[partner]
    return Step(
        Text("Kusurlu oyuncu kendi sırasında ne dedi?", "What did the offender call when his turn came?"),
        (
            Choice(
                "comparable",
                Text("Hakemin eşdeğer saydığı bir konuşma", "A call the Director judges comparable"),
                comparable,
            ),
            Choice("other", Text("Başka bir konuşma", "Another call"), other),
        ),
        Text(f"{first.tr} {OFFENDER_THEN.tr}", f"{first.en} {OFFENDER_THEN.en}"),
    )


# 31A1 (TR "Bu rakip pas geçerse, kusurlu oyuncu sırasız konuşmasını tekrar etmek zorundadır"; WBF
# "If that opponent passes, offender must repeat the call out of rotation") and 32A1: after the
# right-hand opponent's pass the offender has no choice of call; only after the right-hand opponent's
# other call "may [he] make any legal call" (31A2, 32A2). Each step says its own paragraph: 31A2 asks
# a legal call of the right-hand opponent (TR "Bu rakip yasal bir deklare verir, kontr veya sürkontr
# atarsa, kusurlu oyuncu herhangi bir yasal konuşmayı yapabilir"; WBF "If that opponent makes a legal
# bid, double or redouble, offender may make any legal call"; footnote 8, "An illegal call by RHO is
# rectified as usual"), 32A2 does not (TR "deklare verir, kontr veya sürkontr atarsa, kusurlu oyuncu
# sıra kendisine geldiğinde herhangi bir yasal konuşmayı yapabilir"; WBF "If offender's RHO bids,
# doubles or redoubles, the offender may in turn make any legal call"). One hint for both said "If he
# bid, doubled or redoubled, the offender makes any legal call" (qa219).
RHO_THEN_HINT = {
    "bid": Text(
        "Sağdaki rakip pas geçtiyse kusurlu oyuncu sırasız konuşmasını tekrarlamak zorundadır (Yasa 31A1). Yasal bir deklare, kontr ya da sürkontr yaptıysa kusurlu oyuncu herhangi bir yasal konuşma yapabilir; hakem onun eşdeğer olup olmadığına karar verir (Yasa 31A2, 23A).",
        "If the right-hand opponent passed, the offender must repeat his call out of rotation (Law 31A1). If he made a legal bid, double or redouble, the offender may make any legal call; the Director judges whether it is comparable (Laws 31A2, 23A).",
    ),
    "double": Text(
        "Sağdaki rakip pas geçtiyse kusurlu oyuncu sırasız kontrunu ya da sürkontrunu tekrarlamak zorundadır (Yasa 32A1). Deklare, kontr ya da sürkontr yaptıysa kusurlu oyuncu sıra kendisine geldiğinde herhangi bir yasal konuşma yapabilir; hakem onun eşdeğer olup olmadığına karar verir (Yasa 32A2, 23A).",
        "If the right-hand opponent passed, the offender must repeat his double or redouble out of rotation (Law 32A1). If he bid, doubled or redoubled, the offender may in turn make any legal call; the Director judges whether it is comparable (Laws 32A2, 23A).",
    ),
}


def _rho_then(repeated: Ending, comparable: Ending, other: Ending, call: str) -> Step:
    return Step(
        Text("Sonra masada ne oldu?", "What happened at the table then?"),
        (
            Choice("rho-passed", Text("Sağdaki rakip pas geçti", "The right-hand opponent passed"), repeated),
            Choice(
                "comparable",
                Text(
                    "O deklare, kontr ya da sürkontr yaptı; kusurlu oyuncu eşdeğer bir konuşma yaptı",
                    "He made a call other than pass; the offender made a comparable call",
                ),
                comparable,
            ),
            Choice(
                "other",
                Text(
                    "O deklare, kontr ya da sürkontr yaptı; kusurlu oyuncu başka bir konuşma yaptı",
                    "He made a call other than pass; the offender made another call",
                ),
                other,
            ),
        ),
        RHO_THEN_HINT[call],
    )


RHO = Text(
    "Sağdaki rakibin (kusurlu oyuncudan önce konuşacak olanın)",
    "The right-hand opponent's (the player before the offender)",
)
PARTNER = Text(
    "Ortağın (ya da kusurlu oyuncu henüz hiç konuşmamışken soldaki rakibin)",
    "Partner's (or the left-hand opponent's, before the offender had made any call)",
)
LHO_LATER = Text(
    "Soldaki rakibin; kusurlu oyuncu daha önce konuşmuştu", "The left-hand opponent's, after the offender had called"
)
WHOSE_TURN = Text("Sıra kimdeydi?", "Whose turn was it?")
WHOSE_TURN_HINT = Text(
    "Sırayı kusurlu oyuncunun yerinden sayın: sağındaki, ortağı, solundaki.",
    "Count from the offender's seat: his right, his partner, his left.",
)

SITUATION = Situation(
    slug="call-out-of-rotation",
    title=Text("Sırasız konuşma", "Call out of rotation"),
    summary=Text(
        "Artırımda bir oyuncu sıra kendisinde değilken konuştu.",
        "During the auction a player called when it was not his turn.",
    ),
    start=Step(
        Text("Sırasız konuşmadan sonra ne oldu?", "What happened after the call out of rotation?"),
        (
            Choice(
                "right-player-called",
                Text("Sırası gelen oyuncu konuştu", "The player whose turn it was called"),
                Step(
                    Text("Sırası gelen oyuncu kimdi?", "Who was the player whose turn it was?"),
                    (
                        Choice(
                            "opponent",
                            Text(
                                "Kusurlu oyuncunun bir rakibi (sağdaki ya da soldaki)",
                                "An opponent of the offender (his right- or left-hand opponent)",
                            ),
                            RIGHT_PLAYER_CALLED,
                        ),
                        Choice(
                            "partner",
                            Text("Kusurlu oyuncunun ortağı", "The offender's partner"),
                            Step(
                                Text("Sırasız konuşma neydi?", "What was the call out of rotation?"),
                                (
                                    Choice("pass", Text("Pas", "A pass"), PARTNER_FIRST_PASS),
                                    Choice("bid", Text("Bir deklare", "A bid"), PARTNER_FIRST_BID),
                                    Choice(
                                        "double",
                                        Text("Kontr ya da sürkontr", "A double or redouble"),
                                        PARTNER_FIRST_DOUBLE,
                                    ),
                                ),
                            ),
                        ),
                    ),
                    Text(
                        "Yasa 28B yalnız rakibin sırasız konuşması içindir; ortağın konuşması kusurlu tarafı onarmadan kurtarmaz.",
                        "Law 28B is only for a call out of rotation by an opponent; the partner's call does not spare the offending side the rectification.",
                    ),
                ),
            ),
            Choice(
                "lho-called",
                Text(
                    "Kusurlu oyuncunun solundaki rakip üstüne konuştu",
                    "The offender's left-hand opponent called over it",
                ),
                LHO_CALLED,
            ),
            Choice(
                "rho-had-to-pass",
                Text(
                    "Sırası gelen sağdaki rakip zaten pas geçmek zorundaydı",
                    "The player whose turn it was, the offender's right-hand opponent, had to pass anyway",
                ),
                RHO_HAD_TO_PASS,
            ),
            Choice("not-yet", Text("Henüz kimse konuşmadı", "Nobody has called yet"), NOT_YET),
            Choice(
                "not-accepted",
                Text("Soldaki rakip kabul etmedi", "The left-hand opponent did not accept"),
                Step(
                    Text("Sırasız konuşma neydi?", "What was the call out of rotation?"),
                    (
                        Choice(
                            "pass",
                            Text("Pas", "A pass"),
                            Step(
                                WHOSE_TURN,
                                (
                                    Choice("rho", RHO, PASS_RHO),
                                    Choice(
                                        "partner",
                                        PARTNER,
                                        _then(PASS_PARTNER_COMPARABLE, PASS_PARTNER_OTHER, "30B1(a)"),
                                    ),
                                    Choice("lho-later", LHO_LATER, PASS_LHO_LATER),
                                ),
                                WHOSE_TURN_HINT,
                            ),
                        ),
                        Choice(
                            "bid",
                            Text("Bir deklare", "A bid"),
                            Step(
                                WHOSE_TURN,
                                (
                                    Choice(
                                        "rho",
                                        RHO,
                                        _rho_then(BID_RHO_REPEATED, BID_RHO_COMPARABLE, BID_RHO_OTHER, "bid"),
                                    ),
                                    Choice(
                                        "partner", PARTNER, _then(BID_PARTNER_COMPARABLE, BID_PARTNER_OTHER, "31B1")
                                    ),
                                    Choice("lho-later", LHO_LATER, BID_LHO_LATER),
                                ),
                                WHOSE_TURN_HINT,
                            ),
                        ),
                        Choice(
                            "double",
                            Text("Kontr ya da sürkontr", "A double or redouble"),
                            Step(
                                WHOSE_TURN,
                                (
                                    Choice(
                                        "rho",
                                        RHO,
                                        _rho_then(
                                            DOUBLE_RHO_REPEATED, DOUBLE_RHO_COMPARABLE, DOUBLE_RHO_OTHER, "double"
                                        ),
                                    ),
                                    Choice(
                                        "partner",
                                        Text("Ortağın", "Partner's"),
                                        _then(DOUBLE_PARTNER_COMPARABLE, DOUBLE_PARTNER_OTHER, "32B1"),
                                    ),
                                    Choice("lho-later", LHO_LATER, DOUBLE_LHO_LATER),
                                ),
                                WHOSE_TURN_HINT,
                            ),
                        ),
                    ),
                    Text(
                        "Yapay bir konuşma, söylediği değil belirttiği tür(ler)e göre değerlendirilir (Yasa 29C); yapay bir pas ya da yapay bir konuşmaya geçilen pas için Yasa 31 uygulanır (Yasa 30C). Kabulü olanaksız bir kontr ya da sürkontr için Yasa 36 uygulanır.",
                        "An artificial call is judged by the denomination(s) it specifies, not the one named (Law 29C); an artificial pass, or a pass of an artificial call, comes under Law 31 (Law 30C). An inadmissible double or redouble comes under Law 36.",
                    ),
                ),
            ),
        ),
        Text(
            "Sırasız yapılan yetersiz deklare için Yasa 31 uygulanır (Yasa 27A2).",
            "An insufficient bid out of rotation comes under Law 31 (Law 27A2).",
        ),
    ),
)
