"""What a page offers its user to go on with, read from its HTML: its forms as drawn (each field's
value as the page fills it in) and its links. The later-steps sweep
(tests/test_bad_input_later_steps.py) sends a form back as drawn, which makes the earlier steps
valid, then with one field at a time bad; and follows the links to the same view to reach its
later steps (a judgement ruling's next question, a guide's next step, the table's claim mode).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit


@dataclass
class PageForm:
    """One <form>: where it goes, how, and its fields as the page fills them in."""

    action: str
    method: str  # "get" or "post"
    fields: list[tuple[str, str]] = field(default_factory=list)
    files: list[str] = field(default_factory=list)  # the names of its file inputs
    _radios: set[str] = field(default_factory=set)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(name for name, _ in self.fields))

    def signature(self) -> tuple:
        return (urlsplit(self.action).path, self.method, self.names, tuple(self.files))

    def data(self, **changes: str | bytes) -> dict[str, list]:
        """The fields as drawn, with `changes` in place of a field's values (or added)."""
        values: dict[str, list] = {}
        for name, value in self.fields:
            values.setdefault(name, []).append(value)
        for name, value in changes.items():
            values[name] = [value]
        return values


class _Reader(HTMLParser):
    def __init__(self, url: str):
        super().__init__(convert_charrefs=True)
        self.url = url
        self.forms: list[PageForm] = []
        self.links: list[str] = []
        self._form: PageForm | None = None
        self._select: tuple[str, list[str], list[str]] | None = None  # name, options, selected
        self._option: str | None = None
        self._textarea: tuple[str, list[str]] | None = None

    def handle_starttag(self, tag, attrs):
        a = {k: v or "" for k, v in attrs}
        if tag == "a" and a.get("href"):
            self.links.append(urljoin(self.url, a["href"]))
        elif tag == "form":
            self._form = PageForm(urljoin(self.url, a.get("action") or self.url), (a.get("method") or "get").lower())
            self.forms.append(self._form)
        elif tag == "option" and self._select is not None:
            self._option = a.get("value")
            if self._option is not None:
                self._select[1].append(self._option)
                if "selected" in a:
                    self._select[2].append(self._option)
        elif self._form is None or "disabled" in a or not a.get("name"):
            return
        elif tag == "input":
            self._input(a)
        elif tag == "select":
            self._select = (a["name"], [], [])
        elif tag == "textarea":
            self._textarea = (a["name"], [])

    def _input(self, a: dict) -> None:
        assert self._form is not None
        kind, name = a.get("type", "text").lower(), a["name"]
        if kind == "file":
            self._form.files.append(name)
        elif kind in ("checkbox", "radio"):
            # A radio group sends its checked choice, or its first when none is checked.
            if "checked" in a or (kind == "radio" and name not in self._form._radios):
                if kind == "radio":
                    self._form.fields = [(n, v) for n, v in self._form.fields if n != name]
                self._form.fields.append((name, a.get("value", "on")))
            self._form._radios.add(name)
        elif kind not in ("submit", "button", "reset", "image"):
            self._form.fields.append((name, a.get("value", "")))
        elif a.get("value") is not None and not any(n == name for n, _ in self._form.fields):
            self._form.fields.append((name, a["value"]))  # the first named button sent, as a click would

    def handle_data(self, data):
        if self._textarea is not None:
            self._textarea[1].append(data)

    def handle_endtag(self, tag):
        if tag == "form":
            self._form = None
        elif tag == "select" and self._select is not None and self._form is not None:
            name, options, selected = self._select
            for value in selected or options[:1]:
                self._form.fields.append((name, value))
            self._select = None
        elif tag == "option":
            self._option = None
        elif tag == "textarea" and self._textarea is not None and self._form is not None:
            name, parts = self._textarea
            self._form.fields.append((name, "".join(parts).removeprefix("\n")))
            self._textarea = None


def read_page(url: str, html: str) -> tuple[list[PageForm], list[str]]:
    """The page's forms and the addresses of its links, absolute (as a browser resolves them)."""
    reader = _Reader(url)
    reader.feed(html)
    reader.close()
    return reader.forms, reader.links
