"""Dummy telling declarer how to play ("dummy told declarer to draw trumps first", "yer deklarana bu empas tutmaz
dedi", "yer deklarana kalan lövelerin hepsi senin dedi"): dummy communicating about the play.

The Laws say it so: 43A1(c) "Yer oyuna katılmamalıdır veya oyun hakkında deklaranla hiçbir iletişimde
bulunmamalıdır" / WBF "Dummy must not participate in the play, nor may he communicate anything about the play to
declarer". A player says dummy "told declarer", "deklarana ... dedi", and the query read the verb as a word of its
own and what dummy said ("draw trumps", "empas", "the rest of the tricks") as the play's words: 45F, 45D1, 68B1
(the tricks conceded) came first, 43A1 lower or out of the ten. So dummy's saying verb, when he says it to declarer,
is searched as 43A1(c)'s words (and as typed, as story_words.dummy_remarks does). Dummy telling of an irregularity
(story_words.dummy_remarks: 43A1(b)) or warning of the wrong hand (story_words.wrong_hand_warning: 42B2) is read by
those first; "asked" / "sordu" is not read (42B1, dummy's right to ask declarer
whether he has a card of the suit led).
"""

from __future__ import annotations

from .sayings import Saying, verbs

# Folded forms (lawbook.search.analysis.exact_form).
_DUMMY_EN = frozenset({"dummy"})
_DUMMY_TR = frozenset({"yer"})
_SAYS_EN = frozenset({"said", "says", "told", "tells", "tell", "suggested", "advised", "whispered"})
_SAYS_TR = ("dedi", "demis", "diyebilir", "soyledi", "soylemis", "soyleyebilir", "fisildadi")
# Declarer told: "told declarer", "said to declarer"; "deklarana", "deklarana" only (the dative).
_DECLARER_EN = "declarer"
_DECLARER_TR = "deklarana"
_MOST_WORDS_EN = 3
_MOST_WORDS_TR = 8


def _to_declarer_en(folded: list[str], verb: int) -> bool:
    """ "told declarer", "said to declarer"."""
    after = folded[verb + 1 : verb + 3]
    return after[:1] == [_DECLARER_EN] or after == ["to", _DECLARER_EN]


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of dummy's verb of saying something to declarer."""
    english = Saying(lambda w: w in _DUMMY_EN, lambda w: w in _SAYS_EN, _MOST_WORDS_EN)
    found = [(s, e) for s, e in verbs(folded, english) if _to_declarer_en(folded, s)]
    if _DECLARER_TR in folded:
        turkish = Saying(lambda w: w in _DUMMY_TR, lambda w: w.startswith(_SAYS_TR), _MOST_WORDS_TR)
        found += verbs(folded, turkish)
    return found


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for dummy communicating with declarer about the play, per language (43A1(c))."""
    return (
        ("en", ("participate", "play", "communicate", "declarer")),
        ("tr", ("oyuna", "katılmamalıdır", "deklaranla", "iletişimde")),
    )
