"""perf316: `answers_after(query, events)` answers, for each event, exactly what
`answer({**query, "play": [*query["play"], event]})` answers, the record replayed once and each event
tried on a copy of the table (Table.copy). Checked on walks through whole boards that take, now and
then, an irregular event the engine records (leads out of turn, revokes and their corrections,
exposed cards, cards at once, omitted cards, designations), every candidate event compared at every
step: the cards in each hand, a card not in it, and each act with the cards and suits it takes."""

import dataclasses
import random

import pytest

import rulings
from rulings import answer, answers_after
from rulings.cards import CARD_CODES, cards_in
from rulings.deal import SEAT_NAMES
from rulings.play import Table

SEATS = "NESW"
CARD_ACTS = ("expose", "correct", "replace", "choose_card", "substitute", "supply", "place")
SEAT_ACTS = (
    "accept",
    "spread",
    "reject",
    "no_restriction",
    "withdraw",
    "omit",
    "restore",
    "require_highest",
    "require_lowest",
)
SUIT_ACTS = ("require_lead", "forbid_lead", "require_suit", "forbid_suit")


def random_deal(rng: random.Random) -> str:
    cards = list(CARD_CODES)
    rng.shuffle(cards)
    hands = []
    for seat in range(4):
        held = cards[seat * 13 : seat * 13 + 13]
        hands.append(".".join("".join(c[1] for c in CARD_CODES if c in held and c[0] == suit) for suit in "SHDC"))
    return "N:" + " ".join(hands)


def candidates(query: dict, rng: random.Random) -> list:
    """The events tried after the record: every card held played by its holder, one card played
    by a seat that does not hold it, and each act with some of the cards held and every suit."""
    held = rulings.play_state(query["deal"], query["contract"], query["declarer"], query["play"]).hands
    events: list = []
    for seat, mask in enumerate(held):
        name = SEAT_NAMES[seat]
        cards = [CARD_CODES[c] for c in cards_in(mask)]
        events += [f"{name}:{card}" for card in cards]
        if cards:
            events.append(f"{SEAT_NAMES[(seat + 1) % 4]}:{cards[0]}")  # not in that hand
            for act in CARD_ACTS:
                events += [{"act": act, "seat": name, "card": card} for card in rng.sample(cards, min(2, len(cards)))]
        if len(cards) >= 2:
            pair = rng.sample(cards, 2)
            events.append({"act": "simultaneous", "seat": name, "cards": pair, "visible": pair})
            events.append({"act": "simultaneous", "seat": name, "cards": pair, "visible": pair[:1]})
        events += [{"act": act, "seat": name} for act in SEAT_ACTS]
        events += [{"act": act, "seat": name, "suit": suit} for act in SUIT_ACTS for suit in "SHDC"]
        events.append({"act": "forbid_lead", "seat": name, "suits": ["S", "H"]})
        events += [{"act": "designate", "seat": name, "words": words} for words in ("high", "low")]
        events.append({"act": "designate", "seat": name, "suit": "S"})
    events += ["X:SA", {"act": "nothing", "seat": "N"}, 17]  # refused before the table is asked
    return events


def walk(seed: int, steps: int) -> int:
    """A board played `steps` events on, every step's candidates compared; the number compared."""
    rng = random.Random(seed)
    play: list = []
    contract = rng.choice(["4H", "3NT", "2S"])
    query: dict = {"q": "state", "deal": random_deal(rng), "contract": contract, "declarer": "S", "play": play}
    compared = 0
    for _ in range(steps):
        events = candidates(query, rng)
        expected = [answer({**query, "play": [*query["play"], event]}) for event in events]
        assert answers_after(query, events) == expected, (seed, query["play"])
        compared += len(events)
        now = answer(query)
        recorded = [e for e, a in zip(events, expected, strict=True) if "error" not in a]
        if not recorded or now["turn"] is None and rng.random() < 0.5:
            break
        legal = [f"{now['turn']}:{card}" for card in now["legal"]] if now["turn"] else []
        # mostly play on properly; now and then an irregular event the engine records
        play.append(rng.choice(legal) if legal and rng.random() < 0.7 else rng.choice(recorded))
    return compared


