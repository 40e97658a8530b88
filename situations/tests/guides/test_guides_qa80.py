"""qa80: the first guides' own text (revoke, lead out of turn, penalty card, a card exposed in the
auction, claim, wrong board, wrong number of cards) read sentence by sentence against the official
Turkish and the WBF English (docs/legal-review.md, "qa80"): where the Turkish said other than the
English, or used a word that is not the official text's.
"""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

DEFENDER_ESTABLISHED = (
    ["defender", "established", "no-64b-case", "offender-won"],
    ["defender", "established", "no-64b-case", "other-won"],
)


@pytest.mark.parametrize("keys", DEFENDER_ESTABLISHED, ids=["offender-won", "other-won"])
def test_61b1_declarer_asks_the_defender_who_failed_to_follow(client, keys):
    """61B1, official Turkish: "Deklaran renge uymamış olan bir defans oyuncusuna çıkılan renkte
    kartı olup olmadığını sorabilir."; WBF: "Declarer may ask a defender who has failed to follow
    suit whether he has a card of the suit led." The English page said so; the Turkish said only
    "Deklaran bir defans oyuncusuna renkte kartı olup olmadığını sorabilir", any defender, any
    suit."""
    says(
        client,
        "revoke",
        keys,
        "tr",
        "Deklaran, renge uymamış olan bir defans oyuncusuna çıkılan renkte kartı olup olmadığını sorabilir (Yasa 61B1).",
    )
    says(
        client,
        "revoke",
        keys,
        "en",
        "Declarer may ask a defender who has failed to follow whether he has a card of the suit led (Law 61B1).",
    )
    never_says(client, "revoke", keys, "tr", "Deklaran bir defans oyuncusuna renkte kartı")


@pytest.mark.parametrize("who", ["declarer", "dummy"])
def test_62b2_without_further_rectification_in_the_official_words(client, who):
    """62B2, official Turkish: "Bu kart deklaranın (Yasa 43B2(b)'ye tabi) veya yerin elinden
    oynanmışsa ya da bir defans oyuncusunun gözüken kartı ise bir başka onarma olmaksızın
    değiştirilebilir."; WBF: "The card may be replaced without further rectification if it was
    played from declarer's [subject to Law 43B2(b)] or dummy's hand". The declarer's and dummy's
    Endings said "cezasız" (without penalty), not the Law's "başka onarma olmaksızın", where the
    defender's Ending of the same guide already used the Law's words; dummy's English said "without
    rectification" for the WBF's "without further rectification". The Law's verb ("değiştirilebilir",
    "may be replaced") since audit292."""
    keys = [who, "not-established"]
    if who == "declarer":
        says(
            client,
            "revoke",
            keys,
            "tr",
            "Deklaranın kartı başka onarma olmaksızın değiştirilebilir; deklaranın ya da yerin kartı hiçbir zaman cezalı kart olmaz (Yasa 62B2, 48A).",
        )
        reads(client, "revoke", keys, "tr", "Kartınız başka onarma olmaksızın değiştirilebilir")
        says(client, "revoke", keys, "en", "Declarer's card may be replaced without further rectification")
    else:
        says(client, "revoke", keys, "tr", "Yerin kartı başka onarma olmaksızın değiştirilebilir (Yasa 62B2).")
        says(client, "revoke", keys, "en", "Dummy's card may be replaced without further rectification (Law 62B2).")
        reads(
            client,
            "revoke",
            keys,
            "tr",
            "yerin kartı, oynanan renkten yasal bir kartla başka onarma olmaksızın değiştirilebilir (Yasa 62B2).",
        )
        reads(
            client,
            "revoke",
            keys,
            "en",
            "dummy's card may be replaced by a legal card of the suit led without further rectification (Law 62B2).",
        )
    never_says(client, "revoke", keys, "tr", "cezasız")
    never_reads(client, "revoke", keys, "tr", "cezasız")


def test_64b_automatic_trick_adjustment_in_the_official_words(client):
    """64B, official Turkish: "Otomatik Löve Ayarlamasının Yapılmaması. Rönonsun resmileşmesinden
    sonra, aşağıdaki durumlarda otomatik löve ayarlaması yapılmaz. (Ancak bkz Yasa 64C)"; WBF: "No
    Automatic Trick Adjustment. There is no automatic trick adjustment following an established
    revoke (but see Law 64C) if:". The Ending's title, text and read-out said "otomatik löve
    aktarması" (transfer), a term of neither text, where the guide on penalty cards not played
    (penalty_cards_more) already says the Law's "otomatik löve ayarlaması yapılmaz (Yasa 64B3)"."""
    keys = ["defender", "established", "64b-case"]
    says(
        client,
        "revoke",
        keys,
        "tr",
        "Otomatik löve ayarlaması yok",
        "Yasa 64B'deki durumlardan birinde otomatik löve ayarlaması yapılmaz.",
    )
    says(client, "revoke", keys, "en", "No automatic trick adjustment", "In the cases of Law 64B")
    reads(client, "revoke", keys, "tr", "o rönons için otomatik löve ayarlaması yapılmaz")
    never_says(client, "revoke", keys, "tr", "löve aktarması", "otomatik aktarma")
    never_reads(client, "revoke", keys, "tr", "löve aktarması")
    # The question before it (its hint lists the cases, 64B1 first since audit292) says the same.
    says(client, "revoke", ["defender", "established"], "tr", "Otomatik löve ayarlaması yapılmaz: kusurlu tarafın")


