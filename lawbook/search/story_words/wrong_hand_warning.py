"""Dummy warning declarer that he is about to lead from the wrong hand ("dummy said you're in dummy", "yer
yanlış elden çıkıyorsun dedi"), having broken none of his limits: dummy tries to prevent an irregularity.

The Laws say it so: 42B2 "Herhangi bir usulsüzlüğü önlemeye çalışabilir" / "He may try to prevent any
irregularity" (9A3 "Yer dahil olmak üzere her oyuncu, bir usulsüzlüğü engellemeye yönelik girişimde
bulunabilir" / "Any player, including dummy, may attempt to prevent an irregularity"). Only after dummy has
broken a limit of 43A2 (exchanged hands, left his seat to watch, looked at a defender's hand) does 43B2(a)
"deklaranı yanlış elden çıkış yapmaması hakkında uyarırsa" / "warns declarer not to lead from the wrong hand" apply,
and its words are the story's: the query found 43B2(a) first. So when dummy says, warns or stops declarer
about the hand he leads from and the story tells no such breach, the verb is searched as typed and as
42B2's words; a story of dummy peeking, getting up or walking round is left to 43B2(a).

In such a story the words naming the wrong hand ("wrong hand", "you're in dummy", "yanlış elden", "elden
değil") are searched as 42B2's "irregularity" / "usulsüzlüğü" and not as typed (`hands`): as typed they are
43B2(a)'s words, which ranked it first though the story told no breach (session 84, search116).
"""

from __future__ import annotations

from .sayings import Saying, verbs

# Folded forms (lawbook.search.analysis.exact_form: "you're" is "you", "didn't" is "didn").
_DUMMY_EN = frozenset({"dummy"})
_VERBS_EN = frozenset({"said", "says", "told", "warned", "warn", "warns", "stop", "stopped", "stops", "reminded"})
_MOST_WORDS_EN = 3
# The hand he leads from, as the players say it: "you're in dummy", "you are in hand", "in your hand",
# "from the wrong hand", "not from his hand".
_YOU = frozenset({"you", "youre", "your"})
_HANDS = frozenset({"dummy", "hand"})
# What breaks a limit of 43A2 (and 43A2(c), 74C5's looking at a hand), as told.
_BREACH_EN = frozenset(
    {
        "peek",
        "peeked",
        "peeking",
        "looked",
        "wandered",
        "walked",
        "behind",
        "shoulder",
        "leaned",
        "leant",
        "exchanged",
        "swapped",
    }
)
_DUMMY_TR = frozenset({"yer"})
_VERBS_TR = ("dedi", "soyledi", "uyardi", "uyarabilir", "hatirlatti", "durdur")
_MOST_WORDS_TR = 8
_BREACH_TR = ("bakti", "bakip", "kalkti", "kalkip", "arkasina", "arkama", "egil", "degistir")


def _wrong_hand_en(folded: list[str]) -> list[tuple[int, int]]:
    """The spans of the phrases naming the hand he leads from as the wrong one."""
    return [(index, index + length) for index in range(len(folded)) if (length := _length_en(folded, index))]


def _length_en(folded: list[str], index: int) -> int:
    word, after = folded[index], folded[index + 1 : index + 3]
    if word == "wrong" and after[:1] == ["hand"]:
        return 2
    if word in _YOU and after[:1] == ["in"] and after[1:] and after[1] in _HANDS:
        return 3
    if word == "in" and after == ["your", "hand"]:
        return 3
    if word == "not" and after[:1] == ["from"] and folded[index + 3 : index + 4] == ["hand"]:
        return 4
    return 0


def _wrong_hand_tr(folded: list[str]) -> list[tuple[int, int]]:
    return [(index, index + length) for index in range(len(folded)) if (length := _length_tr(folded, index))]


def _length_tr(folded: list[str], index: int) -> int:
    word, after = folded[index], folded[index + 1 : index + 2]
    if word == "yanlis" and after and after[0].startswith("elden"):
        return 2
    if word.startswith("elden") and after == ["degil"]:
        return 2
    if word.startswith("yerdesin"):
        return 1
    return 0


_SAYING_EN = Saying(_DUMMY_EN.__contains__, _VERBS_EN.__contains__, _MOST_WORDS_EN)
_SAYING_TR = Saying(_DUMMY_TR.__contains__, lambda word: word.startswith(_VERBS_TR), _MOST_WORDS_TR)


def _told(folded: list[str]) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The wrong-hand phrases of the story, per language, when it tells no breach of 43A2."""
    english = [] if any(word in _BREACH_EN for word in folded) else _wrong_hand_en(folded)
    turkish = [] if any(word.startswith(_BREACH_TR) for word in folded) else _wrong_hand_tr(folded)
    return english, turkish


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of the verb with which dummy warns declarer about the hand he leads from."""
    english, turkish = _told(folded)
    return verbs(folded, _SAYING_EN if english else None, _SAYING_TR if turkish else None)


def hands(folded: list[str]) -> list[tuple[int, int]]:
    """The spans of the phrases naming the wrong hand in a story where dummy warns declarer of it and broke
    no limit: the irregularity 42B2 lets him try to prevent, not 43B2(a)'s warning after a breach."""
    if not find(folded):
        return []
    english, turkish = _told(folded)
    return english + turkish


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for dummy trying to prevent an irregularity, per language (42B2)."""
    return (("en", ("prevent", "irregularity")), ("tr", ("usulsüzlüğü", "önlemeye")))


def hand_terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """42B2's word for what dummy warns of, per language."""
    return (("en", ("irregularity",)), ("tr", ("usulsüzlüğü",)))
