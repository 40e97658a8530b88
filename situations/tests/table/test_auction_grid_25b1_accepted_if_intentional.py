"""The table page's auction grid marks a changed call that its left-hand opponent called over with
25B1's condition: accepted *if* he called intentionally, not "accepted by West's call". The record
holds that West called, not that he meant to; the engine's line on the same page already says the
condition (qa203, test_engine_words_25b1_accepted_if_intentional).

25B1 (TR, official): "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın
solundaki rakip tarafından kabul edilebilir (soldaki rakibin isteyerek konuşma yapması halinde
otomatikman kabul edilmiş hale gelir)."
25B1 (WBF): "A substituted call not permitted by A may be accepted by the offender's LHO. (It is
accepted if LHO calls intentionally over it.)"
27A1 (TR "Bu oyuncu konuşursa deklare kabul edilmiş olur"; WBF "It is accepted if that player
calls") has no such word: its mark stays "accepted by South's call" (test_auction_grid).
"""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.table.test_auction_grid import grid, page

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
# North opens 1♥, East passes, South bids 2♥ and then, meaning to, 2♠ (a change 25A does not allow);
# West passes over it: the unintended-call guide's example (unintended_call.CHANGE_OF_CALL).
CALLS = "N:1H,E:pass,S:2H,S:2S,W:pass"
MARKS = {
    "tr": "2♠ (usulsüz, Batı isteyerek konuştuysa kabul edilmiş hale gelir: Yasa 25B1)",
    "en": "2♠ (irregular, accepted if West called intentionally: Law 25B1)",
}
OLD = {"tr": "Batı'nın konuşmasıyla kabul edildi", "en": "accepted by West’s call"}


def test_the_official_turkish_25b1_makes_acceptance_rest_on_an_intentional_call():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "soldaki rakibin isteyerek konuşma yapması halinde otomatikman kabul edilmiş hale gelir" in (
        paragraphs["25B1"].text
    )


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_changed_call_is_marked_accepted_only_if_west_called_intentionally(client, lang):
    rows = grid(page(client, lang, dealer="N", vul="None", calls=CALLS))[1]
    south = rows[1][3]
    assert south[1] == MARKS[lang], south
    assert OLD[lang] not in south[1]
