"""A defined term tapped on an older edition's own page opens that edition's definition (qa57).

The federation published an edition that corrected a definition; a reader of the 2017 edition at
its own address (/tr/baski/2017/yasa/19/) taps "artı löve" and must read the 2017 definition, as
the page's citation previews already show the 2017 paragraphs (static/js/law.js asks the API with
`?edition=`). Before the fix the popover fetched GET /api/definitions/ without it and showed the
later edition's text on the 2017 page.

The definition, in the official Turkish (fixtures/laws_tr.txt, "Tanımlar"):
    "Artı Löve: Deklaranın tarafınca altı lövenin üzerinde kazanılması gereken her löve."
and in the WBF English (Definitions): "Odd Trick: Each trick to be won by declarer's side in
excess of six." The correction published here is the test's own (an edition made for it), so
that the two texts differ.

Real Chromium at 390 px, as a reader on a phone (tests/chromium.py), against the live server.
"""

from __future__ import annotations

import urllib.parse

import pytest

from lawbook.tests.editions.odd_trick_correction import (
    CORRECTED,
    LAW_USING_IT,
    SLUG,
    TEXT_2017,
    publish_corrected_definition,
)
from tests.chromium import needs_chromium, waiting

pytestmark = [pytest.mark.browser, needs_chromium]

PAGES = {
    "tr": {"older": f"/tr/baski/2017/yasa/{LAW_USING_IT}/", "current": f"/tr/yasa/{LAW_USING_IT}/"},
    "en": {"older": f"/en/edition/2017/law/{LAW_USING_IT}/", "current": f"/en/law/{LAW_USING_IT}/"},
}


@pytest.fixture
def corrected_definition_published(live_server, imported_laws):
    """Edition 2027, whose only change is the Odd Trick definition in both languages, published."""
    publish_corrected_definition()
    return live_server


@pytest.fixture
def phone(corrected_definition_published, chromium_windows):
    # The session's window (conftest.chromium_windows), as chromium(..., saves_offline=False) opens one.
    with chromium_windows.window("chromium-older-terms-", 390, 844, phone=True) as driver:
        driver.implicitly_wait(0)
        yield driver


def tapped_definition(driver, url: str, lang: str) -> str:
    """The popover's text once the term's definition has come, after a tap on the term."""
    from selenium.webdriver.common.by import By

    driver.get(url)
    term = next(
        link
        for link in driver.find_elements(By.CSS_SELECTOR, "article.law a.term")
        if urllib.parse.unquote(link.get_attribute("href")).endswith("#" + SLUG)
    )
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", term)
    term.click()
    preview = driver.find_element(By.ID, "preview")
    # The popover first says "…", then the definition from the API (either edition's).
    shown = (TEXT_2017[lang], CORRECTED[lang][:30])
    waiting(driver, 15).until(lambda d: preview.is_displayed() and any(words in preview.text for words in shown))
    return preview.text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_term_on_an_older_editions_page_opens_that_editions_definition(corrected_definition_published, phone, lang):
    base = corrected_definition_published.url
    on_2017 = tapped_definition(phone, base + PAGES[lang]["older"], lang)
    assert TEXT_2017[lang] in on_2017
    assert CORRECTED[lang] not in on_2017
    # The current edition's page opens the corrected definition.
    on_current = tapped_definition(phone, base + PAGES[lang]["current"], lang)
    assert CORRECTED[lang] in on_current
