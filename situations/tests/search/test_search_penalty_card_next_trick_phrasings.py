"""The penalty-cards-more Ending for a revoke established before declarer chose (qa244's, landed by qa260) is
told by a story that says the offending side played on to the next trick, not by one where a defender merely
followed with another card while his penalty card stayed on the table.

63A1 TR "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında (bu tür her oyun yasal
olsun veya olmasın, rönonsu resmileştirir)"; WBF "when the offender or his partner leads or plays to the following
trick (any such play, legal or illegal, establishes the revoke)". Before that, 52B1(a) TR "deklaran bu çıkış veya
oyunu kabul edebilir" / WBF "declarer may accept such lead or play" and 52B2 (TR "defans oyuncusu bu kartı cezalı
kart ile değiştirmek zorundadır"; WBF "the defender must substitute the penalty card") still give declarer his
choice: that is the "not yet" Ending's answer. qa244's English phrasing "played on to the following trick" told a
story of a card "followed" with (dev5 en) as the next-trick Ending (the stem "follow"); the phrase is fresh, not the
bench's.
"""

from lawbook.search import borrowing
from lawbook.search.query import plan as make_plan
from lawbook.search.reader import session
from lawbook.search.scoring import Scorer, Weights
from lawbook.search.vocabulary import load as load_vocabulary
from tests.search_index import search_index, search_index_dir  # noqa: F401

NEXT_TRICK = "penalty-cards-more/not-played/next-trick"
NOT_YET = "penalty-cards-more/not-played/not-yet"


def _told(query: str) -> dict[str, float]:
    with session() as ix:
        scorer = Scorer(ix, "en", Weights())
        scorer.score(make_plan(query, load_vocabulary(), "en"))
        return {ix.paths[index].id: score for index, score in borrowing.told(ix, scorer).items()}


def test_a_card_followed_with_is_told_as_the_choice_not_yet_made(search_index):
    told = _told("he followed with another card though his penalty card was on the table")
    assert told[NOT_YET] > told.get(NEXT_TRICK, 0.0), (told[NOT_YET], told.get(NEXT_TRICK))


def test_the_side_playing_on_to_the_next_trick_is_told_as_the_next_trick_ending(search_index):
    told = _told("he ruffed instead of playing his penalty card and then his partner led to the next trick")
    assert max(told, key=told.__getitem__) == NEXT_TRICK
