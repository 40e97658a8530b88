"""What the guides' audit suspected and this pass settled against both texts of the Laws: each
test reads the guide's page (or the quiz text) as a player does, fails on the text it replaced, and
quotes the deciding paragraph (the official Turkish of fixtures/laws_tr.txt, then the WBF English).
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db


# --- Law 36B4: an inadmissible double or redouble out of turn -------------------------------------


def test_36b4_a_comparable_replacement_frees_the_lead_as_26a_says(client):
    """36B4: "Yasa 26B'deki çıkış kısıtlamaları uygulanabilir" / "The lead restrictions in Law 26B
    may apply"; 26B applies when the call "is not replaced by a comparable call", and 26A: "Kusurlu
    oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma (bkz. Yasa 23A) ile değiştirirse ...
    kendi tarafı için herhangi bir çıkış kısıtlaması söz konusu değildir" / "When an offending
    player's call is withdrawn and it is replaced by a comparable call (see Law 23A), then if he
    becomes a defender there are no lead restrictions for his side". The out-of-turn ending gave
    declarer the 26B ban with no word of 26A, unlike the in-turn one (36B2)."""
    keys = ["double", "out-of-turn"]
    says(
        client,
        "inadmissible-call",
        keys,
        "tr",
        "eşdeğer bir konuşma (Yasa 23A) yaparsa tarafı için çıkış kısıtlaması olmaz (Yasa 26A)",
        "pas geçmek zorundadır (Yasa 36B4)",
    )
    says(
        client,
        "inadmissible-call",
        keys,
        "en",
        "If the offender replaces it with a comparable call (Law 23A), his side has no lead restriction (Law 26A)",
        "his partner must still pass",
    )


# --- Law 6D1: a card seen during the shuffle and deal ----------------------------------------------


def test_6d1_a_card_seen_in_the_deal_but_reported_after_the_first_call_gets_no_redeal(client):
    """6D1: "Bir bordda ilk artırım her iki taraf için de başlamadan önce ... saptanırsa, deste yeniden
    karıştırılmak ve tekrar dağıtılmak zorundadır. Daha sonra ... Yasa 16D uygulanır" / "If it is
    ascertained before the auction first begins on a board ... there shall be a new shuffle and
    deal. Thereafter Law 16D applies". 16D2: "herhangi bir konuşma olmadan" / "before any call has
    been made"; 16D3: "ilk konuşmanın yapılmasından sonra ... alınması" / "received after the first
    call". The guide sent every card seen in the deal to the compulsory redeal, however late it was
    reported."""
    keys = ["card-at-my-table"]
    says(client, "extraneous-information", keys, "en", "but it was reported after the first call")
    says(client, "extraneous-information", keys, "tr", "ama ilk konuşmadan sonra bildirildi")
    late = [*keys, "shuffle-or-deal-reported-late"]
    says(
        client,
        "extraneous-information",
        late,
        "tr",
        "ancak bordda ilk artırım başlamadan önce saptanırsa",
        "Hangi yolu izleyeceğine hakem karar verir.",
    )
    says(
        client,
        "extraneous-information",
        late,
        "en",
        "only when this is found before the auction first begins on the board (Law 6D1)",
        "Thereafter Law 16D applies",
        "The Director decides which course to take.",
    )
    never_says(client, "extraneous-information", late, "en", "the new shuffle and deal is required")


# --- Law 15A: cards from a wrong board ------------------------------------------------------------


def test_15a_the_turkish_is_silent_on_the_left_hand_opponent_s_call_and_the_guide_says_so(client):
    """15A1, official Turkish: "Bir oyuncunun yanlış borddan aldığı kartlar ile vermiş olduğu konuşma
    (ve daha sonra yaptığı tüm konuşmalar) iptal edilir" (his own later calls); WBF: "A call is
    cancelled (together with any subsequent call)". 15A2(b): "Bunun dışında, kusurlu oyuncu doğru
    kartları eline alarak konuşmasını yapar" / "Otherwise, after looking at the correct hand the
    offender calls again": when his partner has not called since, only the left-hand opponent's call
    can follow his, and the Turkish does not say what becomes of it; 81C2: "Bu Yasaları uygulamak,
    yorumlamak" / "to administer and interpret these Laws". The guide was silent on that call."""
    keys = ["wrong-cards"]
    says(
        client,
        "wrong-board",
        keys,
        "tr",
        "soldaki rakibin yaptığı bir konuşmanın ne olacağını söylemez",
        "hakem karar verir: normal şartlarda hakemin görev ve yetkileri, bu Yasaları uygulamayı ve yorumlamayı da kapsar (Yasa 81C2)",
    )
    says(
        client,
        "wrong-board",
        keys,
        "en",
        "The official Turkish does not say what becomes of a call the left-hand opponent made",
        "the Director decides: under normal circumstances the Director's duties and powers also include administering and interpreting these Laws (Law 81C2)",
    )


