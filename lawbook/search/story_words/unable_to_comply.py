"""The offender's partner without a card of the suit declarer chose after a premature play ("partner played too
early and declarer told me to play my lowest club but I have no clubs", "eşim benden önce attı, deklaran en büyük
kupanı oyna dedi ama kupam yok"): he is unable to comply with the rectification.

The Laws say it so: 57B "Kusurlu oyuncunun ortağı deklaranın seçtiği düzeltmeyi yerine getiremediğinde (bkz
yukarıdaki A bendi), Yasa 59 uyarınca herhangi bir kartı oynayabilir" / WBF "When offender's partner is unable to
comply with the rectification selected by declarer (see A above) he may play any card, as provided in Law 59"
(the site's English, which the index holds: "When the offender's partner is unable to comply with the
rectification selected by declarer"). A player says he "has no clubs", "kupam yok", and the query read the suit and
declarer's words as a designation from dummy (46B2) or the choice itself (57A). So in a story of a premature play
(a card played "too early", "before" partner, "benden önce") where declarer chose a play, the words saying the
player has none of the suit are searched as 57B's words. Not in any other story: "I have no clubs" alone is a
revoke's or a lead's.
"""

from __future__ import annotations

# Folded forms.
_EARLY_EN = frozenset({"early", "before", "prematurely", "soon"})
_PLAYED_EN = frozenset({"played", "plays", "play", "led", "threw", "pulled"})
_CHOSE_EN = frozenset({"told", "asked", "said", "wants", "wanted", "required", "chose"})
_HAVE_EN = frozenset({"have", "has", "had"})
_EARLY_TR = ("erken",)
_BEFORE_TR = frozenset({"once"})  # "önce" folded
_PLAYED_TR = ("att", "oyna", "koy")
_CHOSE_TR = ("dedi", "istedi", "soyledi")
_SUITS_TR = ("maca", "pik", "kupa", "karo", "trefl", "sinek")


def _premature_en(folded: list[str]) -> bool:
    played = [i for i, word in enumerate(folded) if word in _PLAYED_EN]
    return any(word in _EARLY_EN and any(abs(i - p) <= 3 for p in played) for i, word in enumerate(folded))


def _premature_tr(folded: list[str]) -> bool:
    for index, word in enumerate(folded):
        if word.startswith(_EARLY_TR):
            return True
        if word in _BEFORE_TR and any(w.startswith(_PLAYED_TR) for w in folded[index + 1 : index + 4]):
            return True
    return False


def _none_en(folded: list[str]) -> list[tuple[int, int]]:
    """ "has none", "have no clubs", "had no club"."""
    found = []
    for index, word in enumerate(folded[:-1]):
        after = folded[index + 1]
        if word in _HAVE_EN and after == "none":
            found.append((index, index + 2))
        elif word in _HAVE_EN and after == "no" and index + 2 < len(folded):
            found.append((index, index + 3))
    return found


def _none_tr(folded: list[str]) -> list[tuple[int, int]]:
    """ "kupam yok", "karosu yok": a suit with a possessive, then "yok"."""
    return [
        (index, index + 2)
        for index, word in enumerate(folded[:-1])
        if folded[index + 1] == "yok" and word.startswith(_SUITS_TR) and not word.endswith(_SUITS_TR)
    ]


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of the words telling the offender's partner has none of the suit declarer chose."""
    found = []
    if _premature_en(folded) and _CHOSE_EN & set(folded):
        found += _none_en(folded)
    if _premature_tr(folded) and any(w.startswith(_CHOSE_TR) for w in folded):
        found += _none_tr(folded)
    return found


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for a rectification the offender's partner cannot comply with, per language (57B)."""
    return (("en", ("unable", "comply", "rectification")), ("tr", ("düzeltmeyi", "yerine", "getiremediğinde")))
