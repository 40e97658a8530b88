"""The federation's editor's path, walked in real Chromium against the real production server.

Issue 11, "Done when": an editor, tried as a new user would, opens a draft of the 2017 edition,
corrects Law 64B3 ("no automatic trick adjustment ... if the revoke was a failure to play a penalty
card or any of dummy's cards") in Turkish and English and sees the word diff in its history; a
second editor who opened the paragraph before that save is refused with the first correction shown
and nothing of it lost; an editor cannot publish, the publisher does; within seconds the Law page
in both languages, the API and search show the correction while the 2017 text stays readable at
its own address; an anonymous reader never saw the draft.

Everything a person does is a click or typing in the admin (elements found by id, name or address,
not by their translated words). The server is `manage.py serve` as `make run` starts it: gunicorn
plus the indexer process, DEBUG off, on a file SQLite in a throwaway var dir, so that "search
follows within seconds" is the real indexer rebuilding the real index. What readers see after
publication is one table (published_checks): a new place that must show the correction (the
changelog, the feed) is one line there.

The books (PDF) are the one place not walked here: the indexer lays them out after the index, tens
of seconds of CPU for each of four books (2017's at start, the correction's after publication),
which doubled the walk's time. lawbook/tests/pages/test_book.py publishes the same correction and runs
the indexer's books pass (`run_indexer --once --books-only`, what `serve` starts once the index is
in) and reads both new books back with pdftotext; tests/test_serving.py checks that `serve` runs that indexer.
"""

from __future__ import annotations

import contextlib
import html
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from xml.etree import ElementTree

import pytest

from tests.chromium import needs_chromium
from tests.walk import Answer, Person, Site, Window, index_caught_up, search_labels, search_path, serving, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.server, needs_chromium]


LABEL = "64B3"
BASE = "2017"
DRAFT = "2017.1"  # the admin's "open a draft copy" names an erratum of 2017 so
# The correction: the penalty card or dummy's card was overlooked. Each language carries a word
# that is nowhere in the 2017 text (the walk checks search does not find it before publication).
CORRECTION = {
    "tr": "Rönons, cezalı bir kartın ya da yere ait kartlardan herhangi birinin gözden kaçırılmış "
    "olması nedeniyle oynanmaması sonucu meydana gelmişse.",
    "en": "If the revoke resulted from failure to play a penalty card or any of dummy's cards that was overlooked.",
}
ONLY_IN_CORRECTION = {"tr": "kaçırılmış", "en": "overlooked"}
SECOND_EDITORS_TEXT = "Rönons, cezalı bir kartın oynanmaması sonucu meydana gelmişse."
# Pages and the API follow publication at once (each process reads the content version at most
# once a second). Search waits for the indexer: it looks every second, then rebuilds the whole
# index in a new process, about 4 s of CPU, which on a busy machine (two cores shared by seven
# jobs) took 15 to 60 s of wall time. These are ceilings against a hang, not speed targets (how
# soon a publication reaches search is measured by bench/two_machines.py): generous, so that a
# loaded machine does not fail a test whose behaviour is right.
PAGES_WITHIN = 60
INDEX_WITHIN = 180
ATOM = "{http://www.w3.org/2005/Atom}"


PEOPLE = {
    who: Person(name, group, "walk-" + secrets.token_urlsafe(18))
    for who, name, group in (
        ("A", "editor-a", "Editor"),
        ("B", "editor-b", "Editor"),
        ("P", "publisher-p", "Publisher"),
    )
}


# --- the production server -----------------------------------------------------------------------


@pytest.fixture
def site(tmp_path, production_template):
    """`manage.py serve` (gunicorn and the indexer) on a migrated, imported var dir with editors
    A and B and publisher P; stopped, with every process it started, whatever happens."""
    people = list(PEOPLE.values())
    with serving(
        tmp_path,
        production_template,
        people,
        port_variable="EDITOR_WALK_PORT",
        ready_search="rönons",
        INDEXER_BUILDS_BOOKS="0",  # see above
    ) as running:
        yield running


