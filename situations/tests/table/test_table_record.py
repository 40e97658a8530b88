"""A board's record brought to the director's table: pasted or uploaded PBN, LIN or a BBO link,
replayed on the table; a malformed record is a 400 with its problem in the page's language."""

import re
from html import unescape
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from rulings.tests.test_records import DEAL, LIN_AUCTION, LIN_DEAL, LIN_FULL, PBN_FILE, PLAY, lin_cards
from tests.seen import seen

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
    page = seen(client.get(response["Location"]).content.decode())
    assert "620" in page  # ten tricks in 4H by a vulnerable declarer, as the engine scores them


def test_a_bbo_link_in_the_get_url_opens_the_table(client):
    link = "https://www.bridgebase.com/tools/handviewer.html?lin=" + quote(LIN_FULL)
    response = client.get(PAGES["tr"], {"record": link})
    assert response.status_code == 302
    assert query_of(response)["play"].split(",") == PLAY


def test_a_deal_without_contract_fills_the_start_form(client):
    response = client.post(PAGES["en"], {"record": f'[Deal "{DEAL}"]'})
    assert response.status_code == 200
    page = seen(response.content.decode())
    assert "gives the deal but no contract" in page
    assert f">{DEAL}</textarea>" in page


def test_the_form_is_posted_with_a_csrf_token(client):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    assert strict.post(PAGES["en"], {"record": LIN_FULL}).status_code == 403
    page = seen(strict.get(PAGES["en"]).content.decode())
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
        # Law 22A ends the auction at the third consecutive pass after 2♥ (TR "son verilen deklareyi sıralı
        # bir şekilde takiben arka arkaya üç pas", WBF "three consecutive passes in rotation subsequent to
        # the last bid"): the message says "consecutive" (qa140) and "in rotation"; Law 39A cancels a call after it.
        (
            "en",
            LIN_DEAL + "mb|1H|mb|D|mb|2H|mb|p|mb|p|mb|p|mb|3H|",
            "Call 7 of the auction (South: 3♥) comes after the auction has ended (three consecutive passes "
            "in rotation after the last bid",
        ),
        (
            "tr",
            LIN_DEAL + "mb|p|mb|p|mb|p|mb|p|mb|1S|",
            "Artırımın 5. konuşması (Kuzey: 1♠) artırım bittikten sonra geliyor (son deklareden sonra sıralı "
            "bir şekilde arka arkaya üç pas",
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
    page = seen(response.content.decode())
    assert "dört oyuncu da pas geçmiş" in page
    assert f">{DEAL}</textarea>" in page


@pytest.mark.parametrize(
    "lang, said", [("en", "a claim: 10 tricks in all for declarer's side"), ("tr", "taleple bitiyor: deklaranın")]
)
def test_a_lin_claim_is_said_on_the_table_where_the_play_stops(client, lang, said):
    response = client.post(PAGES[lang], {"record": LIN_DEAL + LIN_AUCTION + lin_cards(21) + "mc|10|"})
    assert query_of(response)["play"].split(",") == PLAY[:21]
    page = seen(client.get(response["Location"]).content.decode())
    assert said in unescape(page)
    # The claim belongs to the record as read: a card tapped after it leaves the notice behind.
    link = unescape(re.search(r'<a class="card legal[^"]*" href="([^"]+)"', page).group(1))
    assert said not in unescape(client.get(link).content.decode())


BBO = "https://www.bridgebase.com/tools/handviewer.html?"
NO_DEALER = (
    PBN_FILE.replace('[Dealer "N"]\n', "").replace('[Auction "N"]', '[Auction ""]').replace('[Contract "4H"]\n', "")
)
ENGLISH_WORDS = re.compile(r"\b(the|is|not|cannot|says|has|with|of|and|a)\b")


def form_error(response) -> tuple[str, str]:
    """The error paragraph's words outside the reader's marked English (<code lang="en">), and that."""
    paragraph = re.search(r'<p class="form-error"[^>]*>(.*?)</p>', response.content.decode(), re.S).group(1)
    raw = re.findall(r'<code lang="en">(.*?)</code>', paragraph, re.S)
    own = re.sub(r'<code lang="en">.*?</code>', "", paragraph, flags=re.S)
    return unescape(own).strip(), unescape(" ".join(raw))


@pytest.mark.parametrize(
    "code, record, said, raw",
    [
        ("empty", "", "Bir PBN, LIN ya da BBO bağlantısı yapıştırın", ""),
        ("too_long", "x" * 200_001, "200 kB", ""),
        ("unknown_format", "hello", "Bu bir PBN dosyası", ""),
        ("linurl", BBO + "linurl=x.lin", "sayfa onu indirmez", ""),
        ("no_lin", BBO + "n=sakq", "lin= kaydı yok", ""),
        ("no_deal", "pn|a,b,c,d|sv|o|mb|1H|", "Kayıtta dağılım yok", ""),
        ("unreadable", LIN_DEAL + "mb|1H|mb|9Q|", "bir konuşmadaki “Q” bir renk değil", ""),
        ("unreadable", BBO + "lin=" + quote(LIN_DEAL + "mb|9Q|"), "bir konuşmadaki “Q” bir renk değil", ""),
        ("unreadable", "md|3SXYZ,,,|", "dağıtımdaki “X” bir kart değeri değil", ""),
        ("unreadable", PBN_FILE.replace("[Auction", "[Oops"), "bir etiket beklenen yerde “1H X 2H Pass” var", ""),
        ("unreadable", BBO + "lin=" + quote("md|3S854|mb|9Q|"), "md| dört elden en az üçünü", ""),
        ("bad_auction", NO_DEALER, "Kayıtta artırım var ama dağıtan yok", ""),
        ("call_after_end", LIN_DEAL + "mb|p|mb|p|mb|p|mb|p|mb|1S|", "artırım bittikten sonra geliyor", ""),
        ("inadmissible_double", LIN_DEAL + "mb|1H|mb|p|mb|d|mb|p|mb|p|mb|p|", "kabulü olanaksız", ""),
        ("bid_above_seven", LIN_DEAL + "mb|8H|mb|p|mb|p|mb|p|", "yediden yüksek bir deklaredir", ""),
        ("bad_contract", PBN_FILE.replace('[Contract "4H"]', '[Contract "9Z"]'), "bir kontrat değil", ""),
        (
            "no_declarer",
            PBN_FILE.replace('[Declarer "N"]\n', "").replace('[Auction "N"]\n1H X 2H Pass\n4H AP\n', ""),
            "deklaran",
            "",
        ),
        (
            "no_contract",
            PBN_FILE.replace('[Contract "4H"]\n', "").replace('[Auction "N"]\n1H X 2H Pass\n4H AP\n', ""),
            "kontrat",
            "",
        ),
        ("not_a_card", LIN_DEAL + LIN_AUCTION + "pc|ZZ|", "“ZZ” bir kart değil", ""),
        ("played_twice", LIN_DEAL + LIN_AUCTION + "pc|SQ|pc|SQ|", "♠D kayıtta iki kez oynanmış", ""),
    ],
)
def test_each_record_problem_is_said_in_turkish_on_the_turkish_page(client, code, record, said, raw):
    """Every problem the record reader names (rulings.records.RecordError) is a Turkish sentence on
    the Turkish page. The parser's own English (endplay's, in `detail`) was shown after "okuyucunun
    iletisi:" with nothing saying that it is a program's English; now a mistake the page can name
    ("9Q": Q is no strain; "X" is no rank) is said in Turkish, and otherwise the Turkish sentence says
    what to check and that the program's own English words follow. A record with calls but no dealer
    showed "motorun iletisi: dealer": Law 17B, "Bordda dağıtan olarak belirtilen oyuncu ilk konuşmayı
    yapar" / "The player designated by the board as dealer makes the first call", so the calls cannot
    be seated without one, and the page says that."""
    from rulings.records import RecordError, read_record

    with pytest.raises(RecordError) as caught:
        read_record(record)
    assert caught.value.problem == code
    response = client.post(PAGES["tr"], {"record": record})
    assert response.status_code == 400
    own, english = form_error(response)
    assert said in own
    assert not ENGLISH_WORDS.search(own), own
    assert str(caught.value) not in own
    assert raw in english
    if english:
        assert own.endswith("İngilizce:")


# Dealer North (md|3): North opens 1♥ and the auction goes on from there.
IRREGULAR_AUCTIONS = [
    # South doubles his partner's 1♥ and three passes follow.
    (
        "en",
        LIN_DEAL + "mb|1H|mb|p|mb|d|mb|p|mb|p|mb|p|" + lin_cards(4),
        "Call 3 of the auction (South: double) is a double or redouble that Law 19 does not permit",
    ),
    (
        "tr",
        LIN_DEAL + "mb|1H|mb|p|mb|d|mb|p|mb|p|mb|p|" + lin_cards(4),
        "Artırımın 3. konuşması (Güney: kontr) Yasa 19’un izin vermediği bir kontr veya sürkontr",
    ),
    # East redoubles with no double before it.
    (
        "en",
        LIN_DEAL + "mb|1H|mb|r|mb|p|mb|p|mb|p|",
        "Call 2 of the auction (East: redouble) is a double or redouble that Law 19 does not permit",
    ),
    (
        "tr",
        LIN_DEAL + "mb|1H|mb|r|mb|p|mb|p|mb|p|",
        "Artırımın 2. konuşması (Doğu: sürkontr) Yasa 19’un izin vermediği",
    ),
    # A bid of eight.
    ("en", LIN_DEAL + "mb|1H|mb|8S|mb|p|mb|p|mb|p|", "Call 2 of the auction (East: 8♠) is a bid of more than seven"),
    ("tr", LIN_DEAL + "mb|1H|mb|8S|mb|p|mb|p|mb|p|", "Artırımın 2. konuşması (Doğu: 8♠) yediden yüksek bir deklaredir"),
]


@pytest.mark.parametrize("lang, record, said", IRREGULAR_AUCTIONS)
def test_a_lin_with_an_inadmissible_call_says_which_call_and_why(client, lang, record, said):
    """fix49. Law 35, TR "Aşağıda belirtilenler kabulü olanaksız konuşmalardır: A. Yasa 19 tarafından
    yasaklanmış bir kontr veya sürkontr. Yasa 36 uygulanır. ... C. Yediden yüksek deklare. Yasa 38
    uygulanır"; WBF "The following calls are inadmissible: A. A double or redouble not permitted by
    Law 19. Law 36 applies. ... C. A bid of more than seven. Law 38 applies." 19A1, TR "Bir oyuncu
    yalnızca son deklareye kontr atabilir. Bu deklare bir rakip tarafından yapılmış olmalıdır"; WBF "A
    player may double only the last preceding bid. That bid must have been made by an opponent". The
    record cannot say what became of such a double: 36A, TR "kabulü olanaksız konuşma ve bundan sonraki
    bütün konuşmalar iptal edilir", WBF "the inadmissible call and all subsequent calls are
    cancelled"; or 36C, TR "son kontrat skoru, kabul edilmeyen konuşmanın yapılmadığı şekli ile
    hesaplanır", WBF "the final contract is scored as if the inadmissible call had not been made".
    38B, TR "Yediden yüksek bir deklare sonraki konuşmalarla birlikte iptal edilir", WBF "A bid of
    more than seven is cancelled together with any subsequent calls". Before, the double's record
    opened the start page saying the record "gives the deal but no contract", and the bid of eight
    showed the engine's English words."""
    response = client.post(PAGES[lang], {"record": record})
    assert response.status_code == 400
    page = unescape(response.content.decode())
    own, english = form_error(response)
    assert said in own and english == ""
    assert "gives the deal but no contract" not in page and "ama kontrat yok" not in page


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_lin_with_an_insufficient_bid_its_next_player_called_over_is_read_as_accepted(client, lang):
    """A guard (passes before and after): 27A1, TR "Herhangi bir yetersiz deklare, kusurlu oyuncunun
    solundaki rakibinin isteği ile kabul edilebilir (yasal olarak işlem görebilir). Bu oyuncu
    konuşursa deklare kabul edilmiş olur"; WBF "Any insufficient bid may be accepted (treated as
    legal) at the option of offender's LHO. It is accepted if that player calls." East's 1♦ over 1♥,
    South passing over it, is treated as legal; three passes after it end the auction (22A): 1♦ by
    East."""
    response = client.post(PAGES[lang], {"record": LIN_DEAL + "mb|1H|mb|1D|mb|p|mb|p|mb|p|"})
    assert response.status_code == 302
    query = query_of(response)
    assert (query["contract"], query["declarer"]) == ("1D", "E")


MALFORMED = [
    # A tag without its closing bracket; a line of calls after a tag that is not Auction.
    (
        PBN_FILE.replace('[Vulnerable "NS"]', '[Vulnerable "NS"'),
        '“[Vulnerable "NS"” stands where a tag was expected',
        'bir etiket beklenen yerde “[Vulnerable "NS"” var',
    ),
    (
        PBN_FILE.replace("[Auction", "[Oops"),
        "“1H X 2H Pass” stands where a tag was expected",
        "bir etiket beklenen yerde “1H X 2H Pass” var",
    ),
    (
        PBN_FILE.replace("1H X 2H Pass", "1H X 2H Foo"),
        "in the Auction section, “Foo” is not a call",
        "Auction bölümündeki “Foo” bir konuşma değil",
    ),
    (
        PBN_FILE.replace("SQ S8 ST SA", "SQ S8 ST"),
        "a line of the Play section does not give the four cards of a trick",
        "Play bölümünün bir satırı bir lövenin dört kartını vermiyor",
    ),
    (
        "md|S854HT963D932CAQ5,ST76H7DT864CT9643,SAK32HKQJ54DA7C82,|mb|1H|",
        "md| must begin with the dealer’s digit (1 South, 2 West, 3 North, 4 East)",
        "md| dağıtanın rakamıyla başlamalı (1 Güney, 2 Batı, 3 Kuzey, 4 Doğu)",
    ),
    (
        "md|3S854HT963D932CAQ5,ST76H7DT864CT9643|mb|1H|",
        "md| must give at least three of the four hands",
        "md| dört elden en az üçünü virgülle ayrılmış olarak vermeli",
    ),
    (LIN_DEAL + "sv|q|" + LIN_AUCTION, "sv|q| is not a vulnerability", "sv|q| bir zon durumu değil"),
    (LIN_DEAL + "mb|1H|mb|xyz|", "mb|xyz| is not a call", "mb|xyz| bir konuşma değil"),
    (LIN_DEAL + LIN_AUCTION + lin_cards(4) + "mc|abc|", "mc|abc| is not a number of tricks", "mc|abc| bir löve sayısı"),
]


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("record, english, turkish", MALFORMED)
def test_a_malformed_record_says_what_to_fix_not_the_readers_english(client, lang, record, english, turkish):
    """fix49: endplay's own words ("Expected a tag", "invalid literal for int() with base 10: 'F'",
    "list index out of range", "Cannot complete a deal with more than 13 undealt cards", "invalid lin
    vulnerability 'q' ...") followed the page's sentence, in English on the Turkish page too, and
    said nothing a director could act on. Each is now a sentence in the page's language naming the
    place and what to write there, without the reader's words."""
    response = client.post(PAGES[lang], {"record": record})
    assert response.status_code == 400
    own, raw = form_error(response)
    assert (english if lang == "en" else turkish) in own
    assert raw == ""
    if lang == "tr":
        assert not ENGLISH_WORDS.search(own), own


@pytest.mark.parametrize(
    "lang, markings",
    [("en", "Dealer North; North-South vulnerable"), ("tr", "Dağıtan Kuzey; Kuzey-Güney zonda")],
)
def test_the_table_shows_the_dealer_and_vulnerability_a_pasted_record_gave(client, lang, markings):
    """fix50. Law 2: "The dealer and vulnerability are designated as follows ... If such board is
    used, however, the conditions marked on it apply for that session" (TR "Dağıtan ve zon durumu
    aşağıda açıklandığı gibi belirlenmiştir ... Her şeye rağmen, eğer böyle bir bord kullanılmışsa, o
    oturum için bordun üzerindeki koşullar uygulanır"). The PBN file's Dealer "N" and Vulnerable
    "NS" were carried in the table's URL but not shown: now they are, beside the contract, in the
    page's language; a board typed in without them shows none."""
    response = client.post(PAGES[lang], {"record": PBN_FILE})
    assert response.status_code == 302
    page = unescape(client.get(response["Location"]).content.decode())
    heading = re.search(r'<h1 class="table-h">(.*?)</h1>', page, re.S).group(1)
    assert markings in heading
    query = {key: value for key, value in query_of(response).items() if key not in ("dealer", "vulnerable")}
    bare = unescape(
        client.get(PAGES[lang] + "?" + "&".join(f"{k}={quote(v)}" for k, v in query.items())).content.decode()
    )
    assert "table-markings" not in bare and markings not in bare


# A small board written for fix51: North deals and opens 1C, East's word is the one under test.
SMALL_PBN = f'[Board "1"]\n[Dealer "N"]\n[Deal "{DEAL}"]\n[Auction "N"]\n1C %s Pass Pass\nPass\n'


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("word", ["Dxyz", "Pxyz", "Nonsense", "2Nxyz", "2C$1"])
def test_a_pbn_auction_word_that_is_no_call_is_named_not_read_by_its_first_letter(client, lang, word):
    """endplay read an Auction word by its first letters: "Dxyz" as a double, "Pxyz" and "Nonsense"
    as a pass, "2Nxyz" as 2NT, and "2C$1" (a NAG written against its call instead of as a word of its
    own, "2C $1") as 2C, and the table opened on an auction the record does not hold. The page now
    names the word with the sentence it gives for any word of the Auction section that is no call
    (fix49), in the page's language. No paragraph of the Laws decides how a file is written."""
    response = client.post(PAGES[lang], {"record": SMALL_PBN % word})
    assert response.status_code == 400
    own, raw = form_error(response)
    said = (
        f"in the Auction section, “{word}” is not a call"
        if lang == "en"
        else f"Auction bölümündeki “{word}” bir konuşma değil"
    )
    assert said in own
    assert raw == ""


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("word", ["dxyz", "2cxyz"])
def test_a_lin_mb_value_that_is_no_call_is_named_not_read_by_its_first_letter(client, lang, word):
    """fix52: endplay read an mb| value by its first letters ("dxyz" a double, "2cxyz" 2C), as
    fix51 found for a PBN Auction word, and the table opened on an auction the record does not
    hold. The page now names the value with the sentence it gives for any mb| that is no call
    (fix49), in the page's language. No paragraph of the Laws decides how a file is written."""
    response = client.post(PAGES[lang], {"record": LIN_DEAL + f"mb|1H|mb|{word}|mb|p|mb|p|mb|p|"})
    assert response.status_code == 400
    own, raw = form_error(response)
    said = f"mb|{word}| is not a call" if lang == "en" else f"mb|{word}| bir konuşma değil"
    assert said in own
    assert raw == ""


# The record's first card is South's ♠8; South is the presumed dummy (North declares 4♥), so it is
# an opening lead attempted by the declaring side; East then leads and the first trick is played.
LIN_DUMMY_LEADS = LIN_DEAL + LIN_AUCTION + "pc|S8|pc|SQ|pc|S4|pc|S6|pc|SA|"
SET_ASIDE = {
    "en": "South, of the declaring side, attempted the opening lead with ♠8: Law 24 applies, and the card went back "
    "to his hand (Laws 54E, 24D).",
    "tr": "Oynayan taraftan Güney ♠8 ile atak yapmaya çalıştı: Yasa 24 uygulanır ve kart eline geri döndü "
    "(Yasa 54E, 24D).",
}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_record_whose_first_card_is_the_declaring_side_s_says_that_card_went_back(client, lang):
    """54E: TR "Oynayan tarafın bir üyesi bir atak yapmaya çalışırsa Yasa 24 uygulanır" / WBF "If a
    player of the declaring side attempts to make an opening lead Law 24 applies"; 24D: TR "Kusurlu
    oyuncunun sonradan deklaran veya yer olması durumunda görünmüş olan kartlar masadan alınarak ele
    geri konur" / WBF "If the offender becomes declarer or dummy the cards are picked up and returned
    to the hand". The engine sets the card aside and cites 54E on that event only; the page, after
    the first trick, said only whose turn it was, leaving the reader to wonder where the record's
    first card went. It now says so, and quotes both paragraphs."""
    response = client.post(PAGES[lang], {"record": LIN_DUMMY_LEADS})
    assert response.status_code == 302
    assert query_of(response)["play"].split(",") == ["S:S8", "E:SQ", "S:S4", "W:S6", "N:SA"]
    page = unescape(seen(client.get(response["Location"]).content.decode()))
    assert SET_ASIDE[lang] in page
    assert 'data-label="54E"' in page and 'data-label="24D"' in page
    # A record whose opening lead is the defenders' says nothing of the kind.
    ordinary = client.post(PAGES[lang], {"record": LIN_DEAL + LIN_AUCTION + lin_cards(5)})
    assert SET_ASIDE[lang][:20] not in unescape(client.get(ordinary["Location"]).content.decode())
