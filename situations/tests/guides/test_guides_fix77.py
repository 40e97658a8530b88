"""fix77: what the read-out walks (qa74, qa75, fix76) left, read against the official Turkish and
the WBF English (docs/legal-review.md, "fix77"). Each test reads the read-out as the Director sees
it at the table (its own page, situations:read_out), where the Ending's own text (`now`) is not."""

import pytest

from situations.tests.guides import guide_pages
from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db


# --- 1. the forced-pass read-outs and 72C ----------------------------------------------------------


def test_30a_the_read_out_says_72c_may_apply(client):
    """30A, official Turkish: "kusurlu oyuncu konuşma sırası kendisine ilk geldiğinde pas geçmek
    zorundadır ve Yasa 72C uygulanabilir"; WBF: "the offender must pass when next it is his turn to
    call and Law 72C may apply". The read-out said the pass and not 72C (fix76 left it: 88 words)."""
    keys = ["not-accepted", "pass", "rho"]
    reads(
        client,
        "call-out-of-rotation",
        keys,
        "tr",
        "Sıra size ilk geldiğinde pas geçmek zorundasınız ve Yasa 72C uygulanabilir (Yasa 30A);",
    )
    reads(
        client,
        "call-out-of-rotation",
        keys,
        "en",
        "You must pass at your next turn; Law 72C may apply (Law 30A);",
    )


PARTNER_OTHER = [
    (["not-accepted", "pass", "partner", "other"], "pas geçmelidir (Yasa 30B1(b)(ii)).", "(Law 30B1(b)(ii))."),
    (
        ["not-accepted", "bid", "partner", "other"],
        "pas geçmek zorundadır (Yasa 31B2, 31A2(b)).",
        "(Laws 31B2, 31A2(b)).",
    ),
    (
        ["not-accepted", "double", "partner", "other"],
        "pas geçmek zorundadır (Yasa 32B2, 32A2(b)).",
        "(Laws 32B2, 32A2(b)).",
    ),
]


@pytest.mark.parametrize("keys, tr, en", PARTNER_OTHER, ids=lambda v: "/".join(v) if isinstance(v, list) else "")
def test_30b1bii_31a2b_32a2b_the_read_outs_say_72c_may_apply(client, keys, tr, en):
    """30B1(b)(ii), official Turkish: "kusurlu oyuncunun ortağı sıra kendisine ilk geldiğinde pas
    geçmelidir. Yasalar 16C, 26B ve 72C uygulanabilir"; 31A2(b), 32A2(b): "... pas geçmek zorundadır
    Yasalar 16C, 26B ve 72C uygulanabilir"; WBF (all three): "offender's partner must pass when next
    it is his turn to call. Laws 16C, 26B and 72C may apply." The read-outs said 16C and 26B, not
    72C (fix76 left them at 87 English words). Each row's Turkish verb is its paragraph's (audit318)."""
    reads(client, "call-out-of-rotation", keys, "tr", f"{tr} Yasa 72C de uygulanabilir.")
    # The bid row says the paragraphs' "Law 72C may apply" without "too", for its 90 words (qa326).
    reads(client, "call-out-of-rotation", keys, "en", f"must pass at his next turn {en} Law 72C may apply")


# --- 2. declarer's lead at a defender's turn: 53B ---------------------------------------------------


def test_53b_the_defender_whose_turn_it_was_may_simply_lead(client):
    """53B, official Turkish: "doğru çıkış sırası sırasız çıkış yapan oyuncunun rakiplerinden birinde
    ise bu rakip, oynadığı kart usulsüz çıkışa verilmiş bir kart sayılmaksızın aykırılığın
    gerçekleştiği löveye doğru çıkışı yapabilir. Böyle bir olay olduğunda, doğru çıkış geçerli kalır
    ve bu löveye yanlışlıkla oynanan bütün kartlar geri alınabilir, ancak Yasa 16C uygulanır"; WBF:
    "that opponent may make his proper lead to the trick of the infraction without his card being
    deemed played to the irregular lead. When this occurs, the proper lead stands and all cards played
    in error to this trick may be withdrawn, but Law 16C applies." The read-out gave the defenders
    55A's two options only (qa74 left it)."""
    keys = ["later", "declarer", "defenders-turn"]
    reads(
        client,
        "lead-out-of-turn",
        keys,
        "tr",
        "Ya da sırası gelen defans oyuncusu doğru çıkışını yapabilir: o çıkış geçerli kalır, yanlışlıkla oynanan kartlar geri alınabilir (Yasa 53B, 16C).",
    )
    reads(
        client,
        "lead-out-of-turn",
        keys,
        "en",
        "Or the defender whose turn it was may lead: his lead stands and cards played in error may be withdrawn (Laws 53B, 16C).",
    )
    # Only where the turn was a defender's: from the wrong hand (55B2) the proper leader is declarer.
    never_reads(client, "lead-out-of-turn", ["later", "declarer", "wrong-hand"], "en", "Law 53B")


# --- 3. premature play before partner: 50D2 ----------------------------------------------------------


