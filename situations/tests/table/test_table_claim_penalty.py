"""The table page's claim with a penalty card on the table (Laws 50, 51, 70A; issue 24): the page
passes the penalty cards of its state to the engine's `claim` query (`penalty`), which holds the
claimer's opponents to them (docs/rulings-cli.md, "Additions", "Penalty cards on the table")."""

from __future__ import annotations

import json
import re
from html import unescape
from urllib.parse import urlencode

import pytest

from situations.table import parse_play, view
from situations.table_claim import ClaimInput, claim_query

from .test_table_claim import page, said

pytestmark = pytest.mark.django_db

# 1NT by South. North's eleven clubs win the first eleven tricks (West leads the C2); East throws
# his diamonds, South his spades and the C3, West his hearts. Then: North S2 H2, East SK D2,
# South SQ HA, West H3 D3, North to lead; East drops the SK (a major penalty card: an honour,
# 50B) and South claims two, "the heart to my ace, then the spade queen".
DEAL = "N:2.2..AKQJT987654 K..AKQJT9876542. AQJT9876543.A..3 .KQJT9876543.3.2"
BOARD = {"deal": DEAL, "contract": "1NT", "declarer": "S", "vul": "0"}


def play() -> list[str]:
    cards = ["W:C2", "N:CA", "E:D4", "S:C3"]
    for club, diamond, spade, heart in zip("KQJT98765", "AKQJT9876", "AJT987654", "KQJT98765", strict=True):
        cards += [f"N:C{club}", f"E:D{diamond}", f"S:S{spade}", f"W:H{heart}"]
    cards += ["N:C4", "E:D5", "S:S3", "W:H4"]
    return [*cards, "expose:E:SK"]


def test_the_penalty_cards_of_the_table_reach_the_claim_query():
    events = parse_play(",".join(play()))
    shown = view(DEAL, "1NT", "S", False, events)
    query = claim_query(DEAL, "1NT", "S", events, shown, ClaimInput("S", 2))
    assert query["deal"] == "N:2.2.. K..2. Q.A.. .3.3."
    assert query["penalty"] == [{"seat": "E", "card": "SK", "kind": "major"}]
    # a defender's claim: the same (claimpen3; before, none: the engine ruled on the claimer's
    # opponents' penalty cards only)
    assert claim_query(DEAL, "1NT", "S", events, shown, ClaimInput("W", 1))["penalty"] == query["penalty"]


@pytest.mark.parametrize(
    "lang, stands",
    [
        ("en", "The claim stands: the claimer's side gets 2 tricks."),
        ("tr", "Talep geçerli: talep eden taraf 2 löve alır."),
    ],
)
def test_a_claim_that_fails_only_if_east_keeps_his_penalty_card_stands(client, lang, stands):
    """50D1(a): TR "bir majör cezalı kart ister çıkışta, renge uyarken, defos yaparken veya
    çakarken olsun ilk yasal fırsatta oynanmak zorundadır"; WBF "a major penalty card must be
    played at the first legal opportunity, whether in leading, following suit, discarding or
    trumping". On the heart East, void, must throw the king, and the queen is good. Before, the
    page ruled the claim failed by a trick: East kept the king for the queen."""
    html = page(client, lang, play(), board=BOARD, claimer="S", tricks="2", stated="H2,HA,SQ")
    assert stands in said(html)


@pytest.mark.parametrize(
    "lang, double_dummy, held",
    [
        (
            "en",
            "the penalty cards counted free to be played as any other card, the claimer's side takes 1 trick.",
            "a major penalty card must be played at the first legal opportunity (Law 50D1)",
        ),
        (
            "tr",
            "cezalı kartlar da diğer kartlar gibi serbestçe oynanabilir sayılırsa, talep eden taraf 1 löve alır.",
            "majör cezalı kart ilk yasal fırsatta oynanmak zorundadır (Yasa 50D1)",
        ),
    ],
)
def test_the_page_says_the_double_dummy_figure_counts_the_penalty_card_free(client, lang, double_dummy, held):
    """The solver's figure (`dd_tricks`) counts East free to keep his king (1 trick), while the
    claim stands at 2 with East held to 50D1(a) (TR "bir majör cezalı kart ... ilk yasal fırsatta
    oynanmak zorundadır"; WBF "a major penalty card must be played at the first legal opportunity").
    Before, the page said "the claimer's side takes 1 trick" double dummy beside "the claim stands:
    2 tricks", with nothing to say why."""
    sentences = said(page(client, lang, play(), board=BOARD, claimer="S", tricks="2", stated="H2,HA,SQ"))
    assert any(sentence.endswith(double_dummy) for sentence in sentences)
    assert any(held in sentence for sentence in sentences)


