"""search87: an Ending told from its sibling by the fact the Laws use, not by a word only one of
them says (issue 22).

Two Endings of a guide share a player's words, and the paragraph tells them apart by one fact; where
only one Ending's phrasings said a word every such story says, the story went to that Ending:
- "still thinking" was said of the right-hand opponent alone (57D: TR "Bir defans oyuncusu, sıra
  sağındaki oyuncudayken kart oynama girişiminde bulunursa" / "When a defender attempts to play (not
  lead) to a trick at his RHO's turn"), so a partner still thinking went to 57D, not 57A (TR "Bir
  defans oyuncusu, ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında" / "or plays
  out of turn before his partner has played");
- the English of 57D's phrasings said "played" where the Turkish says "attı", and "threw" was the
  card played before partner's alone;
- a trick "finished" and "wanting to see" the cards were the quitted trick's words (66C), though
  66A is the trick just played, before the player's own card is turned (TR "kendi kartını masanın
  üzerine yüzü aşağı gelecek biçimde çevirinceye kadar, löveye henüz oynanmış olan tüm kartların
  gösterilmesini isteyebilir" / "until he has turned his own card face down on the table, require
  that all cards just played to the trick be faced").
The stories are fresh, not the bench's; checked on main when written: 57D, 45D1 and 58B1 first.
"""

import pytest

from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "story, lang, paragraph",
    [
        ("ortağım düşünürken ben sabırsızlanıp kartımı attım ne olur", "tr", "57A"),
        ("partnerim düşünürken erken davranıp oynadım", "tr", "57A"),
        ("my left hand opponent threw a card before i played", "en", "57D"),
        ("the last trick just finished can i still ask to see all the cards", "en", "66A"),
    ],
)
def test_the_fact_the_story_tells_finds_its_paragraph_first(search_index, story, lang, paragraph):
    assert_first_within(story, lang, paragraph)
