"""A player's question about declarer's card held so that it counts as played (Law 45C2) finds the
paragraph first, through the exposed-card guide's Ending for it (issue 22, guide45c).

Law 45C2: TR "Deklaran elden belirli bir kartı oynamış sayılır, eğer bu kart: a) yüzü açık biçimde,
masaya değer veya neredeyse değer şekilde tutulduysa veya b) oynandığını işaret eder bir şekilde
tutulduysa."; WBF "Declarer is deemed to have played a card from his hand if it is: (a) held face
up, touching or nearly touching the table; or (b) maintained in such a position as to indicate that
it has been played." Before the Ending, no guide's Ending cited 45C2: the Turkish question (45C2(a),
a card held face up just above the table) found 50A (a penalty card left face up) first, the
English one (45C2(b), a card held as if played) 45B (a card from dummy faced on the table). The
questions are written here, not taken from a bench set."""

import pytest

from lawbook.labels import parse_label
from lawbook.search.guides import KIND as GUIDE
from lawbook.search.service import search
from tests.search_index import search_index, search_index_dir  # noqa: F401

HELD_NEAR_THE_TABLE = [
    ("deklaran kartı masanın hemen üstünde açık tutup vazgeçti kart oynanmış sayılır mı", "tr"),
    ("declarer held the card as if it had been played then picked up a different one", "en"),
]


@pytest.mark.parametrize("query, lang", HELD_NEAR_THE_TABLE)
def test_declarer_s_card_held_face_up_near_the_table_finds_45c2_first(search_index, query, lang):
    first = next(h.label for h in search(query, lang).hits if h.kind != GUIDE)
    assert parse_label(first).is_within(parse_label("45C2")), first
