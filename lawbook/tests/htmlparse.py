"""Reading pages in tests through an HTML parser, not substrings of markup: the links of a page
with their attributes, text and the ids of the elements around them."""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


@dataclass
class Link:
    attrs: dict[str, str]
    inside: tuple[str, ...]  # the ids of the enclosing elements, outermost first
    text: str = ""
    classes: set[str] = field(default_factory=set)

    @property
    def href(self) -> str:
        return self.attrs.get("href", "")


class _LinkParser(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str]] = []  # (tag, id)
        self.links: list[Link] = []
        self.open: list[Link] = []

    def handle_starttag(self, tag, attrs):
        values = {name: value or "" for name, value in attrs}
        if tag == "a":
            link = Link(values, tuple(i for _, i in self.stack if i), classes=set(values.get("class", "").split()))
            self.links.append(link)
            self.open.append(link)
        if tag not in VOID:
            self.stack.append((tag, values.get("id", "")))

    def handle_endtag(self, tag):
        if tag == "a" and self.open:
            self.open.pop()
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data):
        for link in self.open:
            link.text += data


def links(html: str, css_class: str = "", inside: str = "") -> list[Link]:
    """The page's links, in order; only those of a class, or inside the element with an id."""
    parser = _LinkParser()
    parser.feed(html)
    return [
        link
        for link in parser.links
        if (not css_class or css_class in link.classes) and (not inside or inside in link.inside)
    ]