# 1NT by South; after ten tricks West wins the DA and is to lead: North S9 D3 C6, East SQ H3 C2,
# South H4 D5 C8, West S5 DQ C3. East then drops the SQ (a major penalty card: an honour, 50B), and
# declarer makes his 50D2 choice before South claims all three (rulings' PARTNER_ON_LEAD position).
LEAD_DEAL = "N:AK93.J6.8763.AQ6 QJ64.KQT853..T72 T.742.KT954.K984 8752.A9.AQJ2.J53"
LEAD_BOARD = {"deal": LEAD_DEAL, "contract": "1NT", "declarer": "S", "vul": "0"}
PLAYED = (
    "W:CJ N:CA E:C7 S:CK N:SK E:SJ S:ST W:S8 N:D7 E:H8 S:DK W:D2 S:C9 W:C5 N:CQ E:CT N:D6 E:HK S:DT W:DJ "
    "W:H9 N:H6 E:HQ S:H7 E:H5 S:H2 W:HA N:HJ W:S2 N:S3 E:S6 S:C4 E:S4 S:D4 W:S7 N:SA N:D8 E:HT S:D9 W:DA"
)
TEN_TRICKS = PLAYED.split()


def lead_query(*choice: str) -> dict:
    events = parse_play(",".join([*TEN_TRICKS, "expose:E:SQ", *choice]))
    shown = view(LEAD_DEAL, "1NT", "S", False, events)
    return claim_query(LEAD_DEAL, "1NT", "S", events, shown, ClaimInput("S", 3))


def test_declarers_choice_made_at_the_table_reaches_the_claim_query():
    """50D2: TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış
    yapamaz"; WBF "he may not lead until declarer has stated which of the options below is
    selected". The state holds the choice (`lead_restriction`; `decision` null once it is made),
    and the page passes it: before, it passed the penalty cards only, and the engine tried every
    choice again, against the claimer (70A)."""
    pending = lead_query()
    assert pending["penalty"] == [{"seat": "E", "card": "SQ", "kind": "major"}]
    assert "lead_restriction" not in pending and "lead_chosen" not in pending  # still to choose
    forbidden = lead_query("forbid_lead:S:S")
    assert (forbidden["penalty"], forbidden["lead_restriction"]) == ([], {"seat": "W", "forbid": "S"})
    assert lead_query("require_lead:S:S")["lead_restriction"] == {"seat": "W", "require": "S"}
    assert lead_query("no_restriction:S")["lead_chosen"] is True
    # a defender's claim: the same since claimpen3 (before, none, as the penalty cards: the engine
    # ruled on the claimer's opponents' only)
    events = parse_play(",".join([*TEN_TRICKS, "expose:E:SQ", "no_restriction:S"]))
    shown = view(LEAD_DEAL, "1NT", "S", False, events)
    defenders = claim_query(LEAD_DEAL, "1NT", "S", events, shown, ClaimInput("W", 1))
    assert defenders["lead_chosen"] is True and defenders["penalty"] == pending["penalty"]


@pytest.mark.parametrize(
    "lang, gets, made, held",
    [
        (
            "en",
            "the claimer's side gets 2 tricks.",
            "Declarer's choice on the lead made before the claim holds: a suit required binds the lead at the "
            "claim (Laws 50D2(a), 51B), and a prohibition lasts for as long as the player retains the lead "
            "(Laws 50D2(a), 51B, 26B).",
            "at a lead where declarer chooses under Law 50D2 after the claim, his choice not being stated, the "
            "option that gives the claimer fewest tricks is taken (Law 70A)",
        ),
        (
            "tr",
            "talep eden taraf 2 löve alır.",
            "Deklaranın talepten önce çıkış üzerine yaptığı seçim geçerlidir: istenen renk talep anındaki çıkışı "
            "bağlar (Yasa 50D2(a), 51B), çıkış yasağı ise çıkış oyuncuda kaldığı müddetçe sürer (Yasa 50D2(a), "
            "51B, 26B).",
            "deklaranın talepten sonra Yasa 50D2'ye göre seçim yaptığı bir çıkışta, seçimi söylenmediğinden",
        ),
    ],
)
def test_50d2_b_chosen_at_the_table_is_not_tried_again_and_the_page_says_so(client, lang, gets, made, held):
    """Declarer chose 50D2(b) before the claim (TR "Bir çıkışı istememek veya yasaklamamak, bu
    durumda defans oyuncusu herhangi bir kartı çıkabilir; cezalı kart masa üzerinde cezalı kart
    olarak kalır"; WBF "not to require or prohibit a lead, in which case the defender may lead any
    card and the penalty card remains on the table as a penalty card"). East's queen must then be
    played at the first legal opportunity (50D1(a)), and South gets two of his three. Before, the
    page's query left the choice open, the engine tried the prohibition against the claimer (70A),
    and the page gave one trick and said declarer's choice was "not being stated"."""
    sentences = said(
        page(client, lang, [*TEN_TRICKS, "expose:E:SQ", "no_restriction:S"], board=LEAD_BOARD, claimer="S", tricks="3")
    )
    assert any(sentence.endswith(gets) for sentence in sentences)
    assert made in sentences
    assert any(held in sentence for sentence in sentences)
    assert not any("not being stated, the option" in s and "when the partner is to lead" in s for s in sentences)


