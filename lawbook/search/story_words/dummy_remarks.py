"""Dummy telling of an irregularity ("dummy said an opponent had led out of turn", "yer rakip rönons yaptı
dedi"): dummy drew attention to it.

The Laws say it so: 43A1(b) "Yer oyun esnasında bir usulsüzlüğe dikkat çekemez" / WBF "Dummy may not call
attention to an irregularity during play" (the site's English, which the index holds: "draw attention"); 9A4
"Yer, elin oynanması tamamlanmadan herhangi bir usulsüzlüğe dikkat çekemez" / "Dummy may not call attention
to an irregularity until play of the hand is concluded"; 42B3 "Gerçekleşmiş herhangi bir usulsüzlüğe, sadece
elin oynanması tamamlandıktan sonra dikkat çekebilir" / "He may draw attention to any irregularity, but only
after play of the hand is concluded"; 43B3 "bir defans oyuncusunun kural ihlaline ilk kez dikkat çekerse" /
"is the first to draw attention to a defender's irregularity". A player never writes "draw attention": he
says dummy "said" it, "told" it, and names the irregularity (a lead out of turn, a revoke). The query read
"said" as a word of its own, which no paragraph of dummy's rights holds, and the irregularity drew its own
Laws (53-56, 47E1) alone. So the saying verb is searched as the Laws' words for drawing attention to an
irregularity (and as typed: the guides' Endings tell the story with it, lawbook.search.query._sayings),
when dummy says it (the verb within a few words after "dummy", or in Turkish after "yer") and the story
names an irregularity; the irregularity keeps its own words. Not "warned" / "uyardı": dummy who
warns declarer not to lead from the wrong hand tries to prevent an irregularity (42B2, 43B2(a)), and not
"asked" / "sordu": dummy asking declarer "having none?" is 42B1's right.
"""

from __future__ import annotations

from .sayings import Saying, verbs

# Folded forms (lawbook.search.analysis.exact_form).
_DUMMY_EN = frozenset({"dummy"})
_DUMMY_TR = frozenset({"yer"})
_SAYS_EN = frozenset({"said", "says", "say", "told", "tells", "tell", "shouted", "announced", "remarked"})
# The Turkish verb of saying with its endings ("dedi", "demiş", "söyledi", "söyleyebilir mi").
_SAYS_TR = ("dedi", "demis", "diyebilir", "soyledi", "soylemis", "soyleyebilir")
# At most this many words from "dummy" to the verb: "dummy said", "dummy then said", "dummy suddenly
# said that"; in Turkish the irregularity and the moment come between them ("yer rakip sırasız çıktı dedi",
# "yer oyun devam ederken rakibin rönons yaptığını söyledi": seven words).
_MOST_WORDS_EN = 3
_MOST_WORDS_TR = 8
_REVOKE_EN = frozenset({"revoke", "revoked", "revokes", "revoking", "renege", "reneged", "irregularity"})
# "did not follow", "didn't follow" ("didn't" is read "didn"), "failed to follow"; not "has to follow".
_NOT_FOLLOW_EN = frozenset({"not", "didn", "didnt"})
_FAILED_EN = frozenset({"fail", "failed", "failing", "fails"})
# "rönons", "revok", "sırasız", "usulsüzlük", and "(renge) uymadı" (did not follow suit).
_IRREGULARITY_TR = ("ronons", "revok", "sirasiz", "usulsuzluk", "uymad")


def _names_an_irregularity_en(folded: list[str]) -> bool:
    for index, word in enumerate(folded):
        if word in _REVOKE_EN:
            return True
        if word == "turn" and folded[max(0, index - 2) : index] == ["out", "of"]:
            return True
        if word != "follow" or not index:
            continue
        if folded[index - 1] in _NOT_FOLLOW_EN:
            return True
        if index >= 2 and folded[index - 1] == "to" and folded[index - 2] in _FAILED_EN:
            return True
    return False


def _names_an_irregularity_tr(folded: list[str]) -> bool:
    return any(word.startswith(stem) for word in folded for stem in _IRREGULARITY_TR)


_SAYING_EN = Saying(_DUMMY_EN.__contains__, _SAYS_EN.__contains__, _MOST_WORDS_EN)
_SAYING_TR = Saying(_DUMMY_TR.__contains__, lambda word: word.startswith(_SAYS_TR), _MOST_WORDS_TR)


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of the verb with which dummy tells of an irregularity the story names."""
    english = _names_an_irregularity_en(folded)
    turkish = _names_an_irregularity_tr(folded)
    return verbs(folded, _SAYING_EN if english else None, _SAYING_TR if turkish else None)


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for drawing attention to an irregularity, per language (43A1(b), 42B3, 43B3)."""
    return (
        ("en", ("draw", "attention", "irregularity")),
        ("tr", ("usulsüzlüğe", "dikkat", "çekmek")),
    )
