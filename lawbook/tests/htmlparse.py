"""Reading pages in tests through an HTML parser, not substrings of markup: the links of a page
with their attributes, text and the ids of the elements around them."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import unescape
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


@dataclass
class Element:
    """An element of a parsed page with its attributes, children and text."""

    tag: str
    attrs: dict[str, str]
    children: list[Element] = field(default_factory=list)
    parts: list[str | Element] = field(default_factory=list)

    @property
    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    @property
    def text(self) -> str:
        """The text inside, whitespace collapsed."""
        return " ".join("".join(p if isinstance(p, str) else p.text for p in self.parts).split())

    def iter(self):
        yield self
        for child in self.children:
            yield from child.iter()

    def find_all(self, tag: str = "", css_class: str = "") -> list[Element]:
        return [
            e
            for e in self.iter()
            if e is not self and (not tag or e.tag == tag) and (not css_class or css_class in e.classes)
        ]

    def by_id(self, element_id: str) -> Element | None:
        return next((e for e in self.iter() if e.attrs.get("id") == element_id), None)


class _TreeParser(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Element("document", {})
        self.stack = [self.root]

    def handle_starttag(self, tag, attrs):
        element = Element(tag, {name: value or "" for name, value in attrs})
        self.stack[-1].children.append(element)
        self.stack[-1].parts.append(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_endtag(self, tag):
        if any(e.tag == tag for e in self.stack[1:]):
            while self.stack[-1].tag != tag:
                self.stack.pop()
            self.stack.pop()

    def handle_data(self, data):
        self.stack[-1].parts.append(data)


def tree(html: str) -> Element:
    """The page as a tree of elements (the document at the root)."""
    parser = _TreeParser()
    parser.feed(html)
    return parser.root


def submitted(html: str, form_id: str) -> dict[str, list[str]]:
    """What a browser sends for the form with this id as the page shows it, nothing changed: each
    named input, textarea and select (no button, no unchecked box). A textarea's first line break
    is not part of its value, and its line breaks are sent as CRLF (the HTML standard's form
    submission), as an editor's browser does."""
    form = tree(html).by_id(form_id)
    assert form is not None, f"no form {form_id!r} on the page"
    data: dict[str, list[str]] = {}
    for element in form.iter():
        name = element.attrs.get("name")
        value = _submitted_value(element) if name else None
        if value is not None:
            data.setdefault(name, []).append(value)
    return data


def _submitted_value(element: Element) -> str | None:
    kind = element.attrs.get("type", "text").lower()
    if element.tag == "input":
        if kind in ("submit", "button", "image", "reset", "file"):
            return None
        if kind in ("checkbox", "radio") and "checked" not in element.attrs:
            return None
        return element.attrs.get("value", "on" if kind in ("checkbox", "radio") else "")
    if element.tag == "textarea":
        raw = "".join(p for p in element.parts if isinstance(p, str))
        raw = raw[1:] if raw.startswith("\n") else raw
        return raw.replace("\r\n", "\n").replace("\n", "\r\n")
    if element.tag == "select":
        options = element.find_all("option")
        chosen = [o for o in options if "selected" in o.attrs] or options[:1]
        return chosen[0].attrs.get("value", chosen[0].text) if chosen else None
    return None


def editor_notes(html: str) -> dict[str, str]:
    """The editor's notes a page shows (templates/lawbook/editor_note.html), by kind, as text."""
    return {
        kind: re.sub(r"<[^>]+>", "", text)
        for kind, text in re.findall(
            r'<aside class="editor-note"[^>]*data-note="([^"]+)"[^>]*>(.*?)</aside>', unescape(html), re.S
        )
    }
