"""Players' questions that the phrasings of said19 (issue 22) bring to their Ending's paragraph.

said19 gave more players' phrasings (Ending.said) to Endings that had three or fewer. Each question
below was written for this test, in a player's words, and is in no bench file; before those
phrasings another paragraph came first (named in each test). The paragraph the Ending rests on is
quoted in the official Turkish (fixtures/laws_tr.txt) and the WBF English.
"""

from lawbook.labels import parse_label
from tests.search_index import first_paragraph, search_index, search_index_dir  # noqa: F401


def test_a_rank_without_a_suit_leading_from_dummy_is_law_46b3a(search_index):
    """Law 46B3(a): "Çıkışta deklaran yerin bir önceki löveyi kazandığı renge, o renkte belirtilen
    derecede bir kart bulunması koşuluyla, devam etmiş sayılır" / "In leading, declarer is deemed
    to have continued the suit with which dummy won the preceding trick provided there is a card of
    the designated rank in that suit" (card-from-dummy/incomplete/rank-only/leading). Before, 45D1
    (dummy placing a card declarer did not name) came first."""
    first = first_paragraph("yer son löveyi aldı deklaran yerden as oyna dedi rengini söylemedi", "tr")
    assert parse_label(first).is_within(parse_label("46B3(a)"))


def test_which_ace_dummy_leads_is_law_46b3a_not_46b3b(search_index):
    """Law 46B3(a), as above; 46B3(b), "Tüm diğer durumlarda" / "In all other cases", is for a
    rank named when dummy is not leading. Before, 46B3(b) came first."""
    first = first_paragraph("which ace does dummy lead if declarer names no suit", "en")
    assert parse_label(first).is_within(parse_label("46B3(a)"))


def test_a_double_of_ones_own_partner_out_of_turn_is_law_36b4(search_index):
    """Law 36B4: "Bu konuşma sırasız ise artırım sıra kendinde olan oyuncuya geri döner, kusurlu
    oyuncu sıra kendisine geldiğinde herhangi bir yasal konuşma yapabilir ve ortağı sıra her
    kendine geldiğinde pas geçmek zorundadır" / "if the call is out of turn the auction reverts to
    the player whose turn it was to call, the offender may make any legal call at his turn, and his
    partner must pass whenever it is his turn to call" (inadmissible-call/double/out-of-turn: a
    double of one's own partner is not permitted by Law 19, Law 35A). Before, 32B (a double out of
    rotation at the offender's partner's turn) came first."""
    first = first_paragraph("out of turn, my opponent doubled his own partner", "en")
    assert parse_label(first).is_within(parse_label("36B4"))