def test_24a_no_further_rectification_in_the_official_words(client):
    """24A, official Turkish: "Bu onör düzeyinin altında tek bir kart ise ve vaktinden önce
    çıkılmamışsa, başka onarma yapılmaz. (Ancak bkz. aşağıda Madde E)"; WBF: "If it is a single card
    below the rank of an honour and not prematurely led, there is no further rectification (but see
    E following)." The page and its read-out said "Başka (bir) yaptırım yok" (no further sanction):
    not the Law's word, where the English says "rectification"."""
    says(
        client,
        "card-exposed-in-auction",
        ["small"],
        "tr",
        "Başka onarma yapılmaz; kusurlu oyuncunun ortağı pas geçmek zorunda değildir (Yasa 24A).",
    )
    says(
        client,
        "card-exposed-in-auction",
        ["small"],
        "en",
        "There is no further rectification; the offender's partner need not pass (Law 24A).",
    )
    reads(
        client,
        "card-exposed-in-auction",
        ["small"],
        "tr",
        "Küçük bir kartınız ortağınızın görebileceği konuma geldi. Başka onarma yapılmaz; ortağınız pas geçmek zorunda değildir (Yasa 24A).",
    )
    never_says(client, "card-exposed-in-auction", ["small"], "tr", "yaptırım")
    never_reads(client, "card-exposed-in-auction", ["small"], "tr", "yaptırım")


def test_69a_agreement_is_established_in_the_official_words(client):
    """69A, official Turkish (heading "Anlaşmanın Resmileşmesi"): "Taraflardan biri, rakibinin talep
    veya terkini kabul ederse ve kendi tarafı sonraki bordda bir konuşma yapmadan önce veya turun
    bitiminden önce (hangisi daha önce gerçekleşirse), bir itirazda bulunmadığında anlaşma
    resmileşir."; WBF: "Agreement is established when a side assents to an opponent's claim or
    concession, and raises no objection to it before making a call on a subsequent board or before
    the round ends, whichever occurs first." The page said "anlaşma kesinleşir", not the Law's
    "resmileşir" (which 63A4 and the revoke guide's hint also speak of: "Yasa 69A çerçevesinde")."""
    keys = ["regret", "agreed-to-opponent"]
    says(client, "claim", keys, "tr", "itiraz etmezse anlaşma resmileşir; bord talep edilen ya da terk edilen löveler")
    says(client, "claim", keys, "en", "Agreement is established when a side assents to an opponent's claim")
    never_says(client, "claim", keys, "tr", "kesinleşir")


@pytest.mark.parametrize(
    "slug,keys",
    [
        ("revoke", ["defender", "established", "no-64b-case", "offender-won"]),
        ("revoke", ["dummy", "established"]),
    ],
    ids=["revoke-64a1", "dummy-64b3"],
)
def test_call_at_end_says_may_in_both_languages(client, slug, keys):
    """The advice on calling the Director for an established revoke: the English said "he may come
    back at the end of play to settle the score", the Turkish "hakem oyunun sonunda yeniden gelip
    skoru belirler" (he comes back and settles it). What is settled at the end differs by case:
    64A, TR "oyun sonunda ... kusursuz tarafa aktarılır" / WBF "at the end of the play ... is
    transferred", and 64C1, TR "hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından
    yeterli derecede tazmin edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır" / WBF "When
    ... the Director deems that the non-offending side is insufficiently compensated by this Law
    for the damage caused, he shall assign an adjusted score" (dummy's revoke, 64B3: no transfer,
    only 64C). The Turkish now says "may", as the English."""
    says(
        client,
        slug,
        keys,
        "tr",
        "Şimdi hakemi çağırın; hakem skoru belirlemek için oyunun sonunda yeniden gelebilir.",
    )
    says(client, slug, keys, "en", "Call the Director now; he may come back at the end of play to settle the score.")
    never_says(client, slug, keys, "tr", "yeniden gelip skoru belirler")


