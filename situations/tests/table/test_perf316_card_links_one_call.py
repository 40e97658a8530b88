"""perf316: the table page asks the engine about every card's event in one call
(rulings.answers_after, the record replayed once) instead of once per card (up to 52 replays).
Every card's link stays what it was: the page is drawn both ways, the per-card path being the
view with `_NextEvent.ask` left out, and every card of every hand compared, in every mode, on
records with irregular plays, choices pending, a revoke to correct (62A) and its correction
(62C1: a lead left on the table), cards played at once (58B), a card omitted (67A) and a claim."""

import re
from html import unescape
from urllib.parse import urlencode

import pytest

import rulings
from situations import table_views
from situations.table import parse_play

pytestmark = pytest.mark.django_db

# The deal of rulings/tests/play/test_revoke_corrections.py: South declares 4H, West leads.
DEAL = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"
FIRST = "W:D2,N:D4,E:DA,S:D6"
SIX_TRICKS = (
    FIRST + ",E:C5,S:C4,W:C2,N:C6,N:C9,E:C8,S:CJ,W:C3,S:CA,W:C7,N:CQ,E:CK,S:DJ,W:D3,N:D8,E:D7,S:H4,W:H2,N:H3,E:H5"
)
WEST_REVOKES = FIRST + ",E:H5,S:HA,W:C2,N:H3"  # West, holding the H2, discards the C2 (not established)
RECORDS = (
    "",  # the opening lead to come
    "W:D2",
    "E:DA",  # 54: a defender's opening lead out of turn, declarer's choice pending
    "E:DA,reject:S",  # East's major penalty card, West to lead: declarer's 50D2 choice pending
    "S:D6",  # 55: declarer's lead out of turn
    SIX_TRICKS,
    WEST_REVOKES,  # 62A: a revoke to correct
    WEST_REVOKES + ",correct:W:H2",  # 62C1: the cards after the revoke card may be replaced
    WEST_REVOKES + ",S:S3,correct:W:H2",  # 62C1: South's lead to trick 3 left on the table
    FIRST + ",simultaneous:E:S8+S9",  # 58B: two cards at once, the choice pending
    FIRST + ",simultaneous:E:S8+S9,choose_card:E:S8",  # 58B2, then 58B3: the next players may change
    "W:D2,N:D4,E:DA,omit:S",  # 67A: South omitted to play to trick 1
    "W:D2,N:D4,E:DA,omit:S,E:S8,S:S3",  # 67B: both sides played to the next trick
)
MODES = (
    {"mode": "play"},
    {"mode": "expose"},
    {"mode": "correct"},
    {"mode": "replace"},
    {"mode": "two"},
    {"mode": "two", "pair": "SQ"},
    {"mode": "claim", "claimer": "S", "tricks": "5"},
)
CARD = re.compile(r'<(?:a class="card[^"]*" href="([^"]*)"|span class="card[^"]*") data-card="(\w\w)"')


def card_links(page: str) -> list[tuple[str, str]]:
    """Every card of every hand in the page's order: (card, its link, "" for none)."""
    return [(card, unescape(href or "")) for href, card in CARD.findall(page)]


def both_ways(client, monkeypatch, url: str) -> tuple[list, list]:
    """The card links of the page as drawn now (one call) and per card (`ask` left out)."""
    one_call = card_links(client.get(url).content.decode())
    with monkeypatch.context() as patch:
        patch.setattr(table_views._NextEvent, "ask", lambda self, tokens: None)
        per_card = card_links(client.get(url).content.decode())
    return one_call, per_card


def url_of(play: str, params: dict) -> str:
    return "/en/table/?" + urlencode(
        {"deal": DEAL, "contract": "4H", "declarer": "S", "vul": "0", "play": play, **params}
    )


@pytest.mark.parametrize("play", RECORDS)
def test_the_records_are_ones_the_engine_records(play):
    query = {"q": "state", "deal": DEAL, "contract": "4H", "declarer": "S", "play": parse_play(play)}
    assert "error" not in rulings.answer(query), play


@pytest.mark.parametrize("params", MODES, ids=lambda p: "-".join(p.values()))
@pytest.mark.parametrize("play", RECORDS)
def test_every_cards_link_is_the_one_the_per_card_path_gives(client, monkeypatch, play, params):
    one_call, per_card = both_ways(client, monkeypatch, url_of(play, params))
    assert one_call, "no card drawn"
    assert one_call == per_card


def test_the_pages_ask_the_engine_once_for_the_cards(client, monkeypatch):
    """The play mode page six tricks in: the per-card path asked the engine once per card shown
    (28), the page now once in all (and once more for nothing else)."""
    calls = []
    original = rulings.answer

    def counted(query, *args, **kwargs):
        calls.append(query)
        return original(query, *args, **kwargs)

    monkeypatch.setattr(rulings, "answer", counted)
    client.get(url_of(SIX_TRICKS, {"mode": "play"}))
    assert len(calls) <= 1
    calls.clear()
    with monkeypatch.context() as patch:
        patch.setattr(table_views._NextEvent, "ask", lambda self, tokens: None)
        client.get(url_of(SIX_TRICKS, {"mode": "play"}))
    assert len(calls) >= 28


def test_the_comparison_sees_one_card_whose_link_differs(client, monkeypatch):
    """The test above can fail: one answer turned into a refusal in the one call takes one card's
    link away, and the comparison sees it."""
    original = rulings.answers_after

    def one_refused(query, events):
        answers = original(query, events)
        first = next(i for i, answer in enumerate(answers) if "error" not in answer)
        answers[first] = {"error": "play[0]: refused for the test"}
        return answers

    monkeypatch.setattr(rulings, "answers_after", one_refused)
    one_call, per_card = both_ways(client, monkeypatch, url_of(SIX_TRICKS, {"mode": "play"}))
    differing = [(a, b) for a, b in zip(one_call, per_card, strict=True) if a != b]
    assert len(differing) == 1
