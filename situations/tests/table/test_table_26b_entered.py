"""The Law 26B restriction entered at the play table (table73): a Director who comes straight to the
table, not from the auction page, says which defender is the offender's partner and which suits
declarer may forbid him, on the start page or on the table before its first event; the table records
it as the play record's `auction_lead` event, the one the auction page hands over, and then rules
with it exactly as when coming from the auction page.

26B, TR: "Kusurlu oyuncu, konuşmasını geri alıp, bunu eşdeğer bir konuşma ile değiştirmezse, ve
daha sonra da defans oyuncusu olursa, deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında
(atak dahil) Kusurlu oyuncunun ortağının, artırımda kusurlu oyuncu tarafından konuşulmamış herhangi
bir rengi oynamasını yasaklayabilir. Bu yasak, çıkış kusurlu oyuncunun ortağında kaldığı sürece
devam eder." WBF: "When an offending player's call is withdrawn and it is not replaced by a
comparable call, then if he becomes a defender, declarer may, at the offender's partner's first turn
to lead (which may be the opening lead), prohibit offender's partner from leading any (one) suit
which has not been specified in the legal auction by the offender. Such prohibition continues for as
long as the offender's partner retains the lead."
The form's words say that paragraph and no more: the offender's partner (a defender: declarer's left-
or right-hand opponent), the suits the offender did not specify in the legal auction, one of which
declarer may forbid, at the partner's first turn to lead, for as long as he keeps the lead.
"""

import re
from html import unescape
from urllib.parse import parse_qs, urlencode, urlparse

import pytest

from situations.tests.table.test_table import DEAL, card_links, table_url
from situations.tests.table.test_table_26b import AUCTION, RESTRICTION, engine_says
from situations.tests.table.test_table_more_laws import buttons

pytestmark = pytest.mark.django_db

START = {"tr": "/tr/masa/", "en": "/en/table/"}
WORDS = {
    "tr": {
        "legend": "Artırımdan gelen bir çıkış kısıtlaması (Yasa 26B)",
        "partner": "Kusurlu oyuncunun ortağı",
        "sides": ["Kısıtlama yok", "Deklaranın solundaki rakip", "Deklaranın sağındaki rakip"],
        "defenders": ["Batı", "Doğu"],
        "suits": ["♣ Trefl", "♦ Karo", "♥ Kör", "♠ Pik"],
        "help": "deklaran, kusurlu oyuncunun ortağının ilk oynaması sırasında (atak dahil), kusurlu oyuncunun "
        "artırımda konuşmadığı bir rengi oynamasını ona yasaklayabilir; yasak, çıkış bu oyuncuda kaldığı sürece "
        "devam eder.",
        "none_ticked": "Deklaranın yasaklayabileceği renkleri işaretleyin: kusurlu oyuncunun artırımda konuşmadığı "
        "renkler (Yasa 26B).",
        "choice": "Seçim Güney'in (Yasa 26B): Batı'nın bu ilk çıkışında şu renklerden birini çıkmasını yasaklamak: "
        "karo, kör ya da pik; ya da kısıtlama koymamak. Yasak, çıkış Batı'da kaldığı sürece devam eder.",
    },
    "en": {
        "legend": "A lead restriction from the auction (Law 26B)",
        "partner": "The offender’s partner",
        "sides": ["No restriction", "Declarer’s left-hand opponent", "Declarer’s right-hand opponent"],
        "defenders": ["West", "East"],
        "suits": ["♣ Clubs", "♦ Diamonds", "♥ Hearts", "♠ Spades"],
        "help": "declarer may, at the offender’s partner’s first turn to lead (which may be the opening lead), "
        "forbid him to lead one suit the offender did not specify in the legal auction; the prohibition lasts for "
        "as long as the partner keeps the lead.",
        "none_ticked": "Tick the suits declarer may forbid: those the offender did not specify in the legal "
        "auction (Law 26B).",
        "choice": "South chooses (Law 26B): forbid West to lead one of these suits at this first turn to lead of "
        "his: diamonds, hearts or spades; or leave the lead free. A prohibition lasts for as long as West keeps "
        "the lead.",
    },
}