@pytest.mark.parametrize(
    "keys,tr,en",
    [
        (
            ["small"],
            "Kart cezalı kart olursa, masada açık durduğu sürece ondan edinilen bilgi ve onu oynama zorunluluğu bütün oyuncular için izinlidir (Yasa 50E1).",
            "If it becomes a penalty card, what it shows and the requirement to play it are authorised for all players for as long as it stays on the table (Law 50E1).",
        ),
        (
            ["honour-or-led"],
            "Kart cezalı kart olursa, masada açık durduğu sürece ondan edinilen bilgi ve onu oynama zorunluluğu bütün oyuncular için izinlidir (Yasa 50E1).",
            "If it becomes a penalty card, what it shows and the requirement to play it are authorised for all players for as long as it stays on the table (Law 50E1).",
        ),
        (
            ["two-or-more"],
            "Kartlar cezalı kart olursa, masada açık durdukları sürece onlardan edinilen bilgi ve onları oynama zorunluluğu bütün oyuncular için izinlidir (Yasa 50E1).",
            "If they become penalty cards, what they show and the requirement to play them are authorised for all players for as long as they stay on the table (Law 50E1).",
        ),
    ],
    ids=["small", "honour-or-led", "two-or-more"],
)
def test_24e_a_penalty_card_on_the_table_is_authorised_for_all(client, keys, tr, en):
    """24E, official Turkish: "Artırmanın sonunda kusurlu oyuncunun defansta kalması halinde, bu
    durumdaki her kart ayrı ayrı cezalı kart haline gelir. (Bkz. Yasalar 50 ve 51.)"; WBF: "If at the
    conclusion of the auction the offender is to become a defender, every such card becomes a
    penalty card (see Laws 50 and 51)." And 50E1, TR: "Cezalı karttan edinilen bilgi ve o kartın
    oynanması zorunluluğu bilgisi, cezalı kart masada açık olarak kaldığı sürece bütün oyuncular için
    izinli bir bilgidir."; WBF: "Information derived from a penalty card and the requirements for
    playing that penalty card are authorized for all players for as long as the penalty card remains
    on the table."
    The Endings said only Law 24's opening ("Açık kartlardan edinilen bilgi kusursuz taraf için
    izinli ancak kusurlu taraf için izinsiz bilgidir" / WBF "Information from cards thus exposed is
    authorized for the non-offending side but unauthorized for the offending side (see Law 16C)"), which read as
    if the offender's partner, a defender, could not use what the penalty card shows in the play
    either."""
    says(client, "card-exposed-in-auction", keys, "tr", tr)
    says(client, "card-exposed-in-auction", keys, "en", en)


def test_13a2_and_13b2_the_offending_side_may_be_penalised(client):
    """13A2, official Turkish: "Eğer ortaya çıkan dış bilginin bordun sonucunu etkilemiş olduğuna
    karar verirse, Hakem skoru [bkz. Yasa 12C1(b)] ayarlar ve kusurlu tarafa ceza uygulayabilir.";
    WBF: "If he then considers the extraneous information has affected the outcome of the board the
    Director shall adjust the score [see Law 12C1(b)] and may penalize an offender." 13B2, TR: "Bunun
    dışında, eğer yanlış sayıda kartı olan oyuncu bir konuşma yapmışsa, Hakem [Yasa 12C1(b)
    uyarınca] ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir."; WBF: "Otherwise when a call
    has been made with an incorrect number of cards, the Director shall award an adjusted score [see
    Law 12C1(b)] and may penalize an offender." The Endings stopped at the adjustment (audit16 left
    it as an omission); the guide follows the Turkish "kusurlu tarafa" (the offending side). The
    during Ending says 13B2's bracket too since qa139 (test_guide_rulings.py), in the Turkish's
    "uyarınca" / "in accordance with" since qa208."""
    says(
        client,
        "wrong-number-of-cards",
        ["before-calls"],
        "tr",
        "bu dış bilginin sonucu etkilediğine kanaat getirirse skoru ayarlar (bkz. Yasa 12C1(b)) ve kusurlu tarafa ceza uygulayabilir (Yasa 13A2).",
    )
    says(
        client,
        "wrong-number-of-cards",
        ["before-calls"],
        "en",
        "shall adjust the score (see Law 12C1(b)) if he considers the extraneous information affected the outcome, and may then penalise the offending side (Law 13A2).",
    )
    says(
        client,
        "wrong-number-of-cards",
        ["during"],
        "tr",
        "Aksi halde hakem Yasa 12C1(b) uyarınca ayarlı skor verir ve kusurlu tarafa ceza uygulayabilir (Yasa 13B2).",
    )
    says(
        client,
        "wrong-number-of-cards",
        ["during"],
        "en",
        "Otherwise he shall award an adjusted score in accordance with Law 12C1(b) and may penalise the offending side (Law 13B2).",
    )
