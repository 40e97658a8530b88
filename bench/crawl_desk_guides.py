"""Crawl the ruling desk's judgement steps (/tr/hakem/karar-adimlari/, /en/director/judgement/) and
every "What happened?" guide (/tr/ne-oldu/, /en/what-happened/) in both languages, as a Director
signed in, following every link that stays in them (each answer, each "change" link of the trail,
each read-out page) and sending each GET form on the way (a question with words typed, the score
step) once as drawn and once filled, to every Ending. On each page it checks:

- the status (200; 400 only for a form sent with bad values), never a 500;
- the language: in a Turkish page's visible text no English msgid of the catalogue (where its
  Turkish differs) and no English function word; in an English page no Turkish msgstr and no
  Turkish letter or word; text inside an element of the other `lang` (a quotation in the other
  language, lawbook/text/language_parts.py) is left out;
- every paragraph link names a paragraph of the edition (its label in the Laws), and every label
  cited in the page's text is one the page links (or quotes): the citations are read by the
  product's own reader (situations.citation_links.citations: the finder's, and the bare labels it
  reads, never a card, a contract, a board, a range's end or a quoted label; links5), so the
  check and the page cannot disagree on what is a citation; a label cited with the word for a Law
  that names no paragraph ("Law 17E", "Law 94") is the finder's unresolved one (lawbook.citations);
- the longest link drawn (its path and query, in bytes), printed at the end;
- bad values in every field of every form met (empty, 10 000 characters, a NUL, a byte that is
  not UTF-8, a negative, a label that does not exist): a page with a message or a 4xx, never a 500.

Not a test: 40-50 s for the pages, 4-5 min with the bad values on this machine (over 20 s). Run it with
`.venv/bin/python bench/crawl_desk_guides.py` (a throw-away SQLite database with the Laws
imported); it prints the counts and every finding, and exits 1 if there is one only with
`--strict` (`make bench` runs every bench script and stops at the first that fails).
`--sample N` prints the N longest pages' addresses (for the 390 px screenshots).
"""

import re
import sys
import time
from collections import Counter, deque
from html.parser import HTMLParser
from urllib.parse import parse_qsl, urlencode, urljoin, urlsplit

from _throwaway import setup_django

setup_django("bench-crawl-")

from django.contrib.auth.models import Group, User  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402
from django.utils.translation import trans_real  # noqa: E402

from lawbook.citations import citations_of_no_law, find_citations  # noqa: E402
from situations.citation_links import citations  # noqa: E402

STARTS = {
    "tr": ["/tr/hakem/karar-adimlari/", "/tr/ne-oldu/"],
    "en": ["/en/director/judgement/", "/en/what-happened/"],
}
INSIDE = ("/tr/hakem/karar-adimlari/", "/en/director/judgement/", "/tr/ne-oldu/", "/en/what-happened/")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
ENGLISH_WORDS = {"the", "and", "of", "with", "which", "this", "that", "from", "is", "are", "by", "law", "laws"}
ENGLISH_WORDS |= {"player", "declarer", "dummy", "trick", "tricks", "board", "ruling", "director", "yes", "no"}
TURKISH_WORDS = {"ve", "bir", "ile", "için", "bu", "olan", "yasa", "yasalar", "oyuncu", "hakem", "evet", "hayır"}
TURKISH_LETTERS = re.compile(r"[ğĞşŞıİ]")
BAD_VALUES = ["", "x" * 10000, "a\x00b", b"\xff\xfe".decode("latin-1"), "-5", "99Z9(q)"]


