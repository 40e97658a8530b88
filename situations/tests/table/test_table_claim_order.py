"""claimwords: the claim's penalty-card words name the paragraph that applies, and the table page
states an order of designations.

1. 51B. With a defender's penalty cards in more than one suit the options on his partner's lead are
51B2's, not 50D2's (50D2(a): TR "(iki veya daha fazla cezalı kart için, bkz. Yasa 51)"; WBF "(for two
or more penalty cards, see Law 51)"). 51B2, TR "Bir defans oyuncusunun birden çok renkte cezalı kartı
varken ve çıkış sırası ortağında iken, deklaran defans oyuncusunun ortağının bu renklerin bir veya daha
fazlasını çıkmasını yasaklayabilir"; WBF "When a defender has penalty cards in more than one suit and
his partner is to lead, declarer may prohibit the defender's partner from leading one or more of such
suits". 50D2 still makes the partner wait: TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini
belirtinceye kadar çıkış yapamaz"; WBF "he may not lead until declarer has stated which of the options
below is selected". qa97 cited 51B on the form and the line; the clause above them still said "Law
50D2" (qa102's "Left").

2. An order of designations. 51A, TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak
oynanabilecek iki veya daha fazla cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran
belirtir"; WBF "If it is a defender's turn to play and that defender has two or more penalty cards that
can legally be played, declarer designates which is to be played at that turn". The engine holds a
stated order at every turn (claimdesig); the page offered one card. "As long as it remains a penalty
card" is 50D2(b)'s, TR "cezalı kart cezalı olarak kaldığı sürece", WBF "for as long as the penalty card
remains" (qa98).
"""

from __future__ import annotations

import re
from html import unescape
from urllib.parse import urlencode

import pytest
from django.contrib.auth.models import Group, User

from .test_table_claim import page, said, seen
from .test_table_claim_penalty import BOARD, LEAD_BOARD, TEN_TRICKS, two_penalty_cards

pytestmark = pytest.mark.django_db

TWO_SUITS = [*TEN_TRICKS, "expose:E:SQ", "expose:E:H3"]
THREE = [*TWO_SUITS, "expose:E:C2"]


# ------------------------------------------------------------------------------ 1. 51B named
@pytest.mark.parametrize(
    "lang, now, before",
    [
        (
            "en",
            "declarer's choice under Law 51B2 stated in the claim (to prohibit the lead of spades for as long as he "
            "retains the lead)",
            "declarer's choice under Law 50D2 stated in the claim",
        ),
        (
            "tr",
            "deklaranın talepte söylediği Yasa 51B2 seçimi (çıkış kendisinde kaldığı müddetçe pik rengini çıkmasını "
            "yasaklamak)",
            "deklaranın talepte söylediği Yasa 50D2 seçimi",
        ),
    ],
)
def test_declarers_stated_choice_is_named_51b2_with_penalty_cards_in_two_suits(client, lang, now, before):
    """East's SQ and H3 on the table, West to lead, South claims three, "spades prohibited": 51B2(b)."""
    text = " ".join(said(page(client, lang, TWO_SUITS, board=LEAD_BOARD, claimer="S", tricks="3", lchoice="forbid:S")))
    assert now in text
    assert before not in text


@pytest.mark.parametrize(
    "lang, now",
    [
        (
            "en",
            "when the partner is to lead, declarer's choice under Laws 51B2 and 50D2 not being stated, the option "
            "that gives the claimer fewest tricks is taken (Law 70A)",
        ),
        (
            "tr",
            "ortağı çıkış yapacakken deklaranın Yasa 51B2 ve 50D2'deki seçimi söylenmediğinden, seçeneklerden talep "
            "edene en az löve verdireni alınır (Yasa 70A)",
        ),
    ],
)
def test_a_choice_not_stated_names_the_paragraphs_of_the_losing_line(client, lang, now):
    """Not stated: the line's choice at trick 11 is 51B2(c), and at trick 13, the H3 played and the SQ
    alone, 50D2(b) (footnote 16, TR "Yasa 51B2 hüküm ve seçeneklerinin tamamı bir sonraki löve için de
    geçerlidir", WBF "all the requirements and options of Law 51B2 apply again at the following
    trick"): the clause names both."""
    text = " ".join(said(page(client, lang, TWO_SUITS, board=LEAD_BOARD, claimer="S", tricks="3")))
    assert now in text


