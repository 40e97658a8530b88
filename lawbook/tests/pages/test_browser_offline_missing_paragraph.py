"""A citation of a paragraph the Laws do not have, typed without a connection (fix58).

With the offline app, a citation typed in the search box opens the saved Law page at the paragraph
(test_browser_offline); "50Z" fell to the "No connection" page, where online the results page says
"Yasa 50 içinde Z paragrafı yok. Aşağıda Yasa 50 var." above Law 50 (search57). Now the worker opens
the saved page of the nearest paragraph the Laws have, and the page says the same words.

Law 50's sections run from A to E (TR "A. Cezalı Kart Açık Durur" ... "E. Cezalı Karttan Edinilen
Bilgi"; WBF "A. Penalty Card Remains Exposed" ... "E. Information from a Penalty Card"), Law 12's
from A to C (TR "C. Ayarlı Skor Verilmesi"; WBF "C. Awarding an Adjusted Score"), and the Laws end
at Law 93 (TR "YASA 93 – İTİRAZ PROSEDÜRÜ", WBF "LAW 93 - PROCEDURES OF APPEAL"): no 50Z, no 12Q,
no Law 99.

Real Chromium at 390 px with its service worker, the connection cut with DevTools, as
test_browser_offline does (slow: the whole book is saved first).
"""

from __future__ import annotations

import pytest

from lawbook.tests.pages.test_browser_offline import (  # noqa: F401  (fixtures)
    SAVING_TIMEOUT,
    DevTools,
    lawbook_live,
    phone,
    status_text,
    translated,
    wait_until,
)
from tests.chromium import needs_chromium

pytestmark = [pytest.mark.browser, needs_chromium]


def test_a_paragraph_the_laws_do_not_have_opens_the_nearest_saved_one_and_says_so(lawbook_live, phone, request):
    from selenium.webdriver.common.by import By

    phone.get(lawbook_live.url + "/tr/yasa/50/")
    wait_until(phone, lambda d: status_text(d) == translated("tr", "Ready to use without a connection"), SAVING_TIMEOUT)
    devtools = DevTools(phone)
    request.addfinalizer(devtools.close)
    assert sorted(devtools.go_offline()) == ["page", "service_worker"]

    for typed, law_page, anchor, says in (
        ("/tr/ara/?q=50Z", "/tr/yasa/50/", "50", "Yasa 50 içinde Z paragrafı yok. Aşağıda Yasa 50 var."),
        ("/en/search/?q=Law%2012Q", "/en/law/12/", "12", "Law 12 has no paragraph Q. Below is Law 12."),
        ("/en/search/?q=50D9", "/en/law/50/", "50D", "Paragraph 50D has no paragraph 9. Below is 50D."),
    ):
        phone.get(lawbook_live.url + typed)
        wait_until(phone, lambda d, law_page=law_page: d.current_url.split("?")[0].split("#")[0].endswith(law_page))
        assert phone.current_url.endswith(f"#{anchor}"), (typed, phone.current_url)
        assert translated("tr", "No connection") not in phone.find_element(By.TAG_NAME, "h1").text
        notes = [p.text for p in phone.find_elements(By.CSS_SELECTOR, "article.law p.missing-paragraph")]
        assert notes == [says], (typed, notes)
        # Where the reader lands: in the paragraph shown, on the screen, not at the head of the page.
        note = phone.find_element(By.CSS_SELECTOR, f'[id="{anchor}"] > p.missing-paragraph')
        top = phone.execute_script("return arguments[0].getBoundingClientRect().top", note)
        assert 0 <= top < phone.execute_script("return window.innerHeight") / 2, (typed, top)

    # No Law 99: no nearest paragraph, the offline page as before.
    phone.get(lawbook_live.url + "/tr/ara/?q=99Z")
    assert translated("tr", "No connection") in phone.find_element(By.TAG_NAME, "h1").text
    # A paragraph the Laws have is a jump with no such note.
    phone.get(lawbook_live.url + "/tr/ara/?q=50D2")
    wait_until(phone, lambda d: d.current_url.endswith("/tr/yasa/50/#50D2"))
    assert not phone.find_elements(By.CSS_SELECTOR, "p.missing-paragraph")