class Page(HTMLParser):
    """Visible text (outside head, script, style and any element of the other language), links,
    GET forms."""

    def __init__(self, lang):
        super().__init__(convert_charrefs=True)
        self.lang = lang
        self.stack = []  # (tag, hidden)
        self.text = []
        self.own = []  # the page's own words: outside quotations and editor's notes
        self.links = []
        self.forms = []
        self.form = None
        self.select = None

    def hidden(self):
        return bool(self.stack) and self.stack[-1][1]

    def quoted(self):
        return bool(self.stack) and self.stack[-1][2]

    def handle_starttag(self, tag, attrs):  # noqa: C901
        a = dict(attrs)
        hide = self.hidden() or tag in ("head", "script", "style", "template", "pre", "code")
        # A quotation of the Laws, an editor's note: their own citations are the Laws' or the note's. A
        # textarea's text is a field's value (the prefilled record's facts and Laws), which no link can be
        # drawn in: the Director's to edit, not the page's words.
        quoted = (
            self.quoted() or tag in ("blockquote", "aside", "textarea") or "cited" in (a.get("class") or "").split()
        )
        if a.get("lang") and a["lang"] != self.lang:
            hide = True
        if tag == "a" and a.get("href"):
            self.links.append(a["href"])
        if tag == "form" and (a.get("method") or "get").lower() == "get":
            self.form = {"action": a.get("action", ""), "fields": [], "buttons": [], "selects": {}}
            self.forms.append(self.form)
        if self.form is not None:
            if tag == "input" and a.get("name"):
                kind = a.get("type", "text")
                if kind in ("radio", "checkbox"):
                    if "checked" in a:
                        self.form["fields"].append((a["name"], a.get("value", "on"), kind))
                    else:
                        self.form.setdefault("options", {}).setdefault(a["name"], []).append(a.get("value", ""))
                else:
                    self.form["fields"].append((a["name"], a.get("value", ""), kind))
            if tag == "textarea" and a.get("name"):
                self.form["fields"].append((a["name"], "", "textarea"))
            if tag == "button" and a.get("name"):
                self.form["buttons"].append((a["name"], a.get("value", "")))
            if tag == "select" and a.get("name"):
                self.select = a["name"]
                self.form["selects"][self.select] = None
            if (
                tag == "option"
                and self.select is not None
                and (self.form["selects"][self.select] is None or "selected" in a)
            ):
                self.form["selects"][self.select] = a.get("value", "")
        if tag not in VOID:
            self.stack.append((tag, hide, quoted))

    def handle_endtag(self, tag):
        if tag == "form":
            self.form = None
        if tag == "select":
            self.select = None
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break

    def handle_data(self, data):
        if not self.hidden():
            self.text.append(data)
            if not self.quoted():
                self.own.append(data)

    def visible(self):
        return " ".join(" ".join(self.text).split())

    def own_text(self):
        return " ".join(" ".join(self.own).split())


def catalogue_strings():
    """(English msgid, Turkish msgstr) pairs of the Turkish catalogue that differ and are long enough
    to be a phrase (two words or more, 12 characters or more), without placeholders."""
    catalog = trans_real.translation("tr")._catalog
    pairs = []
    for msgid, msgstr in catalog.items():
        if not isinstance(msgid, str) or not isinstance(msgstr, str):
            continue
        if msgid == msgstr or "%" in msgid or "{" in msgid or len(msgid) < 12 or " " not in msgid:
            continue
        pairs.append((msgid, msgstr))
    return pairs


