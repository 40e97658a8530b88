"""Inadmissible calls (Laws 35-39): a double or redouble Law 19 does not allow (35A, 36), a bid,
double or redouble by a player required to pass (35B, 37), a bid of more than seven (35C, 38) and
a call after the final pass (35D, 39), after a bid or after an auction passed out (22B: the hands
are returned to the board without play; 77: each side scores zero); what becomes of the call, of the calls after it and of the
offending side, the lead restrictions of Law 26B where the Laws say they may apply (26A and 23A
when the replacement is a comparable call), and Law 72C.

Where the ruling engine decides (docs/rulings-cli.md, "The auction" and its Additions: 36A, 36B,
37A, 37B, 39A-39C and a passed-out auction), an Ending carries its example auction and the page
shows the engine's answer; situations/tests/guides/test_auction_guides.py holds the Ending's words
to it. Two cases are written from the Laws' text alone: 36C (noticed after the opening lead was
faced; an `auction` query ends before the lead and no query scores an inadmissible call), and Law
38 (a bid above seven cannot be written in the contract's notation: an error of the query).

The Turkish official text and the WBF English agree on Laws 35-39
but in two places: in 37A the Turkish says the calls after the infraction that stand are "all
subsequent legal calls" ("sonraki tüm yasal konuşmalar"), the WBF English "all subsequent calls";
in 37B2 the Turkish says the offender must replace his call with a pass ("Kusurlu oyuncu
konuşmasını pas ile değiştirmelidir"), the WBF English only "a pass is substituted". The guide
follows the Turkish in both; the 37A Ending says so in its own words, and the 37B2 Ending's page
says so in the editor's note on 37B2 it quotes.
None of Laws 36-39 gives anybody an option to accept the inadmissible call: what the offender's
left-hand opponent does (calls over it or not) decides which paragraph applies.
"""

from __future__ import annotations

from dataclasses import replace

from ..guide import Choice, Ending, Fact, Option, Situation, Step, Text
from .common import CALL_NOW, CALL_NOW_NO_CHOICE, LEAD_BAN_26B
from .insufficient_bid import DAMAGE_72C, READ_MAY_72C, example

# The facts that tell this guide's Endings apart (situations.guide.Fact), read in both texts.
# 39A (TR "Artırımın sonuncu pasından sonra yapılan konuşmalar iptal edilir"; WBF "All calls
# after the final pass of the auction are cancelled") and 22B (four passes: the board passed out):
# the call came after the auction had ended.
AFTER_THE_AUCTION = Fact(
    (
        "son pastan sonra",
        "üç pastan sonra",
        "dört pastan sonra",
        "dört oyuncu da pas",
        "üç pas geldikten",
        "artırım bittikten",
        "artırım bittiği",
        "artırım kapandıktan",
        "ihale bittikten",
        "ihale kapandıktan",
        "kontrat belli olduktan",
        "kontrat kesinleşince",
        "el pasla geçmişti",
    ),
    (
        "after the final pass",
        "after three passes",
        "after four passes",
        "all four players passed",
        "passed out",
        "auction was over",
        "auction was already over",
        "auction had closed",
        "auction had ended",
        "bidding was closed",
        "bidding had finished",
        "contract was settled",
        "contract was fixed",
        "ended the auction",
    ),
    ("39A", "22B"),
)
# 37 (TR "Yasa gereği pas geçmesi gereken bir oyuncunun verdiği bir deklare, çektiği kontr veya
# sürkontr"; WBF 37B1 "any bid, double or redouble, by a player required by law to pass"): the caller was
# bound to pass.
BOUND_TO_PASS = Fact(
    (
        "pas geçmesi gereken",
        "pas geçmesi gerekiyordu",
        "pas zorunluluğu*",
        "pas mecburiyeti",
        "susması gereken",
        "pas geçmesi lazım*",
    ),
    (
        "had to pass",
        "barred from",
        "forced to pass",
        "bound to pass",
        "required to pass",
        "required by law to pass",
        "silenced by",
    ),
    ("37A", "37B1"),
)

# 19A1 (TR "Bir oyuncu yalnızca son deklareye kontr atabilir. Bu deklare bir rakip tarafından yapılmış
# olmalıdır"; WBF "A player may double only the last preceding bid. That bid must have been made by an
# opponent") and 19B1 for the redouble; Law 36 (TR "Kabulü Olanaksız Kontr veya Sürkontr"; WBF
# "Inadmissible Doubles and Redoubles") rectifies one that breaks them: a pass, a bid of one's own side
# or a contract already doubled was doubled. True of each Ending of Law 36.
INADMISSIBLE_DOUBLE = Fact(
    (
        "pasa kontr*",
        "pasa sürkontr*",
        "kendi tarafının*",
        "kendi ortağının*",
        "kendi eşimin*",
        "kendi eşinin*",
        "ortağı* deklaresine* kontr*",
        "eşim* deklaresine* kontr*",
        "eşin* deklaresine* kontr*",
        "ortağı* kontruna* sürkontr*",
        "eşim* kontruna* sürkontr*",
        "eşin* kontruna* sürkontr*",
        "kontr edilecek",
        "kontr edilmemiş*",
        "kontr edilmiş* ... kontr*",
        "kontrun geçersiz*",
        "kontrun kural* aykırı*",
        "sürkontrun kural* aykırı*",
        "aykırı kontr*",
        "aykırı sürkontr*",
    ),
    (
        "double a pass",
        "doubled a pass",
        "doubled the pass",
        "doubled his own",
        "double his own",
        "doubled my own",
        "double my own",
        "doubled her own",
        "doubled my partner's",
        "doubled his partner's",
        "doubled her partner's",
        "doubled partner's",
        "redoubled his own",
        "redoubled her own",
        "redoubled my own",
        "redoubled his partner's",
        "redoubled partner's",
        "nothing to double",
        "undoubled contract",
        "already doubled",
        "double was not allowed",
        "inadmissible double",
        "redouble should never",
        "illegal double",
        "illegal redouble",
    ),
    ("19A1", "19B1", "36A", "36B1", "36B4", "36C"),
)

# 36B4 (TR "Bu konuşma sırasız ise artırım sıra kendinde olan oyuncuya geri döner"; WBF "if the call
# is out of turn the auction reverts to the player whose turn it was to call"): the double was made
# out of turn.
DOUBLE_OUT_OF_TURN_FACT = Fact(
    (
        "sırasız kontr*",
        "sırasız sürkontr*",
        "sırası değilken ... kontr*",
        "sıram değilken ... kontr*",
        "sırası gelmeden ... kontr*",
        "sıram gelmeden ... kontr*",
        "sıra kendisine gelmeden ... kontr*",
    ),
    (
        "doubled out of turn",
        "redoubled out of turn",
        "double out of turn",
        "redouble out of turn",
        "out of turn he doubled",
        "out of turn i doubled",
        "doubled before his turn",
        "doubled before my turn",
    ),
    ("36B4",),
    told_only=True,
)

# 36C (TR "Atak yüzü açık bir şekilde yapıldıktan sonra, kabul edilemez bir kontr veya sürkontr
# çekilmiş olduğu fark edilirse"; WBF "When attention is drawn to an inadmissible double or redouble
# only after the opening lead has been faced"): it was noticed after the opening lead, in the play or
# after it.
NOTICED_AFTER_LEAD = Fact(
    (
        "atak açıldıktan*",
        "atak yapıldıktan*",
        "atak açılana kadar",
        "atak yüzü açık* ... sonra",
        "yüzü açık* ... yapıldıktan*",
        "çıkış yapıldıktan*",
        "yer açıldıktan*",
        "oyun sırasında",
        "oyun bittikten*",
    ),
    (
        "after the opening lead",
        "until the lead",
        "lead was faced",
        "dummy came down",
        "dummy went down",
        "dummy was spread",
        "during the play",
        "after the hand",
    ),
    ("36C",),
    told_only=True,
)

