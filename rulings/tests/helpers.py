"""Deals and play records for the ruling tests, written as at the table."""
from __future__ import annotations

from rulings import answer


def deal(n: str, e: str, s: str, w: str) -> str:
    """A PBN Deal value from the four hands (spades.hearts.diamonds.clubs)."""
    return f"N:{n} {e} {s} {w}"


def tricks(*rows: str) -> list[str]:
    """Play events from rows like "W:DQ N:DA E:D5 S:D2" (one trick per row, as written)."""
    return [event for row in rows for event in row.split()]


def state(deal_value: str, contract: str, declarer: str, play: list) -> dict:
    got = answer({"q": "state", "deal": deal_value, "contract": contract,
                  "declarer": declarer, "play": play})
    assert "error" not in got, got
    return got


def result(deal_value: str, contract: str, declarer: str, play: list, vul: bool = False) -> dict:
    got = answer({"q": "result", "deal": deal_value, "contract": contract,
                  "declarer": declarer, "vul": vul, "play": play})
    assert "error" not in got, got
    return got
