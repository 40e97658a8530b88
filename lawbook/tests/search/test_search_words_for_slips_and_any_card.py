"""search82: players' words for the new guides' situations find their paragraph (issue 22).

Each group or term (fixtures/search_vocabulary.tsv, "search82") rests on its paragraph, read in
fixtures/laws_tr.txt and in the English (fixtures/laws_en.json and the ACBL print of the 2017 Laws):

- 25A2, TR "Konsantrasyon kaybından kaynaklanan yanlış konuşmalar" / "Wrong calls resulting from a
  loss of concentration": a player says "dalgınlıkla" (absent-mindedly), "not concentrating".
- 25A2, TR "mekanik hata" / "mechanical error": "yanlış kartı çektim" (I pulled the wrong card), the
  Turkish of the English "pulled the wrong" already in the group.
- 46B5, TR "“herhangi bir şey oyna’’ veya benzer anlamlı kelimeler" / "“play anything” or words of
  similar meaning": declarer told dummy "any card will do", "whichever card".
- 16D1, TR "kazara yanlış ele bakmak" / "looking at the wrong hand": a player took the wrong hand out
  of the board.
- 42B3, TR "sadece elin oynanması tamamlandıktan sonra dikkat çekebilir" / "but only after play of the
  hand is completed": "el bittikten sonra", "once the hand is over".

Each case below fails with main's vocabulary (checked when written, the index rebuilt with main's
file: the paragraph below the depth, or not in the first twenty).
"""

import pytest

from tests.search_index import search_index, search_index_dir  # noqa: F401
from tests.search_index import top_labels as labels


@pytest.mark.parametrize(
    "query, lang, wanted, depth",
    [
        # the depth counts the guides shown among the hits
        # a fresh phrasing (main: third)
        ("dalgınlıkla 2 kupa dedim 2 pik diyecektim değiştirebilir miyim", "tr", "25A2", 2),
        # dev6's (main: not in the first twenty)
        ("yanlış kartı çektim 1 kör yerine 1 pik koydum ortağım pas dedikten sonra fark ettim", "tr", "25A", 3),
        # dev9's (main: not in the first twenty)
        (
            "declarer said to dummy any card will do and my partner picked the smallest diamond for him",
            "en",
            "46B5",
            2,
        ),
        # dev9's (main: ninth and eighth) and a fresh phrasing (main: eighth)
        ("bordtan yanlış eli çıkarıp kuzeyin kartlarını gördüm", "tr", "16D", 3),
        ("i took the wrong hand out of the board and saw north's cards", "en", "16D", 3),
        ("i picked up the wrong hand from the board and saw the cards", "en", "16D", 3),
        # dev9's (main: not in the first twenty) and two fresh phrasings (main: fourth, seventh)
        ("el bittikten sonra yer olarak rakibin rönonsunu söyleyebilir miyim", "tr", "42B3", 7),
        ("yer el bittikten sonra bir usulsüzlüğe dikkat çekebilir mi", "tr", "42B3", 3),
        ("can dummy point out a revoke once the hand is over", "en", "42B3", 5),
    ],
)
def test_players_words_find_their_paragraph(search_index, query, lang, wanted, depth):
    found = labels(query, lang, depth)
    assert any(label and label.startswith(wanted) for label in found), (query, found)


@pytest.mark.parametrize(
    "query, lang, wanted",
    [
        # a lead from the wrong hand is Law 55's, not the wrong hand looked at of 16D1
        ("declarer led from the wrong hand", "en", "55"),
        ("deklaran yanlış elden çıktı", "tr", "55"),
    ],
)
def test_a_lead_from_the_wrong_hand_is_not_16D(search_index, query, lang, wanted):
    found = [label for label in labels(query, lang, 4) if label and label[0].isdigit()]
    assert found and found[0].startswith(wanted), (query, found)


def test_a_story_a_guide_tells_clearly_borrows_though_its_guide_scores_low(search_index):
    """lawbook.search.bridges.STANDING 0.15 (was 0.25): the Ending for a dispute over the tricks won
    (79B, TR "Bir anlaşmazlık çıkarsa, hakem çağrılmak zorundadır" / "If a disagreement arises, the
    Director must be summoned") tells dev8's story best, and its guide now joins the bridge
    (main: 79B not in the first twenty)."""
    query = "rakip 8 löve aldığını söylüyor biz 7 diyoruz hakemi çağırmadan sonraki tura geçtik"
    found = labels(query, "tr", 7)
    assert any(label and label.startswith("79B") for label in found), found