# 36A (TR "Kabulü olanaksız bir kontr veya sürkontrun onarılmasından önce soldaki rakip konuşursa"; WBF
# "If offender's LHO calls before rectification of an inadmissible double or redouble"), 37A (TR "ve
# soldaki rakip hakem bir onarma belirlemeden konuşursa"; WBF "and offender's LHO calls before the
# Director has ruled on rectification") and 38D (TR "kusurlu oyuncunun solundaki rakip, usulsüzlükten
# sonra ve bir onarma belirlenmeden önce konuşma yaparsa"; WBF "if the offender's LHO had called
# subsequent to the infraction and before rectification"): the same condition in the three, the
# left-hand opponent called over the inadmissible call. A pass is a call (the Definitions: TR "Herhangi
# bir deklare, kontr, sürkontr veya pas"; WBF "Any bid, double, redouble or pass"), so "passed over it"
# states it. Told only: until the story says he called, he has not (36B, 37B: "When A does not apply"),
# so a story of a double of one's own partner's bid is 36B1's (search304, search315).
LHO_CALLED_OVER = Fact(
    (
        "soldaki* ... konuştu*",
        "solundaki* ... konuştu*",
        "solumdaki* ... konuştu*",
        "soldaki* ... üstüne*",
        "solundaki* ... üstüne*",
        "solumdaki* ... üstüne*",
        "sıradaki oyuncu* ... konuştu*",
        "sonraki oyuncu* ... konuştu*",
        "sonraki oyuncu* ... pas geçti*",
        "sıradaki oyuncu* ... pas geçti*",
        "üstüne* konuştu*",
        "üstüne* pas*",
        "üstüne* deklare*",
    ),
    (
        "called over it",
        "bid over it",
        "passed over it",
        "doubled over it",
        "next player called",
        "next player bid",
        "next player passed",
        "next player doubled",
        "player on his left called",
        "player on my left called",
        "player on his left bid",
        "player on my left bid",
        "player on his left passed",
        "player on my left passed",
        "lho called",
        "lho bid",
        "lho passed",
        "lho doubled",
        "left-hand opponent called",
        "left-hand opponent bid",
        "left-hand opponent passed",
        "left-hand opponent doubled",
    ),
    ("36A", "37A", "38D"),
    told_only=True,
)

# Law 26B (TR: "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) ...
# artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi oynamasını yasaklayabilir";
# WBF: "declarer may, at the offender's partner's first turn to lead (which may be the opening
# lead), prohibit offender's partner from leading any (one) suit which has not been specified in
# the legal auction by the offender").
LEAD_BAN = Text(
    LEAD_BAN_26B.tr,
    "If the offender becomes a defender, declarer may, at the offender's partner's first turn to lead (the opening lead included), forbid him any one suit the offender did not specify in the legal auction; the ban lasts as long as that player keeps the lead (Law 26B).",
)
# 39C's offender is a defender already (TR "bu usulsüzlük bir defans oyuncusunun deklaresi, kontru veya
# sürkontru ise Yasa 26B'deki çıkış kısıtlamaları uygulanabilir"; WBF "the infraction is a bid, double or
# redouble by a defender, then the lead restrictions in Law 26B may apply"): the auction is over, and
# LEAD_BAN's "If the offender becomes a defender" (26B's words for a call made during the auction) put as
# a condition still to come what the line above it says has happened (qa166, qa199, qa205). The Turkish
# keeps 26B's official "deklaran ... herhangi bir rengi yasaklayabilir" (test_guides_26b_restriction_wording).
# The English says it in the passive, and who forbids is the chooser's line under it (LEAD_CHOOSER:
# declarer): any English line with "declarer", new in the guide's indexed text (situations.search_documents
# keeps each distinct line once), put 39B above 46B3 for "declarer called the eight from the table but there
# were two eights" (lawbook/tests/search/test_search_from_the_table.py), whatever its opening (qa211).
# 26B names whom declarer restricts: TR "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında";
# "ortağının" after "deklaran" read as declarer's own partner (audit332 found it; the shared 26B line says it so).
LEAD_BAN_39C = Text(
    "Kusurlu oyuncu defans oyuncusu olduğundan deklaran, kusurlu oyuncunun ortağının ilk çıkışında (atak dahil), artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi yasaklayabilir; yasak, çıkış o oyuncuda kaldığı sürece sürer (Yasa 26B).",
    "As the offender is a defender, his partner may be forbidden, at his first turn to lead (the opening lead included), any one suit the offender did not specify in the legal auction; the ban lasts as long as that player keeps the lead (Law 26B).",
)
LEAD_OPTIONS = (
    Option(
        Text("Bir renk yasaklamak", "Forbid a suit"),
        Text(
            "Kusurlu oyuncunun ortağı, çıkış kendisinde kaldığı sürece o rengi çıkamaz.",
            "The offender's partner may not lead that suit for as long as he keeps the lead.",
        ),
        (Text("En çok korktuğunuz atağı yasaklayabilirsiniz.", "You can forbid the lead you fear most."),),
        (
            Text(
                "Artırımda kusurlu oyuncu tarafından konuşulmuş bir rengi yasaklayamazsınız.",
                "You may not forbid a suit the offender specified in the legal auction.",
            ),
        ),
    ),
    Option(
        Text("Yasaklamamak", "Forbid nothing"),
        Text("Çıkış serbesttir.", "The lead is free."),
    ),
)
# The read-out's 26B: declarer's two options come at one time, the partner's first turn to lead (TR
# "kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil)"; WBF "at the offender's partner's
# first turn to lead (which may be the opening lead)"), as the call-out-of-rotation guide's read-out
# says it (common.READ_LEAD_BAN_26B). It said "declarer has two options" with no time, and READ_CHOOSE's
# "before that lead" named a lead the read-out had not (qa199). 26B's last sentence, how long the ban
# lasts, is on the page (LEAD_BAN and the option's effect); the 90 words leave it out, as
# READ_LEAD_BAN_26B does. The English said nothing of the opening lead, which the Turkish's "(atak
# dahil)" and the WBF's "(which may be the opening lead)" include: now "(the opening lead included)",
# LEAD_BAN's words, in READ_LEAD, READ_LEAD_36B and the 39C read-out (37B2, 38D, 36B3, 36B4 and 39C each
# say "The lead restrictions in Law 26B may apply"). In READ_LEAD_36B "Forbid a suit you never
# specified" (it said "Forbid a suit: one you did not specify") keeps the 36B4 read-out at 90 (qa326).
READ_LEAD = Text(
    "Kusurlu oyuncu defans oyuncusu olursa deklaranın, ortağının ilk oynaması sırasında (atak dahil) iki seçeneği olur (Yasa 26B). Bir renk yasaklamak: artırımda kusurlu oyuncu tarafından konuşulmamış bir renk. Yasaklamamak.",
    "If the offender defends, declarer has, at his partner's first turn to lead (the opening lead included), two options (Law 26B). Forbid a suit: one not specified in the legal auction by the offender. Forbid nothing.",
)
# The same after an inadmissible double or redouble cancelled under 36B, read to the offender, who
# has still to choose his call: 36B3 and 36B4 close "Yasa 26B'deki çıkış kısıtlamaları uygulanabilir" /
# "The lead restrictions in Law 26B may apply", and 26B applies only to a call "not replaced by a
# comparable call" (TR "bunu eşdeğer bir konuşma ile değiştirmezse"); a comparable one brings 26A (TR
# "kendi tarafı için herhangi bir çıkış kısıtlaması söz konusu değildir"; WBF "there are no lead
# restrictions for his side"), as COMPARABLE_NO_BAN says on the page and the call-out-of-rotation
# guide's 32A1 chooser says for a repeated inadmissible double ("bu konuşma eşdeğer değilse"). The
# read-out gave declarer the two options whatever the offender's call (qa199).
READ_LEAD_36B = Text(
    "Yeni konuşmanız eşdeğer değilse (Yasa 23A) ve defansta kalırsanız deklaranın, ortağınızın ilk oynaması sırasında (atak dahil) iki seçeneği olur (Yasa 26B). Bir renk yasaklamak: artırımda sizin tarafınızdan konuşulmamış bir renk. Yasaklamamak.",
    "If your new call is not comparable (Law 23A) and you defend, declarer has, at partner's first turn to lead (the opening lead included), two options (Law 26B). Forbid a suit you never specified in the legal auction. Forbid nothing.",
)
READ_CHOOSE = Text(
    "Deklaran, seçiminizi o çıkıştan önce hakeme söyleyin.",
    "Declarer, tell the Director your choice before that lead.",
)
LEAD_CHOOSER = Text(
    "Çıkış kısıtlaması uygulanırsa deklaran: bir renk yasaklar ya da yasaklamaz.",
    "If a lead restriction applies, declarer: he forbids one suit, or none.",
)
NO_LEAD_BAN = Text("Yasa 26B'deki çıkış kısıtlamaları uygulanmaz.", "The lead restrictions of Law 26B do not apply.")

