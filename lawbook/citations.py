"""Citations in the text of the Laws, found with their character spans and resolved to labels.

A grammar per language finds the expressions ("bkz. Yasa 50D2(a)", "Yasalar 50 ve 51",
"30, 31 ve 32'nci Yasalar", "Yasa 80B2/k", "aşağıdaki (b) bendi", "yukarıdaki E bendi",
"bkz. aşağıdaki B1"; "Yasa 50D2nin", a suffix glued to the label; "see Law 50D2(a)",
"Laws 50 and 51", "(b) below", "as specified in A1", "When A does not apply"); a relative one is
resolved inside the Law of the paragraph it stands in. The result is stand-off data: the text is
never changed, the links are applied when a page is rendered. A citation whose label names no
paragraph is returned unresolved so the importer can report it.

A range of Laws is read only where a reader types one (`typed_law_range`: "Yasa 61-64", "61-64.
Yasalar", "Laws 68 to 71"): the Laws never write one, they list ("Yasalar 50 ve 51"). In running
words a range is one reference, found at its first label: the last of "Laws 24A to Law 24E" is not
returned (`ends_a_range`, which the guides' bare labels read too; links5).
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

from .labels import (
    CITED_LABEL,
    CITED_SECTION,
    ITEM,
    LAW_NUMBER,
    MAX_LAW,
    RELATIVE_LABEL,
    SUB_NUMBER,
    SUBITEM,
    TERMINALS,
    TYPED_PREFIXES,
    Label,
    LabelError,
    parse_label,
    words,
)

LABEL = CITED_LABEL
RELATIVE = RELATIVE_LABEL
_TR, _EN = TERMINALS["tr"], TERMINALS["en"]


def _separator(terminals) -> str:
    """Between the labels of a list: a comma, or one of the words with spaces around it."""
    joined = "".join(rf"|\s+{re.escape(word)}\s+" for word in terminals.and_or)
    return rf"(?:\s*,\s*{joined})"


_SEP = {lang: _separator(t) for lang, t in TERMINALS.items()}
_LAW_WORD = {lang: rf"\b{words(t.law)}" for lang, t in TERMINALS.items()}
_END = r"(?![\dA-Za-z])"
# Turkish also glues a suffix or, where the PDF lost a space, the next word to a label
# ("Yasa 50D2nin", "Yasa 63A1geçerli"): two letters or more after it are not an item letter.
_END_GLUED = {"tr": rf"(?![\dA-Z])(?![a-z](?![{_TR.lowercase}]))", "en": _END}
_BARE_ABSOLUTE = rf"{LAW_NUMBER}{CITED_SECTION}\d{{0,2}}(?:{ITEM}{SUBITEM}?)?"  # "bkz. 47E1": a section at least

# Relative references: labels without their Law, marked as such by the words around them
# ("aşağıdaki (b) bendi", "A ve B maddelerindeki", "Madde 1 ve 2", "yukarıdaki 2(c) veya 2(d)").
_REL_ITEM = rf"(?:{RELATIVE}|\([a-z]\)|\d{{1,2}}(?:\([a-z]\))?)"
_REL_LIST = {lang: rf"{_REL_ITEM}{_END}\.?(?:{_SEP[lang]}{_REL_ITEM}{_END}\.?)*" for lang in ("tr", "en")}
_SEE_TR = rf"\b[{_TR.see[0].upper()}{_TR.see[0]}]{re.escape(_TR.see[1:])}"
_RELATIVE_TR = re.compile(
    rf"(?P<list>{_REL_LIST['tr']})\s*(?:’|')?\s*(?={words(_TR.nouns_after)})"
    rf"|\b{words(_TR.nouns_before)}\s+(?P<madde>{_REL_LIST['tr']})"
    rf"|{_SEE_TR}\.?\s+(?:{words(_TR.above_below)}\s+)?(?P<bare>{RELATIVE}){_END}(?=\s*[)\].;]|\s*$)"
    rf"|(?<={re.escape(_TR.see)}\. )(?P<absolute>{_BARE_ABSOLUTE}){_END}"
    # "Yukarıda B1 ile hükme bağlananın dışında" (27B2, 27B3): above or below, then a section.
    rf"|\b{words(_TR.above_below + tuple(w.capitalize() for w in _TR.above_below))}\s+(?P<near>{RELATIVE}){_END}"
    # "B1’in uygulanmasını takiben" (27D): a section and its number, a suffix after the apostrophe.
    rf"|(?<![\w(])(?P<suffixed>{CITED_SECTION}{SUB_NUMBER}(?:{ITEM}{SUBITEM}?)?)(?=’[{_TR.lowercase}])"
)
# "in A and B", "under A", "as specified in A1", "the application of E1", "When A does not apply",
# "that C2 has been violated", "Section B of this Law", "Notwithstanding B1": a capital letter after
# one of these words is a label, as the article "A" never follows them.
_AFTER_EN = "|".join(f"(?<={re.escape(word)} )" for word in _EN.words_before)
_RELATIVE_EN = re.compile(
    rf"(?P<list>{_REL_LIST['en']})\s+(?={words(_EN.above_below)})"
    rf"|(?:{_AFTER_EN})(?P<after>{RELATIVE}{_END}(?:{_SEP['en']}{RELATIVE}{_END})*)"
    rf"|(?<={re.escape(_EN.see)} )(?P<bare>{RELATIVE}){_END}(?=[)\]])"
    rf"|(?<={re.escape(_EN.see)} )(?P<absolute>{_BARE_ABSOLUTE}){_END}"
)
_ORDINAL_TAIL_TR = rf"\s*(?:’|')%s\s*\w*\s+{re.escape(_TR.law_after)}"  # "’nci Yasalar"
_ORDINAL_LAWS_TR = re.compile(rf"(?P<list>\d{{1,2}}(?:{_SEP['tr']}\d{{1,2}})*){_ORDINAL_TAIL_TR % ''}")
_BEFORE_ORDINAL_LAWS_TR = re.compile(_ORDINAL_TAIL_TR % "?")  # a list of Laws ends before "30’ncu Yasa"

# A range in words ends in a label after the range's first and its word: "24A to 24E", "24A through
# 24E", "24A ila 24E" (the words a typed range of Laws has between its ends, lawbook.labels), or
# Turkish's cases, "24A'dan 24E'ye (kadar)": the ablative on the first, the dative on the last (the
# ablative alone is no range: 20F6's "Yasa 21 veya Yasa 47E'den ... uygun olanı", one of them). The
# last may have its own word for a Law ("Laws 24A to Law 24E", "Yasa 24A'dan Yasa 24E'ye").
_FIRST = rf"(?P<first>{LAW_NUMBER}(?:{CITED_SECTION}(?:{SUB_NUMBER})?(?:\([a-z]\))?)?)"
_LAW_AGAIN = {lang: rf"(?:{_LAW_WORD[lang]}\s+)?" for lang in TERMINALS}
_RANGE_BEFORE = {
    lang: re.compile(rf"(?<![\w/#]){_FIRST}\s+{words(t.to)}\s+{_LAW_AGAIN[lang]}$") for lang, t in TERMINALS.items()
}
_FROM_BEFORE = re.compile(rf"(?<![\w/#]){_FIRST}['’]?{words(_TR.from_suffixes)}\s+{_LAW_AGAIN['tr']}$")
_TO_AFTER = re.compile(r"['’]y?[ae](?!\w)")


@dataclass(frozen=True)
class Citation:
    start: int
    end: int
    text: str  # the characters the link covers
    target: str  # the label in citation form, resolved or not
    resolved: bool


def find_citations(text: str, within: Label | None, known: Collection[str], lang: str = "tr") -> list[Citation]:
    """Every citation in `text`, in order, for a paragraph labelled `within`; with `within` None
    (a definition, a footnote: outside the tree of a Law) only the absolute ones."""
    found: dict[int, Citation | None] = {}  # None: a label that names nothing, kept so nothing else claims its start
    range_ends: list[tuple[int, int]] = []  # read, not linked, and not to be read again as relative labels
    for start, end, raw in _absolute_spans(text, lang):
        last = ends_a_range(text, start, end, raw, lang)
        if last:
            range_ends.append((start, end))
        found.setdefault(start, None if last else _make(text, start, end, raw, None, known))
    relative = _RELATIVE_TR if lang == "tr" else _RELATIVE_EN
    for match in relative.finditer(text):
        name = next(key for key, value in match.groupdict().items() if value)
        if within is None and name != "absolute":
            continue  # "aşağıdaki (b)", "Madde 1" name nothing outside a Law
        context = None if name == "absolute" else within
        elements = re.finditer(_REL_ITEM if name in ("list", "madde", "after") else ".+", match.group(name))
        for element in elements:
            start = match.start(name) + element.start()
            end = start + len(element.group())
            if any(c.start <= start < c.end for c in found.values() if c) or any(a <= start < b for a, b in range_ends):
                continue
            found.setdefault(start, _make(text, start, end, element.group(), context, known))
    return [c for _, c in sorted(found.items()) if c is not None]


# A label written with a space inside it, after the word for a Law. Neither text writes one but "Yasa
# 12 C2" (86B2(a)): both glue the rest ("Yasa 12C1(b)", "Law 12C1(b)"); an editor or a guide may type
# "Law 12C1 (d)" or "Law 70 A" (links5). A section and its number after the space: "Yasa 12 C2". An
# item after the space, after a subsection (where the Laws' items stand): "Law 12C1 (d)". A section
# letter alone after the space only where no word follows it in English, as an article's would ("Law
# 70 A player" is Law 70 and "A player"): an end, a mark, a Turkish suffix or a possessive, or "and",
# "or" and the next section ("Law 68 A, C and D"); Turkish has no article, so a word may follow ("Yasa
# 70 A bendi").
_LETTER_THEN = {
    "tr": rf"(?=\s*(?:$|[^\w\s]|[{_TR.lowercase}]))",
    "en": rf"(?=\s*(?:$|[^\w\s]|(?:{'|'.join(_EN.and_or)})\s+{CITED_SECTION}(?!\w)))",
}
_SPACED_SECTION = {
    lang: rf"{LAW_NUMBER} (?:(?={CITED_SECTION}\d){RELATIVE}|{CITED_SECTION}{_LETTER_THEN[lang]})"
    for lang in ("tr", "en")
}
_SPACED_ITEM = rf"{LAW_NUMBER}{CITED_SECTION}{SUB_NUMBER} \([a-z]\)(?![\w(])"


def _absolute_spans(text: str, lang: str):
    """(start, end, label text) for "Yasa 50D2(a)", "Yasalar 50 ve 51" and "30 ve 31'inci Yasalar"."""
    end = _END_GLUED[lang]
    pattern = re.compile(rf"{_LAW_WORD[lang]}\s+(?P<first>{_SPACED_SECTION[lang]}|{_SPACED_ITEM}|{LABEL}){end}")
    for match in pattern.finditer(text):
        yield match.start(), match.end("first"), match.group("first")
        cursor = match.end("first")
        follow = re.compile(rf"{_SEP[lang]}(?P<next>{_SPACED_ITEM}|{LABEL}){end}")
        while (more := follow.match(text, cursor)) is not None:
            if lang == "tr" and _BEFORE_ORDINAL_LAWS_TR.match(text, more.end()):
                break
            yield more.start("next"), more.end("next"), more.group("next")
            cursor = more.end("next")
    if lang == "tr":
        for match in _ORDINAL_LAWS_TR.finditer(text):
            for number in re.finditer(r"\d{1,2}", match.group("list")):
                offset = match.start("list") + number.start()
                yield offset, offset + len(number.group()), number.group()


def _make(text, start, end, raw, within: Label | None, known: Collection[str]) -> Citation | None:
    target = resolve(raw, within)
    if target is None:
        return None
    label = str(target)
    return Citation(start, end, text[start:end], label, label in known)


def resolve(raw: str, within: Label | None) -> Label | None:
    """The label a citation names; relative ones ("E", "B1(a)", "(b)", "1") inside `within`'s Law."""
    raw = raw.strip()
    if within is None:
        try:
            return parse_label(raw)
        except LabelError:
            return None
    item = re.fullmatch(r"\(([a-z])\)", raw)
    if item:
        return Label(within.law, within.section, within.sub, item.group(1))
    numbered = re.fullmatch(r"(\d{1,2})(?:\(([a-z])\))?", raw)
    if numbered:
        return Label(within.law, within.section, int(numbered.group(1)), numbered.group(2) or "")
    try:
        return parse_label(f"{within.law}{raw}")
    except LabelError:
        return None


