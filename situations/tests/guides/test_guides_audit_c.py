"""The older guides (revoke, lead out of turn, exposed card, card exposed in the auction, call out
of rotation, insufficient bid) read again against both texts of the 2017 Laws: each test reads a
guide's page as a player does and quotes the deciding paragraph, in the official Turkish
(fixtures/laws_tr.txt) and the WBF English (2017, ACBL printing). Where the two differ, the Turkish
is the official text and the guide says so."""

import pytest

from situations.content import BY_SLUG
from situations.tests.guides.guide_pages import page, says

pytestmark = pytest.mark.django_db


def read_out(slug: str, keys: list[str], lang: str) -> str:
    end = BY_SLUG[slug].walk(keys)[1]
    return " ".join(getattr(line, lang) for line in end.script)


def test_a_corrected_revoke_makes_a_penalty_card_only_from_an_unfaced_hand(client):
    """62B1: "A card so withdrawn becomes a major penalty card (Law 50) if it was played from a
    defender's unfaced hand" (TR "Bu şekilde geri alınan kart bir defans oyuncusunun kapalı elinden
    oynanmışsa majör cezalı karta dönüşür"); 62B2: "The card may be replaced without further
    rectification if ... it was a defender's faced card" (TR "ya da bir defans oyuncusunun gözüken
    kartı ise bir başka onarma olmaksızın değiştirilebilir"). The guide had dropped the condition."""
    keys = ["defender", "not-established"]
    says(client, "revoke", keys, "en", "major penalty card if it was played from his unfaced hand (Laws 62B1, 50B)")
    says(client, "revoke", keys, "tr", "kapalı elinden oynanmışsa majör cezalı kart olur (Yasa 62B1, 50B)")
    says(client, "revoke", keys, "en", "faced card, it may be replaced without further rectification (Law 62B2)")
    says(client, "revoke", keys, "tr", "başka onarma olmaksızın değiştirilebilir (Yasa 62B2)")
    assert "from your unfaced hand becomes a major penalty card you must play" in read_out("revoke", keys, "en")
    assert "Kapalı elinizden oynadığınız kart geri alınınca majör cezalı kart olur (Yasa 62B1)" in read_out(
        "revoke", keys, "tr"
    )


def test_the_minor_penalty_card_notes_where_the_turkish_50c_differs(client):
    """50C, official Turkish: "Kusurlu oyuncunun ortağı çıkış kısıtlamasına tabi değildir, ancak
    cezalı kartın görülmesi yoluyla edinilen bilgiler, izinsiz bilgidir. (Ancak bkz. aşağıdaki E
    bendi.)"; WBF English: "Offender's partner is not subject to lead restriction, but see E
    following." The guide states 50E1 (authorised while on the table) and must say the Turkish 50C
    words it otherwise."""
    keys = ["defender", "small"]
    says(
        client,
        "exposed-card",
        keys,
        "en",
        "the last sentence of its 50C counts the information gained by seeing the penalty card as unauthorised",
    )
    says(
        client,
        "exposed-card",
        keys,
        "tr",
        "Türkçe 50C'nin son cümlesi cezalı kartın görülmesiyle edinilen bilgileri izinsiz sayar",
    )


@pytest.mark.parametrize("kind", ["small", "honour-or-intended"])
def test_a_penalty_card_that_conveyed_damaging_information_is_adjusted(client, kind):
    """50E4, TR: "hakem oyunun sonunda, görünen kartın kusursuz tarafa zarar veren (bkz Yasa 12B1)
    bir bilgiyi ilettiğine karar verirse ayarlı bir skor atamalıdır"; WBF: "the Director judges at
    the end of play that without the assistance gained through the exposed card the outcome of the
    board could well have been different, and in consequence the non-offending side is damaged ...
    he shall award an adjusted score". The endings stated 50E1 and left out its 50E4 consequence."""
    keys = ["defender", kind]
    says(
        client,
        "exposed-card",
        keys,
        "en",
        "conveyed information that damaged the non-offending side (see Law 12B1), he shall award an adjusted score",
    )
    says(
        client,
        "exposed-card",
        keys,
        "tr",
        "kusursuz tarafa zarar veren (bkz. Yasa 12B1) bir bilgi ilettiğine karar verirse ayarlı skor vermelidir",
    )
    says(client, "exposed-card", keys, "en", "could well have been different")


def test_declarer_designates_which_of_several_penalty_cards_is_played(client):
    """50D1(a): "If a defender has two or more penalty cards that can legally be played, declarer
    designates which is to be played" (TR "Bir defans oyuncusunun yasal olarak oynayabileceği iki ya
    da daha fazla cezalı kartı varsa deklaran hangisinin oynanacağını belirtir"); 51A likewise. The
    major-penalty-card ending named declarer's choice only when partner is on lead. 51A's "If it is a
    defender's turn to play" / "Sıra kendisinde olan" and "at that turn" / "o lövede" are said too
    (qa305, test_guides_penalty_card_51a_turn_to_play.py)."""
    keys = ["defender", "honour-or-intended"]
    says(
        client, "exposed-card", keys, "en", "declarer designates which is to be played at that turn (Laws 50D1(a), 51A)"
    )
    says(client, "exposed-card", keys, "tr", "hangisinin oynanacağını deklaran belirtir (Yasa 50D1(a), 51A)")
    chooser = BY_SLUG["exposed-card"].walk(keys)[1].chooser
    assert "which is to be played at that turn" in chooser.en
    assert "hangisinin oynanacağını da" in chooser.tr


