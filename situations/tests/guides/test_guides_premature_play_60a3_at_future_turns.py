"""The premature-play guide's 60A3 sentence says when the offending side's earlier obligation
applies: at its later turns, as 60A3 says.

60A3, Turkish (official): "Kusurlu tarafın daha önceden cezalı bir kartı oynama veya bir çıkış ya da
oyun cezasını yerine getirme yükümlülüğü varsa, bu yükümlülük oynama sırası yeniden kendisine
geldiğinde sürer."
60A3, WBF: "If the offending side has a previous obligation to play a penalty card, or to comply with
a lead or play restriction, the obligation remains at future turns."
The Ending said "... yükümlülüğü sürer" / "... remains", without the time. It now says "sonraki
sıralarında da sürer" / "remains at future turns": the Turkish's own "oynama sırası yeniden kendisine
geldiğinde" in this indexed sentence moved a search set by more than 0.005 (newguides-dev3 tr 0.816 ->
0.799; docs/benchmarks.md, Session 87 (qa197)); the two say the same time."""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db
SLUG = "premature-play"
KEYS = ["before-partner", "next-hand-played"]


@pytest.mark.parametrize(
    "lang, sentence, old",
    [
        (
            "tr",
            "Kusurlu tarafın önceden var olan cezalı kart oynama ya da çıkış veya oyun cezasını yerine getirme yükümlülüğü sonraki sıralarında da sürer (Yasa 60A3).",
            "yükümlülüğü sürer (Yasa 60A3)",
        ),
        (
            "en",
            "Any obligation the offending side already had, to play a penalty card or to comply with a lead or play restriction, remains at future turns (Law 60A3).",
            "restriction, remains (Law 60A3)",
        ),
    ],
)
def test_the_60a3_sentence_says_at_future_turns(client, lang, sentence, old):
    says(client, SLUG, KEYS, lang, sentence)
    never_says(client, SLUG, KEYS, lang, old)