# The engine's examples (docs/rulings-cli.md, "The auction"; the events' notation there). Dealer
# North each time. Law 36: South doubles his partner's bid, which 19A1 does not allow (TR "Bir oyuncu
# yalnızca son deklareye kontr atabilir. Bu deklare bir rakip tarafından yapılmış olmalıdır"; WBF "A
# player may double only the last preceding bid. That bid must have been made by an opponent").
DOUBLE_OF_PARTNER = ["N:1H", "E:pass", "S:X"]
DOUBLED_PARTNER = "Kuzey 1♥ açtı, Doğu pas geçti; Güney ortağının deklaresine kontr dedi. "
DOUBLED_PARTNER_EN = "North opened 1♥ and East passed; South doubled his partner's bid. "
# Law 37: East is required to pass by 30A (TR "kusurlu oyuncu konuşma sırası kendisine ilk geldiğinde
# pas geçmek zorundadır"; WBF "the offender must pass when next it is his turn to call"), a story that
# brings no Law 26 restriction of its own to blur 37A's "Yasa 26B'deki çıkış kısıtlamaları uygulanmaz".
PASS_AT_RHO_TURN = ["E:pass", {"act": "reject", "seat": "S"}]
BOUND_BY_30A = "Kuzey'in sırasında Doğu pas geçti; Güney kabul etmedi, bu yüzden Doğu sıra kendisine ilk geldiğinde pas geçmek zorunda (Yasa 30A). "
BOUND_BY_30A_EN = (
    "East passed at North's turn; South did not accept, so East must pass when next it is his turn to call (Law 30A). "
)
# Law 39: the auction ended with three passes after South's 2♠ (22A); North is declarer.
AUCTION_2S = ["N:1S", "E:pass", "S:2S", "W:pass", "N:pass", "E:pass"]
AUCTION_OVER = "Kuzey 1♠ açtı, Güney 2♠ dedi, öbürleri pas geçti: artırım bitti, kontrat 2♠, deklaran Kuzey. "
AUCTION_OVER_EN = "North opened 1♠, South bid 2♠ and the others passed: the auction is over, 2♠ by North. "

