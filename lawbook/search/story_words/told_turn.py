"""An opponent telling a player it was his turn to lead ("RHO told me it was my lead", "declarer said mine",
"deklarana atak kimde diye sordum, bende dedi"): the player was misinformed.

The Laws say it so: 47E1 "Sırasız bir çıkış (veya bir kartın oynanması), çıkış yapan oyuncu çıkış sırasının
kendisinde olduğu konusunda rakipleri tarafından yanlış bilgilendirilmişse herhangi bir yaptırım
uygulanmaksızın geri alınabilir" / WBF "A lead out of turn (or play of a card) is retracted without further
rectification if the player was mistakenly informed by an opponent that it was his turn to lead or play"
(the site's English, which the index holds: "misinformed by his opponents"). A player never writes
"misinformed": he says the opponent "told" him or "said" so, and the query read "told" as a
word of its own, which 47E1 does not hold, while the lead out of turn drew Laws 53-56 above it. So the saying
verb is searched as 47E1's "misinformed" / "yanlış bilgilendirilmiş", when an opponent says it (declarer,
dummy, an opponent or a seat of one within a few words before the verb) and the story is of whose turn to
lead it was (story_words.turn_to_lead's "it was my lead", "whose lead", or "to lead" right after the verb's
object: "declarer told me to lead"; in Turkish the players' "atak kimde", "atak bende", "çıkış sırası").
Not partner: what partner says is no opponent's misinformation.
"""

from __future__ import annotations

from . import turn_to_lead
from .sayings import Saying, verbs

# Folded forms (lawbook.search.analysis.exact_form: "opponent's" is "opponent").
_OPPONENT_EN = frozenset({"declarer", "dummy", "rho", "lho", "opponent", "opponents", "opp", "opps"})
_SAYS_EN = frozenset({"told", "tells", "said", "says"})
_MOST_WORDS_EN = 2
_OPPONENT_TR = ("deklaran", "rakip", "rakib", "sagdaki", "soldaki", "sagimdaki", "solumdaki")
_SAYS_TR = ("dedi", "demis", "soyledi", "soylemis")
_MOST_WORDS_TR = 8
# The Turkish players' whose-lead words (the vocabulary's group of 47E1's "çıkış sırası").
_WHOSE_TR = frozenset({"kimde", "bende", "sende", "sizde", "onda"})
# The player addressed ("sen", "siz") and the forms of "çıkmak" that tell him to lead, folded: "çık",
# "çıkacaksın", "çıkıyorsun", "çıkıyorsunuz", "çıkmalısın", "çıkın".
_ADDRESSED_TR = frozenset({"sen", "siz"})
_LEAD_VERB_TR = ("cikacak", "cikiyor", "cikmali", "cikin")


def _turn_to_lead_en(folded: list[str]) -> bool:
    if turn_to_lead.find(folded):
        return True
    # "told me to lead", "said to lead": the object and "to lead" after the verb.
    return any(
        word in _SAYS_EN and folded[index + 2 : index + 4] == ["to", "lead"] for index, word in enumerate(folded)
    )


def _turn_to_lead_tr(folded: list[str]) -> bool:
    for index, word in enumerate(folded[:-1]):
        after = folded[index + 1]
        if word == "atak" and after in _WHOSE_TR:
            return True
        if word == "cikis" and (after.startswith("sira") or after in _WHOSE_TR):
            return True
        # "sen çıkacaksın", "sen çık", "siz çıkıyorsunuz": the player addressed, then "çıkmak" (not "çıkış"
        # or "çıkar", which are the lead or the card taken out, nor "çıktı", a card that came out).
        if word in _ADDRESSED_TR and (after == "cik" or after.startswith(_LEAD_VERB_TR)):
            return True
    return False


def _opponent_tr(word: str) -> bool:
    return word == "yer" or word.startswith(_OPPONENT_TR)


_SAYING_EN = Saying(_OPPONENT_EN.__contains__, _SAYS_EN.__contains__, _MOST_WORDS_EN)
_SAYING_TR = Saying(_opponent_tr, lambda word: word.startswith(_SAYS_TR), _MOST_WORDS_TR)


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of the verb with which an opponent told the player it was his turn to lead."""
    english = _turn_to_lead_en(folded)
    turkish = _turn_to_lead_tr(folded)
    return verbs(folded, _SAYING_EN if english else None, _SAYING_TR if turkish else None)


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for a player misinformed that it was his turn to lead, per language (47E1)."""
    return (("en", ("misinformed",)), ("tr", ("yanlış", "bilgilendirilmişse")))
