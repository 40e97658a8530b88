"""search322: a call the player meant and then regrets, told as players tell it (issue 22).

25A2: TR "Oyuncunun asıl amacı seçtiği veya söylediği konuşmayı yapmak idi ise, yapılmış olan konuşma
geçerlidir." / WBF "If the player's original intent was to make the call selected or voiced, that call
stands." A player who "should have passed" or finds "pas demem lazımmış" meant the call he made and
thought again (MEANT_THEN_RETHOUGHT); one who asks "can I take it back", "geri alabilir miyim" or wants
"to make" another call has not replaced it yet (MAY_I_CHANGE, the Ending of 25A2 whose call is not yet
replaced). Without these words the unintended-call guide's Endings were told apart by none of their
facts, and a story of a meant call found 25A1, the unintended call's paragraph, first. The stories are
fresh, not the bench's.
"""

import pytest

from lawbook.search.stated_facts import states
from situations.content.unintended_call import MAY_I_CHANGE, MEANT_THEN_RETHOUGHT
from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "fact, story, lang",
    [
        (MEANT_THEN_RETHOUGHT, "I opened one club and saw at once I should have passed", "en"),
        (MEANT_THEN_RETHOUGHT, "3 kupa dedim, sonra 4 kupa demem lazımmış", "tr"),
        (MAY_I_CHANGE, "I bid two spades by mistake of judgement, can I take it back", "en"),
        (MAY_I_CHANGE, "pas dedim ama kontr demek istedim, geri alabilir miyim", "tr"),
        (MAY_I_CHANGE, "1 karo dedim, şimdi 1 kupa yapmak istiyorum", "tr"),
    ],
)
def test_the_meant_calls_facts_read_the_players_words(fact, story, lang):
    assert states(story, {lang: getattr(fact, lang)})


def test_a_meant_call_regretted_finds_25a2_first(search_index):
    # Before, 25A1 first and 25A2 not among the first five.
    assert_first_within("I bid 3 hearts, then realised I should have bid 4 hearts, can I take it back", "en", "25A2")
