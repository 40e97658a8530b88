"""A ruling record made at the table after an established revoke and a claim. The table page says,
above the claim's ruling, that the tricks Law 64 transfers for the revoke are "not in the ruling
below" (TR "aşağıdaki kararda yoktur"); the record wrote that line after the engine's ruling, where
"below" named only the table's address (polish72). The record now keeps the table's order.

The board (a hand played on the phone walk): North declares 4♥; on trick 3 East ruffs North's ♣2
with ♥2 though he holds ♣K J 7 (a revoke, Law 61A), and plays to trick 4, which establishes it
(Law 63A1: TR "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında";
WBF "When the offender or his partner leads or plays to the following trick"). North then claims 7 of
the 8 tricks left."""

from urllib.parse import urlencode

import pytest

from desk.tests.test_table_link import field, record_link

pytestmark = pytest.mark.django_db

DEAL = "N:AK32.KQJ54.A7.82 QJ9.A82.KQJ5.KJ7 854.T963.932.AQ5 T76.7.T864.T9643"
PLAY = "E:SQ,S:S8,W:ST,N:SA,N:SK,E:SJ,S:S5,W:S7,N:C2,E:H2,S:C5,W:C3,N:H4,E:HA,S:H3,W:H7,E:S9,S:S4,W:S6,N:S3"
PAGES = {"en": "/en/table/", "tr": "/tr/masa/"}
REVOKE = {"en": "East's revoke on trick 3 is established", "tr": "Doğu'nun 3. lövedeki rönonsu resmileşmiştir"}
RULING = {"en": "The engine's ruling:", "tr": "Karar motorunun kararı:"}
BELOW = {"en": "not in the ruling below", "tr": "aşağıdaki kararda yoktur"}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_revokes_line_comes_before_the_ruling_it_says_is_below(director_client, lang):
    query = {"deal": DEAL, "contract": "4H", "declarer": "N", "vul": "1", "play": PLAY, "mode": "claim"}
    query |= {"stated": "HK,HQ,HJ,DA", "ctap": "stated", "claimer": "N", "tricks": "7", "trumps": "1"}
    table = director_client.get(PAGES[lang] + "?" + urlencode(query)).content.decode()
    link = record_link(table)
    assert link is not None
    lines = field(director_client.get(link).content.decode(), "auction_and_play").splitlines()
    revoke = next(i for i, line in enumerate(lines) if line.startswith(REVOKE[lang]))
    ruling = next(i for i, line in enumerate(lines) if line.startswith(RULING[lang]))
    assert BELOW[lang] in lines[revoke]
    assert revoke < ruling
