"""Players' questions that the phrasings of said64b (issue 22) bring to their Ending's paragraph.

said64b gave the Endings of twelve guides (misinformation, penalties, the exposed card, several
penalty cards, premature play, revoke, score correction, unauthorised information, the unintended
call, the wrong board, the wrong number of cards, a card played on a wrong answer) players' words
their phrasings (Ending.said) lacked: "kalktık", "hidden behind", "o renkten kart". Each
question below was written for this test, in a player's words, and is in no bench file; before
those phrasings another paragraph came first (named in each test). The paragraph the Ending rests
on is quoted in the official Turkish (fixtures/laws_tr.txt) and the WBF English.
"""

from lawbook.labels import parse_label
from tests.search_index import first_paragraph, search_index, search_index_dir  # noqa: F401


def test_tricks_disputed_after_leaving_the_table_is_law_79b3(search_index):
    """Law 79B3: "Hakem, oynanan turun bitmesinden önce çağırılmamış ise, Hakem yalnızca masada
    gerçekleşen skora ilişkin net bir kanaat oluşturabildiği takdirde her iki tarafın skorunda
    ayarlama yapabilir" / "If the Director is not called before the round ends, the score may be
    changed for both sides only when he is clearly convinced as to the result obtained at the table"
    (score-correction/tricks/after-round-ends). Before, 68D2(b)(ii) came first."""
    first = first_paragraph("masadan kalktık sonra löveler yanlış sayılmış dediler", "tr")
    assert parse_label(first).is_within(parse_label("79B3"))


def test_dummy_failing_to_follow_with_a_hidden_card_is_law_64b3(search_index):
    """Law 64B3: "Rönons, cezalı bir kartın oynanmaması veya yere ait kartlardan herhangi birinin
    oynanmaması sonucu meydana gelmişse" (no automatic trick adjustment) / "the revoke was made in
    failing to play a penalty card or any card belonging to dummy" (revoke/dummy/established).
    Before, 45D1 (dummy placing a card declarer did not name) came first."""
    first = first_paragraph("dummy had a card hidden behind another and did not follow suit", "en")
    assert parse_label(first).is_within(parse_label("64B3"))


def test_declarer_finding_the_suit_at_once_is_law_62b2(search_index):
    """Law 62B2: "Bu kart deklaranın (Yasa 43B2(b)'ye tabi) veya yerin elinden oynanmışsa ya da bir
    defans oyuncusunun gözüken kartı ise bir başka onarma olmaksızın değiştirilebilir" / "The card
    may be replaced without further rectification if it was played from declarer's [subject to Law
    43B2(b)] or dummy's hand, or if it was a defender's faced card" (revoke/declarer/not-established).
    Before, 61A (the definition of a revoke) came first."""
    first = first_paragraph("deklaran başka renk attı hemen sonra elinde o renkten kart olduğunu gördü", "tr")
    assert parse_label(first).is_within(parse_label("62B2"))
