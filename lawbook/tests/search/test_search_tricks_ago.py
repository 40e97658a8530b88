"""A trick a player dates by how many tricks ago it was, and a trick named by its spelled ordinal
(session 81, search113).

"Two tricks ago" / "iki löve önce" is a trick two or more tricks back: a quitted trick. 66B "Kendi
tarafının bir sonraki löveye kart çıkmasından veya kart vermesinden önce, deklaran veya her defans
oyuncusu kendisinin son oynadığı kartı, inceleyebilir" / "Until his side has led or played to the
next trick, declarer or either defender may inspect, but not expose, his own last card played" is
the last trick's; 66C "Bundan sonra, oyun sona erene kadar, kapanmış olan löveler incelenemez" /
"Thereafter, until play ceases, the cards of quitted tricks may not be inspected" is every earlier
one's. The vocabulary reads the phrase as the quitted tricks' group (fixtures/search_vocabulary.tsv);
before, "iki" and "önce" were words of their own, and "önce" drew 66B's "vermesinden önce".

An English player spells the ordinal before the trick ("the third trick") as a Turkish player does
("üçüncü lövede"): the number of a trick the Laws never name is not searched
(lawbook.search.story_words.trick_numbers). 62D1 "Onikinci lövedeki, rönons ... düzeltilmelidir" /
"On the twelfth trick, a revoke, even if established, must be corrected" is the twelfth trick's alone.
"""

import pytest

from lawbook.labels import parse_label
from lawbook.search.query import plan
from lawbook.search.story_words import trick_numbers
from lawbook.search.vocabulary import load
from tests.search_index import search_index, search_index_dir, top_labels  # noqa: F401


def _within(label: str, wanted: str) -> bool:
    """A paragraph's label within `wanted`; a guide's (a slug, no label) is not."""
    return label[:1].isdigit() and parse_label(label).is_within(parse_label(wanted))


@pytest.mark.parametrize(
    "query, lang",
    [
        # Before, 66D first and 66C third: "üç" and "önce" drew the end of play's inspection.
        ("üç löve önce oynanan kartlara bakabilir miyim", "tr"),
        # Before, 66B first and 66C twelfth: "önce" drew 66B's "vermesinden önce".
        ("ortağımın iki löve önce attığı karta bakmak istiyorum", "tr"),
        # Before, 66C eighteenth, behind 66D and 67B2(a).
        ("can i look at the cards played two tricks ago", "en"),
        # Before, 66C beyond the tenth, behind 51A and 24C.
        ("can I see the cards from two tricks ago", "en"),
    ],
)
def test_a_trick_some_tricks_ago_is_a_quitted_trick(search_index, query, lang):
    shown = top_labels(query, lang, 3)
    assert any(_within(label, "66C") for label in shown), shown


def test_the_last_trick_is_not_a_trick_some_tricks_ago():
    # "bir löve önce" (one trick ago) is the last trick, 66B's: the phrase names two tricks or more.
    concepts = plan("bir löve önce attığım karta bakabilir miyim", load(), "tr").concepts
    searched = {word for concept in concepts for alternative in concept.alternatives for word in alternative.words}
    assert "kapanmış" not in searched, searched


def test_a_spelled_ordinal_before_the_trick_is_its_number():
    assert trick_numbers.find(["i", "revoked", "on", "the", "third", "trick"]) == {4: 3}
    # The Laws' own ordinals stay their words.
    assert trick_numbers.find(["a", "revoke", "on", "the", "twelfth", "trick"]) == {}


def test_a_revoke_on_the_third_trick_is_not_the_revoke_on_the_twelfth(search_index):
    # Before, 63B first and 62D1 second: "third" a word of its own, "trick" beside "revoke" 62D's heading.
    shown = top_labels("i revoked on the third trick", "en", 3)
    assert not any(_within(label, "62D") for label in shown), shown
