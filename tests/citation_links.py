"""A page's links to the Laws its words cite (situations/citation_links.py: a guide's steps and
endings, the desk's judgement steps), followed: one helper for the tests that walk those pages."""

import re
from urllib.parse import urlsplit

from tests import shared_renders
from tests.seen import seen

# A citation drawn as a link to its paragraph: its address and its words.
LINK = re.compile(r'<a class="guide-cite" href="([^"]+)">([^<]*)</a>')


def assert_each_opens_its_paragraph(client, links: dict[str, set[str]], lang: str) -> None:
    """Each address (with the words linked to it) followed with `client`: its Law's page in `lang`
    answers 200 with the paragraph's anchor on it, and each link's words name that paragraph. A Law's
    page is rendered once per test process for the state it is read in (tests/shared_renders.py)."""
    law_pages: dict[str, str] = {}
    for href, words in sorted(links.items()):
        path, anchor = urlsplit(href).path, urlsplit(href).fragment
        assert path.startswith("/tr/yasa/" if lang == "tr" else "/en/law/"), href
        if path not in law_pages:
            response = shared_renders.get(client, path)  # the guides' and the desk's walks open the same Laws
            assert response.status_code == 200, href
            law_pages[path] = response.content.decode()
        assert f'id="{anchor}"' in law_pages[path], href
        for said in words:
            label = said.split()[-1]  # "Laws 62B1" -> 62B1, "50B" -> 50B
            assert re.sub(r"[()]", "", label) == anchor, (href, said)


def inside(html: str, at: int, tag: str) -> bool:
    """Whether position `at` of the page stands inside a `tag` element already open: a link inside
    a link, or inside a <label> (a tap on a radio button's words would leave the page instead of
    choosing the option; desklinks2 draws a label's citation beside it)."""
    before = html[:at]
    return len(re.findall(rf"<{tag}[ >]", before)) > before.count(f"</{tag}>")


def links_of(pages: list[str]) -> dict[str, set[str]]:
    """Every citation link of the pages (their HTML) by its address, with its words; none stands in
    another link or in a <label>."""
    links: dict[str, set[str]] = {}
    for html in pages:
        for found in LINK.finditer(html):
            assert not inside(html, found.start(), "a") and not inside(html, found.start(), "label"), found.group(0)
            links.setdefault(found.group(1), set()).add(found.group(2))
    return links


# The score form's scoring choice (templates/situations/_scoring_choices.html): its words and the
# paragraph each cites, per language.
SCORING = {
    "en": (("mp", "Matchpoints", "Law 78A"), ("imps", "IMPs", "Law 78B")),
    "tr": (("mp", "Maç puanı", "Yasa 78A"), ("imps", "IMP", "Yasa 78B")),
}


def assert_scoring_cites_beside_its_labels(html: str, lang: str) -> None:
    """Each scoring radio button's <label> holds its words only, its citation a link right after
    it, and the page reads "Matchpoints (Law 78A)" as before."""
    for value, words, cited in SCORING[lang]:
        drawn = re.search(rf'value="{value}"[^>]*> ([^<]*)</label> \((<a [^>]*>[^<]*</a>)\)', html)
        assert drawn is not None and drawn.group(1) == words, (value, words)
        assert LINK.fullmatch(drawn.group(2)).group(2) == cited
    for _, words, cited in SCORING[lang]:
        assert f"> {words}</label> ({cited})" in seen(html)