PARTNER_TURN_ENDINGS = [
    ["right-player-called", "partner", "pass"],
    ["right-player-called", "partner", "bid"],
    ["not-accepted", "pass", "partner", "comparable"],
    ["not-accepted", "pass", "partner", "other"],
    ["not-accepted", "bid", "partner", "comparable"],
    ["not-accepted", "bid", "partner", "other"],
]


@pytest.mark.parametrize("keys", PARTNER_TURN_ENDINGS, ids="/".join)
def test_the_partner_may_make_any_sufficient_call_as_the_turkish_says(client, keys):
    """30B1(a), official Turkish: "Kusurlu oyuncunun ortağı, sıra kendisine geldiğinde kurallar
    çerçevesinde herhangi bir yeterli konuşma yapabilir"; 31B1 likewise ("herhangi bir yeterli
    konuşma"). The WBF English: "Offender's partner may make any legal call at his proper turn". The
    English pages and the Turkish read-outs gave the WBF's 'legal call' as the rule, with no note."""
    says(client, "call-out-of-rotation", keys, "en", "any sufficient call", "the WBF English says 'any legal call'")
    says(
        client,
        "call-out-of-rotation",
        keys,
        "tr",
        "herhangi bir yeterli konuşma",
        "WBF İngilizcesi 'herhangi bir yasal konuşma'",
    )
    en = page(client, "call-out-of-rotation", keys, "en")
    assert "partner may make any legal call" not in en.lower()
    if keys[0] == "not-accepted":
        assert "herhangi bir yasal konuşma yapabilir" not in read_out("call-out-of-rotation", keys, "tr")


def test_the_lead_ban_notes_the_turkish_wording_of_26b(client):
    """26B, official Turkish: "artırımda kusurlu oyuncu tarafından konuşulmamış herhangi bir rengi
    oynamasını yasaklayabilir"; WBF English: "any (one) suit which has not been specified in the
    legal auction by the offender". The ending explains the WBF's 'legal auction' and 'specified'
    as the rule without saying the official Turkish words it otherwise."""
    keys = ["not-accepted", "other", "offender-defends"]
    # The note since qa158 (situations/content/common.py, NOTE_26B), the Turkish's silence on the withdrawn call.
    says(
        client,
        "insufficient-bid",
        keys,
        "en",
        "The Turkish does not say whether the suit of a withdrawn or cancelled call counts as bid.",
    )
    says(
        client,
        "insufficient-bid",
        keys,
        "tr",
        "Türkçe metin, geri alınan ya da iptal edilen bir konuşmanın renginin konuşulmuş sayılıp sayılmadığını söylemez.",
    )


@pytest.mark.parametrize(
    "keys",
    [
        ["right-player-called", "partner", "double"],
        ["not-accepted", "double", "partner", "comparable"],
        ["not-accepted", "double", "partner", "other"],
    ],
    ids="/".join,
)
def test_the_double_at_partner_s_turn_notes_the_turkish_32b2(client, keys):
    """32B2, official Turkish: "Kusurlu oyuncunun ortağı konuşma sırası kendisine geldiğinde
    herhangi yasal bir konuşmayı yapabilir ve Hakem yukarıda A2(a) veya A2(b) maddeleri uyarınca
    hüküm verir"; WBF English: "Offender may make any legal call at his proper turn and the Director
    rules as in A2(a) or A2(b) above". The endings gave the WBF's subject with no note."""
    says(client, "call-out-of-rotation", keys, "en", "its 32B2 frames this sentence for 'the offender's partner'")
    says(client, "call-out-of-rotation", keys, "tr", "Türkçe 32B2 bu cümleyi 'kusurlu oyuncunun ortağı' için kurar")


@pytest.mark.parametrize("turn", ["defenders-turn", "wrong-hand"])
def test_a_defender_playing_to_declarer_s_lead_from_the_wrong_side_makes_it_stand(client, turn):
    """53C: "If declarer leads out of turn from either his own hand or from dummy, and the defender to
    the right of the irregular lead plays a card (but see B), the lead stands and Law 57 applies"
    (TR "sırasız çıkış yapılan elin sağındaki defans oyuncusu deklaranın usulsüz çıkışı üzerine kart
    oynarsa (ancak bkz. B) çıkış geçerli kalır ve Yasa 57 uygulanır"). The declarer-led endings
    named only the next player's acceptance (53A)."""
    keys = ["later", "declarer", turn]
    says(client, "lead-out-of-turn", keys, "en", "the lead stands and Law 57 applies (Law 53C)")
    says(client, "lead-out-of-turn", keys, "tr", "çıkış geçerli kalır ve Yasa 57 uygulanır (Yasa 53C)")


