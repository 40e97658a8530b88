"""The Laws a guide cites in its own words, one tap away (issue 22; qa103 counted the citations its
step and ending pages drew as plain words).

Each citation lawbook.citations finds in a guide's Text ("(Law 9B1(a))", "Yasa 50D2(a)", "Laws 20F,
21B, 40B3, 75") is drawn as a link to that paragraph on the reading site, in the page's language,
at the address lawbook's SiteLinks gives: the paragraph in its Law's page (/en/law/9/#9B1a), where
the Law pages' own citation layer (lawbook.layers.kinds.Citations) sends a citation too. What is
linked is what the finder reads and nothing more, as on the Law pages: a range ("Laws 24A-24E",
"Yasa 53-56") links its first paragraph, the one the finder reads; a label the current edition
lacks stays words. The link's text is the citation's own words, so the sentence reads the same and
the link says where it goes (WCAG 2.4.4).

A label written without the word for a Law ("in team play 86B", "its 92A", "(12C1(c))", "Yasa 25B1 ve
25B2") is linked too (desklinks2), read here and not by lawbook.citations, whose grammar is the Laws'
text's: only with its section letter, so a score, a count or a board number ("620", "13", "3") is
never one; never in a contract's shape ("4H", "7D": Law 7 has a section D) nor a card's written rank then suit
("the 10C", "8C": Laws 8, 9 and 10 have a section C; the label alone cannot tell them apart, and "Law
10C" is still the finder's); never a board's number ("board 12A", "12A numaralı bord", and each of a
list, "boards 12A and 12B", qa110); never the end
of a range, typeset ("24A-24E", with an en dash too, qa107) or in words ("24A to 24E", "24A ila 24E",
"24A'dan 24E'ye kadar": a range is one reference, linked where the reader starts reading it, its first
label, the same however it is written; links3; the range's words are lawbook.citations' `ends_a_range`,
which keeps the finder from linking "Law 24E" in "Laws 24A to Law 24E" too, links5); never inside a
quotation (“N:53B”: a page quotes what a player typed or said, as the auction table's errors quote the
call it could not read, and a label there is his characters, not the page's citation; qa110; in any of
the marks the product quotes with, “...”, ‘...’, '...', "..." and «...», links5); nor a part of an
address; and only where the current edition has the paragraph.

The same words serve the catalogue's sentences and the views' messages on the guides', the desk's
and the score pages (`words_with_links`); a form's label keeps its citation beside it, not inside it
(`split_label`: a link inside a radio button's <label> would take a tap on its words away from the
page instead of choosing the option).

Only the words in the page's language are read (lawbook.text.language_parts): a quotation in the
other language is drawn as quoted. The `guide_text` filter draws a Text without links where it
stands inside a link (an answer's button, the trail) or is read aloud (the read-out page).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import zip_longest

from django.urls import get_script_prefix
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

from lawbook import content_version
from lawbook.citations import Citation, ends_a_range, find_citations
from lawbook.editions.editions import current_code
from lawbook.labels import CITED_SECTION, LAW_NUMBER, SUB_NUMBER, SUBITEM, try_parse_label
from lawbook.layers import SiteLinks
from lawbook.quoting import paragraph_places

# A label without the word for a Law: its section letter at least, "(a)" and a roman item as the
# Laws cite them; not after a letter, a digit, a hyphen or a dash (a range's end: "24A-24E", or typeset
# with an en dash; U+2010-U+2014 are the hyphens and dashes), "/" or "#" (an address).
_RANGE_DASHES = "\\-\u2010-\u2014"
# The item may stand after a space, as the finder reads "Law 12C1 (d)" (lawbook.citations; links5).
_BARE = re.compile(
    rf"(?<![\w/#{_RANGE_DASHES}]){LAW_NUMBER}{CITED_SECTION}(?:{SUB_NUMBER}(?: ?\([a-z]\){SUBITEM}?)?)?(?![\w(])"
)
# "4H" is a bid, not Law 4's paragraph H; "10C" a card (rank then suit: 8, 9 or 10 and a suit), not
# Law 10's section C: a player's or an editor's words may write a card so, the engine never does.
_CONTRACT_OR_CARD = re.compile(r"(?:[1-9]|10)[CDHS]")
# A board's number: "board 12A", "boards 12A", "bord 12A", "12A numaralı bord", "12A no'lu board", and
# each number of a list of them ("boards 12A and 12B", "12A ve 12B numaralı bordlar"; qa110).
_AND_BOARD = r"(?:\s*,\s*|\s+(?:and|or|ve|veya|ile)\s+)"
_BOARD_BEFORE = re.compile(rf"\b(?:[Bb]oards?|[Bb]ord(?:lar)?)\s+(?:\d+[A-Z]?{_AND_BOARD})*$")
_BOARD_AFTER = re.compile(rf"(?:{_AND_BOARD}\d+[A-Z]?)*\s*(?:numaralı|no\.?['’]?lu|nolu)\b")
# A quotation's marks: someone's characters between them, not the page's citation (qa110). The
# catalogues quote what a player typed in “...” (“N:53B”, “%(text)s”), in both languages; the guides
# quote a player's words in '...' ("'Atak bende mi?' diye soran oyuncuya", "dummy asked declarer 'no
# diamonds, partner?'"), the quizzes a claimer's in «...» (Turkish) and "..." (English); ‘...’ is the
# typeset single quotation (links5). Each pair is counted apart. A straight or a right single quote is
# also the apostrophe ("Yasa 50D2’nin", "declarer's"): it opens a quotation only after a space or a
# bracket and before a character, and closes one only before something that is not a letter.
_PAIRED_QUOTES = (("\u201c", "\u201d"), ("\u00ab", "\u00bb"))
_STRAIGHT_DOUBLE = '"'
_SINGLE_QUOTE = re.compile(r"(?P<open>\u2018|(?<![^\s(\[])'(?=\S))|(?P<close>(?<=\S)['\u2019](?!\w))")
# A plural's possessive ("the defenders' claim") is shaped as a closing mark: after an "s", before a space.
# Inside a quotation it closes it only where no other closing mark follows before the next opening one
# ("he said 'two clubs' and 70A": it closes; "'the defenders' claim, 68B'": an apostrophe; polish71).
_POSSESSIVE = re.compile(r"(?<=[sS])['\u2019](?=\s)")
# A form label ending in its citation: "Matchpoints (Law 78A)", "... of the session (Law 12C2(c))".
_ENDS_CITED = re.compile(r"(?P<words>.*?)\s*(?P<cited>\((?:[^()]|\([^()]*\))*\))\s*", re.DOTALL)


def linked(words: str, lang: str, site: str = "") -> str:
    """Escaped HTML of `words` (plain text in `lang`), each citation of a paragraph of the current
    edition drawn as a link to it, its words the link's text (a bare label's too: the docstring).
    `site` ("https://host", no slash at its end) goes before each address where the words are read
    away from the site: a feed entry's links are absolute (casebook.feed)."""
    places = paragraph_places()
    links = SiteLinks()
    drawn, at = [], 0
    for citation in _citations(words, places, lang):
        number, anchor = places[citation.target]
        drawn += [
            escape(words[at : citation.start]),
            format_html('<a class="guide-cite" href="{}">{}</a>', site + links.law(number, anchor), citation.text),
        ]
        at = citation.end
    drawn.append(escape(words[at:]))
    return "".join(drawn)


