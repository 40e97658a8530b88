"""Audit D of the older guides (hesitation, wrong board, wrong number of cards, claim,
misinformation) against both texts of the Laws: each test reads the guide's page as a player does,
fails on the text it replaced, and quotes the deciding paragraph (the official Turkish of
fixtures/laws_tr.txt, then the WBF English)."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db


# --- hesitation (Law 16B) ------------------------------------------------------------------------


def test_16b1_only_information_that_might_suggest_a_call_or_play(client):
    """16B1: "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret edebilecek her türlü dış
    bilgi izinsizdir. Buna ... kuşkuya yer bırakmayan duraksama ... dahildir" / "Any extraneous
    information from partner that might suggest a call or play is unauthorized. This includes ...
    unmistakable hesitation". The old text made every hesitation unauthorised information."""
    says(
        client,
        "hesitation",
        ["opponent"],
        "tr",
        "belli bir konuşma ya da oyuna işaret edebilecek",
        "kuşkuya yer bırakmayan duraksama",
    )
    says(
        client,
        "hesitation",
        ["opponent"],
        "en",
        "that might suggest a call or play is unauthorised",
        "an unmistakable hesitation",
    )
    never_says(
        client,
        "hesitation",
        ["opponent"],
        "en",
        "A hesitation, emphasis, tone of voice or an unexpected alert from partner is unauthorised",
    )


def test_16b2_reserving_rights_unless_the_regulating_authority_prohibits_it(client):
    """16B2: "Yetkili Federasyon tarafından yasaklanmadıkça (ki bu durum hakem çağırılmasını
    gerektirebilir), daha sonra hakem çağırma hakkını saklı tutacağını bildirebilir" / "he may
    announce, unless prohibited by the Regulating Authority (which may require that the Director be
    called), that he reserves the right to summon the Director later"."""
    says(client, "hesitation", ["opponent"], "tr", "Yetkili Federasyon yasaklamadıkça", "zarara yol açabileceğini")
    says(
        client,
        "hesitation",
        ["opponent"],
        "en",
        "unless the Regulating Authority prohibits it",
        "damage could result",
    )


def test_16b3_the_opponent_chose_among_logical_alternatives(client):
    """16B3: "bir rakibinin mantıklı alternatifler arasından böyle bir bilginin öne çıkarmış olabileceği
    bir alternatifi seçtiğine dair, sağlam bir gerekçesi olduğuna inanıyorsa" / "substantial reason to
    believe that an opponent who had a logical alternative has chosen an action suggested by such
    information". The old text and read-out dropped the logical alternative."""
    for text in ("tr", "en"):
        phrase = (
            "mantıklı seçenekler arasından böyle bir bilginin öne çıkarmış olabileceği birini seçtiğine"
            if text == "tr"
            else "who had a logical alternative, chose an action that could have been suggested"
        )
        says(client, "hesitation", ["opponent"], text, phrase)
    never_says(client, "hesitation", ["opponent"], "en", "believe that happened")


# --- wrong board (Law 15) ------------------------------------------------------------------------


def test_15a1_the_turkish_cancels_the_offender_s_own_later_calls_and_says_the_english_differs(client):
    """15A1, official Turkish: "Bir oyuncunun yanlış borddan aldığı kartlar ile vermiş olduğu konuşma
    (ve daha sonra yaptığı tüm konuşmalar) iptal edilir" (the calls HE made afterwards); WBF English:
    "A call is cancelled (together with any subsequent call)". The old Turkish guide said "sonraki
    bütün konuşmalar" (every later call), the WBF reading, with no editor's note."""
    for keys in (["wrong-cards"],):
        says(
            client,
            "wrong-board",
            keys,
            "tr",
            "daha sonra yaptığı tüm konuşmalar iptal edilir (Yasa 15A1)",
            "Resmî metin Türkçedir",
        )
        says(
            client,
            "wrong-board",
            keys,
            "en",
            "in the official Turkish so are all the calls he made after it",
            "together with any subsequent call",
        )
        never_says(client, "wrong-board", keys, "tr", "sonraki bütün konuşmalar iptal edilir")


# --- wrong number of cards (Law 13) --------------------------------------------------------------


def test_13b1_the_director_judges_whether_the_deal_can_be_corrected_and_played(client):
    """13B1: "Eğer Hakem bordun düzeltilerek oynanabileceğine kanaat getirirse, bord gerekli düzeltme
    yapıldıktan sonra, başka bir değişiklik olmaksızın oynanır" / "If the Director judges that the
    deal can be corrected and played, then the deal may be so played with no change of call". 13B
    applies when "a player with an incorrect hand has made a call" (TR "elinde yanlış sayıda kart olan
    bir oyuncu herhangi bir konuşma yapmış ise"); otherwise 13A. The old text dropped the Director's
    judgement ("If the board can be played after correction it is")."""
    says(
        client,
        "wrong-number-of-cards",
        ["during"],
        "tr",
        "hakem bordun düzeltilerek oynanabileceğine kanaat getirirse",
        "elinde yanlış sayıda kart olan bir oyuncu konuştuysa",
    )
    says(
        client,
        "wrong-number-of-cards",
        ["during"],
        "en",
        "if the Director judges that the deal can be corrected and played",
        "a player with a wrong number of cards has called",
    )
    never_says(client, "wrong-number-of-cards", ["during"], "en", "If the board can be played after correction it is")


