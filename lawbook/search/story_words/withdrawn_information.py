"""A player asking whether he may use what a call or card taken back showed ("an opponent took back his card, can I
use what I saw", "rakip konuşmasını geri aldı, o konuşmanın gösterdiğini kullanabilir miyiz", "ortağım yetersiz
deklaresini değiştirdi, ilk deklarenin gösterdiğini dikkate alabilir miyim"): information from a withdrawn action.

The Laws say it so: 16C "Herhangi bir konuşma veya oyun bu yasaların hükümlerine uygun şekilde geri alınmış ise:
1. Kusursuz taraf için, geri alınmış eylemden kaynaklanan tüm bilgiler ... yasaldır. 2. Kusurlu taraf için, geri
alınmış eylemden ... kaynaklanan tüm bilgiler izinsizdir" / WBF "When a call or play has been withdrawn as these laws
provide: 1. For a non-offending side, all information arising from a withdrawn action is authorized ... 2. For an
offending side, information arising from its own withdrawn action and from withdrawn actions of the non-offending
side is unauthorized" (the site's English, which the index holds: "all information arising from the withdrawn
action"). A player says he wants to "use" it, "kullanmak", "dikkate almak", "hesaba katmak", and the query read the
verb as typed (in no paragraph of 16C) beside the call taken back and replaced: 25B1, 27B2 and the unintended call's
guide came first, 16C lower or out of the ten. So in a story that tells a call or card taken back, withdrawn, replaced
or changed, the verb of using is searched as 16C's "information arising from the withdrawn action" / "geri alınmış
eylemden kaynaklanan bilgiler". Not in any other story: "can I use the bidding box" is no withdrawn action.
"""

from __future__ import annotations

# Folded forms. A call or card taken back: "took back", "took his bid back", "withdrawn", "replaced", "changed".
_WITHDRAWN_EN = frozenset(
    {"withdrawn", "withdrew", "withdraw", "retracted", "retract", "replaced", "changed", "cancelled", "canceled"}
)
_TAKE_EN = frozenset({"took", "take", "taken", "takes", "taking"})
# "geri aldı", "geri çekilen", "geri alınan", "değiştirdi", "iptal edildi".
_BACK_TR = "geri"
_TAKEN_TR = ("al", "cek")
_CHANGED_TR = ("degistir", "iptal")
# The verb of using: "use", "take into account".
_USE_EN = frozenset({"use", "used", "using", "utilise", "utilize"})
_INTO_ACCOUNT_EN = ("into", "account")
# "kullanabilir miyim", "dikkate alabilir", "hesaba katabilir", "yararlanabilir", "faydalanabilir".
_USE_TR = ("kullan", "yararlan", "faydalan")
_ACCOUNT_TR = (("dikkate", "al"), ("hesaba", "kat"))


def _withdrawn_en(folded: list[str]) -> bool:
    if _WITHDRAWN_EN & set(folded):
        return True
    return any(w == "back" and _TAKE_EN & set(folded[max(0, i - 4) : i]) for i, w in enumerate(folded))


def _withdrawn_tr(folded: list[str]) -> bool:
    for index, word in enumerate(folded):
        if word.startswith(_CHANGED_TR):
            return True
        if word == _BACK_TR and folded[index + 1 : index + 2] and folded[index + 1].startswith(_TAKEN_TR):
            return True
    return False


def _uses_en(folded: list[str]) -> list[tuple[int, int]]:
    found = []
    for index, word in enumerate(folded):
        if word in _USE_EN:
            found.append((index, index + 1))
        elif word in _TAKE_EN and tuple(folded[index + 1 : index + 3]) == _INTO_ACCOUNT_EN:
            found.append((index, index + 3))
    return found


def _uses_tr(folded: list[str]) -> list[tuple[int, int]]:
    found = []
    for index, word in enumerate(folded):
        if word.startswith(_USE_TR):
            found.append((index, index + 1))
            continue
        after = folded[index + 1 : index + 2]
        if after and any(word == noun and after[0].startswith(verb) for noun, verb in _ACCOUNT_TR):
            found.append((index, index + 2))
    return found


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of the verb of using what a call or card taken back showed."""
    found = []
    if _withdrawn_en(folded):
        found += _uses_en(folded)
    if _withdrawn_tr(folded):
        found += _uses_tr(folded)
    return found


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for information from a withdrawn call or play, per language (16C)."""
    return (
        ("en", ("information", "arising", "withdrawn", "action")),
        ("tr", ("geri", "alınmış", "eylemden", "kaynaklanan", "bilgiler")),
    )