# --- Law 30A: a pass at the right-hand opponent's turn --------------------------------------------


def test_30a_names_no_lead_restriction_and_leaves_law_26_to_the_director(client):
    """30A: "kusurlu oyuncu konuşma sırası kendisine ilk geldiğinde pas geçmek zorundadır ve Yasa 72C
    uygulanabilir" / "the offender must pass when next it is his turn to call and Law 72C may
    apply": nothing on lead restrictions, where 30B1(b)(ii), 31A2(b) and 32A2(b) name 26B. 26A:
    "bunu eşdeğer bir konuşma (bkz. Yasa 23A) ile değiştirirse ... herhangi bir çıkış kısıtlaması
    söz konusu değildir" / "replaced by a comparable call ... there are no lead restrictions for his
    side"; 26B: "eşdeğer bir konuşma ile değiştirmezse" / "not replaced by a comparable call". The
    guide said "there is no lead restriction" outright, citing only 30A; a first correction then
    stated 26B flatly ("otherwise Law 26B applies"), which neither text says of the pass 30A compels
    and the engine, following the paragraphs that name 26B, does not do. Now 26 is conditional on
    the Director applying it."""
    keys = ["not-accepted", "pass", "rho"]
    says(
        client,
        "call-out-of-rotation",
        keys,
        "tr",
        "Yasa 30A çıkış kısıtlamasından söz etmez; hakem Yasa 26'yı kusurlunun yerine yaptığı konuşmaya uygularsa",
    )
    says(
        client,
        "call-out-of-rotation",
        keys,
        "en",
        "Law 30A is silent on the lead; if the Director applies Law 26 to the offender's replacement",
    )
    never_says(client, "call-out-of-rotation", keys, "en", "His partner calls freely; there is no lead restriction.")
    never_says(client, "call-out-of-rotation", keys, "en", "Law 30A is silent on the lead: no lead restriction if")


# --- Laws 75B2, 75C: a mistaken explanation, or a mistaken call ------------------------------------


def test_75b2_follows_the_turkish_at_once_and_75c_frees_a_mistaken_call(client):
    """75B2: "atak kartı açılmadan önce (veya oyun içinde ise, hemen) Hakemi çağırmalı ve hatasını
    düzeltmelidir" / "before the opening lead is faced (or during the play, if discovered later)".
    75C: "herhangi bir usulsüzlük söz konusu değildir. Açıklamanın hemen veya daha sonra
    düzeltilmesine (veya Hakem çağırılmasına) gerek yoktur" / "there is no infraction ... there is
    no obligation to do so subsequently". The ending said "correcting is compulsory" for both, and
    gave the Turkish "hemen" with no word of the WBF."""
    keys = ["our-side"]
    says(
        client,
        "misinformation",
        keys,
        "tr",
        "Türkçe 75B2, hata oyun sırasında fark edilirse hakemin 'hemen' çağrılmasını ister",
        "hatalı konuşmada böyle bir zorunluluk yoktur, Yasa 75C",
    )
    says(
        client,
        "misinformation",
        keys,
        "en",
        "he must call the Director at once and correct it (Law 75B2)",
        "the WBF English says only 'or during the play, if discovered later'",
        "a mistaken explanation must be corrected (after a mistaken call there is no such obligation, Law 75C)",
    )
    never_says(client, "misinformation", keys, "en", "correcting is compulsory")


# --- Laws 87B, 87C: a fouled board ------------------------------------------------------------------


