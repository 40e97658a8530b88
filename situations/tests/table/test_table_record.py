"""A board's record brought to the director's table: pasted or uploaded PBN, LIN or a BBO link,
replayed on the table; a malformed record is a 400 with its problem in the page's language."""

import re
from html import unescape
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from rulings.tests.test_records import DEAL, LIN_AUCTION, LIN_DEAL, LIN_FULL, PBN_FILE, PLAY, lin_cards

pytestmark = pytest.mark.django_db
PAGES = {"en": "/en/table/", "tr": "/tr/masa/"}


def query_of(response) -> dict[str, str]:
    return {key: values[0] for key, values in parse_qs(urlsplit(response["Location"]).query).items()}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_pasted_lin_opens_the_table_with_the_play_replayed(client, lang):
    response = client.post(PAGES[lang], {"record": LIN_DEAL + LIN_AUCTION + lin_cards(22)})
    assert response.status_code == 302
    query = query_of(response)
    assert (query["deal"], query["contract"], query["declarer"], query["vul"]) == (DEAL, "4H", "N", "0")
    assert query["play"].split(",") == PLAY[:22]
    page = client.get(response["Location"])
    assert page.status_code == 200
    # After 22 cards (5 tricks and 2 cards of the sixth) it is South's turn: only South's cards are links.
    links = re.findall(r'<a class="card legal[^"]*" href="[^"]+" data-card="(\w\w)"', page.content.decode())
    # North led the ♠2 and South has no spades left: Law 44D, "Eğer renge uyamıyorsa, bir oyuncu herhangi
    # bir kartı oynayabilir" ("If unable to follow suit, a player may play any card"): all eight of his cards.
    assert set(links) == {"H6", "H3", "D9", "D3", "D2", "CA", "CQ", "C5"}


def test_an_uploaded_pbn_file_opens_the_table_at_its_result(client):
    upload = SimpleUploadedFile("board7.pbn", PBN_FILE.encode("latin-1"), content_type="application/octet-stream")
    response = client.post(PAGES["en"], {"record": "", "record_file": upload})
    assert response.status_code == 302
    query = query_of(response)
    assert query["vul"] == "1"  # Vulnerable "NS", declarer North
    assert query["play"].split(",") == PLAY
    page = client.get(response["Location"]).content.decode()
    assert "620" in page  # ten tricks in 4H by a vulnerable declarer, as the engine scores them


def test_a_bbo_link_in_the_get_url_opens_the_table(client):
    link = "https://www.bridgebase.com/tools/handviewer.html?lin=" + quote(LIN_FULL)
    response = client.get(PAGES["tr"], {"record": link})
    assert response.status_code == 302
    assert query_of(response)["play"].split(",") == PLAY


def test_a_deal_without_contract_fills_the_start_form(client):
    response = client.post(PAGES["en"], {"record": f'[Deal "{DEAL}"]'})
    assert response.status_code == 200
    page = response.content.decode()
    assert "gives the deal but no contract" in page
    assert f">{DEAL}</textarea>" in page


def test_the_form_is_posted_with_a_csrf_token(client):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    assert strict.post(PAGES["en"], {"record": LIN_FULL}).status_code == 403
    page = strict.get(PAGES["en"]).content.decode()
    assert 'name="csrfmiddlewaretoken"' in page and 'name="record_file"' in page


@pytest.mark.parametrize(
    "lang, record, expected",
    [
        ("en", "hello", "This is not a PBN file"),
        ("tr", "hello", "Bu bir PBN dosyası"),
        ("en", "https://www.bridgebase.com/tools/handviewer.html?linurl=x.lin", "does not fetch it"),
        ("tr", "https://www.bridgebase.com/tools/handviewer.html?linurl=x.lin", "sayfa onu indirmez"),
        ("en", LIN_DEAL + LIN_AUCTION + "pc|SQ|pc|SQ|", "♠Q is played twice in the record."),
        ("tr", LIN_DEAL + LIN_AUCTION + "pc|SQ|pc|SQ|", "♠D kayıtta iki kez oynanmış."),
        ("en", '[Deal "N:AKQ"]', "The deal must give four hands"),
        ("tr", LIN_DEAL + "mb|1H|nt|x|mb|9Q|", "LIN kaydı okunamıyor"),
        # Law 22A ends the auction at the third pass after 2♥; Law 39A cancels a call after it.
        (
            "en",
            LIN_DEAL + "mb|1H|mb|D|mb|2H|mb|p|mb|p|mb|p|mb|3H|",
            "Call 7 of the auction (South: 3♥) comes after the auction has ended",
        ),
        (
            "tr",
            LIN_DEAL + "mb|p|mb|p|mb|p|mb|p|mb|1S|",
            "Artırımın 5. konuşması (Kuzey: 1♠) artırım bittikten sonra geliyor",
        ),
    ],
)
def test_a_malformed_record_is_a_400_in_the_page_language(client, lang, record, expected):
    response = client.post(PAGES[lang], {"record": record})
    assert response.status_code == 400
    page = unescape(response.content.decode())
    assert 'class="form-error"' in page and expected in page


@pytest.mark.parametrize(
    "name, size, expected",
    [("board.txt", 10, "Upload a .pbn or .lin file."), ("big.pbn", 200 * 1024 + 1, "larger than 200 kB")],
)
def test_an_unsuitable_upload_is_refused(client, name, size, expected):
    upload = SimpleUploadedFile(name, b"x" * size)
    response = client.post(PAGES["en"], {"record_file": upload})
    assert response.status_code == 400
    assert expected in response.content.decode()


@pytest.mark.parametrize(
    "lang, content, said",
    [("en", b"", "The file board.pbn is empty."), ("tr", b"  \n", "board.pbn dosyası boş.")],
)
def test_an_empty_upload_is_said_to_be_empty(client, lang, content, said):
    """A chosen file with nothing in it was answered "Paste a PBN, LIN or BBO link, or choose a
    file", which tells one who chose a file to choose one (fuzz12 noticed)."""
    upload = SimpleUploadedFile("board.pbn", content)
    response = client.post(PAGES[lang], {"record_file": upload})
    assert response.status_code == 400
    assert said in unescape(response.content.decode())


def test_a_passed_out_board_fills_the_start_form_in_turkish(client):
    response = client.post(PAGES["tr"], {"record": LIN_DEAL + "mb|p|mb|p|mb|p|mb|p|"})
    assert response.status_code == 200
    page = response.content.decode()
    assert "dört oyuncu da pas geçmiş" in page
    assert f">{DEAL}</textarea>" in page


@pytest.mark.parametrize(
    "lang, said", [("en", "a claim: 10 tricks in all for declarer's side"), ("tr", "taleple bitiyor: deklaranın")]
)
def test_a_lin_claim_is_said_on_the_table_where_the_play_stops(client, lang, said):
    response = client.post(PAGES[lang], {"record": LIN_DEAL + LIN_AUCTION + lin_cards(21) + "mc|10|"})
    assert query_of(response)["play"].split(",") == PLAY[:21]
    page = client.get(response["Location"]).content.decode()
    assert said in unescape(page)
    # The claim belongs to the record as read: a card tapped after it leaves the notice behind.
    link = unescape(re.search(r'<a class="card legal[^"]*" href="([^"]+)"', page).group(1))
    assert said not in unescape(client.get(link).content.decode())
