"""Misinformation, an opponent explained wrongly: why the Clarification Period matters to a change
of call, said by the paragraph that makes it so (docs/legal-review.md, Session 86 (qa191)).

The Ending's first line gives 21B1(a)'s time limit, the end of the auction period (17D1), "so
including the Clarification Period after the auction, when the correction usually comes": no
paragraph says when a correction usually comes. 20F4(a) says by when the explainer's must: official
Turkish "Bir oyuncu, artırım esnasında yapmış olduğu açıklamanın yanlış ya da eksik olduğunu fark
ederse, Belirginleştirme Süreci'nin bitiminden önce hakemi çağırmalı ve hatalı açıklamasını
düzeltmelidir"; WBF "If a player realizes during the auction that his own explanation was erroneous
or incomplete, he must summon the Director before the end of the Clarification Period and correct
the misexplanation" (the two differ on what falls in the auction: the editor's note on 20F4(a); the
line speaks of an explanation given in the auction, as the Turkish does).
"""

import pytest

from situations.content import misinformation
from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db

PATH = ("misinformation", ["opponent"])


@pytest.mark.parametrize(
    "lang, words, gone",
    [
        (
            "tr",
            "Açıklama Evresi de dahil; artırımda verdiği bir açıklamanın yanlış ya da eksik olduğunu fark eden"
            " oyuncu onu en geç bu evrenin sonunda düzeltmek zorundadır, Yasa 20F4(a))",
            "düzeltme çoğu kez o zaman gelir",
        ),
        (
            "en",
            "so including the Clarification Period after the auction, by whose end a player who realises that an"
            " explanation he gave in the auction was wrong or incomplete must correct it, Law 20F4(a))",
            "when the correction usually comes",
        ),
    ],
)
def test_the_clarification_period_is_given_by_20f4a(client, lang, words, gone):
    slug, keys = PATH
    says(client, slug, keys, lang, words)
    never_says(client, slug, keys, lang, gone)


def test_20f4a_is_quoted_beside_it():
    assert "20F4(a)" in misinformation.RECEIVED.laws
