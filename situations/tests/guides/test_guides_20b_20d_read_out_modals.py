"""The read-out of a review of the auction during the auction says 20D and 20B in their modals: only an
opponent *may* restate the calls, and alerts *should* be included, not what happens ("yapar", "söyler").

20B (TR): "Talebe cevap verirken alertler de yinelemeye dahil edilmelidir."
20B (WBF): "Alerts should be included when responding to the request."
20D (TR): "Konuşmaların tekrarlanması talebi yalnızca bir rakip oyuncu tarafından cevaplandırılabilir."
20D (WBF): "A request to have calls restated shall be responded to only by an opponent."

The page already says "Yanıt verilirken alertler de tekrara dahil edilmelidir" / "Alerts should be
included in the reply" and "Tekrar isteğini yalnızca bir rakip yanıtlayabilir"; the read-out, what the
Director says at the table, said "Tekrarı yalnızca bir rakip yapar ve alertleri de söyler" / "Only an
opponent restates the calls, alerts included". The English says 20D in the WBF's "shall be responded to"
since audit313 (test_audit313_20d_shall_be_responded_to.py); the Turkish keeps the official "-abilir"."""

import pytest

from situations.tests.guides.guide_pages import never_reads, reads

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
KEYS = ["asking", "auction", "review"]


@pytest.mark.parametrize(
    "lang, new, old",
    [
        (
            "tr",
            "Tekrarı yalnızca bir rakip yapabilir; alertler de tekrara dahil edilmelidir (Yasa 20D, 20B).",
            "Tekrarı yalnızca bir rakip yapar ve alertleri de söyler",
        ),
        (
            "en",
            "A request to have the calls restated shall be responded to only by an opponent, and alerts should be included (Laws 20D, 20B).",
            "Only an opponent restates the calls, alerts included",
        ),
    ],
)
def test_the_read_out_says_may_and_should(client, lang, new, old):
    reads(client, SLUG, KEYS, lang, new)
    never_reads(client, SLUG, KEYS, lang, old)
