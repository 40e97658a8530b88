"""The left-hand opponent's call over an inadmissible call, one fact of three Endings, told only
(situations.content.inadmissible_call.LHO_CALLED_OVER; search315, issue 22).

The same condition stands in three paragraphs: 36A (TR "Kabulü olanaksız bir kontr veya sürkontrun
onarılmasından önce soldaki rakip konuşursa"; WBF "If offender's LHO calls before rectification of an
inadmissible double or redouble"), 37A (TR "ve soldaki rakip hakem bir onarma belirlemeden konuşursa";
WBF "and offender's LHO calls before the Director has ruled on rectification") and 38D (TR "kusurlu
oyuncunun solundaki rakip, usulsüzlükten sonra ve bir onarma belirlenmeden önce konuşma yaparsa"; WBF
"if the offender's LHO had called subsequent to the infraction and before rectification"). Until a
story says he called, he has not: 36B and 37B apply "When A does not apply" (TR "A bendi
uygulanamadığında"). A pass is a call (the Definitions: TR "Herhangi bir deklare, kontr, sürkontr veya
pas"; WBF "Any bid, double, redouble or pass"). 19A1 (TR "Bu deklare bir rakip tarafından yapılmış
olmalıdır"; WBF "That bid must have been made by an opponent") and 19B1 make a double of partner's bid,
or a redouble of partner's double, inadmissible. The stories are fresh, not the bench's.
"""

import pytest

from lawbook.search.stated_facts import states
from situations.content import inadmissible_call
from situations.content.inadmissible_call import INADMISSIBLE_DOUBLE, LHO_CALLED_OVER
from tests.search_index import search_index, search_index_dir, top_labels  # noqa: F401


def _paragraphs(query: str, lang: str, n: int = 3) -> list[str]:
    return [label for label in top_labels(query, lang, n + 6) if label[:1].isdigit()][:n]


def _states(fact, story: str) -> bool:
    return states(story, {"tr": fact.tr, "en": fact.en})


@pytest.mark.parametrize(
    "story, stated",
    [
        ("north doubled his own partner's bid and the player on his left passed over it", True),
        ("she doubled her partner's 2 hearts and LHO bid 3 clubs", True),
        ("ortağımın deklaresine kontr dedim, soldaki rakip de üstüne pas dedi", True),
        ("biri 8 pik dedi, sonraki oyuncu da üstüne pas geçti", True),
        ("pas geçmesi gereken ortağım 2 kupa dedi, soldaki rakip de konuştu", True),
        # 37B1's and 36B's stories: he has not called.
        ("partner was barred but doubled, LHO hasn't called yet", False),
        ("pas zorunluluğum varken deklare yaptım, soldaki rakip henüz konuşmadı", False),
        ("sonraki oyuncu konuşmadan hakemi çağırdık", False),
        # A bid over seven hearts is no call over the inadmissible call.
        ("yedi kupanın üstünde sekiz trefl dedi", False),
    ],
)
def test_the_lho_call_is_read_in_the_players_words(story, stated):
    assert _states(LHO_CALLED_OVER, story) is stated


def test_the_lho_call_is_one_fact_of_the_three_endings_told_only():
    assert LHO_CALLED_OVER.told_only
    carrying = [
        ending
        for ending in (
            inadmissible_call.DOUBLE_LHO_CALLED,
            inadmissible_call.MUST_PASS_LHO_CALLED,
            inadmissible_call.ABOVE_SEVEN_LHO_CALLED,
        )
        if LHO_CALLED_OVER in ending.facts
    ]
    assert len(carrying) == 3


@pytest.mark.parametrize(
    "story",
    [
        "she doubled her partner's 2 hearts",
        "my RHO redoubled his partner's double",
        "ortağımın deklaresine kontr dedim",
        "sağımdaki oyuncu ortağının kontruna sürkontr çekti",
    ],
)
def test_a_double_of_partners_call_is_read_in_the_players_words(story):
    assert _states(INADMISSIBLE_DOUBLE, story)


@pytest.mark.parametrize(
    "query, lang, label",
    [
        # Main: 37A, 36B2, 35B (neither fact stated: "doubled her partner's" was not read).
        ("she doubled her partner's 2 hearts and LHO bid 3 clubs before anyone noticed", "en", "36A"),
        # Guards (36A within three on main too).
        ("north doubled his own partner's opening bid and the player on his left passed over it", "en", "36A"),
        ("ortağımın deklaresine kontr dedim soldaki rakip de üstüne pas dedi", "tr", "36A"),
        # Main: 37B1, 30B1(b)(ii), 35B; and 37B1, 30B1, 36B2.
        ("partner was required to pass but bid 2 spades, and the next player passed", "en", "37A"),
        ("pas geçmesi gereken ortağım 2 kupa dedi, soldaki rakip de konuştu", "tr", "37A"),
        # Guards: the fact shared with 38D's Ending keeps 38D's stories there (36A and 37A carry it too).
        ("a player bid 8 spades and his LHO passed over it", "en", "38D"),
        ("biri 8 pik dedi, sonraki oyuncu üstüne pas geçti", "tr", "38D"),
    ],
)
def test_a_story_of_the_lho_call_finds_its_ending_within_three(search_index, query, lang, label):
    assert label in _paragraphs(query, lang)


def test_a_double_of_partners_bid_in_turn_finds_36b_within_three(search_index):
    # A guard: the told-only facts (36A, 36B4, 36C) leave the story that tells none of them to 36B.
    # 36B1 (TR "Yasa 19'un izin vermediği her kontr ve sürkontr iptal edilir"; WBF "any double or
    # redouble not permitted by Law 19 is cancelled"), 36B2 what the offender must do then.
    assert any(label.startswith("36B") for label in _paragraphs("I doubled my own partner's 1 spade by mistake", "en"))