@pytest.mark.parametrize(
    "lang, gets",
    [
        # the solver's figure sets the prohibition aside: the words say no more than 70A (qa95)
        ("en", "any doubtful point shall be resolved against the claimer (Law 70A); the claimer's side gets 1 trick."),
        ("tr", "her şüpheli durum talep edenin aleyhine çözümlenecektir (Yasa 70A); talep eden taraf 1 löve alır."),
    ],
)
def test_a_prohibition_made_at_the_table_holds_on_the_claim(client, lang, gets):
    """Declarer forbade spades (50D2(a): TR "çıkış kendisinde kaldığı müddetçe o rengi çıkmasını
    yasaklamak"; WBF "to prohibit him from leading that suit for as long as he retains the lead");
    the queen was picked up. West may not win the DQ and go on with the S5 to the queen (none for
    South); the claim gets one. Before, the page's query had no penalty card and no restriction:
    the defence was free, and South got none."""
    sentences = said(
        page(client, lang, [*TEN_TRICKS, "expose:E:SQ", "forbid_lead:S:S"], board=LEAD_BOARD, claimer="S", tricks="3")
    )
    assert any(sentence.endswith(gets) for sentence in sentences)


# qa95: East drops the D2 beside the SK: two penalty cards, both major (50B: TR "bir defans
# oyuncusunun iki veya daha fazla cezalı kartı olduğunda, bütün bu kartlar majör cezalı karta
# dönüşür"; WBF "when one defender has two or more penalty cards, all such cards become major
# penalty cards"). North leads the H2 and East, void, must play one of them, declarer designating
# which (51A: TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha
# fazla cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir"; WBF "If it is a
# defender's turn to play and that defender has two or more penalty cards that can legally be
# played, declarer designates which is to be played at that turn"). The SK designated, the SQ is
# good and South takes both tricks; the D2 designated, East's king takes the last trick.
def two_penalty_cards() -> list[str]:
    return [*play(), "expose:E:D2"]


@pytest.mark.parametrize(
    "lang, no_line, fails",
    [
        (
            "en",
            "No line of play takes the tricks claimed",
            "The line below is a normal line, against a defence that plays as the Laws allow, and takes fewer "
            "tricks than claimed: the Director adjudicates the result as equitably as possible to both sides, and any "
            "doubtful point shall be resolved against the claimer (Law 70A); the claimer's side gets 1 trick.",
        ),
        (
            "tr",
            "Hiçbir oyun tarzı talep edilen löveleri sağlamaz",
            "Aşağıdaki yol, savunmanın Yasaların izin verdiği gibi oynadığı normal bir yoldur ve talep edilenden az "
            "löve alır: hakem bordun sonucunu her iki taraf için de mümkün olduğunca eşit olarak kararlaştırır, talep "
            "ile ilgili her şüpheli durum talep edenin aleyhine çözümlenecektir (Yasa 70A); talep eden taraf 1 löve alır.",
        ),
    ],
)
def test_a_line_the_designation_makes_is_not_denied(client, lang, no_line, fails):
    """With the SK designated (51A, above) South takes both tricks: a line takes the tricks claimed.
    The solver's figure (1) counts East free to keep both cards, which no legal defence does; the
    claim fails on the line that designates the D2 (70A, TR "hakem bordun sonucunu her iki taraf
    için de mümkün olduğunca eşit olarak kararlaştırır, ancak talep ile ilgili her şüpheli durum
    talep edenin aleyhine çözümlenecektir"; WBF "the Director adjudicates the result of the board as
    equitably as possible to both sides, but any doubtful point as to a claim shall be resolved
    against the claimer"). Before, the page said "No line of play takes the tricks claimed, not even
    with all four hands seen", which the SK designated refutes. The solver's figure cannot tell the
    page whether a legal line takes more, so it says only what holds either way."""
    sentences = said(page(client, lang, two_penalty_cards(), board=BOARD, claimer="S", tricks="2", stated="H2,HA,SQ"))
    assert not any(sentence.startswith(no_line) for sentence in sentences)
    assert fails in sentences


@pytest.mark.parametrize(
    "lang, designation",
    [
        (
            "en",
            "of two or more penalty cards that can legally be played, declarer designates which is to be played "
            "(Law 51A); his designation not being stated, the one that gives the claimer fewest tricks is taken "
            "(Law 70A)",
        ),
        (
            "tr",
            "yasal olarak oynanabilecek iki ya da daha fazla cezalı karttan hangisinin oynanacağını deklaran "
            "belirtir (Yasa 51A); belirttiği kart söylenmediğinden, talep edene en az löve verdireni alınır (Yasa 70A)",
        ),
    ],
)
def test_the_page_says_declarer_designates_of_two_penalty_cards(client, lang, designation):
    """51A (above): on the H2 the line shows East's D2 played, not the king, a card declarer
    designates. Before, the page said only that "The defence plays its penalty cards as Laws 50 and
    51 require", as though East had chosen it; a single penalty card gets no such words."""
    sentences = said(page(client, lang, two_penalty_cards(), board=BOARD, claimer="S", tricks="2", stated="H2,HA,SQ"))
    assert any(designation in sentence for sentence in sentences)
    single = said(page(client, lang, play(), board=BOARD, claimer="S", tricks="2", stated="H2,HA,SQ"))
    assert not any("51A" in sentence for sentence in single)


