"""A stated fact that rests on one paragraph of one guide chooses that guide's Ending (search338).

25A4 TR "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez" / WBF "No call over
which partner has made a call may be changed". A story that tells it ("ortağım pas dedikten sonra")
states the unintended-call guide's PARTNER_HAS_CALLED, which rests on 25A4 alone, and no other guide's
Endings cite 25A4; yet the bridge chose the inadmissible call's Ending (told best), though the
unintended-call guide scored far above that guide (lawbook.search.bridges.SOLE_FACT_LEAD). Before,
the first story found 75A first and 25A4 not among the first five, the second 27A1 first and 25A4
not among the first five. The stories are fresh, not the bench's.
"""

from lawbook.search.service import search
from lawbook.search.stated_facts import states
from situations.content.unintended_call import PARTNER_HAS_CALLED
from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401

CHANGE_REFUSED = "ortağım pas dedikten sonra kendi 3♠ konuşmamı değiştirmek istedim ama hakem izin vermedi"
SAID_AFTER = "ortağım üstüne konuştuktan sonra 1 pik yerine 1 kupa demek istediğimi söyledim hakem kabul etmedi"


def _paragraphs(query: str, lang: str, n: int) -> list[str]:
    return [hit.label for hit in search(query, lang).hits if hit.kind == "paragraph"][:n]


def test_the_stories_state_the_fact_that_rests_on_25a4_alone():
    fact = {"tr": PARTNER_HAS_CALLED.tr, "en": PARTNER_HAS_CALLED.en}
    assert states(CHANGE_REFUSED, fact)
    assert states(SAID_AFTER, fact)
    assert PARTNER_HAS_CALLED.laws == ("25A4",)


def test_partner_passed_then_the_change_refused_finds_25a4_first(search_index):
    assert_first_within(CHANGE_REFUSED, "tr", "25A4")


def test_partner_called_over_then_the_change_said_finds_25a4_within_two(search_index):
    assert "25A4" in _paragraphs(SAID_AFTER, "tr", 2)


def test_a_story_the_bridge_had_right_keeps_25a4_first(search_index):
    # Guard, passing before too: the unintended-call guide's Ending was chosen already.
    assert_first_within("partner had already bid over it when i tried to change my 2 hearts call", "en", "25A4")
