"""A call is too late to change only when partner has called after it (Law 25A4), not when the
story says partner bid or passed before it.

Law 25A1: TR "Bir oyuncu, yapmayı düşündüğü konuşmadan farklı bir konuşma yapmış olduğunu fark
ederse; bu konuşmasını, ortağının henüz konuşmamış olması kaydıyla, aslında yapmak istediği konuşma
ile değiştirebilir." / WBF "If a player discovers that he has not made the call he intended to make,
he may, until his partner makes a call, substitute the call he intended for the unintended call."
Law 25A4: TR "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez." / WBF "No
substitution of call may be made when his partner has made a subsequent call."

The unintended-call guide's fact for 25A4 (situations/content/unintended_call.py,
PARTNER_HAS_CALLED) was stated by "partner's bid", "partner bid" and "partner passed", which a
player says of the call he was answering ("I meant to raise partner's bid"): such a story went to
the Ending "Partner has called: no change", and 25A4 stood first where 25A1 lets him change the
call. The stories are fresh, not the bench's. On the old fact the first story brought 25A4 first
(checked); the second and the 25A4 stories passed on it too and guard the other side: a story of
partner calling over the slip still goes to 25A4.
"""

import pytest

from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "story, lang",
    [
        ("I meant to raise partner's bid to 4H but pulled 4S from the bidding box; nobody has called since", "en"),
        ("partner bid 1H, I meant to bid 2H but my finger slipped and 2S came out; LHO has not called yet", "en"),
    ],
)
def test_partner_calling_before_the_slip_leaves_the_change_open(search_index, story, lang):
    assert_first_within(story, lang, "25A1")


# The facts still send a story of partner calling over the slip to 25A4 (search92's tuning
# questions said it "partner had already ...", "only after partner ..."); fresh stories.
@pytest.mark.parametrize(
    "story, lang",
    [
        ("my hand slipped on the bidding box and partner had already passed before I noticed", "en"),
        ("I saw my mispull only after partner had called over it", "en"),
    ],
)
def test_partner_calling_over_the_slip_closes_the_change(search_index, story, lang):
    assert_first_within(story, lang, "25A4")
