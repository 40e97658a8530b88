"""An Ending's phrasing written from its paragraph brings a player's story of that situation to it,
and not a story of another Law that shares its everyday words (issue 22).

Law 25A6: "Eğer bir değişiklik yapılmasına izin verilirse, soldaki oyuncu ilk konuşmanın üzerine
yapmış olduğu herhangi bir konuşmasını geri alabilir." / "If a substitution is allowed the LHO may
withdraw any call he made over the first call." No phrasing of the unintended call's Ending told the
left-hand opponent's side of it: a story of it went to the Ending of a change of an intended call,
25B1 above 25A6.
Law 27A1: "Herhangi bir yetersiz deklare, kusurlu oyuncunun solundaki rakibinin isteği ile kabul
edilebilir (yasal olarak işlem görebilir). Bu oyuncu konuşursa deklare kabul edilmiş olur." / "Any
insufficient bid may be accepted (treated as legal) at the option of offender's
LHO. It is accepted if that player calls." A story of calling over an insufficient bid says "over
it" too: written with 25A6's "ilk konuşmanın üzerine" (over the first call), the phrasing drew such
a Turkish story to the unintended call's paragraphs (25A1 first, 25A6 third; search104's wording).
The stories are fresh, not the bench's; each failed before (search106).
"""

import pytest

from lawbook.search.guides import KIND as GUIDE
from lawbook.search.service import search
from tests.search_index import search_index, search_index_dir  # noqa: F401

STORIES = [
    (
        "the player before me replaced his mechanical mistake; I had already called over the first call. Can I withdraw my call",
        "en",
        "25A6",
        "25B1",
    ),
]
# A story of another Law, and the unintended call's paragraph it must not bring up: not among the
# first three, and no paragraph of 25A first.
NOT_DRAWN = [
    ("ortağım yetersiz konuşma yaptı, soldaki rakip onun üzerine konuştu, konuşma geçerli mi", "tr", "25A6"),
]


def paragraphs(query: str, lang: str) -> list[str]:
    return [hit.label for hit in search(query, lang).hits if hit.kind != GUIDE]


@pytest.mark.parametrize("query, lang, label, before", STORIES)
def test_the_phrasing_from_the_paragraph_brings_it_up(search_index, query, lang, label, before):
    found = paragraphs(query, lang)
    assert label in found[:2]
    assert before not in found or found.index(label) < found.index(before)


@pytest.mark.parametrize("query, lang, label", NOT_DRAWN)
def test_the_phrasing_does_not_draw_a_story_of_another_law(search_index, query, lang, label):
    found = paragraphs(query, lang)
    assert label not in found[:3]
    assert not found[0].startswith("25A")