def test_50d2_the_premature_play_read_out_says_50d2_at_partner_s_lead(client):
    """50D2, official Turkish: "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans
    oyuncusuna geldiğinde, deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar
    çıkış yapamaz"; WBF: "When a defender has the lead while his partner has a major penalty card, he
    may not lead until declarer has stated which of the options below is selected". The card played
    before partner (57A) is a major penalty card; the read-out did not say 50D2 (qa74 left it)."""
    keys = ["before-partner", "none"]
    reads(client, "premature-play", keys, "tr", "(Yasa 50A, 50D1(a)); ortağınız çıkışa geldiğinde Yasa 50D2 uygulanır.")
    reads(client, "premature-play", keys, "en", "(Laws 50A, 50D1(a)); Law 50D2 applies to your partner's lead.")
    # The four options are still named before the invitation (10C1).
    reads(
        client,
        "premature-play",
        keys,
        "en",
        "Highest card of the suit led; Lowest card of the suit led; Require another suit; Forbid another suit.",
    )


# --- 4. a rank without a suit, in leading from dummy: 46B3(b) --------------------------------------


def test_46b3b_the_rank_only_lead_read_out_gives_the_fallback(client):
    """46B3: TR "(a) Çıkışta deklaran yerin bir önceki löveyi kazandığı renge, o renkte belirtilen
    derecede bir kart bulunması koşuluyla, devam etmiş sayılır. (b) Tüm diğer durumlarda, deklaran
    yerden, belirtilen derecede bir kartı yasal olarak oynayabiliyorsa oynamak zorundadır; ancak yasal
    olarak oynanabilecek böyle iki veya daha fazla kart varsa, deklaran hangisini istediğini belirtmek
    zorundadır."; WBF "(a) In leading, declarer is deemed to have continued the suit with which dummy
    won the preceding trick provided there is a card of the designated rank in that suit. (b) In all
    other cases declarer must play a card from dummy of the designated rank if he can legally do so;
    but if there are two or more such cards that can be legally played declarer must designate which
    is intended." The read-out gave (a) and not (b) when that suit holds no such card (qa74 left it)."""
    keys = ["incomplete", "rank-only", "leading"]
    reads(
        client,
        "card-from-dummy",
        keys,
        "tr",
        "O renkte bu derecede kart yoksa, yerden bu derecede bir kartı yasal olarak oynayabiliyorsanız oynamak zorundasınız; böyle iki ya da daha fazla kart varsa hangisini istediğinizi belirtmek zorundasınız (Yasa 46B3(b)).",
    )
    reads(
        client,
        "card-from-dummy",
        keys,
        "en",
        "If that suit holds no card of that rank, you must play a card of that rank from dummy if you can legally do so; if two or more such cards can legally be played, you must designate which you mean (Law 46B3(b)).",
    )


# --- 5. a repeated double Law 36 does not allow: who chooses ---------------------------------------


def test_36b3_the_chooser_of_a_repeated_inadmissible_double_names_declarer_s_26b(client):
    """32A1: TR "kontr veya sürkontrun kabulü olanaksız değilse başka bir onarma uygulanmaz, aksi
    takdirde Yasa 36 uygulanır"; WBF "there is no rectification unless the double or redouble is
    inadmissible, in which case Law 36 applies". 36B2-36B3: TR "Kusurlu oyuncu konuşmasını yasal bir
    konuşma ile değiştirmelidir ... Yasa 26B'deki çıkış kısıtlamaları uygulanabilir"; WBF "the offender
    must substitute a legal call ... The lead restrictions in Law 26B may apply". 26B: TR "Kusurlu
    oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile değiştirmezse, ve daha sonra da defans
    oyuncusu olursa, deklaran ... yasaklayabilir"; WBF "When an offending player's call is withdrawn
    and it is not replaced by a comparable call, then if he becomes a defender, declarer may ...
    prohibit". The chooser said "nobody chooses now, the rules apply" (fix76 left it)."""
    keys = ["not-accepted", "double", "rho", "rho-passed"]
    guide_pages.says(
        client,
        "call-out-of-rotation",
        keys,
        "tr",
        "Tekrarlanan kontr ya da sürkontrun kabulü olanaksız değilse kimse seçmez (Yasa 32A1). Kabulü olanaksızsa kusurlu oyuncu yerine yapacağı yasal konuşmayı seçer; bu konuşma eşdeğer değilse, kusurlu oyuncu defans oyuncusu olduğunda kusurlu oyuncunun ortağının ilk çıkışında bir rengi yasaklayıp yasaklamayacağını deklaran seçer (Yasa 36B3, 26B).",
        "seçimi hakem açıkladıktan sonra yapın",
    )
    guide_pages.says(
        client,
        "call-out-of-rotation",
        keys,
        "en",
        "Unless the repeated double or redouble is inadmissible, nobody chooses (Law 32A1). If it is inadmissible, the offender chooses the legal call he substitutes; if that call is not comparable, then, if the offender becomes a defender, declarer chooses at the offender's partner's first lead whether to forbid a suit (Laws 36B3, 26B).",
        "choose after the Director has explained the options",
    )
    guide_pages.never_says(client, "call-out-of-rotation", keys, "en", "nobody chooses now, the rules apply")
    reads(client, "call-out-of-rotation", keys, "en", "Nobody chooses now.")
