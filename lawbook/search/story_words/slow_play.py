"""A player who takes his time over every card ("an opponent thinks for two minutes on every card", "rakip her kartta
iki dakika düşünüyor", "her oyunda dakikalarca bekletiyor"): unduly slow play.

The Laws say it so: 90B2 "Bir yarışmacının nedensiz yere yavaş oynaması" / WBF "unduly slow play by a contestant",
one of the offences that call for a procedural penalty (90B). A player tells how long the opponent thinks and that
he does it every time, and the query read "thinks" as a hesitation (the tempo's group, 16B1) and "every card",
"her kartta" as a card: the card's paragraphs (52A, 13A2, 45E1) came first and 90B2 nowhere. So where a story tells
the time taken or the thinking and that it comes at every card, trick or board, the words saying "every card" are
searched as 90B2's words. Not a single long think ("partner thought for ages before passing": 16B1's hesitation),
nor "every card" without thinking or time ("every card of the suit").
"""

from __future__ import annotations

# Folded forms. "every card", "each trick", "every board".
_EVERY_EN = frozenset({"every", "each"})
_TURNS_EN = frozenset({"card", "cards", "trick", "tricks", "play", "board", "boards", "hand", "hands", "bid", "call"})
# "her kartta", "her lövede", "her oyunda", "her bordda", "her elde", "her konuşmada".
_EVERY_TR = frozenset({"her"})
_TURNS_TR = ("kart", "love", "oyun", "bord", "eld", "elin", "konusma", "sira")
# The time taken or the thinking: "two minutes", "for ages", "forever", "dakikalarca", "iki dakika", "saatlerce";
# "thinks", "takes", "waits", "düşünüyor", "bekletiyor".
_TIME_EN = ("minute", "ages", "forever", "think", "thought", "tank", "takes", "took", "wait")
_TIME_TR = ("dakika", "saat", "dusun", "beklet")


def _spans(folded: list[str], every: frozenset[str], turn) -> list[tuple[int, int]]:
    """ "every card", "on each trick": the word of every and its noun, a word between them at most."""
    found = []
    for index, word in enumerate(folded):
        if word not in every:
            continue
        for end in (index + 2, index + 3):
            if end <= len(folded) and turn(folded[end - 1]):
                found.append((index, end))
                break
    return found


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of the words telling slow play comes at every card, trick or board."""
    found = []
    if any(word.startswith(_TIME_EN) for word in folded):
        found += _spans(folded, _EVERY_EN, lambda word: word in _TURNS_EN)
    if any(word.startswith(_TIME_TR) for word in folded):
        found += _spans(folded, _EVERY_TR, lambda word: word.startswith(_TURNS_TR))
    return found


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for unduly slow play, per language (90B2)."""
    return (("en", ("unduly", "slow", "play")), ("tr", ("nedensiz", "yere", "yavaş", "oynaması")))
