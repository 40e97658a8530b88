"""A player's own call over an opponent's call that was changed ("RHO swapped his 2♦ for 2♥ but I'd already
passed over the 2♦, is my pass stuck", "rakip kartı değiştirdi ama ben onun üstüne kontr atmıştım, kontrum ne
olacak"): the call the player may withdraw.

The Laws say it so: 25A6 "Eğer bir değişiklik yapılmasına izin verilirse, soldaki oyuncu ilk konuşmanın üzerine
yapmış olduğu herhangi bir konuşmasını geri alabilir" / WBF "If a substitution is allowed the LHO may withdraw any
call he made over the first call" (the site's English, which the index holds: "If a change is allowed, the player
on the left may withdraw any call he made over the first call"). A player never writes "withdraw any call he made
over the first call": he asks about "my double", "my pass", "kontrum", "pasım", and the query read his call as
any double or pass, which drew the Laws of doubles and passes out of rotation (32, 30) above 25A6. So when the
story tells an opponent's change of call (a verb of changing, in English with an opponent and no "I" or partner
just before it, in Turkish in the third person past: "değiştirdi", "düzeltti") and names the player's own
call ("my pass", "kontrumu"), that call is searched as 25A6's words (not as typed: "my double" as typed kept the
doubles out of rotation first, dev9, dev14 and the check set's Turkish), and the verb of the change as typed and as
25A6's condition, "If a change is allowed" / "bir değişiklik yapılmasına izin verilirse". Not the player's own change
("can I change my pass", "pasımı değiştirebilir miyim": 25A1), nor partner's (the call over partner's is an
opponent's, not the player's).
"""

from __future__ import annotations

# Folded forms (lawbook.search.analysis.exact_form: "I'd" is "i").
_CHANGED_EN = frozenset(
    {"change", "changed", "changes", "changing", "swap", "swapped", "swaps", "corrected", "replaced", "substituted"}
)
# The opponent who changed his call, the verb's subject a few words before it ("my RHO swapped", "he was allowed to
# change it"); not when the player or partner is there too ("I changed my mind and replaced my bid": 25B).
_OPPONENT_EN = frozenset({"rho", "lho", "opponent", "opponents", "opp", "opps", "he", "she", "they"})
_NOT_THE_CHANGER_EN = frozenset({"i", "we", "partner"})
_SUBJECT_WORDS_EN = 4
_MY_EN = frozenset({"my"})
_CALLS_EN = frozenset({"double", "redouble", "pass", "bid", "call"})
# The third person past of "değiştirmek" and "düzeltmek" (changed, corrected), perhaps as told ("değiştirmiş"); not
# the first person's "değiştirdim" (25B: "fikrimi değiştirdim").
_CHANGED_TR = frozenset({"degistirdi", "degistirmis", "degistirmisti", "duzeltti", "duzeltmis", "duzeltmisti"})
_NOT_THE_CHANGER_TR = ("ortag", "esim", "partner")
_SUBJECT_WORDS_TR = 6
# The player's own call, a first person possessive: "kontrum", "kontrumu", "pasım", "konuşmamı", "deklaremi".
_MY_CALLS_TR = ("kontrum", "surkontrum", "pasim", "konusmam", "deklarem")


def _changed_by_another_en(folded: list[str]) -> list[int]:
    """The places of the verbs telling an opponent's change of call."""
    found = []
    for index, word in enumerate(folded):
        before = set(folded[max(0, index - _SUBJECT_WORDS_EN) : index])
        if word in _CHANGED_EN and before & _OPPONENT_EN and not before & _NOT_THE_CHANGER_EN:
            found.append(index)
    return found


def _changed_by_another_tr(folded: list[str]) -> list[int]:
    found = []
    for index, word in enumerate(folded):
        if word not in _CHANGED_TR:
            continue
        before = folded[max(0, index - _SUBJECT_WORDS_TR) : index]
        if not any(w.startswith(_NOT_THE_CHANGER_TR) for w in before):
            found.append(index)
    return found


def _told(folded: list[str]) -> tuple[list[int], list[tuple[int, int]]]:
    """The opponent's verbs of change and the player's own calls, in a story that tells both."""
    changes: list[int] = []
    calls: list[tuple[int, int]] = []
    if english := _changed_by_another_en(folded):
        mine = [(i, i + 2) for i, word in enumerate(folded[:-1]) if word in _MY_EN and folded[i + 1] in _CALLS_EN]
        if mine:
            changes, calls = changes + english, calls + mine
    if turkish := _changed_by_another_tr(folded):
        mine = [(i, i + 1) for i, word in enumerate(folded) if word.startswith(_MY_CALLS_TR)]
        if mine:
            changes, calls = changes + turkish, calls + mine
    return changes, calls


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of the player's own call in a story of an opponent's changed call."""
    return _told(folded)[1]


def changes(folded: list[str]) -> list[tuple[int, int]]:
    """The spans of the verbs telling the opponent's change, in a story where find() reads the player's call."""
    return [(index, index + 1) for index in _told(folded)[0]]


def change_terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """25A6's condition, per language: "If a change is allowed" / "bir değişiklik yapılmasına izin verilirse"."""
    return (("en", ("change", "allowed")), ("tr", ("değişiklik", "izin")))


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for the call the player on the left may withdraw, per language (25A6)."""
    return (
        ("en", ("withdraw", "call", "over", "first")),
        ("tr", ("ilk", "konuşmanın", "üzerine", "konuşmasını", "geri", "alabilir")),
    )