def test_87b_the_groups_are_rated_as_the_regulations_provide_and_87c_sends_teams_to_86b2(client):
    """87B: "her grubu ayrı olarak turnuva yönetmeliğinde belirtilen şekilde ... değerlendirir
    (açıkça belirtilmiş bir yöntem olmaması halinde hakem yöntemi belirleyerek duyurur)" / "rates
    each group separately as provided in the regulations for the tournament. (In the absence of a
    relevant regulation the Director selects and announces his method.)". 86B2(a): "yeterli zaman
    varsa ... yedek bord oynattırır" / "if time permits, play one or more substitute boards"; (b)
    "Kusurlu taraf ise ... tamamlayıcı skoru alır" / "The offending side shall receive the
    complement". The endings dropped the regulations, the time and the complement, and the score
    guide's pointer gave 87B's grouping for teams too. The English says 86B2's "shall" (qa305)."""
    says(
        client,
        "wrong-number-of-cards",
        ["fouled"],
        "tr",
        "turnuva yönetmeliğinde belirtildiği gibi ayrı değerlendirir; yönetmelikte bir yöntem yoksa yöntemi hakem belirleyip duyurur (Yasa 87B)",
        "zaman elveriyorsa yedek bord oynatır",
        "kusurlu taraf bunun tamamlayıcısını alır",
    )
    says(
        client,
        "wrong-number-of-cards",
        ["fouled"],
        "en",
        "as the tournament regulations provide; in the absence of a relevant regulation he selects and announces his method (Law 87B)",
        "if time permits, have a substitute board played",
        "the offending side shall receive the complement",
    )
    says(
        client,
        "score-correction",
        [],
        "en",
        "in pairs and individual events the Director groups the scores and rates each group separately as the tournament regulations provide, or in the absence of a relevant regulation by a method he selects and announces (Law 87B); in team play Law 86B2 applies (Law 87C)",
    )
    says(client, "score-correction", [], "tr", "takım maçlarında Yasa 86B2 uygulanır (Yasa 87C)")


# --- Law 40B2(c): the opponents' system card ---------------------------------------------------------


def test_40b2c_iv_is_in_the_official_turkish_and_the_guide_gives_it(client):
    """40B2(c), official Turkish: "(iv) Bir rakibin Yasa 20F çerçevesinde istemiş olduğu bir açıklama
    üzerine, ortağının konuşma veya oyun tarzının önemini doğru bir şekilde açıklamak amacıyla";
    the WBF English (ACBL printing): "(iv.) following an opponent's request for an explanation,
    pursuant to Law 20F, for the purpose of correctly explaining the significance of his partner's
    call or play". The Turkish does not lack (iv): the guide listed (i)-(iii) only, so "only at your
    own turn" read as the whole of the Law."""
    keys = ["asking", "auction", "meaning"]
    says(
        client,
        "asking-questions",
        keys,
        "tr",
        "bir rakibin Yasa 20F çerçevesinde istediği bir açıklama üzerine, ortağınızın konuşmasının ya da oyununun anlamını doğru açıklamak amacıyla",
    )
    says(
        client,
        "asking-questions",
        keys,
        "en",
        "following an opponent's request for an explanation under Law 20F, to explain correctly the significance of your partner's call or play",
    )


# --- Law 50E4: damage from a penalty card ------------------------------------------------------------


def test_50e4_the_turkish_names_the_director_as_both_texts_do(client):
    """50E4: "Eğer hakem oyunun sonunda ... bir bilgiyi ilettiğine karar verirse ayarlı bir skor
    atamalıdır. Hakem, ayarlı skoru belirlerken ..." / "the Director judges at the end of play ...
    he shall award an adjusted score". The Turkish guide said it passively ("karar verilirse ...
    ayarlı skor verilir"), naming nobody, where the English named the Director."""
    keys = ["defender", "small"]
    says(
        client,
        "exposed-card",
        keys,
        "tr",
        "Yasa 50E1 uygulandıktan sonra hakem, oyunun sonunda görünen kartın kusursuz tarafa zarar veren (bkz. Yasa 12B1) bir bilgi ilettiğine karar verirse ayarlı skor vermelidir",
    )
    never_says(client, "exposed-card", keys, "tr", "karar verilirse ayarlı skor verilir")
    says(client, "exposed-card", keys, "en", "if the Director decides at the end of play")
