"""The Laws a guide's own words cite, one tap away (issue 22; situations/citation_links.py): each
citation lawbook.citations reads in a step's or an ending's words is a link to that paragraph in its
Law's page, in the page's language, the citation's words its text. The read-out page (read aloud at
the table) and the words inside a link (an answer's button, the trail) stay words, and the words
themselves are the same (the links are drawn around them).

The paragraphs the pages below cite, in the official Turkish (fixtures/laws_tr.txt) and the WBF
English: 9B1(a), TR "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır", WBF "The
Director should be summoned at once when attention is drawn to an irregularity"; 74B5, TR "Hakemi,
ona veya diğer yarışmacılara karşı saygısız biçimde çağırmak ve bu biçimde hakeme hitap etmek",
WBF "summoning and addressing the Director in a manner discourteous to him or to other
contestants"; 24A, TR "Bu onör düzeyinin altında tek bir kart ise ve vaktinden önce çıkılmamışsa,
başka onarma yapılmaz", WBF "If it is a single card below the rank of an honor and not prematurely
led, there is no further rectification" (the first of the range 24A-24E a guide cites).
"""

import re
from html.parser import HTMLParser

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from lawbook.quoting import paragraph_places
from situations.content import SITUATIONS
from situations.guide import Step, Text
from situations.templatetags.guide_text import guide_text, guide_text_with_links
from situations.tests.guides.test_guides import url_of
from tests import shared_renders
from tests.citation_links import LINK, assert_each_opens_its_paragraph
from tests.seen import seen

pytestmark = pytest.mark.django_db
LANGS = ["tr", "en"]
# A Law named in a page's words: "Law 9B1(a)", "Laws 62B1", "Yasa 50D2(a)", "Yasalar 50".
NAMED = re.compile(r"\b(?:Laws?|Yasa(?:lar)?)\s+\d{1,2}(?:[A-H]\d{0,2}(?:\([a-z]{1,4}\))*)?")
# A label written without the word for a Law ("its 92A", "in team play 86B"), not a range's end
# ("24A-24E", with a dash too) nor a contract ("4H") or a card written rank then suit ("10C", links3):
# linked where the edition has it (desklinks2).
BARE = re.compile(r"(?<![\w/#\-\u2010-\u2014])\d{1,2}[A-H]\d{0,2}(?:\([a-z]\))?(?![\w(])")


def law_page(label_anchor: str, number: int, lang: str) -> str:
    with translation.override(lang):
        return reverse("lawbook:law", args=[number]) + f"#{label_anchor}"


def every_page():
    """(slug, keys, node) of every step and ending of every guide, depth first."""
    for situation in SITUATIONS:
        yield from ((situation.slug, keys, node) for keys, node in _walk(situation.start, ()))


def _walk(node, keys):
    yield list(keys), node
    if isinstance(node, Step):
        for choice in node.choices:
            yield from _walk(choice.then, (*keys, choice.key))


