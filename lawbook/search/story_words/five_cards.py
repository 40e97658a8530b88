"""Five cards on one trick told as a count ("found five cards in trick 4", "aynı löveye 5 kart oldu", "lövede beş
kart vardı"): a fifth card played to a trick, 45E.

The Laws say it by the ordinal: 45E "Löveye Oynanan Beşinci Kart ... Bir defans oyuncusunun bir löveye oynadığı
beşinci kart" / WBF "Fifth Card Played to a Trick ... A fifth card played to a trick by a defender". A player counts
the cards instead ("five cards", "5 kart"), and the count matched nothing of 45E (a number is no word of the Laws
there, and "kart" / "cards" is in every paragraph of the play), so the story drew the premature play and the
defective trick's paragraphs (docs/benchmarks.md, Session 87 (search121): "5 kart", "beş kart" missed in check and
dev14; Session 91 (search252)). So the count and its card word are searched as 45E's "beşinci kart" / "fifth card",
only in a story that names a trick (without one, "5 kart kaldı" is a hand's count, 67B's too many or too few) and
not before "kartlı" / "-card" ("5 kartlı majör", "five-card suit": a suit's length).
"""

from __future__ import annotations

# Folded forms (lawbook.search.analysis.exact_form).
_FIVE = frozenset({"five", "5", "bes"})
_CARD_EN = frozenset({"card", "cards"})
_CARD_TR = ("kart",)
_NOT_CARD_TR = ("kartli", "kartlik")
_TRICK_EN = frozenset({"trick", "tricks"})
_TRICK_TR = ("love",)


def _names_a_trick(folded: list[str]) -> bool:
    return any(word in _TRICK_EN or word.startswith(_TRICK_TR) for word in folded)


def _card_word(word: str) -> bool:
    return word in _CARD_EN or (word.startswith(_CARD_TR) and not word.startswith(_NOT_CARD_TR))


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of a count of five cards and its card word, in a story of a trick."""
    if not _names_a_trick(folded):
        return []
    return [
        (index, index + 2) for index, word in enumerate(folded[:-1]) if word in _FIVE and _card_word(folded[index + 1])
    ]


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for a fifth card played to a trick, per language (45E)."""
    return (("en", ("fifth", "card")), ("tr", ("beşinci", "kart")))
