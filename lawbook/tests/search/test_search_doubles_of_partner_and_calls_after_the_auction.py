"""Players' words for an inadmissible double or redouble and for a call after the final pass (session 85,
search117; fixtures/search_vocabulary.tsv).

36 "KABULÜ OLANAKSIZ KONTR VEYA SÜRKONTR" / "INADMISSIBLE DOUBLES AND REDOUBLES", 36B1 "Yasa 19'un izin vermediği
her kontr ve sürkontr iptal edilir" / "any double or redouble not permitted by Law 19 is cancelled", 19A1 "Bu
deklare bir rakip tarafından yapılmış olmalıdır" / "That bid must have been made by an opponent": a player tells
a double of his own partner's bid. 39 "SONUNCU PASTAN SONRAKİ KONUŞMA" / "CALL AFTER THE FINAL PASS", 39A
"Artırımın sonuncu pasından sonra yapılan konuşmalar iptal edilir" / "All calls after the final pass of the auction
are cancelled": a player counts the passes, or says the auction had closed. The phrasings are fresh, not the
bench's.
"""

import pytest

from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401

from .ranks import paragraph_labels, rank_of


@pytest.mark.parametrize(
    "query, lang, label",
    [
        # Before, 32A2(b) first (a double out of rotation), 36 third.
        ("kendi ortağına kontr attı, ne olur", "tr", "36"),
        # Before, 27D, 18C, 31C: no paragraph of Law 39 among the first ten.
        ("the auction had closed when north suddenly bid 3 clubs", "en", "39"),
        # Before, 37A, 31C, 30B1 first, 39B fourth.
        ("üçüncü pastan sonra soldaki rakip 3 trefl dedi", "tr", "39"),
    ],
)
def test_the_players_words_find_the_law_first(search_index, query, lang, label):
    assert_first_within(query, lang, label)


@pytest.mark.parametrize(
    "query, lang, before",
    [
        # Before, 37A, 32C, then 36B2 third.
        ("soldaki rakip ortağının kontruna sürkontr dedi, geçerli mi", "tr", 3),
        # Before, 75A, 32B, 27B3, then 36B4 fourth.
        ("east doubled his own partner's bid by mistake", "en", 4),
    ],
)
def test_a_double_of_partners_call_puts_36_higher(search_index, query, lang, before):
    assert rank_of("36", paragraph_labels(query, lang)) < before
