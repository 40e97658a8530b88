"""claimform (issue 24): a record taken from a claim ruled on the table page says the trump findings
the engine ruled on where no opponent holds a trump.

qa73 dropped the two boxes' lines wherever no opponent held a trump, so that a 1NT record did not say
"the claimer knew an opponent still held a trump (Law 70C2)" (desk/tests/test_qa73.py, still so).
Since branch claimrule the engine reads the same boxes, where the claimer's opponents hold no trump
in a suit contract, as the claimer knowing that none is left (rule 10, docs/rulings-cli.md), and the
ruling rests on them: the record left the finding out. It now says it, without Law 70C, which applies
only "When a trump remains in one of the opponents' hands" (TR "Rakiplerden birinin elinde bir koz
kaldığında").
"""

from __future__ import annotations

from urllib.parse import urlencode

import pytest

from situations.tests.table.test_table_claim_rule10 import BOARD, PLAY

from .test_table_link import field, record_link

pytestmark = pytest.mark.django_db

TABLE = {"en": "/en/table/?", "tr": "/tr/masa/?"}
FOUND = {
    "en": (
        "The statement said that the opponents had no trump left.",
        "The Director found that the claimer knew the opponents had no trump left.",
    ),
    "tr": (
        "Açıklama ifadesi rakiplerde koz kalmadığını söyledi.",
        "Hakem, talep edenin talep anında rakiplerde koz kalmadığını bildiği kanaatine vardı.",
    ),
}
RULING = {
    "en": "The engine's ruling: the claimer's side gets 3 tricks; paragraphs cited: 70A.",
    "tr": "Karar motorunun kararı: talep eden taraf 3 löve alır; dayandığı maddeler: 70A.",
}


def recorded(client, lang: str, **boxes) -> list[str]:
    query = {**BOARD, "play": ",".join(PLAY), "mode": "claim", "claimer": "W", "tricks": "3", **boxes}
    table = client.get(TABLE[lang] + urlencode(query)).content.decode()
    link = record_link(table)
    assert link is not None
    return field(client.get(link).content.decode(), "auction_and_play").splitlines()


@pytest.mark.parametrize("lang", ["en", "tr"])
@pytest.mark.parametrize("box", [0, 1])
def test_the_record_says_the_finding_the_ruling_rests_on(director_client, lang, box):
    lines = recorded(director_client, lang, **{("trumps", "aware")[box]: "1"})
    assert FOUND[lang][box] in lines and FOUND[lang][1 - box] not in lines
    assert not any("70C" in line for line in lines[:-1])  # the last line is the table's address
    assert RULING[lang] in lines


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_without_a_box_the_record_says_no_finding(director_client, lang):
    lines = recorded(director_client, lang)
    assert not set(FOUND[lang]) & set(lines)
    assert not any(line.startswith(RULING[lang]) for line in lines)  # 2 tricks, 70D1
