"""What a sighted reader and a screen reader get of a page that says its suit symbols in words
(lawbook/templatetags/spoken_suits.py): one helper for the tests that compare the drawn HTML."""

import re
from html import unescape

_HIDDEN_WORD = re.compile(r'<span class="visually-hidden">[^<]*</span>')
_HIDDEN_SYMBOL = re.compile(r'<span aria-hidden="true">([^<]*)</span>')
# Words in the other language (lawbook/text/language_parts.py): drawn as the words around them.
_OTHER_LANGUAGE = re.compile(r'<span lang="(?:tr|en)">([^<]*)</span>')
# A Law a guide's or a judgement step's words cite, drawn as a link to it (situations/citation_links.py): read
# as its words.
_GUIDE_CITATION = re.compile(r'<a class="guide-cite" href="[^"]*">([^<]*)</a>')
# A label written in words kept whole on its line (lawbook/text/whole_labels.py): read as its words.
_WHOLE_LABEL = re.compile(r'<span class="whole-label">([^<]*)</span>')


def seen(html: str) -> str:
    """The page's HTML as it is drawn: the words only a screen reader gets left out, each symbol
    hidden from it unwrapped ("West <span aria-hidden…>♦</span><span class="visually-hidden"> Karo
    </span>2" is "West ♦2"), a quotation's span of its language unwrapped ("(<span lang="en">by
    declarer</span>)" is "(by declarer)"), a guide's link to a Law it cites unwrapped ("(<a
    class="guide-cite" href="/en/law/9/#9B1a">Law 9B1(a)</a>)" is "(Law 9B1(a))"), a label kept whole
    on its line unwrapped, every other tag kept, so an assertion on the drawn HTML reads as before."""
    unwrapped = _WHOLE_LABEL.sub(r"\1", _GUIDE_CITATION.sub(r"\1", html))
    return _OTHER_LANGUAGE.sub(r"\1", _HIDDEN_SYMBOL.sub(r"\1", _HIDDEN_WORD.sub("", unwrapped)))


def heard(html: str) -> str:
    """The text a screen reader reads of an HTML fragment: aria-hidden parts left out, tags removed,
    runs of white space read as one."""
    text = unescape(re.sub(r"<[^>]+>", "", re.sub(r'<span aria-hidden="true">[^<]*</span>', "", html)))
    return " ".join(text.split())
