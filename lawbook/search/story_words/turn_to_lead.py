"""Whose lead it is, as a player says it ("it was my lead", "partner is on lead", "whose lead is it").

In bridge "his lead" said of the moment is his turn to lead. The Laws say it so: 47E1 "çıkış yapan
oyuncu çıkış sırasının kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse" /
"if the player was mistakenly informed by an opponent that it was his turn to lead or play"; 50D2
"Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde" / "When a
defender has the lead while his partner has a major penalty card"; 51B2 "çıkış sırası ortağında iken"
/ "his partner is to lead"; 55B "çıkış sırası bir defans oyuncusunda iken" / "when it was a
defender's turn to lead". A player writes it with a possessive after "it is" or "it was" ("it was my
lead", "it's your lead", "it was my partner's lead"), or as "on lead" and "whose lead"; the query read
it as "lead" alone, the card led, and its "my", "is" and "on" are words the question is asked with.
So those words are searched as the Laws' "turn to lead" / "çıkış sırası". Not "my lead" elsewhere:
"declarer forbade my lead of hearts", "can I change my lead" name the card led (50D2(a), 47E2).
"""

from __future__ import annotations

# Folded forms (lawbook.search.analysis.exact_form: "partner's" is "partner", "it's" is "it").
LEAD_WORDS = frozenset({"lead"})
# Before "lead", whose it is: a possessive, a seat or a partner, the latter perhaps with a possessive
# before it ("my partners lead", "it was partner's lead").
_WHOSE = frozenset(
    {"my", "your", "his", "her", "our", "their", "partner", "partners", "pard", "lho", "rho", "dummy", "declarer"}
)
# Before the possessive: the moment ("it is", "it was", "it's").
_THE_MOMENT = frozenset({"is", "was", "it", "isnt", "wasnt"})
# Right before "lead", the words that say the turn alone.
_ON = frozenset({"on", "whose"})
# Possessive words read back at most, "my partner's" being two.
_MOST_WHOSE = 2


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of the words saying whose turn to lead it is: "on lead", "whose lead",
    and "it was [my | my partner's | ...] lead"."""
    found = []
    for index, word in enumerate(folded):
        if word not in LEAD_WORDS or not index:
            continue
        if folded[index - 1] in _ON:
            found.append((index - 1, index + 1))
            continue
        start = index
        while start > 0 and index - start < _MOST_WHOSE and folded[start - 1] in _WHOSE:
            start -= 1
        if start < index and start > 0 and folded[start - 1] in _THE_MOMENT:
            found.append((start, index + 1))
    return found


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for the turn to lead, per language (47E1, 50D2, 51B2, 55B)."""
    return (("en", ("turn", "to", "lead")), ("tr", ("çıkış", "sırası")))
