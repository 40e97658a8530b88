"""The players' "cezalıyı", "cezalısı", "cezalım" name the penalty card, not a penalty (issue 22).

Law 50, TR "CEZALI KARTIN DURUMU" / WBF "DISPOSITION OF PENALTY CARD"; 50A "Bir onarma seçilinceye
kadar cezalı kart, kime aitse masanın üstünde hemen o oyuncunun önünde yüzü açık olarak
bırakılmalıdır" / "A penalty card must be left face up on the table immediately before the player
to whom it belongs, until a rectification has been selected". A Turkish player says "cezalı" for
the card, as a noun with its case or possessive ending ("cezalıyı oynamadım", "ortağımın
cezalısı"). The vocabulary read such a word as an inflection of "ceza" (penalty), so a question
about the card showed the procedural penalties (Law 90, the Penalties guide). The bare "cezalı" is
also the adjective "penalised" and keeps its reading (90B1, "are we penalised for being late").
Each first case fails with main's vocabulary (fixtures/search_vocabulary.tsv, "search88").
"""

import pytest

from lawbook.search.query import plan
from lawbook.search.vocabulary import load
from tests.search_index import search_index, search_index_dir  # noqa: F401
from tests.search_index import top_labels as labels


def _alternatives(query: str) -> set[tuple[str, ...]]:
    concept = plan(query, load(), "tr").concepts[0]
    return {alternative.words for alternative in concept.alternatives}


@pytest.mark.parametrize("query", ["cezalıyı oynamadım", "cezalısı masada", "cezalımı unuttum"])
def test_the_noun_is_read_as_the_penalty_card(query):
    alternatives = _alternatives(query)
    assert ("penalty", "card") in alternatives, alternatives
    assert ("penalty",) not in alternatives, alternatives


def test_the_adjective_alone_is_still_a_penalty():
    assert ("penalty",) in _alternatives("cezalı mıyız")


def test_a_penalty_card_question_shows_no_procedural_penalty(search_index):
    # main: the Penalties guide third and 90A fifth among the first six hits
    found = labels("cezalıyı masada bırakmak zorunda mıyım", "tr", 6)
    assert "penalties" not in found, found
    assert not any(label.startswith("90") for label in found), found
    assert any(label.startswith("50") for label in found), found


def test_penalised_for_being_late_is_still_law_90(search_index):
    found = [label for label in labels("geç kaldık diye cezalı mıyız", "tr", 6) if label[0].isdigit()]
    assert found and found[0].startswith("90B"), found
