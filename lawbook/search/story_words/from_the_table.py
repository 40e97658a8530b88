"""Dummy named as the table or the board an English player plays from ("declarer said jack from the table", "called
the 9 of hearts from board", "declarer only said spade from the board"): dummy's hand.

The Laws say "dummy": 45B "Deklaran kartın adını söyleyerek yerden kart oynar" / WBF "Declarer plays a card from
dummy by naming the card". A player says he plays "from the table" or "from (the) board", and the query read
"table" and "board" as typed: "board" is the duplicate board (the vocabulary's "bord", Laws 2, 6, 7), which drew
Law 2 into "called the 9 of hearts from board". So "from the table", "from the board" and "from board" a few
words after a verb of playing, naming or leading a card ("called a card from the table", "lead from the table")
are searched as "dummy" / "yer", not as typed. Not "took our cards from the board" (the hands taken out of the
board, 16D1) nor "an inch from the table" (a card held near it, 45C2): no such verb before them.
"""

from __future__ import annotations

# Folded forms. The verbs a card is played, named or led with: "called", "said", "named", "grabbed", "asked for".
_PLAYS_EN = frozenset(
    {
        "call",
        "called",
        "calls",
        "calling",
        "play",
        "played",
        "plays",
        "playing",
        "say",
        "said",
        "says",
        "name",
        "named",
        "names",
        "naming",
        "lead",
        "leads",
        "leading",
        "led",
        "grab",
        "grabbed",
        "asked",
        "designated",
    }
)
_TABLES_EN = frozenset({"table", "board"})
# At most this many words between the verb and "from": "called a card from the table", "said jack from the table",
# "called the 9 of hearts from board".
_MOST_WORDS_EN = 5


def _length(folded: list[str], index: int) -> int:
    """The length of "from the table" / "from board" at `index`, or 0."""
    if folded[index] != "from":
        return 0
    after = folded[index + 1 : index + 3]
    if after[:1] and after[0] in _TABLES_EN:
        return 2
    if after[:1] == ["the"] and after[1:] and after[1] in _TABLES_EN:
        return 3
    return 0


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of "from the table", "from (the) board" said of a card played, named or led."""
    found: list[tuple[int, int]] = []
    if "dummy" in folded:
        return found
    for index in range(len(folded)):
        length = _length(folded, index)
        if length and _PLAYS_EN & set(folded[max(0, index - _MOST_WORDS_EN) : index]):
            found.append((index, index + length))
    return found


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' word for the hand declarer plays from, per language (45B, 46B)."""
    return (("en", ("dummy",)), ("tr", ("yer",)))