# ------------------------------------------------------------- claimui: declarer's choice stated in the claim
# LEAD_DEAL with East's SQ on the table and declarer's choice still pending (the `state` query's
# `decision`): South claims all three and states what he will choose at West's lead.
PENDING = [*TEN_TRICKS, "expose:E:SQ"]


def choice_page(client, lang: str, lchoice: str, claimer: str = "S", tricks: str = "3") -> str:
    return page(client, lang, PENDING, board=LEAD_BOARD, claimer=claimer, tricks=tricks, lchoice=lchoice)


def test_the_choice_stated_reaches_the_claim_query():
    """50D2: TR "Deklaran aşağıdakilerden birini seçebilir"; WBF "Declarer may choose": the page
    passes the choice the director selects as the statement's `lead_choice` (docs/rulings-cli.md,
    "Additions"); before, the page had no field for it and the engine tried every choice (70A)."""
    events = parse_play(",".join(PENDING))
    shown = view(LEAD_DEAL, "1NT", "S", False, events)

    def stated(choice):
        entered = ClaimInput("S", 3, lead_choice=choice)
        return claim_query(LEAD_DEAL, "1NT", "S", events, shown, entered)["statement"].get("lead_choice")

    assert stated(None) is None
    assert stated(("none", ())) == {"act": "no_restriction"}
    assert stated(("require", ("S",))) == {"act": "require_lead", "suit": "S"}
    assert stated(("forbid", ("S", "H"))) == {"act": "forbid_lead", "suits": ["S", "H"]}


@pytest.mark.parametrize(
    "lang, label, options",
    [
        (
            "en",
            "Declarer’s choice for a defender’s lead, as stated in the claim (Law 50D2",
            [
                "Not stated: resolved against the claimer (Law 70A)",
                "To require the defender to lead spades (Law 50D2(a))",
                "To prohibit him from leading spades for as long as he retains the lead (Law 50D2(a))",
                "Not to require or prohibit a lead (Law 50D2(b))",
            ],
        ),
        (
            "tr",
            "Deklaranın talepte söylediği, defans oyuncusunun çıkışı üzerine seçimi (Yasa 50D2",
            [
                "Söylenmedi: talep edenin aleyhine çözümlenecektir (Yasa 70A)",
                "Defans oyuncusundan pik rengini çıkmasını istemek (Yasa 50D2(a))",
                "Çıkış kendisinde kaldığı müddetçe pik rengini çıkmasını yasaklamak (Yasa 50D2(a))",
                "Bir çıkışı istememek veya yasaklamamak (Yasa 50D2(b))",
            ],
        ),
    ],
)
def test_the_form_offers_50d2s_options_only_with_a_major_penalty_card_in_declarers_claim(client, lang, label, options):
    """50D2 in its own words: (a) TR "Defans oyuncusundan cezalı kartın rengini çıkmasını istemek
    veya çıkış kendisinde kaldığı müddetçe o rengi çıkmasını yasaklamak"; WBF "to require the
    defender to lead the suit of the penalty card, or to prohibit him from leading that suit for as
    long as he retains the lead"; (b) TR "Bir çıkışı istememek veya yasaklamamak"; WBF "not to
    require or prohibit a lead". The choice is declarer's (TR "deklaran ... seçtiğini
    belirtinceye kadar"; WBF "until declarer has stated which of the options below is selected"):
    not offered in a defender's claim, nor without a major penalty card (50C: TR "Kusurlu
    oyuncunun ortağı çıkış kısıtlamasına tabi değildir"; WBF "Offender's partner is not subject to
    lead restriction")."""
    html = page(client, lang, PENDING, board=LEAD_BOARD, claimer="S")
    assert label in html
    found = re.findall(r'<select id="lchoice" name="lchoice">(.*?)</select>', html, re.S)
    assert re.findall(r"<option[^>]*>(.*?)</option>", found[0]) == options
    assert 'name="lchoice"' not in page(client, lang, PENDING, board=LEAD_BOARD, claimer="W")
    assert 'name="lchoice"' not in page(client, lang, TEN_TRICKS, board=LEAD_BOARD, claimer="S")


