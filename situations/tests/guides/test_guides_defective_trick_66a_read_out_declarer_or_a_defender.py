"""The defective-trick guide's current-trick read-out names 66A's actor: declarer or a defender, not dummy.

66A: TR "Kendi tarafı bir sonraki löveye çıkış yapmadığı veya kart oynamadığı müddetçe, deklaran ya da her
defans oyuncusu, kendi kartını masanın üzerine yüzü aşağı gelecek biçimde çevirinceye kadar, löveye henüz
oynanmış olan tüm kartların gösterilmesini isteyebilir." WBF "So long as his side has not led or played to
the next trick, declarer or either defender may, until he has turned his own card face down on the table,
require that all cards just played to the trick be faced."

The Ending's page says it ("Law 66A gives this right to declarer and the defenders"); its read-out said
"you may require all cards just played to be faced" to whoever asked, dummy too. qa192 mended the same
omission in the 66B read-out beside it (test_guides_defective_trick_66b_declarer_or_a_defender)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
KEYS = ["see-cards", "current"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

READ_OUT = {
    "tr": "Deklaran ya da defans oyuncusuysanız, kendi kartınızı kapatmadıysanız ve tarafınız sonraki löveye oynamadıysa, bu löveye oynanan bütün kartların gösterilmesini isteyebilirsiniz (Yasa 66A)",
    "en": "If you are declarer or a defender, until you have turned your own card face down, and so long as your side has not played to the next trick, you may require all cards just played to be faced (Law 66A)",
}


def test_the_official_turkish_66a_gives_the_right_to_declarer_or_a_defender():
    text = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()["66A"].text
    assert "deklaran ya da her defans oyuncusu" in text


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_current_trick_read_out_names_declarer_or_a_defender(client, lang):
    guide_pages.reads(client, SLUG, KEYS, lang, READ_OUT[lang])
