"""claimpen3: the table page's claim (`/en/table/`, `/tr/masa/`, claim mode) when a defender claims
with his own side's penalty cards on the table.

Before, the page passed no penalty card in a defender's claim (the engine refused his own side's),
ruled with every card free and said "The ruling below does not take this into account". Now the
engine holds the claimer's side to Laws 50 and 51 as any defender, and takes declarer's choices
and designations against the claimer: 70A, TR "talep ile ilgili her şüpheli durum talep edenin
aleyhine çözümlenecektir"; WBF "any doubtful point as to a claim shall be resolved against the
claimer". The page says so in both languages.
"""

import re
from html import unescape
from urllib.parse import urlencode

import pytest

from tests.seen import seen

pytestmark = pytest.mark.django_db

# docs/rulings-cli.md's deal, 4H by South (the deal of test_table_qa86.py). Eight tricks played; South
# is to lead to trick 9. Left: North ♦84 ♣Q96, East ♦Q7 ♣K85, South ♥4 ♦6 ♣AJ4, West ♦3 ♣T732.
DEAL = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"
EIGHT_TRICKS = (
    "W:D2,N:DK,E:DA,S:DJ,E:SQ,S:S7,W:ST,N:SA,N:SK,E:SJ,S:S3,W:S6,N:S5,E:S9,S:HA,W:S4,S:HK,W:H2,N:HQ,"
    "E:H7,S:HT,W:DT,N:HJ,E:H6,N:S2,E:S8,S:H9,W:D9,S:H8,W:D5,N:H3,E:H5"
)
# West claims two for East-West (the ♣K over North's ♣Q, the ♦Q), mentioning South's trump.
WEST_CLAIMS_TWO = {"mode": "claim", "claimer": "W", "tricks": "2", "trumps": "1"}

HELD = {
    "en": (
        "The claimer's side plays its penalty cards as Laws 50 and 51 require of any defender: a major penalty "
        "card must be played at the first legal opportunity, whatever the order of the statement (Law 50D1)"
    ),
    "tr": (
        "Talep eden taraf, her defans oyuncusu gibi, cezalı kartlarını Yasa 50 ve 51'in gerektirdiği gibi oynar: "
        "majör cezalı kart, açıklamadaki sıra ne olursa olsun, ilk yasal fırsatta oynanmak zorundadır (Yasa 50D1)"
    ),
}
AGAINST = {
    "en": (
        "These choices are declarer's, and a defender's claim cannot state them: each choice of declarer's after "
        "the claim is taken against the claimer, the option that gives the claimer fewest tricks (Law 70A)."
    ),
    "tr": (
        "Bu seçimler deklaranındır ve bir defans oyuncusunun talebi onları söyleyemez: deklaranın talepten sonraki "
        "her seçimi, talep edenin aleyhine, talep edene en az löve verdiren seçenek olarak alınır (Yasa 70A)."
    ),
}
GETS = {"en": "the claimer's side gets {} trick", "tr": "talep eden taraf {} löve alır"}
OLD = {"en": "The ruling below does not take this into account", "tr": "Aşağıdaki karar bunu hesaba katmaz"}


def url(lang: str, play: str, **params) -> str:
    base = {"deal": DEAL, "contract": "4H", "declarer": "S", "vul": "0", "play": play}
    return ("/en/table/" if lang == "en" else "/tr/masa/") + "?" + urlencode({**base, **params})


