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
"inadmissible double" / "kabulü olanaksız kontr" and 36B1's "not permitted" / "izin vermediği". Without "own", where
the one who doubles owns the partner whose call it is: "I doubled my partner's", "lho doubled his partner's", "my
partner doubled my double", "ortağımın deklaresine kontr çektim" (a first person verb), "rakip eşinin açışına kontr
dedi" (a third). Not "kontrat" (the contract), nor "own" of anything else ("my own hand", "kendi elimi"), nor another's
partner ("rho doubled my partner's pass", "rakip eşimin açışına kontr dedi": a legal double).
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
    if not sides:
        return _same_person(folded)
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


# Without "own": the player who doubles is the partner's own ("I doubled my partner's bid", "he doubled his
# partner's", "my partner doubled my double", "ortağımın deklaresine kontr çektim", "rakip eşinin açışına kontr
# dedi"); not another's ("rho doubled my partner's pass", "rakip eşimin açışına kontr dedi": a legal double).
_FIRST_EN = frozenset({"i"})
_THIRD_EN = frozenset({"he", "she", "lho", "rho", "opponent", "opp"})
_PARTNER_EN = frozenset({"partner", "partners"})
# Who owns the partner, by the Turkish possessive: "eşimin", "ortağıma" (mine); "eşinin", "ortağına" (his).
_MY_PARTNER_TR = ("esimin", "esime", "esimi", "ortagimin", "ortagima", "ortagimi", "partnerimin", "partnerime")
_HIS_PARTNER_TR = ("esinin", "esine", "esini", "ortaginin", "ortagina", "ortagini", "partnerinin", "partnerine")
# A Turkish verb of one word ("kontrladım", "kontrladı") is longer than the bare noun ("kontr", "kontra").
_BARE_DOUBLE_TR = 6
_BEFORE_EN = 3


def _person_tr(folded: list[str], index: int) -> str | None:
    """The person of a Turkish double's verb in the past: the word itself ("kontrladım") or the one after it
    ("kontr dedim", "kontr çekti"); folded, so "ı" is "i"."""
    if len(folded[index]) > _BARE_DOUBLE_TR:
        verb = folded[index]
    else:
        verb = folded[index + 1] if index + 1 < len(folded) else ""
    if verb.endswith(("dim", "tim", "dum", "tum")):
        return "first"
    if verb.endswith(("di", "ti", "du", "tu")):
        return "third"
    return None


def _same_person(folded: list[str]) -> list[tuple[int, int]]:
    found = []
    for index, word in enumerate(folded):
        if not _double(word):
            continue
        if word in _DOUBLE_EN:
            before = folded[max(0, index - _BEFORE_EN) : index]
            after = folded[index + 1 : index + 1 + _NEAR]
            owners = {a for a, b in zip(after, after[1:], strict=False) if b in _PARTNER_EN}
            own = (
                (any(w in _FIRST_EN for w in before) and "my" in owners)
                or (any(w in _THIRD_EN for w in before) and owners & {"his", "her"})
                or ("partner" in before and after[:1] == ["my"])
            )
        else:
            around = folded[max(0, index - _NEAR) : index + 1 + _NEAR]
            person = _person_tr(folded, index)
            own = (person == "first" and any(w.startswith(_MY_PARTNER_TR) for w in around)) or (
                person == "third" and any(w.startswith(_HIS_PARTNER_TR) for w in around)
            )
        if own:
            found.append((index, index + 1))
    return found
