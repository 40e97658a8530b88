"""The table page's "make a ruling record of this board" (issue 23, ruling records: "the deal ...,
the auction and play (from the table page's state)"): a director at the table takes the board as it
stands into a new record, with the deal, every event recorded and the table's own address, and the
paragraphs the engine cites; nobody else is offered the link."""

import re
from html import unescape
from urllib.parse import urlencode

import pytest

import rulings
from desk.models import RulingRecord
from rulings.tests.test_records import LIN_FULL, PBN_FILE
from situations.tests.table.test_table import DEAL, table_url
from situations.tests.table.test_table_claim import AGREED_BOARD, NINE_HEARTS
from tests.seen import seen

pytestmark = pytest.mark.django_db
# West leads H2, North wins with the ace and West plays S2 before his partner has played to the
# trick: Law 57A, "the card so led or played becomes a major penalty card" (TR: "bu şekilde çıkılan
# veya oynanan kart majör cezalı karta dönüşür").
PLAY = "W:H2,N:HA,W:S2"


def record_link(page: str) -> str | None:
    found = re.search(r'<a href="([^"]+)" class="other-link">', page)
    return unescape(found.group(1)) if found else None


def engine_laws() -> list[str]:
    query = {"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": PLAY.split(",")}
    return rulings.answer(query)["laws"]


def field(page: str, name: str) -> str:
    textarea = re.search(rf'<textarea name="{name}"[^>]*>\n?(.*?)</textarea>', page, re.S)
    if textarea:
        return unescape(textarea.group(1))
    return unescape(re.search(rf'<input type="text" name="{name}" value="([^"]*)"', page).group(1))


def test_a_director_takes_the_board_from_the_table_into_a_new_record(director_client):
    table = director_client.get(table_url("en", play=PLAY)).content.decode()
    link = record_link(table)
    assert link is not None and link.startswith("/en/director/records/new/table/?")
    form = director_client.get(link).content.decode()
    assert f'[Deal "{DEAL}"]' in field(form, "deal_source")
    played = field(form, "auction_and_play")
    assert (
        "Contract 4♥ by South." in played
        and "Trick 1: West ♥2; North ♥A; West ♠2; ♠2 becomes a major penalty card" in played
    )
    assert "http://testserver/en/table/?" in played and urlencode({"play": PLAY}) in played
    laws = engine_laws()
    assert "57A" in laws
    assert field(form, "laws") == ", ".join(laws)
    data = {
        "event": "Club pairs",
        "session": "",
        "board": "3",
        "deal_source": field(form, "deal_source"),
        "auction_and_play": played,
        "facts": "West played a spade before East had played to the trick.",
        "laws": field(form, "laws"),
        "ruling": "Declarer chose an option of Law 57A.",
        "adjusted_score": "",
        "appeal": "none",
        "appeal_notes": "",
    }
    assert director_client.post("/en/director/records/new/", data).status_code == 302
    record = RulingRecord.objects.get()
    assert record.deal == DEAL and "West ♠2" in record.auction_and_play


def test_nobody_else_is_offered_the_link(client, django_user_model):
    assert record_link(client.get(table_url("tr", play=PLAY)).content.decode()) is None
    client.force_login(django_user_model.objects.create_user("player", password="pw-player"))
    assert record_link(client.get(table_url("tr", play=PLAY)).content.decode()) is None


def test_the_link_is_in_the_page_s_language(director_client):
    table = director_client.get(table_url("tr", play=PLAY)).content.decode()
    assert record_link(table).startswith("/tr/hakem/kayitlar/yeni/masadan/?")
    assert "Bu bordun karar kaydını oluştur" in table


