"""auditw45: the engine's words on the director's table, held to the paragraph that gives the
choice (docs/legal-review.md, "auditw45")."""

import pytest
from django.utils.html import escape

import rulings
from situations.engine_words import describe
from situations.tests.table.test_table import table_url
from situations.tests.table.test_table_more_laws import buttons
from tests.seen import seen

pytestmark = pytest.mark.django_db
# 4H by South; West on lead; East holds ♠T987 ♥JT9 ♦JT9 ♣JT9 (test_table_prohibitions' deal).
DEAL = "N:5432.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6.8765.8765.8765 AKQJ.432.432.432"


def page(client, lang: str, **params) -> str:
    return client.get(table_url(lang, **params)).content.decode()


SEVERAL_SUITS = {
    "en": (
        "South chooses: require the lead of one of the penalty cards' suits, forbid one or more of those "
        "suits, leave the lead free."
    ),
    "tr": (
        "Seçim Güney'in: cezalı kartların bulunduğu renklerden birini istemek, bu renklerin bir veya daha "
        "fazlasını yasaklamak, kısıtlama koymamak."
    ),
}
ONE_CARD = {
    "en": "require the lead of the penalty card's suit, forbid that suit",
    "tr": "cezalı kartın rengini istemek, o rengi yasaklamak",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_declarer_s_choice_with_penalty_cards_in_two_suits_is_worded_as_51b2(client, lang):
    """51B2(a) (TR): "deklaran defans oyuncusunun ortağından defans oyuncusunun cezalı kartlarının
    bulunduğu renklerden birini çıkmasını isteyebilir"; (WBF) "declarer may require the defender's
    partner to lead a specified suit in which the defender has a penalty card". 51B2(b) (TR):
    "deklaran defans oyuncusunun ortağının bu renklerin bir veya daha fazlasını çıkmasını
    yasaklayabilir"; (WBF) "declarer may prohibit the defender's partner from leading one or more
    of such suits". The page said the one card's options (50D2(a)): "require the lead of the
    penalty card's suit, forbid that suit" (audit16d, "Read and left")."""
    shown = page(client, lang, deal=DEAL, play="expose:E:ST,expose:E:DJ")
    assert escape(SEVERAL_SUITS[lang]) in shown
    assert escape(ONE_CARD[lang]) not in shown
    assert 'data-label="51B2(b)"' in shown


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_two_penalty_cards_in_one_suit_are_the_penalty_cards_suit(client, lang):
    """51B1(a) (TR): "Bir defans oyuncusunun bir renkten iki veya daha fazla cezalı kartı varken,
    deklaran defans oyuncusunun ortağının o rengi çıkmasını isterse"; (WBF) "When a defender has two
    or more penalty cards in one suit, and declarer requires the defender's partner to lead that
    suit". One suit, two cards: "the penalty cards' suit"."""
    said = {
        "en": "South chooses: require the lead of the penalty cards' suit, forbid that suit, leave the lead free.",
        "tr": "Seçim Güney'in: cezalı kartların rengini istemek, o rengi yasaklamak, kısıtlama koymamak.",
    }[lang]
    shown = page(client, lang, deal=DEAL, play="expose:E:DJ,expose:E:DT")
    assert escape(said) in shown


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_one_penalty_card_keeps_50d2a_s_words(client, lang):
    """50D2(a) (TR): "Defans oyuncusundan cezalı kartın rengini çıkmasını istemek veya çıkış
    kendisinde kaldığı müddetçe o rengi çıkmasını yasaklamak"; (WBF) "to require the defender to
    lead the suit of the penalty card, or to prohibit him from leading that suit". Unchanged."""
    shown = page(client, lang, deal=DEAL, play="expose:E:DJ")
    assert escape(ONE_CARD[lang]) in shown


# test_table's deal: North AKQJ.AKQ.AKQ.AKQ, East T987.JT9.JT9.JT9, South 6543.876.876.876,
# West 2.5432.5432.5432; dummy wins trick 1 and declarer leads ♥8 from his own hand.
FROM_THE_WRONG_HAND = "W:S2,N:SA,E:S7,S:S3,S:H8"


@pytest.mark.parametrize(
    "lang, sentence, heading, not_said",
    [
        (
            "en",
            "Either defender (West or East) chooses; if they choose differently, West's option shall prevail (Law 55A): "
            "accept, reject.",
            "West or East chooses",
            "West chooses",
        ),
        (
            "tr",
            "Seçim defans oyuncularından herhangi birinin (Batı ya da Doğu); farklı seçimler yaparlarsa Batı'nın "
            "seçimi geçerli olur (Yasa 55A): kabul etmek, geri çevirmek.",
            "Seçimi Batı ya da Doğu yapar",
            "Seçimi Batı yapar",
        ),
    ],
)
def test_after_declarer_s_lead_out_of_turn_either_defender_chooses(client, lang, sentence, heading, not_said):
    """55A (TR): "Deklaran kendisinin veya yerin elinden sırasız çıkış yapmışsa, herhangi bir defans
    oyuncusu Yasa 53’te öngörüldüğü gibi çıkışı kabul edebilir veya geri alınmasını isteyebilir ...
    Defans oyuncuları farklı seçimler yaparlarsa sıradaki defans oyuncusunun seçimi geçerli olur";
    (WBF) "either defender may accept the lead as provided in Law 53 or require its retraction ...
    If the defenders choose differently then the option expressed by the player next in turn to the
    irregular lead shall prevail". The page said "West chooses: accept, reject." under "West
    chooses", as if East had no say."""
    shown = page(client, lang, play=FROM_THE_WRONG_HAND)
    assert escape(sentence) in seen(shown)
    assert escape(heading) in shown
    assert escape(not_said) not in shown
    assert 'data-label="55A"' in shown


@pytest.mark.parametrize("lang, heading", [("en", "East or West chooses"), ("tr", "Seçimi Doğu ya da Batı yapar")])
def test_the_heading_over_a_46b5_designation_names_either_defender(client, lang, heading):
    """46B5 (TR): "herhangi bir defans oyuncusu yerden oynanacak kartı belirtebilir"; (WBF) "either
    defender may designate the card to be played from dummy". The sentence said either defender,
    the heading over the buttons "East chooses"."""
    shown = page(client, lang, play="W:D2,designate:S:any")
    assert escape(heading) in shown


INADMISSIBLE_DOUBLE = {"q": "auction", "dealer": "N", "calls": ["N:1H", "E:pass", "S:X"]}
CALL_WHEN_REQUIRED_TO_PASS = {
    "q": "auction",
    "dealer": "N",
    "calls": ["N:1H", "E:1D", {"act": "reject", "seat": "S"}, "E:pass", "S:pass", "W:2C"],
}


@pytest.mark.parametrize(
    "query, lang, said",
    [
        (
            INADMISSIBLE_DOUBLE,
            "en",
            "If West calls before the Director has rectified the irregularity, Law 36A applies; otherwise Law 36B.",
        ),
        (
            INADMISSIBLE_DOUBLE,
            "tr",
            "Batı, hakem onarmayı belirlemeden önce konuşursa Yasa 36A uygulanır; aksi halde Yasa 36B.",
        ),
        (
            CALL_WHEN_REQUIRED_TO_PASS,
            "en",
            "If North calls before the Director has rectified the irregularity, Law 37A applies; otherwise Law 37B.",
        ),
        (
            CALL_WHEN_REQUIRED_TO_PASS,
            "tr",
            "Kuzey, hakem onarmayı belirlemeden önce konuşursa Yasa 37A uygulanır; aksi halde Yasa 37B.",
        ),
    ],
)
def test_an_inadmissible_call_is_not_the_left_hand_opponent_s_to_reject(query, lang, said):
    """36A (TR): "Kabulü olanaksız bir kontr veya sürkontrun onarılmasından önce soldaki rakip
    konuşursa kabulü olanaksız konuşma ve bundan sonraki bütün konuşmalar iptal edilir"; 36B "A
    bendi uygulanamadığında: 1. Yasa 19’un izin vermediği her kontr ve sürkontr iptal edilir";
    (WBF) 36A "If offender's LHO calls before rectification of an inadmissible double or redouble
    the inadmissible call and all subsequent calls are cancelled", 36B "When A does not apply: 1.
    any double or redouble not permitted by Law 19 is cancelled". 37A/37B the same for a call by a player
    required to pass ("soldaki rakip hakem bir onarma belirlemeden konuşursa" / "offender's LHO
    calls before the Director has ruled on rectification"). Neither gives the left-hand opponent a choice to
    accept or reject; the words said "West chooses: reject." (no guide shows these auctions: the
    engine's words are read directly)."""
    answer = rulings.answer(query)
    sentences = describe(answer, query, lang)
    assert said in sentences
    assert not any(s.startswith(("West chooses", "North chooses", "Seçim ")) for s in sentences)


STILL_FORBIDDEN = {
    "en": (
        "South chooses: require the lead of one of the penalty cards' suits, forbid one or more of those suits, "
        "add no new restriction.",
        "add no new restriction",
        "leave the lead free",
    ),
    "tr": (
        "Seçim Güney'in: cezalı kartların bulunduğu renklerden birini istemek, bu renklerin bir veya daha "
        "fazlasını yasaklamak, yeni bir kısıtlama koymamak.",
        "yeni bir kısıtlama koymamak",
        "kısıtlama koymamak",
    ),
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_choice_offered_again_while_a_suit_stays_forbidden_does_not_free_the_lead(client, lang):
    """Diamonds forbidden at trick 1 (51B2(b)), West wins it and keeps the lead, the choice is
    offered again (footnote 16, TR "Yasa 51B2 hüküm ve seçeneklerinin tamamı bir sonraki löve için
    de geçerlidir" / "all the requirements and options of Law 51B2 apply again at the following
    trick"). 51B2(b) (TR): "Eli başka bir oyuncu kazanana kadar çıkış kısıtlaması devam eder";
    (WBF) "The prohibition continues until the player loses the lead". 51B2(c) (TR): "deklaran
    herhangi bir rengin çıkılmasını isteme veya yasaklama hakkını kullanmamayı tercih edebilir. Bu
    durumda defans oyuncusunun ortağı herhangi yasal bir kartı çıkabilir"; (WBF) "declarer may
    elect not to require or prohibit a lead, in which case the defender's partner may lead any
    card" (the Turkish's "any legal card" followed, as audit16d did). The page said "leave the lead
    free" under "West may not lead a diamond for as long as he keeps the lead", sentence and button."""
    sentence, button, old = STILL_FORBIDDEN[lang]
    play = "expose:E:ST,expose:E:DJ,expose:E:CJ,expose:E:HJ,forbid_lead:S:D,W:SA,N:S2,E:ST,S:S6"
    shown = page(client, lang, deal=DEAL, play=play)
    assert escape(sentence) in seen(shown)
    choices = buttons(shown)
    assert button in choices
    assert old not in choices
    # with nothing forbidden yet, the lead is free: the first choice keeps the words
    first = buttons(page(client, lang, deal=DEAL, play="expose:E:ST,expose:E:DJ"))
    assert old in first


INSUFFICIENT_BID_NOT_ACCEPTED = {
    "q": "auction",
    "dealer": "N",
    "calls": ["N:1H", "E:1D", {"act": "reject", "seat": "S"}],
}


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "A double stands only if the Director judges it comparable (Law 27B1(b)); otherwise it is cancelled, "
            "East must correct his call again and his partner must pass whenever it is his turn to call (Law 27B3).",
        ),
        (
            "tr",
            "Kontr ancak hakem onu eşdeğer bir konuşma sayarsa geçerli olur (Yasa 27B1(b)); aksi halde iptal "
            "edilir, Doğu konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve ortağı konuşma sırası "
            "kendisine her geldiğinde pas geçmek zorundadır (Yasa 27B3).",
        ),
    ],
)
def test_a_double_offered_after_an_insufficient_bid_not_accepted_says_27b3(lang, said):
    """27B3 (TR): "Yukarıda B1(b) ile hükme bağlananın dışında, kusurlu oyuncu yetersiz deklaresini
    bir kontr veya sürkontr ile düzeltme girişiminde bulunursa, yapılmak istenen bu konuşma iptal
    edilir. Kusurlu oyuncu, konuşmasını yukarıda belirlenen kriterler çerçevesinde düzeltir ve
    ortağı konuşma sırası kendisine her geldiğinde pas geçmek zorundadır"; (WBF) "except as provided
    in B1(b) above, if the offender attempts to substitute a double or a redouble for his
    insufficient bid the attempted call is cancelled. The offender must replace it as the foregoing
    allows and his partner must then pass whenever it is his turn to call". The engine's `legal`
    offers the double (it stands when comparable, 27B1(b)); the words said only "East is to call:
    pass, double or a bid of 1♠ or higher", as if any double stood (right47, "Read and left")."""
    answer = rulings.answer(INSUFFICIENT_BID_NOT_ACCEPTED)
    assert "X" in answer["legal"]
    sentences = describe(answer, INSUFFICIENT_BID_NOT_ACCEPTED, lang)
    assert said in sentences
    # Once the double was cancelled (27B3), the engine no longer offers it, and the words say nothing of it.
    cancelled = {**INSUFFICIENT_BID_NOT_ACCEPTED, "calls": [*INSUFFICIENT_BID_NOT_ACCEPTED["calls"], "E:X"]}
    assert not any("27B1(b)" in s for s in describe(rulings.answer(cancelled), cancelled, lang))