def main():  # noqa: C901
    sample = int(sys.argv[sys.argv.index("--sample") + 1]) if "--sample" in sys.argv else 0
    call_command("migrate", verbosity=0)
    call_command("import_laws", verbosity=0)
    setup_test_environment()
    from lawbook.models import Paragraph

    labels = set(Paragraph.objects.values_list("label", flat=True))
    anchors = {re.sub(r"[()]", "", label) for label in labels}
    laws = {str(n) for n in range(1, 94)}
    director = User.objects.create_user("crawler", password="crawler")
    director.groups.add(Group.objects.get(name="Director"))
    client = Client()
    client.force_login(director)
    pairs = catalogue_strings()
    findings = []
    counts = Counter()
    sizes = []
    longest_link = [0, "", ""]  # bytes, the link's address, the page that draws it (polish80)
    seen = set()
    tried = set()  # the forms given bad values: one of each kind per path and language
    started = time.monotonic()

    def find(url, what):
        findings.append(f"{url}\n    {what}")

    def check_page(url, lang, response, expect=(200,)):  # noqa: C901
        counts[f"pages {lang}"] += 1
        if response.status_code not in expect:
            find(url, f"status {response.status_code}")
            return None
        if 300 <= response.status_code < 400:
            return None
        html = response.content.decode()
        if "Traceback" in html:
            find(url, "traceback")
        page = Page(lang)
        page.feed(html)
        text = page.visible()
        sizes.append((len(html), url))
        words = set(re.findall(r"[^\W\d_]+", text.lower()))
        if lang == "tr":
            english = sorted(words & ENGLISH_WORDS)
            if english:
                find(url, f"English words {english}: " + _around(text, english))
            for msgid, msgstr in pairs:
                if msgid in text and msgstr not in text:
                    find(url, f"English msgid on a Turkish page: {msgid!r}")
        else:
            turkish = sorted(words & TURKISH_WORDS)
            if turkish or TURKISH_LETTERS.search(text):
                find(url, f"Turkish on an English page {turkish}: " + _around(text, turkish, TURKISH_LETTERS))
            for msgid, msgstr in pairs:
                if msgstr in text and msgid not in text and len(msgstr) > 15:
                    find(url, f"Turkish msgstr on an English page: {msgstr!r}")
        linked = set()
        for href in page.links:
            path = urlsplit(urljoin(url, href))
            drawn = path.path + ("?" + path.query if path.query else "")
            longest_link[:] = max(longest_link, [len(drawn.encode()), drawn, url])
            m = re.fullmatch(r"/(?:tr/yasa|en/law)/([^/]+)/", path.path)
            if m:
                counts["paragraph links"] += 1
                target = path.fragment or m.group(1)
                if target.isdigit() and not path.fragment:
                    linked.add(target)
                    continue
                if target not in labels and target not in laws and target not in anchors:
                    find(url, f"link to no paragraph: {href}")
                linked.add(re.sub(r"[()]", "", target))
        own = page.own_text()
        for label in sorted(_no_paragraph(own, labels | laws, lang)):
            find(url, f"cites {label}, no paragraph of the Laws")
        for label in sorted({citation.target for citation in citations(own, lang)}):
            if not _covered(re.sub(r"[()]", "", label), linked):
                find(url, f"cites {label}, which the page does not link: " + _around(own, [label]))
        return page

    # A form sent as drawn (its fields empty) answers 400 with its message: expected.
    queue = deque((url, lang, (200,)) for lang, urls in STARTS.items() for url in urls)
    while queue:
        url, lang, expect = queue.popleft()
        if url in seen:
            continue
        seen.add(url)
        page = check_page(url, lang, client.get(url), expect)
        if page is None:
            continue
        for href in page.links:
            target = urljoin(url, href)
            parts = urlsplit(target)
            if parts.netloc or not parts.path.startswith(INSIDE):
                continue
            target = parts.path + ("?" + parts.query if parts.query else "")
            if target.startswith(f"/{lang}/") and target not in seen:
                queue.append((target, lang, (200,)))
        if len(seen) % 500 == 0:
            print(f"  {len(seen)} addresses, {len(queue)} queued, {time.monotonic() - started:.0f} s", file=sys.stderr)
        query = dict(parse_qsl(urlsplit(url).query))
        for form in page.forms:
            action = urljoin(url, form["action"] or urlsplit(url).path)
            if not urlsplit(action).path.startswith(INSIDE):
                continue
            hidden = {n: v for n, v, kind in form["fields"] if kind == "hidden"}
            if "kind" in query and hidden.get("kind") == query["kind"]:
                continue  # the score step's form on its own result: sent once already
            for data in _submissions(form):
                target = action + "?" + urlencode(data)
                if target not in seen:
                    queue.append((target, lang, (200, 400)))
            names = tuple(sorted(n for n, _, kind in form["fields"] if kind != "hidden"))
            signature = (lang, hidden.get("path"), hidden.get("kind"), names, tuple(n for n, _ in form["buttons"][:1]))
            if signature in tried:
                continue
            tried.add(signature)
            for bad_url in _bad(form, action) if "--no-bad" not in sys.argv else ():
                counts["bad values sent"] += 1
                response = client.get(bad_url)
                if response.status_code >= 500 or response.status_code not in (200, 400, 404):
                    find(bad_url[:200], f"bad value: status {response.status_code}")
    counts["bad values sent"] += _bad_paths(client, find)
    print(f"crawled in {time.monotonic() - started:.1f} s: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    for url in sorted(seen):
        if "karar-adimlari" in url or "judgement" in url:
            counts["desk urls"] += 1
    print(f"desk addresses {counts['desk urls']}, guide addresses {len(seen) - counts['desk urls']}")
    # desk.login_address.ADDRESS_LIMIT (2 048): desk/tests/test_link_lengths.py holds every link to it.
    print(f"longest link {longest_link[0]} bytes: {longest_link[1][:100]}... on {longest_link[2][:100]}...")
    if sample:
        for size, url in sorted(sizes, reverse=True)[:sample]:
            print(f"  {size:7d} {url}")
    for finding in findings:
        print(finding)
    print(f"{len(findings)} findings")
    return 1 if findings and "--strict" in sys.argv else 0


def _around(text, words, pattern=None):
    spots = []
    for word in words:
        m = re.search(rf"(?i)(?<![\w(]){re.escape(word)}(?![\w])", text)
        if m:
            spots.append(text[max(0, m.start() - 50) : m.end() + 50])
    if pattern is not None:
        m = pattern.search(text)
        if m:
            spots.append(text[max(0, m.start() - 50) : m.end() + 50])
    return " | ".join(spots[:3])


def _no_paragraph(text, known, lang):
    """The labels the words cite with the word for a Law that name no paragraph ("Law 17E", "Law 94")."""
    unresolved = [c for c in find_citations(text, None, known, lang) if not c.resolved]
    return {c.target for c in unresolved + citations_of_no_law(text, lang)}


def _covered(label, linked):
    """A cited label is linked or quoted: itself, or a paragraph under it or above it (a quoted
    paragraph's own sub-paragraphs cited in its words, "(a)" read as 12C1(a))."""
    return any(label == other or other.startswith(label) or label.startswith(other) for other in linked)


def _submissions(form):
    """The form as drawn, with each button; and the score step filled with one potential result."""
    base = [(n, v) for n, v, _ in form["fields"]] + [(n, v) for n, v in form["selects"].items() if v is not None]
    typed = {n for n, _, kind in form["fields"] if kind != "hidden"} | set(form["selects"])  # never an answer
    options = form.get("options", {})
    for name, values in options.items():
        if not any(n == name for n, _ in base) and values:
            base.append((name, values[0]))
    buttons = form["buttons"] or [None]
    for button in buttons:
        extra = [button] if button else []
        yield base + extra
        filled = [(n, (_sample(n) if n in typed else "") or v) for n, v in base] + extra
        if filled != base + extra:
            yield filled


def _sample(name):
    return {
        "contract1": "4S",
        "declarer1": "N",
        "tricks1": "10",
        "weight1": "60",
        "contract2": "3S",
        "declarer2": "N",
        "tricks2": "9",
        "weight2": "40",
        "score1": "420",
        "score2": "-50",
        "other": "170",
        "session": "55",
        "field": "420 170 -50",
    }.get(re.sub(r"^detail.*", "detail", name)) or ("the 4S bid" if "detail" in name or "alternative" in name else "")


def _bad(form, action):
    base = [(n, v) for n, v, _ in form["fields"]] + [(n, v) for n, v in form["selects"].items() if v is not None]
    base += form["buttons"][:1]
    names = (
        [n for n, _, kind in form["fields"] if kind != "hidden"] + list(form["selects"]) + list(form.get("options", {}))
    )
    names += [n for n, _ in form["buttons"][:1]] + [n for n, _, kind in form["fields"] if kind == "hidden"]
    for name in dict.fromkeys(names):
        for value in BAD_VALUES:
            data = [(n, v) for n, v in base if n != name] + [(name, value)]
            yield action + "?" + urlencode(data, encoding="latin-1" if "\xff" in value else "utf-8")


def _bad_paths(client, find):
    """The guides' step paths with an answer that does not exist, a NUL, a huge segment."""
    sent = 0
    for root in ("/tr/ne-oldu/", "/en/what-happened/"):
        for tail in ("revoke/nope/", "revoke/%00/", "revoke/" + "x" * 5000 + "/", "revoke/%FF/", "revoke/-1/", "nope/"):
            sent += 1
            response = client.get(root + tail)
            if response.status_code != 404:
                find(root + tail[:60], f"bad path: status {response.status_code}")
    return sent


if __name__ == "__main__":
    sys.exit(main())
