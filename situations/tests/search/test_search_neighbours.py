"""The nearest labelled players' questions lend to their paragraphs (lawbook.search.neighbours, search71).

The questions are the development sets' (fixtures/search_neighbours.tsv, written by
bench/search_neighbours.py); a query near some of them raises the paragraphs they expect, when an
Ending of the first guide hit cites those paragraphs. The queries below are in no set: each is
told in other words than the fixture's questions.
"""

import importlib.util
from pathlib import Path

import pytest
from django.conf import settings

from lawbook.search import neighbours
from lawbook.search.guides import KIND as GUIDE
from lawbook.search.scoring import Weights
from lawbook.search.service import search
from lawbook.search.testing import search_index, search_index_dir  # noqa: F401

# (query, page language, the paragraph expected first, what it says in both languages)
TOLD_BEFORE = [
    # 51A: "If it is a defender's turn to play and that defender has two or more penalty cards that
    # can legally be played, declarer designates which is to be played at that turn." (TR "Sıra
    # kendisinde olan bir defans oyuncusu yasal olarak oynanabilecek iki veya daha fazla cezalı karta
    # sahipse, o lövede hangisinin oynanacağını deklaran belirtir.")
    ("i have two penalty cards which one must i play", "en", "51A"),
    # 57A: "When a defender leads to the next trick before his partner has played to the current
    # trick, or plays out of turn before his partner has played, the card so led or played becomes
    # a major penalty card, and declarer selects one of the following options." (TR "Bir defans
    # oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında veya bir sonraki
    # löveye çıkış yaptığında, bu şekilde çıkılan veya oynanan kart majör cezalı karta dönüşür ve
    # deklaran aşağıdaki seçeneklerden birini seçer.")
    ("my partner played his card before me what can declarer do", "en", "57A"),
]


def _first(query: str, lang: str, weights: Weights | None = None) -> str:
    return next(h.label for h in search(query, lang, weights=weights).hits if h.kind != GUIDE)


@pytest.mark.parametrize("query, lang, label", TOLD_BEFORE)
def test_a_question_told_before_puts_its_paragraph_first(search_index, query, lang, label):
    assert _first(query, lang) == label
    # Without the questions lending, another paragraph came first (50B; 57C1).
    assert _first(query, lang, Weights(neighbours=0.0)) != label


def test_the_questions_lend_only_along_the_first_guide(search_index):
    """For "yer rönons" the nearest questions ask whether dummy may speak of a revoke (42B1, 43A1);
    the first guide is the revoke's, whose Endings cite neither: 64B3 ("yere ait kartlardan")
    stays first and nothing is lent."""
    near = neighbours.nearest("yer rönons", "tr")
    assert near and all(not {"64B3"} & set(q.labels) for _, q in near)
    assert _first("yer rönons", "tr") == "64B3"


def test_the_fixture_is_the_development_sets():
    """fixtures/search_neighbours.tsv is what bench/search_neighbours.py writes from the development
    sets, and nothing else (the held-out, players' and shared sets stay measures)."""
    path = Path(settings.BASE_DIR) / "bench" / "search_neighbours.py"
    spec = importlib.util.spec_from_file_location("search_neighbours", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    written = [line for line in neighbours.FIXTURE.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    assert written == module.rows()
    assert {source for source, *_ in neighbours.read()} == set(module.DEV_SETS)
