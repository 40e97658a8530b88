"""A paragraph only an Ending's advice cites is not one its guide rests on (search111).

46A "Yerden oynanacak kartı tanımlarken, deklaran istediği kartın hem rengini hem de derecesini açıkça
belirtmelidir" / "declarer should clearly state both the suit and the rank of the desired card" is how to
do it right next time under the Endings of an incomplete designation, which 46B rules: 46B1(c) "Eğer
“küçük” veya benzer anlamlı kelimeler ile çağrı yaparsa, en küçük kartı tanımlamış sayılır" / "If he
calls 'low' (or words of similar meaning) he is deemed to have called the lowest". The bridge keeps the
score of the paragraphs its guides' Endings rest on (lawbook.search.bridges, OUTSIDE); 46A, cited only by
advice, kept its score beside them and stood above 46B1. So does 73B1, the asking-questions guide's advice
under its 20G1 Ending, beside 74A for "my opponent was rude to his partner all evening"
(test_search_told_apart.py).
"""

from lawbook.search import borrowing
from lawbook.search.reader import session
from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


def test_declarer_calling_small_from_dummy_finds_46b1_not_the_advice(search_index):
    # Before, another paragraph first and 46B1(c) second.
    assert_first_within("declarer said small from dummy and dummy has three cards in the suit", "en", "46B1")


def test_the_advice_only_paragraph_is_not_among_the_guides_paragraphs(search_index):
    with session() as ix:
        advice = {d for path in ix.paths if path.guide == "card-from-dummy" for d in borrowing.advice_only(ix, path)}
        assert advice, "the cards-from-dummy guide's Endings cite 46A in their advice"
        assert not advice & borrowing.guides_paragraphs(ix)["card-from-dummy"]
