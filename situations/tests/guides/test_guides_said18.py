"""Players' questions that the phrasings of said18 (issue 22) bring to their Ending's paragraph.

said18 gave more players' phrasings (Ending.said) to the Endings with three or fewer of six of the
new situations' guides (premature play, card from dummy, unintended call, defective trick,
inadmissible call, extraneous information). Each question below was written for this test, in a
player's words, and is in no bench file; before those phrasings another paragraph came first (named
in each test). The paragraph the Ending rests on is quoted in the official Turkish
(fixtures/laws_tr.txt) and the WBF English.
"""

from lawbook.labels import parse_label
from lawbook.search.guides import KIND as GUIDE
from lawbook.search.service import search
from lawbook.search.testing import search_index, search_index_dir  # noqa: F401


def first_paragraph(query: str, lang: str) -> str:
    return next(h.label for h in search(query, lang).hits if h.kind != GUIDE)


def test_a_card_called_that_dummy_does_not_hold_is_law_46b4(search_index):
    """Law 46B4: "Eğer deklaran yerde olmayan bir kartı tanımlarsa, çağrı yok sayılır ve deklaran
    herhangi bir yasal kartı belirtebilir" / "If declarer calls for a card that is not in dummy the
    call is invalid and declarer may designate any legal card" (card-from-dummy/incomplete/
    not-in-dummy). Before, 46A (the proper form of a designation) came first."""
    first = first_paragraph("deklaran yerden karo vale istedi ama yerde karo vale yok", "tr")
    assert parse_label(first).is_within(parse_label("46B4"))


def test_a_card_called_that_dummy_does_not_hold_is_law_46b4_in_english(search_index):
    """Law 46B4, as above. Before, 46B3(b) (a rank named without a suit) came first."""
    first = first_paragraph("declarer asked dummy for the ten of spades but there was no such card in dummy", "en")
    assert parse_label(first).is_within(parse_label("46B4"))


def test_play_anything_lets_a_defender_choose_dummys_card_law_46b5(search_index):
    """Law 46B5: "Eğer deklaran renk veya derece belirtmeksizin bir kartın oynanmasını isterse
    (örneğin, “herhangi bir şey oyna’’ veya benzer anlamlı kelimeler söyleyerek) herhangi bir defans
    oyuncusu yerden oynanacak kartı belirtebilir" / "If declarer indicates a play without
    designating either a suit or a rank (as by saying `play anything' or words of like meaning)
    either defender may designate the play from dummy" (card-from-dummy/incomplete/anything).
    Before, 45C3 (a card in dummy touched by declarer) came first."""
    first = first_paragraph("declarer told dummy to play any card at all, do the defenders pick", "en")
    assert parse_label(first).is_within(parse_label("46B5"))