# --- the browsers --------------------------------------------------------------------------------


@pytest.fixture
def browsers(chromium_windows):
    """Chromium windows on demand (one per person at a desk), borrowed from the session's
    (conftest.chromium_windows: the desk's walk borrows the same two); all given back at the end."""
    with contextlib.ExitStack() as windows:
        yield lambda: windows.enter_context(chromium_windows.window("chromium-editor-walk-", 1280, 1000))


class Desk(Window):
    """One person at the admin in their own browser window."""

    def go_to_model(self, model: str) -> None:
        """The admin's home, then the model's list, as a person clicks through."""
        self.click('#header #site-name a, .breadcrumbs a[href$="/admin/"]')
        self.click(f'#content-main a[href="/tr/admin/lawbook/{model}/"]')

    def edition_actions(self) -> list[str]:
        return [
            o.get_attribute("value") for o in self.finds('select[name="action"] option') if o.get_attribute("value")
        ]

    def run_edition_action(self, code: str, action: str) -> None:
        from selenium.webdriver.common.by import By
        from selenium.webdriver.support.ui import Select

        row = self.driver.find_element(By.XPATH, f"//table[@id='result_list']//tr[.//a[normalize-space()='{code}']]")
        row.find_element(By.CSS_SELECTOR, 'input[name="_selected_action"]').click()
        Select(self.find('select[name="action"]')).select_by_value(action)
        self.click('button[name="index"]')

    def open_paragraph(self, edition: str, label: str) -> None:
        """Paragraphs, filtered to the edition, searched for the label, then the row's link."""
        from selenium.webdriver.common.by import By
        from selenium.webdriver.common.keys import Keys

        self.go_to_model("paragraph")
        edition_filter = [
            a
            for a in self.finds("#changelist-filter a")
            if re.search(r"[?&]edition=" + re.escape(edition) + r"(&|$)", a.get_attribute("href"))
        ]
        assert edition_filter, "the paragraph list offers the draft edition as a filter"
        self.leave_page(edition_filter[0].click)
        search = self.find("#searchbar")
        search.send_keys(label)
        self.leave_page(lambda: search.send_keys(Keys.ENTER))
        rows = self.driver.find_elements(
            By.XPATH, f"//table[@id='result_list']//tr[.//th/a[normalize-space()='{label}']]"
        )
        assert len(rows) == 1, f"one row {label} in edition {edition}"
        assert rows[0].find_element(By.CSS_SELECTOR, "td.field-edition").text == edition
        self.leave_page(rows[0].find_element(By.CSS_SELECTOR, "th a").click)
        assert self.finds("#id_text_tr") and self.finds("#id_text_en"), self.driver.current_url


# --- what readers see --------------------------------------------------------------------------


@dataclass(frozen=True)
class Check:
    """What an anonymous reader finds at `path`: `shows(answer)` is true once it shows what it should."""

    name: str
    path: str
    shows: Callable[[Answer], bool]
    within: float = PAGES_WITHIN  # seconds after publication
    indexed: bool = False  # what the indexer builds: asked for once the index has the publication


def shows_text(text: str) -> Callable[[Answer], bool]:
    return lambda a: a.status == 200 and text in a.text


def page_shows(text: str, edition: str) -> Callable[[Answer], bool]:
    """A reading page with `text` that says it shows `edition`."""
    return lambda a: a.status == 200 and text in a.text and f'data-edition="{edition}"' in a.body


def api_paragraph_is(text: dict[str, str], edition: str) -> Callable[[Answer], bool]:
    def check(a: Answer) -> bool:
        if a.status != 200:
            return False
        data = a.json()
        return (data["text_tr"], data["text_en"], data["edition"]) == (text["tr"], text["en"], edition)

    return check


