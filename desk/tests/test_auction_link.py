"""The auction page's "make a ruling record of this auction": a Director who has ruled on an
auction irregularity at the auction table (/tr/masa/artirim/) takes it into a new ruling record,
with every call and choice in words, the engine's answer, the page's address (which replays it) and
the paragraphs cited; nobody else is offered the link. The ruling is the engine's: 27B2 (TR
"yetersiz deklare yeterli bir deklare ile ya da pas ile düzeltilmişse, kusurlu oyuncunun ortağı
konuşma sırası kendisine her geldiğinde pas geçmek zorundadır"; WBF "if the insufficient bid is
corrected by a sufficient bid or by a pass, the offender's partner must pass whenever it is his turn
to call")."""

import re
from html import unescape
from urllib.parse import urlencode

import pytest

from desk.models import RulingRecord
from desk.tests.test_table_link import field, record_link
from rulings.tests.test_records import DEAL

pytestmark = pytest.mark.django_db

AUCTION = {"dealer": "N", "vul": "EW", "calls": "N:1S,E:1H,S:reject,E:2C"}
PATH = {"en": "/en/table/auction/", "tr": "/tr/masa/artirim/"}


def test_a_director_takes_the_auction_into_a_new_record(director_client):
    page = director_client.get(PATH["en"] + "?" + urlencode(AUCTION)).content.decode()
    link = record_link(page)
    assert link is not None and link.startswith("/en/director/records/new/auction/?")
    form = director_client.get(link).content.decode()
    said = field(form, "auction_and_play")
    assert said.splitlines()[:5] == [
        "Dealer North, East-West vulnerable",
        "North: 1♠",
        "East: 1♥",
        "South does not accept: the Director rectifies",
        "East: 2♣",
    ]
    assert "West must pass whenever it is his turn, to the end of the auction." in said
    kept = re.search(r"http://testserver(/en/table/auction/\?\S+)", said).group(1)
    assert "calls=N:1S,E:1H,S:reject,E:2C" in kept
    assert field(form, "laws") == "27B2, 26B"
    data = {
        "event": "Club pairs",
        "session": "",
        "board": "5",
        "deal_source": DEAL,  # the auction page has no hands: the Director pastes the deal
        "auction_and_play": said,
        "facts": "East bid 1H over 1S; South did not accept it.",
        "laws": field(form, "laws"),
        "ruling": "East corrected to 2C; West must pass throughout (27B2).",
        "adjusted_score": "",
        "appeal": "none",
        "appeal_notes": "",
    }
    assert director_client.post("/en/director/records/new/", data).status_code == 302
    record = RulingRecord.objects.get()
    assert "East: 2♣" in record.auction_and_play and record.deal != ""
    # The record's link replays the auction to the same ruling.
    assert "27B2" in unescape(director_client.get(kept).content.decode())


def test_the_link_is_in_the_page_s_language_and_for_directors_only(director_client, client, django_user_model):
    page = director_client.get(PATH["tr"] + "?" + urlencode(AUCTION)).content.decode()
    assert record_link(page).startswith("/tr/hakem/kayitlar/yeni/artirimdan/?")
    assert "Bu artırımın karar kaydını oluştur" in page
    client.logout()
    assert record_link(client.get(PATH["tr"] + "?" + urlencode(AUCTION)).content.decode()) is None
    client.force_login(django_user_model.objects.create_user("player", password="pw-player"))
    assert record_link(client.get(PATH["tr"] + "?" + urlencode(AUCTION)).content.decode()) is None