def test_the_record_keeps_the_claim_as_entered_agreed_included(director_client):
    """The record keeps the table's own address, which replays the board and holds the claim as
    the Director entered it: the 70C2 finding (`aware`) and the opponents' agreement (`agreed`,
    Law 69A: TR "Bord talep veya terk edilen löveler kazanılmış veya kaybedilmiş gibi skorlanır";
    EN "The board is scored as though the tricks claimed or conceded had been won or lost in
    play"), so the printed record's link shows the same ruling."""
    query = {**AGREED_BOARD, "play": ",".join(NINE_HEARTS), "mode": "claim", "claimer": "S", "tricks": "2"}
    table = director_client.get("/en/table/?" + urlencode({**query, "aware": "1", "agreed": "1"})).content.decode()
    link = record_link(table)
    assert link is not None
    form = director_client.get(link).content.decode()
    played = field(form, "auction_and_play")
    assert "agreed=1" in played and "aware=1" in played
    # The paragraphs the claim's ruling cites are among the record's Laws applied, not only the
    # play's (they were missing: the record was built before the claim was ruled).
    assert "69A" in [label.strip() for label in field(form, "laws").split(",")]
    kept = re.search(r"http://testserver(/en/table/\?\S+)", played).group(1)
    assert "(Law 69A)" in unescape(seen(director_client.get(kept).content.decode()))  # linked (links3)


TABLE = {"en": "/en/table/", "tr": "/tr/masa/"}
RECORDS = {"en": "/en/director/records/", "tr": "/tr/hakem/kayitlar/"}
NEW = {"en": "new/", "tr": "yeni/"}


def _record_made_at_the_table(client, lang: str, pasted: str) -> str:
    """Paste the board's record on the table page, follow its "make a ruling record of this board",
    save the prefilled form as it stands (with an event and a board number) and return the record's
    page."""
    table = client.post(TABLE[lang], {"record": pasted})
    assert table.status_code == 302
    link = record_link(client.get(table["Location"]).content.decode())
    assert link is not None
    form = client.get(link).content.decode()
    data = {
        "event": "Club pairs",
        "board": "7",
        "deal_source": field(form, "deal_source"),
        "auction_and_play": field(form, "auction_and_play"),
        "laws": field(form, "laws"),
        "appeal": "none",
    }
    saved = client.post(RECORDS[lang] + NEW[lang], data)
    assert saved.status_code == 302, saved.content.decode()[:2000]
    page = unescape(client.get(saved["Location"]).content.decode())
    return re.search(r'<dl class="desk-board">(.*?)</dl>', page, re.S).group(1)


@pytest.mark.parametrize(
    "lang, pasted, dealer, vulnerability",
    [
        ("en", PBN_FILE, "North", "North-South vulnerable"),
        ("tr", PBN_FILE, "Kuzey", "Kuzey-Güney zonda"),
        ("en", LIN_FULL.replace("sv|n|", "sv|e|"), "North", "East-West vulnerable"),
        ("tr", LIN_FULL.replace("sv|n|", "sv|e|"), "Kuzey", "Doğu-Batı zonda"),
    ],
)
def test_a_record_made_at_the_table_keeps_the_boards_dealer_and_vulnerability(
    director_client, lang, pasted, dealer, vulnerability
):
    """fix49 (fix48 left it). Law 2, TR "Her bord numaralanmıştır ... Dağıtan ve zon durumu aşağıda
    açıklandığı gibi belirlenmiştir ... Her şeye rağmen, eğer böyle bir bord kullanılmışsa, o oturum
    için bordun üzerindeki koşullar uygulanır"; WBF "Each board is numbered ... The dealer and
    vulnerability are designated as follows ... If such board is used, however, the conditions marked
    on it apply for that session." A PBN file's Dealer and Vulnerable tags, a LIN record's md| and sv|,
    pasted on the table page, reach the ruling record made there: it shows them as the record pasted
    at the desk does. (The LIN here is marked otherwise than Law 2 designates board 7: shown as given.)"""
    board = _record_made_at_the_table(director_client, lang, pasted)
    words = {"en": ("Dealer", "Vulnerability"), "tr": ("Dağıtan", "Zon durumu")}[lang]
    assert f"<dt>{words[0]}</dt><dd>{dealer}</dd>" in board
    assert f"<dt>{words[1]}</dt><dd>{vulnerability}</dd>" in board


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_board_number_alone_gives_the_table_s_record_no_markings(director_client, lang):
    """A PBN with a Board tag but no Dealer or Vulnerable tag: Law 2 designates them by the number,
    but a board used against the designation keeps "the conditions marked on it" ("bordun üzerindeki
    koşullar uygulanır"), so none are inferred."""
    pasted = re.sub(r'\[(Dealer|Vulnerable|Auction) "[^"]*"\]\n|^1H.*\n|^4H AP\n', "", PBN_FILE, flags=re.M)
    assert '[Board "7"]' in pasted and "Dealer" not in pasted
    board = _record_made_at_the_table(director_client, lang, pasted)
    assert {"en": "Dealer", "tr": "Dağıtan"}[lang] not in board
    assert {"en": "Vulnerability", "tr": "Zon durumu"}[lang] not in board