@pytest.mark.parametrize(
    "lang, now, before",
    [
        (
            "en",
            "may not lead until declarer has stated which of the options of Law 51B2 is selected (Law 50D2)",
            "which of the options of Law 50D2 is selected",
        ),
        (
            "tr",
            "deklaran Yasa 51B2'deki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz (Yasa 50D2)",
            "deklaran Yasa 50D2'deki seçeneklerden",
        ),
    ],
)
def test_a_defenders_claim_names_51b2_for_his_partners_penalty_cards_in_two_suits(client, lang, now, before):
    """West claims one with East's SQ and H3 on the table (claimpen3's sentence; qa102 left it)."""
    text = " ".join(said(page(client, lang, TWO_SUITS, board=LEAD_BOARD, claimer="W", tricks="1")))
    assert now in text
    assert before not in text


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_one_penalty_card_still_names_50d2(client, lang):
    """East's SQ alone: the paragraph is 50D2, the words as before."""
    words = {
        "en": "declarer's choice under Law 50D2 stated in the claim",
        "tr": "deklaranın talepte söylediği Yasa 50D2 seçimi",
    }
    play = [*TEN_TRICKS, "expose:E:SQ"]
    text = " ".join(said(page(client, lang, play, board=LEAD_BOARD, claimer="S", tricks="3", lchoice="forbid:S")))
    assert words[lang] in text


# ------------------------------------------------------------------- 2. an order of designations
def order_page(client, lang: str, *cards: str, **extra) -> str:
    """East's SK and D2 on the table (claimdesig's two_penalty_cards), North to lead the H2, South
    claims two, "the heart to my ace, then the spade queen"; `cards` sent as the selects send them."""
    path = "/en/table/" if lang == "en" else "/tr/masa/"
    query = [
        *BOARD.items(),
        ("play", ",".join(two_penalty_cards())),
        ("mode", "claim"),
        ("claimer", "S"),
        ("tricks", "2"),
        ("stated", "H2,HA,SQ"),
        *(("ldesig", card) for card in cards),
        *extra.items(),
    ]
    response = client.get(path + "?" + urlencode(query))
    assert response.status_code == 200
    return unescape(seen(response.content.decode()))


def selects(html: str) -> dict[str, list[str]]:
    found = re.findall(r'<select id="(ldesig\d*)" name="ldesig">(.*?)</select>', html, re.S)
    return {key: re.findall(r"<option[^>]*>(.*?)</option>", body) for key, body in found}