@pytest.mark.parametrize("seed", range(6))
def test_each_answer_is_the_one_answer_gives_alone(seed):
    assert walk(seed, 40) > 1000


def test_a_record_the_engine_refuses_is_answered_event_by_event():
    query = {"q": "state", "deal": random_deal(random.Random(1)), "contract": "4H", "declarer": "S", "play": ["N:ZZ"]}
    events = ["W:SA", {"act": "accept", "seat": "S"}]
    assert answers_after(query, events) == [answer({**query, "play": ["N:ZZ", e]}) for e in events]
    assert all("error" in a for a in answers_after(query, events))


def test_a_claim_query_or_another_is_answered_event_by_event():
    deal = random_deal(random.Random(2))
    state = {"q": "state", "deal": deal, "contract": "4H", "declarer": "S", "play": []}
    first = answer(state)["legal"][0]
    for query in ({**state, "claimer": "S"}, {**state, "q": "result", "vul": False}):
        events = [f"W:{first}", "W:SA"]
        assert answers_after(query, events) == [answer({**query, "play": [e]}) for e in events]


def test_the_copy_plays_on_without_changing_the_table_copied():
    """A revoke not yet established keeps a reopen point (62A); the copy corrects it, the table
    copied still holds it uncorrected and answers as before."""
    deal = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"
    play = ["W:D2", "N:D4", "E:DA", "S:D6", "E:H5", "S:HA", "W:C2", "N:H3"]
    query = {"q": "state", "deal": deal, "contract": "4H", "declarer": "S", "play": play}
    table = rulings.queries._run(*rulings.queries._play_setup(query))
    before = rulings.queries.state_answer(table.snapshot())
    copy = table.copy()
    assert isinstance(copy, Table) and copy.reopen is not table.reopen and copy.revokes[0] is not table.revokes[0]
    copy.apply(rulings.queries.parse_event({"act": "correct", "seat": "W", "card": "H2"}, len(play)), len(play))
    assert rulings.queries.state_answer(copy.snapshot())["revokes"][0]["corrected"]
    assert rulings.queries.state_answer(table.snapshot()) == before


# The deal of test_revoke_corrections.py (South declares 4H, West leads): a board with a card
# omitted from trick 1 (67A), after which South revokes on trick 13; a revoke corrected after
# South led to the next trick (62C1: that lead stays on the table unless withdrawn); a revoke on
# trick 12, kept open to the end of play (62D1). Every prefix of each record is compared; the
# three saved tables of Table.copy (`reopen`, `reopen_twelfth`, `before_kept_lead`) are reached.
REVOKE_DEAL = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"
RECORDS = (
    "W:D2,N:D4,E:D7,omit:S,E:CK,S:CJ,W:C3,N:C6,E:C5,S:CA,W:C7,N:CQ,S:C4,W:CT,N:C9,E:C8,W:D9,N:D8,E:DA,"
    "S:D6,E:SJ,S:S7,W:ST,N:SK,N:HQ,E:H6,S:HK,W:H2,S:HA,W:S6,N:HJ,E:H5,S:HT,W:DT,N:H3,E:H7,S:H9,W:D5,"
    "N:S5,E:S9,S:H4,W:D3,N:SA,E:DQ,S:DJ,W:S4,N:DK,E:SQ,N:S2,E:S8,S:H8,W:C2",
    "W:D2,N:D4,E:DA,S:D6,E:H5,S:HA,W:C2,N:H3,S:S3,correct:W:H2,withdraw:S,S:S7",
    # West revokes on trick 12 (the C2, holding the DT) and corrects it after the last trick (62D1)
    "W:ST,N:SA,E:SQ,S:S3,N:S2,E:S8,S:S7,W:S4,E:C8,S:CA,W:CT,N:C6,S:HT,W:H2,N:H3,E:H6,S:C4,W:C3,N:C9,E:C5,"
    "N:SK,E:SJ,S:DJ,W:S6,N:HJ,E:H5,S:H8,W:D2,N:HQ,E:H7,S:HK,W:D9,S:HA,W:D5,N:D8,E:DA,S:H4,W:C7,N:DK,E:CK,"
    "S:D6,W:D3,N:D4,E:D7,E:DQ,S:H9,W:C2,N:CQ,S:CJ,W:DT,N:S5,E:S9,correct:W:DT",
)


