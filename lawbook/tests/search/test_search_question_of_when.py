"""A question of when tells no situation: no guide is placed first by its paths for it.

9B1(a): TR "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır."; WBF "The Director
should be summoned at once when attention is drawn to an irregularity." 22A: TR "Artırım aşağıdaki
durumlarda sona erer; A. Bir veya daha fazla oyuncu deklare verdikten sonra son verilen deklareyi
sıralı bir şekilde takiben arka arkaya üç pas geçilmesinden sonra."; WBF "The auction ends when:
A. one or more players having bid, there are three consecutive passes in rotation subsequent to
the last bid." These paragraphs say when; before, "hakem ne zaman çağrılmalı" listed the guide for
a score correction first and "artırım ne zaman biter" the guide for an insufficient bid: their
paths held the query's two words ("hakem" and "çağır"; "artırım" and "bit") as many guides' paths
do (21 paths of 8 guides, 34 of 14), and lawbook.search.borrowing.described_by_paths placed one.
A story that says when it happened ("I passed when it was not my turn") and a question of when a
guide's title names ("rönons ne zaman resmileşir": Revoke) keep their guide.
"""

import pytest

from lawbook.search.service import search
from tests.search_index import search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "typed, paragraph",
    [
        ("hakem ne zaman çağrılmalı", "9B1(a)"),
        ("artırım ne zaman biter", "22A"),
    ],
)
def test_a_question_of_when_has_the_paragraph_that_says_when_first(search_index, typed, paragraph):
    first = search(typed, "tr").hits[0]
    assert (first.kind, first.label) == ("paragraph", paragraph)


@pytest.mark.parametrize(
    "typed, lang, guide",
    [
        ("I passed when it was not my turn", "en", "inadmissible-call"),  # a story told, by its paths
        ("rönons ne zaman resmileşir", "tr", "revoke"),  # named by its title
        ("when is a revoke established", "en", "revoke"),
    ],
)
def test_a_story_or_a_guide_its_title_names_keeps_its_place(search_index, typed, lang, guide):
    first = search(typed, lang).hits[0]
    assert (first.kind, first.label) == ("guide", guide)
