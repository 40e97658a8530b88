"""search80: players' stories of the newer guides' situations find their paragraph (issue 22).

Each group (fixtures/search_vocabulary.tsv, "search80") rests on its paragraph, read in
fixtures/laws_tr.txt and the WBF English:

- 90B5, TR "Bir başka oyuncuya ait kartlara dokunulması veya tutulması" / WBF "Touching or handling
  cards belonging to another player": the opponent "elimdeki kartları aldı" / "took cards out of my hand".
- 74A2, TR "Bir oyuncu bir başka oyuncuda rahatsızlık veya mahcubiyet yaratacak ... söz ... kaçınmak
  zorundadır" / WBF "A player must carefully avoid any remark ... that might cause annoyance or
  embarrassment to another player": the opponent "alay etti" / "mocked us" (search75's group had
  "dalga geçmek" and "mock", not "alay etmek").
- 20A, TR "Bir oyuncu hangi konuşmanın yapıldığı ile ilgili tereddütte ise hemen açıklık getirilmesini
  talep edebilir" / WBF "A player who is in doubt as to which call has been made may request that it
  be clarified immediately": "ne dedi duyamadım" / "could not hear".
- 20F5, TR "Ortağı yanlış bir açıklama vermiş olan bir oyuncu, hatayı artırım sürecinde düzeltemez" /
  WBF "A player whose partner has given a mistaken explanation may not correct the error during the
  auction": partner "misdescribed" my bid (added to the misinformation group's English, whose Turkish
  "hatalı açıklama" / "yanlış açıklamak" is the Law's).

Each case fails with main's vocabulary (checked when written: the paragraph below the depth, or not
in the first ten).
"""

import pytest

from tests.search_index import search_index, search_index_dir  # noqa: F401
from tests.search_index import top_labels as labels


@pytest.mark.parametrize(
    "query, lang, wanted, depth",
    [
        # the depth counts the guides shown among the hits
        # dev9's (main: not in the first ten)
        pytest.param(
            "rakip uzanıp elimdeki kartları aldı",
            "tr",
            "90B5",
            6,
            marks=pytest.mark.xfail(
                strict=True,
                reason="session 96: 90B5 seventh, one place behind the card-played-on-misinformation guide, since "
                "audit332's shared 26B line named the offender's partner (1bb74a16; bisected): a near tie moved by "
                "collection statistics; the guide's lending for a story of an opponent taking one's cards is "
                "the defect to trace (docs/benchmarks.md, Session 96 (lead))",
            ),
        ),
        # a fresh phrasing (dev9's own is twelfth, main: not in the first ten)
        ("kazandıktan sonra rakip bizimle alay etti", "tr", "74A2", 4),
        # dev9's and a fresh phrasing (main: not in the first ten)
        ("solumdaki ne dedi duyamadım tekrar etmesini isteyebilir miyim", "tr", "20A", 4),
        ("sağımdakinin konuşmasını duymadım ne yapabilirim", "tr", "20A", 5),
        # dev9's (main: not in the first ten), and a fresh phrasing (main: not in the first three)
        (
            "i am defending partner misdescribed my 2nt and declarer played on it i kept quiet was that right",
            "en",
            "20F5",
            4,
        ),
        ("partner misdescribed our 2 club bid what now", "en", "20F5", 3),
    ],
)
def test_players_stories_find_their_paragraph(search_index, query, lang, wanted, depth):
    found = labels(query, lang, depth)
    assert any(label and label.startswith(wanted) for label in found), (query, found)
