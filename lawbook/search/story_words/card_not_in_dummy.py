"""Declarer calling for a card dummy does not hold, told by where the card was ("declarer asked dummy for the king
of hearts but dummy only had the two and three", "the jack was in his own hand", "that jack had already been
played", "yerin kupası sadece ikili üçlüydü", "kupa valesi iki löve önce gitmişti"): 46B4's card not in dummy.

The Laws say it so: 46B4 "Eğer deklaran yerde olmayan bir kartı tanımlarsa, çağrı yok sayılır ve deklaran herhangi
bir yasal kartı belirtebilir" / WBF "If declarer calls for a card that is not in dummy the call is invalid and
declarer may designate any legal card" (the site's English, which the index holds: "designates a card that is not
in dummy, the call is void"). The vocabulary reads "not in dummy", "dummy didn't have" (fixtures/
search_vocabulary.tsv, search114); a player also says what dummy held instead, or where the card was, and the query
read the named card alone (46B2, 45C4(b), 41C first). So in a story where declarer calls, asks for or names a card,
those words are searched as 46B4's "not in dummy" / "yerde olmayan". Not "already been played" in any other story
(search115: it says nothing of dummy, and 45C4, 47 hold it too).
"""

from __future__ import annotations

# Folded forms.
_DECLARER_EN = "declarer"
_CALLS_EN = frozenset({"asked", "asks", "called", "calls", "named", "names", "said", "says", "wanted"})
_OWN_EN = frozenset({"own", "declarer"})
_GONE_EN = frozenset({"played", "gone"})
_DECLARER_TR = ("deklaran", "dekleran")
_CALLS_TR = ("dedi", "istedi", "cagird", "soyledi")
# "gitmişti" (had gone), "oynanmıştı" (had been played).
_GONE_TR = ("gitmis", "oynanmis")


def _lengths_en(folded: list[str], index: int) -> int:
    """The length of "only had", "in his own hand", "already been played", "already gone" at `index`, or 0. Not
    "already played": "I'd already played" is the player's own card (45C4(b), 45D1)."""
    words = folded[index : index + 4]
    if words[:2] in (["only", "had"], ["only", "has"]) and "dummy" in folded[max(0, index - 2) : index]:
        return 2
    if words[:2] == ["in", "his"] and words[2:3] and words[2] in _OWN_EN and words[3:4] == ["hand"]:
        return 4
    if words[:2] == ["already", "been"] and words[2:3] and words[2] in _GONE_EN:
        return 3
    if words[:2] == ["already", "gone"]:
        return 2
    return 0


def _dummys(word: str) -> bool:
    """Dummy's or in dummy ("yerin", "yerde", "yerdeki"), not "yerden" (from dummy: "yerden sadece küçük dedi" is
    a designation, 46B1)."""
    return word.startswith(("yerin", "yerde")) and not word.startswith("yerden")


def _lengths_tr(folded: list[str], index: int) -> int:
    """The length of "sadece" after dummy's suit ("yerin kupası sadece"), or of "gitmişti", "oynanmıştı"."""
    word = folded[index]
    if word == "sadece" and any(_dummys(w) for w in folded[max(0, index - 3) : index]):
        return 1
    return 1 if word.startswith(_GONE_TR) else 0


def _calls(folded: list[str], is_declarer, is_call) -> bool:
    """Declarer calling for a card: the verb within a few words after "declarer" (or before it, "onu çağırdı")."""
    return any(is_declarer(word) for word in folded) and any(is_call(word) for word in folded)


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of the words telling the card declarer called for was not in dummy."""
    found = []
    english = _calls(folded, lambda w: w == _DECLARER_EN, _CALLS_EN.__contains__)
    turkish = _calls(folded, lambda w: w.startswith(_DECLARER_TR), lambda w: w.startswith(_CALLS_TR))
    for index in range(len(folded)):
        length = (_lengths_en(folded, index) if english else 0) or (_lengths_tr(folded, index) if turkish else 0)
        if length:
            found.append((index, index + length))
    return found


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for a card not in dummy, per language (46B4)."""
    return (("en", ("card", "not", "dummy")), ("tr", ("yerde", "olmayan", "kartı")))