# --- misinformation (Laws 21B, 75B) --------------------------------------------------------------


def test_21b2_the_left_hand_opponent_may_change_his_later_call_too(client):
    """21B2: "solundaki oyuncu da değişen konuşmadan sonra yapmış olduğu her türlü konuşmasını
    değiştirebilir, ancak Yasa 16C geçerli olacaktır" / "his LHO may then in turn change any
    subsequent call he may have made, but Law 16C applies". The ending cited 21B2 but never said it."""
    says(
        client,
        "misinformation",
        ["opponent"],
        "tr",
        "solunuzdaki oyuncu da değişen konuşmadan sonra yaptığı her konuşmayı değiştirebilir",
    )
    says(
        client,
        "misinformation",
        ["opponent"],
        "en",
        "your left-hand opponent may then change any call he made after it",
    )


def test_21b3_and_75b1_state_their_own_conditions(client):
    """21B3: "Konuşmayı değiştirme süresi geçmişse ve hakem usulsüzlük nedeniyle kusurlu tarafın
    avantaj sağladığına kanaat getirirse ayarlı skor atar" / "When it is too late to change a call and
    the Director judges that the offending side gained an advantage from the irregularity, he awards
    an adjusted score". 75B1: "Bu ihlal sonucu kusursuz taraf zarar görürse" / "If the non-offending
    side is damaged as a result of this infraction". The old text said only "you were damaged"."""
    says(
        client,
        "misinformation",
        ["opponent"],
        "tr",
        "kusurlu tarafın avantaj sağladığına kanaat getirirse ayarlı skor verir (Yasa 21B3)",
    )
    says(
        client,
        "misinformation",
        ["opponent"],
        "en",
        "if he judges that the offending side gained an advantage from the irregularity (Law 21B3)",
    )
    never_says(client, "misinformation", ["opponent"], "en", "If it is too late to change and you were damaged")


# --- claim (Laws 68-71) --------------------------------------------------------------------------


def test_69a_whichever_occurs_first(client):
    """69A: "sonraki bordda bir konuşma yapmadan önce veya turun bitiminden önce (hangisi daha önce
    gerçekleşirse)" / "before making a call on a subsequent board or before the round ends,
    whichever occurs first". The old text dropped "whichever occurs first"."""
    says(client, "claim", ["regret", "agreed-to-opponent"], "tr", "(hangisi önce olursa)")
    says(client, "claim", ["regret", "agreed-to-opponent"], "en", "whichever occurs first")


def test_68b2_the_director_should_be_called_and_exposed_cards_are_not_penalty_cards(client):
    """68B2: "İzinsiz Bilgi oluşabilir, bu yüzden derhal hakem çağırılmalıdır. Oyun devam eder. Bu
    esnada defans oyuncusunun görünen herhangi bir kartı cezalı kart olmaz, ancak ... Yasa 16C
    uygulanır" / "Unauthorized information may exist, so the Director should be summoned
    immediately. Play continues. Any card that has been exposed by a defender in these circumstances
    is not a penalty card but Law 16C applies"."""
    says(client, "claim", ["regret", "own-concession"], "tr", "hakem hemen çağrılmalıdır", "cezalı kart olmaz")
    says(
        client,
        "claim",
        ["regret", "own-concession"],
        "en",
        "the Director should be called at once",
        "is not a penalty card",
    )


def test_68d2b_play_on_is_at_the_non_claiming_side_s_request_and_laws_16_and_50_do_not_apply(client):
    """68D2(b): "Talep veya terkte bulunmayan tarafın talebi doğrultusunda ... (ii) ... Bu durum Yasalar
    16 ve 50 kapsamına girmez" / "upon the request of the non-claiming or non-conceding side ... (ii)
    ... Laws 16 and 50 do not apply". The chooser said only "all four players agree to play on"."""
    says(
        client,
        "claim",
        ["disputed"],
        "tr",
        "Yasa 16 ve 50 uygulanmaz",
        "talep veya terkte bulunmayan tarafın isteğiyle dört oyuncu",
    )
    says(
        client,
        "claim",
        ["disputed"],
        "en",
        "Laws 16 and 50 do not apply",
        "at the non-claiming or non-conceding side's request, all four players agree",
    )