def api_law_has(text: dict[str, str], edition: str) -> Callable[[Answer], bool]:
    def check(a: Answer) -> bool:
        if a.status != 200:
            return False
        data = a.json()
        paragraph = next(p for p in data["paragraphs"] if p["label"] == LABEL)
        return data["edition"] == edition and (paragraph["text_tr"], paragraph["text_en"]) == (text["tr"], text["en"])

    return check


def search_finds(label: str) -> Callable[[Answer], bool]:
    return lambda a: a.status == 200 and label in [r["label"] for r in a.json()["results"]]


def feed_has(word: str, edition: str) -> Callable[[Answer], bool]:
    """An Atom feed whose entries name `edition` and hold `word` (in the entry's escaped HTML)."""

    def check(a: Answer) -> bool:
        if a.status != 200:
            return False
        root = ElementTree.fromstring(a.content)
        entries = [ElementTree.tostring(e, encoding="unicode") for e in root.iter(f"{ATOM}entry")]
        return any(edition in entry and word in html.unescape(entry) for entry in entries)

    return check


def published_checks(original: dict[str, str]) -> list[Check]:
    """Every place that shows the correction once it is published, and the 2017 text kept. A new
    place is one line, e.g. Check("changelog", "/tr/<its address>/", shows_text(CORRECTION["tr"]))
    or, for what the indexer builds, a predicate on `answer.content` with INDEX_WITHIN and `indexed`."""
    words = ONLY_IN_CORRECTION
    return [
        Check("Law 64 in Turkish", "/tr/yasa/64/", page_shows(CORRECTION["tr"], DRAFT)),
        Check("Law 64 in English", "/en/law/64/", page_shows(CORRECTION["en"], DRAFT)),
        Check("the paragraph in the API", f"/api/paragraphs/{LABEL}/", api_paragraph_is(CORRECTION, DRAFT)),
        Check("Law 64 in the API", "/api/laws/64/", api_law_has(CORRECTION, DRAFT)),
        Check("search, Turkish word", search_path(words["tr"]), search_finds(LABEL), INDEX_WITHIN, indexed=True),
        Check("search, English word", search_path(words["en"]), search_finds(LABEL), INDEX_WITHIN, indexed=True),
        Check("2017 Law 64 in Turkish", f"/tr/baski/{BASE}/yasa/64/", page_shows(original["tr"], BASE)),
        Check("2017 Law 64 in English", f"/en/edition/{BASE}/law/64/", page_shows(original["en"], BASE)),
        Check(
            "2017 paragraph in the API", f"/api/paragraphs/{LABEL}/?edition={BASE}", api_paragraph_is(original, BASE)
        ),
        Check("2017 Law 64 in the API", f"/api/laws/64/?edition={BASE}", api_law_has(original, BASE)),
        Check("the changelog in Turkish", "/tr/degisiklikler/", shows_text(words["tr"])),
        Check("the changelog in English", "/en/changes/", shows_text(words["en"])),
        Check("the feed in Turkish", "/tr/degisiklikler/akis/", feed_has(words["tr"], DRAFT)),
        Check("the feed in English", "/en/changes/feed/", feed_has(words["en"], DRAFT)),
    ]


def wait_until_shown(site: Site, checks: list[Check], published: int) -> dict[str, float]:
    """Poll every check until each has shown what it should, each within its time; returns how
    many seconds each took (printed: the figure the issue's "within seconds" is about). A check of
    what the indexer builds is asked for once the index the site searches was built from content
    version `published` or later (its meta.json read, index_caught_up): the searches were asked
    every half second through the rebuild, 15-60 s on a loaded machine, each a request the server
    answered while it rebuilt."""
    start = time.monotonic()
    shown: dict[str, float] = {}
    while True:
        indexed = index_caught_up(site, published)
        for check in checks:
            if check.name in shown or (check.indexed and not indexed):
                continue
            if check.shows(site.get(check.path)):
                shown[check.name] = round(time.monotonic() - start, 1)
        if len(shown) == len(checks):
            return shown
        elapsed = time.monotonic() - start
        late = [f"{c.name} ({c.path})" for c in checks if c.name not in shown and elapsed > c.within]
        assert not late, f"{elapsed:.0f} s after publication readers still do not see it in: {late}"
        time.sleep(0.5)


