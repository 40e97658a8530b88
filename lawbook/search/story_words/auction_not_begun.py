"""The auction not yet begun, as a player says it ("before anyone bid", "daha kimse konuşmadı").

The Laws say it so: 16D1 "artırım başlamadan ... kendi masasındaki başka bir oyuncuya ait bir kartı
görmek" / "by seeing a card belonging to another player at his own table before the auction begins";
16D2 "herhangi bir konuşma olmadan" / "before any call has been made", against 16D3 "ilk konuşmanın
yapılmasından sonra" / "after the first call in the auction has been made". A player says nobody has
called yet: "before anyone bid", "daha kimse konuşmadı", "kimse konuşmadan"; the query read "anyone",
"before", the bid, "kimse" and the call, and drew the auction's Laws (27C, 36A, 37A; 30A, 28A). So those
words are searched as the Laws' words for the auction not begun. Not when the story has told a bid
before them: "1 sa açtım, sonra kimse konuşmadan üstüne 1 pik koydum" (I opened, then changed it
before anyone called, Law 25) is before the next call, the auction begun. Not "nobody has called
since" or "after it" either (measured: it drew 16D above a call taken back, 25A): only "before anyone"
and "kimse konuşma-". The Laws' own "before the auction/bidding began" is left to their words, which
found 16D1 first already.
"""

from __future__ import annotations

from . import bids

# Folded forms (lawbook.search.analysis.exact_form).
_ANYONE = frozenset({"anyone", "anybody"})
_CALLED = frozenset({"bid", "bids", "called", "calls", "call", "bidding"})
# "kimse" (nobody, anybody) before a form of "konuşmak" (to call): "konuşmadan", "konuşmadı",
# "konuşmamıştı".
_NOBODY_TR = "kimse"
_CALLS_TR = "konusma"


def _span_at(folded: list[str], index: int) -> int:
    """The end of a saying of the auction not begun starting at `index`, or 0."""
    word = folded[index]
    after = folded[index + 1 : index + 3]
    if word == "before" and len(after) == 2 and after[0] in _ANYONE and after[1] in _CALLED:
        return index + 3  # "before anyone bid"
    if word == _NOBODY_TR and after[:1] and after[0].startswith(_CALLS_TR):
        return index + 2  # "kimse konuşmadan", "daha kimse konuşmadı"
    return 0


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of the words saying that nobody has called yet, none after a bid the
    story has told."""
    told = [bid.start for bid in bids.find(folded)]
    found = []
    for index in range(len(folded)):
        end = _span_at(folded, index)
        if end and not any(start < index for start in told):
            found.append((index, end))
    return found


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for the auction not begun, per language (16D1, 16D2)."""
    return (
        ("en", ("before", "the", "auction", "begins")),
        ("en", ("before", "any", "call", "has", "been", "made")),
        ("tr", ("artırım", "başlamadan")),
        ("tr", ("herhangi", "bir", "konuşma", "olmadan")),
    )
