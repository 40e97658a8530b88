"""A result or remark overheard once the auction has begun ("a player found out another table's result in the
middle of the auction", "artırım başladıktan sonra öbür masanın sonucunu duymuş"): 16D3's moment.

The Laws say it so: 16D3 "Söz konusu izinsiz bilginin ilk konuşmanın yapılmasından sonra ve bordun oynanmasının
tamamlanmasından önce alınması durumunda hakem yukarıdaki 2(c) veya 2(d) maddelerine uygun şekilde hareket eder" /
WBF "If such extraneous information is received after the first call in the auction has been made and before
completion of the play of the board the Director proceeds as in 2(c) or 2(d) above" (the site's English, which the
index holds: "after the first call has been made"), against 16D2's "herhangi bir konuşma olmadan" / "before any
call has been made" (story_words.auction_not_begun). A player says it happened "during the auction", "in the middle of the auction",
"artırım sırasında", "artırım başladıktan sonra", and the query read "auction" as any, which left 16D1 (the
information received) first and 16D3 nowhere. So in a story of a result or remark heard, those words are searched
as 16D3's "after the first call ... made" / "ilk konuşmanın yapılmasından sonra". Not in any other story: "during the
auction" alone is every auction's (20F, 24, 25).
"""

from __future__ import annotations

# Folded forms. What tells extraneous information: a result, or something heard.
_HEARD_EN = frozenset({"result", "results", "heard", "overheard", "hear", "hearing", "remark", "remarks"})
_HEARD_TR = ("sonuc", "duy", "isit")
_AUCTION_EN = frozenset({"auction", "bidding"})
_STARTED_EN = frozenset({"started", "began", "begun"})
_HAD_EN = frozenset({"had", "has"})
_AUCTION_TR = "artirim"
# "artırım sırasında", "artırım başladıktan sonra", "artırımın ortasında", "artırım devam ederken".
_DURING_TR = ("sirasinda", "basladiktan", "ortasinda", "devam")


def _length_en(folded: list[str], index: int) -> int:
    """The length of "during the auction", "in the middle of the auction", "after the bidding (had) started" at
    `index`, or 0."""
    words = folded[index : index + 6]
    if words[:2] == ["during", "the"] and words[2:3] and words[2] in _AUCTION_EN:
        return 3
    if words[:5] == ["in", "the", "middle", "of", "the"] and words[5:6] and words[5] in _AUCTION_EN:
        return 6
    if words[:2] != ["after", "the"] or not words[2:3] or words[2] not in _AUCTION_EN:
        return 0
    if words[3:4] and words[3] in _STARTED_EN:
        return 4  # "after the bidding started"
    if words[4:5] and words[3] in _HAD_EN and words[4] in _STARTED_EN:
        return 5  # "after the auction had started"
    return 0


def _length_tr(folded: list[str], index: int) -> int:
    """The length of "artırım sırasında", "artırım başladıktan", "artırımdaydık" at `index`."""
    word = folded[index]
    if not word.startswith(_AUCTION_TR):
        return 0
    if word.startswith(_AUCTION_TR + "da"):
        return 1  # "artırımdaydık", "artırımdayken"
    after = folded[index + 1 : index + 2]
    return 2 if after and after[0].startswith(_DURING_TR) else 0


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of the words saying the auction had begun, in a story of a result or remark heard."""
    english = bool(_HEARD_EN & set(folded))
    turkish = any(word.startswith(_HEARD_TR) for word in folded)
    found = []
    for index in range(len(folded)):
        length = (_length_en(folded, index) if english else 0) or (_length_tr(folded, index) if turkish else 0)
        if length:
            found.append((index, index + length))
    return found


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for information received once the auction has begun, per language (16D3)."""
    return (("en", ("after", "first", "call", "made")), ("tr", ("ilk", "konuşmanın", "yapılmasından", "sonra")))