LATER = {
    "en": (
        "Then, in the order stated: the card played at a turn where no card named before it, still a penalty card, "
        "can legally be played (Law 51A)",
        [
            "No further card stated",
            "East: ♠K, as long as it remains a penalty card",
            "East: ♦2, as long as it remains a penalty card",
        ],
    ),
    "tr": (
        "Sonra, söylenen sırayla: kendisinden önce söylenen kartlardan cezalı kart olarak kalan hiçbirinin yasal "
        "olarak oynanamadığı bir lövede oynanacak kart (Yasa 51A)",
        [
            "Başka kart söylenmedi",
            "Doğu: ♠R, cezalı kart olarak kaldığı sürece",
            "Doğu: ♦2, cezalı kart olarak kaldığı sürece",
        ],
    ),
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_select_for_each_penalty_card_of_the_defender(client, lang):
    html = order_page(client, lang)
    got = selects(html)
    assert list(got) == ["ldesig", "ldesig2"]
    assert got["ldesig2"] == LATER[lang][1]
    assert f'<label for="ldesig2">{LATER[lang][0]}</label>' in html
    three = page(client, lang, THREE, board=LEAD_BOARD, claimer="S", tricks="3")
    assert list(selects(three)) == ["ldesig", "ldesig2", "ldesig3"]


@pytest.mark.parametrize(
    "lang, stands, clause",
    [
        (
            "en",
            "The claim stands: the claimer's side gets 2 tricks.",
            "the designation stated in the claim (♠K, then ♦2) is held: at each turn where a card it names, still a "
            "penalty card, can legally be played, that card is played (the first it names, if several)",
        ),
        (
            "tr",
            "Talep geçerli: talep eden taraf 2 löve alır.",
            "talepte söylediği belirtme (♠R, sonra ♦2) geçerlidir: söylediği kartlardan cezalı kart olarak kalan biri "
            "yasal olarak oynanabildiği her lövede o kart oynanır (birden çoksa ilk söylediği)",
        ),
    ],
)
def test_the_order_stated_is_passed_as_the_list_and_named(client, lang, stands, clause):
    """ "The king, then the two": on the H2 East, void, has both penalty cards playable, and the king
    named first is played (51A); the SQ then wins (2). Before, the page read only one `ldesig` (the
    last sent: the D2, 1 trick)."""
    html = order_page(client, lang, "SK", "D2")
    sentences = said(html)
    assert stands in sentences
    assert clause in " ".join(sentences)
    assert re.findall(r'<option value="(\w*)" selected', html)[-2:] == ["SK", "D2"]
    # the order is kept in the statement's tap links, as one value
    assert "ldesig=SK%2CD2" in html


def test_the_order_reaches_the_query_as_a_list():
    from situations.table_claim_section import designation_order

    assert designation_order(["SK", "D2"]) == (("SK", "D2"), False, "")
    assert designation_order(["SK,D2"]) == (("SK", "D2"), False, "")
    assert designation_order(["", "D2", ""]) == (("D2",), False, "")


@pytest.mark.parametrize(
    "lang, message",
    [
        (
            "en",
            "Declarer's order of designations stated in the claim names ♠K twice: each card once, in the order he "
            "stated (Law 51A).",
        ),
        (
            "tr",
            "Deklaranın talepte söylediği belirtme sırası ♠R kartını iki kez söylüyor: her kart bir kez, söylediği "
            "sırayla (Yasa 51A).",
        ),
    ],
)
def test_a_card_named_twice_is_a_form_message(client, lang, message):
    html = order_page(client, lang, "SK", "SK")
    assert message in html
    assert said(html) == []
    assert list(selects(html)) == ["ldesig", "ldesig2"]  # the field stays to change it


@pytest.mark.parametrize("sent", [("SK", "SQ"), ("SQ",), ("XX", "SK"), ("SK,D2,C2,H2," * 10,)])
def test_a_card_not_a_penalty_card_or_unreadable_is_a_form_message(client, sent):
    html = order_page(client, "en", *sent)
    assert re.search(r'<p class="error" role="alert">', html)
    assert said(html) == []


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "en",
            "Declarer's designations stated in the claim, in their order: ♠K, ♦2, each as long as it remains a "
            "penalty card: at each turn where a defender has two or more penalty cards that can legally be played, "
            "the first of them named is played (Law 51A).",
        ),
        (
            "tr",
            "Deklaranın talepte söylediği belirtmeler, söylediği sırayla: ♠R, ♦2, her biri cezalı kart olarak "
            "kaldığı sürece: bir defans oyuncusunun yasal olarak oynanabilecek iki veya daha fazla cezalı kartı olan "
            "her lövede, bunlardan ilk söyleneni oynanır (Yasa 51A).",
        ),
    ],
)
def test_the_ruling_record_says_the_order(client, lang, words):
    user = User.objects.create_user("claimwords", password="pw-claimwords")
    user.groups.add(Group.objects.get(name="Director"))
    client.force_login(user)
    html = order_page(client, lang, "SK", "D2")
    link = unescape(re.search(r'<a href="([^"]+)" class="other-link">', html).group(1))
    form = unescape(client.get(link).content.decode())
    played = re.search(r'<textarea name="auction_and_play"[^>]*>\n?(.*?)</textarea>', form, re.S).group(1)
    assert words in played


@pytest.mark.parametrize(
    "lang, words",
    [
        ("tr", "deklaranın talepten sonra Yasa 51B1'e göre seçim yaptığı bir çıkışta"),
        ("en", "at a lead where declarer chooses under Law 51B1 after the claim"),
    ],
)
def test_51b1_is_named_with_its_own_turkish_case_ending(lang, words):
    """Two or more penalty cards of one suit: 51B1 (TR "Bir defans oyuncusunun bir renkten iki veya
    daha fazla cezalı kartı varken"; WBF "When a defender has two or more penalty cards in one
    suit"); "51B1" is read "bir", so the Turkish dative is "'e", not 50D2's "'ye"."""
    from situations.engine_words import _lead_choice_clause

    assert words in _lead_choice_clause(["made"], 0 if lang == "tr" else 1, "", ["51B1"])
