"""Reading a Law on a 390 px phone in a real Chromium: a citation jump lands below the sticky
header, the preview shows the cited paragraph's text and closes with Esc and with a tap elsewhere,
a defined term opens in place, and the app is installable (manifest and service worker).

Selenium drives Debian's chromium and chromedriver (`make browser` installs them where missing)
against pytest-django's live server."""

from __future__ import annotations

import json
import urllib.parse
import urllib.request

import pytest

from tests.chromium import chromium, needs_chromium, waiting
from tests.search_index import search_index_dir  # noqa: F401 (the session's index, a fixture)

pytestmark = [pytest.mark.browser, needs_chromium]

PAGES = {
    # Law 64's text cites Law 12 ("Yasa 12C1"); its first paragraph uses defined terms.
    "tr": {"law": "/tr/yasa/", "definitions": "/tr/tanimlar/", "manifest": "/tr/manifest.webmanifest"},
    "en": {"law": "/en/law/", "definitions": "/en/definitions/", "manifest": "/en/manifest.webmanifest"},
}


@pytest.fixture
def lawbook_live(live_server, imported_laws):
    """The live server with the Laws in its database. The live server runs its tests in a
    transactional database, emptied after each test, so the text is put back (conftest.imported_laws)."""
    return live_server


@pytest.fixture
def phone(request, chromium_windows):
    """A phone's window. Its pages install no service worker unless the test says it checks the
    worker (mark `service_worker`): a fresh window's worker saves the whole book from the live
    server, a thread of this process, behind the test. Without one, the session's window is lent
    (conftest.chromium_windows: a fresh tab on an emptied profile); with one, a fresh Chromium."""
    if request.node.get_closest_marker("service_worker") is not None:
        window = chromium("chromium-reading-", 390, 844, console_log=True, saves_offline=True)
    else:
        window = chromium_windows.window("chromium-reading-", 390, 844, console_log=True)
    with window as driver:
        driver.set_window_size(390, 844)
        driver.implicitly_wait(0)
        yield driver


def policy_violations(driver) -> list[str]:
    """What the browser's console says the Content-Security-Policy blocked on this page."""
    return [entry["message"] for entry in driver.get_log("browser") if "Content Security Policy" in entry["message"]]


def wait_until(driver, condition, timeout=10):
    return waiting(driver, timeout).until(lambda d: condition(d))


def header_bottom(driver) -> float:
    return driver.execute_script("return document.querySelector('.site-header').getBoundingClientRect().bottom")


def top_of(driver, element) -> float:
    return driver.execute_script("return arguments[0].getBoundingClientRect().top", element)