@pytest.mark.parametrize(
    "lang, lchoice, gets, stated",
    [
        ("en", "none", "the claimer's side gets 2 tricks.", "stated in the claim (not to require or prohibit a lead)"),
        (
            "tr",
            "none",
            "talep eden taraf 2 löve alır.",
            "talepte söylediği Yasa 50D2 seçimi (bir çıkışı istememek veya yasaklamamak)",
        ),
        ("en", "require:S", "the claimer's side gets 2 tricks.", "stated in the claim (to require the lead of spades)"),
        (
            "tr",
            "forbid:S",
            "talep eden taraf 1 löve alır.",
            "(çıkış kendisinde kaldığı müddetçe pik rengini çıkmasını yasaklamak)",
        ),
    ],
)
def test_the_choice_stated_is_held_and_named(client, lang, lchoice, gets, stated):
    """The choice stated is no doubtful point (50D2: TR "deklaran aşağıdaki seçeneklerden hangisini
    seçtiğini belirtinceye kadar çıkış yapamaz"; WBF "he may not lead until declarer has stated
    which of the options below is selected"). 50D2(b) stated (TR "cezalı kart masa üzerinde cezalı
    kart olarak kalır"; WBF "the penalty card remains on the table as a penalty card"): East's
    queen goes at the first legal opportunity (50D1(a)) and South gets two, as with spades required
    (the queen wins West's S5, and South's H4 and C8 are good); spades forbidden, one (rulings'
    test_50d2_a_choice_stated_in_the_claim_is_made). Before, the page had no field: the engine
    tried every choice against the claimer (70A) and South got one whatever he had said."""
    sentences = said(choice_page(client, lang, lchoice))
    assert any(sentence.endswith(gets) for sentence in sentences)
    assert any(stated in sentence for sentence in sentences)


@pytest.mark.parametrize(
    "lang, lchoice, claimer, tricks, message",
    [
        (
            "en",
            "forbid:H",
            "S",
            "3",
            "Declarer's choice stated names hearts, and no major penalty card of that suit is on the table (spades)",
        ),
        (
            "tr",
            "forbid:H",
            "S",
            "3",
            "Deklaranın söylediği seçim kör rengini anıyor, ama masada o renkten majör cezalı kart yok (pik)",
        ),
        ("en", "none", "W", "1", "A defender claims: the choice of Laws 50D2 and 51B is declarer's"),
        ("tr", "none", "W", "1", "Talep eden bir defans oyuncusudur: Yasa 50D2 ve 51B'deki seçim deklaranındır"),
        ("en", "forbid:X", "S", "3", "Declarer's choice stated in the claim must be one the form offers"),
        ("tr", "require:S+H", "S", "3", "Deklaranın talepte söylediği seçim formun sunduklarından biri olmalıdır"),
    ],
)
def test_a_choice_that_cannot_be_stated_is_a_form_message(client, lang, lchoice, claimer, tricks, message):
    """50D2(a): declarer may require or prohibit "the suit of the penalty card" (TR "cezalı kartın
    rengini"), and the choice is his (TR "deklaran ... seçtiğini belirtinceye kadar"; WBF "until
    declarer has stated which of the options below is selected"); a choice the form does not offer
    is said too. Each is a message on the form, never a server error, and no ruling is shown;
    the field stays on the form to be changed."""
    html = choice_page(client, lang, lchoice, claimer=claimer, tricks=tricks)
    assert message in html
    assert not said(html)
    assert 'name="lchoice"' in html


def test_the_api_refuses_a_stated_choice_naming_the_field(client):
    """The same refusals through POST /api/rulings/, answered as the API answers every query it
    cannot rule on (situations/openapi.json: "A query that cannot be answered is answered
    {"error": ...}"; a 400 is for a body that is not one): the message names the field."""
    events = parse_play(",".join(PENDING))
    shown = view(LEAD_DEAL, "1NT", "S", False, events)
    query = claim_query(LEAD_DEAL, "1NT", "S", events, shown, ClaimInput("S", 3, lead_choice=("forbid", ("H",))))
    response = client.post("/api/rulings/", json.dumps(query), content_type="application/json")
    assert response.status_code == 200
    assert response.json()["error"].startswith("statement.lead_choice: H is not the suit of a major penalty card")
    query = claim_query(LEAD_DEAL, "1NT", "S", events, shown, ClaimInput("W", 1, lead_choice=("none", ())))
    response = client.post("/api/rulings/", json.dumps(query), content_type="application/json")
    assert response.status_code == 200
    assert response.json()["error"].startswith("statement.lead_choice: the choice of 50D2 and 51B is declarer's")


