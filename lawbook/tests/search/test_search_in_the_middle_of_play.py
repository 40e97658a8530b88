"""A player's "in the middle of the hand" is the Laws' "during play" (session 81, search113).

43A1(a) "Usulsüzlüğe başka bir oyuncu tarafından dikkat çekilmedikçe, yer oyun esnasında hakem çağırma
girişiminde bulunmamalıdır" / "Dummy may not initiate a call for the Director during play unless another
player has drawn attention to an irregularity"; 43A1(b) "Yer oyun esnasında bir usulsüzlüğe dikkat
çekemez" / "Dummy may not call attention to an irregularity during play". A player says "elin
ortasında", "oyunun ortasında", "in the middle of the hand". The phrasings are fresh, not the bench's.
"""

import pytest

from tests.search_index import assert_first_within, search_index, search_index_dir  # noqa: F401


@pytest.mark.parametrize(
    "query, label",
    [
        # Before, 9A4 first and 43A1 tenth: "ortasında" matched nothing.
        ("yer elin ortasında hakemi çağırdı, buna hakkı var mı", "43A1(a)"),
        # Before, 20F2 first and 43A1(b) fifth.
        ("oyunun ortasında yer rakibin hatasını söyledi", "43A1(b)"),
    ],
)
def test_the_middle_of_the_hand_is_during_play(search_index, query, label):
    assert_first_within(query, "tr", label)
