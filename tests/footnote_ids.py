"""A page's quoted footnotes checked as a browser reads them (fix252): each id on the page is one
element's, and each footnote marker (class fn-ref) links to an id the page has. Used by the
quizzes' explanations and the guides' and the table's quotations alike."""

from collections import Counter
from html.parser import HTMLParser


class _Ids(HTMLParser):
    """Every id on a page, and every footnote marker's target."""

    def __init__(self):
        super().__init__()
        self.ids: Counter = Counter()
        self.targets: list[str] = []

    def handle_starttag(self, tag, attrs):
        found = dict(attrs)
        if "id" in found:
            self.ids[found["id"]] += 1
        if tag == "a" and "fn-ref" in (found.get("class") or "").split():
            self.targets.append(found.get("href") or "")


def assert_footnote_ids_sound(html: str) -> set[str]:
    """The page's ids, after asserting each is one element's and each marker's target is among them."""
    parsed = _Ids()
    parsed.feed(html)
    assert [i for i, n in parsed.ids.items() if n > 1] == []
    assert parsed.targets, "the page shows no footnote marker"
    assert [t for t in parsed.targets if not t.startswith("#") or t[1:] not in parsed.ids] == []
    return set(parsed.ids)