@pytest.mark.parametrize("key", ["small", "honour-or-led", "two-or-more"])
def test_law_24_applies_to_a_card_seen_through_the_player_s_own_error(client, key):
    """24: "When the Director determines that during the auction, because of a player's own error,
    one or more cards of that player's hand were in position for the face to be seen by his partner"
    (TR "Hakem, artırım sırasında, bir oyuncunun kendi hatası nedeniyle ... ortağı tarafından
    görülebilecek konuma gelmiş bulunduğunu belirlerse"). The endings had dropped the condition."""
    says(client, "card-exposed-in-auction", [key], "en", "because of a player's own error")
    says(client, "card-exposed-in-auction", [key], "tr", "kendi hatası nedeniyle")


FORCED_PASS = [
    (keys, end)
    for keys, end in BY_SLUG["call-out-of-rotation"].endings()
    if {"30A", "30B1(b)(ii)", "31A2(b)", "32A2(b)"} & set(end.laws)
]


@pytest.mark.parametrize("keys", [list(k) for k, _ in FORCED_PASS], ids=["/".join(k) for k, _ in FORCED_PASS])
def test_a_forced_pass_after_a_call_out_of_rotation_points_to_72c(client, keys):
    """30A: "the offender must pass when next it is his turn to call and Law 72C may apply" (TR
    "pas geçmek zorundadır ve Yasa 72C uygulanabilir"); 30B1(b)(ii), 31A2(b), 32A2(b): "Laws 16C,
    26B and 72C may apply" (TR "Yasalar 16C, 26B ve 72C uygulanabilir"). The guide never named 72C."""
    assert len(FORCED_PASS) >= 8
    says(
        client,
        "call-out-of-rotation",
        keys,
        "en",
        "Law 72C may apply too",
        "could have been aware that his irregularity would damage",
    )
    says(
        client,
        "call-out-of-rotation",
        keys,
        "tr",
        "Yasa 72C de uygulanabilir",
        "zarar vereceğinin farkında olabileceğine",
    )


@pytest.mark.parametrize("who", ["defender", "declarer", "dummy"])
def test_every_way_a_revoke_becomes_established_is_named(client, who):
    """63A2: "when the offender or his partner names or otherwise designates a card to be played to
    the following trick" (TR "bir sonraki löveye oynanacak kartı söylediğinde ya da başka herhangi
    bir şekilde işaret ettiğinde"); 63A4: "when agreement is established (as per Law 69A) to an
    opponent's claim or concession; the offending side having raised no objection to it before the
    end of the round, or before making a call on a subsequent board" (TR "turun bitiminden önce
    veya bir sonraki bordda bir konuşma yapmadan önce bu konuda herhangi bir itirazda bulunmaması
    halinde"). The question named only a lead or play (63A1) and a claim (63A3): a player who had
    named dummy's card for the next trick would answer 'not yet' and be told to correct."""
    says(
        client,
        "revoke",
        [who],
        "en",
        "names or otherwise designates a card to be played to the next trick (Law 63A2)",
        "(Law 63A4)",
    )
    says(client, "revoke", [who], "tr", "(Yasa 63A2)", "itiraz etmediyse (Yasa 63A4)")


def test_declarer_facing_his_cards_keeps_law_48b_conditions(client):
    """48B2: "When declarer faces his cards at any time other than immediately after an opening lead
    out of turn, he may be deemed to have made a claim or concession of tricks (unless he
    demonstrably did not intend to claim), and Law 68 then applies" (TR "Deklaran sırasız çıkışın
    hemen sonrası hariç başka herhangi bir zaman kartlarını gösterirse, löve talebi veya terkinde
    bulunmuş sayılabilir (löve terki ya da talebinde bulunmadığı açık değilse)"); 48B1: after an
    opening lead out of turn, Law 54 applies. The ending had dropped both conditions."""
    says(
        client,
        "exposed-card",
        ["declarer"],
        "en",
        # the official Turkish's bracket since qa183 (the WBF's, "unless he demonstrably did not
        # intend to claim", is named by the 48B2 editor's note)
        "unless it is clear that he was not claiming or conceding",
        "Law 54 applies (Law 48B1)",
    )
    says(client, "exposed-card", ["declarer"], "tr", "bulunmadığı açık değilse", "Yasa 54 uygulanır (Yasa 48B1)")


def test_a_premature_lead_before_declarer_s_choice_points_to_law_49(client):
    """50D2: "he may not lead until declarer has stated which of the options below is selected (if
    the defender leads prematurely, he is subject to rectification under Law 49)" (TR "eğer defans
    oyuncusu zamanından önce çıkış yaparsa, Yasa 49'a göre yaptırım uygulanabilir"). The ending had
    dropped the parenthesis."""
    keys = ["defender", "honour-or-intended"]
    says(client, "exposed-card", keys, "en", "if he leads prematurely, rectification under Law 49 may apply")
    says(
        client, "exposed-card", keys, "tr", "zamanından önce çıkarsa Yasa 49'a göre yaptırım uygulanabilir (Yasa 50D2)"
    )
