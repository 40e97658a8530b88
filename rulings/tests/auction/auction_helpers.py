"""Auctions for the auction tests, written as at the table: "E:1H" events, accept and reject."""

from __future__ import annotations

from rulings import answer


def auction(calls: list, dealer: str = "N", **extra) -> dict:
    got = answer({"q": "auction", "dealer": dealer, "calls": calls, **extra})
    assert "error" not in got, got
    return got


def error(calls: list, dealer: str = "N") -> str:
    got = answer({"q": "auction", "dealer": dealer, "calls": calls})
    assert set(got) == {"error"}, got
    return got["error"]


def accept(seat: str) -> dict:
    return {"act": "accept", "seat": seat}


def reject(seat: str) -> dict:
    return {"act": "reject", "seat": seat}


def comparable(seat: str, call: str) -> dict:
    return {"seat": seat, "call": call, "comparable": True}


def artificial(seat: str, call: str) -> dict:
    return {"seat": seat, "call": call, "artificial": True}


def passes(*seats: str) -> list[str]:
    return [f"{seat}:pass" for seat in seats]


def must_pass(got: dict) -> dict[str, str]:
    return {entry["seat"]: entry["until"] for entry in got["must_pass"]}
