"""The table page's note under a pending change of call (25B) says how a call accepts it in 25B1's
terms: a call made intentionally over the new call, citing 25B1. It said, for every accept-or-reject
choice, "A call by West, recorded in the box below, accepts it too (Laws 27A1, 29A)", the paragraphs
of an insufficient bid and of a call out of rotation, whose acceptance by a call has no such condition
(qa229; the unintended-call guide's changed-call example leads here with "Go on with this auction").

25B1 (TR, official): "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın
solundaki rakip tarafından kabul edilebilir (soldaki rakibin isteyerek konuşma yapması halinde
otomatikman kabul edilmiş hale gelir)."
25B1 (WBF): "A substituted call not permitted by A may be accepted by the offender's LHO. (It is
accepted if LHO calls intentionally over it.)"
27A1 (TR "Bu oyuncu konuşursa deklare kabul edilmiş olur"; WBF "It is accepted if that player calls")
and 29A (TR "konuşma yapmayı seçebilir"; WBF "may elect to call"): their note stays.
"""

import re
from html import unescape
from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.table.test_auction_grid import page
from tests.seen import seen

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"
# The unintended-call guide's example (unintended_call.CHANGE_OF_CALL): South bids 2♥, then, meaning
# to, 2♠ at West's turn; West has not called.
CHANGED = "N:1H,E:pass,S:2H,S:2S"
# East's 1♦ over North's 1♥ is insufficient: South chooses (27A1).
INSUFFICIENT = "N:1H,E:1D"
NEW = {
    "tr": "Batı yeni konuşmanın üstüne isteyerek konuşursa (aşağıdaki kutudan kaydedilir) bu da kabul sayılır (Yasa 25B1).",
    "en": "A call by West made intentionally over the new call, recorded in the box below, accepts it too (Law 25B1).",
}
OLD = {"tr": "(Yasa 27A1, 29A)", "en": "(Laws 27A1, 29A)"}


def _notes(html: str) -> list[str]:
    section = re.search(r'<section class="decision".*?</section>', html, re.S).group(0)
    found = re.findall(r'<p class="note">(.*?)</p>', section, re.S)
    return [
        " ".join(unescape(re.sub(r"<[^>]+>", " ", seen(note))).split()).replace("( ", "(").replace(" )", ")")
        for note in found
    ]


def test_the_official_turkish_25b1_accepts_by_an_intentional_call():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "soldaki rakibin isteyerek konuşma yapması halinde otomatikman kabul edilmiş hale gelir" in (
        paragraphs["25B1"].text
    )
    assert paragraphs["27A1"].text.endswith("Bu oyuncu konuşursa deklare kabul edilmiş olur.")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_change_of_call_is_accepted_by_a_call_made_intentionally_over_it(client, lang):
    notes = _notes(page(client, lang, dealer="N", vul="None", calls=CHANGED))
    assert notes == [NEW[lang]], notes
    assert not any(OLD[lang] in note for note in notes)


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_insufficient_bid_keeps_its_note(client, lang):
    notes = _notes(page(client, lang, dealer="N", vul="None", calls=INSUFFICIENT))
    assert len(notes) == 1 and OLD[lang] in notes[0], notes