def text(fragment: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", fragment)).split())


def fieldset(html: str) -> dict:
    found = re.search(r'<fieldset class="lead-26b">(.*?)</fieldset>', html, re.S)
    if not found:
        return {}
    part = found.group(1)
    return {
        "legend": text(re.search(r"<legend>(.*?)</legend>", part).group(1)),
        "label": text(re.search(r'<label for="t-lead-26b">(.*?)</label>', part).group(1)),
        "help": text(re.search(r'<p class="note" id="lead-26b-help">(.*?)</p>', part, re.S).group(1)),
        "sides": [text(o) for o in re.findall(r'<option value="[^"]*">(.*?)</option>', part)],
        "suits": [text(s) for s in re.findall(r'<label class="suit-choice">(.*?)</label>', part)],
    }


def followed(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 302, response.status_code
    return response["Location"]


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_start_page_asks_for_the_restriction_in_the_pages_language(client, lang):
    words = WORDS[lang]
    form = fieldset(client.get(START[lang]).content.decode())
    assert form["legend"] == words["legend"] and form["label"] == words["partner"]
    assert form["sides"] == words["sides"]
    assert form["suits"] == words["suits"]
    assert words["help"] in form["help"]
    # Coming from the auction page the restriction is already in the record: not asked again.
    carried = client.get(START[lang] + "?" + urlencode({"contract": "4S", "declarer": "S", "play": RESTRICTION}))
    assert not fieldset(carried.content.decode())


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_entered_on_the_start_page_the_table_offers_declarers_choice_as_from_the_auction_page(client, lang):
    # South declares, West (his left-hand opponent) is the offender's partner: East bid 3♣ after his
    # insufficient 1♥ was not accepted (test_table_26b's auction), so diamonds, hearts or spades.
    entered = {"deal": DEAL, "contract": "4H", "declarer": "S", "vul": "0", "lead26b": "lho"}
    query = urlencode({**entered, "lead26b_suit": ["D", "H", "S"]}, doseq=True)
    location = followed(client, START[lang] + "?" + query)
    assert parse_qs(urlparse(location).query)["play"] == [RESTRICTION]
    # The very record the auction page's "Play this contract at the table" carries.
    auction = client.get("/en/table/auction/?" + urlencode({"dealer": "S", "vul": "None", "calls": AUCTION}))
    assert f"play={RESTRICTION.replace(':', '%3A').replace('+', '%2B')}" in auction.content.decode()
    html = client.get(location).content.decode()
    assert WORDS[lang]["choice"] in engine_says(html)
    assert not card_links(html)  # West may not lead until declarer has chosen
    assert not fieldset(html)  # recorded: the table does not ask again


def test_entered_at_the_table_the_forbidden_suit_is_enforced(client):
    html = client.get(table_url("en")).content.decode()
    form = fieldset(html)
    # At the table the declarer is known: the two defenders are named.
    assert form["sides"] == WORDS["en"]["defenders"]
    hidden = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', html.split("lead-26b-form")[1]))
    assert hidden == {"deal": DEAL, "contract": "4H", "declarer": "S", "vul": "0"}
    query = urlencode({**hidden, "lead26b": "lho", "lead26b_suit": ["D", "H", "S"]}, doseq=True)
    table = client.get(followed(client, "/en/table/?" + query)).content.decode()
    forbidden = client.get(buttons(table)["forbid the suit: ♥"]).content.decode()
    assert "West may not lead a heart for as long as he keeps the lead." in engine_says(forbidden)
    assert set(card_links(forbidden)) == {"S2", "D5", "D4", "D3", "D2", "C5", "C4", "C3", "C2"}
    # Once a card is played the restriction can no longer come first in the record: not offered.
    played = client.get(card_links(forbidden)["S2"]).content.decode()
    assert not fieldset(played)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_right_hand_opponent_and_no_suit_ticked(client, lang):
    base = {"deal": DEAL, "contract": "4H", "declarer": "S", "vul": "0"}
    tables = {"tr": "/tr/masa/", "en": "/en/table/"}
    location = followed(client, tables[lang] + "?" + urlencode({**base, "lead26b": "rho", "lead26b_suit": "C"}))
    assert parse_qs(urlparse(location).query)["play"] == ["auction_lead:E:C"]
    refused = client.get(tables[lang] + "?" + urlencode({**base, "lead26b": "lho"}))
    assert refused.status_code == 400
    assert WORDS[lang]["none_ticked"] in unescape(refused.content.decode())
    # "No restriction" (the start page's first choice): the table as before, nothing recorded.
    free = client.get(tables[lang] + "?" + urlencode({**base, "lead26b": "", "lead26b_suit": "C"}))
    assert free.status_code == 200 and "auction_lead" not in unescape(free.content.decode())


def test_the_restriction_stays_when_the_contract_typed_is_asked_again(client):
    # "4K" is 4 karo and 4 kör: the table asks which; the restriction entered stays in both links.
    entered = {"deal": DEAL, "contract": "4K", "declarer": "S", "vul": "0", "lead26b": "lho", "lead26b_suit": "S"}
    which = client.get(followed(client, "/tr/masa/?" + urlencode(entered))).content.decode()
    links = [unescape(href) for href in re.findall(r'<a class="big-button" href="([^"]+)">', which)]
    assert len(links) == 2
    assert all(parse_qs(urlparse(link).query)["play"] == ["auction_lead:W:S"] for link in links)
