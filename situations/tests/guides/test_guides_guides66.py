"""Players' questions that guides66's Ending (issue 22) brings to the paragraphs it rests on.

guides66 gave a call after an auction passed out an Ending of its own
(inadmissible-call/after-final-pass/passed-out: Laws 22B, 39A, 77); before, Law 39's Endings spoke
only of a declarer and defenders (39B, 39C). Each question below was written for this test, in a
player's words, and is in no bench file and no Ending's phrasings. The paragraph is quoted in the
official Turkish (fixtures/laws_tr.txt) and the WBF English.
"""

import pytest

from situations.content import BY_SLUG
from tests.search_index import first_paragraph, search_index, search_index_dir  # noqa: F401

# 22B: "Dört oyuncunun pas geçmesi durumunda (ancak bkz. Yasa 25). Eller oynanmaksızın borda geri
# konulur. Deste yeniden dağıtılmayacaktır." / "all four players pass (but see Law 25). The hands are
# returned to the board without play. There shall not be a redeal."; 39A: "Artırımın sonuncu pasından
# sonra yapılan konuşmalar iptal edilir." / "All calls after the final pass of the auction are
# cancelled."; 77: "Dört oyuncu da pas geçerse (bkz. Yasa22) her iki taraf da sıfır skorunu alır." /
# "If all four players pass (see Law 22) each side enters a zero score."; 35D: "Artırımın son
# pasından sonraki konuşma. Yasa 39 uygulanır." / "A call after the final pass of the auction. Law 39
# applies."
PASSED_OUT = [
    ("dört pas geçildi bord oynanmayacaktı ama rakip sonradan deklare yaptı", "tr"),
    ("bord pasla geçti ama sonra biri kontr dedi", "tr"),
    ("the board was passed out and then an opponent called, what score do we enter", "en"),
]


@pytest.mark.parametrize("query, lang", PASSED_OUT)
def test_a_call_after_a_passed_out_auction_finds_the_ending_s_paragraphs(search_index, query, lang):
    """The first paragraph is one the passed-out Ending rests on (quoted above). Before guides66,
    no Ending told a passed-out board: 37A and 32A1 (tr) and 30A (en) came first."""
    _, ending = BY_SLUG["inadmissible-call"].walk(["after-final-pass", "passed-out"])
    # 22B first, the paragraph that decides the Ending (search124; it was 39A, 22B, 77, 35D).
    assert ending.laws[:4] == ("22B", "39A", "77", "35D")
    assert first_paragraph(query, lang) in ending.laws[:4]