def ends_a_range(text: str, start: int, end: int, label: str, lang: str) -> bool:
    """Whether the label `label`, at text[start:end] (from its word for a Law, if it has one), is
    the last of a range in words whose first comes before it: "24E" in "24A to 24E" and "Laws 24A to
    Law 24E", "24A ila 24E", "24A'dan 24E'ye kadar". A range is one reference and is linked where
    its reader starts, at its first label, as "Laws 24A-24E" is (docs/legal-review.md, "links3");
    a range runs forward: "86B3 through 86B2" is a way (86B3 reached through 86B2), not a range."""
    before, after = text[:start], text[end:]
    first = _RANGE_BEFORE[lang].search(before)
    if first is None and lang == "tr" and _TO_AFTER.match(after):
        first = _FROM_BEFORE.search(before)
    if first is None:
        return False
    try:
        return parse_label(first.group("first")) < parse_label(label)
    except LabelError:
        return False


# --- a citation of no Law, as an editor may type it ----------------------------------------------
# After the word for a Law, what an editor may mean as a label: a number, then letters, digits and
# items ("94", "99Z", "64Q2(a)"). `find_citations` reads only the labels the Laws can have (a Law
# 1 to MAX_LAW, sections A to H); this finds the rest, so that the admin can say so.
_LOOSE_LABEL = r"\d{1,3}(?:[A-Za-z0-9]|\([a-z]{1,4}\)|/[a-z])*"
_LAW_THEN_LOOSE = {lang: re.compile(rf"{_LAW_WORD[lang]}\s+(?P<label>{_LOOSE_LABEL})") for lang in TERMINALS}