def assert_readers_see_no_draft(site: Site, original: dict[str, str]) -> None:
    """An anonymous reader, while the draft holds the correction: the published 2017 text
    everywhere, the draft's own addresses unknown, search without the correction's words."""
    for path, lang in (("/tr/yasa/64/", "tr"), ("/en/law/64/", "en")):
        page = site.get(path)
        assert page_shows(original[lang], BASE)(page), path
        assert CORRECTION[lang] not in page.text, path
    assert api_paragraph_is(original, BASE)(site.get(f"/api/paragraphs/{LABEL}/"))
    for path in (
        f"/api/paragraphs/{LABEL}/?edition={DRAFT}",
        f"/api/laws/64/?edition={DRAFT}",
        f"/api/editions/{DRAFT}/",
        f"/tr/baski/{DRAFT}/yasa/64/",
        f"/en/edition/{DRAFT}/law/64/",
    ):
        answer = site.get(path)
        assert answer.status == 404, (path, answer.status)
        assert CORRECTION["tr"] not in answer.body and CORRECTION["en"] not in answer.body
    assert DRAFT not in [e["code"] for e in site.get("/api/editions/").json()]
    for word in ONLY_IN_CORRECTION.values():
        assert search_labels(site, word) == [], word


# --- the walk ------------------------------------------------------------------------------------


