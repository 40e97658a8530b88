"""A double or redouble of the player's own side's call, told with "own" / "kendi" ("I doubled my own partner's
bid by accident", "partner doubled our own opening bid", "kendi eşimin açtığı 1 piki kontrladım", "kendi ortağımın
açılışına kontr dedim"): an inadmissible double, Law 36.

The Laws say it so: 36 "KABULÜ OLANAKSIZ KONTR VEYA SÜRKONTR" / WBF "INADMISSIBLE DOUBLES AND REDOUBLES", 36B1
"Yasa 19'un izin vermediği her kontr ve sürkontr iptal edilir" / WBF "any double or redouble not permitted by Law
19 is cancelled"; 19A1 "Bu deklare bir rakip tarafından yapılmış olmalıdır" / WBF "That bid must have been made by
an opponent". A player tells whose call he doubled, and the vocabulary's terms for it ("kendi ortağına kontr",
"doubled his own partner's bid", search117) are read only as one run of words: "kendi eşimin açtığı 1 piki
kontrladım" or "doubled my own partner's bid" matched none of them, and "kontr" / "double" alone drew the doubles
out of rotation (32), 27B3 and 36A above 36B (docs/benchmarks.md, Session 93 (search283)). So where a story tells
a double and "own" of partner, side or the opening ("own partner", "our own opening", "kendi eşimin", "kendi
ortağımın", "kendi tarafımızın") within a few words of it, the double is searched as typed and as Law 36's
"inadmissible double" / "kabulü olanaksız kontr". Not "kontrat" (the contract), nor "own" of anything else ("my own
hand", "kendi elimi"), nor partner without "own" ("doubled your partner" is an opponent's legal double).
"""

from __future__ import annotations

# Folded forms (lawbook.search.analysis.exact_form: "partner's" is "partner").
_DOUBLE_EN = frozenset(
    {"double", "doubled", "doubles", "doubling", "redouble", "redoubled", "redoubles", "redoubling", "dbl", "xx"}
)
_OWN_EN = frozenset({"own"})
_SIDE_EN = frozenset({"partner", "partners", "side", "sides", "opening", "opener", "bid", "call", "double", "pair"})
# "kontr", "kontrladım", "kontra", "kontur", "sürkontr": not "kontrat" (the contract) nor "kontrol" (control).
_DOUBLE_TR = ("kontr", "kontur", "surkontr", "surkontur")
_NOT_DOUBLE_TR = ("kontrat", "kontrol", "konturat")
_OWN_TR = frozenset({"kendi"})
# "kendi eşimin", "kendi ortağımın", "kendi eşinin", "kendi tarafımızın", "kendi partnerimin".
_SIDE_TR = ("esim", "esin", "esi", "ortag", "partner", "taraf")
# How far the own side's words may stand from the double, either way ("kendi eşimin açtığı 1 piki kontrladım").
_NEAR = 5


def _double(word: str) -> bool:
    if word in _DOUBLE_EN:
        return True
    return word.startswith(_DOUBLE_TR) and not word.startswith(_NOT_DOUBLE_TR)


def _whose(folded: list[str], index: int) -> int | None:
    """The place of the side's word after "own" / "kendi" ("own partner", "our own opening", "kendi eşimin"), a
    word between them at most; None when "own" / "kendi" is of something else."""
    word = folded[index]
    for place in range(index + 1, min(index + 3, len(folded))):
        if (word in _OWN_EN and folded[place] in _SIDE_EN) or (word in _OWN_TR and folded[place].startswith(_SIDE_TR)):
            return place
    return None


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of a double told of the player's own side's call: not the call doubled itself, named
    as the side or right after it ("my own partner's double", "our own double": what was redoubled)."""
    sides = [place for index in range(len(folded)) if (place := _whose(folded, index)) is not None]
    return [
        (index, index + 1)
        for index, word in enumerate(folded)
        if _double(word)
        and index not in sides
        and index - 1 not in sides
        and any(abs(index - side) <= _NEAR for side in sides)
    ]


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for a double of one's own side's call, per language: 36's "inadmissible double" /
    "kabulü olanaksız kontr" and 36B1's "double not permitted" / "izin vermediği kontr"."""
    return (
        ("en", ("inadmissible", "double")),
        ("en", ("double", "not", "permitted")),
        ("tr", ("kabulü", "olanaksız", "kontr")),
        ("tr", ("izin", "vermediği", "kontr")),
    )