# --- Law 36: a double or redouble Law 19 does not allow -------------------------------------
DOUBLE_LHO_CALLED = Ending(
    facts=(INADMISSIBLE_DOUBLE, LHO_CALLED_OVER),
    said=(
        Text(
            "kendi tarafının deklaresine kontr dedi sonra sıradaki oyuncu konuştu",
            "he doubled his own side's bid and the next player called over it",
        ),
        Text(
            "kurala aykırı kontrdan sonra solundaki oyuncu da konuştu şimdi ne olacak",
            "after the illegal double the player on his left called too, what now",
        ),
    ),
    title=Text(
        "Kabulü olanaksız kontr, soldaki rakip üstüne konuştu",
        "An inadmissible double; the left-hand opponent called over it",
    ),
    now=(
        Text(
            "Soldaki rakip onarmadan önce konuştuğu için kabulü olanaksız kontr (ya da sürkontr) ve ondan sonraki bütün konuşmalar iptal edilir (Yasa 36A).",
            "Since the left-hand opponent called before rectification, the inadmissible double (or redouble) and all later calls are cancelled (Law 36A).",
        ),
        Text(
            "Artırım, konuşma sırası kendisinde olan oyuncuya geri döner ve usulsüzlük olmamış gibi sürer (Yasa 36A).",
            "The auction goes back to the player whose turn it was to call and goes on as though there had been no irregularity (Law 36A).",
        ),
        Text(
            "Yasa 26B'deki çıkış kısıtlamaları uygulanmaz (Yasa 36A).",
            "The lead restrictions of Law 26B do not apply (Law 36A).",
        ),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("36A", "35A", "19A1", "19B1"),
    engine=example(
        DOUBLED_PARTNER + "Batı, hakem çağrılmadan 2♣ dedi.",
        DOUBLED_PARTNER_EN + "West bid 2♣ before the Director was called.",
        [*DOUBLE_OF_PARTNER, "W:2C"],
    ),
    director=CALL_NOW_NO_CHOICE,
    script=(
        Text(
            "Soldaki rakip üstüne konuştuğu için kabulü olanaksız kontr ya da sürkontr ve ondan sonraki bütün konuşmalar iptal edilir (Yasa 36A).",
            "Since the left-hand opponent called over it, the inadmissible double or redouble and all later calls are cancelled (Law 36A).",
        ),
        # 36A's words, not "there is no lead restriction": 36A lifts 26B for this double (TR "Yasa
        # 26B'deki çıkış kısıtlamaları uygulanmaz"; WBF "The lead restrictions in Law 26B do not
        # apply"), and an earlier irregularity of the auction, which 36A does not cancel, may still
        # bring one (27B2, 27B3: "may apply") (qa190; as qa167 for 25A1 in the unintended-call guide).
        Text(
            "Artırım, sırası gelen oyuncudan usulsüzlük olmamış gibi sürer; Yasa 26B'deki çıkış kısıtlamaları uygulanmaz (Yasa 36A). Kimse seçmez.",
            "The auction goes on from the player whose turn it was as though there had been no irregularity; the lead restrictions of Law 26B do not apply (Law 36A). Nobody chooses.",
        ),
    ),
)
# 26A's closing sentence (TR "Yasa 16C uygulanmaz, ancak bkz. Yasa 23C"; WBF "Law 16C does not apply,
# but see Law 23C") is in 26A as the page quotes it, and 23C is quoted beside it (qa205). In
# COMPARABLE_NO_BAN, the indexed line, it put 39B above 46B3 in a search test ("but" is a word of the
# query: test_search_from_the_table.py; session 87, lead) and, without the "but", still moved
# newguides-dev14 en R@5 by 0.009 (qa211). So it is among the things the offender weighs before he chooses
# his call (the advice: not indexed; the page quotes what it cites, situations.views._named).
COMPARABLE_16C_23C = Text(
    "Eşdeğer bir konuşma (Yasa 23A) seçilirse Yasa 16C uygulanmaz, ancak bkz. Yasa 23C (Yasa 26A).",
    "If the call chosen is a comparable call (Law 23A), Law 16C does not apply, but see Law 23C (Law 26A).",
)
COMPARABLE_NO_BAN = Text(
    "Kusurlu oyuncu yerine eşdeğer bir konuşma (Yasa 23A) yaparsa tarafı için çıkış kısıtlaması olmaz (Yasa 26A); ortağının pas zorunluluğu yine de sürer.",
    "If the offender replaces it with a comparable call (Law 23A), his side has no lead restriction (Law 26A); his partner must still pass.",
)
DOUBLE_IN_TURN = Ending(
    facts=(INADMISSIBLE_DOUBLE,),
    said=(
        Text("kontr edilecek bir şey yokken kontr dedi", "he doubled when there was nothing to double"),
        Text("kontr edilmemiş deklareye sürkontr dedi", "he redoubled an undoubled contract"),
        Text(
            "sürkontr edilemeyecek bir konuşmaya sürkontr dedim ortağım pas geçmek zorunda mı",
            "I redoubled when no redouble was allowed, must my partner now pass",
        ),
        Text("kontr edilmiş deklareye bir daha kontr dedi", "he doubled a bid that was already doubled"),
    ),
    title=Text("Kabulü olanaksız kontr, sırasında", "An inadmissible double made in turn"),
    now=(
        Text(
            "Yasa 19'un izin vermediği kontr ya da sürkontr iptal edilir (Yasa 36B1).",
            "The double or redouble that Law 19 does not allow is cancelled (Law 36B1).",
        ),
        # 36B2, TR (official) "Kusurlu oyuncu konuşmasını yasal bir konuşma ile değiştirmelidir, artırım
        # devam eder ve kusurlu oyuncunun ortağı ... pas geçmek zorundadır"; WBF "the offender must substitute
        # a legal call, the auction continues, and the offender's partner must pass": each verb the
        # official one, "-malıdır" for the offender, "zorundadır" for his partner ("yapmak zorundadır"
        # before; audit318).
        Text(
            "Kusurlu oyuncu konuşmasını yasal bir konuşma ile değiştirmelidir; artırım sürer ve kusurlu oyuncunun ortağı konuşma sırası her kendisine geldiğinde pas geçmek zorundadır (Yasa 36B2).",
            "The offender must substitute a legal call; the auction goes on, and the offender's partner must pass whenever it is his turn to call (Law 36B2).",
        ),
        LEAD_BAN,
        COMPARABLE_NO_BAN,
        DAMAGE_72C,
    ),
    chooser=Text(
        "Kusurlu oyuncu, yerine yapacağı yasal konuşmayı seçer. " + LEAD_CHOOSER.tr,
        "The offender chooses his legal call. " + LEAD_CHOOSER.en,
    ),
    # 19A1 and 19B1: what "Law 19 does not allow" (36B1) is; named, the page quotes them and not the
    # whole of Law 19, whose other paragraphs make no double inadmissible (qa199).
    laws=("36B1", "36B2", "36B3", "35A", "19A1", "19B1", "26B", "26A", "23A", "23C", "72C"),
    engine=example(
        DOUBLED_PARTNER + "Batı konuşmadan hakem çağrıldı.",
        DOUBLED_PARTNER_EN + "The Director was called before West called.",
        [*DOUBLE_OF_PARTNER, {"act": "reject", "seat": "W"}],
    ),
    director=CALL_NOW,
    options=LEAD_OPTIONS,
    advice=(COMPARABLE_16C_23C,),
    script=(
        Text(
            "Bu kontr ya da sürkontr iptal edilir; onu yasal bir konuşma ile değiştirmelisiniz ve ortağınız artırımın sonuna kadar her sırasında pas geçmek zorundadır (Yasa 36B1, 36B2).",
            "This double or redouble is cancelled; you must substitute a legal call, and your partner must pass at every turn to the end of the auction (Laws 36B1, 36B2).",
        ),
        # 36B3, TR "Yasa 72C uygulanabilir"; WBF "Law 72C may apply": the paragraph's words, short
        # enough to leave READ_LEAD_36B its condition within the 90 words (DAMAGE_72C is on the page).
        READ_MAY_72C,
        READ_LEAD_36B,
        READ_CHOOSE,
    ),
)
DOUBLE_OUT_OF_TURN = Ending(
    facts=(INADMISSIBLE_DOUBLE, DOUBLE_OUT_OF_TURN_FACT),
    said=(
        Text(
            "sırası değilken kurala aykırı bir kontr çekti",
            "the wrong player made an illegal double",
        ),
        Text(
            "sıra kendisine gelmeden kendi ortağının konuşmasına kontr dedi",
            "out of turn he doubled his own partner's bid",
        ),
    ),
    title=Text("Kabulü olanaksız kontr, sırasız", "An inadmissible double made out of turn"),
    now=(
        Text(
            "Yasa 19'un izin vermediği kontr ya da sürkontr iptal edilir (Yasa 36B1) ve artırım, konuşma sırası kendisinde olan oyuncuya geri döner (Yasa 36B4).",
            "The double or redouble that Law 19 does not allow is cancelled (Law 36B1) and the auction goes back to the player whose turn it was to call (Law 36B4).",
        ),
        Text(
            "Kusurlu oyuncu, sırası geldiğinde herhangi bir yasal konuşmayı yapabilir; ortağı konuşma sırası her kendisine geldiğinde pas geçmek zorundadır (Yasa 36B4).",
            "The offender may make any legal call at his turn; his partner must pass whenever it is his turn to call (Law 36B4).",
        ),
        LEAD_BAN,
        # 36B4 ends "Yasa 26B'deki çıkış kısıtlamaları uygulanabilir" / "The lead restrictions in
        # Law 26B may apply", and 26B itself applies only when the withdrawn call "is not replaced
        # by a comparable call"; 26A (TR "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir
        # konuşma (bkz. Yasa 23A) ile değiştirirse ... kendi tarafı için herhangi bir çıkış
        # kısıtlaması söz konusu değildir"; WBF "When an offending player's call is withdrawn and
        # it is replaced by a comparable call (see Law 23A), then if he becomes a defender there
        # are no lead restrictions for his side") covers this replacement as it does 36B2's. The
        # partner's obligation to pass stays: 36B4 has no "no further rectification".
        COMPARABLE_NO_BAN,
        DAMAGE_72C,
    ),
    chooser=Text(
        "Kusurlu oyuncu, sırası gelince yapacağı konuşmayı seçer. " + LEAD_CHOOSER.tr,
        "The offender chooses his call at his turn. " + LEAD_CHOOSER.en,
    ),
    laws=("36B4", "36B1", "35A", "19A1", "19B1", "26B", "26A", "23A", "23C", "72C"),
    engine=example(
        "Kuzey 1♥ açtı; sıra Doğu'dayken Güney ortağının deklaresine kontr dedi. Batı konuşmadan hakem çağrıldı.",
        "North opened 1♥; at East's turn South doubled his partner's bid. The Director was called before West called.",
        ["N:1H", "S:X", {"act": "reject", "seat": "W"}],
    ),
    director=CALL_NOW,
    options=LEAD_OPTIONS,
    advice=(COMPARABLE_16C_23C,),
    script=(
        # 36B4 in the WBF's words, "the auction reverts to the player whose turn it was to call" (TR
        # "artırım sıra kendinde olan oyuncuya geri döner"); it said "and the auction goes back to",
        # two words more, which READ_LEAD_36B's opening lead needed (qa326).
        Text(
            "Bu kontr ya da sürkontr iptal edilir (Yasa 36B1) ve sıra, sırası gelen oyuncuya döner (Yasa 36B4).",
            "This double or redouble is cancelled (Law 36B1); the auction reverts to the player whose turn it was (Law 36B4).",
        ),
        Text(
            "Sıranız gelince herhangi bir yasal konuşmayı yapabilirsiniz; ortağınız artırımın sonuna kadar her sırasında pas geçmek zorundadır.",
            "At your turn you may make any legal call; your partner must pass at every turn.",
        ),
        # 36B4 ends "Law 72C may apply" (TR "Yasa 72C uygulanabilir"): the read-out says so, in its
        # short form for the 90 words (DAMAGE_72C is on the page).
        READ_MAY_72C,
        READ_LEAD_36B,
        READ_CHOOSE,
    ),
)
DOUBLE_AFTER_LEAD = Ending(
    facts=(INADMISSIBLE_DOUBLE, NOTICED_AFTER_LEAD),
    said=(
        Text(
            "atak açıldıktan sonra kontrun geçersiz olduğunu fark ettik",
            "after the opening lead was faced we realised the double was not allowed",
        ),
        Text(
            "atak açılana kadar kimse kontrun kurallara aykırı olduğunu fark etmedi",
            "nobody noticed the inadmissible double until the lead was faced",
        ),
        Text(
            "oyun bittikten sonra kontrun geçersiz olduğu anlaşıldı skor nasıl yazılır",
            "after the hand we found the double was not allowed, how is the score written",
        ),
        Text(
            "oyun sırasında sürkontrun kurala aykırı olduğu anlaşıldı skor nasıl hesaplanır",
            "during the play we realised the redouble should never have been allowed; how is it scored",
        ),
    ),
    title=Text(
        "Kabulü olanaksız kontr, atak açıldıktan sonra fark edildi",
        "An inadmissible double noticed after the opening lead was faced",
    ),
    now=(
        Text(
            "Atak yüzü açık yapıldıktan sonra fark edilen kabulü olanaksız kontr ya da sürkontr sayılmaz: kontrat, o konuşma hiç yapılmamış gibi skorlanır (Yasa 36C).",
            "An inadmissible double or redouble noticed only after the opening lead was faced does not count: the contract is scored as if that call had not been made (Law 36C).",
        ),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    laws=("36C", "35A"),
    # The opening lead faced ends the auction period (17D1): the double is noticed in the play period or
    # after it. 9B1(a), TR "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır"; WBF "The
    # Director should be summoned at once when attention is drawn to an irregularity"; 9A4, TR "Yer,
    # elin oynanması tamamlanmadan herhangi bir usulsüzlüğe dikkat çekemez"; WBF "Dummy may not call
    # attention to an irregularity until play of the hand is concluded". The line said "Call the
    # Director when you notice it" to every player, dummy included (qa232).
    director=Text(
        "Dikkat çekildiğinde hakem hemen çağrılmalıdır (Yasa 9B1(a)); yer, elin oynanması tamamlanmadan bir usulsüzlüğe dikkat çekemez (Yasa 9A4). Skoru hakem bu kurala göre belirler.",
        "The Director should be summoned at once when attention is drawn to it (Law 9B1(a)); dummy may not call attention to an irregularity until play of the hand is concluded (Law 9A4). The Director has the score entered by this rule.",
    ),
    script=(
        Text(
            "Kabulü olanaksız kontr ya da sürkontr atak açıldıktan sonra fark edildi: kontrat, o konuşma hiç yapılmamış gibi skorlanır (Yasa 36C).",
            "The inadmissible double or redouble was noticed after the opening lead was faced: the contract is scored as if that call had not been made (Law 36C).",
        ),
        Text("Kimse seçmez.", "Nobody chooses."),
    ),
)

# --- Law 37: a bid, double or redouble by a player required to pass ---------------------------
# 37B (TR "Onarmadan Önce Soldaki Rakip Konuşmamışsa"; WBF "Offender's LHO does not Call before
# Rectification"; 37A: "Offender's LHO Calls before Rectification"): what tells the Ending that
# cancels the call (37B1) from the one where the call the left-hand opponent made over it stands
# (37A): he has not called yet. Written on 37B1's Ending alone: on Law 36's (36B, headed alike) its
# phrasings drew other guides' stories (search102, docs/benchmarks.md).
LHO_NOT_CALLED = Fact(
    (
        "henüz konuşmadı*",
        "daha konuşmadı*",
        "henüz kimse konuşmadı*",
        "solundaki* ... konuşmadan*",
        "soldaki* ... konuşmadan*",
        "solumdaki* ... konuşmadan*",
        "sonraki oyuncu konuşmadan*",
    ),
    (
        "has not called",
        "hasn't called",
        "not called yet",
        "nobody has called since",
        "no one has called since",
        "before his left-hand opponent called",
        "before lho called",
        "before the next player called",
    ),
    ("37B1",),
)
# 37A (TR "bu konuşma ve sonraki tüm yasal konuşmalar geçerli olarak kalırlar"; WBF "that call and all
# subsequent calls stand"): "bu konuşma" / "that call" is the inadmissible call. Said after the
# left-hand opponent's call, "that call" read as his; the Ending names the offender's call (qa155).
# 37A's exception, in parentheses in both texts (TR "(ancak Yasa 19A1 veya 19B1'e aykırı bir hareket
# değilse)"; WBF "(but not an action contrary to Law 19A1 or Law 19B1)"): such a double or redouble is
# 35A's (TR "Yasa 19 tarafından yasaklanmış bir kontr veya sürkontr. Yasa 36 uygulanır"), and with the
# left-hand opponent's call over it, 36A's (TR "kabulü olanaksız konuşma ve bundan sonraki bütün
# konuşmalar iptal edilir"; WBF "the inadmissible call and all subsequent calls are cancelled"). The
# engine agrees: a double of partner's bid by a player 27B2 bound to pass, his left-hand opponent
# calling over it, is cancelled with the calls after it (36A). The step's hint said so; the 37A
# Ending's page and read-out kept any such call (qa199). On the page it is advice, shown beside `now`
# and out of the search's way: in `now` its words moved two sets by more than 0.005 (dev10 en "the
# player on my left doubled a bid his partner had made" [36] found this Ending first).
NOT_19_37A = Text(
    "Pas geçmesi gereken oyuncunun konuşması Yasa 19A1 ya da 19B1'e aykırı bir kontr ya da sürkontrsa Yasa 37A onu kapsamaz (Yasa 35A): soldaki rakip onarmadan önce konuştuğu için o kontr ya da sürkontr ve sonraki bütün konuşmalar iptal edilir (Yasa 36A).",
    "If the call of the player required to pass was a double or redouble contrary to Law 19A1 or 19B1, Law 37A does not cover it (Law 35A): since the left-hand opponent called before rectification, that double or redouble and all later calls are cancelled (Law 36A).",
)
MUST_PASS_LHO_CALLED = Ending(
    said=(
        Text(
            "pas geçmesi gereken ortak deklare yaptı rakip de üstüne konuştu",
            "partner had to pass but bid and then the next player called",
        ),
        Text(
            "pas mecburiyeti olan oyuncu deklare yaptı kimse fark etmeden solundaki de konuştu",
            "a player barred from bidding made a bid and his left-hand opponent called over it before anyone noticed",
        ),
    ),
    title=Text(
        "Pas geçmesi gereken oyuncu konuştu, soldaki rakip üstüne konuştu",
        "A player required to pass called; the left-hand opponent called over it",
    ),
    now=(
        Text(
            "Soldaki rakip hakem onarmayı belirlemeden konuştuğu için pas geçmesi gereken oyuncunun konuşması ve sonraki bütün yasal konuşmalar geçerli kalır (Yasa 37A).",
            "Since the left-hand opponent called before the Director ruled on rectification, the call of the player required to pass and all later legal calls stand (Law 37A).",
        ),
        Text(
            "Resmî metin Türkçedir: Türkçe 37A 'sonraki tüm yasal konuşmalar' der; WBF İngilizcesi 'sonraki tüm konuşmalar' (⁅all subsequent calls⁆) der.",
            "The Turkish is the official text: its 37A says 'all subsequent legal calls'; the WBF English says 'all subsequent calls'.",
        ),
        Text(
            "Kusurlu oyuncu artırımın geri kalanında pas geçmek zorundaysa, sonraki sıralarında da pas geçmek zorundadır (Yasa 37A).",
            "If the offender had to pass for the rest of the auction, he must still pass at his later turns (Law 37A).",
        ),
        Text(
            "Yasa 26B'deki çıkış kısıtlamaları uygulanmaz (Yasa 37A).",
            "The lead restrictions of Law 26B do not apply (Law 37A).",
        ),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    facts=(BOUND_TO_PASS, LHO_CALLED_OVER),
    laws=("37A", "35B"),
    engine=example(
        BOUND_BY_30A + "Kuzey 1♠ açtı, Doğu 2♥ dedi; Güney, hakem çağrılmadan 2♠ dedi.",
        BOUND_BY_30A_EN + "North opened 1♠, East bid 2♥, and South bid 2♠ before the Director was called.",
        [*PASS_AT_RHO_TURN, "N:1S", "E:2H", "S:2S"],
    ),
    director=CALL_NOW_NO_CHOICE,
    advice=(NOT_19_37A,),
    script=(
        Text(
            "Soldaki rakip hakem karar vermeden üstüne konuştuğu için sizin konuşmanız ve sonraki bütün yasal konuşmalar geçerli kalır (Yasa 37A), ancak konuşmanız Yasa 19A1 ya da 19B1'e aykırı bir kontr ya da sürkontrsa o ve sonraki bütün konuşmalar iptal edilir (Yasa 36A).",
            "Since the left-hand opponent called before the Director ruled, your call and all later legal calls stand (Law 37A), unless your call was a double or redouble contrary to Law 19A1 or 19B1: then it and all later calls are cancelled (Law 36A).",
        ),
        # 37A's words (TR "Yasa 26B'deki çıkış kısıtlamaları uygulanmaz"; WBF "The lead restrictions in
        # Law 26B do not apply"): a player is required to pass because of an earlier irregularity of
        # his side (27B2, 27B3, 36B2, 37B2: "Law 26B may apply"), whose restriction 37A does not lift;
        # "there is no lead restriction" said more (qa190).
        Text(
            "Artırımın geri kalanında pas geçmek zorundaysanız sonraki sıralarınızda da pas geçmek zorundasınız. Yasa 26B'deki çıkış kısıtlamaları uygulanmaz (Yasa 37A). Kimse seçmez.",
            "If you had to pass for the rest of the auction, you must still pass at your later turns. The lead restrictions of Law 26B do not apply (Law 37A). Nobody chooses.",
        ),
    ),
)
MUST_PASS_NOT_YET = Ending(
    said=(
        Text(
            "pas zorunluluğu varken deklare yaptım, sonraki oyuncu henüz konuşmadı",
            "I bid when I was forced to pass and LHO hasn't called",
        ),
        Text(
            "sırasız konuşmadan sonra pas geçmesi gerekiyordu ama kontr dedi",
            "he had to pass after a call out of rotation but doubled anyway",
        ),
        Text(
            "pas zorunluluğum varken sürkontr dedim ortağım da artık pas mı geçecek",
            "I redoubled while I was bound to pass, does my partner now have to pass too",
        ),
        Text(
            "ortağı sırasız konuştuğu için pas geçmesi gereken oyuncu deklare yaptı",
            "a player who had to pass because his partner called out of turn made a bid",
        ),
        Text(
            "pas mecburiyeti olan rakip yine de kontr çekti",
            "an opponent who was barred from the auction doubled anyway",
        ),
        Text(
            "ortağı sırasız konuştuğu için susması gereken oyuncu sırası gelince bir renk söyledi",
            "a player silenced by his partner's call out of turn named a suit at his next turn",
        ),
    ),
    title=Text("Pas geçmesi gereken oyuncu konuştu", "A player required to pass called"),
    now=(
        Text(
            "Pas geçmesi gereken oyuncunun deklaresi, kontru ya da sürkontru iptal edilir (Yasa 37B1).",
            "The bid, double or redouble of the player required to pass is cancelled (Law 37B1).",
        ),
        # 37B2, TR (official): "Kusurlu oyuncu konuşmasını pas ile değiştirmelidir, artırım devam
        # eder ve kusurlu tarafın her üyesi konuşma sırası her kendilerine geldiğinde pas geçmek
        # zorundadır"; WBF: "a pass is substituted, the auction continues and each member of the
        # offending side must pass whenever it is his turn to call". The Turkish names who puts the
        # pass in (the offender) and says he must; the WBF's passive names no one. The engine waits
        # for the offender's pass (rulings/auction/state.py), as the Turkish says. The page quotes
        # 37B2 with its editor's note (fixtures/editor_notes.json, translation-37B2), which says where
        # the WBF differs; a second copy of it here put 37B2 above Law 30 for "I passed when it was
        # not my turn" (lawbook/tests/search/test_search_aside.py; qa129).
        Text(
            "Kusurlu oyuncu konuşmasını pas ile değiştirmelidir; artırım sürer ve kusurlu tarafın her iki oyuncusu da konuşma sırası her kendisine geldiğinde pas geçmek zorundadır (Yasa 37B2).",
            "The offender must replace his call with a pass; the auction goes on, and each member of the offending side must pass whenever it is his turn to call (Law 37B2).",
        ),
        LEAD_BAN,
        DAMAGE_72C,
    ),
    chooser=LEAD_CHOOSER,
    facts=(BOUND_TO_PASS, LHO_NOT_CALLED),
    laws=("37B1", "37B2", "35B", "26B", "72C"),
    engine=example(
        BOUND_BY_30A + "Kuzey 1♠ açtı, Doğu 2♥ dedi. Güney konuşmadan hakem çağrıldı.",
        BOUND_BY_30A_EN + "North opened 1♠ and East bid 2♥. The Director was called before South called.",
        [*PASS_AT_RHO_TURN, "N:1S", "E:2H", {"act": "reject", "seat": "S"}],
    ),
    director=CALL_NOW,
    options=LEAD_OPTIONS,
    script=(
        Text(
            "Bu konuşma iptal edilir (Yasa 37B1). Onu pasla değiştirmelisiniz ve artırım sürer; siz ve ortağınız her sıranızda pas geçmek zorundasınız (Yasa 37B2).",
            "This call is cancelled (Law 37B1). You must replace it with a pass and the auction goes on; you and your partner must pass at every turn (Law 37B2).",
        ),
        # 37B2: "Law 72C may apply" (TR "Yasa 72C uygulanabilir"), in those words: READ_LEAD's time
        # of the lead leaves no room within the 90 words for 72C's conditions (DAMAGE_72C is on the page).
        READ_MAY_72C,
        READ_LEAD,
        READ_CHOOSE,
    ),
)

# --- Law 38: a bid of more than seven --------------------------------------------------------
ABOVE_SEVEN_RULES = (
    # 38A in its own words: TR (official) "Yediden yüksek bir kontratın oynanmasına asla izin verilemez";
    # WBF "No play of a contract of more than seven is ever permissible" ("asla oynanamaz" / "is ever
    # played" before: the WBF's "permissible" is what the Laws allow, not what happens; audit318).
    Text(
        "Yediden yüksek bir kontratın oynanmasına asla izin verilemez (Yasa 38A).",
        "No play of a contract of more than seven is ever permissible (Law 38A).",
    ),
    Text(
        "Yediden yüksek deklare, ondan sonraki konuşmalarla birlikte iptal edilir (Yasa 38B).",
        "The bid of more than seven is cancelled together with any later calls (Law 38B).",
    ),
    # 38C, TR "Konuşma pas ile düzeltilir, eğer bitmediyse artırım devam eder"; WBF "A pass must be
    # substituted; the auction continues unless completed": neither names who; the WBF says "must".
    Text(
        "Yerine pas konur; artırım bitmediyse sürer ve kusurlu tarafın her iki oyuncusu da konuşma sırası her kendisine geldiğinde pas geçmek zorundadır (Yasa 38C).",
        "A pass must be substituted; the auction goes on unless it is over, and each member of the offending side must pass whenever it is his turn to call (Law 38C).",
    ),
)
READ_ABOVE_SEVEN = Text(
    "Yediden yüksek deklare, sonraki konuşmalarla birlikte iptal edilir ve yerine pas konur (Yasa 38B, 38C). Artırım bitmediyse sürer; siz ve ortağınız her sıranızda pas geçmek zorundasınız.",
    "The bid of more than seven is cancelled with any later calls and a pass must be substituted (Laws 38B, 38C). The auction goes on unless it is over; you and your partner must pass at every turn.",
)
ABOVE_SEVEN = Ending(
    said=(
        Text("artırımda sekiz sanzatu dedi", "someone bid eight notrump in the auction"),
        Text("yedi seviyesinin üstünde deklare yaptı", "a bid above the seven level"),
        Text("sekiz seviyesinde deklare yapılırsa ne olur", "what happens if someone bids at the eight level"),
    ),
    title=Text("Yediden yüksek deklare", "A bid of more than seven"),
    now=(
        *ABOVE_SEVEN_RULES,
        Text(
            "Yasa 72C ve Yasa 26B'deki çıkış kısıtlamaları uygulanabilir (Yasa 38D).",
            "Law 72C and the lead restrictions of Law 26B may apply (Law 38D).",
        ),
        LEAD_BAN,
        DAMAGE_72C,
    ),
    chooser=LEAD_CHOOSER,
    laws=("38B", "38A", "38C", "38D", "35C", "26B", "72C"),
    director=CALL_NOW,
    options=LEAD_OPTIONS,
    # 38D: "Law 72C may apply" (TR "Yasa 72C ... uygulanabilir"), unless the LHO called first.
    script=(READ_ABOVE_SEVEN, READ_MAY_72C, READ_LEAD, READ_CHOOSE),
)
ABOVE_SEVEN_LHO_CALLED = Ending(
    said=(
        Text(
            "8 kupa dedi sonraki oyuncu da üstüne konuştu",
            "someone bid eight hearts and the next player called over it",
        ),
        Text(
            "yedi kupanın üstüne sekiz trefl dedi sonraki oyuncu pas geçti",
            "someone bid eight clubs over seven hearts and the next player passed",
        ),
    ),
    title=Text(
        "Yediden yüksek deklare, soldaki rakip üstüne konuştu",
        "A bid of more than seven; the left-hand opponent called over it",
    ),
    now=(
        *ABOVE_SEVEN_RULES,
        Text(
            "Soldaki rakibin konuşması da sonraki konuşmalardandır ve iptal edilir (Yasa 38B).",
            "The left-hand opponent's call is one of the later calls and is cancelled too (Law 38B).",
        ),
        # 38D (TR "kusurlu oyuncunun solundaki rakip, usulsüzlükten sonra ve bir onarma belirlenmeden
        # önce konuşma yaparsa, bu yasalara başvurulmaz"; WBF "there is no recourse to these Laws"):
        # the paragraph's words; "there is no lead restriction" said more, as in 36A and 37A (qa190).
        Text(
            "Soldaki rakip usulsüzlükten sonra ve onarmadan önce konuştuğu için Yasa 26B ve 72C'ye başvurulmaz (Yasa 38D).",
            "Since the left-hand opponent called after the infraction and before rectification, there is no recourse to Laws 26B and 72C (Law 38D).",
        ),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    facts=(LHO_CALLED_OVER,),
    laws=("38D", "38A", "38B", "38C", "35C"),
    director=CALL_NOW_NO_CHOICE,
    script=(
        READ_ABOVE_SEVEN,
        Text(
            "Soldaki rakip onarmadan önce konuştuğu için Yasa 26B ve 72C'ye başvurulmaz (Yasa 38D). Kimse seçmez.",
            "Since the left-hand opponent called before rectification, there is no recourse to Laws 26B and 72C (Law 38D). Nobody chooses.",
        ),
    ),
)

# --- Law 39: a call after the final pass -----------------------------------------------------
CANCELLED_AFTER_END = Text(
    "Artırımın son pasından sonra yapılan konuşmalar iptal edilir (Yasa 39A).",
    "All calls after the final pass of the auction are cancelled (Law 39A).",
)
AFTER_END_NO_MORE = Ending(
    said=(
        Text("üç pastan sonra biri bir daha pas dedi", "a player passed again after the auction was already over"),
        Text("deklaran taraf son pastan sonra bir deklare yaptı", "declarer's side made a bid after the final pass"),
        Text("son pastan sonra deklaranın ortağı konuştu", "declarer's partner called once the auction had closed"),
        Text(
            "üç pas geldikten sonra savunma oyuncusu bir kez daha pas dedi ceza var mı",
            "after three passes a defender passed once more, is there any penalty",
        ),
        Text(
            "kontrat belli olduktan sonra deklaranın ortağı bir deklare daha yaptı",
            "the contract was settled and then declarer's partner bid again",
        ),
        Text(
            "ihale bittikten sonra yer olacak oyuncu bir renk daha söyledi",
            "after the bidding had finished the future dummy named one more suit",
        ),
    ),
    title=Text("Son pastan sonra konuşma, yaptırımsız", "A call after the final pass, no further rectification"),
    now=(
        CANCELLED_AFTER_END,
        Text(
            "Bu bir defans oyuncusunun pasıysa, gelecekteki deklaranın ya da yerin herhangi bir konuşmasıysa ya da kusurlu oyuncunun solundaki rakip onarmadan önce konuştuysa yaptırım uygulanmaz (Yasa 39B).",
            "If it was a pass by a defender or any call by the future declarer or dummy, or if the offender's left-hand opponent called before rectification, there is no further rectification (Law 39B).",
        ),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    facts=(AFTER_THE_AUCTION,),
    laws=("39A", "39B", "35D"),
    engine=example(
        AUCTION_OVER + "Sonra Güney (yer olacak oyuncu) 3♠ dedi.",
        AUCTION_OVER_EN + "Then South, the future dummy, bid 3♠.",
        [*AUCTION_2S, "S:3S"],
    ),
    director=CALL_NOW_NO_CHOICE,
    script=(
        Text(
            "Artırım bitmişti: son pastan sonraki konuşma iptal edilir (Yasa 39A).",
            "The auction was over: the call after the final pass is cancelled (Law 39A).",
        ),
        Text(
            "Yaptırım uygulanmaz (Yasa 39B). Kimse seçmez.",
            "There is no further rectification (Law 39B). Nobody chooses.",
        ),
    ),
)
# 39B's three cases share the Ending's words; each path carries an example of its own case.
AFTER_END_DEFENDER_PASS = replace(
    AFTER_END_NO_MORE,
    engine=example(
        AUCTION_OVER + "Sonra Batı (defans oyuncusu) bir kez daha pas dedi.",
        AUCTION_OVER_EN + "Then West, a defender, passed once more.",
        [*AUCTION_2S, "W:pass"],
    ),
)
AFTER_END_LHO_CALLED = replace(
    AFTER_END_NO_MORE,
    engine=example(
        AUCTION_OVER + "Sonra Batı (defans oyuncusu) kontr dedi; Kuzey, hakem çağrılmadan üstüne pas dedi.",
        AUCTION_OVER_EN + "Then West, a defender, doubled; North passed over it before the Director was called.",
        [*AUCTION_2S, "W:X", "N:pass"],
    ),
)
AFTER_END_DEFENDER = Ending(
    said=(
        Text("savunma son pastan sonra deklare yaptı", "a defender bid after three passes had ended the auction"),
        Text(
            "artırım kapandıktan sonra savunmadaki rakip kontr dedi",
            "once the bidding was closed one of the defenders doubled",
        ),
        Text("üç pastan sonra savunma oyuncusu kontr dedi", "a defender doubled after the final pass"),
        Text(
            "artırım bittiği halde savunmadaki rakip bir deklare daha yaptı",
            "the defender bid again once three passes had ended the auction",
        ),
        Text(
            "ihale kapandıktan sonra savunmadaki rakip yeni bir deklare yaptı",
            "when the auction was over an opponent on defence made a fresh bid",
        ),
        Text(
            "kontrat kesinleşince savunmadaki ortağım bir de kontr verdi",
            "the contract was fixed and then my partner, on defence, doubled it",
        ),
    ),
    title=Text(
        "Son pastan sonra defans oyuncusunun deklaresi, kontru ya da sürkontru",
        "A defender's bid, double or redouble after the final pass",
    ),
    now=(
        CANCELLED_AFTER_END,
        Text(
            "Kusurlu oyuncunun solundaki rakip ondan sonra konuşmadıysa ve bu bir defans oyuncusunun deklaresi, kontru ya da sürkontruysa, Yasa 26B'deki çıkış kısıtlamaları uygulanabilir (Yasa 39C).",
            "If the offender's left-hand opponent has not called since and it was a bid, double or redouble by a defender, the lead restrictions of Law 26B may apply (Law 39C).",
        ),
        LEAD_BAN_39C,
    ),
    chooser=LEAD_CHOOSER,
    facts=(AFTER_THE_AUCTION,),
    laws=("39C", "39A", "35D", "26B"),
    engine=example(
        AUCTION_OVER + "Sonra Batı (defans oyuncusu) kontr dedi; Kuzey konuşmadan hakem çağrıldı.",
        AUCTION_OVER_EN + "Then West, a defender, doubled; the Director was called before North called.",
        [*AUCTION_2S, "W:X", {"act": "reject", "seat": "N"}],
    ),
    # 9B1(a), TR "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır"; WBF "The Director
    # should be summoned at once when attention is drawn to an irregularity": the call after the
    # final pass is the irregularity, so at once, not only "before the opening lead".
    director=CALL_NOW,
    options=LEAD_OPTIONS,
    script=(
        Text(
            "Artırım bitmişti: son pastan sonraki konuşma iptal edilir (Yasa 39A).",
            "The auction was over: the call after the final pass is cancelled (Law 39A).",
        ),
        # 39C's two conditions are the reason (TR "solundaki rakip usulsüzlükten sonra bir konuşma
        # yapmazsa ve bu usulsüzlük bir defans oyuncusunun deklaresi, kontru veya sürkontru ise"; WBF
        # "has not called subsequent to the infraction and the infraction is a bid, double or redouble
        # by a defender"): "a defender's call" alone is true of 39B's defender's pass too (qa166).
        Text(
            "Kusurlu oyuncunun solundaki rakip usulsüzlükten sonra konuşmadığı ve bu bir defans oyuncusunun deklaresi, kontru ya da sürkontru olduğu için çıkış kısıtlaması uygulanabilir (Yasa 39C). Deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil) iki seçeneğiniz var. Bir renk yasaklamak: artırımda kusurlu oyuncu tarafından konuşulmamış bir renk (Yasa 26B). Yasaklamamak: çıkış serbesttir.",
            "Since the offender's left-hand opponent has not called since the infraction and it was a bid, double or redouble by a defender, a lead restriction may apply (Law 39C). Declarer, at the offender's partner's first turn to lead (the opening lead included), you have two options. Forbid a suit: one not specified in the legal auction by the offender (Law 26B). Forbid nothing: the lead is free.",
        ),
        READ_CHOOSE,
    ),
)

# A call after an auction passed out. 22B (TR): "Dört oyuncunun pas geçmesi durumunda (ancak bkz.
# Yasa 25). Eller oynanmaksızın borda geri konulur. Deste yeniden dağıtılmayacaktır."; (WBF) "The
# auction ends when: ... B. all four players pass (but see Law 25). The hands are returned to the
# board without play. There shall not be a redeal." 77 (TR): "Dört oyuncu da pas geçerse (bkz.
# Yasa22) her iki taraf da sıfır skorunu alır."; (WBF) "If all four players pass (see Law 22) each
# side enters a zero score." 39A cancels the call; 39B and 39C sort the offender as a defender or
# the future declarer or dummy, and a passed-out board has neither (22B: no play), so the Ending
# cites neither and names no rectification the Laws do not name.
AFTER_PASSED_OUT = Ending(
    said=(
        Text(
            "dört oyuncu da pas geçti sonra biri deklare yaptı bord oynanır mı",
            "all four players passed and then someone bid, is the board played",
        ),
        Text(
            "el pasla geçmişti ama rakip sonradan bir renk açtı",
            "the hand had been passed out but an opponent opened a suit afterwards",
        ),
        Text(
            "dört pastan sonra gelen konuşma geçerli mi",
            "does a call made after four passes count",
        ),
    ),
    title=Text(
        "Dört pastan sonra konuşma (bord pasla geçti)",
        "A call after four passes (the board was passed out)",
    ),
    now=(
        # 22B's last sentence in its own verb: TR (official) "Deste yeniden dağıtılmayacaktır" (future),
        # WBF "There shall not be a redeal" ("dağıtılmaz" / "there is no redeal" before; audit318).
        Text(
            "Dört oyuncu da pas geçince artırım biter; eller oynanmadan borda geri konur ve deste yeniden dağıtılmayacaktır (Yasa 22B).",
            "When all four players pass, the auction ends; the hands are returned to the board without play and there shall not be a redeal (Law 22B).",
        ),
        CANCELLED_AFTER_END,
        Text(
            "Dört oyuncu da pas geçtiği için her iki taraf da sıfır skorunu alır (Yasa 77).",
            "Since all four players passed, each side enters a zero score (Law 77).",
        ),
    ),
    chooser=Text("Kimse seçmez.", "Nobody chooses."),
    facts=(AFTER_THE_AUCTION,),
    laws=("22B", "39A", "77", "35D", "25A1", "25A5", "17D2"),
    engine=example(
        "Dört oyuncu da pas geçti; sonra Kuzey 1♠ dedi.",
        "All four players passed; then North bid 1♠.",
        ["N:pass", "E:pass", "S:pass", "W:pass", "N:1S"],
    ),
    director=CALL_NOW_NO_CHOICE,
    advice=(
        Text(
            "Yasa 22B 'ancak bkz. Yasa 25' der: pasını istemeden yapan ve ortağı o pastan sonra konuşmamış bir oyuncu onu değiştirebilir (Yasa 25A1); artırım ortağına sıra gelmeden bittiyse, en geç artırım süreci bitene, yani dört el borda geri konana kadar (Yasa 25A5, 17D2). Bkz. 'İstem dışı konuşma ve konuşma değiştirme' rehberi.",
            "Law 22B says 'but see Law 25': a player whose pass was unintended, and whose partner has not called since, may change it (Law 25A1); when the auction ended before it reached his partner, only until the end of the auction period, that is until the four hands have been returned to the board (Laws 25A5, 17D2). See the guide 'Unintended call and change of call'.",
        ),
    ),
    script=(
        # 22B's parenthesis (TR "(ancak bkz. Yasa 25)"; WBF "(but see Law 25)"), which the advice says
        # on the page: the read-out said the board is not played with no exception, though the call
        # after the fourth pass may be the change 25A1 allows of an unintended pass (TR "ortağının henüz
        # konuşmamış olması kaydıyla ... değiştirebilir"; WBF "he may, until his partner makes a call,
        # substitute the call he intended"), until the auction period ends (25A5, 17D2: TR "dört elin
        # tamamının bord ceplerine geri konması ile"; WBF "when all four hands have been returned to the
        # board") (qa199).
        Text(
            "Dört oyuncu da pas geçti: artırım bitti ve bord oynanmaz (Yasa 22B), ancak bkz. Yasa 25: pasını istemeden yapan oyuncu, ortağı ondan sonra konuşmadıysa, dört el borda geri konana kadar onu değiştirebilir (Yasa 25A1, 25A5, 17D2). Aksi halde sonraki konuşma iptal edilir (Yasa 39A).",
            "All four players passed: the auction is over and the board is not played (Law 22B), but see Law 25: a player whose pass was unintended may change it, if his partner has not called since, until the four hands are returned to the board (Laws 25A1, 25A5, 17D2). Otherwise the later call is cancelled (Law 39A).",
        ),
        Text(
            "Her iki taraf da sıfır skorunu alır (Yasa 77). Kimse seçmez.",
            "Each side enters a zero score (Law 77). Nobody chooses.",
        ),
    ),
)

LHO_QUESTION = Text(
    "Kusurlu oyuncunun solundaki rakip, hakem onarmayı belirlemeden önce konuştu mu?",
    "Did the offender's left-hand opponent call before the Director ruled on rectification?",
)

SITUATION = Situation(
    slug="inadmissible-call",
    title=Text("Kabulü olanaksız konuşma", "Inadmissible call"),
    summary=Text(
        "Pas geçmesi gereken oyuncu konuştu, Yasa 19'un izin vermediği bir kontr ya da sürkontr (ör. ortağın deklaresine kontr), yediden yüksek bir deklare ya da artırımın son pasından sonra bir konuşma yapıldı.",
        "A player required to pass called, a double or redouble Law 19 does not allow was made (e.g. doubling partner's bid), someone bid more than seven, or called after the final pass of the auction.",
    ),
    start=Step(
        Text("Ne tür bir konuşma yapıldı?", "What kind of call was made?"),
        (
            Choice(
                "double",
                Text(
                    "Yasa 19'un izin vermediği bir kontr ya da sürkontr",
                    "A double or redouble Law 19 does not allow",
                ),
                Step(
                    Text("Ne zaman fark edildi?", "When was it noticed?"),
                    (
                        Choice(
                            "lho-called",
                            Text(
                                "Soldaki rakip onarmadan önce üstüne konuşmuştu",
                                "The left-hand opponent had called over it before rectification",
                            ),
                            DOUBLE_LHO_CALLED,
                        ),
                        Choice(
                            "in-turn",
                            Text(
                                "Hemen; soldaki rakip konuşmadı ve kontr sırasında yapılmıştı",
                                "At once; the left-hand opponent had not called, and the double was made in turn",
                            ),
                            DOUBLE_IN_TURN,
                        ),
                        Choice(
                            "out-of-turn",
                            Text(
                                "Hemen; soldaki rakip konuşmadı ve kontr sırasız yapılmıştı",
                                "At once; the left-hand opponent had not called, and the double was made out of turn",
                            ),
                            DOUBLE_OUT_OF_TURN,
                        ),
                        Choice(
                            "after-lead",
                            Text("Atak yüzü açıldıktan sonra", "After the opening lead was faced"),
                            DOUBLE_AFTER_LEAD,
                        ),
                    ),
                    # The first answer is true after the opening lead too (the left-hand opponent has
                    # called: the auction is over), and its Ending rules by 36A; 36C (TR "Atak yüzü açık
                    # bir şekilde yapıldıktan sonra ... fark edilirse"; WBF "When attention is drawn ...
                    # only after the opening lead has been faced") decides that case. A pass is a call (the
                    # Definitions: TR "Herhangi bir deklare, kontr, sürkontr veya pas"; WBF "Any bid,
                    # double, redouble or pass"). A hint is not indexed (situations.search_documents)
                    # (qa232).
                    Text(
                        "Yasa 19: yalnızca bir rakibin yaptığı son deklareye kontr, yalnızca bir rakibin attığı son kontra sürkontr atılabilir; araya pastan başka konuşma girmemiş olmalıdır (Yasa 19A1, 19B1). Soldaki rakibin üstüne pas geçmesi de konuşmadır (konuşma: herhangi bir deklare, kontr, sürkontr veya pas). Kontr ya da sürkontr atak yüzü açıldıktan sonra fark edildiyse Yasa 36A değil, Yasa 36C uygulanır.",
                        "Law 19: a player may double only the last preceding bid, made by an opponent, and redouble only the last preceding double, made by an opponent, with no call other than pass in between (Laws 19A1, 19B1). A pass over it by the left-hand opponent is a call too (a call: any bid, double, redouble or pass). If the double or redouble was noticed only after the opening lead was faced, Law 36C applies, not Law 36A.",
                    ),
                ),
            ),
            Choice(
                "must-pass",
                Text(
                    "Pas geçmesi gereken bir oyuncunun deklaresi, kontru ya da sürkontru",
                    "A bid, double or redouble by a player required to pass",
                ),
                Step(
                    LHO_QUESTION,
                    (
                        Choice("lho-called", Text("Evet, konuştu", "Yes, he called"), MUST_PASS_LHO_CALLED),
                        Choice("not-yet", Text("Hayır", "No"), MUST_PASS_NOT_YET),
                    ),
                    Text(
                        "Konuşma Yasa 19A1 ya da 19B1'e aykırı bir kontr ya da sürkontrsa Yasa 37A onu kapsamaz; kabulü olanaksız kontr ve sürkontr için Yasa 36 uygulanır (Yasa 35A, 37A).",
                        "If the call was a double or redouble contrary to Law 19A1 or 19B1, Law 37A does not cover it; Law 36 applies to inadmissible doubles and redoubles (Laws 35A, 37A).",
                    ),
                ),
            ),
            Choice(
                "above-seven",
                Text("Yediden yüksek bir deklare (ör. 8♠)", "A bid of more than seven (e.g. 8♠)"),
                Step(
                    LHO_QUESTION,
                    (
                        Choice("lho-called", Text("Evet, konuştu", "Yes, he called"), ABOVE_SEVEN_LHO_CALLED),
                        Choice("not-yet", Text("Hayır", "No"), ABOVE_SEVEN),
                    ),
                ),
            ),
            Choice(
                "after-final-pass",
                Text("Artırımın son pasından sonra bir konuşma", "A call after the final pass of the auction"),
                Step(
                    Text("Son pastan sonra kim, ne dedi?", "Who called after the final pass, and what?"),
                    (
                        Choice(
                            "passed-out",
                            Text(
                                "Dört oyuncu da pas geçmişti (bord pasla geçti)",
                                "All four players had passed (the board was passed out)",
                            ),
                            AFTER_PASSED_OUT,
                        ),
                        Choice(
                            "defender-pass",
                            Text("Bir defans oyuncusu pas dedi", "A defender passed"),
                            AFTER_END_DEFENDER_PASS,
                        ),
                        Choice(
                            "declaring-side",
                            Text(
                                "Gelecekteki deklaran ya da yer bir konuşma yaptı",
                                "The future declarer or dummy made a call",
                            ),
                            AFTER_END_NO_MORE,
                        ),
                        Choice(
                            "defender-call",
                            Text(
                                "Bir defans oyuncusu deklare, kontr ya da sürkontr dedi",
                                "A defender bid, doubled or redoubled",
                            ),
                            Step(
                                LHO_QUESTION,
                                (
                                    Choice("lho-called", Text("Evet, konuştu", "Yes, he called"), AFTER_END_LHO_CALLED),
                                    Choice("not-yet", Text("Hayır", "No"), AFTER_END_DEFENDER),
                                ),
                            ),
                        ),
                    ),
                ),
            ),
        ),
        Text(
            # 9B2, TR "Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası
            # durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır"; WBF "No
            # player shall take any action until the Director has explained all matters in regard to
            # rectification": until he has explained, not only until he has come. Both languages say the
            # Turkish, which names the penalty too (editor's note translation-9B2; qa163). In 9B2's own
            # verb, the official future and the WBF's "shall take", as common.call_though_unrectified
            # says it (qa302; "bulunmasın" / "takes" before).
            "Kabulü olanaksız konuşmalar Yasa 35'te sayılır; Yasa 36-39 hiçbirine kabul seçeneği tanımaz. Hakem usulsüzlüğün düzeltilmesi ve bir cezanın belirlenmesi konusundaki tüm olası durumları açıklayıncaya kadar hiçbir oyuncu herhangi bir eylemde bulunmayacaktır (Yasa 9B2): soldaki rakibin konuşması hangi kuralın uygulanacağını değiştirir.",
            "The inadmissible calls are listed in Law 35; Laws 36-39 give no option to accept any of them. No player shall take any action until the Director has explained all the possible matters concerning the correction of the irregularity and the assessment of a penalty (Law 9B2): a call by the left-hand opponent changes which rule applies.",
        ),
    ),
)