@pytest.mark.parametrize(
    "lang, lchoice, words",
    [
        (
            "en",
            "",
            "Before West leads to trick 11, declarer's choice: to prohibit the lead of spades for as long as he "
            "retains the lead (Law 50D2(a)).",
        ),
        (
            "tr",
            "",
            "11. löveye Batı çıkmadan önce deklaranın seçimi: çıkış kendisinde kaldığı müddetçe pik rengini "
            "çıkmasını yasaklamak (Yasa 50D2(a)).",
        ),
        (
            "en",
            "forbid:S",
            "Before West leads to trick 11, declarer's choice: to prohibit the lead of spades for as long as he "
            "retains the lead (Law 50D2(a)), the choice stated in the claim.",
        ),
        (
            "tr",
            "forbid:S",
            "11. löveye Batı çıkmadan önce deklaranın seçimi: çıkış kendisinde kaldığı müddetçe pik rengini "
            "çıkmasını yasaklamak (Yasa 50D2(a)), talepte söylenen seçim.",
        ),
    ],
)
def test_the_losing_line_shows_declarers_choice(client, lang, lchoice, words):
    """The line shows the cards, not the choice behind them (claimpen2): the engine's
    `losing_choices` says it, and the page says it before the trick. 50D2(a): TR "çıkış kendisinde
    kaldığı müddetçe o rengi çıkmasını yasaklamak"; WBF "to prohibit him from leading that suit
    for as long as he retains the lead". Not stated, it is the choice against the claimer (70A);
    stated, the page says it is the one stated. Before, the line showed West's C3 and the queen
    kept on the DQ with no word of the prohibition that let East keep it."""
    assert words in said(choice_page(client, lang, lchoice))


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "en",
            "At trick 12, declarer designates ♦2, of East's penalty cards that can legally be played, to be played "
            "(Law 51A).",
        ),
        (
            "tr",
            "12. lövede deklaran, Doğu'nun yasal olarak oynanabilecek cezalı kartlarından ♦2 kartının oynanacağını "
            "belirtir (Yasa 51A).",
        ),
    ],
)
def test_the_losing_line_shows_declarers_designation(client, lang, words):
    """51A: TR "o lövede hangisinin oynanacağını deklaran belirtir"; WBF "declarer designates which
    is to be played at that turn". On North's H2 East plays the D2 of his SK and D2: the
    designation against the claimer (70A), now said as declarer's. Before, the line showed "East
    ♦2" as though East had chosen it."""
    html = page(client, lang, two_penalty_cards(), board=BOARD, claimer="S", tricks="2", stated="H2,HA,SQ")
    assert words in [re.sub(r"<[^>]+>", "", s) for s in said(html)]


@pytest.mark.parametrize(
    "lang, said",
    [
        (
            "en",
            "Declarer's choice stated in the claim: To prohibit him from leading spades for as long as he retains "
            "the lead (Law 50D2(a)).",
        ),
        (
            "tr",
            "Deklaranın talepte söylediği seçim: Çıkış kendisinde kaldığı müddetçe pik rengini çıkmasını "
            "yasaklamak (Yasa 50D2(a)).",
        ),
    ],
)
def test_the_ruling_record_taken_from_the_claim_says_the_choice_stated(client, lang, said):
    """A printed ruling is read by players who do not open the table: the record the table starts
    carries the claim in words (qa86), now with declarer's choice as stated (50D2(a): TR "çıkış
    kendisinde kaldığı müddetçe o rengi çıkmasını yasaklamak"; WBF "to prohibit him from leading
    that suit for as long as he retains the lead"). Before, the record did not say it."""
    from django.contrib.auth.models import Group, User

    user = User.objects.create_user("claimui", password="pw-claimui")
    user.groups.add(Group.objects.get(name="Director"))
    client.force_login(user)
    path = "/en/table/" if lang == "en" else "/tr/masa/"
    query = {**LEAD_BOARD, "play": ",".join(PENDING), "mode": "claim", "claimer": "S", "tricks": "3"}
    html = client.get(path + "?" + urlencode({**query, "lchoice": "forbid:S"})).content.decode()
    link = unescape(re.search(r'<a href="([^"]+)" class="other-link">', html).group(1))
    form = unescape(client.get(link).content.decode())
    played = re.search(r'<textarea name="auction_and_play"[^>]*>\n?(.*?)</textarea>', form, re.S).group(1)
    assert said in played


# ------------------------------------------------------------- claimdesig: a 51A designation stated
# two_penalty_cards (above): East's SK and D2 on the table, North to lead the H2, South claims two.
# 51A: TR "Sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla
# cezalı karta sahipse, o lövede hangisinin oynanacağını deklaran belirtir"; WBF "If it is a
# defender's turn to play and that defender has two or more penalty cards that can legally be
# played, declarer designates which is to be played at that turn". 70A: TR "talep ile ilgili her
# şüpheli durum talep edenin aleyhine çözümlenecektir"; WBF "any doubtful point as to a claim
# shall be resolved against the claimer": only where the statement names no designation.
def designation_page(client, lang: str, ldesig: str, claimer: str = "S", tricks: str = "2", stated: str = "H2,HA,SQ"):
    return page(
        client, lang, two_penalty_cards(), board=BOARD, claimer=claimer, tricks=tricks, stated=stated, ldesig=ldesig
    )


