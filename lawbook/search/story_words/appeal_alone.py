"""A player who would appeal without his partner ("I want to appeal the ruling and my partner says no", "can I
appeal on my own", "ortağım itiraz etmek istemiyor ben istiyorum", "tek başıma başvurabilir miyim"): the
concurrence of both members of the pair.

The Laws say it so: 92D1 "İkili turnuvada, başvuran çiftin her iki üyesinin (bireysel yarışmalar hariç) itiraz
konusunda hemfikir olmaları gereklidir" / WBF "in a pairs event both members of the partnership concur in making the
appeal" (the site's English, which the index holds: "both members of the appealing pair (except in individual
events) must concur in the appeal"). A player says his partner "says no", "doesn't want to", "istemiyor", "boşver
diyor", or that he would appeal "on my own", "tek başıma", and the query read those words as typed: they are in no
paragraph, and the appeal's words alone put 92A (the right to appeal) and 92B (its time) first, 92D1 out of the
ten. So in a story of an appeal ("appeal", "committee", "itiraz", "başvur", "komite") those words are searched as
92D1's own words, "both members of the appealing pair ... concur" / "başvuran çiftin her iki üyesinin ...
hemfikir" (with "concur" or "members concur" alone, the English 92B and 92A stayed above 92D1: the appeal's and the
ruling's words outweighed one rare word). A partner named right before his refusal is read with it ("partner says
no"): he is the member who does not concur, and searched as typed "partner" drew 92B. Not in any other story:
"partner says no" is any answer, "tek başıma" any deed done alone.
"""

from __future__ import annotations

# Folded forms. What tells an appeal: the Laws' "appeal" and "committee" (92, 93), the Turkish "itiraz",
# "başvur-" (92A "başvurabilir"), "apel" (92B "İtiraz (Apel)"), "komite".
_APPEAL_EN = ("appeal", "committee")
_APPEAL_TR = ("itiraz", "basvur", "apel", "komite")
_PARTNER_EN = frozenset({"partner", "partners", "pard"})
# "my partner says no", "partner doesnt want to", "partner won't", "partner says forget it", "partner refuses".
_REFUSALS_EN = (
    ("says", "no"),
    ("said", "no"),
    ("says", "forget"),
    ("said", "forget"),
    ("doesnt", "want"),
    ("does", "not", "want"),
    ("didnt", "want"),
    ("did", "not", "want"),
    ("wont",),
    ("will", "not"),
    ("refuses",),
    ("refused",),
    ("disagrees",),
    ("disagreed",),
    ("does", "not", "agree"),
    ("doesnt", "agree"),
)
# "on my own", "by myself", "without my partner", "without partner". Not "alone": the vocabulary's "appeal alone"
# (92D1's group) reads it with the appeal, and read alone here it left "appeal" as typed, the appeal guide above
# 92D1 for "can i appeal alone" (lawbook/tests/search/test_search_words_for_remarks_questions_and_manner.py).
_ALONE_EN = (("on", "my", "own"), ("by", "myself"), ("without", "my", "partner"), ("without", "partner"))
_PARTNER_TR = ("ortag", "ortak", "esim", "esin", "partner")
# "istemiyor", "istemedi", "razı değil", "razı olmasa", "boşver diyor", "kabul etmiyor". Not "karşı": "karşı
# taraf" (the opponents) is told beside partner too.
_REFUSALS_TR = (("istemiyor",), ("istemedi",), ("istemez",), ("razi",), ("bosver",), ("kabul", "etmiyor"))
# "tek başıma", "kendi başıma", "yalnız başıma", "yalnız ben", "ben yalnız".
_ALONE_TR = (("tek", "basima"), ("kendi", "basima"), ("yalniz", "basima"), ("yalniz", "ben"), ("ben", "yalniz"))
# The saying verb after a refusal: "boşver diyor", "says no" is said already.
_SAYS = frozenset({"diyor", "dedi", "der"})
# At most this many words between the partner and his refusal: "partner says no", "ortağım boşver diyor",
# "ortağım itiraz etmek istemiyor".
_MOST_WORDS = 4


def _matches(folded: list[str], index: int, phrase: tuple[str, ...], prefix: bool = False) -> bool:
    words = folded[index : index + len(phrase)]
    if len(words) < len(phrase):
        return False
    if prefix:
        return all(w.startswith(p) for w, p in zip(words, phrase, strict=True))
    return tuple(words) == phrase


def _spans(folded: list[str], partners: list[int], refusals, alone, prefix: bool) -> list[tuple[int, int]]:
    found = []
    for index in range(len(folded)):
        for phrase in alone:
            if _matches(folded, index, phrase):
                found.append((index, index + len(phrase)))
        near = [p for p in partners if 0 < index - p <= _MOST_WORDS]
        for phrase in refusals if near else ():
            if _matches(folded, index, phrase, prefix):
                # "partner says no": the partner is the one who does not concur, 92D1's "both members".
                start = near[-1] if near[-1] == index - 1 else index
                end = index + len(phrase)
                # "ortağım boşver diyor": the saying verb after the refusal is the partner's too.
                end += bool(folded[end : end + 1] and folded[end] in _SAYS)
                found.append((start, end))
                break
    return found


def find(folded: list[str]) -> list[tuple[int, int]]:
    """The spans (start, end) of the words telling a player would appeal without his partner's concurrence."""
    found = []
    if any(word.startswith(_APPEAL_EN) for word in folded):
        partners = [i for i, word in enumerate(folded) if word in _PARTNER_EN]
        found += _spans(folded, partners, _REFUSALS_EN, _ALONE_EN, prefix=False)
    if any(word.startswith(_APPEAL_TR) for word in folded):
        partners = [i for i, word in enumerate(folded) if word.startswith(_PARTNER_TR)]
        found += _spans(folded, partners, _REFUSALS_TR, _ALONE_TR, prefix=True)
    return found


def terms() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The Laws' words for both members of the pair concurring in an appeal, per language (92D1)."""
    return (
        ("en", ("both", "members", "appealing", "pair", "concur")),
        ("tr", ("başvuran", "çiftin", "her", "iki", "üyesinin", "hemfikir")),
    )
