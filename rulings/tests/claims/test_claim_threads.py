"""The double-dummy figure of a claim (Law 70: the tricks the claimer's side takes from here with
best play, `dd_tricks`) is the same when threads ask at once as when one asks.

gunicorn's workers are threaded (gunicorn.conf.py), and endplay's `solve_board` calls DDS through
ctypes, which lets the other threads run meanwhile, always in DDS's memory for thread 0: without
rulings.claims.claim's lock two threads of a worker solve in the same memory at once.
"""

import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from rulings.claims.claim import dd_tricks
from rulings.claims.query import parse_claim

SEATS = "NESW"


def endings(count: int, cards: int, seed: int = 70) -> list[dict]:
    """Claim queries on random endings of `cards` cards a hand, no card of the trick played."""
    rng = random.Random(seed)
    deck = [suit + rank for suit in "SHDC" for rank in "AKQJT98765432"]
    queries = []
    for _ in range(count):
        dealt = rng.sample(deck, 4 * cards)
        hands = [dealt[seat * cards : (seat + 1) * cards] for seat in range(4)]
        pbn = " ".join(".".join("".join(c[1] for c in hand if c[0] == suit) for suit in "SHDC") for hand in hands)
        lead = rng.choice(SEATS)
        queries.append(
            {
                "q": "claim",
                "deal": f"N:{pbn}",
                "trump": rng.choice(["S", "H", "D", "C", "NT"]),
                "lead": lead,
                "claimer": "S",
                "declarer": "S",
                "claimed": cards,
            }
        )
    return queries


@pytest.mark.slow
def test_threads_solving_at_once_get_the_serial_figures():
    claims = [parse_claim(query) for query in endings(48, 8)]
    serial = [dd_tricks(claim) for claim in claims]
    with ThreadPoolExecutor(8) as pool:
        for _ in range(3):
            assert list(pool.map(dd_tricks, claims)) == serial
