"""Players' questions that guides66's Endings (issue 22) bring to the paragraphs they rest on.

guides66 gave two situations a Director is called to an Ending each: a call after an auction
passed out (inadmissible-call/after-final-pass/passed-out: Laws 22B, 39A, 77) and a ruling asked
for after the official scores are out (appeal/ruling-late/in-time and too-late: Law 92B, with 81C3
and 79C2). Each question below was written for this test, in a player's words, and is in no bench
file and no Ending's phrasings. The paragraph is quoted in the official Turkish
(fixtures/laws_tr.txt) and the WBF English.
"""

import pytest

from lawbook.search.guides import KIND as GUIDE
from lawbook.search.service import search
from lawbook.search.testing import search_index, search_index_dir  # noqa: F401


def first_paragraph(query: str, lang: str) -> str:
    return next(h.label for h in search(query, lang).hits if h.kind != GUIDE)


# 22B: "Dört oyuncunun pas geçmesi durumunda (ancak bkz. Yasa 25). Eller oynanmaksızın borda geri
# konulur. Deste yeniden dağıtılmayacaktır." / "all four players pass (but see Law 25). The hands are
# returned to the board without play. There shall not be a redeal."
PASSED_OUT = [
    ("el dört pasla geçti sonra ortağım kontr dedi", "tr"),
    ("after four passes an opponent bid one heart is the board played", "en"),
]
# 92B: "Eğer Organizasyon Komitesi başka bir süre belirtmediyse, bir hakem kararı talep etme veya
# itiraz komitesine başvurma hakkı resmi skor incelemeye açıldıktan 30 dakika sonra sona erer." /
# "The right to request or appeal a Director's ruling expires 30 minutes after the official score
# has been made available for inspection unless the Tournament Organizer has specified a different
# time period."
RULING_LATE = [
    ("yarım saatten fazla geçti hakem kararı isteyebilir miyiz", "tr"),
    ("we spotted an irregularity after the official scores were out, can the director still rule", "en"),
]


@pytest.mark.parametrize("query, lang", PASSED_OUT)
def test_a_call_after_a_passed_out_auction_is_law_22b(search_index, query, lang):
    """Law 22B (quoted above) tells what becomes of a passed-out board. Before guides66, no Ending
    told a passed-out board: 37B1 (tr) and 17D2 (en) came first."""
    assert first_paragraph(query, lang) == "22B"


@pytest.mark.parametrize("query, lang", RULING_LATE)
def test_a_ruling_asked_for_after_the_scores_is_law_92b(search_index, query, lang):
    """Law 92B (quoted above) gives the time to request a ruling. These passed before guides66 too
    (the late appeal's Ending cites 92B): they guard that the new Endings keep 92B first."""
    assert first_paragraph(query, lang) == "92B"
