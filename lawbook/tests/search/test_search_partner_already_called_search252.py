"""A Turkish player's "eşim çoktan ... dedi", "ortağım zaten ..." (partner had already called) read as 25A4's call of
partner's over his (search252, fixtures/search_vocabulary.tsv, the group of 25A4's "ortağının üzerine konuşma yapmış").

25A4 TR "Ortağının üzerine konuşma yapmış olduğu hiçbir konuşma değiştirilemez." / WBF "No call over which partner
has made a call may be changed." A player asking whether he may still correct an unintended call says partner had
"already" called ("çoktan", "zaten"). On main the word matched nothing and 25A4 was beyond the tenth hit in each story
below (25A1, 25A3, 25A5, 21B and 75C above it). The phrasings are fresh, not the bench's.
"""

import pytest

from lawbook.labels import try_parse_label
from tests.search_index import search_index, search_index_dir, top_labels  # noqa: F401


@pytest.mark.parametrize(
    "query",
    [
        "1 karo yerine yanlışlıkla 1 kupa kartını çektim, eşim çoktan 1 pik dedi, düzeltebilir miyim",
        "agzimdan 2 trefl cikti, 2 karo diyecektim ama ortagim coktan 2SA dedi, degistirebilir miyim",
        "kutudan yanlış kart geldi ama ortağım zaten cevabını vermişti, şimdi değiştirsem olur mu",
        "eşim zaten 3 kupa demişti, benim yanlış çektiğim 2 kupa kartı değişir mi",
    ],
)
def test_partner_already_called_finds_25a4_among_the_first_five(search_index, query):
    paragraphs = [label for label in top_labels(query, "tr", 15) if try_parse_label(label) is not None]
    assert "25A4" in paragraphs[:5], paragraphs[:5]
