"""A fixed set of generated ruling-engine queries (docs/rulings-cli.md) for comparing
POST /api/rulings/ with `python -m rulings`: every query kind, bad queries, and play records
driven through the engine with legal cards, revokes, leads out of turn, exposed cards and the
choices the Laws give (Laws 24, 44-64)."""

from __future__ import annotations

import random

from rulings import answer

SEATS = "NESW"
SUITS = "SHDC"  # PBN order
RANKS = "AKQJT98765432"
ACTS = ("accept", "spread", "reject", "require_lead", "forbid_lead", "no_restriction")


def _deal(rng: random.Random) -> tuple[str, dict[str, list[str]]]:
    cards = [s + r for s in SUITS for r in RANKS]
    rng.shuffle(cards)
    hands = {seat: cards[i * 13 : (i + 1) * 13] for i, seat in enumerate(SEATS)}
    parts = []
    for seat in SEATS:
        parts.append(".".join("".join(c[1] for c in hands[seat] if c[0] == s) for s in SUITS))
    return "N:" + " ".join(parts), hands


def _contract(rng: random.Random) -> str:
    return f"{rng.randint(1, 7)}{rng.choice(['C', 'D', 'H', 'S', 'NT'])}{rng.choice(['', '', 'X', 'XX'])}"


def _play_query(rng: random.Random) -> dict:
    deal, hands = _deal(rng)
    query = {"q": "state", "deal": deal, "contract": _contract(rng), "declarer": rng.choice(SEATS)}
    play: list = []
    played: set[str] = set()
    stop = rng.randint(0, 70)
    # The engine's answer for the record so far: the answer to the last record accepted (the
    # engine replays a record from the start, so asking again for the same record would cost a
    # second replay of it for the same answer).
    state = answer({**query, "play": play})
    while len(play) < stop:
        if "error" in state or state["turn"] is None:
            break
        event = _event(rng, state, hands, played)
        trial = answer({**query, "play": [*play, event]})
        if "error" in trial:
            if rng.random() < 0.05:  # now and then keep a refused record: errors must agree too
                return {**query, "play": [*play, event]}
            continue
        play.append(event)
        state = trial
        if isinstance(event, str):
            played.add(event[2:])
    out = {**query, "play": play}
    if "error" not in state and state["turn"] is None:
        out = {**out, "q": "result", "vul": rng.random() < 0.5}
    return out


def _event(rng: random.Random, state: dict, hands: dict, played: set[str]):
    decision = state["decision"]
    if decision:
        act = rng.choice(decision["options"])
        event = {"act": act, "seat": decision["by"]}
        if act in ("require_lead", "forbid_lead"):
            suits = [p["card"][0] for p in state["penalty_cards"]] or ["S"]
            event["suit"] = rng.choice(suits)
        return event
    roll = rng.random()
    turn = state["turn"]
    if roll < 0.04:
        seat = rng.choice(SEATS)
        left = [c for c in hands[seat] if c not in played]
        return {"act": "expose", "seat": seat, "card": rng.choice(left or hands[seat])}
    if roll < 0.09:
        seat = rng.choice([s for s in SEATS if s != turn])
        left = [c for c in hands[seat] if c not in played]
        return f"{seat}:{rng.choice(left or hands[seat])}"
    if roll < 0.17:
        left = [c for c in hands[turn] if c not in played]
        return f"{turn}:{rng.choice(left or hands[turn])}"
    return f"{turn}:{rng.choice(state['legal'])}"


def _simple(rng: random.Random) -> dict:
    kind = rng.choice(["score", "imps", "board", "matchpoints", "auction_exposure", "bad"])
    if kind == "score":
        contract = rng.choice([_contract(rng), "pass"])
        return {"q": "score", "contract": contract, "vul": rng.random() < 0.5, "tricks": rng.randint(0, 13)}
    if kind == "imps":
        return {"q": "imps", "diff": rng.randint(-5000, 5000)}
    if kind == "board":
        return {"q": "board", "board": rng.randint(1, 200)}
    if kind == "matchpoints":
        return {"q": "matchpoints", "scores": [rng.choice(range(-1000, 1500, 10)) for _ in range(rng.randint(1, 8))]}
    if kind == "auction_exposure":
        cards = rng.sample([s + r for s in SUITS for r in RANKS], rng.randint(1, 3))
        return {"q": "auction_exposure", "cards": cards, "led": rng.random() < 0.3}
    return rng.choice(
        [
            {"q": "nonsense"},
            {"q": "score", "contract": "8NT", "vul": True, "tricks": 7},
            {"q": "imps"},
            {"q": "board", "board": 0},
            {"q": "state", "deal": "N:AKQ", "contract": "4S", "declarer": "S", "play": []},
            {"q": "auction_exposure", "cards": ["ZZ"], "led": False},
            {"contract": "4S"},
            [1, 2],
            "text",
            None,
            7,
        ]
    )


def generated_queries(count: int = 1000, seed: int = 12) -> list:
    rng = random.Random(seed)
    return [_play_query(rng) if i % 3 else _simple(rng) for i in range(count)]


def _outcomes(rng: random.Random) -> list[dict]:
    """Two to four results that could have occurred, their weights in hundredths adding up to 1
    (Law 12C1(c)); now and then a weight of thirds, or weights that do not add up."""
    count = rng.randint(1, 4)
    cuts = sorted(rng.sample(range(1, 100), count - 1))
    weights = [(b - a) / 100 for a, b in zip([0, *cuts], [*cuts, 100], strict=True)]
    if rng.random() < 0.1:
        weights = [0.3333333333] * 3
    if rng.random() < 0.05:
        weights = [w * 0.9 for w in weights]
    return [{"score": rng.choice(range(-1400, 1500, 10)), "weight": w} for w in weights]


def adjusted_queries(count: int = 300, seed: int = 78) -> list:
    """`weighted` and `artificial` queries (Laws 12C1(c), 12C2, 78A, 78B), some of them refused."""
    rng = random.Random(seed)
    out: list = []
    for _ in range(count):
        roll = rng.random()
        if roll < 0.4:
            field = [rng.choice(range(-1400, 1500, 10)) for _ in range(rng.randint(0, 12))]
            out.append({"q": "weighted", "form": "mp", "outcomes": _outcomes(rng), "field": field})
        elif roll < 0.75:
            other = "620" if rng.random() < 0.1 else rng.choice(range(-1400, 1500, 10))
            out.append({"q": "weighted", "form": "imps", "outcomes": _outcomes(rng), "other": other})
        else:
            query = {"q": "artificial", "form": rng.choice(["mp", "imps", "teams"])}
            query["fault"] = rng.choice(["none", "partly", "directly", "half"])
            if rng.random() < 0.5:
                query["session_percent"] = round(rng.uniform(20, 80), 2)
            out.append(query)
    return out
