"""A whole record pasted into the table's "Deal (PBN)" box, a GET form: a PBN Deal tag or file, a
LIN record, a BBO link. The box was answered with the engine's "The deal must start with the first
seat and a colon", which did not say that the box below reads such a record; and a PBN file of a
few boards made an address past gunicorn's request line limit, its bare "URI Too Long" page
(polish73). Now the page says where it goes, in its language, and the box holds at most 400
characters (a deal is some 70), so a file pasted there is cut and told so."""

import re
from html import unescape
from urllib.parse import urlencode

import pytest

from rulings.tests.test_records import LIN_DEAL, PBN_FILE

pytestmark = pytest.mark.django_db

TAG = '[Deal "N:AK32.KQJ54.A7.82 QJ9.A82.KQJ5.KJ7 854.T963.932.AQ5 T76.7.T864.T9643"]'
SAID = {
    "en": "This is a whole record, not a deal: paste it into the box “Or paste a PBN, LIN or BBO link” below",
    "tr": "Bu bir dağılım değil, bütün bir kayıt: onu okuyan aşağıdaki “Ya da bir PBN, LIN veya BBO bağlantısı "
    "yapıştırın” kutusuna yapıştırın.",
}


def page(client, lang: str, deal: str) -> tuple[int, str]:
    path = ("/en/table/?" if lang == "en" else "/tr/masa/?") + urlencode(
        {"deal": deal, "contract": "4S", "declarer": "S"}
    )
    response = client.get(path)
    return response.status_code, " ".join(unescape(re.sub(r"<[^>]+>", " ", response.content.decode())).split())


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize(
    "record", [TAG, PBN_FILE, PBN_FILE[:400], LIN_DEAL, "https://www.bridgebase.com/tools/handviewer.html?lin=md|3S854"]
)
def test_a_record_in_the_deal_box_is_told_where_it_goes(client, lang, record):
    status, text = page(client, lang, record)
    assert status == 400
    assert SAID[lang] in text


def test_a_deal_still_opens_the_table(client):
    status, text = page(client, "en", TAG[7:-2])
    assert status == 200 and "whole record" not in text


def test_the_deal_box_holds_at_most_400_characters(client):
    html = client.get("/en/table/").content.decode()
    assert re.search(r'<textarea id="t-deal" name="deal"[^>]* maxlength="400"', html)
