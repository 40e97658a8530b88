"""What a screen reader is told on a Law page (qa59): a control drawn as a number or a symbol alone
has a name that says what it is, in the language of the text around it."""

import re
from html import unescape
from html.parser import HTMLParser

import pytest

pytestmark = pytest.mark.django_db


def footnote_buttons(html: str) -> list[tuple[str, str, str]]:
    """(column, footnote number, accessible name) of each footnote button; the column is the
    language of the section the button stands in ("" outside the columns)."""
    found = []
    for section in re.finditer(r'<section class="para[^"]*"(?: data-col="(\w+)")?[^>]*>(.*?)</section>', html, re.S):
        for tag in re.findall(r'<button type="button" class="fn-ref"[^>]*>', section.group(2)):
            number = re.search(r'data-footnote="(\d+)"', tag).group(1)
            label = re.search(r'aria-label="([^"]*)"', tag)
            found.append((section.group(1) or "", number, unescape(label.group(1)) if label else ""))
    return found


@pytest.mark.parametrize(
    "url, column_words",
    [
        ("/tr/yasa/64/", {"": "Dipnot"}),
        ("/en/law/64/", {"": "Footnote"}),
        ("/tr/yasa/64/?view=both", {"tr": "Dipnot", "en": "Footnote"}),
        ("/en/law/64/?view=both", {"tr": "Dipnot", "en": "Footnote"}),
    ],
)
def test_a_footnote_button_is_named_footnote_and_its_number(client, url, column_words):
    """Law 64A1 and 64A2 carry footnote 19: TR "Bu Yasaya göre, yerin kazandığı bir löve,
    deklaranın kazandığı löve değildir"; WBF "A trick won in dummy is not won by declarer for the
    purposes of this Law." The button is drawn as a superscript "19"; a screen reader heard "19,
    button". It now hears "Dipnot 19" / "Footnote 19", in the column's language in the side by side
    view (the English column is marked lang="en")."""
    html = client.get(url).content.decode()
    buttons = footnote_buttons(html)
    assert {number for _, number, _ in buttons} == {"19"}, buttons
    assert {column for column, _, _ in buttons} == set(column_words), buttons
    for column, number, name in buttons:
        assert name == f"{column_words[column]} {number}", (column, name)


# ARIA 1.2 prohibits a name on a generic element (div, span) and on a paragraph: screen readers
# ignore an aria-label there. Such an element needs a role that takes a name (a group).
NAMELESS_ROLES = {"div", "span", "p"}


class NamedWithoutRole(HTMLParser):
    def __init__(self):
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if (
            tag in NAMELESS_ROLES
            and (attrs.get("aria-label") or attrs.get("aria-labelledby"))
            and not attrs.get("role")
        ):
            self.found.append(f"<{tag} class={attrs.get('class')!r} aria-label={attrs.get('aria-label')!r}>")


def named_without_role(html: str) -> list[str]:
    parser = NamedWithoutRole()
    parser.feed(html)
    return parser.found


@pytest.mark.parametrize("url", ["/tr/yasa/50/?view=both", "/en/law/50/?view=both"])
def test_the_narrow_screen_language_switch_is_a_named_group(client, url):
    """The side by side view's "Language shown on a narrow screen" links were in a <p> with an
    aria-label, which a screen reader does not read: the two links "Türkçe", "English" came
    without saying what they switch."""
    html = client.get(url).content.decode()
    assert 'class="column-toggle"' in html
    assert named_without_role(html) == []


@pytest.mark.parametrize(
    "url, law_word, label",
    [("/tr/tanimlar/", "Yasa", "64C2(a)"), ("/en/definitions/", "Law", "64C2(a)")],
)
def test_a_definitions_used_in_link_is_named_as_a_law_paragraph(client, url, law_word, label):
    """a11y61: the Definitions page's "Used in: 61A, 64C2(a)" links were named by the label alone,
    so a screen reader listing the page's links heard bare labels. Each is now named in the Laws'
    own citation word (lawbook.labels.TERMINALS: "Yasa 64C2(a)", "Law 64C2(a)"), its drawn text
    unchanged. Revoke ("Rönons") is used in 64C2(a) (test_pages.test_definitions_page_links_each_use)."""
    blocks = re.findall(r'<p class="used-in">(.*?)</p>', client.get(url).content.decode(), re.S)
    links = [(unescape(name), text) for block in blocks for name, text in re.findall(_NAMED_LINK, block)]
    assert (f"{law_word} {label}", label) in links
    assert len(links) == sum(block.count("<a ") for block in blocks)  # every link has its name
    assert [text for name, text in links if name != f"{law_word} {unescape(text)}"] == []


_NAMED_LINK = r'<a href="[^"]*" aria-label="([^"]*)">([^<]+)</a>'
