"""search102: stories whose paragraph a neighbour of the same Law came before (issue 22), found by
the fact that tells the two apart (situations.guide.Fact, lawbook.search.stated_facts).

- Law 46B3 (TR "Eğer deklaran bir derece belirtir ancak renk belirtmezse"; WBF "If declarer
  designates a rank but not a suit") and 46B3(b) (TR "Tüm diğer durumlarda, deklaran yerden,
  belirtilen derecede bir kartı yasal olarak oynayabiliyorsa oynamak zorundadır"; WBF "In all other
  cases declarer must play a card from dummy of the designated rank if he can legally do so"): a
  rank named alone while dummy follows to an opponent's lead went to 46B4 (TR "Eğer deklaran yerde
  olmayan bir kartı tanımlarsa"; WBF "If declarer calls for a card that is not in dummy the call is
  invalid"), whose
  fact "yerde ... yok" the story states too (dummy has none of the suit led).
- Law 45D2 (TR "Yer'in hatalı olarak oynadığı kartın değiştirilmesi için geç kalınmış ise"; WBF "When
  it is too late to change dummy's wrongly placed card"): a dummy's wrong card found a trick
  later, typed without the Turkish letters ("love" for "löve"), went to 45D1 (in time).
- Law 37B (TR "Onarmadan Önce Soldaki Rakip Konuşmamışsa"; WBF "Offender's LHO does not Call before
  Rectification"), 37B1 (TR "Yasa gereği pas geçmesi gereken bir oyuncunun verdiği bir deklare,
  çektiği kontr veya sürkontr iptal edilir"; WBF "any bid, double or redouble, by a player required
  by law to pass is cancelled"): the left-hand opponent has not called, so not 37A ("Offender's LHO
  Calls before Rectification").
The stories are fresh, not the bench's; each found the neighbour first before the facts were written
(46B4, 45D1 and 37A or a paragraph of another Law).
"""

import pytest

from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "story, lang, paragraph",
    [
        (
            "sağımdaki rakip pik çıktı, deklaran sadece papaz dedi, yerde pik yok ama karo ve trefl papazı var",
            "tr",
            "46B3(b)",
        ),
        ("yer baska karti oynadi ama bir love sonra gorduk, kart geri alinir mi", "tr", "45D2"),
        ("my partner was barred but redoubled, LHO hasn't called, what now", "en", "37B1"),
    ],
)
def test_the_fact_of_the_story_finds_its_paragraph_before_the_neighbour(search_index, story, lang, paragraph):
    assert_first_within(story, lang, paragraph)