@pytest.mark.parametrize("record", RECORDS)
def test_each_prefix_of_a_record_with_its_saved_tables(record):
    rng = random.Random(0)
    events = [_event(e) for e in record.split(",")]
    for end in range(len(events) + 1):
        query = {"q": "state", "deal": REVOKE_DEAL, "contract": "4H", "declarer": "S", "play": events[:end]}
        assert "error" not in answer(query), end
        tried = candidates(query, rng)
        assert answers_after(query, tried) == [answer({**query, "play": [*events[:end], e]}) for e in tried], end


def _event(token: str):
    """A record's token as the engine takes it: "W:SK", or an act ("correct:S:S3", "omit:S")."""
    parts = token.split(":")
    if len(parts) == 2 and parts[0] in SEATS:
        return token
    if len(parts) == 2:
        return {"act": parts[0], "seat": parts[1]}
    return {"act": parts[0], "seat": parts[1], "card": parts[2]}


def test_the_records_reach_every_saved_table():
    """So that the comparison above covers the copy of each saved table (with `reopen_58b3`, which
    the walks reach after cards played at once)."""
    reached = set()
    for record in RECORDS:
        events = [_event(e) for e in record.split(",")]
        for end in range(len(events) + 1):
            query = {"deal": REVOKE_DEAL, "contract": "4H", "declarer": "S", "play": events[:end]}
            table = rulings.queries._run(*rulings.queries._play_setup(query))
            reached |= {name for name in ("reopen", "reopen_twelfth", "before_kept_lead") if getattr(table, name)}
    assert reached == {"reopen", "reopen_twelfth", "before_kept_lead"}


def _unsafe_to_share(value: object, seen: set[int]) -> list[str]:
    """The types in `value` that Table.copy would share with the table copied although they can
    change in place: anything mutable other than the lists, dicts and Revokes it copies."""
    if id(value) in seen or value is None or type(value) in (int, bool, str, float):
        return []
    seen.add(id(value))
    if isinstance(value, (list, tuple, frozenset)) and type(value) in (list, tuple, frozenset):
        return [bad for item in value for bad in _unsafe_to_share(item, seen)]
    if type(value) is dict:
        return [bad for item in value.values() for bad in _unsafe_to_share(item, seen)]
    if type(value) is rulings.play.Revoke:
        return [bad for item in vars(value).values() for bad in _unsafe_to_share(item, seen)]
    params = getattr(type(value), "__dataclass_params__", None)
    if params is not None and params.frozen and dataclasses.is_dataclass(value) and not isinstance(value, type):
        items = [getattr(value, f.name) for f in dataclasses.fields(value)]
        return [bad for item in items for bad in _unsafe_to_share(item, seen)]
    return [type(value).__name__]


@pytest.mark.parametrize("record", RECORDS)
def test_a_table_holds_nothing_mutable_that_its_copy_would_share(record):
    """Table.copy copies lists, dicts and Revokes and shares the rest: a field added later that can
    change in place (a set, a mutable dataclass) would be shared with the copy and let one card's
    answer change the next card's. Every prefix of the saved-table records is checked."""
    events = [_event(e) for e in record.split(",")]
    for end in range(len(events) + 1):
        query = {"q": "state", "deal": REVOKE_DEAL, "contract": "4H", "declarer": "S", "play": events[:end]}
        table = rulings.queries._run(*rulings.queries._play_setup(query))
        assert _unsafe_to_share(vars(table), set()) == [], events[:end]