def test_the_designation_stated_reaches_the_claim_query():
    """The form's `ldesig` is passed as the statement's `designation` (docs/rulings-cli.md,
    "Additions"); not stated, the statement has no such field, as before."""
    events = parse_play(",".join(two_penalty_cards()))
    shown = view(DEAL, "1NT", "S", False, events)
    query = claim_query(DEAL, "1NT", "S", events, shown, ClaimInput("S", 2, designation="SK"))
    assert query["statement"]["designation"] == ["SK"]
    assert "designation" not in claim_query(DEAL, "1NT", "S", events, shown, ClaimInput("S", 2))["statement"]


@pytest.mark.parametrize(
    "lang, label, options",
    [
        (
            "en",
            "Declarer’s designation of a defender’s penalty card, as stated in the claim (Law 51A: if a defender has "
            "two or more penalty cards that can legally be played, declarer designates which is to be played at "
            "that turn)",
            [
                "Not stated: resolved against the claimer (Law 70A)",
                "East: ♠K, as long as it remains a penalty card, to be played at the first turn where it can legally "
                "be played (Law 51A)",
                "East: ♦2, as long as it remains a penalty card, to be played at the first turn where it can legally "
                "be played (Law 51A)",
            ],
        ),
        (
            "tr",
            "Deklaranın talepte söylediği, defans oyuncusunun cezalı kartlarından hangisinin oynanacağı (Yasa 51A: "
            "sıra kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla cezalı karta "
            "sahipse, o lövede hangisinin oynanacağını deklaran belirtir)",
            [
                "Söylenmedi: talep edenin aleyhine çözümlenecektir (Yasa 70A)",
                "Doğu: ♠R, cezalı kart olarak kaldığı sürece, yasal olarak oynanabileceği ilk lövede oynanacak (Yasa 51A)",
                "Doğu: ♦2, cezalı kart olarak kaldığı sürece, yasal olarak oynanabileceği ilk lövede oynanacak (Yasa 51A)",
            ],
        ),
    ],
)
def test_the_form_offers_51a_only_with_two_penalty_cards_in_declarers_claim(client, lang, label, options):
    """51A in its own words: declarer designates (TR "deklaran belirtir"), for a defender with "two
    or more penalty cards" (TR "iki veya daha fazla cezalı karta"): not offered with one penalty
    card, nor in a defender's claim. A plain GET select, as the rest of the form."""
    html = page(client, lang, two_penalty_cards(), board=BOARD, claimer="S")
    assert label in html
    found = re.findall(r'<select id="ldesig" name="ldesig">(.*?)</select>', html, re.S)
    assert re.findall(r"<option[^>]*>(.*?)</option>", found[0]) == options
    assert 'name="ldesig"' not in page(client, lang, two_penalty_cards(), board=BOARD, claimer="W")
    assert 'name="ldesig"' not in page(client, lang, play(), board=BOARD, claimer="S")


@pytest.mark.parametrize(
    "lang, ldesig, outcome, words",
    [
        (
            "en",
            "SK",
            "The claim stands: the claimer's side gets 2 tricks.",
            "the designation stated in the claim is held: at each turn where a card it names, still a penalty card, "
            "can legally be played, that card is played (the first it names, if several); at any other turn, his designation "
            "not being stated, the one that gives the claimer fewest tricks is taken (Law 70A)",
        ),
        (
            "tr",
            "SK",
            "Talep geçerli: talep eden taraf 2 löve alır.",
            "talepte söylediği belirtme geçerlidir: söylediği kartlardan cezalı kart olarak kalan biri yasal olarak "
            "oynanabildiği her lövede "
            "o kart oynanır (birden çoksa ilk söylediği); diğer lövelerde, belirttiği kart söylenmediğinden, talep "
            "edene en az löve verdireni alınır (Yasa 70A)",
        ),
        (
            "en",
            "D2",
            "At trick 12, declarer designates ♦2, of East's penalty cards that can legally be played, to be played "
            "(Law 51A), the designation stated in the claim.",
            "the designation stated in the claim is held",
        ),
        (
            "tr",
            "D2",
            "12. lövede deklaran, Doğu'nun yasal olarak oynanabilecek cezalı kartlarından ♦2 kartının oynanacağını "
            "belirtir (Yasa 51A), talepte söylenen belirtme.",
            "talepte söylediği belirtme geçerlidir",
        ),
    ],
)
def test_the_designation_stated_is_held_and_said(client, lang, ldesig, outcome, words):
    """South says East is to play the king: on North's H2 the king goes (51A), the SQ is good, and
    the claim stands at two; the page says the designation stated was held. With the D2 stated the
    line shows it as the designation stated (East keeps the king, one trick). Before, the page had
    no such field and ruled the claim failed by one either way (the D2 tried against him, 70A)."""
    sentences = [re.sub(r"<[^>]+>", "", s) for s in said(designation_page(client, lang, ldesig))]
    assert outcome in sentences
    assert any(words in sentence for sentence in sentences)