class Links(HTMLParser):
    """The page's links, a link opened inside another, and its own words: outside any link, a
    quotation of the Laws (`details.cited`, blockquote, aside) and words of the other language. The
    engine's sentences and the page's fixed sentences (`p.source`, "(Law 10C1)") are its own words
    too since desklinks2: linked the same way."""

    SET_APART = ("cited",)

    def __init__(self, lang):
        super().__init__(convert_charrefs=True)
        self.lang, self.stack, self.nested, self.own = lang, [], [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        outside = self.stack[-1][1] if self.stack else True
        if tag == "a" and any(t == "a" for t, _ in self.stack):
            self.nested.append(a.get("href"))
        apart = tag in ("a", "head", "script", "blockquote", "aside", "pre") or (
            a.get("lang") not in (None, self.lang) or set((a.get("class") or "").split()) & set(self.SET_APART)
        )
        if tag not in ("br", "img", "input", "meta", "link", "hr"):
            self.stack.append((tag, outside and not apart))

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break

    def handle_data(self, data):
        if not self.stack or self.stack[-1][1]:
            self.own.append(data)


@pytest.mark.parametrize("lang", LANGS)
def test_the_director_s_hint_links_each_paragraph_it_cites(client, lang):
    """The revoke ending's "when to call the Director": the two paragraphs its words cite."""
    html = client.get(url_of("revoke", ["defender", "not-established"], lang)).content.decode()
    at_once = f'<a class="guide-cite" href="{law_page("9B1a", 9, lang)}">{"Yasa" if lang == "tr" else "Law"} 9B1(a)</a>'
    politely = f'<a class="guide-cite" href="{law_page("74B5", 74, lang)}">{"Yasa" if lang == "tr" else "Law"} 74B5</a>'
    if lang == "tr":
        assert f"Hakemi hemen ({at_once}) ve nazikçe ({politely}) çağırın." in html
    else:
        assert f"Call the Director at once ({at_once}) and politely ({politely})." in html
    # The words read the same with the links drawn.
    said = "Hakemi hemen (Yasa 9B1(a)) ve nazikçe (Yasa 74B5)" if lang == "tr" else "at once (Law 9B1(a)) and politely"
    assert said in seen(html)


@pytest.mark.parametrize("lang", LANGS)
def test_a_range_links_its_first_paragraph_as_the_law_pages_do(client, lang):
    """ "(Laws 24A-24E)": the citation finder reads 24A, as on a Law page; 24E stays words."""
    html = client.get(url_of("extraneous-information", ["card-seen-during", "partner-auction"], lang)).content.decode()
    word = "Yasa" if lang == "tr" else "Laws"
    assert f'(<a class="guide-cite" href="{law_page("24A", 24, lang)}">{word} 24A</a>-24E)' in html


@pytest.mark.parametrize("lang", LANGS)
def test_words_inside_a_link_and_the_read_out_stay_words(client, lang):
    """An answer naming Law 19 is a button (a link): no link inside it, there or in the trail of the
    next page. The read-out page links nothing; its ending page links the same script's citations."""
    start = client.get(url_of("inadmissible-call", [], lang)).content.decode()
    law_19 = "Yasa 19'un izin vermediği" if lang == "tr" else "A double or redouble Law 19 does not allow"
    assert escape(law_19) in start
    for html in (start, client.get(url_of("inadmissible-call", ["double"], lang)).content.decode()):
        parser = Links(lang)
        parser.feed(html)
        assert parser.nested == []
    keys = ["defender", "not-established"]
    ending = client.get(url_of("revoke", keys, lang)).content.decode()
    script = re.search(r'<div class="script">(.*?)</div>', ending, re.S).group(1)
    assert LINK.search(script)
    with translation.override(lang):
        read_out = client.get(reverse("situations:read_out", args=["revoke", "/".join(keys)])).content.decode()
    assert 'class="guide-cite"' not in read_out
    first = re.search(r"<p>(.*?)</p>", script).group(1)
    assert LINK.sub(r"\2", first) in read_out  # the same sentence, its citations as words


def test_a_quotation_in_the_other_language_and_a_label_the_edition_lacks_stay_words():
    """Only the words in the page's language are read; "Yasa 64D" names no paragraph (Law 64 has
    sections A to C): words, as on a Law page, where the citation layer links only what exists."""
    text = Text("WBF '⁅see Law 12C1⁆' der (Yasa 12C1); Yasa 64D yoktur.", "WBF says 'see Law 12C1' (Law 12C1).")
    with translation.override("tr"):
        drawn = str(guide_text_with_links(text))
    assert drawn.count('class="guide-cite"') == 1
    assert f'(<a class="guide-cite" href="{law_page("12C1", 12, "tr")}">Yasa 12C1</a>)' in drawn
    assert '<span lang="en">see Law 12C1</span>' in drawn
    assert "Yasa 64D yoktur." in drawn
    with translation.override("tr"):
        assert (
            str(guide_text(text))
            == 'WBF &#x27;<span lang="en">see Law 12C1</span>&#x27; der (Yasa 12C1); Yasa 64D yoktur.'
        )
        # The engine's sentences are not a guide's Text: drawn as before.
        assert str(guide_text_with_links("Skor (Yasa 77): 420.")) == "Skor (Yasa 77): 420."


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_every_step_and_ending_links_its_citations_to_paragraphs_of_the_edition(client, lang):
    """Every step and ending of every guide: no Law named in its own words is left unlinked, no link
    stands in another, and every link, followed, opens its Law's page with the paragraph's anchor
    on it, the paragraph the link's words name."""
    links: dict[str, set[str]] = {}
    unlinked = []
    pages = 0
    places = paragraph_places()
    for slug, keys, _ in every_page():
        url = url_of(slug, keys, lang)
        html = shared_renders.get(client, url).content.decode()  # test_guides.py's walk reads the same pages
        pages += 1
        parser = Links(lang)
        parser.feed(html)
        assert parser.nested == [], url
        own = " ".join(parser.own)
        unlinked += [(url, named) for named in NAMED.findall(own)]
        unlinked += [
            (url, bare)
            for bare in BARE.findall(own)
            if bare in places and not re.fullmatch(r"(?:[1-9]|10)[CDHS]", bare)
        ]
        for href, words in LINK.findall(html):
            links.setdefault(href, set()).add(words)
    assert unlinked == []
    assert pages > 250 and len(links) > 400  # 286 pages and 445 addresses per language
    assert_each_opens_its_paragraph(client, links, lang)