def words(page: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", unescape(page)).split())


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_defenders_claim_holds_his_partners_major_penalty_card(client, lang):
    """East's ♣K exposed: a major penalty card (50B, TR "Onör derecesinde herhangi bir kart ... majör
    cezalı karta dönüşür"; WBF "Any card of honor rank ... becomes a major penalty card"). West
    claims two. 50D1(a): TR "bir majör cezalı kart ister çıkışta, renge uyarken, defos yaparken veya
    çakarken olsun ilk yasal fırsatta oynanmak zorundadır"; WBF "a major penalty card must be played
    at the first legal opportunity, whether in leading, following suit, discarding or trumping".
    On South's ♣A East must follow with the king, and East-West keep only the ♦Q: one trick (worked
    by hand: no line gives them the ♣K). Before, the page ruled with East free to keep the king
    ("The claim stands: the claimer's side gets 2 tricks") and said the ruling did not weigh it."""
    page = words(seen(client.get(url(lang, EIGHT_TRICKS + ",expose:E:CK", **WEST_CLAIMS_TWO)).content.decode()))
    assert HELD[lang] in page
    assert AGAINST[lang] in page
    assert GETS[lang].format(1) in page
    assert OLD[lang] not in page
    trick_9 = "Trick 9: South ♣A, West ♣2, North ♣6, East ♣K"
    if lang == "en":
        assert trick_9 in page


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_defenders_claim_with_two_penalty_cards_says_declarer_designates(client, lang):
    """East's ♣K and ♦7 exposed: two penalty cards, both major (50B, TR "bir defans oyuncusunun iki
    veya daha fazla cezalı kartı olduğunda, bütün bu kartlar majör cezalı karta dönüşür"; WBF "when
    one defender has two or more penalty cards, all such cards become major penalty cards"). Of two
    or more that can legally be played declarer designates (51A, TR "o lövede hangisinin
    oynanacağını deklaran belirtir"; WBF "declarer designates which is to be played at that turn"),
    which a defender's claim cannot state. By hand: the ♣K goes on the ♣A (the only penalty card
    of the suit led), the ♦7 on North's ♦8, and South ruffs the ♦Q: no trick."""
    play = EIGHT_TRICKS + ",expose:E:CK,expose:E:D7"
    page = words(seen(client.get(url(lang, play, **WEST_CLAIMS_TWO)).content.decode()))
    designates = {
        "en": "of two or more penalty cards that can legally be played, declarer designates which is to be played "
        "(Law 51A)",
        "tr": "yasal olarak oynanabilecek iki ya da daha fazla cezalı karttan hangisinin oynanacağını deklaran "
        "belirtir (Yasa 51A)",
    }[lang]
    assert designates in page
    assert AGAINST[lang] in page
    assert GETS[lang].format(0) in page


@pytest.mark.parametrize(
    "lang, extra, message",
    [
        (
            "en",
            {"ldesig": "CK"},
            "A defender claims: the designation of Law 51A is declarer's, and a defender's claim states none; not "
            "stated, it is taken against the claimer (Law 70A).",
        ),
        (
            "tr",
            {"lchoice": "forbid:C"},
            "Talep eden bir defans oyuncusudur: Yasa 50D2 ve 51B'deki seçim deklaranındır ve bir defans oyuncusunun talebi "
            "böyle bir seçim söyleyemez; söylenmediğinde talep edenin aleyhine alınır (Yasa 70A).",
        ),
        ("en", {"ldesig": "C\x00K"}, "Declarer's designation stated in the claim must be one the form offers"),
        ("tr", "&lchoice=forbid%3A%FF", "Deklaranın talepte söylediği seçim formun sunduklarından biri olmalıdır"),
    ],
)
def test_declarers_choice_stated_in_a_defenders_claim_is_a_form_message(client, lang, extra, message):
    """50D2 (TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar"; WBF "until
    declarer has stated which of the options below is selected") and 51A (TR "deklaran belirtir";
    WBF "declarer designates"): the choice is declarer's, so a defender's claim cannot state it, and
    not stated it is taken against the claimer (70A). Typed into the address in a defender's claim
    (the form offers neither there), or not a value at all: a message on the form, never a 500."""
    play = EIGHT_TRICKS + ",expose:E:CK,expose:E:D7"
    # a dict of fields, or raw query text (a byte that is not UTF-8)
    address = (
        url(lang, play, **WEST_CLAIMS_TWO, **extra)
        if isinstance(extra, dict)
        else url(lang, play, **WEST_CLAIMS_TWO) + extra
    )
    response = client.get(address)
    assert response.status_code == 200
    page = words(response.content.decode())
    assert message in page
    assert GETS[lang].format(0) not in page