@pytest.mark.parametrize(
    "lang, ldesig, claimer, tricks, stated, message",
    [
        (
            "en",
            "SQ",
            "S",
            "2",
            "H2,HA,SQ",
            "Declarer's designation stated names ♠Q, which is not one of two or more penalty cards of a defender on "
            "the table: declarer designates only among those (Law 51A).",
        ),
        (
            "tr",
            "SQ",
            "S",
            "2",
            "H2,HA,SQ",
            "Deklaranın talepte belirttiği ♠D, masadaki bir defans oyuncusunun iki veya daha fazla cezalı kartından "
            "biri değildir: deklaran yalnızca bunlar arasından belirtir (Yasa 51A).",
        ),
        (
            "en",
            "ZZ",
            "S",
            "2",
            "H2,HA,SQ",
            "Declarer's designation stated in the claim must be one the form offers: a penalty card of a defender "
            "who has two or more (Law 51A).",
        ),
        (
            "en",
            "SK",
            "W",
            "0",
            "",
            "A defender claims: the designation of Law 51A is declarer's, and a defender's claim states none; not "
            "stated, it is taken against the claimer (Law 70A). Set declarer's designation to “Not stated”, or "
            "choose declarer's side as the claimer.",
        ),
        (
            "tr",
            "SK",
            "W",
            "0",
            "",
            "Talep eden bir defans oyuncusudur: Yasa 51A'ya göre oynanacak cezalı kartı deklaran belirtir ve bir "
            "defans oyuncusunun talebi bunu söyleyemez; söylenmediğinde talep edenin aleyhine alınır (Yasa 70A). "
            "Deklaranın belirttiği kartı “Söylenmedi” yapın ya da talep eden olarak deklaranın tarafını seçin.",
        ),
    ],
)
def test_a_designation_that_cannot_be_stated_is_a_form_message(client, lang, ldesig, claimer, tricks, stated, message):
    """51A: declarer designates among a defender's "two or more penalty cards" (TR "iki veya daha
    fazla cezalı karta"), and the designation is his (TR "deklaran belirtir"; WBF "declarer
    designates"): a card that is not one, a value the form does not offer, a defender's claim, each
    a message on the form (status 200), no ruling shown, the field still there to change."""
    html = designation_page(client, lang, ldesig, claimer=claimer, tricks=tricks, stated=stated)
    assert message in html
    assert not said(html)
    assert 'name="ldesig"' in html


def test_the_api_refuses_a_designation_naming_the_field(client):
    """The same refusals through POST /api/rulings/, answered as the API answers every query it
    cannot rule on (situations/openapi.json): status 200, `error` naming the field."""
    events = parse_play(",".join(two_penalty_cards()))
    shown = view(DEAL, "1NT", "S", False, events)
    query = claim_query(DEAL, "1NT", "S", events, shown, ClaimInput("S", 2, designation="SQ"))
    response = client.post("/api/rulings/", json.dumps(query), content_type="application/json")
    assert response.status_code == 200
    assert response.json()["error"].startswith("statement.designation[0]: SQ is not a penalty card on the table")
    query = claim_query(DEAL, "1NT", "S", events, shown, ClaimInput("W", 0, designation="SK"))
    response = client.post("/api/rulings/", json.dumps(query), content_type="application/json")
    assert response.status_code == 200
    assert response.json()["error"].startswith("statement.designation: the designation of 51A is declarer's")


@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "en",
            "Declarer's designation stated in the claim: East: ♠K, as long as it remains a penalty card, to be played "
            "at the first turn where it can legally be played (Law 51A).",
        ),
        (
            "tr",
            "Deklaranın talepte belirttiği kart: Doğu: ♠R, cezalı kart olarak kaldığı sürece, yasal olarak "
            "oynanabileceği ilk lövede oynanacak (Yasa 51A).",
        ),
    ],
)
def test_the_ruling_record_taken_from_the_claim_says_the_designation_stated(client, lang, words):
    """The record the table starts carries the claim in words (qa86, claimui), now with declarer's
    51A designation as stated (TR "o lövede hangisinin oynanacağını deklaran belirtir"; WBF
    "declarer designates which is to be played at that turn"). Before, the record did not say it."""
    from django.contrib.auth.models import Group, User

    user = User.objects.create_user("claimdesig", password="pw-claimdesig")
    user.groups.add(Group.objects.get(name="Director"))
    client.force_login(user)
    path = "/en/table/" if lang == "en" else "/tr/masa/"
    query = {**BOARD, "play": ",".join(two_penalty_cards()), "mode": "claim", "claimer": "S", "tricks": "2"}
    html = client.get(path + "?" + urlencode({**query, "stated": "H2,HA,SQ", "ldesig": "SK"})).content.decode()
    link = unescape(re.search(r'<a href="([^"]+)" class="other-link">', html).group(1))
    form = unescape(client.get(link).content.decode())
    played = re.search(r'<textarea name="auction_and_play"[^>]*>\n?(.*?)</textarea>', form, re.S).group(1)
    assert words in played