def test_an_editor_corrects_64B3_a_stale_save_is_refused_and_the_publisher_publishes(site, browsers):
    from selenium.webdriver.common.by import By

    original = {lang: site.paragraph_row(BASE, LABEL)[f"text_{lang}"] for lang in ("tr", "en")}
    for word in ONLY_IN_CORRECTION.values():
        assert search_labels(site, word) == [], f"{word!r} is already in the 2017 text"
    a, b = Desk(browsers(), site), Desk(browsers(), site)
    a.log_in(PEOPLE["A"])
    b.log_in(PEOPLE["B"])

    # 1. A opens a draft copy of 2017 from the Edition list.
    a.go_to_model("edition")
    assert "open_draft" in a.edition_actions()
    a.run_edition_action(BASE, "open_draft")
    assert any(DRAFT in m for m in a.messages("info")), a.messages()
    assert site.edition_status(DRAFT) == "draft"

    # 2. B opens the draft's 64B3 and starts typing his own change, before A saves.
    b.open_paragraph(DRAFT, LABEL)
    b.type_into("#id_text_tr", SECOND_EDITORS_TEXT)

    # 1. (cont.) A opens the same paragraph, corrects both languages and saves.
    a.open_paragraph(DRAFT, LABEL)
    assert a.find("#id_text_tr").get_attribute("value") == original["tr"]
    a.type_into("#id_text_tr", CORRECTION["tr"])
    a.type_into("#id_text_en", CORRECTION["en"])
    a.click('input[name="_save"]')
    assert a.messages("success"), a.finds(".errornote") and a.find("#content").text
    stored = site.paragraph_row(DRAFT, LABEL)
    assert (stored["text_tr"], stored["text_en"]) == (CORRECTION["tr"], CORRECTION["en"])
    saved = site.content_version()

    # A looks at his correction on the site ("view on site"): the draft's own page shows it.
    a.open_paragraph(DRAFT, LABEL)
    a.click("a.viewsitelink")
    assert a.find(".edition-stamp").get_attribute("data-edition") == DRAFT, a.driver.current_url
    assert CORRECTION["tr"] in " ".join(a.find(f'[id="{LABEL}"]').text.split())
    a.leave_page(a.driver.back)

    # A sees the history entry of his save with the word diff.
    a.click("a.historylink")
    latest = a.find("#change-history tbody tr")
    assert PEOPLE["A"].username in latest.text
    inserted = " ".join(e.text for e in latest.find_elements(By.TAG_NAME, "ins"))
    deleted = " ".join(e.text for e in latest.find_elements(By.TAG_NAME, "del"))
    for word in ONLY_IN_CORRECTION.values():
        assert word in inserted, (word, inserted)
    # Struck out: the Turkish "veya" (now "ya da"), the English sentence's old last word.
    assert "veya" in deleted.split() and "cards." in deleted.split(), deleted

    # An anonymous reader meanwhile: the 2017 text, no draft (not even the draft page A has just
    # looked at, which no cache may hand on), search without the correction (once the indexer has
    # rebuilt after A's save).
    wait_for("the index rebuilt after the draft's edit", lambda: index_caught_up(site, saved), INDEX_WITHIN)
    assert_readers_see_no_draft(site, original)

    # 2. (cont.) B saves after A: refused, with A's change shown; A's correction is kept.
    b.click('input[name="_save"]')
    assert b.finds(".errornote"), "the stale save is refused"
    refusal = " ".join(e.text for e in b.finds("ul.errorlist.nonfield li"))
    assert CORRECTION["tr"] in refusal and CORRECTION["en"] in refusal, refusal
    assert b.find("#id_text_tr").get_attribute("value") == SECOND_EDITORS_TEXT  # his text, to merge by hand
    stored = site.paragraph_row(DRAFT, LABEL)
    assert (stored["text_tr"], stored["text_en"]) == (CORRECTION["tr"], CORRECTION["en"])
    b.log_out()

    # 3. A cannot publish: the Edition list offers no such action, and a forged one is refused.
    a.go_to_model("edition")
    assert "publish" not in a.edition_actions()
    a.driver.execute_script(
        "var o = document.createElement('option'); o.value = 'publish';"
        "document.querySelector('select[name=action]').appendChild(o);"
    )
    a.run_edition_action(DRAFT, "publish")
    assert a.messages("warning") and not any(DRAFT in m for m in a.messages()), a.messages()
    assert site.edition_status(DRAFT) == "draft"
    a.log_out()

    # P, in the same window, publishes the draft.
    a.log_in(PEOPLE["P"])
    a.go_to_model("edition")
    assert "publish" in a.edition_actions()
    a.run_edition_action(DRAFT, "publish")
    # The action leads to the publish page: what the draft changes, then the confirmation.
    assert site.edition_status(DRAFT) == "draft"
    assert any("64B3" in row.text for row in a.finds("#changes-to-publish tr.change"))
    a.click('.publish-confirmation input[type="submit"]')
    assert any(DRAFT in m for m in a.messages("info")), a.messages()
    assert site.edition_status(DRAFT) == "published"
    published = site.content_version()
    a.log_out()

    # 4. Within seconds every reader's place shows the correction, and 2017 stays readable.
    checks = published_checks(original)
    took = wait_until_shown(site, checks, published)
    print("seconds from publication until readers saw it:", took)

    # The reader's browser (the window P logged out of): Law 64 in both languages, and the
    # search box on the page finds the correction.
    reader = a
    reader.driver.delete_all_cookies()
    for path, lang in (("/tr/yasa/64/", "tr"), ("/en/law/64/", "en")):
        reader.driver.get(site.url(path))
        assert reader.find(".edition-stamp").get_attribute("data-edition") == DRAFT
        assert CORRECTION[lang] in " ".join(reader.find(f'[id="{LABEL}"]').text.split())
        box = reader.find("form.search-box input[name=q]")
        box.send_keys(ONLY_IN_CORRECTION[lang])
        reader.leave_page(box.submit)
        hits = [link.get_attribute("href") for link in reader.finds("a.result-link")]
        assert any(href.endswith(f"/64/#{LABEL}") for href in hits), hits
