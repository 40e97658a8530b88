"""The defective-trick guide's own-last-card Ending names 66B's actor: declarer or a defender, not dummy.

66B: TR "Kendi tarafının bir sonraki löveye kart çıkmasından veya kart vermesinden önce, deklaran veya
her defans oyuncusu kendisinin son oynadığı kartı, inceleyebilir, ancak gösteremez." WBF "Until his side
has led or played to the next trick, declarer or either defender may inspect, but not expose, his own
last card played."

The Ending said "you may look at your own last card played" to whoever asked; the guide's 66A Ending
beside it says "Law 66A gives this right to declarer and the defenders", and 66B gives its right to the
same players only. The page and the read-out now open with the condition."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["see-cards", "own-last"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

PAGE = {
    "tr": "Deklaran ya da defans oyuncusuysanız, tarafınız sonraki löveye çıkış yapana ya da kart verene kadar, son oynadığınız kendi kartınıza bakabilirsiniz",
    "en": "If you are declarer or a defender, until your side has led or played to the next trick, you may look at your own last card played",
}
READ_OUT = {
    "tr": "Deklaran ya da defans oyuncusuysanız, tarafınız sonraki löveye oynamadan kendi son kartınıza bakabilirsiniz",
    "en": "If you are declarer or a defender, until your side plays to the next trick you may look at your own last card",
}


def test_the_official_turkish_66b_gives_the_right_to_declarer_or_a_defender():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["66B"].text
    assert "deklaran veya her defans oyuncusu kendisinin son oynadığı kartı, inceleyebilir, ancak gösteremez" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_own_last_card_ending_names_declarer_or_a_defender(client, lang):
    guide_pages.says(client, SLUG, KEYS, lang, PAGE[lang])
    guide_pages.reads(client, SLUG, KEYS, lang, READ_OUT[lang])
