"""The grid's folded Law 16C lines (qa97) print in full: on paper nobody can open a <details>, and a
printed auction with "Law 16C" alone under a cancelled pass would lose what 17D3 says of it (TR
"Geçersiz kılınan konuşmalar için Yasa 16C uygulanır ve sırasız pas geçen oyuncu kusurlu taraftır";
WBF "Law 16C applies to the cancelled calls, any player who has passed out of rotation being an
offender"). Real Chromium, its print media emulated: on screen the fold is closed and its words
hidden; printed, the words show and the bare "Law 16C" summary does not."""

import pytest

from tests.chromium import needs_chromium

pytestmark = [pytest.mark.browser, needs_chromium]

PATH = {"tr": "/tr/masa/artirim/", "en": "/en/table/auction/"}
CALLS = "?dealer=N&vul=None&calls=N:1H,W:pass,N:accept,N:pass,E:pass"
SHOWN = "return [...document.querySelectorAll('details.call-marks-16c %s')].map(e => e.checkVisibility())"


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_folded_16c_lines_are_hidden_on_screen_and_printed_in_full(lawbook_server, chromium_windows, lang):
    # The session's window (conftest.chromium_windows): the print media emulated here is its tab's,
    # closed before the window is lent again (tests/test_chromium_windows.py checks it).
    with chromium_windows.window("auction-print-chrome-", 390, 844, phone=True) as driver:
        driver.get(lawbook_server.url + PATH[lang] + CALLS)
        words, summaries = driver.execute_script(SHOWN % "small"), driver.execute_script(SHOWN % "summary")
        assert len(words) == 3 and not any(words) and all(summaries)  # West's, North's, East's passes
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        words, summaries = driver.execute_script(SHOWN % "small"), driver.execute_script(SHOWN % "summary")
        assert all(words) and not any(summaries)