def tap(driver, x: float, y: float):
    """A finger's tap at (x, y) of the window: touch pointer events, as on a phone."""
    from selenium.webdriver.common.actions import interaction
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.pointer_input import PointerInput

    actions = ActionBuilder(driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
    actions.pointer_action.move_to_location(int(x), int(y)).pointer_down().pause(0.05).pointer_up()
    actions.perform()


def centre_of(driver, element) -> tuple[float, float]:
    box = driver.execute_script(
        "var b = arguments[0].getClientRects()[0]; return [b.left + b.width / 2, b.top + b.height / 2]", element
    )
    return box[0], box[1]


def shows_the_cited_text(preview, link, cited, lang: str):
    """The condition a reader waits for: the preview shows the cited paragraph as the Law's API
    gives it. The preview opens at once with the page's short text (the link's data-preview, cut
    at PREVIEW_CHARS with "…") and is filled again, larger, when GET /api/laws/<n>/ answers. Its
    first long words are in both; the text running on past the short text's cut, and the first
    sub-paragraph's label, are only in the API's. A tap "beside" a preview measured before the API
    answered landed on it once it had grown (the Turkish 62C3: one line, 21.75 px, over a tap 20 px
    below its short text's bottom), and the preview rightly stayed open."""
    lines = (getattr(cited, f"text_{lang}") or cited.text_tr).split("\n")
    text = " ".join(" ".join(line for line in lines if not line.startswith("|")).split())  # as both show it
    shown = [w for w in text.split() if len(w) > 4][:3]
    short = " ".join(link.get_attribute("data-preview").split())
    if short.endswith("…"):  # cut between two words: the two, side by side
        assert text.startswith(short[:-1]), (short, text)
        shown.append(short[:-1].split()[-1] + " " + text[len(short) - 1 :].split()[0])
    first_child = cited.children.order_by("position").first()
    if first_child is not None:
        shown.append(first_child.label)
    return lambda driver: preview.is_displayed() and all(part in preview.text for part in shown)


def citation_to_other_law(driver):
    """A citation link on the page whose target is in another Law, far down the target page."""
    return driver.execute_script(
        """
        var here = document.querySelector('article.law').dataset.law;
        var links = Array.from(document.querySelectorAll('article.law a.cite'));
        return links.find(function (a) { return parseInt(a.dataset.label, 10) != here && /\\d[A-Z]/.test(a.dataset.label); });
        """
    )


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_citation_jump_lands_below_the_header_and_its_preview_shows_the_text(lawbook_live, phone, lang):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    from lawbook.models import Paragraph

    phone.get(lawbook_live.url + PAGES[lang]["law"] + "64/")
    link = citation_to_other_law(phone)
    assert link is not None
    label = link.get_attribute("data-label")
    cited = Paragraph.objects.get(label=label)
    preview = phone.find_element(By.ID, "preview")
    shows_cited_text = shows_the_cited_text(preview, link, cited, lang)

    # Keyboard: the citation takes the focus and the preview shows the cited paragraph's text.
    phone.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", link)
    wait_until(phone, shows_cited_text)
    assert label in preview.text
    phone.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait_until(phone, lambda d: not preview.is_displayed())

    # On a phone the first tap on the citation previews it (the page stays); a tap elsewhere
    # on the page closes the preview.
    page = phone.current_url
    tap(phone, *centre_of(phone, link))
    # Measured once the preview holds its whole text: it does not grow under the tap beside it.
    wait_until(phone, shows_cited_text)
    assert phone.current_url == page
    box = phone.execute_script("return arguments[0].getBoundingClientRect()", preview)
    # Inside the page's viewport: 701 px high in the 844 px window (the window's own bar), and a
    # preview placed below its link may reach 6 px above the viewport's bottom.
    height = phone.execute_script("return window.innerHeight")
    below = box["bottom"] + 20 if box["bottom"] + 40 < height else header_bottom(phone) + 10
    tap(phone, 10, below)
    wait_until(phone, lambda d: not preview.is_displayed())

    # Following the link (a tap on it, then on the preview's link) lands with the cited label
    # visible below the sticky header.
    tap(phone, *centre_of(phone, link))
    go = wait_until(
        phone, lambda d: preview.is_displayed() and preview.find_element(By.CSS_SELECTOR, ".preview-actions a")
    )
    tap(phone, *centre_of(phone, go))
    wait_until(phone, lambda d: d.execute_script("return location.hash") == "#" + cited.anchor)
    target = phone.find_element(By.ID, cited.anchor)
    shown = target.find_element(By.CSS_SELECTOR, ".para-label")
    wait_until(phone, lambda d: top_of(d, shown) >= header_bottom(d))
    assert top_of(phone, shown) < 844 / 2  # and at the top of the screen, not somewhere below


@pytest.mark.service_worker
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_defined_term_opens_in_place_and_the_app_is_installable(lawbook_live, phone, lang):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    from lawbook.models import Definition

    page = lawbook_live.url + PAGES[lang]["law"] + "64/"
    phone.get(page)
    term = phone.find_element(By.CSS_SELECTOR, "article.law a.term")
    # Terms are not tab stops until the reader asks for them.
    assert term.get_attribute("tabindex") == "-1"
    toggle = phone.find_element(By.CSS_SELECTOR, ".terms-toggle")
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "true" and term.get_attribute("tabindex") is None
    toggle.click()
    assert term.get_attribute("tabindex") == "-1"
    slug = term.get_attribute("href").split("#", 1)[1]
    definition = Definition.objects.get(slug=urllib.parse.unquote(slug))
    definition_words = (getattr(definition, f"text_{lang}") or definition.text_tr).split()[:4]
    phone.execute_script("arguments[0].scrollIntoView({block: 'center'})", term)
    term.click()
    preview = phone.find_element(By.ID, "preview")
    wait_until(phone, lambda d: preview.is_displayed() and " ".join(definition_words) in preview.text)
    assert phone.current_url == page  # the page was not left
    phone.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait_until(phone, lambda d: not preview.is_displayed())

    # The glossary's entries land below the header too.
    phone.get(lawbook_live.url + PAGES[lang]["definitions"] + "#" + slug)
    entry = phone.find_element(By.ID, urllib.parse.unquote(slug))
    wait_until(phone, lambda d: top_of(d, entry) >= header_bottom(d) - 1)

    # Installable: the manifest in the page's language and the service worker at the root.
    manifest_href = phone.find_element(By.CSS_SELECTOR, "link[rel=manifest]").get_attribute("href")
    assert manifest_href.endswith(PAGES[lang]["manifest"])
    with urllib.request.urlopen(manifest_href) as response:
        assert response.headers["Content-Type"].startswith("application/manifest+json")
        manifest = json.loads(response.read())
    assert manifest["start_url"] == f"/{lang}/"
    for icon in manifest["icons"]:
        with urllib.request.urlopen(lawbook_live.url + icon["src"]) as response:
            assert response.read(8) == b"\x89PNG\r\n\x1a\n"
    registered = wait_until(
        phone,
        lambda d: d.execute_async_script(
            "var done = arguments[0];"
            "navigator.serviceWorker.getRegistration().then(function (r) { done(r ? r.scope : null); });"
        ),
        timeout=30,
    )
    assert registered == lawbook_live.url + "/"
    # Nothing of this (previews, popovers, the worker) needed what the policy forbids.
    phone.get(page)
    assert policy_violations(phone) == []


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_menu_links_wrap_whole_on_a_phone(lawbook_live, phone, lang):
    # At 390 px the English menu broke "Definitions" and "Quizzes" inside the word.
    phone.get(lawbook_live.url + PAGES[lang]["law"] + "64/")
    lines = phone.execute_script(
        "return [...document.querySelectorAll('.site-nav a')].map(a => [a.textContent, a.getClientRects().length])"
    )
    assert lines and all(count == 1 for _, count in lines), lines
    # The casebook's link made the menu six links and the language: it wraps, never scrolls sideways.
    assert {"tr": "Kararlar", "en": "Casebook"}[lang] in [text for text, _ in lines], lines
    assert phone.execute_script("return document.documentElement.scrollWidth") <= 390


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_every_label_on_a_law_page_stays_on_one_line_on_a_phone(lawbook_live, phone, lang):
    # A label broken across lines is as bad on a phone as in the book. At 390 px a citation broke
    # after its "Yasa"/"Law" (Law 20's "Yasa" | "12C1", Law 27's "Law" | "26B"), and Law 23's editor's
    # note writes "30B1(b)(ii)" in words, where a line may end between ")" and "(" (static/css/site.css,
    # lawbook/text/whole_labels.py). A hidden element (a closed footnote's citation) has no box.
    for law in (20, 23, 27):
        phone.get(lawbook_live.url + PAGES[lang]["law"] + f"{law}/")
        labels = phone.execute_script(
            "return [...document.querySelectorAll('article.law :is(.para-label, a.cite, .whole-label)')]"
            ".map(e => [e.textContent, e.getClientRects().length])"
        )
        assert labels and all(lines <= 1 for _, lines in labels), (law, [x for x in labels if x[1] > 1])
        if law == 23:  # the note's label, in an element of its own
            assert "30B1(b)(ii)" in [text for text, _ in labels], labels
        assert phone.execute_script("return document.documentElement.scrollWidth") <= 390, law


@pytest.fixture
def lawbook_searchable(lawbook_live, search_index_dir, settings):  # noqa: F811
    settings.SEARCH_INDEX_DIR = search_index_dir
    return lawbook_live


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_tap_on_a_results_snippet_opens_the_result(lawbook_searchable, phone, lang):
    """On a phone a result's title is one line of text (15 px type, about 20 px tall): a thumb on
    the snippet below it, the larger part of the result, opened nothing. The whole result opens it."""
    from django.urls import reverse
    from django.utils import translation
    from selenium.webdriver.common.by import By

    with translation.override(lang):
        search = reverse("lawbook:search")
    query = urllib.parse.urlencode({"q": {"tr": "rönons", "en": "revoke"}[lang]})
    phone.get(lawbook_searchable.url + search + "?" + query)
    first = phone.find_element(By.CSS_SELECTOR, ".results .result")
    target = first.find_element(By.CSS_SELECTOR, ".result-link").get_attribute("href")
    snippet = first.find_element(By.CSS_SELECTOR, ".snippet")
    phone.execute_script("arguments[0].scrollIntoView({block: 'center'})", snippet)
    tap(phone, *centre_of(phone, snippet))
    wait_until(phone, lambda d: d.current_url == target)
