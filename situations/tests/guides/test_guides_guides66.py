"""Players' questions that guides66's Ending (issue 22) brings to the paragraph it rests on.

guides66 gave a call after an auction passed out an Ending of its own
(inadmissible-call/after-final-pass/passed-out: Laws 22B, 39A, 77); before, Law 39's Endings spoke
only of a declarer and defenders (39B, 39C). Each question below was written for this test, in a
player's words, and is in no bench file and no Ending's phrasings. The paragraph is quoted in the
official Turkish (fixtures/laws_tr.txt) and the WBF English.
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


@pytest.mark.parametrize("query, lang", PASSED_OUT)
def test_a_call_after_a_passed_out_auction_is_law_22b(search_index, query, lang):
    """Law 22B (quoted above) tells what becomes of a passed-out board. Before guides66, no Ending
    told a passed-out board: 37B1 (tr) and 17D2 (en) came first."""
    assert first_paragraph(query, lang) == "22B"