def drawn_from() -> tuple:
    """What `linked` draws a citation from besides the words and their language: the current
    edition's paragraphs (lawbook.quoting.paragraph_places, kept per content version and edition)
    and their Law pages' addresses (reversed in the active language, under the script prefix). Two
    drawings of the same words under the same tuple are the same HTML."""
    stamp = content_version.recent()
    return (stamp.version, stamp.changed_at, current_code(), get_language(), get_script_prefix())


def citations(words: str, lang: str) -> list[Citation]:
    """The citations `linked` draws as links in `words`, in order: for a check that a page links
    every citation its words make, read as the page reads them (bench/crawl_desk_guides.py)."""
    return _citations(words, paragraph_places(), lang)


def _citations(words: str, places: dict[str, tuple[int, str]], lang: str) -> list[Citation]:
    """The resolved citations the finder reads, and the bare labels it does not (this module's
    docstring), in order."""
    found = [c for c in find_citations(words, None, places, lang) if c.resolved]
    for match in _BARE.finditer(words):
        label = str(try_parse_label(match.group()))  # "12C1 (d)" as 12C1(d); "99A" (no Law) as "None"
        if label in places and not _overlaps(match, found) and not _another_number(words, match, label, lang):
            found.append(Citation(match.start(), match.end(), match.group(), label, True))
    return sorted(found, key=lambda citation: citation.start)


def _another_number(words: str, match: re.Match, label: str, lang: str) -> bool:
    """Whether a bare label's characters are something else: a contract, a card, a board's number,
    the end of a range written in words, or someone's characters quoted (this module's docstring)."""
    before, after = words[: match.start()], words[match.end() :]
    if _CONTRACT_OR_CARD.fullmatch(match.group()):
        return True
    if _inside_quotation(words, match.start()):
        return True
    if _BOARD_BEFORE.search(before) or _BOARD_AFTER.match(after):
        return True
    return ends_a_range(words, match.start(), match.end(), label, lang)


def _inside_quotation(words: str, at: int) -> bool:
    """Whether the words before `at` (a label's start) leave a quotation open (the marks:
    `_PAIRED_QUOTES`; a single quote shaped as a plural's possessive: `_POSSESSIVE`)."""
    before = words[:at]
    if any(before.count(opening) > before.count(closing) for opening, closing in _PAIRED_QUOTES):
        return True
    if before.count(_STRAIGHT_DOUBLE) % 2:
        return True
    marks = list(_SINGLE_QUOTE.finditer(words))
    inside = False
    for mark, following in zip_longest(marks, marks[1:]):
        if mark.start() >= at:
            break
        if mark.group("open") is not None:
            inside = True
        elif not (inside and _POSSESSIVE.match(words, mark.start()) and following and following.group("close")):
            inside = False
    return inside


def _overlaps(match: re.Match, found: list[Citation]) -> bool:
    return any(c.start < match.end() and match.start() < c.end for c in found)


@dataclass(frozen=True)
class Labelled:
    """A form label's words, to stay inside the <label>, and the citation it ends in, linked, to
    stand beside it ("" where it cites nothing the edition has: the words keep it)."""

    words: str
    citation: SafeString


def split_label(words: str, lang: str) -> Labelled:
    """ "Matchpoints (Law 78A)" as "Matchpoints" and "(<a ...>Law 78A</a>)"; drawn with a space
    between, the words read as before."""
    ends = _ENDS_CITED.fullmatch(words)
    if ends is None or not ends.group("words"):
        return Labelled(words, mark_safe(""))
    cited = linked(ends.group("cited"), lang)
    if cited == escape(ends.group("cited")):
        return Labelled(words, mark_safe(""))
    return Labelled(ends.group("words"), mark_safe(cited))