@pytest.mark.parametrize(
    "lang, path, words",
    [
        (
            "en",
            "/en/table/?",
            [
                "Contract 1NT by South.",
                "Claim: South claimed for his side 2 of the 4 tricks left.",
                "Statement, in its order: —. Finesse stated: —.",
                "The engine's ruling: the claimer's side gets {awarded}; paragraphs cited: {laws}.",
            ],
        ),
        (
            "tr",
            "/tr/masa/?",
            [
                "Kontrat 1SA, deklaran Güney.",
                "Talep: Güney, kalan 4 lövenin 2 tanesini tarafı için talep etti.",
                "Açıklama ifadesi, sırasıyla: —. Söylenen empas: —.",
                "Karar motorunun kararı: talep eden taraf {awarded} alır; dayandığı maddeler: {laws}.",
            ],
        ),
    ],
)
def test_the_record_says_the_claim_and_its_ruling_in_words(director_client, lang, path, words):
    """A printed ruling is read by players, who do not open a link: the record taken from a ruled
    claim says who claimed how many of the tricks left (68A: TR "kendi tarafının belli bir sayıda
    löveyi kazanacağına dair her ifadesi o löveler üzerindeki talebidir"; EN "Any statement ... to
    the effect that a side will win a specific number of tricks is a claim of those tricks"), the
    statement as repeated (70B1: TR "talep anındaki açıklama ifadesini tekrar etmesini ister"; EN
    "repeat the clarification statement he made at the time of his claim"), the Director's finding
    and the engine's award with its paragraphs, in the page's language, and the contract and
    declarer as the page says them. Before, the record held "Contract 1NT by S." / "Kontrat 1NT,
    deklaran S." and the claim only inside the table's address. The 70C2 box ticked in 1NT is not
    said (qa73: 70C is about a trump an opponent holds, none in notrump: desk/tests/test_qa73.py)."""
    query = {**AGREED_BOARD, "play": ",".join(NINE_HEARTS), "mode": "claim", "claimer": "S", "tricks": "2"}
    table = director_client.get(path + urlencode({**query, "aware": "1"})).content.decode()
    answer = _claim_answer(table, lang)
    form = director_client.get(record_link(table)).content.decode()
    played = field(form, "auction_and_play").splitlines()
    awarded = (
        f"{answer['awarded']} löve" if lang == "tr" else f"{answer['awarded']} trick" + "s" * (answer["awarded"] != 1)
    )
    expected = [line.format(awarded=awarded, laws=", ".join(answer["laws"])) for line in words]
    assert played[0] == expected[0]
    assert played[-4:-1] == expected[1:]
    assert played[-1].startswith("http://testserver" + path)


def _claim_answer(table: str, lang: str) -> dict:
    """The engine's answer to the claim the table page ruled on, asked again as the page asks it."""
    from situations.table import parse_play, view
    from situations.table_claim import ClaimInput, ask, claim_query

    play = parse_play(",".join(NINE_HEARTS))
    deal, contract, declarer = AGREED_BOARD["deal"], AGREED_BOARD["contract"], AGREED_BOARD["declarer"]
    shown = view(deal, "1NT", declarer, False, play)
    answer = ask(claim_query(deal, "1NT", declarer, play, shown, ClaimInput("S", 2, aware=True)))
    assert "error" not in answer and contract == "1NT"
    return answer
