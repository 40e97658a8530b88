"""Playing cards that came out stuck together ("two cards came out stuck together, both face up", "pik 4ü atarken
arkasına yapışık kupa 6sı da masaya düştü"): cards led or played simultaneously from one hand, 58B.

The Laws say it so: 58B "Bir Elden Oynanan Eşzamanlı Kartlar ... Bir oyuncu iki veya daha fazla kartı eşzamanlı
olarak çıkar veya oynarsa" / WBF "Simultaneous Cards from One Hand ... If a player leads or plays two or more cards
simultaneously". A player says the cards were "stuck together", "yapışık", and the vocabulary reads those words as
the mechanical error of a bidding card stuck to the one pulled (25A2, fixtures/search_vocabulary.tsv), which left 58B
below the tenth in "two cards came out stuck together, both face up, I'm a defender". So in a story that names no
call, bid or bidding card those words are also a concept of their own, searched as 58B's "simultaneously" /
"eşzamanlı olarak" (lawbook.search.query._concepts), beside the vocabulary's reading, which stays: in its place
(search128) the one-visible-card story of 58B1 lost its first place to 58B2, and as typed alone dev9's lost 58B2. A
story of the bidding box keeps the vocabulary's reading alone ("two bidding cards stuck together and both 2c and 2d
landed on the table": 25A). Not "eşzamanlı" alone: 58B4's "eşzamanlı oyun" / "simultaneous play" (found late) then
came first in a story of cards landing face up.
"""

from __future__ import annotations

from . import bids

# Folded forms. "stuck together", "stuck to it"; "yapışık", "yapışmış", "yapıştı", "yapışmıştı".
_STUCK_EN = "stuck"
_AFTER_STUCK_EN = frozenset({"together", "to"})
_STUCK_TR = ("yapisik", "yapismis", "yapisti")
# What names the auction's cards: the bidding box, a bidding card, a call or bid (an English "pass" is also a
# bidding card: "is my pass stuck").
_AUCTION_EN = ("bid", "box", "call", "pass", "double", "redouble", "auction")
_AUCTION_TR = ("deklare", "kutu", "konusma", "kontr", "surkontr", "pas", "artirim")


def _names_the_auction(folded: list[str]) -> bool:
    if bids.find(folded):
        return True
    return any(word.startswith(_AUCTION_EN) or word.startswith(_AUCTION_TR) for word in folded)


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of the words telling playing cards stuck together, in a story of the play."""
    if _names_the_auction(folded):
        return []
    found = []
    for index, word in enumerate(folded):
        if word == _STUCK_EN and folded[index + 1 : index + 2] and folded[index + 1] in _AFTER_STUCK_EN:
            found.append((index, index + 2))
        elif word.startswith(_STUCK_TR):
            found.append((index, index + 1))
    return found


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for cards led or played at once from one hand, per language (58B)."""
    return (("en", ("simultaneously",)), ("tr", ("eşzamanlı", "olarak")))
