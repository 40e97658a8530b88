"""qa73: the casebook walked by a Publisher and a Director (docs/legal-review.md). A record taken
from a claim ruled on the table page is copied into the casebook as it stands; in 1NT, with the
Director's 70C boxes ticked, it said "The Director found that the claimer knew an opponent still
held a trump (Law 70C2)" and "The statement mentioned the opponents' trump(s) (Law 70C1)". Law 70C
is about a trump an opponent holds: TR "C. Dışarıda Bir Koz Kalmıştır. Rakiplerden birinin elinde
bir koz kaldığında, hakem ... bir veya daha fazla löveyi rakiplere verir: 1. Talep eden koz
hakkında bir beyanda bulunmamışsa ve 2. Talep anında talep eden oyuncunun bir rakibinin elinde bir
koz kaldığından haberi olmaması olası ise ..."; WBF "C. There Is an Outstanding Trump. When a trump
remains in one of the opponents' hands, the Director shall award a trick or tricks to the opponents
if: 1. claimer made no statement about that trump, and 2. it is at all likely that claimer at the
time of his claim was unaware that a trump remained in an opponent's hand ...". In notrump no trump
remains anywhere: the record no longer states either finding there (the engine's ruling, 70D1 and
70A, did not rest on them), and still states them where an opponent holds a trump."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest

import rulings
from situations.tests.table.test_table_claim import AGREED_BOARD, NINE_HEARTS

from .test_table_link import field, record_link

pytestmark = pytest.mark.django_db

FOUND = {
    "en": (
        "The statement mentioned the opponents’ trump(s) (Law 70C1).",
        "The Director found that the claimer knew an opponent still held a trump (Law 70C2).",
    ),
    "tr": (
        "Açıklama ifadesi rakiplerin kozundan söz etti (Yasa 70C1).",
        "Hakem, talep edenin talep anında bir rakibinin elinde koz kaldığından haberi olduğu kanaatine vardı (Yasa 70C2).",
    ),
}
TABLE = {"en": "/en/table/?", "tr": "/tr/masa/?"}
# Each hand one suit: North every spade, East every heart, South every diamond, West every club.
ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def recorded(client, lang: str, board: dict, play: list[str]) -> list[str]:
    query = {**board, "play": ",".join(play), "mode": "claim", "claimer": "S", "tricks": "2"}
    table = client.get(TABLE[lang] + urlencode({**query, "trumps": "1", "aware": "1"})).content.decode()
    link = record_link(table)
    assert link is not None
    return field(client.get(link).content.decode(), "auction_and_play").splitlines()


def played_to_two_left(board: dict) -> list[str]:
    play: list[str] = []
    while len(play) < 11 * 4:
        state = rulings.answer({"q": "state", **board, "play": play})
        play.append(f"{state['turn']}:{state['legal'][0]}")
    return play


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_notrump_claim_s_record_states_no_finding_about_a_trump(director_client, lang):
    lines = recorded(director_client, lang, AGREED_BOARD, NINE_HEARTS)
    assert not set(FOUND[lang]) & set(lines)
    assert not any("70C" in line for line in lines[:-1])  # the last line is the table's address
    ruling = {"en": "The engine's ruling:", "tr": "Karar motorunun kararı:"}[lang]
    assert any(line.startswith(ruling) for line in lines)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_a_claim_with_an_opponent_s_trump_outstanding_keeps_both_findings(director_client, lang):
    board = {"deal": ONE_SUIT_EACH, "contract": "4H", "declarer": "S", "vul": "0"}  # East holds every trump
    lines = recorded(director_client, lang, board, played_to_two_left(board))
    assert set(FOUND[lang]) <= set(lines)
