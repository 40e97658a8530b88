"""The Law diversity and the chosen Ending's paragraphs (session 87, search121; lawbook/search/rank.py).

Each further hit of a Law already listed is scaled by the diversity once per earlier hit, so that a word
found in four Laws shows the four Laws. The Ending a story tells names several paragraphs of one Law, and
the story asks about one of them: compounded, the fourth of Law 51's kept an eighth of its score and fell
under paragraphs of other Laws. The Ending's paragraphs no longer crowd each other out: one whose Law's
earlier hits are all the Ending's own is scaled once; a paragraph of its Law found otherwise above it still
counts once per hit.

51B1(b) "Bir defans oyuncusunun bir renkten iki veya daha fazla cezalı kartı varken, deklaran defans
oyuncusunun ortağının o rengi çıkmasını yasaklarsa, defans oyuncusu o renkteki her cezalı kartı eline geri
koyar ve löveye herhangi bir yasal kartı oynayabilir" / "When a defender has two or more penalty cards in
one suit, and declarer prohibits the defender's partner from leading that suit, the defender picks up
every penalty card in that suit and may make any legal play to the trick". The phrasing is fresh, not
the bench's.
"""

from dataclasses import dataclass

from lawbook.search.rank import Ranked, _diversify
from tests.search_index import search_index, search_index_dir  # noqa: F401

from .ranks import paragraph_labels, rank_of

# Before, 51B1 16th: 51B2(b), 51B2(c), 50D2(a), 51B2(a) first, then Law 51's further paragraphs an eighth
# of their score and under other Laws' (measured on the code before the change).
FORBIDDEN_SUIT = (
    "partner has two penalty cards in clubs and declarer told me not to lead a club, what happens to those clubs"
)


def test_a_paragraph_of_the_ending_stays_among_the_first_five(search_index):
    labels = paragraph_labels(FORBIDDEN_SUIT, "en")
    place = rank_of("51B1", labels)
    assert place is not None and place <= 5, labels


@dataclass
class _Shown:
    law: int
    order: int


class _Index:
    """The little of an open index the diversity pass reads: each document's Law and book order."""

    def __init__(self, laws: dict[int, int]):
        self.shown = {docnum: _Shown(law, docnum) for docnum, law in laws.items()}

    def once(self, _name, compute):
        return compute()


def test_an_endings_paragraph_is_scaled_once_after_its_own_and_once_per_hit_after_another():
    ix = _Index({1: 51, 2: 51, 3: 51, 4: 51, 5: 12, 6: 12, 7: 12})
    ranked = [Ranked(d, s) for d, s in ((1, 10.0), (2, 9.0), (3, 8.0), (5, 7.0), (6, 6.0), (7, 5.0), (4, 4.0))]
    ending = frozenset({1, 2, 3, 7})
    scores = {r.docnum: r.score for r in _diversify(ix, ranked, 0.5, ending)}
    assert scores[2] == 9.0 * 0.5
    assert scores[3] == 8.0 * 0.5  # the Ending's, after the Ending's own 1 and 2: once
    assert scores[4] == 4.0 * 0.125  # not the Ending's: once per earlier hit of Law 51
    assert scores[5] == 7.0  # the first of Law 12 keeps its score
    assert scores[7] == 5.0 * 0.25  # the Ending's, after 5 and 6 found otherwise: once per hit