def citations_of_no_law(text: str, lang: str = "tr") -> list[Citation]:
    """The citations in `text` whose label no Law of the Laws can have: a Law beyond MAX_LAW
    ("Yasa 94", "Laws 50 and 94") or a label that is none ("Law 99Z", "Yasa 12Q"). `find_citations`
    does not read them as citations at all, so they would be left as plain text without a word;
    each is returned unresolved, its text from the word for a Law (or the listed number) on. A
    label of an existing Law that its edition lacks ("Yasa 64D") is not one of them: that is
    `find_citations`' unresolved citation."""
    read: set[int] = set()
    found: dict[int, Citation] = {}
    for start, end, raw in _absolute_spans(text, lang):
        read.add(start)
        if resolve(raw, None) is None:
            found[start] = Citation(start, end, text[start:end], raw, False)
    for match in _LAW_THEN_LOOSE[lang].finditer(text):
        if match.start() in read:
            continue  # read by the grammar: a citation, or a label cut short by a suffix ("Yasa 50D2nin")
        found[match.start()] = Citation(match.start(), match.end(), match.group(), match.group("label"), False)
    return [found[start] for start in sorted(found)]


# --- a range of Laws, as a reader types it ------------------------------------------------------
# The whole text a reader typed: the word for a Law before two numbers ("Yasa 61-64", "Laws 68 to
# 71", "madde 61 ila 64"), or Turkish's after them ("61-64. Yasalar", "61-64’üncü Yasalar"). Two
# numbers alone are not a range of Laws: "17-32" is boards (2B), a score, a deal's cards.
_RANGE_TO = "".join(rf"|\s+{re.escape(word)}\s+" for terminals in TERMINALS.values() for word in terminals.to)
# Turkish also says a range by its numbers' cases: "61'den 64'e (kadar)", from 61 to 64. The
# ablative's four forms follow the number as spoken (bir -> 61'den, dört -> 64'ten, altı -> 66'dan,
# altmış -> 60'tan); its apostrophe is often left out ("61den"), three letters no label has.
_RANGE_FROM = rf"|['’]?(?:{'|'.join(_TR.from_suffixes)})\s+"
_RANGE_NUMBERS = rf"(?P<first>\d{{1,3}})(?:\s*[-–—]\s*{_RANGE_TO}{_RANGE_FROM})(?P<last>\d{{1,3}})(?!\d)"
_RANGE_SUFFIX = rf"(?:\.|\s*['’][{_TR.lowercase}]+)?"  # "61-64." or "61-64’üncü" before "Yasalar", "64'e"
_RANGE_UNTIL = rf"(?:\s+{words(_TR.until)})?"  # "61'den 64'e kadar"
_TYPED_RANGE = re.compile(
    rf"^\s*(?:(?P<before>{words(TYPED_PREFIXES)})\s*[.:]?\s*)?{_RANGE_NUMBERS}{_RANGE_SUFFIX}{_RANGE_UNTIL}"
    rf"(?:\s+(?P<after>{words(_TR.law)}))?\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class LawRange:
    """The Laws from `first` to `last` as typed: a range of them only when both are Laws (1 to
    MAX_LAW) and the first comes first."""

    first: int
    last: int

    @property
    def missing(self) -> int | None:
        """The number typed that names no Law ("Yasa 90-95": 95), the first one if both."""
        return next((n for n in (self.first, self.last) if not 1 <= n <= MAX_LAW), None)

    @property
    def backwards(self) -> bool:
        """ "Yasa 64-61": the last Law typed comes before the first."""
        return self.first > self.last

    @property
    def laws(self) -> tuple[int, ...]:
        """The Laws of the range in the book's order; none when it is not a range of Laws."""
        if self.missing is not None or self.backwards:
            return ()
        return tuple(range(self.first, self.last + 1))


def typed_law_range(text: str) -> LawRange | None:
    """The range of Laws a whole typed text names, in either language ("Yasa 61-64", "Yasalar 61 ila
    64", "61-64. Yasalar", "Laws 68-71", "Law 68 to 71"), or None; also when it names no Laws
    ("Yasa 64-61", "Yasa 90-95"), so that the page can say why."""
    match = _TYPED_RANGE.match(text)
    if match is None or not (match["before"] or match["after"]):
        return None
    return LawRange(int(match["first"]), int(match["last"]))


def law_range_and_words(text: str) -> tuple[LawRange, str] | None:
    """A range of Laws typed before or after other words ("yasa 61-64 rönons", "revoke laws 61 to
    64"), and those words; None when the text holds no range of Laws at either end, or is one
    whole (`typed_law_range` reads that). The longest range at an end is the one read."""
    tokens = text.split()
    for size in range(len(tokens) - 1, 0, -1):
        for typed, rest in ((tokens[:size], tokens[size:]), (tokens[-size:], tokens[:-size])):
            law_range = typed_law_range(" ".join(typed))
            if law_range is not None:
                return law_range, " ".join(rest)
    return None
